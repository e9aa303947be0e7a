import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, pressSuggested, root, settle, until } from '../shared/testing/keys.js';
import './rb-multiple-opponents.js';
import type { RbMultipleOpponents } from './rb-multiple-opponents.js';

const panel = (el: RbMultipleOpponents) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbMultipleOpponents) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];

describe('rb-multiple-opponents: What if', () => {
  it('shows holding the initiative over each foe he beat side by side, and adopting the other changes the story', async () => {
    // Devon +5 beats Ash's +2 and Brand's +3: he names the foe he holds the initiative over.
    const el = await fixture<RbMultipleOpponents>(
      html`<rb-multiple-opponents no-save seed="3" lone-stack="5s 2h 9s 8s 10s" foe-stack="2s 3s 4s 5s"></rb-multiple-opponents>`,
    );
    await el.updateComplete;
    await pressSuggested(el);
    expect(el.snapshot.hasTag('naming a foe')).to.equal(true);
    expect(el.whatIf.module.loaded).to.equal(false);
    await press(el, 'What if');
    await until(el, () => outcomes(el).length >= 2, 'the branches');
    const labels = outcomes(el).map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).to.deep.equal(['Main line Hold it over Ash', 'Hold it over Brand']);
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top)).to.be.below(1);
    expect(b!.left).to.be.above(a!.left);
    const before = el.record.events.length;
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[before]).to.deep.equal({ type: 'initiative.named', foe: 1 });
    expect(el.snapshot.context.holders[1]).to.equal('lone');
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
  });

  it('is held back while a card lies face down', async () => {
    const el = await fixture<RbMultipleOpponents>(html`<rb-multiple-opponents no-save seed="229"></rb-multiple-opponents>`);
    await el.updateComplete;
    await pressSuggested(el);
    await pressSuggested(el);
    expect(el.snapshot.hasTag('declaring')).to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'What if');
    expect(panel(el) === null, 'nothing opens').to.equal(true);
  });
});
