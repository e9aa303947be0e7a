/**
 * A whole fight as motion, on a phone: an attack's 2d6 tumble and land on the seeded faces
 * within 400 ms, transform and opacity only; with reduced motion nothing moves and the same
 * faces show at once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { motionLive, root, settle } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-liberi-gothica-fight.js';
import type { RbLiberiGothicaFight } from './rb-liberi-gothica-fight.js';

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

async function table() {
  const el = await fixture<RbLiberiGothicaFight>(html`<rb-liberi-gothica-fight no-save seed="4"></rb-liberi-gothica-fight>`);
  await el.updateComplete;
  await motionLive();
  return el;
}

/** Presses the highlighted move until the first attack has been rolled. */
async function toTheFirstAttackRoll(el: RbLiberiGothicaFight) {
  for (let i = 0; i < 20 && !root(el).querySelector('[part~="rolls"] [part~="die"]'); i++) {
    started = [];
    const b = root(el).querySelector<HTMLButtonElement>('.stage [part~="moves"] button.primary')!;
    b.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('rb-liberi-gothica-fight: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(async () => {
    await reduceMotion(false);
    await setViewport({ width: 800, height: 600 });
  });

  it('rolls the attack’s 2d6: they tumble and land on the seeded faces within 400 ms, transform and opacity only', async () => {
    await reduceMotion(false);
    const el = await table();
    await toTheFirstAttackRoll(el);
    const dice = [...root(el).querySelectorAll('[part~="rolls"] [part~="die"]')];
    expect(dice.length).to.be.greaterThanOrEqual(2);
    const x = el.snapshot.context.exchange!.snapshot.context;
    const faces = (x.current ?? x.attacks.at(-1))!.roll!.dice;
    expect(dice.slice(0, 2).map((d) => d.getAttribute('aria-label'))).to.deep.equal(faces.map((f) => `d6: ${f}`));
    const tumbling = started.filter((a) => a.el.matches('[part~="die"]'));
    expect(tumbling.length, 'the dice tumble').to.be.greaterThanOrEqual(2);
    expect(Math.max(...started.map((a) => a.ms))).to.be.below(400);
    const props = new Set(started.flatMap((a) => a.frames.flatMap((f) => Object.keys(f))));
    expect([...props].filter((p) => !['transform', 'opacity', 'offset'].includes(p))).to.deep.equal([]);
  });

  it('moves nothing under reduced motion, the same faces shown at once', async () => {
    await reduceMotion(true);
    const el = await table();
    await toTheFirstAttackRoll(el);
    expect(root(el).querySelectorAll('[part~="rolls"] [part~="die"]').length).to.be.greaterThanOrEqual(2);
    expect(started.filter((a) => a.el.matches('[part~="die"]')).length, 'no die tumbles').to.equal(0);
    expect(root(el).getAnimations()).to.deep.equal([]);
  });
});
