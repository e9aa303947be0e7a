/**
 * <rb-fire-map>: a map of Areas for Lady Luck's Chosen Few, where fire grows, spreads and
 * burns round by round.
 *
 * Renders snapshots of `fireMapMachine` and sends it events. Every rule (the rolls, who burns,
 * whether another round matters, the odds, the drawing) comes from machines/lady-luck: the
 * procedure (fire-map/) and Lady Luck's fire, map and fire odds. A map can be 26 × 26 Areas,
 * so the view does only what changed: the map is the Area map Lady Luck's combat round draws
 * too (widgets/shared/stage/area-map.ts), each Area's region worked out again only when its
 * Area or the creatures in it change (machines/lady-luck/area-map.view.ts), regions have a
 * fixed size so one region's change never lays out the others, a big map is first drawn a
 * batch at a time, and the
 * N-round forecast is worked out a few milliseconds at a time in the background, only while
 * the odds are shown (forecast.ts). The attributes, events, parts and theme every widget
 * shares are TableElement's.
 *
 * @fires rb-round - After a round of fire is played. detail: { round, events, lines }
 *
 * @csspart controls - Next round, auto-run and its speed.
 * @csspart area-map - The map of Areas, the same Area map as the combat round's.
 * @csspart region - One Area's button on the map: its fire, water, cover and light as icons, who stands in it as tokens.
 * @csspart region-note - The chances written on an Area while the odds are shown.
 * @csspart area-legend - What the map's colours and icons mean.
 * @csspart panel - The chosen Area: its qualities and who stands in it.
 * @csspart legend - What the map's colours, marks and odds mean.
 * @csspart log - The last round's rolls and outcomes, each with a link to its rule.
 * @csspart forecast - The chosen Area's levels some rounds ahead, and how that forecast was made.
 * @csspart editor - The controls that change the chosen Area.
 * @csspart place-form - The form for placing a creature.
 * @csspart what-if - "What if…": the next round beside putting out the fiercest fire, where each leads.
 * @csspart outcome - One move's branch in What if: where it ends, its steps.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 *
 * @cssprop --rb-fire-low - Background of an Area burning at 0 to 2.
 * @cssprop --rb-fire-mid - Background of an Area burning at 3 or 4.
 * @cssprop --rb-fire-high - Background of an Area burning at 5 or 6.
 * @cssprop --rb-water - Background of an Area under water.
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { Why } from '../../machines/core/explain.js';
import { namesFor } from '../../machines/lady-luck/fire.js';
import { areaNextOdds, type Forecast } from '../../machines/lady-luck/fire-odds.js';
import { areaLabel, type Area } from '../../machines/lady-luck/areas.js';
import { fireMap, type FireMapContext, type FireMapEvent } from '../../machines/lady-luck/fire-map/index.js';
import { FIRE_MAP_RULES, settledReason } from '../../machines/lady-luck/fire-map/fire-map.rules.js';
import {
  FIRE_SPEEDS,
  FORECAST_ROUNDS,
  parseFireSettings,
  type FireSettings,
  type FireSpeed,
} from '../../machines/lady-luck/fire-map/fire-map.setup.js';
import { editProblem, placementProblem } from '../../machines/lady-luck/fire-map/fire-map.steps.js';
import { fireAftermath, fireMapAreaView, fireSummary, stepWhy } from '../../machines/lady-luck/fire-map/fire-map.view.js';
import { Lazy } from '../shared/lazy.js';
import { MotionController } from '../shared/motion.js';
import { BIG_MAP, renderAreaMap } from '../shared/stage/area-map.js';
import { flagProperty } from '../shared/properties.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost, type StepCause } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { AutoRunController } from './auto-run.js';
import { EDITOR_KIT, editorView, placedCreature, qualityChange, renameChange } from './area-setup.js';
import { RbRoundEvent } from './events.js';
import { fireMapStyles } from './fire-map.styles.js';
import { ForecastController } from './forecast.js';
import { CellOddsCache, mapColumns } from './map-cells.js';
import { HORIZONS, LOG_SHOWN, renderAreaOdds, renderAreaPanel, renderLegend, renderLog } from './panels.js';

type Machine = typeof fireMap.machine;

/** The attributes that only change how the table is shown: checked whenever they change. */
const SETTINGS = ['speed', 'forecastRounds', 'odds', 'noOdds'] as const;
/**
 * A big map is first drawn this many rows at a time, one batch per task, so opening a
 * 26 × 26 map never holds the page for one long task; after that every render is whole
 * (and cheap: a cell re-renders only when what it shows changes).
 */
const FIRST_DRAW_ROWS = 4;
/** More columns than this and the chosen Area's panel goes under the map rather than beside it. */
const NARROW_MAP = 5;

export class RbFireMap extends TableElement<Machine> {
  static override styles = [...fireMapStyles, whatIfToggleStyles, openWideStyles];

