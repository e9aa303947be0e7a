// The list of widgets: every widgets/<name>/rb-<name>.ts. Build, size, the iframe pages,
// oEmbed documents, previews and the npm package all read it from here, so a new widget
// needs no registration anywhere.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RULES_PAGE } from '../site/components/reference/widget-pages.ts';

export function listWidgets(root = process.cwd()) {
  const dir = join(root, 'widgets');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => ({ name: d.name, tag: `rb-${d.name}`, entry: join(dir, d.name, `rb-${d.name}.ts`) }))
    .filter((w) => existsSync(w.entry))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The rule systems by content folder, as the sidebar names them. */
export const SYSTEMS = {
  'liberi-gothica': 'Liberi Gothica',
  karmic: 'Karmic',
  'lady-luck': "Lady Luck's Chosen Few",
  'dice-pool': 'Dice-pool system',
};

function contentPages(root) {
  const dir = join(root, 'content');
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.mdx') ? [join(d, e.name)] : [],
    );
  return walk(dir).sort();
}

/** The widget tags an Astro component places: `<rb-x …>`, or `<Widget tag="rb-x" …>`. */
function tagsPlacedBy(component) {
  const text = readFileSync(component, 'utf8');
  return [...text.matchAll(/<(rb-[a-z0-9-]+)|\btag=["'](rb-[a-z0-9-]+)["']/g)].map((m) => m[1] ?? m[2]);
}

/**
 * Every content page with the widgets it places through a site/components wrapper:
 * { path ("/lady-luck/fire/"), title, folder ("lady-luck"), tags (a Set of "rb-…"), api }.
 */
export function widgetPlacements(root = process.cwd()) {
  return contentPages(root).map((file) => {
    const text = readFileSync(file, 'utf8');
    const components = [...text.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.astro)['"]/gm)].map((m) => join(file, '..', m[1]));
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
 * Each widget with where it is explained: its rule page (the page site/components/reference/
 * widget-pages.ts names for it, else the content page that places it through a
 * site/components wrapper, the one with an API section when several do), that page's title,
 * its rule system, and a display name ("Initiative deal").
 */
export function describeWidgets(root = process.cwd()) {
  const pages = widgetPlacements(root);
  return listWidgets(root).map((w) => {
    const using = pages.filter((p) => p.tags.has(w.tag));
    const named = Object.hasOwn(RULES_PAGE, w.tag) ? `/${RULES_PAGE[w.tag]}/` : undefined;
    const page = using.find((p) => p.path === named) ?? using.find((p) => p.api) ?? using[0];
    const folder = page?.path.split('/')[1] ?? '';
    const label = w.name.replace(/-/g, ' ');
    return {
      ...w,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      system: Object.hasOwn(SYSTEMS, folder) ? SYSTEMS[folder] : '',
      rulePage: page ? { path: page.path, title: page.title } : { path: '/', title: 'Combat Rulebook' },
    };
  });
}
