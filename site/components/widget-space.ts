// The room each widget takes before its module arrives (issue 18: no layout shift when a
// widget loads as the reader nears it). Heights are measured in Chromium on the built site by
// `npm run layout -- --write-space` at a phone's width (390 px) and a laptop's (1280 px), for
// every widget on every page, and kept in widget-space.json by widget and attributes: the
// same attributes give the same first view. Widget.astro sets them on the element as two CSS
// custom properties, which site/styles/rulebook.css turns into a min-height until the
// element is defined. A widget with no measurement yet gets the median of its tag's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the layout script writes and Widget.astro reads. */
export const SPACE_FILE = join('site', 'components', 'widget-space.json');
/** The widths heights are measured at: below Starlight's 50rem breakpoint, and above it. */
export const SPACE_WIDTHS = { narrow: 390, wide: 1280 };

/**
 * A widget's key: its tag and the attributes that shape its first view, sorted. Its storage
 * key, id, class, style and data- attributes do not change what it shows first.
 */
export function spaceKey(tag: string, attributes: Record<string, string>): string {
  const shaping = Object.entries(attributes)
    .filter(([name]) => !/^(storage-key|id|class|style|data-.*)$/.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => (value === '' ? name : `${name}=${JSON.stringify(value)}`));
  return [tag, ...shaping].join(' ');
}

/** key → [height at 390 px, height at 1280 px] */
export type Space = Record<string, [number, number]>;

let cache: Space | undefined;
export function readSpace(root = process.cwd()): Space {
  if (!cache) {
    try {
      cache = (JSON.parse(readFileSync(join(root, SPACE_FILE), 'utf8')) as { widgets?: Space }).widgets ?? {};
    } catch {
      cache = {};
    }
  }
  return cache;
}

/**
 * The inline custom properties for a widget (`--rb-space-narrow: …px; --rb-space-wide: …px`),
 * or undefined when nothing of its tag was measured (the page then reserves rulebook.css's
 * default, so a new widget needs no entry).
 */
export function reservedSpace(tag: string, attributes: Record<string, string>, space = readSpace()): string | undefined {
  let pair = Object.hasOwn(space, spaceKey(tag, attributes)) ? space[spaceKey(tag, attributes)] : undefined;
  if (!pair) {
    const same = Object.entries(space)
      .filter(([key]) => key === tag || key.startsWith(`${tag} `))
      .map(([, v]) => v);
    if (!same.length) return undefined;
    const median = (i: 0 | 1) => same.map((v) => v[i]).sort((a, b) => a - b)[Math.floor((same.length - 1) / 2)]!;
    pair = [median(0), median(1)] as [number, number];
  }
  return `--rb-space-narrow: ${pair[0]}px; --rb-space-wide: ${pair[1]}px`;
}
