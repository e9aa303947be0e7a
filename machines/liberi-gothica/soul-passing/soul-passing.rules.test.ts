import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomInt, seedRandom, type RandomState } from '../../core/random.js';
import {
  absorptionYield,
  conversionLimits,
  fillGauge,
  passes,
  passingChance,
  passingNeed,
  prayerFinishChance,
  shareYield,
  survivalAtRoundStart,
  survivalFrom,
  survivesRolls,
} from './soul-passing.rules.js';
import { soulVitality } from '../body.js';
import { actionsPerTurn, causeOfDeath, condition, conditionsAtZero, type Body } from '../body.js';

const body = (b: Partial<Body>): Body => ({ life: 5, vitality: 6, toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3, ...b });

describe('passing on', () => {
  it('needs a 10 on the first roll, then one less after each roll that fails (ruling: the roll gets easier after each failure)', () => {
    expect([0, 1, 2, 3].map(passingNeed)).toEqual([10, 9, 8, 7]);
  });

  it('never needs less than 1, so the tenth roll always passes the soul on', () => {
    expect(passingNeed(9)).toBe(1);
    expect(passingNeed(10)).toBe(1);
    expect(passingNeed(50)).toBe(1);
    expect(passingChance(9)).toBe(1);
    fc.assert(fc.property(fc.nat(1000), (i) => passingNeed(i) >= 1 && passingNeed(i) <= 10));
  });

  it('passes on a roll equal to the need and not one below it', () => {
    expect(passes(10, 0)).toBe(true);
    expect(passes(9, 0)).toBe(false);
    expect(passes(8, 2)).toBe(true);
    expect(passes(7, 2)).toBe(false);
  });

  it('refuses a roll index that is not a whole number from 0', () => {
    expect(() => passingNeed(-1)).toThrow(RangeError);
    expect(() => passingNeed(1.5)).toThrow(RangeError);
  });
});

describe('the odds of the soul lingering', () => {
  it('is certain in round 1 and 9 in 10 at the start of round 2 (end-of-round rolls)', () => {
    expect(survivalAtRoundStart(1)).toBe(1);
    expect(survivalAtRoundStart(2)).toBeCloseTo(0.9, 12);
    expect(survivalAtRoundStart(3)).toBeCloseTo(0.72, 12);
    expect(survivalAtRoundStart(4)).toBeCloseTo(0.504, 12);
  });

  it('reaches exactly 0 at round 11 and stays there', () => {
    expect(survivalAtRoundStart(10)).toBeGreaterThan(0);
    expect(survivalAtRoundStart(11)).toBe(0);
    expect(survivalAtRoundStart(30)).toBe(0);
  });

  it('agrees, closed form against the product of the rolls, in every round', () => {
    for (let r = 1; r <= 15; r++) expect(survivalAtRoundStart(r)).toBeCloseTo(survivesRolls(r - 1), 12);
  });

  it('lets a soul make about 3.66 rolls on average (the sum of its survival chances)', () => {
    let mean = 0;
    for (let n = 0; n <= 10; n++) mean += survivesRolls(n);
    expect(mean).toBeCloseTo(3.66021568, 8);
  });

  it('lists the chance from now on, ending at the round it reaches 0', () => {
    const from = survivalFrom(3, 2);
    expect(from[0]).toEqual({ round: 3, probability: 1 });
    expect(from[1]!.probability).toBeCloseTo(0.7, 12);
    expect(from.at(-1)).toEqual({ round: 11, probability: 0 });
  });

  // 100,000 simulated souls: the standard error of a proportion is at most
  // sqrt(0.25 / 100000) ≈ 0.0016, so 0.006 (nearly four standard errors) is the tolerance.
  it('matches a seeded simulation of 100,000 souls within 0.006 in every round', () => {
    const souls = 100_000;
    const stillHere = new Array<number>(12).fill(0);
    let random: RandomState = seedRandom(20260101);
    for (let s = 0; s < souls; s++) {
      let round = 1;
      for (let rolls = 0; ; rolls++) {
        stillHere[round]! += 1;
        let roll: number;
        [roll, random] = randomInt(random, 1, 10);
        if (passes(roll, rolls)) break;
        round += 1;
      }
    }
    for (let r = 1; r <= 11; r++) {
      expect(Math.abs(stillHere[r]! / souls - survivalAtRoundStart(r))).toBeLessThan(0.006);
    }
  });
});

describe('a prayer started now', () => {
  it('always finishes when both actions fit in this turn', () => {
    expect(prayerFinishChance(2, 2, 2, 0)).toBe(1);
    expect(prayerFinishChance(1, 1, 2, 5)).toBe(1);
  });

  it('with one action left it must outlast one end-of-round roll', () => {
    expect(prayerFinishChance(2, 1, 2, 0)).toBeCloseTo(0.9, 12);
    expect(prayerFinishChance(2, 1, 2, 3)).toBeCloseTo(0.6, 12);
    expect(prayerFinishChance(2, 1, 2, 9)).toBe(0);
  });

  it('with no action left, or no actions in a turn, cannot finish', () => {
    expect(prayerFinishChance(2, 0, 2, 0)).toBe(0);
    expect(prayerFinishChance(2, 1, 0, 0)).toBe(0);
  });
});

