/**
 * How a fire map is drawn: derived values only a view needs. The rules care only about which
 * Areas are linked; a drawing puts each Area at a column and row, shows a wall where two
 * Areas drawn side by side are not linked, and lets the arrow keys move across the drawing;
 * the status line, and what the fire did once it has settled. Pure: no DOM. Everything here is computed once per map shape, not once per render.
 */
import type { SnapshotFrom } from 'xstate';
import { num, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { Creature, FireMap } from '../area-map.js';
import { areaMapView, occupantsFromCreatures, type AreaMapView } from '../area-map.view.js';
import { areaLabel, describeArea, effectiveBrightness, isContained, isObscured, isShrouded, type Area, type FireLevel } from '../areas.js';
import { namesFor } from '../fire.js';
import type { FireMapContext, FireMapEvent } from './fire-map.context.js';
import type { fireMapMachine } from './fire-map.machine.js';
import { FIRE_MAP_RULES, settledReason } from './fire-map.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof fireMapMachine>, 'context' | 'hasTag'>;

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
  /** Each row of the drawing, top to bottom: the indexes (in the map's order) of its Areas, left to right. */
  readonly byRow: readonly (readonly number[])[];
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
    byRow: [],
  };
  const rows: number[][] = Array.from({ length: geometry.rows }, () => []);
  map.areas.forEach((a, i) => rows[a.row]!.push(i));
  for (const row of rows) row.sort((i, j) => map.areas[i]!.col - map.areas[j]!.col);
  (geometry as { byRow: readonly (readonly number[])[] }).byRow = rows;
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
    const along =
      dc !== 0 ? a.row === here.row && Math.sign(a.col - here.col) === dc : a.col === here.col && Math.sign(a.row - here.row) === dr;
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

// ---------------------------------------------------------------- one Area's cell

/** What one Area's cell on the map shows; everything but whether it is chosen and its odds. */
export interface CellView {
  readonly id: string;
  /** Where the drawing puts it (from 0). */
  readonly col: number;
  readonly row: number;
  /** Colour band, water or stone, walls: the cell's classes. */
  readonly classes: string;
  /** Its name, else its id. */
  readonly label: string;
  /** The whole Area in words, for a screen reader (the tags are a summary for the eye). */
  readonly described: string;
  /** "fire 2 · bright · shroud": the qualities worth seeing at a glance. */
  readonly tags: string;
  /** Who stands in it: one name, or "3 creatures". */
  readonly people: string;
}

/** The living creatures in each Area, in the order they were placed. */
export function livingByArea(creatures: readonly Creature[]): ReadonlyMap<string, readonly Creature[]> {
  const cached = livingCache.get(creatures);
  if (cached) return cached;
  const living = new Map<string, Creature[]>();
  for (const c of creatures) {
    if (!c.alive) continue;
    const here = living.get(c.areaId);
    if (here) here.push(c);
    else living.set(c.areaId, [c]);
  }
  livingCache.set(creatures, living);
  return living;
}
const livingCache = new WeakMap<object, ReadonlyMap<string, readonly Creature[]>>();

