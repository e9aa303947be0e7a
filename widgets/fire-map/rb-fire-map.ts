/**
 * <rb-fire-map>: a map of Areas for Lady Luck's Chosen Few, where fire grows, spreads and
 * burns round by round.
 *
 * Renders snapshots of `fireMapMachine` and sends it events. Every rule (the rolls, who burns,
 * whether another round matters, the odds, the drawing) comes from machines/lady-luck; the
 * forecast is worked out as a `@lit/task` a few milliseconds at a time and abandoned (its
 * AbortSignal) when the map changes; auto-run is a small reactive controller.
 *
 * @fires rb-step - After every round, edit, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-round - After a round of fire is played. detail: { round, events, lines }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart status - The round and fire summary line.
 * @csspart map - The map of Areas.
 * @csspart area - One Area's button on the map.
 * @csspart legend - What the map's colours, marks and odds mean.
 * @csspart odds - The chances shown on an Area and in the chosen Area's panel, and the line saying how the forecast was made.
 * @csspart panel - The chosen Area: its qualities, odds and who stands in it.
 * @csspart editor - The controls that change the chosen Area (shown once asked for).
 * @csspart place-form - The form for placing a creature.
 * @csspart controls - Next round, auto-run, speed and overlay controls.
 * @csspart button - Every button.
 * @csspart log - The last round's rolls and outcomes, each with a link to its rule.
 * @csspart rule-link - A link from a step's reason to the rule on the rulebook's page.
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
import { guard } from 'lit/directives/guard.js';
import { Task, TaskStatus } from '@lit/task';
import { formatPercent, num } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import {
  BRIGHTNESSES,
  FIRE_LEVELS,
  FLAMMABILITIES,
  OBSCURITIES,
  SIZE_TABLE,
  WETNESS_LEVELS,
  areaLabel,
  defaultDefense,
  describeArea,
  describeFireLevel,
  describeObscurity,
  describeWetness,
  effectiveBrightness,
  formatSize,
  isContained,
  isObscured,
  isShrouded,
  type Area,
} from '../../machines/lady-luck/areas.js';
import { namesFor, neighbours, type Creature, type FireMap, type FireRules } from '../../machines/lady-luck/fire-map.rules.js';
import {
  editProblem,
  fireMapMachine,
  fireMapRecord,
  fireSummary,
  placementProblem,
  settledReason,
  summary,
  type AreaChanges,
  type CreatureSpec,
  type FireMapContext,
  type FireMapEvent,
} from '../../machines/lady-luck/fire-map.machine.js';
import {
  FIRE_SPEEDS,
  FORECAST_ROUNDS,
  fireMapInputProblem,
  parseFireSettings,
  parseFireSetup,
  type FireSettings,
  type FireSpeed,
} from '../../machines/lady-luck/fire-map.setup.js';
import {
  advanceOdds,
  describeDistribution,
  describeForecast,
  formatChance,
  nextOdds,
  oddsProgress,
  roundOdds,
  startOdds,
  type AreaRoundOdds,
  type Forecast,
} from '../../machines/lady-luck/fire-map.odds.js';
import { FIRE_BANDS, MAX_DRAWN, MOVE_KEYS, areaToward, fireBand, mapGeometry } from '../../machines/lady-luck/fire-map.view.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';
import { AutoRunController } from './auto-run.js';
import { RbRoundEvent } from './events.js';

/** The attributes that shape the table: a change to one starts a fresh table. */
const RESETS = ['map', 'seed', 'rolls', 'spreadFlammability', 'storageKey', 'noSave'] as const;
/** The attributes that only change how it is shown: checked whenever they change. */
const SETTINGS = ['speed', 'forecastRounds', 'noOdds'] as const;
/** Work on the forecast this long, then give the page back (well under a 50 ms long task). */
const SLICE_MS = 8;
const PROGRESS_MS = 400;
const ODDS_SEED = 20260522;
const HORIZONS = [1, 2, 3, 4, 5, 6, 8, 10];
/**
 * A big map is first drawn this many Areas at a time, one batch per task, so opening a
 * 26 × 26 map never holds the page for one long task; after that every render is whole
 * (and cheap: each Area re-renders only when what it shows changes).
 */
