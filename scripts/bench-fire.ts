#!/usr/bin/env node
// Benchmark and budget for Lady Luck's fire.
//
// 1. In Node: how long 10,000 seeded rounds take on a 10 × 10 map, how long the odds take
//    (this round's chances, one Area's next-round odds, and the N-round forecast computed in
//    8 ms slices as the widget does), with the longest slice.
// 2. In Chromium (playwright-core, /usr/bin/chromium or CHROME_PATH): the widget itself on a
//    26 × 26 map and a 10 × 10 one, loaded, then played by a scripted sequence of real mouse
//    clicks and key presses (Areas, arrow keys, Next round, the odds, a prediction, the editor,
//    the statechart, auto-run, Back and Forward). A Chrome trace of the page's main thread
//    gives, for every task, its wall time and its own CPU time (the thread's time on a core);
//    for every interaction, the CPU its tasks used from the input to the end of the next
//    frame the page painted. The Event Timing API gives each interaction's wall-clock input
//    to next paint, as a reader's browser would report it.
//
// Budget (exit code 1 when broken), judged on main-thread CPU time, which stays put when
// other processes crowd the machine (wall-clock figures are printed beside it, and stretch
// under load: on 2 shared cores a 10 ms task can take 60 ms of wall time):
//   - no forecast slice over 50 ms, and one Area's next-round odds within 5 ms (Node);
//   - at load, no main-thread task over 50 ms (issue 12);
//   - no interaction over 50 ms (issue 12), and each interaction's input-to-next-paint
//     p95 within 16 ms, one frame (issue 18).
//
//   npm run bench -- [--rounds 10000] [--seed 1] [--runs 3] [--no-browser] [--maps 26x26,10x10] [--verbose]
//
// The machines are imported as they are (Node strips their types: scripts/lib/resolve-ts.ts); the widget is bundled as
// a page would ship it, with esbuild.
import { build } from 'esbuild';
import { initialTransition, transition } from 'xstate';
import type { Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { gridMap, parseFireMap, type FireMap } from '../machines/lady-luck/area-map.js';
import { fireRound } from '../machines/lady-luck/fire.js';
import { advanceOdds, areaNextOdds as nextOdds, roundOdds, startOdds } from '../machines/lady-luck/fire-odds.js';
import { fireMap } from '../machines/lady-luck/fire-map/index.js';
import { createChance } from '../machines/core/random.js';
import { chromiumLaunch } from './lib/chromium.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRACE_CATEGORIES, interactions, mainThread, pct } from './lib/main-thread.js';
import { performance } from 'node:perf_hooks';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROUNDS = opt('rounds', 10_000);
const SEED = opt('seed', 1);
/** Loads and plays of each map in Chromium (at most; see clearlyWithin); the budget judges the median. */
const RUNS = Math.max(1, opt('runs', 3));

const m = {
  fireRound,
  roundOdds,
  nextOdds,
  startOdds,
  advanceOdds,
  gridMap,
  parseFireMap,
  parseFireSetup: fireMap.setup,
  fireMapMachine: fireMap.machine,
  createChance,
  initialTransition,
  transition,
};

// A 10 × 10 wood with two fires and a few people in it.
const MAP = `grid 10x10 flam=2
area c3 fire=2
area h7 fire=0
area e5 wet=damp
area f5 flam=1
pc Ada in c4 con=1
pc Bran in d3
npc Wolf in h6 size=small limit=1
npc Ogre in g7 size=large limit=3`;
const parsed = m.parseFireMap(MAP);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const fireSetup = parsed.setup;
const { map, creatures } = fireSetup;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const time = <R>(fn: () => R): [number, R] => {
  const t = performance.now();
  const r = fn();
  return [performance.now() - t, r];
};

// A fire burns out its map in a few dozen rounds; to time rounds that still do something,
// play games of 10 rounds from the starting map, carrying the seeded chance from game to game.
function playRounds(n: number): number {
  let chance = m.createChance(SEED);
  let state = { map, creatures };
  let rolls = 0;
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) state = { map, creatures };
    const r = m.fireRound(state.map, state.creatures, chance);
    rolls += r.events.filter((e) => 'roll' in e).length;
    state = r;
    chance = r.chance;
  }
  return rolls;
}

