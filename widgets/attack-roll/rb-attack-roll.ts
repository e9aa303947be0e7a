/**
 * <rb-attack-roll>: a Liberi Gothica exchange between an attacker and a defender, played
 * step by step: who acts first, each turn's two actions, every attack roll, damage roll
 * and wound roll with its sum and its rule, death (handed on to soul passing) or the rest
 * that follows, four hours or a day at a time.
 *
 * Renders snapshots of `attackRollMachine` and sends it events; every rule (what may be
 * done now and why not, the sums, the chart rows, the odds) comes from
 * machines/liberi-gothica/attack-roll.*.
 *
 * @fires rb-step - After every step, back, forward, reset or restore. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 * @fires rb-death - When a step leaves someone dead. detail: { name, vitality, character?, href }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - Where the table stands: round, turn, distance, or the rest's clock.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The current step: the fighters, the last roll, the choices.
 * @csspart fighter - One fighter: Life, condition, defenses, wounds.
 * @csspart roll - The last roll: its dice, its sum, its outcome, the chart row of a wound.
 * @csspart prompt - What the table waits for now.
 * @csspart choices - The buttons for the current step.
 * @csspart refusals - Why the greyed-out choices cannot be taken now.
 * @csspart soul-link - The link that continues a death in soul passing.
 * @csspart why - Why the last step went as it did, with its rules' links.
 * @csspart rule-link - A link to the rule a sentence applied.
 * @csspart predict - The question asked before an attack roll (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the next roll.
 * @csspart damage-odds - The Life the next attack may take, value by value.
 * @csspart summary - What happened, once the fight is over.
 * @csspart log - Every step so far.
 * @csspart setup - The table setup: the attacker's and defender's numbers.
 * @csspart button - Every button.
 * @csspart print-log - On paper: every step so far with its reasons.
 * @csspart history - The back / forward / start / reset bar.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, the step's marker).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and panels.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour, and the dead.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { formatPercent, formatSum, num } from '../../machines/core/explain.js';
import { readRulesBase } from '../../machines/core/attributes.js';
import { seedFromClock } from '../../machines/core/random.js';
import { attackRollMachine, attackRollRecord, LOCATIONS, type AttackRollEvent } from '../../machines/liberi-gothica/attack-roll.machine.js';
import {
  attackRollInputProblem,
  ATTACKER_KEYS,
  DEFAULT_ATTACKER,
  DEFAULT_DEFENDER,
  DEFAULT_DISTANCE,
  DEFENDER_WORDS,
  parseAttackRollSetup,
  readExample,
  type ExampleName,
} from '../../machines/liberi-gothica/attack-roll.setup.js';
import {
  choicesNow,
  fighterView,
  lastAttack,
  lethalBlowProblem,
  nextRoll,
  predictionFor,
  soulPassingAttributes,
  SOUL_PASSING_FORMAT,
  soulPassingInput,
  statusLine,
  stepPrompt,
  summary,
  treatmentsNow,
  type Choice,
} from '../../machines/liberi-gothica/attack-roll.view.js';
import { WEAPON_NAMES } from '../../machines/liberi-gothica/attack-roll.rules.js';
import { BAND_LABELS, type Location } from '../../machines/liberi-gothica/wounds.js';
import { shareLink } from '../shared/persist.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { RULEBOOK_BASE, renderFrame, whyText } from '../shared/ui.js';
import { RbDeathEvent } from './events.js';

type Machine = typeof attackRollMachine;

/** The soul-passing table on the rulebook's death page: its storage key, which its share links name. */
export const SOUL_TABLE_KEY = 'soul-passing:table';
const SOUL_PAGE = 'liberi-gothica/death-and-passing-on/';

const ROLL_EVENTS: ReadonlySet<string> = new Set(['attack.rolled', 'damage.rolled', 'wound.rolled', 'blow.struck', 'endure.checked']);

