/**
 * Liberi Gothica: healing (with and without a Foci, TACKS damage) and the limit on a
 * minion's orders.
 *
 * Page: content/liberi-gothica/minions-and-healing.mdx; tests in healing.test.ts.
 * Game time is counted in whole hours from midnight at the start of day 1, so hour 24
 * is the midnight that ends day 1.
 */
import type { Tacks } from './body.js';

export const HOURS_PER_DAY = 24;
/** With a Foci, Life comes back every four hours. */
export const FOCI_INTERVAL_HOURS = 4;
export const MARKS_PER_DAY = HOURS_PER_DAY / FOCI_INTERVAL_HOURS;

/**
 * Table ruling (when the marks fall): marks at 04:00, 08:00, … midnight are marks 1 to 6
 * of the day; odd marks round half of Toughness up, even marks round it down.
 * Table ruling (limits): a Toughness of 0 or less heals nothing.
 */
export function fociMarkHealing(toughness: number, mark: number): number {
  if (!Number.isInteger(mark) || mark < 1 || mark > MARKS_PER_DAY) throw new RangeError(`a day has marks 1 to 6, got ${mark}`);
  if (toughness <= 0) return 0;
  return mark % 2 === 1 ? Math.ceil(toughness / 2) : Math.floor(toughness / 2);
}

/** A full day of Foci marks: Toughness × 3 for any Toughness above 0. */
export function fociDayHealing(toughness: number): number {
  let sum = 0;
  for (let k = 1; k <= MARKS_PER_DAY; k++) sum += fociMarkHealing(toughness, k);
  return sum;
}

/** Which mark of its day an hour is (1–6), or undefined when it is not a four-hour mark. */
export function markAt(hour: number): number | undefined {
  if (!Number.isInteger(hour) || hour <= 0 || hour % FOCI_INTERVAL_HOURS !== 0) return undefined;
  return ((hour / FOCI_INTERVAL_HOURS - 1) % MARKS_PER_DAY) + 1;
}

export interface Healer {
  readonly life: number;
  readonly maxLife: number;
  readonly toughness: number;
  /** A Liberi with a Foci heals at the Foci rate only, never also at the daily rate. */
  readonly hasFoci: boolean;
  readonly dead?: boolean;
}

/** Life regained at one hour: a Foci mark, or (without a Foci) the end of a day. */
function healingAt(healer: Healer, hour: number): number {
  if (healer.hasFoci) {
    const mark = markAt(hour);
    return mark === undefined ? 0 : fociMarkHealing(healer.toughness, mark);
  }
  return hour > 0 && hour % HOURS_PER_DAY === 0 ? Math.max(0, healer.toughness) : 0;
}

/**
 * Life after resting from `fromHour` (exclusive) to `toHour` (inclusive). Never above
 * maximum Life; the dead do not heal.
 */
export function healOver(healer: Healer, fromHour: number, toHour: number): number {
  if (healer.dead) return healer.life;
  let life = healer.life;
  for (let hour = Math.floor(fromHour) + 1; hour <= toHour; hour++) {
    life = Math.max(life, Math.min(healer.maxLife, life + healingAt(healer, hour)));
  }
  return life;
}

/**
 * TACKS damage heals 1 point a day, at the end of the day, for every damaged attribute
 * on its own (table ruling), never past the attribute's normal value.
 */
export function healTacks(
  current: Readonly<Record<Tacks, number>>,
  normal: Readonly<Record<Tacks, number>>,
  days: number,
): Record<Tacks, number> {
  const out = { ...current };
  for (const key of Object.keys(out) as Tacks[]) {
    if (out[key] < normal[key]) out[key] = Math.min(normal[key], out[key] + Math.max(0, Math.floor(days)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Minions

/** An order, counted as its separate instructions (table ruling: one per independent clause). */
export interface Order {
  readonly text: string;
  readonly sentences: number;
}

/**
 * A minion grasps about one sentence per point of Knowledge: it follows an order only
 * when sentences <= knowledge; Knowledge 0 or less understands no order at all.
 */
export function understands(knowledge: number, sentences: number): boolean {
  return knowledge > 0 && sentences >= 1 && sentences <= knowledge;
}

/** Give an order: an order the minion cannot follow leaves it doing what it did before. */
export function giveOrder<M extends { knowledge: number; order?: Order }>(minion: M, order: Order): M {
  return understands(minion.knowledge, order.sentences) ? { ...minion, order } : minion;
}

/**
 * Actions a round of commands costs: one per different order, however many minions or
 * groups receive each.
 */
export function commandActions(assignments: readonly { readonly group: string; readonly order: string }[]): number {
  return new Set(assignments.map((a) => a.order.trim().toLowerCase())).size;
}
