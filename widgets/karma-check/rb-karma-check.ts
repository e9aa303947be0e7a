/**
 * <rb-karma-check>: a Karmic check, basic or opposed, played step by step, with the
 * result chart row beside the outcome.
 *
 * Renders snapshots of `karmaCheckMachine` and sends it events; every rule (how many cards,
 * who decides a hit, whether a hit is possible, the totals, the chart row) comes from
 * machines/karmic/.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved table could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart side - One side's panel: modifiers, hand, played chain, total.
 * @csspart hand - The cards drawn.
 * @csspart chain - The played card and the cards hit onto it.
 * @csspart controls - The buttons for the current step.
 * @csspart outcome - The result and its arithmetic.
 * @csspart chart-row - The result chart row read for the outcome.
 * @csspart reshuffles - The list of deck reshuffles so far.
 * @csspart odds - Before the draw: the exact chance of success with the best card drawn and no hits.
 * @csspart narration - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart problem - Why the next step cannot be taken (an untrained advanced skill, say).
 * @csspart card - A card face.
 * @csspart card-back - A face-down card.
 * @csspart button - Every button.
 * @csspart history - The back / forward / reset bar.
 * @csspart error - The box listing settings that could not be used.
 *
 * @cssprop --rb-success - Colour of a successful outcome.
 * @cssprop --rb-accent - Accent colour (primary buttons).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and panels.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error and failure colour.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 * @cssprop --rb-card-bg - Card face background.
 * @cssprop --rb-card-red - Hearts and diamonds.
 * @cssprop --rb-card-black - Spades and clubs.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { cardName, type Card } from '../../machines/core/cards.js';
import { formatPercent, signed } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import { formatKarma } from '../../machines/karmic/karma-deck.js';
import { RESULT_CHART } from '../../machines/karmic/karma-check.rules.js';
import {
  awaitingVerdict, cardsRevealed, decidingSide, drawProblem, hitProblem, karmaCheckMachine, karmaCheckRecord, outcomeOf, sideResult,
  type SideState,
} from '../../machines/karmic/karma-check.machine.js';
import { nextOdds } from '../../machines/karmic/karma-check.odds.js';
import { karmaCheckInputProblem, parseCheckSetup } from '../../machines/karmic/karma-check.setup.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderCard, renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';


/** Property name → attribute name, for every setting the machine's setup parser reads. */
const SETTINGS = {
  mode: 'mode',
  seed: 'seed',
  skill: 'skill',
  secondSkill: 'second-skill',
  helperSkill: 'helper-skill',
  attribute: 'attribute',
  difficulty: 'difficulty',
  modifier: 'modifier',
  draws: 'draws',
  deck: 'deck',
  label: 'label',
  opponentLabel: 'opponent-label',
  opponentSkill: 'opponent-skill',
  opponentSecondSkill: 'opponent-second-skill',
  opponentHelperSkill: 'opponent-helper-skill',
  opponentAttribute: 'opponent-attribute',
  opponentDifficulty: 'opponent-difficulty',
  opponentModifier: 'opponent-modifier',
  opponentDraws: 'opponent-draws',
  opponentDeck: 'opponent-deck',
} as const;
const FLAGS = { advanced: 'advanced', opponentAdvanced: 'opponent-advanced', mustSucceed: 'must-succeed' } as const;
type Setting = keyof typeof SETTINGS;
type Flag = keyof typeof FLAGS;

const stringProps = Object.fromEntries(Object.entries(SETTINGS).map(([p, a]) => [p, { type: String, attribute: a }]));
const flagProps = Object.fromEntries(Object.entries(FLAGS).map(([p, a]) => [p, { type: Boolean, attribute: a }]));

