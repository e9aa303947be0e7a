// Builds what the npm package ships, into lib/ (run by `npm pack` / `npm publish` through
// the prepack script, after the embed files are built):
//
//   lib/<name>.js, lib/chunks/   the bundler build: one entry per widget, shared code split
//                                into chunks, lit / xstate / pure-rand left as imports of the
//                                package's dependencies (so several widgets carry them once)
//   lib/types/…                  TypeScript declarations of each widget (tsc)
//   lib/custom-elements.json     the manifest, its module paths pointing at lib/
//   lib/jsx.d.ts                 JSX types for every element, generated from the manifest
//   lib/vscode.html-custom-data.json   HTML data for editors, from the manifest
//   lib/embed/                   the self-contained embed files of this version (for CDNs
//                                that serve npm packages)
//
//   node --import ./scripts/lib/resolve-ts.ts scripts/build-package.ts [--manifest path/to/custom-elements.json]
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listWidgets } from '../site/widget-catalogue.js';
import { manifestPath } from './manifest.js';
import { SITE, VERSION } from '../site/address.js';
import { typesFromManifest } from './package-types.js';

const args = process.argv.slice(2);
const explicit = args.includes('--manifest') ? args[args.indexOf('--manifest') + 1] : undefined;
const root = process.cwd();
const lib = join(root, 'lib');
const widgets = listWidgets();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

// The exports must name every widget: a new widget is published only if it is listed.
const missing = widgets.filter((w) => !Object.hasOwn(pkg.exports ?? {}, `./${w.name}`));
if (missing.length) {
  console.error(`package.json "exports" lacks ${missing.map((w) => `"./${w.name}"`).join(', ')}: add an entry like the others.`);
  process.exit(1);
}

rmSync(lib, { recursive: true, force: true });
mkdirSync(lib, { recursive: true });

await build({
  entryPoints: widgets.map((w) => ({ in: w.entry, out: w.name })),
  outdir: lib,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  target: 'es2022',
  packages: 'external', // lit, xstate, pure-rand: the consumer's bundler resolves them once
  define: { 'customElements.define': 'defineOnce', __RULEBOOK_BASE__: JSON.stringify(`${SITE}/`) },
  inject: [join(root, 'embed', 'define-once.ts')],
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});

// Declarations, with the project's own TypeScript.
const tsconfig = join(lib, 'tsconfig.types.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: resolve('tsconfig.json'),
    compilerOptions: {
      declaration: true,
      emitDeclarationOnly: true,
      noEmit: false,
      outDir: join(lib, 'types'),
      rootDir: root,
      types: [],
      noUnusedLocals: false,
    },
    include: widgets.map((w) => w.entry),
  }),
);
execFileSync(resolve('node_modules', '.bin', 'tsc'), ['-p', tsconfig], { stdio: 'inherit' });
rmSync(tsconfig);

// The manifest, pointing at what the package ships.
const manifest = JSON.parse(readFileSync(manifestPath(explicit), 'utf8'));
const byPath = new Map(widgets.map((w) => [`widgets/${w.name}/${w.tag}.ts`, w]));
for (const mod of manifest.modules ?? []) {
  const w = byPath.get(mod.path);
  if (!w) continue;
  mod.path = `lib/${w.name}.js`;
  for (const exp of mod.exports ?? []) if (exp.declaration?.module) exp.declaration.module = mod.path;
}
writeFileSync(join(lib, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const { jsx, vscode } = typesFromManifest(manifest, widgets);
writeFileSync(join(lib, 'jsx.d.ts'), jsx);
writeFileSync(join(lib, 'vscode.html-custom-data.json'), `${JSON.stringify(vscode, null, 2)}\n`);

// The self-contained files of this version, as published on the site.
const embedFiles = join(root, 'public', 'embed', `v${VERSION}`);
if (!existsSync(embedFiles)) {
  console.error('No embed files: run `npm run build:widgets` first.');
  process.exit(1);
}
cpSync(embedFiles, join(lib, 'embed'), { recursive: true, filter: (src) => !src.includes('previews') });

console.log(
  `built the package's lib/: ${widgets.length} widget entries, their types, the manifest, JSX types and the embed files of v${VERSION}`,
);
