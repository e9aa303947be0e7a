import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { meleePools, rangedPools, thrownPools } from '../attack.js';
import { upgrade } from '../pool.js';
import { parseShortLong } from '../ranged.js';
import {
  attackBuild,
  away,
  built,
  defensePool,
  distance,
  dodgePool,
  POOL_FIGHT_RULES,
  squares,
  weaponWords,
  type FighterInput,
  type Weapon,
} from './pool-fight.rules.js';

const fighter = (over: Partial<FighterInput> = {}): FighterInput => ({
  name: 'Ada',
  group: 'party',
  agility: 2,
  physique: 2,
  armour: 0,
  trained: false,
  health: 10,
  speed: 6,
  at: 0,
  weapon: {
    kind: 'melee',
    label: 'sword',
    weight: 'light',
    type: 'sharp',
    twoHanded: false,
    reach: false,
    throwable: false,
    electric: false,
    damage: null,
  },
  fix: null,
  ...over,
});

const arbMelee: fc.Arbitrary<Weapon> = fc.record({
  kind: fc.constant('melee' as const),
  label: fc.constant('blade'),
  weight: fc.constantFrom('light' as const, 'heavy' as const),
  type: fc.constantFrom('sharp' as const, 'pointy' as const, 'blunt' as const),
  twoHanded: fc.boolean(),
  reach: fc.boolean(),
  throwable: fc.boolean(),
  electric: fc.boolean(),
  damage: fc.constantFrom(null, [6] as const, [8, 8] as const),
});
const arbGun: fc.Arbitrary<Weapon> = fc.record({
  kind: fc.constant('gun' as const),
  label: fc.constant('gun'),
  caliber: fc.constantFrom('high' as const, 'low' as const),
  cart: fc.constantFrom(8 as const, 6 as const, 4 as const, 2 as const),
  damage: fc.constantFrom(null, [10] as const),
});
const arbFighter = (weapon: fc.Arbitrary<Weapon>) =>
  fc
    .record({
      agility: fc.integer({ min: 0, max: 6 }),
      physique: fc.integer({ min: 0, max: 6 }),
      armour: fc.integer({ min: 0, max: 4 }),
      trained: fc.boolean(),
      weapon,
    })
    .map((f) => fighter(f));

/** The same fighter as attack.ts's Defender. */
const defender = (f: FighterInput) => ({
  agility: f.agility,
  physique: f.physique,
  ...(f.armour === 0 ? {} : { armour: { rank: f.armour, enduranceOrMuscles: f.trained } }),
});

describe("an attack's four pools", () => {
  it('are the pools of the melee procedure (attack.ts), for any fighters and melee weapon', () => {
    fc.assert(
      fc.property(arbFighter(arbMelee), arbFighter(arbMelee), (a, t) => {
        const w = a.weapon as Extract<Weapon, { kind: 'melee' }>;
        const expected = meleePools(
          { weight: w.weight, type: w.type, twoHanded: w.twoHanded, ...(w.damage ? { damageDice: w.damage } : {}) },
          a,
          defender(t),
        );
        const b = attackBuild(a, t, 'melee', 1);
        expect({ base: b.base.pool, dodge: b.dodge.pool, damage: b.damage.pool, defense: b.defense.pool }).toEqual(expected);
      }),
    );
  });

  it('are the pools of the ranged procedure at every distance a caliber reaches', () => {
    fc.assert(
      fc.property(arbFighter(arbGun), arbFighter(arbMelee), fc.integer({ min: 1, max: 14 }), (a, t, d) => {
        const g = a.weapon as Extract<Weapon, { kind: 'gun' }>;
        const expected = rangedPools({ caliber: g.caliber, ...(g.damage ? { damageDice: g.damage } : {}) }, d, a, defender(t));
        fc.pre(!('error' in expected));
        const b = attackBuild(a, t, 'shot', d);
        expect({ base: b.base.pool, dodge: b.dodge.pool, damage: b.damage.pool, defense: b.defense.pool }).toEqual(expected);
      }),
    );
  });

  it('are the pools of a thrown weapon (ruling: how far a thrown weapon reaches)', () => {
    fc.assert(
      fc.property(arbFighter(arbMelee), arbFighter(arbMelee), fc.integer({ min: 1, max: 10 }), (a, t, d) => {
        const w = a.weapon as Extract<Weapon, { kind: 'melee' }>;
        const expected = thrownPools(
          { weight: w.weight, type: w.type, twoHanded: w.twoHanded, ...(w.damage ? { damageDice: w.damage } : {}) },
          d,
          a,
          defender(t),
        );
        const b = attackBuild(a, t, 'thrown', d);
        expect({ base: b.base.pool, dodge: b.dodge.pool, damage: b.damage.pool, defense: b.defense.pool }).toEqual(expected);
      }),
    );
  });

  it('adds help as extra d6s after the upgrades, not as upgrades (ruling: helping an attack)', () => {
    const b = attackBuild(fighter({ weapon: { ...fighter().weapon, type: 'pointy' } as Weapon }), fighter(), 'melee', 1, 2);
    expect(b.base.pool).toEqual([6, 6, 8, 8]);
    expect(b.base.text).toBe('2d6 + 2d8 (agility 2, +2 pointy, +2d6 help)');
  });

  it('names each step of a pool: rank 3 armour turns agility 1 into d8 (ruling: what a pool is and what an upgrade does)', () => {
    const bandit = fighter({ agility: 1, physique: 2, armour: 3 });
    expect(dodgePool(bandit).text).toBe('d8 (agility 1, +1 rank 3 armour)');
    expect(defensePool(bandit).text).toBe('2d8 (physique 2, +2 rank 3 armour)');
    expect(defensePool(bandit, true).text).toBe('2d6 (physique 2, armour ignored by a blunt weapon)');
  });

  it('leaves a pool of an attribute 0 a single d4, and upgrades it first (ruling: what a pool is and what an upgrade does)', () => {
    expect(dodgePool(fighter({ agility: 0 })).pool).toEqual([4]);
    expect(dodgePool(fighter({ agility: 0, armour: 1 })).pool).toEqual([10]);
  });

  it('gives rank 4 armour no bonus to a fighter without endurance or muscles', () => {
    expect(defensePool(fighter({ armour: 4 })).pool).toEqual([6, 6]);
    expect(defensePool(fighter({ armour: 4, trained: true })).pool).toEqual(upgrade([6, 6], 3));
  });

  it('reads "+2/+1" as short range, then long range (ruling: reading the caliber table)', () => {
    expect(parseShortLong('+2/+1')).toEqual({ short: 2, long: 1 });
    const jory = fighter({ agility: 3, weapon: { kind: 'gun', label: 'pistol', caliber: 'low', cart: 6, damage: null } });
    expect(attackBuild(jory, fighter(), 'shot', 8).base.text).toBe('d6 + 2d8 (agility 3, +2 low caliber, short)');
    expect(attackBuild(jory, fighter(), 'shot', 9).base.text).toBe('2d6 + d8 (agility 3, +1 low caliber, long)');
    expect(attackBuild(jory, fighter(), 'shot', 2).band).toBe('close');
  });

  it('states the default damage dice it used (ruling: the weapon’s own damage dice)', () => {
    expect(built([6], 'default d6', [{ label: 'sharp', value: 2 }]).text).toBe('d10 (default d6, +2 sharp)');
  });
});

