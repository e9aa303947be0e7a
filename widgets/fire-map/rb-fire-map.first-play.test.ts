import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, pressSuggested, root, suggested, until } from '../shared/testing/keys.js';
import { smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';

const loose = (el: RbFireMap) => el.snapshot.context.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0).length;

describe('rb-fire-map: a first play on a phone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('pressing the highlighted move from a fresh map: the fire spreads at press 3 and settles at press 39', async () => {
    sessionStorage.removeItem('rb-learn:rb-fire-map');
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" learn></rb-fire-map>`);
    await el.updateComplete;
    await press(el, 'Odds');
    let presses = 0;
    let spread = 0;
    let asked = 0;
    while (suggested(el) !== null && presses < 60) {
      expect(smallControls(el), `every control at press ${presses}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar out of reach at press ${presses}`).to.deep.equal([]);
      expect(suggested(el)!.classList.contains('primary'), 'the step bar highlights the suggested move').to.equal(true);
      expect(suggested(el)!.textContent!.trim()).to.equal(`Play round ${presses + 1} of the fire`);
      const step = el.record.step;
      await pressSuggested(el);
      presses++;
      await until(el, () => el.teach.pending !== undefined || el.record.step > step, 'the round, or a question first');
      if (el.teach.pending) {
        asked++;
        expect(root(el).textContent, 'no percentage while a guess is awaited').not.to.contain('%');
        const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] .choices button')!;
        await press(el, guess.textContent!.trim());
        await until(el, () => el.record.step > step, 'the round after the guess');
      }
      if (!spread && loose(el) > 1) spread = presses;
    }
    expect([spread, presses]).to.deep.equal([3, 39]);
    expect(asked, 'questions asked along the way').to.be.greaterThan(0);
    expect(el.snapshot.hasTag('settled')).to.equal(true);
    expect(root(el).querySelector('[part~="step-bar"]')!.textContent).to.contain('Play again');
    expect(smallControls(el)).to.deep.equal([]);
  });
});
