import { expect, fixture, html } from '@open-wc/testing';
import './rb-attack-roll.js';
import type { RbAttackRoll } from './rb-attack-roll.js';
describe('zz', () => {
  it('renders', async () => {
    const el = await fixture<RbAttackRoll>(html`<rb-attack-roll no-save seed="7"></rb-attack-roll>`);
    console.log('rendered', el.shadowRoot!.textContent!.slice(0, 80));
    expect(el).to.exist;
  });
});
