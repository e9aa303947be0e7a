// @custom-elements-manifest/analyzer: `npm run manifest` writes custom-elements.json, the one
// description of every widget's public API (attributes, properties, events, CSS parts and
// custom properties) read from the elements' own JSDoc. The reference pages, the generic
// <Widget> wrapper's prop check and the parts check all read it. See scripts/cem-plugins.mjs
// for what each plugin adds to the analyzer's Lit support.
import { readFileSync } from 'node:fs';
import { readElementProperties } from './scripts/element-properties.mjs';
import { fileDocPlugin, litRuntimePlugin, packageDataPlugin, publicApiPlugin } from './scripts/cem-plugins.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

export default {
  globs: ['widgets/*/rb-*.ts', 'widgets/*/events.ts', 'widgets/shared/events.ts', 'widgets/shared/table-element.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [fileDocPlugin(), litRuntimePlugin(await readElementProperties()), publicApiPlugin(), packageDataPlugin(pkg)],
};
