/**
 * <rb-register-duel>: Karmic's one-on-one melee, played register by register.
 *
 * Renders snapshots of `registerDuelMachine` and sends it events; every rule (what may be
 * declared and why not, the arithmetic, range, initiative, who decides a hit, the odds) comes
 * from machines/karmic/register-duel/ and Karmic melee (machines/karmic/melee/), and each step
 * says why with a link to its rule. Three ways to play, switched in the widget: the GM sees
 * both hands; hot-seat shows one hand at a time; against the computer, the second fighter
 * plays itself. Where a hand is hidden it is out of the DOM altogether, and out of the saved
 * table and the share link: those keep only the moves up to the last moment no card was
 * hidden. The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart modes - The switch between GM, hot-seat and against-the-computer play.
 * @csspart examples - The buttons that replay the book's worked examples.
 * @csspart fighter - One fighter on the stage: its token, and the hand it holds as far as it may be seen.
 * @csspart token - A fighter's token: initials, name, weapon, the Hit points bar and its marks.
 * @csspart bar - A fighter's Hit points, a bar that drains as damage is taken.
 * @csspart marker - One mark on a token: the initiative, damage, disarmed, what holds the fighter.
 * @csspart holds - What a token holds: its hand, fanned beside it.
 * @csspart registers - This turn's registers, one box each.
 * @csspart register - One register: both fighters' cards and maneuvers, and its outcome.
 * @csspart slot - One fighter's card in one register.
 * @csspart arithmetic - A register's resolution written out.
 * @csspart controls - What the table waits for now, and the buttons that do it.
 * @csspart prompt - The sentence saying whose move it is.
 * @csspart hand - A fighter's hand: fanned beside the token (backs only, where it is hidden), or the cards to lay in the controls.
 * @csspart refusals - The maneuvers the rules refuse just now, each with its reason.
 * @csspart card - A card face.
 * @csspart card-value - What a Karmic card counts for, printed on its face (+6, −1).
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart what-if - "What if…": each move from here and where it leads, side by side (GM mode: both hands are seen).
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first draw.
 * @csspart adopt - The button that makes a branch the duel's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart card-button - A card in a hand that can be laid: a button showing the card.
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 *
 * @cssprop --rb-card-bg - A card's face.
 * @cssprop --rb-card-red - Red suits.
 * @cssprop --rb-card-black - Black suits.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { html } from 'lit';
import { exampleById, propertyName, readExample } from '../../machines/core/procedure.js';
import { FIGHTER_NUMBERS } from '../../machines/karmic/fighter-setup.js';
import type { HitLocation } from '../../machines/karmic/maneuvers.js';
import { WEAPONS } from '../../machines/karmic/melee-weapons.js';
import type { Side } from '../../machines/karmic/melee/fighters.js';
import { RULING_ATTRIBUTES, RULING_CHOICES } from '../../machines/karmic/melee/rulings.js';
import { registerDuel } from '../../machines/karmic/register-duel/index.js';
import { ONLOOKER_SEAT } from '../../machines/karmic/register-duel/register-duel.context.js';
import type { RegisterDuelExampleId } from '../../machines/karmic/register-duel/register-duel.examples.js';
import { DUEL_KIT } from '../../machines/karmic/register-duel/register-duel.kit.js';
import type { registerDuelMachine } from '../../machines/karmic/register-duel/register-duel.machine.js';
import {
  FIGHTER_ATTRIBUTES,
  keptRecord,
  parseDuelMode,
  REGISTER_DUEL_ATTRIBUTES,
  SIDES,
  type DuelMode,
} from '../../machines/karmic/register-duel/register-duel.setup.js';
import { actor, statusLine } from '../../machines/karmic/register-duel/register-duel.view.js';
import { Lazy } from '../shared/lazy.js';
import { MotionController } from '../shared/motion.js';
import { cardStyles } from '../shared/stage/cards.js';
import { tokenStyles } from '../shared/stage/token.js';
import { iconStyles } from '../shared/stage/icons.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { renderControls } from './controls.js';
import { renderFighters, renderInitiative, renderRegisters } from './duel-table.js';
import { duelStyles } from './register-duel.styles.js';
import type { DuelStage } from './stage.js';

type Machine = typeof registerDuelMachine;

/** Each fighter's attributes, `a-` then `b-`, with the element property that holds each. */
const SIDE_PROPS = SIDES.flatMap((p) => FIGHTER_ATTRIBUTES.map((a) => ({ prop: propertyName(`${p}-${a}`), attr: `${p}-${a}` })));
/** The table rulings' attributes, with their element properties. */
const RULING_PROPS = RULING_ATTRIBUTES.map((attr) => ({ prop: propertyName(attr), attr }));

