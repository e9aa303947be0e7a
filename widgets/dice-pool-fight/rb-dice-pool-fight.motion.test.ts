import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { motionLive, pressSuggested, root, settle } from '../shared/testing/keys.js';
import './rb-dice-pool-fight.js';
import type { RbDicePoolFight } from './rb-dice-pool-fight.js';

async function fight() {
  const el = await fixture<RbDicePoolFight>(html`<rb-dice-pool-fight no-save seed="4"></rb-dice-pool-fight>`);
  await settle(el);
  await motionLive();
  return el;
}

/** Presses the highlighted move until a roll lands, but not the render's animations' end. */
async function toFirstRoll(el: RbDicePoolFight) {
  while (!root(el).querySelector('[part~="dice"] [part~="die"]')) await pressSuggested(el);
}

const moving = (el: RbDicePoolFight) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');

describe('rb-dice-pool-fight: a stage that moves', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws each fighter as a token with a health bar, and tumbles the dice of a roll in', async () => {
    const el = await fight();
    const bars = [...root(el).querySelectorAll('[part~="sides"] [role="meter"]')];
    expect(bars).to.have.length(6);
    expect(bars[0]!.getAttribute('aria-valuetext')).to.equal('6 of 6');
    await toFirstRoll(el);
    expect(moving(el).length).to.be.greaterThan(0);
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('moves nothing under reduced motion', async () => {
    await reduceMotion(true);
    try {
      const el = await fight();
      await toFirstRoll(el);
      await pressSuggested(el);
      expect(moving(el)).to.have.length(0);
    } finally {
      await reduceMotion(false);
    }
  });
});
