// End-to-end checks of the built site in a real Chromium.
//
// Serves dist/ (and test/embed/ under /test-embed/), then for every test exported by
// test/e2e/*.e2e.mjs opens a fresh page at its `path`, runs it, and afterwards fails the
// test on any console error, uncaught exception or failed request, and on any axe-core
// violation on the page as it was left. Prints "N passed, N failed".
//
// A test module exports: tests = [{ name, path, run: async ({ page, baseUrl, assert }) => {}, viewport?, axe?: false }]
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}
const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}

const only = process.argv[2];
const dir = resolve('test/e2e');
const files = readdirSync(dir).filter((f) => f.endsWith('.e2e.mjs') && (!only || f.includes(only))).sort();
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const { server, url: baseUrl } = await startServer({ mounts: { '/': siteDir, '/test-embed/': 'test/embed' } });
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

let passed = 0;
let failed = 0;
const started = Date.now();
for (const file of files) {
  const { tests } = await import(pathToFileURL(join(dir, file)).href);
  for (const test of tests) {
    const context = await browser.newContext({ viewport: test.viewport ?? { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('requestfailed', (r) => {
      // A request cut short by the test navigating on is not a failure of the page.
      if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    const label = `${file} › ${test.name}`;
    try {
      await page.goto(baseUrl + test.path, { waitUntil: 'load' });
      await test.run({ page, baseUrl, assert, context });
      if (test.axe !== false) {
        // evaluate, not an injected <script>: pages under a strict CSP refuse inline scripts.
        await page.evaluate(axeSource);
        const audit = (theme) =>
          page.evaluate(async (theme) => {
            // Site pages carry Starlight's light and dark themes: check the page in both.
            if (theme) document.documentElement.dataset.theme = theme;
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            // Colours that ease between themes are judged once they arrive, not half-way.
            await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
            // eslint-disable-next-line no-undef
            const r = await axe.run(document, { resultTypes: ['violations'] });
            return r.violations.map((v) => `${theme ? `[${theme}] ` : ''}${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
          }, theme);
        const themed = await page.evaluate(() => document.documentElement.hasAttribute('data-theme'));
        const themes = themed ? ['light', 'dark'] : [undefined];
        for (const theme of themes) for (const v of await audit(theme)) problems.push(`axe: ${v}`);
      }
      if (problems.length) throw new Error(problems.join('\n      '));
      passed++;
      console.log(`  ✓ ${label}`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${label}\n      ${String(e.message ?? e).split('\n').join('\n      ')}`);
    } finally {
      await context.close();
    }
  }
}
await browser.close();
server.close();
console.log(`\ne2e: ${files.length} file(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
