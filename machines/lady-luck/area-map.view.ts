/**
 * Lady Luck's map of Areas as a view shows it, shared by the fire map and the combat round:
 * where each Area is drawn, its fire, water, cover and light (what its icons say, and the
 * same in words), who stands in it, its walls and links, and what the last round of fire did
 * (where fire caught, and from which Area). Pure: no DOM. The widget's Area-map component
 * (widgets/shared/stage/area-map.ts) draws it.
 *
 * A 26 × 26 map is 676 Areas, and a view must keep each step within a frame: a round returns
 * the same Area object for every Area it did not change, so a region is worked out again only
 * when its Area, its walls or the people in it changed, and the same RegionView object comes
 * back otherwise (a view skips it by identity). What changes every round for a few Areas
 * (where fire caught from, where it grew) is kept apart from the regions, so it never makes
 * the others new.
 */
import { num } from '../core/explain.js';
import { adjacency, type Creature, type FireMap } from './area-map.js';
import {
  areaLabel,
  canBurn,
  describeArea,
  effectiveBrightness,
  isObscured,
  isShrouded,
  type Area,
  type Brightness,
  type FireLevel,
} from './areas.js';
import type { RoundEvent } from './fire.js';

/** Someone standing on the map, as its token shows them. */
export interface MapOccupant {
  readonly id: string;
  readonly name: string;
  readonly areaId: string;
  readonly side: 'pc' | 'ally' | 'foe' | 'neutral';
  readonly state?: 'fine' | 'down' | 'out' | 'dead';
  /** Their turn now. */
  readonly acting?: boolean;
}

/** The letters on someone's token: a name's first and last initials, or the first two letters of a one-word name ("Ada" → "AD"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]!.charAt(0) + words.at(-1)!.charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The colour band a fire level is drawn in: none, contained (−3 to −1), low (0 to 2), mid (3, 4: bright), high (5, 6). */
export type FireBand = 'none' | 'contained' | 'low' | 'mid' | 'high';

export function fireBand(level: FireLevel): FireBand {
  if (level === null) return 'none';
  if (level < 0) return 'contained';
  if (level <= 2) return 'low';
  if (level <= 4) return 'mid';
  return 'high';
}

export interface RegionView {
  readonly id: string;
  /** Its name, else its id. */
  readonly label: string;
  /** Where the drawing puts it, from 0 (at most 25). */
  readonly col: number;
  readonly row: number;
  /** The fire in it, or null: its level, band and words ("fire level 2", "contained fire (−2)"). */
  readonly fire: { readonly level: number; readonly band: Exclude<FireBand, 'none'>; readonly words: string } | null;
  /** Standing water or damp, or null when dry. */
  readonly water: { readonly kind: 'damp' | 'standing'; readonly words: string } | null;
  /** Its light as the fire leaves it, and whether the fire is what lights it. */
  readonly light: Brightness;
  readonly litByFire: boolean;
  readonly shrouded: boolean;
  readonly obscured: boolean;
  /** Nothing in it can burn (stone, or under water). */
  readonly stone: boolean;
  /** A wall on its east or south side: the Area drawn there is not linked to it. */
  readonly wallEast: boolean;
  readonly wallSouth: boolean;
  /** Areas linked to it that are not drawn beside it (a door across the drawing), by label. */
  readonly farLinks: readonly string[];
  /** Who stands in it, in the order they were placed (the dead too: a body on the map). */
  readonly occupants: readonly MapOccupant[];
  /** The whole Area in words, for a screen reader: qualities, walls, far links, who is in it. */
  readonly described: string;
}

export interface AreaMapView {
  /** Columns and rows the drawing spans. */
  readonly columns: number;
  readonly rows: number;
  /** Every Area's region, in the map's order (the same object while nothing it shows changed). */
  readonly regions: readonly RegionView[];
  /** Each row of the drawing, top to bottom: the regions' indexes, left to right. */
  readonly byRow: readonly (readonly number[])[];
  /** Where fire caught in the last round, and the Area it came from (by id). */
  readonly caughtFrom: ReadonlyMap<string, string>;
  /** Areas whose fire grew in the last round. */
  readonly grew: ReadonlySet<string>;
}

/** The largest drawing: 26 columns (a to z) by 26 rows. */
export const MAX_DRAWN = 26;

/**
 * The fire map's creatures as occupants: a PC on the party's side, an NPC neither (the fire map
 * does not say whose side an NPC is on); the dead stay on the map.
 */
