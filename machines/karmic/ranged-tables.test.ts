import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HIT_LOCATIONS,
  RANGE_BANDS,
  SITUATIONS,
  canCallShot,
  hitLocationModifier,
  rangeBand,
  rangeModifier,
  situationModifier,
  situationTotal,
} from './ranged-tables.js';

describe('Other Modifiers: what the target is doing', () => {
  it.each([
    ['running', -1],
    ['walking', 0],
    ['stationary', 1],
    ['prone', -3],
    ['obscured', -3],
    ['low-light', -2],
    ['riding', -2],
  ] as const)('gives a %s target %i', (id, modifier) => {
    expect(situationModifier(id)).toBe(modifier);
  });

  it('adds situations together: a prone target in low light is at -5', () => {
    expect(situationTotal(['prone', 'low-light'])).toBe(-5);
    expect(situationTotal([])).toBe(0);
  });

  it('lists every row of the book’s table once', () => {
    expect(SITUATIONS.map((s) => s.id)).toEqual(['running', 'walking', 'stationary', 'prone', 'obscured', 'low-light', 'riding']);
  });
});

describe('range bands', () => {
  it.each([
    ['point-blank', 0],
    ['short', -2],
    ['medium', -4],
    ['long', -6],
  ] as const)('gives %s range %i', (band, modifier) => {
    expect(rangeModifier(band)).toBe(modifier);
    expect(Object.is(rangeModifier(band), -0)).toBe(false);
  });

  it('calls the quarter band "short", the table’s word (the attribute text says "close") (ruling: "close" or "short" range)', () => {
    expect(RANGE_BANDS.map((b) => b.id)).toEqual(['point-blank', 'short', 'medium', 'long']);
    expect(RANGE_BANDS.some((b) => /close/i.test(b.label))).toBe(false);
  });

  it('puts a target within 3 feet (1 yard) at point blank', () => {
    expect(rangeBand(0, 40)).toBe('point-blank');
    expect(rangeBand(1, 40)).toBe('point-blank');
    expect(rangeBand(1.01, 40)).toBe('short');
  });

  it('ends short range at a quarter of the weapon’s range, inclusive (ruling: where one band ends and the next begins)', () => {
    expect(rangeBand(10, 40)).toBe('short');
    expect(rangeBand(10.5, 40)).toBe('medium');
  });

  it('ends medium range at half the weapon’s range, inclusive (ruling: where one band ends and the next begins)', () => {
    expect(rangeBand(20, 40)).toBe('medium');
    expect(rangeBand(21, 40)).toBe('long');
  });

  it('ends long range at the full range and allows no shot beyond it (ruling: where one band ends and the next begins)', () => {
    expect(rangeBand(40, 40)).toBe('long');
    expect(rangeBand(40.5, 40)).toBeNull();
  });

  it('keeps point blank for a short-ranged weapon whose quarter is under a yard (ruling: where one band ends and the next begins)', () => {
    expect(rangeBand(1, 3)).toBe('point-blank');
    expect(rangeBand(1.5, 3)).toBe('medium');
    expect(rangeBand(3, 3)).toBe('long');
  });

  it('never gets easier as the target moves away', () => {
    const order = ['point-blank', 'short', 'medium', 'long'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (range, a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const bn = rangeBand(near, range);
          const bf = rangeBand(far, range);
          if (bf === null) return true;
          return bn !== null && order.indexOf(bn) <= order.indexOf(bf);
        },
      ),
    );
  });
});

describe('Hit Location', () => {
  it('uses the book’s table for a target of the shooter’s size', () => {
    expect(HIT_LOCATIONS.normal).toEqual({ torso: 0, head: -5, 'head-vitals': -8, 'torso-vitals': -6, legs: -3, arms: -3 });
  });

  it('uses the large-creature table for a target twice the shooter’s size', () => {
    expect(HIT_LOCATIONS.large).toEqual({ torso: 0, head: -5, 'head-vitals': -6, 'torso-vitals': -4, legs: 0, arms: -2 });
  });

  it('uses the small-creature table for a target under half the shooter’s size', () => {
    expect(hitLocationModifier('head', 'small')).toBe(-8);
    expect(hitLocationModifier('torso-vitals', 'small')).toBe(-10);
    expect(hitLocationModifier('legs', 'small')).toBe(-6);
    expect(hitLocationModifier('arms', 'small')).toBe(-5);
  });

  it('does not let a shot be called at the head vitals of a small creature', () => {
    expect(canCallShot('head-vitals', 'small')).toBe(false);
    expect(canCallShot('head-vitals', 'large')).toBe(true);
    expect(() => hitLocationModifier('head-vitals', 'small')).toThrow(/cannot be called/);
  });
});
