import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { css } from 'lit';
import { animate, animateOn, ENTER, finishAll, prefersReducedMotion, runningCount } from './motion.js';
import { defineStageTest, reduceMotion, type RbStageTest } from './testing/stage-host.js';

defineStageTest(css`
  .box {
    display: inline-block;
    inline-size: 3rem;
    block-size: 3rem;
  }
`);

const LONG = { duration: 390 };

async function stage(view = () => html`<button class="go">Go</button><span class="box"></span>`) {
  const el = await fixture<RbStageTest>(html`<rb-stage-test></rb-stage-test>`);
  el.view = view;
  await el.updateComplete;
  await nextFrame(); // motion is live from the frame after the first render
  return el;
}
const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
const box = (el: RbStageTest) => el.shadowRoot!.querySelector<HTMLElement>('.box')!;

describe('motion', () => {
  it('does not animate a widget’s first render, then animates transform and opacity', async () => {
    const el = document.createElement('rb-stage-test');
    document.body.append(el);
    try {
      // Before its first update is done, nothing runs and `then` happens at once.
      let after = 0;
      const early = document.createElement('span');
      el.shadowRoot!.append(early);
      expect(animate(early, ENTER.fade, LONG, () => after++) === undefined, 'nothing started').to.equal(true);
      expect(after).to.equal(1);
      await el.updateComplete;
      // A microtask after the first render, where a directive starts the motion of what that
      // render drew (a hand a saved table opens on): still nothing.
      await Promise.resolve();
      expect(animate(early, ENTER.fade, LONG) === undefined, 'the first render draws at rest').to.equal(true);
      await nextFrame();
      const a = animate(early, ENTER.rise, LONG);
      expect(a instanceof Animation, 'animates once the widget has drawn').to.equal(true);
      expect(runningCount(el.shadowRoot!)).to.equal(1);
      finishAll(el.shadowRoot!);
      expect(runningCount(el.shadowRoot!)).to.equal(0);
    } finally {
      el.remove();
    }
  });

  it('is read by axe at rest: the tests finish every animation before an accessibility check', async () => {
    const el = await stage();
    const fading = animate(el.shadowRoot!.querySelector('.go')!, ENTER.fade, LONG)!;
    expect(runningCount(el.shadowRoot!)).to.equal(1);
    await expect(el).to.be.accessible(); // widgets/shared/testing/axe-at-rest.ts
    expect(fading.playState).to.equal('finished');
    expect(runningCount(el.shadowRoot!)).to.equal(0);
  });

  it('refuses anything but transform and opacity, and anything over 400 ms', async () => {
    const el = await stage();
    expect(() => animate(box(el), [{ width: '1px' }, { width: '2px' }], LONG)).to.throw(/transform and opacity only/);
    expect(() => animate(box(el), ENTER.fade, { duration: 300, delay: 200 })).to.throw(/400 ms/);
  });

  it('finishes every animation, and the halves still to come, when a key is pressed', async () => {
    const el = await stage();
    const order: string[] = [];
    const first = animate(box(el), ENTER.rise, LONG, () => {
      order.push('first half');
      // The second half starts nothing while an input finishes everything: its own `then` runs at once.
      const second = animate(box(el), ENTER.fade, LONG, () => order.push('second half'));
      order.push(second ? 'second started' : 'second skipped');
    })!;
    const other = animate(el.shadowRoot!.querySelector('.go')!, ENTER.pop, LONG)!;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.go')!.focus();
    await sendKeys({ press: 'Shift' });
    expect(first.playState).to.equal('finished');
    expect(other.playState).to.equal('finished');
    expect(order).to.deep.equal(['first half', 'second half', 'second skipped']);
    expect(runningCount(el.shadowRoot!)).to.equal(0);
  });

  it('finishes every animation on a pointerdown before the click acts', async () => {
    let seen = '';
    const el = await stage();
    el.view = () =>
      html`<button class="go" @click=${() => (seen = box(el).getAnimations()[0]?.playState ?? 'none')}>Go</button
        ><span class="box"></span>`;
    await el.updateComplete;
    const a = animate(box(el), ENTER.rise, LONG)!;
    const r = el.shadowRoot!.querySelector('.go')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    expect(a.playState).to.equal('finished');
    expect(seen, 'the click sees no running animation').to.equal('none');
  });

  it('animateOn plays when its key changes, not when the widget redraws the same', async () => {
    let key = 1;
    const el = await stage(() => html`<span class="box" ${animateOn(key, ENTER.pop, { duration: 200, onFirst: false })}></span>`);
    await new Promise((r) => setTimeout(r, 0));
    expect(box(el).getAnimations(), 'drawn, not changed: still').to.have.length(0);
    key = 2;
    el.requestUpdate();
    await el.updateComplete;
    await Promise.resolve();
    expect(box(el).getAnimations()).to.have.length(1);
    finishAll(el.shadowRoot!);
    el.requestUpdate();
    await el.updateComplete;
    await Promise.resolve();
    expect(box(el).getAnimations(), 'same key, no motion').to.have.length(0);
  });

  it('with reduced motion nothing animates and every `then` runs at once', async () => {
    await reduceMotion(true);
    try {
      const el = await stage();
      expect(prefersReducedMotion()).to.equal(true);
      let then = false;
      expect(animate(box(el), ENTER.rise, LONG, () => (then = true)) === undefined, 'nothing started').to.equal(true);
      expect(then).to.equal(true);
      expect(el.motion.active).to.equal(false);
    } finally {
      await reduceMotion(false);
    }
    expect(prefersReducedMotion()).to.equal(false);
  });

  it('finishes what is running when the reader turns motion off', async () => {
    const el = await stage();
    const a = animate(box(el), ENTER.rise, LONG)!;
    await reduceMotion(true);
    try {
      expect(a.playState).to.equal('finished');
    } finally {
      await reduceMotion(false);
    }
  });
});
