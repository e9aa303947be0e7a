// At the table, offline and installed (issue 19): the service worker, the manifest and the
// "updated, reload" notice, end to end in Chromium.
//
// The offline walk serves dist/ from a server of its own and shuts that server down once
// the worker controls the page, so "offline" means no server at all: a file missing from
// the precache fails here even if Chromium's offline emulation did not reach the worker.
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/lib/chromium.js';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { SITE_DIR, pngSize, sitePages } from './support/at-the-table.js';
import { startServer } from './support/scripts.js';

/** Resolves once a worker controls the page (the first one claims it on activation). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });

/**
 * Resolves once the whole rulebook is kept on this device, as the offline control at the foot
 * of the page says: on this (unmetered) connection the worker keeps it by itself once the page
 * is idle (sw-register.js), nobody pressing anything.
 */
const keptEverything = (page: Page) =>
  expect(page.locator('.rb-offline[data-state="everything"]')).toContainText('the whole rulebook is kept on this device', {
    timeout: 60_000,
  });

async function serve(dir: string, port = 0) {
  const { server, url } = await startServer({ mounts: { '/': dir }, port });
  return {
    url: url as string,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

/**
 * Collects what goes wrong on a page: console errors, uncaught exceptions, failed requests
 * and HTTP errors, except requests that must go to the network (the /embed/ files, which
 * the worker never answers, and other origins).
 */
function watch(page: Page, origin: string): string[] {
  const problems: string[] = [];
  const mustGoOut = (u: string) => !u.startsWith(origin) || u.startsWith(`${origin}/embed/`);
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText === 'net::ERR_ABORTED' || mustGoOut(r.url())) return;
    problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}

type TableElement = HTMLElement & { snapshot?: { value: unknown; context: unknown } };

/** A fingerprint of a table widget's state: its snapshot's state and context. */
const fingerprint = (widget: Locator) =>
  widget.evaluate((el: TableElement) => JSON.stringify({ value: el.snapshot?.value, context: el.snapshot?.context }));

/** Waits for a widget to be defined and drawn (widgets may load as they near the viewport). */
async function ready(widget: Locator) {
  await widget.scrollIntoViewIfNeeded();
  await widget.evaluate(async (el: TableElement) => {
    await customElements.whenDefined(el.localName);
    for (let i = 0; i < 100 && !(el.shadowRoot?.querySelector('button') && el.snapshot); i++) await new Promise((r) => setTimeout(r, 50));
  });
}

/**
 * Plays one step: tries the widget's own buttons in order (not the history bar's), and
 * stops at the first that changes its state. Robust to redesigns: it knows no labels, so a
 * button that opens a question or a panel is followed by the buttons that then appear.
 * Returns the labels pressed, or fails listing them.
 */
async function playOneStep(widget: Locator): Promise<string[]> {
  const before = await fingerprint(widget);
  const pressed: string[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    const label = await widget.evaluate((el, pressed) => {
      const root = el.shadowRoot as ShadowRoot;
      root.querySelectorAll('[data-offline-try]').forEach((b) => b.removeAttribute('data-offline-try'));
      const candidates = [...root.querySelectorAll('button')].filter(
        (b) =>
          !b.disabled &&
          b.getAttribute('aria-disabled') !== 'true' &&
          b.checkVisibility() &&
          !b.closest('[part~="history"]') &&
          !pressed.includes((b.textContent ?? '').trim()),
      );
      // Buttons that pick something out of a map, grid or list come after the rest: a
      // step is usually a command ("Deal", "Next round"), not a selection.
      // A button that opens another table (a book example) is not a step of this one.
      const picks = (b: HTMLButtonElement) =>
        Boolean(
          b.closest('[role="grid"], [role="gridcell"], [role="listbox"], table') ||
          b.hasAttribute('aria-pressed') ||
          /example/i.test(b.textContent ?? ''),
        );
      const next = candidates.find((b) => !picks(b)) ?? candidates[0];
      if (!next) return undefined;
      next.setAttribute('data-offline-try', '');
      return (next.textContent ?? '').trim();
    }, pressed);
    if (label === undefined) break;
    pressed.push(label);
    await widget.locator('button[data-offline-try]').click();
    for (let i = 0; i < 20; i++) {
      if ((await fingerprint(widget)) !== before) return pressed;
      await widget.page().waitForTimeout(50);
    }
  }
  throw new Error(`no button changed the table; pressed ${JSON.stringify(pressed)}`);
}

const history = (widget: Locator, name: string) => widget.locator('[part~="history"] button', { hasText: name }).first().click();

/** Marks the page's widgets data-offline-widget="0", "1", … in document order; returns how many. */
const markWidgets = (page: Page) =>
  page.evaluate(() => {
    const els = [...document.querySelectorAll('main *')].filter((el) => el.localName.startsWith('rb-'));
    els.forEach((el, i) => el.setAttribute('data-offline-widget', String(i)));
    return els.length;
  });

test.describe('at the table, offline', () => {
  test('after one visit, with no server: every page opens, every widget plays a step, undo and saved tables work, search finds pages', async ({
    context,
  }) => {
    test.setTimeout(180_000);
    const site = await serve(SITE_DIR);
    const page = await context.newPage();
    const problems = watch(page, site.url);
    await page.goto(`${site.url}/`);
    await controlled(page);
    await keptEverything(page);
    site.close();
    await context.setOffline(true);

    const pages = sitePages();
    expect(pages.length, `only ${pages.length} pages found in ${SITE_DIR}/`).toBeGreaterThanOrEqual(20);
    let widgets = 0;
    for (const path of pages) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.ok(), `${path}: ${response?.status()}`).toBe(true);
      expect(response?.fromServiceWorker(), `${path} did not come from the worker`).toBe(true);
      await expect(page.locator('h1').first(), `${path} has no heading`).toBeAttached();
      const count = await markWidgets(page);
      const states: { played: string; saves: boolean }[] = [];
      for (let i = 0; i < count; i++) {
        const widget = page.locator(`[data-offline-widget="${i}"]`);
        await ready(widget);
        try {
          await playOneStep(widget);
        } catch (e) {
          throw new Error(`${path}, widget ${i + 1} (${await widget.evaluate((el) => el.localName)}): ${(e as Error).message}`, {
            cause: e,
          });
        }
        const saves = await widget.evaluate((el) => !el.hasAttribute('no-save'));
        states.push({ played: await fingerprint(widget), saves });
        widgets++;
      }
      if (!count) continue;
      // The saved tables come back after a reload with no network, and Back undoes the step.
      await page.reload();
      await markWidgets(page);
      for (const [i, s] of states.entries()) {
        const widget = page.locator(`[data-offline-widget="${i}"]`);
        await ready(widget);
        if (!s.saves) continue;
        await expect
          .poll(() => fingerprint(widget), { message: `${path}, widget ${i + 1}: the saved table did not come back offline` })
          .toBe(s.played);
        // (The step may have opened another table, such as a book example, so Back is
        // checked against Forward rather than against the first table.)
        await history(widget, 'Back');
        await expect.poll(() => fingerprint(widget), { message: `${path}, widget ${i + 1}: Back did nothing` }).not.toBe(s.played);
        await history(widget, 'Forward');
        await expect
          .poll(() => fingerprint(widget), { message: `${path}, widget ${i + 1}: Forward did not return to the step` })
          .toBe(s.played);
      }
    }
    expect(widgets, `played only ${widgets} widgets`).toBeGreaterThanOrEqual(6);

    // Search: the index and its fragments come from the precache too.
    await page.goto(`${site.url}/`);
    await page.locator('button[data-open-modal]').first().click();
    await page.locator('dialog[open] input').fill('initiative');
    const result = page.locator('dialog[open] a[href*="/liberi-gothica/turn-order/"]').first();
    await expect(result).toBeVisible({ timeout: 15_000 });
    await result.click();
    await page.waitForURL(/\/liberi-gothica\/turn-order\//);
    await expect(page.locator('h1')).not.toHaveText('');

    expect(problems).toEqual([]);

    // A page that was never built: the worker's own "not found" page, not the browser's error.
    const missing = await page.goto(`${site.url}/no-such-page/`);
    expect(missing?.status()).toBe(404);
    expect(missing?.fromServiceWorker()).toBe(true);

    // The worker never answers for /embed/: with no server, those requests simply fail
    // (had the worker answered, the fetch would succeed and the navigation would get the
    // offline "not found" page).
    const embedFetch = await page.evaluate(() =>
      fetch('/embed/rb-karma-check.js').then(
        (r) => `status ${r.status}`,
        () => 'network error',
      ),
    );
    expect(embedFetch).toBe('network error');
    const frame = await page.goto(`${site.url}/embed/karma-check/`).then(
      (r) => `status ${r?.status()}`,
      () => 'network error',
    );
    expect(frame).toBe('network error');
    await context.setOffline(false);
  });

  test('files under /embed/ reach the page exactly as served (never through the worker), while rules pages come from it', async ({
    context,
  }) => {
    const site = await serve(SITE_DIR);
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await controlled(page);
      const rules = await page.goto(`${site.url}/karmic/melee-combat/`);
      expect(rules?.fromServiceWorker(), 'a rules page should come from the worker (else this test proves nothing)').toBe(true);
      for (const path of ['/embed/karma-check/', '/embed/rb-karma-check.js', '/embed/frame.js']) {
        const seen = page.waitForResponse((r) => r.url() === `${site.url}${path}`);
        if (path.endsWith('/')) await page.goto(`${site.url}${path}`);
        else await page.evaluate((p) => fetch(p).then((r) => r.text()), path);
        const response = await seen;
        expect(response.fromServiceWorker(), `${path} went through the worker`).toBe(false);
        const direct = await fetch(`${site.url}${path}`);
        const headers = (h: Record<string, string>) =>
          Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)));
        expect(headers(await response.allHeaders()), `${path}: headers differ from the server's`).toEqual(
          headers(Object.fromEntries(direct.headers)),
        );
        if (path.endsWith('/')) await page.goto(`${site.url}/`);
      }
    } finally {
      site.close();
    }
  });

  test('installable: no installability errors, and every manifest icon is a PNG of its stated size', async ({ page, baseURL }) => {
    await page.goto('/');
    // Chromium reports every incognito window as not installable, and the runner's
    // contexts are incognito: ask a browser profile of its own instead.
    const profile = mkdtempSync(join(tmpdir(), 'rulebook-install-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const installed = browser.pages()[0] ?? (await browser.newPage());
      await installed.goto(`${baseURL}/`);
      await controlled(installed);
      const cdp = await browser.newCDPSession(installed);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as {
      display: string;
      start_url: string;
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color).toBeTruthy();
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, baseURL));
      expect(response.ok, `${icon.src}: HTTP ${response.status}`).toBe(true);
      const size = pngSize(await response.arrayBuffer());
      expect(size, `${icon.src} is not a PNG`).toBeDefined();
      expect(`${size?.width}x${size?.height}`, `${icon.src} is ${size?.width}x${size?.height}, the manifest says ${icon.sizes}`).toBe(
        icon.sizes,
      );
    }
    const has = (purpose: string, px: number) =>
      manifest.icons.some((i) => (i.purpose ?? 'any').split(' ').includes(purpose) && i.sizes === `${px}x${px}`);
    for (const [purpose, px] of [
      ['any', 192],
      ['any', 512],
      ['maskable', 512],
    ] as const)
      expect(has(purpose, px), `no ${purpose} icon of ${px} px`).toBe(true);
    // A bar colour for each theme; the Apple touch icon is there too.
    const colours = await page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => (m as HTMLMetaElement).media));
    expect(colours.some((m) => /light/.test(m)) && colours.some((m) => /dark/.test(m)), `theme colours: ${JSON.stringify(colours)}`).toBe(
      true,
    );
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await fetch(new URL(touch ?? '', baseURL))).arrayBuffer())).toBeDefined();
  });

  test('a new version waits: the page keeps its own build until the reader presses Reload in the polite notice', async ({
    page,
    context,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebook-update-'));
    cpSync(SITE_DIR, dir, { recursive: true });
    let site = await serve(dir);
    try {
      const path = '/karmic/melee-combat/';
      await page.goto(`${site.url}${path}`);
      await controlled(page);
      const oldTitle = await page.locator('h1').innerText();

      // Deploy a new build: the page changes, and so does its revision in the worker.
      const file = join(dir, 'karmic/melee-combat/index.html');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/(<h1[^>]*>)([^<]*)/, '$1$2 (new build)'));
      const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
      const changed = sw.replace(/("revision":")[^"]*(","url":"\/karmic\/melee-combat\/index.html")/, '$1new-build$2');
      expect(changed, 'could not find the page in the precache list').not.toBe(sw);
      writeFileSync(join(dir, 'sw.js'), changed);
      // The server lists its files (and their lengths) once at start, as a deployed host
      // serves one build: the new deploy is a new server on the same address.
      const port = Number(new URL(site.url).port);
      site.close();
      site = await serve(dir, port);

      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const notice = page.getByRole('status').filter({ hasText: 'updated' });
      await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 30_000 });

      // Until the reader accepts, another tab still gets this build, whole.
      const other = await context.newPage();
      await other.goto(`${site.url}${path}`);
      await expect(other.locator('h1')).toHaveText(oldTitle, { useInnerText: true });
      // Reload in that tab lets the new version in and shows it.
      const reloaded = other.waitForEvent('load');
      await other.getByRole('status').getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(other.locator('h1')).toHaveText(`${oldTitle} (new build)`, { useInnerText: true });
      // The first tab still shows its notice (axe checks it, in both themes, after this).
      await expect(notice).toBeVisible();
    } finally {
      site.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
