import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import './rb-combat-round.js';
import type { RbCombatRound } from './rb-combat-round.js';

const outcomes = (el: RbCombatRound) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];

describe('rb-combat-round: What if', () => {
  it('shows the suggested attack and the other moves side by side, and adopting one changes the story', async () => {
    const el = await fixture<RbCombatRound>(html`<rb-combat-round no-save seed="1"></rb-combat-round>`);
    expect(el.whatIf.module.loaded).to.equal(false);
    await press(el, 'What if');
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('true');
    await until(el, () => outcomes(el).length >= 2, 'the branches');
    const labels = outcomes(el).map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels[0]).to.equal('Main line Melee attack on Snag');
    expect(labels).to.include('End turn');
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.below(1);
    const endTurn = outcomes(el).find((o) => o.querySelector('.outcome-move')!.textContent!.includes('End turn'))!;
    const adopt = endTurn.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[0]).to.deep.equal({ type: 'turn.ended' });
    expect(el.snapshot.context.turnOf).to.not.equal('bran');
    expect(root(el).querySelector('[part~="what-if"]') === null, 'the panel closes').to.equal(true);
    await expect(el).to.be.accessible();
  });
});
