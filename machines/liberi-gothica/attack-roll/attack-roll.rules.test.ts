import { describe, expect, it } from 'vitest';
import {
  extraWeaponPenalty,
  failedTreatmentBleed,
  lethalTargetProblem,
  maxDamage,
  orderLapses,
  speedFor,
  weaponStats,
  wieldProblem,
  ATTACK_ROLL_RULES,
  type TargetState,
} from './attack-roll.rules.js';
import { soulPassing } from '../soul-passing/index.js';

const target = (t: Partial<TargetState> = {}): TargetState => ({
  awareness: 'aware',
  surprised: false,
  unconscious: false,
  immobile: false,
  ...t,
});

describe('speed by size', () => {
  it('moves size −1 20 feet, size 0 30 feet and size +1 40 feet', () => {
    expect([speedFor(-1, false), speedFor(0, false), speedFor(1, false)]).toEqual([20, 30, 40]);
  });

  it('adds 20 feet for a quadruped', () => {
    expect(speedFor(0, true)).toBe(50);
    expect(speedFor(-1, true)).toBe(40);
  });

  it('keeps 10 feet a size beyond the listed sizes, never below 5 (Table ruling: sizes the book does not list)', () => {
    expect(speedFor(2, false)).toBe(50);
    expect(speedFor(-2, false)).toBe(10);
    expect(speedFor(-3, false)).toBe(5);
    expect(speedFor(-4, false)).toBe(5);
    expect(speedFor(8, false)).toBe(110);
    expect(speedFor(-4, true)).toBe(25);
  });
});

describe('multiple weapon fighting', () => {
  it('has no penalty for one weapon and −4 for each weapon past the first', () => {
    expect(extraWeaponPenalty(1)).toBe(0);
    expect(extraWeaponPenalty(2)).toBe(-4);
    expect(extraWeaponPenalty(3)).toBe(-8);
  });
});

describe('weapons', () => {
  it('reads every size from the damage table: Large is 1d6 and needs Toughness 3', () => {
    const large = weaponStats('large', 0);
    expect(large.damage).toEqual({ count: 1, sides: 6, plus: 0 });
    expect(large.toughness).toBe(3);
    expect(weaponStats('colossal', 0).damage).toEqual({ count: 3, sides: 6, plus: 0 });
  });

  it('makes an unarmed blow a weapon three sizes below the attacker: 1d3 at size 0, 1d4 at size +1', () => {
    expect(weaponStats('unarmed', 0).damage).toEqual({ count: 1, sides: 3, plus: 0 });
    expect(weaponStats('unarmed', 1).damage).toEqual({ count: 1, sides: 4, plus: 0 });
    expect(weaponStats('unarmed', 0).label).toContain('Light, Clumsy');
    expect(weaponStats('unarmed', 0).toughness).toBeUndefined();
  });

  it('refuses a weapon heavier than the wielder’s Toughness allows, and says why (ruling: too weak for the weapon)', () => {
    expect(wieldProblem('large', 3, 0)).toBeUndefined();
    expect(wieldProblem('large', 2, 0)).toMatch(/needs Toughness 3, and the attacker has 2/);
    expect(wieldProblem('unarmed', -10, 0)).toBeUndefined();
  });

  it('gives a Lethal Blow the most the dice can show: 6 on 1d6, 12 on 2d6, 1 for a Tiny weapon', () => {
    expect(maxDamage(weaponStats('large', 0).damage)).toBe(6);
    expect(maxDamage(weaponStats('massive', 0).damage)).toBe(12);
    expect(maxDamage(weaponStats('tiny', 0).damage)).toBe(1);
  });
});

describe('lethal blow targets', () => {
  it('allows a lethal blow against an immobile, surprised or helpless target', () => {
    expect(lethalTargetProblem(target({ immobile: true }))).toBeUndefined();
    expect(lethalTargetProblem(target({ surprised: true }))).toBeUndefined();
    expect(lethalTargetProblem(target({ awareness: 'helpless' }))).toBeUndefined();
  });

  it('counts an unconscious target as helpless (Table ruling: how long surprise lasts, and the unconscious)', () => {
    expect(lethalTargetProblem(target({ unconscious: true }))).toBeUndefined();
  });

  it('refuses a lethal blow against a target that is aware and free to move, even blind', () => {
    expect(lethalTargetProblem(target())).toMatch(/immobile, surprised or helpless/);
    expect(lethalTargetProblem(target({ awareness: 'blind' }))).toMatch(/immobile/);
  });
});

describe('a failed Treatment', () => {
  it('costs a failed try one turn of bleeding per two actions (Table ruling: what a Treatment check does)', () => {
    expect(failedTreatmentBleed(1, 2)).toBe(1);
    expect(failedTreatmentBleed(5, 4)).toBe(10);
  });
});

describe('minions under attack', () => {
  it('lets a minion’s order lapse when it falls unconscious (Table ruling: how minions take hits)', () => {
    expect(orderLapses('minion', true)).toBe(true);
    expect(orderLapses('minion', false)).toBe(false);
    expect(orderLapses('creature', true)).toBe(false);
  });
});

describe('continuous actions, shared with soul passing', () => {
  it('links a reload to the same rule and ruling as a Soul Prayer (ruling: when a skipped continuous action is lost)', () => {
    expect(ATTACK_ROLL_RULES.continuous).toEqual(soulPassing.rules.continuous);
    expect(ATTACK_ROLL_RULES.skipped).toEqual(soulPassing.rules.skipped);
  });
});
