/**
 * Karmic, Ranged Weapon Attributes, "Maximum Maneuvers": how often a weapon may be used.
 * A whole number is uses per turn; a fraction such as ½ is "once every two turns". Read
 * generally, n/d is n uses in any d consecutive turns, which covers both.
 */
import { quote } from '../core/attributes.js';

export interface FireRate {
  /** Uses allowed… */
  readonly shots: number;
  /** …in any run of this many consecutive turns. */
  readonly turns: number;
}

/** The most uses, and the longest run of turns, a rating may name (no weapon in the rules comes near). */
export const FIRE_RATE_MAX = 10;

/** "½", "1/2", "2", "1/3": the forms a weapon table writes maximum maneuvers in. */
export function parseFireRate(text: string): FireRate | { error: string } {
  const t = text.trim().replace('½', '1/2').replace('⅓', '1/3').replace('¼', '1/4');
  const shown = quote(text);
  const whole = /^(\d{1,6})$/.exec(t);
  if (whole) {
    const shots = Number(whole[1]);
    if (shots < 1) return { error: `${shown} allows no use at all (use 1 or more, or a fraction such as 1/2)` };
    if (shots > FIRE_RATE_MAX) return { error: `${shown} is more than ${FIRE_RATE_MAX} uses a turn` };
    return { shots, turns: 1 };
  }
  const frac = /^(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(t);
  if (frac) {
    const shots = Number(frac[1]);
    const turns = Number(frac[2]);
    if (shots < 1 || turns < 1) return { error: `${shown} is not a usable fraction (both numbers must be 1 or more)` };
    if (shots > FIRE_RATE_MAX || turns > FIRE_RATE_MAX) return { error: `${shown} names more than ${FIRE_RATE_MAX} uses or turns` };
    return { shots, turns };
  }
  return { error: `${shown} is not a number of maneuvers (try 1, 2 or 1/2)` };
}

/** A fire rate read back from a saved table: whole numbers from 1 to FIRE_RATE_MAX. */
export function isFireRate(value: unknown): value is FireRate {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const ok = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= FIRE_RATE_MAX;
  return ok(r['shots']) && ok(r['turns']);
}

export function formatFireRate(rate: FireRate): string {
  if (rate.turns === 1) return String(rate.shots);
  if (rate.shots === 1 && rate.turns === 2) return '½';
  return `${rate.shots}/${rate.turns}`;
}

export function describeFireRate(rate: FireRate): string {
  if (rate.turns === 1) return rate.shots === 1 ? 'once a turn' : `${rate.shots} times a turn`;
  const times = rate.shots === 1 ? 'once' : `${rate.shots} times`;
  return `${times} every ${rate.turns} turns`;
}

/**
 * May the weapon be used on `turn`, given the turns it was used on before? True when
 * fewer than `shots` uses fall in the `turns` turns ending with this one.
 */
export function canUseOnTurn(rate: FireRate, usedOnTurns: readonly number[], turn: number): boolean {
  const from = turn - rate.turns + 1;
  const recent = usedOnTurns.filter((t) => t >= from && t <= turn).length;
  return recent < rate.shots;
}

/** The first turn from `turn` on when the weapon may be used again. */
export function nextUsableTurn(rate: FireRate, usedOnTurns: readonly number[], turn: number): number {
  let t = turn;
  while (!canUseOnTurn(rate, usedOnTurns, t)) t += 1;
  return t;
}