function machineRounds(n: number): number {
  let [snap] = m.initialTransition(m.fireMapMachine, { setup: fireSetup, seed: SEED, rolls: [] });
  const [start] = [snap];
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) snap = m.fireMapMachine.resolveState({ ...start, context: { ...start.context, chance: snap.context.chance } });
    [snap] = m.transition(m.fireMapMachine, snap, { type: 'round.advanced' });
  }
  return snap.context.round;
}

playRounds(500); // warm up
const [roundsMs, rolls] = time(() => playRounds(ROUNDS));
const [machineMs] = time(() => machineRounds(ROUNDS));

const [thisRoundMs] = time(() => {
  for (let i = 0; i < 100; i++) m.roundOdds(map);
});
const bigGrid = m.gridMap(26, 26, { flammability: 2 });
const bigMap: FireMap = { ...bigGrid, areas: bigGrid.areas.map((a, i) => (i % 97 === 13 ? { ...a, fireLevel: 3 as const } : a)) };
m.nextOdds({ map: bigMap, rules: { spreadFlammability: 'burning' } }, 'm13');
const [nextOddsMs] = time(() => {
  for (let i = 0; i < 1000; i++) m.nextOdds({ map: bigMap, rules: { spreadFlammability: 'burning' } }, bigMap.areas[(i * 37) % 676]!.id);
});

// A slice's wall time includes time spent waiting for a core when the machine is busy: each
// slice is also measured in this process's own CPU time, and the budget judges that.
const { loadavg, availableParallelism } = await import('node:os');

