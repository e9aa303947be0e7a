/**
 * Soul passing as motion, on a phone: a passing roll is a d10 that tumbles and lands on the
 * seeded face within 400 ms; an absorption's d6 lands and then what it gathered shows; a
 * gathering fills the Liberi's Soul Gauge bar and marks the soul. With reduced motion nothing
 * moves and the same faces, numbers and bars show at once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { motionLive, press, root } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-soul-passing.js';
import type { RbSoulPassing } from './rb-soul-passing.js';

async function table(absorb = '5') {
  const el = await fixture<RbSoulPassing>(
    html`<rb-soul-passing no-save seed="11" vitality="7" rolls="7 6 8" absorb-rolls=${absorb} liberi="Ada 5ft"></rb-soul-passing>`,
  );
  await el.updateComplete;
  await motionLive();
  return el;
}

/**
 * Every animation started since the last step, as its element was when it started: on a busy
 * machine a 290 ms tumble can be over before a test looks, so the test sees them started.
 */
interface Started {
  readonly el: Element;
  readonly frames: Keyframe[];
  readonly ms: number;
}
let started: Started[] = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
  const [frames, options] = args as [Keyframe[], KeyframeAnimationOptions];
  started.push({ el: this, frames, ms: Number(options.duration) + Number(options.delay ?? 0) });
  return animate.apply(this, args);
};
async function step(el: RbSoulPassing, label: string | RegExp) {
  started = [];
  await press(el, label);
  // The stage's pieces start their motion a microtask after the render that draws them.
  await new Promise((r) => setTimeout(r, 0));
}
const on = (selector: string) => started.filter((a) => a.el.matches(selector));
const properties = () => new Set(started.flatMap((a) => a.frames.flatMap((f) => Object.keys(f))));
const gauge = (el: RbSoulPassing) => root(el).querySelector('[part~="liberi"] [role="meter"]')!;

describe('rb-soul-passing: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(async () => {
    await reduceMotion(false);
    await setViewport({ width: 800, height: 600 });
  });

  it('rolls the passing d10: it tumbles and lands on the seeded face within 400 ms', async () => {
    await reduceMotion(false);
    const el = await table();
    expect(
      root(el)
        .getAnimations()
        .map((a) => [(a.effect as KeyframeEffect).target?.outerHTML.slice(0, 80), a.constructor.name]),
      'a page that loads rolls nothing',
    ).to.deep.equal([]);
    await step(el, 'End turn');
    await step(el, 'Roll to pass on');
    const die = root(el).querySelector('[part~="rolls"] [part~="die"]')!;
    // The face is in the page from the first frame: the tumble only hides it until it lands.
    expect(die.getAttribute('aria-label')).to.equal('d10: 7');
    expect(root(el).querySelector('[part~="rolls"]')!.textContent).to.contain('Round 1: needed 10+, rolled 7: lingers');
    expect(on('[part~="die"]').length, 'the die tumbles').to.equal(1);
    expect(on('[part~="die"]')[0]!.frames.some((f) => String(f.transform).includes('rotate'))).to.equal(true);
    expect(Math.max(...started.map((a) => a.ms))).to.be.below(400);
    expect([...properties()].filter((p) => !['transform', 'opacity', 'offset'].includes(p))).to.deep.equal([]);
    // The next round's roll tumbles the new die only; the first stays where it landed.
    await step(el, 'End turn');
    await step(el, 'Roll to pass on');
    const dice = [...root(el).querySelectorAll('[part~="rolls"] [part~="die"]')];
    expect(dice.map((d) => d.getAttribute('aria-label'))).to.deep.equal(['d10: 7', 'd10: 6']);
    expect(on('[part~="die"]').map((a) => a.el)).to.deep.equal([dice[1]]);
  });

  it('gathers by prayer: the Soul Gauge bar fills and the soul is marked gathered', async () => {
    await reduceMotion(false);
    const el = await table();
    await step(el, /Pray \(action 1/);
    expect(on('[part~="marker"]').length, 'the praying mark pops').to.equal(1);
    await step(el, /Pray \(action 2/);
    expect(gauge(el).getAttribute('aria-valuenow')).to.equal('7');
    const fill = on('[part~="liberi"] .fill');
    expect(fill.map((a) => a.frames.map((f) => f.transform))).to.deep.equal([['scaleX(0)', 'scaleX(0.35)']]);
    expect(root(el).querySelector('[part~="soul"]')!.textContent).to.contain('gathered by Ada · held 7 Vitality');
  });

  it('absorbs: the d6 lands, and then what it gathered shows', async () => {
    await reduceMotion(false);
    const el = await table('2');
    await step(el, /Absorb/);
    const pool = root(el).querySelector('[part~="dice-pool"]')!;
    expect(pool.querySelector('[part~="die"]')!.getAttribute('aria-label')).to.equal('Soul Absorption, d6: 2');
    expect(pool.textContent!.replace(/\s+/g, ' ')).to.contain('3 Vitality gathered');
    expect(on('[part~="dice-pool"] [part~="die"]').length).to.equal(1);
    const result = on('[part~="dice-total"] .result')[0]!;
    // Hidden until the die has landed, then shown.
    expect(result.frames[0]!.opacity).to.equal(0);
    expect(result.frames.at(-1)!.opacity).to.equal(1);
  });

  it('moves nothing under reduced motion, and shows the same dice, numbers and bars at once', async () => {
    await reduceMotion(true);
    const el = await table();
    await step(el, 'End turn');
    await step(el, 'Roll to pass on');
    expect(started, 'nothing started').to.deep.equal([]);
    expect(root(el).querySelector('[part~="rolls"] [part~="die"]')!.getAttribute('aria-label')).to.equal('d10: 7');
    expect(root(el).querySelector('[part~="rolls"]')!.textContent).to.contain('Round 1: needed 10+, rolled 7: lingers');
    await step(el, /Pray \(action 1/);
    await step(el, /Pray \(action 2/);
    expect(started, 'nothing started').to.deep.equal([]);
    expect(gauge(el).getAttribute('aria-valuenow')).to.equal('7');
    expect(root(el).getAnimations()).to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
