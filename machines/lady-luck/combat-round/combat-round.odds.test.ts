import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../../core/random.js';
import { passTimeframe } from './combat-round.downtime.js';
import { resolveAction, woundRoll } from './combat-round.actions.js';
import { endRound } from './combat-round.steps.js';
import type { CombatRoundContext, CombatRoundEvent } from './combat-round.context.js';
import { actionChance, nextOdds, roundEndOdds, timeframeOdds, woundChance } from './combat-round.odds.js';
import { playTo, tableFrom, type Snap } from './testing/tables.js';

const END: CombatRoundEvent = { type: 'turn.ended' };
const declare = (action: string, target?: string, threshold?: number): CombatRoundEvent =>
  ({
    type: 'action.declared',
    action,
    ...(target ? { target } : {}),
    ...(threshold !== undefined ? { threshold } : {}),
  }) as CombatRoundEvent;

/** Each face of the d6 played through the machine's own step: the share that succeeds. */
function faces(
  ctx: CombatRoundContext,
  step: (c: CombatRoundContext) => CombatRoundContext,
  succeeded: (c: CombatRoundContext) => boolean,
): number {
  let wins = 0;
  for (let face = 1; face <= 6; face++) if (succeeded(step({ ...ctx, chance: { random: ctx.chance.random, fixedRolls: [face] } }))) wins++;
  return wins / 6;
}

const TRIALS = 100_000;

