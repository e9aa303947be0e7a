/**
 * <rb-attack-roll>: a Liberi Gothica exchange between an attacker and a defender, played
 * step by step: who acts first, each turn's two actions, every attack roll, damage roll
 * and wound roll with its sum and its rule, death (handed on to soul passing) or the rest
 * that follows, four hours or a day at a time.
 *
 * Renders snapshots of `attackRollMachine` and sends it events; every rule (what may be
 * done now and why not, the sums, the chart rows, the odds) comes from
 * machines/liberi-gothica/attack-roll/. The attributes, events, parts and theme every widget
 * shares are TableElement's.
 *
 * @fires rb-death - When a step leaves someone dead. detail: { name, vitality, character?, href }
 *
 * @csspart fighter - One fighter: its token (Life as a bar that drains, wounds as marks, whose turn), then its numbers in words.
 * @csspart token - A fighter's token (see widgets/shared/stage/token.ts for its own parts: bar, marker, acting).
 * @csspart roll - The last roll: its dice as they landed, its sum, its outcome, the chart row of a wound.
 * @csspart dice-pool - The dice of the roll just made; they tumble and land on the seeded result (at once under reduced motion).
 * @csspart prompt - What the table waits for now.
 * @csspart choices - The buttons for the current step.
 * @csspart more-actions - A turn's less common actions (tackle, ram, lethal blow, delay, prepare, a skill, an ability), folded away.
 * @csspart refusals - Why the greyed-out choices cannot be taken now.
 * @csspart soul-link - The link that continues a death in soul passing.
 * @csspart damage-odds - The Life the next attack may take, value by value.
 * @csspart log - Every step so far.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart dice-total - The total a roll's dice build.
 * @csspart die - One die of a roll.
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart marker - A mark on a token: a wound, a status or a condition, with its words for a screen reader.
 * @csspart holds - What a token holds beside it: its hand, the card it laid.
 * @csspart bar - A token's bar (Life, Vitality, hit points or Injuries left), which drains as it is lost.
 */
import { html, nothing } from 'lit';
import { formatPercent } from '../../machines/core/explain.js';
import { readExample, suggestedMove } from '../../machines/core/procedure.js';
import { attackRoll } from '../../machines/liberi-gothica/attack-roll/index.js';
import type { attackRollMachine } from '../../machines/liberi-gothica/attack-roll/attack-roll.machine.js';
import type { AttackRollContext, AttackRollEvent, WoundPick } from '../../machines/liberi-gothica/attack-roll/attack-roll.context.js';
import { fighterView, lastAttack, statusLine, stepPrompt } from '../../machines/liberi-gothica/attack-roll/attack-roll.view.js';
import {
  abilityChoice,
  choicesNow,
  lethalBlowChoice,
  minionGroupsNow,
  orderChoices,
  treatmentsNow,
  type Choice,
} from '../../machines/liberi-gothica/attack-roll/attack-roll.choices.js';
import {
  SOUL_PASSING_FORMAT,
  soulPassingAttributes,
  soulPassingInput,
} from '../../machines/liberi-gothica/attack-roll/attack-roll.hand-off.js';
import type { Location } from '../../machines/liberi-gothica/wounds.js';
import { Lazy } from '../shared/lazy.js';
import { shareLink } from '../shared/persist.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { MotionController } from '../shared/motion.js';
import { diceStyles, renderDicePool } from '../shared/stage/dice.js';
import { renderToken, tokenStyles } from '../shared/stage/token.js';
import { iconStyles } from '../shared/stage/icons.js';
import { fighterToken, rollDice } from '../../machines/liberi-gothica/attack-roll/attack-roll.stage.js';
import { attackRollStyles } from './attack-roll.styles.js';
import { RbDeathEvent } from './events.js';
import { choiceButton, type Draw } from './choice-button.js';

type Machine = typeof attackRollMachine;

/** The widget's Lit, handed to the parts it loads on demand (they import none of their own). */
const DRAW: Draw = { html, nothing, button: choiceButton };

/** The styles of the parts loaded on demand, one sheet each for every widget on the page. */
const SHEETS = new Map<string, CSSStyleSheet>();

/** The soul-passing table on the rulebook's death page: its storage key, which its share links name. */
export const SOUL_TABLE_KEY = 'soul-passing:table';
const SOUL_PAGE = 'liberi-gothica/death-and-passing-on/';

/** The turn's less common actions, behind "More actions" so a turn stays short. */
const MORE_ACTIONS: ReadonlySet<string> = new Set(['tackle.made', 'ram.made', 'action.delayed', 'action.prepared', 'skill.used']);

