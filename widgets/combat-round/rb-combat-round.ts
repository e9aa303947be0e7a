/**
 * <rb-combat-round>: a Lady Luck's Chosen Few fight on a map of Areas, played round by round:
 * the order of turns, each turn's two actions (a check, a combat action, a move, standing,
 * surfacing), each d6 with its terms and its exact chance, a PC's Injury and Resilience rolls,
 * the end of each round (the fire's round on the same map, the water's breath count), and
 * downtime after the fight, timeframe by timeframe, until everyone has recovered.
 *
 * Renders snapshots of `combatRoundMachine` and sends it events; every rule (what may be done
 * now and why not, the sums, the chances) comes from machines/lady-luck/combat-round/. The
 * attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart area-map - The Areas, drawn where the map puts them (the same Area map as the fire map's).
 * @csspart region - One Area: its fire, water, cover and light as icons, who stands in it as tokens.
 * @csspart roster - Each creature in this round's turn order, the one acting marked: a token with its weapon, bar and marks.
 * @csspart token - One creature's token.
 * @csspart bar - An NPC's Injuries left before the one that kills, a bar that drains.
 * @csspart marker - A wound or status on a token (Injuries, Fatigue, held, breath).
 * @csspart acting - The "acting" mark on the token whose turn it is.
 * @csspart roll - The last roll: its die, its sum, its outcome.
 * @csspart die - The d6 of the last roll, tumbling in as it is rolled.
 * @csspart region-note - A note written on an Area (the combat round writes none).
 * @csspart area-legend - What the map's colours and icons mean.
 * @csspart holds - What a token holds (a fighter here holds no cards).
 * @csspart prompt - What the table waits for now.
 * @csspart choices - The buttons for the current step.
 * @csspart check - The check form: an example action and the GM's threshold.
 * @csspart equipment - What the reader says the equipment adds to the next action (−3 to +3).
 * @csspart refusals - Why the greyed-out choices cannot be taken now.
 * @csspart timeline - Downtime: the day's eight timeframes and who sleeps.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 *
 * @cssprop --rb-fire-low - An Area burning at 0 to 2.
 * @cssprop --rb-fire-mid - An Area burning at 3 or 4.
 * @cssprop --rb-fire-high - An Area burning at 5 or 6.
 * @cssprop --rb-water - An Area with standing water.
 */
import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatSum } from '../../machines/core/explain.js';
import { readExample, suggestedMove } from '../../machines/core/procedure.js';
import { areaLabel } from '../../machines/lady-luck/areas.js';
import { TIMEFRAMES, type ExampleAction } from '../../machines/lady-luck/check.js';
import { combatRound, type CombatRoundEvent } from '../../machines/lady-luck/combat-round/index.js';
import { isAlive } from '../../machines/lady-luck/combat-round/combat-round.rules.js';
import { DEFAULT_FIGHTERS, DEFAULT_MAP } from '../../machines/lady-luck/combat-round/combat-round.setup.js';
import { actingFighter } from '../../machines/lady-luck/combat-round/combat-round.steps.js';
import {
  EQUIPMENT_CHOICES,
  EXAMPLE_ACTION_LIST,
  THRESHOLD_RANGE,
  checkChoice,
  combatChoices,
  combatRoundAreaView,
  defaultTarget,
  fighterToken,
  otherChoices,
  rollChoices,
  statusLine,
  stepPrompt,
  targetsFor,
  type Choice,
} from '../../machines/lady-luck/combat-round/combat-round.view.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { MotionController } from '../shared/motion.js';
import { renderAreaMap, renderAreaMapLegend } from '../shared/stage/area-map.js';
import { renderDie } from '../shared/stage/dice.js';
import { renderToken } from '../shared/stage/token.js';
import { combatRoundStyles } from './combat-round.styles.js';

type Machine = typeof combatRound.machine;

/** Where a creature stands in this round's order; those not in it come after. */
const rank = (order: readonly string[], id: string) => {
  const i = order.indexOf(id);
  return i < 0 ? order.length : i;
};

const ROLL_EVENTS: ReadonlySet<string> = new Set([
  'action.rolled',
  'action.decided',
  'injury.rolled',
  'resilience.rolled',
  'round.ended',
  'timeframe.passed',
]);

export class RbCombatRound extends TableElement<Machine> {
  static override styles = [...combatRoundStyles, whatIfToggleStyles, openWideStyles];

