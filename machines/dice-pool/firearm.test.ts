import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_SIZES, canFire, fire, fixJam, fixJamChance, jams, loadedFirearm, reload, type Firearm } from './firearm.js';
import { createChance } from '../core/random.js';
import { LADDER, rollPool, type Die, type Pool, type PoolRoll } from './pool.js';

const roll = (...faces: number[]): PoolRoll => ({ faces, total: faces.reduce((a, b) => a + b, 0) });
const arbPool = fc.array(fc.constantFrom(...LADDER), { minLength: 1, maxLength: 5 }).map((d) => [...d].sort((a, b) => a - b) as Die[]);

describe('jams by cart size', () => {
  it('never jams on a hit, whatever the cart size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CART_SIZES), fc.nat(40), fc.nat(40), (cart, a, b) => {
        if (a > b) expect(jams(cart, a, b)).toBe(false);
      }),
    );
  });

  it('counts a tie as a failed roll that can jam', () => {
    expect(jams(8, 7, 7)).toBe(true);
  });

  it('jams a cart size 8 weapon on any failed roll', () => {
    expect(jams(8, 6, 7)).toBe(true);
  });

  it('jams a cart size 6 weapon on a miss by 3 but not by 2', () => {
    expect(jams(6, 5, 7)).toBe(false);
    expect(jams(6, 4, 7)).toBe(true);
  });

  it('jams a cart size 4 weapon when the roll is at most half the opposing roll', () => {
    expect(jams(4, 5, 10)).toBe(true);
    expect(jams(4, 6, 10)).toBe(false);
    expect(jams(4, 4, 9)).toBe(true);
    expect(jams(4, 5, 9)).toBe(false);
  });

  it('never jams a cart size 2 weapon', () => {
    expect(jams(2, 1, 20)).toBe(false);
  });
});

describe('firing and reloading', () => {
  it('holds as many shots as its cart size', () => {
    expect(loadedFirearm(6).shots).toBe(6);
  });

  it('spends the shot that jams and cannot fire again until the jam is fixed', () => {
    const shot = fire(loadedFirearm(8), 4, 9);
    expect(shot).toEqual({ gun: { cartSize: 8, shots: 7, jammed: true }, hit: false });
    const gun = (shot as { gun: Firearm }).gun;
    expect(canFire(gun)).toBe(false);
    expect(fire(gun, 10, 2)).toEqual({ error: 'the firearm is jammed: fix the jam first' });
  });

  it('must be reloaded after its last shot', () => {
    const empty: Firearm = { cartSize: 2, shots: 0, jammed: false };
    expect(fire(empty, 10, 2)).toEqual({ error: 'the firearm is empty: reload first' });
    expect(reload(empty)).toEqual({ cartSize: 2, shots: 2, jammed: false });
  });

  it('may reload early, always back to the full cart size', () => {
    expect(reload({ cartSize: 6, shots: 4, jammed: false }).shots).toBe(6);
  });

  it('does not clear a jam by reloading', () => {
    expect(reload({ cartSize: 6, shots: 0, jammed: true }).jammed).toBe(true);
  });
});

describe('fixing a jam', () => {
  const jammed: Firearm = { cartSize: 8, shots: 3, jammed: true };

  it('clears the jam when the skill pool beats the difficulty, and not on a tie (ruling: fixing a jam)', () => {
    expect(fixJam(jammed, roll(3, 4), [6, 6], 7)).toEqual({ ...jammed, jammed: true });
    expect(fixJam(jammed, roll(4, 4), [6, 6], 7)).toEqual({ ...jammed, jammed: false });
  });

  it('lets the Fix Jam be tried again after a failure, as often as the player likes (the seed)', () => {
    let gun: Firearm = jammed;
    for (let tries = 0; tries < 50; tries++) gun = fixJam(gun, roll(1), [4], 6) as Firearm;
    expect(gun.jammed).toBe(true);
    expect(fixJam(gun, roll(3), [4], 2)).toEqual({ ...jammed, jammed: false });
  });

  it('clears it on a check with every die at its top face, however hard the difficulty (ruling: fixing a jam)', () => {
    // A lone d4 can never beat 20, but a 4 on it still clears the jam.
    expect(fixJam(jammed, roll(4), [4], 20)).toEqual({ ...jammed, jammed: false });
    expect(fixJam(jammed, roll(3), [4], 20)).toEqual(jammed);
  });

  it('has nothing to fix on a gun that is not jammed', () => {
    expect(fixJam(loadedFirearm(6), roll(6), [6], 1)).toEqual({ error: 'the firearm is not jammed' });
  });

  it('gives every skill pool a chance above 0 against any difficulty pool', () => {
    fc.assert(
      fc.property(arbPool, arbPool, (skill, difficulty) => {
        // Independently: at least the chance of every die at its top face.
        const allTop = skill.reduce((p, d) => p / d, 1);
        expect(fixJamChance(skill, difficulty)).toBeGreaterThanOrEqual(allTop - 1e-12);
      }),
    );
  });

  it('gives the exact chance: a d4 against the default d6 clears it 3 times in 8', () => {
    // d4 beats d6 on (0 + 1 + 2 + 3) / 24; a 4 on the d4 clears anyway (the 4-vs-4..6 cases add 3/24).
    expect(fixJamChance([4])).toBeCloseTo(6 / 24 + 3 / 24, 12);
  });

  it('matches 100,000 seeded checks within a percentage point', () => {
    const skill: Pool = [4, 6];
    const difficulty: Pool = [6, 6, 6];
    let chance = createChance(17);
    let cleared = 0;
    const N = 100_000;
    for (let i = 0; i < N; i++) {
      let mine: PoolRoll, theirs: PoolRoll;
      [mine, chance] = rollPool(chance, skill);
      [theirs, chance] = rollPool(chance, difficulty);
      const gun = fixJam(jammed, mine, skill, theirs.total) as Firearm;
      if (!gun.jammed) cleared++;
    }
    expect(Math.abs(cleared / N - fixJamChance(skill, difficulty))).toBeLessThan(0.01);
  }, 60_000);
});
