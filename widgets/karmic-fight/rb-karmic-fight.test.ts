import { expect, fixture, html } from '@open-wc/testing';
import { karmicFightMachine, karmicFightRecord } from '../../machines/karmic/karmic-fight/karmic-fight.machine.js';
import chart from '../../generated/charts/karmic-fight.chart.js';
import { expectChartMatchesMachine } from '../shared/testing/chart.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import { press, pressSuggested, root, until } from '../shared/testing/keys.js';
import './rb-karmic-fight.js';
import type { RbKarmicFight } from './rb-karmic-fight.js';

const table = () => fixture<RbKarmicFight>(html`<rb-karmic-fight no-save seed="11"></rb-karmic-fight>`);
const text = (el: RbKarmicFight) => root(el).textContent!.replace(/\s+/g, ' ');
const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'fighters', kind: 'checked' },
  { name: 'distance', kind: 'checked' },
];

/** Plays one step by keyboard: the widget still works. */
async function playsOneStepByKeys(el: RbKarmicFight) {
  const step = el.record.step;
  await pressSuggested(el);
  expect(el.record.step).to.equal(step + 1);
}

describe('rb-karmic-fight', () => {
  it('is accessible at the start, and shows both sides as tokens with their hit points', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    const tokens = root(el).querySelectorAll('[part~="sides"] [part~="token"]');
    expect(tokens).to.have.length(4);
    expect(text(el)).to.contain('The party');
    expect(text(el)).to.contain('The foes');
    expect(root(el).querySelectorAll('[part~="bar"]')).to.have.length(4);
  });

  it("plays the lookout's check by keyboard, says why with its rule, and goes on to the shots", async () => {
    const el = await table();
    await pressSuggested(el);
    // The lookout's hand, face up, each card with its worth.
    expect(root(el).querySelector('[part~="cards"]')!.textContent).to.contain("Wren's hand");
    await expect(el).to.be.accessible();
    for (let i = 0; i < 8 && el.snapshot.context.spotted === undefined; i++) await pressSuggested(el);
    expect(el.snapshot.context.spotted).to.not.equal(undefined);
    expect(text(el)).to.contain('Looking out (Wren) is done');
    expect(root(el).querySelector('[part~="why"] [part~="rule-link"]')).to.exist;
    await pressSuggested(el);
    expect(el.snapshot.hasTag('shooting')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('lets the reader end the fight: the party yields', async () => {
    const el = await table();
    root(el).querySelector<HTMLElement>('.yield-box summary')!.click();
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('.yield-box button')!.click();
    await el.updateComplete;
    expect(el.snapshot.context.ended).to.deep.equal({ winner: 'foes', how: 'yielded' });
    await expect(el).to.be.accessible();
  });

  it('starts the fight the roster editor gives', async () => {
    const el = await fixture<RbKarmicFight>(
      html`<rb-karmic-fight no-save seed="4" fighters="Ada: pc, long-sword, skill 3; Grub: foe, mace; Nib: foe, dagger"></rb-karmic-fight>`,
    );
    expect(el.snapshot.context.roster.map((m) => m.fighter.name)).to.deep.equal(['Ada', 'Grub', 'Nib']);
    expect(root(el).querySelector('[part~="error"]')).to.equal(null);
  });

  it("shows the odds of the procedure inside: the lookout's draw", async () => {
    const el = await table();
    await press(el, 'Odds');
    await until(el, () => root(el).querySelector('[part~="odds"]') !== null, 'the odds');
    expect(root(el).querySelector('[part~="odds"]')!.textContent).to.contain('%');
    await expect(el).to.be.accessible();
  });

  it('plays each move from here side by side in What if, the procedure inside included', async () => {
    const el = await table();
    await press(el, 'What if');
    const outcomes = () => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];
    await until(el, () => outcomes().length >= 2, 'the branches');
    const labels = outcomes().map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels[0]).to.match(/^Main line Draw your cards/);
    expect(labels.join(' ')).to.contain('The party yields');
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('draws its statechart from the machine', () => {
    expectChartMatchesMachine(chart, karmicFightMachine);
  });

  describe('hostile input', function () {
    this.timeout(120_000);
    const options = { tag: 'rb-karmic-fight', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 10 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({ tag: 'rb-karmic-fight', works: playsOneStepByKeys, format: karmicFightRecord.current, runs: 10 });
    });
  });
});
