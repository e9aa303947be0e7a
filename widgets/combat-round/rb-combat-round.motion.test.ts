import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { motionLive, pressSuggested, root, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-combat-round.js';
import type { RbCombatRound } from './rb-combat-round.js';

const running = (el: RbCombatRound) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const die = (el: RbCombatRound) => root(el).querySelector<HTMLElement>('[part~="roll"] [part~="die"]');

/** Press the highlighted move until a die is on the table. */
async function rollADie(el: RbCombatRound): Promise<HTMLElement> {
  for (let presses = 0; !die(el) && presses < 10; presses++) {
    const step = el.record.step;
    await pressSuggested(el);
    await until(el, () => el.record.step > step, 'the step');
  }
  return die(el)!;
}

describe('rb-combat-round: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('on a phone, the d6 tumbles in and lands on the seeded result', async () => {
    const el = await fixture<RbCombatRound>(html`<rb-combat-round no-save seed="1" rolls="3"></rb-combat-round>`);
    await motionLive();
    const stage = root(el).querySelector('[part~="area-map"]')!.parentElement!;
    expect(
      stage
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running')
        .map((a) => ((a.effect as KeyframeEffect).target as Element).className),
      'a stage that loads does not move',
    ).to.have.length(0);
    const d6 = await rollADie(el);
    expect(d6.getAttribute('aria-label')).to.equal('d6: 3');
    const tumbling = d6.getAnimations().filter((a) => a.playState === 'running');
    expect(tumbling, 'the die tumbles').to.have.length(1);
    expect(Number(tumbling[0]!.effect!.getComputedTiming().endTime), 'within 400 ms').to.be.at.most(400);
  });

  it('under reduced motion nothing moves, and the die shows its result at once', async () => {
    await reduceMotion(true);
    try {
      const el = await fixture<RbCombatRound>(html`<rb-combat-round no-save seed="1" rolls="3"></rb-combat-round>`);
      const d6 = await rollADie(el);
      expect(running(el)).to.have.length(0);
      expect(d6.getAttribute('aria-label')).to.equal('d6: 3');
      expect(d6.querySelectorAll('.pip')).to.have.length(3);
    } finally {
      await reduceMotion(false);
    }
  });
});