  static override properties = {
    map: { type: String },
    rolls: { type: String },
    spreadFlammability: { type: String, attribute: 'spread-flammability' },
    forecastRounds: { type: String, attribute: 'forecast-rounds' },
    speed: { type: String },
    odds: flagProperty('odds'),
    noOdds: flagProperty('no-odds'),
    _selected: { state: true },
    _speed: { state: true },
    _horizon: { state: true },
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
   * `fire=none|-3…6`, `light=dark|dim|bright`, `cover=clear|shrouded|obscured|shrouded+obscured`,
   * `oil=yes|no` (a large amount of oil on the water: standing water then leaves the Area its
   * flammability); an Area with nothing said is stone, dry, dim and clear, with no fire. A bad line is named
   * with its number and the sample hamlet is shown instead.
   */
  declare map: string | null;
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

  declare _selected: string;
  declare _speed: FireSpeed;
  declare _horizon: number;
  declare _setupOpen: boolean;
  declare _fullLog: boolean;
  declare _placeProblem: string;
  declare _renameProblem: string;
  declare _placeKind: 'pc' | 'npc';

  protected readonly table: TableHost<Machine> = new TableHost(this, fireMap, {
    settings: () => this.#readSettings().errors,
    onStep: (snapshot, event, cause) => this.#afterChange(snapshot.context, event, cause),
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/fire-map.chart.js'),
    // Predictions are about the chosen Area (or the first a roll decides): its place on the map.
    seat: () => this.table.snapshot.context.map.areas.findIndex((a) => a.id === this._selected),
    // The toolbar's Odds toggle shows this round's chances on every Area, and the chosen
    // Area's next round and forecast in its panel beside the map: one view of the odds where
    // the reader is looking, so the learning panels below carry none.
    odds: () => undefined,
  });

  readonly #autoRun = new AutoRunController(this, {
    // A round held for a prediction ends the run: the learner answers, then starts it again.
    step: () => this.nextRound() && !this.teach.pending,
    more: () => this.table.snapshot.hasTag('burning'),
    delay: () => FIRE_SPEEDS.get(this._speed) ?? FIRE_SPEEDS.get('normal')!,
  });

  /** "What if…" (loaded when first opened), held back while a learner has a question to answer; "Open wide". */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => stepWhy(s.context),
  });
  readonly wide: OpenWide = new OpenWide(this);

  /** Fire that catches slides in from where it came, a flame that grows pops: on a phone as anywhere, never under reduced motion. */
  readonly motion: MotionController = new MotionController(this);

  readonly #forecast = new ForecastController(this);
  readonly #cellOdds = new CellOddsCache();
  #nextOddsFor: { context: FireMapContext; id: string; odds: ReturnType<typeof areaNextOdds> } | undefined;
  /** The chosen Area's editor, loaded the first time a reader opens the table setup (most never do). */
  readonly #editor = new Lazy(this, () => import('./editor.js'), 'The editor');
  /**
   * How many rows of a big map have been drawn so far (see FIRST_DRAW_ROWS): none in the
   * task that starts the widget (it already parses the map and draws the frame), then a
   * batch per task.
   */
  #drawnRows = 0;
  #drawing = false;

  constructor() {
    super();
    this.map = null;
    this.rolls = null;
    this.spreadFlammability = null;
    this.forecastRounds = null;
    this.speed = null;
    this.odds = false;
    this.noOdds = false;
    this._selected = '';
    this._speed = RbFireMap.prefersReducedMotion() ? 'slow' : 'normal';
    this._horizon = FORECAST_ROUNDS.default;
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
    return this.#forecast.forecast;
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
    super.willUpdate(changed);
    const ctx = this.table.snapshot.context;
    if (!ctx.map.areas.some((a) => a.id === this._selected)) this._selected = ctx.map.areas[0]?.id ?? '';
    this.#forecast.follow(ctx.map, ctx.rules, this._horizon, this.teach.oddsShown);
  }

  /** The fire's own reaction to a step: stop an auto-run the reader has stepped out of, announce, fire rb-round. */
  #afterChange(ctx: FireMapContext, event: FireMapEvent | undefined, cause: StepCause): void {
    if (cause === 'back' || cause === 'rewind' || cause === 'reset' || cause === 'restore') this.#autoRun.stop();
    if (cause === 'reset') {
      this._placeProblem = '';
      this._renameProblem = '';
    }
    if (cause === 'action' && event?.type === 'round.advanced') {
      const settled = this.table.snapshot.hasTag('settled');
      const n = ctx.narration.length;
      const told =
        n === 0
          ? 'No roll was needed.'
          : n <= LOG_SHOWN
            ? whyText(ctx.narration)
            : `${n} rolls and outcomes, listed below. ${fireSummary(ctx)}`;
      this.table.announce(`Round ${ctx.round}. ${told}${settled ? ` ${fireAftermath(ctx)}` : ''}`);
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

  /** The chosen Area's exact odds for the next round, once per map and Area. */
  #nextOdds(ctx: FireMapContext) {
    const memo = this.#nextOddsFor;
    if (memo && memo.context.map === ctx.map && memo.context.rules === ctx.rules && memo.id === this._selected) return memo.odds;
    const odds = areaNextOdds(ctx, this._selected);
    this.#nextOddsFor = { context: ctx, id: this._selected, odds };
    return odds;
  }

  // ---- render --------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const settled = snapshot.hasTag('settled');
    const selected = ctx.map.areas.find((a) => a.id === this._selected);
    const base = this.linkBase;
    return renderFrame(this.table, {
      label: 'Fire map',
      status: html`${fireSummary(ctx)}${settled ? html` <strong>${ctx.round === 0 ? 'Nothing to roll.' : 'It has settled.'}</strong>` : nothing}`,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#renderControls()} ${renderWhatIfPanel(this.whatIf)}
        <div class="board ${mapColumns(ctx.map) > NARROW_MAP ? 'wide' : ''}">
          ${this.#renderMap(ctx)} ${selected ? this.#renderPanel(selected, ctx) : nothing}
        </div>
        ${renderLegend(this.teach.oddsShown, ctx.map.areas.length > BIG_MAP, this._horizon)}
        ${renderLog(ctx, this._fullLog, (all) => (this._fullLog = all), base)}`,
      why: this.#why(ctx, settled),
      teaching: renderTeaching(this.teach, base),
      setup: this.#renderSetup(selected, ctx),
      setupOpen: this._setupOpen,
      rulesBase: base,
      whyOf: (s) => stepWhy(s.context),
    });
  }

  /** The frame's "Table setup": its editor is drawn only while it is open. */
  protected override detailsToggled(details: HTMLDetailsElement): void {
    if (details.classList.contains('setup')) this._setupOpen = details.open;
  }

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
    const view = fireMapAreaView(ctx);
    // On a big map the N-round forecast is given for the chosen Area only, not on every
    // region: it changes almost everywhere after every round.
    const big = view.regions.length > BIG_MAP;
    const notes = this.teach.oddsShown
      ? this.#cellOdds.cells(ctx.map, ctx.rules, big ? undefined : this.#forecast.forecast, this._horizon)
      : undefined;
    // A big map's first rows come at once, the rest a batch per task.
    const rows = big ? Math.min(view.byRow.length, this.#drawnRows) : undefined;
    if (rows !== undefined && rows < view.byRow.length) this.#drawMore();
    return renderAreaMap(view, {
      label: 'Map of Areas',
      chosen: this._selected,
      onChoose: (id) => this.#select(id),
      ...(notes ? { notes } : {}),
      ...(rows !== undefined ? { rows } : {}),
    });
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

  #renderPanel(area: Area, ctx: FireMapContext) {
    const odds =
      this.teach.oddsShown && !this.teach.pending
        ? renderAreaOdds({
            next: this.table.snapshot.hasTag('settled') ? undefined : this.#nextOdds(ctx),
            forecast: this.#forecast.forecast,
            progress: this.#forecast.progress,
            areaId: area.id,
            horizon: this._horizon,
            base: this.linkBase,
            chooseHorizon: (value) => this.#chooseHorizon(value),
          })
        : nothing;
    return renderAreaPanel(area, ctx, odds, this._setupOpen, () => this.#toggleEditor());
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

  /**
   * The table setup: the chosen Area's editor while it is open. Its module is loaded the
   * first time a reader opens it (most readers never do).
   */
  #renderSetup(area: Area | undefined, ctx: FireMapContext) {
    if (!this._setupOpen || !area) return html`<p class="note">Change the chosen Area, name it, or place someone in it.</p>`;
    const editor = this.#editor.value;
    if (!editor) {
      const offline = 'The editor could not be loaded (the page may be offline). Close and open the table setup to try again.';
      return html`<p class="note">${this.#editor.problem ? offline : 'Opening the editor…'}</p>`;
    }
    const problems = { rename: this._renameProblem, place: this._placeProblem };
    return editor.renderEditor(EDITOR_KIT, editorView(area, ctx.creatures, problems, this._placeKind), {
      quality: (name, value) => this.send({ type: 'area.edited', id: area.id, changes: qualityChange(name, value) }),
      rename: (e) => this.#rename(e, area),
      place: (e) => this.#place(e, area),
      remove: (c) => this.send({ type: 'creature.removed', id: c.id }),
      kind: (kind) => (this._placeKind = kind),
    });
  }

  // ---- handlers ------------------------------------------------------------------------

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
    void this.#editor
      .get()
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
    const changes = renameChange(e.target as HTMLFormElement);
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
    const spec = placedCreature(form, area, this._placeKind);
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
