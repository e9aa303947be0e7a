import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { motionLive, press, root, settle } from '../shared/testing/keys.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

/** An opposed check of one card each: the Sneak's 4♠ against the Guard's 4♣ (as rb-karma-check.test.ts). */
async function opposed() {
  const el = await fixture<RbKarmaCheck>(
    html`<rb-karma-check
      no-save
      seed="7"
      skill="1"
      deck="4s"
      opponent-skill="1"
      opponent-deck="4c"
      label="Sneak"
      opponent-label="Guard"
    ></rb-karma-check>`,
  );
  await settle(el);
  await motionLive();
  const mode = root(el).querySelector<HTMLInputElement>('input[name="mode"][value="opposed"]')!;
  mode.focus();
  await sendKeys({ press: 'Space' });
  await settle(el);
  return el;
}

const moving = (el: RbKarmaCheck) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const chains = (el: RbKarmaCheck) => [...root(el).querySelectorAll<HTMLElement>('[part~="chain"]')];
const faces = (el: Element | ShadowRoot) => [...el.querySelectorAll('.card.face')].map((c) => c.textContent!.trim());

describe('rb-karma-check: cards that are dealt and turned', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('deals both sides’ cards in, one after another', async () => {
    const el = await opposed();
    await press(el, 'Draw the cards');
    const hands = [...root(el).querySelectorAll('[part~="hand"]')];
    expect(hands).to.have.length(2);
    for (const hand of hands) {
      const card = hand.querySelector('.card')!;
      expect(card.getAnimations().length, 'dealt in').to.equal(1);
      expect(Number((card.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!.opacity)).to.equal(0.5);
    }
  });

  it('lays a played card face down, then turns both over with a flip and brings them together', async () => {
    const el = await opposed();
    await press(el, 'Draw the cards');
    await press(el, /Play 4♠/);
    // Face down: nothing of its face, and nothing moves it toward the other yet.
    expect(chains(el)[0]!.querySelector('[part~="card-back"]')).to.exist;
    expect(faces(chains(el)[0]!)).to.deep.equal([]);
    await press(el, /Play 4♣/);
    const [sneak, guard] = chains(el);
    // Both turn over: the backs to their edge first (the faces come at the half-turn), and the two meet.
    expect([sneak, guard].map((c) => c!.getAnimations().length)).to.deep.equal([1, 1]);
    const from = (c: HTMLElement) => (c.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!.transform;
    expect([from(sneak!), from(guard!)]).to.deep.equal(['translateX(-2.5rem)', 'translateX(2.5rem)']);
    expect(guard!.querySelector('.card')!.getAnimations().length, 'the flip').to.equal(1);
    // Any key finishes it: both faces are there, nothing moves.
    await press(el, 'Odds');
    expect(chains(el).map((c) => faces(c))).to.deep.equal([['4♠'], ['4♣']]);
    expect(moving(el)).to.have.length(0);
    // Axe on the end state: a fade half-way fails contrast.
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('moves nothing with reduced motion, and shows the same at once', async () => {
    await reduceMotion(true);
    try {
      const el = await opposed();
      await press(el, 'Draw the cards');
      expect(moving(el)).to.have.length(0);
      await press(el, /Play 4♠/);
      await press(el, /Play 4♣/);
      expect(moving(el)).to.have.length(0);
      expect(chains(el).map((c) => faces(c))).to.deep.equal([['4♠'], ['4♣']]);
      await expect(el).to.be.accessible();
    } finally {
      await reduceMotion(false);
    }
  });
});
