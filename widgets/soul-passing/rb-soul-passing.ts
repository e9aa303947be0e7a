/**
 * <rb-soul-passing>: a Liberi Gothica body, its lingering soul and the Liberi around it.
 *
 * Renders snapshots of `soulPassingMachine` and sends it events. Every rule (whose turn it
 * is, what an action may do, what the next passing roll needs, the odds) comes from
 * machines/liberi-gothica/soul-passing/: buttons are enabled by asking the machine, numbers
 * are its derived values (`soulView`), sentences are its reports. The attributes, events,
 * parts and theme every widget shares are TableElement's.
 *
 * @csspart dead - The dead character (or the living one, with its damage controls).
 * @csspart liberi - The Liberi around the body, in turn order.
 * @csspart acting - The Liberi whose turn it is.
 * @csspart actions - The acting Liberi's actions, or the passing-roll button.
 * @csspart rolls - The passing rolls so far and what the next needs.
 * @csspart chart - The survival chart (SVG), shown with the odds.
 * @csspart log - Everything that has happened, step by step.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart soul - The dead character's soul as a token: lingering, gathered or gone, and its Vitality.
 * @csspart dice-pool - A roll's dice, each tumbling in and landing on the seeded result.
 * @csspart dice-total - The total a roll's dice build.
 * @csspart die - One die of a roll.
 * @csspart token - A fighter on the stage: initials, name, detail, bar and marks.
 * @csspart marker - A mark on a token: a wound, a status or a condition, with its words for a screen reader.
 * @csspart holds - What a token holds beside it: its hand, the card it laid.
 * @csspart bar - A token's bar (Life, Vitality, hit points or Injuries left), which drains as it is lost.
 */
