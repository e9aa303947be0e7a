// Prints what the widgets and pages weigh, against a floor measured in the same run, and
// fails when a hard limit is passed. Run after `npm run build`:
//   npm run size [-- --strict]      (--strict: the targets below gate too)
//
// 1. The floor: a trivial Lit + XState element (a machine with one event, an actor, a button)
//    built with the embeds' own settings (esbuild, then terser, as scripts/build-widgets.mjs
//    does). Each widget's gzip bytes are printed with their ratio to it, so the figure means
//    the same on any machine and with any Lit or XState version. Every widget is rebuilt here
//    with the same settings, which also gives what each is made of (Lit, XState, rules code,
//    shared widget code, its own code); if a rebuild differs from public/embed, the settings
//    below have drifted from build-widgets.mjs and the script says so.
// 2. The JavaScript each built page loads at once: module scripts and modulepreloads in its
//    HTML and everything they import statically (dynamic import() loads later).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';
import { listWidgets } from './widgets.mjs';

const KB = 1024;
/** Issue 18's targets: every widget within 1.3 × the floor, every page within 40 KB at once. */
const TARGET_RATIO = 1.3;
const PAGE_BUDGET = 40 * KB;
/**
 * Hard limits (a regression, whatever the targets): fail above these even without --strict.
 * 2.3 × the floor is the old flat 40 KB widget budget expressed against today's floor.
 */
const MAX_RATIO = 2.3;
const PAGE_LIMIT = 60 * KB;
const strict = process.argv.includes('--strict');

const root = process.cwd();
const siteDir = process.env.SITE_DIR ?? 'dist';
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
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

const widgets = listWidgets(root);
// Keep in step with scripts/build-widgets.mjs (checked below against public/embed).
const result = await build({
  entryPoints: [...widgets.map((w) => ({ in: w.entry, out: w.tag })), { in: floorEntry, out: 'rb-floor' }],
  outdir: join(cache, 'out'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  conditions: ['production', 'module'],
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  write: false,
  metafile: true,
});
const built = new Map();
for (const file of result.outputFiles) {
  const name = file.path.split('/').pop().replace(/\.js$/, '');
  const code = (await minify(file.text, { module: true, compress: { passes: 2 }, mangle: true })).code;
  built.set(name, { gzip: gz(Buffer.from(code)), inputs: result.metafile.outputs[relative(root, file.path)]?.inputs ?? {} });
}
const floor = built.get('rb-floor').gzip;

/** What an input file belongs to, for the breakdown. */
function madeOf(inputs) {
  const parts = {};
  for (const [path, info] of Object.entries(inputs)) parts[group(path)] = (parts[group(path)] ?? 0) + info.bytesInOutput;
  return Object.entries(parts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
}
function group(path) {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (nm?.[1] === '.cache') return 'own';
  if (nm) return /^(lit|lit-html|lit-element|@lit\/reactive-element)$/.test(nm[1]) ? 'lit' : nm[1];
  const m = /^(machines\/[^/]+|widgets\/shared)\//.exec(path);
  if (m) return m[1];
  if (path.startsWith('widgets/')) return 'own';
  return 'other';
}

console.log(`Floor: a trivial Lit + XState element built like the embeds: ${kb(floor)} gzip (${floor} bytes).`);
console.log(`      made of (minified, before gzip): ${madeOf(built.get('rb-floor').inputs)}`);
console.log(`\nStandalone widget bundles (public/embed, gzip -9), against the floor (target ≤ ${TARGET_RATIO}×, limit ${MAX_RATIO}×):`);
let drift = false;
for (const w of widgets) {
  const file = join('public', 'embed', `${w.tag}.js`);
  if (!existsSync(file)) {
    console.log(`  ${w.tag.padEnd(22)} MISSING`);
    failed++;
    continue;
  }
  const size = gz(readFileSync(file));
  const ratio = size / floor;
  const over = ratio > MAX_RATIO || (strict && ratio > TARGET_RATIO);
  if (over) failed++;
  const mark = ratio > MAX_RATIO ? `OVER THE ${MAX_RATIO}× LIMIT` : ratio > TARGET_RATIO ? `over the ${TARGET_RATIO}× target by ${kb(size - TARGET_RATIO * floor)}` : 'within target';
  console.log(`  ${w.tag.padEnd(22)} ${kb(size).padStart(8)}  ${ratio.toFixed(2)}× floor  ${mark}${over && strict && ratio <= MAX_RATIO ? ' (--strict)' : ''}`);
  const rebuilt = built.get(w.tag);
  if (rebuilt && rebuilt.gzip !== size) drift = true;
  console.log(`      made of (minified, before gzip): ${madeOf(rebuilt?.inputs ?? {})}`);
}
if (drift) console.log(`  note: a rebuild here differs from public/embed: scripts/size.mjs's build settings no longer match build-widgets.mjs, so the ratios compare unlike builds.`);

// Pages: module scripts and modulepreloads in the HTML, then their static imports.
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}
function scriptsOf(html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]);
  const inline = [...html.matchAll(/<script[^>]*type="module"[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]);
  for (const code of inline) for (const m of code.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) srcs.add(m[1]);
  return { srcs: [...srcs], inlineBytes: inline.reduce((n, c) => n + gz(Buffer.from(c)), 0) };
}
function closure(start, seen = new Set()) {
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: dynamic import() (e.g. Pagefind's UI on idle) is not loaded at once.
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g)) {
      stack.push(resolve(dirname(file), m[1]));
    }
  }
  return seen;
}
const toFile = (src) => resolve(siteDir, `.${src.startsWith('/') ? src : `/${src}`}`);

