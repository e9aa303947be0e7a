/**
 * What a glossary word costs a widget's first paint: nothing but the word. Its element is a
 * chunk of its own, imported the first time a widget draws a term (this file runs in a page
 * of its own, so nothing else has defined it yet).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { settle } from './testing/keys.js';
import type { RbDemoCoin } from './testing/demo-coin.js';
import './testing/demo-coin.js';

describe('a glossary word, loaded on demand', () => {
  it('is not defined by loading a widget, only once the widget draws a term; until then it reads as its word', async () => {
    expect(customElements.get('rb-term'), 'importing the widget defines no term element').to.equal(undefined);
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin no-save seed="2"></rb-demo-coin>`);
    await settle(el);
    const term = el.shadowRoot!.querySelector('rb-term')!;
    expect(term.textContent).to.equal('pool');
    await customElements.whenDefined('rb-term');
    expect(term.shadowRoot!.querySelector('button')!.textContent).to.equal('');
    const slot = term.shadowRoot!.querySelector('slot')!;
    expect(
      slot
        .assignedNodes()
        .map((n) => n.textContent)
        .join(''),
    ).to.equal('pool');
  });
});
