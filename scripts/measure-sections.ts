// Measures the room each section of each page takes (site/components/sections.ts: one section
// per h2, kept out of layout and paint while out of sight), in Chromium on the built site, at
// a phone's width (390 px) and a laptop's (1280 px), as a reader first meets each section:
// its widgets not loaded yet, each in the room reserved for it (widget-space.json, which is
// its drawn height), and writes site/components/section-space.json
// (measured data, committed, as widget-space.json is). The pages reserve those heights with
// `contain-intrinsic-block-size`, so a section not drawn yet holds the room it will take: the
// page is as long as it will be, and an #anchor lands where it would without the sections.
//   npm run build && npm run measure-sections [-- /karmic/]   (a fragment measures only those pages)
//   then build again: the pages read the figures at build time.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './lib/chromium.js';
import { startServer } from './static-server.js';
import { SECTIONS_FILE, type SectionSpace } from '../site/components/sections.js';
import { SPACE_WIDTHS } from '../site/components/widget-space.js';

const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const only = process.argv.slice(2).find((a) => !a.startsWith('-'));

/** The built pages cut into sections. */
function sectionedPages(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const p = join(d, name);
      if (statSync(p).isDirectory()) return ['_astro', 'pagefind', 'embed', 'gallery'].includes(name) ? [] : walk(p);
      return name === 'index.html' && readFileSync(p, 'utf8').includes('class="rb-section"') ? [p] : [];
    });
  return walk(dir)
    .map((file) => `/${relative(dir, file).replace(/index\.html$/, '')}`)
    .sort();
}

const { server, url } = await startServer({ mounts: { '/': siteDir } });
const browser = await chromium.launch(chromiumLaunch());
const previous: SectionSpace = existsSync(SECTIONS_FILE)
  ? ((JSON.parse(readFileSync(SECTIONS_FILE, 'utf8')) as { pages?: SectionSpace }).pages ?? {})
  : {};
const pages: SectionSpace = only ? { ...previous } : {};
try {
  for (const path of sectionedPages(siteDir).filter((p) => !only || p.includes(only))) {
    const measured: Record<string, [number, number]> = {};
    for (const [label, width] of Object.entries(SPACE_WIDTHS)) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url + path, { waitUntil: 'load' });
      // Every section drawn, as it is when the reader reaches it (its widgets load a moment
      // later, into the room kept for them; the embed panels under them then fill in their
      // settings).
      await page.addStyleTag({ content: '.rb-section { content-visibility: visible !important; }' });
      await page.waitForTimeout(200);
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.sl-markdown-content .rb-section[data-rb-section]')].map(
          // To Chromium's layout unit (1/64 px), not to whole pixels: a page's sections add up,
          // and a third of a pixel lost on each would put a heading far down the page pixels off.
          (s) => [s.dataset.rbSection!, Math.round(s.getBoundingClientRect().height * 64) / 64] as const,
        ),
      );
      for (const [id, height] of heights) {
        measured[id] ??= [0, 0];
        measured[id][label === 'narrow' ? 0 : 1] = height;
      }
      await context.close();
    }
    pages[path] = measured;
    const tallest = Object.values(measured).reduce((most, [n, w]) => [Math.max(most[0]!, n), Math.max(most[1]!, w)], [0, 0]);
    console.log(
      `  ${path.padEnd(62)} ${String(Object.keys(measured).length).padStart(3)} sections, the tallest ${tallest[0]} / ${tallest[1]} px`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
const note = `Written by \`npm run measure-sections\`: the height (px) of each section of each page (one per h2, and one per h3 inside it: site/components/sections.ts) at ${SPACE_WIDTHS.narrow} and ${SPACE_WIDTHS.wide} px wide, as a reader first meets it (its widgets in the room kept for them). The pages reserve them while a section is out of sight.`;
writeFileSync(SECTIONS_FILE, `${JSON.stringify({ note, pages: sorted }, null, 2)}\n`);
console.log(`\nWrote ${Object.keys(sorted).length} pages' sections to ${SECTIONS_FILE}. Build again for the pages to reserve them.`);