/** This thread's CPU time in ms (Node 23.9+); the whole process's on older Node (GC threads included). */
const threadCpu = () => {
  const u = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function sliced(target: FireMap, rounds: number) {
  const job = m.startOdds(target, rounds, { seed: 20260522 });
  let slices = 0;
  let longest = 0;
  let longestCpu = 0;
  const t0 = performance.now();
  for (;;) {
    const began = performance.now();
    const cpu = threadCpu();
    let done = job.result !== undefined;
    while (!done && performance.now() < began + 4) done = m.advanceOdds(job, 1);
    slices++;
    longest = Math.max(longest, performance.now() - began);
    longestCpu = Math.max(longestCpu, threadCpu() - cpu);
    if (done) return { total: performance.now() - t0, slices, longest, longestCpu, result: job.result! };
  }
}
const big = sliced(map, 3);
const huge = sliced(bigMap, 3);
const hamlet = m.parseFireSetup({}, 1).input.setup.map;
const small = sliced(hamlet, 3);

console.log(
  `Lady Luck fire benchmark (seed ${SEED}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `  ${ROUNDS} seeded rounds, 10x10 map, fireRound:        ${fmt(roundsMs)}  (${rolls} d6 rolled, ${((roundsMs / ROUNDS) * 1000).toFixed(1)} µs a round)`,
);
console.log(`  ${ROUNDS} seeded rounds, 10x10 map, through the machine: ${fmt(machineMs)}`);
console.log(`  odds this round, 10x10 map:                        ${fmt(thisRoundMs / 100)} each`);
console.log(`  one Area's next-round odds, 26x26 map:             ${((nextOddsMs / 1000) * 1000).toFixed(1)} µs each (budget 5 ms)`);
console.log(
  `  odds overlay, 10x10 map, 3 rounds ahead:           ${fmt(big.total)}  (${big.result.method}, ${big.result.samples ?? '-'} samples, ${big.slices} slices, longest ${fmt(big.longest)} wall, ${fmt(big.longestCpu)} CPU)`,
);
console.log(
  `  odds overlay, 26x26 map, 3 rounds ahead:           ${fmt(huge.total)}  (${huge.result.method}, ${huge.result.samples ?? '-'} samples, ${huge.slices} slices, longest ${fmt(huge.longest)} wall, ${fmt(huge.longestCpu)} CPU)`,
);
console.log(
  `  odds overlay, sample hamlet 4x3, 3 rounds ahead:   ${fmt(small.total)}  (${small.result.method}, ${small.slices} slices, longest ${fmt(small.longest)} wall, ${fmt(small.longestCpu)} CPU)`,
);
const failures = [];
if (Math.max(big.longestCpu, huge.longestCpu, small.longestCpu) > 50)
  failures.push('a forecast slice held the thread for more than 50 ms of CPU');
if (nextOddsMs / 1000 > 5) failures.push("one Area's next-round odds took more than 5 ms");

// ---------------------------------------------------------------- in Chromium

// The main-thread reading (tasks, inputs, frames, interactions) is scripts/lib/main-thread.ts,
// shared with scripts/latency.ts.

async function browserBudget() {
  const { chromium } = await import('playwright-core');
  const { createServer } = await import('node:http');
  const { readFileSync } = await import('node:fs');
  const bundleDir = mkdtempSync(join(tmpdir(), 'bench-fire-widget-'));
  // The widget as a page would ship it: Lit's production build, minified, its on-demand
  // modules (the statechart) in chunks beside it.
  await build({
    entryPoints: [join(root, 'widgets/fire-map/rb-fire-map.ts')],
    outdir: bundleDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    conditions: ['production', 'module'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  const files = new Map<string, Buffer>();
  const { readdirSync } = await import('node:fs');
  for (const f of readdirSync(bundleDir)) if (f.endsWith('.js')) files.set(`/${f}`, readFileSync(join(bundleDir, f)));
  rmSync(bundleDir, { recursive: true, force: true });
  const page = (map: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fire bench</title>
<script>
  window.__events = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
</script>
<script type="module" src="/rb-fire-map.js"></script></head>
<body><main style="max-width: 46rem; margin: 0 auto"><rb-fire-map no-save seed="5" map="${map}"></rb-fire-map></main></body></html>`;
  const MAPS: Record<string, string> = {
    '26x26':
      'grid 26x26 flam=2; area c3 fire=2; area m13 fire=3; area x20 fire=1; area h7 fire=-1; area e5 wet=damp; pc Ada in c4 con=1; npc Wolf in m12 size=small limit=1',
    '10x10': MAP.replace(/\n/g, '; '),
  };
  const wanted = (args.includes('--maps') ? (args[args.indexOf('--maps') + 1] ?? '').split(',') : Object.keys(MAPS)).filter((m) =>
    Object.hasOwn(MAPS, m),
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = files.get(url.pathname);
    if (file) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(file);
    }
    const wantedMap = url.searchParams.get('map') ?? '';
    const map = (Object.hasOwn(MAPS, wantedMap) ? MAPS[wantedMap] : undefined) ?? MAPS['10x10']!;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page(map));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunch());
  const failures: string[] = [];
  const trace = async (tab: Page, run: () => Promise<void>) => {
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await run();
    return mainThread((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: [] }).traceEvents);
  };
  console.log(`  Chromium ${browser.version()}, 1280 × 900; CPU = the page's main-thread time on a core, wall = as the clock saw it.`);
  /** Load one map in a fresh tab and play the scripted sequence, under a trace. */
  type Step = [string, () => Promise<void>];
  async function playOnce(name: string) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const shadow = (css: string) => `document.querySelector('rb-fire-map').shadowRoot.querySelector(${JSON.stringify(css)})`;
    const load = await trace(tab, async () => {
      await tab.goto(`${base}/?map=${name}`);
      // Every Area drawn (a big map is drawn a batch at a time), then a quiet moment.
      await tab.waitForFunction(
        () => {
          const el = document.querySelector('rb-fire-map');
          return el?.shadowRoot && el.shadowRoot.querySelectorAll('[part~="region"]').length === el.snapshot?.context.map.areas.length;
        },
        null,
        { timeout: 60_000 },
      );
      await tab.waitForTimeout(500);
    });

    // The scripted sequence: what a GM does at the table, as real mouse clicks and key
    // presses at the control's place on screen. (Finding a control with a Playwright locator
    // runs Playwright's own script in the page's thread, over all 676 buttons: that would
    // be timed as the widget's work.)
    const tap = (css: string) => async () => {
      const at = await tab.evaluate<{ x: number; y: number }>(
        `(() => { const el = ${shadow(css)}; el.scrollIntoView({ block: 'nearest', inline: 'nearest' }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
      );
      await tab.waitForTimeout(80); // a scroll paints before the click, as it would for a reader
      await tab.mouse.click(at.x, at.y);
    };
    const focusAndPress = (css: string, keyName: string) => async () => {
      await tab.evaluate(`${shadow(css)}.focus()`);
      await tab.waitForTimeout(80);
      await tab.keyboard.press(keyName);
    };
    const key = (keyName: string) => () => tab.keyboard.press(keyName);
    const ids = name === '26x26' ? ['c3', 'm13', 'x20', 'a1', 'z26', 'm12'] : ['c3', 'h7', 'e5', 'a1', 'j10', 'g7'];
    const next = '[part~="controls"] button.primary';
    const toolbar = (n: number) => `[part~="teach-toolbar"] button:nth-of-type(${n})`;
    const steps: Step[] = [
      ...ids.map((id): Step => ['choose an Area', tap(`[part~="region"][data-area="${id}"]`)]),
      ...Array.from({ length: 6 }, (_, i): Step => ['arrow key', key(i % 2 ? 'ArrowDown' : 'ArrowRight')]),
      ...Array.from({ length: 4 }, (): Step => ['Next round', tap(next)]),
      ['Next round by keyboard', focusAndPress(next, 'Enter')],
      ['Next round by keyboard', key('Enter')],
      ['show the odds', tap(toolbar(1))],
      ...Array.from({ length: 3 }, (): Step => ['Next round, odds shown', tap(next)]),
      ['choose an Area, odds shown', tap(`[part~="region"][data-area="${ids[1]}"]`)],
      ['hide the odds', tap(toolbar(1))],
      ['turn Predict on', tap(toolbar(3))],
      ['Next round (asks first)', tap(next)],
      ['answer the prediction', tap('[part~="predict"] .choices button')],
      ['turn Predict off', tap(toolbar(3))],
      ['open the editor', tap('button.edit-toggle')],
      ['set a fire level', focusAndPress('select[name="fire"]', 'ArrowDown')],
      ['close the editor', tap('button.edit-toggle')],
      ['open the statechart', tap(toolbar(2))],
      ['close the statechart', tap(toolbar(2))],
      ...Array.from({ length: 3 }, (): Step => ['Back', tap('[part~="history"] button[aria-keyshortcuts="Alt+ArrowLeft"]')]),
      ...Array.from({ length: 3 }, (): Step => ['Forward', tap('[part~="history"] button[aria-keyshortcuts="Alt+ArrowRight"]')]),
      // Later rounds change more of the map at once (on 26 × 26, a hundred rolls a round).
      ...Array.from({ length: 6 }, (): Step => ['Next round, a busier map', tap(next)]),
    ];
    const play = await trace(tab, async () => {
      for (const [, act] of steps) {
        await act();
        await tab.waitForTimeout(200);
      }
      await tab.waitForTimeout(400);
    });
    const measured = interactions(play, steps.length);
    const events = await tab.evaluate(() => (window as unknown as { __events: { id: number; duration: number }[] }).__events.splice(0));
    const byInteraction = new Map<number, number>();
    for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    await tab.close();
    return {
      steps,
      measured,
      errors,
      eventTiming: [...byInteraction.values()],
      loadCpu: Math.max(0, ...load.tasks.map((t) => t.cpu)),
      loadWall: Math.max(0, ...load.tasks.map((t) => t.wall)),
      loadOver: load.tasks.filter((t) => t.wall > 50).length,
      playTaskCpu: Math.max(0, ...play.tasks.map((t) => t.cpu)),
    };
  }

  /** Every figure the budget judges, within 90 % of its limit in this one run. */
  const MARGIN = 0.9;
  type Run = Awaited<ReturnType<typeof playOnce>>;
  const clearlyWithin = (r: Run) => {
    const cpu = r.measured.map((m) => m.cpu);
    return (
      r.errors.length === 0 &&
      cpu.length > 0 &&
      pct(cpu, 0.95) <= 16 * MARGIN &&
      Math.max(...cpu) <= 50 * MARGIN &&
      r.loadCpu <= 50 * MARGIN &&
      r.playTaskCpu <= 50 * MARGIN
    );
  };

  try {
    // Each map is loaded and played RUNS times in a fresh tab; each figure is the median over
    // the runs (per interaction, for the interactions), so one run slowed by a neighbour's
    // burst of work on a shared machine does not decide the verdict.
    for (const name of wanted) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await playOnce(name));
        // A first run with every figure within 90 % of its budget stands: load on the machine
        // only adds CPU time, never takes it away, so more runs would only confirm it (as
        // scripts/lighthouse.ts keeps a high first score). The median of RUNS runs is there
        // to keep a run slowed by a neighbour from failing the budget, so a first run near or
        // over a budget is run RUNS times and judged by the medians.
        if (run === 0 && RUNS > 1 && clearlyWithin(runs[0]!)) break;
      }
      const { steps } = runs[0]!;
      const median = (xs: number[]) => pct(xs, 0.5);
      const measured = steps.map((_, i) => ({
        cpu: median(runs.map((r) => r.measured[i]?.cpu ?? Infinity)),
        wall: median(runs.map((r) => r.measured[i]?.wall ?? Infinity)),
      }));
      const loadCpu = median(runs.map((r) => r.loadCpu));
      const loadWall = median(runs.map((r) => r.loadWall));
      const loadOver = Math.max(...runs.map((r) => r.loadOver));
      const playTaskCpu = median(runs.map((r) => r.playTaskCpu));
      const eventTimingOver = median(runs.map((r) => r.eventTiming.length));
      const eventTimingWorst = median(runs.map((r) => Math.max(0, ...r.eventTiming)));
      const cpu = measured.map((m) => m.cpu);
      const wall = measured.map((m) => m.wall);
      const worst = measured.reduce<{ cpu: number; wall: number; step?: string } | undefined>(
        (a, m, i) => (m.cpu > (a?.cpu ?? -1) ? { ...m, step: steps[i]?.[0] } : a),
        undefined,
      );
      const how = runs.length === 1 ? 'one load, every figure within 90 % of its budget' : `medians of ${runs.length} loads`;
      console.log(
        `  ${name} map, at load: longest main-thread task ${fmt(loadCpu)} CPU, longest ${fmt(loadWall)} wall (${how}; ${loadOver} task(s) over 50 ms wall in the worst)`,
      );
      console.log(
        `  ${name} map, ${steps.length} interactions, input to next paint: CPU p50 ${fmt(pct(cpu, 0.5))}, p95 ${fmt(pct(cpu, 0.95))}, worst ${fmt(worst?.cpu ?? 0)} ("${worst?.step}"); ` +
          `wall p50 ${fmt(pct(wall, 0.5))}, p95 ${fmt(pct(wall, 0.95))}, worst ${fmt(Math.max(0, ...wall))}`,
      );
      console.log(
        `  ${name} map, Event Timing (wall, input to presented frame, 8 ms steps): ${eventTimingOver} interactions over 16 ms, worst ${fmt(eventTimingWorst)}; longest task while playing ${fmt(playTaskCpu)} CPU`,
      );
      if (args.includes('--verbose'))
        measured.forEach((m, i) => console.log(`      ${fmt(m.cpu).padStart(8)} CPU ${fmt(m.wall).padStart(8)} wall  ${steps[i]?.[0]}`));
      for (const e of new Set(runs.flatMap((r) => r.errors))) failures.push(`${name}: page error: ${e}`);
      const found = Math.min(...runs.map((r) => r.measured.length));
      if (found < steps.length) failures.push(`${name}: only ${found} of ${steps.length} interactions were found in a trace`);
      if (loadCpu > 50) failures.push(`${name}: a task of ${fmt(loadCpu)} CPU at load`);
      if (worst && worst.cpu > 50) failures.push(`${name}: "${worst.step}" took ${fmt(worst.cpu)} CPU`);
      if (!cpu.length) failures.push(`${name}: no interaction was measured`);
      if (pct(cpu, 0.95) > 16) failures.push(`${name}: input to next paint p95 ${fmt(pct(cpu, 0.95))} CPU, over one frame (16 ms)`);
      if (playTaskCpu > 50) failures.push(`${name}: a task of ${fmt(playTaskCpu)} CPU while playing`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return failures;
}

// ---------------------------------------------------------------- the verdict

if (!args.includes('--no-browser')) failures.push(...(await browserBudget()));
for (const f of failures) console.log(`  FAIL: ${f}`);
console.log(
  failures.length > 0
    ? `  Budget broken (${failures.length}).`
    : '  Within budget: no task over 50 ms at load or in play, no interaction over 50 ms, input to next paint p95 within 16 ms (main-thread CPU).',
);
if (failures.length > 0) process.exitCode = 1;
