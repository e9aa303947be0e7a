/**
 * The dice-pool system: cartridge size, jams, reloading and fixing a jam.
 * Page: content/dice-pool/ranged-weapons.mdx; tests in firearm.test.ts.
 */
import { beats } from './pool.js';

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

/** Table ruling: unless the GM sets another, the Fix Jam check needs a total above 7. */
export const FIX_JAM_DIFFICULTY = 7;

/** One Fix Jam action; tries are unlimited, each costs another action. */
export function fixJam(gun: Firearm, checkTotal: number, difficulty = FIX_JAM_DIFFICULTY): Firearm {
  return checkTotal > difficulty ? { ...gun, jammed: false } : gun;
}
