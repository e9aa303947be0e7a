import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import {
  applyDamage,
  attackOutcome,
  canDeflect,
  damageBonus,
  damageTaken,
  defendedBase,
  defense,
  deflectionCovers,
  glancingReduction,
  hitDamage,
  isCrippling,
  resolveAttack,
  rollAttack,
  totalDefense,
  type Defense,
} from './attack.js';

const hauberk = defense('passive', 2, 'hauberk');
const buckler = defense('active', 1, 'buckler');
const raider = { baseDefense: 7, defenses: [hauberk, buckler] };

describe('the attack roll', () => {
  it('rolls 2d6 and adds the Attack score', () => {
    const [roll] = rollAttack(createChance(1, [4, 5]), 3);
    expect(roll).toEqual({ dice: [4, 5], result: 12 });
  });

  it('rolls through the seeded source, so the same seed gives the same attack', () => {
    const [a] = rollAttack(createChance(42), 0);
    const [b] = rollAttack(createChance(42), 0);
    expect(a).toEqual(b);
    expect(a.result).toBeGreaterThanOrEqual(2);
    expect(a.result).toBeLessThanOrEqual(12);
  });
});

describe('direct hit, glancing blow or miss (ruling: ties and what "beat" means)', () => {
  it('is a direct hit when the result is higher than total defense', () => {
    expect(attackOutcome(11, 7, 10)).toBe('direct');
  });

  it('treats an attack equal to total defense as a glancing blow', () => {
    expect(attackOutcome(10, 7, 10)).toBe('glancing');
  });

  it('is a glancing blow one above base defense', () => {
    expect(attackOutcome(8, 7, 10)).toBe('glancing');
  });

  it('treats an attack equal to base defense as a miss', () => {
    expect(attackOutcome(7, 7, 10)).toBe('miss');
  });

  it('has no glancing blow when the target has no Protection: hit above, miss at or below', () => {
    const total = totalDefense(7, []);
    expect(total).toBe(7);
    expect(attackOutcome(8, 7, total)).toBe('direct');
    expect(attackOutcome(7, 7, total)).toBe('miss');
  });

  it('never gives a glancing blow without Protection, whatever the roll', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 40 }), fc.integer({ min: -10, max: 20 }), (result, base) => {
        expect(attackOutcome(result, base, base)).not.toBe('glancing');
      }),
    );
  });
});

describe('crippling wounds', () => {
  it('cripples when the result beats total defense by exactly 5', () => {
    expect(isCrippling(15, 10)).toBe(true);
  });

  it('does not cripple when the result beats total defense by 4', () => {
    expect(isCrippling(14, 10)).toBe(false);
  });

  it('is only ever a direct hit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.integer({ min: -5, max: 15 }), fc.nat(8), (result, base, prot) => {
        if (isCrippling(result, base + prot)) expect(attackOutcome(result, base, base + prot)).toBe('direct');
      }),
    );
  });
});

describe('damage bonus (ruling: halving a stat for damage)', () => {
  it('adds half Toughness to a melee hit and half Athleticism to a ranged one', () => {
    expect(damageBonus('melee', { toughness: 6, athleticism: 2 })).toBe(3);
    expect(damageBonus('ranged', { toughness: 6, athleticism: 2 })).toBe(1);
  });

  it('counts a thrown weapon as ranged, adding half Athleticism', () => {
    expect(damageBonus('thrown', { toughness: 8, athleticism: 4 })).toBe(2);
  });

  it('rounds half a stat toward zero: 5 gives +2, 1 gives +0, -3 gives -1', () => {
    const melee = (toughness: number) => damageBonus('melee', { toughness, athleticism: 0 });
    expect(melee(5)).toBe(2);
    expect(melee(1)).toBe(0);
    expect(melee(-3)).toBe(-1);
    expect(Object.is(melee(-1), 0)).toBe(true);
  });

  it('lets a negative bonus lower a hit but never below 0', () => {
    expect(hitDamage(3, -1)).toBe(2);
    expect(hitDamage(1, -2)).toBe(0);
  });
});

