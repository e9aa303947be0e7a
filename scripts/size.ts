// Prints what the widgets and pages weigh, against a floor measured in the same run, and
// fails when a hard limit is passed. Run after `npm run build`:
//   npm run size [-- --strict]      (--strict: the targets below gate too)
//   npm run size -- --write-budgets (records each widget's bytes as its budget; see below)
//
// Why this and not size-limit: size-limit (with @size-limit/esbuild) checks files against fixed
// limits. This check's limits are relative: a Lit + XState floor is built in the same run with
// the published settings and every widget is judged as a ratio to it, each widget ratchets
// against its own recorded bytes, and each page's JavaScript is followed through its static
// imports. size-limit would measure the files again and leave all of that to this script.
//
// 1. The floor: a trivial Lit + XState element (a machine with one event, an actor, a button)
//    built with the embeds' own settings (scripts/embed-build.ts, which build-widgets.ts
//    publishes with). Every widget is rebuilt here with those same settings, in the same run:
//    its file (what a page that embeds it loads at once) with its gzip bytes and ratio to the
//    floor, what it is made of (Lit, XState, rules code, shared widget code, its own code), and
//    apart from it the chunks it loads only on demand (its statechart, when a reader opens it).
//    Each rebuilt file is compared with public/embed/: they are the same bytes unless the
//    build there is stale.
// 1b. Several widgets on one page (issue 28): the shared-runtime build (runtime/, which the
//    autoloader loads), rebuilt the same way: runtime.js, each widget's own file, and the blog
//    post with three widgets (THREE_WIDGETS) against the largest of their standalone files.
//    The runtime and the three files may weigh at most SHARED_LIMIT times that one file; the
//    autoloader, which every page with placeholders loads too, is added beside (it has its own
//    2 KB limit below).
// 2. The JavaScript each built page loads before the reader scrolls: its module scripts and
//    modulepreloads and everything they import statically, what it imports when the browser
//    is idle (Starlight's search), and the widgets it places with loading="eager". A widget
//    placed through Widget.astro loads when the reader nears it, so it is not counted (an
//    iframe page's widget is the page and is); the end-to-end lazy-widgets test measures the
//    same in Chromium on a phone-sized screen.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listWidgets } from '../site/widget-catalogue.js';
import { VERSION } from '../site/address.js';
import {
  RUNTIME_DIR,
  RUNTIME_FILE,
  SHARED_LIMIT,
  SHARED_TARGET,
  THREE_WIDGETS,
  buildRuntime,
  buildSelfContained,
  type BuiltOutput,
  type Entry,
} from './embed-build.js';

const KB = 1024;
/** Issue 18's targets: every widget within 1.3 × the floor, every page within 40 KB before scrolling. */
const TARGET_RATIO = 1.3;
const PAGE_BUDGET = 40 * KB;
/**
 * Hard limits (a regression, whatever the targets): fail above these even without --strict.
 * A widget may not grow past its own budget in scripts/size-budgets.json (its gzip bytes when
 * last recorded) by more than BUDGET_SLACK: a ratchet, since every widget is still over the
 * 1.3× target. A commit that shrinks a widget records the new figure (--write-budgets); one
 * that must grow it records it too and says in its message what the bytes bought. A widget
 * with no recorded budget yet (a new procedure) is held to the largest recorded one, so it
 * needs no entry to pass until its first --write-budgets.
 */
const BUDGETS_FILE = 'scripts/size-budgets.json';
const BUDGET_SLACK = 256;
const PAGE_LIMIT = 60 * KB;
/**
 * An iframe page (/embed/<name>/) is its widget and the few hundred bytes that size the frame:
 * its widget's own budget already holds it, so its limit is that budget, the slack and this
 * much for the frame, or PAGE_LIMIT, whichever is larger. (The exchange, with both fighters'
 * turns and every Liberi Gothica action, is the one past 60 KB: see its budget's commit.)
 */
const FRAME_OVERHEAD = 3 * KB;
const strict = process.argv.includes('--strict');
const writeBudgets = process.argv.includes('--write-budgets');
const budgets = (existsSync(BUDGETS_FILE) ? JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) : {}) as Record<string, unknown>;
const recorded = Object.values(budgets).filter((b): b is number => Number.isInteger(b));
const DEFAULT_BUDGET = recorded.length ? Math.max(...recorded) : undefined;
const newBudgets: Record<string, number> = {};

