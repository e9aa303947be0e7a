// The npm package as a consumer meets it: `npm pack` (which runs prepack: the embed files and
// lib/), install the tarball into a fresh project (from the tarball and npm's local cache),
// bundle a page that uses every widget with esbuild, type-check a TSX file that uses every
// element, and run the bundle in Chromium. Prints "N passed, N failed".
//
//   npm run pack-check [-- --manifest path/to/custom-elements.json] [--keep]
//
// --manifest is handed to the package build (default: see scripts/manifest.ts).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './lib/chromium.js';
import { listWidgets } from '../site/widget-catalogue.js';
import { elementsOf } from './package-types.js';
import type { Manifest } from './manifest.js';
import { startServer } from './static-server.js';

const args = process.argv.slice(2);
const manifestArg = args.includes('--manifest') ? resolve(args[args.indexOf('--manifest') + 1] ?? '') : undefined;
const keep = args.includes('--keep');
const root = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; customElements?: string };
const widgets = listWidgets();
const first = widgets[0]!;
const work = mkdtempSync(join(tmpdir(), 'rb-pack-'));
const fixture = join(work, 'fixture');
const env = { ...process.env, ...(manifestArg ? { CEM_MANIFEST: manifestArg } : {}) };
const npm = (argv: string[], cwd: string) => execFileSync('npm', argv, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const started = Date.now();
let passed = 0;
let failed = 0;

async function check(name: string, fn: () => unknown): Promise<void> {
  const t = Date.now();
  try {
    await fn();
    passed++;
    console.log(`  ✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  } catch (caught) {
    failed++;
    const e = caught as { stderr?: string; stdout?: string; message?: string };
    console.log(
      `  ✗ ${name}\n      ${String(e.stderr || e.stdout || e.message || caught)
        .trim()
        .split('\n')
        .slice(-12)
        .join('\n      ')}`,
    );
  }
}

let tarball = '';
await check('npm pack builds the package and packs only what it should', () => {
  // prepack's own messages come first on stdout; npm's JSON report is the last thing.
  const text = npm(['pack', '--json', '--pack-destination', work], root);
  const out = JSON.parse(text.slice(text.search(/^\[/m))) as {
    filename: string;
    name: string;
    version: string;
    files: { path: string }[];
  }[];
  const packed = out[0]!;
  tarball = join(work, packed.filename);
  const files = packed.files.map((f) => f.path);
  for (const w of widgets) {
    assert.ok(files.includes(`lib/${w.name}.js`), `lib/${w.name}.js is not in the package`);
    assert.ok(files.includes(`lib/types/widgets/${w.name}/${w.tag}.d.ts`), `the types of ${w.tag} are not in the package`);
    assert.ok(files.includes(`lib/embed/${w.tag}.js`), `the embed file of ${w.tag} is not in the package`);
  }
  for (const f of ['package.json', 'lib/custom-elements.json', 'lib/jsx.d.ts', 'lib/vscode.html-custom-data.json'])
    assert.ok(files.includes(f), `${f} is not in the package`);
  const strays = files.filter((f) => !/^(package\.json|README\.md|lib\/)/.test(f));
  assert.deepEqual(strays, [], 'files outside lib/ were packed');
  assert.equal(packed.name, pkg.name);
  assert.equal(packed.version, pkg.version);
  // package.json's customElements names the manifest editors and tools read: a path inside
  // the package, to a file the tarball holds (not a folder on the machine that built it).
  assert.ok(pkg.customElements, 'package.json has no "customElements" field');
  const named = pkg.customElements.replace(/^\.\//, '');
  assert.ok(!/^(\/|\.\.\/|[a-z]:)/i.test(pkg.customElements), `"customElements" points outside the package: ${pkg.customElements}`);
  assert.ok(files.includes(named), `"customElements" names ${pkg.customElements}, which is not in the package`);
});

await check('the tarball installs into a fresh project (from the tarball, dependencies from the npm cache where it has them)', () => {
  execFileSync('mkdir', ['-p', fixture]);
  writeFileSync(
    join(fixture, 'package.json'),
    JSON.stringify({ name: 'fixture', private: true, type: 'module', dependencies: { [pkg.name]: `file:${tarball}` } }, null, 2),
  );
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], fixture);
  const installed = JSON.parse(readFileSync(join(fixture, 'node_modules', pkg.name, 'package.json'), 'utf8'));
  assert.equal(installed.version, pkg.version);
  for (const dep of ['lit', 'xstate', 'pure-rand'])
    assert.ok(existsSync(join(fixture, 'node_modules', dep)), `${dep} was not installed as a dependency`);
});

if (failed) {
  console.log(`\n${passed} passed, ${failed} failed (the remaining checks need the installed package)`);
  process.exit(1);
}

const manifest = () => JSON.parse(readFileSync(join(fixture, 'node_modules', pkg.name, 'lib', 'custom-elements.json'), 'utf8')) as Manifest;

await check('esbuild bundles a page using every widget, with one copy of Lit and of XState', async () => {
  writeFileSync(join(fixture, 'main.js'), widgets.map((w) => `import '${pkg.name}/${w.name}';`).join('\n') + '\n');
  const result = await build({
    entryPoints: [join(fixture, 'main.js')],
    bundle: true,
    format: 'esm',
    outfile: join(fixture, 'out', 'main.js'),
    minify: true,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: fixture,
  });
  const inputs = Object.keys(result.metafile.inputs);
  const copies = (name: string) =>
    new Set(inputs.filter((i) => i.includes(`node_modules/${name}/`)).map((i) => i.slice(0, i.indexOf(`node_modules/${name}/`)))).size;
  for (const dep of ['lit-html', '@lit/reactive-element', 'xstate']) assert.equal(copies(dep), 1, `${dep} is bundled ${copies(dep)} times`);
  const bytes = readFileSync(join(fixture, 'out', 'main.js')).length;
  const separate = widgets.reduce(
    (n, w) => n + readFileSync(join(fixture, 'node_modules', pkg.name, 'lib', 'embed', `${w.tag}.js`)).length,
    0,
  );
  console.log(
    `      all ${widgets.length} widgets in one bundle: ${(bytes / 1024).toFixed(0)} KB minified, against ${(separate / 1024).toFixed(0)} KB for the ${widgets.length} self-contained files`,
  );
  assert.ok(bytes < separate * 0.6, 'the bundle is not much smaller than the self-contained files: are shared parts duplicated?');
});

await check('a TSX file using every element type-checks against the package (and a wrong attribute does not)', () => {
  const elements = elementsOf(manifest());
  const uses = widgets.map((w) => {
    const attrs = (elements.get(w.tag)?.attributes ?? []).filter((a) => !a.name.startsWith('_'));
    const props = attrs.map((a) => (/\bboolean\b/.test(a.type?.text ?? '') ? `${a.name}` : `${a.name}="1"`)).join(' ');
    return `    <${w.tag} ${props} />,`;
  });
  const classOf = (w: { tag: string }) => w.tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
  const source = `import type {} from '${pkg.name}/jsx';
${widgets.map((w) => `import '${pkg.name}/${w.name}';`).join('\n')}
${widgets.map((w) => `import type { ${classOf(w)} } from '${pkg.name}/${w.name}';`).join('\n')}

// Each element is known to the DOM types, with the shared table API.
${widgets
  .map(
    (w) => `const ${classOf(w).charAt(0).toLowerCase() + classOf(w).slice(1)}: ${classOf(w)} = document.createElement('${w.tag}');
${classOf(w).charAt(0).toLowerCase() + classOf(w).slice(1)}.reset();`,
  )
  .join('\n')}
const found: ${classOf(first)} | null = document.querySelector('${first.tag}');
const steps: number = found?.record.events.length ?? 0;

export const page = [
${uses.join('\n')}
];

// The types are specific, not \`any\`: a misspelt attribute and a wrong kind of value fail.
// @ts-expect-error: "seeed" is not an attribute
export const misspelt = <${first.tag} seeed="1" />;
// @ts-expect-error: no-save is a boolean attribute
export const wrongKind = <${first.tag} no-save={42} />;
export { steps };
`;
  writeFileSync(join(fixture, 'use.tsx'), source);
  writeFileSync(
    join(fixture, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'preserve',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['use.tsx'],
    }),
  );
  execFileSync(resolve(root, 'node_modules', '.bin', 'tsc'), ['-p', join(fixture, 'tsconfig.json')], {
    cwd: fixture,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
});

await check('the bundled page runs in Chromium: every element defines itself and renders', async () => {
  writeFileSync(
    join(fixture, 'out', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title><link rel="icon" href="data:,"></head><body><main>${widgets.map((w) => `<${w.tag} no-save></${w.tag}>`).join('')}</main><script type="module" src="main.js"></script></body></html>`,
  );
  const { server, url } = await startServer({ mounts: { '/': join(fixture, 'out') } });
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${url}/index.html`);
    for (const w of widgets)
      await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), w.tag, { timeout: 10000 });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`  (kept ${work})`);
const leftover = readdirSync(root).filter((f) => f.endsWith('.tgz'));
if (leftover.length) console.log(`  note: tarballs in the project folder: ${leftover.join(', ')}`);
console.log(`\npack check in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
