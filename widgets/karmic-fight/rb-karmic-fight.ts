/**
 * <rb-karmic-fight>: a whole Karmic fight, from the lookout's check to the last fighter
 * standing, each phase played by its own procedure inside the fight's machine.
 *
 * Renders snapshots of `karmicFight` and sends it events. Every rule comes from machines/: the
 * fight's glue from machines/karmic/karmic-fight/, the check, the shot and the melee from their
 * own procedures; the moves (the suggested one highlighted) and the sentences are theirs.
 *
 * @csspart sides - The roster, side by side: the party and the foes, each a token with its hit points.
 * @csspart token - A fighter: initials, name, weapon, bar and marks.
 * @csspart bar - A fighter's hit points left, which drain as damage lands.
 * @csspart marker - A mark on a token: out of the fight.
 * @csspart cards - The party's face-up cards in the procedure inside: a hand, the aim row, registers turned over.
 * @csspart hand - One group of those cards.
 * @csspart phase - Where the fight stands: the procedure being played and its own headline.
 * @csspart moves - The moves open now, the suggested one highlighted; yielding apart, under "End the fight".
 * @csspart log - Why each step of the procedure inside happened, with its rule links.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide (offered on wide screens).
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart holds - What a token holds (a fighter here holds no cards).
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart card-button - A card in a hand that can be laid: a button showing the card.
 * @csspart card-value - What a Karmic card counts for, printed on its face (+6, −1).
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a What if branch the table's story.
 */
import { css, html, nothing } from 'lit';
import type { Why } from '../../machines/core/explain.js';
import { cardsOnTable, karmicFight, playingOf, rosterText, type KarmicFightContext } from '../../machines/karmic/karmic-fight/index.js';
import type { karmicFightMachine } from '../../machines/karmic/karmic-fight/karmic-fight.machine.js';
import { MotionController } from '../shared/motion.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { cardStyles, renderHand } from '../shared/stage/cards.js';
import { renderMoves, renderSides, sidesStyles } from '../shared/stage/sides.js';
import { tokenStyles, type TokenView } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, renderWhy, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';

type Machine = typeof karmicFightMachine;

/** Why the last step happened: the fight's own words, then the procedure inside's. */
function whyOf(ctx: KarmicFightContext): readonly Why[] {
  const inner = ctx.bout ? ((playingOf(ctx.bout).snapshot as { context: { narration?: readonly Why[] } }).context.narration ?? []) : [];
  return [...ctx.narration, ...inner];
}

/** The roster as tokens, hit points left on each bar. */
function tokens(ctx: KarmicFightContext): TokenView[] {
  const acting = new Set(ctx.bout && !ctx.ended ? [ctx.bout.party, ...ctx.bout.foes] : []);
  return ctx.roster.map((m, i) => {
    const f = m.fighter;
    return {
      id: `f${i}`,
      name: f.name,
      side: m.team === 'party' ? 'pc' : 'foe',
      detail: `${f.weapon.name}${m.shoot ? `, ${m.shoot.weapon.name.toLowerCase()}` : ''}`,
      bar: { label: 'Hit points', value: Math.max(0, f.hitPoints - ctx.damage[i]!), max: f.hitPoints },
      acting: acting.has(i),
      state: ctx.out[i] ? 'out' : 'fine',
      ...(ctx.out[i] ? { markers: [{ kind: 'status' as const, label: 'out of the fight' }] } : {}),
    };
  });
}