const ROLL_EVENTS: ReadonlySet<string> = new Set([
  'attack.rolled',
  'damage.rolled',
  'wound.rolled',
  'blow.struck',
  'endure.checked',
  'strength.checked',
]);

export class RbAttackRoll extends TableElement<Machine> {
  static override styles = [baseStyles, whatIfToggleStyles, openWideStyles, iconStyles, tokenStyles, diceStyles, attackRollStyles];

  static override properties = {
    rolls: { type: String },
    attacker: { type: String },
    defender: { type: String },
    distance: { type: String },
    treatment: { type: String },
    example: { type: String },
    _location: { state: true },
    _side: { state: true },
    _wound: { state: true },
    _fatal: { state: true },
    _abilityActions: { state: true },
    _groups: { state: true },
    _more: { state: true },
  };

  /** Fixed die results, used first, front first: "2 2 3 5" (faces 1 to 6). */
  declare rolls: string | null;
  /** The attacker: "Bram attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large" (a rifle: "weapon medium ranged reload 4 unloaded"). */
  declare attacker: string | null;
  /** The defender: "Raider defense 7 armor 2 shield 1 life 12 toughness 3 creature". */
  declare defender: string | null;
  /** Feet between them at the start (0 to 500). */
  declare distance: string | null;
  /**
   * The table ruling on when Treatment is given: `in-the-fight` (the book's words, which price it
   * in actions: a fighter spends them in its turn; the default) or `after-the-fight` (only once
   * the fight is over).
   */
  declare treatment: string | null;
  /** Which worked example "Replay the example" plays: duel (default), raider, rest or reload. */
  declare example: string | null;

  declare _location: Location;
  declare _side: 'left' | 'right';
  declare _wound: WoundPick;
  declare _fatal: boolean;
  declare _abilityActions: number;
  /** The groups of minions the next order goes to (by index). */
  declare _groups: readonly number[];
  /** The turn's less common actions are shown (kept open from turn to turn once opened). */
  declare _more: boolean;

