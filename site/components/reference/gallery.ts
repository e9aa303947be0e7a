// The interactive procedures, for the landing page's gallery: every widget (scripts/widgets.mjs
// finds each widgets/<name>/rb-<name>.ts), the rules page widget-pages.ts names for it, its
// one line from custom-elements.json and its preview (drawn from its first view at build time).
// A new procedure appears here by being a widget with a rules page; nothing is listed by hand.
import { listWidgets, SYSTEMS } from '../../../scripts/widgets.mjs';
import { element, widgetLabel } from './manifest';
import { RULES_PAGE } from './widget-pages';

/** The gallery's pictures: each widget's preview (1200 × 630), scaled down at build (site/components/gallery-thumbnails.mjs). */
export const THUMB = { width: 600, height: 315 };
export const thumbPath = (name: string): string => `/gallery/${name}.webp`;

export interface GalleryEntry {
  tag: string;
  name: string;
  /** "Fire map". */
  label: string;
  /** The element's summary, one line. */
  summary: string | undefined;
  /** The rules page, as an id in the docs collection ("lady-luck/fire"). */
  page: string;
  href: string;
  /** "Lady Luck's Chosen Few", or '' for a page outside the four systems. */
  system: string;
}

export function galleryEntries(): GalleryEntry[] {
  return listWidgets()
    .filter((w: { tag: string }) => Object.hasOwn(RULES_PAGE, w.tag))
    .map((w: { name: string; tag: string }) => {
      const page = RULES_PAGE[w.tag]!;
      const folder = page.split('/')[0]!;
      return {
        tag: w.tag,
        name: w.name,
        label: widgetLabel(w.tag),
        summary: element(w.tag).summary,
        page,
        href: `/${page}/`,
        system: Object.hasOwn(SYSTEMS, folder) ? (SYSTEMS as Record<string, string>)[folder]! : '',
      };
    });
}
