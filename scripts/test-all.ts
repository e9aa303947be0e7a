// `npm test`: every check, in order, with one closing line CI can read.
//   generate   the statecharts from the machines and the manifest (generated/; cached by wireit)
//   types      astro sync + tsc --noEmit over machines, widgets, site, scripts, tests
//   lint       eslint --max-warnings 0, prettier --check
//   machines   vitest (rules, worked examples, property tests)
//   widgets    @web/test-runner in Chromium
//   build      custom-elements.json, widget bundles, the Astro site (reference pages from the manifest)
//   manifest   every rendered ::part documented in JSDoc and every documented part rendered
//   bench      the fire map in Chromium: no task over 50 ms of CPU at load or in play, step p95 within 16 ms
//   e2e        the built site in Chromium with @playwright/test (console errors, axe in both
//              themes, reload, embeds, reference pages), two workers, one retry naming flakes
//   layout     every widget on every page at 320, 390, 1280 px, fresh and played: no overflow,
//              ≤ 900 px tall at 1280 (the statechart panel aside), no axe violation
//   size       each widget against a Lit + XState floor built in the same run and its own
//              recorded budget, each page's JS
//   package    the npm package packed, installed in a fixture, bundled and type-checked
//   mediawiki  a real MediaWiki (Debian's package, SQLite, PHP's server) plays a placeholder
//   lighthouse every page on a simulated phone: accessibility, best practices, SEO 100,
//              performance within the noise of 100, CLS
//   own words  no seed sentence copied into content/
// Every stage runs even if an earlier one failed (a build failure skips e2e and size),
// so one run shows everything that is wrong.
//
// Why this runner and not wireit for the stages: wireit runs a script's dependencies and stops
// (or, with WIREIT_FAILURES=continue, goes on) but prints no count, and here every stage must
// run however the others went and the run must end with one "N passed, N failed" line that
// adds up each runner's own counts (vitest's, the test runner's, Playwright's, ours). Wireit
// does the part it is good at: `npm run generate` is a wireit script, so the generated files are
// made once and every later stage that asks for them (typecheck, test:widgets, build) finds
// them fresh in a tenth of a second.
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

type Count = { passed: number; failed: number } | undefined;
interface Stage {
  name: string;
  cmd: string[];
  count?: (out: string) => Count;
  needs?: string;
  skipCode?: number;
}

/** A script, run as every npm script runs one (scripts/lib/resolve-ts.ts). */
const ts = (file: string, ...args: string[]) => ['node', '--import', './scripts/lib/resolve-ts.ts', file, ...args];

const stages: Stage[] = [
  // Each widget's statechart drawn from its machine, then the manifest (the widgets' tests
  // check each chart against its machine; a chart cannot go stale, as none is committed).
  { name: 'generate', cmd: ['npm', 'run', 'generate'] },
  // astro sync first: it writes the astro:content types that site/content.config.ts needs.
  { name: 'types', cmd: ['npm', 'run', 'typecheck'] },
  // ESLint (typescript-eslint, lit, wc) with no warnings, and Prettier's formatting.
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'machines', cmd: ['npx', 'vitest', 'run'], count: vitestCount },
  { name: 'widgets', cmd: ['npm', 'run', 'test:widgets'], count: plainCount },
  // The shared tests and every first-play test again in Firefox ESR and WebKitGTK (.ci/run
  // installs them): web-test-runner.engines.config.mjs.
  { name: 'engines', cmd: ['npm', 'run', 'test:engines'], count: enginesCount },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'manifest', cmd: ts('scripts/check-manifest.ts'), count: plainCount, needs: 'build' },
  // The suite gates the hardest map, 26 × 26: one run when every figure is within 90 % of its
  // budget, else the median of three (one run's p95 once came within 0.6 ms of the 16 ms
  // budget); `npm run bench` measures the 10 × 10 map too.
  { name: 'fire bench', cmd: ts('scripts/bench-fire.ts', '--maps', '26x26') },
  { name: 'e2e', cmd: ['node', 'test/e2e/run.mjs'], count: plainCount, needs: 'build' },
  // Every widget on every page at 320, 390 and 1280 px, fresh and after a played walk: no
  // sideways overflow, ≤ 900 px tall at 1280, no axe violation (screenshots in artifacts/layout/).
  { name: 'layout', cmd: ts('scripts/layout.ts', '--gate'), count: plainCount, needs: 'build' },
  { name: 'size', cmd: ts('scripts/size.ts'), needs: 'build' },
  // The npm package: packed, installed in a fresh project, bundled and type-checked.
  { name: 'package', cmd: ts('scripts/pack-check.ts'), count: plainCount, needs: 'build' },
  // A real MediaWiki on loopback with the autoloader in its site script (exit 2: cannot install it here).
  { name: 'mediawiki', cmd: ts('scripts/mediawiki-check.ts'), count: plainCount, needs: 'build', skipCode: 2 },
  { name: 'lighthouse', cmd: ts('scripts/lighthouse.ts'), count: plainCount, needs: 'build' },
  // Exit 2: the seed texts are not beside this clone (they live in ../shared/seeds), so
  // there is nothing to compare against; reported as skipped, not passed.
  { name: 'own words', cmd: ts('scripts/check-own-words.ts'), skipCode: 2 },
];

function run(cmd: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let out = '';
    const take = (stream: Readable, sink: NodeJS.WriteStream) =>
      stream.on('data', (d: Buffer) => {
        out += d;
        sink.write(d);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

function vitestCount(out: string): Count {
  const m = /Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(out);
  return m ? { passed: Number(m[2]), failed: Number(m[1] ?? 0) } : undefined;
}

function plainCount(out: string): Count {
  const all = [...out.matchAll(/(\d+) passed, (\d+) failed/g)];
  const m = all.at(-1);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : undefined;
}

/**
 * The engines run's own closing line (both engines together): the progress bars that web-test-runner
 * draws after it count one engine each.
 */
function enginesCount(out: string): Count {
  const m = /^engines: (\d+) passed, (\d+) failed/m.exec(out);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : plainCount(out);
}

let passed = 0;
let failed = 0;
const summary = [];
const ok = new Set();
const started = Date.now();
for (const stage of stages) {
  if (stage.needs && !ok.has(stage.needs)) {
    summary.push(`${stage.name}: skipped (${stage.needs} failed)`);
    failed++;
    continue;
  }
  console.log(`\n━━ ${stage.name}: ${stage.cmd.join(' ')}\n`);
  const t = Date.now();
  const { code, out } = await run(stage.cmd);
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  if (stage.skipCode !== undefined && code === stage.skipCode) {
    summary.push(`${stage.name}: skipped (see its message above) in ${secs} s`);
    continue;
  }
  const counted = stage.count?.(out);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  } else if (code === 0) {
    passed++;
  }
  if (code !== 0 && (!counted || counted.failed === 0)) failed++;
  if (code === 0) ok.add(stage.name);
  summary.push(
    `${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}${counted ? `, ${counted.passed} passed, ${counted.failed} failed` : ''} in ${secs} s`,
  );
}
console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
