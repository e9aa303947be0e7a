// The "Embed this" panel as a reader uses it: by keyboard, on a phone, copying a snippet
// and pasting it into a page on another site, where it must play the same table.
import { hostPage, startHost, strictPolicy, watch } from '../embed/hosts.mjs';

const PANEL = '.rb-embed';
const snippetText = (page, kind) => page.locator(`${PANEL} pre[data-snippet="${kind}"]`).textContent();

export const tests = [];

for (const width of [320, 390, 1280]) {
  tests.push({
    name: `the panel fits a ${width} px screen without sideways scrolling`,
    path: '/embedding/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      await page.waitForFunction(() => document.querySelector('.rb-embed [role="tablist"]:not([hidden])'));
      const sizes = await page
        .locator(PANEL)
        .evaluate((el) => ({ panel: el.scrollWidth <= el.clientWidth + 1, page: document.documentElement.scrollWidth <= innerWidth + 1 }));
      assert.deepEqual(sizes, { panel: true, page: true });
    },
  });
}

tests.push({
  name: 'the panel works by keyboard: arrow keys, Home and End move between tabs, Enter on Copy copies the snippet',
  path: '/embedding/',
  async run({ page, context, baseUrl, assert }) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.waitForFunction(() => document.querySelector('.rb-embed [role="tablist"]:not([hidden])'));
    const selected = () => page.locator(`${PANEL} [role="tab"][aria-selected="true"]`).textContent();
    const visible = () => page.locator(`${PANEL} [role="tabpanel"]:not([hidden]) pre`).first().getAttribute('data-snippet');
    await page.locator(`${PANEL} [role="tab"]`).first().focus();
    assert.equal(await selected(), 'Script tag');
    await page.keyboard.press('ArrowRight');
    assert.equal(await selected(), 'Iframe');
    assert.equal(await visible(), 'iframe');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Iframe');
    await page.keyboard.press('End');
    assert.equal(await selected(), 'Link + image');
    await page.keyboard.press('ArrowRight');
    assert.equal(await selected(), 'Script tag', 'the arrow keys wrap around');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    assert.equal(await selected(), 'Script tag');
    // One tab stop for the tab list, then into the panel, then its copy button.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'tabpanel');
    await page.keyboard.press('Tab');
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^Copy the script tag$/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Copied the script tag/.test(document.querySelector('.rb-embed [role="status"]').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await snippetText(page, 'script'));
  },
});

tests.push({
  name: 'the snippets follow the live widget: its seed and every change to its attributes',
  path: '/embedding/',
  async run({ page, assert }) {
    await page.waitForFunction(() => document.querySelector('rb-karma-check')?.record);
    const seed = await page.evaluate(() => document.querySelector('rb-karma-check').record.input.seed);
    assert.match(await snippetText(page, 'script'), new RegExp(`<rb-karma-check seed="${seed}"`));
    assert.match(await snippetText(page, 'iframe'), new RegExp(`/embed/karma-check/\\?seed=${seed}`));
    assert.match(await snippetText(page, 'wiki'), new RegExp(`<div data-rb-widget="karma-check" data-seed="${seed}"`));
    assert.match(await snippetText(page, 'html-link'), /\/embed\/v[\d.]+\/previews\/karma-check\.png/);
    // No page-specific storage key leaks into a snippet.
    assert.doesNotMatch(await snippetText(page, 'script'), /storage-key/);
    await page.evaluate(() => document.querySelector('rb-karma-check').setAttribute('seed', '4242'));
    await page.waitForFunction(() => /seed="4242"/.test(document.querySelector('.rb-embed pre[data-snippet="script"]').textContent));
    assert.match(await snippetText(page, 'iframe'), /\?seed=4242&amp;no-save=/);
  },
});

tests.push({
  name: 'pasted on another site under a strict CSP, the copied script and iframe snippets play the same table',
  path: '/embedding/',
  axe: false,
  async run({ page, baseUrl, assert }) {
    await page.waitForFunction(() => document.querySelector('rb-karma-check')?.record);
    await page.evaluate(() => document.querySelector('rb-karma-check').setAttribute('seed', '777'));
    await page.waitForFunction(() => /seed="777"/.test(document.querySelector('.rb-embed pre[data-snippet="script"]').textContent));
    const script = await snippetText(page, 'script');
    const iframe = await snippetText(page, 'iframe');
    assert.ok(script.startsWith(`<script type="module" src="${baseUrl}/embed/v`), script);
    const host = await startHost();
    try {
      host.setPage('/post.html', { csp: strictPolicy(baseUrl, { frames: true }), html: hostPage('Pasted', `${script}\n${iframe}`) });
      const seen = await watch(page, [baseUrl, host.url]);
      await page.goto(`${host.url}/post.html`);
      await page.waitForFunction(() => document.querySelector('rb-karma-check')?.record);
      assert.equal(await page.evaluate(() => document.querySelector('rb-karma-check').record.input.seed), 777);
      const frame = await (async () => {
        for (let i = 0; i < 100; i++) {
          const f = page.frames().find((x) => x.url().includes('/embed/karma-check/'));
          if (f && (await f.evaluate(() => !!document.querySelector('rb-karma-check')?.record).catch(() => false))) return f;
          await page.waitForTimeout(100);
        }
        throw new Error('the pasted iframe did not start');
      })();
      assert.equal(await frame.evaluate(() => document.querySelector('rb-karma-check').record.input.seed), 777);
      // resize.js came with the iframe snippet: the frame is as tall as its page.
      await page.waitForFunction(() => Number(document.querySelector('iframe').getAttribute('height')) > 200);
      assert.deepEqual(await seen.violations(), []);
      assert.deepEqual(seen.outside, []);
    } finally {
      host.close();
    }
  },
});
