/**
 * <rb-fire-map>: a map of Areas for Lady Luck's Chosen Few, where fire grows, spreads and
 * burns round by round.
 *
 * Renders snapshots of `fireMapMachine` and sends it events. Every rule (the rolls, who burns,
 * whether another round matters, the odds) comes from machines/lady-luck; the odds overlay
 * is computed a slice at a time so the page never stalls.
 *
 * @fires rb-step - After every round, edit, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-round - After a round of fire is played. detail: { round, events, lines }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart status - The round and fire summary line.
 * @csspart map - The map of Areas.
 * @csspart area - One Area's button on the map.
 * @csspart odds - The chances shown on an Area, and the line saying how the forecast was made.
 * @csspart editor - The selected Area's qualities and creatures.
 * @csspart place-form - The form for placing a creature.
 * @csspart controls - Next round, auto-run, speed and overlay controls.
 * @csspart button - Every button.
 * @csspart log - The last round's rolls and outcomes.
 * @csspart history - The back / forward / reset bar.
 * @csspart error - The box listing settings that could not be used.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, the selected Area).
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
 * @cssprop --rb-fire-low - Background of an Area burning at 0 to 2.
 * @cssprop --rb-fire-mid - Background of an Area burning at 3 or 4.
 * @cssprop --rb-fire-high - Background of an Area burning at 5 or 6.
 * @cssprop --rb-water - Background of an Area under water.
 */
import { css, html, nothing, unsafeCSS, type PropertyValues } from 'lit';
import { seedFromClock } from '../../machines/core/random.js';
import {
  BRIGHTNESSES,
  FIRE_LEVELS,
  FLAMMABILITIES,
  OBSCURITIES,
  SIZE_TABLE,
  WETNESS_LEVELS,
  defaultDefense,
  describeArea,
  describeFireLevel,
  describeObscurity,
  describeWetness,
  effectiveBrightness,
  formatSize,
  isContained,
  type Area,
} from '../../machines/lady-luck/areas.js';
import { describeRoundEvent, neighbours, type Creature } from '../../machines/lady-luck/fire-map.rules.js';
import {
  fireMapMachine,
  fireSummary,
  placementProblem,
  settledReason,
  type AreaChanges,
  type CreatureSpec,
  type FireMapContext,
  fireMapRecord,
  type FireMapEvent,
} from '../../machines/lady-luck/fire-map.machine.js';
import { parseFireSetup } from '../../machines/lady-luck/fire-map.setup.js';
import {
  advanceOdds,
  describeDistribution,
  describeForecast,
  formatChance,
  oddsProgress,
  roundOdds,
  startOdds,
  type AreaRoundOdds,
  type Forecast,
} from '../../machines/lady-luck/fire-map.odds.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderErrors, renderTableFooter } from '../shared/ui.js';
import { RbRoundEvent } from './events.js';


/** Drawing aids computed once per render. */
interface MapView {
  linked: Set<string>;
  at: Map<string, string>;
  living: Map<string, Creature[]>;
}
const CONFIG = ['map', 'seed', 'rolls', 'storageKey', 'noSave'] as const;
/** Milliseconds between rounds when auto-running. */
const SPEEDS = { slow: 2400, normal: 1200, fast: 450 } as const;
type Speed = keyof typeof SPEEDS;
/** Work on the odds in slices this long, then give the page back. */
const SLICE_MS = 8;
const PROGRESS_MS = 400;
const ODDS_SEED = 20260522;
const MAX_COLUMNS = 26;

// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25.
const placement = unsafeCSS(
  Array.from({ length: MAX_COLUMNS }, (_, i) => `.c${i} { grid-column: ${i + 1}; } .r${i} { grid-row: ${i + 1}; }`).join('\n'),
);

const fireClass = (level: Area['fireLevel']) => (level === null ? 'fire-none' : level < 0 ? 'fire-contained' : `fire-${level}`);
const optionValue = (v: number | null) => (v === null ? 'none' : String(v));
const readOption = (s: string): number | null => (s === 'none' ? null : Number(s));