export class RbAttackRoll extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    css`
      /* A ruling's title can be longer than a phone is wide: let it wrap. */
      .rule-link {
        white-space: normal;
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .fighters {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      }
      .fighter {
        padding: 0.35rem 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
        min-width: 0;
      }
      .fighter .head {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.6rem;
        align-items: baseline;
      }
      .fighter .state {
        color: var(--_muted);
        font-size: 0.9em;
      }
      .fighter.dead .state,
      .fighter.unconscious .state {
        color: var(--_danger);
        font-weight: 600;
      }
      .fighter meter {
        display: block;
        inline-size: 100%;
        block-size: 0.6rem;
      }
      .fighter .notes {
        margin: 0.15rem 0 0;
        font-size: 0.88em;
        color: var(--_muted);
      }
      .fighter .notes span:not(:last-child)::after {
        content: ' · ';
      }
      .roll {
        margin-block: 0.5rem 0;
        padding: 0.35rem 0.6rem;
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
      }
      .roll p {
        margin: 0.1rem 0;
        overflow-wrap: anywhere;
      }
      .die {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-inline-size: 1.7rem;
        block-size: 1.7rem;
        margin-inline-end: 0.25rem;
        border: 2px solid var(--_text);
        border-radius: 0.3rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .verdict {
        font-weight: 700;
      }
      .chart-row {
        border-collapse: collapse;
        inline-size: 100%;
        font-size: 0.9em;
      }
      .chart-row th,
      .chart-row td {
        padding: 0.15rem 0.35rem;
        text-align: start;
        border-block-end: 1px solid var(--_border);
        vertical-align: top;
      }
      .prompt {
        margin-block: 0.6rem 0.3rem;
        font-weight: 600;
      }
      .prompt::before {
        content: '▶ ';
        color: var(--_accent);
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .lethal {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-block-start: 0.35rem;
      }
      .lethal input[type='checkbox'] {
        min-height: 0;
        inline-size: 1.05rem;
        block-size: 1.05rem;
        margin: 0 0.3rem 0 0;
        vertical-align: -0.15rem;
      }
      .refusals {
        margin-block-start: 0.35rem;
        font-size: 0.9em;
        color: var(--_muted);
      }
      .refusals summary {
        cursor: pointer;
      }
      .treat {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-block: 0.25rem;
      }
      .soul-link {
        display: inline-block;
        margin-block-start: 0.35rem;
        font-weight: 600;
      }
      .damage-odds {
        margin-block-start: 0.4rem;
      }
      /* Many small values: side by side, so the list stays short. */
      .damage-odds .odds-list {
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
        column-gap: 1rem;
      }
      .damage-odds .odds-list li {
        grid-template-columns: 3.5rem minmax(2rem, 1fr) 3.2rem;
      }
      .log {
        font-size: 0.9em;
        color: var(--_muted);
        margin-block-start: 0.5rem;
      }
      .log summary {
        cursor: pointer;
      }
      /* A <details>' content box (Chromium's ::details-content) does not pass border-box down. */
      details > :not(summary) {
        box-sizing: border-box;
      }
      .setup-form {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.4rem;
      }
      .setup-form label {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.15rem;
      }
      .setup-form input[type='text'] {
        inline-size: 100%;
        min-inline-size: 0;
        max-inline-size: 100%;
      }
      .setup-form .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      .setup-form input[type='number'] {
        inline-size: 7rem;
      }
    `,
  ];

  static override properties = {
    seed: { type: String },
    rolls: { type: String },
    attacker: { type: String },
    defender: { type: String },
    distance: { type: String },
    example: { type: String },
    learn: flagProperty('learn'),
    rulesBase: { type: String, attribute: 'rules-base' },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _location: { state: true },
    _fatal: { state: true },
  };

  /** Seed for every roll not fixed; a whole number from 0 to 4,294,967,295. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed die results, used first, front first: "2 2 3 5" (faces 1 to 6). */
  declare rolls: string | null;
  /** The attacker: "Bram attack 3 toughness 4 athleticism 2 life 12 vitality 6 weapon large" (a rifle: "weapon medium ranged reload 4 unloaded"). */
  declare attacker: string | null;
  /** The defender: "Raider defense 7 armor 2 shield 1 life 12 toughness 3 creature". */
  declare defender: string | null;
  /** Feet between them at the start (0 to 500). */
  declare distance: string | null;
  /** Which worked example "Replay the example" plays: duel (default), raider, rest or reload. */
  declare example: string | null;
  /** Learner mode: predict each attack roll before it is made. */
  declare learn: boolean;
  /** Where rule links point: a site path or an http(s) address (default: the rulebook). */
  declare rulesBase: string | null;
  /** Key for the saved table and share links; defaults to one per page and element. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser (no share link either). */
  declare noSave: boolean;

  declare _location: Location;
  declare _fatal: boolean;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: attackRollMachine,
    recordFormat: attackRollRecord,
    resets: ['seed', 'rolls', 'attacker', 'defender', 'distance'],
    setup: () =>
      parseAttackRollSetup(
        { seed: this.seed, rolls: this.rolls, attacker: this.attacker, defender: this.defender, distance: this.distance },
        seedFromClock() >>> 0,
      ),
    settings: () => {
      const errors: string[] = [];
      readExample(this.example, errors);
      readRulesBase(this.rulesBase, errors);
      return errors;
    },
    inputProblem: (input) => attackRollInputProblem(input),
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `attack-roll@${globalThis.location?.pathname ?? ''}#${this.id || 'table'}`,
    onStep: (snapshot, event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
      if (moving && event && snapshot.matches('dead')) {
        const attrs = soulPassingAttributes(snapshot.context);
        if (attrs) this.dispatchEvent(new RbDeathEvent({ ...attrs, href: this.#soulHref() }));
      }
    },
  });

  /** The odds module, loaded the first time a reader turns the odds on (only some readers do). */
  #odds: typeof import('../../machines/liberi-gothica/attack-roll.odds.js') | undefined;
  #oddsProblem = '';

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Attack roll',
    chart: () => import('../../generated/charts/attack-roll.chart.js'),
    odds: (s) => this.#odds?.nextOdds(nextRoll(s.context)),
    prediction: (s) => predictionFor(s),
    summary: (s) => summary(s.context),
  });

  constructor() {
    super();
    this.seed = null;
    this.rolls = null;
    this.attacker = null;
    this.defender = null;
    this.distance = null;
    this.example = null;
    this.learn = false;
    this.rulesBase = null;
    this.storageKey = null;
    this.noSave = false;
    this._location = 'torso';
    this._fatal = false;
  }

  get #base(): string {
    return readRulesBase(this.rulesBase, []) ?? RULEBOOK_BASE;
  }

  get #example(): ExampleName {
    return readExample(this.example, []);
  }

  /**
   * Play the worked example from its start: every step is in the history, shown from step 0.
   * The examples are loaded the first time a reader asks for one.
   */
  async replayExample(): Promise<void> {
    let examples: typeof import('../../machines/liberi-gothica/attack-roll.examples.js');
    try {
      examples = await import('../../machines/liberi-gothica/attack-roll.examples.js');
    } catch {
      this.table.announce('The example could not be loaded (the page may be offline). The table works without it.');
      return;
    }
    const ex = examples.WORKED_EXAMPLES[this.#example];
    this.table.start(ex.input, 'restore', ex.events);
    this.table.announce(
      `The example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
    if (this.teach.oddsShown && !this.#odds && !this.#oddsProblem) void this.#loadOdds();
  }

  async #loadOdds(): Promise<void> {
    try {
      this.#odds = await import('../../machines/liberi-gothica/attack-roll.odds.js');
    } catch {
      this.#oddsProblem = 'The odds could not be loaded (the page may be offline). The table works without them.';
    }
    this.requestUpdate();
  }

  /** The rulebook's soul-passing table, opened on this death with the same character's numbers. */
  #soulHref(): string {
    const ctx = this.table.snapshot.context;
    const root = this.#base.endsWith('/') ? this.#base : `${this.#base}/`;
    const page = new URL(`${root}${SOUL_PAGE}`, globalThis.location?.href ?? 'http://localhost/').href;
    const input = soulPassingInput(ctx, this.table.record.input.seed);
    if (!input) return page;
    return shareLink(SOUL_TABLE_KEY, { format: SOUL_PASSING_FORMAT, input, events: [], step: 0 }, page);
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.#base;
    return renderFrame(this.table, {
      label: `Attack roll: ${ctx.attacker.name} against ${ctx.defender.name}`,
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} <button part="button" @click=${() => void this.replayExample()}>Replay the example</button>
      </div>`,
      stage: html`${this.#renderFighters()} ${this.#renderRoll()} ${this.#renderStep()}`,
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
        const f = ctx[side];
        return html`<div
          class="fighter ${v.state}"
          part="fighter"
          role="group"
          aria-label=${`${side === 'attacker' ? 'Attacker' : 'Defender'}: ${v.name}`}
        >
          <p class="head"><strong>${v.name}</strong> <span>${v.life}</span> <span class="state">${v.state}</span></p>
          <meter
            min="0"
            max=${f.maxLife}
            .value=${Math.max(0, f.life)}
            low=${Math.ceil(f.maxLife / 3)}
            optimum=${f.maxLife}
            aria-hidden="true"
          ></meter>
          <p class="notes">${v.notes.map((n) => html`<span>${n}</span>`)}</p>
        </div>`;
      })}
    </div>`;
  }

  /** The last roll, while it is the news: its dice, its sum, and the chart row of a wound. */
  #renderRoll() {
    const snapshot = this.table.snapshot;
    const last = this.table.timeline.lastEvent;
    const record = lastAttack(snapshot.context);
    if (!record || !last || !ROLL_EVENTS.has(last.type)) return nothing;
    const r = record.roll;
    const d = record.damage;
    const w = record.wound;
    const verdict = r
      ? r.outcome === 'miss'
        ? 'Miss'
        : r.outcome === 'glancing'
          ? r.deflected
            ? 'Glancing, deflected'
            : 'Glancing blow'
          : r.crippling
            ? 'Direct hit, crippling'
            : 'Direct hit'
      : 'Lethal blow';
    // Only the roll just made: the dice of the attack, of the damage, or the wound's chart row.
    const showRoll = r && last.type === 'attack.rolled';
    const showDamage = d && (last.type === 'damage.rolled' || last.type === 'blow.struck');
    const showWound = w && (last.type === 'wound.rolled' || last.type === 'blow.struck');
    return html`<div class="roll" part="roll" role="group" aria-label="The last roll">
      ${
        showRoll
          ? html`<p>
              <span aria-hidden="true">${r.dice.map((f) => html`<span class="die">${f}</span>`)}</span> ${formatSum(r.terms)} against
              ${num(r.base)} / ${num(r.total)}: <span class="verdict">${verdict}</span>
            </p>`
          : html`<p>
              <span class="verdict">${verdict}</span>${r ? html`, ${num(r.result)} against ${num(r.base)} / ${num(r.total)}` : nothing}
            </p>`
      }
      ${
        showDamage
          ? html`<p>
              ${d.faces.length ? html`<span aria-hidden="true">${d.faces.map((f) => html`<span class="die">${f}</span>`)}</span>` : nothing}
              ${formatSum(d.terms)} damage; Life lost ${d.lifeLost}
            </p>`
          : nothing
      }
      ${
        showWound
          ? html`<table class="chart-row">
              <caption class="visually-hidden">
                The wound chart's row
              </caption>
              <thead>
                <tr>
                  <th scope="col">Where</th>
                  <th scope="col">Damage</th>
                  <th scope="col">Wound</th>
                  <th scope="col">Effect</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>${w.side ? `${w.side} ` : ''}${w.location}</td>
                  <td>${BAND_LABELS[w.band]}</td>
                  <td>${w.name}</td>
                  <td>${w.effect}</td>
                </tr>
              </tbody>
            </table>`
          : nothing
      }
    </div>`;
  }

  #choiceButton(c: Choice) {
    return html`<button
      part="button"
      class=${c.primary ? 'primary' : ''}
      ?disabled=${c.problem !== undefined}
      @click=${() => this.#send(c.event)}
    >
      ${c.label}
    </button>`;
  }

  #send(event: AttackRollEvent): void {
    this.send(event);
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const choices = choicesNow(snapshot);
    const attackerTurn = snapshot.matches({ fight: { turns: 'attackerTurn' } });
    const lethal = attackerTurn ? lethalBlowProblem(ctx) : undefined;
    const treatments = snapshot.matches('resting') ? treatmentsNow(ctx) : [];
    const refused: { label: string; problem: string }[] = choices.flatMap((c) =>
      c.problem ? [{ label: c.label, problem: c.problem }] : [],
    );
    if (attackerTurn && lethal) refused.push({ label: 'Lethal blow', problem: lethal });
    return html`<p class="prompt" part="prompt">${stepPrompt(snapshot)}</p>
      <div class="choices" part="choices" role="group" aria-label="Choices now">${choices.map((c) => this.#choiceButton(c))}</div>
      ${
        attackerTurn
          ? html`<div class="lethal" role="group" aria-label="Lethal blow">
              <label
                >Lethal blow to the
                <select @change=${(e: Event) => (this._location = (e.target as HTMLSelectElement).value as Location)}>
                  ${LOCATIONS.map((l) => html`<option value=${l} ?selected=${l === this._location}>${l}</option>`)}
                </select></label
              >
              <label
                ><input
                  type="checkbox"
                  .checked=${this._fatal}
                  @change=${(e: Event) => (this._fatal = (e.target as HTMLInputElement).checked)}
                />meant to kill</label
              >
              <button
                part="button"
                ?disabled=${lethal !== undefined}
                @click=${() => this.#send({ type: 'blow.struck', location: this._location, fatal: this._fatal })}
              >
                Strike (2 actions)
              </button>
            </div>`
          : nothing
      }
      ${treatments.map(
        (t) =>
          html`<div class="treat" role="group" aria-label=${`Treatment of ${t.name}`}>
            <span>${t.name}: ${t.check}</span>
            <button
              part="button"
              ?disabled=${t.problem !== undefined}
              @click=${() => this.#send({ type: 'treatment.given', wound: t.wound, passed: true })}
            >
              Passed
            </button>
            <button
              part="button"
              ?disabled=${t.problem !== undefined}
              @click=${() => this.#send({ type: 'treatment.given', wound: t.wound, passed: false })}
            >
              Failed
            </button>
          </div>`,
      )}
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
        snapshot.matches('dead')
          ? html`<a class="soul-link" part="soul-link" href=${this.#soulHref()}
              >Continue in soul passing with ${ctx[ctx.fallen ?? 'defender'].name}'s numbers →</a
            >`
          : nothing
      }`;
  }

  #renderDamageOdds() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    if (this.#oddsProblem) return html`<p class="note">${this.#oddsProblem}</p>`;
    const list = this.#odds?.lifeLostOdds(nextRoll(this.table.snapshot.context));
    if (!list) return nothing;
    return html`<div class="odds damage-odds" part="damage-odds">
      <p class="odds-question">Life this attack takes, miss included</p>
      <ul class="odds-list">
        ${list.map((o) => html`<li><span class="odds-label">${o.label}</span><meter min="0" max="1" .value=${o.p} aria-hidden="true"></meter><span class="odds-p">${formatPercent(o.p)}</span></li>`)}
      </ul>
    </div>`;
  }

  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        Each fighter in words and numbers; a new table starts when you apply them. The attacker's words: ${[...ATTACKER_KEYS].join(', ')}
        (weapons joined by +: ${[...WEAPON_NAMES.keys()].join(', ')}). The defender's: ${DEFENDER_WORDS} (armor and shield as P or P/R).
      </p>
      <label>Attacker <input type="text" name="attacker" .value=${this.attacker ?? DEFAULT_ATTACKER} /></label>
      <label>Defender <input type="text" name="defender" .value=${this.defender ?? DEFAULT_DEFENDER} /></label>
      <div class="row">
        <label
          >Feet apart <input type="number" name="distance" min="0" max="500" .value=${this.distance ?? String(DEFAULT_DISTANCE)}
        /></label>
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this table</button>
      </div>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const text = (k: string) => String(data.get(k) ?? '');
    const next = { attacker: text('attacker'), defender: text('defender'), distance: text('distance'), seed: text('seed') };
    const same =
      next.attacker === this.attacker && next.defender === this.defender && next.distance === this.distance && next.seed === this.seed;
    Object.assign(this, next);
    // Nothing changed: still a fresh table, as the button says.
    if (same) this.reset();
  }
}

customElements.define('rb-attack-roll', RbAttackRoll);

declare global {
  interface HTMLElementTagNameMap {
    'rb-attack-roll': RbAttackRoll;
  }
}