/** The share of trials in which each outcome happened, the chance carried on from trial to trial. */
function simulate(
  ctx: CombatRoundContext,
  seed: number,
  step: (c: CombatRoundContext) => CombatRoundContext,
  classify: (before: CombatRoundContext, after: CombatRoundContext) => readonly string[],
): Map<string, number> {
  const seen = new Map<string, number>();
  let chance = createChance(seed);
  for (let i = 0; i < TRIALS; i++) {
    const after = step({ ...ctx, chance });
    chance = after.chance;
    for (const id of classify(ctx, after)) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return new Map([...seen].map(([k, n]) => [k, n / TRIALS]));
}

describe('exact odds of a roll', () => {
  it('gives an action’s chance as the faces that reach the threshold, for each action and modifier', () => {
    for (const [fighters, target, action] of [
      ['Ada: might=2 arms=Axe itm=1', 'orc', 'melee'],
      ['Ada: might=1 speed=1 brawling=1', 'orc', 'grapple'],
      ['Ada: might=5 coordination=5', 'orc', 'knockdown'],
    ] as const) {
      const snap = playTo(tableFrom({ map: `area a light=dark\npc Ada in a\nnpc Orc in a defense=6 limit=9`, fighters }), [
        declare(action, target),
      ]);
      const exact = actionChance(snap.context)!;
      expect(exact, action).toBeCloseTo(
        faces(snap.context, resolveAction, (c) => c.last!.success),
        12,
      );
    }
    const check = playTo(tableFrom({ map: 'area a\npc Ada in a', fighters: 'Ada: perception=1' }), [declare('search', undefined, 5)]);
    expect(actionChance(check.context)).toBeCloseTo(3 / 6, 12);
  });

  it('gives no chance when the GM decides', () => {
    const snap = playTo(tableFrom({ map: 'area a\nnpc Tam in a\nnpc Orc in a', fighters: 'Tam: faction=village ally' }), [
      declare('melee', 'orc'),
    ]);
    expect(actionChance(snap.context)).toBeUndefined();
    expect(nextOdds(snap)).toBeUndefined();
  });

  it('gives the Injury and Resilience rolls’ chances as the faces that pass', () => {
    const injury = playTo(
      tableFrom({
        map: 'area a\nnpc Orc in a\npc Ada in a con=1 injuries=1',
        fighters: 'Orc: arms=Maul itm=1 ftm=2; Ada: fatigue=1 endurance=1',
        rolls: '6',
      }),
      [END, declare('melee', 'ada'), { type: 'action.rolled' }],
    );
    expect(woundChance(injury.context)).toBeCloseTo(
      faces(injury.context, woundRoll, (c) => c.last!.success),
      12,
    );
    // d6 + 1 Constitution against 1 + ITM 1 + 1 Injury: a 2 or more.
    expect(nextOdds(injury)!.outcomes.map((o) => [o.label, o.p])).toEqual([
      ['Survives, one more Injury', 5 / 6],
      ['Dies', 1 - 5 / 6],
    ]);
    const resilience: Snap = playTo(
      tableFrom({
        map: 'area a\nnpc Orc in a\npc Ada in a con=1',
        fighters: 'Orc: arms=Club ftm=3; Ada: fatigue=2 endurance=1',
        rolls: '6',
      }),
      [END, declare('melee', 'ada'), { type: 'action.rolled' }],
    );
    // d6 + 1 + 1 against 0 + 3 + 2: a 3 or more.
    expect(woundChance(resilience.context)).toBeCloseTo(4 / 6, 12);
    expect(woundChance(resilience.context)).toBeCloseTo(
      faces(resilience.context, woundRoll, (c) => c.last!.success),
      12,
    );
  });

  it('has no odds in the middle of a turn', () => {
    expect(nextOdds(playTo(tableFrom({ map: 'area a\npc Ada in a' }), []))).toBeUndefined();
  });

  it('takes under 5 ms at a round’s end on the default map', () => {
    const snap = playTo(tableFrom({ seed: '1' }), [END, END, END, END, END]);
    expect(snap.matches({ fight: 'endOfRound' })).toBe(true);
    const times = Array.from({ length: 5 }, () => {
      const t = performance.now();
      nextOdds(snap);
      return performance.now() - t;
    });
    expect(Math.min(...times)).toBeLessThan(5);
  });
});

describe('exact odds against a seeded simulation of 100,000 trials (within 1 percentage point)', () => {
  it('for an action’s roll', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 9 }),
        fc.nat(),
        (might, coordination, defense, seed) => {
          const snap = playTo(
            tableFrom({
              map: `area a\npc Ada in a\nnpc Orc in a defense=${defense} limit=9`,
              fighters: `Ada: might=${might} coordination=${coordination}`,
            }),
            [declare('knockdown', 'orc')],
          );
          const sim = simulate(snap.context, seed, resolveAction, (_, c) => (c.last!.success ? ['success'] : ['failure']));
          for (const o of nextOdds(snap)!.outcomes) expect(Math.abs((sim.get(o.id) ?? 0) - o.p), o.id).toBeLessThan(0.01);
        },
      ),
      { numRuns: 3 },
    );
  }, 60_000);

  it('for a round’s end: growth, spread, each burn and death, and a breath held too long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('0', '1', '2'),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 4 }),
        fc.nat(),
        (fire, flam, con, fatigue, seed) => {
          const map = `grid 2x1 flam=${flam}
area a1 fire=${fire} wet=none
area b1 flam=${flam}
area p at=0,1 wet=1
link a1 p
pc Ada in a1 con=${con} injuries=1
npc Orc in a1 limit=0
pc Bo in p`;
          const round = [END, END, END] as CombatRoundEvent[];
          const snap = playTo(tableFrom({ map, fighters: `Bo: fatigue=${fatigue}` }), round);
          expect(snap.matches({ fight: 'endOfRound' })).toBe(true);
          // Bo has held his breath four rounds: set the count, as the table would have.
          const ctx = { ...snap.context, fighters: snap.context.fighters.map((f) => (f.id === 'bo' ? { ...f, breath: 4 } : f)) };
          const odds = roundEndOdds(ctx);
          const sim = simulate(ctx, seed, endRound, (before, after) => {
            const ids: string[] = [];
            for (const e of after.fireEvents) {
              if (e.kind === 'growth' && e.grows) ids.push(`grow:${e.area}`);
              if (e.kind === 'spread' && e.catches) ids.push(`catch:${e.area}`);
              if (e.kind === 'burn' && e.hit) ids.push(`burn:${e.creature}`);
            }
            for (const f of after.fighters) {
              const was = before.fighters.find((g) => g.id === f.id)!;
              if (was.condition !== 'dead' && f.condition === 'dead') ids.push(`dies:${f.id}`);
              if (f.id === 'bo' && was.condition === 'fine' && f.condition === 'unconscious') ids.push('drown:bo');
            }
            return ids;
          });
          expect(odds.length).toBeGreaterThan(3);
          for (const o of odds) expect(Math.abs((sim.get(o.id) ?? 0) - o.p), o.id).toBeLessThan(0.01);
          // Nothing happened that the odds leave out.
          for (const id of sim.keys())
            expect(
              odds.some((o) => o.id === id),
              id,
            ).toBe(true);
        },
      ),
      { numRuns: 3 },
    );
  }, 120_000);

  it('for a sleepless timeframe', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -1, max: 2 }), fc.nat(), (fatigue, endurance, seed) => {
        const snap = playTo(
          tableFrom({
            map: 'area a\npc Ada in a injuries=1',
            fighters: `Ada: fatigue=${fatigue} endurance=${endurance}`,
            start: 'downtime',
          }),
          [],
        );
        const ctx = { ...snap.context, fighters: snap.context.fighters.map((f) => ({ ...f, awake: 6 })) };
        const [odds] = timeframeOdds(ctx);
        const sim = simulate(
          ctx,
          seed,
          (c) => passTimeframe(c, []),
          (_, c) => (c.fighters[0]!.condition === 'unconscious' ? ['out'] : []),
        );
        expect(Math.abs((sim.get('out') ?? 0) - odds!.p)).toBeLessThan(0.01);
      }),
      { numRuns: 3 },
    );
  }, 60_000);
});
