import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance, seedRandom, type Chance } from '../core/random.js';
import { FIRE_LEVELS, FLAMMABILITIES, type Area, type FireLevel } from './areas.js';
import { fireRound, type FireRules } from './fire.js';
import { adjacency, type FireMap } from './area-map.js';
import {
  advanceOdds,
  forecast,
  areaNextOdds,
  playOut,
  roundOdds,
  startOdds,
  fireRollChance,
  formatChance,
  describeForecast,
  describeDistribution,
} from './fire-odds.js';
import { formatPercent } from '../core/explain.js';
import { MAX_GRID_COLUMNS, MAX_GRID_ROWS, gridMap } from './area-map.js';

const area = (id: string, q: Partial<Area> = {}): Area => ({
  id,
  col: 0,
  row: 0,
  brightness: 'dim',
  obscurity: 'clear',
  flammability: 2,
  wetness: null,
  fireLevel: null,
  ...q,
});

const levelsKey = (m: FireMap) => JSON.stringify(m.areas.map((a) => a.fireLevel));
const sameRandom = (a: Chance, b: Chance) => JSON.stringify(a.random) === JSON.stringify(b.random);

/**
 * Brute force: play the real `fireRound` with every sequence of d6 faces it asks for.
 * A round that needed more dice than the prefix held will have touched the generator;
 * then try each face for the next die.
 */
const NEIGHBOUR: FireRules = { spreadFlammability: 'neighbour' };
const BURNING: FireRules = { spreadFlammability: 'burning' };

function bruteRound(map: FireMap, rules: FireRules = BURNING): Map<string, { map: FireMap; p: number }> {
  const base = createChance(0);
  const out = new Map<string, { map: FireMap; p: number }>();
  let calls = 0;
  const visit = (prefix: number[], p: number) => {
    calls += 1;
    if (calls > 100_000) throw new Error('too many dice for brute force');
    const r = fireRound(map, [], { random: base.random, fixedRolls: prefix }, rules);
    if (!sameRandom(r.chance, base)) {
      for (let face = 1; face <= 6; face++) visit([...prefix, face], p / 6);
      return;
    }
    const k = levelsKey(r.map);
    const prev = out.get(k);
    out.set(k, { map: r.map, p: (prev?.p ?? 0) + p });
  };
  visit([], 1);
  return out;
}

function bruteForecast(map: FireMap, rounds: number, rules: FireRules = BURNING): number[][] {
  let dist = new Map([[levelsKey(map), { map, p: 1 }]]);
  for (let r = 0; r < rounds; r++) {
    const next = new Map<string, { map: FireMap; p: number }>();
    for (const { map: m, p } of dist.values()) {
      for (const [k, v] of bruteRound(m, rules)) {
        const prev = next.get(k);
        next.set(k, { map: v.map, p: (prev?.p ?? 0) + p * v.p });
      }
    }
    dist = next;
  }
  const marg = map.areas.map(() => FIRE_LEVELS.map(() => 0));
  for (const { map: m, p } of dist.values()) m.areas.forEach((a, i) => (marg[i]![FIRE_LEVELS.indexOf(a.fireLevel)]! += p));
  return marg;
}

const village: FireMap = {
  areas: [
    area('barn', { fireLevel: 2, flammability: 2 }),
    area('yard', { flammability: 1, wetness: 0 }),
    area('house', { flammability: 2, fireLevel: -1 }), // a campfire that can both grow and catch
    area('well', { flammability: 1, wetness: 1 }),
  ],
  links: [
    ['barn', 'yard'],
    ['yard', 'house'],
    ['barn', 'well'],
    ['house', 'barn'],
  ],
};