export class RbFireMap extends TableElement<typeof fireMapMachine> {
  static override styles = [
    baseStyles,
    css`
      :host {
        --_fire-low: var(--rb-fire-low, #ffd98a);
        --_fire-mid: var(--rb-fire-mid, #f08a4b);
        --_fire-high: var(--rb-fire-high, #9c1f14);
        --_water: var(--rb-water, #cfe3f7);
      }
      .status { font-variant-numeric: tabular-nums; margin-block-end: 0.5rem; }
      .layout { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
      /* On a phone a 4-wide map fits; a wider one scrolls sideways inside the widget
         rather than being clipped (the padding keeps focus rings visible). */
      .map {
        display: grid;
        grid-auto-columns: minmax(4.5rem, 1fr);
        grid-auto-rows: minmax(4.75rem, auto);
        gap: 3px;
        flex: 1 1 24rem;
        min-width: 0;
        overflow-x: auto;
        padding: 4px;
      }
      ${placement}
      .area {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: space-between;
        gap: 0.1rem;
        min-height: 4.75rem;
        padding: 0.25rem 0.35rem;
        border: 2px solid var(--_border);
        border-radius: 0.25rem;
        background: var(--_surface);
        color: var(--_text);
        text-align: start;
        font-size: 0.85rem;
        line-height: 1.25;
      }
      .area .id { font-weight: 700; }
      .area .tags { display: flex; flex-wrap: wrap; gap: 0.2rem; }
      .area .odds-tag { font-variant-numeric: tabular-nums; font-weight: 600; }
      .area.wall-e { border-inline-end: 5px solid var(--_text); }
      .area.wall-s { border-block-end: 5px solid var(--_text); }
      /* Light fills carry their own dark ink, so a dark page theme cannot wash the text out. */
      .area.wet { background: var(--_water); color: #1d1b22; }
      .area.stone { background-image: repeating-linear-gradient(135deg, transparent 0 7px, color-mix(in srgb, var(--_border) 25%, transparent) 7px 9px); }
      .area.fire-contained { background-color: color-mix(in srgb, var(--_fire-low) 45%, #ffffff); color: #1d1b22; }
      .area.fire-0, .area.fire-1, .area.fire-2 { background-color: var(--_fire-low); color: #1d1b22; }
      .area.fire-3, .area.fire-4 { background-color: var(--_fire-mid); color: #1d1b22; }
      .area.fire-5, .area.fire-6 { background-color: var(--_fire-high); color: #ffffff; }
      .area.selected { outline: 3px solid var(--_accent); outline-offset: 1px; }
      .area:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
      @media (prefers-reduced-motion: no-preference) {
        .area { transition: background-color 0.3s ease; }
      }
      /* A fieldset's default min-inline-size is min-content, which pushed the editor past
         the widget's edge on narrow screens. */
      .editor { flex: 1 1 16rem; min-inline-size: 0; margin: 0; padding: 0.5rem 0.75rem; border: 1px solid var(--_border); border-radius: var(--_radius); }
      .editor select, .editor input { max-width: 100%; }
      .editor legend { font-weight: 700; padding-inline: 0.25rem; }
      .qualities { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.3rem 0.5rem; align-items: center; }
      .note { color: var(--_muted); font-size: 0.9em; }
      /* Not headings: the widget cannot know the outline of the page it is put in. */
      .subhead { font-weight: 700; margin-block: 0.6rem 0.2rem; }
      .creatures { list-style: none; padding: 0; }
      .creatures li { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin-block: 0.2rem; }
      .dead { text-decoration: line-through; }
      .place-form { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: end; margin-block-start: 0.5rem; }
      .place-form label { display: grid; gap: 0.1rem; font-size: 0.9em; }
      .place-form input[name='name'] { width: 8rem; }
      .place-form input[type='number'] { width: 5.5rem; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem 0.9rem; align-items: center; margin-block: 0.75rem; }
      .controls label { display: inline-flex; gap: 0.35rem; align-items: center; }
      .log { margin: 0.25rem 0; font-variant-numeric: tabular-nums; }
      .log-empty { color: var(--_muted); }
    `,
  ];

