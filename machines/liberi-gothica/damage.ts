/**
 * Liberi Gothica: damage dice, weapon damage by size, unarmed blows, and ramming.
 *
 * Pages: content/liberi-gothica/damage-and-wounds.mdx ("Weapon damage by size", "Unarmed
 * attacks", "Ramming"). The tables are data; the rulings on the page are the functions,
 * each tested in damage.test.ts.
 */
import { rollDice, type Chance } from '../core/random.js';

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
  return [
    {
      faces,
      total: Math.max(
        0,
        faces.reduce((a, b) => a + b, d.plus),
      ),
    },
    next,
  ];
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
