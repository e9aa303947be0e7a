import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { runningCount } from '../shared/motion.js';
import { motionLive, press, root, settle } from '../shared/testing/keys.js';
import './rb-multiple-opponents.js';
import type { RbMultipleOpponents } from './rb-multiple-opponents.js';

// Devon +5 beats Ash (+2), Brand (+7) leads him; then Devon's hand is +9, +8, +10.
const table = () =>
  fixture<RbMultipleOpponents>(
    html`<rb-multiple-opponents no-save seed="3" lone-stack="5s 2h 9s 8s 10s" foe-stack="2s 7s 4s 2h 5s 3s"></rb-multiple-opponents>`,
  );

const tokens = (el: RbMultipleOpponents) => [...root(el).querySelectorAll<HTMLElement>('[part~="fighter"] [part~="token"]')];

describe('rb-multiple-opponents: the stage', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws every fighter as a token with a hit-point bar, and deals his hand beside his token with each card’s worth on it', async () => {
    const el = await table();
    await settle(el);
    expect(tokens(el)).to.have.length(3);
    expect(tokens(el).map((t) => t.querySelector('.name')!.textContent!.trim())).to.deep.equal(['Devon (you)', 'Ash', 'Brand']);
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    // While he declares, his hand is the row of cards to lay; a foe's lies face down beside it
    // (Brand has laid his one card as his attack).
    const foeHands = [...root(el).querySelectorAll('[part~="fighter"] [part~="hand"]')];
    expect(foeHands.map((h) => h.getAttribute('aria-label'))).to.deep.equal(["Ash's hand, 1 card, face down"]);
    expect(root(el).querySelector('[part~="fighter"] [part~="hand"]')!.innerHTML).not.to.match(/[♠♥♦♣]/);
    // He lays nothing: the registers turn over and the turn ends, his hand back beside his token.
    for (let i = 0; i < 6 && !el.snapshot.hasTag('turn over'); i++) {
      const b = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="controls"] button')].find((x) =>
        /^(Lay nothing|Close|Turn over)/.test(x.textContent!.trim()),
      )!;
      b.click();
      await settle(el);
    }
    const values = [...tokens(el)[0]!.querySelectorAll('[part~="card-value"]')].map((v) => v.textContent!.trim());
    expect(values.length).to.be.greaterThan(0);
    for (const v of values) expect(v).to.match(/^[+−]\d+$/);
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
  });

  it('deals with motion, and under reduced motion nothing animates', async () => {
    const el = await table();
    await settle(el);
    await motionLive();
    await press(el, 'Draw for the initiative');
    const drawn = root(el).querySelector<HTMLButtonElement>('[part~="controls"] button.primary')!;
    drawn.click();
    await el.updateComplete;
    expect(runningCount(el.shadowRoot!), 'the foes’ cards are dealt in').to.be.greaterThan(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const calm = await table();
      await settle(calm);
      await press(calm, 'Draw for the initiative');
      root(calm).querySelector<HTMLButtonElement>('[part~="controls"] button.primary')!.click();
      await calm.updateComplete;
      expect(runningCount(calm.shadowRoot!)).to.equal(0);
      expect(calm.shadowRoot!.getAnimations().length).to.equal(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
