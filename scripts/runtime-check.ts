// The shared runtime for embeds (public/embed/v<version>/runtime/, loaded by the autoloader) in
// the two engines the end-to-end run does not drive: Gecko (Debian's firefox-esr, over WebDriver
// BiDi) and WebKit (Debian's WebKitGTK MiniBrowser, through WebKitWebDriver, in an Xvfb of its
// own). test/e2e/shared-runtime.spec.ts proves the same in Chromium. After `npm run build`:
//
//   npm run runtime-check [-- firefox|webkit]
//
// On a blog post of another origin, under the strict CSP with Trusted Types (and a single
// lit-html policy), three wiki placeholders and the pinned autoloader:
// - every widget is drawn, and one Lit is on the page;
// - each file of the shared runtime reaches the server once: the import() that follows each
//   checked modulepreload takes the module the preload put in the page's module map, so the
//   integrity the preload checked is the integrity of the code that runs;
// - control: from a copy of the site whose runtime.js has one line more, nothing runs.
// Ends with one line per engine and fails if any check fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { puppeteerCore } from '@web/test-runner-chrome';
import { remote } from 'webdriverio';
import { VERSION } from '../site/address.js';
import { hostPage, integrity, startHost, strictPolicy } from '../test/embed/hosts.mjs';
import { RUNTIME_DIR, RUNTIME_FILE, THREE_WIDGETS } from './embed-build.js';
import { startServer } from './static-server.js';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const siteDir = process.env.SITE_DIR ?? 'dist';
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const engines = chosen.length ? chosen : ['firefox', 'webkit'];

/** What a check needs of a browser, whichever protocol drives it. */
interface Driver {
  name: string;
  goto(url: string): Promise<void>;
  /** Runs `fn` (a function's source) in the page and returns its result. */
  evaluate(fn: string): Promise<unknown>;
  close(): Promise<void>;
}

async function firefox(): Promise<Driver> {
  if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX}: apt-get install firefox-esr`);
  const browser = await puppeteerCore.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  return {
    name: await browser.version(),
    goto: async (url) => void (await page.goto(url)),
    evaluate: (fn) => page.evaluate(`(${fn})()`) as Promise<unknown>,
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    s.on('error', reject);
  });

async function webkit(): Promise<Driver> {
  for (const [path, what] of [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
  ]) {
    if (!existsSync(path!)) throw new Error(`No ${path}: apt-get install ${what}`);
  }
  const children: ChildProcess[] = [];
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  children.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('error', (e) => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${e.message}`)));
  });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  children.push(driver);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) break;
    } catch {
      if (i > 100) throw new Error('WebKitWebDriver did not answer');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    // WebKitGTK's own capability, which webdriverio's types do not list.
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  const agent = await browser.execute(() => navigator.userAgent);
  return {
    name: `WebKitGTK (${/AppleWebKit\/[\d.]+/.exec(agent)?.[0] ?? agent})`,
    goto: async (url) => void (await browser.url(url)),
    // WebDriver classic runs a function body.
    evaluate: (fn) => browser.execute(`return (${fn})()`) as Promise<unknown>,
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      for (const c of children) c.kill();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The blog post with three placeholders and the autoloader from `site`. */
function post(site: string): string {
  const body = THREE_WIDGETS.map(
    (name, i) => `<div data-rb-widget="${name}" data-seed="${i + 3}" data-no-save=""><a href="${site}/embed/${name}/">Play it</a></div>`,
  ).join('\n');
  const tag = `<script src="${site}/embed/v${VERSION}/autoload.js" integrity="${integrity()['autoload.js']}" crossorigin="anonymous" async></script>`;
  return hostPage('A post with three widgets', body, tag);
}

const TAGS = JSON.stringify(THREE_WIDGETS.map((n) => `rb-${n}`));
const drawnAll = `() => ${TAGS}.every((t) => customElements.get(t) && document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'))`;

async function check(make: () => Promise<Driver>): Promise<{ name: string; problems: string[] }> {
  const problems: string[] = [];
  const requests: string[] = [];
  const site = await startServer({ mounts: { '/': siteDir } });
  site.server.on('request', (req) => requests.push(new URL(req.url ?? '/', 'http://x').pathname));
  // The control: a copy of the version's files whose runtime.js is not the one the autoloader names.
  const copy = mkdtempSync(join(tmpdir(), 'rb-tampered-'));
  cpSync(join(siteDir, 'embed', `v${VERSION}`), join(copy, 'embed', `v${VERSION}`), { recursive: true });
  const runtime = join(copy, 'embed', `v${VERSION}`, RUNTIME_DIR, RUNTIME_FILE);
  writeFileSync(runtime, `${readFileSync(runtime, 'utf8')}\nwindow.__tampered = true;\n`);
  const tampered = await startServer({ mounts: { '/': copy } });
  const host = await startHost();
  host.setPage('/post.html', { csp: strictPolicy(site.url, { duplicates: false }), html: post(site.url) });
  host.setPage('/tampered.html', { csp: strictPolicy(tampered.url, { duplicates: false }), html: post(tampered.url) });
  const browser = await make();
  try {
    await browser.goto(`${host.url}/post.html`);
    let drawn = false;
    for (let i = 0; i < 100 && !drawn; i++) {
      drawn = (await browser.evaluate(drawnAll)) === true;
      if (!drawn) await sleep(100);
    }
    if (!drawn) problems.push('the three widgets were not drawn within 10 s');
    const lits = await browser.evaluate('() => window.litHtmlVersions?.length ?? null');
    if (lits !== 1) problems.push(`${String(lits)} copies of Lit on the page, not 1`);
    const files = [RUNTIME_FILE, ...THREE_WIDGETS.map((n) => `rb-${n}.js`)];
    for (const file of files) {
      const n = requests.filter((p) => p === `/embed/v${VERSION}/${RUNTIME_DIR}/${file}`).length;
      if (n !== 1) problems.push(`${RUNTIME_DIR}/${file} was requested ${n} times, not once`);
    }

    await browser.goto(`${host.url}/tampered.html`);
    await sleep(3000);
    const ran = (await browser.evaluate('() => window.__tampered === true')) === true;
    const defined = (await browser.evaluate(`() => ${TAGS}.some((t) => customElements.get(t))`)) === true;
    if (ran) problems.push('control: the tampered runtime.js ran');
    if (defined) problems.push('control: a widget was defined from the tampered copy');
    return { name: browser.name, problems };
  } finally {
    await browser.close();
    host.close();
    site.server.close();
    tampered.server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

if (!existsSync(join(siteDir, 'embed', `v${VERSION}`, RUNTIME_DIR, RUNTIME_FILE))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
let failed = 0;
for (const engine of engines) {
  const make = engine === 'firefox' ? firefox : engine === 'webkit' ? webkit : undefined;
  if (!make) throw new Error(`No engine ${engine}: firefox or webkit`);
  const { name, problems } = await check(make);
  if (problems.length) failed++;
  console.log(
    problems.length
      ? `${engine} (${name}): FAILED\n  ${problems.join('\n  ')}`
      : `${engine} (${name}): three widgets drawn on the shared runtime under the strict CSP, one Lit, each runtime/ file fetched once; the tampered copy never ran`,
  );
}
process.exit(failed ? 1 : 0);
