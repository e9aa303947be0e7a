import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import { damageBonus, defense, hitDamage, resolveAttack } from './attack.js';
import {
  BAND_LABELS,
  WOUND_TABLES,
  bleedingLoss,
  canWield,
  crippledBy,
  dice,
  formatDice,
  limbSide,
  ramRow,
  ramSteps,
  rollCripplingWound,
  rollDamage,
  rollRam,
  treatedBreakWeeks,
  unarmedAttack,
  unarmedSize,
  weaponOfSize,
  woundBand,
  woundLocation,
  NUMB_DAYS,
} from './wounds.js';

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

  it('forbids attacking with a weapon one Toughness point beyond the wielder', () => {
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

  it('floors at Tiny for attackers smaller than size −1, dealing 1', () => {
    expect(unarmedSize(-2)).toBe(-4);
    expect(unarmedSize(-6)).toBe(-4);
    expect(formatDice(unarmedAttack(-3).weapon.damage)).toBe('1');
  });
});

describe('where the wound lands', () => {
  it('puts 1–3 on the torso, 4 on the legs, 5 on the arms and 6 on the head', () => {
    expect([1, 2, 3, 4, 5, 6].map(woundLocation)).toEqual(['torso', 'torso', 'torso', 'legs', 'arms', 'head']);
  });

  it('refuses a face a d6 does not have', () => {
    expect(() => woundLocation(7)).toThrow(RangeError);
    expect(() => woundLocation(0)).toThrow(RangeError);
  });

  it('picks the limb’s side at random as odd left, even right', () => {
    expect([1, 2, 3, 4].map(limbSide)).toEqual(['left', 'right', 'left', 'right']);
  });
});

describe('wound bands', () => {
  it('puts 3 itself, the value the seed left unplaced, in the first band with 0', () => {
    expect(woundBand(0)).toBe(0);
    expect(woundBand(3)).toBe(0);
  });

  it.each([
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [9, 2],
    [10, 3],
    [14, 3],
    [15, 4],
    [40, 4],
  ])('reads %i damage in band %i', (damage, band) => {
    expect(woundBand(damage)).toBe(band);
    expect(BAND_LABELS[band]).toBeDefined();
  });

  it('never moves to a milder band as damage rises', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), (d) => woundBand(d + 1) >= woundBand(d)));
  });

  it('has five bands in every chart', () => {
    for (const chart of Object.values(WOUND_TABLES)) expect(chart).toHaveLength(5);
  });
});

describe('the wound charts', () => {
  it.each([
    ['torso', 3, 'Winded'],
    ['torso', 4, 'Thrown back'],
    ['torso', 9, 'Minor organ damage'],
    ['torso', 10, 'Major organ damage'],
    ['torso', 15, 'Fatal organ damage'],
    ['legs', 3, 'Limp'],
    ['legs', 6, 'Immobilized'],
    ['legs', 7, 'Broken'],
    ['legs', 14, 'Paralyzed'],
    ['legs', 15, 'Removed'],
    ['arms', 3, 'Smashed fingers'],
    ['arms', 4, 'Numb'],
    ['arms', 7, 'Broken'],
    ['arms', 10, 'Paralyzed'],
    ['arms', 20, 'Removed'],
    ['head', 0, 'Rattled'],
    ['head', 7, 'Disfigured'],
    ['head', 14, 'Broken jaw'],
    ['head', 15, 'Decapitated'],
  ] as const)('a %s hit of %i damage is %s', (location, damage, name) => {
    expect(crippledBy(location, damage).name).toBe(name);
  });

  it('gives organ damage its bleeding and its Treatment check', () => {
    expect(crippledBy('torso', 8)).toMatchObject({ bleedPerTurn: 1, treatment: { penalty: 0, actions: 2 } });
    expect(crippledBy('torso', 12)).toMatchObject({ bleedPerTurn: 3, treatment: { penalty: -4, actions: 4 } });
    expect(crippledBy('torso', 15)).toMatchObject({ bleedPerTurn: 5, treatment: { penalty: -8, actions: 4 } });
  });

  it('chooses an eye on 1–3 and an ear on 4–6 for a 4–6 head wound', () => {
    expect(crippledBy('head', 5, 3).name).toBe('Lost eye');
    expect(crippledBy('head', 5, 4).name).toBe('Lost ear');
    expect(() => crippledBy('head', 5)).toThrow(/eye/);
  });

  it('reads the chart with the damage after the stat bonus: a 2 rolled by Toughness 4 is a Thrown back', () => {
    const damage = hitDamage(2, damageBonus('melee', { toughness: 4, athleticism: 0 }));
    expect(crippledBy('torso', damage).name).toBe('Thrown back');
  });

  it('makes decapitation death outright', () => {
    expect(crippledBy('head', 15).dead).toBe(true);
  });

  it('keeps disfigurement’s −1 for good: the chart gives it no end', () => {
    expect(crippledBy('head', 8).effect).toMatch(/for good/);
  });

  it('rolls location, then side for a limb, through the seeded source', () => {
    const [legs] = rollCripplingWound(createChance(1, [4, 2]), 8);
    expect(legs).toEqual({ location: 'legs', side: 'right', wound: crippledBy('legs', 8) });
    const [head] = rollCripplingWound(createChance(1, [6, 5]), 5);
    expect(head.wound.name).toBe('Lost ear');
    const [torso, after] = rollCripplingWound(createChance(1, [2, 6]), 12);
    expect(torso).toEqual({ location: 'torso', wound: crippledBy('torso', 12) });
    expect(after.fixedRolls).toEqual([6]);
  });
});

describe('rulings on bleeding and healing broken limbs', () => {
  it('bleeds nothing on the turn of the wound and the bleed per turn at each of the victim’s turn starts', () => {
    const major = crippledBy('torso', 11);
    expect(bleedingLoss(major, 0)).toBe(0);
    expect(bleedingLoss(major, 1)).toBe(3);
    expect(bleedingLoss(major, 3)).toBe(9);
    expect(bleedingLoss(crippledBy('torso', 4), 5)).toBe(0);
  });

  it('halves a broken limb’s weeks rounded up when treated: 5 weeks become 3', () => {
    expect(treatedBreakWeeks(5)).toBe(3);
    expect(treatedBreakWeeks(4)).toBe(2);
    expect(treatedBreakWeeks(2)).toBe(1);
  });

  it('lasts 2d6 days for a Numb arm', () => {
    expect(formatDice(NUMB_DAYS)).toBe('2d6');
  });
});

describe('ramming', () => {
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