const root = process.cwd();
const siteDir = process.env.SITE_DIR ?? 'dist';
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
let failed = 0;

if (!existsSync('public/embed') || !existsSync(join(siteDir, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// The floor element: what any Lit + XState widget cannot do without.
const FLOOR = `
import { LitElement, css, html } from 'lit';
import { assign, createActor, setup } from 'xstate';
const machine = setup({ types: {} }).createMachine({
  context: { steps: 0 },
  on: { 'step.taken': { actions: assign({ steps: ({ context }) => context.steps + 1 }) } },
});
class RbFloor extends LitElement {
  static styles = css\`:host { display: block; }\`;
  static properties = { seed: { type: String } };
  actor = createActor(machine);
  connectedCallback() {
    super.connectedCallback();
    this.actor.subscribe(() => this.requestUpdate());
    this.actor.start();
  }
  render() {
    return html\`<button part="button" @click=\${() => this.actor.send({ type: 'step.taken' })}>Step \${this.actor.getSnapshot().context.steps}</button>\`;
  }
}
customElements.define('rb-floor', RbFloor);
`;
const cache = join(root, 'node_modules', '.cache', 'size');
mkdirSync(cache, { recursive: true });
const floorEntry = join(cache, 'rb-floor.ts');
writeFileSync(floorEntry, FLOOR);
const outdir = join(cache, 'out');

/** A module built as the embeds are: its own file, and its on-demand chunks. */
async function weigh(entry: Entry) {
  const outputs = await buildSelfContained(entry, outdir);
  const main = outputs.find((o) => basename(o.path) === `${entry.out}.js`);
  if (!main) throw new Error(`esbuild wrote no ${entry.out}.js`);
  const chunks = outputs
    .filter((o) => o !== main)
    .map((o) => ({ name: basename(o.path), gzip: gz(Buffer.from(o.code)), inputs: o.inputs }));
  return { code: main.code, gzip: gz(Buffer.from(main.code)), inputs: main.inputs, chunks };
}

/** What an input file belongs to, for the breakdown. */
function madeOf(inputs: BuiltOutput['inputs']): string {
  const parts: Record<string, number> = {};
  for (const [path, info] of Object.entries(inputs)) parts[group(path)] = (parts[group(path)] ?? 0) + info.bytesInOutput;
  return Object.entries(parts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
}
function group(path: string): string {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (nm?.[1] === '.cache') return 'own';
  if (nm) return /^(lit|lit-html|lit-element|@lit\/reactive-element)$/.test(nm[1]!) ? 'lit' : nm[1]!;
  const m = /^(machines\/[^/]+|widgets\/shared)\//.exec(path);
  if (m) return m[1]!;
  if (path.startsWith('widgets/')) return 'own';
  return 'other';
}

const floorBuild = await weigh({ in: floorEntry, out: 'rb-floor' });
const floor = floorBuild.gzip;
console.log(`Floor: a trivial Lit + XState element built like the embeds (scripts/embed-build.ts): ${kb(floor)} gzip (${floor} bytes).`);
console.log(`      made of (minified, before gzip): ${madeOf(floorBuild.inputs)}`);
console.log(
  `\nEach widget's file, rebuilt here with the same settings (gzip -9), against the floor (target ≤ ${TARGET_RATIO}×; limit: its budget in ${BUDGETS_FILE} + ${BUDGET_SLACK} B):`,
);
const widgets = listWidgets(root);
const stale = [];
const ratios = [];
const standalone = new Map<string, number>();
for (const w of widgets) {
  const built = await weigh({ in: w.entry, out: w.tag });
  standalone.set(w.name, built.gzip);
  const ratio = built.gzip / floor;
  ratios.push(ratio);
  newBudgets[w.tag] = built.gzip;
  const own = Object.hasOwn(budgets, w.tag) && Number.isInteger(budgets[w.tag]) ? (budgets[w.tag] as number) : undefined;
  const budget = own ?? DEFAULT_BUDGET;
  const overBudget = !writeBudgets && (budget === undefined || built.gzip > budget + BUDGET_SLACK);
  const over = overBudget || (strict && ratio > TARGET_RATIO);
  if (over) failed++;
  const against =
    budget === undefined
      ? 'no budget recorded'
      : `${own === undefined ? 'default budget (the largest recorded) ' : 'budget '}${budget} B, ${built.gzip - budget >= 0 ? '+' : '−'}${Math.abs(built.gzip - budget)} B`;
  const mark = overBudget
    ? `OVER ITS BUDGET (${against}; if the growth is worth it: npm run size -- --write-budgets, and say why in the commit)`
    : `${against}; ${ratio > TARGET_RATIO ? `over the ${TARGET_RATIO}× target by ${kb(built.gzip - TARGET_RATIO * floor)}` : 'within target'}`;
  console.log(
    `  ${w.tag.padEnd(24)} ${kb(built.gzip).padStart(8)} (${String(built.gzip).padStart(6)} B)  ${ratio.toFixed(2)}× floor  ${mark}${over && strict && !overBudget ? ' (--strict)' : ''}`,
  );
  console.log(`      made of (minified, before gzip): ${madeOf(built.inputs)}`);
  if (built.chunks.length) {
    const total = built.chunks.reduce((n, c) => n + c.gzip, 0);
    console.log(
      `      on demand, apart: ${kb(total)} in ${built.chunks.length} chunk(s): ${built.chunks.map((c) => `${c.name.replace(/-[\w]+\.js$/, '')} ${kb(c.gzip)}`).join(', ')}`,
    );
  }
  const published = join('public', 'embed', `v${VERSION}`, `${w.tag}.js`);
  if (!existsSync(published) || readFileSync(published, 'utf8') !== built.code) stale.push(w.tag);
}
// The classic scripts a host page loads beside the widgets (issue 11: the autoloader ≤ 2 KB gzip).
const SCRIPT_LIMITS = { 'autoload.js': 2 * KB, 'resize.js': 2 * KB };
for (const [name, limit] of Object.entries(SCRIPT_LIMITS)) {
  const file = join('public', 'embed', `v${VERSION}`, name);
  if (!existsSync(file)) {
    failed++;
    console.log(`  ${name.padEnd(24)} MISSING from public/embed/v${VERSION}/`);
    continue;
  }
  const bytes = gz(readFileSync(file));
  if (bytes > limit) failed++;
  console.log(
    `  ${name.padEnd(24)} ${kb(bytes).padStart(8)} (${String(bytes).padStart(6)} B)  ${bytes > limit ? `OVER ITS ${kb(limit)} LIMIT` : `within its ${kb(limit)} limit`}`,
  );
}

// 1b. The shared runtime: what a page with several widgets loads through the autoloader.
console.log(
  `\nSeveral widgets on one page: the shared-runtime build (public/embed/v${VERSION}/${RUNTIME_DIR}/, what the autoloader loads), rebuilt the same way:`,
);
const shared = new Map<string, { gzip: number; code: string; inputs: BuiltOutput['inputs'] }>();
for (const output of await buildRuntime(
  widgets.map((w) => ({ in: w.entry, out: w.tag })),
  join(outdir, RUNTIME_DIR),
)) {
  shared.set(basename(output.path), { gzip: gz(Buffer.from(output.code)), code: output.code, inputs: output.inputs });
}
const runtime = shared.get(RUNTIME_FILE)!;
console.log(
  `  ${RUNTIME_FILE.padEnd(24)} ${kb(runtime.gzip).padStart(8)} (${String(runtime.gzip).padStart(6)} B)  once a page, however many widgets`,
);
console.log(`      made of (minified, before gzip): ${madeOf(runtime.inputs)}`);
for (const w of widgets) {
  const own = shared.get(`${w.tag}.js`)!;
  const alone = standalone.get(w.name)!;
  console.log(
    `  ${`${w.tag}.js`.padEnd(24)} ${kb(own.gzip).padStart(8)} (${String(own.gzip).padStart(6)} B)  its own code; with the runtime ${kb(own.gzip + runtime.gzip)}, standalone ${kb(alone)}`,
  );
}
for (const [file, built] of shared) {
  const published = join('public', 'embed', `v${VERSION}`, RUNTIME_DIR, file);
  if (!existsSync(published) || readFileSync(published, 'utf8') !== built.code) stale.push(`${RUNTIME_DIR}/${file}`);
}
{
  const three = THREE_WIDGETS.map((name) => ({ name, alone: standalone.get(name)!, own: shared.get(`rb-${name}.js`)!.gzip }));
  const largest = three.reduce((a, b) => (b.alone > a.alone ? b : a));
  const before = three.reduce((n, w) => n + w.alone, 0);
  const after = runtime.gzip + three.reduce((n, w) => n + w.own, 0);
  const autoload = join('public', 'embed', `v${VERSION}`, 'autoload.js');
  const loader = existsSync(autoload) ? gz(readFileSync(autoload)) : 0;
  const limit = SHARED_LIMIT * largest.alone;
  const over = after > limit;
  if (over) failed++;
  console.log(
    `  A page with three widgets (${three.map((w) => w.name).join(', ')}), against the largest one's standalone file (rb-${largest.name}.js, ${kb(largest.alone)}):`,
  );
  console.log(
    `      standalone files, each with its own runtime: ${kb(before).padStart(8)} (${before} B)  ${(before / largest.alone).toFixed(2)}×`,
  );
  console.log(
    `      the runtime once and three own files:        ${kb(after).padStart(8)} (${after} B)  ${(after / largest.alone).toFixed(2)}×  ${over ? `OVER THE ${SHARED_LIMIT}× LIMIT (${Math.floor(limit)} B)` : `within the ${SHARED_LIMIT}× limit (${Math.floor(limit)} B)`}${after > SHARED_TARGET * largest.alone ? `; over issue 28's ${SHARED_TARGET}× target (${Math.floor(SHARED_TARGET * largest.alone)} B)` : ''}`,
  );
  console.log(
    `      with the autoloader that loads them:         ${kb(after + loader).padStart(8)} (${after + loader} B)  ${((after + loader) / largest.alone).toFixed(2)}×`,
  );
}

if (writeBudgets) {
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(newBudgets, null, 2)}\n`);
  console.log(`  wrote ${BUDGETS_FILE}: each widget's budget is now its size above`);
}
if (stale.length)
  console.log(
    `  note: public/embed/v${VERSION}/ differs from this rebuild for ${stale.join(', ')}: run npm run build:widgets (the settings are shared, so only a stale build differs).`,
  );
else console.log(`  (each is byte for byte the file in public/embed/v${VERSION}/, runtime/ too)`);

// Pages: what each loads before the reader scrolls.
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}
function scriptsOf(html: string) {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]!);
  const inline = [...html.matchAll(/<script[^>]*type="module"[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]!);
  // Static imports, and the after-paint loader's import("…") (site/after-paint.ts): those start
  // a frame later, but before the reader scrolls.
  for (const code of inline) for (const m of code.matchAll(/import\s*\(?\s*(?:[^'"()]*from\s*)?["']([^"']+\.js)["']/g)) srcs.add(m[1]!);
  return { srcs: [...srcs], inlineBytes: inline.reduce((n, c) => n + gz(Buffer.from(c)), 0) };
}
/** Files and everything they import statically. */
function closure(start: Iterable<string>, seen = new Set<string>()): Set<string> {
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g)) {
      stack.push(resolve(dirname(file), m[1]!));
    }
  }
  return seen;
}
/**
 * What loads when the browser is idle: the modules Starlight's search script imports
 * (Pagefind's UI, so the search box is ready when opened). Other dynamic imports load on
 * demand (a widget as the reader nears it, a statechart when opened) and are not counted.
 */
function idleImports(files: Iterable<string>): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (!/^Search\.astro_/.test(basename(file))) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g))
      out.push(resolve(dirname(file), m[1]!));
  }
  return out;
}
/** The chunk Astro built for a widget's module (placed with loading="eager"). */
const astroFiles = readdirSync(join(siteDir, '_astro'));
const widgetChunk = (tag: string) =>
  astroFiles.filter((f) => f.startsWith(`${tag}.`) && f.endsWith('.js')).map((f) => resolve(siteDir, '_astro', f));
