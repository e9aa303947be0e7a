import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, pressSuggested, root, settle, suggested, until } from '../shared/testing/keys.js';
import { highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-multiple-opponents.js';
import type { RbMultipleOpponents } from './rb-multiple-opponents.js';

describe('rb-multiple-opponents: a first play on a phone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('pressing the highlighted move from a fresh table: two parries in one register at press 4, every foe out in 35', async () => {
    sessionStorage.removeItem('rb-learn:rb-multiple-opponents');
    const el = await fixture<RbMultipleOpponents>(html`<rb-multiple-opponents no-save seed="229" learn></rb-multiple-opponents>`);
    await settle(el);
    await press(el, 'Odds');
    let presses = 0;
    let twoParries = 0;
    const asked: string[] = [];
    while (!el.snapshot.hasTag('over') && presses < 60) {
      expect(smallControls(el), `every control at press ${presses}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar out of reach at press ${presses}`).to.deep.equal([]);
      const move = suggested(el)!;
      expect(move.classList.contains('primary'), 'the step bar highlights the suggested move').to.equal(true);
      // The stage highlights the same move: one control, saying what the step bar says.
      const lit = highlighted(el).filter((b) => !b.closest('[part~="step-bar"]'));
      expect(lit.length, `one highlighted control at press ${presses}`).to.equal(1);
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
      if (!twoParries && el.snapshot.context.registers.some((r) => r.lone.filter((c) => c.maneuver.startsWith('parry')).length >= 2))
        twoParries = presses;
    }
    expect(twoParries, 'two parries in one register').to.equal(4);
    expect(presses, 'to the end').to.equal(35);
    expect(asked.length, 'questions asked along the way').to.be.greaterThan(0);
    expect(el.snapshot.context.ended).to.deep.equal({ how: 'foes-out' });
    expect(smallControls(el)).to.deep.equal([]);
    expect(root(el).querySelector('[part~="step-bar"]')!.textContent).to.contain('Play again');
  });
});
