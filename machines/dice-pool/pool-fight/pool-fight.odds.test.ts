import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { createChance, seedRandom } from '../../core/random.js';
import { rollPool, type Die, type Pool } from '../pool.js';
import { poolFightMachine } from './pool-fight.machine.js';
import { rollDamage, rollHit } from './pool-fight.steps.js';
import type { PoolFightContext, PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { attackDamageOdds, beatChance, damageLevels, helpDiceChances, hitChances, levelOutcomes, nextOdds } from './pool-fight.odds.js';
import { parseGroup } from './pool-fight.setup.js';

const die = fc.constantFrom<Die>(4, 6, 8, 10, 12);
const smallPool = fc.array(die, { minLength: 1, maxLength: 3 }).map((p) => [...p].sort((a, b) => a - b) as Pool);

/** Every way the pool's dice can land, each with its chance (for pools of a few dice). */
function faces(pool: Pool): [number, number][] {
  let out: [number, number][] = [[0, 1]];
  for (const sides of pool)
    out = out.flatMap(([t, p]) => Array.from({ length: sides }, (_, k) => [t + k + 1, p / sides] as [number, number]));
  return out;
}

/** The jam rule as the cart-size table says it, written out here on its own. */
function jamsHere(cart: number, mine: number, theirs: number): boolean {
  if (mine > theirs) return false;
  if (cart === 8) return true;
  if (cart === 6) return theirs - mine > 2;
  if (cart === 4) return mine <= theirs / 2;
  return false;
}

function contextAt(input: PoolFightInput, events: readonly PoolFightEvent[]): PoolFightContext {
  let [snap] = initialTransition(poolFightMachine, input);
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused ${JSON.stringify(e)}`);
    [snap] = transition(poolFightMachine, snap, e);
  }
  return snap.context;
}

const input = (party: string, foes: string, seed = 1): PoolFightInput => ({
  seed,
  fighters: [...parseGroup('party', 'party', party, []), ...parseGroup('foes', 'foes', foes, [])],
  jamDifficulty: [6],
});
const ATTACK: PoolFightEvent[] = [
  { type: 'order.chosen', first: 'party' },
  { type: 'attack.made', by: 0, target: 1 },
];
const MARA = 'Mara agility 2 physique 2 with sword light sharp';
const BANDIT = 'Bandit agility 1 physique 2 armour 3 at 1';

describe('exact odds from the pools’ distributions', () => {
  it('weighs a hit as every pair of totals where the attacker is strictly higher', () => {
    fc.assert(
      fc.property(smallPool, smallPool, (a, b) => {
        let p = 0;
        for (const [x, px] of faces(a)) for (const [y, py] of faces(b)) if (x > y) p += px * py;
        expect(beatChance(a, b)).toBeCloseTo(p, 10);
      }),
    );
  });

  it('splits a miss into a jam and a clean miss by the cart size, the three adding up to 1', () => {
    fc.assert(
      fc.property(smallPool, smallPool, fc.constantFrom(8 as const, 6 as const, 4 as const, 2 as const), (a, b, cart) => {
        let hit = 0;
        let jam = 0;
        for (const [x, px] of faces(a))
          for (const [y, py] of faces(b)) {
            if (x > y) hit += px * py;
            else if (jamsHere(cart, x, y)) jam += px * py;
          }
        const c = hitChances(a, b, cart);
        expect(c.hit).toBeCloseTo(hit, 10);
        expect(c.jam).toBeCloseTo(jam, 10);
        expect(c.hit + c.miss + c.jam).toBeCloseTo(1, 10);
      }),
    );
  });

  it('gives each damage level the chance that damage minus defense (never below 0) is that level', () => {
    fc.assert(
      fc.property(smallPool, smallPool, fc.integer({ min: 1, max: 3 }), (d, f, share) => {
        const want: number[] = [];
        for (const [x, px] of faces(d))
          for (const [y, py] of faces(f)) {
            const n = Math.max(0, Math.floor(x / share) - y);
            want[n] = (want[n] ?? 0) + px * py;
          }
        const got = damageLevels(d, f, share);
        expect(got.length).toBe(want.length);
        want.forEach((p, n) => expect(got[n]).toBeCloseTo(p ?? 0, 10));
      }),
    );
  });

  it('adds a burning weapon’s 1d6 of fire to every level, never reduced by defense (ruling: a fiery weapon in the fight)', () => {
    fc.assert(
      fc.property(smallPool, smallPool, (d, f) => {
        const want: number[] = [];
        for (const [x, px] of faces(d))
          for (const [y, py] of faces(f))
            for (let burn = 1; burn <= 6; burn++) {
              const n = Math.max(0, x - y) + burn;
              want[n] = (want[n] ?? 0) + (px * py) / 6;
            }
        const got = damageLevels(d, f, 1, true);
        expect(got.length).toBe(want.length);
        want.forEach((p, n) => expect(got[n]).toBeCloseTo(p ?? 0, 10));
        expect(got[0]).toBe(0);
      }),
    );
  });

  it('gives the help table’s dice: none unless higher, then the whole number of times as high, at most 4', () => {
    fc.assert(
      fc.property(smallPool, smallPool, (h, o) => {
        const want = [0, 0, 0, 0, 0];
        for (const [x, px] of faces(h)) for (const [y, py] of faces(o)) want[x > y ? Math.min(4, Math.floor(x / y)) : 0]! += px * py;
        helpDiceChances(h, o).forEach((p, n) => expect(p).toBeCloseTo(want[n]!, 10));
      }),
    );
  });

  it('lists the levels one by one, the tail from 9 together, a miss counted as no harm', () => {
    const out = levelOutcomes([0.5, 0.1, 0, 0.1, 0, 0, 0, 0, 0, 0.1, 0.1, 0.1], 9, 0.25);
    expect(out.map((o) => o.label)).toEqual(['No harm', '1 damage', '3 damage', '9 or more']);
    expect(out[0]!.p).toBeCloseTo(0.75, 10);
    expect(out.at(-1)!.p).toBeCloseTo(0.3, 10);
  });
});

describe('the odds beside each roll', () => {
  it('before the hit roll: Mara’s 2d6 against the bandit’s d8 hits 71.5% of the time', () => {
    const odds = nextOdds({ context: contextAt(input(MARA, BANDIT), ATTACK) })!;
    expect(odds.question).toBe('The hit roll: 2d6 against d8');
    const hit = odds.outcomes.find((o) => o.id === 'hit')!.p;
    // 2d6 beats a d8 face f when it rolls f + 1 or more: the count of such 2d6 rolls, over 36 × 8
    let count = 0;
    for (let f = 1; f <= 8; f++) for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > f) count++;
    expect(hit).toBeCloseTo(count / 288, 10);
    expect(odds.outcomes.map((o) => o.id)).toEqual(['hit', 'miss']);
  });

  it('before a shot from a gun that can jam: hit, miss, and a jam', () => {
    const odds = nextOdds({ context: contextAt(input('Jory agility 3 with pistol gun low cart 6', 'Bandit agility 1 at 6'), ATTACK) })!;
    expect(odds.outcomes.map((o) => o.label)).toEqual(['Hit', 'Miss', 'Miss, and it jams']);
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 10);
  });

  it('before the damage roll: each level, adding up to 1; beside the hit roll, the same weighed by the hit, a miss as no harm', () => {
    const ctx = contextAt({ ...input(MARA, BANDIT), rolls: [6, 6, 1] }, [...ATTACK, { type: 'hit.rolled' }]);
    const odds = nextOdds({ context: ctx })!;
    expect(odds.question).toBe('The damage roll: d10 against 2d8');
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 10);
    const before = attackDamageOdds(contextAt(input(MARA, BANDIT), ATTACK))!;
    const hit = beatChance([6, 6], [8]);
    const noHarm = odds.outcomes.find((o) => o.id === 'damage-0')!.p;
    expect(before.find((o) => o.id === 'damage-0')!.p).toBeCloseTo(1 - hit + hit * noHarm, 10);
    expect(attackDamageOdds(ctx)).toBeUndefined();
  });

  it('before the damage roll of a burning weapon: the fire is in the question and no level is ever no harm (ruling: a fiery weapon in the fight)', () => {
    const torch = input('Bram agility 2 physique 2 with torch light blunt fiery', BANDIT);
    const ctx = contextAt({ ...torch, rolls: [6, 6, 1] }, [...ATTACK, { type: 'hit.rolled' }]);
    const odds = nextOdds({ context: ctx })!;
    expect(odds.question).toBe('The damage roll: d6 against 2d6, then 1d6 of fire');
    expect(odds.outcomes.find((o) => o.id === 'damage-0')).toBeUndefined();
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 10);
    // Beside the hit roll, only a miss leaves the target unburnt.
    const atHit = contextAt(torch, ATTACK);
    const p = atHit.pending;
    if (p?.kind !== 'attack') throw new Error('no attack in hand');
    expect(attackDamageOdds(atHit)!.find((o) => o.id === 'damage-0')!.p).toBeCloseTo(
      1 - beatChance(p.build.base.pool, p.build.dodge.pool),
      10,
    );
  });

  it('before a Fix Jam check: cleared or not, never 0 however hard (ruling: fixing a jam)', () => {
    const ctx = contextAt(
      {
        ...input('Jory agility 0 with pistol gun low cart 8', 'Bandit agility 3 at 5', 2),
        rolls: [1, 6, 6, 6],
        jamDifficulty: [12, 12, 12],
      },
      [...ATTACK, { type: 'hit.rolled' }, { type: 'jam.tried', by: 0 }],
    );
    const odds = nextOdds({ context: ctx })!;
    expect(odds.outcomes[0]).toMatchObject({ id: 'cleared', p: 0.25 });
  });

  it('before the order is set: either group first, even odds', () => {
    const odds = nextOdds({ context: contextAt(input(MARA, BANDIT), []) })!;
    expect(odds.outcomes.map((o) => o.p)).toEqual([0.5, 0.5]);
  });

  it('has nothing to say between rolls', () => {
    expect(nextOdds({ context: contextAt(input(MARA, BANDIT), [ATTACK[0]!]) })).toBeUndefined();
  });
});

describe('exact odds against 100,000 seeded rolls (within 1 percentage point)', () => {
  it("match the machine's own hit and damage steps, Mara against the bandit", () => {
    const ctx = contextAt(input(MARA, BANDIT), ATTACK);
    const exact = [...nextOdds({ context: ctx })!.outcomes, ...attackDamageOdds(ctx)!];
    const counts = new Map<string, number>();
    let random = seedRandom(2024);
    const N = 100_000;
    for (let i = 0; i < N; i++) {
      const hit = rollHit({ ...ctx, chance: { random, fixedRolls: [] } });
      let dealt = 0;
      let next = hit;
      if (hit.pending) {
        next = rollDamage(hit);
        dealt = next.tally.taken[1]!;
      }
      random = next.chance.random;
      const cls = hit.pending ? 'hit' : 'miss';
      counts.set(cls, (counts.get(cls) ?? 0) + 1);
      const level = `damage-${dealt >= 9 ? '9+' : dealt}`;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
    for (const o of exact) expect(Math.abs((counts.get(o.id) ?? 0) / N - o.p), o.id).toBeLessThan(0.01);
  }, 30_000);

  it("match the machine's own hit and damage steps with a burning weapon, fire included (ruling: a fiery weapon in the fight)", () => {
    const ctx = contextAt(input('Bram agility 2 physique 2 with torch light blunt fiery', BANDIT), ATTACK);
    const exact = [...nextOdds({ context: ctx })!.outcomes, ...attackDamageOdds(ctx)!];
    expect(exact.some((o) => o.id === 'damage-9+')).toBe(true);
    const counts = new Map<string, number>();
    let random = seedRandom(77);
    const N = 100_000;
    for (let i = 0; i < N; i++) {
      const hit = rollHit({ ...ctx, chance: { random, fixedRolls: [] } });
      let dealt = 0;
      let next = hit;
      if (hit.pending) {
        next = rollDamage(hit);
        dealt = next.tally.taken[1]!;
      }
      random = next.chance.random;
      counts.set(hit.pending ? 'hit' : 'miss', (counts.get(hit.pending ? 'hit' : 'miss') ?? 0) + 1);
      const level = `damage-${dealt >= 9 ? '9+' : dealt}`;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
    for (const o of exact) expect(Math.abs((counts.get(o.id) ?? 0) / N - o.p), o.id).toBeLessThan(0.01);
  }, 30_000);

  it('match seeded rolls of any pools: hit, jam and damage levels', () => {
    fc.assert(
      fc.property(
        smallPool,
        smallPool,
        smallPool,
        fc.constantFrom(8 as const, 6 as const, 4 as const),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (a, b, d, cart, seed) => {
          const N = 100_000;
          let chance = createChance(seed);
          let hit = 0;
          let jam = 0;
          const levels: number[] = [];
          const burning: number[] = [];
          for (let i = 0; i < N; i++) {
            let x, y, z, w;
            [x, chance] = rollPool(chance, a);
            [y, chance] = rollPool(chance, b);
            [z, chance] = rollPool(chance, d);
            [w, chance] = rollPool(chance, [6]);
            if (x.total > y.total) hit++;
            else if (jamsHere(cart, x.total, y.total)) jam++;
            const n = Math.max(0, z.total - y.total);
            levels[n] = (levels[n] ?? 0) + 1;
            burning[n + w.total] = (burning[n + w.total] ?? 0) + 1;
          }
          const c = hitChances(a, b, cart);
          expect(Math.abs(hit / N - c.hit)).toBeLessThan(0.01);
          expect(Math.abs(jam / N - c.jam)).toBeLessThan(0.01);
          damageLevels(d, b).forEach((p, n) => expect(Math.abs((levels[n] ?? 0) / N - p)).toBeLessThan(0.01));
          damageLevels(d, b, 1, true).forEach((p, n) => expect(Math.abs((burning[n] ?? 0) / N - p), `fire ${n}`).toBeLessThan(0.01));
        },
      ),
      { numRuns: 4 },
    );
  }, 60_000);
});

describe('speed', () => {
  it('computes the odds of the largest pools a table may set in under 5 ms', () => {
    const big = 'Brute agility 10 physique 10 armour 4 trained with maul heavy blunt two-handed damage 10d12';
    const ctx = contextAt(input(big, 'Giant agility 10 physique 10 armour 1 at 1'), ATTACK);
    nextOdds({ context: ctx });
    attackDamageOdds(ctx);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      nextOdds({ context: ctx });
      attackDamageOdds(ctx);
      times.push(performance.now() - t);
    }
    times.sort((x, y) => x - y);
    expect(times[10]!).toBeLessThan(5);
  });
});
