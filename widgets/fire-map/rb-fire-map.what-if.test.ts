import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';

const outcomes = (el: RbFireMap) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];

describe('rb-fire-map: What if', () => {
  it('shows the next round and putting the fire out side by side, and adopting the second changes the story', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1"></rb-fire-map>`);
    expect(el.whatIf.module.loaded).to.equal(false);
    await press(el, 'What if');
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('true');
    await until(el, () => outcomes(el).length === 2, 'the branches');
    const labels = outcomes(el).map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels[0]).to.equal('Main line Play round 1 of the fire');
    expect(labels[1]).to.match(/^The GM puts out the fire in /);
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.below(1);
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[0]!.type).to.equal('area.edited');
    expect(el.snapshot.hasTag('settled')).to.equal(true);
    expect(el.snapshot.context.map.areas.every((a) => a.fireLevel === null || a.fireLevel < 0)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
