/**
 * Karmic, Ranged Combat: the modifier tables as data, and the range band a distance
 * falls in. Pure lookups; the aiming machine and the page both read these, so the page's
 * tables and the widget's arithmetic cannot disagree.
 */

/** What the target is doing or where it stands ("Other Modifiers"). Cumulative. */
export type Situation = 'running' | 'walking' | 'stationary' | 'prone' | 'obscured' | 'low-light' | 'riding';

export interface SituationRow {
  readonly id: Situation;
  readonly label: string;
  readonly modifier: number;
}

export const SITUATIONS: readonly SituationRow[] = [
  { id: 'running', label: 'Running', modifier: -1 },
  { id: 'walking', label: 'Walking', modifier: 0 },
  { id: 'stationary', label: 'Stationary', modifier: +1 },
  { id: 'prone', label: 'Prone', modifier: -3 },
  { id: 'obscured', label: 'Partially obscured', modifier: -3 },
  { id: 'low-light', label: 'In low light', modifier: -2 },
  { id: 'riding', label: 'Riding', modifier: -2 },
];

/** Running, walking and stationary describe one thing (how the target moves): pick one at most. */
export const MOVEMENT: readonly Situation[] = ['running', 'walking', 'stationary'];

export function situationModifier(id: Situation): number {
  return SITUATIONS.find((row) => row.id === id)!.modifier;
}

/** Sum of the target's situation modifiers (the table says they are cumulative). */
export function situationTotal(situations: readonly Situation[]): number {
  return situations.reduce((sum, id) => sum + situationModifier(id), 0);
}

/**
 * Range bands. The seed names the quarter band "close" in the weapon attribute text and
 * "short" in the modifier table; this project calls it **short** (table ruling on the
 * page: melee already uses "close range" for range 0).
 */
export type RangeBand = 'point-blank' | 'short' | 'medium' | 'long';

export interface RangeBandRow {
  readonly id: RangeBand;
  readonly label: string;
  readonly modifier: number;
  /** How far the band reaches, in words, for the page's table. */
  readonly reach: string;
}

export const RANGE_BANDS: readonly RangeBandRow[] = [
  { id: 'point-blank', label: 'Point blank', modifier: -0, reach: 'within 3 feet (1 yard)' },
  { id: 'short', label: 'Short', modifier: -2, reach: 'up to a quarter of the weapon’s range' },
  { id: 'medium', label: 'Medium', modifier: -4, reach: 'up to half of the weapon’s range' },
  { id: 'long', label: 'Long', modifier: -6, reach: 'up to the weapon’s full range' },
];

/** Three feet, the seed's point-blank distance, in the yards the weapon's range is given in. */
export const POINT_BLANK_YARDS = 1;

/**
 * The band a target at `distance` yards is in for a weapon of `range` yards, or `null`
 * when it is beyond the weapon's range (no shot). Every limit is inclusive ("up to"), and
 * point blank is tested first, so a thrown rock of range 3 is point blank at 1 yard even
 * though a quarter of its range is less than that.
 */
export function rangeBand(distance: number, range: number): RangeBand | null {
  if (!(distance >= 0) || !(range > 0)) return null;
  if (distance <= POINT_BLANK_YARDS) return 'point-blank';
  if (distance > range) return null;
  if (distance <= range / 4) return 'short';
  if (distance <= range / 2) return 'medium';
  return 'long';
}

export function rangeModifier(band: RangeBand): number {
  // `+ 0` turns the table's "-0" into a plain 0 for arithmetic and display.
  return RANGE_BANDS.find((row) => row.id === band)!.modifier + 0;
}

export {
  HIT_LOCATION_LABELS,
  HIT_LOCATIONS,
  CREATURE_SIZE_LABELS,
  canCallShot,
  hitLocationModifier,
  isHitLocation,
  type HitLocation,
  type CreatureSize,
} from './hit-locations.js';
