/**
 * Lady Luck's Chosen Few, "Areas": the five qualities of an Area, creature sizes, and
 * what the qualities do to the people standing in them. Pure data and helpers only.
 */
import { num } from '../core/explain.js';

export type Brightness = 'dark' | 'dim' | 'bright';
export type Obscurity = 'clear' | 'shrouded' | 'obscured' | 'shrouded-obscured';
/** null: stone or metal, nothing to burn. */
export type Flammability = null | 0 | 1 | 2;
/** null: dry. 0: damp. Above 0: the depth of the water, on the size scale. */
export type Wetness = null | number;
/** null: no fire. −3 to −1 contained, 0 small and loose, 1 to 6 a blaze. */
export type FireLevel = null | -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const BRIGHTNESSES: readonly Brightness[] = ['dark', 'dim', 'bright'];
export const OBSCURITIES: readonly Obscurity[] = ['clear', 'shrouded', 'obscured', 'shrouded-obscured'];
export const FLAMMABILITIES: readonly Flammability[] = [null, 0, 1, 2];
export const FIRE_LEVELS: readonly FireLevel[] = [null, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6];
export const MAX_FIRE_LEVEL = 6;

export interface Area {
  /** The Area's key in the map text and in links: a letter, then letters, digits, - or _. */
  readonly id: string;
  /** What the table calls it ("the barn"); without one, the id is shown. */
  readonly name?: string;
  /** Where a drawing puts it (column, row from 0). The rules only care about adjacency. */
  readonly col: number;
  readonly row: number;
  /** The brightness the Area has without fire (sun, moon, lamps). */
  readonly brightness: Brightness;
  readonly obscurity: Obscurity;
  readonly flammability: Flammability;
  readonly wetness: Wetness;
  readonly fireLevel: FireLevel;
  /**
   * A large amount of oil lies on the Area's water: standing water then leaves it its
   * flammability (the seed's exception; the Areas page's ruling "oil on the water").
   * Left out (or false): no oil.
   */
  readonly oil?: boolean;
}

// ---------------------------------------------------------------- sizes

export interface SizeRow {
  readonly label: string;
  readonly size: number;
  readonly definition: string;
  readonly defaultDefense: number;
}

/** The creature size table, with the default Defense of human-like skin at each size. */
export const SIZE_TABLE: readonly SizeRow[] = [
  { label: 'Miniscule', size: 0, definition: 'too small for any other category', defaultDefense: 6 },
  { label: 'Diminutive', size: 1 / 8, definition: 'over 1/8 m tall or 1/16 m wide (bigger than a fist)', defaultDefense: 6 },
  { label: 'Tiny', size: 1 / 4, definition: 'over 1/4 m tall or 1/8 m wide', defaultDefense: 5 },
  { label: 'Small', size: 1 / 2, definition: 'over 1/2 m tall or 1/4 m wide', defaultDefense: 4 },
  { label: 'Medium', size: 1, definition: 'over 1 m tall or 1/2 m wide', defaultDefense: 3 },
  { label: 'Large', size: 2, definition: 'over 2 m tall or 1 m wide', defaultDefense: 2 },
  { label: 'Giant', size: 4, definition: 'over 4 m tall or 2 m wide', defaultDefense: 1 },
  { label: 'Huge', size: 8, definition: 'over 4 m tall or 3 m wide', defaultDefense: 0 },
  { label: 'Gargantuan', size: 16, definition: 'over 5 m tall or 4 m wide', defaultDefense: 0 },
  { label: 'Titanic', size: 32, definition: 'over 5 m tall or 5 m wide', defaultDefense: 0 },
];

/** An Area holds up to 16 Medium creatures' worth of size. */
export const AREA_CAPACITY = 16;

export function sizeRow(label: string): SizeRow | undefined {
  const wanted = label.trim().toLowerCase();
  return SIZE_TABLE.find((r) => r.label.toLowerCase() === wanted);
}

export function defaultDefense(size: number): number {
  return SIZE_TABLE.find((r) => r.size === size)?.defaultDefense ?? 3;
}

/** Wetness takes its levels from the size scale (0 is damp). */
export const WETNESS_LEVELS: readonly number[] = SIZE_TABLE.map((r) => r.size);

