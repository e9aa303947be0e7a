// The "Embed this" panel as a reader uses it: by keyboard, on a phone, copying a snippet
// and pasting it into a page on another site, where it must play the same table.
import type { Page } from '@playwright/test';
import { hostPage, startHost, strictPolicy, watch } from '../embed/hosts.mjs';
import { expect, test } from './fixtures.js';

const PANEL = '.rb-embed';
const snippet = (page: Page, kind: string) => page.locator(`${PANEL} pre[data-snippet="${kind}"]`);
const snippetText = async (page: Page, kind: string) => (await snippet(page, kind).textContent()) ?? '';
/** The karma check on the page, its table open (the panel's snippets follow its record). */
const karmaCheck = async (page: Page) => {
  await page.waitForFunction(() => (document.querySelector('rb-karma-check') as { record?: unknown } | null)?.record);
};
const seedOf = (page: Page) =>
  page.evaluate(() => (document.querySelector('rb-karma-check') as unknown as { record: { input: { seed: number } } }).record.input.seed);

test.describe('the embed panel', () => {
  for (const width of [320, 390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`the panel fits a ${width} px screen without sideways scrolling`, async ({ page }) => {
        await page.goto('/embedding/');
        await expect(page.locator(`${PANEL} [role="tablist"]:not([hidden])`)).toBeAttached();
        await expect
          .poll(() =>
            page.locator(PANEL).evaluate((el) => ({
              panel: el.scrollWidth <= el.clientWidth + 1,
              page: document.documentElement.scrollWidth <= innerWidth + 1,
            })),
          )
          .toEqual({ panel: true, page: true });
      });
    });
  }

  test('the panel works by keyboard: arrow keys, Home and End move between tabs, Enter on Copy copies the snippet', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/embedding/');
    await expect(page.locator(`${PANEL} [role="tablist"]:not([hidden])`)).toBeAttached();
    const selected = page.locator(`${PANEL} [role="tab"][aria-selected="true"]`);
    const visible = page.locator(`${PANEL} [role="tabpanel"]:not([hidden]) pre`).first();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.locator(`${PANEL} [role="tab"]`).first().focus();
    await expect(selected).toHaveText('Script tag');
    await page.keyboard.press('ArrowRight');
    await expect(selected).toHaveText('Iframe');
    await expect(visible).toHaveAttribute('data-snippet', 'iframe');
    await expect.poll(focused).toBe('Iframe');
    await page.keyboard.press('End');
    await expect(selected).toHaveText('Link + image');
    await page.keyboard.press('ArrowRight');
    await expect(selected, 'the arrow keys wrap around').toHaveText('Script tag');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(selected).toHaveText('Script tag');
    // One tab stop for the tab list, then the panel's snippet (it scrolls sideways), then its copy button.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-snippet'))).toBe('script');
    const scrolled = await page.evaluate(() => {
      const pre = document.activeElement as HTMLElement;
      const before = pre.scrollLeft;
      return { wide: pre.scrollWidth > pre.clientWidth, before };
    });
    expect(scrolled.wide, 'the script tag is wider than its box').toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).scrollLeft), { message: 'the arrow keys scroll the snippet' })
      .toBeGreaterThan(scrolled.before);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Copy the script tag$/);
    await page.keyboard.press('Enter');
    await expect(page.locator(`${PANEL} [role="status"]`)).toContainText(/Copied the script tag/);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await snippetText(page, 'script'));
  });

  test('the snippets follow the live widget: its seed and every change to its attributes', async ({ page }) => {
    await page.goto('/embedding/');
    await karmaCheck(page);
    const seed = await seedOf(page);
    await expect(snippet(page, 'script')).toContainText(new RegExp(`<rb-karma-check seed="${seed}"`));
    await expect(snippet(page, 'iframe')).toContainText(new RegExp(`/embed/karma-check/\\?seed=${seed}`));
    await expect(snippet(page, 'wiki')).toContainText(new RegExp(`<div data-rb-widget="karma-check" data-seed="${seed}"`));
    await expect(snippet(page, 'html-link')).toContainText(/\/embed\/v[\d.]+\/previews\/karma-check\.png/);
    // No page-specific storage key leaks into a snippet.
    await expect(snippet(page, 'script')).not.toContainText(/storage-key/);
    await page.evaluate(() => document.querySelector('rb-karma-check')?.setAttribute('seed', '4242'));
    await expect(snippet(page, 'script')).toContainText(/seed="4242"/);
    await expect(snippet(page, 'iframe')).toContainText(/\?seed=4242&amp;no-save=/);
  });

  test.describe('pasted', () => {
    // The host page is another site's.
    test.use({ axe: false });

    test('pasted on another site under a strict CSP, the copied script and iframe snippets play the same table', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/embedding/');
      await karmaCheck(page);
      await page.evaluate(() => document.querySelector('rb-karma-check')?.setAttribute('seed', '777'));
      await expect(snippet(page, 'script')).toContainText(/seed="777"/);
      const script = await snippetText(page, 'script');
      const iframe = await snippetText(page, 'iframe');
      expect(script.startsWith(`<script type="module" src="${baseURL}/embed/v`), script).toBe(true);
      const host = await startHost();
      try {
        host.setPage('/post.html', { csp: strictPolicy(baseURL, { frames: true }), html: hostPage('Pasted', `${script}\n${iframe}`) });
        const seen = await watch(page, [baseURL, host.url]);
        await page.goto(`${host.url}/post.html`);
        await karmaCheck(page);
        expect(await seedOf(page)).toBe(777);
        const frame = page.frameLocator('iframe');
        await expect
          .poll(
            () =>
              frame
                .locator('rb-karma-check')
                .evaluate((el) => (el as unknown as { record?: { input: { seed: number } } }).record?.input.seed, undefined, {
                  timeout: 1000,
                })
                .catch(() => undefined),
            { message: 'the pasted iframe did not start', timeout: 10_000 },
          )
          .toBe(777);
        expect(page.frames().some((f) => f.url().includes('/embed/karma-check/'))).toBe(true);
        // resize.js came with the iframe snippet: the frame is as tall as its page.
        await expect.poll(() => page.locator('iframe').evaluate((f) => Number(f.getAttribute('height')))).toBeGreaterThan(200);
        expect(await seen.violations()).toEqual([]);
        expect(seen.outside).toEqual([]);
      } finally {
        host.close();
      }
    });
  });
});
