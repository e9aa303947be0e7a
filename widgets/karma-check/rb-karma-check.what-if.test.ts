import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
async function accessible(el: RbKarmaCheck) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

const panel = (el: RbKarmaCheck) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbKarmaCheck) => [...root(el).querySelectorAll<HTMLElement>('[part~="what-if"] [part~="outcome"]')];
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();

/** Seed 14 draws −3, −1 (a jack) and −4. */
async function drawn() {
  const el = await fixture<RbKarmaCheck>(html`<rb-karma-check no-save seed="14"></rb-karma-check>`);
  await settle(el);
  await press(el, 'Draw the cards');
  return el;
}

describe('rb-karma-check: What if', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('loads nothing until opened, and has nothing to compare before the draw', async () => {
    const el = await fixture<RbKarmaCheck>(html`<rb-karma-check no-save seed="14"></rb-karma-check>`);
    await settle(el);
    expect(el.whatIf.module.loaded).to.equal(false);
    expect(button(el, 'What if').getAttribute('aria-disabled')).to.equal('true');
    expect(panel(el) === null, 'no panel').to.equal(true);
  });

  it('shows each card side by side with where it leads, the highest natural card the main line', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await drawn();
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 3, 'the three branches');
    const labels = outcomes(el).map((o) => text(o.querySelector('.outcome-move')!));
    expect(labels).to.deep.equal([
      'Main line Play the jack of hearts (−1, a hit card)',
      'Play the 3 of hearts (−3)',
      'Play the 4 of diamonds (−4)',
    ]);
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.below(1);
    expect(text(outcomes(el)[0]!)).to.contain('Ends: Player: success (5 is above 0), chart row +5, good');
    expect(text(outcomes(el)[1]!)).to.contain('Ends: Player: failure (−3 is not above 0)');
    await accessible(el);
  });

  it('adopting a branch by keyboard makes it the story: the −3 is played and the check fails; Back undoes it', async () => {
    const el = await drawn();
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 3, 'the branches');
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    expect(adopt.getAttribute('aria-label')).to.equal('Adopt this branch: Play the 3 of hearts (−3)');
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events.slice(1)).to.deep.equal([{ type: 'card.chosen', side: 0, drawer: 0, card: '3h' }]);
    expect(el.snapshot.hasTag('resolved')).to.equal(true);
    expect(text(root(el).querySelector('.check-outcome')!)).to.contain('Failure');
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    await press(el, 'Back');
    expect(el.snapshot.hasTag('choosing')).to.equal(true);
  });
});