export class RbKarmaCheck extends TableElement<typeof karmaCheckMachine> {
  static override styles = [
    baseStyles,
    css`
      .sides { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
      .side {
        padding: 0.5rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      .mods, .note { color: var(--_muted); font-size: 0.9em; }
      .hand, .chain { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; margin-block: 0.35rem; }
      .hand button.card-button { padding: 0; border: none; background: none; min-height: 0; }
      .karma-card { display: inline-flex; flex-direction: column; align-items: center; gap: 0.1rem; }
      .karma-card .value { font-size: 0.8em; color: var(--_muted); font-variant-numeric: tabular-nums; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.75rem; }
      .outcome { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: start; }
      .verdict { font-weight: 700; }
      .verdict.success { color: var(--rb-success, #1d6b35); }
      .verdict.failure { color: var(--_danger); }
      .chart-row { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.75rem; }
      .chart-row dt { color: var(--_muted); }
      .chart-row dd { margin: 0; }
      .narration {
        margin-block: 0.5rem;
        padding: 0.4rem 0.6rem;
        border-inline-start: 3px solid var(--_accent);
        background: var(--_raised);
      }
      .reshuffles { font-size: 0.9em; }
      .why-sentence { display: inline; }
    `,
  ];

  static override properties = {
    ...stringProps,
    ...flagProps,
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: { type: Boolean, attribute: 'no-save' },
    _verdict: { state: true },
  };

