/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the check is resolved. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

describe('rb-karma-check: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-karma-check'));

  it('pressing only the highlighted control resolves the check in 4 presses: a failing −1 jack hit, a joker, the GM’s good row', async () => {
    const el = await fixture<RbKarmaCheck>(html`<rb-karma-check no-save seed="14" learn></rb-karma-check>`);
    await settle(el);
    const pressed: string[] = [];
    let questions = 0;
    for (let i = 0; i < 12 && !el.snapshot.hasTag('resolved'); i++) {
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
    expect(el.snapshot.hasTag('resolved'), 'the check is resolved').to.equal(true);
    expect(pressed.map((p) => p.split(' ')[0])).to.deep.equal(['Draw', 'J♥', 'Hit', 'Give']);
    expect(pressed).to.have.length(4);
    expect(questions, 'asked before the draw and before the hit').to.equal(2);
    // The defining moment: the joker the hit drew goes to the GM, whose row is the total.
    expect(el.snapshot.context.sides[0]!.verdict).to.deep.equal({ total: 5 });
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('Success');
    expect(smallControls(el), 'at the end').to.deep.equal([]);
  });
});
