// At the table, offline and installed (issue 19): the service worker, the manifest and the
// "updated, reload" notice, end to end in Chromium.
//
// The offline walk serves dist/ from a server of its own and shuts that server down once
// the worker controls the page, so "offline" means no server at all: a file missing from
// the precache fails here even if Chromium's offline emulation did not reach the worker.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { SITE_DIR, pngSize, sitePages } from './at-the-table.mjs';

/** Resolves once a worker controls the page (the first one claims it on activation). */
const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });

async function serve(dir, port = 0) {
  const { server, url } = await startServer({ mounts: { '/': dir }, port });
  return {
    url,
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
function watch(page, origin) {
  const problems = [];
  const mustGoOut = (u) => !u.startsWith(origin) || u.startsWith(`${origin}/embed/`);
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText === 'net::ERR_ABORTED' || mustGoOut(r.url())) return;
    problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}

/** A fingerprint of a table widget's state: its snapshot's state and context. */
const fingerprint = (widget) => widget.evaluate((el) => JSON.stringify({ value: el.snapshot?.value, context: el.snapshot?.context }));

/** Waits for a widget to be defined and drawn (widgets may load as they near the viewport). */
async function ready(widget) {
  await widget.scrollIntoViewIfNeeded();
  await widget.evaluate(async (el) => {
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
async function playOneStep(widget, assert) {
  const before = await fingerprint(widget);
  const pressed = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    const label = await widget.evaluate((el, pressed) => {
      el.shadowRoot.querySelectorAll('[data-offline-try]').forEach((b) => b.removeAttribute('data-offline-try'));
      const candidates = [...el.shadowRoot.querySelectorAll('button')].filter(
        (b) => !b.disabled && b.checkVisibility() && !b.closest('[part~="history"]') && !pressed.includes(b.textContent.trim()),
      );
      // Buttons that pick something out of a map, grid or list come after the rest: a
      // step is usually a command ("Deal", "Next round"), not a selection.
      // A button that opens another table (a book example) is not a step of this one.
      const picks = (b) =>
        Boolean(
          b.closest('[role="grid"], [role="gridcell"], [role="listbox"], table') ||
          b.hasAttribute('aria-pressed') ||
          /example/i.test(b.textContent),
        );
      const next = candidates.find((b) => !picks(b)) ?? candidates[0];
      if (!next) return undefined;
      next.setAttribute('data-offline-try', '');
      return next.textContent.trim();
    }, pressed);
    if (label === undefined) break;
    pressed.push(label);
    await widget.locator('button[data-offline-try]').click();
    for (let i = 0; i < 20; i++) {
      if ((await fingerprint(widget)) !== before) return pressed;
      await widget.page().waitForTimeout(50);
    }
  }
  assert.fail(`no button changed the table; pressed ${JSON.stringify(pressed)}`);
}

async function history(widget, name) {
  await widget.locator('[part~="history"] button', { hasText: name }).first().click();
}

export const tests = [
  {
    name: 'after one visit, with no server: every page opens, every widget plays a step, undo and saved tables work, search finds pages',
    timeout: 180_000,
    path: '/',
    async run({ context, assert }) {
      const site = await serve(SITE_DIR);
      const page = await context.newPage();
      const problems = watch(page, site.url);
      await page.goto(`${site.url}/`, { waitUntil: 'load' });
      await controlled(page);
      site.close();
      await context.setOffline(true);

      const pages = sitePages();
      assert.ok(pages.length >= 20, `only ${pages.length} pages found in ${SITE_DIR}/`);
      let widgets = 0;
      for (const path of pages) {
        const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        assert.ok(response?.ok(), `${path}: ${response?.status()}`);
        assert.ok(response.fromServiceWorker(), `${path} did not come from the worker`);
        assert.ok((await page.locator('h1').count()) >= 1, `${path} has no heading`);
        const count = await page.evaluate(() => {
          const els = [...document.querySelectorAll('main *')].filter((el) => el.localName.startsWith('rb-'));
          els.forEach((el, i) => el.setAttribute('data-offline-widget', String(i)));
          return els.length;
        });
        const states = [];
        for (let i = 0; i < count; i++) {
          const widget = page.locator(`[data-offline-widget="${i}"]`);
          await ready(widget);
          try {
            await playOneStep(widget, assert);
          } catch (e) {
            throw new Error(`${path}, widget ${i + 1} (${await widget.evaluate((el) => el.localName)}): ${e.message}`, { cause: e });
          }
          const saves = await widget.evaluate((el) => !el.hasAttribute('no-save'));
          states.push({ played: await fingerprint(widget), saves });
          widgets++;
        }
        if (!count) continue;
        // The saved tables come back after a reload with no network, and Back undoes the step.
        await page.reload({ waitUntil: 'load' });
        await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((el) => el.localName.startsWith('rb-'))
            .forEach((el, i) => el.setAttribute('data-offline-widget', String(i))),
        );
        for (const [i, s] of states.entries()) {
          const widget = page.locator(`[data-offline-widget="${i}"]`);
          await ready(widget);
          if (!s.saves) continue;
          assert.equal(await fingerprint(widget), s.played, `${path}, widget ${i + 1}: the saved table did not come back offline`);
          // (The step may have opened another table, such as a book example, so Back is
          // checked against Forward rather than against the first table.)
          await history(widget, 'Back');
          assert.notEqual(await fingerprint(widget), s.played, `${path}, widget ${i + 1}: Back did nothing`);
          await history(widget, 'Forward');
          assert.equal(await fingerprint(widget), s.played, `${path}, widget ${i + 1}: Forward did not return to the step`);
        }
      }
      assert.ok(widgets >= 6, `played only ${widgets} widgets`);

      // Search: the index and its fragments come from the precache too.
      await page.goto(`${site.url}/`, { waitUntil: 'load' });
      await page.locator('button[data-open-modal]').first().click();
      await page.locator('dialog[open] input').fill('initiative');
      const result = page.locator('dialog[open] a[href*="/liberi-gothica/turn-order/"]').first();
      await result.waitFor({ timeout: 15_000 });
      await result.click();
      await page.waitForURL(/\/liberi-gothica\/turn-order\//);
      assert.ok((await page.locator('h1').innerText()).length > 0);

      assert.deepEqual(problems, []);

      // A page that was never built: the worker's own "not found" page, not the browser's error.
      const missing = await page.goto(`${site.url}/no-such-page/`);
      assert.equal(missing?.status(), 404);
      assert.ok(missing?.fromServiceWorker());

      // The worker never answers for /embed/: with no server, those requests simply fail
      // (had the worker answered, the fetch would succeed and the navigation would get the
      // offline "not found" page).
      const embedFetch = await page.evaluate(() =>
        fetch('/embed/rb-karma-check.js').then(
          (r) => `status ${r.status}`,
          () => 'network error',
        ),
      );
      assert.equal(embedFetch, 'network error');
      const frame = await page.goto(`${site.url}/embed/karma-check/`).then(
        (r) => `status ${r?.status()}`,
        () => 'network error',
      );
      assert.equal(frame, 'network error');
      await context.setOffline(false);
    },
  },
  {
    name: 'files under /embed/ reach the page exactly as served (never through the worker), while rules pages come from it',
    path: '/',
    async run({ context, assert }) {
      const site = await serve(SITE_DIR);
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/`, { waitUntil: 'load' });
        await controlled(page);
        const rules = await page.goto(`${site.url}/karmic/melee-combat/`);
        assert.ok(rules?.fromServiceWorker(), 'a rules page should come from the worker (else this test proves nothing)');
        for (const path of ['/embed/karma-check/', '/embed/rb-karma-check.js', '/embed/frame.js']) {
          const seen = page.waitForResponse((r) => r.url() === `${site.url}${path}`);
          if (path.endsWith('/')) await page.goto(`${site.url}${path}`);
          else await page.evaluate((p) => fetch(p).then((r) => r.text()), path);
          const response = await seen;
          assert.equal(response.fromServiceWorker(), false, `${path} went through the worker`);
          const direct = await fetch(`${site.url}${path}`);
          const headers = (h) =>
            Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)));
          assert.deepEqual(
            headers(await response.allHeaders()),
            headers(Object.fromEntries(direct.headers)),
            `${path}: headers differ from the server's`,
          );
          if (path.endsWith('/')) await page.goto(`${site.url}/`);
        }
      } finally {
        site.close();
      }
    },
  },
  {
    name: 'installable: no installability errors, and every manifest icon is a PNG of its stated size',
    path: '/',
    async run({ page, baseUrl, assert }) {
      // Chromium reports every incognito window as not installable, and the runner's
      // contexts are incognito: ask a browser profile of its own instead.
      const profile = mkdtempSync(join(tmpdir(), 'rulebook-install-'));
      const browser = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', '--disable-component-update'],
      });
      try {
        const installed = browser.pages()[0] ?? (await browser.newPage());
        await installed.goto(`${baseUrl}/`, { waitUntil: 'load' });
        await controlled(installed);
        const cdp = await browser.newCDPSession(installed);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, []);
        const { errors } = await cdp.send('Page.getAppManifest');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }

      const manifest = await (await fetch(`${baseUrl}/manifest.webmanifest`)).json();
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.start_url, '/');
      assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
      for (const icon of manifest.icons) {
        const response = await fetch(new URL(icon.src, baseUrl));
        assert.ok(response.ok, `${icon.src}: HTTP ${response.status}`);
        const size = pngSize(await response.arrayBuffer());
        assert.ok(size, `${icon.src} is not a PNG`);
        assert.equal(
          `${size.width}x${size.height}`,
          icon.sizes,
          `${icon.src} is ${size.width}x${size.height}, the manifest says ${icon.sizes}`,
        );
      }
      const has = (purpose, px) =>
        manifest.icons.some((i) => (i.purpose ?? 'any').split(' ').includes(purpose) && i.sizes === `${px}x${px}`);
      for (const [purpose, px] of [
        ['any', 192],
        ['any', 512],
        ['maskable', 512],
      ])
        assert.ok(has(purpose, px), `no ${purpose} icon of ${px} px`);
      // A bar colour for each theme; the Apple touch icon is there too.
      const colours = await page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => m.media));
      assert.ok(colours.some((m) => /light/.test(m)) && colours.some((m) => /dark/.test(m)), `theme colours: ${JSON.stringify(colours)}`);
      const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      assert.ok(pngSize(await (await fetch(new URL(touch, baseUrl))).arrayBuffer()));
    },
  },
  {
    name: 'a new version waits: the page keeps its own build until the reader presses Reload in the polite notice',
    path: '/',
    async run({ page, context, assert }) {
      const dir = mkdtempSync(join(tmpdir(), 'rulebook-update-'));
      cpSync(SITE_DIR, dir, { recursive: true });
      let site = await serve(dir);
      try {
        const path = '/karmic/melee-combat/';
        await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        await controlled(page);
        const oldTitle = await page.locator('h1').innerText();

        // Deploy a new build: the page changes, and so does its revision in the worker.
        const file = join(dir, 'karmic/melee-combat/index.html');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/(<h1[^>]*>)([^<]*)/, '$1$2 (new build)'));
        const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
        const changed = sw.replace(/("revision":")[^"]*(","url":"\/karmic\/melee-combat\/index.html")/, '$1new-build$2');
        assert.notEqual(changed, sw, 'could not find the page in the precache list');
        writeFileSync(join(dir, 'sw.js'), changed);
        // The server lists its files (and their lengths) once at start, as a deployed host
        // serves one build: the new deploy is a new server on the same address.
        const port = Number(new URL(site.url).port);
        site.close();
        site = await serve(dir, port);

        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
        const notice = page.getByRole('status').filter({ hasText: 'updated' });
        await notice.getByRole('button', { name: 'Reload' }).waitFor({ timeout: 30_000 });

        // Until the reader accepts, another tab still gets this build, whole.
        const other = await context.newPage();
        await other.goto(`${site.url}${path}`, { waitUntil: 'load' });
        assert.equal(await other.locator('h1').innerText(), oldTitle);
        // Reload in that tab lets the new version in and shows it.
        const reloaded = other.waitForEvent('load');
        await other.getByRole('status').getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        assert.equal(await other.locator('h1').innerText(), `${oldTitle} (new build)`);
        // The first tab still shows its notice (axe checks it, in both themes, after this).
        assert.ok(await notice.isVisible());
      } finally {
        site.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
