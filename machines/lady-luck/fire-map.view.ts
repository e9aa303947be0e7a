/**
 * How a fire map is drawn: derived values only a view needs. The rules care only about which
 * Areas are linked; a drawing puts each Area at a column and row, shows a wall where two
 * Areas drawn side by side are not linked, and lets the arrow keys move across the drawing.
 * Pure: no DOM. Everything here is computed once per map shape, not once per render.
 */
import type { Area, FireLevel } from './areas.js';
import type { FireMap } from './fire-map.rules.js';

/** The largest drawing: 26 columns (a to z) by 26 rows. */
export const MAX_DRAWN = 26;

export interface MapGeometry {
  /** Columns and rows the drawing spans. */
  readonly columns: number;
  readonly rows: number;
  /** The Area drawn at "col,row". */
  readonly at: ReadonlyMap<string, string>;
  /** Areas with a wall on their east side (the Area drawn to the right is not linked). */
  readonly wallEast: ReadonlySet<string>;
  /** Areas with a wall on their south side. */
  readonly wallSouth: ReadonlySet<string>;
}

const cache = new WeakMap<object, { key: string; geometry: MapGeometry }>();
const byAreas = new WeakMap<object, MapGeometry>();

/** The drawing of a map. Cached per links list and Area positions (a round changes neither). */
export function mapGeometry(map: FireMap): MapGeometry {
  const same = byAreas.get(map.areas);
  if (same) return same;
  const key = map.areas.map((a) => `${a.id}@${a.col},${a.row}`).join(' ');
  const hit = cache.get(map.links);
  if (hit && hit.key === key) {
    byAreas.set(map.areas, hit.geometry);
    return hit.geometry;
  }
  const at = new Map(map.areas.map((a) => [`${a.col},${a.row}`, a.id]));
  const linked = new Set(map.links.flatMap(([a, b]) => [`${a}\n${b}`, `${b}\n${a}`]));
  const wall = (a: Area, dc: number, dr: number) => {
    const other = at.get(`${a.col + dc},${a.row + dr}`);
    return other !== undefined && !linked.has(`${a.id}\n${other}`);
  };
  const geometry: MapGeometry = {
    columns: Math.max(1, ...map.areas.map((a) => a.col + 1)),
    rows: Math.max(1, ...map.areas.map((a) => a.row + 1)),
    at,
    wallEast: new Set(map.areas.filter((a) => wall(a, 1, 0)).map((a) => a.id)),
    wallSouth: new Set(map.areas.filter((a) => wall(a, 0, 1)).map((a) => a.id)),
  };
  cache.set(map.links, { key, geometry });
  byAreas.set(map.areas, geometry);
  return geometry;
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'first' | 'last';

/** The keys that move across the drawing (own entries only: a Map, not an object). */
export const MOVE_KEYS: ReadonlyMap<string, Direction> = new Map([
  ['ArrowLeft', 'left'],
  ['ArrowRight', 'right'],
  ['ArrowUp', 'up'],
  ['ArrowDown', 'down'],
  ['Home', 'first'],
  ['End', 'last'],
]);

const STEP: ReadonlyMap<Direction, readonly [number, number]> = new Map([
  ['left', [-1, 0]],
  ['right', [1, 0]],
  ['up', [0, -1]],
  ['down', [0, 1]],
]);

/**
 * The Area a move lands on: the nearest one drawn in that direction along the same row or
 * column (gaps in the drawing are skipped); Home and End go to the first and last Area.
 * Undefined when there is none that way.
 */
export function areaToward(map: FireMap, fromId: string, direction: Direction): Area | undefined {
  const areas = map.areas;
  if (direction === 'first') return areas[0];
  if (direction === 'last') return areas.at(-1);
  const here = areas.find((a) => a.id === fromId) ?? areas[0];
  if (!here) return undefined;
  const [dc, dr] = STEP.get(direction)!;
  let best: Area | undefined;
  let bestDistance = Infinity;
  for (const a of areas) {
    const along = dc !== 0 ? a.row === here.row && Math.sign(a.col - here.col) === dc : a.col === here.col && Math.sign(a.row - here.row) === dr;
    if (!along) continue;
    const distance = Math.abs(a.col - here.col) + Math.abs(a.row - here.row);
    if (distance < bestDistance) {
      best = a;
      bestDistance = distance;
    }
  }
  return best;
}

/** The colour band a fire level is drawn in (the legend names each). */
export type FireBand = 'none' | 'contained' | 'low' | 'mid' | 'high';

export function fireBand(level: FireLevel): FireBand {
  if (level === null) return 'none';
  if (level < 0) return 'contained';
  if (level <= 2) return 'low';
  if (level <= 4) return 'mid';
  return 'high';
}

/** What the legend says of each band. */
export const FIRE_BANDS: readonly { readonly band: Exclude<FireBand, 'none'>; readonly label: string }[] = [
  { band: 'contained', label: 'contained fire (−3 to −1)' },
  { band: 'low', label: 'fire 0 to 2' },
  { band: 'mid', label: 'fire 3 or 4 (bright)' },
  { band: 'high', label: 'fire 5 or 6' },
];
