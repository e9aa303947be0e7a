/**
 * <rb-karma-check>: a Karmic check, basic or opposed, to explore and play step by step. The
 * reader sets the skill, the attribute, the difficulty and any other modifier (and, for an
 * opposed check, the opposition's), sees the exact chance of success and of each row of the
 * result chart before drawing, draws, picks a card, hits or stands, and reads the row reached.
 *
 * The attributes set the table up (a change to one starts a fresh table); the reader's own
 * changes before the draw are steps of the check, so Back undoes them and a share link
 * carries them. Every rule (how many cards, who decides a hit, the totals, the odds, the
 * chart row) comes from machines/karmic/karma-check.*; this element decides nothing.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved table could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - What kind of check, whose.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The check as it stands: the sides, the step's controls, the result chart.
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
 * @csspart outcome - The result and its arithmetic.
 * @csspart chart-row - The result chart row read for the outcome, column by column.
 * @csspart reshuffles - The list of deck reshuffles so far.
 * @csspart why - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart predict - The question asked before the draw or a hit (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the next draw.
 * @csspart summary - The finished check in a sentence.
 * @csspart setup - The table setup: advanced skills, a second skill, a helper.
 * @csspart print-log - On paper: every step so far with its reasons.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card.
 * @csspart button - Every button.
 * @csspart history - The back / forward / start / reset bar.
 *
 * @cssprop --rb-success - Colour of a successful outcome and of the chart's success rows.
 * @cssprop --rb-accent - Accent colour (primary buttons, the row reached).
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
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import { formatKarma } from '../../machines/karmic/karma-deck.js';
import { CHART_MAX, CHART_MIN } from '../../machines/karmic/karma-check.rules.js';
import {
  adjustmentProblem,
  awaitingVerdict,
  cardsRevealed,
  decidingSide,
  drawProblem,
  hitProblem,
  karmaCheckMachine,
  karmaCheckRecord,
  outcomeOf,
  sideResult,
  type KarmaCheckEvent,
  type SideChanges,
  type SideState,
} from '../../machines/karmic/karma-check.machine.js';
import { predictionFor } from '../../machines/karmic/karma-check.odds.js';
import { CHECK_EXAMPLES, karmaCheckInputProblem, parseCheckSetup, readCheckExample } from '../../machines/karmic/karma-check.setup.js';
import {
  SETTING_OPTIONS,
  chanceLine,
  chartStrip,
  oddsOf,
  sideLine,
  sideShift,
  statusLine,
  stepPrompt,
  summaryWhy,
  type Option,
} from '../../machines/karmic/karma-check.view.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderCard, renderFrame, whyText } from '../shared/ui.js';

type Machine = typeof karmaCheckMachine;
type Snapshot = RbKarmaCheck['snapshot'];

/**
 * Which of the step's buttons a snapshot shows under the prompt (or none): the draw, hit or
 * stand for the deciding side, the GM's verdict for the side awaiting it, the discard.
 */
function stepControls(snapshot: Snapshot): 'draw' | 'hit' | 'verdict' | 'discard' | undefined {
  if (snapshot.matches('settingUp')) return 'draw';
  if (snapshot.matches({ playing: 'hitting' }) && decidingSide(snapshot.context) !== undefined) return 'hit';
  if (snapshot.matches({ playing: 'gmRuling' }) && awaitingVerdict(snapshot.context) !== undefined) return 'verdict';
  if (snapshot.matches('resolved')) return 'discard';
  return undefined;
}

/** Property name → attribute name, for every text setting the machine's setup parser reads. */
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
type Numeric = 'skill' | 'attribute' | 'modifier';

