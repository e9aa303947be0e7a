// Where the custom elements manifest comes from, for the published files and the npm package.
// The manifest is @custom-elements-manifest/analyzer's reading of the widgets' JSDoc, written
// to generated/custom-elements.json by `npm run generate` (custom-elements-manifest.config.ts),
// or the file CEM_MANIFEST names. There is one generator and one configuration.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where generated files live (git-ignored): see scripts/generate.ts. */
export const GENERATED = 'generated';
/** The manifest, as `npm run generate` writes it. */
export const MANIFEST = join(GENERATED, 'custom-elements.json');

/** What the tools read of a custom elements manifest (schema: custom-elements-manifest). */
export interface ManifestEntry {
  name: string;
  description?: string;
  summary?: string;
  type?: { text: string };
  default?: string;
}
export interface ManifestAttribute extends ManifestEntry {
  fieldName?: string;
}
export interface ManifestDeclaration {
  kind: string;
  name: string;
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: (ManifestEntry & { kind: string; static?: boolean; privacy?: string })[];
  events?: ManifestEntry[];
  cssParts?: ManifestEntry[];
  cssProperties?: ManifestEntry[];
  slots?: ManifestEntry[];
}
export interface ManifestModule {
  kind?: string;
  path: string;
  declarations?: ManifestDeclaration[];
  exports?: { kind: string; name: string; declaration?: { name: string; module?: string } }[];
}
export interface Manifest {
  schemaVersion?: string;
  modules: ManifestModule[];
  package?: unknown;
}

export function manifestPath(explicit = process.env.CEM_MANIFEST): string {
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`No custom elements manifest at ${explicit}`);
    return resolve(explicit);
  }
  const path = resolve(MANIFEST);
  if (!existsSync(path)) throw new Error(`No ${MANIFEST}: run \`npm run generate\` first.`);
  return path;
}
