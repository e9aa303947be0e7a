/**
 * <rb-karma-check>: a Karmic check, basic or opposed, to explore and play step by step. The
 * reader sets the skill, the attribute, the difficulty and any other modifier (and, for an
 * opposed check, the opposition's), sees the exact chance of success and of each row of the
 * result chart before drawing, draws, picks a card, hits or stands, and reads the row reached.
 *
 * The attributes set the table up (a change to one starts a fresh table); the reader's own
 * changes before the draw are steps of the check, so Back undoes them and a share link
 * carries them. Every rule (how many cards, who decides a hit, the totals, the odds, the
 * chart row) comes from machines/karmic/karma-check/ and the Karmic checks it plays
 * (machines/karmic/checks.ts); this element decides nothing. The attributes, events, parts
 * and theme every widget shares are TableElement's.
 *
 * @csspart mode - Basic or opposed, before the draw.
 * @csspart side - One side's panel: its settings, its draw, its played card, its total.
 * @csspart settings - A side's skill, attribute, difficulty and other modifiers, before the draw.
 * @csspart hand - The cards drawn.
 * @csspart chain - The played card and the cards hit onto it.
 * @csspart prompt - What the check waits for now.
 * @csspart controls - The buttons for the current step.
 * @csspart chance - Before the draw: the exact chance of success.
 * @csspart problem - Why the next step cannot be taken (an untrained advanced skill, say).
 * @csspart result-chart - The result chart's rows, each with its chance before the draw, the row reached marked.
 * @csspart outcome - The result and its arithmetic; in What if, one move's branch: where it ends, its steps, its odds.
 * @csspart chart-row - The result chart row read for the outcome, column by column.
 * @csspart reshuffles - The list of deck reshuffles so far.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart adopt - The button that makes a What if branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart card-value - A card's worth printed on it (+6, −1).
 *
 * @cssprop --rb-success - Colour of a successful outcome and of the chart's success rows.
 * @cssprop --rb-card-bg - Card face background.
 * @cssprop --rb-card-red - Hearts and diamonds.
 * @cssprop --rb-card-black - Spades and clubs.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { signed } from '../../machines/core/explain.js';
import { exampleById, suggestedMove } from '../../machines/core/procedure.js';
import { CHART_MAX, CHART_MIN } from '../../machines/karmic/checks.js';
import { karmaCheck } from '../../machines/karmic/karma-check/index.js';
import type { KarmaCheckEvent, SideChanges, SideState } from '../../machines/karmic/karma-check/karma-check.context.js';
import type { karmaCheckMachine } from '../../machines/karmic/karma-check/karma-check.machine.js';
import { adjustmentProblem, drawProblem, hitProblem } from '../../machines/karmic/karma-check/karma-check.problems.js';
import { readCheckExample } from '../../machines/karmic/karma-check/karma-check.setup.js';
import {
  awaitingVerdict,
  cardsRevealed,
  decidingSide,
  outcomeOf,
  sideResult,
} from '../../machines/karmic/karma-check/karma-check.steps.js';
import {
  SETTING_OPTIONS,
  chanceLine,
  chartStrip,
  oddsOf,
  sideLine,
  sideShift,
  statusLine,
  stepPrompt,
  type Option,
} from '../../machines/karmic/karma-check/karma-check.view.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { MotionController } from '../shared/motion.js';
import { cardStyles } from '../shared/stage/cards.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { karmaCheckStyles } from './karma-check.styles.js';
import { renderOutcome, renderResultChart, renderTrade } from './outcome.js';
import { renderSideCards } from './side-cards.js';

type Machine = typeof karmaCheckMachine;
type Snapshot = RbKarmaCheck['snapshot'];

/**
 * Which of the step's buttons a snapshot shows under the prompt (or none): the draw, hit or
 * stand for the deciding side, the GM's verdict for the side awaiting it, the discard.
 */
function stepControls(snapshot: Snapshot): 'draw' | 'hit' | 'verdict' | 'discard' | undefined {
  if (snapshot.hasTag('setting up')) return 'draw';
  if (snapshot.hasTag('hitting') && decidingSide(snapshot.context) !== undefined) return 'hit';
  if (snapshot.hasTag('ruling') && awaitingVerdict(snapshot.context) !== undefined) return 'verdict';
  if (snapshot.hasTag('resolved')) return 'discard';
  return undefined;
}

