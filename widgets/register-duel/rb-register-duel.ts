/**
 * <rb-register-duel>: Karmic's one-on-one melee, played register by register.
 *
 * Renders snapshots of `registerDuelMachine` and sends it events; every rule (what may be
 * declared and why not, the arithmetic, range, initiative, who decides a hit, the odds) comes
 * from machines/karmic/register-duel.*, and each step says why with a link to its rule.
 * Three ways to play, switched in the widget: the GM sees both hands; hot-seat shows one hand
 * at a time; against the computer, the second fighter plays itself. Where a hand is hidden it
 * is out of the DOM altogether, and out of the saved table and the share link: those keep
 * only the moves up to the last moment no card was hidden.
 *
 * @fires rb-step - After every step, back, forward, reset or replay. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved duel could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the tools beside it.
 * @csspart status - Round, range and who holds the initiative.
 * @csspart modes - The switch between GM, hot-seat and against-the-computer play.
 * @csspart examples - The buttons that replay the book's worked examples.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The table now: the fighters, the registers, and the current step's controls.
 * @csspart fighter - One fighter: weapon, damage, initiative, and the hand as far as it may be seen.
 * @csspart registers - This turn's registers, one box each.
 * @csspart register - One register: both fighters' cards and maneuvers, and its outcome.
 * @csspart slot - One fighter's card in one register.
 * @csspart arithmetic - A register's resolution written out.
 * @csspart controls - What the table waits for now, and the buttons that do it.
 * @csspart prompt - The sentence saying whose move it is.
 * @csspart hand - The hand of the fighter about to lay a card (never a hidden one).
 * @csspart refusals - The maneuvers the rules refuse just now, each with its reason.
 * @csspart why - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart predict - The question asked before a register turns over (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the register about to turn over, or of a hit.
 * @csspart summary - How the fight ended, once it is over.
 * @csspart setup - The table setup: both fighters' numbers and the seed.
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
import { cardValue } from '../../machines/karmic/karma-check.rules.js';
import {
  HOLD_GROUND_MODIFIER,
  isHandToHand,
  meleeLocations,
  maneuver,
  mayCallShot,
  rangeWords,
  type HitLocation,
  type ManeuverId,
} from '../../machines/karmic/maneuvers.js';
import { WEAPONS } from '../../machines/karmic/melee-weapons.js';
import {
  difficultyTerm,
  JOKER_VALUES,
  legalOptions,
  other,
  unavailableManeuvers,
  type Hand,
  type Side,
} from '../../machines/karmic/register-duel.rules.js';
import {
  conditions,
  jokerProblem,
  karmaWords,
  openRegister,
  pendingDecision,
  registerDuelMachine,
  registerDuelRecord,
  summary,
  viewOf,
  yieldProblem,
  type Register,
  type RegisterDuelContext,
  type RegisterDuelEvent,
} from '../../machines/karmic/register-duel.machine.js';
import { DUEL_KIT } from '../../machines/karmic/register-duel.kit.js';
import type { DuelOdds, Viewer } from '../../machines/karmic/register-duel.odds.js';
import type { chooseMove } from '../../machines/karmic/register-duel.opponent.js';
import {
  duelInputProblem,
  EXAMPLES,
  FIGHTER_ATTRIBUTES,
  FIGHTER_NUMBERS,
  keptRecord,
  parseDuelMode,
  parseDuelSetup,
  parseExample,
  SIDES,
  type DuelMode,
  type ExampleName,
} from '../../machines/karmic/register-duel.setup.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderCard, renderFrame, whyText } from '../shared/ui.js';

type Machine = typeof registerDuelMachine;

const camel = (s: string) => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const SIDE_PROPS = SIDES.flatMap((p) => FIGHTER_ATTRIBUTES.map((a) => ({ prop: camel(`${p}-${a}`), attr: `${p}-${a}` })));
/** The properties that shape the table: changing one starts a fresh duel. */
const RESETS = ['seed', 'opening', 'storageKey', 'noSave', ...SIDE_PROPS.map((s) => s.prop)];

/** The mode switch, in the page's words. */
const MODES: readonly [DuelMode, string][] = [
  ['gm', 'GM sees all'],
  ['hot-seat', 'Hot-seat'],
  ['opponent', 'Against the computer'],
];

const karmaLabel = (card: Card) => `${karmaWords(card)}, the ${cardName(card)}`;

let ids = 0;

