#!/usr/bin/env node
// Benchmark and budget for Lady Luck's fire.
//
// 1. In Node: how long 10,000 seeded rounds take on a 10 × 10 map, how long the odds take
//    (this round's chances, one Area's next-round odds, and the N-round forecast computed in
//    8 ms slices as the widget does), with the longest slice.
// 2. In Chromium (playwright-core, /usr/bin/chromium or CHROME_PATH): the widget itself on a
//    26 × 26 map and the 10 × 10 one. A PerformanceObserver records every long task (over
//    50 ms) from the start of loading until the forecast is done, and the Event Timing API
//    records each interaction of a scripted sequence (clicks, arrow keys, Next round, the
//    editor, Back and Forward) from input to the next paint. It prints p50, p95 and the worst.
//
// Budget (exit code 1 when broken): no forecast slice over 50 ms; in Chromium, no long task
// over 50 ms at load and no interaction over 50 ms. Wall-clock figures stretch when other
// processes crowd the CPU, so a trace also gives each main-thread task's own CPU time; when
// the load average is above the number of cores, the budget is judged on that CPU time (and
// the script says so).
//
//   node scripts/bench-fire.mjs [--rounds 10000] [--seed 1] [--no-browser]
//
// The machines and the widget are TypeScript, so they are bundled first with esbuild
// (already a dev dependency) into temporary modules.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROUNDS = opt('rounds', 10_000);
const SEED = opt('seed', 1);

const dir = mkdtempSync(join(tmpdir(), 'bench-fire-'));
const out = join(dir, 'fire.mjs');
await build({
  stdin: {
    contents: `
      export * from './machines/lady-luck/fire-map.rules.ts';
      export * from './machines/lady-luck/fire-map.odds.ts';
      export { gridMap } from './machines/lady-luck/fire-map.setup.ts';
      export * from './machines/lady-luck/fire-map.setup.ts';
      export { fireMapMachine } from './machines/lady-luck/fire-map.machine.ts';
      export { createChance } from './machines/core/random.ts';
      export { initialTransition, transition } from 'xstate';
    `,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: out,
  logLevel: 'error',
});
const m = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });

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
const { map, creatures } = parsed.setup;

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const time = (fn) => {
  const t = performance.now();
  const r = fn();
  return [performance.now() - t, r];
};

