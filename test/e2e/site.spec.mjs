// Every test of test/e2e/*.e2e.mjs as a Playwright test. A test module exports
//   tests = [{ name, path, run: async ({ page, baseUrl, assert, context }) => {}, viewport?, axe?: false, lazy?: true, static?: true, timeout?: ms }]
// `static: true` marks a test that reads the pages' own text and headings and never a widget: its
// navigations do not wait for every widget to load (./lazy.mjs), which was most of its time.
// Each test opens a fresh page at its `path`, runs, and then fails on any console error,
// uncaught exception or failed request, and on any axe-core violation on the page as it was
// left (in both Starlight themes when the page has them), with axe's label-in-name rule
// (label-content-name-mismatch, off by default) on: a button's visible text is in its name.
//
// axe-core is injected and run directly, as the earlier runner did: @axe-core/playwright's
// analyze() took three times the CPU here (it runs each frame partially and finishes in a
// new blank page), and these pages have no frames to cross.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { readyAfterNavigation } from './lazy.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const axeSource = readFileSync(join(dir, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const only = process.env.E2E_FILE;
// The axe rules whose verdict depends on colours, the only thing a theme switch changes.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs') && (!only || f.includes(only)))
  .sort();

for (const file of files) {
  const { tests } = await import(pathToFileURL(join(dir, file)).href);
  test.describe(file, () => {
    for (const t of tests) {
      test.describe(() => {
        if (t.viewport) test.use({ viewport: t.viewport });
        test(t.name, async ({ page, context }) => {
          // A test that walks every page of the site gives itself more time (timeout: ms).
          if (t.timeout) test.setTimeout(t.timeout);
          const baseUrl = process.env.E2E_BASE_URL;
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
          // Widgets load as the reader nears them: unless the test is about that, each
          // navigation then scrolls them into view in turn, so they are drawn (./lazy.mjs).
          if (!t.lazy && !t.static) readyAfterNavigation(page);
          await page.goto(baseUrl + t.path, { waitUntil: 'load' });
          await t.run({ page, baseUrl, assert, context });
          if (t.axe !== false) {
            const themed = await page.evaluate(() => document.documentElement.hasAttribute('data-theme'));
            for (const theme of themed ? ['light', 'dark'] : [undefined]) {
              if (theme) {
                await page.evaluate(async (theme) => {
                  document.documentElement.dataset.theme = theme;
                  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                  // Colours that ease between themes are judged once they arrive, not half-way.
                  const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
                  await Promise.all(roots.flatMap((r) => r.getAnimations()).map((a) => a.finished.catch(() => {})));
                }, theme);
              }
              // Injected by evaluating its source (not a <script>, which a strict CSP refuses).
              if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
              // A theme changes colours and nothing else: the first pass runs every rule, the
              // second only the rules that read colours (half the axe time of a test).
              const options =
                theme === 'dark'
                  ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } }
                  : { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
              const violations = await page.evaluate(async (options) => (await window.axe.run(document, options)).violations, options);
              for (const v of violations) {
                problems.push(
                  `axe: ${theme ? `[${theme}] ` : ''}${v.id} (${v.impact}): ${v.help} — ${v.nodes
                    .map((n) => n.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
                );
              }
            }
          }
          if (problems.length) throw new Error(problems.join('\n'));
        });
      });
    }
  });
}
