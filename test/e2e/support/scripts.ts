// What the end-to-end tests take from scripts/ (the widget list, the site's address and
// version, the static server, the frame heights, the scripted walk), in one place.
//
import { widgetPlacements as placements } from '../../../site/widget-catalogue.js';

export { describeWidgets, listWidgets } from '../../../site/widget-catalogue.js';

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
export { SITE, VERSION } from '../../../site/address.js';
export { startServer } from '../../../scripts/static-server.js';
export { frameHeights } from '../../../site/widget-catalogue.js';
export { measureFrames } from '../../../scripts/measure-frames.js';
export { WIDGET_PAGES, nextButton, press, ready } from '../../../scripts/lib/walk.js';
export { SHARED_LIMIT, THREE_WIDGETS } from '../../../scripts/embed-build.js';