describe('the fight on a line of squares (ruling: the fight on a line of squares)', () => {
  it('counts the squares between two fighters: adjacent is 1', () => {
    expect(distance({ at: 5 }, { at: 6 })).toBe(1);
    expect(distance({ at: 6 }, { at: 0 })).toBe(6);
    expect(squares(1)).toBe('adjacent');
    expect(squares(2)).toBe('2 squares');
    expect(away(1)).toBe('adjacent');
    expect(away(6)).toBe('6 squares away');
  });
});

describe('a weapon in words', () => {
  it('lists its traits', () => {
    expect(
      weaponWords({
        kind: 'melee',
        label: 'pike',
        weight: 'heavy',
        type: 'pointy',
        twoHanded: true,
        reach: true,
        throwable: false,
        electric: false,
        damage: null,
      }),
    ).toBe('pike (heavy, pointy, two-handed, reach)');
    expect(weaponWords({ kind: 'gun', label: 'rifle', caliber: 'high', cart: 4, damage: null })).toBe('rifle (high caliber, cart 4)');
  });
});

/** The id a heading gets on the built page (Starlight's slugger, for these plain headings). */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}
const pageText = (page: string) => readFileSync(new URL(`../../../content/${page}.mdx`, import.meta.url), 'utf8');

describe('the rulebook the fight links to', () => {
  it('has every linked section as a heading of its page, and every linked ruling on it', () => {
    for (const [key, rule] of Object.entries(POOL_FIGHT_RULES)) {
      const text = pageText(rule.page);
      const anchors = new Set([...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
      expect(anchors, `${key}: #${rule.section} on ${rule.page}`).toContain(rule.section);
      if (rule.title.startsWith('Table ruling: '))
        expect(text.replace(/’/g, "'"), `${key}: ${rule.title}`).toContain(`:::note[${rule.title.replace(/’/g, "'")}`);
    }
  });

  it('has a test citing each table ruling on the dice-pool pages', () => {
    const dir = new URL('../../../content/dice-pool/', import.meta.url);
    const rulings = readdirSync(dir).flatMap((f) =>
      [...readFileSync(new URL(f, dir), 'utf8').matchAll(/:::note\[Table ruling: ([^\]]+)\]/g)].map((m) => m[1]!.replace(/’/g, "'")),
    );
    // The tests of every dice-pool procedure (the pool fight, the whole fight that plays it) and
    // those of the concept modules they are built on.
    const system = new URL('../', import.meta.url);
    const folders = [
      system,
      ...readdirSync(system, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => new URL(`${d.name}/`, system)),
    ];
    const tests = folders
      .flatMap((here) =>
        readdirSync(here)
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => readFileSync(new URL(f, here), 'utf8')),
      )
      .join('\n')
      .replace(/’/g, "'")
      .replace(/\\'/g, "'");
    expect(rulings.length).toBeGreaterThan(10);
    for (const r of rulings) expect(tests, `a test names "(ruling: ${r})"`).toContain(`ruling: ${r})`);
  });
});