export function occupantsFromCreatures(creatures: readonly Creature[]): readonly MapOccupant[] {
  // The same list for the same creatures: a step that moves no one hands the view what it had.
  const known = occupantsCache.get(creatures);
  if (known) return known;
  const occupants = creatures.map((c): MapOccupant => ({
    id: c.id,
    name: c.name,
    areaId: c.areaId,
    side: c.kind === 'pc' ? 'pc' : 'neutral',
    state: c.alive ? 'fine' : 'dead',
  }));
  occupantsCache.set(creatures, occupants);
  return occupants;
}
const occupantsCache = new WeakMap<readonly Creature[], readonly MapOccupant[]>();

// ---------------------------------------------------------------- the map's shape (once per shape)

interface Shape {
  readonly key: string;
  readonly columns: number;
  readonly rows: number;
  readonly byRow: readonly (readonly number[])[];
  readonly wallEast: ReadonlySet<string>;
  readonly wallSouth: ReadonlySet<string>;
  /** Per Area id: the labels of Areas linked to it but not drawn beside it. */
  readonly far: ReadonlyMap<string, readonly string[]>;
}

const shapes = new WeakMap<object, Shape>();
const shapeByAreas = new WeakMap<object, Shape>();

function shapeOf(map: FireMap): Shape {
  const same = shapeByAreas.get(map.areas);
  if (same) return same;
  const key = map.areas.map((a) => `${a.id}@${a.col},${a.row}:${a.name ?? ''}`).join(' ');
  const hit = shapes.get(map.links);
  if (hit && hit.key === key) {
    shapeByAreas.set(map.areas, hit);
    return hit;
  }
  const at = new Map(map.areas.map((a) => [`${a.col},${a.row}`, a.id]));
  const adj = adjacency(map);
  const linked = new Set<string>();
  const far = new Map<string, string[]>();
  map.areas.forEach((a, i) => {
    for (const j of adj[i]!) {
      const b = map.areas[j]!;
      linked.add(`${a.id}\n${b.id}`);
      if (Math.abs(a.col - b.col) + Math.abs(a.row - b.row) !== 1) far.set(a.id, [...(far.get(a.id) ?? []), areaLabel(b)]);
    }
  });
  const wall = (a: Area, dc: number, dr: number) => {
    const other = at.get(`${a.col + dc},${a.row + dr}`);
    return other !== undefined && !linked.has(`${a.id}\n${other}`);
  };
  const rows = Math.max(1, ...map.areas.map((a) => Math.min(a.row, MAX_DRAWN - 1) + 1));
  const byRow: number[][] = Array.from({ length: rows }, () => []);
  map.areas.forEach((a, i) => byRow[Math.min(a.row, MAX_DRAWN - 1)]!.push(i));
  for (const row of byRow) row.sort((i, j) => map.areas[i]!.col - map.areas[j]!.col);
  const shape: Shape = {
    key,
    columns: Math.max(1, ...map.areas.map((a) => Math.min(a.col, MAX_DRAWN - 1) + 1)),
    rows,
    byRow,
    wallEast: new Set(map.areas.filter((a) => wall(a, 1, 0)).map((a) => a.id)),
    wallSouth: new Set(map.areas.filter((a) => wall(a, 0, 1)).map((a) => a.id)),
    far,
  };
  shapes.set(map.links, shape);
  shapeByAreas.set(map.areas, shape);
  return shape;
}

// ---------------------------------------------------------------- one region (only when it changed)

const STATE_WORDS = { fine: '', down: ' (on the ground)', out: ' (unconscious)', dead: ' (dead)' } as const;

function occupantKey(o: MapOccupant): string {
  return `${o.id}\t${o.name}\t${o.side}\t${o.state ?? 'fine'}\t${o.acting ? 1 : 0}`;
}

/** One Area's region, from scratch. */
export function regionView(
  area: Area,
  shape: Pick<Shape, 'wallEast' | 'wallSouth' | 'far'>,
  occupants: readonly MapOccupant[],
): RegionView {
  const light = effectiveBrightness(area);
  const wallEast = shape.wallEast.has(area.id);
  const wallSouth = shape.wallSouth.has(area.id);
  const farLinks = shape.far.get(area.id) ?? [];
  const fire = area.fireLevel;
  const band = fireBand(fire);
  const extra = [
    wallEast && wallSouth ? 'walls to the east and south' : wallEast ? 'a wall to the east' : wallSouth ? 'a wall to the south' : '',
    farLinks.length ? `linked to ${farLinks.join(', ')}` : '',
    occupants.length ? `in it: ${occupants.map((o) => `${o.name}${STATE_WORDS[o.state ?? 'fine']}`).join(', ')}` : '',
  ].filter(Boolean);
  return {
    id: area.id,
    label: areaLabel(area),
    col: Math.min(area.col, MAX_DRAWN - 1),
    row: Math.min(area.row, MAX_DRAWN - 1),
    fire:
      fire === null || band === 'none'
        ? null
        : { level: fire, band, words: fire < 0 ? `contained fire (${num(fire)})` : `fire level ${fire}` },
    water:
      area.wetness === null ? null : area.wetness === 0 ? { kind: 'damp', words: 'damp' } : { kind: 'standing', words: 'standing water' },
    light,
    litByFire: light !== area.brightness,
    shrouded: isShrouded(area.obscurity),
    obscured: isObscured(area.obscurity),
    stone: !canBurn(area),
    wallEast,
    wallSouth,
    farLinks,
    occupants,
    described: [describeArea(area), ...extra].join('; '),
  };
}

