/**
 * Karmic, "Hit Location": called shots, for melee and ranged attacks alike. The seed gives
 * one table for targets about the attacker's size and one each for large and small
 * creatures ("Large Creature To-Hit Modifiers", "Small Creature To-Hit Modifiers").
 */

/** Called shots ("Hit Location"). Torso (or back) is the default and has no modifier. */
export type HitLocation = 'torso' | 'head' | 'head-vitals' | 'torso-vitals' | 'legs' | 'arms';
/** Large: twice the attacker's size or more; small: less than half of it. */
export type CreatureSize = 'normal' | 'large' | 'small';

export const HIT_LOCATION_LABELS: Record<HitLocation, string> = {
  torso: 'Torso or back (no called shot)',
  head: 'Head',
  'head-vitals': 'Head vitals',
  'torso-vitals': 'Torso vitals',
  legs: 'Legs',
  arms: 'Arms',
};

/** `null`: the shot cannot be called (head vitals of a small creature). */
export const HIT_LOCATIONS: Record<CreatureSize, Record<HitLocation, number | null>> = {
  normal: { torso: 0, head: -5, 'head-vitals': -8, 'torso-vitals': -6, legs: -3, arms: -3 },
  large: { torso: 0, head: -5, 'head-vitals': -6, 'torso-vitals': -4, legs: 0, arms: -2 },
  small: { torso: 0, head: -8, 'head-vitals': null, 'torso-vitals': -10, legs: -6, arms: -5 },
};

export const CREATURE_SIZE_LABELS: Record<CreatureSize, string> = {
  normal: 'About the shooter’s size',
  large: 'Large (twice the shooter’s size or more)',
  small: 'Small (less than half the shooter’s size)',
};

export function canCallShot(location: HitLocation, size: CreatureSize): boolean {
  return HIT_LOCATIONS[size][location] !== null;
}

export function hitLocationModifier(location: HitLocation, size: CreatureSize): number {
  const m = HIT_LOCATIONS[size][location];
  if (m === null)
    throw new RangeError(`a shot at the ${HIT_LOCATION_LABELS[location].toLowerCase()} of a ${size} creature cannot be called`);
  return m;
}

/** Is this text one of the locations? (Own keys only.) */
export function isHitLocation(text: unknown): text is HitLocation {
  return typeof text === 'string' && Object.hasOwn(HIT_LOCATION_LABELS, text);
}