export class RbRegisterDuel extends TableElement<Machine> {
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
      .modes {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.6rem;
        align-items: center;
        margin: 0 0 0.4rem;
        padding: 0;
        border: 0;
      }
      .modes legend {
        float: left;
        margin-inline-end: 0.4rem;
        padding: 0;
        color: var(--_muted);
        font-size: 0.9em;
      }
      .modes label {
        display: inline-flex;
        gap: 0.25rem;
        align-items: center;
        min-height: 2rem;
        cursor: pointer;
      }
      .modes input {
        min-height: 0;
        margin: 0;
        inline-size: 1rem;
        block-size: 1rem;
        accent-color: var(--_accent);
      }
      .examples {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-block-start: 0.6rem;
      }
      .examples .note {
        margin-inline-end: 0.1rem;
      }
      .fighters {
        display: grid;
        gap: 0.4rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
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
      .fighter .held {
        color: var(--_accent);
        font-weight: 700;
      }
      .fighter .out {
        color: var(--_danger);
        font-weight: 700;
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
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.75rem), 1fr));
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
      }
      .slot .chain {
        display: flex;
        flex-wrap: wrap;
        gap: 0.15rem;
        flex: none;
      }
      .slot .what {
        min-width: 0;
        font-size: 0.9em;
        line-height: 1.25;
        overflow-wrap: anywhere;
      }
      .slot .empty {
        display: inline-block;
        min-width: 1.8rem;
        height: 2.3rem;
        border: 1px dashed var(--_border);
        border-radius: 0.3rem;
      }
      .slot button {
        min-height: 1.6rem;
        padding: 0 0.4rem;
        font-size: 0.85em;
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
      .declare label.inline input {
        min-height: 0;
        margin: 0;
        inline-size: 1rem;
        block-size: 1rem;
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
      .joker input {
        inline-size: 5rem;
      }
      /* A <details>' content box (Chromium's ::details-content) does not pass border-box down. */
      details > :not(summary) {
        box-sizing: border-box;
      }
      @media print {
        .hand button.card-button {
          display: inline-flex !important;
        }
        .register {
          break-inside: avoid;
        }
        .modes,
        .examples,
        .refusals,
        .declare,
        .note:empty {
          display: none;
        }
      }
    `,
  ];

  static override properties = {
    mode: { type: String },
    example: { type: String },
    seed: { type: String },
    opening: { type: String },
    learn: flagProperty('learn'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: { type: Boolean, attribute: 'no-save' },
    ...Object.fromEntries(SIDE_PROPS.map((s) => [s.prop, { type: String, attribute: s.attr }])),
    _seat: { state: true },
    _choice: { state: true },
    _hold: { state: true },
    _location: { state: true },
    _joker: { state: true },
  };

  /**
   * How the duel is played, switched in the widget too: `gm` (both hands shown, the default),
   * `hot-seat` (one hand at a time, for two players at one screen) or `opponent` (against the
   * computer: the second fighter plays itself). Changing it does not restart the duel. In
   * `hot-seat` and `opponent`, the saved duel and a share link keep only the moves up to the
   * last moment no card was hidden.
   */
  declare mode: string | null;
  /** Which of the book's worked examples "Replay the book's example" plays: `devon-and-the-soldier` (default) or `axe-and-poniard`. */
  declare example: string | null;
  /** Seed for every shuffle: a whole number from 0 to 4294967295. Without one, each new duel is shuffled afresh. */
  declare seed: string | null;
  /**
   * How the fight opens: `none` (the default: an initiative check on combat training),
   * `show-down` (both draw their weapons: the initiative check uses fast draw), `charge-a` or
   * `charge-b` (that fighter charges: one maneuver each in the first round, +1 maximum damage),
   * `surprise-a` or `surprise-b` (that fighter strikes first, unanswered, unless a trained
   * opponent wins the surprise check).
   */
  declare opening: string | null;
  /** Learner mode: predict who wins each register before it turns over. */
  declare learn: boolean;
  /** Key for the saved duel and its share links; defaults to one per page and element id. */
  declare storageKey: string | null;
  /** Keep nothing in the browser (no share link either). */
  declare noSave: boolean;
  /** The first fighter's name (default Devon). */
  declare aName: string | null;
  /** The first fighter's weapon: a preset (`sword`, `long-sword`, `spear`, `medium-axe`, `dagger`, `poniard`, `small-shield`, `two-handed-sword`, `great-axe`, `mace`, or `bare-hands` for a hand-to-hand fight) or five numbers, range force maneuvers edge max-damage (a sixth, 2, for a two-handed weapon). */
  declare aWeapon: string | null;
  /** The first fighter's weapon skill, 0 to 10 (0: one card). */
  declare aSkill: string | null;
  /** The first fighter's combat training, 0 to 10 (0: a willpower check). */
  declare aTraining: string | null;
  /** The first fighter's willpower, −5 to 5. */
  declare aWillpower: string | null;
  /** The first fighter's finesse, −5 to 5. */
  declare aFinesse: string | null;
  /** The first fighter's armour modifier to finesse, −5 to 0. */
  declare aArmour: string | null;
  /** Damage the first fighter can take before being out, 1 to 50 (default 8). */
  declare aHitPoints: string | null;
  /** The first fighter's might, −5 to 5 (default 0): a hand block or block grab compares it. */
  declare aMight: string | null;
  /** The first fighter's vitality, −5 to 5 (default 0): a gouge against him is harder by it. */
  declare aVitality: string | null;
  /** The first fighter's self-discipline skill, 0 to 10 (default 0): a gouge against him is harder by it. */
  declare aSelfDiscipline: string | null;
  /** The first fighter's fast-draw skill, 0 to 10 (default 0: one card): a show down's initiative draws it. */
  declare aFastDraw: string | null;
  /** The first fighter's deck: `karma` (a player's 44 cards, default) or `world` (the GM's 42). */
  declare aDeck: string | null;
  /** The first fighter's off-hand item and its skill: `shield 3`, `parrying-dagger 4` or a weapon preset and a skill. */
  declare aOffHand: string | null;
  /** The first fighter's size as a target, against the second: `normal` (default), `large` (twice the other's size or more) or `small` (under half): it picks the called-shot table used against him. */
  declare aSize: string | null;
  /** A second weapon the first fighter can change to mid-fight, and its skill: a preset and a skill, e.g. `dagger 2` (default none). */
  declare aSpare: string | null;
  /** The first fighter starts caught by the second's limb, of this vitality (−5 to 5; default `none`): a chop at minus it frees him. Needs `b-size="large"`. */
  declare aEntangled: string | null;
  /** Cards on top of the first fighter's deck, top first, e.g. `Ks 2h 10s`. */
  declare aStack: string | null;
  /** The second fighter's name (default Soldier). */
  declare bName: string | null;
  /** The second fighter's weapon, as for `a-weapon`. */
  declare bWeapon: string | null;
  /** The second fighter's weapon skill, 0 to 10. */
  declare bSkill: string | null;
  /** The second fighter's combat training, 0 to 10. */
  declare bTraining: string | null;
  /** The second fighter's willpower, −5 to 5. */
  declare bWillpower: string | null;
  /** The second fighter's finesse, −5 to 5. */
  declare bFinesse: string | null;
  /** The second fighter's armour modifier to finesse, −5 to 0 (default −1). */
  declare bArmour: string | null;
  /** Damage the second fighter can take before being out, 1 to 50 (default 8). */
  declare bHitPoints: string | null;
  /** The second fighter's might, −5 to 5 (default 0). */
  declare bMight: string | null;
  /** The second fighter's vitality, −5 to 5 (default 0). */
  declare bVitality: string | null;
  /** The second fighter's self-discipline skill, 0 to 10 (default 0). */
  declare bSelfDiscipline: string | null;
  /** The second fighter's fast-draw skill, 0 to 10 (default 0). */
  declare bFastDraw: string | null;
  /** The second fighter's deck: `karma` or `world` (default). */
  declare bDeck: string | null;
  /** The second fighter's off-hand item and its skill, as for `a-off-hand`. */
  declare bOffHand: string | null;
  /** The second fighter's size as a target, as for `a-size`. */
  declare bSize: string | null;
  /** A second weapon the second fighter can change to, as for `a-spare`. */
  declare bSpare: string | null;
  /** The second fighter starts caught by the first's limb, as for `a-entangled` (needs `a-size="large"`). */
  declare bEntangled: string | null;
  /** Cards on top of the second fighter's deck, top first. */
  declare bStack: string | null;

  /** Hot-seat: the fighter who has taken the seat (sees their hand) until the next move. */
  declare _seat: Side | null;
  /** The chosen maneuver and hand, as "attack|main". */
  declare _choice: string;
  declare _hold: boolean;
  declare _location: HitLocation;
  declare _joker: number;

  #mode: DuelMode = 'gm';
  /** Loaded on demand: the odds and predictions (when a reader asks), the opponent (in its mode). */
  #odds: DuelOdds | undefined;
  #opponent: Promise<typeof chooseMove | undefined> | undefined;
  #oddsLoading = false;
  #example: ExampleName = 'devon-and-the-soldier';
  readonly #id = `rb-duel-${++ids}`;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: registerDuelMachine,
    recordFormat: registerDuelRecord,
    resets: RESETS,
    setup: () => parseDuelSetup(this.#attributes(), seedFromClock()),
    settings: () => {
      const mode = parseDuelMode(this.mode);
      const example = parseExample(this.example);
      if (mode.mode !== this.#mode) {
        this.#mode = mode.mode;
        this._seat = null;
        this.table.save();
      }
      if (this.#mode === 'opponent') void this.#loadOpponent();
      this.#example = example.example;
      return [mode.error, example.error].filter((e): e is string => e !== undefined);
    },
    inputProblem: duelInputProblem,
    keep: (record) => ({ format: record.format, ...keptRecord(this.#mode, record) }),
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `register-duel@${globalThis.location?.pathname ?? ''}#${this.id || 'table'}`,
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this._seat = null;
      this._choice = '';
      this._hold = false;
      this._location = 'torso';
      if (cause === 'action' && this.#mode === 'opponent') void this.#opponentMoves();
    },
  });

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Register duel',
    chart: () => import('../../generated/charts/register-duel.chart.js'),
    odds: (s) => this.#loadOdds()?.nextOdds(s.context, this.#viewer()),
    prediction: (s) => this.#loadOdds()?.predictionFor(s),
    summary: (s) => summary(s.context),
  });

  constructor() {
    super();
    this.mode = null;
    this.example = null;
    this.seed = null;
    this.opening = null;
    this.learn = false;
    this.storageKey = null;
    this.noSave = false;
    for (const s of SIDE_PROPS) (this as unknown as Record<string, string | null>)[s.prop] = null;
    this._seat = null;
    this._choice = '';
    this._hold = false;
    this._location = 'torso';
    this._joker = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The table setup's form is loaded only when a reader opens it (toggle does not bubble).
    this.renderRoot.addEventListener('toggle', this.#onToggle, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('toggle', this.#onToggle, true);
  }

  #attributes(): Record<string, string | null> {
    const attrs: Record<string, string | null> = { seed: this.seed, opening: this.opening };
    for (const s of SIDE_PROPS) attrs[s.attr] = (this as unknown as Record<string, string | null>)[s.prop] ?? null;
    return attrs;
  }

  /**
   * Open one of the book's worked examples at its start, every step ready: Forward (or
   * Alt+→) plays it step by step. `which` defaults to the `example` attribute. The book
   * shows both hands, so the duel switches to GM mode.
   */
  replayExample(which: ExampleName = this.#example): void {
    const example = EXAMPLES.get(which)!;
    if (this.#mode !== 'gm') this.#setMode('gm');
    this.table.start(example.input, 'restore', example.events);
    this.table.announce(
      `The book's example, ${example.title}, is ready at its start: ${example.events.length} steps, both hands shown. Press Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }

  /** The simple opponent (second fighter) answers whenever the move is its own. */
  async #opponentMoves(): Promise<void> {
    const choose = await this.#loadOpponent();
    const move = choose?.(this.table.snapshot, 1, DUEL_KIT);
    if (move) this.send(move);
  }

  #loadOpponent(): Promise<typeof chooseMove | undefined> {
    this.#opponent ??= import('../../machines/karmic/register-duel.opponent.js').then(
      (m) => m.chooseMove,
      () => {
        this.#opponent = undefined;
        this.table.announce(
          'The computer opponent could not be loaded (the page may be offline): play its moves yourself, or switch to GM mode.',
        );
        return undefined;
      },
    );
    return this.#opponent;
  }

  /** The odds and predictions, once loaded; asking starts the load (a reader opened them). */
  #loadOdds(): DuelOdds | undefined {
    if (!this.#odds && !this.#oddsLoading) {
      this.#oddsLoading = true;
      import('../../machines/karmic/register-duel.odds.js').then(
        (m) => {
          this.#odds = m.duelOdds(DUEL_KIT);
          this.requestUpdate();
        },
        () => (this.#oddsLoading = false),
      );
    }
    return this.#odds;
  }

  #setMode(mode: DuelMode): void {
    // An attribute, so an embed snippet built from this widget carries it too.
    this.setAttribute('mode', mode);
  }

  // ---- who sees what ------------------------------------------------------------------

  /** Whose move it is: the side to declare, or to decide on a hit. */
  #actor(): Side | undefined {
    const s = this.table.snapshot;
    if (s.matches({ round: 'declaring' })) return s.context.toDeclare;
    if (s.matches({ round: { resolving: 'deciding' } })) return pendingDecision(s.context)?.side;
    return undefined;
  }

  /** May this side's hidden cards be in the DOM now? */
  #sees(side: Side): boolean {
    if (this.#mode === 'gm') return true;
    if (this.#mode === 'opponent') return side === 0;
    return this._seat === side && this.#actor() === side;
  }

  /** Whose eyes the odds are worked out for: never a hand the screen does not show. */
  #viewer(): Viewer {
    if (this.#mode === 'gm') return 'table';
    if (this.#mode === 'opponent') return 0;
    return this._seat !== null && this.#sees(this._seat) ? this._seat : 'onlooker';
  }

  // ---- render -------------------------------------------------------------------------

  protected override render() {
    // Predicting holds a step back synchronously: have the module ready once it is switched on.
    if (this.teach.learning) this.#loadOdds();
    const s = this.table.snapshot;
    const ctx = s.context;
    const [a, b] = ctx.fighters;
    return renderFrame(this.table, {
      label: `Register duel: ${a.name} against ${b.name}`,
      status: this.#status(ctx),
      toolbar: renderTeachToolbar(this.teach),
      stage: html`${this.#modes()} ${this.#fighters(ctx)} ${this.#initiative(ctx)} ${this.#registers(ctx)} ${this.#controls(ctx)}`,
      why: ctx.narration,
      teaching: html`${renderTeaching(this.teach)} ${this.#examples()}`,
      setup: html`<div class="setup-slot"><p class="note">Loading the fighters' numbers…</p></div>`,
      whyOf: (snap) => snap.context.narration,
    });
  }

  #status(ctx: RegisterDuelContext) {
    const init = ctx.attacker === undefined ? 'initiative not drawn yet' : `${ctx.fighters[ctx.attacker].name} holds the initiative`;
    const opening = ctx.charge !== undefined ? ' · the charge round' : ctx.surprised !== undefined ? ' · the surprise round' : '';
    return `Round ${ctx.round}${opening} · ${rangeWords(ctx.range)} · ${init}`;
  }

  #modes() {
    return html`<fieldset class="modes" part="modes">
      <legend>Play:</legend>
      ${MODES.map(
        ([mode, label]) =>
          html`<label
            ><input
              type="radio"
              name="${this.#id}-mode"
              .checked=${this.#mode === mode}
              @change=${() => this.#setMode(mode)}
            />${label}</label
          >`,
      )}
    </fieldset>`;
  }

  #examples() {
    return html`<div class="examples" part="examples" role="group" aria-label="The book's examples">
      <span class="note" aria-hidden="true">Replay from the book:</span>
      ${[...EXAMPLES].map(
        ([name, ex]) =>
          html`<button
            part="button"
            aria-label="Replay the book's example: ${ex.title}"
            @click=${() => this.replayExample(name as ExampleName)}
          >
            ${ex.title}
          </button>`,
      )}
    </div>`;
  }

  #fighters(ctx: RegisterDuelContext) {
    const declaring = this.table.snapshot.matches({ round: 'declaring' });
    return html`<div class="fighters">
      ${([0, 1] as Side[]).map((side) => {
        const f = ctx.fighters[side];
        const hand = ctx.hands[side];
        // The hand of the fighter laying a card is in the controls below, as buttons.
        const inControls = declaring && ctx.toDeclare === side && this.#sees(side) && !(this.#mode === 'opponent' && side === 1);
        const out = ctx.ended?.how === 'out' && ctx.ended.side === side;
        return html`<div class="fighter" part="fighter" role="group" aria-label="${f.name}">
          <p>
            <strong>${f.name}</strong
            >${ctx.attacker === side && !ctx.ended ? html` <span class="held">(initiative)</span>` : nothing}${out ? html` <span class="out">(out)</span>` : nothing}
            · ${f.weapon.name}${f.offHand ? ` + ${f.offHand.weapon.name}` : ''} · damage ${ctx.damage[side]} of
            ${f.hitPoints}${ctx.disarmed[side] ? ', disarmed' : ''}${ctx.down?.[side] ? ', on the ground' : ''}${conditions(ctx, side)
              .map((c) => `, ${c}`)
              .join('')}
          </p>
          ${
            hand.length > 0 && !inControls
              ? html`<div class="mini" role="group" aria-label="${f.name}'s hand, ${hand.length} card${hand.length === 1 ? '' : 's'}">
                  ${this.#sees(side) ? hand.map((c) => renderCard(c, karmaLabel(c))) : hand.map((_, i) => renderCard(undefined, `${f.name}'s hidden card ${i + 1}`))}
                </div>`
              : nothing
          }
        </div>`;
      })}
    </div>`;
  }

  #initiative(ctx: RegisterDuelContext) {
    const s = this.table.snapshot;
    if (
      ctx.initiativeChecks.length === 0 ||
      (ctx.round > 1 && !s.matches('drawingForInitiative')) ||
      !(s.matches('drawingForInitiative') || s.matches({ round: 'holdingInitiative' }))
    )
      return nothing;
    return html`<ol class="initiative" aria-label="Initiative checks">
      ${ctx.initiativeChecks.map((pair) => html`<li>${pair.map((c, i) => `${ctx.fighters[i]!.name} ${c.cards.map(karmaWords).join(', ')} → ${signed(c.total)}`).join('; ')}</li>`)}
    </ol>`;
  }

  #registers(ctx: RegisterDuelContext) {
    if (ctx.registers.length === 0) return nothing;
    const open = openRegister(ctx);
    const resolving = this.table.snapshot.matches({ round: 'resolving' });
    return html`<ol class="registers" part="registers" aria-label="Registers of round ${ctx.round}">
      ${ctx.registers.map((r, i) => {
        const now = resolving ? i === ctx.cursor : open.slot === 'defence' && i === open.index;
        return html`<li class="register ${now ? 'now' : ''}" part="register" aria-label="Register ${r.number}${now ? ', in play' : ''}">
          <p class="head"><strong>Register ${r.number}</strong></p>
          ${this.#slot(ctx, r, r.attacker)} ${this.#slot(ctx, r, other(r.attacker))} ${this.#outcome(ctx, r)}
        </li>`;
      })}
    </ol>`;
  }

  #slot(ctx: RegisterDuelContext, r: Register, side: Side) {
    const decl = r.attack.side === side ? r.attack : r.defence;
    const name = ctx.fighters[side].name;
    if (!decl) {
      const waiting = !r.answered;
      return html`<div class="slot" part="slot">
        <span class="empty" aria-hidden="true"></span>
        <span class="what"
          ><strong>${name}</strong><br /><span class="note"
            >${waiting ? 'to answer' : r.empty === 'forced' ? 'nothing could answer' : 'left empty'}</span
          ></span
        >
      </div>`;
    }
    const m = maneuver(decl.maneuver);
    const play = r.plays[side];
    const takeBack: RegisterDuelEvent = { type: 'card.withdrawn', side, register: r.number };
    const canTakeBack = this.#sees(side) && this.table.can(takeBack) && !(this.#mode === 'opponent' && side === 1);
    const value = play
      ? r.wild[side] !== null
        ? `wild, ruled ${signed(r.wild[side]!)}`
        : `card ${signed(cardValue(play) ?? 0)}`
      : 'face down';
    return html`<div class="slot" part="slot">
      <span class="chain" role="group" aria-label="${name}'s card in register ${r.number}"
        >${
          play
            ? play.chain.map((c) => renderCard(c, karmaLabel(c)))
            : this.#sees(side)
              ? renderCard(decl.card, `${karmaLabel(decl.card)}, face down`)
              : renderCard(undefined, `${name}'s face-down card`)
        }</span
      >
      <span class="what"
        ><strong>${name}</strong>
        ${m.name.toLowerCase()}${decl.holdGround ? ' (no step)' : ''}${decl.location !== 'torso' ? ` at the ${decl.location.replace('-', ' ')}` : ''}<br /><span
          class="note"
          >${value}</span
        >
        ${canTakeBack ? html`<button part="button" @click=${() => this.send(takeBack)}>Take back<span class="visually-hidden"> ${name}'s card from register ${r.number}</span></button>` : nothing}</span
      >
    </div>`;
  }

  #outcome(ctx: RegisterDuelContext, r: Register) {
    const o = r.outcome;
    if (!o) return nothing;
    const a = ctx.fighters[r.attack.side].name;
    const d = ctx.fighters[other(r.attack.side)].name;
    return html`<div class="arithmetic" part="arithmetic">
      ${o.defenceArithmetic ? html`<p>${d}: ${o.defenceArithmetic}</p>` : nothing}
      <p>${a}: ${o.arithmetic}</p>
      ${o.rangeAfter !== o.rangeBefore ? html`<p>${rangeWords(o.rangeBefore)} → ${rangeWords(o.rangeAfter)}</p>` : nothing}
    </div>`;
  }

  // ---- the current step -----------------------------------------------------------------

  #panel(prompt: string, body: unknown = nothing) {
    return html`<div class="controls" part="controls" role="group" aria-label="Now">
      <p class="prompt" part="prompt">${prompt}</p>
      ${body}
    </div>`;
  }

  #button(label: string, event: RegisterDuelEvent, primary = false) {
    return html`<button
      part="button"
      class=${primary ? 'primary' : ''}
      ?disabled=${!this.table.can(event)}
      @click=${() => this.send(event)}
    >
      ${label}
    </button>`;
  }

  #controls(ctx: RegisterDuelContext) {
    const s = this.table.snapshot;
    const names = ctx.fighters.map((f) => f.name);
    if (s.matches('drawingForInitiative')) {
      return this.#panel(
        ctx.initiativeChecks.length > 0
          ? 'A tie settles nothing: both draw for the initiative again.'
          : 'Both fighters draw for the initiative.',
        html`<div class="row">${this.#button('Draw for the initiative', { type: 'initiative.drawn' }, true)}</div>`,
      );
    }
    if (s.matches({ round: 'holdingInitiative' })) {
      const who = names[ctx.attacker!]!;
      if (this.#mode === 'opponent' && ctx.attacker === 1) return this.#opponentTurn(who);
      return this.#panel(
        `${who} holds the initiative: attack (both draw their hands) or give it up.`,
        html`<div class="row">
          ${this.#button('Draw the hands', { type: 'hands.drawn' }, true)}
          ${this.#button(`${who} yields the initiative`, { type: 'initiative.yielded' })}
        </div>`,
      );
    }
    if (s.matches({ round: 'declaring' })) return this.#declaring(ctx);
    if (s.matches({ round: { resolving: 'turningOver' } })) {
      const n = ctx.registers[ctx.cursor]!.number;
      return this.#panel(
        `Register ${n} lies face down.`,
        html`<div class="row">${this.#button(`Turn over register ${n}`, { type: 'register.revealed' }, true)}</div>`,
      );
    }
    if (s.matches({ round: { resolving: 'deciding' } })) return this.#deciding(ctx);
    if (s.matches({ round: 'turnOver' })) {
      return this.#panel(
        ctx.redrawInitiative
          ? 'The turn is over; after the tackle both fighters draw for the initiative again.'
          : `The turn is over; ${names[ctx.attacker!]} keeps the initiative.`,
        html`<div class="row">${this.#button('Next round', { type: 'round.begun' }, true)}</div>`,
      );
    }
    return this.#panel('The fight is over.');
  }

  /**
   * The opponent moves by itself after each of your moves; after stepping back through the
   * history it waits (moving at once would overwrite the steps ahead), so you can let it play.
   */
  #opponentTurn(name: string) {
    return this.#panel(
      `${name}'s move.`,
      html`<div class="row">
        <button part="button" class="primary" @click=${() => void this.#opponentMoves()}>Let ${name} play</button>
      </div>`,
    );
  }

  /** The maneuvers the rules refuse now, each with the rules' own reason. */
  #refusals(ctx: RegisterDuelContext, side: Side, open: boolean) {
    const refused = unavailableManeuvers(viewOf(ctx), side);
    if (refused.length === 0) return nothing;
    return html`<details class="refusals" part="refusals" ?open=${open}>
      <summary>
        ${open ? `Why ${ctx.fighters[side].name} cannot declare anything now` : `Why not another maneuver? (${refused.length})`}
      </summary>
      <ul>
        ${refused.map((r) => html`<li><strong>${maneuver(r.maneuver).name}</strong>: ${r.problem}.</li>`)}
      </ul>
    </details>`;
  }

  #declaring(ctx: RegisterDuelContext) {
    const side = ctx.toDeclare;
    const f = ctx.fighters[side];
    if (this.#mode === 'opponent' && side === 1) return this.#opponentTurn(f.name);
    const { index, slot } = openRegister(ctx);
    const task =
      slot === 'attack'
        ? `${f.name} opens register ${index + 1}`
        : `${f.name} answers register ${index + 1} (${maneuver(ctx.registers[index]!.attack.maneuver).name.toLowerCase()})`;
    if (!this.#sees(side)) {
      // Hot-seat: before a hand is shown, the fighter whose move it is takes the seat.
      return this.#panel(
        `${task}. Pass the screen to ${f.name}.`,
        html`<div class="row">
          <button part="button" class="primary" @click=${() => (this._seat = side)}>Show ${f.name}'s hand</button>
        </div>`,
      );
    }
    const options = legalOptions(viewOf(ctx), side);
    const value = options.some((o) => `${o.maneuver}|${o.hand}` === this._choice)
      ? this._choice
      : options[0]
        ? `${options[0].maneuver}|${options[0].hand}`
        : '';
    const [id, hand] = value.split('|') as [ManeuverId | undefined, Hand | undefined];
    const m = id ? maneuver(id) : undefined;
    const pass: RegisterDuelEvent = { type: 'maneuver.passed', side };
    const done: RegisterDuelEvent = { type: 'declaration.finished', side };
    const yieldIt: RegisterDuelEvent = { type: 'initiative.yielded' };
    const handName = (h: Hand, id: ManeuverId) =>
      h === 'off' ? f.offHand?.weapon.name : h === 'main' ? f.weapon.name : isHandToHand(id) ? 'hand to hand' : 'no weapon';
    // The difficulty as it stands against this opponent (some hand-to-hand ones depend on him).
    const against = slot === 'defence' ? ctx.registers[index]!.attack : undefined;
    const difficulty = (id: ManeuverId) => signed(difficultyTerm(ctx.fighters, ctx.range, { side, maneuver: id }, against).value);
    const noYield = side === ctx.attacker ? yieldProblem(ctx) : undefined;
    const t = this.table;
    return this.#panel(
      `${task}.`,
      html` ${
          options.length > 0
            ? html`<div class="row declare">
                  <label
                    >Maneuver
                    <select @change=${(e: Event) => (this._choice = (e.target as HTMLSelectElement).value)}>
                      ${options.map((o) => html`<option value="${o.maneuver}|${o.hand}" ?selected=${`${o.maneuver}|${o.hand}` === value}>${maneuver(o.maneuver).name} (${difficulty(o.maneuver)}, ${handName(o.hand, o.maneuver)})</option>`)}
                    </select>
                  </label>
                  ${
                    m?.mayHoldGround
                      ? html`<label class="inline"
                          ><input
                            type="checkbox"
                            .checked=${this._hold}
                            @change=${(e: Event) => (this._hold = (e.target as HTMLInputElement).checked)}
                          />Do not step (${signed(HOLD_GROUND_MODIFIER)})</label
                        >`
                      : nothing
                  }
                  ${
                    id && mayCallShot(id)
                      ? html`<label
                          >Target
                          <select @change=${(e: Event) => (this._location = (e.target as HTMLSelectElement).value as HitLocation)}>
                            ${meleeLocations(ctx.fighters[other(side)].size).map((l) => html`<option value=${l.id} ?selected=${l.id === this._location}>${l.name}${l.modifier ? ` (${signed(l.modifier)})` : ''}</option>`)}
                          </select>
                        </label>`
                      : nothing
                  }
                </div>
                ${m ? html`<p class="note">${m.name}: ${m.effect} ${m.limits}</p>` : nothing}
                <div class="hand" part="hand" role="group" aria-label="${f.name}'s hand: pick the card to lay">
                  ${ctx.hands[side].map(
                    (card) =>
                      html`<button
                        class="card-button"
                        part="button"
                        aria-label="${formatCard(card)}: Lay ${karmaLabel(card)} face down in register ${index + 1} as ${m?.name.toLowerCase() ?? ''}"
                        @click=${() => this.send({ type: 'maneuver.declared', side, card, maneuver: id!, hand: hand!, holdGround: this._hold && !!m?.mayHoldGround, location: id && mayCallShot(id) ? this._location : 'torso' })}
                      >
                        ${renderCard(card, '')}
                      </button>`,
                  )}
                </div>`
            : html`<div class="hand" part="hand" role="group" aria-label="${f.name}'s hand">
                ${ctx.hands[side].map((c) => renderCard(c, karmaLabel(c)))}
              </div>`
        }
        <div class="row">
          ${t.can(pass) ? html`<button part="button" @click=${() => this.send(pass)}>Leave register ${index + 1} empty</button>` : nothing}
          ${t.can(done) ? html`<button part="button" @click=${() => this.send(done)}>Stop declaring</button>` : nothing}
          ${t.can(yieldIt) ? html`<button part="button" @click=${() => this.send(yieldIt)}>Yield the initiative</button>` : nothing}
          ${side === ctx.attacker && noYield ? html`<span class="note">No yielding now: ${noYield}.</span>` : nothing}
        </div>
        ${this.#refusals(ctx, side, options.length === 0)}`,
    );
  }

  #deciding(ctx: RegisterDuelContext) {
    const p = pendingDecision(ctx);
    if (!p) return nothing;
    const name = ctx.fighters[p.side].name;
    if (p.kind === 'joker') {
      const ruled: RegisterDuelEvent = { type: 'joker.ruled', side: p.side, value: this._joker };
      const problem = jokerProblem(ctx, p.side, this._joker);
      const note = `${this.#id}-joker`;
      return this.#panel(
        `${name} played a joker: the GM names what it is worth.`,
        html`<div class="row joker">
          <label
            >GM: ${name}'s joker is worth
            <input
              type="number"
              min=${JOKER_VALUES.min}
              max=${JOKER_VALUES.max}
              step="1"
              aria-describedby=${note}
              .value=${String(this._joker)}
              @input=${(e: Event) => (this._joker = (e.target as HTMLInputElement).valueAsNumber)}
            />
          </label>
          <button part="button" class="primary" ?disabled=${!this.table.can(ruled)} @click=${() => this.send(ruled)}>Rule the joker</button>
          <span class="note" id=${note}>${problem ? `Not yet: ${problem}.` : ''}</span>
        </div>`,
      );
    }
    if (this.#mode === 'opponent' && p.side === 1) return this.#opponentTurn(name);
    // The hit decision is about a face-up card: no secret, so no seat needed.
    return this.#panel(
      `${name}'s card ends in a hit card: draw onto it, or keep it?`,
      html`<div class="row">
        <button part="button" class="primary" @click=${() => this.send({ type: 'hit.taken', side: p.side })}>${name} hits</button>
        <button part="button" @click=${() => this.send({ type: 'hit.declined', side: p.side })}>${name} stands</button>
      </div>`,
    );
  }

  // ---- table setup ------------------------------------------------------------------------

  readonly #onToggle = (e: Event): void => {
    const details = e.target as HTMLDetailsElement;
    if (!details.matches?.('details.setup') || !details.open) return;
    const slot = details.querySelector<HTMLElement>('.setup-slot');
    if (slot) void this.#mountSetup(slot);
  };

  async #mountSetup(slot: HTMLElement): Promise<void> {
    let form: typeof import('./setup-form.js');
    try {
      form = await import('./setup-form.js');
    } catch {
      slot.textContent = 'The setup form could not be loaded (the page may be offline). The duel works without it.';
      return;
    }
    const { input } = this.table.record;
    form.mountSetupForm(slot, {
      fighters: input.fighters,
      seed: input.seed,
      attributes: this.#attributes(),
      numbers: FIGHTER_NUMBERS,
      weapons: WEAPONS,
      idPrefix: this.#id,
      apply: (values, shown) => {
        let changed = false;
        for (const [name, value] of Object.entries(values)) {
          // Unchanged, and not set before: left out, so the element (and an embed made from it) stays short.
          if (this.getAttribute(name) === value || (!this.hasAttribute(name) && shown.get(name) === value)) continue;
          this.setAttribute(name, value);
          changed = true;
        }
        // Nothing changed: still a fresh duel, as the button says.
        if (!changed) this.reset();
      },
    });
  }
}

customElements.define('rb-register-duel', RbRegisterDuel);

declare global {
  interface HTMLElementTagNameMap {
    'rb-register-duel': RbRegisterDuel;
  }
}