/** The boolean attributes the setup reads, by property name; every other one it reads is text. */
const FLAGS = ['advanced', 'opponentAdvanced', 'mustSucceed'] as const;
/** The text attributes the setup reads, by property name (`second-skill` → `secondSkill`). */
const SETTINGS = [
  'mode',
  'trade',
  'skill',
  'secondSkill',
  'helperSkill',
  'attribute',
  'difficulty',
  'modifier',
  'draws',
  'deck',
  'label',
  'opponentLabel',
  'opponentSkill',
  'opponentSecondSkill',
  'opponentHelperSkill',
  'opponentAttribute',
  'opponentDifficulty',
  'opponentModifier',
  'opponentDraws',
  'opponentDeck',
] as const;
type Numeric = 'skill' | 'attribute' | 'modifier';

export class RbKarmaCheck extends TableElement<Machine> {
  static override styles = [baseStyles, cardStyles, whatIfToggleStyles, openWideStyles, karmaCheckStyles];

  static override properties = {
    mode: { type: String },
    trade: { type: String },
    skill: { type: String },
    secondSkill: { type: String, attribute: 'second-skill' },
    helperSkill: { type: String, attribute: 'helper-skill' },
    attribute: { type: String },
    difficulty: { type: String },
    modifier: { type: String },
    draws: { type: String },
    deck: { type: String },
    label: { type: String },
    opponentLabel: { type: String, attribute: 'opponent-label' },
    opponentSkill: { type: String, attribute: 'opponent-skill' },
    opponentSecondSkill: { type: String, attribute: 'opponent-second-skill' },
    opponentHelperSkill: { type: String, attribute: 'opponent-helper-skill' },
    opponentAttribute: { type: String, attribute: 'opponent-attribute' },
    opponentDifficulty: { type: String, attribute: 'opponent-difficulty' },
    opponentModifier: { type: String, attribute: 'opponent-modifier' },
    opponentDraws: { type: String, attribute: 'opponent-draws' },
    opponentDeck: { type: String, attribute: 'opponent-deck' },
    advanced: flagProperty('advanced'),
    opponentAdvanced: flagProperty('opponent-advanced'),
    mustSucceed: flagProperty('must-succeed'),
    example: { type: String },
    _verdict: { state: true },
  };

  /** `basic` (default) or `opposed`: what the table starts as (the reader may switch before the draw). */
  declare mode: string | null;
  /** `selling` (default: the money column as printed) or `buying` (the row of the opposite total); also set in the table setup. */
  declare trade: string | null;
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
  /** Other situational modifiers, −20 to +20. */
  declare modifier: string | null;
  /** `karma` (default) or `world`: which kind of deck the acting side draws from. */
  declare draws: string | null;
  /** Cards stacked on top of the acting side's deck, top first, e.g. `3h 4h 7h`. */
  declare deck: string | null;
  /** Name of the acting side. */
  declare label: string | null;
  /** Name of the opposition (opposed checks). */
  declare opponentLabel: string | null;
  /** The opposition's skill rating, 0–10. */
  declare opponentSkill: string | null;
  /** The opposition's second skill used at the same time. */
  declare opponentSecondSkill: string | null;
  /** The opposition's helper's skill. */
  declare opponentHelperSkill: string | null;
  /** The opposition's attribute modifier, −10 to +10. */
  declare opponentAttribute: string | null;
  /** The opposition's difficulty, as `difficulty`. */
  declare opponentDifficulty: string | null;
  /** The opposition's other modifiers, −20 to +20. */
  declare opponentModifier: string | null;
  /** `world` (default: the GM's deck, no jokers) or `karma`. */
  declare opponentDraws: string | null;
  /** Cards stacked on top of the opposition's deck, top first. */
  declare opponentDeck: string | null;
  /** The skill is an advanced one (no attempt when untrained). */
  declare advanced: boolean;
  /** The opposition's skill is an advanced one. */
  declare opponentAdvanced: boolean;
  /** Opposed: the acting side must also reach a total above 0. */
  declare mustSucceed: boolean;
  /** Which book example "Replay the book's example" plays: tracking or barkeeper (default: the one of the check's mode). */
  declare example: string | null;

  /** The row the reader picked for the GM's verdict; null: the suggested one. */
  declare _verdict: number | null;

  /** A setting the machine refused (it cannot be, from these controls; said if it is). */
  #refused = '';
  /** The button the last step took the focus from before its render (see #act). */
  #letGo: HTMLElement | undefined;