  protected readonly table: TableHost<Machine> = new TableHost(this, attackRoll, {
    settings: () => {
      const errors: string[] = [];
      readExample(attackRoll, this.example, errors);
      return errors;
    },
    onStep: (snapshot, event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      if (moving) void this.#later.get();
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
      if (moving && event && snapshot.hasTag('dead')) {
        const attrs = soulPassingAttributes(snapshot.context);
        if (attrs) this.dispatchEvent(new RbDeathEvent({ ...attrs, href: this.#soulHref() }));
      }
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/attack-roll.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });

  /** The stage's motion: the dice tumble, a bar drains (none of it under reduced motion). */
  readonly motion: MotionController = new MotionController(this);

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** The odds module, for the Life the next attack may take: loaded when a reader first turns the odds on. */
  readonly #odds = new Lazy(
    this,
    () =>
      Promise.all([
        import('../../machines/liberi-gothica/attack-roll/attack-roll.odds.js'),
        import('../../machines/liberi-gothica/attack-roll/attack-roll.kit.js'),
      ]).then(([odds, kit]) => ({ lifeLost: (ctx: AttackRollContext) => odds.lifeLostOdds(kit.ATTACK_ROLL_KIT.nextRoll(ctx)) })),
    'The odds',
  );

  /** The lethal blow's, an ability's and the minion groups' controls: loaded when "More actions" opens or groups are led. */
  readonly #controls = new Lazy(this, () => import('./controls.js').then((m) => this.#adopt(m)), "The turn's other controls");

  /** The last roll's and the rest's Treatment views: loaded at the table's first step, before anything is rolled. */
  readonly #later = new Lazy(this, () => import('./roll-view.js').then((m) => this.#adopt(m)), "The roll's view");

  /** The table setup form: loaded when a reader opens "Table setup". */
  readonly #setupForm = new Lazy(this, () => import('./setup-form.js').then((m) => this.#adopt(m)), 'The setup form');

  /** Loads what an opened part of the widget shows (the table setup, "More actions"): toggle does not bubble, so it is caught on the way down. */
  /** The setup form and the rarer controls load when their section is first opened. */
  protected override detailsToggled(details: HTMLDetailsElement): void {
    if (!details.open) return;
    if (details.matches('details.setup')) void this.#setupForm.get();
    if (details.matches('details.more')) void this.#controls.get();
  }

  /** A part loaded on demand brings its own styles: they join the widget's when it arrives. */
  #adopt<T extends { STYLES: string }>(part: T): T {
    const root = this.renderRoot;
    if (!(root instanceof ShadowRoot)) return part;
    let sheet = SHEETS.get(part.STYLES);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(part.STYLES);
      SHEETS.set(part.STYLES, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return part;
  }

  constructor() {
    super();
    this.rolls = null;
    this.attacker = null;
    this.defender = null;
    this.distance = null;
    this.treatment = null;
    this.example = null;
    this._location = 'torso';
    this._side = 'right';
    this._wound = 'as-dealt';
    this._fatal = false;
    this._abilityActions = 2;
    this._groups = [0];
    this._more = false;
  }

  /** Play the worked example (by the `example` attribute) from its start: every step is in the history, shown from step 0. */
  replayExample(): void {
    const ex = readExample(attackRoll, this.example, [])!;
    this.table.start(ex.input, 'restore', ex.events);
    this.table.announce(
      `The example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  /** The rulebook's soul-passing table, opened on this death with the same character's numbers. */
  #soulHref(): string {
    const ctx = this.table.snapshot.context;
    const base = this.linkBase;
    const root = base.endsWith('/') ? base : `${base}/`;
    const page = new URL(`${root}${SOUL_PAGE}`, globalThis.location?.href ?? 'http://localhost/').href;
    const input = soulPassingInput(ctx, this.table.record.input.seed);
    if (!input) return page;
    return shareLink(SOUL_TABLE_KEY, { format: SOUL_PASSING_FORMAT, input, events: [], step: 0 }, page);
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.linkBase;
    return renderFrame(this.table, {
      label: `Attack roll: ${ctx.attacker.name} against ${ctx.defender.name}`,
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the example</button>
      </div>`,
      stage: html`${this.#renderFighters()} ${this.#renderRoll()} ${this.#renderStep()} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.why,
      teaching: html`${renderTeaching(this.teach, base)} ${this.#renderDamageOdds()}
        <details class="log" part="log">
          <summary>Every step so far (${ctx.log.length})</summary>
          <ol>
            ${ctx.log.map((line) => html`<li>${line}</li>`)}
          </ol>
        </details>`,
      setup: this.#renderSetup(),
      rulesBase: base,
      whyOf: (s) => s.context.why,
    });
  }

  #renderFighters() {
    const ctx = this.table.snapshot.context;
    return html`<div class="fighters">
      ${(['attacker', 'defender'] as const).map((side) => {
        const v = fighterView(ctx, side);
        return html`<div
          class="fighter ${v.state}"
          part="fighter"
          role="group"
          aria-label=${`${side === 'attacker' ? 'Attacker' : 'Defender'}: ${v.name}`}
        >
          ${renderToken(fighterToken(ctx, side))}
          <p class="notes"><span class="life">${v.life}, ${v.state}</span>${v.notes.map((n) => html`<span>${n}</span>`)}</p>
        </div>`;
      })}
    </div>`;
  }

  /** The last roll, while it is the news: drawn by roll-view.ts, loaded once the table is played. */
  #renderRoll() {
    const snapshot = this.table.snapshot;
    const last = this.table.timeline.lastEvent;
    const record = lastAttack(snapshot.context);
    if (!record || !last || !ROLL_EVENTS.has(last.type)) return nothing;
    const dice = rollDice(record, last.type);
    const pool = dice ? renderDicePool(dice, { roll: this.table.timeline.step }) : nothing;
    return this.#later.value?.renderRoll(DRAW, record, last.type, pool) ?? this.#loading(this.#later);
  }

  #choiceButton(c: Choice) {
    return choiceButton(c, (x) => this.#send(x.event));
  }

  #send(event: AttackRollEvent): void {
    this.send(event);
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    // The highlighted control is the move a learner should press (the procedure's suggestion), and only it.
    const move = suggestedMove(attackRoll, snapshot);
    const suggested = move ? JSON.stringify(move.event) : undefined;
    const choices = choicesNow(snapshot).map((c) => ({ ...c, primary: JSON.stringify(c.event) === suggested }));
    const inTurn = snapshot.hasTag("attacker's turn") || snapshot.hasTag("defender's turn");
    const groups = inTurn ? minionGroupsNow(ctx) : [];
    const orders = inTurn ? orderChoices(ctx, groups.length === 1 ? [0] : this._groups.filter((g) => g < groups.length)) : [];
    const lethal = inTurn
      ? lethalBlowChoice(ctx, { location: this._location, side: this._side, wound: this._wound, fatal: this._fatal })
      : undefined;
    const ability = inTurn ? abilityChoice(ctx, this._abilityActions) : undefined;
    const treatments = snapshot.hasTag('resting') ? treatmentsNow(ctx) : [];
    const refused: { label: string; problem: string }[] = [...choices, ...orders].flatMap((c) =>
      c.problem ? [{ label: c.label, problem: c.problem }] : [],
    );
    if (lethal?.problem) refused.push({ label: 'Lethal blow', problem: lethal.problem });
    if (ability?.problem) refused.push({ label: 'Ability', problem: ability.problem });
    const main = choices.filter((c) => !MORE_ACTIONS.has(c.event.type));
    const more = choices.filter((c) => MORE_ACTIONS.has(c.event.type));
    return html`<p class="prompt" part="prompt">${stepPrompt(snapshot)}</p>
      <div class="choices" part="choices" role="group" aria-label="Choices now">
        ${main.map((c) => this.#choiceButton(c))} ${orders.map((c) => this.#choiceButton(c))}
      </div>
      ${groups.length > 1 ? (this.#controls.value?.renderGroups(DRAW, this, groups) ?? this.#loading(this.#controls)) : nothing}
      ${
        inTurn
          ? html`<details
              class="more"
              part="more-actions"
              .open=${this._more}
              @toggle=${(e: Event) => (this._more = (e.target as HTMLDetailsElement).open)}
            >
              <summary>More actions: tackle, ram, lethal blow, delay, prepare, a skill or an ability</summary>
              <div class="choices" role="group" aria-label="More actions">${more.map((c) => this.#choiceButton(c))}</div>
              ${this._more ? this.#renderMoreControls(ability, lethal) : nothing}
            </details>`
          : nothing
      }
      ${treatments.length ? (this.#later.value?.renderTreatments(DRAW, treatments, (e) => this.#send(e)) ?? this.#loading(this.#later)) : nothing}
      ${
        refused.length
          ? html`<details class="refusals" part="refusals">
              <summary>Not possible now (${refused.length})</summary>
              <ul>
                ${refused.map((r) => html`<li><strong>${r.label}</strong>: ${r.problem}</li>`)}
              </ul>
            </details>`
          : nothing
      }
      ${
        snapshot.hasTag('dead')
          ? html`<a class="soul-link" part="soul-link" href=${this.#soulHref()}
              >Continue in soul passing with ${ctx[ctx.fallen ?? 'defender'].name}'s numbers →</a
            >`
          : nothing
      }`;
  }

  /** The ability's and the lethal blow's controls, once "More actions" is open and they have loaded. */
  #renderMoreControls(ability: Choice | undefined, lethal: Choice | undefined) {
    const controls = this.#controls.value;
    if (!controls) return this.#loading(this.#controls);
    return html`${ability ? controls.renderAbility(DRAW, this, ability, (c) => this.#send(c.event)) : nothing}
    ${lethal ? controls.renderLethal(DRAW, this, lethal, (c) => this.#send(c.event)) : nothing}`;
  }

  /** What stands in for a part still loading, or the words for why it could not be. */
  #loading(part: Lazy<unknown>) {
    return html`<p class="note">${part.problem || 'Loading…'}</p>`;
  }

  #renderDamageOdds() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    const odds = this.#odds.value;
    if (!odds) return this.#odds.problem ? html`<p class="note">${this.#odds.problem}</p>` : nothing;
    const list = odds.lifeLost(this.table.snapshot.context);
    if (!list) return nothing;
    return html`<div class="odds damage-odds" part="damage-odds">
      <p class="odds-question">Life this attack takes, miss included</p>
      <ul class="odds-list">
        ${list.map((o) => html`<li><span class="odds-label">${o.label}</span><meter min="0" max="1" .value=${o.p} aria-hidden="true"></meter><span class="odds-p">${formatPercent(o.p)}</span></li>`)}
      </ul>
    </div>`;
  }

  #renderSetup() {
    const form = this.#setupForm.loaded ? this.#setupForm.value : undefined;
    if (form) return form.renderSetupForm(DRAW, this, this.table.record.input);
    return this.#setupForm.problem
      ? html`<p class="note">${this.#setupForm.problem}</p>`
      : html`<p class="note">Loading the fighters' words…</p>`;
  }
}

customElements.define('rb-attack-roll', RbAttackRoll);

declare global {
  interface HTMLElementTagNameMap {
    'rb-attack-roll': RbAttackRoll;
  }
}