describe('Protection and Reduction (ruling: "best" defense and when Reduction applies)', () => {
  it('adds every usable Protection to base defense', () => {
    expect(totalDefense(7, [hauberk, buckler, defense('passive', 1)])).toBe(11);
  });

  it('drops active defenses when surprised, blind or helpless, but keeps passive ones', () => {
    expect(totalDefense(7, [hauberk, buckler], { surprised: true })).toBe(9);
    expect(totalDefense(7, [hauberk, buckler], { blind: true })).toBe(9);
    expect(totalDefense(7, [hauberk, buckler], { helpless: true })).toBe(9);
  });

  it('keeps Protection and Reduction apart when armour says they differ', () => {
    const plate: Defense = { kind: 'passive', protection: 3, reduction: 1 };
    expect(totalDefense(5, [plate])).toBe(8);
    expect(glancingReduction([plate])).toEqual({ passive: 1, active: 0 });
  });

  it('uses only the best passive and the best active Reduction on a glancing blow', () => {
    const worn = [defense('passive', 1), defense('passive', 3), defense('active', 2), defense('active', 1)];
    expect(glancingReduction(worn)).toEqual({ passive: 3, active: 2 });
    expect(damageTaken('glancing', 10, worn)).toBe(5);
  });

  it('does not count an active defense the target cannot use as the best one', () => {
    const worn = [defense('passive', 1), defense('active', 4)];
    expect(glancingReduction(worn, { surprised: true })).toEqual({ passive: 1, active: 0 });
    expect(damageTaken('glancing', 6, worn, { surprised: true })).toBe(5);
  });

  it('applies no Reduction to a direct hit', () => {
    expect(damageTaken('direct', 6, [hauberk, buckler])).toBe(6);
  });

  it('stops Reduction at 0: armour never heals', () => {
    expect(damageTaken('glancing', 2, [hauberk, buckler])).toBe(0);
  });

  it('never takes a hit below 0 Life lost, whatever the armour and damage', () => {
    const defenseArb = fc.record({
      kind: fc.constantFrom<'passive' | 'active'>('passive', 'active'),
      protection: fc.integer({ min: 0, max: 6 }),
      reduction: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<'direct' | 'glancing' | 'miss'>('direct', 'glancing', 'miss'),
        fc.integer({ min: -10, max: 30 }),
        fc.array(defenseArb, { maxLength: 5 }),
        fc.boolean(),
        (outcome, damage, worn, surprised) => {
          const lost = damageTaken(outcome, damage, worn, { surprised });
          expect(lost).toBeGreaterThanOrEqual(0);
          expect(lost).toBeLessThanOrEqual(Math.max(0, damage));
        },
      ),
    );
  });

  it('takes damage off current Life and never off maximum Life', () => {
    expect(applyDamage({ current: 12, max: 15 }, 5)).toEqual({ current: 7, max: 15 });
  });
});

describe('the raider worked example (base 7, hauberk 2/2, buckler 1/1)', () => {
  it('has total defense 10', () => {
    expect(totalDefense(raider.baseDefense, raider.defenses)).toBe(10);
  });

  it.each([
    [7, 'miss', false, 0],
    [9, 'glancing', false, 3],
    [10, 'glancing', false, 3],
    [12, 'direct', false, 6],
    [15, 'direct', true, 6],
  ] as const)('reads a result of %i as a %s (crippling: %s) and a 6-point hit as %i', (result, outcome, crippling, lost) => {
    const r = resolveAttack(result, raider, 6);
    expect(r.outcome).toBe(outcome);
    expect(r.crippling).toBe(crippling);
    expect(r.lifeLost).toBe(lost);
  });

  it('caught by surprise, has total defense 9 and only the hauberk soaks a glancing blow', () => {
    const r = resolveAttack(9, { ...raider, awareness: { surprised: true } }, 6);
    expect(r.total).toBe(9);
    expect(r.outcome).toBe('glancing');
    expect(r.lifeLost).toBe(4);
    expect(resolveAttack(10, { ...raider, awareness: { surprised: true } }, 6).outcome).toBe('direct');
  });
});

describe('Defend', () => {
  it('raises base defense by 2, which moves both thresholds up', () => {
    expect(defendedBase(7, true)).toBe(9);
    expect(defendedBase(7, false)).toBe(7);
    const r = resolveAttack(9, { ...raider, defending: true }, 6);
    expect(r.total).toBe(12);
    expect(r.outcome).toBe('miss');
    expect(resolveAttack(12, { ...raider, defending: true }, 6).outcome).toBe('glancing');
  });
});

describe('deflection (ruling: how long a deflection lasts and what it needs)', () => {
  it('turns a glancing blow aside entirely', () => {
    expect(resolveAttack(9, { ...raider, deflecting: true }, 6).lifeLost).toBe(0);
    expect(resolveAttack(10, { ...raider, deflecting: true }, 6).lifeLost).toBe(0);
  });

  it('does nothing against an attack that beats total defense', () => {
    expect(resolveAttack(11, { ...raider, deflecting: true }, 6).lifeLost).toBe(6);
  });

  it('needs a usable active defense: a target in armour alone cannot deflect', () => {
    expect(canDeflect([hauberk])).toBe(false);
    expect(canDeflect([hauberk, buckler])).toBe(true);
    expect(resolveAttack(9, { baseDefense: 7, defenses: [hauberk], deflecting: true }, 6).lifeLost).toBe(4);
  });

  it('fails when surprised, blind or helpless, as the active defense is lost', () => {
    expect(canDeflect([buckler], { blind: true })).toBe(false);
    expect(resolveAttack(8, { ...raider, awareness: { helpless: true }, deflecting: true }, 6).lifeLost).toBe(4);
  });

  it('covers every attack until the end of the round it was prepared in, not only the first (ruling: how long a deflection lasts and what it needs)', () => {
    const prepared = { preparedRound: 3 };
    expect(deflectionCovers(prepared, 3, raider.defenses)).toBe(true);
    expect(deflectionCovers(prepared, 3, raider.defenses)).toBe(true);
    expect(deflectionCovers(prepared, 4, raider.defenses)).toBe(false);
    expect(deflectionCovers(undefined, 3, raider.defenses)).toBe(false);
  });

  it('stops covering an attack that arrives once the shield is lost', () => {
    expect(deflectionCovers({ preparedRound: 2 }, 2, [hauberk])).toBe(false);
    expect(deflectionCovers({ preparedRound: 2 }, 2, raider.defenses, { surprised: true })).toBe(false);
  });
});
