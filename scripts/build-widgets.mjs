// Builds each widget as a standalone ES module (Lit and XState included) into
// public/embed/rb-<name>.js, so any page can load one with a single <script type="module">.
// Astro copies public/ into the site, so they are served at /embed/rb-<name>.js.
import { build } from 'esbuild';
import { minify } from 'terser';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listWidgets } from './widgets.mjs';

const outdir = join(process.cwd(), 'public', 'embed');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const widgets = listWidgets();
await build({
  entryPoints: [
    ...widgets.map((w) => ({ in: w.entry, out: w.tag })),
    { in: join(process.cwd(), 'widgets', 'shared', 'frame.ts'), out: 'frame' },
  ],
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // Lit's production build (no dev-mode warnings), as a page would ship it. Listing
  // conditions replaces esbuild's defaults, so `module` must be named again or XState
  // resolves to its CommonJS build and nothing of it is tree-shaken (+4 KB gzip).
  conditions: ['production', 'module'],
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
// A second, more thorough pass: terser's compressor finds about 1 KB (gzip) more than
// esbuild's on these bundles. Safe options only (no unsafe or pure-getter assumptions).
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const path = join(outdir, file);
  const result = await minify(readFileSync(path, 'utf8'), { module: true, compress: { passes: 2 }, mangle: true });
  writeFileSync(path, result.code);
}

console.log(`built ${widgets.length} standalone widget${widgets.length === 1 ? '' : 's'} into public/embed/: ${widgets.map((w) => w.tag).join(', ')}`);
