/**
 * Melee weapons for the register duel (Karmic, "Melee Weapon Attributes": range, force,
 * maximum maneuvers, edge, maximum damage, hands).
 *
 * The seed has no weapon table. What it does say: a spear has range 2, a sword or long
 * sword range 1, a dagger range 0; Devon's sword allows 3 maneuvers with force +1; a
 * medium axe allows 2 maneuvers and a poniard 3; a shield's maximum damage is 1. Every
 * other number below is the project's placeholder (table ruling "Weapon numbers"), and
 * every one can be overridden by attribute.
 */

export interface Weapon {
  readonly name: string;
  /** Reach in yards; a weapon attacks only at this range. */
  readonly range: number;
  /** Added to the card when attacking (and to every maneuver but the melee dodge). */
  readonly force: number;
  readonly maxManeuvers: number;
  /** Added to the card for damage. */
  readonly edge: number;
  readonly maxDamage: number;
}

export const WEAPONS: Readonly<Record<string, Weapon>> = {
  sword: { name: 'sword', range: 1, force: 1, maxManeuvers: 3, edge: 1, maxDamage: 4 },
  'long-sword': { name: 'long sword', range: 1, force: 1, maxManeuvers: 3, edge: 2, maxDamage: 5 },
  spear: { name: 'spear', range: 2, force: 0, maxManeuvers: 2, edge: 1, maxDamage: 5 },
  'medium-axe': { name: 'medium axe', range: 1, force: 0, maxManeuvers: 2, edge: 2, maxDamage: 5 },
  dagger: { name: 'dagger', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  poniard: { name: 'poniard', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  'small-shield': { name: 'small shield', range: 0, force: 0, maxManeuvers: 2, edge: 0, maxDamage: 1 },
};

export type OffHandKind = 'shield' | 'parrying-dagger' | 'weapon';

/** A shield, parrying dagger or second weapon, used with its own (secondary) skill. */
export interface OffHand {
  readonly kind: OffHandKind;
  readonly weapon: Weapon;
  readonly skill: number;
}

/**
 * Karmic, "Shields, Parrying Daggers & Off-hand Weapons": with a second item the total is
 * the higher of the two maximums plus one, and neither item may exceed its own maximum.
 */
export function maneuverLimits(main: Weapon, offHand?: OffHand): { total: number; main: number; off: number } {
  if (!offHand) return { total: main.maxManeuvers, main: main.maxManeuvers, off: 0 };
  return {
    total: Math.max(main.maxManeuvers, offHand.weapon.maxManeuvers) + 1,
    main: main.maxManeuvers,
    off: offHand.weapon.maxManeuvers,
  };
}

/** "2 0 3 1 4" or "2/0/3/1/4": range, force, maneuvers, edge, maximum damage. */
export function parseWeapon(text: string): { weapon: Weapon } | { error: string } {
  const t = text.trim().toLowerCase();
  const preset = WEAPONS[t.replace(/\s+/g, '-')];
  if (preset) return { weapon: preset };
  const parts = t.split(/[\s/,]+/);
  if (parts.length !== 5 || parts.some((p) => !/^[+-]?\d+$/.test(p))) {
    return { error: `"${text}" is neither a weapon (${Object.keys(WEAPONS).join(', ')}) nor five numbers "range force maneuvers edge max-damage"` };
  }
  const [range, force, maxManeuvers, edge, maxDamage] = parts.map(Number) as [number, number, number, number, number];
  if (range < 0) return { error: `"${text}": range cannot be below 0` };
  if (maxManeuvers < 1) return { error: `"${text}": a weapon allows at least 1 maneuver` };
  if (maxDamage < 0) return { error: `"${text}": maximum damage cannot be below 0` };
  return { weapon: { name: 'custom weapon', range, force, maxManeuvers, edge, maxDamage } };
}
