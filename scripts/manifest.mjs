// Where the custom elements manifest comes from, for the published files and the npm package.
// The manifest is @custom-elements-manifest/analyzer's reading of the widgets' JSDoc. If the
// project keeps one at the root (custom-elements.json) or CEM_MANIFEST names one, that is
// used as it is; otherwise the analyzer is run here with the same command, into a cache
// folder. Either way there is one generator: the analyzer.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ANALYZE = ['analyze', '--litelement', '--globs', 'widgets/*/rb-*.ts'];

export function manifestPath(explicit = process.env.CEM_MANIFEST) {
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`No custom elements manifest at ${explicit}`);
    return resolve(explicit);
  }
  const root = resolve('custom-elements.json');
  if (existsSync(root)) return root;
  const outdir = join('node_modules', '.cache', 'rulebook-manifest');
  const bin = resolve('node_modules', '.bin', 'cem');
  // The analyzer also writes its output path into package.json's customElements field;
  // the package's field names the shipped manifest (lib/), so package.json is put back.
  const pkg = readFileSync('package.json', 'utf8');
  try {
    execFileSync(bin, [...ANALYZE, '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    if (readFileSync('package.json', 'utf8') !== pkg) writeFileSync('package.json', pkg);
  }
  return resolve(outdir, 'custom-elements.json');
}
