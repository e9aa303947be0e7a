/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the hand is over. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';

/** The stage's highlighted control: the move a learner should press. */
const highlighted = (el: RbInitiativeDeal) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.stage button.primary')].filter((b) => b.checkVisibility());

/** Every control a finger may aim at that is drawn now, smaller than 44 × 44 px. */
function small(el: RbInitiativeDeal): string[] {
  const controls = [
    ...root(el).querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]):not([type="radio"]), summary'),
  ].filter((c) => c.checkVisibility());
  const boxes = [...root(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
    .filter((b) => b.checkVisibility())
    .map((b) => b.closest('label')!);
  return [...controls, ...boxes]
    .map((c) => [c, c.getBoundingClientRect()] as const)
    .filter(([, r]) => r.width < 43.99 || r.height < 43.99)
    .map(
      ([c, r]) => `${c.localName} "${(c.getAttribute('aria-label') ?? c.textContent ?? '').trim().slice(0, 30)}" ${r.width}×${r.height}`,
    );
}

/** Over: the step bar offers the ways on instead of a move. */
const over = (el: RbInitiativeDeal) => root(el).querySelector('[part~="finish"]') !== null;

/** Every piece of text a reader could see or hear: the text, the names and the tooltips. */
function everything(el: RbInitiativeDeal): string {
  const attributes = [...root(el).querySelectorAll('[aria-label], [title]')].map(
    (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`,
  );
  return `${[...root(el).children].map((c) => c.textContent).join(' ')} ${attributes.join(' ')}`;
}

describe('rb-initiative-deal: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-initiative-deal'));

  for (const [mode, attributes, presses] of [
    ['every hand shown (the LM’s view)', 'show-hands', 45],
    ['hot seat: each hand opened by its own highlighted Show hand', '', 60],
  ] as const) {
    it(`pressing only the highlighted control turns up the first order in 5 moves, and ends the hand, ${mode}`, async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.innerHTML = `<rb-initiative-deal no-save seed="1" learn ${attributes}></rb-initiative-deal>`;
      const el = host.querySelector('rb-initiative-deal') as RbInitiativeDeal;
      await settle(el);
      let firstOrder = -1;
      const pressed: string[] = [];
      let questions = 0;
      for (let i = 0; i < 120 && !over(el); i++) {
        if (firstOrder < 0 && el.snapshot.context.order.length > 0) firstOrder = pressed.length;
        expect(small(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
        if (el.teach.pending) {
          // A guess is awaited: nothing anywhere answers it with a number.
          expect(everything(el), `step ${i}: a chance shown while a guess is awaited`).to.not.contain('%');
          const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] button')!;
          guess.focus();
          await sendKeys({ press: 'Enter' });
          await settle(el);
          questions++;
          continue;
        }
        const [control, ...others] = highlighted(el);
        expect(others, `step ${i}: one highlighted control`).to.have.length(0);
        expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
        expect(control!.disabled).to.equal(false);
        pressed.push(control!.textContent!.replace(/\s+/g, ' ').trim());
        control!.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el);
      }
      expect(over(el), 'the hand is over').to.equal(true);
      // The defining moment: the first round's cards turned up give the turn order.
      expect(firstOrder, 'presses to the first order turned up').to.equal(presses === 45 ? 5 : 8);
      expect(pressed, 'presses to the end of the hand').to.have.length(presses);
      expect(questions, 'a question at each of the five reveals').to.equal(5);
      expect(small(el), 'at the end').to.deep.equal([]);
      expect(root(el).querySelectorAll('[part~="finish"]').length, 'the ways on').to.equal(3);
    });
  }
});
