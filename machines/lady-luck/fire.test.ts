import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import { FIRE_LEVELS, effectiveBrightness, effectiveFlammability, type Area, type FireLevel, type Flammability } from './areas.js';
import { readFileSync } from 'node:fs';
import { FIRE_RULES, describeRoundEvent, fireRound, ruleFor, type FireRules } from './fire.js';
import { type Creature, type FireMap } from './area-map.js';

const NEIGHBOUR: FireRules = { spreadFlammability: 'neighbour' };
import { gridMap } from './area-map.js';

export function area(id: string, q: Partial<Area> = {}): Area {
  return { id, col: 0, row: 0, brightness: 'dim', obscurity: 'clear', flammability: 2, wetness: null, fireLevel: null, ...q };
}

const one = (a: Area): FireMap => ({ areas: [a], links: [] });

/** Grow the fire in a lone Area with one fixed d6. */
function grow(flammability: Flammability, fireLevel: FireLevel, roll: number, wetness: number | null = null): FireLevel {
  const r = fireRound(one(area('x', { flammability, fireLevel, wetness })), [], createChance(1, [roll]));
  return r.map.areas[0]!.fireLevel;
}

/** The lowest d6 that grows the fire, found by trying every face; 7 means never. */
function lowestGrowingRoll(flammability: Flammability, fireLevel: FireLevel, wetness: number | null = null): number {
  for (let face = 1; face <= 6; face++) if (grow(flammability, fireLevel, face, wetness) !== fireLevel) return face;
  return 7;
}

const pc = (id: string, areaId: string, q: Partial<Creature> = {}): Creature => ({
  id,
  name: id,
  areaId,
  size: 1,
  defense: 3,
  kind: 'pc',
  constitution: 0,
  injuries: 0,
  injuryLimit: 0,
  alive: true,
  ...q,
});

describe('fire growth', () => {
  // Written out by hand from "d6 + flammability + fire level, 7 or more": 7 = never.
  const table: [Flammability, string][] = [
    //        level: -3 -2 -1  0  1  2  3  4  5
    [0, '7 7 7 7 6 5 4 3 2'],
    [1, '7 7 7 6 5 4 3 2 1'],
    [2, '7 7 6 5 4 3 2 1 1'],
  ];
  for (const [flam, row] of table) {
    it(`grows a fire in an Area of flammability ${flam} on these lowest rolls for levels −3 to 5: ${row}`, () => {
      const levels = [-3, -2, -1, 0, 1, 2, 3, 4, 5] as FireLevel[];
      expect(levels.map((l) => lowestGrowingRoll(flam, l)).join(' ')).toBe(row);
    });
  }

  it('grows a fire in a damp Area of flammability 0 (counting −1) on these lowest rolls for levels −3 to 5: 7 7 7 7 7 6 5 4 3', () => {
    const levels = [-3, -2, -1, 0, 1, 2, 3, 4, 5] as FireLevel[];
    expect(levels.map((l) => lowestGrowingRoll(0, l, 0)).join(' ')).toBe('7 7 7 7 7 6 5 4 3');
  });

  it('grows a contained fire straight to 0', () => {
    expect(grow(2, -1, 6)).toBe(0);
  });

  it('grows a loose fire by one level', () => {
    expect(grow(2, 3, 2)).toBe(4);
  });

  it('keeps a fire at the cap of 6 and rolls no die for it (ruling: fires with nothing to burn)', () => {
    const r = fireRound(one(area('x', { fireLevel: 6 })), [], createChance(1, [6]));
    expect(r.map.areas[0]!.fireLevel).toBe(6);
    expect(r.chance.fixedRolls).toEqual([6]);
    expect(r.events.filter((e) => e.kind === 'growth')).toEqual([]);
  });

  it('grows a fire at 5 to 6 and no further', () => {
    expect(grow(2, 5, 1)).toBe(6);
  });

  it('treats a damp Area as one less flammable (damp 0 burns at −1)', () => {
    expect(effectiveFlammability({ flammability: 0, wetness: 0 })).toBe(-1);
    expect(lowestGrowingRoll(2, 0, 0)).toBe(lowestGrowingRoll(1, 0));
    expect(lowestGrowingRoll(0, 3, 0)).toBe(5); // 5 - 1 + 3 = 7
  });

  it('never grows a fire in standing water (wetness above 0 removes flammability)', () => {
    for (const face of [1, 2, 3, 4, 5, 6]) expect(grow(2, 4, face, 1)).toBe(4);
  });

  it('never grows a fire in a non-flammable Area (a lantern in a stone hall stays a lantern) (ruling: fires with nothing to burn)', () => {
    expect(grow(null, 0, 6)).toBe(0);
  });
});

