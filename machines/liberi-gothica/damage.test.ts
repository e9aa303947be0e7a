import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import { defense, resolveAttack } from './attack.js';
import { canWield, dice, formatDice, ramRow, ramSteps, rollDamage, rollRam, unarmedAttack, unarmedSize, weaponOfSize } from './damage.js';

describe('weapon damage by size', () => {
  it.each([
    [-4, 'Tiny', -3, '1'],
    [-3, 'Small', -1, '1d3'],
    [-2, 'Medium', 1, '1d4'],
    [-1, 'Large', 3, '1d6'],
    [0, 'Huge', 5, '2d4'],
    [1, 'Massive', 7, '2d6'],
    [2, 'Colossal', 9, '3d6'],
  ])('a size %i weapon is %s, needs Toughness %i and deals %s', (size, name, toughness, damage) => {
    const w = weaponOfSize(size);
    expect(w.name).toBe(name);
    expect(w.toughness).toBe(toughness);
    expect(formatDice(w.damage)).toBe(damage);
  });

  it('adds +2 Toughness and +1d6 for each size above Colossal', () => {
    expect(weaponOfSize(3)).toMatchObject({ toughness: 11, damage: dice(4, 6) });
    expect(weaponOfSize(4)).toMatchObject({ toughness: 13, damage: dice(5, 6) });
  });

  it('lists no weapon smaller than Tiny', () => {
    expect(() => weaponOfSize(-5)).toThrow(RangeError);
  });

  it('deals a Tiny weapon’s flat 1 without rolling', () => {
    const [hit, next] = rollDamage(createChance(5), weaponOfSize(-4).damage);
    expect(hit).toEqual({ faces: [], total: 1 });
    expect(next).toEqual(createChance(5));
  });

  it('lets a character wield a weapon at exactly its Toughness requirement', () => {
    expect(canWield(5, 0)).toBe(true);
  });

  it('forbids attacking with a weapon one Toughness point beyond the wielder (ruling: too weak for the weapon)', () => {
    expect(canWield(4, 0)).toBe(false);
    expect(canWield(10, 3)).toBe(false);
    expect(canWield(-3, -4)).toBe(true);
  });
});

describe('unarmed attacks', () => {
  it.each([
    [-1, -4, '1'],
    [0, -3, '1d3'],
    [1, -2, '1d4'],
    [2, -1, '1d6'],
    [3, 0, '2d4'],
  ])('a size %i attacker punches as a size %i weapon for %s', (attacker, weapon, damage) => {
    expect(unarmedSize(attacker)).toBe(weapon);
    expect(formatDice(unarmedAttack(attacker).weapon.damage)).toBe(damage);
  });

  it('is Light and Clumsy', () => {
    expect(unarmedAttack(0).traits).toEqual(['Light', 'Clumsy']);
  });

  it('floors at Tiny for attackers smaller than size −1, dealing 1 (ruling: unarmed attackers smaller than size −1)', () => {
    expect(unarmedSize(-2)).toBe(-4);
    expect(unarmedSize(-6)).toBe(-4);
    expect(formatDice(unarmedAttack(-3).weapon.damage)).toBe('1');
  });
});

describe('ramming (ruling: partial distances, the attack roll and your own share)', () => {
  it.each([
    [-2, '1d4 − 1', 50],
    [-1, '1d4', 50],
    [0, '1d6', 50],
    [1, '1d6', 40],
    [2, '1d6', 30],
    [3, '1d6', 20],
    [4, '2d6', 20],
    [5, '3d6', 20],
  ])('a size %i rammer deals %s per %i feet', (size, damage, feet) => {
    const row = ramRow(size);
    expect(formatDice(row.damage)).toBe(damage);
    expect(row.stepFeet).toBe(feet);
  });

  it('uses the −2 row for creatures smaller than −2', () => {
    expect(ramRow(-4)).toEqual(ramRow(-2));
  });

  it('adds 1d6 per 20 feet for each size above +5', () => {
    expect(ramRow(6)).toMatchObject({ damage: dice(4, 6), stepFeet: 20 });
    expect(ramRow(7)).toMatchObject({ damage: dice(5, 6), stepFeet: 20 });
  });

  it('rolls 1d6 twice for a size +1 creature charging 80 feet', () => {
    const [ram] = rollRam(createChance(1, [4, 5]), 1, 80);
    expect(ram.steps).toEqual([4, 5]);
    expect(ram.rolled).toBe(9);
  });

  it('counts whole steps only: 79 feet at size +1 is one step', () => {
    expect(ramSteps(79, 40)).toBe(1);
    expect(ramSteps(80, 40)).toBe(2);
    expect(ramSteps(119, 40)).toBe(2);
  });

  it('always deals one step when the ram reaches the target: size 0 over 30 feet rolls 1d6 once', () => {
    expect(ramSteps(30, 50)).toBe(1);
    const [ram] = rollRam(createChance(1, [6]), 0, 30);
    expect(ram.steps).toEqual([6]);
  });

  it('never lets a 1d4 − 1 step fall below 0', () => {
    const [ram] = rollRam(createChance(1, [1, 3]), -2, 100);
    expect(ram.steps).toEqual([0, 2]);
  });

  it('gives the rammer half the damage rolled, rounded down', () => {
    const [ram] = rollRam(createChance(1, [3, 4]), 1, 80);
    expect(ram.rammerTakes).toBe(3);
    const [big] = rollRam(createChance(1, [6, 6, 6]), 5, 20);
    expect(big.rolled).toBe(18);
    expect(big.rammerTakes).toBe(9);
  });

  it('never has the rammer take more than the target could', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 8 }), fc.integer({ min: 0, max: 200 }), fc.integer(), (size, feet, seed) => {
        const [ram] = rollRam(createChance(seed), size, feet);
        expect(ram.rammerTakes).toBeLessThanOrEqual(ram.rolled);
        expect(ram.steps.every((s) => s >= 0)).toBe(true);
      }),
    );
  });

  it('resolves a ram as an attack: a miss deals nothing, a glancing blow takes the target’s Reduction', () => {
    const [ram] = rollRam(createChance(1, [5, 4]), 1, 80);
    const target = { baseDefense: 7, defenses: [defense('passive', 2)] };
    expect(resolveAttack(7, target, ram.rolled).lifeLost).toBe(0);
    expect(resolveAttack(9, target, ram.rolled).lifeLost).toBe(7);
    expect(resolveAttack(10, target, ram.rolled).lifeLost).toBe(9);
    expect(ram.rammerTakes).toBe(4);
  });
});
