/**
 * <rb-fire-map>: a map of Areas for Lady Luck's Chosen Few, where fire grows, spreads and
 * burns round by round.
 *
 * Renders snapshots of `fireMapMachine` and sends it events. Every rule (the rolls, who burns,
 * whether another round matters, the odds, the drawing) comes from machines/lady-luck. A map
 * can be 26 × 26 Areas, so the view does only what changed: each Area's cell is worked out
 * again only when its Area or the creatures in it change (machines/lady-luck/fire-map.view.ts),
 * cells have a fixed size so one cell's change never lays out the others, a big map is first
 * drawn a batch at a time, and the N-round forecast is worked out a few milliseconds at a time
 * in the background, only while the odds are shown.
 *
 * @fires rb-step - After every round, edit, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-round - After a round of fire is played. detail: { round, events, lines }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - The round and fire summary line.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The map, the chosen Area and the last round: what the reader looks at.
 * @csspart controls - Next round, auto-run and its speed.
 * @csspart map - The map of Areas.
 * @csspart area - One Area's button on the map.
 * @csspart panel - The chosen Area: its qualities and who stands in it.
 * @csspart legend - What the map's colours, marks and odds mean.
 * @csspart log - The last round's rolls and outcomes, each with a link to its rule.
 * @csspart why - Why the map is as it is when no round was just played: the GM's change, or why another round would do nothing.
 * @csspart rule-link - A link from a step's reason to the rule on the rulebook's page.
 * @csspart predict - The question asked before a round (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The chances: on each Area, the chosen Area's next round, and the forecast rounds ahead.
 * @csspart forecast - The chosen Area's levels some rounds ahead, and how that forecast was made.
 * @csspart summary - What the fire did, once it has settled.
 * @csspart setup - The table setup: the chosen Area's editor, collapsed until asked for.
 * @csspart editor - The controls that change the chosen Area.
 * @csspart place-form - The form for placing a creature.
 * @csspart print-log - On paper only: every step so far with its rolls.
 * @csspart button - Every button.
 * @csspart history - The back / forward / start / reset bar.
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
import { formatPercent, type Why } from '../../machines/core/explain.js';
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
  formatSize,
  type Area,
} from '../../machines/lady-luck/areas.js';
import { FIRE_MAP_RULES, namesFor, neighbours, type FireMap, type FireRules } from '../../machines/lady-luck/fire-map.rules.js';
import {
  editProblem,
  fireMapMachine,
  fireMapRecord,
  fireSummary,
  placementProblem,
  predictionFor,
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
import {
  FIRE_BANDS,
  MAX_DRAWN,
  MOVE_KEYS,
  areaToward,
  cellViewAt,
  cellViews,
  mapGeometry,
  stepWhy,
  type CellView,
} from '../../machines/lady-luck/fire-map.view.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, renderWhy, whyText } from '../shared/ui.js';
import { AutoRunController } from './auto-run.js';
import type { EditorKit } from './editor.js';
import { RbRoundEvent } from './events.js';

type Machine = typeof fireMapMachine;

/** The attributes that shape the table: a change to one starts a fresh table. */
const RESETS = ['map', 'seed', 'rolls', 'spreadFlammability', 'storageKey', 'noSave'] as const;
/** The attributes that only change how it is shown: checked whenever they change. */
const SETTINGS = ['speed', 'forecastRounds', 'odds', 'noOdds'] as const;
/** Work on the forecast this long, then give the page back (well under one frame). */
const SLICE_MS = 4;
const PROGRESS_MS = 400;
const ODDS_SEED = 20260522;
const HORIZONS = Array.from({ length: FORECAST_ROUNDS.max - FORECAST_ROUNDS.min + 1 }, (_, i) => FORECAST_ROUNDS.min + i);
/**
 * A big map is first drawn this many rows at a time, one batch per task, so opening a
 * 26 × 26 map never holds the page for one long task; after that every render is whole
 * (and cheap: a cell re-renders only when what it shows changes).
 */
const FIRST_DRAW_ROWS = 4;
/**
 * Past this many Areas the map is drawn small and in rows (cells of one fixed size in a box of
 * fixed size), and the N-round forecast is given for the chosen Area only, not on every cell:
 * it changes almost everywhere after every round.
 */
const BIG_MAP = 64;
/** More columns than this and the chosen Area's panel goes under the map rather than beside it. */
const NARROW_MAP = 5;
/** The round's log shows this many lines, the rest on request (and a screen reader hears them only on request). */
const LOG_SHOWN = 12;

// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25.
const placement = unsafeCSS(
  Array.from({ length: MAX_DRAWN }, (_, i) => `.c${i} { grid-column: ${i + 1}; } .r${i} { grid-row: ${i + 1}; }`).join('\n'),
);

// A big map's box is fixed (contain: strict, so nothing in it lays out anything outside): as
// tall as its rows, at most 28rem. .h1 … .h26 by class, never by style=.
const heights = unsafeCSS(
  Array.from(
    { length: MAX_DRAWN },
    (_, i) => `.map.h${i + 1} { block-size: min(60vh, 28rem, calc(${i + 1} * (3.4rem + 3px) + 8px)); }`,
  ).join('\n'),
);

const optionValue = (v: number | null) => (v === null ? 'none' : String(v));
const readOption = (s: string): number | null => (s === 'none' ? null : Number(s));