console.log(`\nJavaScript each page loads at once (gzip -9), against the ${kb(PAGE_BUDGET)} page budget (limit ${kb(PAGE_LIMIT)}):`);
const rows = [];
for (const file of htmlFiles(siteDir)) {
  const html = readFileSync(file, 'utf8');
  const { srcs, inlineBytes } = scriptsOf(html);
  const files = closure(srcs.filter((s) => !/^https?:/.test(s)).map(toFile));
  const bytes = [...files].reduce((n, f) => n + gz(readFileSync(f)), inlineBytes);
  rows.push({ page: '/' + relative(siteDir, file).replace(/index\.html$/, ''), bytes, files: files.size });
}
rows.sort((a, b) => b.bytes - a.bytes);
let overBudget = 0;
for (const r of rows) {
  const over = r.bytes > PAGE_LIMIT || (strict && r.bytes > PAGE_BUDGET);
  if (over) failed++;
  if (r.bytes > PAGE_BUDGET) overBudget++;
  const mark = r.bytes > PAGE_LIMIT ? `OVER THE ${kb(PAGE_LIMIT)} LIMIT` : r.bytes > PAGE_BUDGET ? `over budget by ${kb(r.bytes - PAGE_BUDGET)}` : '';
  console.log(`  ${r.page.padEnd(56)} ${kb(r.bytes).padStart(8)} in ${String(r.files).padStart(2)} file(s)  ${mark}`);
}
const outside = widgets.filter((w) => existsSync(join('public', 'embed', `${w.tag}.js`)) && gz(readFileSync(join('public', 'embed', `${w.tag}.js`))) / floor > TARGET_RATIO).length;
console.log(`\n${outside} of ${widgets.length} widgets over ${TARGET_RATIO}× the floor; ${overBudget} of ${rows.length} pages over ${kb(PAGE_BUDGET)}.`);
console.log(failed ? `${failed} limit(s) exceeded${strict ? ' (--strict: targets gate)' : ''}.` : `No limit exceeded${strict ? ' (--strict)' : ` (targets are printed; --strict makes them gate)`}.`);
process.exit(failed ? 1 : 0);
