// Layout, measured (issue 12): every widget on every widget page at 320, 390 and 1280 px, in
// its default state and after a short played walk (scripts/lib/walk.ts), prints
//   - horizontal overflow: scrollWidth against clientWidth for the page and for the widget
//     (its host and its part="base"), and any box inside it that scrolls sideways;
//   - the widget's height at 1280 px against PLAYING_HEIGHT (scripts/lib/playing-height.ts), not counting
//     the statechart panel when the walk opened it;
//   - axe-core violations inside the widget;
// and saves a screenshot of each widget per width and state in artifacts/layout/
// (git-ignored). It also prints, for a widget placed through Widget.astro, the room reserved for
// it before it loads against the height it is drawn at (a difference moves the page when it
// loads: rewrite the figures with --write-space).
//   npm run build && npm run layout [-- fire]      (a fragment picks widgets by name)
//   npm run layout -- --gate       exits 1 when any check fails (ends "N passed, N failed"):
//                                  the suite's gate, once every widget passes
//   npm run layout -- --write-space   measures every widget on every page at 390 and 1280 px
//                                  in its first view and writes site/components/widget-space.json
//                                  (then rebuild: the pages reserve that room)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type * as Axe from 'axe-core';
import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunch } from './lib/chromium.js';
import { PLAYING_HEIGHT } from './lib/playing-height.js';
import { startServer } from './static-server.js';
import { WIDGET_PAGES, nextButton, press, ready } from './lib/walk.js';
import { SPACE_FILE, SPACE_WIDTHS, spaceKey, type Space } from '../site/components/widget-space.js';

const WIDTHS = [320, 390, 1280];

/**
 * Scrolls a widget into view until its place on the page holds still: sections above it are
 * laid out only as they come into sight (content-visibility), so a first scroll can move them
 * and an element screenshot would then cut the widget off at the wrong place.
 */
async function settle(widget: Locator): Promise<void> {
  let last = Number.NaN;
  for (let tries = 0; tries < 6; tries++) {
    await widget.scrollIntoViewIfNeeded();
    const top = await widget.evaluate(
      (el) =>
        new Promise<number>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done(el.getBoundingClientRect().top + scrollY))),
        ),
    );
    if (top === last) return;
    last = top;
  }
}
const HEIGHT_BUDGET = PLAYING_HEIGHT;
const PLAY_STEPS = Number(process.env.LAYOUT_STEPS ?? 6);
const out = resolve('artifacts', 'layout');

const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
const gate = process.argv.includes('--gate');
const axeSource = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const { server, url } = await startServer({ mounts: { '/': siteDir } });
const browser = await chromium.launch(chromiumLaunch());

/** The built pages that place a widget in their content (not the iframe pages under /embed/). */
function widgetPages(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const p = join(d, name);
      if (statSync(p).isDirectory()) return ['_astro', 'pagefind', 'embed'].includes(name) ? [] : walk(p);
      return name === 'index.html' && /<rb-[a-z0-9-]+[\s>]/.test(readFileSync(p, 'utf8')) ? [p] : [];
    });
  return walk(dir)
    .map((file) => `/${relative(dir, file).replace(/index\.html$/, '')}`)
    .sort();
}

/** --write-space: each widget's drawn height in its first view, at a phone's and a laptop's width. */
async function writeSpace() {
  const space: Space = {};
  const pages = widgetPages(siteDir);
  for (const [label, width] of Object.entries(SPACE_WIDTHS)) {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      console.log(`  ${String(width).padStart(4)} px  ${path}`);
      await page.goto(url + path, { waitUntil: 'load', timeout: 30_000 });
      const tags = await page.evaluate(() => [
        ...new Set([...document.querySelectorAll('main *')].filter((e) => e.localName.startsWith('rb-')).map((e) => e.localName)),
      ]);
      const widgets = page.locator(`main :is(${tags.join(', ') || 'rb-none'})`);
      for (let i = 0; i < (await widgets.count()); i++) {
        const widget = widgets.nth(i);
        await ready(widget);
        await page.waitForTimeout(300);
        const { tag, attributes, height } = await widget.evaluate((el) => ({
          tag: el.localName,
          attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
          height: Math.ceil(el.getBoundingClientRect().height),
        }));
        const key = spaceKey(tag, attributes);
        space[key] ??= [0, 0];
        space[key]![label === 'narrow' ? 0 : 1] = height;
        console.log(`  ${String(width).padStart(4)} px ${String(height).padStart(5)} px  ${path}  ${key.slice(0, 90)}`);
      }
      await context.close();
    }
  }
  const sorted = Object.fromEntries(Object.entries(space).sort(([a], [b]) => a.localeCompare(b)));
  const note = `Written by \`npm run layout -- --write-space\`: each widget's height (px) in its first view at ${SPACE_WIDTHS.narrow} and ${SPACE_WIDTHS.wide} px wide, by tag and the attributes that shape it (site/components/widget-space.ts).`;
  writeFileSync(SPACE_FILE, `${JSON.stringify({ note, widgets: sorted }, null, 2)}\n`);
  console.log(`\nWrote ${Object.keys(sorted).length} widgets' heights to ${SPACE_FILE}. Rebuild for the pages to reserve them.`);
}