const regionCache = new WeakMap<Area, { readonly shape: Shape; readonly who: string; readonly view: RegionView }>();

// ---------------------------------------------------------------- the whole map

const EMPTY: readonly MapOccupant[] = [];

/**
 * The map as a view draws it, after `events` (the last round of fire, if any). Occupants may
 * be made afresh each step: a region is compared by what its occupants show, not by identity.
 */
export function areaMapView(map: FireMap, occupants: readonly MapOccupant[], events: readonly RoundEvent[] = NO_EVENTS): AreaMapView {
  // A render that changed nothing on the map (a choice, a toggle) gets the same view back at once.
  const last = lastView.get(map);
  if (last && last.occupants === occupants && last.events === events) return last.view;
  const view = buildView(map, occupants, events);
  lastView.set(map, { occupants, events, view });
  return view;
}

const NO_EVENTS: readonly RoundEvent[] = [];
const lastView = new WeakMap<FireMap, { occupants: readonly MapOccupant[]; events: readonly RoundEvent[]; view: AreaMapView }>();

function buildView(map: FireMap, occupants: readonly MapOccupant[], events: readonly RoundEvent[]): AreaMapView {
  const shape = shapeOf(map);
  const byArea = new Map<string, MapOccupant[]>();
  for (const o of occupants) {
    const here = byArea.get(o.areaId);
    if (here) here.push(o);
    else byArea.set(o.areaId, [o]);
  }
  const regions = map.areas.map((area) => {
    const here = byArea.get(area.id) ?? EMPTY;
    const who = here.length === 0 ? '' : here.map(occupantKey).join('\n');
    const old = regionCache.get(area);
    if (old && old.shape === shape && old.who === who) return old.view;
    const view = regionView(area, shape, here);
    regionCache.set(area, { shape, who, view });
    return view;
  });
  const caughtFrom = new Map<string, string>();
  const grew = new Set<string>();
  for (const e of events) {
    if (e.kind === 'spread' && e.catches && !caughtFrom.has(e.area)) caughtFrom.set(e.area, e.from);
    else if (e.kind === 'growth' && e.grows) grew.add(e.area);
  }
  return { columns: shape.columns, rows: shape.rows, regions, byRow: shape.byRow, caughtFrom, grew };
}

// ---------------------------------------------------------------- moving across the drawing

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
 * The region a move lands on: the nearest one drawn that way along the same row or column
 * (gaps are skipped); Home and End go to the first and last. Undefined when there is none.
 */
export function regionToward(view: Pick<AreaMapView, 'regions'>, fromId: string, direction: Direction): RegionView | undefined {
  const regions = view.regions;
  if (direction === 'first') return regions[0];
  if (direction === 'last') return regions.at(-1);
  const here = regions.find((r) => r.id === fromId) ?? regions[0];
  if (!here) return undefined;
  const [dc, dr] = STEP.get(direction)!;
  let best: RegionView | undefined;
  let bestDistance = Infinity;
  for (const r of regions) {
    const along =
      dc !== 0 ? r.row === here.row && Math.sign(r.col - here.col) === dc : r.col === here.col && Math.sign(r.row - here.row) === dr;
    if (!along) continue;
    const distance = Math.abs(r.col - here.col) + Math.abs(r.row - here.row);
    if (distance < bestDistance) {
      best = r;
      bestDistance = distance;
    }
  }
  return best;
}

/** Which side of `to` the fire came in by, from `from`'s place in the drawing ('w' when it came from the west). */
export function sideFrom(from: Pick<RegionView, 'col' | 'row'>, to: Pick<RegionView, 'col' | 'row'>): 'n' | 's' | 'e' | 'w' {
  const dc = from.col - to.col;
  const dr = from.row - to.row;
  if (Math.abs(dc) >= Math.abs(dr)) return dc < 0 ? 'w' : 'e';
  return dr < 0 ? 'n' : 's';
}
