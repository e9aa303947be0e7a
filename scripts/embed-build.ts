// How every published embed file is built, in one place: scripts/build-widgets.ts builds
// public/embed/ with these settings and scripts/size.ts rebuilds each widget (and its Lit +
// XState floor) with the very same ones, so the sizes it prints are the published files' and
// its ratios compare like with like.
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
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
// The same, marked pure, for the shared-runtime files: a file that never asks for its base drops it.
const pureBase = base.replace('=(u=>', '=/* @__PURE__ */((u=import.meta.url)=>').replace('})(import.meta.url);', '})();');
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
function onDemandChunks(found: Map<string, string>, fromChunk: boolean, chunkDir = './chunks/'): Plugin {
  return {
    name: 'rb-on-demand-chunks',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement', importer: args.importer });
        if (resolved.errors.length > 0 || resolved.external || resolved.path.includes('node_modules')) return undefined;
        const name = chunkName(resolved.path);
        found.set(name, resolved.path);
        return { path: fromChunk ? `./${name}.js` : `${chunkDir}${name}.js`, external: true };
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

// ---------------------------------------------------------------------------------------------
// The shared runtime (issue 28): for a page with several widgets. Beside the standalone files,
// the same widgets are built a second time into runtime/, where Lit, XState (with pure-rand),
// the shared frame (widgets/shared/, its stage/ pieces too) and machines/core/ are one file, runtime.js, and each
// runtime/rb-<name>.js holds only what is its own and imports the rest from ./runtime.js.
// Three widgets then load that code once instead of three times. The autoloader uses these
// files (embed/autoload.ts), each checked against its integrity value before it runs.
//
// How the split is made, with esbuild alone: a first pass finds the runtime modules the widgets
// import; each widget is then built with every import of those modules turned into a re-export
// from the external ./runtime.js, under a short name given to each (module, export) pair in a
// sorted order; runtime.js is built last from an entry that exports exactly the names the
// widget files use, and at the very end each export takes the name terser gave its binding.
// On-demand chunks are not split: runtime/ files load the standalone build's own chunks
// (../chunks/), which are built whole and are the same files. Nothing here changes the
// standalone files.

/** The folder of the shared-runtime build, inside /embed/v<version>/. */
export const RUNTIME_DIR = 'runtime';
/** The runtime's own file in that folder. */
export const RUNTIME_FILE = 'runtime.js';
/** The blog post issue 28 measures: three widgets placed through the autoloader. */
export const THREE_WIDGETS = ['initiative-deal', 'karma-check', 'soul-passing'] as const;
/** Issue 28's target for those three through the shared runtime, against the largest one's standalone file. */
export const SHARED_TARGET = 1.6;
/**
 * The gate: those three through the shared runtime may load at most this many times the largest
 * one's standalone file. Above the target since the widgets became a stage (issue 26): the
 * cards, dice, tokens and motion every widget draws with went into the runtime, and the page
 * came to 1.61×. The gate keeps that from growing while the target stays open.
 */
export const SHARED_LIMIT = 1.65;

const RUNTIME_PACKAGES = /[\\/]node_modules[\\/](?:lit|lit-html|lit-element|@lit[\\/]reactive-element|xstate|pure-rand)[\\/]/;

/**
 * Whether a module (a resolved path) may belong to the shared runtime rather than to a widget:
 * Lit, XState, the seeded source and the shared frame (widgets/shared, machines/core). Which of
 * the shared modules actually go in is decided by how many widgets use them (RUNTIME_SHARE).
 */
export function inRuntime(path: string): boolean {
  if (RUNTIME_PACKAGES.test(path)) return true;
  const rel = relative(process.cwd(), path).split(sep).join('/');
  if (rel === 'embed/define-once.ts') return true;
  return /^(?:widgets\/shared(?:\/stage)?|machines\/core)\/[^/]+\.ts$/.test(rel) && !rel.endsWith('.test.ts');
}

/**
 * A shared module goes into runtime.js when at least this share of the widgets use it; one
 * fewer use and it stays in each widget that uses it. Every page that loads the runtime pays
 * for all of it, so what only a few widgets draw (the Area map, Lady Luck's three; the sides
 * and composition of the four whole fights) rides with those widgets instead: a blog post
 * with three of the other widgets does not carry it.
 */
export const RUNTIME_SHARE = 1 / 3;

/**
 * In the shared-runtime build, `customElements.define` becomes the runtime's defineOnce
 * (embed/define-once.ts) instead of each file's own copy in its banner.
 */
function defineOnceFromRuntime(): string {
  const file = join(process.cwd(), 'node_modules', '.cache', 'rb-runtime', 'define-once.js');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `export { defineOnce as __rbDefine } from ${JSON.stringify(join(process.cwd(), 'embed', 'define-once.ts'))};\n`);
  return file;
}

const SHIM = 'rb-runtime-shim';
const LEAF = 'rb-runtime-name';
const RUNTIME_IMPORT = 'rb-runtime:';

/**
 * Sends every import of a runtime module (from outside the runtime) to the runtime: `seen`
 * collects each such module; with `names`, the module becomes a re-export of its names from
 * ./runtime.js, else (the first pass, which only looks) it is left external.
 *
 * esbuild keeps every name a bundled module imports from an external file, used or not, so
 * each name is re-exported through a module of its own, marked free of side effects: one that
 * nothing uses is dropped whole, and the widget file imports only the names it uses.
 */
function runtimeImports(seen: Set<string>, names?: RuntimeNames, shared: (path: string) => boolean = inRuntime): Plugin {
  return {
    name: 'rb-runtime-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === SHIM || args.kind === 'entry-point' || args.kind === 'dynamic-import') return undefined;
        if (args.path === RUNTIME_IMPORT) return { path: `./${RUNTIME_FILE}`, external: true };
        if (args.namespace === SHIM) return { path: args.path, namespace: LEAF, sideEffects: false };
        const resolved = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: SHIM,
        });
        if (resolved.errors.length > 0 || resolved.external || !shared(resolved.path)) return undefined;
        seen.add(resolved.path);
        return names ? { path: resolved.path, namespace: SHIM, sideEffects: false } : { path: resolved.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: SHIM }, (args) => ({
        contents: names!
          .of(args.path)
          .map(([name, id]) => `export { ${name} } from ${JSON.stringify(`${id}=${name}`)};`)
          .join('\n'),
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: LEAF }, (args) => {
        const [id, name] = args.path.split('=') as [string, string];
        return { contents: `import { ${id} as x } from ${JSON.stringify(RUNTIME_IMPORT)};\nexport { x as ${name} };\n`, loader: 'js' };
      });
    },
  };
}

