import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, pressSuggested, root, settle, until } from '../shared/testing/keys.js';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';

/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
async function accessible(el: RbRegisterDuel) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

async function table(mode = 'gm') {
  const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save seed="1" mode=${mode}></rb-register-duel>`);
  await el.updateComplete;
  return el;
}
const panel = (el: RbRegisterDuel) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbRegisterDuel) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];

describe('rb-register-duel: What if', () => {
  it('shows the best card and the weakest side by side, and adopting the weakest changes the story', async () => {
    const el = await table();
    await pressSuggested(el); // the initiative
    await pressSuggested(el); // the hands
    expect(el.whatIf.module.loaded).to.equal(false);
    await press(el, 'What if');
    await until(el, () => outcomes(el).length >= 2, 'the branches');
    const labels = outcomes(el).map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels.length).to.be.at.least(2);
    expect(labels[0]).to.match(/^Main line Devon: attack with the 7♠, worth \+7$/);
    expect(labels[1]).to.match(/^Devon: attack with the .*, worth −/);
    // Side by side on a wide screen: the first two branches share a row.
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top)).to.be.below(1);
    expect(b!.left).to.be.above(a!.left);
    const before = el.record.events.length;
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events.length).to.be.above(before);
    const laid = el.record.events[before]!;
    expect(laid.type === 'maneuver.declared' && laid.card !== '7s', 'the weaker card is laid').to.equal(true);
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    await accessible(el);
  });

  it('is held back where a hand is hidden: hot-seat and against the computer', async () => {
    const el = await table('hot-seat');
    await pressSuggested(el);
    await settle(el);
    expect(button(el, 'What if').getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'What if');
    expect(panel(el) === null, 'nothing opens').to.equal(true);
  });
});
