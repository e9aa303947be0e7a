/**
 * Liberi Gothica: weapon damage by size, unarmed blows, crippling wounds and ramming.
 *
 * Page: content/liberi-gothica/damage-and-wounds.mdx. The tables are data; the rulings
 * on the page are the functions, each tested in wounds.test.ts.
 */
import { rollDice, rollDie, type Chance } from '../core/random.js';

/** Damage dice: `count` dice of `sides` faces plus `plus` (a flat 1 is 0 dice, plus 1). */
export interface Dice {
  readonly count: number;
  readonly sides: number;
  readonly plus: number;
}

export const dice = (count: number, sides: number, plus = 0): Dice => ({ count, sides, plus });

export function formatDice(d: Dice): string {
  if (d.count === 0) return String(d.plus);
  const sign = d.plus > 0 ? ` + ${d.plus}` : d.plus < 0 ? ` − ${-d.plus}` : '';
  return `${d.count}d${d.sides}${sign}`;
}

/** Roll damage dice; a total below 0 (1d4 − 1 on a 1) counts as 0. */
export function rollDamage(chance: Chance, d: Dice): [{ faces: number[]; total: number }, Chance] {
  const [faces, next] = rollDice(chance, d.count, d.sides);
  return [{ faces, total: Math.max(0, faces.reduce((a, b) => a + b, d.plus)) }, next];
}

// ---------------------------------------------------------------------------------------
// Weapon damage by size

export interface WeaponSize {
  readonly name: string;
  readonly size: number;
  readonly toughness: number;
  readonly damage: Dice;
}

/** "Weapon Damage by Weapon Size", Tiny to Colossal. */
export const WEAPON_SIZES: readonly WeaponSize[] = [
  { name: 'Tiny', size: -4, toughness: -3, damage: dice(0, 6, 1) },
  { name: 'Small', size: -3, toughness: -1, damage: dice(1, 3) },
  { name: 'Medium', size: -2, toughness: 1, damage: dice(1, 4) },
  { name: 'Large', size: -1, toughness: 3, damage: dice(1, 6) },
  { name: 'Huge', size: 0, toughness: 5, damage: dice(2, 4) },
  { name: 'Massive', size: 1, toughness: 7, damage: dice(2, 6) },
  { name: 'Colossal', size: 2, toughness: 9, damage: dice(3, 6) },
];

export const SMALLEST_WEAPON_SIZE = -4;
export const COLOSSAL = 2;

/** A weapon of any size from Tiny up; above Colossal, +2 Toughness and +1d6 per size. */
export function weaponOfSize(size: number): WeaponSize {
  if (!Number.isInteger(size) || size < SMALLEST_WEAPON_SIZE) throw new RangeError(`weapon sizes run from −4 (Tiny) up, got ${size}`);
  const listed = WEAPON_SIZES.find((w) => w.size === size);
  if (listed) return listed;
  const above = size - COLOSSAL;
  return { name: `Colossal +${above}`, size, toughness: 9 + 2 * above, damage: dice(3 + above, 6) };
}

/** Table ruling (too weak): below the requirement, no attack can be made with it. */
export function canWield(toughness: number, weaponSize: number): boolean {
  return toughness >= weaponOfSize(weaponSize).toughness;
}

/** Table ruling (unarmed): three sizes below the attacker, never below Tiny. */
export function unarmedSize(attackerSize: number): number {
  return Math.max(attackerSize - 3, SMALLEST_WEAPON_SIZE);
}

/** An unarmed blow: that weapon's damage, with the Light and Clumsy traits. */
export function unarmedAttack(attackerSize: number): { weapon: WeaponSize; traits: readonly ['Light', 'Clumsy'] } {
  return { weapon: weaponOfSize(unarmedSize(attackerSize)), traits: ['Light', 'Clumsy'] };
}

// ---------------------------------------------------------------------------------------
// Crippling wounds

export type Location = 'torso' | 'legs' | 'arms' | 'head';

/** Where the wound lands on 1d6: 1–3 torso, 4 legs, 5 arms, 6 head. */
export function woundLocation(d6: number): Location {
  checkFace(d6, 6);
  if (d6 <= 3) return 'torso';
  return d6 === 4 ? 'legs' : d6 === 5 ? 'arms' : 'head';
}

