// How every published embed file is built, in one place: scripts/build-widgets.ts builds
// public/embed/ with these settings and scripts/size.ts rebuilds each widget (and its Lit +
// XState floor) with the very same ones, so the sizes it prints are the published files' and
// its ratios compare like with like.
import { build, type BuildOptions } from 'esbuild';
import { minify } from 'terser';
import { resolve } from 'node:path';
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

/**
 * esbuild options for one ES module (a widget, frame.ts, size's floor): bundled whole, with what
 * it imports only on demand (its statechart, say) split into chunks/ beside it.
 */
export function moduleOptions(entry: Entry, outdir: string): BuildOptions {
  return {
    ...SHARED,
    entryPoints: [entry],
    outdir,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // embed/define-once.ts's rule, in the banner (an injected module would be a chunk every
    // on-demand chunk shares): a second copy of a widget keeps the first definition.
    define: { 'process.env.NODE_ENV': '"production"', 'customElements.define': '__rbDefine', __RULEBOOK_BASE__: '__rbBase' },
    banner: { js: base + defineOnce },
  };
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

/**
 * Builds one module with moduleOptions and finishes each output, in memory. Returns the entry
 * and its chunks as { path, code, inputs } (inputs: esbuild's metafile inputs of that output).
 */
export interface BuiltOutput {
  path: string;
  code: string;
  inputs: Record<string, { bytesInOutput: number }>;
}

export async function buildModule(entry: Entry, outdir: string): Promise<BuiltOutput[]> {
  const result = await build({ ...moduleOptions(entry, outdir), write: false, metafile: true });
  const outputs: BuiltOutput[] = [];
  for (const file of result.outputFiles ?? []) {
    if (!file.path.endsWith('.js')) continue;
    const meta = Object.entries(result.metafile?.outputs ?? {}).find(([p]) => resolve(p) === file.path)?.[1];
    outputs.push({ path: file.path, code: await finish(file.text, { module: true }), inputs: meta?.inputs ?? {} });
  }
  return outputs;
}

export { build };
