// @custom-elements-manifest/analyzer: `npm run generate` writes generated/custom-elements.json, the one
// description of every widget's public API (attributes, properties, events, CSS parts and
// custom properties) read from the elements' own JSDoc. The reference pages, the generic
// <Widget> wrapper's prop check and the parts check all read it. See scripts/cem-plugins.ts
// for what each plugin adds to the analyzer's Lit support. The analyzer reads only .js/.mjs
// configs by itself: scripts/generate.ts runs it with the scripts' TypeScript loader
// (scripts/lib/resolve-ts.ts) and `--config` naming this file.
import { readFileSync } from 'node:fs';
import { readElementProperties } from './scripts/element-properties.js';
import { fileDocPlugin, litRuntimePlugin, packageDataPlugin, publicApiPlugin } from './scripts/cem-plugins.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; description?: string };

export default {
  globs: ['widgets/*/rb-*.ts', 'widgets/*/events.ts', 'widgets/shared/events.ts', 'widgets/shared/table-element.ts'],
  exclude: ['**/*.test.ts'],
  outdir: 'generated',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [fileDocPlugin(), litRuntimePlugin(await readElementProperties()), publicApiPlugin(), packageDataPlugin(pkg)],
};
