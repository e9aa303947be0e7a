// The wiki recipe on the embedding page, proved in a real MediaWiki (Debian's package, SQLite,
// PHP's built-in server on loopback): one line in MediaWiki:Common.js loads the autoloader,
// a page holds a placeholder written in wikitext, and in Chromium the widget appears in the
// page and plays. Prints "N passed, N failed"; exits 2 (skipped) when MediaWiki is missing
// and cannot be installed here.
//
//   npm run build && npm run mediawiki-check
//
// Installs MediaWiki if missing (as root, with apt-get: mediawiki php-cli php-sqlite3, no
// recommended packages, no services started). Everything else lives in a temporary folder
// and is removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Locator } from 'playwright-core';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { chromiumLaunch } from './lib/chromium.js';
import { startServer } from './static-server.js';
import { VERSION } from '../site/address.js';

const MW = '/usr/share/mediawiki';
const started = Date.now();
let passed = 0;
let failed = 0;
const seconds = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

function installIfMissing() {
  if (existsSync(join(MW, 'maintenance', 'install.php')) && existsSync('/usr/bin/php')) return 'already installed';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.log('MediaWiki is not installed and cannot be installed here (needs root and apt-get): skipped.');
    process.exit(2);
  }
  // No service may start during the install (apache2 comes in as MediaWiki's web server).
  const guard = '/usr/sbin/policy-rc.d';
  const ownGuard = !existsSync(guard);
  if (ownGuard) writeFileSync(guard, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'mediawiki', 'php-cli', 'php-sqlite3'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    if (ownGuard) rmSync(guard, { force: true });
  }
  return 'installed now';
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function check(name: string, fn: () => unknown): Promise<void> {
  const t = Date.now();
  try {
    await fn();
    passed++;
    console.log(`  ✓ ${name} (${seconds(t)})`);
  } catch (caught) {
    failed++;
    const e = caught as { stderr?: string; message?: string };
    console.log(
      `  ✗ ${name}\n      ${String(e.stderr || e.message || caught)
        .trim()
        .split('\n')
        .slice(-10)
        .join('\n      ')}`,
    );
  }
}

if (!existsSync(join(process.env.SITE_DIR ?? 'dist', 'index.html'))) {
  console.error('No built site in dist/: run `npm run build` first.');
  process.exit(1);
}

const t0 = Date.now();
const how = installIfMissing();
console.log(`MediaWiki: ${how} (${seconds(t0)})`);

const work = mkdtempSync(join(tmpdir(), 'rb-wiki-'));
const site = await startServer({ mounts: { '/': process.env.SITE_DIR ?? 'dist' } });
const port = await freePort();
const wiki = `http://127.0.0.1:${port}`;
const env = { ...process.env, MW_CONFIG_FILE: join(work, 'LocalSettings.php') };
const php = (args: string[], input?: string) =>
  execFileSync('php', args, { cwd: MW, env, input, encoding: 'utf8', stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
let server: ChildProcess | undefined;
let browser: Browser | undefined;

const PARTICIPANTS = 'Ada: pc; Bram: pc; Ogre: monster Q♠';
const placeholder = `<div data-rb-widget="initiative-deal" data-seed="11" data-no-save="" data-participants="${PARTICIPANTS}">[${site.url}/embed/initiative-deal/?seed=11 Play the initiative deal]</div>`;
const siteScript = `mw.loader.load('${site.url}/embed/v${VERSION}/autoload.js');`;

try {
  await check('a fresh wiki is installed (SQLite) and serves its main page', async () => {
    php([
      'maintenance/install.php',
      '--dbtype=sqlite',
      `--dbpath=${join(work, 'data')}`,
      '--dbname=rulebookwiki',
      `--server=${wiki}`,
      '--scriptpath=',
      `--confpath=${work}`,
      `--pass=${randomBytes(12).toString('hex')}`,
      '--lang=en',
      'Rulebook Test Wiki',
      'Admin',
    ]);
    // Site scripts on for everyone (MediaWiki's default, stated so the recipe's premise is visible).
    appendFileSync(join(work, 'LocalSettings.php'), '\n$wgUseSiteJs = true;\n$wgShowExceptionDetails = true;\n');
    server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', MW], { cwd: MW, env, stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${wiki}/index.php?title=Main_Page`).catch(() => undefined);
      if (res?.ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the wiki did not answer');
  });

  await check('the site script (MediaWiki:Common.js) and a page with a placeholder are saved', () => {
    php(['maintenance/edit.php', '--user', 'Admin', '--summary', 'Load the rulebook widgets', 'MediaWiki:Common.js'], siteScript);
    php(
      ['maintenance/edit.php', '--user', 'Admin', '--summary', 'An initiative deal', 'Initiative'],
      `The deal, as the rulebook plays it:\n\n${placeholder}\n`,
    );
  });

  await check("MediaWiki's sanitizer keeps the placeholder: the div and every data- setting", async () => {
    const html = await (await fetch(`${wiki}/index.php?title=Initiative`)).text();
    const div = /<div data-rb-widget="initiative-deal"[^>]*>/.exec(html)?.[0];
    assert.ok(div, 'the placeholder div is gone from the rendered page');
    for (const attr of ['data-seed="11"', 'data-no-save=""', `data-participants="${PARTICIPANTS}"`])
      assert.ok(div.includes(attr), `${attr} was stripped: ${div}`);
  });

  await check('in Chromium the autoloader, loaded by the site script, turns the placeholder into the widget, and it plays', async () => {
    browser = await chromium.launch(chromiumLaunch());
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const errors: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(wiki) && !r.url().startsWith(site.url) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto(`${wiki}/index.php?title=Initiative`);
    await page.waitForFunction(() => document.querySelector('rb-initiative-deal')?.shadowRoot?.querySelector('[part~="base"]'), undefined, {
      timeout: 20000,
    });
    const widget = page.locator('rb-initiative-deal');
    assert.equal(await widget.getAttribute('seed'), '11');
    const press = async (locator: Locator) => {
      await locator.focus();
      await page.keyboard.press('Enter');
    };
    await press(widget.getByRole('button', { name: 'Deal the first hand' }));
    for (const name of ['Ada', 'Bram']) {
      await press(widget.getByRole('button', { name: `Show hand of ${name}` }));
      await press(widget.getByRole('button', { name: /^Play the / }).first());
      const joker = widget.getByRole('button', { name: /^Play the joker as/ });
      if (await joker.count()) await press(joker.first());
    }
    await press(widget.getByRole('button', { name: 'Reveal the cards' }));
    // The revealed order is a list named for its round.
    await widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' }).waitFor({ timeout: 5000 });
    assert.match((await widget.evaluate((el) => el.shadowRoot?.textContent)) ?? '', /\bacting\b/);
    await page.screenshot({ path: join(tmpdir(), 'rb-mediawiki.png') });
    assert.deepEqual(errors, [], 'errors on the wiki page');
    assert.deepEqual(outside, [], 'requests left the wiki and the rulebook');
  });
} finally {
  await browser?.close();
  server?.kill();
  site.server.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nMediaWiki check in ${seconds(started)} (screenshot: ${join(tmpdir(), 'rb-mediawiki.png')})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