describe('odds this round', () => {
  it('gives the chance a fire grows as the share of d6 faces reaching 7', () => {
    expect(fireRollChance(1, 2)).toBeCloseTo(3 / 6, 12); // needs 4+
    expect(fireRollChance(2, 4)).toBe(1);
    expect(fireRollChance(0, 0)).toBe(0);
  });

  it('combines two burning neighbours as one minus the chance both miss', () => {
    const map: FireMap = {
      areas: [
        area('a', { fireLevel: 2, flammability: null }),
        area('b', { flammability: 1 }),
        area('c', { fireLevel: 3, flammability: null }),
      ],
      links: [
        ['a', 'b'],
        ['b', 'c'],
      ],
    };
    // The seed's reading: stone fires add no flammability; level 2 needs a 5, level 3 a 4.
    const b = roundOdds(map)[1]!;
    expect(b.grow).toBe(null);
    expect(b.catch).toBeCloseTo(1 - (1 - 2 / 6) * (1 - 3 / 6), 12);
    // The neighbour option: b's flammability 1 joins each roll.
    expect(roundOdds(map, NEIGHBOUR)[1]!.catch).toBeCloseTo(1 - (1 - 3 / 6) * (1 - 4 / 6), 12);
  });

  it('gives the exact 55.6% for a contained fire that may grow to 0 first, and so make no spread roll', () => {
    // A campfire (−1) in flammability 2 grows on a 6 (1 in 6). Otherwise a neighbour at 3 in
    // flammability 1 reaches it on a 3 or more (4 in 6): 5/6 × 4/6 = 55.6%, not 66.7%.
    const map: FireMap = {
      areas: [area('a', { fireLevel: 3, flammability: 1 }), area('b', { fireLevel: -1, flammability: 2 })],
      links: [['a', 'b']],
    };
    const b = roundOdds(map)[1]!;
    expect(b.grow).toBeCloseTo(1 / 6, 12);
    expect(b.catch).toBeCloseTo((5 / 6) * (4 / 6), 12);
    expect(formatPercent(b.catch!)).toBe('55.6%');
  });

  for (const rules of [BURNING, NEIGHBOUR]) {
    it(`matches brute force over every d6 face for each Area of a small village (${rules.spreadFlammability}'s flammability in spread rolls)`, () => {
      const brute = bruteRound(village, rules);
      const odds = roundOdds(village, rules);
      village.areas.forEach((a, i) => {
        let grew = 0;
        let loose = 0;
        for (const { map, p } of brute.values()) {
          const after = map.areas[i]!.fireLevel;
          if (after !== a.fireLevel) grew += p;
          if (after !== null && after >= 0) loose += p;
        }
        expect(odds[i]!.loose, a.id).toBeCloseTo(loose, 12);
        const changes = (odds[i]!.grow ?? 0) + (a.fireLevel === null || a.fireLevel < 0 ? (odds[i]!.catch ?? 0) : 0);
        expect(changes, a.id).toBeCloseTo(grew, 12);
      });
    });
  }

  it('shows the chance to grow (↑) and to catch (+) as a seeded simulation finds them, for every fire level, flammability and wetness, under either reading', () => {
    // The Area in question (b) sits between a fire of 3 in flammability 1 and a fire of 2 in
    // flammability 0. Count, over seeded rounds of the real procedure, how often b's own
    // growth roll grows it and how often a spread roll sets it alight.
    const TRIALS = 2000;
    const wetnesses = [null, 0, 1] as const;
    let checked = 0;
    for (const rules of [BURNING, NEIGHBOUR]) {
      for (const fireLevel of FIRE_LEVELS) {
        for (const flammability of FLAMMABILITIES) {
          for (const wetness of wetnesses) {
            const map: FireMap = {
              areas: [
                area('a', { fireLevel: 3, flammability: 1 }),
                area('b', { fireLevel, flammability, wetness }),
                area('c', { fireLevel: 2, flammability: 0 }),
              ],
              links: [
                ['a', 'b'],
                ['b', 'c'],
              ],
            };
            const odds = roundOdds(map, rules)[1]!;
            let grew = 0;
            let caught = 0;
            let chance = createChance(checked + 1);
            for (let t = 0; t < TRIALS; t++) {
              const r = fireRound(map, [], chance, rules);
              chance = r.chance;
              if (r.events.some((e) => e.kind === 'growth' && e.area === 'b' && e.grows)) grew++;
              if (r.events.some((e) => e.kind === 'spread' && e.area === 'b' && e.catches)) caught++;
            }
            const label = `${rules.spreadFlammability}: fire ${fireLevel}, flam ${flammability}, wet ${wetness}`;
            const near = (p: number | null, count: number) => {
              const q = p ?? 0;
              const margin = 4.5 * Math.sqrt((q * (1 - q)) / TRIALS) + 1e-9;
              expect(Math.abs(count / TRIALS - q), label).toBeLessThanOrEqual(margin);
              if (p === null) expect(count, label).toBe(0);
            };
            near(odds.grow, grew);
            near(odds.catch, caught);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(2 * 11 * 4 * 3);
  }, 60_000);

  it('gives a flooded Area no chance at all', () => {
    const well = roundOdds(village)[3]!;
    expect(well).toEqual({ id: 'well', grow: null, catch: null, loose: 0 });
  });
});

describe('the fire after N rounds', () => {
  it('walks every state exactly for a small map, matching brute force over 3 rounds, under either reading', () => {
    for (const rules of [BURNING, NEIGHBOUR]) {
      const exact = forecast(village, 3, { rules });
      expect(exact.method).toBe('exact');
      const brute = bruteForecast(village, 3, rules);
      exact.areas.forEach((a, i) => a.distribution.forEach((p, k) => expect(p).toBeCloseTo(brute[i]![k]!, 12)));
    }
  });

  it('matches brute force on any small line of Areas', () => {
    const arbArea = fc.record({
      flammability: fc.constantFrom<Area['flammability']>(null, 0, 1, 2),
      wetness: fc.constantFrom<number | null>(null, null, 0, 1),
      fireLevel: fc.constantFrom<FireLevel>(null, null, -1, 0, 2, 4),
    });
    fc.assert(
      fc.property(fc.array(arbArea, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 2 }), (qs, rounds) => {
        const map: FireMap = {
          areas: qs.map((q, i) => area(`x${i}`, q)),
          links: qs.slice(1).map((_, i) => [`x${i}`, `x${i + 1}`] as [string, string]),
        };
        const exact = forecast(map, rounds);
        const brute = bruteForecast(map, rounds);
        exact.areas.forEach((a, i) => a.distribution.forEach((p, k) => expect(p).toBeCloseTo(brute[i]![k]!, 12)));
      }),
      { numRuns: 40 },
    );
  });

  it("sums each Area's distribution to 1", () => {
    for (const f of [forecast(village, 4), forecast(village, 4, { forceMonteCarlo: true, samples: 500 })]) {
      for (const a of f.areas) expect(a.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    }
  });

  it('falls back to seeded Monte Carlo when the map is too big to walk, and says so', () => {
    const big = gridMap(6, 6, { flammability: 2 });
    const lit: FireMap = { ...big, areas: big.areas.map((a, i) => (i === 14 ? { ...a, fireLevel: 3 } : a)) };
    const f = forecast(lit, 6, { samples: 300 });
    expect(f.method).toBe('monte-carlo');
    expect(f.samples).toBe(300);
    expect(f.standardError).toBeGreaterThan(0);
    expect(describeForecast(f)).toMatch(/300 seeded play-outs/);
  });

  it('agrees with the exact walk within the error it reports', () => {
    const exact = forecast(village, 4);
    const mc = forecast(village, 4, { forceMonteCarlo: true, samples: 4000, seed: 9 });
    exact.areas.forEach((a, i) => {
      expect(Math.abs(a.burning - mc.areas[i]!.burning)).toBeLessThan(5 * mc.standardError! + 1e-9);
    });
  });

  it('gives the same Monte Carlo answer for the same seed', () => {
    const a = forecast(village, 3, { forceMonteCarlo: true, samples: 200, seed: 4 });
    const b = forecast(village, 3, { forceMonteCarlo: true, samples: 200, seed: 4 });
    expect(b).toEqual(a);
  });

  it('plays out the same levels as the real round, die for die, under either reading', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), fc.constantFrom(BURNING, NEIGHBOUR), (seed, rounds, rules) => {
        let m = village;
        let chance = createChance(seed);
        for (let r = 0; r < rounds; r++) ({ map: m, chance } = fireRound(m, [], chance, rules));
        const [levels, random] = playOut(village, adjacency(village), rounds, seedRandom(seed), rules);
        expect(levels).toEqual(m.areas.map((a) => a.fireLevel));
        expect(random).toEqual(chance.random);
      }),
    );
  });

  it('can be computed a little at a time and gives the same answer', () => {
    const job = startOdds(village, 4);
    let slices = 0;
    while (!advanceOdds(job, 1)) slices++;
    expect(slices).toBeGreaterThan(3);
    expect(job.result).toEqual(forecast(village, 4));
  });

  it('writes chances as whole percentages, never rounding a possibility to 0 or 100', () => {
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(0.004)).toBe('<1%');
    expect(formatChance(0.5)).toBe('50%');
    expect(formatChance(0.996)).toBe('>99%');
    expect(formatChance(1)).toBe('100%');
  });
});