const toFile = (src: string) => resolve(siteDir, `.${src.startsWith('/') ? src : `/${src}`}`);
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(readFileSync(f)), 0);

console.log(
  `\nJavaScript each page loads before the reader scrolls (gzip -9), against the ${kb(PAGE_BUDGET)} page budget (limit: ${kb(PAGE_LIMIT)} at once):`,
);
console.log('  at once = module scripts, modulepreloads, their static imports and eager widgets; on idle = the search UI.');
const rows = [];
for (const file of htmlFiles(siteDir)) {
  const html = readFileSync(file, 'utf8');
  const { srcs, inlineBytes } = scriptsOf(html);
  const eagerTags = [...new Set([...html.matchAll(/<(rb-[a-z0-9-]+)(?=[^>]*\sdata-rb-loading="eager")/g)].map((m) => m[1]!))];
  const atOnce = closure([...srcs.filter((s) => !/^https?:/.test(s)).map(toFile), ...eagerTags.flatMap(widgetChunk)]);
  const idle = closure(
    idleImports(atOnce).filter((f) => !atOnce.has(f)),
    new Set(),
  );
  for (const f of atOnce) idle.delete(f);
  const lazy = new Set([...html.matchAll(/<(rb-[a-z0-9-]+)(?=[^>]*\sdata-rb-loading="lazy")/g)].map((m) => m[1]!));
  const page = '/' + relative(siteDir, file).replace(/index\.html$/, '');
  rows.push({
    page,
    now: sum(atOnce) + inlineBytes,
    idle: sum(idle),
    files: atOnce.size + idle.size,
    lazy: lazy.size,
    frame: page.startsWith('/embed/'),
  });
}
rows.sort((a, b) => b.now + b.idle - (a.now + a.idle));
let overBudget = 0;
/** What a page may load at once: PAGE_LIMIT, or for an iframe page its widget's budget and the frame. */
function limitOf(r: { page: string; frame: boolean }): number {
  if (!r.frame) return PAGE_LIMIT;
  const tag = `rb-${r.page.split('/')[2] ?? ''}`;
  const own = Object.hasOwn(budgets, tag) && Number.isInteger(budgets[tag]) ? (budgets[tag] as number) : 0;
  return Math.max(PAGE_LIMIT, own + BUDGET_SLACK + FRAME_OVERHEAD);
}
for (const r of rows) {
  const bytes = r.now + r.idle;
  const limit = limitOf(r);
  // The limit is on what loads at once (as it always was); the budget on all of it.
  const over = r.now > limit || (strict && bytes > PAGE_BUDGET);
  if (over) failed++;
  if (bytes > PAGE_BUDGET) overBudget++;
  const mark =
    r.now > limit ? `OVER THE ${kb(limit)} LIMIT AT ONCE` : bytes > PAGE_BUDGET ? `over budget by ${kb(bytes - PAGE_BUDGET)}` : '';
  const notes = [r.frame ? 'iframe page: its widget is the page' : '', r.lazy ? `${r.lazy} widget(s) as the reader nears them` : '']
    .filter(Boolean)
    .join('; ');
  console.log(
    `  ${r.page.padEnd(56)} ${kb(bytes).padStart(8)} = ${kb(r.now).padStart(8)} at once + ${kb(r.idle).padStart(7)} on idle, ${String(r.files).padStart(2)} files  ${mark}${notes ? `  (${notes})` : ''}`,
  );
}
const outside = ratios.filter((r) => r > TARGET_RATIO).length;
console.log(
  `\n${outside} of ${widgets.length} widgets over ${TARGET_RATIO}× the floor; ${overBudget} of ${rows.length} pages over ${kb(PAGE_BUDGET)} before the reader scrolls.`,
);
console.log(
  failed
    ? `${failed} limit(s) exceeded${strict ? ' (--strict: targets gate)' : ''}.`
    : `No limit exceeded${strict ? ' (--strict)' : ` (targets are printed; --strict makes them gate)`}.`,
);
process.exit(failed ? 1 : 0);
