import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_SIZES, canFire, fire, fixJam, jams, loadedFirearm, reload, type Firearm } from './firearm.js';

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

  it('clears a jam on a Fix Jam total above 7 and not on a 7', () => {
    const jammed: Firearm = { cartSize: 8, shots: 3, jammed: true };
    expect(fixJam(jammed, 7).jammed).toBe(true);
    expect(fixJam(jammed, 8).jammed).toBe(false);
    expect(fixJam(jammed, 8, 9).jammed).toBe(true);
  });

  it('lets the Fix Jam be tried again after a failure', () => {
    const jammed: Firearm = { cartSize: 8, shots: 3, jammed: true };
    expect(fixJam(fixJam(jammed, 3), 11)).toEqual({ cartSize: 8, shots: 3, jammed: false });
  });
});
