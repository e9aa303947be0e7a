import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance, parseRollList, randomInt, rollDice, rollDie, seedRandom, shuffle } from './random.js';

describe('the seeded source', () => {
  it('gives the same numbers for the same seed', () => {
    const a = seedRandom(42);
    const b = seedRandom(42);
    expect(randomInt(a, 1, 100)).toEqual(randomInt(b, 1, 100));
  });

  it('does not change the state it was given (it is pure)', () => {
    const state = seedRandom(7);
    const copy = [...state];
    randomInt(state, 1, 6);
    expect(state).toEqual(copy);
  });

  it('keeps its state as plain JSON that replays exactly', () => {
    let state = seedRandom(99);
    [, state] = randomInt(state, 1, 10);
    const restored = JSON.parse(JSON.stringify(state));
    expect(randomInt(restored, 1, 1000)).toEqual(randomInt(state, 1, 1000));
  });

  it('stays inside the range it is asked for', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, width) => {
        const [v] = randomInt(seedRandom(seed), min, min + width);
        return v >= min && v <= min + width;
      }),
    );
  });

  it('reaches every face of a d6 roughly evenly', () => {
    let state = seedRandom(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      let v: number;
      [v, state] = randomInt(state, 1, 6);
      counts[v - 1]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('shuffles into a permutation of what it was given', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const [out] = shuffle(seedRandom(seed), items);
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('fixed rolls', () => {
  it('uses the fixed rolls first, in order, then the seed', () => {
    let chance = createChance(5, [7, 6, 8]);
    const [faces, after] = rollDice(chance, 3, 10);
    expect(faces).toEqual([7, 6, 8]);
    expect(after.fixedRolls).toEqual([]);
    chance = after;
    const [next] = rollDie(chance, 10);
    const [fromSeed] = rollDie(createChance(5), 10);
    expect(next).toBe(fromSeed);
  });

  it('refuses a fixed roll that is not a face of the die', () => {
    expect(() => rollDie(createChance(1, [7]), 6)).toThrow(/not a face of a d6/);
  });

  it('reads roll lists and says what is wrong with a bad one', () => {
    expect(parseRollList('7 6, 8')).toEqual({ rolls: [7, 6, 8] });
    expect(parseRollList('')).toEqual({ rolls: [] });
    expect(parseRollList('7 x')).toEqual({ error: '"x" is not a whole number' });
    expect(parseRollList('0')).toEqual({ error: '"0" is not a die face (faces start at 1)' });
  });
});