/** What the editor (loaded on demand, importing nothing itself) is handed: Lit, and each quality's choices in words. */
const EDITOR_KIT: EditorKit = {
  html,
  nothing,
  choices: {
    fire: FIRE_LEVELS.map((l) => [optionValue(l), describeFireLevel(l)]),
    flam: FLAMMABILITIES.map((f) => [optionValue(f), f === null ? 'none (stone, metal)' : String(f)]),
    wet: [[optionValue(null), 'dry'], ...WETNESS_LEVELS.map((w): [string, string] => [String(w), describeWetness(w)])],
    light: BRIGHTNESSES.map((b) => [b, b]),
    cover: OBSCURITIES.map((o) => [o, describeObscurity(o)]),
    size: SIZE_TABLE.map((r) => [String(r.size), `${r.label} (${formatSize(r.size)})`]),
  },
};

/**
 * Give the page back until the browser has nothing more urgent, or stop at once when the work
 * is no longer wanted. Where the browser has a task scheduler, the next slice waits behind
 * input and rendering (background priority); elsewhere behind a timer.
 */
function nextSlice(signal: AbortSignal): Promise<void> {
  const scheduler = (
    globalThis as { scheduler?: { postTask?(cb: () => void, o: { priority: string; signal: AbortSignal }): Promise<void> } }
  ).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'background', signal });
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

/** True when a click or key press is waiting (Chromium tells; elsewhere the slice just ends on time). */
const inputPending = (): boolean => (navigator as { scheduling?: { isInputPending?(): boolean } }).scheduling?.isInputPending?.() ?? false;

interface CellOdds {
  readonly short: string;
  readonly long: string;
}

export class RbFireMap extends TableElement<Machine> {
  // Why the styles are as they are (kept out of the CSS, which ships as written):
  // - A ruling's title can be longer than a phone is wide: rule links wrap.
  // - The map scrolls inside the widget rather than being clipped; its padding keeps focus
  //   rings visible. On a phone (container under 22rem) a 4-wide map still fits.
  // - A big map is a block of rows, each a grid of fixed cells, in a box of fixed size
  //   (contain: strict, .h1 … .h26): nothing in it lays out anything outside, a changed cell
  //   lays out alone, and a click is hit-tested among one row's cells.
  // - Nothing in a cell is positioned (each would be a layer of its own); its summary is drawn
  //   from data-t by CSS. A name breaks between words; only a word too long for a cell is cut.
  // - Light fills carry their own dark ink, so a dark page theme cannot wash the text out.
  // - The chosen Area's odds sit in its narrow panel: no box of their own, no bars.
  // - A <details>' content box (Chromium's ::details-content) does not pass border-box down.
  // - On paper the map is a record: every Area with its level, whatever was scrolled away.
  static override styles = [
    baseStyles,
    css`
      :host {
        --_fire-low: var(--rb-fire-low, #ffd98a);
        --_fire-mid: var(--rb-fire-mid, #f08a4b);
        --_fire-high: var(--rb-fire-high, #9c1f14);
        --_water: var(--rb-water, #cfe3f7);
      }
      .rule-link {
        white-space: normal;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 0.6rem;
        align-items: center;
        margin-block-end: 0.5rem;
      }
      .controls label {
        display: inline-flex;
        gap: 0.35rem;
        align-items: center;
        min-inline-size: 0;
      }
      .controls select {
        min-inline-size: 0;
        max-inline-size: 100%;
      }
      .board {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 0.75rem;
        align-items: flex-start;
      }
      .map {
        display: grid;
        grid-auto-columns: minmax(4.5rem, 1fr);
        grid-auto-rows: minmax(4.25rem, auto);
        gap: 3px;
        flex: 1 1 17rem;
        min-inline-size: 0;
        overflow: auto;
        padding: 4px;
      }
      .board.wide .map {
        flex-basis: 100%;
      }
      @container rb (max-width:22rem) {
        .map:not(.big) {
          grid-auto-columns: minmax(3.6rem, 1fr);
        }
        .map:not(.big) .area {
          font-size: 0.72rem;
          padding: 0.2rem;
        }
      }
      .map.big {
        display: block;
        contain: strict;
      }
      .map.big .row {
        display: grid;
        grid-template-rows: 3.4rem;
        grid-auto-columns: 3.4rem;
        gap: 3px;
        margin-block-end: 3px;
        inline-size: max-content;
        contain: layout style;
      }
      .map.big .area {
        inline-size: 3.4rem;
        block-size: 3.4rem;
        font-size: 0.7rem;
        padding: 0.15rem;
        gap: 0;
        border-width: 1px;
      }
      .map.big .area .id {
        font-size: 0.72rem;
      }
      ${heights}
      ${placement}
.area {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: space-between;
        gap: 0.1rem;
        min-block-size: 0;
        padding: 0.25rem;
        border: 2px solid var(--_border);
        border-radius: 0.25rem;
        background: var(--_surface);
        color: var(--_text);
        text-align: start;
        font-size: 0.8rem;
        line-height: 1.2;
        overflow: clip;
      }
      .area .id {
        font-weight: 700;
        letter-spacing: -0.01em;
        overflow-wrap: break-word;
        max-inline-size: 100%;
      }
      .area .t::before {
        content: attr(data-t);
      }
      .area .t[data-t=''] {
        display: none;
      }
      .area .odds-tag {
        font-variant-numeric: tabular-nums;
        font-weight: 600;
      }
      .swatch {
        display: inline-block;
        inline-size: 1rem;
        block-size: 1rem;
        border: 2px solid var(--_border);
        border-radius: 0.2rem;
        background-color: var(--_surface);
      }
      .wall-e {
        border-inline-end: 5px solid var(--_text);
      }
      .wall-s {
        border-block-end: 5px solid var(--_text);
      }
      .wet {
        background-color: var(--_water);
        color: #1d1b22;
      }
      .stone {
        background-image: repeating-linear-gradient(135deg, transparent 0 7px, color-mix(in srgb, var(--_border) 25%, transparent) 7px 9px);
      }
      .fire-contained {
        background-color: color-mix(in srgb, var(--_fire-low) 45%, #fff);
        color: #1d1b22;
      }
      .fire-low {
        background-color: var(--_fire-low);
        color: #1d1b22;
      }
      .fire-mid {
        background-color: var(--_fire-mid);
        color: #1d1b22;
      }
      .fire-high {
        background-color: var(--_fire-high);
        color: #fff;
      }
      .area.selected {
        outline: 3px solid var(--_accent);
        outline-offset: 1px;
      }
      .area:focus-visible {
        outline: 3px solid var(--_focus);
        outline-offset: 2px;
      }
      @media (prefers-reduced-motion: no-preference) {
        .map:not(.big) .area {
          transition: background-color 0.3s ease;
        }
      }
      .panel {
        flex: 1 1 14rem;
        min-inline-size: 0;
        margin: 0;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        font-size: 0.92em;
      }
      .panel p {
        margin: 0.15rem 0;
      }
      .panel-title {
        font-weight: 700;
      }
      .panel .edit-toggle {
        margin-block-start: 0.3rem;
      }
      .dead {
        text-decoration: line-through;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.7rem;
        list-style: none;
        padding: 0;
        margin: 0.4rem 0 0;
        font-size: 0.78em;
        color: var(--_muted);
      }
      .legend li {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
      }
      .legend-notes {
        margin: 0.1rem 0 0;
        font-size: 0.78em;
        color: var(--_muted);
      }
      .log {
        margin-block: 0.5rem 0;
        padding: 0.3rem 0.6rem;
        border-inline-start: 3px solid var(--_accent);
        background: var(--_raised);
        font-size: 0.92em;
      }
      .log .subhead {
        margin: 0;
        font-weight: 700;
      }
      .log ol {
        margin: 0.15rem 0 0;
        padding-inline-start: 1.4rem;
        font-variant-numeric: tabular-nums;
        max-block-size: 13rem;
        overflow-y: auto;
      }
      .log li {
        margin-block: 0.1rem;
      }
      .log .more {
        min-height: 1.8rem;
        margin-block-start: 0.2rem;
      }
      .panel .odds {
        margin: 0.35rem 0 0;
        padding: 0.3rem 0 0;
        border: 0;
        border-block-start: 1px solid var(--_border);
        border-radius: 0;
      }
      .panel .odds-question {
        margin: 0;
        font-weight: 600;
      }
      .panel .odds-list li {
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 0.5rem;
      }
      .forecast label {
        display: inline-flex;
        gap: 0.3rem;
        align-items: center;
        font-weight: 600;
      }
      .forecast select {
        min-height: 1.8rem;
        padding-block: 0;
      }
      details > :not(summary) {
        box-sizing: border-box;
      }
      .editor-title {
        font-weight: 700;
        margin: 0 0 0.3rem;
      }
      .qualities {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 0.3rem 0.5rem;
        align-items: center;
        margin-block: 0.5rem;
      }
      .qualities select,
      .inline-form input,
      .place-form select {
        max-inline-size: 100%;
        min-inline-size: 0;
      }
      .inline-form,
      .place-form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: end;
        margin-block-start: 0.5rem;
      }
      .inline-form label,
      .place-form label {
        display: grid;
        gap: 0.1rem;
        font-size: 0.9em;
        min-inline-size: 0;
      }
      .place-form input[name='name'] {
        inline-size: 8rem;
      }
      .place-form input[type='number'] {
        inline-size: 5.5rem;
      }
      .creatures {
        list-style: none;
        padding: 0;
        margin: 0.3rem 0;
      }
      .creatures li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        margin-block: 0.2rem;
      }
      @media print {
        .map .area {
          display: flex !important;
        }
        .map,
        .map.big {
          max-block-size: none;
          block-size: auto;
          contain: none;
          overflow: visible;
        }
        .log ol {
          max-block-size: none;
          overflow: visible;
        }
        .controls,
        .forecast label {
          display: none !important;
        }
      }
    `,
  ];

