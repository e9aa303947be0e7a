/**
 * A first play on a phone: a fresh default table, the learner presses whatever is highlighted
 * (and answers each question asked first), until the fight is over. Every control is finger
 * sized at every step, no chance shows while a guess is awaited, and the defining moment (a hit
 * whose damage gets through the defense) comes early.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-pool-fight.js';
import type { RbPoolFight } from './rb-pool-fight.js';

describe('rb-pool-fight: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-pool-fight'));

  it('pressing only the highlighted control: the first wound at press 8, the party wins in round 2 at press 34', async () => {
    const el = await fixture<RbPoolFight>(html`<rb-pool-fight no-save seed="1" learn></rb-pool-fight>`);
    await settle(el);
    const pressed: string[] = [];
    let questions = 0;
    let wounded = 0;
    // In learner mode a roll waits for the guess: the press that asked for it is the one counted.
    const woundedYet = () => {
      if (!wounded && el.snapshot.context.tally.taken.some((t) => t > 0)) wounded = pressed.length;
    };
    for (let i = 0; i < 120 && !el.snapshot.hasTag('over'); i++) {
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
        woundedYet();
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
      woundedYet();
    }
    expect(el.snapshot.hasTag('over'), 'the fight is over').to.equal(true);
    expect(pressed.slice(0, 8)).to.deep.equal([
      'Roll for it (1d6 each)',
      'Close in',
      'Attack Jory (adjacent)',
      'Roll to hit',
      "End the foes' turn",
      'Attack Bandit (adjacent)',
      'Roll to hit',
      'Roll damage',
    ]);
    // The defining moment: Mara's d10 gets through the bandit's d6 defense.
    expect(wounded, 'the first wound').to.equal(8);
    expect(pressed, 'presses to the end').to.have.length(34);
    expect(questions, 'a question before the rolls, each answered first').to.be.greaterThan(0);
    expect(root(el).textContent).to.contain('The party won in round 2');
    expect(smallControls(el), 'at the end').to.deep.equal([]);
  });
});
