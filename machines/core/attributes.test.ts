import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  nameProblem,
  ownValue,
  quote,
  readChoice,
  readFlag,
  readRulesBase,
  readSeed,
  readWhole,
  SEED_MAX,
  seedProblem,
} from './attributes.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('seeds', () => {
  it('takes every whole number from 0 to 4,294,967,295', () => {
    for (const t of ['0', '7', '+7', '4294967295', ' 42 ']) expect(readSeed(t, [])).toBe(Number(t.trim()));
  });
  it('refuses anything else with the same message, and says a fresh seed was used', () => {
    for (const t of ['-1', '−1', '4294967296', '1.5', '1e3', '0x10', 'Infinity', 'NaN', 'seven', '99999999999999999999']) {
      const errors: string[] = [];
      expect(readSeed(t, errors), t).toBeUndefined();
      expect(errors, t).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^seed: .* (is not a whole number from 0 to 4294967295|is outside 0 to 4294967295); a fresh seed was used$/,
      );
    }
  });
  it('treats a blank or missing seed as not given', () => {
    for (const t of [null, undefined, '', '   ']) {
      const errors: string[] = [];
      expect(readSeed(t, errors)).toBeUndefined();
      expect(errors).toEqual([]);
    }
  });
});

describe('a seed kept in a saved table or a link', () => {
  const refused = 'its seed is not a whole number from 0 to 4294967295';

  it('is taken from 0 to 4294967295, as an attribute is, and refused otherwise with one message', () => {
    for (const seed of [0, 1, 4294967295]) expect(seedProblem(seed)).toBeUndefined();
    for (const seed of [-1, -(2 ** 31), 2 ** 32, 2 ** 53, 1.5, Number.NaN, Infinity, '7', null, undefined, {}, [3]])
      expect(seedProblem(seed), String(seed)).toBe(refused);
  });

  it('takes exactly the whole numbers readSeed takes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.constantFrom(0, SEED_MAX, SEED_MAX + 1, -1)), (n) => {
        expect(seedProblem(n) === undefined).toBe(readSeed(String(n), []) === n);
      }),
    );
  });
});

describe('whole numbers', () => {
  it('reads a typeset minus sign as a minus', () => {
    expect(readWhole('edge', '−2', { min: -5, max: 5 }, [])).toBe(-2);
  });
  it('prints a negative bound or value with a real minus sign, as the pages do', () => {
    const errors: string[] = [];
    readWhole('edge', 'sharp', { min: -5, max: 5 }, errors);
    readWhole('edge', '-9', { min: -5, max: 5 }, errors);
    expect(errors).toEqual([
      'edge: "sharp" is not a whole number from \u22125 to 5; the default is used',
      'edge: \u22129 is outside \u22125 to 5; the default is used',
    ]);
    expect(errors.join(' ')).not.toContain('-');
  });
  it('never returns a number outside its range, nor anything but an integer', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 0 }), fc.integer({ min: 0, max: 50 }), (text, min, max) => {
        const errors: string[] = [];
        const n = readWhole('x', text, { min, max }, errors);
        if (n === undefined) return errors.length <= 1;
        return Number.isInteger(n) && n >= min && n <= max && errors.length === 0;
      }),
    );
  });
});

describe('choices', () => {
  const CHOICES = { 'after-suits': 'after', 'before-suits': 'before' } as const;
  it('finds a listed word, whatever its case', () => {
    expect(readChoice('joker-ties', 'Before-Suits', CHOICES, [])).toBe('before');
  });
  it('never finds an inherited name', () => {
    for (const name of PROTOTYPE_NAMES) {
      const errors: string[] = [];
      expect(readChoice('joker-ties', name, CHOICES, errors)).toBeUndefined();
      expect(errors[0]).toContain('is not one of the choices: use after-suits or before-suits');
    }
  });
  it('returns only values it was given', () => {
    const values = new Set(Object.values(CHOICES));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_NAMES)), (text) => {
        const v = readChoice('x', text, CHOICES, []);
        return v === undefined || values.has(v);
      }),
    );
  });
});

describe('own keys', () => {
  it('looks up only a table’s own keys', () => {
    const table = { sword: 1 };
    expect(ownValue(table, 'sword')).toBe(1);
    for (const name of PROTOTYPE_NAMES) expect(ownValue(table, name)).toBeUndefined();
  });
});

describe('quoting what was typed', () => {
  it('keeps messages short and on one line', () => {
    expect(quote('a'.repeat(500))).toHaveLength(42);
    expect(quote('two\nlines')).toBe('"two lines"');
  });

  it('keeps a value’s own double quotes from closing the quotes around it', () => {
    expect(quote('"><i data-pwned>x</i>')).toBe('"\u201d><i data-pwned>x</i>"');
    expect(quote('say "hi"').match(/"/g)).toHaveLength(2);
  });
});

describe('flags', () => {
  it('is on when present, unless it says false, off, no or 0', () => {
    expect(readFlag('')).toBe(true);
    expect(readFlag('true')).toBe(true);
    for (const t of ['false', 'OFF', 'no', '0']) expect(readFlag(t)).toBe(false);
    expect(readFlag(null)).toBe(false);
  });
});

it('has a seed range that fits 32 bits', () => {
  expect(SEED_MAX).toBe(2 ** 32 - 1);
});

describe('names', () => {
  it('takes any shown text as a name, prototype words included', () => {
    for (const t of ['Ada', 'Ghoul pack', 'constructor', '__proto__', 'Nan', 'Nullarbor', '👨‍👩‍👧 Family', '<b>x</b>'])
      expect(nameProblem(t), t).toBeUndefined();
  });
  it('refuses blank, overlong, invisible and placeholder names without repeating the placeholder', () => {
    for (const t of ['', '   ', 'x'.repeat(41), 'A\u202eB', 'A\u0000', 'NaN', 'undefined', 'Ada null', 'Infinity', '[object Object]']) {
      const problem = nameProblem(t);
      expect(problem, t).toBeTypeOf('string');
      expect(problem).not.toMatch(/\bNaN\b|\bundefined\b|\bInfinity\b|(?<![\w-])null(?![\w-])/);
    }
  });
});

describe('where rule links point (rules-base)', () => {
  it('takes a site path or an http(s) address, and refuses anything a link must not be built from', () => {
    expect(readRulesBase('/rules/', [])).toBe('/rules/');
    expect(readRulesBase(' https://rules.example/book ', [])).toBe('https://rules.example/book');
    expect(readRulesBase(null, [])).toBeUndefined();
    for (const bad of ['javascript:alert(1)', '//evil.example/', 'rules', 'constructor', '/a b', '/"><i>']) {
      const errors: string[] = [];
      expect(readRulesBase(bad, errors), bad).toBeUndefined();
      expect(errors, bad).toEqual([expect.stringMatching(/^rules-base: .* is not a site path/)]);
    }
  });
});
