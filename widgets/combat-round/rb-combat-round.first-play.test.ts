import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { press, pressSuggested, root, suggested, until } from '../shared/testing/keys.js';
import { smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-combat-round.js';
import type { RbCombatRound } from './rb-combat-round.js';

describe('rb-combat-round: a first play on a phone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('pressing the highlighted move from a fresh table: an Injury at press 15, downtime at 25, everyone rested at 33', async () => {
    sessionStorage.removeItem('rb-learn:rb-combat-round');
    const el = await fixture<RbCombatRound>(html`<rb-combat-round no-save seed="1" learn></rb-combat-round>`);
    await el.updateComplete;
    await press(el, 'Odds');
    let presses = 0;
    let injury = 0;
    let downtime = 0;
    let asked = 0;
    while (!el.snapshot.hasTag('over') && presses < 60) {
      expect(smallControls(el), `every control at press ${presses}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar out of reach at press ${presses}`).to.deep.equal([]);
      expect(suggested(el)!.classList.contains('primary'), 'the step bar highlights the suggested move').to.equal(true);
      // The same move is the one highlighted control among the step's own choices.
      expect(root(el).querySelectorAll('[part~="choices"] button.primary').length, `one highlighted choice at press ${presses}`).to.equal(
        1,
      );
      const step = el.record.step;
      await pressSuggested(el);
      presses++;
      await until(el, () => el.teach.pending !== undefined || el.record.step > step, 'the step, or a question first');
      if (el.teach.pending) {
        asked++;
        expect(root(el).textContent, 'no percentage while a guess is awaited').not.to.contain('%');
        const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] .choices button')!;
        await press(el, guess.textContent!.trim());
        await until(el, () => el.record.step > step, 'the step after the guess');
      }
      if (!injury && el.snapshot.context.fighters.some((f) => f.kind === 'pc' && f.injuries > 0)) injury = presses;
      if (!downtime && el.snapshot.hasTag('downtime')) downtime = presses;
    }
    expect([injury, downtime, presses]).to.deep.equal([15, 25, 33]);
    expect(asked, 'questions asked along the way').to.be.greaterThan(0);
    expect(el.snapshot.hasTag('rested')).to.equal(true);
    expect(root(el).textContent).to.contain('1 day of rest');
    expect(smallControls(el)).to.deep.equal([]);
  });

  it('shows no chance on the roll button unless Odds is on', async () => {
    const el = await fixture<RbCombatRound>(html`<rb-combat-round no-save seed="1"></rb-combat-round>`);
    await pressSuggested(el);
    const roll = root(el).querySelector<HTMLButtonElement>('[part~="choices"] button.primary')!;
    expect(roll.textContent!.trim()).to.equal('Roll the d6');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).not.to.contain('%');
    await press(el, 'Odds');
    expect(root(el).querySelector<HTMLButtonElement>('[part~="choices"] button.primary')!.textContent).to.contain('%');
  });
});
