/**
 * The deal as motion, on a phone: hands dealt in beside each token, a card laid on the table,
 * the cards turned over where they lie (the back to its edge, then the face), the marker of
 * who acts moving on. With reduced motion nothing moves and the same cards show at once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { motionLive, press, root } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';

// Dealt a full hand at a time: Ada holds Q♠ 2♥ 3♥ 4♥ 5♥, Bram Q♦ 2♣ 3♣ 4♣ 5♣.
const DECK = 'Qs 2h 3h 4h 5h Qd 2c 3c 4c 5c';

async function table() {
  const el = await fixture<RbInitiativeDeal>(
    html`<rb-initiative-deal no-save seed="7" deck=${DECK} participants="Ada: pc; Bram: pc"></rb-initiative-deal>`,
  );
  await el.updateComplete;
  await motionLive();
  return el;
}

const all = (el: RbInitiativeDeal, selector: string) => [...root(el).querySelectorAll<HTMLElement>(selector)];

/**
 * Every animation started since the last step, with its element and keyframes: on a busy
 * machine a 260 ms deal can be over before a test looks, so the test sees them started.
 */
let started: { el: Element; frames: string; inSlot: boolean; back: boolean; text: string }[] = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
  // As the element is when it starts to move (a back is gone from the page once it has turned).
  const [el, frames] = [this, JSON.stringify(args[0])];
  started.push({ el, frames, inSlot: el.closest('.slot') !== null, back: el.classList.contains('back'), text: el.textContent!.trim() });
  return animate.apply(this, args);
};
async function step(el: RbInitiativeDeal, label: string | RegExp) {
  started = [];
  await press(el, label);
  // The deal and the flip start a microtask after the render that draws them.
  await new Promise((r) => setTimeout(r, 0));
}
const moving = (_el: RbInitiativeDeal, selector: string) => [...new Set(started.filter((a) => a.el.matches(selector)).map((a) => a.el))];
const onTable = (el: RbInitiativeDeal) => all(el, '.slot .card');
/** What the page holds, Lit's comment markers aside (they carry random digits). */
const markup = (e: Element) => e.innerHTML.replace(/<!--[\s\S]*?-->/g, '');

async function landed(el: RbInitiativeDeal) {
  for (let i = 0; i < 100 && root(el).getAnimations().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  await el.updateComplete;
}

describe('rb-initiative-deal: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(async () => {
    await reduceMotion(false);
    await setViewport({ width: 800, height: 600 });
  });

  it('deals each hand in beside its token, lays a card, and turns the cards over where they lie', async () => {
    await reduceMotion(false);
    const el = await table();
    expect(root(el).getAnimations(), 'a page that loads deals itself nothing').to.have.length(0);

    await step(el, 'Deal the first hand');
    const backs = all(el, '[part~="hand-backs"] .card');
    expect(backs, 'five backs a hand').to.have.length(10);
    expect(moving(el, '[part~="hand-backs"] .card').length, 'every card dealt in').to.equal(10);
    // A hidden hand is backs only: nothing of a face, in the page or its names.
    for (const hand of all(el, '[part~="hand-backs"]')) expect(markup(hand)).not.to.match(/[♠♥♦♣]|queen|hearts|clubs|\d ?of/);

    await step(el, /Show hand of Ada/);
    expect(moving(el, '[part~="hand"] .card').length, 'the open hand dealt in').to.be.greaterThan(0);
    await step(el, /Play the queen of spades/);
    expect(moving(el, '.slot .card').length, 'the card laid on the table').to.equal(1);
    await press(el, /Show hand of Bram/);
    await press(el, /Play the queen of diamonds/);

    await step(el, 'Reveal the cards');
    // Turned over where they lie: each back turns to its edge, and only then is its face
    // drawn, which turns the rest of the way.
    await landed(el);
    const turns = started.filter((a) => a.inSlot && a.frames.includes('rotateY'));
    expect(turns.map((a) => [a.back, a.frames.includes('rotateY(90deg)')])).to.deep.equal([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(
      turns.map((a) => a.text),
      'no face under a back',
    ).to.deep.equal(['', '', 'Q♠', 'Q♦']);
    expect(onTable(el).map((c) => c.textContent!.trim())).to.deep.equal(['Q♠', 'Q♦']);
    expect(onTable(el).map((c) => c.getAttribute('aria-label'))).to.deep.equal(['queen of spades', 'queen of diamonds']);

    // The turn passes: the marker moves onto the next token, which pops.
    await step(el, 'Ada is done: Bram acts');
    expect(moving(el, '[aria-current="step"] .avatar').length, 'the token that acts now').to.equal(1);
  });

  it('moves nothing under reduced motion, and shows the same cards at once', async () => {
    await reduceMotion(true);
    const el = await table();
    await step(el, 'Deal the first hand');
    expect(all(el, '[part~="hand-backs"] .card')).to.have.length(10);
    expect(
      started.map((a) => a.frames),
      'nothing started',
    ).to.deep.equal([]);
    await step(el, /Show hand of Ada/);
    await step(el, /Play the queen of spades/);
    expect(
      started.map((a) => a.frames),
      'nothing started',
    ).to.deep.equal([]);
    await step(el, /Show hand of Bram/);
    await step(el, /Play the queen of diamonds/);
    await step(el, 'Reveal the cards');
    expect(
      started.map((a) => a.frames),
      'nothing started',
    ).to.deep.equal([]);
    // Turned up at once, in the turn order, where the tokens are.
    expect(onTable(el).map((c) => c.textContent!.trim())).to.deep.equal(['Q♠', 'Q♦']);
    expect(all(el, '[part~="order"] > li .name').map((n) => n.textContent)).to.deep.equal(['Ada', 'Bram']);
    await step(el, 'Ada is done: Bram acts');
    expect(
      started.map((a) => a.frames),
      'nothing started',
    ).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
