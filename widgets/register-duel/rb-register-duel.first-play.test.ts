import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, pressSuggested, root, settle, suggested, until } from '../shared/testing/keys.js';
import { smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';

describe('rb-register-duel: a first play on a phone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('pressing the highlighted move from a fresh table: the first card wins a wound in 9 presses, the fight ends in 11', async () => {
    sessionStorage.removeItem('rb-learn:rb-register-duel');
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save seed="1" learn></rb-register-duel>`);
    await settle(el);
    // The odds on too: while a guess is awaited, no number that answers it is shown all the same.
    await press(el, 'Odds');
    let presses = 0;
    let wounded = 0;
    const asked: string[] = [];
    while (!el.snapshot.hasTag('over') && presses < 40) {
      expect(smallControls(el), `every control at press ${presses}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar out of reach at press ${presses}`).to.deep.equal([]);
      const move = suggested(el)!;
      expect(move.classList.contains('primary'), 'the step bar highlights the suggested move').to.equal(true);
      const step = el.record.step;
      await pressSuggested(el);
      presses++;
      await until(el, () => el.teach.pending !== undefined || el.record.step > step, 'the step, or a question first');
      if (el.teach.pending) {
        asked.push(el.teach.pending.prediction.question);
        expect(root(el).textContent, 'no percentage while a guess is awaited').not.to.contain('%');
        expect(smallControls(el), 'the question’s controls').to.deep.equal([]);
        const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] .choices button')!;
        guess.focus();
        await press(el, guess.textContent!.trim());
        await until(el, () => el.record.step > step, 'the step after the guess');
      }
      if (!wounded && el.snapshot.context.damage.some((d) => d > 0)) wounded = presses;
    }
    expect(wounded, 'the wound').to.equal(9);
    expect(presses, 'to the end').to.equal(11);
    expect(asked.length, 'questions asked along the way').to.be.greaterThan(0);
    expect(el.snapshot.context.ended).to.deep.equal({ how: 'out', side: 1 });
    // Never a dead end: the bar offers the ways on, each a finger's size.
    expect(smallControls(el)).to.deep.equal([]);
    expect(root(el).querySelector('[part~="step-bar"]')!.textContent).to.contain('Play again');
  });

  it('says "draw another card", with the card\'s worth, where the book says "hit"', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save seed="2008" a-stack="2s 3h Ks 2h 10s" b-stack="4h Jh 5s"></rb-register-duel>`,
    );
    for (let i = 0; i < 20 && !el.snapshot.hasTag('deciding'); i++) await pressSuggested(el);
    const controls = root(el).querySelector('[part~="controls"]')!;
    const labels = [...controls.querySelectorAll('button')].map((b) => [b.textContent!.trim(), b.classList.contains('primary')]);
    expect(labels).to.deep.equal([
      ['Devon: draw another card onto the +3', false],
      ['Devon: keep the card at +3', true],
    ]);
  });
});
