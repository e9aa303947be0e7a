// Lighthouse on every page of the built site (mobile profile, simulated throttling). Prints
// performance, accessibility, best practices and SEO with LCP, TBT and CLS per page, and
// gates them. Run after `npm run build`:
//   npm run lighthouse [-- /path/ …]         only these pages
//   LH_RUNS=3 LH_TEXT_RUNS=1 LH_PARALLEL=2   the defaults (see below)
//
// Gates, per page (the median run):
//   accessibility, best practices: 100. SEO: 100 on pages meant for search (the /embed/
//   frames say noindex, so their SEO is printed, not gated).
//   performance: at least 100 − PERF_TOLERANCE. Performance is simulated from a trace taken on
//   this machine, so it moves with the machine's load; the tolerance is what the noise needs
//   (see PERF_TOLERANCE). A score under 100 is printed as under target.
//   CLS: at most 0.1 (Google's "good"); it does not depend on load.
// Runs: every page once, LH_PARALLEL lanes side by side; a page whose performance is under
// LH_CONFIRM_BELOW (default 100) is then run LH_RUNS (default 3) times more on one lane alone,
// and the run with the median performance score is kept (two runs at 100 of three settle it:
// the third is not run). Load on the machine only ever lowers a simulated score (tasks take
// longer, never shorter), so a high first run stands and only a low one needs confirming;
// LH_CONFIRM_BELOW=101 confirms every page. Pages run LH_PARALLEL at a time (default 2, one
// Chrome each): measured on four pages, three runs each, at load 6-8, one lane took 90 s and
// two 55 s, with medians of 92/97/97/99 and 97/95/97/99, within the noise of each other.
// Lighthouse keeps global state, so each lane is a child process (this file with --lane)
// with its own Chrome.
//
// Why this and not Lighthouse CI (@lhci/cli): LHCI's collect runs a fixed number of runs of every
// URL one after another and its assert takes the median, where this keeps a high first run and
// confirms only a low one, two pages at a time (on this 2-core machine about a third of the
// time for 3-run medians); and it serves the pages through our own static server, gzipped and
// with the production headers, and gates SEO only on pages meant for search. LHCI would also
// bring a Lighthouse of its own version beside the one the project pins.
import { fork } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './static-server.js';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.js';

const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const flags: Flags = {
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Screenshots are for the HTML report, which nothing here reads; they cost a second a run.
  skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
  disableFullPageScreenshot: true,
};
const score = (lhr: Result, k: Category) => Math.round((lhr.categories[k]?.score ?? 0) * 100);

/** What a lane asks and answers. */
interface Ask {
  url: string;
  runs: number;
  stop?: boolean;
}
interface Answer {
  ready?: boolean;
  error?: string;
  scores?: Record<Category, number>;
  lcp?: number;
  tbt?: number;
  cls?: number;
  perfs?: number[];
  failing?: Record<Category, string[]>;
}
const send = (answer: Answer) => process.send?.(answer);

/** A lane: one Chrome; audits each page the parent sends, answers with the median run's figures. */
async function runLane() {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  process.on('message', async ({ url, runs: n, stop }: Ask) => {
    if (stop) {
      await chrome.kill();
      process.exit(0);
    }
    const runs: Result[] = [];
    for (let i = 0; i < n; i++) {
      const result = await lighthouse(url, { ...flags, port: chrome.port });
      if (result?.lhr && !result.lhr.runtimeError) runs.push(result.lhr);
      // Once most of the n runs score 100, their median is 100 whatever the rest would score.
      if (runs.filter((r) => score(r, 'performance') >= 100).length * 2 > n) break;
    }
    if (!runs.length) return void send({ error: 'no run completed' });
    // The run with the median performance score (its LCP, TBT and CLS are the ones printed).
    const lhr = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor((runs.length - 1) / 2)]!;
    const failing = {} as Record<Category, string[]>;
    for (const k of CATEGORIES) {
      failing[k] = (lhr.categories[k]?.auditRefs ?? [])
        .filter((r) => r.weight > 0)
        .flatMap((r) => lhr.audits[r.id] ?? [])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .slice(0, 5)
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    }
    send({
      scores: Object.fromEntries(CATEGORIES.map((k) => [k, score(lhr, k)])) as Record<Category, number>,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      perfs: runs.map((r) => score(r, 'performance')),
      failing,
    });
  });
  send({ ready: true });
}

