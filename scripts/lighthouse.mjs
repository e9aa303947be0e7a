// Lighthouse (mobile, simulated throttling) on key pages of the built site; prints the four
// category scores per page and fails below the floors. Run after `npm run build`:
//   npm run lighthouse [-- /path/ …]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './static-server.mjs';

const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/liberi-gothica/turn-order/', '/liberi-gothica/death-and-passing-on/', '/karmic/melee-combat/', '/karmic/ranged-combat/', '/lady-luck/fire/'];
/**
 * Accessibility, best practices and SEO are deterministic: gate them. Performance is
 * simulated from a trace taken on this machine, so it moves with the machine's load (95–100
 * when idle, low 80s seen while other builds ran): the gate catches a real collapse, and a
 * score under the 90 target is printed as a warning.
 */
const FLOORS = { performance: 0.75, accessibility: 1, 'best-practices': 0.95, seo: 0.9 };
const TARGET = { performance: 0.9 };

const { server, url } = await startServer({ mounts: { '/': siteDir } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let failed = 0;
let passed = 0;
try {
  for (const path of pages) {
    if (!existsSync(join(siteDir, path, 'index.html'))) {
      console.log(`  ${path.padEnd(40)} not built, skipped`);
      continue;
    }
    const result = await lighthouse(url + path, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const cats = result.lhr.categories;
    const scores = Object.fromEntries(Object.entries(FLOORS).map(([k]) => [k, cats[k]?.score ?? 0]));
    const low = Object.entries(FLOORS).filter(([k, floor]) => scores[k] < floor);
    const line = Object.entries(scores).map(([k, v]) => `${k} ${Math.round(v * 100)}`).join('  ');
    const under = Object.entries(TARGET).filter(([k, t]) => scores[k] < t && !low.some(([l]) => l === k));
    console.log(`  ${path.padEnd(40)} ${line}${low.length ? `  BELOW FLOOR: ${low.map(([k]) => k).join(', ')}` : ''}${under.length ? `  (under the ${under.map(([k, t]) => `${k} target ${t * 100}`).join(', ')})` : ''}`);
    if (low.length) {
      failed++;
      for (const [k] of low) {
        const audits = cats[k].auditRefs.map((r) => result.lhr.audits[r.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative');
        for (const a of audits.slice(0, 5)) console.log(`      ${k}: ${a.id} (${a.displayValue ?? a.score})`);
      }
    } else passed++;
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
