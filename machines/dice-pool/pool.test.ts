import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import {
  LADDER,
  beats,
  buildPool,
  damageDealt,
  describePool,
  parsePool,
  poolDistribution,
  poolMaximum,
  rollPool,
  startingPool,
  upgrade,
  type Pool,
} from './pool.js';

const poolArb = fc.array(fc.constantFrom(...LADDER), { minLength: 1, maxLength: 8 });

describe('building a pool', () => {
  it('rolls one d6 for each point of the attribute', () => {
    expect(startingPool(3)).toEqual([6, 6, 6]);
    expect(startingPool(1)).toEqual([6]);
  });

  it('rolls a single d4 for an attribute of 0', () => {
    expect(startingPool(0)).toEqual([4]);
  });

  it('refuses a negative or fractional attribute', () => {
    expect(() => startingPool(-1)).toThrow(RangeError);
    expect(() => startingPool(1.5)).toThrow(RangeError);
  });
});

describe('upgrading a pool', () => {
  it('raises one die one step per +1, up the ladder d4, d6, d8, d10, d12', () => {
    expect([0, 1, 2, 3, 4].map((n) => describePool(upgrade([4], n)))).toEqual(['d4', 'd6', 'd8', 'd10', 'd12']);
  });

  it('upgrades the smallest die first, so a pool grows evenly', () => {
    expect(upgrade([6, 8], 1)).toEqual([8, 8]);
    expect(upgrade([6, 6, 10], 2)).toEqual([8, 8, 10]);
  });

  it('changes nothing with a +0 bonus', () => {
    expect(upgrade([6, 6], 0)).toEqual([6, 6]);
  });

  it('adds a new d6 once every die is a d12', () => {
    expect(upgrade([12], 1)).toEqual([6, 12]);
    expect(upgrade([12, 12], 1)).toEqual([6, 12, 12]);
  });

  it('upgrades that new d6 with the next +1, since it is now the smallest die', () => {
    expect(upgrade([12], 2)).toEqual([8, 12]);
    expect(describePool(buildPool(1, 4))).toBe('d6 + d12');
    expect(describePool(buildPool(1, 5))).toBe('d8 + d12');
  });

  it('adds bonuses on the same pool before upgrading: +2 and +1 are three steps', () => {
    expect(buildPool(2, 2, 1)).toEqual(buildPool(2, 3));
    expect(describePool(buildPool(2, 2, 1))).toBe('d8 + d10');
  });

  it.each([
    [0, ['d4', 'd6', 'd8', 'd10']],
    [1, ['d6', 'd8', 'd10', 'd12']],
    [2, ['2d6', 'd6 + d8', '2d8', 'd8 + d10']],
    [3, ['3d6', '2d6 + d8', 'd6 + 2d8', '3d8']],
    [4, ['4d6', '3d6 + d8', '2d6 + 2d8', 'd6 + 3d8']],
  ])('builds attribute %i with +0 to +3 as the page’s table: %j', (attribute, row) => {
    expect([0, 1, 2, 3].map((b) => describePool(buildPool(attribute, b)))).toEqual(row);
  });

  it('never loses dice and always raises the pool’s best roll', () => {
    fc.assert(
      fc.property(poolArb, fc.integer({ min: 1, max: 20 }), (pool, steps) => {
        const up = upgrade(pool as Pool, steps);
        expect(up.length).toBeGreaterThanOrEqual(pool.length);
        expect(poolMaximum(up)).toBeGreaterThan(poolMaximum(pool as Pool));
      }),
    );
  });

  it('gives the same pool whether upgraded in one go or step by step', () => {
    fc.assert(
      fc.property(poolArb, fc.nat(10), fc.nat(10), (pool, a, b) => {
        expect(upgrade(upgrade(pool as Pool, a), b)).toEqual(upgrade(pool as Pool, a + b));
      }),
    );
  });
});

describe('writing and reading pools', () => {
  it('writes counts before repeated dice, smallest first', () => {
    expect(describePool([8, 6, 6])).toBe('2d6 + d8');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(poolArb, (pool) => {
        expect(parsePool(describePool(pool as Pool))).toEqual({ pool: [...pool].sort((a, b) => a - b) });
      }),
    );
  });

  it('explains a die that is not on the ladder', () => {
    expect(parsePool('2d6 + d20')).toEqual({ error: 'd20 is not on the ladder d4, d6, d8, d10, d12' });
    expect(parsePool('three d6')).toHaveProperty('error');
  });

  it('refuses a pool of more than 40 dice rather than building billions', () => {
    expect(parsePool('99999999999d6')).toHaveProperty('error');
    expect(parsePool('41d6')).toEqual({ error: 'a pool holds at most 40 dice' });
    expect(parsePool('20d6 + 20d8')).toHaveProperty('pool');
  });

  it('never returns anything but a short list of ladder dice, smallest first, whatever it is given', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('constructor', '__proto__', 'toString', 'd0', '0d6', '-1d6', 'd6+', '1e3d6', '2d6 + d8'),
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 })), { maxLength: 4 })
        .map((xs) => xs.map(([n, d]) => `${n}d${d}`).join(' + ')),
    );
    fc.assert(
      fc.property(text, (t) => {
        const r = parsePool(t);
        if ('error' in r) {
          expect(typeof r.error).toBe('string');
          return;
        }
        expect(r.pool.length).toBeGreaterThan(0);
        expect(r.pool.length).toBeLessThanOrEqual(40);
        for (const d of r.pool) expect([4, 6, 8, 10, 12]).toContain(d);
        expect([...r.pool].sort((a, b) => a - b)).toEqual(r.pool);
      }),
    );
  });
});

describe('the exact distribution of a pool', () => {
  it("adds up to 1 and reaches from the number of dice to the pool's best roll", () => {
    fc.assert(
      fc.property(poolArb, (pool) => {
        const dist = poolDistribution(pool as Pool);
        expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(dist.length - 1).toBe(pool.reduce((a, b) => a + b, 0));
        dist.forEach((p, t) => expect(p > 0).toBe(t >= pool.length));
      }),
    );
  });

  it('gives 2d6 a 7 one time in six', () => {
    expect(poolDistribution([6, 6])[7]).toBeCloseTo(1 / 6, 12);
  });
});

describe('comparing two pools', () => {
  it('adds up each pool', () => {
    const [roll] = rollPool(createChance(1, [2, 7]), [6, 8]);
    expect(roll).toEqual({ faces: [2, 7], total: 9 });
  });

  it('lets the attacker succeed only with a strictly higher total', () => {
    expect(beats(8, 7)).toBe(true);
  });

  it('gives a tie to the defender', () => {
    expect(beats(7, 7)).toBe(false);
  });

  it('deals the damage total minus the defense total', () => {
    expect(damageDealt(9, 6)).toBe(3);
  });

  it('does no harm when defense equals or beats damage', () => {
    expect(damageDealt(6, 6)).toBe(0);
    expect(damageDealt(4, 9)).toBe(0);
    fc.assert(fc.property(fc.nat(100), fc.nat(100), (d, def) => damageDealt(d, def) >= 0));
  });
});
