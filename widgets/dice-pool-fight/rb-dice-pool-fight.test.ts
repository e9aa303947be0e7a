import { expect, fixture, html } from '@open-wc/testing';
import { dicePoolFightMachine, dicePoolFightRecord } from '../../machines/dice-pool/dice-pool-fight/dice-pool-fight.machine.js';
import chart from '../../generated/charts/dice-pool-fight.chart.js';
import { expectChartMatchesMachine } from '../shared/testing/chart.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import { openWhatIf, pressSuggested, root } from '../shared/testing/keys.js';
import './rb-dice-pool-fight.js';
import type { RbDicePoolFight } from './rb-dice-pool-fight.js';

const table = () => fixture<RbDicePoolFight>(html`<rb-dice-pool-fight no-save seed="4"></rb-dice-pool-fight>`);
const text = (el: RbDicePoolFight) => root(el).textContent!.replace(/\s+/g, ' ');
const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'fighters', kind: 'checked' },
];

/** Plays two steps by keyboard: the order is rolled and a group acts. */
async function playsByKeys(el: RbDicePoolFight) {
  await pressSuggested(el);
  expect(el.snapshot.hasTag('ordering')).to.equal(false);
  await pressSuggested(el);
}

describe('rb-dice-pool-fight', () => {
  it('is accessible at rest and in a group’s turn, the two sides as tokens', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    expect(root(el).querySelectorAll('[part~="sides"] [part~="token"]')).to.have.length(6);
    await pressSuggested(el);
    await expect(el).to.be.accessible();
    expect(text(el)).to.contain('The party');
    expect(root(el).querySelector('[part~="rule-link"]')).to.exist;
  });

  it('shows a roster it cannot read with a message, and plays the default one', async () => {
    const el = await fixture<RbDicePoolFight>(html`<rb-dice-pool-fight no-save fighters="Ada: pirates, agility 2"></rb-dice-pool-fight>`);
    expect(text(el)).to.contain('side should be party or foes');
    await playsByKeys(el);
  });

  it('shows What if for a group’s turn: each move and where the fight goes from it', async () => {
    const el = await table();
    await pressSuggested(el);
    await openWhatIf(el);
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('draws its statechart from the machine', () => {
    expectChartMatchesMachine(chart, dicePoolFightMachine);
  });

  describe('hostile input', function () {
    this.timeout(120_000);
    const options = { tag: 'rb-dice-pool-fight', attributes: ATTRIBUTES, works: playsByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 10 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({ tag: 'rb-dice-pool-fight', works: playsByKeys, format: dicePoolFightRecord.current, runs: 10 });
    });
  });
});
