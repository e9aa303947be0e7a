import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { THROWN_RANGE, caliber, caliberBonuses, canThrowAt, parseShortLong, rangeBand } from './ranged.js';

describe('reading the caliber table', () => {
  it('reads "+2/+1" as short +2 and long +1', () => {
    expect(parseShortLong('+2/+1')).toEqual({ short: 2, long: 1 });
  });

  it('reads a single "+0" as the same at both ranges', () => {
    expect(parseShortLong('+0')).toEqual({ short: 0, long: 0 });
  });

  it('reads the unlabelled column as ranges in squares', () => {
    expect(caliber('high').range).toEqual({ short: 6, long: 10 });
    expect(caliber('low').range).toEqual({ short: 8, long: 14 });
  });

  it('gives high caliber +2/+1 damage and +0 hit, low caliber +0 damage and +2/+1 hit', () => {
    expect(caliber('high')).toMatchObject({ damage: { short: 2, long: 1 }, hit: { short: 0, long: 0 } });
    expect(caliber('low')).toMatchObject({ damage: { short: 0, long: 0 }, hit: { short: 2, long: 1 } });
  });

  it('explains text that is not a short / long pair', () => {
    expect(parseShortLong('+2/+1/+0')).toHaveProperty('error');
    expect(parseShortLong('two')).toEqual({ error: '"two" is not a whole number like +2 or 6' });
  });
});

describe('range bands', () => {
  const high = caliber('high').range;

  it('uses no modifier for an adjacent target or one a square away', () => {
    expect(rangeBand(1, high)).toBe('close');
    expect(rangeBand(2, high)).toBe('close');
  });

  it('uses the short value up to and including short range', () => {
    expect(rangeBand(3, high)).toBe('short');
    expect(rangeBand(6, high)).toBe('short');
  });

  it('uses the long value beyond short range', () => {
    expect(rangeBand(7, high)).toBe('long');
  });

  it('lets a target exactly at long range be shot with the long modifier', () => {
    expect(rangeBand(10, high)).toBe('long');
  });

  it('puts a target beyond long range out of reach', () => {
    expect(rangeBand(11, high)).toBe('out of range');
  });

  it('refuses a distance that is not a whole number of squares from 1', () => {
    expect(() => rangeBand(0, high)).toThrow(RangeError);
  });

  it('picks the caliber’s value for the band, and none when close', () => {
    const low = caliber('low');
    expect(caliberBonuses(low, 'close')).toEqual({ hit: 0, damage: 0 });
    expect(caliberBonuses(low, 'short')).toEqual({ hit: 2, damage: 0 });
    expect(caliberBonuses(low, 'long')).toEqual({ hit: 1, damage: 0 });
  });
});

describe('throwing range', () => {
  it('reaches 10 squares and no further, the shorter reach in the caliber table (ruling: how far a thrown weapon reaches)', () => {
    expect(THROWN_RANGE).toEqual({ short: 6, long: 10 });
    expect(canThrowAt(10)).toBe(true);
    expect(canThrowAt(11)).toBe(false);
  });
});

describe('reading a short / long pair, whatever it is given', () => {
  it('returns whole numbers only, and a long value only when it was written or copied from the short one', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', '+2/+1', '6/10', '1e3', '+0', '1/2/3', ' 8 / 14 '));
    fc.assert(
      fc.property(text, (t) => {
        const r = parseShortLong(t);
        if ('error' in r) {
          expect(typeof r.error).toBe('string');
          return;
        }
        expect(Number.isSafeInteger(r.short) && Number.isSafeInteger(r.long)).toBe(true);
        const parts = t.split('/');
        if (parts.length === 1) expect(r.long).toBe(r.short);
        else expect(r.long).toBe(Number(parts[1]!.trim()));
      }),
    );
  });
});
