import { expect, fixture, html } from '@open-wc/testing';
import {
  liberiGothicaFightMachine,
  liberiGothicaFightRecord,
} from '../../machines/liberi-gothica/liberi-gothica-fight/liberi-gothica-fight.machine.js';
import chart from '../../generated/charts/liberi-gothica-fight.chart.js';
import { expectChartMatchesMachine } from '../shared/testing/chart.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import { openWhatIf, press, root, settle, until } from '../shared/testing/keys.js';
import { sendKeys } from '@web/test-runner-commands';
import './rb-liberi-gothica-fight.js';
import type { RbLiberiGothicaFight } from './rb-liberi-gothica-fight.js';

const table = () => fixture<RbLiberiGothicaFight>(html`<rb-liberi-gothica-fight no-save seed="4"></rb-liberi-gothica-fight>`);
const text = (el: RbLiberiGothicaFight) => root(el).textContent!.replace(/\s+/g, ' ');
const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'fighters', kind: 'checked' },
];

/** Presses the stage's highlighted move by keyboard. */
async function pressHighlighted(el: RbLiberiGothicaFight) {
  const b = root(el).querySelector<HTMLButtonElement>('.stage [part~="moves"] button.primary')!;
  b.focus();
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/** Plays one step by keyboard: the widget still works. */
async function playsOneStepByKeys(el: RbLiberiGothicaFight) {
  const step = el.record.step;
  await pressHighlighted(el);
  expect(el.record.step).to.equal(step + 1);
}

describe('rb-liberi-gothica-fight', () => {
  it('is accessible at the start and in a turn', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    for (let i = 0; i < 6; i++) await pressHighlighted(el);
    expect(el.snapshot.hasTag('attacking')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('draws both sides as tokens and the moves of the step, the suggested one highlighted, and says why with a rule link', async () => {
    const el = await table();
    expect(root(el).querySelectorAll('[part~="sides"] [part~="token"]').length).to.equal(4);
    expect(root(el).querySelectorAll('.stage [part~="moves"] button.primary').length).to.equal(1);
    await pressHighlighted(el);
    expect(text(el)).to.contain('Hand 1');
    expect(root(el).querySelector('[part~="rule-link"]')).to.exist;
  });

  it('takes a roster of its own from the attribute', async () => {
    const el = await fixture<RbLiberiGothicaFight>(
      html`<rb-liberi-gothica-fight
        no-save
        seed="2"
        fighters="Vex: liberi attack 4 life 9; Grub: foe life 4 minion"
      ></rb-liberi-gothica-fight>`,
    );
    expect(el.snapshot.context.fighters.map((f) => f.fighter.name)).to.deep.equal(['Vex', 'Grub']);
    expect(text(el)).to.contain('Vex');
  });

  it('shows the odds of the exchange’s next roll, the child’s own, when asked', async () => {
    const el = await table();
    for (let i = 0; i < 7; i++) await pressHighlighted(el);
    expect(el.snapshot.hasTag('attacking')).to.equal(true);
    await press(el, 'Odds');
    await until(el, () => text(el).includes('%'), 'the odds');
    await expect(el).to.be.accessible();
  });

  it('shows What if at a turn with a choice: each move and where the fight goes from it, side by side', async () => {
    const el = await table();
    // Into the first turn of the attack exchange: attack, move away, defend or end the turn.
    for (let i = 0; i < 6; i++) await pressHighlighted(el);
    expect(el.snapshot.hasTag('attacking')).to.equal(true);
    const outcomes = await openWhatIf(el);
    // One branch per move the step offers, each its own move's name.
    const moves = [...root(el).querySelectorAll<HTMLButtonElement>('.stage [part~="moves"] button:not([disabled])')].map((b) =>
      b.textContent!.trim(),
    );
    expect(moves.length).to.be.greaterThan(1);
    expect(outcomes).to.have.length(moves.length);
    const branches = outcomes.map((o) => o.textContent!.replace(/\s+/g, ' '));
    for (const move of moves)
      expect(
        branches.some((b) => b.includes(move.replace(/\s+/g, ' '))),
        move,
      ).to.equal(true);
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('draws its statechart from the machine', () => {
    expectChartMatchesMachine(chart, liberiGothicaFightMachine);
  });

  describe('hostile input', function () {
    this.timeout(180_000);
    const options = { tag: 'rb-liberi-gothica-fight', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 10 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({
        tag: 'rb-liberi-gothica-fight',
        works: playsOneStepByKeys,
        format: liberiGothicaFightRecord.current,
        runs: 10,
      });
    });
  });
});
