import { describe, expect, it } from 'vitest';
import { createChance } from '../core/random.js';
import { damageDealt } from './pool.js';
import {
  SEED_ELECTRIC_WIELDER,
  WEAPON_TYPES,
  WEIGHT_ATTRIBUTE,
  electricShare,
  fieryWeaponBurning,
  inMeleeReach,
  onTheCircuit,
  rollFireDamage,
} from './melee.js';

describe('weight and type', () => {
  it('bases a light weapon on agility and a heavy one on physique', () => {
    expect(WEIGHT_ATTRIBUTE).toEqual({ light: 'agility', heavy: 'physique' });
  });

  it('gives sharp +0/+2, pointy +2/+0 and blunt +1/+0, and only blunt ignores armour defense', () => {
    expect(WEAPON_TYPES).toEqual({
      sharp: { hit: 0, damage: 2, ignoresArmourDefense: false },
      pointy: { hit: 2, damage: 0, ignoresArmourDefense: false },
      blunt: { hit: 1, damage: 0, ignoresArmourDefense: true },
    });
  });
});

describe('reach', () => {
  it('lets any weapon hit an adjacent target', () => {
    expect(inMeleeReach(1, false)).toBe(true);
  });

  it('needs reach to hit a target 1 square away', () => {
    expect(inMeleeReach(2, false)).toBe(false);
    expect(inMeleeReach(2, true)).toBe(true);
    expect(inMeleeReach(3, true)).toBe(false);
  });
});

describe('electric weapons', () => {
  it('divides one damage roll among everyone touching the circuit, rounding down (ruling: electric damage)', () => {
    expect(electricShare(10, 3)).toBe(3);
    expect(electricShare(9, 3)).toBe(3);
  });

  it('has each creature roll its own defense against its share', () => {
    const share = electricShare(11, 2);
    expect(share).toBe(5);
    expect([damageDealt(share, 3), damageDealt(share, 7)]).toEqual([2, 0]);
  });

  it("counts the wielder among all entities touching the circuit, as the seed says: a lone target shares with them (ruling: the electric weapon's wielder)", () => {
    expect(SEED_ELECTRIC_WIELDER).toBe('counts');
    const circuit = onTheCircuit(['wolf'], 'Oren', 'counts');
    expect(circuit).toEqual(['wolf', 'Oren']);
    expect(electricShare(7, circuit.length)).toBe(3);
  });

  it("leaves the wielder out when the table rules them insulated: a lone target takes the whole total (ruling: the electric weapon's wielder)", () => {
    const circuit = onTheCircuit(['wolf'], 'Oren', 'insulated');
    expect(circuit).toEqual(['wolf']);
    expect(electricShare(7, circuit.length)).toBe(7);
  });

  it("leaves out a wielder who has thrown the weapon: it is no longer in their hand (ruling: the electric weapon's wielder)", () => {
    expect(onTheCircuit(['wolf', 'hound'], 'Kit', 'counts', false)).toEqual(['wolf', 'hound']);
  });

  it('needs at least one creature on the circuit', () => {
    expect(() => electricShare(7, 0)).toThrow(RangeError);
  });
});

describe('fiery weapons', () => {
  it('burns in the round it is lit and the next, and is gone after that (ruling: fiery weapons)', () => {
    expect(fieryWeaponBurning(3, 3)).toBe(true);
    expect(fieryWeaponBurning(3, 4)).toBe(true);
    expect(fieryWeaponBurning(3, 5)).toBe(false);
    expect(fieryWeaponBurning(3, 2)).toBe(false);
  });

  it('burns someone holding a burning thing for 1d6, rolled through the seeded source (ruling: fiery weapons)', () => {
    const [burn, next] = rollFireDamage(createChance(9, [5]));
    expect(burn).toBe(5);
    expect(next.fixedRolls).toEqual([]);
    expect(() => rollFireDamage(createChance(9, [7]))).toThrow(/d6/);
  });
});