  static override properties = {
    map: { type: String },
    fighters: { type: String },
    rolls: { type: String },
    start: { type: String },
    example: { type: String },
    _target: { state: true },
    _check: { state: true },
    _threshold: { state: true },
    _equipment: { state: true },
    _awake: { state: true },
    _keyOpen: { state: true },
  };

  /** The map, in the fire map's words: grid, area, link, unlink, pc, npc lines (`;` or new lines between). */
  declare map: string | null;
  /** What each creature fights with: "Bran: might=1 weapon=1 arms=Sword itm=1; Grub: faction=goblins arms=Club ftm=1". */
  declare fighters: string | null;
  /** Fixed d6 results, used first, front first: "3 1 4 2". */
  declare rolls: string | null;
  /** Where the table opens: fight (default) or downtime. */
  declare start: string | null;
  /** Which worked example "Replay the example" plays: brawl (default), drowning or rest. */
  declare example: string | null;

  declare _target: string | undefined;
  declare _check: ExampleAction;
  declare _threshold: number;
  /** What the reader says the equipment adds to the next action (back to 0 after each step). */
  declare _equipment: number;
  /** Downtime: who the reader has set to stay awake this timeframe (everyone else sleeps); null: as the suggested move has it. */
  declare _awake: readonly string[] | null;
  /** The map's key is open (drawn only then: most readers never open it). */
  declare _keyOpen: boolean;

