import { describe, expect, it } from 'vitest';
import { BURNS_ITS_HOLDER, catchFire, fireState } from './fire.js';

describe('fire spreading to wooden things (ruling: fire spreading to wooden things)', () => {
  it('burns a thing that caught in its round and the next, then leaves ash', () => {
    expect([2, 3, 4].map((round) => fireState(2, round))).toEqual(['burning', 'burning', 'burnt away']);
    expect(fireState(null, 5)).toBe('unlit');
  });

  it("sets alight every unlit wooden thing on a burning thing's square, not the owner's own", () => {
    const things = [
      { owner: 0, square: 4, burning: true, unlit: false }, // a torch
      { owner: 0, square: 4, burning: false, unlit: true }, // its wielder's shield
      { owner: 1, square: 4, burning: false, unlit: true }, // a neighbour's bow
      { owner: 2, square: 5, burning: false, unlit: true }, // a shield a square away
      { owner: 3, square: 4, burning: false, unlit: false }, // ash
    ];
    expect(catchFire(things)).toEqual([2]);
  });

  it('burns whoever wears or holds burning gear, but not the hand on a burning weapon', () => {
    expect(BURNS_ITS_HOLDER).toEqual({ gear: true, weapon: false });
  });
});