describe('fire spread', () => {
  const line = (source: FireLevel, target: Partial<Area> = {}, sourceFlam: Flammability = null): FireMap => ({
    areas: [area('a', { fireLevel: source, flammability: sourceFlam }), area('b', target)],
    links: [['a', 'b']],
  });

  it('does not spread from a fire of 1', () => {
    const r = fireRound(line(1), [], createChance(1, [6, 6, 6]));
    expect(r.map.areas[1]!.fireLevel).toBe(null);
    expect(r.events.some((e) => e.kind === 'spread')).toBe(false);
  });

  it("spreads by the growth roll's own numbers: d6 + the burning Area's flammability + its fire level (ruling: the seed's reading)", () => {
    // a burns at 2 with flammability 1: 1 + 2 = 3, so a 4 reaches 7, whatever b is made of.
    for (const b of [{ flammability: 0 }, { flammability: 2 }, { flammability: 1, wetness: 0 }] as Partial<Area>[]) {
      expect(fireRound(line(2, b, 1), [], createChance(1, [6, 4])).map.areas[1]!.fireLevel, JSON.stringify(b)).toBe(0);
      expect(fireRound(line(2, b, 1), [], createChance(1, [6, 3])).map.areas[1]!.fireLevel, JSON.stringify(b)).toBe(null);
    }
  });

  it("spreads from a fire in an Area that cannot burn with no flammability added (ruling: the seed's reading)", () => {
    // a is stone burning at 4 (set there by the GM): 4 + 0, so a 3 reaches 7 and a 2 does not.
    expect(fireRound(line(4, { flammability: 0 }), [], createChance(1, [3])).map.areas[1]!.fireLevel).toBe(0);
    expect(fireRound(line(4, { flammability: 2 }), [], createChance(1, [2])).map.areas[1]!.fireLevel).toBe(null);
  });

  it("adds the neighbour's flammability instead when the table chooses that option (ruling)", () => {
    // a is stone: only b's flammability 1 and a's level 2 count. Need 4.
    expect(fireRound(line(2, { flammability: 1 }), [], createChance(1, [4]), NEIGHBOUR).map.areas[1]!.fireLevel).toBe(0);
    expect(fireRound(line(2, { flammability: 1 }), [], createChance(1, [3]), NEIGHBOUR).map.areas[1]!.fireLevel).toBe(null);
  });

  it('spreads at every flammability and source level exactly when the total reaches 7, under either reading', () => {
    for (const flam of [0, 1, 2] as const) {
      for (const level of [2, 3, 4, 5, 6] as const) {
        for (let face = 1; face <= 6; face++) {
          // The seed's reading: a's own flammability counts (b's is set to something else on
          // purpose). Below 6, a first makes its growth roll (a 1 here), which spread ignores.
          const seedMap = line(level, { flammability: (2 - flam) as Flammability }, flam);
          const seedRolls = level < 6 ? [1, face] : [face];
          expect(
            fireRound(seedMap, [], createChance(1, seedRolls)).map.areas[1]!.fireLevel === 0,
            `seed: flam ${flam}, level ${level}, roll ${face}`,
          ).toBe(face + flam + level >= 7);
          const caught =
            fireRound(line(level, { flammability: flam }), [], createChance(1, [face]), NEIGHBOUR).map.areas[1]!.fireLevel === 0;
          expect(caught, `neighbour: flam ${flam}, level ${level}, roll ${face}`).toBe(face + flam + level >= 7);
        }
      }
    }
  });

  it('spreads into a flooded Area with oil on its water, and grows there, at its own flammability (ruling: oil on the water)', () => {
    // b: flammability 2 under water 1 deep, oil on it. a burns at 3 (flammability 1): 1 + 3, so a 3 catches.
    const oily = line(3, { flammability: 2, wetness: 1, oil: true }, 1);
    const caught = fireRound(oily, [], createChance(1, [1, 3]));
    expect(caught.map.areas[1]!.fireLevel).toBe(0);
    // Next round b grows from 0 with its own 2: a 5 reaches 7.
    const grown = fireRound(caught.map, [], createChance(1, [1, 5]));
    const growth = grown.events.find((e) => e.kind === 'growth' && e.area === 'b')!;
    expect(growth).toMatchObject({ flammability: 2, total: 7, grows: true, onOil: true });
    expect(ruleFor(growth)).toBe(FIRE_RULES.oil);
    expect(describeRoundEvent(growth)).toBe(
      'b growth roll: 5 on the die + 2 flammability = 7, 7 or more: the fire grows to 1. The oil on the water burns where the water alone would not.',
    );
    expect(ruleFor(caught.events.find((e) => e.kind === 'spread')!)).toBe(FIRE_RULES.oil);
    // A's own growth is none of the oil's doing.
    expect(grown.events.find((e) => e.kind === 'growth' && e.area === 'a')!).not.toHaveProperty('onOil');
    // The same Area without the oil never catches.
    const r = fireRound(line(3, { flammability: 2, wetness: 1 }, 1), [], createChance(1, [1, 6]));
    expect(r.map.areas[1]!.fireLevel).toBe(null);
  });

  it('sets a neighbour that catches to fire level 0', () => {
    expect(fireRound(line(6), [], createChance(1, [6])).map.areas[1]!.fireLevel).toBe(0);
  });

  it('never spreads into a non-flammable or flooded Area, and rolls no die for it (ruling: fires with nothing to burn)', () => {
    for (const target of [{ flammability: null }, { wetness: 1 }] as Partial<Area>[]) {
      const r = fireRound(line(6, target), [], createChance(1, [6]));
      expect(r.map.areas[1]!.fireLevel).toBe(null);
      expect(r.chance.fixedRolls).toEqual([6]);
    }
  });

  it('spreads into a damp Area at its flammability less one, with the neighbour option', () => {
    // damp flammability 1 counts 0: level 2 needs a 5.
    expect(fireRound(line(2, { flammability: 1, wetness: 0 }), [], createChance(1, [4]), NEIGHBOUR).map.areas[1]!.fireLevel).toBe(null);
    expect(fireRound(line(2, { flammability: 1, wetness: 0 }), [], createChance(1, [5]), NEIGHBOUR).map.areas[1]!.fireLevel).toBe(0);
  });

  it("spreads out of a damp Area at the burning Area's flammability less one (the seed's reading)", () => {
    const map: FireMap = { areas: [area('a', { fireLevel: 2, flammability: 1, wetness: 0 }), area('b')], links: [['a', 'b']] };
    // a's growth: 1 + 0 + 2 = 3 holds. Spread: 0 + 2, so a 4 misses and a 5 catches.
    expect(fireRound(map, [], createChance(1, [1, 4])).map.areas[1]!.fireLevel).toBe(null);
    expect(fireRound(map, [], createChance(1, [1, 5])).map.areas[1]!.fireLevel).toBe(0);
  });

  it('rolls no spread into an Area already burning at 0 or more (ruling)', () => {
    const r = fireRound(line(4, { fireLevel: 0, flammability: null }), [], createChance(1, [6, 6]));
    expect(r.events.filter((e) => e.kind === 'spread')).toEqual([]);
  });

  it('lets spread break a contained fire out to 0 (ruling)', () => {
    const map = line(4, { fireLevel: -2, flammability: 1 });
    // b's growth: 1 + 1 - 2 = 0, holds; then spread from stone a: 3 + 0 + 4 = 7, catches.
    const r = fireRound(map, [], createChance(1, [1, 3]));
    expect(r.map.areas[1]!.fireLevel).toBe(0);
  });

  it('makes no spread roll at a contained fire that grew to 0 this round (ruling: spreading into a fire)', () => {
    const map = line(4, { fireLevel: -1, flammability: 2 });
    // b's growth: 6 + 2 − 1 = 7, grows to 0; so no die is spent on spreading into it.
    const r = fireRound(map, [], createChance(1, [6, 6]));
    expect(r.map.areas[1]!.fireLevel).toBe(0);
    expect(r.events.filter((e) => e.kind === 'spread')).toEqual([]);
    expect(r.chance.fixedRolls).toEqual([6]);
  });

  it('rolls once more for a second burning neighbour only if the first missed', () => {
    const map: FireMap = {
      // Stone fires of 2: each needs a 5 under the seed's reading.
      areas: [
        area('a', { fireLevel: 2, flammability: null }),
        area('b', { flammability: 0 }),
        area('c', { fireLevel: 2, flammability: null }),
      ],
      links: [
        ['a', 'b'],
        ['b', 'c'],
      ],
    };
    const missThenHit = fireRound(map, [], createChance(1, [1, 5]));
    expect(missThenHit.events.filter((e) => e.kind === 'spread').length).toBe(2);
    expect(missThenHit.map.areas[1]!.fireLevel).toBe(0);
    const hitFirst = fireRound(map, [], createChance(1, [5, 1]));
    expect(hitFirst.events.filter((e) => e.kind === 'spread').length).toBe(1);
    expect(hitFirst.chance.fixedRolls).toEqual([1]);
  });

  it('spreads only to linked Areas: a map is a graph, not a picture', () => {
    const map: FireMap = { areas: [area('a', { fireLevel: 6 }), area('b', { col: 1 })], links: [] };
    expect(fireRound(map, [], createChance(1, [6, 6])).map.areas[1]!.fireLevel).toBe(null);
  });
});