export class RbKarmicFight extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    tokenStyles,
    sidesStyles,
    cardStyles,
    whatIfToggleStyles,
    openWideStyles,
    css`
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .sides {
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
      }
      .sides .side-name,
      .phase {
        margin: 0.25rem 0;
        font-size: 1rem;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
      }
      .group-label {
        margin: 0.25rem 0 0;
        font-size: 0.9rem;
      }
      .rule-link {
        white-space: normal;
      }
      .setup-form textarea {
        width: 100%;
        min-height: 6rem;
      }
    `,
  ];

  static override properties = {
    fighters: { type: String },
    distance: { type: String },
  };

  /** The roster: `Ada: pc, sword, skill 3, hp 8, bow short-bow 2; Grub: foe, mace` (karmic-fight.roster.ts). */
  declare fighters: string | null;
  /** Yards off when the foes are first seen (default 30). */
  declare distance: string | null;

  protected readonly table: TableHost<Machine> = new TableHost(this, karmicFight, {
    onStep: (snapshot) => this.table.announce(`${karmicFight.headline(snapshot)} ${whyText(whyOf(snapshot.context))}`),
  });
  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/karmic-fight.chart.js'),
  });
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => whyOf(s.context),
  });
  readonly wide: OpenWide = new OpenWide(this);
  /** Bars that drain and marks that pop (none under reduced motion). */
  readonly motion = new MotionController(this);

  constructor() {
    super();
    this.fighters = null;
    this.distance = null;
  }

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    return renderFrame(this.table, {
      label: karmicFight.title,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#renderSides(ctx)} ${this.#renderCards(ctx)} ${this.#renderMoves()} ${renderWhatIfPanel(this.whatIf)}`,
      why: whyOf(ctx),
      teaching: html`${renderTeaching(this.teach)}
        <details class="log" part="log">
          <summary>The procedure inside, step by step</summary>
          <p>${renderWhy(whyOf(ctx))}</p>
        </details>`,
      setup: this.#renderSetup(),
      whyOf: (s) => whyOf(s.context),
    });
  }

  #renderSides(ctx: KarmicFightContext) {
    const all = tokens(ctx);
    const side = (id: 'party' | 'foes', label: string) => ({ id, label, tokens: all.filter((_, i) => ctx.roster[i]!.team === id) });
    return renderSides([side('party', 'The party'), side('foes', 'The foes')]);
  }

  /** The party's face-up cards in the procedure inside (machines/…/karmic-fight.cards.ts says which). */
  #renderCards(ctx: KarmicFightContext) {
    const groups = cardsOnTable(ctx);
    if (!groups.length) return nothing;
    return html`<div class="cards" part="cards">
      ${groups.map(
        (g) =>
          html`<div class="group">
            <p class="group-label">${g.label}</p>
            ${renderHand(g.cards, { label: `${g.label}, ${g.cards.length} ${g.cards.length === 1 ? 'card' : 'cards'}`, fan: false })}
          </div>`,
      )}
    </div>`;
  }

  #renderMoves() {
    const snapshot = this.table.snapshot;
    if (snapshot.status === 'done') return nothing;
    const all = karmicFight.moves(snapshot);
    const yields = all.filter((m) => m.id.startsWith('yield'));
    const send = (e: (typeof all)[number]['event']) => this.send(e);
    return html`<p class="phase" part="phase">
        ${snapshot.context.distance > 0 ? `The foes are ${snapshot.context.distance} yards off.` : 'At melee range.'}
      </p>
      ${renderMoves(
        all.filter((m) => !yields.includes(m)),
        send,
      )}
      <details class="yield-box">
        <summary>End the fight</summary>
        ${renderMoves(yields, send, { label: 'End the fight' })}
      </details>`;
  }

  /** The roster as text (one fighter after another), how far off the foes are seen, and the seed. */
  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        A new fight starts when you apply these. Each fighter: a name, a colon, then pc or foe, a weapon, and any of skill, training,
        willpower, finesse, armour (0 or less), hp with a number, and bow with a missile weapon and its skill; fighters are separated by
        semicolons. At most 12.
      </p>
      <label>Fighters <textarea name="fighters" .value=${this.fighters ?? rosterText(input.roster)}></textarea></label>
      <label>Yards off <input type="number" name="distance" min="0" max="1000" .value=${this.distance ?? String(input.distance)} /></label>
      <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
      <button part="button" type="submit">Start this fight</button>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({ fighters: text('fighters'), distance: text('distance'), seed: text('seed') });
  }
}

customElements.define('rb-karmic-fight', RbKarmicFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-karmic-fight': RbKarmicFight;
  }
}
