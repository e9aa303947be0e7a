// Step latency, measured in Chromium on the built site: for each widget, a scripted walk by
// keyboard (focus a button, press Enter), and for each key press the time from the keydown to
// the next paint, as the clock saw it (wall) and as main-thread CPU time from a Chrome trace.
// Prints p50, p95 and max of each per widget, the slowest step (by CPU), the longest task while
// it loaded and while it was played. The fire map is also played on a 10 × 10 and a 26 × 26 map
// (pages made here, loading the standalone /embed/rb-fire-map.js with a `map` attribute).
// A benchmark: it prints figures and fails only when it could not run.
//   npm run build && npm run latency [-- fire] [--steps] [--phases] [--runs 3] [--no-trace] [--cpu 4]
//   (a fragment picks widgets by name; --steps prints every step; --phases where each step's
//   CPU goes (script, style, layout, paint: scripts/lib/main-thread.ts phasesIn); --runs walks each widget that
//   many times in fresh tabs and pools the steps; --no-trace measures wall time only; --cpu 4
//   plays on an emulated phone: Lighthouse's mobile profile, a 412 × 823 touch screen at
//   device pixel ratio 1.75 with Chromium's CPU throttled four times)
//
// Targets (issue 28): without --cpu, every step within 4 ms of main-thread CPU at p95, so that
// a phone four times slower still paints it within one 16 ms frame; with --cpu 4, the emulated
// phone's wall-clock click-to-next-paint is the figure to read against that frame (the trace's
// CPU time grows under throttling too, as the throttled thread's slices count as its own).
//
// Next paint: a keydown listener (capture, on window) notes the event's timeStamp; in the
// next requestAnimationFrame it posts a message, which runs right after that frame is
// painted; the difference is the step's click-to-next-paint (also left as a
// performance.measure('rb-step') for a DevTools trace). Long tasks come from a
// PerformanceObserver('longtask') installed before the page's own scripts.
//
// CPU time: the machine is shared, so wall-clock figures swing with whatever else runs (on 2
// busy cores a 10 ms step can take 60 ms of wall). The load and the walk are each recorded in
// a Chrome trace, read as scripts/bench-fire.ts reads its own (scripts/lib/main-thread.ts):
// a step's CPU is the main thread's own time on a core in every task from the one that
// dispatched the keydown to the one that painted the next frame after the key's click. That
// figure moves far less under load, so it is the one to judge a widget by (measured here: the
// karma check's CPU p95 was 14.0 ms at load 3, 15.7 at load 11, 17.0 at load 18, while its
// wall p95 went 31, 58, 123 ms: crowded cores still slow each instruction somewhat). Tracing
// itself slows the page a little, so the wall figures under --no-trace are a shade lower.
//
// The walk (scripts/lib/walk.ts) needs no script per widget: each step presses an enabled
// button, preferring the patterns in WIDGET_PAGES, then primary buttons, then the least
// pressed. Then Back three times and Forward three times (the history bar). When a widget's
// labels change, adjust its `prefer` patterns (or nothing: the walk goes on regardless).
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir, loadavg } from 'node:os';
import { chromium, type Locator, type Page } from 'playwright-core';
import { startServer } from './static-server.js';
import { chromiumLaunch } from './lib/chromium.js';
import { WIDGET_PAGES, nextButton, ready, type WalkSpec } from './lib/walk.js';
import { TRACE_CATEGORIES, interactions, mainThread, pct, phasesIn, type MainThread, type Phase } from './lib/main-thread.js';

/** What the page keeps for the script: long tasks by phase, and the next paint's promise. */
interface Long {
  load: number[];
  play: number[];
  phase: 'load' | 'play';
}
type Watched = Window & { __rbLong: Long; __rbPaint: Promise<number> };
interface Step {
  name: string;
  ms: number;
  cpu?: number;
  history?: boolean;
  phases?: Record<Phase, number>;
}

