// Where the custom elements manifest comes from, for the published files and the npm package.
// The manifest is @custom-elements-manifest/analyzer's reading of the widgets' JSDoc, written
// to custom-elements.json by `npm run manifest` (custom-elements-manifest.config.mjs), or the
// file CEM_MANIFEST names. There is one generator and one configuration.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function manifestPath(explicit = process.env.CEM_MANIFEST) {
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`No custom elements manifest at ${explicit}`);
    return resolve(explicit);
  }
  const root = resolve('custom-elements.json');
  // `npm run manifest` (custom-elements-manifest.config.mjs) writes it; run it if it has not been.
  if (!existsSync(root)) execFileSync(resolve('node_modules', '.bin', 'cem'), ['analyze'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return root;
}
