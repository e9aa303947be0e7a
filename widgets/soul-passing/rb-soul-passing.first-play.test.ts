/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted (and
 * answers each question asked first), until the soul is gathered or has passed on. Every
 * control is finger sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-soul-passing.js';
import type { RbSoulPassing } from './rb-soul-passing.js';

describe('rb-soul-passing: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-soul-passing'));

  it('pressing only the highlighted control reaches the passing roll at press 10, and a prayer gathers the soul at 11', async () => {
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save learn seed="3"></rb-soul-passing>`);
    await settle(el);
    const pressed: string[] = [];
    let questions = 0;
    for (let i = 0; i < 60 && !el.snapshot.hasTag('over'); i++) {
      expect(smallControls(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
      expect(outOfReach(el), `step ${i}: the step bar out of reach`).to.deep.equal([]);
      if (el.teach.pending) {
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
      expect(control!.disabled, `step ${i}: "${control!.textContent!.trim()}" disabled after ${JSON.stringify(pressed)}`).to.equal(false);
      pressed.push(control!.textContent!.replace(/\s+/g, ' ').trim());
      control!.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
    }
    expect(el.snapshot.hasTag('over'), 'the story ends').to.equal(true);
    // Nobody starts within the 20 feet: each moves in and begins a prayer, and the round ends
    // with the defining moment, the lingering soul's roll to pass on; then Ada's prayer ends it.
    const turn = ['Move toward the body', 'Pray (action 1 of 2)', 'End turn'];
    expect(pressed).to.deep.equal([...turn, ...turn, ...turn, 'Roll to pass on (needs 10+)', 'Pray (action 2 of 2)']);
    expect(el.snapshot.context.passingRolls, 'one passing roll, and the soul lingered').to.have.length(1);
    expect(questions, 'the guess asked before the roll').to.equal(1);
    expect(el.snapshot.hasTag('gathered'), 'gathered by the prayer').to.equal(true);
    expect(smallControls(el), 'at the end').to.deep.equal([]);
  });
});
