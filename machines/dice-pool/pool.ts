/**
 * The dice-pool system: building, upgrading, rolling and comparing pools.
 *
 * Page: content/dice-pool/attacks-and-damage.mdx ("Building and comparing pools"). The
 * seed never says what an upgrade is or how pools compare; the table rulings there are
 * these functions, tested in pool.test.ts.
 */
import { rollDie, type Chance } from '../core/random.js';

/** The upgrade ladder, smallest first. */
export const LADDER = [4, 6, 8, 10, 12] as const;
export type Die = (typeof LADDER)[number];

/** A pool is a list of dice, kept smallest first so equal pools compare equal. */
export type Pool = readonly Die[];

const bySize = (a: Die, b: Die) => a - b;

/** Table ruling: one d6 per point of the attribute; an attribute of 0 rolls a single d4. */
export function startingPool(attribute: number): Pool {
  if (!Number.isInteger(attribute) || attribute < 0) throw new RangeError(`an attribute is a whole number from 0, got ${attribute}`);
  return attribute === 0 ? [4] : Array.from({ length: attribute }, () => 6 as Die);
}

/**
 * Table ruling: each +1 raises the smallest die one step up the ladder. Checked for every
 * +1 in turn: when every die is already a d12, that +1 adds a new d6 instead, and that d6,
 * now the smallest die, takes the next +1.
 */
export function upgrade(pool: Pool, steps: number): Pool {
  if (!Number.isInteger(steps) || steps < 0) throw new RangeError(`an upgrade is a whole number of steps from +0, got ${steps}`);
  const dice = [...pool].sort(bySize);
  for (let i = 0; i < steps; i++) {
    const smallest = dice[0];
    if (smallest === undefined || smallest === 12) dice.push(6);
    else dice[0] = LADDER[LADDER.indexOf(smallest) + 1]!;
    dice.sort(bySize);
  }
  return dice;
}

/** Table ruling: bonuses on the same pool add up before upgrading. */
export function buildPool(attribute: number, ...bonuses: number[]): Pool {
  return upgrade(
    startingPool(attribute),
    bonuses.reduce((a, b) => a + b, 0),
  );
}

/** "2d6 + d8": counts before repeated dice, a lone die as "d8", smallest first. */
export function describePool(pool: Pool): string {
  const counts = new Map<Die, number>();
  for (const d of [...pool].sort(bySize)) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts].map(([d, n]) => `${n === 1 ? '' : n}d${d}`).join(' + ');
}

/** The most dice a written pool may hold (a table never rolls more; a typo could ask for billions). */
export const MAX_POOL_DICE = 40;

/** Parse "2d6 + d8" (or "1d6") back into a pool; an error message when it is not one. */
export function parsePool(text: string): { pool: Pool } | { error: string } {
  const parts = text.split('+').map((p) => p.trim());
  const pool: Die[] = [];
  for (const part of parts) {
    const m = /^(\d{0,3})d(\d{1,3})$/i.exec(part);
    if (!m) return { error: `"${[...part].slice(0, 20).join('')}" is not dice like 2d6 or d8` };
    const sides = Number(m[2]);
    if (!(LADDER as readonly number[]).includes(sides)) return { error: `d${sides} is not on the ladder d4, d6, d8, d10, d12` };
    const count = m[1] === '' ? 1 : Number(m[1]);
    if (count < 1) return { error: `"${part}" has no dice` };
    if (pool.length + count > MAX_POOL_DICE) return { error: `a pool holds at most ${MAX_POOL_DICE} dice` };
    for (let i = 0; i < count; i++) pool.push(sides as Die);
  }
  return { pool: pool.sort(bySize) };
}

/**
 * The exact chance of each total a pool can roll, by convolution: `dist[t]` is the chance
 * the pool's dice add up to t.
 */
export function poolDistribution(pool: Pool): number[] {
  let dist = [1];
  for (const sides of pool) {
    const next = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, t) => {
      for (let face = 1; face <= sides; face++) next[t + face]! += p / sides;
    });
    dist = next;
  }
  return dist;
}

/** The most a pool can roll: used to check that upgrades only ever help. */
export function poolMaximum(pool: Pool): number {
  return pool.reduce<number>((a, b) => a + b, 0);
}

export interface PoolRoll {
  readonly faces: readonly number[];
  readonly total: number;
}

/** Roll every die of the pool, smallest first, through the seeded source. */
export function rollPool(chance: Chance, pool: Pool): [PoolRoll, Chance] {
  const faces: number[] = [];
  let next = chance;
  for (const sides of pool) {
    let face: number;
    [face, next] = rollDie(next, sides);
    faces.push(face);
  }
  return [{ faces, total: faces.reduce((a, b) => a + b, 0) }, next];
}

/** Table ruling: the acting side needs a strictly higher total; a tie goes to the defender. */
export function beats(attackTotal: number, defenseTotal: number): boolean {
  return attackTotal > defenseTotal;
}

/** Table ruling: damage is the damage total minus the defense total, never below 0. */
export function damageDealt(damageTotal: number, defenseTotal: number): number {
  return Math.max(0, damageTotal - defenseTotal);
}
