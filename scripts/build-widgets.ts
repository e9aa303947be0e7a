// Builds the files other sites load, into public/embed/ (Astro copies public/ into the site):
//
//   /embed/v<version>/rb-<name>.js   each widget as one self-contained ES module (Lit and
//                                    XState inside), never changed once published
//   /embed/v<version>/autoload.js    the autoloader (a classic script, see embed/autoload.ts)
//   /embed/v<version>/resize.js      the optional host script for iframes (embed/resize.ts)
//   /embed/v<version>/frame.js       what the iframe pages run (embed/frame.ts)
//   /embed/v<version>/chunks/…       what a widget loads only on demand (its statechart)
//   /embed/v<version>/runtime/…      the shared-runtime build for pages with several widgets:
//                                    runtime.js (Lit, XState, the shared frame, once) and
//                                    rb-<name>.js (each widget's own code, importing
//                                    ./runtime.js); the autoloader loads these, each checked
//                                    against its integrity value (scripts/embed-build.ts)
//   /embed/v<version>/sri.json       sha384 of each of those files, for `integrity`
//   /embed/v<version>/custom-elements.json   the manifest of this version's elements
//   /embed/v<version>/previews/<name>.png    each widget's preview image (og:image)
//   /embed/latest/…                  the same files, copied (not redirected)
//   /embed/rb-<name>.js              the old unversioned paths, copied, so old snippets work
//
// The version is package.json's. Every file is built the same way: a widget loaded twice
// on one page (two copies, two versions) keeps its first definition instead of throwing
// (embed/define-once.ts), and a step's rule link points at the rulebook the file was
// loaded from (or at the configured site, when it cannot tell).
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listWidgets } from '../site/widget-catalogue.js';
import { VERSION } from '../site/address.js';
import { manifestPath } from './manifest.js';
import { writePreviews } from './previews.js';
// The build settings themselves, shared with scripts/size.ts.
import { RUNTIME_DIR, build, buildRuntime, buildSelfContained, classicOptions, finish } from './embed-build.js';

const root = process.cwd();
const embedDir = join(root, 'public', 'embed');
const versionDir = join(embedDir, `v${VERSION}`);
rmSync(embedDir, { recursive: true, force: true });
mkdirSync(versionDir, { recursive: true });

const widgets = listWidgets();
const started = Date.now();

// One build per module, so each stays whole (nothing shared between widgets); what a widget
// imports only on demand (its statechart, say) becomes a chunk of its own in chunks/, loaded
// from beside the file when a reader asks for it.
const moduleEntries = [...widgets.map((w) => ({ in: w.entry, out: w.tag })), { in: join(root, 'embed', 'frame.ts'), out: 'frame' }];
// Each is finished (terser) as it is written; the classic scripts get their pass below.
const finished = new Set<string>();
for (const entry of moduleEntries) {
  for (const output of await buildSelfContained(entry, versionDir)) {
    mkdirSync(dirname(output.path), { recursive: true });
    writeFileSync(output.path, output.code);
    finished.add(relative(versionDir, output.path).split('\\').join('/'));
  }
  // A static import of a chunk would make the file need its neighbours before it runs.
  const out = readFileSync(join(versionDir, `${entry.out}.js`), 'utf8');
  if (/\bfrom\s*["']\.\/chunks\//.test(out) || /\bimport\s*["']\.\/chunks\//.test(out)) {
    throw new Error(`${entry.out}.js imports a chunk statically: it would need its neighbours before it runs`);
  }
}

// The shared-runtime build, beside the standalone files; its files name the standalone
// build's on-demand chunks (../chunks/), which must all be there.
const runtimeDir = join(versionDir, RUNTIME_DIR);
const named = new Map<string, string>();
const sri = (bytes: string | Buffer, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
// SHA-256 in the autoloader's own table: as safe for this, and 20 bytes a file smaller in a
// script held to 2 KB (the published sri.json and snippets keep SHA-384).
const runtimeIntegrity: Record<string, string> = {};
for (const output of await buildRuntime(
  widgets.map((w) => ({ in: w.entry, out: w.tag })),
  runtimeDir,
  named,
)) {
  mkdirSync(dirname(output.path), { recursive: true });
  writeFileSync(output.path, output.code);
  const file = relative(runtimeDir, output.path).split('\\').join('/');
  finished.add(`${RUNTIME_DIR}/${file}`);
  runtimeIntegrity[file] = sri(output.code, 'sha256');
}
for (const name of named.keys()) {
  if (!finished.has(`chunks/${name}.js`))
    throw new Error(`the runtime build names chunks/${name}.js, which the standalone build did not make`);
}

// The classic scripts; the autoloader carries the runtime files' integrity values.
await build(
  classicOptions(
    [
      { in: join(root, 'embed', 'autoload.ts'), out: 'autoload' },
      { in: join(root, 'embed', 'resize.ts'), out: 'resize' },
    ],
    versionDir,
    { __RB_INTEGRITY__: JSON.stringify(runtimeIntegrity) },
  ),
);

// A second, more thorough pass (terser; see embed-build.ts).
const classic = new Set(['autoload.js', 'resize.js']);
const chunkDir = join(versionDir, 'chunks');
const filesIn = (dir: string) =>
  readdirSync(join(versionDir, dir), { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.js'))
    .map((d) => `${dir}/${d.name}`);
const scripts = [...readdirSync(versionDir).filter((f) => f.endsWith('.js')), ...filesIn('chunks'), ...filesIn(RUNTIME_DIR)];
for (const file of scripts) {
  if (finished.has(file)) continue;
  const path = join(versionDir, file);
  const module = !classic.has(file);
  writeFileSync(path, await finish(readFileSync(path, 'utf8'), { module }));
}

// Previews, then the version's manifest and its integrity list.
await writePreviews({ outdir: join(versionDir, 'previews') });
copyFileSync(manifestPath(), join(versionDir, 'custom-elements.json'));
const integrity = Object.fromEntries(scripts.sort().map((file) => [file, sri(readFileSync(join(versionDir, file)))]));
writeFileSync(join(versionDir, 'sri.json'), `${JSON.stringify({ version: VERSION, files: integrity }, null, 2)}\n`);

// The moving alias and the old paths: plain copies, so each answers 200 with the same bytes.
cpSync(versionDir, join(embedDir, 'latest'), { recursive: true });
for (const w of widgets) copyFileSync(join(versionDir, `${w.tag}.js`), join(embedDir, `${w.tag}.js`));
cpSync(chunkDir, join(embedDir, 'chunks'), { recursive: true });

console.log(
  `built ${widgets.length} widgets (standalone, and on the shared runtime), the autoloader, the resize and frame scripts into public/embed/v${VERSION}/ ` +
    `(and latest/, and the old /embed/rb-*.js) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
