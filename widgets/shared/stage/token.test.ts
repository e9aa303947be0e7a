import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { motionLive } from '../testing/keys.js';
import { defineStageTest, reduceMotion, type RbStageTest } from '../testing/stage-host.js';
import { cardStyles, renderHand } from './cards.js';
import { iconStyles } from './icons.js';
import { barFraction, initialsOf, renderToken, tokenStyles, type TokenView } from './token.js';

defineStageTest([iconStyles, cardStyles, tokenStyles]);

let ada: TokenView = {
  id: 'ada',
  name: 'Ada',
  side: 'pc',
  acting: true,
  detail: '5 ft from the body',
  bar: { label: 'Vitality', value: 8, max: 10 },
  markers: [
    { kind: 'wound', label: '2 Injuries', count: 2 },
    { kind: 'status', label: 'praying, 1 of 2', icon: 'prayer' },
  ],
};
const grub: TokenView = {
  id: 'grub',
  name: 'Grub the Goblin',
  side: 'foe',
  figure: 'beast',
  state: 'dead',
  bar: { label: 'Life', value: -3, max: 2, min: -3 },
};

async function stage() {
  const el = await fixture<RbStageTest>(html`<rb-stage-test></rb-stage-test>`);
  el.view = () =>
    html`<button class="elsewhere">Elsewhere</button>
      <ul class="tokens">
        <li>${renderToken(ada, { hand: renderHand([{ card: 'Qs' }, {}], { label: "Ada's hand" }) })}</li>
        <li>${renderToken(grub)}</li>
      </ul>`;
  await el.updateComplete;
  await Promise.resolve();
  await motionLive();
  el.shadowRoot!.querySelector<HTMLButtonElement>('.elsewhere')!.focus();
  await sendKeys({ press: 'Shift' });
  return el;
}
const token = (el: RbStageTest, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-token="${id}"]`)!;
const fill = (el: RbStageTest, id: string) => token(el, id).querySelector<SVGRectElement>('.fill')!;

async function change(el: RbStageTest, next: TokenView) {
  ada = next;
  el.requestUpdate();
  await el.updateComplete;
  await Promise.resolve();
}

describe('stage token', () => {
  it('is accessible: a name, a bar a screen reader reads, marks with their words, and the hand it holds', async () => {
    const el = await stage();
    await expect(el).to.be.accessible();
    const t = token(el, 'ada');
    expect(t.querySelector('figcaption')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Ada acting 5 ft from the body');
    expect(t.querySelector('.initials')!.textContent).to.equal('AD');
    const bar = t.querySelector('[role="meter"]')!;
    expect(bar.getAttribute('aria-label')).to.equal("Ada's Vitality");
    expect(bar.getAttribute('aria-valuetext')).to.equal('8 of 10');
    expect([...t.querySelectorAll('.marker .visually-hidden')].map((m) => m.textContent!.trim())).to.deep.equal([
      '2 Injuries',
      'praying, 1 of 2',
    ]);
    expect(t.querySelector('[part~="holds"] [part~="hand"]')).to.exist;
    expect(token(el, 'grub').querySelector('.state')!.textContent).to.equal('dead');
    expect(token(el, 'grub').querySelector('.figure')).to.exist;
  });

  it('fills its bar by a transform, from the bottom of its range (Life below 0)', async () => {
    const el = await stage();
    expect(fill(el, 'ada').getAttribute('transform')).to.equal('scale(0.8 1)');
    expect(fill(el, 'grub').getAttribute('transform')).to.equal('scale(0 1)');
    expect(barFraction({ label: 'Life', value: 0, max: 2, min: -3 })).to.equal(0.6);
    expect(initialsOf('Grub the Goblin')).to.equal('GG');
  });

  it('drains the bar from what it showed, and a key lands it at once', async () => {
    const el = await stage();
    await change(el, { ...ada, bar: { label: 'Vitality', value: 3, max: 10 } });
    const [a] = fill(el, 'ada').getAnimations();
    expect(a, 'the bar drains').to.exist;
    const frames = (a!.effect as KeyframeEffect).getKeyframes().map((f) => f.transform);
    expect(frames).to.deep.equal(['scaleX(0.8)', 'scaleX(0.3)']);
    expect(fill(el, 'ada').getAttribute('transform')).to.equal('scale(0.3 1)');
    await sendKeys({ press: 'Shift' });
    expect(a!.playState).to.equal('finished');
  });

  it('pops a new mark in', async () => {
    const el = await stage();
    await change(el, { ...ada, markers: [...ada.markers!, { kind: 'status', label: 'held by Grub', icon: 'held' }] });
    const marks = [...token(el, 'ada').querySelectorAll<HTMLElement>('.marker')];
    expect(marks.map((m) => m.getAnimations().length)).to.deep.equal([0, 0, 1]);
    await sendKeys({ press: 'Shift' });
  });

  it('with reduced motion the bar shows its new value at once', async () => {
    await reduceMotion(true);
    try {
      const el = await stage();
      await change(el, { ...ada, bar: { label: 'Vitality', value: 1, max: 10 } });
      expect(fill(el, 'ada').getAnimations()).to.have.length(0);
      expect(fill(el, 'ada').getAttribute('transform')).to.equal('scale(0.1 1)');
      expect(token(el, 'ada').querySelector('.bar')!.classList.contains('low')).to.equal(true);
    } finally {
      await reduceMotion(false);
    }
  });
});
