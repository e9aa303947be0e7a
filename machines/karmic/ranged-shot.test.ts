import { describe, expect, it } from 'vitest';
import {
  NO_DEFENCE,
  attackTerms,
  damageTotal,
  effectiveDodge,
  formatSum,
  resolveShot,
  sumTerms,
  type DefenceTotal,
  type RangedWeapon,
  type Shooter,
  type Target,
} from './ranged-shot.js';

const bow: RangedWeapon = { name: 'Bow', aim: 3, range: 40, force: 1, rate: { shots: 1, turns: 1 }, edge: 2, maxDamage: 6, hands: 2 };
const archer: Shooter = { skill: 2, finesse: 1, armourFinesse: 0 };
const plain: Target = { situations: [], distance: 1, location: 'torso', size: 'normal', defence: NO_DEFENCE, inMelee: false };
const dodge = (total: number): DefenceTotal => ({ kind: 'dodge', total });
const block = (total: number): DefenceTotal => ({ kind: 'block', total });

describe('the attack total', () => {
  it('is card + force + finesse + armour + location + situation + range − positive dodge', () => {
    const target: Target = { ...plain, situations: ['running', 'low-light'], distance: 15, location: 'legs' };
    const terms = attackTerms(8, bow, { ...archer, armourFinesse: -1 }, target, dodge(2));
    // 8 + 1 + 1 − 1 − 3 − 1 − 2 − 4 (medium) − 2 (dodge) = −3
    expect(sumTerms(terms)).toBe(-3);
    expect(terms.map((t) => t.label)).toEqual([
      'card',
      'force',
      'finesse',
      'armour',
      'hit location: legs',
      'target running',
      'target in low light',
      'medium range',
      'target’s dodge',
    ]);
  });

  it('hits only when the total is above 0, whatever the card', () => {
    expect(resolveShot(-2, bow, archer, { ...plain, situations: ['stationary'] }).outcome.kind).toBe('hit'); // −2+1+1+1+0 = +1
    expect(resolveShot(-3, bow, archer, { ...plain, situations: ['stationary'] }).outcome).toEqual({
      kind: 'miss',
      attackTotal: 0,
      everyone: false,
    });
  });

  it('ignores a dodge total of 0 or less', () => {
    expect(effectiveDodge(plain, dodge(-4))).toBe(0);
    expect(effectiveDodge(plain, dodge(0))).toBe(0);
    expect(effectiveDodge(plain, dodge(3))).toBe(3);
    expect(effectiveDodge(plain, block(3))).toBe(0);
    expect(attackTerms(5, bow, archer, plain, dodge(-4)).some((t) => t.label === 'target’s dodge')).toBe(false);
  });

  it('refuses to work out a shot beyond the weapon’s range', () => {
    expect(() => attackTerms(5, bow, archer, { ...plain, distance: 41 })).toThrow(/beyond/);
  });

  it('writes the whole sum out', () => {
    expect(formatSum(attackTerms(5, bow, archer, { ...plain, distance: 5 }))).toBe('5 card + 1 force + 1 finesse \u2212 2 short range = 5');
  });
});

describe('the damage total', () => {
  it('is card + edge', () => {
    expect(damageTotal(3, bow)).toEqual({ raw: 5, total: 5, capped: false });
  });
  it('is capped at the weapon’s maximum damage', () => {
    expect(damageTotal(9, bow)).toEqual({ raw: 11, total: 6, capped: true });
  });
  it('does no damage below 0', () => {
    expect(damageTotal(-5, bow).total).toBe(0);
  });
});

describe('blocking with a shield', () => {
  it('stops the shot when the block total is greater than the attack total', () => {
    const r = resolveShot(5, bow, archer, plain, block(8)); // attack +7
    expect(r.outcome).toEqual({ kind: 'blocked', attackTotal: 7, blockTotal: 8 });
  });
  it('lets the shot through on a tie, as in any opposed check', () => {
    expect(resolveShot(5, bow, archer, plain, block(7)).outcome.kind).toBe('hit');
  });
});

describe('Firing into Melee', () => {
  const melee: Target = { ...plain, inMelee: true, defence: { kind: 'dodge', skill: 3, awareness: 1 } };
  it('gives the target no dodge and no block', () => {
    const r = resolveShot(1, bow, archer, melee, dodge(5));
    expect(resolveShot(1, bow, archer, melee, block(9)).outcome.kind).toBe('hit');
    expect(r.terms.some((t) => t.label === 'target’s dodge')).toBe(false);
    expect(r.outcome.kind).toBe('hit');
  });
  it('hits the intended target on a positive total', () => {
    expect(resolveShot(4, bow, archer, melee).outcome).toEqual({ kind: 'hit', attackTotal: 6, damage: 6, rawDamage: 6, capped: false });
  });
  it('misses everyone on a total of exactly 0', () => {
    expect(resolveShot(-2, bow, archer, melee).outcome).toEqual({ kind: 'miss', attackTotal: 0, everyone: true });
  });
  it('hits another combatant on a negative total, with the card’s inverse as damage value (ruling: damage to the wrong combatant)', () => {
    // −4 card: total −2; a −4 counts as +4 for damage: 4 + 2 edge = 6
    expect(resolveShot(-4, bow, archer, melee).outcome).toEqual({
      kind: 'stray',
      attackTotal: -2,
      inverse: 4,
      damage: 6,
      rawDamage: 6,
      capped: false,
    });
  });
  it('does no stray damage when a positive card was dragged negative by modifiers (ruling: damage to the wrong combatant)', () => {
    const r = resolveShot(2, bow, archer, { ...melee, location: 'head-vitals' }); // 2+1+1−8 = −4
    expect(r.outcome).toMatchObject({ kind: 'stray', inverse: -2, damage: 0 });
  });
});

describe('table ruling: hit location and damage', () => {
  it('changes the attack total only, never the damage', () => {
    const torso = resolveShot(6, bow, archer, plain);
    const head = resolveShot(6, bow, archer, { ...plain, location: 'head' });
    expect(head.attackTotal).toBe(torso.attackTotal - 5);
    expect(head.outcome).toMatchObject({ kind: 'hit', damage: 6 });
    expect(torso.outcome).toMatchObject({ kind: 'hit', damage: 6 });
  });
});