  static override properties = {
    map: { type: String },
    seed: { type: String },
    rolls: { type: String },
    spreadFlammability: { type: String, attribute: 'spread-flammability' },
    forecastRounds: { type: String, attribute: 'forecast-rounds' },
    speed: { type: String },
    odds: flagProperty('odds'),
    noOdds: flagProperty('no-odds'),
    learn: flagProperty('learn'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _selected: { state: true },
    _speed: { state: true },
    _horizon: { state: true },
    _progress: { state: true },
    _forecast: { state: true },
    _setupOpen: { state: true },
    _fullLog: { state: true },
    _placeProblem: { state: true },
    _renameProblem: { state: true },
    _placeKind: { state: true },
  };

  /**
   * The map, as text: one statement per line, or separated by `;` so a whole map fits in the
   * attribute; `#` starts a comment. `grid 4x3 flam=1` makes Areas `a1` to `d3` (column letter,
   * row number, `a1` top left), each linked to the Areas left, right, above and below, with the
   * qualities given; it comes first. `area hall at=4,0 flam=2 fire=-2` adds an Area or changes
   * one (`at=column,row` from 0 places it in the drawing); `area a2 name="The barn"` names one.
   * `link hall d1 d2` links hall–d1 and d1–d2; `unlink b2 c2` takes a link away (a wall).
   * `pc Bran in b2 con=1 injuries=0` places a PC (`size`, `defense`, `con`, `injuries`);
   * `npc Goblin in a2 size=small limit=1` an NPC (`limit`: the Injuries it survives). Use `_`
   * for a space in a creature's name. Qualities: `flam=none|0|1|2`, `wet=none|damp|1/8…32`,
   * `fire=none|-3…6`, `light=dark|dim|bright`, `cover=clear|shrouded|obscured|shrouded+obscured`;
   * an Area with nothing said is stone, dry, dim and clear, with no fire. A bad line is named
   * with its number and the sample hamlet is shown instead.
   */
  declare map: string | null;
  /** Seed for every d6: a whole number from 0 to 4,294,967,295. The same seed and the same steps replay the same fire. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed d6 results, used first, in the order a round rolls them (growth, spread, burning), e.g. `6 2 5`; then the seed takes over. */
  declare rolls: string | null;
  /** The table ruling on whose flammability a spread roll adds: `burning` (the burning Area's own, the rules' wording; default) or `neighbour` (the Area the fire reaches into). Rolls, log and odds all follow it. */
  declare spreadFlammability: string | null;
  /** Rounds ahead the forecast looks, while the odds are shown: a whole number from 1 to 10 (default 3). */
  declare forecastRounds: string | number | null;
  /** Auto-run speed: `slow` (2.4 s a round), `normal` (1.2 s) or `fast` (0.45 s). Default normal, or slow when the reader prefers reduced motion. */
  declare speed: string | null;
  /** Start with the odds shown: this round's chances on every Area, the chosen Area's next round and its forecast. */
  declare odds: boolean;
  /** Start with the odds hidden even when `odds` is set (they start hidden anyway; older embeds used this when they started shown). */
  declare noOdds: boolean;
  /** Learner mode: before each round, predict whether the chosen Area's fire grows (or whether it catches). */
  declare learn: boolean;
  /** Key for the saved table and share links; defaults to one per page. Give each map on a page its own. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser (no share link either). */
  declare noSave: boolean;

  declare _selected: string;
  declare _speed: FireSpeed;
  declare _horizon: number;
  declare _progress: number;
  declare _forecast: Forecast | undefined;
  declare _setupOpen: boolean;
  declare _fullLog: boolean;
  declare _placeProblem: string;
  declare _renameProblem: string;
  declare _placeKind: 'pc' | 'npc';

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: fireMapMachine,
    recordFormat: fireMapRecord,
    resets: RESETS,
    setup: () => {
      const { input, errors } = parseFireSetup(
        { map: this.map, seed: this.seed, rolls: this.rolls, spreadFlammability: this.spreadFlammability },
        seedFromClock(),
      );
      return { input, errors: [...errors] };
    },
    settings: () => this.#readSettings().errors,
    inputProblem: (input) => fireMapInputProblem(input),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `fire-map@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, event, cause) => this.#afterChange(snapshot.context, event, cause),
  });

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Fire map',
    chart: () => import('../../generated/charts/fire-map.chart.js'),
    // The toolbar's Odds toggle shows this round's chances on every Area, and the chosen
    // Area's next round and forecast in its panel beside the map (#renderOdds): one view of
    // the odds where the reader is looking, so the learning panels below carry none.
    odds: () => undefined,
    prediction: (s) => this.#prediction(s),
    summary: (s) => (s.matches('settled') && s.context.round > 0 ? [{ text: summary(s.context), rule: FIRE_MAP_RULES.order }] : undefined),
  });

  readonly #autoRun = new AutoRunController(this, {
    // A round held for a prediction ends the run: the learner answers, then starts it again.
    step: () => this.nextRound() && !this.teach.pending,
    more: () => this.table.snapshot.matches('burning'),
    delay: () => FIRE_SPEEDS.get(this._speed) ?? FIRE_SPEEDS.get('normal')!,
  });

  /**
   * How many rows of a big map have been drawn so far (see FIRST_DRAW_ROWS): none in the
   * task that starts the widget (it already parses the map and draws the frame), then a
   * batch per task.
   */
  #drawnRows = 0;
  #drawing = false;
  /** The forecast being worked out: stopped when the map, the rounds ahead or the odds toggle change. */
  #forecastRun: { readonly key: readonly unknown[]; readonly abort: AbortController } | undefined;
  /** This round's chances per Area, worked out once per map and ruling. */
  #cellOddsFor:
    { map: FireMap; rules: FireRules; forecast: Forecast | undefined; horizon: number; cells: ReadonlyMap<string, CellOdds> } | undefined;
  #nextOddsFor: { map: FireMap; rules: FireRules; id: string; odds: ReturnType<typeof nextOdds> } | undefined;
  /** The editor's module, once loaded (see #renderSetup). */
  #editor: typeof import('./editor.js') | undefined;
  #editorLoading: Promise<void> | undefined;
  #editorProblem = '';

  constructor() {
    super();
    this.map = null;
    this.seed = null;
    this.rolls = null;
    this.spreadFlammability = null;
    this.forecastRounds = null;
    this.speed = null;
    this.odds = false;
    this.noOdds = false;
    this.learn = false;
    this.storageKey = null;
    this.noSave = false;
    this._selected = '';
    this._speed = RbFireMap.prefersReducedMotion() ? 'slow' : 'normal';
    this._horizon = FORECAST_ROUNDS.default;
    this._progress = 0;
    this._forecast = undefined;
    this._setupOpen = false;
    this._fullLog = false;
    this._placeProblem = '';
    this._renameProblem = '';
    this._placeKind = 'pc';
  }

  static prefersReducedMotion(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /** Asked once: reading a media query on every update can make the browser recompute styles. */
  readonly #reducedMotion = RbFireMap.prefersReducedMotion();

  /** The last finished forecast (while the odds are shown): per Area, its levels some rounds ahead. */
  get forecast(): Forecast | undefined {
    return this._forecast;
  }

  /** Play the next round of fire. Returns false when the fire has settled (or a prediction is waiting). */
  nextRound(): boolean {
    if (this.teach.pending) return false;
    return this.send({ type: 'round.advanced' });
  }

  #readSettings(): { settings: FireSettings; errors: string[] } {
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    const flag = (name: string, on: boolean) => (this.hasAttribute(name) ? this.getAttribute(name) : on ? '' : null);
    return parseFireSettings(
      {
        speed: text(this.speed),
        forecastRounds: text(this.forecastRounds),
        odds: flag('odds', this.odds),
        noOdds: flag('no-odds', this.noOdds),
      },
      this.#reducedMotion,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // An attribute that changes (or goes away) sets the reader's choice back to it.
    if (SETTINGS.some((k) => changed.has(k))) {
      const { settings } = this.#readSettings();
      if (changed.has('speed')) this._speed = settings.speed;
      if (changed.has('forecastRounds')) this._horizon = settings.forecastRounds;
      if ((changed.has('odds') || changed.has('noOdds')) && this.teach.oddsShown !== settings.showOdds) this.teach.toggleOdds();
    }
    if (changed.has('learn')) this.teach.setLearning(this.learn);
    this.table.update(changed);
    const areas = this.table.snapshot.context.map.areas;
    if (!areas.some((a) => a.id === this._selected)) this._selected = areas[0]?.id ?? '';
    this.#runForecast();
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
      const n = ctx.narration.length;
      const told =
        n === 0
          ? 'No roll was needed.'
          : n <= LOG_SHOWN
            ? whyText(ctx.narration)
            : `${n} rolls and outcomes, listed below. ${fireSummary(ctx)}`;
      this.table.announce(`Round ${ctx.round}. ${told}${settled ? ` ${summary(ctx)}` : ''}`);
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

  // ---- the learning layer --------------------------------------------------------------

  /**
   * The question before a round: about the chosen Area when a roll decides its fire, else
   * about the first Area (in map order) where one does.
   */
  #prediction(s: typeof this.table.snapshot) {
    const chosen = predictionFor(s, this._selected);
    if (chosen || settledReason(s.context) !== null) return chosen;
    for (const a of s.context.map.areas) {
      const p = predictionFor(s, a.id);
      if (p) return p;
    }
    return undefined;
  }

  /** The chosen Area's exact odds for the next round, once per map and Area. */
  #nextOdds(ctx: FireMapContext) {
    const memo = this.#nextOddsFor;
    if (memo && memo.map === ctx.map && memo.rules === ctx.rules && memo.id === this._selected) return memo.odds;
    const odds = nextOdds(ctx, this._selected);
    this.#nextOddsFor = { map: ctx.map, rules: ctx.rules, id: this._selected, odds };
    return odds;
  }

  /** This round's chances on every cell (and, on a small map, the forecast's), once per map. */
  #cellOdds(ctx: FireMapContext, big: boolean): ReadonlyMap<string, CellOdds> {
    const forecast = big ? undefined : this._forecast;
    const memo = this.#cellOddsFor;
    if (memo && memo.map === ctx.map && memo.rules === ctx.rules && memo.forecast === forecast && memo.horizon === this._horizon)
      return memo.cells;
    const burning = new Map(forecast?.areas.map((f) => [f.id, f.burning]));
    const cells = new Map<string, CellOdds>();
    for (const o of roundOdds(ctx.map, ctx.rules)) {
      const odds = this.#describeCellOdds(o, burning.get(o.id));
      if (!odds.short && !odds.long) continue;
      // The same object when nothing it says has changed, so the cell is not drawn again.
      const before = memo?.cells.get(o.id);
      cells.set(o.id, before && before.short === odds.short && before.long === odds.long ? before : odds);
    }
    this.#cellOddsFor = { map: ctx.map, rules: ctx.rules, forecast, horizon: this._horizon, cells };
    return cells;
  }

  #describeCellOdds(odds: AreaRoundOdds, burning: number | undefined): CellOdds {
    const long: string[] = [];
    const short: string[] = [];
    if (odds.grow !== null) {
      long.push(`grows this round ${formatChance(odds.grow)}`);
      short.push(`↑${formatChance(odds.grow)}`);
    }
    if (odds.catch !== null) {
      long.push(`catches this round ${formatChance(odds.catch)}`);
      short.push(`+${formatChance(odds.catch)}`);
    }
    if (burning !== undefined && burning > 0) {
      long.push(`burning at 1 or more after ${this.#rounds()} ${formatChance(burning)}`);
      short.push(`${this._horizon}r ${formatChance(burning)}`);
    }
    return { short: short.join(' '), long: long.join(', ') };
  }