describe('the order of events in a round (ruling: the order of events in a round)', () => {
  it('rolls growth for every Area first, then spread, then burning, each in map order', () => {
    const map: FireMap = {
      areas: [area('a', { fireLevel: 2 }), area('b', { fireLevel: 1 }), area('c')],
      links: [
        ['a', 'c'],
        ['b', 'c'],
      ],
    };
    const r = fireRound(map, [pc('p', 'b'), pc('q', 'a', { defense: 4 })], createChance(1, [1, 1, 1, 1, 1]));
    expect(r.events.map((e) => `${e.kind}:${'area' in e ? e.area : ''}`)).toEqual(['growth:a', 'growth:b', 'spread:c', 'burn:b', 'burn:a']);
  });

  it('reads the map as it stood when the round began: a fire that grows to 2 spreads from next round', () => {
    const map: FireMap = { areas: [area('a', { fireLevel: 1 }), area('b')], links: [['a', 'b']] };
    const r = fireRound(map, [], createChance(1, [6, 6]));
    expect(r.map.areas[0]!.fireLevel).toBe(2);
    expect(r.map.areas[1]!.fireLevel).toBe(null);
    expect(r.chance.fixedRolls).toEqual([6]);
  });

  it('burns at the level the round began with, and a newly caught Area neither grows nor burns yet', () => {
    const map: FireMap = { areas: [area('a', { fireLevel: 0 })], links: [] };
    const r = fireRound(map, [pc('p', 'a')], createChance(1, [6, 6]));
    expect(r.map.areas[0]!.fireLevel).toBe(1);
    expect(r.events.some((e) => e.kind === 'burn')).toBe(false);
  });
});

