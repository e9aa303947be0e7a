// The widget catalogue as the site and the tools read it at build time (in Node): every widget,
// the page it is played on, its system and its label, the pages that place widgets, and what
// the pages need to know about the published embed files. It is read from machines/catalogue.ts
// (PROCEDURES, the one list), so a new procedure is listed there once and the build, the iframe
// pages, oEmbed documents, previews, the npm package, the reference pages, the gallery, the
// sidebar and the walks all pick it up.
//
// One direction: scripts/ import this module (and the rest of site/); nothing in site/ imports
// scripts/.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROCEDURES, SYSTEMS } from '../machines/catalogue.js';
import { SITE, VERSION } from './address.js';

export { SITE, SYSTEMS, VERSION };

/** A widget: `widgets/<name>/rb-<name>.ts`, the element `<rb-<name>>`. */
export interface Widget {
  name: string;
  tag: string;
  /** Its module's absolute path. */
  entry: string;
}

/** A widget with where it is played and what it is called. */
export interface DescribedWidget extends Widget {
  /** "Soul passing". */
  label: string;
  /** "Liberi Gothica", or '' for a widget outside the four systems. */
  system: string;
  /** The rules page it is played on, as a content id ("liberi-gothica/death-and-passing-on"). */
  page: string;
  /** That page's path ("/liberi-gothica/death-and-passing-on/") and title. */
  rulePage: { path: string; title: string };
}

const widgetOf = (root: string, name: string): Widget => ({
  name,
  tag: `rb-${name}`,
  entry: join(root, 'widgets', name, `rb-${name}.ts`),
});

/** Every widget, by name: one per procedure in the catalogue. */
export function listWidgets(root = process.cwd()): Widget[] {
  return PROCEDURES.map((p) => widgetOf(root, p.name)).sort((a, b) => a.name.localeCompare(b.name));
}

function contentPages(root: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.mdx') ? [join(d, e.name)] : [],
    );
  return walk(join(root, 'content')).sort();
}

/** The widget tags an Astro component places: `<rb-x …>`, or `<Widget tag="rb-x" …>`. */
function tagsPlacedBy(component: string): string[] {
  const text = readFileSync(component, 'utf8');
  return [...text.matchAll(/<(rb-[a-z0-9-]+)|\btag=["'](rb-[a-z0-9-]+)["']/g)].map((m) => (m[1] ?? m[2])!);
}

/** A content page and the widgets it places through a site/components wrapper. */
export interface Placement {
  /** "/lady-luck/fire/" */
  path: string;
  title: string;
  /** "lady-luck" */
  folder: string;
  /** The "rb-…" tags it places. */
  tags: Set<string>;
  /** Whether it has an "## API" section. */
  api: boolean;
}

/** Every content page with the widgets it places through a site/components wrapper. */
export function widgetPlacements(root = process.cwd()): Placement[] {
  return contentPages(root).map((file) => {
    const text = readFileSync(file, 'utf8');
    const components = [...text.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.astro)['"]/gm)].map((m) => join(file, '..', m[1]!));
    const tags = new Set(components.filter((c) => existsSync(c)).flatMap(tagsPlacedBy));
    const path = `/${relative(join(root, 'content'), file)
      .replace(/\\/g, '/')
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '')}/`.replace(/\/+$/, '/');
    return {
      path,
      title:
        /^title:\s*(.+)$/m
          .exec(text)?.[1]
          ?.trim()
          .replace(/^['"]|['"]$/g, '') ?? path,
      folder: path.split('/')[1] ?? '',
      tags,
      api: /^## API\b/m.test(text),
    };
  });
}

/**
 * Each widget with where it is explained: its procedure's page and title and system from the
 * catalogue (the page's title read from its frontmatter).
 */
export function describeWidgets(root = process.cwd()): DescribedWidget[] {
  const pages = widgetPlacements(root);
  return PROCEDURES.map((procedure) => {
    const path = `/${procedure.page}/`;
    const placed = pages.find((p) => p.path === path);
    return {
      ...widgetOf(root, procedure.name),
      label: procedure.title,
      system: SYSTEMS[procedure.system],
      page: procedure.page,
      rulePage: { path, title: placed?.title ?? procedure.title },
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

/** A widget as the embed pages, oEmbed documents and snippets need it. */
export interface CatalogWidget {
  name: string;
  tag: string;
  label: string;
  system: string;
  /** "Soul passing · Liberi Gothica" */
  title: string;
  rulePage: { path: string; title: string };
  /** The iframe page's starting height (px). */
  height: number;
}

export interface Catalog {
  site: string;
  version: string;
  /** sha384 of each published file of this version, by its path under /embed/v<version>/. */
  integrity: Record<string, string>;
  widgets: CatalogWidget[];
}

/** Starting heights of the iframe pages (px), measured by scripts/measure-frames.ts (committed data). */
export function frameHeights(root = process.cwd()): Record<string, number> {
  const file = join(root, 'embed', 'frame-heights.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/**
 * What the site's pages need to know about the published embed files, read once at build
 * time: the site's address, the version, each widget (its rule page, title, starting height)
 * and the integrity of each published file. Used by the iframe pages, the oEmbed documents,
 * the "Embed this" panel and the embedding guide.
 */
export function embedCatalog(root = process.cwd()): Catalog {
  const sriFile = join(root, 'public', 'embed', `v${VERSION}`, 'sri.json');
  // Missing only when the embed files were not built (astro dev without build:widgets):
  // snippets then go without integrity rather than with a wrong one.
  const integrity = existsSync(sriFile) ? (JSON.parse(readFileSync(sriFile, 'utf8')) as { files: Record<string, string> }).files : {};
  const heights = frameHeights(root);
  const widgets = describeWidgets(root).map((w) => ({
    name: w.name,
    tag: w.tag,
    label: w.label,
    system: w.system,
    title: w.system ? `${w.label} · ${w.system}` : w.label,
    rulePage: w.rulePage,
    height: Object.hasOwn(heights, w.name) ? heights[w.name]! : 600,
  }));
  return { site: SITE, version: VERSION, integrity, widgets };
}