  #rounds(): string {
    return `${this._horizon} ${this._horizon === 1 ? 'round' : 'rounds'}`;
  }

  /**
   * The N-round forecast, while the odds are shown: a slice of work at a time in the
   * background, started again (and the old one dropped) whenever the map or the rounds
   * ahead change.
   */
  #runForecast(): void {
    const ctx = this.table.snapshot.context;
    const shown = this.teach.oddsShown;
    const key = [ctx.map, ctx.rules, this._horizon, shown] as const;
    const run = this.#forecastRun;
    if (run && run.key.every((k, i) => k === key[i])) return;
    run?.abort.abort();
    this.#forecastRun = undefined;
    if (!shown) {
      this._forecast = undefined;
      return;
    }
    const abort = new AbortController();
    this.#forecastRun = { key, abort };
    this._forecast = undefined;
    this._progress = 0;
    void this.#workOut(ctx.map, ctx.rules, this._horizon, abort.signal).catch(() => {
      /* dropped: the map changed, or the odds were hidden */
    });
  }

  async #workOut(map: FireMap, rules: FireRules, horizon: number, signal: AbortSignal): Promise<void> {
    // Not in the task that rendered the map: the first slice waits its turn.
    await nextSlice(signal);
    const job = startOdds(map, horizon, { seed: ODDS_SEED, rules });
    let reported = performance.now();
    for (;;) {
      const until = performance.now() + SLICE_MS;
      let done = job.result !== undefined;
      while (!done && performance.now() < until && !inputPending()) done = advanceOdds(job, 1);
      if (done) {
        this._forecast = job.result;
        return;
      }
      // Say how far it has got a few times a second.
      if (performance.now() - reported > PROGRESS_MS) {
        reported = performance.now();
        this._progress = oddsProgress(job);
      }
      await nextSlice(signal);
    }
  }

  // ---- render --------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const settled = snapshot.matches('settled');
    const selected = ctx.map.areas.find((a) => a.id === this._selected);
    return renderFrame(this.table, {
      label: 'Fire map',
      status: html`${fireSummary(ctx)}${settled ? html` <strong>${ctx.round === 0 ? 'Nothing to roll.' : 'It has settled.'}</strong>` : nothing}`,
      toolbar: renderTeachToolbar(this.teach),
      stage: html`${this.#renderControls()}
        <div class="board ${mapColumns(ctx.map) > NARROW_MAP ? 'wide' : ''}">
          ${this.#renderMap(ctx)} ${selected ? this.#renderPanel(selected, ctx) : nothing}
        </div>
        ${this.#renderLegend(ctx)} ${this.#renderLog(ctx)}`,
      why: this.#why(ctx, settled),
      teaching: renderTeaching(this.teach),
      setup: this.#renderSetup(selected, ctx),
      setupOpen: this._setupOpen,
      whyOf: (s) => stepWhy(s.context),
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The frame's "Table setup" is a <details>: its editor is drawn only while it is open.
    this.renderRoot.addEventListener('toggle', this.#onToggle, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('toggle', this.#onToggle, true);
    this.#forecastRun?.abort.abort();
    this.#forecastRun = undefined;
  }

  readonly #onToggle = (e: Event) => {
    const details = e.target as HTMLDetailsElement;
    if (details.localName === 'details' && details.classList.contains('setup')) this._setupOpen = details.open;
  };

  #renderControls() {
    const can = this.table.can({ type: 'round.advanced' });
    const ctx = this.table.snapshot.context;
    const running = this.#autoRun.running;
    const waiting = this.teach.pending !== undefined;
    return html`<div class="controls" part="controls">
      <button part="button" class="primary" ?disabled=${!can || waiting} @click=${() => this.nextRound()}>
        Next round (${ctx.round + 1})
      </button>
      <button
        part="button"
        class="auto-run"
        aria-pressed=${running ? 'true' : 'false'}
        ?disabled=${(!can || waiting) && !running}
        @click=${() => this.#autoRun.toggle()}
      >
        ${running ? 'Stop auto-run' : 'Auto-run'}
      </button>
      <label
        >Speed
        <select name="speed" @change=${(e: Event) => this.#chooseSpeed((e.target as HTMLSelectElement).value)}>
          ${[...FIRE_SPEEDS].map(([s, ms]) => html`<option value=${s} ?selected=${s === this._speed}>${s} (${ms / 1000} s)</option>`)}
        </select>
      </label>
    </div>`;
  }

  #renderMap(ctx: FireMapContext) {
    const big = ctx.map.areas.length > BIG_MAP;
    const odds = this.teach.oddsShown ? this.#cellOdds(ctx, big) : undefined;
    const selected = this._selected;
    // Rebuilt only when something the Area shows has changed: a round or a click re-renders
    // a handful of the 676 cells of a 26 × 26 map, not all of them.
    const cell = (view: CellView, place: string) => {
      const isSelected = view.id === selected;
      const o = odds?.get(view.id);
      return guard([view, isSelected, o], () => renderCell(view, place, isSelected, o));
    };
    const attrs = { label: 'Map of Areas (arrow keys move between Areas)' };
    if (!big) {
      return html`<div
        class="map"
        part="map"
        role="group"
        aria-label=${attrs.label}
        @click=${this.#onMapClick}
        @keydown=${this.#onMapKeydown}
      >
        ${cellViews(ctx.map, ctx.creatures).map((v) => cell(v, `c${v.col} r${v.row}`))}
      </div>`;
    }
    // A big map is drawn row by row: the browser then finds the cell under a click (and lays
    // out a changed one) among one row's cells, not among all 676. The first rows come at
    // once, the rest a batch per task.
    const rows = mapGeometry(ctx.map).byRow;
    const drawn = Math.min(rows.length, this.#drawnRows);
    if (drawn < rows.length) this.#drawMore();
    return html`<div
      class="map big h${rows.length}"
      part="map"
      role="group"
      aria-label=${attrs.label}
      @click=${this.#onMapClick}
      @keydown=${this.#onMapKeydown}
    >
      ${rows.slice(0, drawn).map(
        (row) =>
          html`<div class="row">
            ${row.map((i) => {
              const v = cellViewAt(ctx.map, ctx.creatures, i);
              return cell(v, `c${v.col}`);
            })}
          </div>`,
      )}
    </div>`;
  }

  /** Draw the next batch of a big map's Areas in a task of its own. */
  #drawMore(): void {
    if (this.#drawing) return;
    this.#drawing = true;
    setTimeout(() => {
      this.#drawing = false;
      this.#drawnRows += FIRST_DRAW_ROWS;
      this.requestUpdate();
    }, 0);
  }

  #renderLegend(ctx: FireMapContext) {
    const big = ctx.map.areas.length > BIG_MAP;
    const later = big ? '' : ` · ${this._horizon}r chance it burns at 1 or more after ${this.#rounds()}`;
    const odds = this.teach.oddsShown
      ? html`<p class="legend-notes">This round: ↑ chance it grows, + chance a spread roll catches it${later}.</p>`
      : nothing;
    return html`<div part="legend">
      <ul class="legend" aria-label="Legend">
        ${FIRE_BANDS.map((b) => html`<li><span class="swatch fire-${b.band}" aria-hidden="true"></span>${b.label}</li>`)}
        <li><span class="swatch wet" aria-hidden="true"></span>water</li>
        <li><span class="swatch stone" aria-hidden="true"></span>stone</li>
        <li><span class="swatch wall-e" aria-hidden="true"></span>wall (no link)</li>
      </ul>
      <p class="legend-notes">
        Water and stone cannot burn · damp: flammability −1 · shroud: +1 Defense · fog: −1 to act in it · a fire of 2 or more spreads to
        linked Areas.
      </p>
      ${odds}
    </div>`;
  }

  #renderPanel(area: Area, ctx: FireMapContext) {
    const names = namesFor(ctx.map, ctx.creatures);
    const here = ctx.creatures.filter((c) => c.areaId === area.id);
    const label = areaLabel(area);
    return html`<section class="panel" part="panel" aria-label="Area ${label}">
      <p>
        <span class="panel-title">${label}</span>${area.name !== undefined ? html` <span class="note">(${area.id})</span>` : nothing}:
        ${describeArea(area)}.
      </p>
      <p class="note">Next to: ${neighbours(ctx.map, area.id).map(names).join(', ') || 'nothing (no links)'}.</p>
      <p class="note">
        In it:
        ${
          here.length === 0
            ? 'nobody.'
            : here.map(
                (c, i) =>
                  html`${i > 0 ? '; ' : ''}<span class=${c.alive ? '' : 'dead'}>${c.name}</span> (${c.kind.toUpperCase()}, size
                    ${formatSize(c.size)}, Defense ${c.defense}, ${c.injuries}
                    ${c.injuries === 1 ? 'Injury' : 'Injuries'}${c.alive ? '' : ', dead'})`,
              )
        }
      </p>
      ${this.teach.oddsShown && !this.teach.pending ? this.#renderOdds(area, ctx) : nothing}
      <button part="button" class="edit-toggle" aria-expanded=${this._setupOpen ? 'true' : 'false'} @click=${() => this.#toggleEditor()}>
        ${this._setupOpen ? 'Done editing' : 'Edit this Area'}
      </button>
    </section>`;
  }

  /**
   * Why the map is as it is, when no round was just played (a round's reasons are its rolls,
   * in the log): nothing rolled yet, the GM's change, or why another round would do nothing.
   */
  #why(ctx: FireMapContext, settled: boolean): readonly Why[] {
    if (ctx.narration.length > 0) return [];
    const last = this.table.timeline.lastEvent;
    const said: Why[] = [];
    if (last && last.type !== 'round.advanced') said.push({ text: `${this.#describeEdit(ctx, last)} Nothing has been rolled since.` });
    else if (ctx.round === 0) said.push({ text: 'No round played yet: Next round rolls for every fire.' });
    const reason = settled ? settledReason(ctx) : null;
    if (reason) said.push({ text: reason, rule: FIRE_MAP_RULES.order });
    else if (last?.type === 'round.advanced') said.push({ text: 'Nothing needed a roll this round.' });
    return said;
  }

  #renderLog(ctx: FireMapContext) {
    const n = ctx.narration.length;
    if (n === 0) return nothing;
    // A round on a big map can hold a hundred rolls: the first few, the rest on request.
    const all = this._fullLog || n <= LOG_SHOWN;
    return html`<div class="log" part="log" role="group" aria-labelledby="log-heading">
      <p class="subhead" id="log-heading">Round ${ctx.round}, step by step${n > 1 ? ` (${n})` : ''}</p>
      <ol tabindex="0" aria-labelledby="log-heading">
        ${(all ? ctx.narration : ctx.narration.slice(0, LOG_SHOWN)).map((w) => html`<li>${renderWhy([w])}</li>`)}
      </ol>
      ${
        n > LOG_SHOWN
          ? html`<button part="button" class="quiet more" aria-expanded=${all ? 'true' : 'false'} @click=${() => (this._fullLog = !all)}>
              ${all ? `Show the first ${LOG_SHOWN}` : `Show all ${n}`}
            </button>`
          : nothing
      }
    </div>`;
  }

  /** The chosen Area's odds: exactly what the next round may do to it, then its levels some rounds ahead. */
  #renderOdds(area: Area, ctx: FireMapContext) {
    const next = this.table.snapshot.matches('settled') ? undefined : this.#nextOdds(ctx);
    const f = this._forecast?.areas.find((a) => a.id === area.id);
    return html`${
        next
          ? html`<div class="odds next-odds" part="odds">
              <p class="odds-question">Next round ${renderWhy([{ text: '', rule: next.rule }])}</p>
              <ul class="odds-list">
                ${next.outcomes.map((o) => html`<li><span class="odds-label">${o.label}</span><span class="odds-p">${formatPercent(o.p)}</span></li>`)}
              </ul>
            </div>`
          : nothing
      }
      <div class="odds forecast" part="odds forecast">
        <label
          >After
          <select name="horizon" @change=${(e: Event) => this.#chooseHorizon((e.target as HTMLSelectElement).value)}>
            ${HORIZONS.map((n) => html`<option value=${n} ?selected=${n === this._horizon}>${n} ${n === 1 ? 'round' : 'rounds'}</option>`)}
          </select></label
        >: ${f ? describeDistribution(f) : 'working it out…'}
        <p class="note">
          ${this._forecast ? describeForecast(this._forecast) : `Working out the forecast… ${Math.round(this._progress * 100)}%`}
        </p>
      </div>`;
  }

  /**
   * The table setup: the chosen Area's editor while it is open. Its module is loaded the
   * first time a reader opens it (most readers never do).
   */
  #renderSetup(area: Area | undefined, ctx: FireMapContext) {
    const editor = this.#editor;
    if (!this._setupOpen || !area) return html`<p class="note">Change the chosen Area, name it, or place someone in it.</p>`;
    if (!editor) {
      void this.#loadEditor();
      return html`<p class="note">${this.#editorProblem || 'Opening the editor…'}</p>`;
    }
    const edit = (changes: AreaChanges) => this.send({ type: 'area.edited', id: area.id, changes });
    return editor.renderEditor(
      EDITOR_KIT,
      {
        area,
        label: areaLabel(area),
        values: {
          fire: optionValue(area.fireLevel),
          flam: optionValue(area.flammability),
          wet: optionValue(area.wetness),
          light: area.brightness,
          cover: area.obscurity,
        },
        here: ctx.creatures.filter((c) => c.areaId === area.id),
        renameProblem: this._renameProblem,
        placeProblem: this._placeProblem,
        placeKind: this._placeKind,
      },
      {
        quality: (name, value) => {
          if (name === 'fire') edit({ fireLevel: readOption(value) as Area['fireLevel'] });
          else if (name === 'flam') edit({ flammability: readOption(value) as Area['flammability'] });
          else if (name === 'wet') edit({ wetness: readOption(value) });
          else if (name === 'light') edit({ brightness: value as Area['brightness'] });
          else edit({ obscurity: value as Area['obscurity'] });
        },
        rename: (e) => this.#rename(e, area),
        place: (e) => this.#place(e, area),
        remove: (c) => this.send({ type: 'creature.removed', id: c.id }),
        kind: (kind) => (this._placeKind = kind),
      },
    );
  }

  #loadEditor(): Promise<void> {
    this.#editorLoading ??= import('./editor.js').then(
      (m) => {
        this.#editor = m;
        this.#editorProblem = '';
        this.requestUpdate();
      },
      () => {
        this.#editorLoading = undefined;
        this.#editorProblem = 'The editor could not be loaded (the page may be offline). Close and open the table setup to try again.';
        this.requestUpdate();
      },
    );
    return this.#editorLoading;
  }

  // ---- handlers ------------------------------------------------------------------------

  /** One listener for every Area: the cell clicked says which. */
  readonly #onMapClick = (e: Event) => {
    const cell = (e.target as Element).closest?.('button[data-area]');
    if (cell) this.#select(cell.getAttribute('data-area')!);
  };

  /** Arrow keys move between Areas as drawn; Home and End go to the first and last. */
  readonly #onMapKeydown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const direction = MOVE_KEYS.get(e.key);
    if (!direction) return;
    e.preventDefault();
    const target = areaToward(this.table.snapshot.context.map, this._selected, direction);
    if (!target) return;
    this.#select(target.id);
    this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>(`button[data-area="${CSS.escape(target.id)}"]`)?.focus(),
    );
  };

  #select(id: string): void {
    if (id === this._selected) return;
    this._selected = id;
    this._renameProblem = '';
    this._placeProblem = '';
  }

  /** The chosen Area's editor lives in the table setup: open it there and go to it, or close it. */
  #toggleEditor(): void {
    this._setupOpen = !this._setupOpen;
    this._renameProblem = '';
    this._placeProblem = '';
    if (!this._setupOpen) return;
    void this.#loadEditor()
      .then(() => this.updateComplete)
      .then(() => {
        const first = this.renderRoot.querySelector<HTMLInputElement>('[part="editor"] input[name="area-name"]');
        first?.scrollIntoView({ block: 'nearest' });
        first?.focus({ preventScroll: true });
      });
  }

  #chooseSpeed(value: string): void {
    this._speed = FIRE_SPEEDS.has(value) ? (value as FireSpeed) : this._speed;
  }

  #chooseHorizon(value: string): void {
    const n = Number(value);
    if (HORIZONS.includes(n)) this._horizon = n;
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

