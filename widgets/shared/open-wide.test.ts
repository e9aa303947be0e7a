import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../soul-passing/rb-soul-passing.js';
import type { RbSoulPassing } from '../soul-passing/rb-soul-passing.js';
import { button, press, root, settle } from './testing/keys.js';
import { reduceMotion } from './testing/stage-host.js';

/** A page with a 36rem text column, off centre (a sidebar on its left), like the rulebook's. */
async function page() {
  const wrap = await fixture<HTMLElement>(
    html`<div class="page" style="display: flex">
      <nav style="flex: 0 0 18rem">Sidebar</nav>
      <main style="inline-size: 36rem">
        <p>Text before the widget.</p>
        <rb-soul-passing no-save seed="3" vitality="7" liberi="Ada 5ft, Bram 25ft"></rb-soul-passing>
        <p>Text after it.</p>
      </main>
    </div>`,
  );
  const el = wrap.querySelector('rb-soul-passing') as RbSoulPassing;
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
  await settle(el);
  return el;
}

describe('Open wide', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('opens a widget out of its column to the viewport, in place, with its table untouched, and back', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await page();
    await press(el, 'Pray');
    const before = el.record;
    const column = el.getBoundingClientRect();
    await press(el, 'Open wide');
    const wide = el.getBoundingClientRect();
    expect(el.classList.contains('rb-wide')).to.equal(true);
    expect(button(el, 'Open wide').getAttribute('aria-pressed')).to.equal('true');
    expect(Math.round(wide.left)).to.equal(16);
    expect(Math.round(wide.width)).to.equal(1280 - 32);
    expect(Math.round(wide.top), 'same place in the page').to.equal(Math.round(column.top));
    expect(el.record).to.deep.equal(before);
    expect(root(el).activeElement === button(el, 'Open wide'), 'the focus stays on the toggle').to.equal(true);
    await expect(el).to.be.accessible();
    // Escape puts it back.
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(el.classList.contains('rb-wide')).to.equal(false);
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(Math.round(column.width));
    expect(el.style.getPropertyValue('--rb-wide-size')).to.equal('');
  });

  it("holds against a host page's own margin and width rules, and goes back to the column to print", async () => {
    await setViewport({ width: 1280, height: 800 });
    // A wiki's or blog theme's rules for its content outrank a widget's :host styles.
    const sheet = document.createElement('style');
    sheet.textContent = 'main > * { margin: 0 !important; max-inline-size: 100% !important; inline-size: auto !important; }';
    document.head.append(sheet);
    try {
      const el = await page();
      const column = el.getBoundingClientRect();
      await press(el, 'Open wide');
      const wide = el.getBoundingClientRect();
      expect(Math.round(wide.left)).to.equal(16);
      expect(Math.round(wide.width)).to.equal(1280 - 32);
      dispatchEvent(new Event('beforeprint'));
      expect(Math.round(el.getBoundingClientRect().width), 'in the column on paper').to.equal(Math.round(column.width));
      dispatchEvent(new Event('afterprint'));
      await new Promise((r) => requestAnimationFrame(r));
      expect(Math.round(el.getBoundingClientRect().left), 'wide again after printing').to.equal(16);
    } finally {
      sheet.remove();
    }
  });

  it('follows the window while wide', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await page();
    await press(el, 'Open wide');
    await setViewport({ width: 1100, height: 800 });
    await new Promise((r) => setTimeout(r, 50));
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(1100 - 32);
    expect(Math.round(el.getBoundingClientRect().left)).to.equal(16);
  });

  it('is not offered where it would give no room (a phone)', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await fixture<RbSoulPassing>(html`<rb-soul-passing no-save seed="3"></rb-soul-passing>`);
    await new Promise((r) => requestAnimationFrame(r));
    await settle(el);
    expect([...root(el).querySelectorAll('button')].some((b) => b.textContent!.includes('Open wide'))).to.equal(false);
  });

  it('with reduced motion opens at once, nothing animating', async () => {
    await reduceMotion(true);
    try {
      await setViewport({ width: 1280, height: 800 });
      const el = await page();
      await press(el, 'Open wide');
      expect(el.classList.contains('rb-wide')).to.equal(true);
      expect(el.getAnimations({ subtree: true }).length).to.equal(0);
    } finally {
      await reduceMotion(false);
    }
  });
});