/** "fire 2 · bright · water · shroud+fog" */
export function areaTags(area: Area): string {
  const light = effectiveBrightness(area);
  return [
    area.fireLevel === null ? '' : isContained(area.fireLevel) ? `contained ${num(area.fireLevel)}` : `fire ${area.fireLevel}`,
    light !== 'dim' ? light : '',
    area.wetness === 0 ? 'damp' : area.wetness !== null ? 'water' : '',
    area.oil === true ? 'oil' : '',
    [isShrouded(area.obscurity) ? 'shroud' : '', isObscured(area.obscurity) ? 'fog' : ''].filter(Boolean).join('+'),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function cellView(area: Area, geometry: MapGeometry, here: readonly Creature[]): CellView {
  const names = here.map((c) => c.name).join(', ');
  const classes = [
    `fire-${fireBand(area.fireLevel)}`,
    ...(area.wetness !== null && area.wetness > 0 ? ['wet'] : []),
    ...(area.flammability === null ? ['stone'] : []),
    ...(geometry.wallEast.has(area.id) ? ['wall-e'] : []),
    ...(geometry.wallSouth.has(area.id) ? ['wall-s'] : []),
  ].join(' ');
  return {
    id: area.id,
    col: Math.min(area.col, MAX_DRAWN - 1),
    row: Math.min(area.row, MAX_DRAWN - 1),
    classes,
    label: areaLabel(area),
    described: `${describeArea(area)}${names ? `; in it: ${names}` : ''}`,
    tags: areaTags(area),
    people: here.length === 0 ? '' : here.length === 1 ? here[0]!.name : `${here.length} creatures`,
  };
}

const cellCache = new WeakMap<
  Area,
  { readonly geometry: MapGeometry; readonly here: readonly Creature[] | undefined; readonly view: CellView }
>();

/**
 * The cell of the Area at `index` in the map's order. A round returns the same Area object
 * for every Area it did not change, so a cell is worked out again only when its Area, its
 * walls or the creatures in it changed: the same CellView object comes back otherwise (a view
 * can skip it by identity), and a view that draws only part of a big map pays only for that part.
 */
export function cellViewAt(map: FireMap, creatures: readonly Creature[], index: number): CellView {
  const area = map.areas[index]!;
  const geometry = mapGeometry(map);
  const here = livingByArea(creatures).get(area.id);
  const old = cellCache.get(area);
  if (old && old.geometry === geometry && sameCreatures(old.here, here)) return old.view;
  const view = cellView(area, geometry, here ?? []);
  cellCache.set(area, { geometry, here, view });
  return view;
}

/** Every Area's cell, in map order (see cellViewAt). */
export function cellViews(map: FireMap, creatures: readonly Creature[]): readonly CellView[] {
  return map.areas.map((_, i) => cellViewAt(map, creatures, i));
}

function sameCreatures(a: readonly Creature[] | undefined, b: readonly Creature[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((c, i) => c === b[i]);
}

// ---------------------------------------------------------------- the story, step by step

/** Why a step's map looks as it does: where the fire stands, then every roll of its round. */
export function stepWhy(ctx: Pick<FireMapContext, 'map' | 'round' | 'narration'>): readonly Why[] {
  return [{ text: fireSummary(ctx) }, ...ctx.narration];
}

/** "Round 3. Fire in 4 Areas, the worst at level 5." (the status line, every step) */
export function fireSummary(ctx: Pick<FireMapContext, 'map' | 'round'>): string {
  const burning = ctx.map.areas.filter((a) => a.fireLevel !== null);
  const loose = burning.filter((a) => a.fireLevel! >= 0);
  const head = `Round ${ctx.round}.`;
  if (burning.length === 0) return `${head} No fire.`;
  if (loose.length === 0) return `${head} Only contained fires (${burning.length}).`;
  const worst = Math.max(...loose.map((a) => a.fireLevel!));
  return `${head} Fire in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'}, the worst at level ${worst}.`;
}

/** What the fire did, once told: rounds played, where it burns, and who it hurt. */
export function fireAftermath(ctx: Pick<FireMapContext, 'map' | 'creatures' | 'round' | 'rules'>): string {
  const names = namesFor(ctx.map, ctx.creatures);
  const loose = ctx.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0);
  const rounds = `${ctx.round} ${ctx.round === 1 ? 'round' : 'rounds'}`;
  const fire =
    loose.length === 0
      ? 'no fire burns loose'
      : `fire burns in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'} (the worst, ${names(loose.reduce((w, a) => (a.fireLevel! > w.fireLevel! ? a : w)).id)}, at ${Math.max(...loose.map((a) => a.fireLevel!))})`;
  const dead = ctx.creatures.filter((c) => !c.alive).map((c) => c.name);
  const hurt = ctx.creatures
    .filter((c) => c.alive && c.injuries > 0)
    .map((c) => `${c.name} (${c.injuries} ${c.injuries === 1 ? 'Injury' : 'Injuries'})`);
  const people = [
    dead.length > 0 ? `${list(dead)} died` : '',
    hurt.length > 0 ? `${list(hurt)} ${hurt.length === 1 ? 'is' : 'are'} hurt` : '',
  ].filter(Boolean);
  const settled = settledReason(ctx) !== null ? ' It has settled: another round would change nothing.' : '';
  return `After ${rounds}, ${fire}.${people.length > 0 ? ` ${people.join('; ')}.` : ''}${settled}`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Once the fire has settled after a round or more: what it did, and the rule that says it is over. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  const ctx = snapshot.context;
  return snapshot.hasTag('settled') && ctx.round > 0 ? [{ text: fireAftermath(ctx), rule: FIRE_MAP_RULES.order }] : undefined;
}

/**
 * The map as the shared Area-map view draws it (widgets/shared/stage/area-map.ts): each
 * creature on its Area, and where the last round's fire caught and grew.
 */
export function fireMapAreaView(ctx: Pick<FireMapContext, 'map' | 'creatures' | 'lastEvents'>): AreaMapView {
  return areaMapView(ctx.map, occupantsFromCreatures(ctx.creatures), ctx.lastEvents);
}

// ---------------------------------------------------------------- what a reader may do now

/**
 * The moves open now, the one a learner should press marked. The fire's rule is that it has
 * its round every round, so the suggested move is always the next round while a round still
 * matters; beside it, the GM's quickest edit, putting out the fiercest loose fire (the worst
 * level, the first on the map among equals), to compare with letting it burn. Once the fire
 * has settled there is nothing to roll: no move (the GM may still edit the map).
 */
export function moves(snapshot: Snapshot): Move<FireMapEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('settled')) return [];
  const out: Move<FireMapEvent>[] = [
    { id: 'next-round', label: `Play round ${ctx.round + 1} of the fire`, event: { type: 'round.advanced' }, suggested: true },
  ];
  const loose = ctx.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0);
  if (loose.length > 0) {
    const worst = loose.reduce((w, a) => (a.fireLevel! > w.fireLevel! ? a : w));
    out.push({
      id: 'put-out',
      label: `The GM puts out the fire in ${areaLabel(worst)}`,
      event: { type: 'area.edited', id: worst.id, changes: { fireLevel: null } },
    });
  }
  return out;
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('settled')) return ctx.round > 0 ? fireAftermath(ctx) : `${fireSummary(ctx)} Nothing to roll.`;
  return `${fireSummary(ctx)} Round ${ctx.round + 1} is next.`;
}
