/**
 * <rb-pool-fight>: a round of dice-pool combat, played step by step: the groups put in
 * order, each group's turn of two actions per fighter (move, attack, reload, fix a jam, help,
 * ready an attack), every pool's dice shown as they are rolled and compared, with why.
 *
 * Renders snapshots of `poolFightMachine` and sends it events; every rule (what may be done
 * and why not, the pools and their reasons, the odds) comes from machines/dice-pool/pool-fight/.
 * The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart field - The line of squares, each fighter on theirs.
 * @csspart fighter - One fighter: health, square, weapon, pools.
 * @csspart dice - The pools of the action in hand, rolled or about to be.
 * @csspart die - One die: rolled, it tumbles in and lands on its face; not yet rolled, a blank with its size.
 * @csspart dice-pool - A rolled pool: its dice, and the total that builds from them as they land.
 * @csspart dice-total - A rolled pool's dice added up, and its total.
 * @csspart token - One fighter's token: initials, name, and health bar.
 * @csspart bar - A fighter's health, a bar that drains when a blow lands.
 * @csspart acting - The mark on a token of the group whose turn it is.
 * @csspart prompt - What the table waits for now.
 * @csspart choices - The buttons for the current step.
 * @csspart refusals - Why the greyed-out choices cannot be taken now.
 * @csspart damage-odds - The damage the attack may deal, level by level, a miss included.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart marker - A mark on a token: a wound, a status or a condition, with its words for a screen reader.
 * @csspart holds - What a token holds beside it: its hand, the card it laid.
 *
 * The suggested move (the procedure's `moves`: roll for the order, make each roll, clear a jam,
 * attack the weakest enemy in reach, reload, close in, end the turn) is the highlighted control,
 * among the choices and in the step bar.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { formatPercent } from '../../machines/core/explain.js';
import { suggestedMove } from '../../machines/core/procedure.js';
import { poolFight, type PoolFightEvent } from '../../machines/dice-pool/pool-fight/index.js';
import type { Contest, Rolled } from '../../machines/dice-pool/pool-fight/pool-fight.context.js';
import { groupName } from '../../machines/dice-pool/pool-fight/pool-fight.problems.js';
import { LEGACY_RULES, turnOf } from '../../machines/dice-pool/pool-fight/pool-fight.rules.js';
import { fighterText } from '../../machines/dice-pool/pool-fight/pool-fight.setup.js';
import {
  actingFighter,
  choicesFor,
  fighterView,
  moveChoices,
  orderChoices,
  pendingPools,
  readyChoices,
  rollChoice,
  statusLine,
  stepPrompt,
  triggerChoices,
  type Choice,
} from '../../machines/dice-pool/pool-fight/pool-fight.view.js';
import { ELECTRIC_WIELDER_READINGS } from '../../machines/dice-pool/melee.js';
import { describePool, type Pool } from '../../machines/dice-pool/pool.js';
import { fighterToken, rolledPool } from '../../machines/dice-pool/pool-fight/pool-fight.stage.js';
import { Lazy } from '../shared/lazy.js';
import { MotionController } from '../shared/motion.js';
import { renderDicePool } from '../shared/stage/dice.js';
import { renderToken } from '../shared/stage/token.js';
import { OpenWide, renderOpenWideToggle } from '../shared/open-wide.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf } from '../shared/what-if-toggle.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { poolFightStyles } from './pool-fight.styles.js';

type Machine = typeof poolFight.machine;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A group's colour class: the party, the foes, or a group a table added. */
const side = (group: string) => (group === 'party' || group === 'foes' ? group : 'other');

export class RbPoolFight extends TableElement<Machine> {
  static override styles = poolFightStyles;

  static override properties = {
    rolls: { type: String },
    party: { type: String },
    foes: { type: String },
    moreGroups: { type: String, attribute: 'more-groups' },
    jamDifficulty: { type: String, attribute: 'jam-difficulty' },
    electricWielder: { type: String, attribute: 'electric-wielder' },
    _actor: { state: true },
    _squares: { state: true },
    _ready: { state: true },
  };