  protected readonly table: TableHost<Machine> = new TableHost(this, karmaCheck, {
    settings: () => {
      const errors: string[] = [];
      readCheckExample(this.example, this.#attributeMode, errors);
      return errors;
    },
    // Several checks on one page are told apart by their labels: each has always kept its
    // table under its id, else its label.
    tableName: () => this.id || this.label || 'check',
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this.#refused = '';
      this._verdict = null;
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/karma-check.chart.js'),
    // The stage draws these odds on its result chart: the panel shows the same counts.
    odds: (s) => oddsOf(s.context) ?? undefined,
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** Cards dealt, turned over with a flip, the played ones brought together; nothing moves under reduced motion. */
  readonly motion: MotionController = new MotionController(this);

  constructor() {
    super();
    for (const p of SETTINGS) this[p] = null;
    for (const p of FLAGS) this[p] = false;
    this.example = null;
    this._verdict = null;
  }

  /** The history of this check: back(), forward(), toRecord(), restore(). */
  get timeline() {
    return this.table.timeline;
  }

  get #attributeMode(): 'basic' | 'opposed' {
    return this.mode?.trim().toLowerCase() === 'opposed' ? 'opposed' : 'basic';
  }

  /** Play the book's example from its start: every step is in the history, shown from step 0. */
  replayExample(): void {
    const ex = exampleById(karmaCheck, readCheckExample(this.example, this.#attributeMode, []))!;
    this.table.start(ex.input, 'reset', ex.events);
    this.table.announce(
      `The book's example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  /** After a step took the pressed control away: the verdict it asks for, then the stage's highlighted control. */
  protected override get nextMoves(): readonly string[] {
    return ['.stage select[name="verdict"]', '.stage .primary', '.stage button'];
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The button #act let go of before the render is still there: it keeps the keyboard.
    const letGo = this.#letGo;
    this.#letGo = undefined;
    if (letGo?.isConnected) letGo.focus({ preventScroll: true });
    super.updated(changed);
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const opposed = ctx.sides.length > 1;
    return renderFrame(this.table, {
      // Named after its sides, so several checks on one page are told apart.
      label: opposed ? `Opposed karma check: ${ctx.sides[0]!.label} against ${ctx.sides[1]!.label}` : `Karma check: ${ctx.sides[0]!.label}`,
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>`,
      stage: html`${this.#renderMode()}
        <div class="sides">${ctx.sides.map((side, i) => this.#renderSide(side, i))}</div>
        ${this.#renderStep()} ${renderWhatIfPanel(this.whatIf)} ${renderResultChart(chartStrip(snapshot, !this.teach.asking), opposed)}
        ${this.#renderOutcome()}
        ${
          ctx.reshuffles.length > 0
            ? html`<details class="reshuffles" part="reshuffles">
                <summary>Reshuffles so far (${ctx.reshuffles.length})</summary>
                <ul>
                  ${ctx.reshuffles.map((r) => html`<li>${r}</li>`)}
                </ul>
              </details>`
            : nothing
        }`,
      why: ctx.narration,
      teaching: renderTeaching(this.teach),
      setup: this.#renderSetup(),
      whyOf: (s) => s.context.narration,
    });
  }

  /**
   * A step sent by one of the stage's buttons. A step that takes the pressed button away (a
   * draw, a card played, a verdict, a discard) moves the focus off it at once, while the
   * page's layout is still up to date: when the render removed the focused button instead,
   * the browser ran a layout pass in the middle of the render only to let go of the focus,
   * and another one for updated()'s focus (issue 18: one pass fewer is about 0.4 ms of the
   * draw's and the discard's 10 to 12 ms on the rules page). updated() then focuses the
   * next step's control as before, so the keyboard lands where it did.
   */
  #act(e: Event, event: KarmaCheckEvent): void {
    const before = this.table.snapshot;
    const button = e.currentTarget as HTMLElement;
    // Refused, or held back until a learner predicts it: nothing moves, the focus stays.
    if (!this.send(event) || this.table.snapshot === before) return;
    const gone = event.type === 'card.chosen' || stepControls(this.table.snapshot) !== stepControls(before);
    if (gone && (this.renderRoot as ShadowRoot).activeElement === button) {
      this.#letGo = button;
      button.blur();
    }
  }

  /** Basic or opposed, and whether the actor must also succeed: only before the draw. */
  #renderMode() {
    const snapshot = this.table.snapshot;
    if (!snapshot.hasTag('setting up')) return nothing;
    const ctx = snapshot.context;
    const opposed = ctx.sides.length > 1;
    const choose = (mode: 'basic' | 'opposed', must = ctx.mustAlsoSucceed) =>
      this.send({ type: 'mode.chosen', mode, mustAlsoSucceed: must });
    return html`<fieldset class="mode" part="mode">
      <legend>Check</legend>
      <label><input type="radio" name="mode" value="basic" .checked=${!opposed} @change=${() => choose('basic')} />Basic</label>
      <label><input type="radio" name="mode" value="opposed" .checked=${opposed} @change=${() => choose('opposed')} />Opposed</label>
      ${
        opposed
          ? html`<label
              ><input
                type="checkbox"
                name="must-succeed"
                .checked=${ctx.mustAlsoSucceed}
                @change=${(e: Event) => choose('opposed', (e.target as HTMLInputElement).checked)}
              />${ctx.sides[0]!.label} must also total above 0</label
            >`
          : nothing
      }
    </fieldset>`;
  }

  #select(side: number, name: string, label: string, options: readonly Option[], value: string, change: (raw: string) => SideChanges) {
    return html`<label
      >${label}
      <select name=${name} @change=${(e: Event) => this.#adjust(side, change((e.target as HTMLSelectElement).value))}>
        ${options.map((o) => html`<option value=${o.value} .selected=${o.value === value}>${o.label}</option>`)}
      </select></label
    >`;
  }

