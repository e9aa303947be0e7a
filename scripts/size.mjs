// Prints the gzip size of each standalone widget bundle and of the JavaScript each built
// page loads, and fails when a budget is exceeded. Run after `npm run build`.
//   npm run size
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listWidgets } from './widgets.mjs';

const KB = 1024;
/** Lit + XState alone are about 19 KB gzip; a widget should stay close to that. */
const BUDGETS = { 'rb-initiative-deal': 30 * KB };
const DEFAULT_WIDGET_BUDGET = 40 * KB;
/** JavaScript a page loads at once (Starlight's own ~4 KB plus its widgets). */
const PAGE_BUDGET = 60 * KB;

const siteDir = process.env.SITE_DIR ?? 'dist';
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
let failed = 0;

if (!existsSync('public/embed') || !existsSync(join(siteDir, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

console.log('Standalone widget bundles (public/embed, gzip -9):');
for (const w of listWidgets()) {
  const file = join('public', 'embed', `${w.tag}.js`);
  if (!existsSync(file)) {
    console.log(`  ${w.tag.padEnd(24)} MISSING`);
    failed++;
    continue;
  }
  const size = gz(readFileSync(file));
  const budget = BUDGETS[w.tag] ?? DEFAULT_WIDGET_BUDGET;
  const ok = size <= budget;
  if (!ok) failed++;
  console.log(`  ${w.tag.padEnd(24)} ${kb(size).padStart(9)}  (budget ${kb(budget)}) ${ok ? 'ok' : 'OVER BUDGET'}`);
}

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

console.log('\nJavaScript each page loads at once (gzip -9):');
const rows = [];
for (const file of htmlFiles(siteDir)) {
  const html = readFileSync(file, 'utf8');
  const { srcs, inlineBytes } = scriptsOf(html);
  const files = closure(srcs.filter((s) => !/^https?:/.test(s)).map(toFile));
  const bytes = [...files].reduce((n, f) => n + gz(readFileSync(f)), inlineBytes);
  rows.push({ page: '/' + relative(siteDir, file).replace(/index\.html$/, ''), bytes, files: files.size });
}
rows.sort((a, b) => b.bytes - a.bytes);
for (const r of rows) {
  const ok = r.bytes <= PAGE_BUDGET;
  if (!ok) failed++;
  console.log(`  ${r.page.padEnd(56)} ${kb(r.bytes).padStart(9)} in ${r.files} file(s) ${ok ? '' : `OVER BUDGET (${kb(PAGE_BUDGET)})`}`);
}
console.log(failed ? `\n${failed} budget(s) exceeded` : '\nAll budgets met.');
process.exit(failed ? 1 : 0);