const WALK: Record<string, WalkSpec> = {
  ...WIDGET_PAGES,
  'fire-map 10 × 10': { tag: 'rb-fire-map', path: '/latency/fire-10.html', prefer: [/^Next round/] },
  'fire-map 26 × 26': { tag: 'rb-fire-map', path: '/latency/fire-26.html', prefer: [/^Next round/] },
};
const STEPS = Number(process.env.LATENCY_STEPS ?? 15);
const PHASE_NAMES: Phase[] = ['script', 'style', 'layout', 'paint', 'other'];
const TRACE = !process.argv.includes('--no-trace');
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 1;
const cpuAt = process.argv.indexOf('--cpu');
/** Chromium's CPU throttling rate (1 = none); above 1 the walk also runs on an emulated phone. */
const CPU_RATE = cpuAt >= 0 ? Math.min(20, Math.max(1, Number(process.argv[cpuAt + 1]) || 4)) : 1;
const PHONE = CPU_RATE > 1;
/** Lighthouse's mobile screen (its default `screenEmulation`). */
const SCREEN = PHONE
  ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
  : { viewport: { width: 1280, height: 900 } };
/** The step target: CPU on this machine, or wall on the emulated phone (one frame). */
const TARGET_MS = PHONE ? 16 : 4;

const MAPS = {
  'fire-10.html': 'grid 10x10 flam=2; area c3 fire=2; area h7 fire=0; area e5 wet=damp; pc Ada in c4; npc Wolf in h6 size=small limit=1',
  'fire-26.html':
    'grid 26x26 flam=2; area c3 fire=2; area m13 fire=3; area x20 fire=1; area e5 wet=damp; pc Ada in c4; npc Wolf in m12 size=small limit=1',
};

