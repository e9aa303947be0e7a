/**
 * <rb-register-duel>: Karmic's one-on-one melee, played register by register.
 *
 * Renders snapshots of `registerDuelMachine` and sends it events; every rule (what may be
 * declared and why not, the arithmetic, range, initiative, who decides a hit) comes from
 * machines/, and each step says why with a link to its rule. Hot-seat and opponent modes
 * keep a hidden hand out of the DOM altogether, and out of the saved table and share link:
 * those keep only the moves up to the last moment no card was hidden.
 *
 * @fires rb-step - After every step, back, forward, reset or replay. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved duel could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart status - Round, range, initiative and damage.
 * @csspart registers - The table of registers.
 * @csspart register - One register's heading and outcome cell.
 * @csspart slot - One fighter's card in one register.
 * @csspart arithmetic - A register's resolution written out.
 * @csspart hand - The hand shown.
 * @csspart controls - The buttons for the current step.
 * @csspart narration - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart button - Every button.
 * @csspart history - The back / forward / reset bar.
 * @csspart error - The box listing settings that could not be used.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, highlights).
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and raised areas.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import { cardValue } from '../../machines/karmic/karma-check.rules.js';
import { HOLD_GROUND_MODIFIER, MELEE_LOCATIONS, maneuver, mayCallShot, type HitLocation, type ManeuverId } from '../../machines/karmic/maneuvers.js';
import { JOKER_VALUES, legalOptions, unavailableManeuvers, type Hand, type Side } from '../../machines/karmic/register-duel.rules.js';
import {
  jokerProblem, karmaWords, openRegister, pendingDecision, registerDuelMachine, registerDuelRecord, summary, viewOf, yieldProblem,
  type RegisterDuelContext, type RegisterDuelEvent, type Register,
} from '../../machines/karmic/register-duel.machine.js';
import {
  duelInputProblem, EXAMPLES, FIGHTER_ATTRIBUTES, keptRecord, parseDuelMode, parseDuelSetup, parseExample,
  type DuelMode, type ExampleName,
} from '../../machines/karmic/register-duel.setup.js';
import { chooseMove } from '../../machines/karmic/register-duel.opponent.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderCard, renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';

const camel = (s: string) => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const SIDE_PROPS = (['a', 'b'] as const).flatMap((p) => FIGHTER_ATTRIBUTES.map((a) => ({ prop: camel(`${p}-${a}`), attr: `${p}-${a}` })));
/** The properties that shape the table: changing one starts a fresh duel. */
const RESETS = ['seed', 'storageKey', 'noSave', ...SIDE_PROPS.map((s) => s.prop)];

const karmaLabel = (card: Card) => `${karmaWords(card)}, the ${cardName(card)}`;

export class RbRegisterDuel extends TableElement<typeof registerDuelMachine> {
  static override styles = [
    baseStyles,
    css`
      .status { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin-block-end: 0.5rem; font-variant-numeric: tabular-nums; }
      .status strong { font-weight: 700; }
      .table-wrap { overflow-x: auto; }
      table { border-collapse: collapse; min-width: 100%; }
      th, td { border: 1px solid var(--_border); padding: 0.35rem; vertical-align: top; text-align: start; }
      thead th { background: var(--_raised); }
      .slot { display: grid; gap: 0.2rem; justify-items: start; }
      .slot .maneuver { font-size: 0.9em; }
      .chain { display: flex; gap: 0.2rem; flex-wrap: wrap; }
      .note { color: var(--_muted); font-size: 0.9em; }
      .arithmetic { font-variant-numeric: tabular-nums; font-size: 0.9em; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.75rem; }
      .declare { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-block: 0.5rem; }
      .declare label { display: grid; gap: 0.15rem; font-size: 0.9em; }
      .declare label.inline { display: flex; gap: 0.3rem; align-items: center; }
      .hand { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
      .hand button.card-button { padding: 0; border: none; background: none; min-height: 0; }
      .initiative { margin: 0.25rem 0; padding-inline-start: 1.25rem; }
      .narration { margin-block: 0.5rem; padding: 0.4rem 0.6rem; border-inline-start: 3px solid var(--_accent); background: var(--_raised); }
      .why-not { font-size: 0.9em; margin-block: 0.5rem; }
      .why-not ul { margin: 0.25rem 0; padding-inline-start: 1.25rem; }
    `,
  ];

