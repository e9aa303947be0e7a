/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the shot is worked out. Every control is finger
 * sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

describe('rb-aiming: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-aiming'));

  it('pressing only the highlighted control aims three rounds, then fires a shot that hits: 4 presses', async () => {
    const el = await fixture<RbAiming>(html`<rb-aiming no-save seed="3" learn></rb-aiming>`);
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
    expect(el.snapshot.hasTag('resolved'), 'the shot is worked out').to.equal(true);
    expect(pressed).to.deep.equal(['Aim (deal a card)', 'Aim (deal a card)', 'Aim (deal a card)', 'Fire with the best card (+9)']);
    expect(questions, 'three questions on the way, each answered first').to.equal(3);
    // The defining moment: the aimed shot hits.
    expect(el.snapshot.context.shot!.result!.outcome.kind).to.equal('hit');
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('a hit for 5 damage');
    expect(smallControls(el), 'at the end').to.deep.equal([]);
  });
});