// ---------------------------------------------------------------- fire and water

/** What decides whether, and how well, an Area burns. */
export type FuelQualities = Pick<Area, 'flammability' | 'wetness' | 'oil'>;

/**
 * The flammability a fire roll uses. Damp lowers it by one (so 0 becomes −1, still able to
 * burn); standing water (wetness above 0) takes it away, unless a large amount of oil lies on
 * the water: then the Area keeps its own flammability (the Areas page's ruling "oil on the
 * water"; the rules make no such exception for damp). null means the Area cannot burn.
 */
export function effectiveFlammability(area: FuelQualities): number | null {
  if (area.flammability === null) return null;
  if (area.wetness === null) return area.flammability;
  if (area.wetness === 0) return area.flammability - 1;
  return area.oil === true ? area.flammability : null;
}

export function canBurn(area: FuelQualities): boolean {
  return effectiveFlammability(area) !== null;
}

/** Standing water with oil on it: the Area burns only by the oil exception. */
export function burnsOnOil(area: FuelQualities): boolean {
  return area.oil === true && area.flammability !== null && area.wetness !== null && area.wetness > 0;
}

/** Any fire lights an Area to at least dim; a fire of 3 or more makes it bright. */
export function effectiveBrightness(area: Pick<Area, 'brightness' | 'fireLevel'>): Brightness {
  if (area.fireLevel === null) return area.brightness;
  if (area.fireLevel >= 3) return 'bright';
  return area.brightness === 'dark' ? 'dim' : area.brightness;
}

export function isShrouded(o: Obscurity): boolean {
  return o === 'shrouded' || o === 'shrouded-obscured';
}

export function isObscured(o: Obscurity): boolean {
  return o === 'obscured' || o === 'shrouded-obscured';
}

export function isContained(level: FireLevel): boolean {
  return level !== null && level < 0;
}

export function describeFireLevel(level: FireLevel): string {
  if (level === null) return 'no fire';
  if (level < 0) return `contained fire (${num(level)})`;
  if (level === 0) return 'small fire (0)';
  return `fire level ${level}`;
}

export function describeWetness(w: Wetness): string {
  if (w === null) return 'dry';
  if (w === 0) return 'damp';
  const row = SIZE_TABLE.find((r) => r.size === w);
  return `water ${formatSize(w)} deep${row ? ` (${row.label})` : ''}`;
}

export function formatSize(size: number): string {
  if (size > 0 && size < 1) return `1/${Math.round(1 / size)}`;
  return String(size);
}

/** Parse "1/8", "0.5", "2" or a size label ("small"). */
export function parseSize(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const row = sizeRow(t);
  if (row) return row.size;
  const frac = /^1\/(\d+)$/.exec(t);
  const n = frac ? 1 / Number(frac[1]) : /^\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
  return SIZE_TABLE.some((r) => r.size === n) ? n : undefined;
}

export function describeFlammability(area: FuelQualities): string {
  const oil = area.oil === true ? (area.wetness !== null && area.wetness > 0 ? ', with oil on the water' : ', with oil') : '';
  if (area.flammability === null) return `not flammable${oil}`;
  const eff = effectiveFlammability(area);
  if (eff === null) return `flammability ${area.flammability}, but under water`;
  if (eff !== area.flammability) return `flammability ${area.flammability}, counts as ${num(eff)} while damp${oil}`;
  return `flammability ${area.flammability}${oil}`;
}

export function describeObscurity(o: Obscurity): string {
  return o === 'shrouded-obscured' ? 'shrouded and obscured' : o;
}

/** What the Area is called on the map and in every sentence: its name, else its id. */
export function areaLabel(area: Pick<Area, 'id' | 'name'>): string {
  return area.name ?? area.id;
}

/** One line naming all five qualities, with what fire does to the light. */
export function describeArea(area: Area): string {
  const lit = effectiveBrightness(area);
  const light = lit === area.brightness ? lit : `${lit} (lit by the fire; ${area.brightness} without it)`;
  return `${describeFireLevel(area.fireLevel)}; ${describeFlammability(area)}; ${describeWetness(area.wetness)}; ${light}; ${describeObscurity(area.obscurity)}`;
}