describe('burning', () => {
  const hall = (fireLevel: FireLevel, q: Partial<Area> = {}): FireMap => one(area('h', { fireLevel, flammability: null, ...q }));

  it('does not burn anyone in a fire of 0', () => {
    const r = fireRound(hall(0), [pc('p', 'h')], createChance(1, [6]));
    expect(r.events).toEqual([]);
  });

  it('attacks with d6 + fire level against Defense from fire level 1', () => {
    const miss = fireRound(hall(1), [pc('p', 'h', { defense: 4 })], createChance(1, [2]));
    expect(miss.events).toEqual([expect.objectContaining({ kind: 'burn', total: 3, defense: 4, hit: false })]);
    const hit = fireRound(hall(1), [pc('p', 'h', { defense: 4 })], createChance(1, [3, 6]));
    expect(hit.events[0]).toEqual(expect.objectContaining({ kind: 'burn', total: 4, hit: true }));
  });

  it("meets a shrouded Area's +1 Defense, as the seed gives anyone there against any attack (ruling: cover, light and fog against the flames)", () => {
    // Defense 4 + 1 for the shroud: 3 + 1 = 4 misses, 4 + 1 = 5 hits.
    const shroud = hall(1, { obscurity: 'shrouded' });
    expect(fireRound(shroud, [pc('p', 'h', { defense: 4 })], createChance(1, [3])).events[0]).toEqual(
      expect.objectContaining({ kind: 'burn', total: 4, defense: 5, cover: 1, hit: false }),
    );
    expect(fireRound(shroud, [pc('p', 'h', { defense: 4 })], createChance(1, [4, 6])).events[0]).toEqual(
      expect.objectContaining({ kind: 'burn', total: 5, defense: 5, cover: 1, hit: true }),
    );
  });

  it('takes no penalty for fog or darkness, and no bonus for bright light: it does not aim (ruling: cover, light and fog against the flames)', () => {
    for (const q of [
      { obscurity: 'obscured', brightness: 'dark' },
      { obscurity: 'clear', brightness: 'bright' },
    ] as Partial<Area>[]) {
      const r = fireRound(hall(1, q), [pc('p', 'h', { defense: 4 })], createChance(1, [3, 6]));
      expect(r.events[0], JSON.stringify(q)).toEqual(expect.objectContaining({ kind: 'burn', total: 4, defense: 4, cover: 0, hit: true }));
    }
  });

  it('makes a PC it hits roll Constitution against fire level + Injuries; passing adds an Injury (ruling: the Constitution roll after a burn)', () => {
    const r = fireRound(hall(3), [pc('p', 'h', { injuries: 1, constitution: 1 })], createChance(1, [1, 3]));
    expect(r.events[1]).toEqual(expect.objectContaining({ kind: 'constitution', threshold: 4, total: 4, success: true }));
    expect(r.creatures[0]).toEqual(expect.objectContaining({ injuries: 2, alive: true }));
  });

  it('kills a PC who fails the Constitution roll (ruling: the Constitution roll after a burn)', () => {
    const r = fireRound(hall(3), [pc('p', 'h', { injuries: 1, constitution: 1 })], createChance(1, [1, 2]));
    expect(r.creatures[0]!.alive).toBe(false);
  });

  it('gives an NPC its Injury without a roll, and kills it past its limit (ruling: the Constitution roll after a burn)', () => {
    const npc = pc('g', 'h', { kind: 'npc', injuryLimit: 1 });
    const first = fireRound(hall(2), [npc], createChance(1, [6, 6]));
    expect(first.creatures[0]).toEqual(expect.objectContaining({ injuries: 1, alive: true }));
    expect(first.chance.fixedRolls).toEqual([6]);
    const second = fireRound(hall(2), first.creatures, first.chance);
    expect(second.creatures[0]!.alive).toBe(false);
  });

  it('leaves the dead alone and burns nobody outside the fire', () => {
    const r = fireRound(hall(3), [pc('p', 'h', { alive: false }), pc('q', 'elsewhere')], createChance(1, [6]));
    expect(r.events).toEqual([]);
  });
});