async function main() {
  const siteDir = process.env.SITE_DIR ?? 'dist';
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const RUNS = Number(process.env.LH_RUNS ?? 3);
  const PARALLEL = Math.max(1, Number(process.env.LH_PARALLEL ?? 2));
  /**
   * The noise, measured on this 2-core machine while other helpers' builds and browser tests
   * kept the load average at 15-18, five runs a page, two lanes: the fire page 67-99 (median 89),
   * the melee page 89-96 (95), a reference page 79-99 (98), a text page 99 every time. Single
   * runs move by up to 30 points under load, medians by about 10; a quiet machine scores the
   * widget pages 93-96 (issue 18). So the gate is 15 points under 100: it catches a real
   * regression (a page falling into the 70s) without failing on load. Anything under 100 is
   * printed as under target.
   */
  const PERF_TOLERANCE = Number(process.env.LH_PERF_TOLERANCE ?? 15);
  /**
   * A first run scoring at least this needs no confirming runs (LH_CONFIRM_BELOW=101: every page).
   * The target, 100: a page under it is run again, alone, and judged by its median, as
   * Lighthouse's own advice on variability asks. The two lanes share the machine's two cores, so
   * a page's trace can run slow because of the other lane; on a quiet machine (one lane, nothing else running)
   * the landing page and the iframe pages score 100 with blocking time 10-60 ms, where single
   * suite runs have scored them 96-99 (blocking time 150-234 ms).
   */
  const CONFIRM_BELOW = Number(process.env.LH_CONFIRM_BELOW ?? 100);
  const MAX_CLS = 0.1;

  function htmlFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(p);
      return name.endsWith('.html') && name !== '404.html' ? [p] : [];
    });
  }
  const pages = (process.argv.slice(2).length ? process.argv.slice(2).map((p) => join(siteDir, p, 'index.html')) : htmlFiles(siteDir))
    .filter((file) => existsSync(file))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      return {
        path: '/' + relative(siteDir, file).replace(/index\.html$/, ''),
        widget: /<rb-[a-z-]+[\s>]/.test(html),
        indexable: !/<meta[^>]+name="robots"[^>]+noindex/.test(html),
      };
    })
    .sort((a, b) => Number(b.widget) - Number(a.widget) || a.path.localeCompare(b.path));

  // Served gzipped, as every static host serves it (see scripts/static-server.ts).
  const { server, url } = await startServer({ mounts: { '/': siteDir }, compress: true });
  /** A lane: a child process with its own Chrome; audit(url, runs) resolves with its answer. */
  // fork() starts the lane with this process's own flags: the TypeScript loader comes along.
  function startLane() {
    const child = fork(new URL(import.meta.url), ['--lane'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let pending: ((answer: Answer) => void) | undefined;
    child.on('message', (m: Answer) => pending?.(m));
    child.on('exit', (code) => pending?.({ error: `Lighthouse lane exited (${code})` }));
    const next = () => new Promise<Answer>((resolve) => (pending = resolve));
    return next().then(() => ({
      audit: (pageUrl: string, runs: number) => {
        const answer = next();
        child.send({ url: pageUrl, runs } satisfies Ask);
        return answer;
      },
      stop: () => child.connected && child.send({ stop: true }),
    }));
  }
  const lanes = await Promise.all(Array.from({ length: Math.min(PARALLEL, pages.length) }, startLane));
  const started = Date.now();
  let passed = 0;
  let failed = 0;
  const rows: ({ path: string } & Record<Category, number>)[] = [];

  function report(
    page: { path: string; indexable: boolean },
    { scores: s, lcp = NaN, tbt = NaN, cls = NaN, perfs = [], failing, error }: Answer,
    first?: number,
  ) {
    if (error || !s || !failing) {
      failed++;
      console.log(`  ✗ ${page.path}  ${error ?? 'no answer'}`);
      return;
    }
    const problems = [];
    if (s.accessibility < 100) problems.push('accessibility');
    if (s['best-practices'] < 100) problems.push('best practices');
    if (page.indexable && s.seo < 100) problems.push('SEO');
    if (s.performance < 100 - PERF_TOLERANCE) problems.push(`performance under ${100 - PERF_TOLERANCE}`);
    if (!(cls <= MAX_CLS)) problems.push(`CLS over ${MAX_CLS}`);
    const line = `perf ${String(s.performance).padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  bp ${String(s['best-practices']).padStart(3)}  seo ${String(s.seo).padStart(3)}${page.indexable ? ' ' : '*'}  LCP ${(lcp / 1000).toFixed(1)} s  TBT ${String(Math.round(tbt)).padStart(4)} ms  CLS ${cls.toFixed(3)}`;
    const median = perfs.length > 1 ? `median of ${perfs.join('/')}` : '1 run';
    const runs = first === undefined ? `  (${median})` : `  (first run ${first}; then alone: ${median})`;
    const under = !problems.length && s.performance < 100 ? '  under the 100 target' : '';
    console.log(`  ${problems.length ? '✗' : '✓'} ${page.path.padEnd(54)} ${line}${runs}${under}`);
    if (problems.length) {
      failed++;
      console.log(`      fails: ${problems.join(', ')}`);
      for (const k of ['accessibility', 'best-practices', 'seo', 'performance'] as const) {
        if (k === 'performance' ? s[k] >= 100 - PERF_TOLERANCE : s[k] >= 100 || (k === 'seo' && !page.indexable)) continue;
        for (const a of failing[k]) console.log(`      ${k}: ${a}`);
      }
    } else passed++;
    rows.push({ path: page.path, ...s });
  }

  console.log(
    `Lighthouse, mobile: ${pages.length} pages, ${lanes.length} at a time; a page whose run scores under ${CONFIRM_BELOW} for performance is run ${RUNS} times more with one lane alone, and their median kept.`,
  );
  console.log('  * SEO not gated: the page says noindex (an iframe frame).');
  try {
    // Every page once, the lanes side by side; a page under the target waits for the second pass.
    const queue = [...pages];
    const doubtful: { page: (typeof pages)[number]; first: number }[] = [];
    await Promise.all(
      lanes.map(async (lane) => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const answer = await lane.audit(url + page.path, 1);
          const perf = answer.scores?.performance;
          if (perf !== undefined && perf < CONFIRM_BELOW && RUNS > 1) doubtful.push({ page, first: perf });
          else report(page, answer);
        }
      }),
    );
    // The doubtful pages alone: the lanes share the machine's two cores, so a page's trace can
    // run slow because of the other lane. One lane, RUNS fresh runs each, the median kept.
    if (doubtful.length) {
      lanes.slice(1).forEach((l) => l.stop());
      console.log(`  … ${doubtful.length} page(s) under ${CONFIRM_BELOW}: ${RUNS} runs each, one lane alone`);
      for (const { page, first } of doubtful) report(page, await lanes[0]!.audit(url + page.path, RUNS), first);
    }
  } finally {
    lanes.forEach((l) => l.stop());
    server.close();
  }
  const perf = rows.map((r) => r.performance).sort((a, b) => a - b);
  if (perf.length)
    console.log(
      `\nperformance across pages: min ${perf[0]}, median ${perf[Math.floor(perf.length / 2)]}; ${perf.filter((p) => p === 100).length} of ${perf.length} at 100. ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv.includes('--lane')) await runLane();
else await main();
