/**
 * The dice-pool system: cartridge size, jams, reloading and fixing a jam.
 * Page: content/dice-pool/ranged-weapons.mdx; tests in firearm.test.ts.
 */
import { beats, poolDistribution, poolMaximum, type Pool, type PoolRoll } from './pool.js';

export const CART_SIZES = [8, 6, 4, 2] as const;
export type CartSize = (typeof CART_SIZES)[number];

export function isCartSize(n: number): n is CartSize {
  return (CART_SIZES as readonly number[]).includes(n);
}

/**
 * Table ruling (what counts for a jam): only a failed hit roll (a tie fails) can jam.
 * 8: any failure; 6: a miss by 3 or more; 4: when your total × 2 is no more than the
 * opposing total; 2: never.
 */
export function jams(cartSize: CartSize, hitTotal: number, dodgeTotal: number): boolean {
  if (beats(hitTotal, dodgeTotal)) return false;
  switch (cartSize) {
    case 8:
      return true;
    case 6:
      return dodgeTotal - hitTotal > 2;
    case 4:
      return hitTotal * 2 <= dodgeTotal;
    case 2:
      return false;
  }
}

export interface Firearm {
  readonly cartSize: CartSize;
  /** Shots left before a reload: as many as the cart size when full. */
  readonly shots: number;
  readonly jammed: boolean;
}

export function loadedFirearm(cartSize: CartSize): Firearm {
  return { cartSize, shots: cartSize, jammed: false };
}

/** A jammed or empty firearm cannot fire. */
export function canFire(gun: Firearm): boolean {
  return !gun.jammed && gun.shots > 0;
}

/** Fire one shot: it is spent whatever happens, and a failed hit roll may jam the gun. */
export function fire(gun: Firearm, hitTotal: number, dodgeTotal: number): { gun: Firearm; hit: boolean } | { error: string } {
  if (gun.jammed) return { error: 'the firearm is jammed: fix the jam first' };
  if (gun.shots <= 0) return { error: 'the firearm is empty: reload first' };
  const hit = beats(hitTotal, dodgeTotal);
  return { gun: { ...gun, shots: gun.shots - 1, jammed: jams(gun.cartSize, hitTotal, dodgeTotal) }, hit };
}

/** Table ruling: reload at any time, always to the full cart size; it does not clear a jam. */
export function reload(gun: Firearm): Firearm {
  return { ...gun, shots: gun.cartSize };
}

/**
 * Table ruling (fixing a jam): the Fix Jam check is the skill's pool against a difficulty
 * pool, compared like every other pair of pools (a strictly higher total clears it). The
 * GM picks the skill and may set the difficulty; unless they do, it is a single d6.
 */
export const FIX_JAM_DIFFICULTY: Pool = [6];

/**
 * Table ruling (fixing a jam): the seed lets a player try "as many times as you'd like", so
 * no difficulty may make the jam impossible to clear. Whatever the difficulty, a check whose
 * every die shows its highest face clears it.
 */
export function fixJamClears(check: PoolRoll, skillPool: Pool, difficultyTotal: number): boolean {
  const topFaces = check.faces.length === skillPool.length && check.faces.every((f, i) => f === skillPool[i]);
  return beats(check.total, difficultyTotal) || topFaces;
}

/**
 * One Fix Jam action (1 action): tries are unlimited while the gun stays jammed, each costing
 * another action. A gun that is not jammed has nothing to fix.
 */
export function fixJam(gun: Firearm, check: PoolRoll, skillPool: Pool, difficultyTotal: number): Firearm | { error: string } {
  if (!gun.jammed) return { error: 'the firearm is not jammed' };
  return fixJamClears(check, skillPool, difficultyTotal) ? { ...gun, jammed: false } : gun;
}

/** The exact chance one Fix Jam check clears the jam: always above 0, however hard. */
export function fixJamChance(skillPool: Pool, difficulty: Pool = FIX_JAM_DIFFICULTY): number {
  const mine = poolDistribution(skillPool);
  const theirs = poolDistribution(difficulty);
  const below: number[] = [];
  let running = 0;
  for (let t = 0; t < mine.length; t++) {
    below.push(running); // chance the difficulty rolls under t
    running += theirs[t] ?? 0;
  }
  const top = poolMaximum(skillPool);
  let p = 0;
  for (let t = 0; t < top; t++) p += mine[t]! * below[t]!;
  // The top total comes only from every die at its highest face: that always clears.
  return p + mine[top]!;
}
