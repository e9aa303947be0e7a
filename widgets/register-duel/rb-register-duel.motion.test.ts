import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { motionLive, press, pressSuggested, root, settle } from '../shared/testing/keys.js';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';

// The book's stacked decks (as register-duel.testing.ts): Devon +3 (hit), −2, +10 in hand; the soldier −2 (hit), +5.
async function duel(mode = 'gm') {
  const el = await fixture<RbRegisterDuel>(
    html`<rb-register-duel no-save seed="2008" mode=${mode} a-stack="2s 3h Ks 2h 10s" b-stack="4h Qh 5s"></rb-register-duel>`,
  );
  await settle(el);
  await motionLive();
  return el;
}

/** What is moving in the widget now, ours (the Web Animations API) and CSS's. */
const moving = (el: RbRegisterDuel) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
/** A step's animations start a microtask after its render. */
const afterRender = async (el: RbRegisterDuel) => {
  await el.updateComplete;
  await Promise.resolve();
  await Promise.resolve();
};
const faces = (el: Element) => [...el.querySelectorAll('.card.face')].map((c) => c.textContent!.trim());

describe('rb-register-duel: a stage that moves', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws each fighter as a token: initials, a Hit points bar, marks, and the hand fanned beside it with values on the cards', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const [devon, soldier] = [...root(el).querySelectorAll('[part~="fighter"]')];
    expect(devon!.querySelector('[part~="token"] .initials')!.textContent).to.equal('DE');
    expect(devon!.querySelector('[role="meter"]')!.getAttribute('aria-label')).to.equal("Devon's Hit points");
    expect(devon!.querySelector('[role="meter"]')!.getAttribute('aria-valuetext')).to.equal('8 of 8');
    expect(devon!.textContent).to.contain('holds the initiative');
    // Devon declares in the controls; the soldier holds his hand, fanned, each card with its worth.
    const held = soldier!.querySelector('[part~="holds"] [part~="hand"]')!;
    expect(held.classList.contains('fan')).to.equal(true);
    expect([...held.querySelectorAll('[part~="card-value"]')].map((v) => v.textContent)).to.deep.equal(['−2', '+5']);
    // Axe on the end state: a fade half-way fails contrast.
    el.motion.finish();
    await expect(el).to.be.accessible();
  });

  it('deals the hands in, and brings a register’s two cards together as it is turned over', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    root(el).querySelector<HTMLButtonElement>('[part~="controls"] button.primary')!.click();
    await afterRender(el);
    const dealt = [...root(el).querySelectorAll('[part~="fighter"] .card, [part~="controls"] .card')].filter(
      (c) => c.getAnimations().length > 0,
    );
    expect(dealt.length, 'cards dealt into the hands').to.be.greaterThan(2);
    await settle(el);
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, /Lay \+5.*as parry/);
    await press(el, 'Stop declaring');
    await press(el, 'Turn over register 1');
    const chains = [...root(el).querySelectorAll<HTMLElement>('[part~="register"]')][0]!.querySelectorAll<HTMLElement>('.chain');
    expect([...chains].map((c) => c.getAnimations().length)).to.deep.equal([1, 1]);
    const from = (c: HTMLElement) => (c.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!.transform;
    expect([from(chains[0]!), from(chains[1]!)]).to.deep.equal(['translateY(-1.6rem)', 'translateY(1.6rem)']);
  });

  it('turns a hidden card over with a flip: its face only at the half-turn', async () => {
    const el = await duel('hot-seat');
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, "Show Devon's hand");
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, "Show Soldier's hand");
    await press(el, /Lay \+5.*as parry/);
    await press(el, "Show Devon's hand");
    await press(el, 'Stop declaring');
    const register = () => root(el).querySelector('[part~="register"]')!;
    expect(faces(register())).to.deep.equal([]);
    await press(el, 'Turn over register 1');
    // The first half: still the backs, turning to their edge.
    expect(faces(register())).to.deep.equal([]);
    expect(register().querySelectorAll('[part~="card-back"]').length).to.equal(2);
    expect([...register().querySelectorAll('.card')].map((c) => c.getAnimations().length)).to.deep.equal([1, 1]);
    // Any key finishes the motion: the faces are there, nothing moves.
    await press(el, 'Odds');
    expect(faces(register())).to.deep.equal(['K♠+3', '5♠+5']);
    expect(moving(el)).to.have.length(0);
  });

  it('drains a fighter’s Hit points bar as a blow lands', async () => {
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save seed="1"></rb-register-duel>`);
    await settle(el);
    await motionLive();
    for (let i = 0; i < 20 && !el.snapshot.context.damage.some((d) => d > 0); i++) await pressSuggested(el);
    const side = el.snapshot.context.damage.findIndex((d) => d > 0);
    const fill = root(el).querySelectorAll('[part~="fighter"]')[side]!.querySelector('[part~="bar"] .fill')!;
    const frames = (fill.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes().map((k) => k.transform);
    expect(frames[0]).to.equal('scaleX(1)');
    expect(frames[1]).to.match(/^scaleX\(0\.\d+\)$/);
  });

  it('moves nothing with reduced motion, and shows the same at once', async () => {
    await reduceMotion(true);
    try {
      const el = await duel('hot-seat');
      await press(el, 'Draw for the initiative');
      await press(el, 'Draw the hands');
      expect(moving(el)).to.have.length(0);
      await press(el, "Show Devon's hand");
      await press(el, /Lay \+3 \(hit\).*as attack/);
      await press(el, "Show Soldier's hand");
      await press(el, /Lay \+5.*as parry/);
      await press(el, "Show Devon's hand");
      await press(el, 'Stop declaring');
      await press(el, 'Turn over register 1');
      expect(moving(el)).to.have.length(0);
      expect(faces(root(el).querySelector('[part~="register"]')!)).to.deep.equal(['K♠+3', '5♠+5']);
      await expect(el).to.be.accessible();
    } finally {
      await reduceMotion(false);
    }
  });
});
