// The interactive procedures, for the landing page's gallery: every widget in the catalogue
// (site/widget-catalogue.ts, from machines/catalogue.ts), the rules page its procedure names,
// its one line from custom-elements.json and its preview (drawn from its first view at build
// time). A new procedure appears here by being in the catalogue; nothing is listed by hand.
import { describeWidgets } from '../../widget-catalogue.ts';
import { element } from './manifest';

/** The gallery's pictures: each widget's preview (1200 × 630), scaled down at build (site/components/gallery-thumbnails.ts). */
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
  return describeWidgets()
    .filter((w) => w.page !== '')
    .map((w) => ({
      tag: w.tag,
      name: w.name,
      label: w.label,
      summary: element(w.tag).summary,
      page: w.page,
      href: `/${w.page}/`,
      system: w.system,
    }));
}
