/**
 * <rb-soul-passing>: a Liberi Gothica body, its lingering soul and the Liberi around it.
 *
 * Renders snapshots of `soulPassingMachine` and sends it events. Every rule (whose turn it
 * is, what an action may do, what the next passing roll needs, the odds) comes from
 * machines/liberi-gothica/: buttons are enabled by asking the machine, numbers are its
 * derived values (`soulView`), sentences are its reports.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart options - The balanced-gathering switch and the book's-example button.
 * @csspart dead - The dead character (or the living one, with its damage controls).
 * @csspart liberi - The table of Liberi around the body.
 * @csspart actions - The acting Liberi's actions, or the passing-roll button.
 * @csspart button - Every button.
 * @csspart rolls - The passing rolls so far and what the next needs.
 * @csspart chart - The survival chart (SVG).
 * @csspart log - Everything that has happened, step by step.
 * @csspart rule-link - A link from a step's reason to the rule it applies, on the rules page.
 * @csspart history - The back / forward / reset bar.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, chart bars).
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
 */
import { css, html, nothing, svg, type PropertyValues } from 'lit';
import { formatPercent, num } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import {
  DAMAGE_TRACKS, MAX_DAMAGE, soulPassingMachine, soulPassingRecord, type ConvertDirection, type DamageTrack, type SoulPassingEvent,
} from '../../machines/liberi-gothica/soul-passing.machine.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS, parseSoulSetup, soulPassingInputProblem } from '../../machines/liberi-gothica/soul-passing.setup.js';
import { ABSORPTION_DIE, conditionsAtZero, PASSING_DIE, PRAYER_ACTIONS, SOUL_GAUGE_MAX } from '../../machines/liberi-gothica/soul-passing.rules.js';
import { soulOf, soulView } from '../../machines/liberi-gothica/soul-passing.view.js';
import { baseStyles } from '../shared/styles.js';
import { flagProperty } from '../shared/properties.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';

const CONFIG = ['seed', 'rolls', 'absorbRolls', 'vitality', 'liberi', 'character', 'name', 'balanced', 'storageKey', 'noSave'] as const;
const SOUL_WORDS = { 'in-body': 'still in the body', lingering: 'lingering', gathered: 'gathered', 'passed-on': 'passed on' } as const;

/** A boolean attribute read as every widget reads it: present means on, except "false", "off", "no", "0". */
/** Short enough to sit above a bar. */
const barLabel = (p: number) => (p === 0 ? '0' : p < 0.01 ? '<1%' : `${Math.round(p * 100)}%`);

export class RbSoulPassing extends TableElement<typeof soulPassingMachine> {
  static override styles = [
    baseStyles,
    css`
      .options, .controls, .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
      .options { justify-content: space-between; margin-block-end: 0.5rem; }
      .panel {
        margin-block: 0.5rem;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      .note { color: var(--_muted); font-size: 0.9em; }
      /* Titles are bold paragraphs, not headings: the widget cannot know the page's heading level. */
      .title { font-weight: 700; margin-block: 0.5rem 0.25rem; }
      .scroll { overflow-x: auto; }
      table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
      th, td { padding: 0.2rem 0.4rem; text-align: start; border-block-end: 1px solid var(--_border); }
      tr.acting { background: color-mix(in srgb, var(--_accent) 12%, var(--_surface)); }
      tr.acting th::before { content: '▶ '; color: var(--_accent); }
      .rolls { margin: 0.25rem 0; }
      .rolls .passed { font-weight: 700; }
      .narration {
        margin-block: 0.5rem;
        padding: 0.4rem 0.6rem;
        border-inline-start: 3px solid var(--_accent);
        background: var(--_raised);
      }
      figure { margin: 0.5rem 0; }
      .chart { display: block; width: 100%; max-width: 28rem; height: auto; }
      .chart .bar { fill: var(--_accent); }
      .chart .axis { stroke: var(--_border); }
      .chart text { fill: var(--_text); font-size: 9px; font-family: inherit; }
      .chart text.value { fill: var(--_muted); }
      input[type='number'] { width: 4.5rem; }
      input[type='checkbox'] { min-height: 0; width: 1.1rem; height: 1.1rem; margin: 0 0.35rem 0 0; vertical-align: -0.15rem; }
      .log { color: var(--_muted); font-size: 0.9em; }
      .rule-link { color: var(--_accent); text-decoration: underline; text-underline-offset: 0.15em; }
      .log .rule-link { color: inherit; }
      details > summary { cursor: pointer; }
    `,
  ];

