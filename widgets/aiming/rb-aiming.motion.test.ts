import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { motionLive, press, root, settle } from '../shared/testing/keys.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

/** The book's Enris: a spear (aim 3) at a stationary deer 5 yards off, dealt +2, −4, −7, then +5. */
async function enris() {
  const el = await fixture<RbAiming>(
    html`<rb-aiming no-save seed="7" deck="2s 4h 7h 5s" weapon="spear" distance="5" finesse="1" situation="stationary"></rb-aiming>`,
  );
  await settle(el);
  await motionLive();
  return el;
}

const moving = (el: RbAiming) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const rowCards = (el: RbAiming) => [...root(el).querySelectorAll<HTMLElement>('[part~="row"] .card')];

describe('rb-aiming: a stage that moves', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws the shooter and the target as tokens', async () => {
    const el = await enris();
    const tokens = [...root(el).querySelectorAll('[part~="weapon"] [part~="token"]')];
    expect(tokens.map((t) => t.querySelector('.name')!.textContent)).to.deep.equal(['Shooter', 'Target']);
    expect(tokens[0]!.classList.contains('acting')).to.equal(true);
    expect(tokens[1]!.textContent).to.contain('5 yards');
    // Axe on the end state: a fade half-way fails contrast.
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('deals each aimed card into the row; the cards already there stay put', async () => {
    const el = await enris();
    await press(el, 'Aim (deal a card)');
    expect(rowCards(el).map((c) => c.getAnimations().length)).to.deep.equal([1]);
    await press(el, 'Aim (deal a card)');
    expect(rowCards(el).map((c) => c.getAnimations().length)).to.deep.equal([0, 1]);
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    // The +2 fell off: the three left kept their places, the +5 came in.
    expect(rowCards(el).map((c) => c.textContent!.trim())).to.deep.equal(['4♥', '7♥', '5♠']);
    expect(rowCards(el).map((c) => c.getAnimations().length)).to.deep.equal([0, 0, 1]);
    expect(root(el).querySelector('[part~="token"] [part~="marker"]')!.textContent).to.contain('aimed 4 rounds');
  });

  it('moves nothing with reduced motion, and shows the same at once', async () => {
    await reduceMotion(true);
    try {
      const el = await enris();
      for (let i = 0; i < 4; i++) await press(el, 'Aim (deal a card)');
      expect(moving(el)).to.have.length(0);
      expect(rowCards(el).map((c) => c.textContent!.trim())).to.deep.equal(['4♥', '7♥', '5♠']);
      await press(el, 'Fire with the best card');
      expect(moving(el)).to.have.length(0);
      await expect(el).to.be.accessible();
    } finally {
      await reduceMotion(false);
    }
  });
});