/** Table ruling: for a limb, an odd die is the left side and an even one the right. */
export function limbSide(face: number): 'left' | 'right' {
  return face % 2 === 1 ? 'left' : 'right';
}

/**
 * Table ruling (damage bands): 3 or less, 4–6, 7–9, 10–14, 15+. The seed's "less than 3"
 * left 3 itself unplaced; the table puts it in the first band. Index 0 to 4.
 */
export const BAND_LABELS = ['3 or less', '4–6', '7–9', '10–14', '15+'] as const;

export function woundBand(damage: number): number {
  if (damage <= 3) return 0;
  if (damage <= 6) return 1;
  if (damage <= 9) return 2;
  if (damage <= 14) return 3;
  return 4;
}

export interface Wound {
  readonly name: string;
  readonly effect: string;
  /** Life lost at the start of each of the victim's turns until treated. */
  readonly bleedPerTurn?: number;
  /** The Treatment check that stops the bleeding or shortens the wound. */
  readonly treatment?: { readonly penalty: number; readonly actions: number };
  readonly permanent?: boolean;
  readonly dead?: boolean;
}

/** The four charts, one wound per band (the head's 4–6 band has two, see headWound). */
export const WOUND_TABLES: Record<Location, readonly (readonly Wound[])[]> = {
  torso: [
    [{ name: 'Winded', effect: 'loses their next turn' }],
    [{ name: 'Thrown back', effect: 'knocked 10 feet away from the blow' }],
    [{ name: 'Minor organ damage', effect: '−1 Life per turn until treated', bleedPerTurn: 1, treatment: { penalty: 0, actions: 2 } }],
    [{ name: 'Major organ damage', effect: '−3 Life per turn until treated', bleedPerTurn: 3, treatment: { penalty: -4, actions: 4 } }],
    [{ name: 'Fatal organ damage', effect: '−5 Life per turn until treated', bleedPerTurn: 5, treatment: { penalty: -8, actions: 4 } }],
  ],
  legs: [
    [{ name: 'Limp', effect: 'half speed for 1d6 days; treatment cuts it to 1 day' }],
    [{ name: 'Immobilized', effect: 'cannot move; a Limp after treatment (2 actions) or after 1 day', treatment: { penalty: 0, actions: 2 } }],
    [{ name: 'Broken', effect: 'immobilized 2d6 weeks, then a Limp for 2d6 days' }],
    [{ name: 'Paralyzed', effect: 'the leg can never be moved again', permanent: true }],
    [{ name: 'Removed', effect: 'part of the leg is lost', permanent: true }],
  ],
  arms: [
    [{ name: 'Smashed fingers', effect: 'drops what the hand holds; hand useless for 1d6 rounds' }],
    [{ name: 'Numb', effect: '−2 on any roll using the arm, for 2d6 days' }],
    [{ name: 'Broken', effect: 'arm useless 2d6 weeks, then Numb for 2d6 days' }],
    [{ name: 'Paralyzed', effect: 'the arm can never be used again', permanent: true }],
    [{ name: 'Removed', effect: 'part of the arm is lost', permanent: true }],
  ],
  head: [
    [{ name: 'Rattled', effect: '−2 on every roll for 1d6 rounds' }],
    [
      { name: 'Lost eye', effect: '−2 Attack easing over 1d6 + 1d6 weeks; −1 Notice for good' },
      { name: 'Lost ear', effect: '−2 Athleticism easing over 1d6 + 1d6 weeks; −2 Notice for good' },
    ],
    [{ name: 'Disfigured', effect: '−2 on Persuasion, Intimidate, Trick, Tease and Disguise; −1 after 1d6 weeks, for good' }],
    [{ name: 'Broken jaw', effect: 'no talking or eating for 2d6 weeks; then −2 on social checks for good' }],
    [{ name: 'Decapitated', effect: 'dead outright, no Endure check', dead: true, permanent: true }],
  ],
};

/**
 * The wound for a location and the hit's damage (after the stat bonus). For the head's
 * 4–6 band, `eyeOrEar` is the LM's choice or a d6: 1–3 an eye, 4–6 an ear.
 */
export function crippledBy(location: Location, damage: number, eyeOrEar?: number): Wound {
  const band = WOUND_TABLES[location][woundBand(damage)]!;
  if (band.length === 1) return band[0]!;
  if (eyeOrEar === undefined) throw new RangeError('the 4–6 head wound needs the LM’s pick or a d6 (1–3 eye, 4–6 ear)');
  checkFace(eyeOrEar, 6);
  return band[eyeOrEar <= 3 ? 0 : 1]!;
}

