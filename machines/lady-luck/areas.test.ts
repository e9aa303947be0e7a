import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZE_TABLE, areaLabel, canBurn, describeArea, describeFireLevel, effectiveFlammability, parseSize } from './areas.js';

describe('reading a size', () => {
  it('reads a label or a number from the size table', () => {
    expect(parseSize('Small')).toBe(1 / 2);
    expect(parseSize('1/8')).toBe(1 / 8);
    expect(parseSize('16')).toBe(16);
  });

  it('never returns a size the table does not have, whatever it is given', () => {
    const sizes = new Set(SIZE_TABLE.map((r) => r.size));
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('constructor', '__proto__', 'toString', '1/0', '1/3', '0.5', '3', '1/99999999999999999999', 'NaN', 'Infinity'),
    );
    fc.assert(
      fc.property(text, (t) => {
        const size = parseSize(t);
        expect(size === undefined || sizes.has(size)).toBe(true);
      }),
    );
  });
});

describe('naming an Area', () => {
  it('calls an Area by its name, or by its id when it has none', () => {
    expect(areaLabel({ id: 'a2', name: 'Barn' })).toBe('Barn');
    expect(areaLabel({ id: 'a2' })).toBe('a2');
  });
});

describe('describing an Area', () => {
  it('writes a contained fire and a damp flammability below 0 with a real minus sign', () => {
    expect(describeFireLevel(-2)).toBe('contained fire (−2)');
    const area = { id: 'a1', col: 0, row: 0, brightness: 'dim', obscurity: 'clear', flammability: 0, wetness: 0, fireLevel: -1 } as const;
    expect(describeArea(area)).toBe('contained fire (−1); flammability 0, counts as −1 while damp; damp; dim; clear');
  });
});

describe('oil on the water (ruling: oil on the water)', () => {
  const base = { flammability: 1, wetness: 1, oil: false } as const;

  it('takes all flammability away in standing water, as the seed says, when there is no oil', () => {
    expect(effectiveFlammability(base)).toBeNull();
    expect(canBurn(base)).toBe(false);
    expect(effectiveFlammability({ flammability: 2, wetness: 4 })).toBeNull();
  });

  it('leaves a flooded Area its own flammability when a large amount of oil lies on the water, however deep', () => {
    expect(effectiveFlammability({ ...base, oil: true })).toBe(1);
    expect(effectiveFlammability({ flammability: 2, wetness: 32, oil: true })).toBe(2);
    expect(canBurn({ ...base, oil: true })).toBe(true);
  });

  it('still lowers a damp Area by 1, oil or not: the seed makes the exception for standing water only', () => {
    expect(effectiveFlammability({ flammability: 1, wetness: 0, oil: true })).toBe(0);
    expect(effectiveFlammability({ flammability: 1, wetness: 0 })).toBe(0);
  });

  it('gives nothing to burn to an Area of stone, oil or not, and nothing more to a dry one', () => {
    expect(effectiveFlammability({ flammability: null, wetness: 1, oil: true })).toBeNull();
    expect(effectiveFlammability({ flammability: 2, wetness: null, oil: true })).toBe(2);
  });

  it('says the oil is there in words', () => {
    const area = {
      id: 'c',
      col: 0,
      row: 0,
      brightness: 'dim',
      obscurity: 'clear',
      flammability: 1,
      wetness: 1,
      fireLevel: null,
      oil: true,
    } as const;
    expect(describeArea(area)).toBe('no fire; flammability 1, with oil on the water; water 1 deep (Medium); dim; clear');
    expect(describeArea({ ...area, oil: false })).toBe('no fire; flammability 1, but under water; water 1 deep (Medium); dim; clear');
  });
});
