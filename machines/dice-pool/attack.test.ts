import { describe, expect, it } from 'vitest';
import { createChance } from '../core/random.js';
import { meleePools, rangedPools, rollAttack, thrownPools, type AttackPools } from './attack.js';
import { describePool } from './pool.js';

const describe4 = (p: AttackPools) => ({
  base: describePool(p.base),
  dodge: describePool(p.dodge),
  damage: describePool(p.damage),
  defense: describePool(p.defense),
});

const mara = { agility: 2, physique: 1 };
const bandit = { agility: 1, physique: 2, armour: { rank: 3 } };
const sword = { weight: 'light', type: 'sharp', damageDice: [6] } as const;

describe('Mara’s worked example', () => {
  it('builds 2d6 base, d8 dodge, d10 damage and 2d8 defense', () => {
    expect(describe4(meleePools(sword, mara, bandit))).toEqual({ base: '2d6', dodge: 'd8', damage: 'd10', defense: '2d8' });
  });

  it('hits with 7 against 5 and deals 9 − 6 = 3', () => {
    const [roll, next] = rollAttack(createChance(1, [3, 4, 5, 9, 2, 4]), meleePools(sword, mara, bandit));
    expect(roll.hit).toBe(true);
    expect(roll.base.total).toBe(7);
    expect(roll.dodge.total).toBe(5);
    expect(roll.damage?.total).toBe(9);
    expect(roll.defense?.total).toBe(6);
    expect(roll.damageDealt).toBe(3);
    expect(next.fixedRolls).toEqual([]);
  });

  it('faces the bandit’s bare physique, 2d6, with a blunt mace', () => {
    const mace = { weight: 'light', type: 'blunt', damageDice: [6] } as const;
    expect(describe4(meleePools(mace, mara, bandit))).toMatchObject({ base: 'd6 + d8', damage: 'd6', defense: '2d6' });
  });
});

describe('the melee procedure', () => {
  it('uses physique for a heavy weapon’s base dice and agility for a light one', () => {
    const strong = { agility: 1, physique: 3 };
    expect(describePool(meleePools({ weight: 'heavy', type: 'sharp' }, strong, bandit).base)).toBe('3d6');
    expect(describePool(meleePools({ weight: 'light', type: 'sharp' }, strong, bandit).base)).toBe('d6');
  });

  it('upgrades the base dice by the type’s hit bonus: pointy +2', () => {
    expect(describePool(meleePools({ weight: 'light', type: 'pointy' }, mara, bandit).base)).toBe('2d8');
  });

  it('gives a weapon that says nothing 1d6 damage one-handed and 2d6 two-handed, plus one step for two hands (ruling: two-handed damage)', () => {
    expect(describePool(meleePools({ weight: 'heavy', type: 'pointy' }, mara, bandit).damage)).toBe('d6');
    expect(describePool(meleePools({ weight: 'heavy', type: 'pointy', twoHanded: true }, mara, bandit).damage)).toBe('d6 + d8');
    expect(describePool(meleePools({ weight: 'heavy', type: 'sharp', twoHanded: true }, mara, bandit).damage)).toBe('d8 + d10');
  });

  it('does not roll damage on a miss, and a tie on the hit roll is a miss', () => {
    const [roll, next] = rollAttack(createChance(1, [2, 3, 5, 6]), meleePools(sword, mara, bandit));
    expect(roll.hit).toBe(false);
    expect(roll.damage).toBeUndefined();
    expect(roll.damageDealt).toBe(0);
    expect(next.fixedRolls).toEqual([6]);
  });
});

describe('the ranged procedure', () => {
  const target = { agility: 1, physique: 1 };

  it('uses agility, upgraded by a low caliber’s +2 hit at short range', () => {
    const pools = rangedPools({ caliber: 'low' }, 8, { agility: 1, physique: 4 }, target);
    expect(pools).not.toHaveProperty('error');
    expect(describe4(pools as AttackPools)).toMatchObject({ base: 'd10', damage: 'd6' });
  });

  it('upgrades damage by a high caliber’s +1 at long range', () => {
    const pools = rangedPools({ caliber: 'high' }, 10, mara, target) as AttackPools;
    expect(describe4(pools)).toMatchObject({ base: '2d6', damage: 'd8' });
  });

  it('gives no caliber bonus to an adjacent target or one a square away', () => {
    expect(describePool((rangedPools({ caliber: 'high' }, 2, mara, target) as AttackPools).damage)).toBe('d6');
    expect(describePool((rangedPools({ caliber: 'high' }, 3, mara, target) as AttackPools).damage)).toBe('d10');
  });

  it('refuses a target beyond long range', () => {
    expect(rangedPools({ caliber: 'high' }, 11, mara, target)).toEqual({ error: "11 squares is beyond this caliber's long range of 10" });
  });

  it('counts the armour’s defense bonus against a bullet', () => {
    expect(describePool((rangedPools({ caliber: 'low' }, 5, mara, bandit) as AttackPools).defense)).toBe('2d8');
  });
});

describe('throwing a melee weapon', () => {
  it('uses agility and the type’s bonuses, the same at any distance up to 10 (ruling: how far a thrown weapon reaches)', () => {
    const axe = { weight: 'heavy', type: 'sharp' } as const;
    const strong = { agility: 1, physique: 4 };
    const near = thrownPools(axe, 3, strong, bandit) as AttackPools;
    const far = thrownPools(axe, 10, strong, bandit) as AttackPools;
    expect(describePool(near.base)).toBe('d6');
    expect(describePool(near.damage)).toBe('d10');
    expect(far).toEqual(near);
  });

  it('cannot reach past 10 squares (ruling: how far a thrown weapon reaches)', () => {
    expect(thrownPools({ weight: 'light', type: 'pointy' }, 11, mara, bandit)).toHaveProperty('error');
  });

  it('keeps a blunt weapon ignoring the armour’s defense bonus', () => {
    expect(describePool((thrownPools({ weight: 'light', type: 'blunt' }, 4, mara, bandit) as AttackPools).defense)).toBe('2d6');
  });
});
