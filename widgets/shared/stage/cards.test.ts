import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { motionLive } from '../testing/keys.js';
import type { Card } from '../../../machines/core/cards.js';
import { defineStageTest, reduceMotion, type RbStageTest } from '../testing/stage-host.js';
import { cardStyles, renderComparison, renderDeck, renderHand, type HandCard } from './cards.js';

defineStageTest(cardStyles);

let hand: HandCard[] = [];
let compared: { a: Card | undefined; b: Card | undefined; key: number } = { a: undefined, b: undefined, key: 0 };
let played: string[] = [];

async function stage(cards: HandCard[]) {
  hand = cards;
  const el = await fixture<RbStageTest>(html`<rb-stage-test></rb-stage-test>`);
  el.view = () =>
    html`<button class="elsewhere">Elsewhere</button> ${renderDeck(40)} ${renderHand(hand, { label: "Ada's hand" })}
      ${renderComparison(
        { card: compared.a, caption: 'Ada', value: '+3' },
        { card: compared.b, caption: 'Bram' },
        { label: 'Registers', key: compared.key, verdict: compared.a ? 'Ada wins' : '' },
      )}`;
  await el.updateComplete;
  await Promise.resolve();
  await motionLive();
  // What the first draw dealt is finished, as a reader's first key would.
  await pressAKey(el);
  return el;
}

const cardsOf = (el: RbStageTest) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="hand"] .card')];
const running = (el: RbStageTest) => el.shadowRoot!.getAnimations().filter((a) => a.playState === 'running');

async function redraw(el: RbStageTest, cards: HandCard[]) {
  hand = cards;
  el.requestUpdate();
  await el.updateComplete;
  await Promise.resolve();
}

/** Any key, pressed for real with the focus in the widget: it finishes the motion. */
async function pressAKey(el: RbStageTest) {
  el.shadowRoot!.querySelector<HTMLButtonElement>('.elsewhere')!.focus();
  await sendKeys({ press: 'Shift' });
}

