import { describe, expect, it } from 'vitest';
import { armourBonuses } from './armour.js';

describe('armour ranks', () => {
  it.each([
    [1, 3, 0],
    [2, 2, 1],
    [3, 1, 2],
  ])('rank %i gives +%i dodge and +%i defense', (rank, dodge, defense) => {
    expect(armourBonuses({ rank })).toEqual({ dodge, defense });
  });

  it('gives rank 4 +0 dodge and +3 defense to a wearer with endurance or muscles', () => {
    expect(armourBonuses({ rank: 4, enduranceOrMuscles: true })).toEqual({ dodge: 0, defense: 3 });
  });

  it('gives rank 4 no bonuses at all without the prerequisite (ruling: no armour, and rank 4 without the prerequisite)', () => {
    expect(armourBonuses({ rank: 4 })).toEqual({ dodge: 0, defense: 0 });
  });

  it('gives +0 / +0 without armour (ruling: no armour, and rank 4 without the prerequisite)', () => {
    expect(armourBonuses(undefined)).toEqual({ dodge: 0, defense: 0 });
  });

  it('refuses a rank outside 1 to 4', () => {
    expect(() => armourBonuses({ rank: 5 })).toThrow(RangeError);
    expect(() => armourBonuses({ rank: 0 })).toThrow(RangeError);
  });
});