  /** Fixed die results, used first, front first: "3 4 5" (faces 1 to 12). */
  declare rolls: string | null;
  /** The party's fighters, separated by ";": "Mara agility 2 physique 2 armour 2 with sword light sharp; Jory agility 3 with pistol gun low cart 6". */
  declare party: string | null;
  /** The foes' fighters, written the same way: "Bandit agility 1 physique 2 armour 3 at 6 with maul heavy blunt two-handed". */
  declare foes: string | null;
  /**
   * Up to two more groups, each a name, a colon and its fighters, separated by "|": "Wolves: Grey
   * agility 2 with fangs; Ash at 12 | Crows: Caw at 20". Every group fights every other; a third
   * group starts on square 12 and a fourth on 18 unless its fighters say.
   */
  declare moreGroups: string | null;
  /** The Fix Jam check's difficulty pool, like "d6" (the default) or "2d8". */
  declare jamDifficulty: string | null;
  /**
   * Table ruling, the electric weapon's wielder: `counts` (the default, the seed's words: the
   * wielder touches the circuit and takes a share of the blow) or `insulated` (left out).
   */
  declare electricWielder: string | null;

  declare _actor: number;
  /** Squares the next move covers, as picked (0: as far as the nearest enemy allows). */
  declare _squares: number;
  /** Which other action the Ready control has picked (an index into the view's ready choices). */
  declare _ready: number;
  #refocus = false;

  protected readonly table: TableHost<Machine> = new TableHost(this, poolFight, {
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
      if (cause === 'action') this.#refocus = true;
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/pool-fight.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });

  /** Dice tumble and health bars drain on a step (none under reduced motion). */
  readonly motion: MotionController = new MotionController(this);

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** The damage odds beside the hit roll: the teaching's module, loaded when the odds are first shown. */
  readonly #odds = new Lazy(this, () => import('../../machines/dice-pool/pool-fight/pool-fight.odds.js'), 'The odds');

  constructor() {
    super();
    this.rolls = null;
    this.party = null;
    this.foes = null;
    this.moreGroups = null;
    this.jamDifficulty = null;
    this.electricWielder = null;
    this._actor = 0;
    this._squares = 0;
    this._ready = 0;
  }

  /** Open the worked example at its start: every step is in the history, to step through with Forward. */
  replayExample(): void {
    const [example] = poolFight.examples;
    this.table.start(example!.input, 'reset', example!.events);
    this.table.announce(
      `The example, ${example!.title}, is ready at its start: ${example!.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.#refocus) {
      this.#refocus = false;
      // The button just pressed may have gone, or changed, with its step: keep the keyboard on the
      // step's main choice (else its first), as a reader pressing Enter again expects.
      const active = this.shadowRoot?.activeElement as HTMLButtonElement | null | undefined;
      if (!active || active.disabled || active.closest('[part~="choices"]')) {
        const choices = this.shadowRoot?.querySelector('[part~="choices"]');
        (
          choices?.querySelector<HTMLElement>('button.primary:not(:disabled)') ??
          choices?.querySelector<HTMLElement>('button:not(:disabled), select')
        )?.focus();
      }
    }
    // Last: where the choices took the keyboard, it stays; elsewhere the frame's rule applies.
    super.updated(changed);
  }

  /** The fighter whose choices are shown: the one picked, else the first of the acting group with actions left. */
  #actor(): number | undefined {
    return actingFighter(this.table.snapshot.context, this._actor);
  }

  /** The control is the procedure's suggested move (it sends the same event): the highlighted one. */
  #suggested(event: PoolFightEvent): boolean {
    return this.#suggestedEvent !== undefined && this.#suggestedEvent === JSON.stringify(event);
  }

  /** The suggested move's event, as JSON: worked out once a render. */
  #suggestedEvent: string | undefined;

  #pick(i: number): void {
    this._actor = i;
    this._squares = 0;
    this._ready = 0;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.linkBase;
    const move = suggestedMove(poolFight, snapshot);
    this.#suggestedEvent = move && JSON.stringify(move.event);
    const names = (g: string) =>
      ctx.fighters
        .filter((f) => f.group === g)
        .map((f) => f.name)
        .join(' and ');
    return renderFrame(this.table, {
      label: `Dice-pool fight: ${ctx.groups.map((g) => names(g.id)).join(' against ')}`,
      status: statusLine(snapshot),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the example</button>
      </div>`,
      stage: html`${this.#renderField()} ${this.#renderGroups()} ${this.#renderDice()} ${this.#renderStep()}
      ${renderWhatIfPanel(this.whatIf)}`,
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
          ${here.map((f) => html`<span class="mark ${side(f.group)} ${f.hp > 0 ? '' : 'down'}">${f.name.slice(0, 2)}</span>`)}<span
            class="n"
            >${lo + k}</span
          >
        </li>`;
      })}
    </ol>`;
  }

  #renderGroups() {
    const ctx = this.table.snapshot.context;
    const acting = this.table.snapshot.hasTag('fighting') ? ctx.acting : null;
    return html`<div class="groups">
      ${ctx.groups.map(
        ({ id: g, name }) =>
          html`<div role="group" aria-label=${`${name}${acting === g ? ', acting' : ''}`}>
            <p class="group-name">${cap(name)}${acting === g ? ' (acting)' : ''}</p>
            <ul class="group">
              ${ctx.fighters.map((f, i) => {
                if (f.group !== g) return nothing;
                const v = fighterView(ctx, i);
                return html`<li class="fighter ${side(g)} ${v.down ? 'down' : ''}" part="fighter">
                  ${renderToken(fighterToken(ctx, i, acting !== null))}
                  <p class="notes">${v.notes.map((n) => html`<span>${n}</span>`)}</p>
                </li>`;
              })}
            </ul>
          </div>`,
      )}
    </div>`;
  }

