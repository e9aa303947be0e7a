/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the hand is over. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';

/** Over: the step bar offers the ways on instead of a move. */
const over = (el: RbInitiativeDeal) => root(el).querySelector('[part~="finish"]') !== null;

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
        expect(smallControls(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
        expect(outOfReach(el), `step ${i}: the step bar out of reach`).to.deep.equal([]);
        if (el.teach.pending) {
          // A guess is awaited: nothing anywhere answers it with a number.
          expect(everythingSaid(el), `step ${i}: a chance shown while a guess is awaited`).to.not.contain('%');
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
      expect(smallControls(el), 'at the end').to.deep.equal([]);
      expect(root(el).querySelectorAll('[part~="finish"]').length, 'the ways on').to.equal(3);
    });
  }
});
