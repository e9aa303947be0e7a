// Layout, measured (issue 12): every widget on every widget page at 320, 390 and 1280 px, in
// its default state and after a short played walk (scripts/lib/walk.mjs), prints
//   - horizontal overflow: scrollWidth against clientWidth for the page and for the widget
//     (its host and its part="base"), and any box inside it that scrolls sideways;
//   - the widget's height at 1280 px against the 900 px budget (one laptop screen);
//   - axe-core violations inside the widget;
// and saves a screenshot of each widget per width and state in artifacts/layout/
// (git-ignored). Not a gating test yet: it reports and exits 0 unless it could not run.
//   npm run build && npm run layout [-- fire]      (a fragment picks widgets by name)
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { WIDGET_PAGES, nextButton, press } from './lib/walk.mjs';

const WIDTHS = [320, 390, 1280];
const HEIGHT_BUDGET = 900;
const PLAY_STEPS = Number(process.env.LAYOUT_STEPS ?? 6);
const out = resolve('artifacts', 'layout');

const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const { server, url } = await startServer({ mounts: { '/': siteDir } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** Overflow, height and sideways scrollers of the widget at `index` among its tag's elements. */
function measure(page, tag, index) {
  return page.evaluate(
    ([tag, index]) => {
      const el = document.querySelectorAll(tag)[index];
      const base = el.shadowRoot?.querySelector('[part~="base"]');
      const doc = document.documentElement;
      const scrollers = [];
      const walk = (root) => {
        for (const node of root.querySelectorAll('*')) {
          if (node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0 && /auto|scroll/.test(getComputedStyle(node).overflowX)) {
            const name = node.getAttribute('part') || node.className || node.tagName.toLowerCase();
            scrollers.push(`${name} ${node.scrollWidth}>${node.clientWidth}`);
          }
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      };
      if (el.shadowRoot) walk(el.shadowRoot);
      return {
        page: doc.scrollWidth - doc.clientWidth,
        host: el.scrollWidth - el.clientWidth,
        base: base ? base.scrollWidth - base.clientWidth : 0,
        height: Math.round(el.getBoundingClientRect().height),
        scrollers,
      };
    },
    [tag, index],
  );
}

async function axeInside(page, tag, index) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ([tag, index]) => {
      const el = document.querySelectorAll(tag)[index];
      const r = await window.axe.run(el, { resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
    },
    [tag, index],
  );
}

let problems = 0;
let checks = 0;
const summary = [];
try {
  for (const [name, spec] of Object.entries(WIDGET_PAGES)) {
    if (only && !name.includes(only)) continue;
    const tag = `rb-${name}`;
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url + spec.path, { waitUntil: 'load' });
      // The page's fixed and sticky bars (Starlight's header, the phone table of contents)
      // would cover part of a tall widget's screenshot: hide them (layout is unchanged).
      await page.evaluate(() => {
        for (const el of document.body.querySelectorAll('*')) {
          if (/fixed|sticky/.test(getComputedStyle(el).position)) el.style.setProperty('visibility', 'hidden', 'important');
        }
      });
      const count = await page.locator(tag).count();
      for (let index = 0; index < count; index++) {
        const widget = page.locator(tag).nth(index);
        await widget.getByRole('button').first().waitFor({ timeout: 15_000 });
        await page.waitForTimeout(300);
        const label = `${spec.path} ${tag}${count > 1 ? ` #${index + 1}` : ''}`;
        const pressed = new Map();
        for (const state of ['default', 'played']) {
          let stepsTaken = 0;
          if (state === 'played') {
            for (; stepsTaken < PLAY_STEPS; stepsTaken++) {
              const next = await nextButton(widget, spec.prefer, pressed);
              if (!next) break;
              await press(page, next.locator);
              await page.waitForTimeout(80);
            }
            await page.waitForTimeout(300);
          }
          const m = await measure(page, tag, index);
          const axe = await axeInside(page, tag, index);
          const file = `${name}${count > 1 ? `-${index + 1}` : ''}-${width}-${state}.png`;
          await widget.screenshot({ path: join(out, file) });
          const fails = [];
          if (m.page > 0) fails.push(`page overflows by ${m.page} px`);
          if (m.host > 0 || m.base > 0) fails.push(`widget overflows by ${Math.max(m.host, m.base)} px`);
          if (width >= 1280 && m.height > HEIGHT_BUDGET) fails.push(`${m.height} px tall (budget ${HEIGHT_BUDGET})`);
          if (axe.length) fails.push(`${axe.length} axe violation(s)`);
          checks++;
          if (fails.length) problems++;
          const played = state === 'played' ? ` after ${stepsTaken} step(s)` : '';
          console.log(
            `  ${fails.length ? '✗' : '✓'} ${label.padEnd(52)} ${String(width).padStart(4)} px ${state.padEnd(7)} height ${String(m.height).padStart(5)}${played}${fails.length ? `  — ${fails.join('; ')}` : ''}`,
          );
          if (m.scrollers.length) console.log(`        scrolls sideways inside: ${m.scrollers.slice(0, 4).join(', ')}`);
          for (const v of axe) console.log(`        axe: ${v}`);
          if (fails.length) summary.push(`${label} at ${width} px, ${state}: ${fails.join('; ')}`);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\nScreenshots: ${out}/`);
console.log(`${problems} of ${checks} widget/width/state checks have a layout problem${problems ? ':' : '.'}`);
for (const line of summary) console.log(`  ${line}`);
