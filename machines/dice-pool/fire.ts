/**
 * The dice-pool system: fire from a fiery weapon spreading to wooden things. The seed: a fiery
 * weapon is a wooden weapon on fire; fire spreads to nearby (touching) wooden objects, and one
 * worn or held deals 1d6 damage; the weapon burns away in 2 rounds. Page:
 * content/dice-pool/melee-weapons.mdx ("Table ruling: fire spreading to wooden things");
 * tests in fire.test.ts. The weapon's own 2 rounds and the 1d6 are melee.ts's.
 */
import { fieryWeaponBurning } from './melee.js';

/** A wooden thing's fire: not alight, burning, or burnt away (gone). */
export type FireState = 'unlit' | 'burning' | 'burnt away';

/**
 * Table ruling (fire spreading to wooden things): anything of wood that catches burns like the
 * fiery weapon, the round it caught and the next, and is ash after that.
 */
export function fireState(litRound: number | null, round: number): FireState {
  if (litRound === null) return 'unlit';
  return round > litRound && !fieryWeaponBurning(litRound, round) ? 'burnt away' : 'burning';
}

/** A wooden thing in the fight: whose it is, the square it is on, and whether it burns or could catch. */
export interface WoodenThing {
  readonly owner: number;
  readonly square: number;
  readonly burning: boolean;
  /** Wood not yet alight (a thing burnt away cannot catch again). */
  readonly unlit: boolean;
}

/**
 * Table ruling (fire spreading to wooden things): things on one square touch. Each unlit thing
 * on a square where another's thing burns catches (a fighter keeps their own things apart).
 * Returns the indices of `things` that catch.
 */
export function catchFire(things: readonly WoodenThing[]): number[] {
  return things.flatMap((t, i) => (t.unlit && things.some((o) => o.burning && o.square === t.square && o.owner !== t.owner) ? [i] : []));
}

/**
 * Table ruling (fire spreading to wooden things): which burning things hurt the one who has them,
 * 1d6 at the start of their group's turn: worn or held gear does; a weapon on fire is held by its
 * handle and does not (as the fiery weapon itself).
 */
export const BURNS_ITS_HOLDER = { gear: true, weapon: false } as const;
