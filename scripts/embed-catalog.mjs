// What the site's pages need to know about the published embed files, read once at build
// time: the site's address, the version, each widget (its rule page, title, starting
// height) and the integrity of each published file. Used by the iframe pages, the oEmbed
// documents, the "Embed this" panel and the embedding guide.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeWidgets } from './widgets.mjs';
import { SITE, VERSION } from './site.mjs';

/** Starting heights of the iframe pages (px), measured by scripts/measure-frames.mjs. */
export function frameHeights(root = process.cwd()) {
  const file = join(root, 'embed', 'frame-heights.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function embedCatalog(root = process.cwd()) {
  const sriFile = join(root, 'public', 'embed', `v${VERSION}`, 'sri.json');
  // Missing only when the embed files were not built (astro dev without build:widgets):
  // snippets then go without integrity rather than with a wrong one.
  const integrity = existsSync(sriFile) ? JSON.parse(readFileSync(sriFile, 'utf8')).files : {};
  const heights = frameHeights(root);
  const widgets = describeWidgets(root).map((w) => ({
    name: w.name,
    tag: w.tag,
    label: w.label,
    system: w.system,
    title: w.system ? `${w.label} · ${w.system}` : w.label,
    rulePage: w.rulePage,
    height: Object.hasOwn(heights, w.name) ? heights[w.name] : 600,
  }));
  return { site: SITE, version: VERSION, integrity, widgets };
}
