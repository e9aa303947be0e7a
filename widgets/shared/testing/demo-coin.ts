/**
 * Test helper (never bundled): a tiny procedure and widget for testing the shared layer on
 * its own — toss a d6 six times, 4 or more is a success — with odds, a prediction, a share
 * key, moves and a headline, a setup, a summary at the end, the sums and a glossary term.
 */
import { css, html } from 'lit';
import { assign, setup } from 'xstate';
import type { Prediction } from '../../../machines/core/explain.js';
import type { Procedure } from '../../../machines/core/procedure.js';
import { createChance, rollDie, type Chance } from '../../../machines/core/random.js';
import { renamedEvents } from '../../../machines/core/record.js';
import { baseStyles } from '../styles.js';
import { TableElement } from '../table-element.js';
import { TableHost } from '../table-host.js';
import { renderTeachToolbar, renderTeaching, TeachController } from '../teach.js';
import { renderTerm } from '../term.js';
import { renderFrame, renderSums } from '../ui.js';

/** How many rolls a table of the coin takes. */
export const COIN_ROLLS = 6;

// A tiny procedure for testing the learning layer on its own: toss a d6, 4+ is a success.
export interface CoinContext {
  readonly chance: Chance;
  readonly rolls: readonly number[];
}
export const coinMachine = setup({
  types: { context: {} as CoinContext, events: {} as { type: 'die.rolled' }, input: {} as { seed: number } },
  actions: {
    roll: assign(({ context }) => {
      const [face, chance] = rollDie(context.chance, 6);
      return { chance, rolls: [...context.rolls, face] };
    }),
  },
  guards: { allRolled: ({ context }) => context.rolls.length >= COIN_ROLLS },
}).createMachine({
  id: 'coin',
  context: ({ input }) => ({ chance: createChance(input.seed), rolls: [] }),
  initial: 'rolling',
  states: {
    rolling: { always: { guard: 'allRolled', target: 'done' }, on: { 'die.rolled': { actions: 'roll' } } },
    done: { type: 'final' },
  },
});
export type CoinMachine = typeof coinMachine;

const prediction: Prediction<CoinContext> = {
  question: 'Will the die show 4 or more?',
  choices: [
    { id: 'yes', label: 'Yes, 4 or more' },
    { id: 'no', label: 'No, 3 or less' },
  ],
  settledBy: ['die.rolled'],
  answer: (after) => {
    const face = after.rolls.at(-1)!;
    return {
      choice: face >= 4 ? 'yes' : 'no',
      why: [{ text: `It showed ${face}.`, rule: { page: 'demo', section: 'rolls', title: 'Rolls' } }],
    };
  },
};

/** The tiny procedure, as every real one is written: one object that satisfies the contract. */
export const coin = {
  name: 'demo-coin',
  system: 'dice-pool',
  title: 'Coin',
  page: 'demo',
  machine: coinMachine,
  record: { current: 'coin/1', upgrades: { 'coin/0': renamedEvents({}) } },
  rules: { rolls: { page: 'demo', section: 'rolls', title: 'Rolls' } },
  attributes: ['seed'],
  setup: (attributes) => ({ input: { seed: Number(attributes.seed) || 1 }, errors: [] }),
  inputProblem: () => undefined,
  summary: (snapshot) =>
    snapshot.context.rolls.length < COIN_ROLLS
      ? undefined
      : [
          {
            text: `${snapshot.context.rolls.filter((r) => r >= 4).length} of ${COIN_ROLLS} rolls showed 4 or more.`,
            rule: { page: 'demo', section: 'rolls', title: 'Rolls' },
          },
        ],
  examples: [],
  moves: (snapshot) =>
    snapshot.context.rolls.length < COIN_ROLLS
      ? [{ id: 'roll', label: 'Roll the die', event: { type: 'die.rolled' }, suggested: true }]
      : [],
  headline: (snapshot) =>
    snapshot.context.rolls.length === 0 ? 'No roll yet.' : `${snapshot.context.rolls.length} rolls: ${snapshot.context.rolls.join(', ')}.`,
  teaching: async () => ({
    nextOdds: () => ({
      question: 'The next roll',
      outcomes: [
        { id: 'yes', label: '4 or more', p: 0.5 },
        { id: 'no', label: '3 or less', p: 0.5 },
      ],
    }),
    predictionFor: () => prediction,
  }),
} satisfies Procedure<CoinMachine, 'seed'>;

export class RbDemoCoin extends TableElement<CoinMachine> {
  static override styles = [
    baseStyles,
    css`
      .tall {
        min-block-size: 0;
      }
      :host([tall]) .tall {
        min-block-size: 250vh;
      }
    `,
  ];
  override readonly table: TableHost<CoinMachine> = new TableHost(this, coin);
  override readonly teach: TeachController<CoinMachine> = new TeachController(this, this.table);
  protected override render() {
    const { rolls } = this.table.snapshot.context;
    const last = rolls.at(-1);
    return renderFrame(this.table, {
      label: 'Coin',
      toolbar: renderTeachToolbar(this.teach),
      stage: html`<p>A ${renderTerm('dice-pool', 'dice-pool', 'pool')} of one die.</p>
        <button part="button" ?disabled=${this.teach.asking || this.table.over} @click=${() => this.send({ type: 'die.rolled' })}>
          Roll${this.teach.showsNumbers ? ` (4 or more: ${this.teach.percent(0.5)})` : ''}
        </button>
        ${
          last === undefined
            ? ''
            : renderSums([
                [
                  { label: 'die', value: last },
                  { label: 'to beat 4', value: -4 },
                ],
              ])
        }
        <div class="tall"></div>`,
      why: last === undefined ? [] : [{ text: `It showed ${last}.`, rule: coin.rules.rolls }],
      teaching: renderTeaching(this.teach),
      setup: html`<label>Seed <input name="seed" .value=${String(this.table.timeline.input.seed)} readonly /></label>
        <label><input type="checkbox" name="loaded" /> A loaded die (changes nothing: a box to measure)</label>`,
    });
  }
}
if (!customElements.get('rb-demo-coin')) customElements.define('rb-demo-coin', RbDemoCoin);

/** The same coin whose questions take a while to arrive (a slow network), for the race a quick learner runs. */
export const slowCoin = {
  ...coin,
  teaching: () =>
    new Promise<Awaited<ReturnType<typeof coin.teaching>>>((resolve) => setTimeout(() => void coin.teaching().then(resolve), 300)),
} satisfies Procedure<CoinMachine, 'seed'>;

export class RbDemoCoinSlow extends RbDemoCoin {
  override readonly table: TableHost<CoinMachine> = new TableHost(this, slowCoin);
  override readonly teach: TeachController<CoinMachine> = new TeachController(this, this.table);
}
if (!customElements.get('rb-demo-coin-slow')) customElements.define('rb-demo-coin-slow', RbDemoCoinSlow);

/** The coin as a procedure was before it listed its moves (issue 24): no moves, no headline. */
export const plainCoin = { ...coin, moves: undefined, headline: undefined } satisfies Procedure<CoinMachine, 'seed'>;

export class RbDemoCoinPlain extends RbDemoCoin {
  override readonly table: TableHost<CoinMachine> = new TableHost(this, plainCoin);
  override readonly teach: TeachController<CoinMachine> = new TeachController(this, this.table);
}
if (!customElements.get('rb-demo-coin-plain')) customElements.define('rb-demo-coin-plain', RbDemoCoinPlain);
