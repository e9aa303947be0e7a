// Measures each iframe page's height at 600 px wide in Chromium (as the oEmbed document
// and the iframe snippet give it), and writes embed/frame-heights.json, the starting heights
// snippets and oEmbed use until the frame reports its own. Run after `npm run build`:
//   node scripts/measure-frames.mjs
// (test/e2e/embed.e2e.mjs fails when a recorded height is more than 20 % off.)
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { listWidgets } from './widgets.mjs';

export async function measureFrames(page, baseUrl, widgets = listWidgets()) {
  const out = {};
  for (const w of widgets) {
    await page.goto(`${baseUrl}/embed/${w.name}/?seed=7`);
    await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), w.tag);
    await page.waitForTimeout(200);
    out[w.name] = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { server, url } = await startServer({ mounts: { '/': process.env.SITE_DIR ?? 'dist' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  const heights = await measureFrames(page, url);
  writeFileSync('embed/frame-heights.json', `${JSON.stringify(heights, null, 2)}\n`);
  console.log(heights);
  await browser.close();
  server.close();
}
