/**
 * <rb-aiming>: Karmic's aiming and ranged attack, one shot at a time.
 *
 * Renders snapshots of `aimingMachine` and sends it events. Which card is best, which falls
 * off next, the odds of improving and of hitting, the range band, the target's dodge or
 * block, every total and every reason a step is refused come from machines/karmic
 * (`describeAiming`); this element decides nothing about the rules.
 *
 * @fires rb-step - After every step, back, forward, rewind or reset. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes or a saved table could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart weapon - The weapon line and the weapon and shooter settings.
 * @csspart target - The target controls, its dodge or block among them.
 * @csspart defence - What the target does against missiles, and its dodge or block check.
 * @csspart row - The aiming row.
 * @csspart slot - One place in the aiming row, with its marks.
 * @csspart odds - The exact chances that aiming again improves the best card, and that a shot fired now hits.
 * @csspart draw - An unaimed shot's draw, one button per card, while the shooter chooses.
 * @csspart controls - Aim, fire, hit, stand, next shot, pass the turn, replay the example.
 * @csspart problem - Why a step cannot be taken now.
 * @csspart ruling - The GM's question when a joker turns up: its value, −10 to +10, and a button.
 * @csspart arithmetic - The attack and damage sums.
 * @csspart outcome - What the shot did.
 * @csspart narration - What the last step did and why, each reason linked to its rule.
 * @csspart rule-link - A link from a reason to the rule it applied.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card.
 * @csspart button - Every button.
 * @csspart history - The back / forward / reset bar.
 * @csspart error - The box listing settings that could not be used.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, the best card's mark).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and raised areas.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour, and the mark of the card about to fall off.
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
import { cardName } from '../../machines/core/cards.js';
import { seedFromClock } from '../../machines/core/random.js';
import { aimingMachine, aimingRecord, targetChangeProblem, type AimingEvent } from '../../machines/karmic/aiming.machine.js';
import { ENRIS_EXAMPLE, aimingInputProblem, parseAimingSetup } from '../../machines/karmic/aiming.setup.js';
import { describeAiming, type AimingView, type JokerRuling, type RowCard } from '../../machines/karmic/aiming.view.js';
import type { DefenceKind, Target } from '../../machines/karmic/ranged-shot.js';
import {
  CREATURE_SIZE_LABELS, HIT_LOCATION_LABELS, MOVEMENT, SITUATIONS, canCallShot,
  type CreatureSize, type HitLocation, type Situation,
} from '../../machines/karmic/ranged-tables.js';
import { WEAPON_PRESETS, WEAPON_PRESET_IDS } from '../../machines/karmic/ranged-weapons.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderCard, renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';

const CONFIG = [
  'seed', 'deck', 'targetDeck', 'weapon', 'aim', 'range', 'force', 'maneuvers', 'edge', 'maxDamage', 'hands', 'skill', 'finesse',
  'armourFinesse', 'situation', 'distance', 'location', 'size', 'dodge', 'block', 'awareness', 'melee', 'storageKey', 'noSave',
] as const;
const DEFENCE_LABELS: Readonly<Record<DefenceKind, string>> = { none: 'Neither', dodge: 'Dodges', block: 'Blocks with a shield' };
const WEAPON_STATS = ['aim', 'range', 'force', 'maneuvers', 'edge', 'maxDamage', 'hands'] as const;
const LOCATIONS = Object.keys(HIT_LOCATION_LABELS) as HitLocation[];
const SIZES = Object.keys(CREATURE_SIZE_LABELS) as CreatureSize[];
const OTHER_SITUATIONS = SITUATIONS.filter((s) => !MOVEMENT.includes(s.id));

export class RbAiming extends TableElement<typeof aimingMachine> {
  static override styles = [
    baseStyles,
    css`
      .weapon-line { font-weight: 600; }
      details { margin-block: 0.35rem; }
      summary { cursor: pointer; }
      .settings, .target {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 0.9rem;
        align-items: end;
        margin: 0.4rem 0;
        padding: 0.5rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
      }
      .settings label, .target label.field { display: grid; gap: 0.15rem; font-size: 0.9em; }
      .settings input, .target input[type='number'] { width: 5.5rem; }
      .target, .target label.field, .target select { min-width: 0; max-width: 100%; }
      .target legend { font-weight: 600; padding-inline: 0.25rem; }
      .target fieldset { border: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.2rem 0.7rem; }
      .target fieldset legend { font-weight: 400; font-size: 0.9em; padding: 0; }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1.25rem;
        font-variant-numeric: tabular-nums;
        margin-block: 0.5rem;
      }
      .row {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        margin: 0.5rem 0;
        padding: 0.5rem;
        border: 2px dashed var(--_border);
        border-radius: var(--_radius);
      }
      .slot { display: grid; justify-items: center; gap: 0.2rem; min-width: 4.5rem; }
      .slot.empty .hole {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: 2.6rem;
        height: 3.4rem;
        border: 1px dashed var(--_border);
        border-radius: 0.3rem;
        color: var(--_muted);
        font-size: 0.8em;
      }
      .slot.best .card { outline: 3px solid var(--_accent); outline-offset: 1px; }
      .slot.falls .card { opacity: 0.7; border-style: dashed; }
      .slot button.card-button { padding: 0; border: none; background: none; min-height: 0; }
      .marks { font-size: 0.8em; text-align: center; }
      .mark-best { color: var(--_accent); font-weight: 700; }
      .mark-falls { color: var(--_danger); }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.6rem; }
      .ruling {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 0.7rem;
        align-items: end;
        padding: 0.5rem;
        border: 2px solid var(--_accent);
        border-radius: var(--_radius);
      }
      .ruling p { flex-basis: 100%; margin: 0; font-weight: 600; }
      .ruling label { display: grid; gap: 0.15rem; font-size: 0.9em; }
      .note { color: var(--_muted); font-size: 0.9em; }
      .arithmetic { font-variant-numeric: tabular-nums; }
      .arithmetic dt { font-weight: 600; }
      .arithmetic dd { margin: 0 0 0.3rem; }
      .outcome { font-weight: 700; }
      .chain { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
      .narration {
        margin-block: 0.5rem;
        padding: 0.4rem 0.6rem;
        border-inline-start: 3px solid var(--_accent);
        background: var(--_raised);
      }
    `,
  ];

  static override properties = {
    seed: { type: String },
    deck: { type: String },
    targetDeck: { type: String, attribute: 'target-deck' },
    weapon: { type: String },
    aim: { type: String },
    range: { type: String },
    force: { type: String },
    maneuvers: { type: String },
    edge: { type: String },
    maxDamage: { type: String, attribute: 'max-damage' },
    hands: { type: String },
    skill: { type: String },
    finesse: { type: String },
    armourFinesse: { type: String, attribute: 'armour-finesse' },
    situation: { type: String },
    distance: { type: String },
    location: { type: String },
    size: { type: String },
    dodge: { type: String },
    block: { type: String },
    awareness: { type: String },
    melee: { type: Boolean },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: { type: Boolean, attribute: 'no-save' },
    _targetProblem: { state: true },
  };

  /** Seed for the shuffle; a whole number. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Cards stacked on top of the karma deck, top first, e.g. `2s 4h 7h 5s`. */
  declare deck: string | null;
  /** Cards stacked on top of the GM's world deck, which the target's dodge or block draws from, e.g. `9s 2h`. */
  declare targetDeck: string | null;
  /** Weapon preset: spear, short-bow, throwing-knife, rock, crossbow or custom. */
  declare weapon: string | null;
  /** Weapon stat overrides (whole numbers; maneuvers also `1/2`). */
  declare aim: string | null;
  declare range: string | null;
  declare force: string | null;
  declare maneuvers: string | null;
  declare edge: string | null;
  declare maxDamage: string | null;
  declare hands: string | null;
  /** The shooter: weapon skill, finesse, armour's finesse modifier. */
  declare skill: string | null;
  declare finesse: string | null;
  declare armourFinesse: string | null;
  /** The target at the start: situations (space-separated), yards, called shot, size. */
  declare situation: string | null;
  declare distance: string | null;
  declare location: string | null;
  declare size: string | null;
  /** The target dodges this turn, with this dodge skill (0 to 10): its check is drawn when a shot's card is down. */
  declare dodge: string | null;
  /** The target blocks with a shield this turn, with this shield skill (0 to 10). */
  declare block: string | null;
  /** The target's awareness, which modifies its dodge (−10 to +10). */
  declare awareness: string | null;
  /** The target is in a melee. */
  declare melee: boolean;
  /** Key for the saved table and share links; defaults to one per page. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;
  /** Why the last change to the target was refused ('' when it was taken). */
  declare _targetProblem: string;

  protected readonly table: TableHost<typeof aimingMachine> = new TableHost(this, {
    machine: aimingMachine,
    recordFormat: aimingRecord,
    resets: CONFIG,
    setup: () =>
      parseAimingSetup(
        {
          seed: this.seed, deck: this.deck, 'target-deck': this.targetDeck, weapon: this.weapon, aim: this.aim, range: this.range, force: this.force,
          maneuvers: this.maneuvers, edge: this.edge, 'max-damage': this.maxDamage, hands: this.hands, skill: this.skill,
          finesse: this.finesse, 'armour-finesse': this.armourFinesse, situation: this.situation, distance: this.distance,
          location: this.location, size: this.size, dodge: this.dodge, block: this.block, awareness: this.awareness, melee: this.melee ? '' : null,
        },
        seedFromClock(),
      ),
    inputProblem: aimingInputProblem,
    storageKey: () => (this.noSave ? undefined : this.storageKey || `aiming@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, _event, cause) => {
      this.table.announce(whyText(snapshot.context.narration));
      this._targetProblem = '';
      this.#stepCause = cause;
    },
  });
  /** Why the step shown last changed: only a button press moves focus. */
  #stepCause: StepCause = 'reset';
  /** Whether the GM's question was showing when last rendered, to move focus to it when a joker turns up. */
  #shownRuling = false;

  constructor() {
    super();
    for (const k of CONFIG) (this as unknown as Record<string, unknown>)[k] = null;
    this.melee = false;
    this.noSave = false;
    this._targetProblem = '';
  }

  /** Load the book's example (Enris and his spear) and go to its start, ready to step forward. */
  replayExample(): void {
    this.table.start(ENRIS_EXAMPLE.input);
    for (const event of ENRIS_EXAMPLE.events) this.table.send(event);
    this.table.rewind();
    this.table.announce(`The book's example is loaded: Enris aims a spear with aim 3. Press Forward to step through its ${ENRIS_EXAMPLE.events.length} steps.`);
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
  }

  protected override updated(): void {
    const ruling = this.table.snapshot.matches({ shooting: 'ruling' });
    if (ruling && !this.#shownRuling && this.#stepCause === 'action') {
      // The button that fired has gone: put the keyboard on the question that replaced it.
      this.renderRoot.querySelector<HTMLSelectElement>('select[name="joker-value"]')?.focus();
    }
    this.#shownRuling = ruling;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const view = describeAiming(snapshot);
    return html`<div part="base" role="group" aria-label="Aiming a ranged attack">
      ${renderErrors(this.table.errors)}
      ${this.#renderWeapon(view)}
      ${this.#renderTarget(ctx.target, view)}
      <p class="status">
        <span>Turn <strong>${view.turn}</strong></span>
        <span>Rounds aimed <strong>${view.roundsAimed}</strong></span>
        <span>Deck <strong>${view.drawPile}</strong> cards, discards <strong>${view.discardPile}</strong></span>
        <span>${view.bandText}</span>
      </p>
      ${this.#renderRow(view)}
      <p class="odds" part="odds">
        <strong>Chance one more round of aiming shows a better card:</strong>
        ${this.table.snapshot.matches('aiming') ? view.oddsText : 'the shot is away.'}
        ${view.fireOddsText ? html`<br /><strong>Fired now with the best card (no hits):</strong> ${view.fireOddsText}.` : nothing}
      </p>
      ${view.defenceText ? html`<p class="note" part="defence">${view.defenceText}</p>` : nothing}
      ${this.#renderDraw(view)}
      ${this.#renderControls(view)}
      ${this.#renderArithmetic(view)}
      <p class="narration" part="narration"><span class="visually-hidden">What happened: </span>${renderWhy(ctx.narration)}</p>
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #renderWeapon(view: AimingView) {
    const w = this.table.snapshot.context.weapon;
    const s = this.table.snapshot.context.shooter;
    const rate = w.rate.turns === 1 ? String(w.rate.shots) : `${w.rate.shots}/${w.rate.turns}`;
    const stat = (name: (typeof WEAPON_STATS)[number] | 'skill' | 'finesse' | 'armourFinesse', label: string, value: string | number) =>
      html`<label>${label}<input name=${name} .value=${String(value)} inputmode="numeric" autocomplete="off"
        @change=${(e: Event) => this.#setConfig(name, (e.target as HTMLInputElement).value)} /></label>`;
    return html`<div part="weapon">
      <p class="weapon-line">${view.weaponLine}</p>
      <details>
        <summary>Weapon and shooter</summary>
        <div class="settings">
          <label>Weapon
            <select name="weapon" @change=${(e: Event) => this.#choosePreset((e.target as HTMLSelectElement).value)}>
              ${WEAPON_PRESET_IDS.map((id) => html`<option value=${id} ?selected=${(this.weapon ?? 'spear') === id}>${WEAPON_PRESETS[id].name}</option>`)}
            </select>
          </label>
          ${stat('aim', 'Aim', w.aim)} ${stat('range', 'Range (yards)', w.range)} ${stat('force', 'Force', w.force)}
          ${stat('maneuvers', 'Max. maneuvers', rate)} ${stat('edge', 'Edge', w.edge)} ${stat('maxDamage', 'Max. damage', w.maxDamage)}
          ${stat('hands', 'Hands', w.hands)} ${stat('skill', 'Skill', s.skill)} ${stat('finesse', 'Finesse', s.finesse)}
          ${stat('armourFinesse', 'Armour finesse', s.armourFinesse)}
          <span class="note">Changing these starts a new table.</span>
        </div>
      </details>
    </div>`;
  }

  #renderTarget(target: Target, view: AimingView) {
    const off = !this.table.snapshot.matches('aiming');
    const movement = target.situations.find((s) => MOVEMENT.includes(s)) ?? 'none';
    const others = target.situations.filter((s) => !MOVEMENT.includes(s));
    const setMovement = (m: string) =>
      this.#changeTarget({ situations: [...(m === 'none' ? [] : [m as Situation]), ...others] });
    const toggle = (id: Situation, on: boolean) =>
      this.#changeTarget({ situations: [...(movement === 'none' ? [] : [movement]), ...others.filter((s) => s !== id), ...(on ? [id] : [])] });
    const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
    return html`<fieldset class="target" part="target" ?disabled=${off}>
      <legend>The target</legend>
      <fieldset>
        <legend>Moving</legend>
        ${(['none', ...MOVEMENT] as const).map(
          (m) => html`<label><input type="radio" name="movement" value=${m} .checked=${movement === m} @change=${() => setMovement(m)} />
            ${m === 'none' ? 'Not stated' : SITUATIONS.find((s) => s.id === m)!.label}</label>`,
        )}
      </fieldset>
      <fieldset>
        <legend>Also</legend>
        ${OTHER_SITUATIONS.map(
          (s) => html`<label><input type="checkbox" name=${s.id} .checked=${others.includes(s.id)}
            @change=${(e: Event) => toggle(s.id, (e.target as HTMLInputElement).checked)} /> ${s.label}</label>`,
        )}
      </fieldset>
      <label class="field">Distance (yards)
        <input type="number" name="distance" min="0" step="1" .value=${String(target.distance)}
          @change=${(e: Event) => this.#changeTarget({ distance: Number((e.target as HTMLInputElement).value) })} />
      </label>
      <label class="field">Called shot
        <select name="location" @change=${(e: Event) => this.#changeTarget({ location: (e.target as HTMLSelectElement).value as HitLocation })}>
          ${LOCATIONS.map((l) => html`<option value=${l} ?selected=${target.location === l} ?disabled=${!canCallShot(l, target.size)}>${HIT_LOCATION_LABELS[l]}${canCallShot(l, target.size) ? '' : ' (not allowed)'}</option>`)}
        </select>
      </label>
      <label class="field">Size
        <select name="size" @change=${(e: Event) => this.#changeTarget({ size: (e.target as HTMLSelectElement).value as CreatureSize })}>
          ${SIZES.map((z) => html`<option value=${z} ?selected=${target.size === z}>${CREATURE_SIZE_LABELS[z]}</option>`)}
        </select>
      </label>
      <label class="field">Against missiles
        <select name="defence" @change=${(e: Event) => this.#changeTarget({ defence: { ...target.defence, kind: (e.target as HTMLSelectElement).value as DefenceKind } })}>
          ${(['none', 'dodge', 'block'] as const).map((k) => html`<option value=${k} ?selected=${target.defence.kind === k}>${DEFENCE_LABELS[k]}</option>`)}
        </select>
      </label>
      <label class="field">Dodge or shield skill
        <input type="number" name="defence-skill" step="1" .value=${String(target.defence.skill)}
          @change=${(e: Event) => this.#changeTarget({ defence: { ...target.defence, skill: numberOrNull((e.target as HTMLInputElement).value) ?? 0 } })} />
      </label>
      <label class="field">Awareness (dodge)
        <input type="number" name="awareness" step="1" .value=${String(target.defence.awareness)}
          @change=${(e: Event) => this.#changeTarget({ defence: { ...target.defence, awareness: numberOrNull((e.target as HTMLInputElement).value) ?? 0 } })} />
      </label>
      <label><input type="checkbox" name="melee" .checked=${target.inMelee}
        @change=${(e: Event) => this.#changeTarget({ inMelee: (e.target as HTMLInputElement).checked })} /> In a melee</label>
      ${this._targetProblem ? html`<p class="note" part="problem" role="alert">That change to the target was not made: ${this._targetProblem}.</p>` : nothing}
    </fieldset>`;
  }

  #renderRow(view: AimingView) {
    const slots: (RowCard | undefined)[] = [...view.row];
    while (slots.length < view.aim) slots.push(undefined);
    return html`<p class="subhead" id="row-heading"><strong>Aiming row (aim ${view.aim}, oldest first)</strong></p>
      <ol class="row" part="row" aria-labelledby="row-heading">
        ${slots.map((slot, i) => (slot ? this.#renderSlot(slot, view) : html`<li class="slot empty" part="slot"><span class="hole">empty</span><span class="visually-hidden">Place ${i + 1} empty</span></li>`))}
      </ol>`;
  }

  #renderSlot(slot: RowCard, view: AimingView) {
    const marks = [slot.best ? 'best card' : '', slot.fallsOffNext ? 'falls off if you aim again' : '', slot.firedWith ? 'fired with' : ''].filter(Boolean);
    const name = `${slot.label}, ${cardName(slot.card)}${marks.length ? `, ${marks.join(', ')}` : ''}`;
    const canChoose = this.table.snapshot.matches('aiming') && this.table.can({ type: 'shot.fired', cardIndex: slot.index });
    return html`<li class="slot ${slot.best ? 'best' : ''} ${slot.fallsOffNext ? 'falls' : ''}" part="slot">
      ${canChoose
        ? html`<button class="card-button" part="button" aria-label="Fire with this card: ${name}" @click=${() => this.send({ type: 'shot.fired', cardIndex: slot.index })}>${renderCard(slot.card, '')}</button>`
        : renderCard(slot.card, name)}
      <span class="marks" aria-hidden="true">
        <span>${slot.label}</span>
        ${slot.best ? html`<br /><span class="mark-best">best</span>` : nothing}
        ${slot.fallsOffNext ? html`<br /><span class="mark-falls">falls off next</span>` : nothing}
        ${slot.firedWith ? html`<br /><span>fired</span>` : nothing}
      </span>
    </li>`;
  }

  #renderControls(view: AimingView) {
    const can = (e: AimingEvent) => this.table.can(e);
    return html`<div class="controls" part="controls">
      ${this.table.snapshot.matches('aiming')
        ? html`<button part="button" ?disabled=${!can({ type: 'aim.dealt' })} @click=${() => this.send({ type: 'aim.dealt' })}>Aim (deal a card)</button>
            <button part="button" class="primary" ?disabled=${!can({ type: 'shot.fired' })} @click=${() => this.send({ type: 'shot.fired' })}>
              ${view.row.length > 0 ? 'Fire with the best card' : 'Fire without aiming'}
            </button>
            <button part="button" ?disabled=${!can({ type: 'turn.waited' })} @click=${() => this.send({ type: 'turn.waited' })}>Let the turn pass</button>`
        : nothing}
      ${this.table.snapshot.matches({ shooting: 'hitting' })
        ? html`<button part="button" class="primary" ?disabled=${!can({ type: 'hit.taken' })} @click=${() => this.send({ type: 'hit.taken' })}>Hit (draw onto the card)</button>
            <button part="button" ?disabled=${!can({ type: 'hit.declined' })} @click=${() => this.send({ type: 'hit.declined' })}>Stand</button>
            ${view.hitBlocker ? html`<span class="note" part="problem">No hit: ${view.hitBlocker}.</span>` : nothing}`
        : nothing}
      ${view.jokerRuling ? this.#renderRuling(view.jokerRuling) : nothing}
      ${this.table.snapshot.matches('resolved')
        ? html`<button part="button" class="primary" ?disabled=${!can({ type: 'shot.begun' })} @click=${() => this.send({ type: 'shot.begun' })}>Next shot</button>`
        : nothing}
      <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      ${this.table.snapshot.matches('aiming') && view.fireBlocker ? html`<span class="note" part="problem">Cannot fire: ${view.fireBlocker}.</span>` : nothing}
      ${this.table.snapshot.matches('aiming') && !view.canAim && view.aimBlocker ? html`<span class="note" part="problem">Cannot aim: ${view.aimBlocker}.</span>` : nothing}
    </div>`;
  }

  /** An unaimed shot's draw: the shooter picks the card, as in any basic check. */
  #renderDraw(view: AimingView) {
    if (!this.table.snapshot.matches({ shooting: 'choosing' })) return nothing;
    return html`<div class="chain" part="draw" role="group" aria-labelledby="draw-heading">
      <p class="subhead" id="draw-heading"><strong>Fired without aiming: choose the card to use</strong></p>
      ${view.choices.map(
        (c) => html`<span class="slot ${c.best ? 'best' : ''}">
          <button class="card-button" part="button" aria-label="Use ${c.label}, ${cardName(c.card)}${c.best ? ', best card' : ''}" @click=${() => this.send({ type: 'card.chosen', card: c.card })}>${renderCard(c.card, '')}</button>
          <span class="marks" aria-hidden="true"><span>${c.label}</span>${c.best ? html`<br /><span class="mark-best">best</span>` : nothing}</span>
        </span>`,
      )}
    </div>`;
  }

  #renderRuling(ruling: JokerRuling) {
    return html`<div class="ruling" part="ruling" role="group" aria-labelledby="joker-question">
      <p id="joker-question">${ruling.question}</p>
      <label>${ruling.label}
        <select name="joker-value">
          ${ruling.options.map((o) => html`<option value=${String(o.value)} ?selected=${o.value === ruling.initial}>${o.label}</option>`)}
        </select>
      </label>
      <button part="button" class="primary" @click=${() => this.#ruleJoker()}>Rule the joker</button>
    </div>`;
  }

  #renderArithmetic(view: AimingView) {
    if (view.shot) {
      const s = view.shot;
      return html`<div part="arithmetic" class="arithmetic">
        <p class="subhead"><strong>The shot</strong></p>
        <p class="chain">
          ${s.source === 'snap' ? html`Fired without aiming; drew ${s.drawn.join(', ')}. ` : nothing}
          ${s.chain.length > 0 ? html`Card: ${s.chain.map((c) => renderCard(c))} <span>${s.chainLabel}</span>` : nothing}
        </p>
        <dl>
          ${s.sum ? html`<dt>Attack total</dt><dd>${s.sum}</dd>` : nothing}
          ${s.damage ? html`<dt>Damage total</dt><dd>${s.damage}</dd>` : nothing}
        </dl>
        <p class="outcome" part="outcome">${s.outcome}</p>
      </div>`;
    }
    if (view.preview) {
      return html`<div part="arithmetic" class="arithmetic">
        <p class="subhead"><strong>Firing now, with the best card</strong></p>
        <dl>
          <dt>Attack total</dt><dd>${view.preview.sum}</dd>
          <dt>Damage if it hits</dt><dd>${view.preview.damage}</dd>
        </dl>
      </div>`;
    }
    return nothing;
  }

  // ---- handlers -----------------------------------------------------------------------

  #changeTarget(change: Partial<Target>): void {
    this._targetProblem = this.send({ type: 'target.changed', target: change }) ? '' : (targetChangeProblem(this.table.snapshot.context, change) ?? 'that change cannot be made now');
  }

  #ruleJoker(): void {
    const select = this.renderRoot.querySelector<HTMLSelectElement>('select[name="joker-value"]');
    if (select) this.send({ type: 'joker.ruled', value: Number(select.value) });
  }

  #choosePreset(id: string): void {
    for (const k of WEAPON_STATS) this[k] = null;
    this.weapon = id;
  }

  #setConfig(name: (typeof WEAPON_STATS)[number] | 'skill' | 'finesse' | 'armourFinesse', value: string): void {
    this[name] = value;
  }
}

customElements.define('rb-aiming', RbAiming);

declare global {
  interface HTMLElementTagNameMap {
    'rb-aiming': RbAiming;
  }
}
