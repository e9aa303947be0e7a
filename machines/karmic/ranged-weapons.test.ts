import { describe, expect, it } from 'vitest';
import { WEAPON_PRESETS } from './ranged-weapons.js';

describe('the sample weapons (ruling: sample weapons)', () => {
  it('keeps the two numbers the book gives: the spear’s aim of 3 and the short bow’s ½', () => {
    expect(WEAPON_PRESETS.spear.aim).toBe(3);
    expect(WEAPON_PRESETS['short-bow'].rate).toEqual({ shots: 1, turns: 2 });
  });
  it('gives every sample a usable aim, range and maximum damage', () => {
    for (const w of Object.values(WEAPON_PRESETS)) {
      expect(w.aim).toBeGreaterThanOrEqual(1);
      expect(w.range).toBeGreaterThan(0);
      expect(w.maxDamage).toBeGreaterThanOrEqual(0);
    }
  });
});