describe('brightness', () => {
  it('lights a dark Area to dim when any fire is there, contained fires included', () => {
    expect(effectiveBrightness({ brightness: 'dark', fireLevel: -3 })).toBe('dim');
  });

  it('makes an Area bright from fire level 3, whatever it was', () => {
    expect(effectiveBrightness({ brightness: 'dark', fireLevel: 3 })).toBe('bright');
    expect(effectiveBrightness({ brightness: 'dim', fireLevel: 2 })).toBe('dim');
  });

  it('reports the change when a fire grows to 3', () => {
    const r = fireRound(one(area('x', { brightness: 'dark', fireLevel: 2 })), [], createChance(1, [6]));
    expect(r.events).toContainEqual({ kind: 'brightness', area: 'x', from: 'dim', to: 'bright' });
  });

  it('reports a dark Area turning dim when fire spreads into it', () => {
    const map: FireMap = { areas: [area('a', { fireLevel: 6 }), area('b', { brightness: 'dark' })], links: [['a', 'b']] };
    const r = fireRound(map, [], createChance(1, [6]));
    expect(r.events).toContainEqual({ kind: 'brightness', area: 'b', from: 'dark', to: 'dim' });
  });
});

// ------------------------------------------------------------------ properties

const arbLevel = fc.constantFrom(...FIRE_LEVELS);
const arbArea = fc.record({
  flammability: fc.constantFrom<Flammability>(null, 0, 1, 2),
  wetness: fc.constantFrom<number | null>(null, 0, 1 / 2, 1, 4),
  fireLevel: arbLevel,
});
export const arbGridMap = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })).chain(([cols, rows]) =>
  fc.array(arbArea, { minLength: cols * rows, maxLength: cols * rows }).map((qs) => {
    const g = gridMap(cols, rows);
    return { areas: g.areas.map((a, i) => ({ ...a, ...qs[i]! })), links: g.links } as FireMap;
  }),
);

