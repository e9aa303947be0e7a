import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { rollDie, createChance, type Chance } from '../../core/random.js';
import { soulPassingMachine } from './soul-passing.machine.js';
import { absorptionOdds, passingOdds } from './soul-passing.odds.js';

const TRIALS = 100_000;

describe('the odds of the next passing roll', () => {
  it('agree with 100,000 seeded d10 rolls to within 1 percentage point, for every roll from the first to the tenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (failed, seed) => {
        // A soul that has failed `failed` rolls (fixed 1s, which never pass before the tenth).
        let snap = initialTransition(soulPassingMachine, { seed: 1, vitality: 0, liberi: [], rolls: Array(failed).fill(1) })[0];
        for (let i = 0; i < failed; i++) snap = transition(soulPassingMachine, snap, { type: 'soul.rolled' })[0];
        const odds = passingOdds(snap.context);
        // The rule, stated here: the k-th roll (from 0) needs 10 − k, at least 1.
        const need = Math.max(1, 10 - failed);
        let chance: Chance = createChance(seed);
        let passed = 0;
        for (let t = 0; t < TRIALS; t++) {
          let face: number;
          [face, chance] = rollDie(chance, 10);
          if (face >= need) passed += 1;
        }
        expect(Math.abs(odds.outcomes[0]!.p - passed / TRIALS)).toBeLessThan(0.01);
        expect(odds.outcomes[0]!.p + odds.outcomes[1]!.p).toBeCloseTo(1, 12);
        expect(odds.question).toBe(`The soul's roll at the end of round ${failed + 1} (needs ${need} or more on a d10)`);
      }),
      { numRuns: 10 },
    );
  });

  it("gives a Soul Absorption's d6 one chance in three of half", () => {
    let chance: Chance = createChance(42);
    let half = 0;
    for (let t = 0; t < TRIALS; t++) {
      let face: number;
      [face, chance] = rollDie(chance, 6);
      if (face <= 2) half += 1;
    }
    const odds = absorptionOdds();
    expect(odds.outcomes[0]!.p).toBeCloseTo(1 / 3, 12);
    expect(Math.abs(odds.outcomes[0]!.p - half / TRIALS)).toBeLessThan(0.01);
  });

  it('works out the odds of the last passing roll and of an absorption in under 5 ms', () => {
    // The tenth roll, after nine failures (fixed 1s): the longest history the odds can read.
    let snap = initialTransition(soulPassingMachine, { seed: 1, vitality: 0, liberi: [], rolls: Array(9).fill(1) })[0];
    for (let i = 0; i < 9; i++) snap = transition(soulPassingMachine, snap, { type: 'soul.rolled' })[0];
    // The median of 21 runs: the machine running the tests is shared, and a busy moment is not the code's.
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      passingOdds(snap.context);
      absorptionOdds();
      times.push(performance.now() - t0);
    }
    expect(times.sort((a, b) => a - b)[10]).toBeLessThan(5);
    // The rule, stated here: the tenth roll needs 1 or more, so it always passes.
    expect(passingOdds(snap.context).outcomes[0]!.p).toBe(1);
  });
});