describe('choosing how to forecast', () => {
  it('samples at once when more than 16 Areas can burn, and walks exactly at 16', () => {
    const lit = (cols: number, rows: number): FireMap => {
      const g = gridMap(cols, rows, { flammability: 1 });
      return { ...g, areas: g.areas.map((a, i) => (i === 0 ? { ...a, fireLevel: 0 } : a)) };
    };
    expect(startOdds(lit(4, 4), 2).walk.kind).toBe('exact');
    expect(startOdds(lit(17, 1), 2).walk.kind).toBe('monte-carlo');
    expect(forecast(lit(4, 4), 2).method).toBe('exact');
  });
});

describe('the tables on the fire page', () => {
  const sixths = (flam: number, levels: number[]) => levels.map((l) => Math.round(fireRollChance(flam, l) * 6)).join(' ');

  it('gives a fire these chances to grow, in sixths, for levels −3 to 5', () => {
    const levels = [-3, -2, -1, 0, 1, 2, 3, 4, 5];
    expect(sixths(-1, levels)).toBe('0 0 0 0 0 1 2 3 4');
    expect(sixths(0, levels)).toBe('0 0 0 0 1 2 3 4 5');
    expect(sixths(1, levels)).toBe('0 0 0 1 2 3 4 5 6');
    expect(sixths(2, levels)).toBe('0 0 1 2 3 4 5 6 6');
  });

  it('gives a neighbour these chances to catch from one fire of level 2 to 6, in sixths, by the flammability the ruling adds', () => {
    const levels = [2, 3, 4, 5, 6];
    expect(sixths(-1, levels)).toBe('1 2 3 4 5');
    expect(sixths(0, levels)).toBe('2 3 4 5 6');
    expect(sixths(1, levels)).toBe('3 4 5 6 6');
    expect(sixths(2, levels)).toBe('4 5 6 6 6');
  });
});