describe('character death', () => {
  it('is unconscious at Life -1 and dead only below minus Toughness: Toughness 3 dies at -4', () => {
    expect(condition(body({ life: 0 }))).toBe('alive');
    expect(condition(body({ life: -1 }))).toBe('unconscious');
    expect(condition(body({ life: -3 }))).toBe('unconscious');
    expect(condition(body({ life: -4 }))).toBe('dead');
    expect(causeOfDeath(body({ life: -4 }))).toBe('life');
  });

  it('dies at Vitality -1 but not at 0', () => {
    expect(condition(body({ vitality: 0 }))).toBe('alive');
    expect(condition(body({ vitality: -1 }))).toBe('dead');
    expect(causeOfDeath(body({ vitality: -1 }))).toBe('vitality');
  });

  it('dies when any TACKS attribute is below 0, and at 0 only suffers', () => {
    for (const t of ['toughness', 'athleticism', 'charm', 'knowledge', 'spirit'] as const) {
      expect(condition(body({ [t]: 0 }))).toBe('alive');
      expect(condition(body({ [t]: -1 }))).toBe('dead');
      expect(causeOfDeath(body({ [t]: -1 }))).toBe(t);
    }
    expect(conditionsAtZero(body({ knowledge: 0 }))).toEqual(['knowledge 0: unable to process thought: effectively brain dead']);
  });

  it('gives one action a turn at 0 Life or 0 Vitality, two otherwise, none when down', () => {
    expect(actionsPerTurn({ life: 1, vitality: 1 })).toBe(2);
    expect(actionsPerTurn({ life: 0, vitality: 5 })).toBe(1);
    expect(actionsPerTurn({ life: 5, vitality: 0 })).toBe(1);
    expect(actionsPerTurn({ life: -1, vitality: 5 })).toBe(0);
  });

  it('leaves nothing to gather from a soul dead of Vitality below 0', () => {
    expect(soulVitality(-2)).toBe(0);
    expect(soulVitality(7)).toBe(7);
  });
});

describe('gathering a soul', () => {
  it('absorbs half, rounded down, on a 1 or 2 and all on a 3 to 6', () => {
    expect(absorptionYield(7, 1)).toBe(3);
    expect(absorptionYield(7, 2)).toBe(3);
    expect(absorptionYield(7, 3)).toBe(7);
    expect(absorptionYield(7, 6)).toBe(7);
    expect(absorptionYield(1, 1)).toBe(0);
    expect(absorptionYield(8, 2)).toBe(4);
    expect(() => absorptionYield(7, 7)).toThrow(RangeError);
  });

  it('caps the Soul Gauge at 20 and loses what will not fit', () => {
    expect(fillGauge(15, 4)).toEqual({ gauge: 19, kept: 4, lost: 0 });
    expect(fillGauge(15, 5)).toEqual({ gauge: 20, kept: 5, lost: 0 });
    expect(fillGauge(15, 6)).toEqual({ gauge: 20, kept: 5, lost: 1 });
    expect(fillGauge(20, 3)).toEqual({ gauge: 20, kept: 0, lost: 3 });
  });

  it('gives the gatherer everything without the balanced option', () => {
    expect(shareYield(7, 1, [0, 1, 2], false)).toEqual([{ who: 1, vitality: 7 }]);
  });

  it('shares equally among 1 to 6 Liberi, rounded down, the remainder to the gatherer', () => {
    const expected: Record<number, number[]> = {
      1: [13],
      2: [6, 7],
      3: [4, 5, 4],
      4: [3, 4, 3, 3],
      5: [2, 5, 2, 2, 2],
      6: [2, 3, 2, 2, 2, 2],
    };
    for (let n = 1; n <= 6; n++) {
      const within = Array.from({ length: n }, (_, i) => i);
      const gatherer = n === 1 ? 0 : 1;
      expect(shareYield(13, gatherer, within, true).map((s) => s.vitality)).toEqual(expected[n]);
    }
  });

  it('never creates or loses Vitality in the sharing itself', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 6 }), fc.nat(5), (amount, n, g) => {
        const within = Array.from({ length: n }, (_, i) => i);
        const gatherer = g % n;
        const shares = shareYield(amount, gatherer, within, true);
        const sum = shares.reduce((t, s) => t + s.vitality, 0);
        const others = shares.filter((s) => s.who !== gatherer);
        return sum === amount && others.every((s) => s.vitality === Math.floor(amount / n));
      }),
    );
  });

  it('converts no more than the body holds, the gauge has room for, or the maximum allows', () => {
    expect(conversionLimits({ vitality: 8, maxVitality: 10, gauge: 15 })).toEqual({ toGauge: 5, toVitality: 2 });
    expect(conversionLimits({ vitality: 0, maxVitality: 10, gauge: 20 })).toEqual({ toGauge: 0, toVitality: 10 });
  });
});

describe('what an absorption gives on average', () => {
  it('is all the Vitality four times in six and half of it, rounded down, twice in six', async () => {
    const { absorptionExpected } = await import('./soul-passing.rules.js');
    expect(absorptionExpected(6)).toBe((4 * 6 + 2 * 3) / 6);
    expect(absorptionExpected(7)).toBe((4 * 7 + 2 * 3) / 6);
    expect(absorptionExpected(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (v) => {
        const byFaces = [1, 2, 3, 4, 5, 6].reduce((sum, d) => sum + absorptionYield(v, d), 0) / 6;
        expect(absorptionExpected(v)).toBeCloseTo(byFaces, 12);
      }),
    );
  });
});