/** Roll location, side (for a limb) and the head's eye-or-ear d6 through the seeded source. */
export function rollCripplingWound(chance: Chance, damage: number): [{ location: Location; side?: 'left' | 'right'; wound: Wound }, Chance] {
  let next = chance;
  let face: number;
  [face, next] = rollDie(next, 6);
  const location = woundLocation(face);
  let side: 'left' | 'right' | undefined;
  if (location === 'legs' || location === 'arms') {
    [face, next] = rollDie(next, 6);
    side = limbSide(face);
  }
  let eyeOrEar: number | undefined;
  if (location === 'head' && woundBand(damage) === 1) [eyeOrEar, next] = rollDie(next, 6);
  const wound = crippledBy(location, damage, eyeOrEar);
  return [{ location, ...(side ? { side } : {}), wound }, next];
}

/**
 * Table ruling (bleeding): organ damage takes its Life at the start of each of the
 * victim's turns, from the first turn after the wound, until treated.
 */
export function bleedingLoss(wound: Wound, victimTurnsStartedSinceWound: number): number {
  return (wound.bleedPerTurn ?? 0) * Math.max(0, victimTurnsStartedSinceWound);
}

/** Table ruling: a successful Treatment halves a broken limb's weeks, rounded up. */
export function treatedBreakWeeks(rolledWeeks: number): number {
  return Math.ceil(rolledWeeks / 2);
}

/** Table ruling: the arm's 4–6 Numb lasts 2d6 days, like the numbness after a break. */
export const NUMB_DAYS = dice(2, 6);

// ---------------------------------------------------------------------------------------
// Ramming

export interface RamRow {
  readonly size: number;
  readonly damage: Dice;
  readonly stepFeet: number;
}

/** "Ramming speed", sizes −2 to +5. */
export const RAM_TABLE: readonly RamRow[] = [
  { size: -2, damage: dice(1, 4, -1), stepFeet: 50 },
  { size: -1, damage: dice(1, 4), stepFeet: 50 },
  { size: 0, damage: dice(1, 6), stepFeet: 50 },
  { size: 1, damage: dice(1, 6), stepFeet: 40 },
  { size: 2, damage: dice(1, 6), stepFeet: 30 },
  { size: 3, damage: dice(1, 6), stepFeet: 20 },
  { size: 4, damage: dice(2, 6), stepFeet: 20 },
  { size: 5, damage: dice(3, 6), stepFeet: 20 },
];

/** Table ruling: below −2 use the −2 row; above +5 add 1d6 per size, per 20 feet. */
export function ramRow(size: number): RamRow {
  if (!Number.isInteger(size)) throw new RangeError(`a size is a whole number, got ${size}`);
  if (size < -2) return RAM_TABLE[0]!;
  if (size > 5) return { size, damage: dice(3 + (size - 5), 6), stepFeet: 20 };
  return RAM_TABLE.find((r) => r.size === size)!;
}

/** Table ruling: whole steps only, but a ram that reaches the target always deals one. */
export function ramSteps(distanceFeet: number, stepFeet: number): number {
  return Math.max(1, Math.floor(distanceFeet / stepFeet));
}

export interface Ram {
  /** Each step's damage, rolled separately and never below 0. */
  readonly steps: readonly number[];
  /** The ram's damage before the attack roll and the target's Reduction. */
  readonly rolled: number;
  /** Table ruling: half the damage rolled, rounded down, with no Reduction for the rammer. */
  readonly rammerTakes: number;
}

export function rollRam(chance: Chance, size: number, distanceFeet: number): [Ram, Chance] {
  const row = ramRow(size);
  const steps: number[] = [];
  let next = chance;
  for (let i = 0; i < ramSteps(distanceFeet, row.stepFeet); i++) {
    let step: { total: number };
    [step, next] = rollDamage(next, row.damage);
    steps.push(step.total);
  }
  const rolled = steps.reduce((a, b) => a + b, 0);
  return [{ steps, rolled, rammerTakes: Math.floor(rolled / 2) }, next];
}

function checkFace(face: number, sides: number): void {
  if (!Number.isInteger(face) || face < 1 || face > sides) throw new RangeError(`a d${sides} shows 1 to ${sides}, got ${face}`);
}
