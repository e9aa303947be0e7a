// What the service worker keeps on a first visit, and when (issue 28): on a Save-Data
// connection only the page read (with all it needs, the widgets it holds and their statecharts
// included) and the "not found" page, never the whole rulebook unasked; the page then works
// offline, and a page not read says it was not kept. "Keep everything offline", at the foot of
// every page, keeps the rest on request, after which every page opens offline and the search
// works. (offline.spec.ts: on an unmetered connection the whole rulebook is kept by itself.)
//
// Save-Data as a phone's browser sends it: the request header, and navigator.connection.saveData
// (Chromium's Emulation.setDataSaverOverride), which is what the page reads.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.js';
import { SITE_DIR, sitePages } from './support/at-the-table.js';
import { startServer } from './support/scripts.js';
import { expect, test, watchForProblems } from './fixtures.js';

const PAGE = '/liberi-gothica/turn-order/';

async function serve(dir: string) {
  const { server, url } = await startServer({ mounts: { '/': dir } });
  return {
    url: url as string,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

/** A browser context on a Save-Data connection, and its first page. */
async function saveData(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return { context, page };
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });

/** The files the worker lists (read back from the built sw.js), and what they weigh. */
function listed(): { files: string[]; bytes: number } {
  const sw = readFileSync(join(SITE_DIR, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  return { files, bytes: files.reduce((n, f) => n + statSync(join(SITE_DIR, f)).size, 0) };
}

/** What the worker keeps on this device: each file's path, and their bytes. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.includes('precache'));
    if (!name) return { files: [] as string[], bytes: 0 };
    const cache = await caches.open(name);
    const keys = await cache.keys();
    let bytes = 0;
    for (const key of keys) bytes += (await (await cache.match(key))!.arrayBuffer()).byteLength;
    return { files: keys.map((k) => new URL(k.url).pathname).sort(), bytes };
  });

const control = (page: Page) => page.locator('.rb-offline');

test.describe('what is kept for offline use, and when', () => {
  test('with Save-Data on, a first visit keeps only the page read, which then works offline (widget and statechart too); a page not read says it was not kept', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const site = await serve(SITE_DIR);
    const { context, page } = await saveData(browser);
    const problems = watchForProblems(page);
    try {
      await page.goto(`${site.url}${PAGE}`);
      expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
      await controlled(page);
      await expect(control(page)).toHaveAttribute('data-state', 'read', { timeout: 30_000 });
      await expect(control(page)).toContainText(/The 1 page of \d+ you have read here are kept on this device/);
      await expect(control(page).getByRole('button', { name: 'Keep everything offline' })).toBeVisible();
      // Time enough for anything more to start, had it been going to.
      await page.waitForTimeout(2000);
      const all = listed();
      const onDevice = await kept(page);
      expect(onDevice.files).toContain(`${PAGE}index.html`);
      expect(onDevice.files).toContain('/404.html');
      expect(onDevice.files.filter((f) => f.endsWith('.html')).sort()).toEqual(['/404.html', `${PAGE}index.html`]);
      expect(
        onDevice.files.some((f) => f.startsWith('/pagefind/')),
        'the search index was kept unasked',
      ).toBe(false);
      expect(
        onDevice.files.some((f) => /\/rb-initiative-deal\.[\w-]+\.js$/.test(f)),
        "the page's widget was not kept",
      ).toBe(true);
      expect(onDevice.bytes, `kept ${onDevice.bytes} B of ${all.bytes} B`).toBeLessThan(all.bytes / 4);
      const figure = `${onDevice.files.length} of ${all.files.length} files, ${onDevice.bytes} of ${all.bytes} bytes before compression`;
      test.info().annotations.push({ type: 'kept on a Save-Data first visit', description: figure });
      console.log(`kept on a Save-Data first visit of ${PAGE}: ${figure}`);
      expect(await axeViolations(page)).toEqual([]);

      // Offline, with no server: the page and its widget, its statechart too.
      site.close();
      await context.setOffline(true);
      const again = await page.reload();
      expect(again?.fromServiceWorker()).toBe(true);
      const widget = page.locator('rb-initiative-deal').first();
      await widget.scrollIntoViewIfNeeded();
      await expect(widget.locator('[part~="base"]')).toBeAttached({ timeout: 15_000 });
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      await expect(widget.getByRole('button', { name: /^Show hand of / }).first()).toBeVisible();
      await widget.getByRole('button', { name: 'Statechart' }).click();
      await expect(widget.locator('.chart-host svg').first()).toBeAttached({ timeout: 15_000 });

      // A page of the rulebook never read: the worker says so, and links to the page kept.
      const other = await page.goto(`${site.url}/karmic/melee-combat/`);
      expect(other?.status()).toBe(503);
      await expect(page.locator('h1')).toHaveText('This page is not kept offline');
      await expect(page.locator(`a[href="${PAGE}"]`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.setOffline(false);
      // Nothing went wrong but the 503 the page not kept was answered with.
      expect(problems.filter((p) => !/\b503\b/.test(p))).toEqual([]);
    } finally {
      site.close();
      await context.close();
    }
  });

  test('"Keep everything offline", pressed on a Save-Data connection, keeps the whole rulebook; then every page opens offline and the search works', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const site = await serve(SITE_DIR);
    const { context, page } = await saveData(browser);
    try {
      await page.goto(`${site.url}/`);
      await controlled(page);
      await expect(control(page)).toHaveAttribute('data-state', 'read', { timeout: 30_000 });
      const keep = control(page).getByRole('button', { name: 'Keep everything offline' });
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect(control(page)).toHaveAttribute('data-state', 'everything', { timeout: 90_000 });
      await expect(control(page).getByRole('status')).toHaveText(
        'Offline: the whole rulebook is kept on this device. Every page, widget and the search work without a connection.',
      );
      await expect(keep).toBeHidden();
      const all = listed();
      expect((await kept(page)).files).toHaveLength(all.files.length);
      expect(await axeViolations(page)).toEqual([]);

      site.close();
      await context.setOffline(true);
      const pages = sitePages();
      expect(pages.length).toBeGreaterThanOrEqual(20);
      for (const path of pages) {
        const response = await page.goto(`${site.url}${path}`);
        expect(response?.ok(), `${path}: ${response?.status()}`).toBe(true);
        expect(response?.fromServiceWorker(), `${path} did not come from the worker`).toBe(true);
      }
      await page.goto(`${site.url}/`);
      await page.locator('button[data-open-modal]').first().click();
      await page.locator('dialog[open] input').fill('initiative');
      await expect(page.locator('dialog[open] a[href*="/liberi-gothica/turn-order/"]').first()).toBeVisible({ timeout: 15_000 });
      await context.setOffline(false);
    } finally {
      site.close();
      await context.close();
    }
  });
});