  static override properties = {
    mode: { type: String },
    example: { type: String },
    seed: { type: String },
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
   * `gm` (both hands shown), `hot-seat` (one hand at a time) or `opponent` (the second
   * fighter plays itself). Changing it does not restart the duel. In `hot-seat` and
   * `opponent`, the saved duel and a share link keep only the moves up to the last moment
   * no card was hidden.
   */
  declare mode: string | null;
  /** Which of the book's worked examples "Replay the book's example" plays: `devon-and-the-soldier` (default) or `axe-and-poniard`. */
  declare example: string | null;
  /** Seed for every shuffle: a whole number from 0 to 4294967295. Without one, each new duel is shuffled afresh. */
  declare seed: string | null;
  /** Key for the saved duel; defaults to one per page. */
  declare storageKey: string | null;
  /** Keep nothing in the browser. */
  declare noSave: boolean;
  /** The first fighter's name (default Devon). */
  declare aName: string | null;
  /** The first fighter's weapon: a preset (`sword`, `long-sword`, `spear`, `medium-axe`, `dagger`, `poniard`, `small-shield`) or five numbers, range force maneuvers edge max-damage. */
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
  /** The first fighter's deck: `karma` (a player's 44 cards, default) or `world` (the GM's 42). */
  declare aDeck: string | null;
  /** The first fighter's off-hand item and its skill: `shield 3`, `parrying-dagger 4` or a weapon preset and a skill. */
  declare aOffHand: string | null;
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
  /** The second fighter's deck: `karma` or `world` (default). */
  declare bDeck: string | null;
  /** The second fighter's off-hand item and its skill, as for `a-off-hand`. */
  declare bOffHand: string | null;
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
  #example: ExampleName = 'devon-and-the-soldier';

  protected readonly table: TableHost<typeof registerDuelMachine> = new TableHost(this, {
    machine: registerDuelMachine,
    recordFormat: registerDuelRecord,
    resets: RESETS,
    setup: () => {
      const attrs: Record<string, string | null> = { seed: this.seed };
      for (const s of SIDE_PROPS) attrs[s.attr] = (this as unknown as Record<string, string | null>)[s.prop] ?? null;
      return parseDuelSetup(attrs, seedFromClock());
    },
    settings: () => {
      const mode = parseDuelMode(this.mode);
      const example = parseExample(this.example);
      if (mode.mode !== this.#mode) {
        this.#mode = mode.mode;
        this._seat = null;
        this.table.save();
      }
      this.#example = example.example;
      return [mode.error, example.error].filter((e): e is string => e !== undefined);
    },
    inputProblem: duelInputProblem,
    keep: (record) => ({ format: record.format, ...keptRecord(this.#mode, record) }),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `register-duel@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, _event, cause) => {
      this.table.announce(whyText(snapshot.context.narration));
      this._seat = null;
      this._choice = '';
      this._hold = false;
      this._location = 'torso';
      if (cause === 'action' && this.#mode === 'opponent') queueMicrotask(() => this.#opponentMoves());
    },
  });

  constructor() {
    super();
    this.mode = null;
    this.example = null;
    this.seed = null;
    this.storageKey = null;
    this.noSave = false;
    for (const s of SIDE_PROPS) (this as unknown as Record<string, string | null>)[s.prop] = null;
    this._seat = null;
    this._choice = '';
    this._hold = false;
    this._location = 'torso';
    this._joker = 0;
  }

  /** Load the book's worked example (the `example` attribute says which) and go to its start: Forward plays it. */
  replayExample(): void {
    const example = EXAMPLES.get(this.#example)!;
    this.table.start(example.input, 'restore');
    for (const e of example.events) this.table.send(e);
    this.table.rewind();
    this.table.announce(`The book's example, ${example.title}, is loaded: ${example.events.length} steps. Press Forward to play it step by step.`);
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
  }

  /** The simple opponent (second fighter) answers whenever the move is its own. */
  #opponentMoves(): void {
    const move = chooseMove(this.table.snapshot, 1);
    if (move) this.send(move);
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

  // ---- render -------------------------------------------------------------------------

  protected override render() {
    const s = this.table.snapshot;
    const ctx = s.context;
    return html`<div part="base" role="group" aria-label="Register duel">
      ${renderErrors(this.table.errors)}
      ${this.#renderStatus(ctx)}
      ${this.#renderInitiative(ctx)}
      ${this.#renderRegisters(ctx)}
      ${this.#renderControls(ctx)}
      <p class="narration" part="narration"><span class="visually-hidden">What happened: </span>${renderWhy(ctx.narration)}</p>
      <div class="controls">
        <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #renderStatus(ctx: RegisterDuelContext) {
    const [a, b] = ctx.fighters;
    const fighter = (side: Side) => {
      const f = ctx.fighters[side];
      return html`<span><strong>${f.name}</strong> (${f.weapon.name}${f.offHand ? ` + ${f.offHand.weapon.name}` : ''}): ${ctx.damage[side]} of ${f.hitPoints} damage${ctx.disarmed[side] ? ', disarmed' : ''}</span>`;
    };
    return html`<p class="status" part="status">
      <span>Round <strong>${ctx.round}</strong></span>
      <span>Range <strong>${ctx.range}</strong></span>
      <span>Initiative: <strong>${ctx.attacker === undefined ? 'not yet drawn' : ctx.fighters[ctx.attacker].name}</strong></span>
      ${fighter(0)} ${fighter(1)}
      <span class="visually-hidden">${a.name} against ${b.name}.</span>
    </p>`;
  }

  #renderInitiative(ctx: RegisterDuelContext) {
    if (ctx.initiativeChecks.length === 0) return nothing;
    return html`<ol class="initiative" aria-label="Initiative checks">
      ${ctx.initiativeChecks.map((pair) => html`<li>${pair.map((c, i) => html`${ctx.fighters[i]!.name} ${c.cards.map(karmaWords).join(', ')} → ${signed(c.total)}${i === 0 ? '; ' : ''}`)}</li>`)}
    </ol>`;
  }

  #renderRegisters(ctx: RegisterDuelContext) {
    if (ctx.registers.length === 0) return nothing;
    return html`<div class="table-wrap"><table part="registers">
      <caption class="visually-hidden">Registers of round ${ctx.round}</caption>
      <thead><tr><th scope="col">Fighter</th>${ctx.registers.map((r) => html`<th scope="col" part="register">Register ${r.number}</th>`)}</tr></thead>
      <tbody>
        ${([0, 1] as Side[]).map((side) => html`<tr>
          <th scope="row">${ctx.fighters[side].name}</th>
          ${ctx.registers.map((r) => html`<td>${this.#renderSlot(ctx, r, side)}</td>`)}
        </tr>`)}
        <tr><th scope="row">Result</th>${ctx.registers.map((r) => html`<td part="register">${this.#renderOutcome(ctx, r)}</td>`)}</tr>
      </tbody>
    </table></div>`;
  }

  #renderSlot(ctx: RegisterDuelContext, r: Register, side: Side) {
    const decl = r.attack.side === side ? r.attack : r.defence;
    if (!decl) {
      const waiting = r.attack.side !== side && !r.answered;
      return html`<span class="note">${waiting ? 'to answer' : 'empty'}</span>`;
    }
    const name = ctx.fighters[side].name;
    const m = maneuver(decl.maneuver);
    const play = r.plays[side];
    const takeBack: RegisterDuelEvent = { type: 'card.withdrawn', side, register: r.number };
    const canTakeBack = this.#sees(side) && this.table.can(takeBack);
    return html`<div class="slot" part="slot">
      <span class="maneuver">${m.name}${decl.holdGround ? ' (no step)' : ''}${decl.location !== 'torso' ? ` at ${decl.location.replace('-', ' ')}` : ''}</span>
      ${play
        ? html`<span class="chain" aria-label="${name}'s card in register ${r.number}">${play.chain.map((c) => renderCard(c, karmaLabel(c)))}</span>
            <span class="note">${r.wild[side] !== null ? `wild, ruled ${signed(r.wild[side]!)}` : `card ${signed(cardValue(play) ?? 0)}`}</span>`
        : this.#sees(side)
          ? html`${renderCard(decl.card, `${karmaLabel(decl.card)}, face down`)}<span class="note">face down</span>`
          : renderCard(undefined, `${name}'s face-down card in register ${r.number}`)}
      ${canTakeBack
        ? html`<button part="button" @click=${() => this.send(takeBack)}>Take back<span class="visually-hidden"> ${name}'s card from register ${r.number}</span></button>`
        : nothing}
    </div>`;
  }

  #renderOutcome(ctx: RegisterDuelContext, r: Register) {
    const o = r.outcome;
    if (!o) return html`<span class="note">${r.revealed ? 'deciding hits' : 'face down'}</span>`;
    const a = ctx.fighters[r.attack.side].name;
    const d = ctx.fighters[r.attack.side === 0 ? 1 : 0].name;
    return html`<div class="arithmetic" part="arithmetic">
      ${o.defenceArithmetic ? html`<p>${d}: ${o.defenceArithmetic}</p>` : nothing}
      <p>${a}: ${o.arithmetic}</p>
      ${o.rangeAfter !== o.rangeBefore ? html`<p>Range ${o.rangeBefore} → ${o.rangeAfter}</p>` : nothing}
    </div>`;
  }

  #renderControls(ctx: RegisterDuelContext) {
    const s = this.table.snapshot;
    const t = this.table;
    const names = ctx.fighters.map((f) => f.name);
    const btn = (label: string, event: RegisterDuelEvent, primary = false) =>
      html`<button part="button" class=${primary ? 'primary' : ''} ?disabled=${!t.can(event)} @click=${() => this.send(event)}>${label}</button>`;
    if (s.matches('drawingForInitiative')) {
      return html`<div class="controls" part="controls">${btn('Draw for the initiative', { type: 'initiative.drawn' }, true)}</div>`;
    }
    if (s.matches({ round: 'holdingInitiative' })) {
      if (this.#mode === 'opponent' && ctx.attacker === 1) return this.#renderOpponentTurn(names[1]!);
      return html`<div class="controls" part="controls">
        ${btn('Draw the hands', { type: 'hands.drawn' }, true)}
        ${btn(`${names[ctx.attacker!]} yields the initiative`, { type: 'initiative.yielded' })}
      </div>`;
    }
    if (s.matches({ round: 'declaring' })) return this.#renderDeclaring(ctx);
    if (s.matches({ round: { resolving: 'turningOver' } })) {
      return html`<div class="controls" part="controls">${btn(`Turn over register ${ctx.registers[ctx.cursor]!.number}`, { type: 'register.revealed' }, true)}</div>`;
    }
    if (s.matches({ round: { resolving: 'deciding' } })) return this.#renderDeciding(ctx);
    if (s.matches({ round: 'turnOver' })) {
      return html`<div class="controls" part="controls">${btn('Next round', { type: 'round.begun' }, true)}</div>`;
    }
    const account = summary(ctx);
    return html`<div class="controls" part="controls"><p><strong>Combat is over.</strong> ${account ? renderWhy(account) : nothing}</p></div>`;
  }

  /**
   * The opponent moves by itself after each of your moves; after stepping back through the
   * history it waits (moving at once would overwrite the steps ahead), so you can let it play.
   */
  #renderOpponentTurn(name: string) {
    return html`<div class="controls" part="controls">
      <span class="note">${name}'s move.</span>
      <button part="button" class="primary" @click=${() => this.#opponentMoves()}>Let ${name} play</button>
    </div>`;
  }

  /** Hot-seat: before a hand is shown, the fighter whose move it is takes the seat. */
  #renderSeat(side: Side, ctx: RegisterDuelContext) {
    return html`<button part="button" class="primary" @click=${() => (this._seat = side)}>Show ${ctx.fighters[side].name}'s hand</button>
      <span class="note">Pass the screen to ${ctx.fighters[side].name}.</span>`;
  }

  /** The maneuvers the rules refuse now, each with the rules' own reason. */
  #renderWhyNot(ctx: RegisterDuelContext, side: Side, open: boolean) {
    const refused = unavailableManeuvers(viewOf(ctx), side);
    if (refused.length === 0) return nothing;
    return html`<details class="why-not" ?open=${open}>
      <summary>${open ? `Why ${ctx.fighters[side].name} cannot declare anything now` : 'Why not another maneuver?'}</summary>
      <ul>${refused.map((r) => html`<li><strong>${maneuver(r.maneuver).name}</strong>: ${r.problem}.</li>`)}</ul>
    </details>`;
  }

  #renderDeclaring(ctx: RegisterDuelContext) {
    const side = ctx.toDeclare;
    const name = ctx.fighters[side].name;
    if (this.#mode === 'opponent' && side === 1) return this.#renderOpponentTurn(name);
    if (!this.#sees(side)) return html`<div class="controls" part="controls">${this.#renderSeat(side, ctx)}</div>`;
    const { index, slot } = openRegister(ctx);
    const options = legalOptions(viewOf(ctx), side);
    const value = options.some((o) => `${o.maneuver}|${o.hand}` === this._choice) ? this._choice : options[0] ? `${options[0].maneuver}|${options[0].hand}` : '';
    const [id, hand] = value.split('|') as [ManeuverId | undefined, Hand | undefined];
    const m = id ? maneuver(id) : undefined;
    const t = this.table;
    const pass: RegisterDuelEvent = { type: 'maneuver.passed', side };
    const done: RegisterDuelEvent = { type: 'declaration.finished', side };
    const yieldIt: RegisterDuelEvent = { type: 'initiative.yielded' };
    const handName = (h: Hand) => (h === 'off' ? ctx.fighters[side].offHand?.weapon.name : h === 'main' ? ctx.fighters[side].weapon.name : 'no weapon');
    const noYield = side === ctx.attacker ? yieldProblem(ctx) : undefined;
    return html`<div part="controls">
      <p><strong>${name}</strong> ${slot === 'attack' ? `opens register ${index + 1}` : `answers register ${index + 1} (${maneuver(ctx.registers[index]!.attack.maneuver).name.toLowerCase()})`}.</p>
      ${options.length > 0
        ? html`<div class="declare">
            <label>Maneuver
              <select @change=${(e: Event) => (this._choice = (e.target as HTMLSelectElement).value)}>
                ${options.map((o) => html`<option value="${o.maneuver}|${o.hand}" ?selected=${`${o.maneuver}|${o.hand}` === value}>${maneuver(o.maneuver).name} (${signed(maneuver(o.maneuver).difficulty)}, ${handName(o.hand)})</option>`)}
              </select>
            </label>
            ${m?.mayHoldGround
              ? html`<label class="inline"><input type="checkbox" .checked=${this._hold} @change=${(e: Event) => (this._hold = (e.target as HTMLInputElement).checked)} />Do not step (${signed(HOLD_GROUND_MODIFIER)})</label>`
              : nothing}
            ${id && mayCallShot(id)
              ? html`<label>Target
                  <select @change=${(e: Event) => (this._location = (e.target as HTMLSelectElement).value as HitLocation)}>
                    ${MELEE_LOCATIONS.map((l) => html`<option value=${l.id} ?selected=${l.id === this._location}>${l.name}${l.modifier ? ` (${signed(l.modifier)})` : ''}</option>`)}
                  </select>
                </label>`
              : nothing}
          </div>
          ${m ? html`<p class="note">${m.name}: ${m.effect} ${m.limits}</p>` : nothing}
          <div class="hand" part="hand" role="group" aria-label="${name}'s hand">
            ${ctx.hands[side].map((card) => html`<button class="card-button" part="button"
              aria-label="${formatCard(card)}: Lay ${karmaLabel(card)} face down in register ${index + 1} as ${m?.name.toLowerCase() ?? ''}"
              @click=${() => this.send({ type: 'maneuver.declared', side, card, maneuver: id!, hand: hand!, holdGround: this._hold && !!m?.mayHoldGround, location: id && mayCallShot(id) ? this._location : 'torso' })}
            >${renderCard(card, '')}</button>`)}
          </div>
          ${this.#renderWhyNot(ctx, side, false)}`
        : html`${this.#renderWhyNot(ctx, side, true)}
          <div class="hand" part="hand" role="group" aria-label="${name}'s hand">${ctx.hands[side].map((c) => renderCard(c, karmaLabel(c)))}</div>`}
      <div class="controls">
        ${t.can(pass) ? html`<button part="button" @click=${() => this.send(pass)}>Leave register ${index + 1} empty</button>` : nothing}
        ${t.can(done) ? html`<button part="button" @click=${() => this.send(done)}>Stop declaring</button>` : nothing}
        ${t.can(yieldIt) ? html`<button part="button" @click=${() => this.send(yieldIt)}>Yield the initiative</button>` : nothing}
        ${side === ctx.attacker && noYield ? html`<span class="note">No yielding now: ${noYield}.</span>` : nothing}
      </div>
    </div>`;
  }

  #renderDeciding(ctx: RegisterDuelContext) {
    const p = pendingDecision(ctx);
    if (!p) return nothing;
    const name = ctx.fighters[p.side].name;
    if (p.kind === 'joker') {
      const ruled: RegisterDuelEvent = { type: 'joker.ruled', side: p.side, value: this._joker };
      const problem = jokerProblem(ctx, p.side, this._joker);
      return html`<div class="controls" part="controls">
        <label>GM: ${name}'s joker is worth
          <input type="number" min=${JOKER_VALUES.min} max=${JOKER_VALUES.max} step="1" aria-describedby="joker-problem" .value=${String(this._joker)} @input=${(e: Event) => (this._joker = (e.target as HTMLInputElement).valueAsNumber)} />
        </label>
        <button part="button" class="primary" ?disabled=${!this.table.can(ruled)} @click=${() => this.send(ruled)}>Rule the joker</button>
        <span class="note" id="joker-problem">${problem ? `Not yet: ${problem}.` : ''}</span>
      </div>`;
    }
    if (this.#mode === 'opponent' && p.side === 1) return this.#renderOpponentTurn(name);
    // The hit decision is about a face-up card: no secret, so no seat needed.
    return html`<div class="controls" part="controls">
      <span>${name}'s card ends in a hit card.</span>
      <button part="button" class="primary" @click=${() => this.send({ type: 'hit.taken', side: p.side })}>${name} hits</button>
      <button part="button" @click=${() => this.send({ type: 'hit.declined', side: p.side })}>${name} stands</button>
    </div>`;
  }
}

customElements.define('rb-register-duel', RbRegisterDuel);

declare global {
  interface HTMLElementTagNameMap {
    'rb-register-duel': RbRegisterDuel;
  }
}