const RESERVED = new Set(
  'as do if in of for let new try var case else enum eval null this true void with await break catch class const false super throw while yield delete export import public return static switch typeof default extends finally package private continue debugger function arguments interface protected implements instanceof undefined'.split(
    ' ',
  ),
);
/** The i-th short identifier: a, b, …, $, aa, ba, … (reserved words skipped by the caller). */
function shortName(i: number): string {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const rest = `${first}0123456789`;
  let name = first[i % first.length]!;
  for (let n = Math.floor(i / first.length); n > 0; n = Math.floor((n - 1) / rest.length)) name += rest[(n - 1) % rest.length]!;
  return name;
}

/** Every runtime module a widget imports, with its export names and the short name each has in runtime.js. */
class RuntimeNames {
  readonly #byModule = new Map<string, [string, string][]>();
  readonly #byId = new Map<string, { module: string; name: string }>();
  constructor(exports: Map<string, string[]>) {
    let i = 0;
    const next = (): string => {
      for (;;) {
        const name = shortName(i++);
        if (!RESERVED.has(name)) return name;
      }
    };
    const key = (path: string) => relative(process.cwd(), path).split(sep).join('/');
    for (const module of [...exports.keys()].sort((a, b) => key(a).localeCompare(key(b)))) {
      const pairs = [...exports.get(module)!].sort().map((name): [string, string] => [name, next()]);
      this.#byModule.set(module, pairs);
      for (const [name, id] of pairs) this.#byId.set(id, { module, name });
    }
  }
  of(module: string): [string, string][] {
    const pairs = this.#byModule.get(module);
    if (!pairs) throw new Error(`${module} was not found by the runtime's first pass`);
    return pairs;
  }
  /** runtime.js's entry: each module's names that the widgets use, under their short names; every module is evaluated. */
  entry(used: Set<string>): string {
    return [...this.#byModule]
      .map(([module, pairs]) => {
        const names = pairs.filter(([, id]) => used.has(id)).map(([name, id]) => `${name} as ${id}`);
        const from = JSON.stringify(module);
        return names.length ? `export { ${names.join(', ')} } from ${from};` : `import ${from};`;
      })
      .join('\n');
  }
  has(id: string): boolean {
    return this.#byId.has(id);
  }
}

/** The names a module exports, as esbuild sees them once bundled (so `export *` is followed). */
async function exportsOf(path: string): Promise<string[]> {
  const result = await build({
    ...SHARED,
    plugins: [],
    entryPoints: [path],
    outdir: join(process.cwd(), 'node_modules', '.cache', 'rb-runtime-exports'),
    format: 'esm',
    minify: false,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const entry = Object.values(result.metafile?.outputs ?? {}).find((o) => o.entryPoint);
  return entry?.exports ?? [];
}

const RUNTIME_IMPORTS = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"\\./${RUNTIME_FILE.replace('.', '\\.')}";?`, 'g');

/**
 * esbuild writes one import statement per name a widget takes from the runtime (each comes
 * through a module of its own, see runtimeImports): one statement holds them all, a few
 * hundred bytes less. Only esbuild's own statements are touched: the file must name
 * ./runtime.js nowhere else.
 */
function mergeRuntimeImports(code: string, file: string): string {
  const specs: string[] = [];
  const rest = code.replace(RUNTIME_IMPORTS, (_, names: string) => {
    specs.push(names);
    return '';
  });
  if (rest.includes(`./${RUNTIME_FILE}`)) throw new Error(`${file}.js names ./${RUNTIME_FILE} other than in esbuild's import statements`);
  if (specs.length === 0) throw new Error(`${file}.js takes nothing from the runtime: it would not run the runtime's modules`);
  return `import{${specs.join(',')}}from"./${RUNTIME_FILE}";${rest}`;
}

/** The short names a built widget file imports from ./runtime.js. */
function runtimeNamesUsed(code: string, file: string): string[] {
  const from = `["']\\./${RUNTIME_FILE.replace('.', '\\.')}["']`;
  if (new RegExp(`import\\s*\\*\\s*as\\s*[\\w$]+\\s*from\\s*${from}`).test(code)) {
    throw new Error(`${file} imports the runtime as a namespace: the runtime cannot tell which names it needs`);
  }
  return [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${from}`, 'g'))].flatMap((m) =>
    m[1]!
      .split(',')
      .map((spec) => spec.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

/**
 * Builds the shared-runtime files in memory, finished by terser: runtime.js first, then
 * rb-<name>.js for each entry (named `out`, e.g. `rb-karma-check`), all for `outdir` (the
 * runtime/ folder). `chunks` collects the on-demand chunks they name (the standalone build's,
 * in ../chunks/).
 */
export async function buildRuntime(entries: Entry[], outdir: string, chunks = new Map<string, string>()): Promise<BuiltOutput[]> {
  const inject = [defineOnceFromRuntime()];
  // First pass: which runtime modules does each widget import, directly (the packages) or
  // through others (the shared frame)? Shared modules enough widgets use (RUNTIME_SHARE) go
  // into the runtime with every package; the rest stay in the widgets. A module another one
  // imports is used by at least as many widgets, so what the runtime pulls in is all shared.
  const direct = new Set<string>();
  const uses = new Map<string, number>();
  for (const entry of entries) {
    const options = { ...moduleOptions(entry, outdir), banner: { js: pureBase }, inject, write: false } as const;
    const chunks = onDemandChunks(new Map(), false, '../chunks/');
    // Packages only are left out here, so that every package import is seen, from the widget's
    // own code or any shared module it may end up carrying (a package module missed here would
    // be bundled into that widget: a second Lit on the page).
    await build({
      ...options,
      plugins: [runtimeImports(direct, undefined, (path) => RUNTIME_PACKAGES.test(path)), ...(SHARED.plugins ?? []), chunks],
    });
    const whole = await build({ ...options, plugins: [...(SHARED.plugins ?? []), chunks], metafile: true });
    for (const input of Object.keys(whole.metafile?.inputs ?? {})) {
      const path = resolve(input);
      if (inRuntime(path) && !RUNTIME_PACKAGES.test(path)) uses.set(path, (uses.get(path) ?? 0) + 1);
    }
  }
  const enough = Math.ceil(entries.length * RUNTIME_SHARE);
  const modules = new Set([
    ...[...direct].filter((module) => RUNTIME_PACKAGES.test(module)),
    ...[...uses].filter(([, n]) => n >= enough).map(([module]) => module),
  ]);
  const shared = (path: string) => modules.has(path);
  const exports = new Map<string, string[]>();
  for (const module of modules) exports.set(module, await exportsOf(module));
  const names = new RuntimeNames(exports);

  // The widgets, each importing its share of the runtime by short name.
  const widgets: BuiltOutput[] = [];
  const used = new Set<string>();
  for (const entry of entries) {
    const options = moduleOptions(entry, outdir, chunks, false);
    const result = await build({
      ...options,
      banner: { js: pureBase },
      inject,
      plugins: [runtimeImports(new Set(), names, shared), ...(SHARED.plugins ?? []), onDemandChunks(chunks, false, '../chunks/')],
      write: false,
      metafile: true,
    });
    for (const file of result.outputFiles ?? []) {
      if (!file.path.endsWith('.js')) continue;
      const meta = Object.entries(result.metafile?.outputs ?? {}).find(([p]) => resolve(p) === file.path)?.[1];
      // Lit or XState bundled into a widget's own file would be a second copy on the page.
      const bundled = Object.keys(meta?.inputs ?? {}).filter(
        (input) => !input.startsWith('rb-runtime-') && RUNTIME_PACKAGES.test(resolve(input)),
      );
      if (bundled.length) throw new Error(`${entry.out}.js bundles ${bundled[0]} instead of taking it from the runtime`);
      const code = await finish(mergeRuntimeImports(file.text, entry.out), { module: true });
      for (const id of runtimeNamesUsed(code, entry.out)) {
        if (!names.has(id)) throw new Error(`${entry.out}.js imports "${id}", which no runtime module exports`);
        used.add(id);
      }
      widgets.push({ path: file.path, code, inputs: meta?.inputs ?? {} });
    }
  }

  // The runtime: exactly the names the widgets use.
  const { entryPoints: _entry, outdir: _outdir, ...options } = moduleOptions({ in: RUNTIME_FILE, out: 'runtime' }, outdir);
  const result = await build({
    ...options,
    banner: { js: pureBase },
    inject,
    stdin: { contents: names.entry(used), resolveDir: process.cwd(), sourcefile: 'rb-runtime-entry.js', loader: 'js' },
    outfile: join(outdir, RUNTIME_FILE),
    plugins: [...(SHARED.plugins ?? []), onDemandChunks(chunks, false, '../chunks/')],
    write: false,
    metafile: true,
  });
  const runtime = result.outputFiles?.find((f) => f.path.endsWith('.js'));
  if (!runtime) throw new Error('esbuild wrote no runtime.js');
  const meta = Object.entries(result.metafile?.outputs ?? {}).find(([p]) => resolve(p) === runtime.path)?.[1];
  // A module the runtime pulls in through another but that stays in the widgets would run twice.
  for (const input of Object.keys(meta?.inputs ?? {})) {
    const path = resolve(input);
    if (inRuntime(path) && !RUNTIME_PACKAGES.test(path) && !modules.has(path) && !path.includes('define-once'))
      throw new Error(`runtime.js bundles ${input} through another module, but too few widgets use it to be shared: it would run twice`);
  }
  const { code, renamed } = exportLocalNames(await finish(runtime.text, { module: true }));
  return [
    { path: runtime.path, code, inputs: meta?.inputs ?? {} },
    ...widgets.map((w) => ({ ...w, code: renameRuntimeImports(w.code, renamed, basename(w.path)) })),
  ];
}

/**
 * The last touch, a few hundred bytes: runtime.js exports each binding under the name terser
 * gave it (`export{C,et}` rather than `export{C as a,et as b}`), and the widget files import
 * those names. Both statements are the ones this build wrote (checked by shape).
 */
function exportLocalNames(code: string): { code: string; renamed: Map<string, string> } {
  const m = /export\{([^}]*)\};?$/.exec(code);
  if (!m) throw new Error('runtime.js does not end with its export statement');
  const renamed = new Map<string, string>();
  const taken = new Set<string>();
  const pairs = m[1]!.split(',').map((spec) => {
    const [local, exported = local] = spec.split(' as ') as [string, string?];
    return { local, exported };
  });
  // A binding exported under two names keeps its first; the other keeps the name it had.
  for (const p of pairs) {
    if (taken.has(p.local)) continue;
    taken.add(p.local);
    renamed.set(p.exported, p.local);
  }
  for (const p of pairs) {
    if (renamed.has(p.exported)) continue;
    if (taken.has(p.exported)) throw new Error(`runtime.js: cannot give the export ${p.exported} a name of its own`);
    taken.add(p.exported);
    renamed.set(p.exported, p.exported);
  }
  const list = pairs.map(({ local, exported }) => (renamed.get(exported) === local ? local : `${local} as ${renamed.get(exported)}`));
  return { code: `${code.slice(0, m.index)}export{${list.join(',')}};`, renamed };
}

function renameRuntimeImports(code: string, renamed: Map<string, string>, file: string): string {
  const m = new RegExp(`^import\\{([^}]*)\\}from"\\./${RUNTIME_FILE.replace('.', '\\.')}";`).exec(code);
  if (!m) throw new Error(`${file} does not start with its import from ./${RUNTIME_FILE}`);
  const specs = m[1]!.split(',').map((spec) => {
    const [imported, local = imported] = spec.split(' as ') as [string, string?];
    const name = renamed.get(imported);
    if (name === undefined) throw new Error(`${file} imports ${imported}, which runtime.js does not export`);
    return name === local ? name : `${name} as ${local}`;
  });
  return `import{${specs.join(',')}}from"./${RUNTIME_FILE}";${code.slice(m[0].length)}`;
}

export { build };