/** The mode switch, in the page's words. */
const MODES: readonly [DuelMode, string][] = [
  ['gm', 'GM sees all'],
  ['hot-seat', 'Hot-seat'],
  ['opponent', 'Against the computer'],
];

let ids = 0;

export class RbRegisterDuel extends TableElement<Machine> {
  static override styles = [baseStyles, iconStyles, cardStyles, tokenStyles, whatIfToggleStyles, openWideStyles, duelStyles];

  static override properties = {
    mode: { type: String },
    example: { type: String },
    opening: { type: String },
    ...Object.fromEntries([...SIDE_PROPS, ...RULING_PROPS].map((s) => [s.prop, { type: String, attribute: s.attr }])),
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
  /**
   * How the fight opens: `none` (the default: an initiative check on combat training),
   * `show-down` (both draw their weapons: the initiative check uses fast draw), `charge-a` or
   * `charge-b` (that fighter charges: one maneuver each in the first round, +1 maximum damage),
   * `surprise-a` or `surprise-b` (that fighter strikes first, unanswered, unless a trained
   * opponent wins the surprise check).
   */
  declare opening: string | null;
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
  /** The first fighter's arms or legs are bound or held: `none` (default), `head-butt` (the GM allows him a head butt and nothing else) or `helpless`. */
  declare aBound: string | null;
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
  /** The second fighter's arms or legs are bound or held, as for `a-bound`. */
  declare bBound: string | null;
  /** Cards on top of the second fighter's deck, top first. */
  declare bStack: string | null;
  /**
   * Table ruling "Flanking": a flank's modifier is `finesse` (the target's finesse added, the
   * seed's words; default) or `minus-finesse` (taken off, as a take down is).
   */
  declare flankModifier: string | null;
  /**
   * Table ruling "Caught by a limb": a chop's modifier is `vitality` (the limb's vitality added,
   * the seed's words; default) or `minus-vitality` (a tougher limb is harder to cut).
   */
  declare chopModifier: string | null;
  /**
   * Table ruling "Bucking": `counters-a-cling` (the seed's words, default: a buck answers a cling
   * as a defence, and throws off a clinger without the initiative) or `needs-the-initiative`
   * (only against a cling that holds, only by the fighter holding the initiative).
   */
  declare buck: string | null;
  /**
   * Table ruling "Blows the seed does not mark": hand and leg attacks, head butts, take downs,
   * gouges, escapes, swats and chops are `either-side` (the seed's words, default: the defender
   * may answer with one, and both land) or `need-the-initiative` (the attacker's alone).
   */
  declare unmarkedBlows: string | null;
  /**
   * Table ruling "The surprise round": the surprising fighter gets `one-attack` (the seed's
   * words, default) or `one-maneuver` (any one maneuver).
   */
  declare surpriseGives: string | null;
  /**
   * Table ruling "An empty register": an attack into a register the defender leaves empty
   * `steps-in` (the range closes by 1: no step back meets the step forward; default) or
   * `keeps-range`.
   */
  declare emptyRegister: string | null;
  /**
   * Table ruling "Breaking a hold": the card that made a pin is `plus-card` (added to the
   * victim's might check, the seed's words; default) or `minus-card` (taken off it).
   */
  declare pinBreak: string | null;

  /** Hot-seat: the fighter who has taken the seat (sees their hand) until the next move. */
  declare _seat: Side | null;
  /** The chosen maneuver and hand, as "attack|main". */
  declare _choice: string;
  declare _hold: boolean;
  declare _location: HitLocation;
  declare _joker: number;

  #mode: DuelMode = 'gm';
  #example: RegisterDuelExampleId = 'devon-and-the-soldier';
  readonly #id = `rb-duel-${++ids}`;
  /** Loaded on demand, each a chunk of its own: the computer opponent (in its mode) and the setup form (when opened). */
  readonly #opponent = new Lazy(
    this,
    () => import('../../machines/karmic/register-duel/register-duel.opponent.js'),
    'The computer opponent',
  );
  readonly #setupForm = new Lazy(this, () => import('./setup-form.js'), 'The setup form');

