/**
 * <rb-multiple-opponents>: Karmic melee with one lone fighter against two or three foes.
 *
 * The reader plays the lone fighter; the foes lay their cards by the stated policy of the
 * machine (a foe holding the initiative attacks with its best card; a foe he attacks parries,
 * or dodges, with its best card). Renders snapshots of `multipleOpponentsMachine` and sends it
 * events; every rule (who may lay what and why not, each pairing's arithmetic, the initiative
 * over one foe at most, the odds) comes from machines/karmic/multiple-opponents.*. The foes'
 * hands and face-down cards are never in the page.
 *
 * @fires rb-step - After every step, back, forward, reset or replay. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved table could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the tools beside it.
 * @csspart status - Round, and each pairing's range and holder of the initiative.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The table now: the fighters, the registers and the current step's controls.
 * @csspart fighter - One fighter: weapon, damage, initiative; the lone fighter's hand.
 * @csspart registers - This turn's registers, one box each.
 * @csspart register - One register: every card in it and, once turned over, each pairing's outcome.
 * @csspart arithmetic - A pairing's resolution written out.
 * @csspart controls - What the table waits for now, and the buttons that do it.
 * @csspart prompt - The sentence saying what to do now.
 * @csspart hand - The lone fighter's hand, to pick the card to lay.
 * @csspart refusals - The choices the rules refuse just now, each with its reason.
 * @csspart why - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart predict - The question asked before a register turns over (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the next initiative draw.
 * @csspart summary - How the fight ended, once it is over.
 * @csspart setup - The table setup: number of foes, their size, names and the seed.
 * @csspart print-log - On paper only: every step so far with its reasons.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart button - Every button.
 * @csspart history - The start / back / forward / reset / share bar.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, the register in play).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and raised areas.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 * @cssprop --rb-card-bg - A card's face.
 * @cssprop --rb-card-red - Red suits.
 * @cssprop --rb-card-black - Black suits.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import { maneuver, type ManeuverId } from '../../machines/karmic/maneuvers.js';
import {
  cardWords,
  isOut,
  multipleOpponentsMachine,
  multipleOpponentsRecord,
  namesOf,
  statusLine,
  summary,
  type MultipleOpponentsContext,
  type MultipleOpponentsEvent,
  type SeveralRegister,
} from '../../machines/karmic/multiple-opponents.machine.js';
import {
  EXAMPLE_TITLE,
  GOBLINS_EVENTS,
  GOBLINS_EXAMPLE,
  parseSeveralSetup,
  severalInputProblem,
} from '../../machines/karmic/multiple-opponents.setup.js';
import { foeLine, loneOptions, stepPrompt } from '../../machines/karmic/multiple-opponents.view.js';
import { SEVERAL_KIT } from '../../machines/karmic/multiple-opponents.kit.js';
import type { SeveralOdds } from '../../machines/karmic/multiple-opponents.odds.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderCard, renderFrame, whyText } from '../shared/ui.js';

type Machine = typeof multipleOpponentsMachine;

/** Attribute → property, for every attribute that shapes the table. */
const ATTRS = {
  seed: 'seed',
  foes: 'foes',
  'foe-names': 'foeNames',
  'foe-size': 'foeSize',
  'lone-name': 'loneName',
  'lone-weapon': 'loneWeapon',
  'lone-skill': 'loneSkill',
  'lone-training': 'loneTraining',
  'lone-willpower': 'loneWillpower',
  'lone-finesse': 'loneFinesse',
  'lone-armour': 'loneArmour',
  'lone-hit-points': 'loneHitPoints',
  'lone-off-hand': 'loneOffHand',
  'lone-stack': 'loneStack',
  'foe-weapon': 'foeWeapon',
  'foe-skill': 'foeSkill',
  'foe-training': 'foeTraining',
  'foe-willpower': 'foeWillpower',
  'foe-finesse': 'foeFinesse',
  'foe-armour': 'foeArmour',
  'foe-hit-points': 'foeHitPoints',
  'foe-stack': 'foeStack',
} as const;
type AttrProp = (typeof ATTRS)[keyof typeof ATTRS];

const karmaLabel = (card: Card) => `${cardWords(card)}, the ${cardName(card)}`;