describe('describing a forecast', () => {
  it("lists an Area's likely levels, most likely first", () => {
    // One round of a lone fire at 2 in flammability 1: grows on 4+ (half the time).
    const f = forecast({ areas: [area('a', { flammability: 1, fireLevel: 2 })], links: [] }, 1);
    expect(describeDistribution(f.areas[0]!)).toBe('level 2 50%, level 3 50%');
  });

  it('writes a contained level with a real minus sign', () => {
    // A campfire (−1) in flammability 2 grows only on a 6.
    const f = forecast({ areas: [area('a', { flammability: 2, fireLevel: -1 })], links: [] }, 1);
    expect(describeDistribution(f.areas[0]!)).toBe('level −1 83%, level 0 17%');
  });
});

describe("the chosen Area's next round", () => {
  // A barn (3) and a shed (2) either side of a campfire (−1) and a damp yard; the shed also
  // borders the barn, so the yard may be reached by two fires, the first in map order first.
  const hamlet: FireMap = {
    areas: [
      area('barn', { fireLevel: 3, flammability: 1 }),
      area('camp', { fireLevel: -1, flammability: 2 }),
      area('yard', { flammability: 1, wetness: 0 }),
      area('shed', { fireLevel: 2, flammability: 2 }),
      area('pond', { flammability: 1, wetness: 1 }),
      area('hut', { fireLevel: 0, flammability: 0 }),
    ],
    links: [
      ['barn', 'camp'],
      ['barn', 'yard'],
      ['shed', 'yard'],
      ['shed', 'camp'],
      ['shed', 'barn'],
      ['shed', 'pond'],
      ['hut', 'yard'],
    ],
  };

  for (const rules of [BURNING, NEIGHBOUR]) {
    it(`matches 100,000 seeded rounds within a percentage point for every Area (${rules.spreadFlammability}'s flammability)`, () => {
      const N = 100_000;
      const counts = new Map<string, Map<string, number>>(hamlet.areas.map((a) => [a.id, new Map()]));
      let chance = createChance(rules.spreadFlammability === 'burning' ? 11 : 12);
      for (let t = 0; t < N; t++) {
        const r = fireRound(hamlet, [], chance, rules);
        chance = r.chance;
        for (const a of hamlet.areas) {
          // Classified from the round's own events, not from the odds code.
          const grew = r.events.some((e) => e.kind === 'growth' && e.area === a.id && e.grows);
          const spread = r.events.some((e) => e.kind === 'spread' && e.from === a.id && e.catches);
          const caught = r.events.some((e) => e.kind === 'spread' && e.area === a.id && e.catches);
          const loose = a.fireLevel !== null && a.fireLevel >= 0;
          const id = loose
            ? grew
              ? spread
                ? 'grows-spreads'
                : 'grows'
              : spread
                ? 'spreads'
                : 'stays'
            : grew
              ? 'grows'
              : caught
                ? 'catches'
                : 'stays';
          const m = counts.get(a.id)!;
          m.set(id, (m.get(id) ?? 0) + 1);
        }
      }
      for (const a of hamlet.areas) {
        const odds = areaNextOdds({ map: hamlet, rules }, a.id)!;
        expect(
          odds.outcomes.reduce((s, o) => s + o.p, 0),
          a.id,
        ).toBeCloseTo(1, 12);
        const seen = counts.get(a.id)!;
        for (const id of new Set([...seen.keys(), ...odds.outcomes.map((o) => o.id)])) {
          const p = odds.outcomes.find((o) => o.id === id)?.p ?? 0;
          expect(Math.abs((seen.get(id) ?? 0) / N - p), `${a.id} ${id}`).toBeLessThan(0.01);
        }
      }
    }, 60_000);
  }

  it("works out the odds on every Area of the largest map a table may draw, and the chosen Area's next round, in under 5 ms", () => {
    // 26 × 26 Areas, flammability 2, every other Area on fire at a level from −3 to 5: each
    // unlit Area has burning neighbours, each fire has neighbours to reach.
    const grid = gridMap(MAX_GRID_COLUMNS, MAX_GRID_ROWS, { flammability: 2 });
    const levels: FireLevel[] = [-3, -2, -1, 0, 1, 2, 3, 4, 5];
    const map: FireMap = {
      ...grid,
      areas: grid.areas.map((a, i) => ((a.col + a.row) % 2 === 0 ? { ...a, fireLevel: levels[i % levels.length]! } : a)),
    };
    const middle = map.areas[Math.floor(map.areas.length / 2)]!.id;
    for (const rules of [BURNING, NEIGHBOUR]) {
      // The median of 21 runs: the machine running the tests is shared, and a busy moment is not the code's.
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const t0 = performance.now();
        roundOdds(map, rules);
        areaNextOdds({ map, rules }, middle);
        times.push(performance.now() - t0);
      }
      expect(times.sort((a, b) => a - b)[10], rules.spreadFlammability).toBeLessThan(5);
    }
    expect(roundOdds(map)).toHaveLength(MAX_GRID_COLUMNS * MAX_GRID_ROWS);
    expect(areaNextOdds({ map, rules: BURNING }, middle)!.outcomes.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 12);
  });

  it('names the outcomes in words, with the rule that decides them', () => {
    const camp = areaNextOdds({ map: hamlet, rules: BURNING }, 'camp')!;
    expect(camp.question).toBe('What happens in camp next round?');
    expect(camp.outcomes.map((o) => o.label)).toEqual([
      'its own fire grows to 0 and breaks loose',
      'a neighbour sets it alight at 0',
      'stays contained at −1',
    ]);
    expect(camp.rule?.section).toBe('growth');
    expect(areaNextOdds({ map: hamlet, rules: BURNING }, 'pond')!.outcomes).toEqual([{ id: 'stays', label: 'stays unlit', p: 1 }]);
    expect(areaNextOdds({ map: hamlet, rules: BURNING }, 'nowhere')).toBeUndefined();
  });
});