  /** `basic` (default) or `opposed`. */
  declare mode: string | null;
  /** Seed for every shuffle; a whole number. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Skill rating 0–10 (0: untrained, one card). */
  declare skill: string | null;
  /** A second skill used at the same time: the draw uses the lower. */
  declare secondSkill: string | null;
  /** A helper's skill: the helper draws a hand too and either hand's card may be played. */
  declare helperSkill: string | null;
  /** Attribute modifier, −10 to +10. */
  declare attribute: string | null;
  /** very-easy, easy, moderate (default), difficult, very-difficult, nigh-impossible. */
  declare difficulty: string | null;
  /** Other situational modifiers. */
  declare modifier: string | null;
  /** `karma` (default) or `world`: which kind of deck the acting side draws from. */
  declare draws: string | null;
  /** Cards stacked on top of the acting side's deck, top first, e.g. `3h 4h 7h`. */
  declare deck: string | null;
  /** Name of the acting side. */
  declare label: string | null;
  declare opponentLabel: string | null;
  declare opponentSkill: string | null;
  declare opponentSecondSkill: string | null;
  declare opponentHelperSkill: string | null;
  declare opponentAttribute: string | null;
  declare opponentDifficulty: string | null;
  declare opponentModifier: string | null;
  /** `world` (default: the GM's deck, no jokers) or `karma`. */
  declare opponentDraws: string | null;
  declare opponentDeck: string | null;
  /** The skill is an advanced one (no attempt when untrained). */
  declare advanced: boolean;
  declare opponentAdvanced: boolean;
  /** Opposed: the acting side must also reach a total above 0. */
  declare mustSucceed: boolean;
  /** Key for the saved table and share links; defaults to one per page and element. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;

  declare _verdict: number;

  protected readonly table: TableHost<typeof karmaCheckMachine> = new TableHost(this, {
    machine: karmaCheckMachine,
    recordFormat: karmaCheckRecord,
    resets: [...Object.keys(SETTINGS), ...Object.keys(FLAGS)],
    setup: () => {
      const attrs: Record<string, string | null> = {};
      for (const [p, a] of Object.entries(SETTINGS)) attrs[a] = this[p as Setting];
      for (const [p, a] of Object.entries(FLAGS)) attrs[a] = this[p as Flag] ? '' : null;
      return parseCheckSetup(attrs, seedFromClock());
    },
    inputProblem: karmaCheckInputProblem,
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `karma-check@${globalThis.location?.pathname ?? ''}#${this.id || this.label || 'check'}`,
    onStep: (snapshot) => {
      this.table.announce(whyText(snapshot.context.narration));
    },
  });

  constructor() {
    super();
    for (const p of Object.keys(SETTINGS) as Setting[]) this[p] = null;
    for (const p of Object.keys(FLAGS) as Flag[]) this[p] = false;
    this.storageKey = null;
    this.noSave = false;
    this._verdict = 0;
  }

  /** The history of this check: back(), forward(), toRecord(), restore(). */
  get timeline() {
    return this.table.timeline;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const opposed = ctx.sides.length > 1;
    // Named after its sides, so several checks on one page are distinct landmarks.
    const name = opposed ? `Opposed karma check: ${ctx.sides[0]!.label} against ${ctx.sides[1]!.label}` : `Karma check: ${ctx.sides[0]!.label}`;
    return html`<div part="base" role="group" aria-label=${name}>
      ${renderErrors(this.table.errors)}
      <div class="sides">${ctx.sides.map((side, i) => this.#renderSide(side, i))}</div>
      ${this.#renderControls()}
      ${this.#renderOutcome()}
      ${ctx.reshuffles.length > 0
        ? html`<div class="reshuffles" part="reshuffles"><strong>Reshuffles</strong><ul>${ctx.reshuffles.map((r) => html`<li>${r}</li>`)}</ul></div>`
        : nothing}
      <p class="narration" part="narration"><span class="visually-hidden">What happened: </span>${renderWhy(ctx.narration)}</p>
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #renderSide(side: SideState, index: number) {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const choosing = snapshot.matches({ playing: 'choosing' }) && side.play === null;
    const result = sideResult(side);
    const headingId = `side-${index}`;
    // A labelled group, not a heading: a widget cannot know the heading level of the page
    // around it (axe heading-order on hosts that go straight from h1 to the widget).
    return html`<div class="side" part="side" role="group" aria-labelledby=${headingId}>
      <p class="side-title" id=${headingId}><strong>${side.label}</strong></p>
      <p class="mods">${side.allowance.reason}; attribute ${signed(side.modifiers.attribute)}, situational ${signed(side.modifiers.situational)}</p>
      ${side.drawers.map((d, j) =>
        d.hand.length > 0
          ? html`<div class="hand" part="hand" role="group" aria-label="${d.label}'s draw">
              ${side.drawers.length > 1 ? html`<span class="note">${d.label}:</span>` : nothing}
              ${d.hand.map((card) =>
                choosing && snapshot.can({ type: 'card.chosen', side: index, drawer: j, card })
                  ? // The value caption sits outside the button: the button's visible text stays part of its name.
                    html`<span class="karma-card"><button class="card-button" part="button" aria-label="Play ${formatKarma(card)}, the ${cardName(card)}" @click=${() => this.send({ type: 'card.chosen', side: index, drawer: j, card })}>${renderCard(card, '')}</button><span class="value" aria-hidden="true">${formatKarma(card)}</span></span>`
                  : this.#renderKarmaCard(card),
              )}
            </div>`
          : nothing,
      )}
      ${side.play
        ? html`<div class="chain" part="chain" role="group" aria-label="${side.label}'s played card">
            <span class="note">Played:</span>
            ${cardsRevealed(ctx)
              ? side.play.chain.map((c: Card) => this.#renderKarmaCard(c))
              : renderCard(undefined, `${side.label}'s face-down card`)}
          </div>`
        : nothing}
      ${result ? html`<p>${result.arithmetic}</p>` : nothing}
    </div>`;
  }

  /** A card with its karma value written under it ("-2 (hit)", "wild"). */
  #renderKarmaCard(card: Card) {
    return html`<span class="karma-card">${renderCard(card, `${cardName(card)}, ${formatKarma(card)}`)}<span class="value" aria-hidden="true">${formatKarma(card)}</span></span>`;
  }