  protected readonly table: TableHost<Machine> = new TableHost(this, combatRound, {
    settings: () => {
      const errors: string[] = [];
      readExample(combatRound, this.example, errors);
      return errors;
    },
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
      this._equipment = 0;
      this._awake = null;
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/combat-round.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** The die tumbles, a bar drains, fire slides in from where it came: on a phone as anywhere, never under reduced motion. */
  readonly motion: MotionController = new MotionController(this);

  constructor() {
    super();
    this.map = null;
    this.fighters = null;
    this.rolls = null;
    this.start = null;
    this.example = null;
    this._target = undefined;
    this._check = 'search';
    this._threshold = 4;
    this._equipment = 0;
    this._awake = null;
    this._keyOpen = false;
  }

  /** Play the worked example (the `example` attribute's) from its start: every step is in the history, shown from step 0. */
  replayExample(): void {
    const ex = readExample(combatRound, this.example, [])!;
    this.table.start(ex.input, 'reset', ex.events);
    this.table.announce(
      `The example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.linkBase;
    return renderFrame(this.table, {
      label: 'Combat round',
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the example</button>
      </div>`,
      stage: html`${this.#renderMap()} ${this.#renderRoster()} ${this.#renderRoll()} ${this.#renderStep()} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.why,
      teaching: renderTeaching(this.teach, base),
      setup: this.#renderSetup(),
      rulesBase: base,
      whyOf: (s) => s.context.why,
    });
  }

  /** The Areas as the fire map draws them: each one's fire, water, cover and light as icons, who stands in it as a token. */
  #renderMap() {
    return html`${renderAreaMap(combatRoundAreaView(this.table.snapshot.context), { label: 'The map' })}
      <details class="map-key" @toggle=${(e: Event) => (this._keyOpen = (e.target as HTMLDetailsElement).open)}>
        <summary>What the map's colours and icons mean</summary>
        ${this._keyOpen ? renderAreaMapLegend() : nothing}
      </details>`;
  }

  /** Every creature in this round's order (the one acting marked), then those out of it: each a token with its bar and marks. */
  #renderRoster() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const fighting = snapshot.hasTag('fighting');
    const inOrder = fighting ? ctx.order : [];
    const ranked = [...ctx.fighters].sort((a, b) => rank(inOrder, a.id) - rank(inOrder, b.id));
    return html`<ol class="roster" part="roster" aria-label=${fighting ? `Round ${ctx.round}, in turn order` : 'The creatures'}>
      ${repeat(
        ranked,
        (f) => f.id,
        (f) => html`<li aria-current=${f.id === ctx.turnOf ? 'step' : nothing}>${renderToken(fighterToken(ctx, f, !fighting))}</li>`,
      )}
    </ol>`;
  }

  /** The last roll, while it is the news: its die, its sum, its verdict. */
  #renderRoll() {
    const ctx = this.table.snapshot.context;
    const last = this.table.timeline.lastEvent;
    const r = ctx.last;
    if (!r || !last || !ROLL_EVENTS.has(last.type)) return nothing;
    if (last.type === 'round.ended' && !/drowning/.test(r.what)) return nothing;
    if (last.type === 'timeframe.passed' && !/sleepless/.test(r.what)) return nothing;
    return html`<div class="roll" part="roll" role="group" aria-label="The last roll">
      <p>
        ${r.die !== null ? renderDie({ sides: 6, value: r.die }, { roll: this.table.timeline.step }) : nothing}${r.what}:
        ${r.die !== null ? html`${formatSum([{ label: 'on the die', value: r.die }, ...r.terms])} against ${r.threshold}` : 'the GM decides'}:
        <span class="verdict">${r.outcome}</span>
      </p>
    </div>`;
  }

  /** Is this the move a learner should press now (the procedure's rule)? It is the highlighted control. */
  #suggests(event: CombatRoundEvent): boolean {
    const m = suggestedMove(combatRound, this.table.snapshot);
    return m !== undefined && JSON.stringify(m.event) === JSON.stringify(event);
  }

  #button(c: Choice) {
    return html`<button
      part="button"
      class=${this.#suggests(c.event) ? 'primary' : ''}
      ?disabled=${c.problem !== undefined}
      @click=${() => this.send(c.event)}
    >
      ${c.label}
    </button>`;
  }

  #refusals(choices: readonly Choice[]) {
    const refused = choices.filter((c) => c.problem !== undefined);
    if (refused.length === 0) return nothing;
    return html`<details class="refusals" part="refusals">
      <summary>Not possible now (${refused.length})</summary>
      <ul>
        ${refused.map((c) => html`<li><strong>${c.label}</strong>: ${c.problem}</li>`)}
      </ul>
    </details>`;
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    // Chances only while Odds is on and no guess is awaited (teach.showsNumbers).
    const numbers = this.teach.showsNumbers;
    const prompt = html`<p class="prompt" part="prompt">${stepPrompt(snapshot, numbers)}</p>`;
    if (snapshot.hasTag('a turn')) return html`${prompt}${this.#renderTurn()}`;
    if (snapshot.hasTag('fighting')) {
      const choices = rollChoices(snapshot, numbers);
      const endable = snapshot.hasTag('the end of a round');
      return html`${prompt}
        <div class="choices" part="choices" role="group" aria-label="Choices now">
          ${choices.map((c) => this.#button(c))}
          ${endable ? html`<button part="button" class=${this.#suggests({ type: 'fight.ended' }) ? 'primary' : 'quiet'} @click=${() => this.send({ type: 'fight.ended' })}>End the fight</button>` : nothing}
        </div>`;
    }
    if (snapshot.hasTag('downtime')) return html`${prompt}${this.#renderDowntime()}`;
    return html`${prompt}${ctx.day > 1 ? this.#renderTimeline() : nothing}`;
  }

  #renderTurn() {
    const ctx = this.table.snapshot.context;
    const targets = targetsFor(ctx);
    const target = this._target !== undefined && targets.some((t) => t.id === this._target) ? this._target : defaultTarget(ctx);
    const numbers = this.teach.showsNumbers;
    const combat = combatChoices(ctx, target, this._equipment, numbers);
    const check = checkChoice(ctx, this._check, this._threshold, this._equipment, numbers);
    const others = otherChoices(ctx);
    const endFight = this.#suggests({ type: 'fight.ended' });
    return html`<div class="choices" part="choices" role="group" aria-label="Choices now">
        <div class="row" part="equipment">
          <label
            >Equipment
            <select name="equipment" @change=${(e: Event) => (this._equipment = Number((e.target as HTMLSelectElement).value))}>
              ${EQUIPMENT_CHOICES.map((o) => html`<option value=${o.value} ?selected=${o.value === this._equipment}>${o.label}</option>`)}
            </select></label
          >
          <span class="note">added to the next action's roll</span>
        </div>
        ${
          targets.length
            ? html`<div class="row">
                <label
                  >Target
                  <select name="target" @change=${(e: Event) => (this._target = (e.target as HTMLSelectElement).value)}>
                    ${targets.map((t) => html`<option value=${t.id} ?selected=${t.id === target}>${t.name} (${areaLabel(ctx.map.areas.find((a) => a.id === t.areaId)!)})</option>`)}
                  </select></label
                >
                ${combat.map((c) => this.#button(c))}
              </div>`
            : nothing
        }
        <div class="row" part="check" role="group" aria-label="A check">
          <label
            >Check
            <select @change=${(e: Event) => (this._check = (e.target as HTMLSelectElement).value as ExampleAction)}>
              ${EXAMPLE_ACTION_LIST.map((a) => html`<option value=${a.action} ?selected=${a.action === this._check}>${a.label}</option>`)}
            </select></label
          >
          <label
            >Threshold
            <input
              type="number"
              min=${THRESHOLD_RANGE.min}
              max=${THRESHOLD_RANGE.max}
              .value=${String(this._threshold)}
              @input=${(e: Event) => {
                const v = Number((e.target as HTMLInputElement).value);
                if (Number.isInteger(v) && v >= THRESHOLD_RANGE.min && v <= THRESHOLD_RANGE.max) this._threshold = v;
              }}
          /></label>
          ${this.#button({ ...check, label: check.label.replace(/^Roll /, 'Declare ') })}
        </div>
        <div class="row">
          ${others.map((c) => this.#button(c))}
          <button part="button" class=${endFight ? 'primary' : 'quiet'} @click=${() => this.send({ type: 'fight.ended' })}>
            End the fight
          </button>
        </div>
      </div>
      ${this.#refusals([...combat, check, ...others])}`;
  }

  #renderTimeline() {
    const ctx = this.table.snapshot.context;
    return html`<ol class="timeline" part="timeline" aria-label=${`Day ${ctx.day}`}>
      ${TIMEFRAMES.map((t, i) => html`<li class=${i < ctx.timeframe ? 'past' : ''} aria-current=${i === ctx.timeframe ? 'time' : nothing}>${t}</li>`)}
    </ol>`;
  }

  #renderDowntime() {
    const ctx = this.table.snapshot.context;
    const living = ctx.fighters.filter(isAlive);
    // Unless the reader has ticked otherwise, the boxes say what the suggested move does (the hurt sleep).
    const hint = suggestedMove(combatRound, this.table.snapshot)?.event;
    const suggestedAsleep = hint?.type === 'timeframe.passed' ? hint.asleep : living.map((f) => f.id);
    const awake = this._awake ?? living.filter((f) => !suggestedAsleep.includes(f.id)).map((f) => f.id);
    const asleep = living.filter((f) => !awake.includes(f.id)).map((f) => f.id);
    const event: CombatRoundEvent = { type: 'timeframe.passed', asleep };
    return html`${this.#renderTimeline()}
      <div class="choices" part="choices" role="group" aria-label="Choices now">
        <fieldset class="sleepers">
          <legend>Asleep through ${TIMEFRAMES[ctx.timeframe]}:</legend>
          ${living.map(
            (f) =>
              html`<label
                ><input
                  type="checkbox"
                  .checked=${!awake.includes(f.id) || f.exhausted}
                  ?disabled=${f.exhausted}
                  @change=${(e: Event) => {
                    const on = (e.target as HTMLInputElement).checked;
                    this._awake = on ? awake.filter((id) => id !== f.id) : [...awake, f.id];
                  }}
                />${f.name}${f.exhausted ? ' (out cold)' : ''}</label
              >`,
          )}
        </fieldset>
        <button part="button" class="primary" ?disabled=${!this.table.can(event)} @click=${() => this.send(event)}>Next timeframe</button>
      </div>`;
  }

  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        The map is written as the fire map's (grid, area, link, pc, npc lines), so one text serves both. Fighters: one line each, "Name:
        might=1 weapon=1 arms=Sword itm=1", with aptitudes, runner, arms, itm, ftm, reach (melee, thrown, ranged), fatigue, and for NPCs
        faction, ally and flimit. A new table starts when you apply them.
      </p>
      <label>Map <textarea name="map" rows="6" spellcheck="false" .value=${this.map ?? DEFAULT_MAP}></textarea></label>
      <label
        >Fighters
        <textarea name="fighters" rows="4" spellcheck="false" .value=${this.fighters ?? (this.map ? '' : DEFAULT_FIGHTERS)}></textarea>
      </label>
      <div class="line">
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this table</button>
      </div>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({ map: text('map'), fighters: text('fighters'), seed: text('seed') });
  }

  /** The creature acting now, for a host page that wants to say so. */
  get acting(): string | undefined {
    return actingFighter(this.table.snapshot.context)?.name;
  }
}

customElements.define('rb-combat-round', RbCombatRound);

declare global {
  interface HTMLElementTagNameMap {
    'rb-combat-round': RbCombatRound;
  }
}