  protected readonly table: TableHost<Machine> = new TableHost(this, registerDuel, {
    settings: () => {
      const errors: string[] = [];
      const mode = parseDuelMode(this.mode);
      if (mode.error) errors.push(mode.error);
      const example = readExample(registerDuel, this.example, errors)!;
      if (mode.mode !== this.#mode) {
        this.#mode = mode.mode;
        this._seat = null;
        this.table.save();
      }
      if (this.#mode === 'opponent') void this.#loadOpponent();
      this.#example = example.id as RegisterDuelExampleId;
      return errors;
    },
    keep: (record) => ({ format: record.format, ...keptRecord(this.#mode, record) }),
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

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/register-duel.chart.js'),
    seat: () => this.#seat(),
  });

  /**
   * "What if…": each move from here played side by side (its module is loaded when first
   * opened). Only where the GM sees both hands: a branch would show a hidden hand's cards, and
   * a learner with a question to answer would see its answer.
   */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
    hidden: () => this.#mode !== 'gm',
  });

  /** "Open wide": out of the text column on a wide screen, in place, the duel untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** Cards dealt, flipped and brought together, bars that drain; nothing moves under reduced motion, and any input finishes it. */
  readonly motion: MotionController = new MotionController(this);

  constructor() {
    super();
    this.mode = null;
    this.example = null;
    this.opening = null;
    for (const s of [...SIDE_PROPS, ...RULING_PROPS]) (this as unknown as Record<string, string | null>)[s.prop] = null;
    this._seat = null;
    this._choice = '';
    this._hold = false;
    this._location = 'torso';
    this._joker = 0;
  }

  /** The setup's attributes as the element holds them now (null: not set). */
  #attributes(): Record<string, string | null> {
    const element = this as unknown as Record<string, string | null>;
    return Object.fromEntries(REGISTER_DUEL_ATTRIBUTES.map((a) => [a, element[propertyName(a)] ?? null]));
  }

  /**
   * Open one of the book's worked examples at its start, every step ready: Forward (or
   * Alt+→) plays it step by step. `which` defaults to the `example` attribute. The book
   * shows both hands, so the duel switches to GM mode.
   */
  replayExample(which: RegisterDuelExampleId = this.#example): void {
    const example = exampleById(registerDuel, which) ?? registerDuel.examples[0]!;
    if (this.#mode !== 'gm') this.#setMode('gm');
    this.table.start(example.input, 'restore', example.events);
    this.table.announce(
      `The book's example, ${example.title}, is ready at its start: ${example.events.length} steps, both hands shown. Press Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  /** The simple opponent (second fighter) answers whenever the move is its own. */
  async #opponentMoves(): Promise<void> {
    const opponent = await this.#loadOpponent();
    const move = opponent?.chooseMove(this.table.snapshot, 1, DUEL_KIT);
    if (move) this.send(move);
  }

  /** The opponent's module; when it cannot be loaded, the reader is told how to go on. */
  async #loadOpponent() {
    const opponent = await this.#opponent.get();
    if (!opponent)
      this.table.announce(
        'The computer opponent could not be loaded (the page may be offline): play its moves yourself, or switch to GM mode.',
      );
    return opponent;
  }

  #setMode(mode: DuelMode): void {
    // An attribute, so an embed snippet built from this widget carries it too.
    this.setAttribute('mode', mode);
  }

  // ---- who sees what ------------------------------------------------------------------

  /** May this side's hidden cards be in the DOM now? */
  #sees(side: Side): boolean {
    if (this.#mode === 'gm') return true;
    if (this.#mode === 'opponent') return side === 0;
    return this._seat === side && actor(this.table.snapshot) === side;
  }

  /**
   * Whose eyes the odds are worked out for, never a hand the screen does not show: the GM's
   * (no seat), the reader's fighter against the computer, or in hot-seat the fighter in the
   * seat, else an onlooker's.
   */
  #seat(): number | undefined {
    if (this.#mode === 'gm') return undefined;
    if (this.#mode === 'opponent') return 0;
    return this._seat !== null && this.#sees(this._seat) ? this._seat : ONLOOKER_SEAT;
  }

  /** The move to suggest is a hidden hand's, or the computer's: the step bar offers none. */
  #hidesMove(): boolean {
    if (this.#mode === 'gm') return false;
    const s = this.table.snapshot;
    const side = actor(s) ?? (s.hasTag('holding the initiative') ? s.context.attacker : undefined);
    if (this.#mode === 'opponent' && side === 1) return true;
    return s.hasTag('declaring') && !this.#sees(s.context.toDeclare);
  }

  /** What the table and the controls need of the widget, for this drawing. */
  #stage(): DuelStage {
    return {
      snapshot: this.table.snapshot,
      sees: (side) => this.#sees(side),
      computer: this.#mode === 'opponent' ? 1 : undefined,
      can: (event) => this.table.can(event),
      send: (event) => void this.send(event),
      letComputerPlay: () => void this.#opponentMoves(),
      takeSeat: (side) => (this._seat = side),
      idPrefix: this.#id,
      choices: { choice: this._choice, hold: this._hold, location: this._location, joker: this._joker },
      choose: ({ choice, hold, location, joker }) => {
        if (choice !== undefined) this._choice = choice;
        if (hold !== undefined) this._hold = hold;
        if (location !== undefined) this._location = location;
        if (joker !== undefined) this._joker = joker;
      },
    };
  }

  // ---- render -------------------------------------------------------------------------

  protected override render() {
    const stage = this.#stage();
    const ctx = stage.snapshot.context;
    const [a, b] = ctx.fighters;
    return renderFrame(this.table, {
      label: `Register duel: ${a.name} against ${b.name}`,
      status: statusLine(ctx),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#modes()} ${renderFighters(stage, ctx)} ${renderInitiative(stage, ctx)} ${renderRegisters(stage, ctx)}
      ${renderControls(stage, ctx)} ${renderWhatIfPanel(this.whatIf)}`,
      // The suggested move in the step bar, unless it would name a card the screen hides (or is the computer's).
      ...(this.#hidesMove() ? { move: null } : {}),
      why: ctx.narration,
      teaching: html`${renderTeaching(this.teach)} ${this.#examples()}`,
      setup: html`<div class="setup-slot"><p class="note">Loading the fighters' numbers…</p></div>`,
      whyOf: (snap) => snap.context.narration,
    });
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
      ${registerDuel.examples.map(
        (ex) =>
          html`<button part="button" aria-label="Replay the book's example: ${ex.title}" @click=${() => this.replayExample(ex.id)}>
            ${ex.title}
          </button>`,
      )}
    </div>`;
  }

  // ---- table setup ------------------------------------------------------------------------

  /** The table setup's form is loaded only when a reader opens it. */
  protected override detailsToggled(details: HTMLDetailsElement): void {
    if (!details.matches('details.setup') || !details.open) return;
    const slot = details.querySelector<HTMLElement>('.setup-slot');
    if (slot) void this.#mountSetup(slot);
  }

  async #mountSetup(slot: HTMLElement): Promise<void> {
    const form = await this.#setupForm.get();
    if (!form) {
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
      rulingChoices: RULING_CHOICES,
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
