/**
 * The dice-pool system: melee weapons — weight, type, properties, and the rulings on
 * default damage dice, reach, electric and fiery weapons (the fire's spreading: fire.ts).
 * Page: content/dice-pool/melee-weapons.mdx; tests in melee.test.ts.
 */
import { rollDie, type Chance } from '../core/random.js';
import type { Pool } from './pool.js';

export type Weight = 'light' | 'heavy';
export type WeaponType = 'sharp' | 'pointy' | 'blunt';

/** Weight picks the attribute behind the hit roll. */
export const WEIGHT_ATTRIBUTE: Record<Weight, 'agility' | 'physique'> = { light: 'agility', heavy: 'physique' };

export interface TypeRow {
  readonly hit: number;
  readonly damage: number;
  /** Blunt: the target's armour defense bonus does not count on the damage roll. */
  readonly ignoresArmourDefense: boolean;
}

export const WEAPON_TYPES: Record<WeaponType, TypeRow> = {
  sharp: { hit: 0, damage: 2, ignoresArmourDefense: false },
  pointy: { hit: 2, damage: 0, ignoresArmourDefense: false },
  blunt: { hit: 1, damage: 0, ignoresArmourDefense: true },
};

/** Table ruling: two-handed is +1 damage, one upgrade step on the damage dice. */
export const TWO_HANDED_DAMAGE = 1;

/**
 * Table ruling (the weapon's own damage dice): unless the weapon says otherwise, 1d6 for a
 * one-handed weapon or a firearm, 2d6 for a two-handed weapon.
 */
export function defaultDamageDice(twoHanded: boolean): Pool {
  return twoHanded ? [6, 6] : [6];
}

/** Squares counted from yours to the target's: adjacent is 1, one square between is 2. */
export function inMeleeReach(distance: number, reach: boolean): boolean {
  return distance >= 1 && distance <= (reach ? 2 : 1);
}

/**
 * Who touches an electric weapon's circuit: the seed says "all entities touching the circuit",
 * and the wielder holds it. `counts` is the seed's words (the wielder is one more creature on
 * the circuit and takes a share); `insulated` is the table ruling that leaves them out.
 */
export const ELECTRIC_WIELDER_READINGS = ['counts', 'insulated'] as const;
export type ElectricWielder = (typeof ELECTRIC_WIELDER_READINGS)[number];
/** The seed's reading, the default. */
export const SEED_ELECTRIC_WIELDER: ElectricWielder = 'counts';

/**
 * Table ruling (the electric weapon's wielder): the creatures on the circuit of a blow, the
 * ones it struck first, then the wielder when the reading counts them and the weapon is still
 * in their hand (a thrown weapon has left it).
 */
export function onTheCircuit<T>(struck: readonly T[], wielder: T, reading: ElectricWielder, inHand = true): T[] {
  return reading === 'counts' && inHand ? [...struck, wielder] : [...struck];
}

/**
 * Table ruling (electric damage): one damage roll, divided equally among the creatures
 * touching the circuit, rounded down. Each then rolls its own defense.
 */
export function electricShare(damageTotal: number, creaturesTouching: number): number {
  if (!Number.isInteger(creaturesTouching) || creaturesTouching < 1) {
    throw new RangeError(`electric damage needs at least one creature on the circuit, got ${creaturesTouching}`);
  }
  return Math.floor(damageTotal / creaturesTouching);
}

/** Fire's damage to someone wearing or holding a burning thing. */
export const FIRE_DIE = 6;

/**
 * Table ruling (fiery): lit in `litRound`, which counts as the first round of burning, the
 * weapon burns through the end of the second round and is gone after that.
 */
export function fieryWeaponBurning(litRound: number, round: number): boolean {
  return round >= litRound && round <= litRound + 1;
}

/** 1d6 at the start of the victim's group's turn; defense dice do not reduce it. */
export function rollFireDamage(chance: Chance): [number, Chance] {
  return rollDie(chance, FIRE_DIE);
}