// A fire burns out its map in a few dozen rounds; to time rounds that still do something,
// play games of 10 rounds from the starting map, carrying the seeded chance from game to game.
function playRounds(n) {
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

function machineRounds(n) {
  let [snap] = m.initialTransition(m.fireMapMachine, { setup: parsed.setup, seed: SEED, rolls: [] });
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
const bigMap = { ...bigGrid, areas: bigGrid.areas.map((a, i) => (i % 97 === 13 ? { ...a, fireLevel: 3 } : a)) };
m.nextOdds({ map: bigMap, rules: { spreadFlammability: 'burning' } }, 'm13');
const [nextOddsMs] = time(() => {
  for (let i = 0; i < 1000; i++) m.nextOdds({ map: bigMap, rules: { spreadFlammability: 'burning' } }, bigMap.areas[(i * 37) % 676].id);
});

// With more runnable processes than cores, a slice's wall time includes time spent waiting
// for a core: then each slice is also measured in this process's own CPU time.
const { loadavg, availableParallelism } = await import('node:os');
const busy = loadavg()[0] > availableParallelism();

function sliced(target, rounds) {
  const job = m.startOdds(target, rounds, { seed: 20260522 });
  let slices = 0;
  let longest = 0;
  let longestCpu = 0;
  const t0 = performance.now();
  for (;;) {
    const began = performance.now();
    const cpu = process.cpuUsage();
    let done = job.result !== undefined;
    while (!done && performance.now() < began + 8) done = m.advanceOdds(job, 1);
    slices++;
    longest = Math.max(longest, performance.now() - began);
    const used = process.cpuUsage(cpu);
    longestCpu = Math.max(longestCpu, (used.user + used.system) / 1000);
    if (done) return { total: performance.now() - t0, slices, longest: busy ? longestCpu : longest, result: job.result };
  }
}
const big = sliced(map, 3);
const huge = sliced(bigMap, 3);
const hamlet = m.parseFireSetup({}, 1).input.setup.map;
const small = sliced(hamlet, 3);

console.log(`Lady Luck fire benchmark (seed ${SEED}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores${busy ? ': slices timed in CPU time' : ''})`);
console.log(`  ${ROUNDS} seeded rounds, 10x10 map, fireRound:        ${fmt(roundsMs)}  (${rolls} d6 rolled, ${(roundsMs / ROUNDS * 1000).toFixed(1)} µs a round)`);
console.log(`  ${ROUNDS} seeded rounds, 10x10 map, through the machine: ${fmt(machineMs)}`);
console.log(`  odds this round, 10x10 map:                        ${fmt(thisRoundMs / 100)} each`);
console.log(`  one Area's next-round odds, 26x26 map:             ${(nextOddsMs / 1000 * 1000).toFixed(1)} µs each (budget 5 ms)`);
console.log(`  odds overlay, 10x10 map, 3 rounds ahead:           ${fmt(big.total)}  (${big.result.method}, ${big.result.samples ?? '-'} samples, ${big.slices} slices, longest ${fmt(big.longest)})`);
console.log(`  odds overlay, 26x26 map, 3 rounds ahead:           ${fmt(huge.total)}  (${huge.result.method}, ${huge.result.samples ?? '-'} samples, ${huge.slices} slices, longest ${fmt(huge.longest)})`);
console.log(`  odds overlay, sample hamlet 4x3, 3 rounds ahead:   ${fmt(small.total)}  (${small.result.method}, ${small.slices} slices, longest ${fmt(small.longest)})`);
const failures = [];
if (Math.max(big.longest, huge.longest, small.longest) > 50) failures.push('an overlay slice held the thread for more than 50 ms');
if (nextOddsMs / 1000 > 5) failures.push("one Area's next-round odds took more than 5 ms");

if (!args.includes('--no-browser')) failures.push(...(await browserBudget()));
for (const f of failures) console.log(`  FAIL: ${f}`);
if (failures.length > 0) process.exitCode = 1;

// ---------------------------------------------------------------- in Chromium

async function browserBudget() {
  const { chromium } = await import('playwright-core');
  const { createServer } = await import('node:http');
  const { readFileSync } = await import('node:fs');
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const bundleDir = mkdtempSync(join(tmpdir(), 'bench-fire-widget-'));
  // The widget as a page would ship it: Lit's production build, minified.
  await build({
    entryPoints: [join(root, 'widgets/fire-map/rb-fire-map.ts')],
    outfile: join(bundleDir, 'rb-fire-map.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    conditions: ['production', 'module'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  const script = readFileSync(join(bundleDir, 'rb-fire-map.js'));
  rmSync(bundleDir, { recursive: true, force: true });
  const page = (map) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fire bench</title>
<script>
  window.__long = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  window.__events = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
</script>
<script type="module" src="/rb-fire-map.js"></script></head>
<body><rb-fire-map no-save seed="5" map="${map}"></rb-fire-map></body></html>`;
  const MAPS = {
    '26x26': 'grid 26x26 flam=2; area c3 fire=2; area m13 fire=3; area x20 fire=1; area h7 fire=-1; area e5 wet=damp; pc Ada in c4 con=1; npc Wolf in m12 size=small limit=1',
    '10x10': MAP.replace(/\n/g, '; '),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/rb-fire-map.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(script);
    }
    const map = MAPS[url.searchParams.get('map')] ?? MAPS['10x10'];
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page(map));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const failures = [];
  if (busy) console.log(`  (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: wall-clock times are stretched; the budget is judged on main-thread CPU time)`);
  /** Each task the page's main thread ran, with its CPU time, from a Chrome trace. */
  const traced = async (tab, run) => {
    await browser.startTracing(tab, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await run();
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    return events.filter((e) => e.name === 'RunTask' && main && e.pid === main.pid && e.tid === main.tid && e.tdur !== undefined).map((e) => e.tdur / 1000);
  };
  const pct = (xs, q) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]);
  try {
    for (const name of Object.keys(MAPS)) {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const widget = tab.locator('rb-fire-map');
      const loadCpu = await traced(tab, async () => {
        await tab.goto(`${base}/?map=${name}`);
        await widget.locator('css=[part="area"]').first().waitFor();
        await tab.waitForFunction(() => document.querySelector('rb-fire-map')?.forecast !== undefined, null, { timeout: 60_000 });
        await tab.waitForTimeout(300);
      });
      const atLoad = await tab.evaluate(() => window.__long.splice(0));

      // The scripted sequence: what a GM does at the table, as real mouse clicks and key
      // presses at the control's place on screen. (Finding a control with a Playwright locator
      // runs Playwright's own script in the page's thread, over all 676 buttons: that would
      // be timed as the widget's work.)
      const tap = (css) => async () => {
        const at = await tab.evaluate((sel) => {
          const el = document.querySelector('rb-fire-map').shadowRoot.querySelector(sel);
          el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const r = el.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }, css);
        await tab.waitForTimeout(60); // a scroll paints before the click, as it would for a reader
        await tab.mouse.click(at.x, at.y);
      };
      const key = (name) => () => tab.keyboard.press(name);
      const steps = [];
      const ids = name === '26x26' ? ['c3', 'm13', 'x20', 'a1', 'z26', 'm12'] : ['c3', 'h7', 'e5', 'a1', 'j10', 'g7'];
      for (const id of ids) steps.push(['click an Area', tap(`[part="area"][data-area="${id}"]`)]);
      for (let i = 0; i < 6; i++) steps.push(['arrow key', key(i % 2 ? 'ArrowDown' : 'ArrowRight')]);
      for (let i = 0; i < 8; i++) steps.push(['Next round', tap('[part="controls"] button.primary')]);
      steps.push(['open the editor', tap('button.edit-toggle')]);
      steps.push(['set a fire level', async () => { await tab.evaluate(() => document.querySelector('rb-fire-map').shadowRoot.querySelector('select[name="fire"]').focus()); await tab.keyboard.press('ArrowDown'); }]);
      steps.push(['close the editor', tap('button.edit-toggle')]);
      for (let i = 0; i < 3; i++) steps.push(['Back', tap('[part="history"] button[aria-keyshortcuts="Alt+ArrowLeft"]')]);
      for (let i = 0; i < 3; i++) steps.push(['Forward', tap('[part="history"] button[aria-keyshortcuts="Alt+ArrowRight"]')]);
      const playCpu = await traced(tab, async () => {
        for (const [, act] of steps) {
          await act();
          await tab.waitForTimeout(120);
        }
        await tab.waitForTimeout(500);
      });
      const { events, long } = await tab.evaluate(() => ({ events: window.__events.splice(0), long: window.__long.splice(0) }));
      const byInteraction = new Map();
      for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
      const durations = [...byInteraction.values()];
      const worstLoad = Math.max(0, ...atLoad.map((t) => t.duration));
      const worstDuring = Math.max(0, ...long.map((t) => t.duration));
      const worstLoadCpu = Math.max(0, ...loadCpu);
      const worstPlayCpu = Math.max(0, ...playCpu);
      console.log(`  Chromium, ${name} map, at load: longest task ${fmt(worstLoad)} (${atLoad.length} over 50 ms); main-thread CPU of the longest task ${fmt(worstLoadCpu)}`);
      console.log(`  Chromium, ${name} map, ${steps.length} interactions: input to next paint p50 ${fmt(pct(durations, 0.5))}, p95 ${fmt(pct(durations, 0.95))}, worst ${fmt(Math.max(0, ...durations))} ` +
        `(${durations.length} over 16 ms); longest task ${fmt(worstDuring)}; main-thread CPU of the longest task ${fmt(worstPlayCpu)}`);
      const loadFigure = busy ? worstLoadCpu : worstLoad;
      const playFigure = busy ? worstPlayCpu : Math.max(0, ...durations);
      if (loadFigure > 50) failures.push(`${name}: a task of ${fmt(loadFigure)} at load`);
      if (playFigure > 50) failures.push(`${name}: an interaction took ${fmt(playFigure)}`);
      await tab.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return failures;
}