describe('fire, for any map', () => {
  it('keeps every fire level between −3 and 6, and never lowers one', () => {
    fc.assert(
      fc.property(arbGridMap, fc.integer(), fc.integer({ min: 1, max: 8 }), (map, seed, rounds) => {
        let m = map;
        let chance = createChance(seed);
        for (let r = 0; r < rounds; r++) {
          const res = fireRound(m, [], chance);
          res.map.areas.forEach((a, i) => {
            const before = m.areas[i]!.fireLevel;
            expect(FIRE_LEVELS).toContain(a.fireLevel);
            if (before !== null) expect(a.fireLevel! >= before).toBe(true);
          });
          m = res.map;
          chance = res.chance;
        }
      }),
    );
  });

  it('never lights an Area that cannot burn', () => {
    fc.assert(
      fc.property(arbGridMap, fc.integer(), (map, seed) => {
        let m = map;
        let chance = createChance(seed);
        for (let r = 0; r < 6; r++) ({ map: m, chance } = fireRound(m, [], chance));
        m.areas.forEach((a, i) => {
          if (effectiveFlammability(map.areas[i]!) === null) expect(a.fireLevel).toBe(map.areas[i]!.fireLevel);
        });
      }),
    );
  });

  it('replays the same rounds from the same seed, and from its JSON', () => {
    fc.assert(
      fc.property(arbGridMap, fc.integer(), (map, seed) => {
        const a = fireRound(map, [pc('p', 'a1')], createChance(seed));
        const b = fireRound(JSON.parse(JSON.stringify(map)), [pc('p', 'a1')], JSON.parse(JSON.stringify(createChance(seed))));
        expect(b).toEqual(a);
      }),
    );
  });
});

describe('the rules each step links to', () => {
  // The anchors Starlight gives headings: lower case, punctuation dropped, spaces to hyphens.
  const slug = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
  const headings = (page: string) => {
    const text = readFileSync(new URL(`../../content/${page}.mdx`, import.meta.url), 'utf8');
    return new Set([...text.matchAll(/^#{2,4} (.+)$/gm)].map((m) => slug(m[1]!)));
  };

  it('points every rule at a heading that is on its page', () => {
    for (const [name, rule] of Object.entries(FIRE_RULES)) {
      expect(headings(rule.page), `${name} → ${rule.page}#${rule.section}`).toContain(rule.section);
    }
  });

  it("has the printed reference sheet add the burning Area's flammability to a spread roll, as the default does (ruling: whose flammability a spread roll adds)", () => {
    // The sheet once printed the neighbour's flammability as the rule, the table option rather than the seed's reading.
    const sheet = readFileSync(new URL('../../site/components/sheets/LadyLuckSheet.astro', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(sheet).toContain("d6 + the burning Area's flammability + its fire level");
    expect(sheet).not.toMatch(/d6 \+ the neighbour's flammability/);
  });
});