  /** A pool: rolled, its dice tumble in and land on their faces, the total building from them; else blank dice. */
  #renderPool(who: string, what: string, pool: Pool, r?: Rolled) {
    if (r)
      return html`<div class="pool-line rolled">
        <span class="who" aria-hidden="true">${who}'s ${what}</span>
        ${renderDicePool(rolledPool(r, describePool(pool)))}
      </div>`;
    return html`<p class="pool-line" role="img" aria-label=${`${who}'s ${what}, ${describePool(pool)}, not yet rolled`}>
      <span class="who">${who}'s ${what}</span>
      ${pool.map((sides) => html`<span class="blank-die" part="die"><span class="face">?</span><small>d${sides}</small></span>`)}
    </p>`;
  }

  #renderContest(c: Contest) {
    return html`<div class="contest">
      ${this.#renderPool(c.mine.who, c.mine.what, c.mine.pool, c.mine)}
      ${this.#renderPool(c.theirs.who, c.theirs.what, c.theirs.pool, c.theirs)}
      ${(c.more ?? []).map((r) => this.#renderPool(r.who, r.what, r.pool, r))}
      ${c.fire ? this.#renderPool(c.fire.who, c.fire.what, c.fire.pool, c.fire) : nothing}
      <p class="verdict">${c.verdict}</p>
    </div>`;
  }

  /** The dice of the action in hand: those rolled, then the pools about to be rolled. */
  #renderDice() {
    const ctx = this.table.snapshot.context;
    const rows = ctx.contests.map((c) => this.#renderContest(c));
    const next = pendingPools(ctx);
    if (next.length) rows.push(html`<div class="contest">${next.map((x) => this.#renderPool(x.who, x.what, x.pool))}</div>`);
    if (rows.length === 0) return nothing;
    return html`<div class="dice" part="dice" role="group" aria-label="The dice">${rows}</div>`;
  }

  #send(event: PoolFightEvent): void {
    this.send(event);
  }

  #button(c: Choice) {
    return html`<button
      part="button"
      class=${this.#suggested(c.event) ? 'primary' : ''}
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
    if (snapshot.hasTag('ordering')) {
      choices = orderChoices(ctx);
    } else if (rollChoice(snapshot)) {
      const r = rollChoice(snapshot)!;
      choices = [{ ...r, problem: undefined, primary: true }];
    } else if (snapshot.hasTag("a group's turn")) {
      const actor = this.#actor();
      const acting = ctx.fighters.flatMap((f, i) => (f.group === ctx.acting && f.hp > 0 ? [i] : []));
      if (actor !== undefined) {
        const f = ctx.fighters[actor]!;
        choices = choicesFor(ctx, actor);
        // Unless the reader picked a distance, a move closes in as far as the nearest enemy allows.
        const moves = moveChoices(ctx, actor, this._squares);
        const n = Math.abs(moves[0]?.event.type === 'fighter.moved' ? moves[0].event.squares : 1);
        const readies = readyChoices(ctx, actor, this._squares);
        const ready = readies[Math.min(this._ready, readies.length - 1)];
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
            ${moves.map(
              (m) =>
                html`<button
                  part="button"
                  class=${this.#suggested(m.event) ? 'primary' : ''}
                  ?disabled=${m.problem !== undefined}
                  @click=${() => this.#send(m.event)}
                >
                  ${m.label}
                </button>`,
            )}
          </div>
          ${this.#renderReady(actor, readies, ready)}`;
        for (const m of moves) if (m.problem) choices.push({ ...m, label: `Move: ${m.label.toLowerCase()} ${n}` });
        if (ready?.problem) choices.push({ ...ready, label: `Ready: ${ready.label.replace(/^Ready /, '')}` });
      }
      choices.push(...triggerChoices(ctx));
      const spent = !ctx.fighters.some((f) => f.group === ctx.acting && f.hp > 0 && f.actions > 0);
      choices.push({
        event: { type: 'turn.ended' },
        label: `End ${turnOf(groupName(ctx, ctx.acting ?? 'party'))}`,
        problem: undefined,
        primary: spent,
      });
    }
    const shown = choices.filter((c) => !c.label.startsWith('Move: ') && !c.label.startsWith('Ready: '));
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

  /** Ready Action for anything but the attack that waits for an enemy in reach: pick it, then ready it. */
  #renderReady(actor: number, readies: readonly Choice[], ready: Choice | undefined) {
    if (!ready) return nothing;
    const f = this.table.snapshot.context.fighters[actor]!;
    return html`<div class="move" role="group" aria-label=${`Ready another action for ${f.name}`}>
      <label
        >Ready
        <select @change=${(e: Event) => (this._ready = Number((e.target as HTMLSelectElement).value))}>
          ${readies.map(
            (r, k) =>
              html`<option value=${k} ?selected=${r === ready}>${r.label.replace(/^Ready /, '')}${r.problem ? ' (not now)' : ''}</option>`,
          )}
        </select></label
      >
      <button part="button" ?disabled=${ready.problem !== undefined} @click=${() => this.#send(ready.event)}>Ready it (2 actions)</button>
    </div>`;
  }

  #renderDamageOdds() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    const list = this.#odds.value?.attackDamageOdds(this.table.snapshot.context);
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
        Words: trained, with (the weapon's name), light or heavy, sharp, pointy or blunt, two-handed, reach, throwable, electric or fiery
        (unlit: not yet alight), wooden; or gun, high or low, cart 8, 6, 4 or 2; damage and fix followed by dice; wooden-gear; spell,
        ability or item, a name and its cost (spell Fireball 3). A new table starts when you apply them.
      </p>
      <label>The party <textarea name="party" rows="3" .value=${this.#groupText('party')}></textarea></label>
      <label>The foes <textarea name="foes" rows="3" .value=${this.#groupText('foes')}></textarea></label>
      <label
        >More groups (up to two, each a name, a colon and its fighters; "|" between groups)
        <textarea name="more" rows="2" .value=${this.#moreGroupsText()}></textarea>
      </label>
      <label
        >An electric weapon's wielder
        <select name="wielder">
          ${ELECTRIC_WIELDER_READINGS.map(
            (r) =>
              html`<option value=${r} ?selected=${r === (input.rules ?? LEGACY_RULES).electricWielder}>
                ${r === 'counts' ? 'touches the circuit and takes a share (the rules’ words)' : 'is insulated, no share (table ruling)'}
              </option>`,
          )}
        </select></label
      >
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

  /** The groups beyond the party and the foes, written out as `more-groups` takes them. */
  #moreGroupsText(): string {
    return (this.table.record.input.moreGroups ?? []).map((g) => `${g.name}: ${this.#groupText(g.id)}`).join(' | ');
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({
      party: text('party'),
      foes: text('foes'),
      moreGroups: text('more'),
      jamDifficulty: text('jam'),
      seed: text('seed'),
      electricWielder: text('wielder'),
    });
  }
}

customElements.define('rb-pool-fight', RbPoolFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-pool-fight': RbPoolFight;
  }
}
