// Starlight route middleware (astro.config.ts: starlight.routeMiddleware) for the rulebook
// around the widgets (issue 12):
// - the page's <title> and its search result say which of the four systems it belongs to
//   ("Fire · Lady Luck's Chosen Few | Combat Rulebook"): the title in the head, and Pagefind's
//   result title through a data-pagefind-meta tag;
// - the sidebar marks every page that places an interactive procedure with a "Play" badge.
// Which page is in which system and which places a widget are read from the content
// (site/widget-catalogue.ts), not from each page's frontmatter: a new page or widget is marked
// by itself.
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { SYSTEMS, widgetPlacements } from './widget-catalogue.ts';

type SidebarEntry = StarlightRouteData['sidebar'][number];

/** Badge on the sidebar link of a page that places a widget. */
export const PLAY_BADGE = { text: 'Play', variant: 'tip' as const };

let playable: Set<string> | undefined;
/** Paths ("/lady-luck/fire/") of the pages that place at least one widget. */
function playablePaths(): Set<string> {
  playable ??= new Set(
    widgetPlacements()
      .filter((p) => p.tags.size > 0)
      .map((p) => p.path),
  );
  return playable;
}

const slash = (href: string) => (href.endsWith('/') ? href : `${href}/`);

function markPlayable(entries: SidebarEntry[], paths: Set<string>): void {
  for (const entry of entries) {
    if (entry.type === 'group') markPlayable(entry.entries, paths);
    else if (!entry.badge && paths.has(slash(entry.href))) entry.badge = { ...PLAY_BADGE };
  }
}

/** The system a docs entry belongs to, by its folder ("lady-luck/fire" → "Lady Luck's Chosen Few"). */
export function systemOf(id: string): string | undefined {
  const folder = id.split('/')[0] ?? '';
  return Object.hasOwn(SYSTEMS, folder) && id.includes('/') ? SYSTEMS[folder as keyof typeof SYSTEMS] : undefined;
}

export const onRequest = defineRouteMiddleware((context) => {
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  const system = systemOf(route.entry.id);
  if (system) {
    const named = `${route.entry.data.title} · ${system}`;
    const title = route.head.find((h) => h.tag === 'title');
    if (title && typeof title.content === 'string') title.content = title.content.replace(route.entry.data.title, named);
    route.head.push({ tag: 'meta', attrs: { 'data-pagefind-meta': 'title[content]', content: named } });
  }
  markPlayable(route.sidebar, playablePaths());
});
