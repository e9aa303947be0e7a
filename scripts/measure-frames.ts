// Measures each iframe page's height at 600 px wide in Chromium (as the oEmbed document
// and the iframe snippet give it), and writes embed/frame-heights.json, the starting heights
// snippets and oEmbed use until the frame reports its own (measured data, committed). Run
// after `npm run build`:
//   npm run measure-frames
// (the end-to-end embed test fails when a recorded height is more than 20 % off.)
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunch } from './lib/chromium.js';
import { startServer } from './static-server.js';
import { listWidgets } from '../site/widget-catalogue.js';

export async function measureFrames(page: Page, baseUrl: string, widgets = listWidgets()): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const w of widgets) {
    await page.goto(`${baseUrl}/embed/${w.name}/?seed=7`);
    await page.waitForFunction((t: string) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), w.tag);
    await page.waitForTimeout(200);
    out[w.name] = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { server, url } = await startServer({ mounts: { '/': process.env.SITE_DIR ?? 'dist' } });
  const browser = await chromium.launch(chromiumLaunch());
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  const heights = await measureFrames(page, url);
  writeFileSync('embed/frame-heights.json', `${JSON.stringify(heights, null, 2)}\n`);
  console.log(heights);
  await browser.close();
  server.close();
}
