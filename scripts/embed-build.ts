// How every published embed file is built, in one place: scripts/build-widgets.ts builds
// public/embed/ with these settings and scripts/size.ts rebuilds each widget (and its Lit +
// XState floor) with the very same ones, so the sizes it prints are the published files' and
// its ratios compare like with like.
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { createHash } from 'node:crypto';
import { basename, join, relative, resolve } from 'node:path';
import { SITE } from '../site/address.js';
import { cssLiteralsPlugin } from './css-literals.js';

/** An entry point: its source file, and its output's name (no extension). */
export interface Entry {
  in: string;
  out: string;
}

export const SHARED: BuildOptions = {
  bundle: true,
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // Lit's production build (no dev-mode warnings), as a page would ship it. Listing
  // conditions replaces esbuild's defaults, so `module` must be named again or XState
  // resolves to its CommonJS build and nothing of it is tree-shaken (+4 KB gzip).
  conditions: ['production', 'module'],
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  // The CSS in Lit's css`…` literals, minified (scripts/css-literals.ts).
  plugins: [cssLiteralsPlugin],
};

// The rulebook's address as seen by the file itself: everything before /embed/ in its own
// URL (so a copy served from a preview deploy or localhost links to itself), else SITE.
const base = `const __rbBase=(u=>{const i=u.lastIndexOf("/embed/");return i<0?${JSON.stringify(`${SITE}/`)}:u.slice(0,i+1)})(import.meta.url);`;
const defineOnce = 'const __rbDefine=(t,n,o)=>{customElements.get(t)||customElements.define(t,n,o)};';

/** The name of a module's on-demand chunk: its file name and a short hash of its path (two setup-form.ts stay apart). */
function chunkName(source: string): string {
  const hash = createHash('sha256').update(relative(process.cwd(), source)).digest('hex').slice(0, 8);
  return `${basename(source).replace(/\.[cm]?[jt]s$/, '')}-${hash}`;
}

/**
 * Each module a file imports only on demand (`import('./x.js')`: its statechart, its odds, its
 * setup form) becomes a chunk of its own, built whole: it carries every module it needs, even
 * one the importing file has too, so the importing file never needs a neighbour before it runs
 * (its `integrity` covers all it runs at load) and a module written naturally (importing the
 * rules it reads) can still be loaded on demand. The price is a few duplicated bytes, paid only
 * when a reader opens what the chunk holds. `found` collects the chunks to build.
 */
function onDemandChunks(found: Map<string, string>, fromChunk: boolean): Plugin {
  return {
    name: 'rb-on-demand-chunks',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement', importer: args.importer });
        if (resolved.errors.length > 0 || resolved.external || resolved.path.includes('node_modules')) return undefined;
        const name = chunkName(resolved.path);
        found.set(name, resolved.path);
        return { path: fromChunk ? `./${name}.js` : `./chunks/${name}.js`, external: true };
      });
    },
  };
}

/**
 * esbuild options for one ES module (a widget, frame.ts, size's floor), bundled whole; what it
 * imports only on demand is left as an import of `chunks/<name>.js`, recorded in `found` (see
 * onDemandChunks; buildSelfContained builds those).
 */
export function moduleOptions(entry: Entry, outdir: string, found = new Map<string, string>(), fromChunk = false): BuildOptions {
  return {
    ...SHARED,
    entryPoints: [entry],
    outdir,
    format: 'esm',
    splitting: false,
    plugins: [...(SHARED.plugins ?? []), onDemandChunks(found, fromChunk)],
    // embed/define-once.ts's rule, in the banner: a second copy of a widget keeps the first definition.
    define: { 'process.env.NODE_ENV': '"production"', 'customElements.define': '__rbDefine', __RULEBOOK_BASE__: '__rbBase' },
    banner: { js: base + defineOnce },
  };
}

/** One output file of a module build: where it goes, its code, and what it is made of. */
export interface BuiltOutput {
  path: string;
  code: string;
  inputs: Record<string, { bytesInOutput: number }>;
}

/**
 * Builds one module and, in turn, every chunk it (or a chunk) loads on demand, each whole, in
 * memory, each finished by terser. The entry comes first.
 */
export async function buildSelfContained(entry: Entry, outdir: string): Promise<BuiltOutput[]> {
  const outputs: BuiltOutput[] = [];
  const pending = new Map<string, string>();
  const built = new Set<string>();
  const one = async (e: Entry, dir: string, fromChunk: boolean) => {
    const result = await build({ ...moduleOptions(e, dir, pending, fromChunk), write: false, metafile: true });
    for (const file of result.outputFiles ?? []) {
      if (!file.path.endsWith('.js')) continue;
      const meta = Object.entries(result.metafile?.outputs ?? {}).find(([p]) => resolve(p) === file.path)?.[1];
      outputs.push({ path: file.path, code: await finish(file.text, { module: true }), inputs: meta?.inputs ?? {} });
    }
  };
  await one(entry, outdir, false);
  for (let next = [...pending].find(([n]) => !built.has(n)); next; next = [...pending].find(([n]) => !built.has(n))) {
    const [name, source] = next;
    built.add(name);
    await one({ in: source, out: name }, join(outdir, 'chunks'), true);
  }
  return outputs;
}

/**
 * esbuild options for the classic scripts (the autoloader, the iframe host script).
 */
export function classicOptions(entries: Entry[], outdir: string, define: Record<string, string> = {}): BuildOptions {
  return { ...SHARED, entryPoints: entries, outdir, format: 'iife', define };
}

/**
 * The second, more thorough pass every published script gets: terser's compressor finds about
 * 1 KB (gzip) more than esbuild's on these bundles. Safe options only (no unsafe or
 * pure-getter assumptions).
 * `module`: false for a classic script.
 */
export async function finish(code: string, { module }: { module: boolean }): Promise<string> {
  return (await minify(code, { module, compress: { passes: 2 }, mangle: true })).code ?? code;
}

export { build };