  static override properties = {
    seed: { type: String },
    rolls: { type: String },
    absorbRolls: { type: String, attribute: 'absorb-rolls' },
    vitality: { type: String },
    liberi: { type: String },
    character: { type: String },
    name: { type: String },
    balanced: flagProperty('balanced'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _amount: { state: true },
    _direction: { state: true },
    _damage: { state: true },
    _track: { state: true },
  };

  /** Seed for every roll not fixed; a whole number. Without one, each table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed d10 passing rolls, front first, e.g. `7 6 8`. */
  declare rolls: string | null;
  /** Fixed d6 rolls for Soul Absorption, front first. */
  declare absorbRolls: string | null;
  /** The dead character's remaining Vitality (0–99). */
  declare vitality: string | null;
  /** The Liberi in turn order: `Ada 5ft gauge 16, Bram 15ft, Cass 30ft vitality 2`. */
  declare liberi: string | null;
  /** A character still alive at the start: `life 2 vitality 6 toughness 3`. */
  declare character: string | null;
  /** What to call the dead. */
  declare name: string | null;
  /** Alternate rule: Balanced Soul Gathering. */
  declare balanced: boolean;
  /** Key for the saved table and share links; defaults to one per page. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;

  declare _amount: number;
  declare _direction: ConvertDirection;
  declare _damage: number;
  declare _track: DamageTrack;

  protected readonly table: TableHost<typeof soulPassingMachine> = new TableHost(this, {
    machine: soulPassingMachine,
    recordFormat: soulPassingRecord,
    resets: CONFIG,
    setup: () =>
      parseSoulSetup(
        {
          seed: this.seed,
          rolls: this.rolls,
          'absorb-rolls': this.absorbRolls,
          vitality: this.vitality,
          liberi: this.liberi,
          character: this.character,
          name: this.name,
          balanced: this.balanced ? '' : null,
        },
        seedFromClock(),
      ),
    inputProblem: (input) => soulPassingInputProblem(input),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `soul-passing@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = `Step ${this.table.timeline.step} of ${this.table.timeline.length}.`;
      const said = whyText(snapshot.context.narration);
      this.table.announce(moving || cause === 'restore' ? said : `${where} ${said}`);
    },
  });

  constructor() {
    super();
    this.seed = null;
    this.rolls = null;
    this.absorbRolls = null;
    this.vitality = null;
    this.liberi = null;
    this.character = null;
    this.name = null;
    this.balanced = false;
    this.storageKey = null;
    this.noSave = false;
    this._amount = 1;
    this._direction = 'to-gauge';
    this._damage = 1;
    this._track = 'life';
  }

  /**
   * Open the book's example (Cat, alone, rolls 7 against 10, 6 against 9, 8 against 8) at
   * its first step, with its rolls recorded ahead: Forward (or Roll) plays each in turn.
   */
  replayExample(): void {
    this.table.start(BOOK_EXAMPLE, 'restore', BOOK_EXAMPLE_EVENTS);
    const steps = this.table.timeline.length;
    this.table.announce(`The book's example, step 0 of ${steps}: ${whyText(this.table.snapshot.context.narration)} Step forward to see each roll.`);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const view = soulView(snapshot);
    // A group, not a landmark: a page may hold several of these widgets.
    return html`<div part="base" role="group" aria-label=${`Soul passing: ${ctx.name}`}>
      ${renderErrors(this.table.errors)}
      <div class="options" part="options">
        <label><input type="checkbox" .checked=${this.balanced} @change=${(e: Event) => (this.balanced = (e.target as HTMLInputElement).checked)} />
          Balanced Soul Gathering (starts the table again)</label>
        <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>
      ${this.#renderDead()}
      ${this.#renderLiberi()}
      ${this.#renderActions()}
      <p class="narration"><span class="visually-hidden">What happened: </span>${renderWhy(ctx.narration)}</p>
      ${this.#renderRolls()}
      ${view.survival.length > 0 ? this.#renderChart() : nothing}
      <details class="log" part="log">
        <summary>Everything so far (${ctx.log.length})</summary>
        <ol>${ctx.log.map((step) => html`<li>${whyText(step)}</li>`)}</ol>
      </details>
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #renderDead() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const view = soulView(snapshot);
    if (snapshot.matches('in the body') && ctx.body) {
      const b = ctx.body;
      const zero = conditionsAtZero(b);
      return html`<div class="panel" part="dead">
        <p><strong>${ctx.name}</strong> is ${view.condition}: Life ${num(b.life)}, Vitality ${num(b.vitality)},
          Toughness ${num(b.toughness)}, Athleticism ${num(b.athleticism)}, Charm ${num(b.charm)}, Knowledge ${num(b.knowledge)}, Spirit ${num(b.spirit)}.</p>
        ${zero.length ? html`<p class="note">${zero.join('; ')}.</p>` : nothing}
        <form @submit=${(e: SubmitEvent) => this.#dealDamage(e)}><div class="row" role="group" aria-label="Deal damage">
          <label>Damage <input type="number" min="1" max=${MAX_DAMAGE} .value=${String(this._damage)}
            @input=${(e: Event) => (this._damage = Number((e.target as HTMLInputElement).value))} /></label>
          <label>to <select @change=${(e: Event) => (this._track = (e.target as HTMLSelectElement).value as DamageTrack)}>
            ${DAMAGE_TRACKS.map((t) => html`<option value=${t} ?selected=${t === this._track}>${t}</option>`)}
          </select></label>
          <button part="button" type="submit" ?disabled=${!this.table.can({ type: 'damage.dealt', track: this._track, amount: this._damage })}>Deal damage</button>
        </div></form>
      </div>`;
    }
    return html`<div class="panel" part="dead">
      <p><strong>${ctx.name}</strong> is dead${ctx.cause ? html` (${ctx.cause} below its limit)` : nothing}.
        The soul holds <strong>${ctx.soulVitality}</strong> Vitality and is <strong>${SOUL_WORDS[soulOf(snapshot)]}</strong>.
        ${snapshot.matches('lingering') ? html`Round <strong>${ctx.round}</strong> after the death.` : nothing}
        ${ctx.balanced ? html`<span class="note">Balanced Soul Gathering is on.</span>` : nothing}</p>
    </div>`;
  }

  #renderLiberi() {
    const ctx = this.table.snapshot.context;
    const view = soulView(this.table.snapshot);
    if (ctx.liberi.length === 0) return html`<p class="note" part="liberi">No Liberi are near the body: the soul is alone and only rolls.</p>`;
    // Narrow screens scroll the table sideways rather than squeeze it; focusable so a keyboard can scroll it.
    return html`<div class="scroll" tabindex="0" role="group" aria-label="Liberi around the body"><table part="liberi">
      <caption class="visually-hidden">Liberi around the body, in turn order</caption>
      <thead><tr><th scope="col">Liberi</th><th scope="col">Feet away</th><th scope="col">Actions a turn</th><th scope="col">Vitality</th><th scope="col">Soul Gauge</th><th scope="col">Essence</th><th scope="col">Prayer</th></tr></thead>
      <tbody>
        ${ctx.liberi.map(
          (l, i) => html`<tr class=${view.actor === i ? 'acting' : ''} aria-current=${view.actor === i ? 'true' : 'false'}>
            <th scope="row">${l.name}${view.actor === i ? html`<span class="visually-hidden"> (acting)</span>` : nothing}</th>
            <td>${l.distance}${view.withinReach.includes(i) ? '' : html` <span class="note">(out of reach)</span>`}</td>
            <td>${view.actionsPerTurn[i]}</td>
            <td>${l.vitality}/${l.maxVitality}</td>
            <td>${l.gauge}/${SOUL_GAUGE_MAX}</td>
            <td>${l.essence}</td>
            <td>${ctx.prayers[i] ? `${ctx.prayers[i]} of ${PRAYER_ACTIONS}` : '—'}</td>
          </tr>`,
        )}
      </tbody>
    </table></div>`;
  }

  #renderActions() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const view = soulView(snapshot);
    if (snapshot.matches({ lingering: 'the passing roll' })) {
      return html`<div class="controls" part="actions">
        <p>End of round ${ctx.round}: the soul needs <strong>${view.nextNeed} or more</strong> on 1d${PASSING_DIE} to pass on.</p>
        <button part="button" class="primary" ?disabled=${!this.table.can({ type: 'soul.rolled' })} @click=${() => this.send({ type: 'soul.rolled' })}>
          Roll to pass on (needs ${view.nextNeed}+)</button>
      </div>`;
    }
    if (!snapshot.matches({ lingering: 'a turn' }) || view.actor === null) return nothing;
    const l = ctx.liberi[view.actor]!;
    const limit = this._direction === 'to-gauge' ? view.convertible.toGauge : view.convertible.toVitality;
    const convert: SoulPassingEvent = { type: 'vitality.converted', direction: this._direction, amount: this._amount };
    return html`<div class="panel" part="actions" role="group" aria-labelledby="turn-heading">
      <p class="title" id="turn-heading">${l.name}'s turn: ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left</p>
      <div class="controls">
        <button part="button" class="primary" ?disabled=${!this.table.can({ type: 'prayer.offered' })} @click=${() => this.send({ type: 'prayer.offered' })}>
          Pray (action ${view.prayerDone + 1} of ${PRAYER_ACTIONS})</button>
        <span class="note">finishes before the soul goes: ${formatPercent(view.prayerChance)}</span>
        <button part="button" ?disabled=${!this.table.can({ type: 'soul.absorbed' })} @click=${() => this.send({ type: 'soul.absorbed' })}>Absorb (1 action, 1d${ABSORPTION_DIE})</button>
        <button part="button" ?disabled=${!this.table.can({ type: 'action.taken', action: 'move' })} @click=${() => this.send({ type: 'action.taken', action: 'move' })}>Move toward the body</button>
        <button part="button" ?disabled=${!this.table.can({ type: 'action.taken', action: 'other' })} @click=${() => this.send({ type: 'action.taken', action: 'other' })}>Something else</button>
        <button part="button" ?disabled=${!this.table.can({ type: 'turn.ended' })} @click=${() => this.send({ type: 'turn.ended' })}>End turn</button>
      </div>
      ${view.gatherProblem && ctx.actionsLeft > 0 ? html`<p class="note">No prayer or absorption: ${view.gatherProblem}.</p>` : nothing}
      <form @submit=${(e: SubmitEvent) => this.#convert(e, convert)}><div class="row" role="group" aria-label="Vitality/Soul conversion">
        <label>Convert <input type="number" min="1" max=${Math.max(1, limit)} .value=${String(this._amount)}
          @input=${(e: Event) => (this._amount = Number((e.target as HTMLInputElement).value))} /></label>
        <label>Vitality <select @change=${(e: Event) => (this._direction = (e.target as HTMLSelectElement).value as ConvertDirection)}>
          <option value="to-gauge" ?selected=${this._direction === 'to-gauge'}>from body into gauge (up to ${view.convertible.toGauge})</option>
          <option value="to-vitality" ?selected=${this._direction === 'to-vitality'}>from gauge into body (up to ${view.convertible.toVitality})</option>
        </select></label>
        <button part="button" type="submit" ?disabled=${!this.table.can(convert)}>Convert (1 action)</button>
      </div></form>
    </div>`;
  }

  #renderRolls() {
    const ctx = this.table.snapshot.context;
    const view = soulView(this.table.snapshot);
    return html`<div part="rolls">
      <p class="title">Passing rolls</p>
      ${ctx.passingRolls.length === 0 && view.nextNeed !== null ? html`<p class="note">None yet: the first comes at the end of round 1.</p>` : nothing}
      ${ctx.passingRolls.length === 0 && view.nextNeed === null ? html`<p class="note">None made.</p>` : nothing}
      <ol class="rolls">
        ${ctx.passingRolls.map(
          (r) => html`<li class=${r.passed ? 'passed' : ''}>Round ${r.round}: needed ${r.need}+, rolled ${r.roll}: ${r.passed ? 'passes on' : 'lingers'}</li>`,
        )}
      </ol>
      ${view.nextNeed !== null ? html`<p>Next roll needs <strong>${view.nextNeed} or more</strong>.</p>` : nothing}
    </div>`;
  }

  /** Bars: the chance the soul is still here at the start of each coming round. */
  #renderChart() {
    const points = soulView(this.table.snapshot).survival;
    const w = 300;
    const h = 120;
    const top = 14;
    const base = h - 16;
    const step = w / points.length;
    const summary = points.map((p) => `round ${p.round}: ${formatPercent(p.probability)}`).join(', ');
    return html`<figure part="chart">
      <figcaption>Chance the soul is still here at the start of each round</figcaption>
      <svg class="chart" viewBox="0 0 ${w} ${h}" role="img" aria-label=${`Chance the soul is still here: ${summary}`}>
        ${points.map((p, i) => {
          const height = (base - top) * p.probability;
          const x = i * step + step * 0.15;
          return svg`<rect class="bar" x=${x} y=${base - height} width=${step * 0.7} height=${height}></rect>
            <text class="value" x=${x + step * 0.35} y=${base - height - 3} text-anchor="middle">${barLabel(p.probability)}</text>
            <text x=${x + step * 0.35} y=${h - 4} text-anchor="middle">R${p.round}</text>`;
        })}
        <line class="axis" x1="0" x2=${w} y1=${base} y2=${base}></line>
      </svg>
    </figure>`;
  }

  // ---- handlers -----------------------------------------------------------------------

  #dealDamage(e: SubmitEvent): void {
    e.preventDefault();
    this.send({ type: 'damage.dealt', track: this._track, amount: this._damage });
  }

  #convert(e: SubmitEvent, event: SoulPassingEvent): void {
    e.preventDefault();
    this.send(event);
  }
}

customElements.define('rb-soul-passing', RbSoulPassing);

declare global {
  interface HTMLElementTagNameMap {
    'rb-soul-passing': RbSoulPassing;
  }
}
