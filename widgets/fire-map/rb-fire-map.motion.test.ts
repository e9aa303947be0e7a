import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, root } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';

// Growth of a1 holds (1), its spread to b1 catches (6).
const SPREAD = html`<rb-fire-map no-save seed="1" map="grid 2x1 flam=2; area a1 fire=2" rolls="1 6"></rb-fire-map>`;
const running = (el: RbFireMap) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const region = (el: RbFireMap, id: string) => root(el).querySelector<HTMLElement>(`[part~="region"][data-area="${id}"]`)!;

describe('rb-fire-map: motion', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('on a phone, the fire that catches slides in from the Area it came from', async () => {
    const el = await fixture<RbFireMap>(SPREAD);
    const map = root(el).querySelector('[part~="area-map"]')!;
    expect(
      map
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running')
        .map((a) => ((a.effect as KeyframeEffect).target as Element).className),
      'a map that loads does not move',
    ).to.have.length(0);
    await new Promise((r) => requestAnimationFrame(r)); // motion is live from the frame after the first render
    await press(el, 'Next round');
    const b1 = region(el, 'b1');
    const flame = b1.querySelector<HTMLElement>('.flame')!;
    const moving = flame.getAnimations().filter((a) => a.playState === 'running');
    expect(moving, 'the new flame moves').to.have.length(1);
    const first = (moving[0]!.effect as KeyframeEffect).getKeyframes()[0]!;
    expect(first.transform, 'from the west, where a1 is').to.equal('translate(-1.4rem, 0px) scale(0.4)');
    expect(b1.querySelector('.caught.from-w')).to.exist;
  });

  it('under reduced motion nothing moves, and the same spread shows at once', async () => {
    await reduceMotion(true);
    try {
      const el = await fixture<RbFireMap>(SPREAD);
      await press(el, 'Next round');
      expect(running(el)).to.have.length(0);
      const b1 = region(el, 'b1');
      expect(b1.classList.contains('fire-low')).to.equal(true);
      expect(b1.querySelector('.caught.from-w')).to.exist;
      expect(b1.getAttribute('aria-label')).to.contain('caught from a1 this round (from the west)');
    } finally {
      await reduceMotion(false);
    }
  });
});
