import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import chart from '../../generated/charts/lady-luck-fight.chart.js';
import { ladyLuckFightMachine, ladyLuckFightRecord } from '../../machines/lady-luck/lady-luck-fight/lady-luck-fight.machine.js';
import { expectChartMatchesMachine } from '../shared/testing/chart.js';
import {
  checkDamagedSavedTables,
  checkEachInvalidValue,
  checkHostileAttributes,
  messagesOf,
  type AttributeSpec,
} from '../shared/testing/hostile.js';
import { button, openWhatIf, pressSuggested, root, settle } from '../shared/testing/keys.js';
import './rb-lady-luck-fight.js';
import type { RbLadyLuckFight } from './rb-lady-luck-fight.js';

const table = (attrs = '') => {
  const host = document.createElement('div');
  host.innerHTML = `<rb-lady-luck-fight no-save seed="22" ${attrs}></rb-lady-luck-fight>`;
  return fixture<HTMLDivElement>(host).then(async (h) => {
    const el = h.querySelector('rb-lady-luck-fight') as RbLadyLuckFight;
    await settle(el);
    return el;
  });
};
const text = (el: RbLadyLuckFight) => root(el).textContent!.replace(/\s+/g, ' ');
const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'map', kind: 'checked' },
  { name: 'fighters', kind: 'checked' },
];

/** Plays the suggested move by keyboard: the widget still works. */
async function playsOneStepByKeys(el: RbLadyLuckFight) {
  const step = el.record.step;
  await pressSuggested(el);
  expect(el.record.step).to.equal(step + 1);
}

describe('rb-lady-luck-fight', () => {
  it('is accessible at rest, in both themes, and once a fight has begun', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'light' });
    for (let i = 0; i < 3; i++) await pressSuggested(el);
    await expect(el).to.be.accessible();
  });

  it('shows both sides as tokens, the map with its fire, the phase and the moves, the suggested one highlighted', async () => {
    const el = await table();
    const sides = [...root(el).querySelectorAll('[part~="sides"] section')].map((s) => s.getAttribute('aria-label'));
    expect(sides).to.deep.equal(['The Chosen Few', 'The goblins']);
    expect(root(el).querySelectorAll('[part~="token"]').length).to.be.greaterThanOrEqual(4);
    expect(root(el).querySelector('[part~="area-map"]')).to.exist;
    expect(root(el).querySelector('[part~="phase"]')!.textContent).to.contain("Round 1 · Bran's turn");
    const primary = root(el).querySelectorAll('[part~="moves"] button.primary');
    expect(primary.length).to.equal(1);
    expect(primary[0]!.textContent).to.contain('Melee attack');
  });

  it('rolls the die it declared, and says why with the rule’s link', async () => {
    const el = await table();
    await pressSuggested(el);
    await pressSuggested(el);
    expect(root(el).querySelector('[part~="roll"] [part~="die"]')).to.exist;
    expect(text(el)).to.contain('on the die');
    expect(root(el).querySelector('[part~="why"] a')).to.exist;
  });

  it('names a roster with no second side, and plays the default fight', async () => {
    const el = await table(`map="area a; pc Ada in a; pc Bo in a"`);
    expect(messagesOf(el)).to.contain('a fight needs a second side');
    expect(el.snapshot.context.fighters.map((f) => f.name)).to.deep.equal(['Bran', 'Wren', 'Grub', 'Snag']);
    await playsOneStepByKeys(el);
  });

  it('offers What if only at a step with a choice, then shows each move and where the fight goes from it, side by side', async () => {
    const el = await table();
    const toggle = () => button(el, 'What if');
    // Play the suggested moves until a step offers a choice (a roll alone has no other branch).
    for (let i = 0; i < 12 && toggle().disabled; i++) await pressSuggested(el);
    expect(toggle().disabled, 'a step with a choice within 12 steps').to.equal(false);
    await openWhatIf(el);
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('draws its statechart from the machine', () => {
    expectChartMatchesMachine(chart, ladyLuckFightMachine);
  });

  describe('hostile input', function () {
    this.timeout(180_000);
    const options = { tag: 'rb-lady-luck-fight', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 6 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({ tag: 'rb-lady-luck-fight', works: playsOneStepByKeys, format: ladyLuckFightRecord.current, runs: 6 });
    });
  });
});
