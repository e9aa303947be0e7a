// What the end-to-end tests take from scripts/ (the widget list, the site's address and
// version, the static server, the frame heights, the scripted walk), in one place.
//
// TODO(wave O): scripts/*.mjs become TypeScript on the tooling branch (o/tools), and the widget
// list comes from machines/catalogue.ts: at the merge, point these re-exports at the new
// modules; the specs import them from here only.
import { widgetPlacements as placements } from '../../../scripts/widgets.mjs';

export { describeWidgets, listWidgets } from '../../../scripts/widgets.mjs';

/** A content page and the widgets it places through a site/components wrapper. */
export interface Placement {
  /** "/lady-luck/fire/" */
  path: string;
  title: string;
  /** Its system's folder, "lady-luck". */
  folder: string;
  /** The widget tags it places, "rb-fire-map". */
  tags: Set<string>;
  /** Whether it still has an API section. */
  api: boolean;
}

/** Every content page with the widgets it places. */
export const widgetPlacements = (): Placement[] => placements();
export { SITE, VERSION } from '../../../scripts/site.mjs';
export { startServer } from '../../../scripts/static-server.mjs';
export { frameHeights } from '../../../scripts/embed-catalog.mjs';
export { measureFrames } from '../../../scripts/measure-frames.mjs';
export { WIDGET_PAGES, nextButton, press, ready } from '../../../scripts/lib/walk.mjs';