export class RbKarmaCheck extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    css`
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .rule-link {
        white-space: normal;
      }
      .mode {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.9rem;
        align-items: center;
        margin: 0 0 0.5rem;
        padding: 0;
        border: none;
      }
      .mode legend {
        float: inline-start;
        margin-inline-end: 0.6rem;
        padding: 0;
        font-weight: 600;
      }
      .mode label {
        display: inline-flex;
        gap: 0.3rem;
        align-items: center;
      }
      .mode input {
        min-height: 0;
        inline-size: 1.05rem;
        block-size: 1.05rem;
        margin: 0;
      }
      .sides {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
      }
      .side {
        min-width: 0;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      .side-title {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.6rem;
        align-items: baseline;
      }
      .mods {
        color: var(--_muted);
        font-size: 0.9em;
      }
      .settings {
        display: grid;
        gap: 0.3rem 0.6rem;
        grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
        margin-block: 0.3rem;
      }
      .settings label {
        display: grid;
        gap: 0.1rem;
        font-size: 0.9em;
        min-width: 0;
      }
      .settings select {
        inline-size: 100%;
        min-width: 0;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem 1.2rem;
        align-items: center;
      }
      .cards:empty {
        display: none;
      }
      .hand,
      .chain {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-block: 0.3rem;
      }
      .card-button {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        gap: 0.1rem;
        padding: 0.15rem;
        min-height: 0;
      }
      .karma-card {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        gap: 0.1rem;
      }
      .value {
        font-size: 0.8em;
        color: var(--_muted);
        font-variant-numeric: tabular-nums;
      }
      .card-button .value {
        color: inherit;
      }
      .prompt {
        margin-block: 0.5rem 0.25rem;
        font-weight: 600;
      }
      .prompt::before {
        content: '▶ ';
        color: var(--_accent);
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 0.6rem;
        align-items: center;
        margin-block: 0.25rem 0.5rem;
      }
      .chance {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .problem {
        color: var(--_danger);
        font-weight: 600;
      }
      .verdict {
        font-weight: 700;
      }
      .verdict.success,
      .success-text {
        color: var(--rb-success, #1d6b35);
      }
      .verdict.failure {
        color: var(--_danger);
      }
      .result-chart {
        margin: 0.4rem 0 0;
      }
      .result-chart figcaption {
        font-size: 0.9em;
        color: var(--_muted);
      }
      .strip {
        list-style: none;
        margin: 0.2rem 0 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(21, minmax(0, 1fr));
        gap: 2px;
        align-items: end;
      }
      .strip li {
        display: grid;
        grid-template-rows: 3rem auto;
        grid-template-columns: minmax(0, 1fr);
        min-width: 0;
      }
      .strip .well {
        position: relative;
        display: flex;
        align-items: flex-end;
        border-block-end: 1px solid var(--_border);
      }
      .strip.flat li {
        grid-template-rows: 0.9rem auto;
      }
      .strip .bar {
        display: block;
        inline-size: 100%;
        min-block-size: 0;
        background: color-mix(in srgb, var(--_danger) 55%, var(--_surface));
      }
      .strip .win .bar {
        background: color-mix(in srgb, var(--rb-success, #1d6b35) 70%, var(--_surface));
      }
      /* A label wider than its narrow column stays centred on it, and the end labels stay inside the strip. */
      .strip .mt {
        justify-self: center;
        font-size: 0.72em;
        color: var(--_muted);
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .strip li:first-child .mt {
        justify-self: start;
      }
      .strip li:last-child .mt {
        justify-self: end;
      }
      .strip .reached .well {
        outline: 3px solid var(--_accent);
        outline-offset: 1px;
        background: color-mix(in srgb, var(--_accent) 20%, transparent);
      }
      .strip .reached .mt {
        color: var(--_text);
        font-weight: 700;
      }
      /* A bar's height as a class (no inline styles under a strict CSP): 0 to 10 tenths of the likeliest row. */
      .l1 .bar {
        block-size: 10%;
      }
      .l2 .bar {
        block-size: 20%;
      }
      .l3 .bar {
        block-size: 30%;
      }
      .l4 .bar {
        block-size: 40%;
      }
      .l5 .bar {
        block-size: 50%;
      }
      .l6 .bar {
        block-size: 60%;
      }
      .l7 .bar {
        block-size: 70%;
      }
      .l8 .bar {
        block-size: 80%;
      }
      .l9 .bar {
        block-size: 90%;
      }
      .l10 .bar {
        block-size: 100%;
      }
      .scale {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        font-size: 0.8em;
        color: var(--_muted);
      }
      @container rb (max-width: 30rem) {
        .strip .mt {
          visibility: hidden;
        }
        .strip li:nth-child(5n + 1) .mt,
        .strip .reached .mt {
          visibility: visible;
        }
      }
      .outcome {
        display: grid;
        gap: 0.3rem 1rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
        align-items: start;
        margin-block-start: 0.5rem;
      }
      .outcome p {
        overflow-wrap: anywhere;
      }
      .chart-row {
        margin: 0;
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 0.05rem 0.75rem;
        font-size: 0.92em;
      }
      .chart-row dt {
        color: var(--_muted);
      }
      .chart-row dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      .reshuffles {
        font-size: 0.9em;
        margin-block-start: 0.4rem;
      }
      .verdict-form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: end;
      }
      .verdict-form label {
        display: grid;
        gap: 0.1rem;
        font-size: 0.9em;
      }
      details > :not(summary) {
        box-sizing: border-box;
      }
      .setup-sides {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
      }
      .setup-sides fieldset {
        min-width: 0;
        margin: 0;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        display: grid;
        gap: 0.35rem;
      }
      .setup-sides legend {
        font-weight: 600;
        padding-inline: 0.25rem;
      }
      .setup-sides label {
        display: grid;
        gap: 0.1rem;
        font-size: 0.9em;
      }
      .setup-sides select {
        max-inline-size: 18rem;
      }
      .setup-sides label.check {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      .setup-sides input[type='checkbox'],
      .mode input[type='checkbox'] {
        min-height: 0;
        inline-size: 1.05rem;
        block-size: 1.05rem;
        margin: 0;
      }
      @media print {
        /* The draw prints as cards, not as controls. */
        .hand .card-button {
          display: inline-flex !important;
          border: none;
          background: none;
        }
      }
    `,
  ];

  static override properties = {
    mode: { type: String },
    seed: { type: String },
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
    learn: flagProperty('learn'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _verdict: { state: true },
  };

  /** `basic` (default) or `opposed`: what the table starts as (the reader may switch before the draw). */
  declare mode: string | null;
  /** Seed for every shuffle; a whole number from 0 to 4,294,967,295. Without one, each new table gets a fresh seed. */
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
  /** Learner mode: predict the draw and each hit before it is made. */
  declare learn: boolean;
  /** Key for the saved table and share links; defaults to one per page and element. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser (no share link either). */
  declare noSave: boolean;

  declare _verdict: number;

  /** Why the step shown last changed: only a button press moves focus. */
  #cause: StepCause = 'reset';
  /** A setting the machine refused (it cannot be, from these controls; said if it is). */
  #refused = '';
  /** The button the last step took the focus from before its render (see #act). */
  #letGo: HTMLElement | undefined;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: karmaCheckMachine,
    recordFormat: karmaCheckRecord,
    resets: [...Object.keys(SETTINGS), ...Object.keys(FLAGS)],
    setup: () => {
      const attrs: Record<string, string | null> = {};
      for (const [p, a] of Object.entries(SETTINGS)) attrs[a] = this[p as Setting];
      for (const [p, a] of Object.entries(FLAGS)) attrs[a] = this[p as Flag] ? '' : null;
      return parseCheckSetup(attrs, seedFromClock() >>> 0);
    },
    settings: () => {
      const errors: string[] = [];
      readCheckExample(this.example, this.#attributeMode, errors);
      return errors;
    },
    inputProblem: karmaCheckInputProblem,
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `karma-check@${globalThis.location?.pathname ?? ''}#${this.id || this.label || 'check'}`,
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this.#cause = cause;
      this.#refused = '';
    },
  });

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Karma check',
    chart: () => import('../../generated/charts/karma-check.chart.js'),
    odds: (s) => oddsOf(s.context) ?? undefined,
    prediction: (s) => predictionFor(s),
    summary: (s) => summaryWhy(s.context),
  });

  constructor() {
    super();
    for (const p of Object.keys(SETTINGS) as Setting[]) this[p] = null;
    for (const p of Object.keys(FLAGS) as Flag[]) this[p] = false;
    this.example = null;
    this.learn = false;
    this.storageKey = null;
    this.noSave = false;
    this._verdict = 0;
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
    const name = readCheckExample(this.example, this.#attributeMode, []);
    const ex = CHECK_EXAMPLES.get(name)!;
    this.table.start(ex.input, 'reset', ex.events);
    this.table.announce(
      `The book's example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }

  protected override updated(): void {
    const letGo = this.#letGo;
    this.#letGo = undefined;
    if (this.#cause !== 'action') return;
    this.#cause = 'restore';
    // The button just pressed has gone with its step: put the keyboard on the next step's control.
    const root = this.renderRoot as ShadowRoot;
    if (root.activeElement && root.activeElement.isConnected) return;
    if (letGo?.isConnected) return letGo.focus({ preventScroll: true });
    const next = ['.stage select[name="verdict"]', '.stage .primary:not([disabled])', '.stage button:not([disabled])'];
    for (const selector of next) {
      const target = root.querySelector<HTMLElement>(selector);
      if (target) return target.focus();
    }
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
        ${renderTeachToolbar(this.teach)} <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>`,
      stage: html`${this.#renderMode()}
        <div class="sides">${ctx.sides.map((side, i) => this.#renderSide(side, i))}</div>
        ${this.#renderStep()} ${this.#renderChart()} ${this.#renderOutcome()}
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
    if (!snapshot.matches('settingUp')) return nothing;
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
    const settingUp = snapshot.matches('settingUp');
    const choosing = snapshot.matches({ playing: 'choosing' }) && side.play === null;
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
      <div class="cards">
        ${side.drawers.map((d, j) =>
          d.hand.length > 0
            ? html`<div class="hand" part="hand" role="group" aria-label="${d.label}'s draw">
                ${side.drawers.length > 1 ? html`<span class="mods">${j === 0 ? 'Own' : 'Helper'}:</span>` : nothing}
                ${d.hand.map((card) =>
                  choosing && this.table.can({ type: 'card.chosen', side: index, drawer: j, card })
                    ? // The name starts with the card as it is seen ("K♠"), so it holds the button's visible text.
                      html`<button
                        class="card-button"
                        part="button"
                        aria-label="Play ${formatCard(card)}: ${formatKarma(card)}, the ${cardName(card)}"
                        @click=${(e: Event) => this.#act(e, { type: 'card.chosen', side: index, drawer: j, card })}
                      >
                        ${renderCard(card, '')} <span class="value">${formatKarma(card)}</span>
                      </button>`
                    : this.#renderKarmaCard(card),
                )}
              </div>`
            : nothing,
        )}
        ${
          side.play
            ? html`<div class="chain" part="chain" role="group" aria-label="${side.label}'s played card">
                <span class="mods">Played:</span>
                ${cardsRevealed(ctx) ? side.play.chain.map((c: Card) => this.#renderKarmaCard(c)) : renderCard(undefined, `${side.label}'s face-down card`)}
              </div>`
            : nothing
        }
      </div>
      ${result ? html`<p>${result.arithmetic}</p>` : nothing}
    </div>`;
  }

  /** A card with its karma value written under it ("−2 (hit)", "wild"). */
  #renderKarmaCard(card: Card) {
    return html`<span class="karma-card"
      >${renderCard(card, `${cardName(card)}, ${formatKarma(card)}`)}<span class="value" aria-hidden="true"
        >${formatKarma(card)}</span
      ></span
    >`;
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const decider = decidingSide(ctx);
    const ruled = awaitingVerdict(ctx);
    const refused = drawProblem(ctx);
    const chance = chanceLine(snapshot);
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
                  class="primary"
                  ?disabled=${noHit !== undefined}
                  @click=${(e: Event) => this.#act(e, { type: 'hit.taken', side: decider })}
                >
                  Hit<span class="visually-hidden"> for ${ctx.sides[decider]!.label}</span>
                </button>
                <button part="button" @click=${(e: Event) => this.#act(e, { type: 'hit.declined', side: decider })}>
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
                    ${Array.from({ length: CHART_MAX - CHART_MIN + 1 }, (_, i) => CHART_MAX - i).map((mt) => html`<option value=${mt} .selected=${mt === this._verdict}>${signed(mt)}</option>`)}
                  </select>
                </label>
                <button
                  part="button"
                  class="primary"
                  @click=${(e: Event) => this.#act(e, { type: 'joker.ruled', side: ruled, total: this._verdict })}
                >
                  Give the GM's verdict
                </button>
              </div>`
            : nothing
        }
        ${controls === 'discard' ? html`<button part="button" class="primary" @click=${(e: Event) => this.#act(e, { type: 'check.begun' })}>Discard and check again</button>` : nothing}
      </div>`;
  }

  /** The result chart as a strip of its 21 rows: each row's chance, the row reached. */
  #renderChart() {
    const strip = chartStrip(this.table.snapshot);
    return html`<figure class="result-chart" part="result-chart">
      <figcaption>${strip.caption}</figcaption>
      <ol class="strip ${strip.cells.some((c) => c.p !== null) ? '' : 'flat'}">
        ${strip.cells.map(
          (c) =>
            html`<li
              class="l${c.level} ${c.success ? 'win' : ''} ${c.reached ? 'reached' : ''}"
              aria-current=${c.reached ? 'true' : nothing}
              title=${c.spoken}
            >
              <span class="well" aria-hidden="true"><span class="bar"></span></span>
              <span class="mt" aria-hidden="true">${c.label}</span>
              <span class="visually-hidden">${c.spoken}</span>
            </li>`,
        )}
      </ol>
      <p class="scale" aria-hidden="true">
        <span>← failure</span><span>${this.table.snapshot.context.sides.length > 1 ? 'acting side ahead' : 'success'} →</span>
      </p>
    </figure>`;
  }

  #renderOutcome() {
    const snapshot = this.table.snapshot;
    const outcome = snapshot.matches('resolved') ? outcomeOf(snapshot.context) : undefined;
    if (!outcome) return nothing;
    const row = outcome.row;
    return html`<div class="outcome" part="outcome">
      <p>
        <span class="verdict ${outcome.success ? 'success' : 'failure'}">${outcome.success ? 'Success' : 'Failure'}</span>:
        ${outcome.reason}.
      </p>
      <dl class="chart-row" part="chart-row" aria-label="Result chart row ${signed(row.mt)}">
        <dt>Chart row</dt>
        <dd>${signed(row.mt)}${row.mt !== outcome.chartMt ? ` (for ${signed(outcome.chartMt)})` : ''}</dd>
        <dt>General result</dt>
        <dd>${row.general}</dd>
        <dt>Information</dt>
        <dd>${row.information}</dd>
        <dt>Money</dt>
        <dd>${row.money}</dd>
        <dt>Reaction</dt>
        <dd>${row.reaction}</dd>
        <dt>Speed of execution</dt>
        <dd>${row.speed}</dd>
      </dl>
    </div>`;
  }

  /** The rarer settings of each side: an advanced skill, a second skill at once, a helper. */
  #renderSetup() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const open = snapshot.matches('settingUp');
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
