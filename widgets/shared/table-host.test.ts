import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { encodeRecord } from './persist.js';
import { RbDemoCoin } from './testing/demo-coin.js';

void RbDemoCoin;

describe('a share link', () => {
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem('rb:shared-coin');
  });

  it('opens the page at its widget, focused, at the shared step', async () => {
    const record = {
      format: 'coin/1',
      input: { seed: 9 },
      events: [{ type: 'die.rolled' }, { type: 'die.rolled' }, { type: 'die.rolled' }],
      step: 2,
    };
    history.replaceState(null, '', `#shared-coin=${encodeRecord(record)}`);
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <div class="spacer">Text above the widget</div>
        <rb-demo-coin storage-key="shared-coin" seed="1"></rb-demo-coin>
      </div>`,
    );
    (page.querySelector('.spacer') as HTMLElement).style.height = '3000px';
    const el = page.querySelector('rb-demo-coin') as RbDemoCoin;
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(el.record.step).to.equal(2);
    expect(el.snapshot.context.rolls).to.have.length(2);
    // In view (as high as the page can scroll it), where it was 3,000 px down.
    const top = el.getBoundingClientRect().top;
    expect(top).to.be.within(-1, innerHeight - 50);
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('[part~="base"]'));
    // From there the keyboard steps on through the shared story.
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.context.rolls).to.have.length(3);
  });

  it('leaves a widget opened without a link where it is, unfocused', async () => {
    scrollTo(0, 0);
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <div class="spacer">Text above the widget</div>
        <rb-demo-coin storage-key="shared-coin" seed="1"></rb-demo-coin>
      </div>`,
    );
    (page.querySelector('.spacer') as HTMLElement).style.height = '3000px';
    const el = page.querySelector('rb-demo-coin') as RbDemoCoin;
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(el.getBoundingClientRect().top).to.be.greaterThan(innerHeight);
    expect(el.shadowRoot!.activeElement).to.equal(null);
  });
});
