import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { motionLive, root, settle } from '../shared/testing/keys.js';
import './rb-karmic-fight.js';
import type { RbKarmicFight } from './rb-karmic-fight.js';

async function fight() {
  const el = await fixture<RbKarmicFight>(html`<rb-karmic-fight no-save seed="11"></rb-karmic-fight>`);
  await settle(el);
  await motionLive();
  return el;
}

/** What is moving in the widget now, ours (the Web Animations API) and CSS's. */
const moving = (el: RbKarmicFight) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');

/** Presses the suggested move and looks before its animations end. */
async function pressAndLook(el: RbKarmicFight) {
  root(el).querySelector<HTMLButtonElement>('.stage button.primary')!.click();
  await el.updateComplete;
  await Promise.resolve();
  await Promise.resolve();
}

describe('rb-karmic-fight: a stage that moves', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it("deals the lookout's hand in, and drains a bar when damage lands", async () => {
    const el = await fight();
    await pressAndLook(el);
    const dealt = [...root(el).querySelectorAll('[part~="cards"] .card')].filter((c) => c.getAnimations().length > 0);
    expect(dealt.length, 'cards dealt in').to.be.greaterThan(0);
    el.motion.finish();
    let drained = -1;
    for (let i = 0; i < 60 && drained < 0; i++) {
      const before = el.snapshot.context.damage.reduce((a, b) => a + b, 0);
      await pressAndLook(el);
      if (el.snapshot.context.damage.reduce((a, b) => a + b, 0) > before) drained = i;
      else {
        el.motion.finish();
        await settle(el);
      }
    }
    expect(drained, 'damage has landed').to.be.greaterThan(-1);
    const draining = [...root(el).querySelectorAll('[part~="bar"]')].filter((b) =>
      [b, ...b.querySelectorAll('*')].some((n) => n.getAnimations().length > 0),
    );
    expect(draining.length, 'a bar drains').to.be.greaterThan(0);
  });

  it('moves nothing under reduced motion', async () => {
    await reduceMotion(true);
    try {
      const el = await fight();
      for (let i = 0; i < 6; i++) {
        await pressAndLook(el);
        expect(moving(el), `after press ${i + 1}`).to.have.length(0);
        await settle(el);
      }
    } finally {
      await reduceMotion(false);
    }
  });
});
