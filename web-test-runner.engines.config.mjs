// Widget tests in the other two engines readers meet: Gecko (Debian's firefox-esr) and WebKit
// (Debian's WebKitGTK, the engine of Safari and of every iPhone browser). Chromium stays with
// web-test-runner.config.mjs; this config runs a chosen set of the same test files, unchanged,
// in Firefox and WebKit.
//
//   npm run test:engines                          the files in ENGINE_FILES below, both engines
//   npm run test:engines -- 'widgets/x/*.test.ts' other files (the CLI's files replace ENGINE_FILES)
//   ENGINES=firefox npm run test:engines          one engine (firefox, webkit, or both: firefox,webkit)
//
// Firefox: headless firefox-esr, launched by puppeteer-core over WebDriver BiDi through
// @web/test-runner-chrome's launcher (the one @web/test-runner-puppeteer wraps, given
// puppeteer-core instead of puppeteer, which would download a browser of its own).
// WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver (WebDriver classic) through
// @web/test-runner-webdriver. MiniBrowser has no headless mode, so the launcher below starts
// its own Xvfb and its own WebKitWebDriver on free ports, and ends both when the run ends.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { Key } from 'webdriverio';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The test files the engines run by default, in `npm test`: every widget's first-play test (a
 * fresh table played on a phone's width by its highlighted control: the step bar, sticky
 * positioning, 44 px controls and no number while a guess waits, where iPhone and Firefox readers
 * meet them) and the viewport they play at. Other files run by hand, e.g.
 * `npm run test:engines -- 'widgets/shared/*.test.ts'`: there, tests that emulate reduced motion
 * (CDP only) or measure against innerWidth (Firefox's scrollbar takes 12 px of it) fail for the
 * harness's sake, and are not in this list until they say what each engine can do.
 */
export const ENGINE_FILES = ['widgets/*/*.first-play.test.ts', 'widgets/shared/viewport.test.ts'];

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const engines = (process.env.ENGINES || 'firefox,webkit').split(',').map((e) => e.trim());
for (const e of engines) if (e !== 'firefox' && e !== 'webkit') throw new Error(`ENGINES: no engine ${e} (firefox, webkit)`);

function need(path, what) {
  if (!existsSync(path)) throw new Error(`No ${what} at ${path}: install Debian's ${what} (see .ci/run).`);
}

/** The narrowest page MiniBrowser's window gives (its toolbar's width). */
const WEBKIT_NARROWEST = 447;

/** The same size as the Chromium run's page (ChromeLauncherPage sets 800 × 600). */
const VIEWPORT = { width: 800, height: 600 };

function firefox() {
  need(FIREFOX, 'firefox-esr');
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true },
  });
}

