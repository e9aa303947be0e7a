import { ownValue, quote, readWhole } from '../core/attributes.js';

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
  /**
   * Bare hands (Karmic, "Hand to Hand Combat"): no weapon at all. The fighter uses the
   * striking and wrestling maneuvers, which carry their own damage and edge, and no maximum
   * number of maneuvers applies (the hand drawn is the limit).
   */
  readonly unarmed?: boolean;
  /** Karmic, "Number of Hands": 2 for a two-handed weapon (no off-hand item beside it); 1 when not given. */
  readonly hands?: 1 | 2;
  /** An impact weapon (clubs, maces): the only kind a smash can use (Karmic, "Smash"). */
  readonly impact?: boolean;
}

/** How many hands the weapon takes (Karmic, "Melee Weapon Attributes"). */
export function handsFor(weapon: Weapon): 1 | 2 {
  return weapon.hands === 2 ? 2 : 1;
}

/**
 * Karmic, "Number of Hands" with "Shields, Parrying Daggers & Off-hand Weapons": a weapon
 * that takes both hands leaves none for a shield, parrying dagger or second weapon.
 */
export function offHandProblem(main: Weapon, offHand: OffHand | undefined): string | undefined {
  if (!offHand || handsFor(main) < 2) return undefined;
  return `the ${main.name} takes both hands, so there is no hand for the ${offHand.weapon.name}`;
}

export const WEAPONS: Readonly<Record<string, Weapon>> = {
  sword: { name: 'sword', range: 1, force: 1, maxManeuvers: 3, edge: 1, maxDamage: 4 },
  'long-sword': { name: 'long sword', range: 1, force: 1, maxManeuvers: 3, edge: 2, maxDamage: 5 },
  spear: { name: 'spear', range: 2, force: 0, maxManeuvers: 2, edge: 1, maxDamage: 5 },
  'medium-axe': { name: 'medium axe', range: 1, force: 0, maxManeuvers: 2, edge: 2, maxDamage: 5 },
  dagger: { name: 'dagger', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  poniard: { name: 'poniard', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  'small-shield': { name: 'small shield', range: 0, force: 0, maxManeuvers: 2, edge: 0, maxDamage: 1 },
  'bare-hands': { name: 'bare hands', range: 0, force: 0, maxManeuvers: 10, edge: 0, maxDamage: 1, unarmed: true },
  'two-handed-sword': { name: 'two-handed sword', range: 1, force: 0, maxManeuvers: 2, edge: 3, maxDamage: 6, hands: 2 },
  'great-axe': { name: 'great axe', range: 1, force: -1, maxManeuvers: 2, edge: 3, maxDamage: 7, hands: 2 },
  mace: { name: 'mace', range: 1, force: 0, maxManeuvers: 2, edge: 1, maxDamage: 4, impact: true },
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

/** The bounds a weapon's numbers are read within (table ruling "Weapon numbers": wide enough for any weapon in the game). */
export const WEAPON_BOUNDS = {
  range: { min: 0, max: 10 },
  force: { min: -10, max: 10 },
  maxManeuvers: { min: 1, max: 10 },
  edge: { min: -10, max: 10 },
  maxDamage: { min: 0, max: 20 },
} as const satisfies Record<keyof Omit<Weapon, 'name' | 'unarmed' | 'hands' | 'impact'>, { min: number; max: number }>;

const NUMBER_WORDS: Readonly<Record<keyof typeof WEAPON_BOUNDS, string>> = {
  range: 'range',
  force: 'force',
  maxManeuvers: 'maneuvers',
  edge: 'edge',
  maxDamage: 'maximum damage',
};

/** A preset by its attribute name (`medium-axe`), own keys only: `constructor` is no weapon. */
export function weaponPreset(name: string): Weapon | undefined {
  return ownValue(WEAPONS, name.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** Why this is not a weapon the duel can use, or undefined (for saved tables, whose weapons are objects). */
export function weaponProblem(weapon: unknown): string | undefined {
  if (weapon === null || typeof weapon !== 'object') return 'a weapon is missing';
  const w = weapon as Record<string, unknown>;
  if (typeof w.name !== 'string' || w.name.length === 0 || w.name.length > 40) return 'a weapon has no name';
  if (w.unarmed !== undefined && typeof w.unarmed !== 'boolean') return `the ${w.name} is neither bare hands nor a weapon`;
  if (w.hands !== undefined && w.hands !== 1 && w.hands !== 2) return `the ${w.name} takes neither one hand nor two`;
  if (w.impact !== undefined && typeof w.impact !== 'boolean') return `the ${w.name} is neither an impact weapon nor not`;
  for (const key of Object.keys(WEAPON_BOUNDS) as (keyof typeof WEAPON_BOUNDS)[]) {
    const v = w[key];
    const { min, max } = WEAPON_BOUNDS[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      return `the ${w.name}'s ${NUMBER_WORDS[key]} is not a whole number from ${min} to ${max}`;
  }
  return undefined;
}

/** "2 0 3 1 4" or "2/0/3/1/4": range, force, maneuvers, edge, maximum damage; a sixth number, 1 or 2, is the hands it takes. */
export function parseWeapon(text: string): { weapon: Weapon } | { error: string } {
  const preset = weaponPreset(text);
  if (preset) return { weapon: preset };
  const parts = text.trim().split(/[\s/,]+/);
  if (parts.length !== 5 && parts.length !== 6) {
    return {
      error: `${quote(text)} is neither a weapon (${Object.keys(WEAPONS).join(', ')}) nor five numbers "range force maneuvers edge max-damage" (and, if it takes both hands, a sixth: 2)`,
    };
  }
  let hands: 1 | 2 | undefined;
  if (parts.length === 6) {
    if (parts[5] !== '1' && parts[5] !== '2')
      return { error: `${quote(text)}: the sixth number is the hands it takes, 1 or 2; the default weapon is used` };
    hands = parts[5] === '2' ? 2 : 1;
  }
  const keys = Object.keys(WEAPON_BOUNDS) as (keyof typeof WEAPON_BOUNDS)[];
  const errors: string[] = [];
  const numbers = keys.map((key, i) => readWhole(NUMBER_WORDS[key], parts[i], WEAPON_BOUNDS[key], errors, 'the default weapon is used'));
  if (errors.length > 0) return { error: `${quote(text)}: ${errors[0]}` };
  const [range, force, maxManeuvers, edge, maxDamage] = numbers as [number, number, number, number, number];
  return { weapon: { name: 'custom weapon', range, force, maxManeuvers, edge, maxDamage, ...(hands === 2 ? { hands } : {}) } };
}
