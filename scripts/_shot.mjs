import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', height = '900'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +width, height: +height } });
p.on('console', (m) => console.log('console:', m.text()));
p.on('pageerror', (e) => console.log('error:', e.message));
await p.goto(url); await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: true }); await b.close();
