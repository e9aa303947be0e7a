/**
 * <rb-dice-pool-fight>: a whole dice-pool fight, from the roll for order to the last fighter
 * standing or a side's yield.
 *
 * Renders snapshots of `dicePoolFightMachine`, which plays the dice-pool fight (pool-fight)
 * inside it. Every rule comes from machines/dice-pool/dice-pool-fight/ and the procedure it
 * plays: the moves and the one to press are the machine's, the tokens and dice its view's.
 *
 * @csspart sides - The two sides, each fighter a token with a health bar.
 * @csspart token - A fighter on the stage.
 * @csspart bar - A fighter's health bar, which drains as health is lost.
 * @csspart dice - The dice of the roll just made.
 * @csspart die - One die.
 * @csspart moves - The moves open now, the suggested one highlighted.
 * @csspart what-if - "What if…": each move from here and where it leads.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide.
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart marker - A mark on a token: a wound or a state, with its words for a screen reader.
 * @csspart holds - What a token holds (a fighter here holds no cards).
 * @csspart dice-pool - A rolled pool: its dice, and the total that builds from them as they land.
 * @csspart dice-total - A rolled pool's dice added up, and its total.
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first roll.
 * @csspart adopt - The button that makes a What if branch the table's story.
 */
import { css, html, nothing } from 'lit';
import { dicePoolFight, rolledDice, tokens } from '../../machines/dice-pool/dice-pool-fight/index.js';
import type { dicePoolFightMachine } from '../../machines/dice-pool/dice-pool-fight/dice-pool-fight.machine.js';
import { DEFAULT_ROSTER } from '../../machines/dice-pool/dice-pool-fight/dice-pool-fight.setup.js';
import { MotionController } from '../shared/motion.js';
import { diceStyles, renderDicePool } from '../shared/stage/dice.js';
import { renderMoves, renderSides, sidesStyles } from '../shared/stage/sides.js';
import { tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';

type Machine = typeof dicePoolFightMachine;

const styles = css`
  .sides {
    grid-template-columns: repeat(auto-fit, minmax(min(15rem, 100%), 1fr));
    gap: 0.75rem;
  }
  .sides ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .moves {
    gap: 0.5rem;
    margin-block: 0.75rem;
  }
  .contest {
    margin-block: 0.5rem;
  }
`;

export class RbDicePoolFight extends TableElement<Machine> {
  static override styles = [baseStyles, diceStyles, tokenStyles, sidesStyles, whatIfToggleStyles, openWideStyles, styles];

  static override properties = { fighters: { type: String } };

  /** The roster: `Mara: party, agility 2 with sword light sharp; Slim: foes Gunman, with rifle gun high`. */
  declare fighters: string | null;

  protected readonly table: TableHost<Machine> = new TableHost(this, dicePoolFight, {
    onStep: (snapshot) => this.table.announce(`${dicePoolFight.headline(snapshot)}. ${whyText(snapshot.context.why)}`),
  });
  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/dice-pool-fight.chart.js'),
  });
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });
  readonly wide: OpenWide = new OpenWide(this);
  readonly motion = new MotionController(this);

  constructor() {
    super();
    this.fighters = null;
  }

  protected override render() {
    const snapshot = this.table.snapshot;
    return renderFrame(this.table, {
      label: dicePoolFight.title,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#renderSides()} ${this.#renderDice()} ${this.#renderMoves()} ${renderWhatIfPanel(this.whatIf)}`,
      why: snapshot.context.why,
      teaching: renderTeaching(this.teach),
      setup: this.#renderSetup(),
      whyOf: (s) => s.context.why,
    });
  }

  #renderSides() {
    const all = tokens(this.table.snapshot.context);
    const side = (id: 'party' | 'foes', label: string) => ({
      id,
      label,
      tokens: all.flatMap((t, i) =>
        t.side === id
          ? [
              {
                id: `fighter-${i}`,
                name: t.name,
                side: id === 'party' ? ('pc' as const) : ('foe' as const),
                detail: t.detail,
                bar: { label: 'Health', value: t.hp, max: t.health },
                acting: t.acting,
                state: t.down ? ('down' as const) : ('fine' as const),
              },
            ]
          : [],
      ),
    });
    return renderSides([side('party', 'The party'), side('foes', 'The foes')]);
  }

  #renderDice() {
    const rolled = rolledDice(this.table.snapshot.context);
    if (rolled.length === 0) return nothing;
    const step = this.table.timeline.step;
    return html`<div part="dice" role="group" aria-label="The dice">
      ${rolled.map(
        (c, k) =>
          html`<div class="contest">
            ${c.pools.map((p, j) => renderDicePool(p, { roll: `${step}-${k}-${j}` }))}
            <p>${c.verdict}</p>
          </div>`,
      )}
    </div>`;
  }

  #renderMoves() {
    return renderMoves(dicePoolFight.moves(this.table.snapshot), (e) => this.send(e), { label: 'What happens next' });
  }

  #renderSetup() {
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        One fighter a line: a name, a colon, the side (party or foes) and the group if it is not the side's own, a comma, then the fighter's
        numbers and weapon ("Slim: foes Gunman, agility 2 health 5 with rifle gun high cart 4"); a spell or an item as "spell Ward 1" or
        "item Potion". Up to 12 fighters in 4 groups.
      </p>
      <label
        >Fighters <textarea name="fighters" rows="7" .value=${(this.fighters ?? DEFAULT_ROSTER).replace(/;\s*/g, ';\n')}></textarea>
      </label>
      <div class="row">
        <label
          >Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(this.table.record.input.seed)}
        /></label>
        <button part="button" type="submit">Start this table</button>
      </div>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({ fighters: text('fighters'), seed: text('seed') });
  }
}

customElements.define('rb-dice-pool-fight', RbDicePoolFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-dice-pool-fight': RbDicePoolFight;
  }
}