describe('stage cards', () => {
  afterEach(() => {
    compared = { a: undefined, b: undefined, key: 0 };
    played = [];
  });

  it('is accessible: a fanned hand, a face-down card, a value, a deck and a comparison', async () => {
    compared = { a: '6h', b: '9s', key: 1 };
    const el = await stage([{ card: 'Qs' }, {}, { card: '6h', value: '+6' }]);
    await expect(el).to.be.accessible();
    const [q, back, six] = cardsOf(el);
    expect(q!.getAttribute('aria-label')).to.equal('queen of spades');
    expect(q!.textContent!.trim()).to.equal('Q♠');
    expect(back!.getAttribute('aria-label')).to.equal('face-down card');
    expect(six!.getAttribute('aria-label')).to.equal('6 of hearts, value +6');
    expect(six!.querySelector('.value')!.textContent).to.equal('+6');
    expect(el.shadowRoot!.querySelector('[part~="hand"]')!.classList.contains('fan')).to.equal(true);
  });

  it('keeps nothing of a face-down card’s face, not even its value', async () => {
    const el = await stage([{ key: 'a', value: '+6' }]);
    const back = cardsOf(el)[0]!;
    expect(back.classList.contains('back')).to.equal(true);
    expect(back.textContent!.trim()).to.equal('');
    expect(back.hasAttribute('data-suit')).to.equal(false);
    // Lit's own comment markers carry random digits: only what the page holds counts.
    const markup = el.shadowRoot!.querySelector('[part~="hand"]')!.innerHTML.replace(/<!--[\s\S]*?-->/g, '');
    expect(markup).not.to.match(/6|♥|hearts/);
  });

  it('deals new cards in one after another', async () => {
    const el = await stage([]);
    await redraw(el, [{ card: '2c' }, { card: '3c' }, { card: '4c' }]);
    const delays = cardsOf(el).map((c) => c.getAnimations()[0]?.effect?.getTiming().delay);
    expect(delays).to.deep.equal([0, 35, 70]);
    await pressAKey(el);
    expect(running(el)).to.have.length(0);
  });

  it('turns a card over: the back turns to its edge, and only then is the face drawn', async () => {
    const el = await stage([{ key: 'k' }]);
    await redraw(el, [{ key: 'k', card: 'Qs' }]);
    // The first half: still the back, turning.
    let card = cardsOf(el)[0]!;
    expect(card.classList.contains('back'), 'the back until the half-turn').to.equal(true);
    expect(el.shadowRoot!.innerHTML).not.to.contain('Q♠');
    expect(card.getAnimations()).to.have.length(1);
    // A re-render mid-flip does not show the face early.
    el.requestUpdate();
    await el.updateComplete;
    expect(cardsOf(el)[0]!.classList.contains('back')).to.equal(true);
    // At the half-turn the face replaces the back, and turns the rest of the way.
    await card.getAnimations()[0]!.finished;
    await Promise.resolve();
    card = cardsOf(el)[0]!;
    expect(card.classList.contains('face')).to.equal(true);
    expect(card.getAttribute('aria-label')).to.equal('queen of spades');
    expect(card.getAnimations()).to.have.length(1);
    await card.getAnimations()[0]!.finished;
  });

  it('a key pressed mid-flip shows the face at once', async () => {
    const el = await stage([{ key: 'k' }]);
    await redraw(el, [{ key: 'k', card: 'Ah' }]);
    expect(cardsOf(el)[0]!.classList.contains('back')).to.equal(true);
    await pressAKey(el);
    const card = cardsOf(el)[0]!;
    expect(card.classList.contains('face')).to.equal(true);
    expect(card.textContent!.trim()).to.equal('A♥');
    expect(running(el)).to.have.length(0);
  });

  it('turning a card face down removes its face at once', async () => {
    const el = await stage([{ key: 'k', card: 'Ah' }]);
    await redraw(el, [{ key: 'k' }]);
    expect(cardsOf(el)[0]!.classList.contains('back')).to.equal(true);
    expect(el.shadowRoot!.innerHTML).not.to.contain('A♥');
  });

  it('brings two cards together when a new comparison is made', async () => {
    const el = await stage([]);
    compared = { a: '6h', b: '9s', key: 2 };
    el.requestUpdate();
    await el.updateComplete;
    await Promise.resolve();
    const sides = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.compare .side')];
    expect(sides.map((s) => s.getAnimations().length)).to.deep.equal([1, 1]);
    // The cards were face down: they turn over as they meet.
    expect(sides.map((s) => s.querySelector('.card')!.getAnimations().length)).to.deep.equal([1, 1]);
    const from = (s: HTMLElement) => (s.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!.transform;
    expect([from(sides[0]!), from(sides[1]!)]).to.deep.equal(['translateX(-2.5rem)', 'translateX(2.5rem)']);
    expect(el.shadowRoot!.querySelector('.verdict')!.textContent).to.equal('Ada wins');
    await pressAKey(el);
  });

  it('a card that is a control is pressed with a real key and says what it does', async () => {
    const el = await stage([]);
    await redraw(el, [
      { key: 1, card: 'Kd', action: { label: 'Play the king of diamonds', run: () => played.push('Kd') } },
      { key: 2, card: '3s', action: { label: 'Play the 3 of spades', run: () => played.push('3s'), disabled: true } },
    ]);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.card-button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Play the king of diamonds, K♦', 'Play the 3 of spades, 3♠']);
    expect(buttons[0]!.querySelector('.card')!.getAttribute('aria-hidden')).to.equal('true');
    buttons[0]!.focus();
    await sendKeys({ press: 'Enter' });
    expect(played).to.deep.equal(['Kd']);
    await expect(el).to.be.accessible();
  });

  it('with reduced motion the face shows at once and nothing moves', async () => {
    await reduceMotion(true);
    try {
      const el = await stage([{ key: 'k' }]);
      await redraw(el, [
        { key: 'k', card: 'Qs' },
        { key: 'n', card: '2c' },
      ]);
      expect(cardsOf(el).map((c) => c.textContent!.trim())).to.deep.equal(['Q♠', '2♣']);
      expect(running(el)).to.have.length(0);
    } finally {
      await reduceMotion(false);
    }
  });
});