if (process.argv.includes('--write-space')) {
  try {
    await writeSpace();
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(0);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Overflow, height and sideways scrollers of the widget at `index` among its tag's elements. */
function measure(page: Page, tag: string, index: number) {
  return page.evaluate(
    ([tag, index]) => {
      const el = document.querySelectorAll(tag)[index]!;
      const base = el.shadowRoot?.querySelector('[part~="base"]');
      const doc = document.documentElement;
      const scrollers: string[] = [];
      const walk = (root: Element | ShadowRoot) => {
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
        // The statechart panel, when the walk opened it: it may add to the height budget (a
        // learner asked for it), so the budget is judged without it.
        chart: Math.round(el.shadowRoot?.querySelector('.chart-slot')?.getBoundingClientRect().height ?? 0),
        // The room Widget.astro reserved for it before it loaded (none for other wrappers).
        reserved:
          Number.parseInt(getComputedStyle(el).getPropertyValue(innerWidth < 800 ? '--rb-space-narrow' : '--rb-space-wide'), 10) ||
          undefined,
        scrollers,
      };
    },
    [tag, index] as const,
  );
}

async function axeInside(page: Page, tag: string, index: number): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ([tag, index]) => {
      const el = document.querySelectorAll(tag)[index]!;
      const { axe } = window as unknown as { axe: typeof Axe };
      const r = await axe.run(el, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
      return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
    },
    [tag, index] as const,
  );
}

let problems = 0;
let checks = 0;
const summary: string[] = [];
try {
  for (const [name, spec] of Object.entries(WIDGET_PAGES)) {
    if (only && !name.includes(only)) continue;
    const tag = `rb-${name}`;
    // One load a page: each state is measured at every width by resizing the viewport (the
    // page lays itself out again, media and container queries included), and the walk is
    // played once (it presses the same buttons at any width).
    const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 900 } });
    const page = await context.newPage();
    // What the page says went wrong, to name with a widget that does not draw.
    const said: string[] = [];
    page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && said.push(`console: ${m.text().slice(0, 300)}`));
    await page.goto(url + spec.path, { waitUntil: 'load' });
    // The page's fixed and sticky bars (Starlight's header, the phone table of contents)
    // would cover part of a tall widget's screenshot: hide them (layout is unchanged). Only
    // outside the page's content: reading the style of every element in the sections not
    // drawn yet (content-visibility) once left Chromium's observer blind to a widget the
    // check then jumped to, so it never loaded (the several foes, at 320 px).
    const hideBars = () =>
      page.evaluate(() => {
        for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
          if (el.closest('.sl-markdown-content')) continue;
          if (/fixed|sticky/.test(getComputedStyle(el).position)) el.style.setProperty('visibility', 'hidden', 'important');
        }
      });
    await hideBars();
    const count = await page.locator(tag).count();
    for (let index = 0; index < count; index++) {
      const widget = page.locator(tag).nth(index);
      await ready(widget).catch((e: Error) => {
        throw new Error(`${spec.path} ${tag} #${index + 1}: ${e.message}${said.length ? `\n  ${said.join('\n  ')}` : ''}`);
      });
      await page.waitForTimeout(300);
      const label = `${spec.path} ${tag}${count > 1 ? ` #${index + 1}` : ''}`;
      const pressed = new Map();
      for (const state of ['default', 'played']) {
        let stepsTaken = 0;
        if (state === 'played') {
          await page.setViewportSize({ width: 1280, height: 900 });
          for (; stepsTaken < PLAY_STEPS; stepsTaken++) {
            const next = await nextButton(widget, spec.prefer, pressed);
            if (!next) break;
            await press(page, next.locator);
            await page.waitForTimeout(80);
          }
          await page.waitForTimeout(300);
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await hideBars();
          await page.waitForTimeout(150);
          const m = await measure(page, tag, index);
          const axe = await axeInside(page, tag, index);
          const file = `${name}${count > 1 ? `-${index + 1}` : ''}-${width}-${state}.png`;
          await settle(widget);
          await widget.screenshot({ path: join(out, file) });
          const fails = [];
          if (m.page > 0) fails.push(`page overflows by ${m.page} px`);
          if (m.host > 0 || m.base > 0) fails.push(`widget overflows by ${Math.max(m.host, m.base)} px`);
          if (width >= 1280 && m.height - m.chart > HEIGHT_BUDGET)
            fails.push(`${m.height - m.chart} px tall without the statechart (budget ${HEIGHT_BUDGET})`);
          if (axe.length) fails.push(`${axe.length} axe violation(s)`);
          checks++;
          if (fails.length) problems++;
          const played = state === 'played' ? ` after ${stepsTaken} step(s)` : '';
          console.log(
            `  ${fails.length ? '✗' : '✓'} ${label.padEnd(52)} ${String(width).padStart(4)} px ${state.padEnd(7)} height ${String(m.height).padStart(5)}${played}${fails.length ? `  — ${fails.join('; ')}` : ''}`,
          );
          if (m.scrollers.length) console.log(`        scrolls sideways inside: ${m.scrollers.slice(0, 4).join(', ')}`);
          if (state === 'default' && width !== 320 && m.reserved && Math.abs(m.reserved - m.height) > 8) {
            console.log(
              `        reserved ${m.reserved} px before it loaded, drawn at ${m.height} px: the page moves when it loads (npm run layout -- --write-space)`,
            );
          }
          for (const v of axe) console.log(`        axe: ${v}`);
          if (fails.length) summary.push(`${label} at ${width} px, ${state}: ${fails.join('; ')}`);
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\nScreenshots: ${out}/`);
console.log(`${problems} of ${checks} widget/width/state checks have a layout problem${problems ? ':' : '.'}`);
for (const line of summary) console.log(`  ${line}`);
console.log(`${checks - problems} passed, ${problems} failed${gate ? '' : ' (a report: --gate makes a problem fail the run)'}`);
process.exit(gate && problems ? 1 : 0);
