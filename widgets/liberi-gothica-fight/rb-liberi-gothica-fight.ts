/**
 * <rb-liberi-gothica-fight>: a whole Liberi Gothica fight, from the first deal to the last one
 * standing, played step by step.
 *
 * Renders snapshots of `liberiGothicaFightMachine` and sends it events. The fight plays the
 * initiative deal, the attack exchange and soul passing by their own machines
 * (machines/liberi-gothica/liberi-gothica-fight/): the moves drawn here are the child's own,
 * the suggested one highlighted; the tokens, the headline and every reason come from the
 * machines. The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart sides - The roster: the Liberi and their foes, side by side, as tokens.
 * @csspart token - A fighter: initials, name, Life bar that drains, wounds and state as marks.
 * @csspart marker - A mark on a token: a wound or a state, with its words for a screen reader.
 * @csspart bar - A fighter's Life bar.
 * @csspart rolls - The dice the step in play has rolled: the attack's 2d6, its damage, the soul's passing roll.
 * @csspart dice-pool - A roll's dice, each tumbling in and landing on the seeded result.
 * @csspart dice-total - The total a roll's dice build.
 * @csspart die - One die of a roll.
 * @csspart moves - The moves open now, the suggested one highlighted.
 * @csspart log - Every turn so far, one line each.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide (offered on wide screens).
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart holds - What a token holds (a fighter here holds no cards).
 */
import { html, nothing } from 'lit';
import { num } from '../../machines/core/explain.js';
import { liberiGothicaFight } from '../../machines/liberi-gothica/liberi-gothica-fight/index.js';
import type { liberiGothicaFightMachine } from '../../machines/liberi-gothica/liberi-gothica-fight/liberi-gothica-fight.machine.js';
import { DEFAULT_FIGHTERS } from '../../machines/liberi-gothica/liberi-gothica-fight/liberi-gothica-fight.setup.js';
import {
  moves,
  rollsShown,
  tokensOf,
  type FighterToken,
} from '../../machines/liberi-gothica/liberi-gothica-fight/liberi-gothica-fight.view.js';
import { MotionController } from '../shared/motion.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { diceStyles, renderDicePool } from '../shared/stage/dice.js';
import { renderMoves, renderSides, sidesStyles } from '../shared/stage/sides.js';
import { tokenStyles, type TokenView } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { liberiGothicaFightStyles } from './liberi-gothica-fight.styles.js';

type Machine = typeof liberiGothicaFightMachine;

const PHASE: Readonly<Record<string, string>> = {
  dealing: 'The deal',
  acting: 'A card is up',
  attacking: 'A turn: the attack exchange',
  'passing on': 'A death: soul passing',
  over: 'The fight is over',
};

/** A fighter as the shared token draws them. */
function tokenView(f: FighterToken): TokenView {
  const down = f.standing !== 'standing';
  return {
    id: `f${f.index}`,
    name: f.name,
    side: f.side === 'liberi' ? 'pc' : 'foe',
    detail: down ? f.standing : `Vitality ${num(f.vitality)}`,
    bar: { label: 'Life', value: f.life, max: f.maxLife },
    markers: [
      ...f.wounds.map((w) => ({ kind: 'wound' as const, label: w })),
      ...(down ? [{ kind: 'status' as const, label: f.standing }] : []),
    ],
    acting: f.acting,
    state: f.standing === 'dead' ? 'dead' : f.standing === 'unconscious' ? 'down' : 'fine',
  };
}

export class RbLiberiGothicaFight extends TableElement<Machine> {
  static override styles = [baseStyles, diceStyles, tokenStyles, sidesStyles, whatIfToggleStyles, openWideStyles, liberiGothicaFightStyles];

  static override properties = {
    fighters: { type: String },
  };

  /** The roster: `Ada: liberi attack 3 life 10 weapon medium; Ghoul: foe attack 2 life 8 card Qs`. */
  declare fighters: string | null;

  protected readonly table: TableHost<Machine> = new TableHost(this, liberiGothicaFight, {
    onStep: (snapshot, _event, cause) => {
      const said = whyText(snapshot.context.why);
      const where = `Step ${this.table.timeline.step} of ${this.table.timeline.length}.`;
      this.table.announce(cause === 'action' || cause === 'forward' || cause === 'restore' ? said : `${where} ${said}`);
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/liberi-gothica-fight.chart.js'),
  });

  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });

  readonly wide: OpenWide = new OpenWide(this);

  /** Bars that drain and marks that pop (none under reduced motion), live after the first render. */
  readonly motion = new MotionController(this);

  constructor() {
    super();
    this.fighters = null;
  }

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    return renderFrame(this.table, {
      label: liberiGothicaFight.title,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#renderSides()}
        <p class="phase">${PHASE[ctx.phase] ?? ''}</p>
        ${this.#renderRolls()} ${this.#renderMoves()} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.why,
      teaching: html`${renderTeaching(this.teach)}
        <details class="log" part="log">
          <summary>Every turn so far (${ctx.log.length})</summary>
          <ol>
            ${ctx.log.map((line) => html`<li>${line}</li>`)}
          </ol>
        </details>`,
      setup: this.#renderSetup(),
      whyOf: (s) => s.context.why,
    });
  }

  #renderSides() {
    const tokens = tokensOf(this.table.snapshot.context);
    const side = (id: 'liberi' | 'foe', label: string) => ({ id, label, tokens: tokens.filter((t) => t.side === id).map(tokenView) });
    return renderSides([side('liberi', 'The Liberi'), side('foe', 'Their foes')]);
  }

  /** The dice the child just rolled, landing on its seeded result. */
  #renderRolls() {
    const rolls = rollsShown(this.table.snapshot.context);
    if (rolls.length === 0) return nothing;
    return html`<div class="rolls" part="rolls">${rolls.map((r) => renderDicePool(r, { roll: r.key }))}</div>`;
  }

  #renderMoves() {
    return renderMoves(moves(this.table.snapshot), (e) => this.send(e), { label: 'What happens next' });
  }

  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        A new fight starts when you apply these. One fighter a line or a ";": a one-word name, a colon, liberi or foe, then the attack
        exchange's words (attack, toughness, athleticism, life, vitality, defense, armor, shield, weapon, natural, creature, minion…), and
        for a foe "card Q♠" for a fixed place in the deal. Up to 12 fighters, both sides.
      </p>
      <label
        >Fighters
        <textarea name="fighters" rows="5" .value=${this.fighters ?? DEFAULT_FIGHTERS.split('; ').join(';\n')}></textarea>
      </label>
      <div class="row">
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this fight</button>
      </div>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({ fighters: text('fighters').replace(/\n/g, ';'), seed: text('seed') });
  }
}

customElements.define('rb-liberi-gothica-fight', RbLiberiGothicaFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-liberi-gothica-fight': RbLiberiGothicaFight;
  }
}
