/**
 * <rb-pool-fight>: a round of dice-pool combat, played step by step: the groups put in
 * order, each group's turn of two actions per fighter (move, attack, reload, fix a jam, help,
 * ready an attack), every pool's dice shown as they are rolled and compared, with why.
 *
 * Renders snapshots of `poolFightMachine` and sends it events; every rule (what may be done
 * and why not, the pools and their reasons, the odds) comes from machines/dice-pool/pool-fight.*.
 *
 * @fires rb-step - After every step, back, forward, reset or restore. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - Where the fight stands: round, whose turn, the action in hand.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The current step: the field, the fighters, the dice, the choices.
 * @csspart field - The line of squares, each fighter on theirs.
 * @csspart fighter - One fighter: health, square, weapon, pools.
 * @csspart dice - The pools of the action in hand, rolled or about to be.
 * @csspart die - One die, showing its face.
 * @csspart prompt - What the table waits for now.
 * @csspart choices - The buttons for the current step.
 * @csspart refusals - Why the greyed-out choices cannot be taken now.
 * @csspart why - Why the last step went as it did, with its rules' links.
 * @csspart rule-link - A link to the rule a sentence applied.
 * @csspart predict - The question asked before a roll (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the next roll.
 * @csspart damage-odds - The damage the attack may deal, level by level, a miss included.
 * @csspart summary - What happened, once the fight is over.
 * @csspart setup - The table setup: the two groups, the jam difficulty, the seed.
 * @csspart print-log - On paper: every step so far and its reasons.
 * @csspart button - Every button.
 * @csspart history - The back / forward / start / reset bar.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, the party's marks).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and panels.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour, and the foes' marks.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { formatPercent } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import {
  moveProblem,
  poolFightMachine,
  poolFightRecord,
  type Contest,
  type PoolFightEvent,
  type Rolled,
} from '../../machines/dice-pool/pool-fight.machine.js';
import { attackDamageOdds, nextOdds } from '../../machines/dice-pool/pool-fight.odds.js';
import { GROUP_NAME, GROUP_TURN, GROUPS } from '../../machines/dice-pool/pool-fight.rules.js';
import {
  fighterText,
  parsePoolFightSetup,
  poolFightInputProblem,
  readRulesBase,
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_EVENTS,
  WORKED_EXAMPLE_TITLE,
} from '../../machines/dice-pool/pool-fight.setup.js';
import {
  choicesFor,
  fighterView,
  predictionFor,
  rollChoice,
  statusLine,
  stepPrompt,
  summary,
  type Choice,
} from '../../machines/dice-pool/pool-fight.view.js';
import { describePool, type Pool } from '../../machines/dice-pool/pool.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { RULEBOOK_BASE, renderFrame, whyText } from '../shared/ui.js';

type Machine = typeof poolFightMachine;

export class RbPoolFight extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    css`
      .rule-link {
        white-space: normal;
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .field {
        display: flex;
        gap: 2px;
        margin: 0 0 0.5rem;
        padding: 0;
        list-style: none;
      }
      .field li {
        flex: 1 1 0;
        min-width: 0;
        min-height: 1.9rem;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: end;
        border-block-end: 3px solid var(--_border);
        font-size: 0.8em;
        line-height: 1.1;
        overflow: hidden;
      }
      .field .n {
        color: var(--_muted);
        font-size: 0.8em;
      }
      .token {
        font-weight: 700;
      }
      .token.party {
        color: var(--_accent);
      }
      .token.foes {
        color: var(--_danger);
      }
      .token.down {
        text-decoration: line-through;
      }
      .groups {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      }
      .group {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 0.35rem;
        align-content: start;
      }
      .group-name {
        margin: 0;
        font-weight: 700;
      }
      .fighter {
        padding: 0.25rem 0.55rem;
        border: 1px solid var(--_border);
        border-inline-start-width: 4px;
        border-radius: var(--_radius);
        background: var(--_raised);
        min-width: 0;
      }
      .fighter.party {
        border-inline-start-color: var(--_accent);
      }
      .fighter.foes {
        border-inline-start-color: var(--_danger);
      }
      .fighter.down {
        border-style: dashed;
      }
      .fighter.down strong {
        text-decoration: line-through;
      }
      .fighter .head {
        display: flex;
        flex-wrap: wrap;
        gap: 0 0.6rem;
        align-items: center;
        margin: 0;
      }
      .fighter meter {
        flex: 1 1 4rem;
        min-inline-size: 4rem;
        block-size: 0.5rem;
      }
      .fighter .notes {
        margin: 0;
        font-size: 0.82em;
        line-height: 1.35;
        color: var(--_muted);
        overflow-wrap: anywhere;
      }
      .fighter .notes span:not(:last-child)::after {
        content: ' · ';
      }
      .dice {
        margin-block: 0.4rem 0;
        padding: 0.2rem 0.5rem;
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
      }
      .contest {
        margin: 0;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        column-gap: 1rem;
      }
      .contest + .contest {
        margin-block-start: 0.25rem;
        padding-block-start: 0.25rem;
        border-block-start: 1px dotted var(--_border);
      }
      @container rb (min-width: 32rem) {
        .contest {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        }
        .verdict {
          grid-column: 1 / -1;
        }
      }
      .pool {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.4rem;
        align-items: center;
        margin: 0.1rem 0;
      }
      .pool .who {
        min-inline-size: 8rem;
        font-size: 0.9em;
      }
      .pool .total {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .die {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        min-inline-size: 1.9rem;
        block-size: 2.1rem;
        border: 2px solid var(--_text);
        border-radius: 0.3rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        line-height: 1;
      }
      .die small {
        font-size: 0.6em;
        font-weight: 400;
        color: var(--_muted);
      }
      .die.blank {
        border-style: dashed;
        color: var(--_muted);
      }
      .verdict {
        font-weight: 700;
        margin: 0.1rem 0 0;
      }
      /* Odds side by side: a hit and a miss, or many damage levels, in few rows. */
      .odds-list {
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
        column-gap: 1rem;
      }
      .odds-list li {
        grid-template-columns: max-content minmax(1.5rem, 1fr) 3.2rem;
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
        display: grid;
        gap: 0.35rem;
      }
      .choices .row,
      .who-acts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .who-acts button[aria-pressed='true'] {
        outline: 2px solid var(--_accent);
        outline-offset: 1px;
        font-weight: 700;
      }
      .move {
        display: inline-flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .refusals {
        margin-block-start: 0.35rem;
        font-size: 0.9em;
        color: var(--_muted);
      }
      .refusals summary {
        cursor: pointer;
      }
      .damage-odds {
        margin-block-start: 0.4rem;
      }
      details > :not(summary) {
        box-sizing: border-box;
      }
      @media print {
        .choices,
        .refusals,
        .prompt {
          display: none;
        }
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
      .setup-form textarea {
        inline-size: 100%;
        min-inline-size: 0;
        font: inherit;
      }
      .setup-form .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      .setup-form input {
        inline-size: 9rem;
      }
    `,
  ];

  static override properties = {
    seed: { type: String },
    rolls: { type: String },
    party: { type: String },
    foes: { type: String },
    jamDifficulty: { type: String, attribute: 'jam-difficulty' },
    learn: flagProperty('learn'),
    rulesBase: { type: String, attribute: 'rules-base' },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    _actor: { state: true },
    _squares: { state: true },
  };

  /** Seed for every roll not fixed; a whole number from 0 to 4,294,967,295. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** Fixed die results, used first, front first: "3 4 5" (faces 1 to 12). */
  declare rolls: string | null;
  /** The party's fighters, separated by ";": "Mara agility 2 physique 2 armour 2 with sword light sharp; Jory agility 3 with pistol gun low cart 6". */
  declare party: string | null;
  /** The foes' fighters, written the same way: "Bandit agility 1 physique 2 armour 3 at 6 with maul heavy blunt two-handed". */
  declare foes: string | null;
  /** The Fix Jam check's difficulty pool, like "d6" (the default) or "2d8". */
  declare jamDifficulty: string | null;
  /** Learner mode: predict each roll before it is made. */
  declare learn: boolean;
  /** Where rule links point: a site path or an http(s) address (default: the rulebook). */
  declare rulesBase: string | null;
  /** Key for the saved table and share links; defaults to one per page and element. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser (no share link either). */
  declare noSave: boolean;

  declare _actor: number;
  /** Squares the next move covers, as picked (0: as far as the nearest enemy allows). */
  declare _squares: number;
  #refocus = false;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: poolFightMachine,
    recordFormat: poolFightRecord,
    resets: ['seed', 'rolls', 'party', 'foes', 'jamDifficulty'],
    setup: () =>
      parsePoolFightSetup(
        { seed: this.seed, rolls: this.rolls, party: this.party, foes: this.foes, 'jam-difficulty': this.jamDifficulty },
        seedFromClock() >>> 0,
      ),
    settings: () => {
      const errors: string[] = [];
      readRulesBase(this.rulesBase, errors);
      return errors;
    },
    inputProblem: (input) => poolFightInputProblem(input),
    storageKey: () =>
      this.noSave ? undefined : this.storageKey || `pool-fight@${globalThis.location?.pathname ?? ''}#${this.id || 'table'}`,
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
      if (cause === 'action') this.#refocus = true;
    },
  });

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Dice-pool fight',
    chart: () => import('../../generated/charts/pool-fight.chart.js'),
    odds: (s) => nextOdds(s.context),
    prediction: (s) => predictionFor(s),
    summary: (s) => summary(s.context),
  });

  constructor() {
    super();
    this.seed = null;
    this.rolls = null;
    this.party = null;
    this.foes = null;
    this.jamDifficulty = null;
    this.learn = false;
    this.rulesBase = null;
    this.storageKey = null;
    this.noSave = false;
    this._actor = 0;
    this._squares = 0;
  }

  get #base(): string {
    return readRulesBase(this.rulesBase, []) ?? RULEBOOK_BASE;
  }

  /** Open the worked example at its start: every step is in the history, to step through with Forward. */
  replayExample(): void {
    this.table.start(WORKED_EXAMPLE, 'reset', WORKED_EXAMPLE_EVENTS);
    this.table.announce(
      `The example, ${WORKED_EXAMPLE_TITLE}, is ready at its start: ${WORKED_EXAMPLE_EVENTS.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }

  protected override updated(): void {
    if (!this.#refocus) return;
    this.#refocus = false;
    // The button just pressed may have gone, or changed, with its step: keep the keyboard on the
    // step's main choice (else its first), as a reader pressing Enter again expects.
    const active = this.shadowRoot?.activeElement as HTMLButtonElement | null | undefined;
    if (active && !active.disabled && !active.closest('[part~="choices"]')) return;
    const choices = this.shadowRoot?.querySelector('[part~="choices"]');
    (
      choices?.querySelector<HTMLElement>('button.primary:not(:disabled)') ??
      choices?.querySelector<HTMLElement>('button:not(:disabled), select')
    )?.focus();
  }

  /** The fighter whose choices are shown: the one picked, else the first of the acting group with actions left. */
  #actor(): number | undefined {
    const c = this.table.snapshot.context;
    const acting = c.fighters.flatMap((f, i) => (f.group === c.acting && f.hp > 0 ? [i] : []));
    const picked = acting.includes(this._actor) ? this._actor : undefined;
    if (picked !== undefined && c.fighters[picked]!.actions > 0) return picked;
    return acting.find((i) => c.fighters[i]!.actions > 0) ?? picked ?? acting[0];
  }

  #pick(i: number): void {
    this._actor = i;
    this._squares = 0;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.#base;
    const names = (g: string) =>
      ctx.fighters
        .filter((f) => f.group === g)
        .map((f) => f.name)
        .join(' and ');
    return renderFrame(this.table, {
      label: `Dice-pool fight: ${names('party')} against ${names('foes')}`,
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} <button part="button" @click=${() => this.replayExample()}>Replay the example</button>
      </div>`,
      stage: html`${this.#renderField()} ${this.#renderGroups()} ${this.#renderDice()} ${this.#renderStep()}`,
      why: ctx.why,
      teaching: html`${renderTeaching(this.teach, base)} ${this.#renderDamageOdds()}`,
      setup: this.#renderSetup(),
      rulesBase: base,
      whyOf: (s) => s.context.why,
    });
  }

  #renderField() {
    const fighters = this.table.snapshot.context.fighters;
    const at = fighters.map((f) => f.at);
    const lo = Math.min(...at);
    const hi = Math.max(...at);
    if (hi - lo > 24) return nothing;
    return html`<ol class="field" part="field" aria-hidden="true">
      ${Array.from({ length: hi - lo + 1 }, (_, k) => {
        const here = fighters.filter((f) => f.at === lo + k);
        return html`<li>
          ${here.map((f) => html`<span class="token ${f.group} ${f.hp > 0 ? '' : 'down'}">${f.name.slice(0, 2)}</span>`)}<span class="n"
            >${lo + k}</span
          >
        </li>`;
      })}
    </ol>`;
  }

  #renderGroups() {
    const ctx = this.table.snapshot.context;
    const acting = this.table.snapshot.matches('fighting') ? ctx.acting : null;
    return html`<div class="groups">
      ${GROUPS.map(
        (g) =>
          html`<div role="group" aria-label=${`${GROUP_NAME[g]}${acting === g ? ', acting' : ''}`}>
            <p class="group-name">${g === 'party' ? 'The party' : 'The foes'}${acting === g ? ' (acting)' : ''}</p>
            <ul class="group">
              ${ctx.fighters.map((f, i) => {
                if (f.group !== g) return nothing;
                const v = fighterView(ctx, i);
                return html`<li class="fighter ${g} ${v.down ? 'down' : ''}" part="fighter">
                  <p class="head">
                    <strong>${v.name}</strong> <span>${v.health}</span>
                    <meter
                      min="0"
                      max=${f.health}
                      .value=${Math.max(0, f.hp)}
                      low=${Math.ceil(f.health / 3)}
                      optimum=${f.health}
                      aria-hidden="true"
                    ></meter>
                  </p>
                  <p class="notes">${v.notes.map((n) => html`<span>${n}</span>`)}</p>
                </li>`;
              })}
            </ul>
          </div>`,
      )}
    </div>`;
  }

  #renderPool(who: string, what: string, pool: Pool, r?: Rolled) {
    const label = r
      ? `${who}'s ${what}, ${describePool(pool)}: ${r.faces.join(', ')}; total ${r.total}`
      : `${who}'s ${what}, ${describePool(pool)}, not yet rolled`;
    return html`<p class="pool" role="img" aria-label=${label}>
      <span class="who">${who}'s ${what}</span>
      ${pool.map((sides, k) => html`<span class="die ${r ? '' : 'blank'}" part="die"><span class="face">${r ? r.faces[k] : '?'}</span><small>d${sides}</small></span>`)}
      ${r ? html`<span class="total">= ${r.total}</span>` : nothing}
    </p>`;
  }

  #renderContest(c: Contest) {
    return html`<div class="contest">
      ${this.#renderPool(c.mine.who, c.mine.what, c.mine.pool, c.mine)}
      ${this.#renderPool(c.theirs.who, c.theirs.what, c.theirs.pool, c.theirs)}
      ${c.fire ? this.#renderPool(c.fire.who, c.fire.what, c.fire.pool, c.fire) : nothing}
      <p class="verdict">${c.verdict}</p>
    </div>`;
  }

  /** The dice of the action in hand: those rolled, then the pools about to be rolled. */
  #renderDice() {
    const ctx = this.table.snapshot.context;
    const p = ctx.pending;
    const rows = ctx.contests.map((c) => this.#renderContest(c));
    if (p) {
      const by = ctx.fighters[p.by]!.name;
      if (p.kind === 'attack') {
        const t = ctx.fighters[p.target]!.name;
        rows.push(
          p.stage === 'hit'
            ? html`<div class="contest">
                ${this.#renderPool(by, 'base dice', p.build.base.pool)} ${this.#renderPool(t, 'dodge dice', p.build.dodge.pool)}
              </div>`
            : html`<div class="contest">
                ${this.#renderPool(by, 'damage dice', p.build.damage.pool)} ${this.#renderPool(t, 'defense dice', p.build.defense.pool)}
              </div>`,
        );
      } else {
        const against = p.kind === 'fix' ? 'The jam' : ctx.fighters[p.target]!.name;
        rows.push(
          html`<div class="contest">
            ${this.#renderPool(by, p.kind === 'fix' ? 'skill' : 'help roll', p.mine.pool)}
            ${this.#renderPool(against, p.kind === 'fix' ? 'difficulty' : 'dodge dice', p.theirs.pool)}
          </div>`,
        );
      }
    }
    if (rows.length === 0) return nothing;
    return html`<div class="dice" part="dice" role="group" aria-label="The dice">${rows}</div>`;
  }

  #send(event: PoolFightEvent): void {
    this.send(event);
  }

  #button(c: Choice) {
    return html`<button
      part="button"
      class=${c.primary ? 'primary' : ''}
      ?disabled=${c.problem !== undefined}
      @click=${() => this.#send(c.event)}
    >
      ${c.label}
    </button>`;
  }

  #renderStep() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    let choices: Choice[] = [];
    let extra: unknown = nothing;
    if (snapshot.matches('ordering')) {
      choices = [
        { event: { type: 'order.rolled' }, label: 'Roll for it (1d6 each)', problem: undefined, primary: true },
        { event: { type: 'order.chosen', first: 'party' }, label: 'The party first', problem: undefined },
        { event: { type: 'order.chosen', first: 'foes' }, label: 'The foes first', problem: undefined },
      ];
    } else if (rollChoice(snapshot)) {
      const r = rollChoice(snapshot)!;
      choices = [{ ...r, problem: undefined, primary: true }];
    } else if (snapshot.matches({ fighting: 'groupTurn' })) {
      const actor = this.#actor();
      const acting = ctx.fighters.flatMap((f, i) => (f.group === ctx.acting && f.hp > 0 ? [i] : []));
      if (actor !== undefined) {
        const f = ctx.fighters[actor]!;
        choices = choicesFor(ctx, actor);
        // Unless the reader picked a distance, a move closes in as far as the nearest enemy allows.
        const gap = Math.min(...ctx.fighters.filter((e) => e.group !== f.group && e.hp > 0).map((e) => Math.abs(e.at - f.at)));
        const n = Math.min(this._squares || Math.max(1, gap - 1), f.speed);
        const closer = moveProblem(ctx, actor, n);
        const back = moveProblem(ctx, actor, -n);
        extra = html`<div class="who-acts" role="group" aria-label="Who acts">
            ${acting.map((i) => {
              const g = ctx.fighters[i]!;
              return html`<button part="button" aria-pressed=${i === actor ? 'true' : 'false'} @click=${() => this.#pick(i)}>
                ${g.name}: ${g.actions} left
              </button>`;
            })}
          </div>
          <div class="move" role="group" aria-label=${`Move ${f.name}`}>
            <label
              >Move
              <select @change=${(e: Event) => (this._squares = Number((e.target as HTMLSelectElement).value))}>
                ${Array.from({ length: f.speed }, (_, k) => html`<option value=${k + 1} ?selected=${k + 1 === n}>${k + 1}</option>`)}
              </select>
              squares</label
            >
            <button
              part="button"
              ?disabled=${closer !== undefined}
              @click=${() => this.#send({ type: 'fighter.moved', by: actor, squares: n })}
            >
              Close in
            </button>
            <button
              part="button"
              ?disabled=${back !== undefined}
              @click=${() => this.#send({ type: 'fighter.moved', by: actor, squares: -n })}
            >
              Fall back
            </button>
          </div>`;
        if (closer) choices.push({ event: { type: 'fighter.moved', by: actor, squares: n }, label: `Move ${n} closer`, problem: closer });
        if (back) choices.push({ event: { type: 'fighter.moved', by: actor, squares: -n }, label: `Move ${n} back`, problem: back });
      }
      const spent = !ctx.fighters.some((f) => f.group === ctx.acting && f.hp > 0 && f.actions > 0);
      choices.push({
        event: { type: 'turn.ended' },
        label: `End ${GROUP_TURN[ctx.acting ?? 'party']}`,
        problem: undefined,
        primary: spent,
      });
    }
    const shown = choices.filter((c) => !c.label.startsWith('Move '));
    const refused = choices.filter((c) => c.problem !== undefined);
    return html`<p class="prompt" part="prompt">${stepPrompt(snapshot)}</p>
      <div class="choices" part="choices" role="group" aria-label="Choices now">
        ${extra}
        <div class="row">${shown.map((c) => this.#button(c))}</div>
      </div>
      ${
        refused.length
          ? html`<details class="refusals" part="refusals">
              <summary>Not possible now (${refused.length})</summary>
              <ul>
                ${refused.map((r) => html`<li><strong>${r.label}</strong>: ${r.problem}</li>`)}
              </ul>
            </details>`
          : nothing
      }`;
  }

  #renderDamageOdds() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    const list = attackDamageOdds(this.table.snapshot.context);
    if (!list) return nothing;
    return html`<div class="odds damage-odds" part="damage-odds">
      <p class="odds-question">Damage this attack deals, a miss included</p>
      <ul class="odds-list">
        ${list.map((o) => html`<li><span class="odds-label">${o.label}</span><meter min="0" max="1" .value=${o.p} aria-hidden="true"></meter><span class="odds-p">${formatPercent(o.p)}</span></li>`)}
      </ul>
    </div>`;
  }

  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        Each group's fighters, separated by ";". Numbers: agility, physique, armour (0 to 4), health, speed, at (the starting square).
        Words: trained, with (the weapon's name), light or heavy, sharp, pointy or blunt, two-handed, reach, throwable, electric or fiery;
        or gun, high or low, cart 8, 6, 4 or 2; damage and fix followed by dice. A new table starts when you apply them.
      </p>
      <label>The party <textarea name="party" rows="3" .value=${this.#groupText('party')}></textarea></label>
      <label>The foes <textarea name="foes" rows="3" .value=${this.#groupText('foes')}></textarea></label>
      <div class="row">
        <label>Jam difficulty <input type="text" name="jam" .value=${this.jamDifficulty ?? describePool(input.jamDifficulty)} /></label>
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this table</button>
      </div>
    </form>`;
  }

  /** The table's fighters of one side, written out in full as the attribute takes them. */
  #groupText(group: string): string {
    return this.table.record.input.fighters
      .filter((f) => f.group === group)
      .map(fighterText)
      .join('; ');
  }

  #applySetup(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const text = (k: string) => String(data.get(k) ?? '');
    const next = { party: text('party'), foes: text('foes'), jamDifficulty: text('jam'), seed: text('seed') };
    const same =
      next.party === this.party && next.foes === this.foes && next.jamDifficulty === this.jamDifficulty && next.seed === this.seed;
    Object.assign(this, next);
    if (same) this.reset();
  }
}

customElements.define('rb-pool-fight', RbPoolFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-pool-fight': RbPoolFight;
  }
}
