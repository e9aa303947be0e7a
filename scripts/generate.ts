// `npm run generate`: writes every generated file, in the one place they live (generated/,
// git-ignored; generated/README.md says what each is):
//   1. generated/charts/<name>.chart.ts   each procedure's statechart, from its machine
//      (scripts/charts.ts); the widgets import them, so they come first;
//   2. generated/custom-elements.json     the custom elements manifest, read from the widgets'
//      JSDoc and Lit's own properties by @custom-elements-manifest/analyzer
//      (custom-elements-manifest.config.ts), which loads the widgets, charts and all.
// Every command that needs them runs this first (dev, build, typecheck, test:widgets, test).
//
//   npm run generate               both
//   npm run generate -- charts     only the charts (npm run charts)
//   npm run generate -- manifest   only the manifest (npm run manifest)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildCharts } from './charts.js';
import { GENERATED, MANIFEST } from './manifest.js';

const README = `# Generated files: do not edit, do not commit

Written by \`npm run generate\` (scripts/generate.ts), which \`dev\`, \`build\`, \`typecheck\`,
\`test:widgets\` and \`test\` run first. This folder is git-ignored and can be deleted.

- \`charts/<name>.chart.ts\`: each procedure's statechart, laid out from its machine
  (scripts/charts.ts); each widget imports its own when a reader opens the chart.
- \`custom-elements.json\`: the custom elements manifest, read from the widgets' JSDoc
  (custom-elements-manifest.config.ts); the reference pages, the wrappers' prop check, the
  parts check, the embed files and the npm package read it.

Measured figures that are committed on purpose (size budgets, reserved widget space, frame
heights) are data, not generated code: they live beside the code that reads them.
`;

/** The manifest, by the analyzer's own command line, with the scripts' TypeScript loader. */
export function writeManifest(): void {
  const cem = createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/cem.js');
  const run = spawnSync(
    process.execPath,
    ['--import', './scripts/lib/resolve-ts.ts', cem, 'analyze', '--config', 'custom-elements-manifest.config.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`the custom elements analyzer failed (exit ${run.status})`);
  console.log(`wrote   ${MANIFEST}`);
}

const only = process.argv[2];
const started = Date.now();
mkdirSync(GENERATED, { recursive: true });
writeFileSync(join(GENERATED, 'README.md'), README);
if (only !== 'manifest') await buildCharts();
if (only !== 'charts') writeManifest();
console.log(`generated ${only ?? 'charts and manifest'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