export class RbMultipleOpponents extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    css`
      .rule-link {
        white-space: normal;
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem 0.75rem;
        align-items: center;
      }
      .fighters {
        display: grid;
        gap: 0.4rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
      }
      .fighter {
        min-width: 0;
        padding: 0.25rem 0.5rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      .fighter p {
        margin: 0;
        overflow-wrap: anywhere;
      }
      .fighter .line {
        font-size: 0.88em;
        color: var(--_muted);
      }
      .fighter.out {
        border-style: dashed;
      }
      .fighter.out strong {
        text-decoration: line-through;
      }
      .mini {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem;
        align-items: center;
        margin-block-start: 0.15rem;
      }
      .mini .card,
      .registers .card {
        min-width: 1.8rem;
        height: 2.3rem;
        padding: 0 0.2rem;
        font-size: 0.95rem;
      }
      .initiative {
        margin: 0.35rem 0 0;
        padding-inline-start: 1.25rem;
        font-size: 0.9em;
        font-variant-numeric: tabular-nums;
      }
      .registers {
        list-style: none;
        margin: 0.5rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
      }
      .register {
        min-width: 0;
        padding: 0.25rem 0.45rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
      }
      .register.now {
        border-color: var(--_accent);
        box-shadow: inset 0 0 0 1px var(--_accent);
      }
      .register .head {
        margin: 0 0 0.15rem;
        font-size: 0.9em;
        color: var(--_muted);
      }
      .register .head strong {
        color: var(--_text);
      }
      .slot {
        display: flex;
        gap: 0.35rem;
        align-items: center;
        min-width: 0;
        margin-block: 0.15rem;
        font-size: 0.9em;
      }
      .slot .what {
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .arithmetic {
        margin: 0.2rem 0 0;
        padding-block-start: 0.2rem;
        border-block-start: 1px solid var(--_border);
        font-size: 0.85em;
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      .arithmetic p {
        margin: 0;
      }
      .controls {
        margin-block-start: 0.5rem;
        padding: 0.4rem 0.55rem;
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
      }
      .prompt {
        margin: 0 0 0.35rem;
        font-weight: 600;
      }
      .prompt::before {
        content: '▶ ';
        color: var(--_accent);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 0.6rem;
        align-items: center;
      }
      .row + .row,
      .row + .hand,
      .hand + .row,
      .row + .refusals {
        margin-block-start: 0.4rem;
      }
      .declare label {
        display: inline-flex;
        gap: 0.3rem;
        align-items: center;
        min-width: 0;
        max-inline-size: 100%;
      }
      .declare select {
        min-width: 0;
        max-inline-size: 100%;
        flex: 1 1 auto;
      }
      .hand {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .hand button.card-button {
        padding: 0;
        border: none;
        background: none;
        min-height: 0;
        border-radius: 0.3rem;
      }
      .hand button.card-button:hover .card {
        transform: translateY(-2px);
        border-color: var(--_accent);
      }
      .refusals {
        font-size: 0.9em;
        color: var(--_muted);
      }
      .refusals summary {
        cursor: pointer;
      }
      .refusals ul {
        margin: 0.2rem 0 0;
      }
      .setup-form {
        display: grid;
        gap: 0.4rem;
      }
      .setup-form label {
        display: grid;
        gap: 0.15rem;
        min-width: 0;
      }
      .setup-form input[type='text'] {
        inline-size: 100%;
        min-inline-size: 0;
        max-inline-size: 100%;
      }
      .setup-form .row {
        align-items: end;
      }
      .setup-form input[type='number'] {
        inline-size: 8rem;
      }
      details > :not(summary) {
        box-sizing: border-box;
      }
      @media print {
        .register {
          break-inside: avoid;
        }
        .refusals,
        .declare,
        .examples {
          display: none;
        }
      }
    `,
  ];

  static override properties = {
    seed: { type: String },
    foes: { type: String },
    foeNames: { type: String, attribute: 'foe-names' },
    foeSize: { type: String, attribute: 'foe-size' },
    loneName: { type: String, attribute: 'lone-name' },
    loneWeapon: { type: String, attribute: 'lone-weapon' },
    loneSkill: { type: String, attribute: 'lone-skill' },
    loneTraining: { type: String, attribute: 'lone-training' },
    loneWillpower: { type: String, attribute: 'lone-willpower' },
    loneFinesse: { type: String, attribute: 'lone-finesse' },
    loneArmour: { type: String, attribute: 'lone-armour' },
    loneHitPoints: { type: String, attribute: 'lone-hit-points' },
    loneOffHand: { type: String, attribute: 'lone-off-hand' },
    loneStack: { type: String, attribute: 'lone-stack' },
    foeWeapon: { type: String, attribute: 'foe-weapon' },
    foeSkill: { type: String, attribute: 'foe-skill' },
    foeTraining: { type: String, attribute: 'foe-training' },
    foeWillpower: { type: String, attribute: 'foe-willpower' },
    foeFinesse: { type: String, attribute: 'foe-finesse' },
    foeArmour: { type: String, attribute: 'foe-armour' },
    foeHitPoints: { type: String, attribute: 'foe-hit-points' },
    foeStack: { type: String, attribute: 'foe-stack' },
    learn: flagProperty('learn'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _choice: { state: true },
  };

  /** Seed for every shuffle: a whole number from 0 to 4294967295. Without one, each new table is shuffled afresh. */
  declare seed: string | null;
  /** How many foes face the lone fighter: 2 (default) or 3. */
  declare foes: string | null;
  /** The foes' names, comma-separated (default Ash, Brand, Cole). */
  declare foeNames: string | null;
  /** The foes' size against the lone fighter: `normal` (default) or `small` (under half his size: he may swipe at them). */
  declare foeSize: string | null;
  /** The lone fighter's name (default Devon). */
  declare loneName: string | null;
  /** The lone fighter's weapon: a preset (`sword`, `long-sword`, `spear`, `medium-axe`, `dagger`, `poniard`, `two-handed-sword`, `great-axe`, `mace`) or five numbers, range force maneuvers edge max-damage. Bare hands are left to the duel. */
  declare loneWeapon: string | null;
  /** The lone fighter's weapon skill, 0 to 10 (default 3): the size of his one hand. */
  declare loneSkill: string | null;
  /** The lone fighter's combat training, 0 to 10 (default 2; 0: a willpower check). */
  declare loneTraining: string | null;
  /** The lone fighter's willpower, −5 to 5. */
  declare loneWillpower: string | null;
  /** The lone fighter's finesse, −5 to 5. */
  declare loneFinesse: string | null;
  /** The lone fighter's armour modifier to finesse, −5 to 0. */
  declare loneArmour: string | null;
  /** Damage the lone fighter can take before being out, 1 to 50 (default 8). */
  declare loneHitPoints: string | null;
  /** The lone fighter's off-hand item and its skill: `shield 3` (to block), `parrying-dagger 4`, or a weapon preset and a skill. */
  declare loneOffHand: string | null;
  /** Cards put on top of the lone fighter's karma deck, top first: "5s 2h 9s". */
  declare loneStack: string | null;
  /** Every foe's weapon, as for the lone fighter (default sword). */
  declare foeWeapon: string | null;
  /** Every foe's weapon skill, 0 to 10 (default 2). */
  declare foeSkill: string | null;
  /** Every foe's combat training, 0 to 10 (default 0). */
  declare foeTraining: string | null;
  /** Every foe's willpower, −5 to 5. */
  declare foeWillpower: string | null;
  /** Every foe's finesse, −5 to 5. */
  declare foeFinesse: string | null;
  /** Every foe's armour modifier, −5 to 0 (default −1). */
  declare foeArmour: string | null;
  /** Damage each foe can take before being out, 1 to 50 (default 5). */
  declare foeHitPoints: string | null;
  /** Cards put on top of the GM's world deck, top first (the foes draw from it in turn). */
  declare foeStack: string | null;
  /** Learner mode: predict how many blows of each register land before it turns over. */
  declare learn: boolean;
  /** Key for the saved table and its share links; defaults to one per page and element id. */
  declare storageKey: string | null;
  /** Keep nothing in the browser (no share link either). */
  declare noSave: boolean;

  declare _choice: string;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: multipleOpponentsMachine,
    recordFormat: multipleOpponentsRecord,
    resets: ['storageKey', 'noSave', ...Object.values(ATTRS)],
    setup: () => parseSeveralSetup(this.#attributes(), seedFromClock()),
    inputProblem: severalInputProblem,
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `multiple-opponents@${globalThis.location?.pathname ?? ''}#${this.id || 'table'}`,
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this._choice = '';
    },
  });

  #odds: SeveralOdds | undefined;
  #oddsLoading = false;

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Multiple opponents',
    chart: () => import('../../generated/charts/multiple-opponents.chart.js'),
    odds: (s) => this.#loadOdds()?.nextOdds(s.context),
    prediction: (s) => this.#loadOdds()?.predictionFor(s),
    summary: (s) => summary(s.context),
  });

  constructor() {
    super();
    for (const prop of Object.values(ATTRS)) (this as unknown as Record<AttrProp, string | null>)[prop] = null;
    this.learn = false;
    this.storageKey = null;
    this.noSave = false;
    this._choice = '';
  }

  #attributes(): Record<string, string | null> {
    const attrs: Record<string, string | null> = {};
    for (const [attr, prop] of Object.entries(ATTRS)) attrs[attr] = (this as unknown as Record<AttrProp, string | null>)[prop] ?? null;
    return attrs;
  }

  /** Open our worked example at its start, every step ready: Forward (Alt+→) plays it step by step. */
  replayExample(): void {
    this.table.start(GOBLINS_EXAMPLE, 'restore', GOBLINS_EVENTS);
    this.table.announce(
      `The example, ${EXAMPLE_TITLE}, is ready at its start: ${GOBLINS_EVENTS.length} steps. Press Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }

  /** The odds and predictions, once loaded; asking starts the load (a reader opened them). */
  #loadOdds(): SeveralOdds | undefined {
    if (!this.#odds && !this.#oddsLoading) {
      this.#oddsLoading = true;
      import('../../machines/karmic/multiple-opponents.odds.js').then(
        (m) => {
          this.#odds = m.severalOdds(SEVERAL_KIT);
          this.requestUpdate();
        },
        () => (this.#oddsLoading = false),
      );
    }
    return this.#odds;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const s = this.table.snapshot;
    const ctx = s.context;
    const names = namesOf(ctx);
    return renderFrame(this.table, {
      label: `Multiple opponents: ${names.lone} against ${names.foes.join(', ')}`,
      status: statusLine(ctx),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)}
        <button part="button" class="examples" @click=${() => this.replayExample()}>Replay the example (ours)</button>
      </div>`,
      stage: html`${this.#fighters(ctx)} ${this.#initiative(ctx)} ${this.#registers(ctx)} ${this.#controls(ctx)}`,
      why: ctx.narration,
      teaching: renderTeaching(this.teach),
      setup: this.#setup(),
      whyOf: (snap) => snap.context.narration,
    });
  }

  #fighters(ctx: MultipleOpponentsContext) {
    const lone = ctx.lone;
    return html`<div class="fighters">
      <div class="fighter" part="fighter" role="group" aria-label=${`${lone.name}, the lone fighter`}>
        <p><strong>${lone.name}</strong> <span class="line">(you)</span></p>
        <p class="line">
          ${lone.weapon.name}${lone.offHand ? ` and ${lone.offHand.weapon.name}` : ''} · damage ${ctx.damage.lone} of ${lone.hitPoints}
        </p>
        ${
          ctx.hands.lone.length && !this.table.snapshot.matches({ round: 'declaring' })
            ? html`<div class="mini" role="group" aria-label=${`${lone.name}'s hand`}>
                ${ctx.hands.lone.map((c) => renderCard(c, karmaLabel(c)))}
              </div>`
            : nothing
        }
      </div>
      ${ctx.foes.map(
        (f, i) =>
          html`<div class="fighter ${isOut(ctx, i) ? 'out' : ''}" part="fighter" role="group" aria-label=${`Foe: ${f.name}`}>
            <p><strong>${f.name}</strong></p>
            <p class="line">${foeLine(ctx, i)}</p>
          </div>`,
      )}
    </div>`;
  }

  #initiative(ctx: MultipleOpponentsContext) {
    const s = this.table.snapshot;
    if (
      ctx.initiativeDraws.length === 0 ||
      !(s.matches('drawingForInitiative') || s.matches('namingFoe') || (ctx.round === 1 && s.matches({ round: 'holdingInitiative' })))
    )
      return nothing;
    return html`<ol class="initiative" aria-label="Initiative draws">
      ${ctx.initiativeDraws.map((d) => html`<li>${ctx.lone.name} ${d.lone.cards.map(cardWords).join(', ')} → ${signed(d.lone.total)}${d.foes.map((f, i) => (f ? `; ${ctx.foes[i]!.name} ${f.cards.map(cardWords).join(', ')} → ${signed(f.total)}` : ''))}</li>`)}
    </ol>`;
  }

  #registers(ctx: MultipleOpponentsContext) {
    if (ctx.registers.length === 0) return nothing;
    const resolving = this.table.snapshot.matches({ round: 'resolving' });
    return html`<ol class="registers" part="registers" aria-label="Registers of round ${ctx.round}">
      ${ctx.registers.map((r, i) => {
        const now = resolving ? i === ctx.cursor : !r.closed;
        return html`<li class="register ${now ? 'now' : ''}" part="register" aria-label="Register ${r.number}${now ? ', in play' : ''}">
          <p class="head"><strong>Register ${r.number}</strong>${r.revealed ? ' · turned over' : ''}</p>
          ${this.#cards(ctx, r)} ${this.#results(ctx, r)}
        </li>`;
      })}
    </ol>`;
  }

  #cards(ctx: MultipleOpponentsContext, r: SeveralRegister) {
    const names = namesOf(ctx);
    const foeSlots = r.foeCards.flatMap((c, f) =>
      c
        ? [
            html`<div class="slot">
              ${r.revealed ? renderCard(c.card, karmaLabel(c.card)) : renderCard(undefined, `${names.foes[f]}'s face-down card`)}
              <span class="what"
                ><strong>${names.foes[f]}</strong>
                ${maneuver(c.maneuver).name.toLowerCase()}${c.maneuver === 'attack' ? ` on ${names.lone}` : ''}</span
              >
            </div>`,
          ]
        : [],
    );
    const mine = r.lone.map(
      (c) =>
        html`<div class="slot">
          ${renderCard(c.card, `${karmaLabel(c.card)}${r.revealed ? '' : ', face down'}`)}
          <span class="what"
            ><strong>${names.lone}</strong>
            ${c.maneuver === 'swipe' ? `swipe at ${c.targets!.map((t) => names.foes[t]).join(', ')}` : `${maneuver(c.maneuver as ManeuverId).name.toLowerCase()} against ${names.foes[c.foe]}`}</span
          >
        </div>`,
    );
    return html`${foeSlots}${mine}${foeSlots.length + mine.length === 0 ? html`<p class="note">No cards yet.</p>` : nothing}`;
  }

  #results(ctx: MultipleOpponentsContext, r: SeveralRegister) {
    if (!r.revealed) return nothing;
    const names = namesOf(ctx);
    return html`<div class="arithmetic" part="arithmetic">
      ${r.results.map((x) => {
        const attacker = x.by === 'lone' ? names.lone : names.foes[x.foe];
        const defender = x.by === 'lone' ? names.foes[x.foe] : names.lone;
        return html`${x.outcome.defenceArithmetic ? html`<p>${defender}: ${x.outcome.defenceArithmetic}</p>` : nothing}
          <p>${attacker} → ${defender}: ${x.outcome.arithmetic}</p>`;
      })}
      ${r.results.length === 0 ? html`<p>Nothing here meets anyone still in the fight.</p>` : nothing}
    </div>`;
  }

  // ---- the current step -----------------------------------------------------------------

  #panel(body: unknown) {
    return html`<div class="controls" part="controls" role="group" aria-label="Now">
      <p class="prompt" part="prompt">${stepPrompt(this.table.snapshot)}</p>
      ${body}
    </div>`;
  }

  #button(label: string, event: MultipleOpponentsEvent, primary = false) {
    return html`<button
      part="button"
      class=${primary ? 'primary' : ''}
      ?disabled=${!this.table.can(event)}
      @click=${() => this.send(event)}
    >
      ${label}
    </button>`;
  }

  #controls(ctx: MultipleOpponentsContext) {
    const s = this.table.snapshot;
    const names = namesOf(ctx);
    if (s.matches('drawingForInitiative'))
      return this.#panel(html`<div class="row">${this.#button('Draw for the initiative', { type: 'initiative.drawn' }, true)}</div>`);
    if (s.matches('namingFoe')) {
      return this.#panel(
        html`<div class="row">
          ${(ctx.choosing ?? []).map((f) => this.#button(`Hold it over ${names.foes[f]}`, { type: 'initiative.named', foe: f }, f === ctx.choosing![0]))}
        </div>`,
      );
    }
    if (s.matches({ round: 'holdingInitiative' }))
      return this.#panel(html`<div class="row">${this.#button('Draw the hands', { type: 'hands.drawn' }, true)}</div>`);
    if (s.matches({ round: 'declaring' })) return this.#declaring(ctx);
    if (s.matches({ round: 'resolving' })) {
      const n = ctx.registers[ctx.cursor]?.number ?? 0;
      return this.#panel(html`<div class="row">${this.#button(`Turn over register ${n}`, { type: 'register.revealed' }, true)}</div>`);
    }
    if (s.matches({ round: 'turnOver' }))
      return this.#panel(html`<div class="row">${this.#button('Next round', { type: 'round.begun' }, true)}</div>`);
    return this.#panel(nothing);
  }

  #declaring(ctx: MultipleOpponentsContext) {
    const options = loneOptions(ctx);
    const legal = options.filter((o) => !o.problem);
    const refused = options.filter((o) => o.problem);
    const chosen = legal.find((o) => o.id === this._choice) ?? legal[0];
    const close: MultipleOpponentsEvent = { type: 'register.closed' };
    const back: MultipleOpponentsEvent = { type: 'card.withdrawn' };
    const r = ctx.registers.at(-1)!;
    return this.#panel(
      html` ${
          legal.length > 0
            ? html`<div class="row declare">
                  <label
                    >Maneuver
                    <select @change=${(e: Event) => (this._choice = (e.target as HTMLSelectElement).value)}>
                      ${legal.map((o) => html`<option value=${o.id} ?selected=${o.id === chosen?.id}>${o.label}</option>`)}
                    </select>
                  </label>
                </div>
                <div class="hand" part="hand" role="group" aria-label=${`${ctx.lone.name}'s hand: pick the card to lay`}>
                  ${ctx.hands.lone.map((card) => {
                    const event: MultipleOpponentsEvent =
                      chosen!.maneuver === 'swipe'
                        ? { type: 'maneuver.declared', maneuver: 'swipe', card, targets: chosen!.targets! }
                        : { type: 'maneuver.declared', maneuver: chosen!.maneuver, card, foe: chosen!.foe! };
                    return html`<button
                      class="card-button"
                      part="button"
                      aria-label="${formatCard(card)}: lay ${karmaLabel(card)} in register ${r.number} as ${chosen!.label}"
                      @click=${() => this.send(event)}
                    >
                      ${renderCard(card, '')}
                    </button>`;
                  })}
                </div>`
            : html`<div class="hand" part="hand" role="group" aria-label=${`${ctx.lone.name}'s hand`}>
                ${ctx.hands.lone.map((c) => renderCard(c, karmaLabel(c)))}
              </div>`
        }
        <div class="row">
          ${this.#button(r.lone.length ? `Close register ${r.number}` : `Lay nothing in register ${r.number}`, close, legal.length === 0)}
          ${this.table.can(back) ? this.#button('Take back the last card', back) : nothing}
        </div>
        ${
          refused.length
            ? html`<details class="refusals" part="refusals">
                <summary>Not possible now (${refused.length})</summary>
                <ul>
                  ${refused.map((o) => html`<li><strong>${o.label}</strong>: ${o.problem}.</li>`)}
                </ul>
              </details>`
            : nothing
        }`,
    );
  }

  // ---- table setup ----------------------------------------------------------------------

  #setup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#apply(e)}>
      <p class="note">
        The foes lay their cards by the rule stated on the page; every other number is an attribute of the element (see its reference page).
        A new table starts when you apply these.
      </p>
      <div class="row">
        <label
          >Foes
          <select name="foes">
            ${[2, 3].map((n) => html`<option value=${n} ?selected=${input.foes.length === n}>${n}</option>`)}
          </select></label
        >
        <label
          >Their size
          <select name="foe-size">
            ${['normal', 'small'].map((v) => html`<option value=${v} ?selected=${(input.foes[0]?.size ?? 'normal') === v}>${v}</option>`)}
          </select></label
        >
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${String(input.seed)} /></label>
      </div>
      <label>Foes' names <input type="text" name="foe-names" .value=${input.foes.map((f) => f.name).join(', ')} /></label>
      <div class="row"><button part="button" type="submit">Start this table</button></div>
    </form>`;
  }

  #apply(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    let changed = false;
    for (const name of ['foes', 'foe-size', 'seed', 'foe-names']) {
      const value = String(data.get(name) ?? '');
      if (this.getAttribute(name) === value) continue;
      this.setAttribute(name, value);
      changed = true;
    }
    if (!changed) this.reset();
  }
}

customElements.define('rb-multiple-opponents', RbMultipleOpponents);

declare global {
  interface HTMLElementTagNameMap {
    'rb-multiple-opponents': RbMultipleOpponents;
  }
}
