/**
 * The one seeded source of chance for every machine.
 *
 * Built on pure-rand's xoroshiro128+ and its unbiased `uniformInt`. The generator's
 * state is four 32-bit integers, kept as a plain array inside each machine's context,
 * so a snapshot serialises to JSON and replays exactly. Every helper here is pure:
 * it takes a state and returns the value together with the next state.
 *
 * A `Chance` adds a queue of fixed results in front of the generator, so a widget or a
 * test can say "the next d10 rolls are 7, 6, 8" (the seeds' worked examples) and then
 * carry on from the seed once the queue is empty.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** Serialisable generator state (xoroshiro128+: four int32 words). */
export type RandomState = readonly number[];

/** The seeded generator plus fixed results still to be used, front first. */
export interface Chance {
  readonly random: RandomState;
  readonly fixedRolls: readonly number[];
}

/** Seeds are 32-bit integers; anything else is normalised the same way every time. */
export function normaliseSeed(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  return Math.trunc(seed) | 0;
}

export function seedRandom(seed: number): RandomState {
  return xoroshiro128plus(normaliseSeed(seed)).getState();
}

export function createChance(seed: number, fixedRolls: readonly number[] = []): Chance {
  return { random: seedRandom(seed), fixedRolls: [...fixedRolls] };
}

/** A uniform integer in [min, max] from the generator alone (never from fixed rolls). */
export function randomInt(state: RandomState, min: number, max: number): [number, RandomState] {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`randomInt needs integers min <= max, got ${min}..${max}`);
  }
  const rng = xoroshiro128plusFromState(state);
  const value = uniformInt(rng, min, max);
  return [value, rng.getState()];
}

/** Fisher–Yates shuffle driven by the seeded generator. Returns a new array. */
export function shuffle<T>(state: RandomState, items: readonly T[]): [T[], RandomState] {
  const out = [...items];
  let next = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, next] = randomInt(next, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, next];
}

/**
 * Roll one die with `sides` faces. A fixed roll, when one is queued, is used first;
 * it must be a face of this die, or the roll is refused (a fixed list that does not
 * fit the dice is a setup error the widget reports, not something to paper over).
 */
export function rollDie(chance: Chance, sides: number): [number, Chance] {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs at least one side, got ${sides}`);
  const [head, ...rest] = chance.fixedRolls;
  if (head !== undefined) {
    if (!Number.isInteger(head) || head < 1 || head > sides) {
      throw new RangeError(`fixed roll ${head} is not a face of a d${sides}`);
    }
    return [head, { random: chance.random, fixedRolls: rest }];
  }
  const [value, random] = randomInt(chance.random, 1, sides);
  return [value, { random, fixedRolls: chance.fixedRolls }];
}

/** Roll `count` dice of `sides` faces, in order. */
export function rollDice(chance: Chance, count: number, sides: number): [number[], Chance] {
  const faces: number[] = [];
  let next = chance;
  for (let i = 0; i < count; i++) {
    let face: number;
    [face, next] = rollDie(next, sides);
    faces.push(face);
  }
  return [faces, next];
}

/** Parse a fixed-roll list such as "7 6 8" or "7,6,8". Returns an error message on failure. */
export function parseRollList(text: string): { rolls: number[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { rolls: [] };
  const parts = trimmed.split(/[\s,;]+/);
  const rolls: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return { error: `"${part}" is not a whole number` };
    const n = Number(part);
    if (n < 1) return { error: `"${part}" is not a die face (faces start at 1)` };
    rolls.push(n);
  }
  return { rolls };
}

/** A fresh seed for a new table, from the clock. Only widgets call this, never machines. */
export function seedFromClock(now: number = Date.now()): number {
  return normaliseSeed(now % 2147483647);
}