/** A TCP port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Xvfb on the first free display: it writes the display's number to fd 3 once it is ready. */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let err = '';
  xvfb.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ proc: xvfb, display: `:${out.trim()}` });
    });
    xvfb.on('error', (e) => reject(new Error(`Xvfb did not start (install Debian's xvfb): ${e.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
  });
}

async function waitForDriver(url, proc, log) {
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited (${proc.exitCode}): ${log()}`);
    try {
      const r = await fetch(`${url}/status`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}: ${log()}`);
}

/**
 * @web/test-runner-webdriver's launcher, with the WebKitWebDriver and the Xvfb it needs started
 * in initialize() and ended in stop(), and MiniBrowser's window sized to give the page 800 × 600.
 */
class WebKitGtkLauncher extends WebdriverLauncher {
  children = [];

  constructor() {
    super({
      hostname: '127.0.0.1',
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks WebDriver classic; webdriverio would ask for BiDi (webSocketUrl),
        // and the driver answers that no capabilities match.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    });
  }

  async initialize(config, testFiles) {
    need(WEBKIT_DRIVER, 'webkit2gtk-driver (WebKitWebDriver)');
    need(MINIBROWSER, 'MiniBrowser (libwebkit2gtk-4.1-0)');
    process.once('exit', () => this.children.forEach((c) => c.kill()));
    const xvfb = await startXvfb();
    this.children.push(xvfb.proc);
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(driver);
    let log = '';
    driver.stdout.on('data', (d) => (log += d));
    driver.stderr.on('data', (d) => (log += d));
    await waitForDriver(`http://127.0.0.1:${port}`, driver, () => log);
    this.options.port = port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async createDriverManager() {
    const manager = await super.createDriverManager();
    await this.setViewport(VIEWPORT);
    return manager;
  }

  /**
   * MiniBrowser's toolbar takes part of its window: the window is the viewport plus that much.
   * The window will not go narrower than its toolbar, which leaves the page 447 px here, so a
   * phone's width plays at that floor in WebKit (a large phone's width; widgets/shared/
   * viewport.test.ts states it); any other shortfall fails the test.
   */
  async setViewport({ width, height }) {
    const [w, h] = await this.driver.execute(() => [outerWidth - innerWidth, outerHeight - innerHeight]);
    const ask = () => this.driver.setWindowRect(0, 0, width + w, height + h);
    await ask();
    // The window manager resizes when it gets to it: the page's size follows a moment later, and
    // on a busy machine a request now and then goes unheeded (a clean-clone run once still had
    // the phone's 447 × 844 a second after asking for 800 × 600). So: wait up to 5 s, and ask
    // again each second while the size has not come.
    const fits = ([iw, ih]) => ih === height && (iw === width || iw <= WEBKIT_NARROWEST);
    let size = await this.driver.execute(() => [innerWidth, innerHeight]);
    for (let tries = 1; tries <= 200 && !fits(size); tries++) {
      await new Promise((r) => setTimeout(r, 25));
      if (tries % 40 === 0) await ask();
      size = await this.driver.execute(() => [innerWidth, innerHeight]);
    }
    if (!fits(size)) throw new Error(`WebKit: asked for a ${width} × ${height} viewport, got ${size[0]} × ${size[1]}`);
  }

  async stop() {
    await super.stop();
    for (const c of this.children.splice(0)) c.kill();
  }
}

/**
 * The tests' @web/test-runner-commands is widgets/shared/testing/commands.ts here (it says why),
 * which imports the real one.
 */
const COMMANDS_SHIM = '/widgets/shared/testing/commands.ts';
function commandsShim() {
  return {
    name: 'engines-commands-shim',
    resolveImport({ source, context }) {
      if (source === '@web/test-runner-commands' && context.path !== COMMANDS_SHIM) return COMMANDS_SHIM;
    },
  };
}

/**
 * `engines-send-keys`: `{ down }`, `{ up }` and `{ type }` as the stock send-keys does them in
 * Chromium, for the keys widgets/shared/testing/commands.ts sends here. Over WebDriver the stock
 * command has no down or up, and types 'hall' as 'hal': it presses every character at once and
 * lets them all go after, and WebKit takes the second l, pressed while the first is still down,
 * as no new key. Here each character is pressed and let go in turn.
 */
function sendKeys() {
  return {
    name: 'engines-send-keys',
    async executeCommand({ command, payload, session }) {
      if (command !== 'engines-send-keys') return undefined;
      const [[how, keys] = []] = Object.entries(payload ?? {});
      if (!['down', 'up', 'type'].includes(how) || typeof keys !== 'string')
        throw new Error('engines-send-keys: give { down: key }, { up: key } or { type: text }');
      if (session.browser.type === 'puppeteer') {
        const { keyboard } = session.browser.getPage(session.id);
        await keyboard[how](keys);
        return true;
      }
      if (session.browser.type === 'webdriver') {
        const key = (k) => Key[k] ?? k;
        const actions =
          how === 'type'
            ? [...keys].flatMap((c) => [
                { type: 'keyDown', value: c },
                { type: 'keyUp', value: c },
              ])
            : [{ type: how === 'down' ? 'keyDown' : 'keyUp', value: key(keys) }];
        // One key source for every call, so a key held by one call is still held in the next
        // (WebDriver keeps a session's input state between its actions).
        await session.browser.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
        return true;
      }
      throw new Error(`engines-send-keys: no keyboard in a ${session.browser.type} browser`);
    },
  };
}

/** `engines-set-viewport`: the stock set-viewport in Firefox; in WebKit, MiniBrowser's window sized to it. */
function setViewport() {
  return {
    name: 'engines-set-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'engines-set-viewport') return undefined;
      const { width, height } = payload ?? {};
      if (typeof width !== 'number' || typeof height !== 'number') throw new Error('engines-set-viewport: give { width, height }');
      if (session.browser.type === 'puppeteer') {
        await session.browser.getPage(session.id).setViewport({ width, height });
        return true;
      }
      if (session.browser instanceof WebKitGtkLauncher) {
        await session.browser.setViewport({ width, height });
        return true;
      }
      throw new Error(`engines-set-viewport: cannot size a ${session.browser.type} browser`);
    },
  };
}

/**
 * After the run: each file's time in each engine (the sum of its tests' own times, as mocha
 * measures them, so without the page's start) and its slowest test, to weigh what the engines
 * run can afford; then one closing line, `engines: N passed, N failed`.
 */
function timesReporter() {
  let startTime = 0;
  return {
    start(args) {
      startTime = args.startTime;
    },
    stop({ sessions }) {
      const tests = (suite, path) => [
        ...(suite?.tests ?? []).map((t) => ({ ...t, name: [...path, t.name].join(' > ') })),
        ...(suite?.suites ?? []).flatMap((s) => tests(s, [...path, s.name])),
      ];
      let passed = 0;
      let failed = 0;
      const lines = [];
      for (const s of [...sessions].sort((a, b) => a.testFile.localeCompare(b.testFile) || a.browser.name.localeCompare(b.browser.name))) {
        const all = tests(s.testResults, []).filter((t) => !t.skipped);
        const ok = all.filter((t) => t.passed).length;
        // A file can fail outside its tests: it fails to load (no test results, only errors), or
        // a hook such as after() throws (every test passed, the session did not). Either counts
        // as one failure of the file, so the closing line never says 0 failed for a failed run.
        const bad = all.length - ok + (!s.passed && ok === all.length ? 1 : 0);
        passed += ok;
        failed += bad;
        const ms = all.reduce((sum, t) => sum + (t.duration ?? 0), 0);
        const slowest = all.reduce((m, t) => ((t.duration ?? 0) > (m?.duration ?? -1) ? t : m), undefined);
        lines.push(
          `${s.browser.name.padEnd(8)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${String(ok).padStart(3)} passed ${String(bad).padStart(2)} failed  ${s.testFile.replace(`${process.cwd()}/`, '')}` +
            (slowest ? `  (slowest ${((slowest.duration ?? 0) / 1000).toFixed(1)} s: ${slowest.name.slice(0, 70)})` : ''),
        );
      }
      console.log(`\nTime in tests, per engine and file (run took ${((Date.now() - startTime) / 1000).toFixed(1)} s in all):`);
      for (const l of lines) console.log(`  ${l}`);
      console.log(`engines: ${passed} passed, ${failed} failed`);
    },
  };
}

export default {
  files: ENGINE_FILES,
  nodeResolve: true,
  // One file at a time in each engine, the two engines side by side: the run waits on frames and
  // WebDriver round trips more than on the two cores (one engine after the other took 130 s
  // where side by side took 71 s, the same tests).
  concurrency: 1,
  // Firefox and WebKit start more slowly than Chromium, and WebDriver round trips cost more.
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  // Three times the Chromium run's 10 s: WebKit is the slowest of the three here, and its axe
  // checks (four in one test) took 3 to 10 s on a busy two-core machine where Firefox took 1 to 2 s.
  testFramework: { config: { timeout: 30000 } },
  // As the Chromium run: axe reads every widget at rest (widgets/shared/testing/axe-at-rest.ts).
  testRunnerHtml: (framework) =>
    `<html><body><script type="module" src="/widgets/shared/testing/axe-at-rest.ts"></script><script type="module" src="${framework}"></script></body></html>`,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), commandsShim(), sendKeys(), setViewport()],
  reporters: [defaultReporter(), timesReporter()],
  browsers: [...(engines.includes('firefox') ? [firefox()] : []), ...(engines.includes('webkit') ? [new WebKitGtkLauncher()] : [])],
};