/** Columns the drawing spans (the panel sits beside a narrow map, under a wide one). */
function mapColumns(map: FireMap): number {
  let columns = 0;
  for (const a of map.areas) if (a.col >= columns) columns = a.col + 1;
  return columns;
}

/**
 * One Area's button. Its name (what a screen reader says) is the whole Area in words; what the
 * eye gets is its name and a summary (tags, who is in it, this round's chances), drawn from
 * data attributes by CSS so the summary is not read twice. Cheap on purpose: a 26 × 26 map has
 * 676 of them, and nothing in a cell is positioned or clipped on its own (each would cost the
 * browser a layer to hit-test and composite).
 */
function renderCell(view: CellView, place: string, selected: boolean, odds: CellOdds | undefined) {
  return html`<button
    class="area ${place} ${view.classes}${selected ? ' selected' : ''}"
    part="area"
    data-area=${view.id}
    tabindex=${selected ? 0 : -1}
    aria-pressed=${selected ? 'true' : 'false'}
    aria-label="${view.label}: ${view.described}${odds?.long ? `; ${odds.long}` : ''}"
  >
    <span class="id">${view.label}</span><span class="t" data-t=${view.tags}></span><span class="t" data-t=${view.people}></span
    ><span class="t odds-tag" part="odds" data-t=${odds?.short ?? ''}></span>
  </button>`;
}

customElements.define('rb-fire-map', RbFireMap);

declare global {
  interface HTMLElementTagNameMap {
    'rb-fire-map': RbFireMap;
  }
}