  #renderControls() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const decider = decidingSide(ctx);
    const ruled = awaitingVerdict(ctx);
    const refused = drawProblem(ctx);
    const odds = snapshot.matches('settingUp') ? nextOdds(ctx) : null;
    const success = odds?.outcomes.find((o) => o.id === 'success');
    const noHit = decider === undefined ? undefined : hitProblem(ctx, decider);
    return html`<div class="controls" part="controls">
      ${snapshot.matches('settingUp')
        ? html`<button part="button" class="primary" ?disabled=${refused !== undefined} aria-describedby=${refused ? 'draw-problem' : nothing} @click=${() => this.send({ type: 'check.drawn' })}>Draw the cards</button>
            ${refused ? html`<p class="verdict failure" part="problem" id="draw-problem">${refused}.</p>` : nothing}
            ${success ? html`<span class="note" part="odds">Chance of success with the best card drawn and no hits: ${formatPercent(success.p)}.</span>` : nothing}`
        : nothing}
      ${snapshot.matches({ playing: 'choosing' }) ? html`<span class="note">Pick a card to play for ${ctx.sides.filter((s) => s.play === null).map((s) => s.label).join(' and ')}.</span>` : nothing}
      ${snapshot.matches({ playing: 'hitting' }) && decider !== undefined
        ? html`<span class="note">${ctx.sides[decider]!.label} played a hit card: hit or stand? It cannot be taken back.</span>
            <button part="button" class="primary" ?disabled=${noHit !== undefined} @click=${() => this.send({ type: 'hit.taken', side: decider })}>Hit<span class="visually-hidden"> for ${ctx.sides[decider]!.label}</span></button>
            <button part="button" @click=${() => this.send({ type: 'hit.declined', side: decider })}>Stand<span class="visually-hidden"> for ${ctx.sides[decider]!.label}</span></button>
            ${noHit ? html`<span class="note" part="problem">No hit: ${noHit}.</span>` : nothing}`
        : nothing}
      ${snapshot.matches({ playing: 'gmRuling' }) && ruled !== undefined
        ? html`<label>A joker: the GM decides ${ctx.sides[ruled]!.label}'s result
              <select @change=${(e: Event) => (this._verdict = Number((e.target as HTMLSelectElement).value))}>
                ${[...RESULT_CHART].reverse().map((r) => html`<option value=${r.mt} ?selected=${r.mt === this._verdict}>${signed(r.mt)} ${r.general}</option>`)}
              </select>
            </label>
            <button part="button" class="primary" @click=${() => this.send({ type: 'joker.ruled', side: ruled, total: this._verdict })}>Give the GM's verdict</button>`
        : nothing}
      ${snapshot.matches('resolved')
        ? html`<button part="button" @click=${() => this.send({ type: 'check.begun' })}>Discard and check again</button>`
        : nothing}
    </div>`;
  }

  #renderOutcome() {
    const ctx = this.table.snapshot.context;
    const outcome = this.table.snapshot.matches('resolved') ? outcomeOf(ctx) : undefined;
    if (!outcome) return nothing;
    const row = outcome.row;
    return html`<div class="outcome" part="outcome">
      <div>
        <p class="verdict ${outcome.success ? 'success' : 'failure'}">${outcome.success ? 'Success' : 'Failure'}</p>
        <p>${outcome.summary}.</p>
      </div>
      <dl class="chart-row" part="chart-row" aria-label="Result chart row ${signed(row.mt)}">
        <dt>Chart row</dt><dd>${signed(row.mt)}${row.mt !== outcome.chartMt ? ` (for ${signed(outcome.chartMt)})` : ''}</dd>
        <dt>General result</dt><dd>${row.general}</dd>
        <dt>Information</dt><dd>${row.information}</dd>
        <dt>Money</dt><dd>${row.money}</dd>
        <dt>Reaction</dt><dd>${row.reaction}</dd>
        <dt>Speed of execution</dt><dd>${row.speed}</dd>
      </dl>
    </div>`;
  }
}

customElements.define('rb-karma-check', RbKarmaCheck);

declare global {
  interface HTMLElementTagNameMap {
    'rb-karma-check': RbKarmaCheck;
  }
}