const FIRST_DRAW_BATCH = 120;
/**
 * On a map bigger than this, the N-round forecast is shown in the chosen Area's panel only,
 * not on every Area: it changes after every round almost everywhere, and rewriting hundreds of
 * Areas at once would hold the page for one long task. This round's odds stay on the map.
 */
const BIG_MAP = 64;

// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25.
const placement = unsafeCSS(
  Array.from({ length: MAX_DRAWN }, (_, i) => `.c${i} { grid-column: ${i + 1}; } .r${i} { grid-row: ${i + 1}; }`).join('\n'),
);

const optionValue = (v: number | null) => (v === null ? 'none' : String(v));
const readOption = (s: string): number | null => (s === 'none' ? null : Number(s));

/** Give the page back until the next task, or stop at once when the work is no longer wanted. */
function nextTask(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, 0);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

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
      /* A big map: smaller cells, and the browser may skip painting what is scrolled away. */
      .map.big { grid-auto-columns: minmax(3.25rem, 1fr); grid-auto-rows: minmax(3.25rem, auto); max-height: 70vh; overflow: auto; }
      .map.big .area { min-height: 3.25rem; font-size: 0.75rem; content-visibility: auto; contain-intrinsic-size: 3.25rem 3.25rem; }
      ${placement}
      .area {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: space-between;
        gap: 0.1rem;
        min-height: 4.75rem;
        padding: 0.25rem;
        border: 2px solid var(--_border);
        border-radius: 0.25rem;
        background: var(--_surface);
        color: var(--_text);
        text-align: start;
        font-size: 0.85rem;
        line-height: 1.25;
        overflow: hidden;
      }
      /* A name breaks between words; only a word too long for any cell is cut. */
      .area .id { font-weight: 700; font-size: 0.8rem; letter-spacing: -0.01em; overflow-wrap: break-word; max-inline-size: 100%; }
      .area .tags { font-size: 0.95em; }
      .area .odds-tag { font-variant-numeric: tabular-nums; font-weight: 600; }
      .swatch { display: inline-block; inline-size: 1.1rem; block-size: 1.1rem; border: 2px solid var(--_border); border-radius: 0.2rem; background-color: var(--_surface); }
      .wall-e { border-inline-end: 5px solid var(--_text); }
      .wall-s { border-block-end: 5px solid var(--_text); }
      /* Light fills carry their own dark ink, so a dark page theme cannot wash the text out. */
      .wet { background-color: var(--_water); color: #1d1b22; }
      .stone { background-image: repeating-linear-gradient(135deg, transparent 0 7px, color-mix(in srgb, var(--_border) 25%, transparent) 7px 9px); }
      .fire-contained { background-color: color-mix(in srgb, var(--_fire-low) 45%, #ffffff); color: #1d1b22; }
      .fire-low { background-color: var(--_fire-low); color: #1d1b22; }
      .fire-mid { background-color: var(--_fire-mid); color: #1d1b22; }
      .fire-high { background-color: var(--_fire-high); color: #ffffff; }
      .area.selected { outline: 3px solid var(--_accent); outline-offset: 1px; }
      .area:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
      @media (prefers-reduced-motion: no-preference) {
        .area { transition: background-color 0.3s ease; }
      }
      .legend { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; list-style: none; padding: 0; margin: 0.5rem 0 0; font-size: 0.8em; color: var(--_muted); }
      .legend li { display: inline-flex; align-items: center; gap: 0.3rem; }
      .legend-notes { margin: 0.2rem 0 0.5rem; font-size: 0.8em; color: var(--_muted); }
      .panel { flex: 1 1 16rem; min-inline-size: 0; margin: 0; padding: 0.5rem 0.75rem; border: 1px solid var(--_border); border-radius: var(--_radius); }
      .panel select, .panel input { max-width: 100%; }
      .panel-title { font-weight: 700; }
      .qualities { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.3rem 0.5rem; align-items: center; margin-block: 0.5rem; }
      .note { color: var(--_muted); font-size: 0.9em; }
      /* Not headings: the widget cannot know the outline of the page it is put in. */
      .subhead { font-weight: 700; margin-block: 0.6rem 0.2rem; }
      .outcomes { margin: 0.2rem 0; padding-inline-start: 1.2rem; font-variant-numeric: tabular-nums; }
      .creatures { list-style: none; padding: 0; }
      .creatures li { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin-block: 0.2rem; }
      .dead { text-decoration: line-through; }
      .inline-form, .place-form { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: end; margin-block-start: 0.5rem; }
      .inline-form label, .place-form label { display: grid; gap: 0.1rem; font-size: 0.9em; }
      .place-form input[name='name'] { width: 8rem; }
      .place-form input[type='number'] { width: 5.5rem; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem 0.9rem; align-items: center; margin-block: 0.75rem; }
      .controls label { display: inline-flex; gap: 0.35rem; align-items: center; }
      .log { margin: 0.25rem 0; font-variant-numeric: tabular-nums; }
      .log-empty { color: var(--_muted); }
      .rule-link { font-size: 0.9em; }
    `,
  ];

  static override properties = {
    map: { type: String },
    seed: { type: String },
    rolls: { type: String },
    spreadFlammability: { type: String, attribute: 'spread-flammability' },
    forecastRounds: { type: String, attribute: 'forecast-rounds' },
    speed: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: { type: Boolean, attribute: 'no-save' },
    noOdds: { type: Boolean, attribute: 'no-odds' },
    _selected: { state: true },
    _speed: { state: true },
    _overlay: { state: true },
    _horizon: { state: true },
    _progress: { state: true },
    _editing: { state: true },
    _placeProblem: { state: true },
    _renameProblem: { state: true },
    _placeKind: { state: true },
  };

  /** The map, in the text format documented on the fire page. Without one, a sample hamlet. */
  declare map: string | null;
  /** Seed for every d6: a whole number from 0 to 4,294,967,295. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed d6 results, used first, in the order the round rolls them, e.g. `6 2 5`. */
  declare rolls: string | null;
  /** Whose flammability a spread roll adds: `burning` (the burning Area's own, the seed's reading; default) or `neighbour`. */
  declare spreadFlammability: string | null;
  /** Rounds ahead the odds overlay forecasts: a whole number from 1 to 10 (default 3). */
  declare forecastRounds: string | number | null;
  /** Auto-run speed: `slow`, `normal` or `fast`. Default normal, or slow when the reader prefers reduced motion. */
  declare speed: string | null;
  /** Key for the saved table and share links; defaults to one per page. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;
  /** Start with the odds overlay off. */
  declare noOdds: boolean;

  declare _selected: string;
  declare _speed: FireSpeed;
  declare _overlay: boolean;
  declare _horizon: number;
  declare _progress: number;
  declare _editing: boolean;
  declare _placeProblem: string;
  declare _renameProblem: string;
  declare _placeKind: 'pc' | 'npc';

  protected readonly table: TableHost<typeof fireMapMachine> = new TableHost(this, {
    machine: fireMapMachine,
    recordFormat: fireMapRecord,
    resets: RESETS,
    setup: () => {
      const { input, errors } = parseFireSetup({ map: this.map, seed: this.seed, rolls: this.rolls, spreadFlammability: this.spreadFlammability }, seedFromClock());
      return { input, errors: [...errors] };
    },
    settings: () => this.#readSettings().errors,
    inputProblem: (input) => fireMapInputProblem(input),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `fire-map@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, event, cause) => this.#afterChange(snapshot.context, event, cause),
  });

  readonly #autoRun = new AutoRunController(this, {
    step: () => this.nextRound(),
    more: () => this.table.snapshot.matches('burning'),
    delay: () => FIRE_SPEEDS.get(this._speed) ?? FIRE_SPEEDS.get('normal')!,
  });

  /** The forecast for the odds overlay: a slice of work at a time, dropped when the map changes. */
  readonly #forecast = new Task(this, {
    task: async ([map, horizon, rules, shown]: readonly [FireMap, number, FireRules, boolean], { signal }) => {
      if (!shown) return undefined;
      // Not in the task that rendered the map: the first slice waits for the next one.
      await nextTask(signal);
      const job = startOdds(map, horizon, { seed: ODDS_SEED, rules });
      this._progress = 0;
      let reported = performance.now();
      for (;;) {
        const until = performance.now() + SLICE_MS;
        let done = job.result !== undefined;
        while (!done && performance.now() < until) done = advanceOdds(job, 1);
        if (done) return job.result;
        // Re-rendering a big map costs time too: say how far it has got a few times a second.
        if (performance.now() - reported > PROGRESS_MS) {
          reported = performance.now();
          this._progress = oddsProgress(job);
        }
        await nextTask(signal);
      }
    },
    args: () => {
      const ctx = this.table.snapshot.context;
      return [ctx.map, this._horizon, ctx.rules, this._overlay] as const;
    },
  });

  /** How many Areas have been drawn so far (see FIRST_DRAW_BATCH). */
  #drawn = FIRST_DRAW_BATCH;
  #drawing = false;

  /** This round's odds, worked out once per map rather than once per render. */
  #roundOddsFor: { map: FireMap; rules: FireRules; odds: ReadonlyMap<string, AreaRoundOdds> } | undefined;

  constructor() {
    super();
    this.map = null;
    this.seed = null;
    this.rolls = null;
    this.spreadFlammability = null;
    this.forecastRounds = null;
    this.speed = null;
    this.storageKey = null;
    this.noSave = false;
    this.noOdds = false;
    this._selected = '';
    this._speed = RbFireMap.prefersReducedMotion() ? 'slow' : 'normal';
    this._overlay = true;
    this._horizon = FORECAST_ROUNDS.default;
    this._progress = 0;
    this._editing = false;
    this._placeProblem = '';
    this._renameProblem = '';
    this._placeKind = 'pc';
  }

  static prefersReducedMotion(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /** Asked once: reading a media query on every update can make the browser recompute styles. */
  readonly #reducedMotion = RbFireMap.prefersReducedMotion();

  /** The last finished forecast for the odds overlay, if any. */
  get forecast(): Forecast | undefined {
    return this.#forecast.status === TaskStatus.COMPLETE ? this.#forecast.value : undefined;
  }

  /** Play the next round of fire. Returns false when the fire has settled. */
  nextRound(): boolean {
    return this.send({ type: 'round.advanced' });
  }

  #readSettings(): { settings: FireSettings; errors: string[] } {
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return parseFireSettings(
      { speed: text(this.speed), forecastRounds: text(this.forecastRounds), noOdds: this.hasAttribute('no-odds') ? this.getAttribute('no-odds') : this.noOdds ? '' : null },
      this.#reducedMotion,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // An attribute that changes (or goes away) sets the reader's choice back to it.
    if (SETTINGS.some((k) => changed.has(k))) {
      const { settings } = this.#readSettings();
      if (changed.has('speed')) this._speed = settings.speed;
      if (changed.has('forecastRounds')) this._horizon = settings.forecastRounds;
      if (changed.has('noOdds')) this._overlay = settings.showOdds;
    }
    this.table.update(changed);
    const areas = this.table.snapshot.context.map.areas;
    if (!areas.some((a) => a.id === this._selected)) {
      this._selected = areas[0]?.id ?? '';
      this._editing = false;
    }
  }

  /** The fire's own reaction to a step: stop an auto-run the reader has stepped out of, announce, fire rb-round. */
  #afterChange(ctx: FireMapContext, event: FireMapEvent | undefined, cause: StepCause): void {
    if (cause === 'back' || cause === 'rewind' || cause === 'reset' || cause === 'restore') this.#autoRun.stop();
    if (cause === 'reset') {
      this._placeProblem = '';
      this._renameProblem = '';
    }
    if (cause === 'action' && event?.type === 'round.advanced') {
      const settled = this.table.snapshot.matches('settled');
      this.table.announce(`Round ${ctx.round}. ${ctx.narration.length > 0 ? whyText(ctx.narration) : 'No roll was needed.'}${settled ? ` ${summary(ctx)}` : ''}`);
      this.dispatchEvent(new RbRoundEvent({ round: ctx.round, events: ctx.lastEvents, lines: ctx.narration.map((w) => w.text) }));
    } else if (cause === 'back' || cause === 'forward' || cause === 'rewind') {
      this.table.announce(`Step ${this.table.timeline.step} of ${this.table.timeline.length}. ${fireSummary(ctx)}`);
    } else if (cause === 'action' && event) {
      this.table.announce(`${this.#describeEdit(ctx, event)} ${fireSummary(ctx)}`);
    } else {
      this.table.announce(fireSummary(ctx));
    }
  }

  #describeEdit(ctx: FireMapContext, event: FireMapEvent): string {
    const names = namesFor(ctx.map, ctx.creatures);
    switch (event.type) {
      case 'area.edited':
        return Object.hasOwn(event.changes, 'name') ? `Area ${event.id} is now called ${names(event.id)}.` : `${names(event.id)} changed.`;
      case 'creature.placed':
        return `${event.creature.name.trim()} placed in ${names(event.creature.areaId)}.`;
      case 'creature.removed':
        return `${names(event.id)} removed.`;
      default:
        return '';
    }
  }

  // ---- render --------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const settled = snapshot.matches('settled');
    const selected = ctx.map.areas.find((a) => a.id === this._selected);
    return html`<div part="base" role="group" aria-label="Fire map">
      ${renderErrors(this.table.errors)}
      <p class="status" part="status">
        ${settled && ctx.round > 0 ? summary(ctx) : fireSummary(ctx)} ${settled && ctx.round === 0 ? html`<strong>${settledReason(ctx)}</strong>` : nothing}
      </p>
      <div class="layout">
        ${this.#renderMap(ctx)}
        ${selected ? this.#renderPanel(selected, ctx) : nothing}
      </div>
      ${this.#renderLegend()}
      ${this.#renderControls()}
      ${this._overlay ? this.#renderForecastNote() : nothing}
      <p id="log-heading" class="subhead">${ctx.round > 0 && ctx.narration.length > 0 ? `Round ${ctx.round}: rolls and outcomes` : 'Last round'}</p>
      ${this.#renderLog(ctx)}
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #roundOdds(ctx: FireMapContext): ReadonlyMap<string, AreaRoundOdds> {
    const memo = this.#roundOddsFor;
    if (memo && memo.map === ctx.map && memo.rules === ctx.rules) return memo.odds;
    const odds = new Map(roundOdds(ctx.map, ctx.rules).map((o) => [o.id, o]));
    this.#roundOddsFor = { map: ctx.map, rules: ctx.rules, odds };
    return odds;
  }

  #renderMap(ctx: FireMapContext) {
    const geometry = mapGeometry(ctx.map);
    const odds = this._overlay ? this.#roundOdds(ctx) : undefined;
    const big = ctx.map.areas.length > BIG_MAP;
    const forecast = this._overlay && !big ? new Map(this.forecast?.areas.map((f) => [f.id, f.burning]) ?? []) : undefined;
    const living = new Map<string, Creature[]>();
    for (const c of ctx.creatures) if (c.alive) living.set(c.areaId, [...(living.get(c.areaId) ?? []), c]);
    const drawn = ctx.map.areas.length <= this.#drawn ? ctx.map.areas : ctx.map.areas.slice(0, this.#drawn);
    if (drawn.length < ctx.map.areas.length) this.#drawMore();
    return html`<div class="map ${big ? 'big' : ''}" part="map" role="group" aria-label="Map of Areas (arrow keys move between Areas)" aria-busy=${drawn.length < ctx.map.areas.length ? 'true' : 'false'} @keydown=${(e: KeyboardEvent) => this.#onMapKeydown(e)}>
      ${drawn.map((area) => {
        const here = living.get(area.id) ?? [];
        const people = here.map((c) => c.name).join(', ');
        const long = this.#oddsText(odds?.get(area.id), forecast?.get(area.id));
        const short = this.#shortOdds(odds?.get(area.id), forecast?.get(area.id));
        const isSelected = area.id === this._selected;
        const walls = `${geometry.wallEast.has(area.id) ? 'wall-e' : ''} ${geometry.wallSouth.has(area.id) ? 'wall-s' : ''}`;
        // Rebuilt only when something this Area shows has changed: a round or a click
        // re-renders a handful of the 676 Areas of a 26 × 26 map, not all of them.
        return guard([area, isSelected, people, long, short, walls], () => this.#renderArea(area, isSelected, here, people, long, short, walls));
      })}
    </div>`;
  }

  /** Draw the next batch of a big map's Areas in a task of its own. */
  #drawMore(): void {
    if (this.#drawing) return;
    this.#drawing = true;
    setTimeout(() => {
      this.#drawing = false;
      this.#drawn += FIRST_DRAW_BATCH;
      this.requestUpdate();
    }, 0);
  }

  #renderArea(area: Area, isSelected: boolean, here: readonly Creature[], people: string, long: string, short: string, walls: string) {
    const classes = [
      'area',
      `c${Math.min(area.col, MAX_DRAWN - 1)}`,
      `r${Math.min(area.row, MAX_DRAWN - 1)}`,
      `fire-${fireBand(area.fireLevel)}`,
      area.wetness !== null && area.wetness > 0 ? 'wet' : '',
      area.flammability === null ? 'stone' : '',
      walls,
      isSelected ? 'selected' : '',
    ].join(' ');
    // The visible tags are a summary for the eye; the hidden sentence is what a screen reader hears.
    const described = `: ${describeArea(area)}${people ? `; in it: ${people}` : ''}${long ? `; ${long}` : ''}`;
    const light = effectiveBrightness(area);
    const tags = [
      area.fireLevel === null ? '' : isContained(area.fireLevel) ? `contained ${num(area.fireLevel)}` : `fire ${area.fireLevel}`,
      light !== 'dim' ? light : '',
      area.wetness === 0 ? 'damp' : area.wetness !== null ? 'water' : '',
      [isShrouded(area.obscurity) ? 'shroud' : '', isObscured(area.obscurity) ? 'fog' : ''].filter(Boolean).join('+'),
    ].filter(Boolean).join(' · ');
    return html`<button
      class=${classes}
      part="area"
      data-area=${area.id}
      tabindex=${isSelected ? 0 : -1}
      aria-pressed=${isSelected ? 'true' : 'false'}
      @click=${() => this.#select(area.id)}
    >
      <span class="id">${areaLabel(area)}</span><span class="visually-hidden">${described}</span>
      ${tags ? html`<span class="tags" aria-hidden="true">${tags}</span>` : nothing}
      ${here.length > 0 ? html`<span aria-hidden="true">${here.length === 1 ? here[0]!.name : `${here.length} creatures`}</span>` : nothing}
      ${short ? html`<span class="odds-tag" part="odds" aria-hidden="true">${short}</span>` : nothing}
    </button>`;
  }

  #oddsText(odds: AreaRoundOdds | undefined, burning: number | undefined): string {
    if (!odds) return '';
    const parts: string[] = [];
    if (odds.grow !== null) parts.push(`grows this round ${formatChance(odds.grow)}`);
    if (odds.catch !== null) parts.push(`catches this round ${formatChance(odds.catch)}`);
    if (burning !== undefined && burning > 0) parts.push(`burning at 1 or more after ${this.#rounds()} ${formatChance(burning)}`);
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

  #rounds(): string {
    return `${this._horizon} ${this._horizon === 1 ? 'round' : 'rounds'}`;
  }

  #renderLegend() {
    const big = this.table.snapshot.context.map.areas.length > BIG_MAP;
    const later = big ? ` (on a map this big, the chosen Area's panel gives the chances after ${this.#rounds()})` : ` · ${this._horizon}r chance it burns at 1 or more after ${this.#rounds()}`;
    const odds = this._overlay ? ` · ↑ chance it grows, + chance a spread roll catches it, this round${later}` : '';
    return html`<div part="legend">
      <ul class="legend" aria-label="Legend">
        ${FIRE_BANDS.map((b) => html`<li><span class="swatch fire-${b.band}" aria-hidden="true"></span>${b.label}</li>`)}
        <li><span class="swatch wet" aria-hidden="true"></span>water (cannot burn)</li>
        <li><span class="swatch stone" aria-hidden="true"></span>stone (cannot burn)</li>
        <li><span class="swatch wall-e" aria-hidden="true"></span>thick edge: a wall, no link</li>
      </ul>
      <p class="legend-notes">damp: flammability −1 · shroud: +1 Defense · fog: −1 to act in it · a fire of 2 or more spreads to linked Areas${odds}</p>
    </div>`;
  }

  #renderPanel(area: Area, ctx: FireMapContext) {
    const names = namesFor(ctx.map, ctx.creatures);
    const here = ctx.creatures.filter((c) => c.areaId === area.id);
    const label = areaLabel(area);
    return html`<section class="panel" part="panel" aria-label="Area ${label}">
      <p class="panel-title">${label}${area.name !== undefined ? html` <span class="note">(${area.id})</span>` : nothing}</p>
      <p class="note">${describeArea(area)}.</p>
      <p class="note">Next to: ${neighbours(ctx.map, area.id).map(names).join(', ') || 'nothing (no links)'}.</p>
      ${this._overlay ? this.#renderNextOdds(area, ctx) : nothing}
      ${this.#renderDistribution(area)}
      <p class="subhead">In ${label}</p>
      ${here.length === 0
        ? html`<p class="note">Nobody.</p>`
        : html`<ul class="creatures">
            ${here.map(
              (c) => html`<li>
                <span class=${c.alive ? '' : 'dead'}>${c.name}</span>
                <span class="note">${c.kind.toUpperCase()}, size ${formatSize(c.size)}, Defense ${c.defense}, ${c.injuries} ${c.injuries === 1 ? 'Injury' : 'Injuries'}${c.alive ? '' : ', dead'}</span>
                ${this._editing ? html`<button part="button" @click=${() => this.send({ type: 'creature.removed', id: c.id })}>Remove<span class="visually-hidden"> ${c.name}</span></button>` : nothing}
              </li>`,
            )}
          </ul>`}
      <button part="button" class="edit-toggle" aria-expanded=${this._editing ? 'true' : 'false'} @click=${() => this.#toggleEditor()}>
        ${this._editing ? 'Done editing' : 'Edit this Area'}
      </button>
      ${this._editing ? this.#renderEditor(area) : nothing}
    </section>`;
  }

  #renderNextOdds(area: Area, ctx: FireMapContext) {
    const odds = nextOdds(ctx, area.id);
    if (!odds || this.table.snapshot.matches('settled')) return nothing;
    return html`<div part="odds">
      <p class="subhead">Next round</p>
      <ul class="outcomes">
        ${odds.outcomes.map((o) => html`<li>${o.label}: ${formatPercent(o.p)}</li>`)}
      </ul>
    </div>`;
  }

  #renderDistribution(area: Area) {
    if (!this._overlay) return nothing;
    const f = this.forecast?.areas.find((a) => a.id === area.id);
    return html`<p class="note" part="odds">After ${this.#rounds()}: ${f ? describeDistribution(f) : 'working it out…'}</p>`;
  }

  #renderEditor(area: Area) {
    const edit = (changes: AreaChanges) => this.send({ type: 'area.edited', id: area.id, changes });
    const select = (label: string, name: string, value: string, options: [string, string][], onChange: (v: string) => void) =>
      html`<label for="q-${name}">${label}</label>
        <select id="q-${name}" name=${name} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
          ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
        </select>`;
    return html`<div class="editor" part="editor">
      <form class="inline-form" aria-label="Name ${areaLabel(area)}" @submit=${(e: SubmitEvent) => this.#rename(e, area)}>
        <label>Name <input name="area-name" autocomplete="off" maxlength="40" .value=${area.name ?? ''} placeholder=${area.id} /></label>
        <button part="button" type="submit">Rename</button>
        ${this._renameProblem ? html`<p class="note" role="alert">${this._renameProblem}</p>` : nothing}
      </form>
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
      ${this.#renderPlaceForm(area)}
    </div>`;
  }

  #renderPlaceForm(area: Area) {
    return html`<form class="place-form" part="place-form" aria-label="Place a creature in ${areaLabel(area)}" @submit=${(e: SubmitEvent) => this.#place(e, area)}>
      <label>Name <input name="name" required autocomplete="off" /></label>
      <label>Size
        <select name="size">
          ${SIZE_TABLE.map((r) => html`<option value=${r.size} ?selected=${r.size === 1}>${r.label} (${formatSize(r.size)})</option>`)}
        </select>
      </label>
      <label>Kind
        <select name="kind" @change=${(e: Event) => (this._placeKind = (e.target as HTMLSelectElement).value === 'npc' ? 'npc' : 'pc')}>
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
    const running = this.#autoRun.running;
    return html`<div class="controls" part="controls">
      <button part="button" class="primary" ?disabled=${!can} @click=${() => this.nextRound()}>Next round (${ctx.round + 1})</button>
      <button part="button" aria-pressed=${running ? 'true' : 'false'} ?disabled=${!can && !running} @click=${() => this.#autoRun.toggle()}>
        ${running ? 'Stop auto-run' : 'Auto-run'}
      </button>
      <label>Speed
        <select name="speed" @change=${(e: Event) => this.#chooseSpeed((e.target as HTMLSelectElement).value)}>
          ${[...FIRE_SPEEDS].map(([s, ms]) => html`<option value=${s} ?selected=${s === this._speed}>${s} (${(ms / 1000).toFixed(1)} s a round)</option>`)}
        </select>
      </label>
      <label><input type="checkbox" name="overlay" .checked=${this._overlay} @change=${(e: Event) => (this._overlay = (e.target as HTMLInputElement).checked)} /> Show odds</label>
      <label>Forecast
        <select name="horizon" ?disabled=${!this._overlay} @change=${(e: Event) => this.#chooseHorizon((e.target as HTMLSelectElement).value)}>
          ${HORIZONS.map((n) => html`<option value=${n} ?selected=${n === this._horizon}>${n} ${n === 1 ? 'round' : 'rounds'} ahead</option>`)}
        </select>
      </label>
    </div>`;
  }

  #renderForecastNote() {
    const f = this.forecast;
    return html`<p class="note" part="odds">
      ${f ? describeForecast(f) : html`Working out the forecast… ${Math.round(this._progress * 100)}%`}
    </p>`;
  }

  #renderLog(ctx: FireMapContext) {
    if (ctx.narration.length === 0) {
      const settled = this.table.snapshot.matches('settled');
      return html`<p class="log-empty" part="log">${ctx.round === 0 ? 'No round played yet.' : settled ? settledReason(ctx) : 'Nothing was rolled since the last change.'}</p>`;
    }
    return html`<ol class="log" part="log" aria-labelledby="log-heading">${ctx.narration.map((w) => html`<li>${renderWhy([w])}</li>`)}</ol>`;
  }

  // ---- handlers ------------------------------------------------------------------------

  #select(id: string): void {
    if (id === this._selected) return;
    this._selected = id;
    this._renameProblem = '';
    this._placeProblem = '';
  }

  #toggleEditor(): void {
    this._editing = !this._editing;
    this._renameProblem = '';
    this._placeProblem = '';
  }

  #chooseSpeed(value: string): void {
    this._speed = FIRE_SPEEDS.has(value) ? (value as FireSpeed) : this._speed;
  }

  #chooseHorizon(value: string): void {
    const n = Number(value);
    if (HORIZONS.includes(n)) this._horizon = n;
  }

  /** Arrow keys move between Areas as drawn; Home and End go to the first and last. */
  #onMapKeydown(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const direction = MOVE_KEYS.get(e.key);
    if (!direction) return;
    e.preventDefault();
    const target = areaToward(this.table.snapshot.context.map, this._selected, direction);
    if (!target) return;
    this.#select(target.id);
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button[data-area="${CSS.escape(target.id)}"]`)?.focus());
  }

  #rename(e: SubmitEvent, area: Area): void {
    e.preventDefault();
    const name = String(new FormData(e.target as HTMLFormElement).get('area-name') ?? '').trim();
    const changes: AreaChanges = { name: name === '' ? undefined : name };
    const problem = editProblem(this.table.snapshot.context.map, area.id, changes);
    if (problem || !this.send({ type: 'area.edited', id: area.id, changes })) {
      this._renameProblem = `Could not rename ${areaLabel(area)}: ${problem ?? 'the rules refused it'}.`;
      return;
    }
    this._renameProblem = '';
  }

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
      this._placeProblem = `Could not place ${spec.name.trim() || 'the creature'}: ${problem ?? 'the rules refused it'}.`;
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