  static override properties = {
    map: { type: String },
    seed: { type: String },
    rolls: { type: String },
    forecastRounds: { type: Number, attribute: 'forecast-rounds' },
    speed: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: { type: Boolean, attribute: 'no-save' },
    noOdds: { type: Boolean, attribute: 'no-odds' },
    _selected: { state: true },
    _auto: { state: true },
    _speed: { state: true },
    _overlay: { state: true },
    _horizon: { state: true },
    _forecast: { state: true },
    _progress: { state: true },
    _placeProblem: { state: true },
    _placeKind: { state: true },
  };

  /** The map, in the text format documented on the fire page. Without one, a sample hamlet. */
  declare map: string | null;
  /** Seed for every d6; a whole number. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed d6 results, used first, in the order the round rolls them, e.g. `6 2 5`. */
  declare rolls: string | null;
  /** Rounds ahead the odds overlay forecasts (1 to 10, default 3). */
  declare forecastRounds: number;
  /** Auto-run speed: `slow`, `normal` or `fast`. Default normal, or slow when the reader prefers reduced motion. */
  declare speed: string | null;
  /** Key for the saved table and share links; defaults to one per page. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;
  /** Start with the odds overlay off. */
  declare noOdds: boolean;

  declare _selected: string;
  declare _auto: boolean;
  declare _speed: Speed;
  declare _overlay: boolean;
  declare _horizon: number;
  declare _forecast: Forecast | undefined;
  declare _progress: number;
  declare _placeProblem: string;
  declare _placeKind: 'pc' | 'npc';

