import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { contextOf } from '../../machines/core/compose.js';
import { motionLive, pressSuggested, root, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-lady-luck-fight.js';
import type { RbLadyLuckFight } from './rb-lady-luck-fight.js';

const running = (el: RbLadyLuckFight) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const die = (el: RbLadyLuckFight) => root(el).querySelector<HTMLElement>('[part~="roll"] [part~="die"]');

/** Press the highlighted move until a die is on the table. */
async function rollADie(el: RbLadyLuckFight): Promise<HTMLElement> {
  for (let presses = 0; !die(el) && presses < 10; presses++) {
    const step = el.record.step;
    await pressSuggested(el);
    await until(el, () => el.record.step > step, 'the step');
  }
  return die(el)!;
}

describe('rb-lady-luck-fight: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('on a phone, a fight that loads is still; the d6 tumbles in and lands on the seeded result', async () => {
    const el = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight no-save seed="22"></rb-lady-luck-fight>`);
    await motionLive();
    expect(running(el), 'a stage that loads does not move').to.have.length(0);
    const d6 = await rollADie(el);
    const rolled = contextOf(el.snapshot.context.combat).last!.die;
    expect(d6.getAttribute('aria-label')).to.equal(`d6: ${rolled}`);
    const tumbling = d6.getAnimations().filter((a) => a.playState === 'running');
    expect(tumbling, 'the die tumbles').to.have.length(1);
    expect(Number(tumbling[0]!.effect!.getComputedTiming().endTime), 'within 400 ms').to.be.at.most(400);
  });

  it('under reduced motion nothing moves, and the die shows its result at once', async () => {
    await reduceMotion(true);
    try {
      const el = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight no-save seed="22"></rb-lady-luck-fight>`);
      await motionLive();
      const d6 = await rollADie(el);
      expect(running(el)).to.have.length(0);
      const rolled = contextOf(el.snapshot.context.combat).last!.die;
      expect(d6.getAttribute('aria-label')).to.equal(`d6: ${rolled}`);
    } finally {
      await reduceMotion(false);
    }
  });
});