import { html, nothing, svg } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatPercent, num } from '../../machines/core/explain.js';
import { soulPassingMachine } from '../../machines/liberi-gothica/soul-passing/soul-passing.machine.js';
import {
  DAMAGE_TRACKS,
  MAX_DAMAGE,
  type ConvertDirection,
  type DamageTrack,
} from '../../machines/liberi-gothica/soul-passing/soul-passing.context.js';
import { readExample } from '../../machines/core/procedure.js';
import { suggestedMove } from '../../machines/core/procedure.js';
import { soulPassing } from '../../machines/liberi-gothica/soul-passing/index.js';
import { formatLiberi } from '../../machines/liberi-gothica/soul-passing/soul-passing.setup.js';
import { ABSORPTION_DIE, PASSING_DIE, PRAYER_ACTIONS } from '../../machines/liberi-gothica/soul-passing/soul-passing.rules.js';
import { conditionsAtZero } from '../../machines/liberi-gothica/body.js';
import {
  absorptionRoll,
  liberiTokens,
  passingDice,
  soulOf,
  soulToken,
  soulView,
} from '../../machines/liberi-gothica/soul-passing/soul-passing.view.js';
import { MotionController } from '../shared/motion.js';
import { diceStyles, renderDicePool, renderDie } from '../shared/stage/dice.js';
import { renderToken, tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { flagProperty } from '../shared/properties.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { soulPassingStyles } from './soul-passing.styles.js';

type Machine = typeof soulPassingMachine;

/** Short enough to sit above a bar. */
const barLabel = (p: number) => (p === 0 ? '0' : p < 0.01 ? '<1%' : `${Math.round(p * 100)}%`);

export class RbSoulPassing extends TableElement<Machine> {
  static override styles = [baseStyles, diceStyles, tokenStyles, whatIfToggleStyles, openWideStyles, soulPassingStyles];

  static override properties = {
    rolls: { type: String },
    absorbRolls: { type: String, attribute: 'absorb-rolls' },
    vitality: { type: String },
    liberi: { type: String },
    character: { type: String },
    name: { type: String },
    balanced: flagProperty('balanced'),
    example: { type: String },
    _amount: { state: true },
    _damage: { state: true },
    _track: { state: true },
  };

  /** Fixed d10 passing rolls, front first, e.g. `7 6 8`. */
  declare rolls: string | null;
  /** Fixed d6 rolls for Soul Absorption, front first. */
  declare absorbRolls: string | null;
  /** The dead character's remaining Vitality (0–99). */
  declare vitality: string | null;
  /** The Liberi in turn order: `Ada 25ft gauge 16, Bram 35ft, Cass 50ft vitality 2`. */
  declare liberi: string | null;
  /** A character still alive at the start: `life 2 vitality 6 toughness 3`. */
  declare character: string | null;
  /** What to call the dead. */
  declare name: string | null;
  /** Alternate rule: Balanced Soul Gathering. */
  declare balanced: boolean;
  /** Which of the book's examples "Replay the book's example" plays: cat (default) or toughness. */
  declare example: string | null;

  declare _amount: number;
  declare _damage: number;
  declare _track: DamageTrack;

  protected readonly table: TableHost<Machine> = new TableHost(this, soulPassing, {
    settings: () => {
      const errors: string[] = [];
      readExample(soulPassing, this.example, errors);
      return errors;
    },
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = `Step ${this.table.timeline.step} of ${this.table.timeline.length}.`;
      const said = whyText(snapshot.context.narration);
      this.table.announce(moving || cause === 'restore' ? said : `${where} ${said}`);
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/soul-passing.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /**
   * Dice that tumble and land, bars that fill, marks that pop (none under reduced motion; any input finishes them). Turned on
   * from the frame after its first render (a table opened from a save or a link draws at rest).
   */
  readonly motion = new MotionController(this);

  constructor() {
    super();
    this.rolls = null;
    this.absorbRolls = null;
    this.vitality = null;
    this.liberi = null;
    this.character = null;
    this.name = null;
    this.balanced = false;
    this.example = null;
    this._amount = 1;
    this._damage = 1;
    this._track = 'life';
  }

  /**
   * Open the book's example (by the `example` attribute: Cat's rolls of 7, 6 and 8, or a
   * Toughness 3 character dying at −4) at its first step, its steps recorded ahead:
   * Forward plays each in turn.
   */
  replayExample(): void {
    const ex = readExample(soulPassing, this.example, [])!;
    this.table.start(ex.input, 'restore', ex.events);
    this.table.announce(
      `The book's example, ${ex.title}, at step 0 of ${ex.events.length}: ${whyText(this.table.snapshot.context.narration)} Step forward (Alt+Right arrow) to see each step.`,
    );
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    return renderFrame(this.table, {
      label: `Soul passing: ${ctx.name}`,
      status: this.#status(),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>`,
      stage: html`${this.#renderBody()} ${this.#renderLiberi()} ${this.#renderActions()} ${renderWhatIfPanel(this.whatIf)}
      ${this.#renderRolls()}`,
      why: ctx.narration,
      teaching: html`<div class="learn">${renderTeaching(this.teach)} ${this.#renderChart()}</div>
        <details class="log" part="log">
          <summary>Everything so far (${ctx.log.length})</summary>
          <ol>
            ${ctx.log.map((step) => html`<li>${whyText(step)}</li>`)}
          </ol>
        </details>`,
      setup: this.#renderSetup(),
      whyOf: (s) => s.context.narration,
    });
  }

  /** Where the soul stands, in one line: after the death, the dead part of the story is said here. */
  #status() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const soul = soulOf(snapshot);
    const balanced = ctx.balanced ? ' · balanced gathering' : '';
    if (soul === 'in-body') return `${ctx.name} is ${soulView(snapshot).condition}${balanced}`;
    const dead = html`<span part="dead"><strong>${ctx.name}</strong> is dead${ctx.cause ? ` (${ctx.cause} below its limit)` : ''}</span>`;
    if (soul === 'lingering') {
      return html`${dead} · round ${ctx.round} · the soul holds <strong>${ctx.soulVitality}</strong> Vitality, lingering; next roll needs
        ${soulView(snapshot).nextNeed}+${balanced}`;
    }
    return html`${dead} · the soul ${soul === 'gathered' ? `was gathered in round ${ctx.round}` : 'has passed on'}${balanced}`;
  }

  /** While the character lives: its numbers and the damage to deal it. */
  #renderBody() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    if (!snapshot.hasTag('in the body') || !ctx.body) return nothing;
    const b = ctx.body;
    const zero = conditionsAtZero(b);
    const event = { type: 'damage.dealt', track: this._track, amount: this._damage } as const;
    return html`<div class="panel" part="dead">
      <p>
        <strong>${ctx.name}</strong> is ${soulView(snapshot).condition}: Life ${num(b.life)}, Vitality ${num(b.vitality)}, Toughness
        ${num(b.toughness)}, Athleticism ${num(b.athleticism)}, Charm ${num(b.charm)}, Knowledge ${num(b.knowledge)}, Spirit
        ${num(b.spirit)}.
      </p>
      ${zero.length ? html`<p class="note">${zero.join('; ')}.</p>` : nothing}
      <form @submit=${(e: SubmitEvent) => this.#send(e, event)}>
        <div class="row" role="group" aria-label="Deal damage">
          <label
            >Damage
            <input
              type="number"
              min="1"
              max=${MAX_DAMAGE}
              .value=${String(this._damage)}
              @input=${(e: Event) => (this._damage = Number((e.target as HTMLInputElement).value))}
          /></label>
          <label
            >to
            <select @change=${(e: Event) => (this._track = (e.target as HTMLSelectElement).value as DamageTrack)}>
              ${DAMAGE_TRACKS.map((t) => html`<option value=${t} ?selected=${t === this._track}>${t}</option>`)}
            </select></label
          >
          <button part="button" class="primary" type="submit" ?disabled=${!this.table.can(event)}>Deal damage</button>
        </div>
      </form>
    </div>`;
  }

  /** The soul, once the body is dead, and the Liberi around it in turn order: a token each. */
  #renderLiberi() {
    const snapshot = this.table.snapshot;
    const soul = soulToken(snapshot);
    const tokens = liberiTokens(snapshot);
    const theSoul = soul ? html`<div class="soul" part="soul">${renderToken(soul)}</div>` : nothing;
    return html`<div class="tokens">
      ${theSoul}
      ${
        tokens.length === 0
          ? html`<p class="note" part="liberi">No Liberi are near the body: the soul is alone and only rolls.</p>`
          : html`<ul class="liberi" part="liberi" aria-label="Liberi around the body, in turn order">
              ${repeat(
                tokens,
                (t) => t.id,
                (t) => html`<li aria-current=${t.acting ? 'true' : nothing}>${renderToken(t)}</li>`,
              )}
            </ul>`
      }
    </div>`;
  }

  #renderActions() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const view = soulView(snapshot);
    if (snapshot.hasTag('passing roll')) {
      return html`<div class="controls" part="actions">
        <button
          part="button"
          class="primary"
          ?disabled=${!this.table.can({ type: 'soul.rolled' })}
          @click=${() => this.send({ type: 'soul.rolled' })}
        >
          Roll to pass on (needs ${view.nextNeed}+)
        </button>
        <span class="note">End of round ${ctx.round}: 1d${PASSING_DIE}, ${view.nextNeed} or more and the soul passes on.</span>
      </div>`;
    }
    if (!snapshot.hasTag('a turn') || view.actor === null) return nothing;
    const l = ctx.liberi[view.actor]!;
    const convert = (direction: ConvertDirection) => ({ type: 'vitality.converted', direction, amount: this._amount }) as const;
    const act = (action: 'move' | 'other') => ({ type: 'action.taken', action }) as const;
    // The highlighted control is the procedure's suggested move (machines/…/soul-passing.view.ts).
    const suggested = suggestedMove(soulPassing, snapshot)?.id;
    const hint = (id: string) => (id === suggested ? 'primary' : '');
    return html`<div class="panel" part="actions" role="group" aria-labelledby="turn-heading">
      <p class="title" id="turn-heading">${l.name}'s turn: ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left</p>
      <div class="controls">
        <button
          part="button"
          class=${hint('pray')}
          ?disabled=${!this.table.can({ type: 'prayer.offered' })}
          @click=${() => this.send({ type: 'prayer.offered' })}
        >
          Pray (action ${view.prayerDone + 1} of ${PRAYER_ACTIONS})
        </button>
        <span class="note">finishes before the soul goes: ${formatPercent(view.prayerChance)}</span>
        <button
          part="button"
          class=${hint('absorb')}
          ?disabled=${!this.table.can({ type: 'soul.absorbed' })}
          @click=${() => this.send({ type: 'soul.absorbed' })}
        >
          Absorb (1 action, 1d${ABSORPTION_DIE})
        </button>
        <button part="button" class=${hint('move')} ?disabled=${!this.table.can(act('move'))} @click=${() => this.send(act('move'))}>
          Move toward the body
        </button>
        <button part="button" class=${hint('other')} ?disabled=${!this.table.can(act('other'))} @click=${() => this.send(act('other'))}>
          Something else
        </button>
        <button
          part="button"
          class=${hint('end-turn')}
          ?disabled=${!this.table.can({ type: 'turn.ended' })}
          @click=${() => this.send({ type: 'turn.ended' })}
        >
          End turn
        </button>
      </div>
      ${view.gatherProblem && ctx.actionsLeft > 0 ? html`<p class="note">No prayer or absorption: ${view.gatherProblem}.</p>` : nothing}
      <div class="row convert" role="group" aria-label="Move Vitality between body and Soul Gauge (1 action)">
        <label
          >Move
          <input
            type="number"
            min="1"
            max=${Math.max(1, view.convertible.toGauge, view.convertible.toVitality)}
            .value=${String(this._amount)}
            @input=${(e: Event) => (this._amount = Number((e.target as HTMLInputElement).value))}
          />
          Vitality</label
        >
        <button
          part="button"
          class=${hint('to-gauge')}
          ?disabled=${!this.table.can(convert('to-gauge'))}
          @click=${() => this.send(convert('to-gauge'))}
        >
          into the gauge (up to ${view.convertible.toGauge})
        </button>
        <button part="button" ?disabled=${!this.table.can(convert('to-vitality'))} @click=${() => this.send(convert('to-vitality'))}>
          back to the body (up to ${view.convertible.toVitality})
        </button>
      </div>
    </div>`;
  }

  /** The passing rolls made so far, each a d10 that tumbles in and lands, with what it needed; an absorption's d6. */
  #renderRolls() {
    const ctx = this.table.snapshot.context;
    const dice = passingDice(ctx);
    const absorbed = absorptionRoll(ctx);
    if (dice.length === 0 && !absorbed) return nothing;
    return html`<div class="rolls" part="rolls">
      ${
        dice.length
          ? html`<p><strong>Passing rolls</strong></p>
              <ol>
                ${repeat(
                  dice,
                  (_, i) => i,
                  (d, i) =>
                    html`<li class=${ctx.passingRolls[i]!.passed ? 'passed' : ''}>
                      ${renderDie({ ...d, label: `d${d.sides}: ${d.value}` }, { roll: i })} <span>${d.label}</span>
                    </li>`,
                )}
              </ol>`
          : nothing
      }
      ${
        absorbed
          ? renderDicePool(
              { label: 'Soul Absorption', dice: [absorbed.die], total: absorbed.gathered, sum: false, totalLabel: 'Vitality gathered' },
              { roll: 'absorbed' },
            )
          : nothing
      }
    </div>`;
  }

  /** With the odds: bars of the chance the soul is still here at the start of each coming round. */
  #renderChart() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    const points = soulView(this.table.snapshot).survival;
    if (points.length === 0) return nothing;
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

  /** The table's setup: who died and how much is left, the Liberi around, the balanced rule. */
  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        A new table starts when you apply these. The Liberi, in turn order: a one-word name, feet from the body, then any of gauge,
        vitality, max, life, essence, speed with a number ("Ada 5ft gauge 16, Bram 15ft"). A living character: life, vitality and the TACKS
        ("life 2 vitality 6 toughness 3"); leave it empty to start after the death.
      </p>
      <div class="row">
        <label>Name <input type="text" name="name" .value=${this.name ?? input.name ?? ''} /></label>
        <label
          >Vitality left <input type="number" name="vitality" min="0" max="99" .value=${this.vitality ?? String(input.vitality)}
        /></label>
      </div>
      <label>Liberi <input type="text" name="liberi" .value=${this.liberi ?? formatLiberi(input.liberi)} /></label>
      <label>Living character <input type="text" name="character" .value=${this.character ?? ''} /></label>
      <label class="inline"
        ><input type="checkbox" name="balanced" .checked=${this.balanced} />Balanced Soul Gathering (alternate rule)</label
      >
      <div class="row">
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this table</button>
      </div>
    </form>`;
  }

  // ---- handlers -----------------------------------------------------------------------

  #send(e: SubmitEvent, event: Parameters<RbSoulPassing['send']>[0]): void {
    e.preventDefault();
    this.send(event);
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({
      name: text('name') || null,
      vitality: text('vitality'),
      liberi: text('liberi'),
      character: text('character') || null,
      seed: text('seed'),
      // A checkbox is in the form's data only when ticked.
      balanced: text('balanced') !== '',
    });
  }
}

customElements.define('rb-soul-passing', RbSoulPassing);

declare global {
  interface HTMLElementTagNameMap {
    'rb-soul-passing': RbSoulPassing;
  }
}