  protected readonly table: TableHost<typeof fireMapMachine> = new TableHost(this, {
    machine: fireMapMachine,
    recordFormat: fireMapRecord,
    resets: CONFIG,
    setup: () => {
      const { input, errors } = parseFireSetup({ map: this.map, seed: this.seed, rolls: this.rolls }, seedFromClock());
      return { input, errors: [...errors, ...this.#attributeErrors()] };
    },
    storageKey: () => (this.noSave ? undefined : this.storageKey || `fire-map@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, event, cause) => this.#afterChange(snapshot.context, event, cause),
  });
  #timer: ReturnType<typeof setTimeout> | undefined;
  #oddsToken = 0;
  #oddsFor: unknown;
  #oddsTiming = { slices: 0, longestMs: 0 };

  constructor() {
    super();
    this.map = null;
    this.seed = null;
    this.rolls = null;
    this.forecastRounds = 3;
    this.speed = null;
    this.storageKey = null;
    this.noSave = false;
    this.noOdds = false;
    this._selected = '';
    this._auto = false;
    this._speed = RbFireMap.prefersReducedMotion() ? 'slow' : 'normal';
    this._overlay = true;
    this._horizon = 3;
    this._forecast = undefined;
    this._progress = 0;
    this._placeProblem = '';
    this._placeKind = 'pc';
  }

  static prefersReducedMotion(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /** The last finished forecast for the odds overlay, if any. */
  get forecast(): Forecast | undefined {
    return this._forecast;
  }

  /** How the last forecast was computed: how many slices, and the longest (ms) the page was held by one. */
  get oddsTiming(): { slices: number; longestMs: number } {
    return { ...this.#oddsTiming };
  }

  /** Play the next round of fire. */
  nextRound(): boolean {
    return this.send({ type: 'round.advanced' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopAuto();
    this.#oddsToken++;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('forecastRounds')) {
      const n = Math.trunc(Number(this.forecastRounds));
      this._horizon = Number.isFinite(n) && n >= 1 && n <= 10 ? n : 3;
    }
    if (changed.has('speed') && this.speed && this.speed in SPEEDS) this._speed = this.speed as Speed;
    if (changed.has('noOdds')) this._overlay = !this.noOdds;
    this.table.update(changed);
    const areas = this.table.snapshot.context.map.areas;
    if (!areas.some((a) => a.id === this._selected)) this._selected = areas[0]?.id ?? '';
    // (Re)start the forecast when the map or the horizon changed. State set here joins this
    // update instead of scheduling another.
    const key = this._overlay ? [this.table.snapshot.context.map, this._horizon] : undefined;
    const previous = this.#oddsFor as unknown[] | undefined;
    const same = key !== undefined && previous !== undefined && key[0] === previous[0] && key[1] === previous[1];
    if (!same && (key !== undefined || previous !== undefined)) {
      this.#oddsFor = key;
      if (key) this.#computeForecast();
      else this.#oddsToken++;
    }
  }

  #attributeErrors(): string[] {
    const errors: string[] = [];
    if (this.speed && !(this.speed in SPEEDS)) errors.push(`speed: "${this.speed}" is not slow, normal or fast`);
    const n = Number(this.forecastRounds);
    if (!(Number.isInteger(n) && n >= 1 && n <= 10)) {
      errors.push(`forecast-rounds: "${this.getAttribute('forecast-rounds') ?? this.forecastRounds}" is not a whole number from 1 to 10`);
    }
    return errors;
  }

  #names(): (id: string) => string {
    const ctx = this.table.snapshot.context;
    const byId = new Map(ctx.creatures.map((c) => [c.id, c.name]));
    return (id) => byId.get(id) ?? id;
  }

  #roundLines(): string[] {
    const names = this.#names();
    return this.table.snapshot.context.lastEvents.map((e) => describeRoundEvent(e, names));
  }

  /** The fire's own reaction to a step: stop an auto-run the reader has stepped out of, announce, fire rb-round. */
  #afterChange(ctx: FireMapContext, event: FireMapEvent | undefined, cause: StepCause): void {
    if (cause === 'back' || cause === 'rewind' || cause === 'reset') this.#stopAuto();
    if (cause === 'reset') this._placeProblem = '';
    const lines = this.#roundLines();
    if (cause === 'action' && event?.type === 'round.advanced') {
      this.table.announce(`Round ${ctx.round}. ${lines.length > 0 ? lines.join(' ') : 'No roll was needed.'} ${settledReason(ctx) ?? ''}`.trim());
    } else if (cause === 'back' || cause === 'forward' || cause === 'rewind') {
      this.table.announce(`Step ${this.table.timeline.step} of ${this.table.timeline.length}. ${fireSummary(ctx)}`);
    } else if (cause === 'action' && event) {
      this.table.announce(`${this.#describeEdit(event)} ${fireSummary(ctx)}`);
    } else {
      this.table.announce(fireSummary(ctx));
    }
    if (cause === 'action' && event?.type === 'round.advanced') {
      this.dispatchEvent(new RbRoundEvent({ round: ctx.round, events: ctx.lastEvents, lines }));
    }
  }

  #describeEdit(event: FireMapEvent): string {
    switch (event.type) {
      case 'area.edited':
        return `${event.id} changed.`;
      case 'creature.placed':
        return `${event.creature.name} placed in ${event.creature.areaId}.`;
      case 'creature.removed':
        return `${this.#names()(event.id)} removed.`;
      default:
        return '';
    }
  }

  // ---- odds overlay --------------------------------------------------------------------

  /** Compute the forecast a slice at a time, yielding to the page between slices. */
  #computeForecast(): void {
    const token = ++this.#oddsToken;
    const job = startOdds(this.table.snapshot.context.map, this._horizon, { seed: ODDS_SEED });
    this._forecast = undefined;
    this._progress = 0;
    let shown = performance.now();
    this.#oddsTiming = { slices: 0, longestMs: 0 };
    const slice = () => {
      if (token !== this.#oddsToken) return;
      const began = performance.now();
      const until = began + SLICE_MS;
      let done = job.result !== undefined;
      while (!done && performance.now() < until) done = advanceOdds(job, 1);
      const spent = performance.now() - began;
      this.#oddsTiming = { slices: this.#oddsTiming.slices + 1, longestMs: Math.max(this.#oddsTiming.longestMs, spent) };
      if (done) {
        this._forecast = job.result;
        this._progress = 1;
        return;
      }
      // Re-rendering a big map costs time too: say how far we are a few times a second, not every slice.
      if (performance.now() - shown > PROGRESS_MS) {
        shown = performance.now();
        this._progress = oddsProgress(job);
      }
      setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  }

  // ---- auto-run ------------------------------------------------------------------------

  #toggleAuto(): void {
    if (this._auto) this.#stopAuto();
    else {
      this._auto = true;
      this.#tick();
    }
  }

  #tick(): void {
    if (!this._auto) return;
    if (!this.table.can({ type: 'round.advanced' })) {
      this.#stopAuto();
      return;
    }
    this.nextRound();
    this.#timer = setTimeout(() => this.#tick(), SPEEDS[this._speed]);
  }

  #stopAuto(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this._auto = false;
  }

  // ---- keyboard ------------------------------------------------------------------------

  /** Arrow keys move between Areas as drawn; Home and End go to the first and last. */
  #onMapKeydown(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const areas = this.table.snapshot.context.map.areas;
    const here = areas.find((a) => a.id === this._selected) ?? areas[0];
    if (!here) return;
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    let target: Area | undefined;
    if (e.key in step) {
      const [dc, dr] = step[e.key]!;
      // The nearest Area in that direction along the same row or column.
      target = areas
        .filter((a) => (dc !== 0 ? a.row === here.row && Math.sign(a.col - here.col) === dc : a.col === here.col && Math.sign(a.row - here.row) === dr))
        .sort((a, b) => Math.abs(a.col - here.col) + Math.abs(a.row - here.row) - (Math.abs(b.col - here.col) + Math.abs(b.row - here.row)))[0];
    } else if (e.key === 'Home') target = areas[0];
    else if (e.key === 'End') target = areas[areas.length - 1];
    else return;
    e.preventDefault();
    if (!target) return;
    this._selected = target.id;
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button[data-area="${target!.id}"]`)?.focus());
  }

  // ---- render --------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const settled = settledReason(ctx);
    const odds = new Map(this._overlay ? roundOdds(ctx.map).map((o) => [o.id, o]) : []);
    const forecast = new Map(this._forecast?.areas.map((f) => [f.id, f.burning]) ?? []);
    const selected = ctx.map.areas.find((a) => a.id === this._selected);
    const view = this.#mapView();
    return html`<div part="base" role="group" aria-label="Fire map">
      ${renderErrors(this.table.errors)}
      <p class="status" part="status">
        ${fireSummary(ctx)} ${settled ? html`<strong>${settled}</strong>` : nothing}
      </p>
      <div class="layout">
        <div class="map" part="map" role="group" aria-label="Map of Areas (arrow keys move between Areas)" @keydown=${(e: KeyboardEvent) => this.#onMapKeydown(e)}>
          ${ctx.map.areas.map((a) => this.#renderArea(a, view, odds.get(a.id), forecast.get(a.id)))}
        </div>
        ${selected ? this.#renderEditor(selected, ctx.creatures) : nothing}
      </div>
      ${this.#renderControls()}
      ${this._overlay ? this.#renderForecastNote() : nothing}
      <p id="log-heading" class="subhead">${ctx.round > 0 && ctx.lastEvents.length > 0 ? `Round ${ctx.round}: rolls and outcomes` : 'Last round'}</p>
      ${this.#renderLog()}
      ${renderTableFooter(this.table)}
    </div>`;
  }

  /** Drawing aids for one render: who is linked to whom, what is where, who stands where. */
  #mapView(): MapView {
    const ctx = this.table.snapshot.context;
    const linked = new Set(ctx.map.links.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
    const at = new Map(ctx.map.areas.map((a) => [`${a.col},${a.row}`, a.id]));
    const living = new Map<string, Creature[]>();
    for (const c of ctx.creatures) if (c.alive) living.set(c.areaId, [...(living.get(c.areaId) ?? []), c]);
    return { linked, at, living };
  }

  #renderArea(area: Area, view: MapView, odds: AreaRoundOdds | undefined, burning: number | undefined) {
    const living = view.living.get(area.id) ?? [];
    const wall = (dc: number, dr: number) => {
      const other = view.at.get(`${area.col + dc},${area.row + dr}`);
      return other !== undefined && !view.linked.has(`${area.id}|${other}`);
    };
    const oddsText = this.#oddsText(odds, burning);
    const classes = [
      'area',
      `c${Math.min(area.col, MAX_COLUMNS - 1)}`,
      `r${Math.min(area.row, MAX_COLUMNS - 1)}`,
      fireClass(area.fireLevel),
      area.wetness !== null && area.wetness > 0 ? 'wet' : '',
      area.flammability === null ? 'stone' : '',
      wall(1, 0) ? 'wall-e' : '',
      wall(0, 1) ? 'wall-s' : '',
      area.id === this._selected ? 'selected' : '',
    ].join(' ');
    const people = living.map((c) => c.name).join(', ');
    // The visible tags are a summary for the eye; the hidden sentence is what a screen reader hears.
    const described = `: ${describeArea(area)}${people ? `; in it: ${people}` : ''}${oddsText ? `; ${oddsText}` : ''}`;
    return html`<button
      class=${classes}
      part="area"
      data-area=${area.id}
      tabindex=${area.id === this._selected ? 0 : -1}
      aria-pressed=${area.id === this._selected ? 'true' : 'false'}
      @click=${() => (this._selected = area.id)}
    >
      <span class="id">${area.id}</span><span class="visually-hidden">${described}</span>
      <span class="tags" aria-hidden="true">
        <span>${area.fireLevel === null ? '' : isContained(area.fireLevel) ? `contained ${area.fireLevel}` : `fire ${area.fireLevel}`}</span>
        <span>${effectiveBrightness(area) !== 'dim' ? effectiveBrightness(area) : ''}</span>
        <span>${area.wetness === 0 ? 'damp' : area.wetness !== null ? 'water' : ''}</span>
      </span>
      ${living.length > 0 ? html`<span aria-hidden="true">${living.length === 1 ? living[0]!.name : `${living.length} creatures`}</span>` : nothing}
      ${oddsText ? html`<span class="odds-tag" part="odds" aria-hidden="true">${this.#shortOdds(odds, burning)}</span>` : nothing}
    </button>`;
  }

  #oddsText(odds: AreaRoundOdds | undefined, burning: number | undefined): string {
    if (!odds) return '';
    const parts: string[] = [];
    if (odds.grow !== null) parts.push(`grows this round ${formatChance(odds.grow)}`);
    if (odds.catch !== null) parts.push(`catches this round ${formatChance(odds.catch)}`);
    if (burning !== undefined && burning > 0) parts.push(`burning at 1 or more after ${this._horizon} ${this._horizon === 1 ? 'round' : 'rounds'} ${formatChance(burning)}`);
    return parts.join(', ');
  }

  #shortOdds(odds: AreaRoundOdds | undefined, burning: number | undefined): string {
    if (!odds) return '';
    const parts: string[] = [];
    if (odds.grow !== null) parts.push(`↑${formatChance(odds.grow)}`);
    if (odds.catch !== null) parts.push(`+${formatChance(odds.catch)}`);
    if (burning !== undefined && burning > 0) parts.push(`${this._horizon}r ${formatChance(burning)}`);
    return parts.join(' ');
  }

  #renderEditor(area: Area, creatures: readonly Creature[]) {
    const ctx = this.table.snapshot.context;
    const here = creatures.filter((c) => c.areaId === area.id);
    const edit = (changes: AreaChanges) => this.send({ type: 'area.edited', id: area.id, changes });
    const select = (label: string, name: string, value: string, options: [string, string][], onChange: (v: string) => void) =>
      html`<label for="q-${name}">${label}</label>
        <select id="q-${name}" name=${name} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
          ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
        </select>`;
    return html`<fieldset class="editor" part="editor">
      <legend>Area ${area.id}</legend>
      <div class="qualities">
        ${select('Fire level', 'fire', optionValue(area.fireLevel), FIRE_LEVELS.map((l) => [optionValue(l), describeFireLevel(l)]), (v) =>
          edit({ fireLevel: readOption(v) as Area['fireLevel'] }),
        )}
        ${select('Flammability', 'flam', optionValue(area.flammability), FLAMMABILITIES.map((f) => [optionValue(f), f === null ? 'none (stone, metal)' : String(f)]), (v) =>
          edit({ flammability: readOption(v) as Area['flammability'] }),
        )}
        ${select('Wetness', 'wet', optionValue(area.wetness), [[optionValue(null), 'dry'], ...WETNESS_LEVELS.map((w): [string, string] => [String(w), describeWetness(w)])], (v) =>
          edit({ wetness: readOption(v) }),
        )}
        ${select('Brightness', 'light', area.brightness, BRIGHTNESSES.map((b) => [b, b]), (v) => edit({ brightness: v as Area['brightness'] }))}
        ${select('Obscurity', 'cover', area.obscurity, OBSCURITIES.map((o) => [o, describeObscurity(o)]), (v) => edit({ obscurity: v as Area['obscurity'] }))}
      </div>
      <p class="note">${describeArea(area)}.</p>
      <p class="note">Next to: ${neighbours(ctx.map, area.id).join(', ') || 'nothing (no links)'}.</p>
      ${this.#renderDistribution(area)}
      <p class="subhead">In ${area.id}</p>
      ${here.length === 0
        ? html`<p class="note">Nobody.</p>`
        : html`<ul class="creatures">
            ${here.map(
              (c) => html`<li>
                <span class=${c.alive ? '' : 'dead'}>${c.name}</span>
                <span class="note">${c.kind.toUpperCase()}, size ${formatSize(c.size)}, Defense ${c.defense}, ${c.injuries} ${c.injuries === 1 ? 'Injury' : 'Injuries'}${c.alive ? '' : ', dead'}</span>
                <button part="button" @click=${() => this.send({ type: 'creature.removed', id: c.id })}>Remove<span class="visually-hidden"> ${c.name}</span></button>
              </li>`,
            )}
          </ul>`}
      ${this.#renderPlaceForm(area)}
    </fieldset>`;
  }

  #renderDistribution(area: Area) {
    if (!this._overlay) return nothing;
    const f = this._forecast?.areas.find((a) => a.id === area.id);
    const rounds = `${this._horizon} ${this._horizon === 1 ? 'round' : 'rounds'}`;
    return html`<p class="note" part="odds">After ${rounds}: ${f ? describeDistribution(f) : 'working it out…'}</p>`;
  }

  #renderPlaceForm(area: Area) {
    return html`<form class="place-form" part="place-form" aria-label="Place a creature in ${area.id}" @submit=${(e: SubmitEvent) => this.#place(e, area)}>
      <label>Name <input name="name" required autocomplete="off" /></label>
      <label>Size
        <select name="size">
          ${SIZE_TABLE.map((r) => html`<option value=${r.size} ?selected=${r.size === 1}>${r.label} (${formatSize(r.size)})</option>`)}
        </select>
      </label>
      <label>Kind
        <select name="kind" @change=${(e: Event) => (this._placeKind = (e.target as HTMLSelectElement).value as 'pc' | 'npc')}>
          <option value="pc" ?selected=${this._placeKind === 'pc'}>PC</option>
          <option value="npc" ?selected=${this._placeKind === 'npc'}>NPC</option>
        </select>
      </label>
      <label>Defense <input name="defense" type="number" min="0" max="20" placeholder="by size" /></label>
      ${this._placeKind === 'pc'
        ? html`<label>Constitution <input name="con" type="number" min="-10" max="10" value="0" /></label>`
        : html`<label>Injury limit <input name="limit" type="number" min="0" max="20" value="1" /></label>`}
      <button part="button" type="submit">Place</button>
      ${this._placeProblem ? html`<p class="note" role="alert">${this._placeProblem}</p>` : nothing}
    </form>`;
  }

  #renderControls() {
    const can = this.table.can({ type: 'round.advanced' });
    const ctx = this.table.snapshot.context;
    return html`<div class="controls" part="controls">
      <button part="button" class="primary" ?disabled=${!can} @click=${() => this.nextRound()}>Next round (${ctx.round + 1})</button>
      <button part="button" aria-pressed=${this._auto ? 'true' : 'false'} ?disabled=${!can && !this._auto} @click=${() => this.#toggleAuto()}>
        ${this._auto ? 'Stop auto-run' : 'Auto-run'}
      </button>
      <label>Speed
        <select name="speed" @change=${(e: Event) => (this._speed = (e.target as HTMLSelectElement).value as Speed)}>
          ${(Object.keys(SPEEDS) as Speed[]).map((s) => html`<option value=${s} ?selected=${s === this._speed}>${s} (${(SPEEDS[s] / 1000).toFixed(1)} s a round)</option>`)}
        </select>
      </label>
      <label><input type="checkbox" name="overlay" .checked=${this._overlay} @change=${(e: Event) => (this._overlay = (e.target as HTMLInputElement).checked)} /> Show odds</label>
      <label>Forecast
        <select name="horizon" ?disabled=${!this._overlay} @change=${(e: Event) => (this._horizon = Number((e.target as HTMLSelectElement).value))}>
          ${[1, 2, 3, 4, 5, 6, 8, 10].map((n) => html`<option value=${n} ?selected=${n === this._horizon}>${n} ${n === 1 ? 'round' : 'rounds'} ahead</option>`)}
        </select>
      </label>
    </div>`;
  }

  #renderForecastNote() {
    const f = this._forecast;
    return html`<p class="note" part="odds">
      On each Area: ↑ the chance its fire grows this round, + the chance it catches this round, and ${this._horizon}r the chance it burns at 1 or more after ${this._horizon} ${this._horizon === 1 ? 'round' : 'rounds'}.
      ${f ? describeForecast(f) : html`Working out the forecast… ${Math.round(this._progress * 100)}%`}
    </p>`;
  }

  #renderLog() {
    const lines = this.#roundLines();
    if (lines.length === 0) {
      const ctx = this.table.snapshot.context;
      return html`<p class="log-empty" part="log">${ctx.round === 0 ? 'No round played yet.' : 'Nothing was rolled since the last change.'}</p>`;
    }
    return html`<ol class="log" part="log" aria-labelledby="log-heading">${lines.map((l) => html`<li>${l}</li>`)}</ol>`;
  }

  // ---- handlers ------------------------------------------------------------------------

  #place(e: SubmitEvent, area: Area): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const size = Number(data.get('size'));
    const defenseText = String(data.get('defense') ?? '').trim();
    const spec: CreatureSpec = {
      name: String(data.get('name') ?? ''),
      areaId: area.id,
      size,
      kind: this._placeKind,
      defense: defenseText === '' ? defaultDefense(size) : Number(defenseText),
      ...(this._placeKind === 'pc' ? { constitution: Number(data.get('con') ?? 0) } : { injuryLimit: Number(data.get('limit') ?? 1) }),
    };
    const problem = placementProblem(this.table.snapshot.context, spec);
    if (problem || !this.send({ type: 'creature.placed', creature: spec })) {
      this._placeProblem = `Could not place ${spec.name || 'the creature'}: ${problem ?? 'the rules refused it'}.`;
      return;
    }
    this._placeProblem = '';
    form.reset();
  }
}

customElements.define('rb-fire-map', RbFireMap);

declare global {
  interface HTMLElementTagNameMap {
    'rb-fire-map': RbFireMap;
  }
}