const siteDir = process.env.SITE_DIR ?? 'dist';
if (!existsSync(join(siteDir, 'index.html')) || !existsSync(join(siteDir, 'embed', 'rb-fire-map.js'))) {
  console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const only = process.argv.slice(2).find((a, i, all) => !a.startsWith('-') && all[i - 1] !== '--runs' && all[i - 1] !== '--cpu');
const pagesDir = mkdtempSync(join(tmpdir(), 'latency-'));
mkdirSync(pagesDir, { recursive: true });
for (const [file, map] of Object.entries(MAPS)) {
  writeFileSync(
    join(pagesDir, file),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fire map latency</title></head>
<body><main><rb-fire-map no-save seed="7" map="${map}"></rb-fire-map></main><script type="module" src="/embed/rb-fire-map.js"></script></body></html>`,
  );
}

const { server, url } = await startServer({ mounts: { '/': siteDir, '/latency/': pagesDir } });
const browser = await chromium.launch(chromiumLaunch());

const percentile = (xs: number[], p: number) => pct(xs, p / 100);
const ms = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');
const num = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** Runs `play` under a Chrome trace of the page and returns its main thread (or undefined with --no-trace). */
async function traced(page: Page, play: () => Promise<void>): Promise<MainThread | undefined> {
  if (!TRACE) {
    await play();
    return undefined;
  }
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await play();
  } finally {
    trace = await browser.stopTracing();
  }
  return mainThread((JSON.parse(trace.toString()) as { traceEvents: [] }).traceEvents);
}

/** Installed before any script of the page: long tasks, by phase. */
const OBSERVE = () => {
  const w = window as unknown as Watched;
  w.__rbLong = { load: [], play: [], phase: 'load' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__rbLong[w.__rbLong.phase].push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function pressAndTime(page: Page, button: Locator): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as Watched).__rbPaint = new Promise((resolve) => {
      addEventListener(
        'keydown',
        (e) => {
          const t0 = e.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              const t = performance.now();
              performance.measure('rb-step', { start: t0, end: t });
              resolve(t - t0);
            };
            channel.port2.postMessage(null);
          });
        },
        { once: true, capture: true },
      );
    });
  });
  await button.focus();
  await page.keyboard.press('Enter');
  return page.evaluate(() => (window as unknown as Watched).__rbPaint);
}

async function walk(label: string, spec: WalkSpec) {
  const tag = spec.tag ?? `rb-${label}`;
  const context = await browser.newContext(SCREEN);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  if (PHONE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const widget = page.locator(tag).first();
  const load = await traced(page, async () => {
    await page.goto(url + spec.path, { waitUntil: 'load' });
    // Scrolled to first: the rulebook's pages load a widget as the reader nears it.
    await ready(widget);
    await page.waitForTimeout(1000); // let work started at load (odds, forecasts) finish
  });
  await page.evaluate(() => ((window as unknown as Watched).__rbLong.phase = 'play'));

  const steps: Step[] = [];
  const pressed = new Map<string, number>();
  const missing: string[] = [];
  const play = await traced(page, async () => {
    for (let i = 0; i < STEPS; i++) {
      const next = await nextButton(widget, spec.prefer, pressed);
      if (!next) {
        missing.push(`after ${i} step(s) no button to press`);
        break;
      }
      steps.push({ name: next.name, ms: await pressAndTime(page, next.locator) });
      // Long enough apart that the trace tells one key press from the next (over 60 ms).
      await page.waitForTimeout(80);
    }
    for (const dir of ['Back', 'Forward']) {
      for (let i = 0; i < 3; i++) {
        const button = widget.getByRole('button', { name: new RegExp(dir) });
        if (!(await button.count()) || !(await button.first().isEnabled())) break;
        steps.push({ name: dir, ms: await pressAndTime(page, button.first()), history: true });
        await page.waitForTimeout(80);
      }
    }
    await page.waitForTimeout(300);
  });
  if (play) {
    // One keydown per step, in order: the trace's interactions are the steps.
    const measured = interactions(play, steps.length);
    if (measured.length !== steps.length)
      missing.push(`the trace held ${measured.length} key presses for ${steps.length} steps: no CPU figures`);
    else
      measured.forEach((m, i) => {
        steps[i]!.cpu = m.cpu;
        steps[i]!.phases = phasesIn(play, m.from, m.to);
      });
  }
  const long = await page.evaluate(() => (window as unknown as Watched).__rbLong);
  await context.close();
  const cpuTasks = {
    load: load ? Math.max(0, ...load.tasks.map((t) => t.cpu)) : NaN,
    play: play ? Math.max(0, ...play.tasks.map((t) => t.cpu)) : NaN,
  };
  return { label, steps, long, cpuTasks, missing, errors };
}

console.log(
  `Click-to-next-paint by keyboard, Chromium ${browser.version()}, ${PHONE ? `emulated phone: 412 × 823 touch, DPR 1.75, CPU throttled ${CPU_RATE}×` : '1280 × 900'}, ${STEPS} steps + Back ×3 + Forward ×3 per widget${RUNS > 1 ? `, ${RUNS} runs pooled` : ''}.`,
);
console.log(
  `Load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} (2 cores: wall figures move with other work on the machine; CPU figures far less).\n`,
);
console.log(
  `  ${''.padEnd(18)} ${''.padStart(5)}  ${'wall (ms)'.padEnd(17)}  ${'main-thread CPU (ms)'.padEnd(17)}  ${'longest task, wall / CPU (ms)'}`,
);
console.log(
  `  ${'widget'.padEnd(18)} ${'steps'.padStart(5)}  ${'p50'.padStart(5)} ${'p95'.padStart(5)} ${'max'.padStart(5)}  ${'p50'.padStart(5)} ${'p95'.padStart(5)} ${'max'.padStart(5)}  ${'load'.padStart(17)} ${'play'.padStart(11)}  slowest step (CPU)`,
);
let failed = 0;
try {
  for (const [label, spec] of Object.entries(WALK)) {
    if (only && !label.includes(only)) continue;
    try {
      // Each run walks the widget in a fresh tab; the figures pool every run's steps.
      const runs = [];
      for (let n = 0; n < RUNS; n++) runs.push(await walk(label, spec));
      const r = {
        steps: runs.flatMap((x) => x.steps),
        long: { load: runs.flatMap((x) => x.long.load), play: runs.flatMap((x) => x.long.play) },
        cpuTasks: { load: Math.max(...runs.map((x) => x.cpuTasks.load)), play: Math.max(...runs.map((x) => x.cpuTasks.play)) },
        missing: [...new Set(runs.flatMap((x) => x.missing))],
        errors: [...new Set(runs.flatMap((x) => x.errors))],
      };
      const times = r.steps.map((s) => s.ms);
      const cpu = r.steps.map((s) => s.cpu).filter((c): c is number => c !== undefined);
      const by = cpu.length ? 'cpu' : 'ms';
      const slowest = r.steps.reduce<Step | undefined>((a, b) => ((b[by] ?? -1) > (a?.[by] ?? -1) ? b : a), undefined);
      const three = (xs: number[]) =>
        [percentile(xs, 50), percentile(xs, 95), xs.length ? Math.max(...xs) : NaN].map((n) => num(n).padStart(5)).join(' ');
      // Long tasks (over 50 ms wall, from the page's own observer) with how many; CPU: the longest task in the trace.
      const task = (list: number[], cpuMax: number) =>
        `${list.length ? `${num(Math.max(...list))}${list.length > 1 ? ` (${list.length})` : ''}` : 'none'} / ${num(cpuMax)}`;
      console.log(
        `  ${label.padEnd(18)} ${String(times.length).padStart(5)}  ${three(times)}  ${three(cpu)}  ${task(r.long.load, r.cpuTasks.load).padStart(17)} ${task(r.long.play, r.cpuTasks.play).padStart(11)}  ${slowest ? `"${slowest.name.slice(0, 40)}"` : ''}`,
      );
      if (PHONE) {
        if (percentile(times, 95) > TARGET_MS)
          console.log(`      over one frame on the phone: wall p95 ${ms(percentile(times, 95))} (issue 28 asks for ${TARGET_MS} ms)`);
      } else if (percentile(cpu, 95) > TARGET_MS)
        console.log(
          `      over the phone's frame: CPU p95 ${ms(percentile(cpu, 95))} (issue 28 asks for ${TARGET_MS} ms, one frame on a phone 4× slower)`,
        );
      // Where the time goes: each phase's mean own CPU per step, and its share.
      const phased = r.steps.filter((s) => s.phases);
      if (phased.length && (process.argv.includes('--phases') || process.argv.includes('--steps'))) {
        const sum = (p: Phase) => phased.reduce((n, s) => n + s.phases![p], 0) / phased.length;
        const all = PHASE_NAMES.reduce((n, p) => n + sum(p), 0) || 1;
        console.log(
          `      per step, mean CPU: ${PHASE_NAMES.map((p) => `${p} ${ms(sum(p))} (${Math.round((100 * sum(p)) / all)} %)`).join(', ')}`,
        );
      }
      for (const m of r.missing) console.log(`      note: ${m}`);
      for (const e of r.errors) console.log(`      page error: ${e}`);
      if (process.argv.includes('--steps'))
        for (const s of r.steps)
          console.log(
            `      ${ms(s.ms).padStart(9)} wall ${ms(s.cpu).padStart(9)} CPU  ${s.phases ? `(${PHASE_NAMES.map((p) => `${p[0]} ${num(s.phases![p])}`).join(' ')})  ` : ''}${s.name}`,
          );
    } catch (e) {
      failed++;
      console.log(`  ${label.padEnd(18)} could not run: ${String((e as Error).message ?? e).split('\n')[0]}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(pagesDir, { recursive: true, force: true });
}
console.log(
  "\nwall = keydown to the next paint by the clock; CPU = the main thread's own time on a core over the same span, from a Chrome trace (far steadier under load: judge by it, on a quiet machine if you can).",
);
console.log(
  'longest task: load = from navigation until a second after the widget appeared (on a rules page, after scrolling to it: it loads as the reader nears it); play = during the walk.',
);
console.log("  wall: the longest task over 50 ms (and how many), or none; CPU: the longest task's own CPU time.");
console.log(
  "--steps prints every step. Issue 28 asks for a CPU p95 within 4 ms here (one 16 ms frame on a phone 4× slower; --cpu 4 shows that phone's wall figures); issue 12 for no interaction over 50 ms and no long task over 50 ms at load on 26 × 26.",
);
process.exit(failed ? 1 : 0);