  #adjust(side: number, changes: SideChanges): void {
    if (!this.send({ type: 'side.adjusted', side, changes })) {
      this.#refused = adjustmentProblem(this.table.snapshot.context, side, changes) ?? 'that setting cannot be changed now';
      this.requestUpdate();
    }
  }

  #renderSide(side: SideState, index: number) {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const settingUp = snapshot.hasTag('setting up');
    const choosing = snapshot.hasTag('choosing') && side.play === null;
    // A face-down card's total would give the card away: totals show once the cards are turned over.
    const result = cardsRevealed(ctx) ? sideResult(side) : undefined;
    const s = side.settings;
    const whole =
      (key: Numeric) =>
      (raw: string): SideChanges => ({ [key]: Number(raw) });
    const titleId = `side-${index}`;
    // A labelled group, not a heading: a widget cannot know the heading level of the page around it.
    return html`<div class="side" part="side" role="group" aria-labelledby=${titleId}>
      <p class="side-title">
        <strong id=${titleId}>${side.label}</strong>
        ${settingUp ? html`<span class="mods">${side.allowance.reason}; modifiers ${sideShift(side)}</span>` : nothing}
      </p>
      ${
        settingUp
          ? html`<div class="settings" part="settings">
              ${this.#select(index, 'skill', 'Skill', SETTING_OPTIONS.skill, String(s.skill), whole('skill'))}
              ${this.#select(index, 'attribute', 'Attribute', SETTING_OPTIONS.attribute, String(s.attribute), whole('attribute'))}
              ${this.#select(index, 'difficulty', 'Difficulty', SETTING_OPTIONS.difficulty, s.difficulty, (raw) => ({ difficulty: raw as SideState['settings']['difficulty'] }))}
              ${this.#select(index, 'modifier', 'Other', SETTING_OPTIONS.modifier, String(s.modifier), whole('modifier'))}
            </div>`
          : html`<p class="mods">${sideLine(side)}</p>`
      }
      ${renderSideCards(side, {
        index,
        opposed: ctx.sides.length > 1,
        revealed: cardsRevealed(ctx),
        choosing,
        can: (event) => this.table.can(event),
        suggests: (event) => this.#suggests(event),
        act: (e, event) => this.#act(e, event),
      })}
      ${result ? html`<p>${result.arithmetic}</p>` : nothing}
    </div>`;
  }

  /** Is this the move a learner should press now (the highlighted control)? */
  #suggests(event: KarmaCheckEvent): boolean {
    const move = suggestedMove(karmaCheck, this.table.snapshot);
    return move !== undefined && JSON.stringify(move.event) === JSON.stringify(event);
  }

  /** The GM's row the verdict sends: the reader's pick, else the suggested one. */
  get #verdict(): number {
    const move = suggestedMove(karmaCheck, this.table.snapshot);
    return this._verdict ?? (move?.event.type === 'joker.ruled' ? move.event.total : 0);
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const decider = decidingSide(ctx);
    const ruled = awaitingVerdict(ctx);
    const refused = drawProblem(ctx);
    // No chance while a learner has a guess to make: it would answer the question.
    const chance = this.teach.asking ? undefined : chanceLine(snapshot);
    const noHit = decider === undefined ? undefined : hitProblem(ctx, decider);
    const controls = stepControls(snapshot);
    return html`<p class="prompt" part="prompt">${stepPrompt(snapshot)}</p>
      <div class="controls" part="controls">
        ${
          controls === 'draw'
            ? html`<button
                  part="button"
                  class="primary"
                  ?disabled=${refused !== undefined}
                  aria-describedby=${refused ? 'draw-problem' : nothing}
                  @click=${(e: Event) => this.#act(e, { type: 'check.drawn' })}
                >
                  Draw the cards
                </button>
                ${refused ? html`<span class="problem" part="problem" id="draw-problem">${refused}.</span>` : nothing}
                ${chance ? html`<span class="chance" part="chance">${chance}</span>` : nothing}
                ${this.#refused ? html`<span class="problem" part="problem" role="alert">Not changed: ${this.#refused}.</span>` : nothing}`
            : nothing
        }
        ${
          controls === 'hit' && decider !== undefined
            ? html`<button
                  part="button"
                  class=${this.#suggests({ type: 'hit.taken', side: decider }) ? 'primary' : ''}
                  ?disabled=${noHit !== undefined}
                  @click=${(e: Event) => this.#act(e, { type: 'hit.taken', side: decider })}
                >
                  Hit<span class="visually-hidden"> for ${ctx.sides[decider]!.label}</span>
                </button>
                <button
                  part="button"
                  class=${this.#suggests({ type: 'hit.declined', side: decider }) ? 'primary' : ''}
                  @click=${(e: Event) => this.#act(e, { type: 'hit.declined', side: decider })}
                >
                  Stand<span class="visually-hidden"> for ${ctx.sides[decider]!.label}</span>
                </button>
                ${noHit ? html`<span class="problem" part="problem">No hit: ${noHit}.</span>` : nothing}`
            : nothing
        }
        ${
          controls === 'verdict' && ruled !== undefined
            ? html`<div class="verdict-form">
                <label
                  >The GM's row for ${ctx.sides[ruled]!.label}
                  <select name="verdict" @change=${(e: Event) => (this._verdict = Number((e.target as HTMLSelectElement).value))}>
                    ${Array.from({ length: CHART_MAX - CHART_MIN + 1 }, (_, i) => CHART_MAX - i).map((mt) => html`<option value=${mt} .selected=${mt === this.#verdict}>${signed(mt)}</option>`)}
                  </select>
                </label>
                <button
                  part="button"
                  class="primary"
                  @click=${(e: Event) => this.#act(e, { type: 'joker.ruled', side: ruled, total: this.#verdict })}
                >
                  Give the GM's verdict
                </button>
              </div>`
            : nothing
        }
        ${controls === 'discard' ? html`<button part="button" class="primary" @click=${(e: Event) => this.#act(e, { type: 'check.begun' })}>Discard and check again</button>` : nothing}
      </div>`;
  }

  #renderOutcome() {
    const snapshot = this.table.snapshot;
    const outcome = snapshot.hasTag('resolved') ? outcomeOf(snapshot.context) : undefined;
    return outcome ? renderOutcome(outcome) : nothing;
  }

  /** The rarer settings of each side: an advanced skill, a second skill at once, a helper. */
  #renderSetup() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const open = snapshot.hasTag('setting up');
    const optional = (v: number | null) => (v === null ? '' : String(v));
    const skillOrNone =
      (key: 'secondSkill' | 'helperSkill') =>
      (raw: string): SideChanges => ({ [key]: raw === '' ? null : Number(raw) });
    return html`${open ? nothing : html`<p class="note">These can be changed before a draw.</p>`}
      <div class="setup-sides">
        ${ctx.sides.map(
          (side, i) =>
            html`<fieldset ?disabled=${!open}>
              <legend>${side.label}</legend>
              <label class="check"
                ><input
                  type="checkbox"
                  name="advanced"
                  .checked=${side.settings.advanced}
                  @change=${(e: Event) => this.#adjust(i, { advanced: (e.target as HTMLInputElement).checked })}
                />An advanced skill (no attempt untrained)</label
              >
              ${this.#select(i, 'second-skill', 'A second skill used at once (the lower sets the draw)', SETTING_OPTIONS.optionalSkill, optional(side.settings.secondSkill), skillOrNone('secondSkill'))}
              ${this.#select(i, 'helper-skill', "A helper's skill (draws a hand too)", SETTING_OPTIONS.optionalSkill, optional(side.settings.helperSkill), skillOrNone('helperSkill'))}
            </fieldset>`,
        )}
        ${renderTrade(ctx.sides[0]!.label, ctx.trade, open, (trade) => this.send({ type: 'trade.chosen', trade }))}
      </div>
      <p class="note">Names, decks, stacked cards and the seed are set by the widget's attributes; changing one starts a new table.</p>`;
  }
}

customElements.define('rb-karma-check', RbKarmaCheck);

declare global {
  interface HTMLElementTagNameMap {
    'rb-karma-check': RbKarmaCheck;
  }
}
