/**
 * The dice-pool system: calibers and range bands, and thrown weapons.
 * Page: content/dice-pool/ranged-weapons.mdx (and the throwing ruling on melee-weapons.mdx).
 */

export interface ShortLong {
  readonly short: number;
  readonly long: number;
}

/**
 * Table ruling (reading the caliber table): "+2/+1" is short / long; a single value such
 * as "+0" is the same at both ranges. Returns an error message when the text is neither.
 */
export function parseShortLong(text: string): ShortLong | { error: string } {
  const parts = text.split('/').map((p) => p.trim());
  if (parts.length > 2) return { error: `"${text}" has more than a short and a long value` };
  const values: number[] = [];
  for (const part of parts) {
    if (!/^[+-]?\d+$/.test(part)) return { error: `"${part}" is not a whole number like +2 or 6` };
    values.push(Number(part));
  }
  const [short, long = short] = values as [number, number?];
  return { short, long };
}

function mustParse(text: string): ShortLong {
  const parsed = parseShortLong(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

export type Caliber = 'high' | 'low';

/** The seed's caliber table, kept as written and read through parseShortLong. */
export const CALIBER_TABLE: Record<Caliber, { damage: string; hit: string; range: string }> = {
  high: { damage: '+2/+1', hit: '+0', range: '6/10' },
  low: { damage: '+0', hit: '+2/+1', range: '8/14' },
};

export interface CaliberRow {
  readonly damage: ShortLong;
  readonly hit: ShortLong;
  readonly range: ShortLong;
}

export function caliber(name: Caliber): CaliberRow {
  const row = CALIBER_TABLE[name];
  return { damage: mustParse(row.damage), hit: mustParse(row.hit), range: mustParse(row.range) };
}

export type RangeBand = 'close' | 'short' | 'long' | 'out of range';

/**
 * Which modifier applies at `distance` squares (counted from yours to the target's, so
 * adjacent is 1 and "1 square away" is 2). Table rulings: adjacent or 1 square away, no
 * bonus; up to short range, the short value; up to and including long range, the long value.
 */
export function rangeBand(distance: number, range: ShortLong): RangeBand {
  if (!Number.isInteger(distance) || distance < 1) throw new RangeError(`a distance is a whole number of squares from 1, got ${distance}`);
  if (distance <= 2) return 'close';
  if (distance <= range.short) return 'short';
  if (distance <= range.long) return 'long';
  return 'out of range';
}

/** The caliber's hit and damage upgrades at a range band (none when close). */
export function caliberBonuses(row: CaliberRow, band: Exclude<RangeBand, 'out of range'>): { hit: number; damage: number } {
  if (band === 'close') return { hit: 0, damage: 0 };
  return { hit: row.hit[band], damage: row.damage[band] };
}

/** Table ruling (throwing): a thrown weapon reaches 6 / 10 squares with no range modifier. */
export const THROWN_RANGE: ShortLong = { short: 6, long: 10 };

export function canThrowAt(distance: number): boolean {
  return rangeBand(distance, THROWN_RANGE) !== 'out of range';
}
