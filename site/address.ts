// The two facts every embed snippet, file path and header depends on, read in one place.
// SITE: the rulebook's public address. Astro's `site` (astro.config.ts) is this value, the
//   embed build bakes it into the widgets' links to their rules, and snippets start with it.
//   Set RULEBOOK_SITE when building for a real host (the GitHub Pages workflow does); the
//   placeholder below is replaced in the browser by the address a page is actually read at.
// VERSION: package.json's version; published files live under /embed/v<VERSION>/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE: string = (process.env.RULEBOOK_SITE || 'https://rulebook.example').replace(/\/+$/, '');
// From the working directory (the project root for every npm script): Astro bundles this
// module for prerendering, so its own location is not the project's.
export const VERSION: string = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
