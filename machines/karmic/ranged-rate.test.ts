import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canUseOnTurn, describeFireRate, formatFireRate, nextUsableTurn, parseFireRate, type FireRate } from './ranged-rate.js';

describe('maximum maneuvers', () => {
  it('reads ½ and 1/2 as once every two turns', () => {
    expect(parseFireRate('½')).toEqual({ shots: 1, turns: 2 });
    expect(parseFireRate('1/2')).toEqual({ shots: 1, turns: 2 });
    expect(describeFireRate({ shots: 1, turns: 2 })).toBe('once every 2 turns');
    expect(formatFireRate({ shots: 1, turns: 2 })).toBe('½');
  });

  it('reads a whole number as uses per turn', () => {
    expect(parseFireRate('2')).toEqual({ shots: 2, turns: 1 });
    expect(describeFireRate({ shots: 2, turns: 1 })).toBe('2 times a turn');
  });

  it('refuses ratings beyond ten uses or ten turns, so a huge number never reaches the table', () => {
    expect(parseFireRate('99999999999999999999999')).toEqual({ error: expect.stringMatching(/not a number of maneuvers/) });
    expect(parseFireRate('11')).toEqual({ error: expect.stringMatching(/more than 10 uses a turn/) });
    expect(parseFireRate('1/12')).toEqual({ error: expect.stringMatching(/more than 10 uses or turns/) });
  });

  it('never returns a rating it was not given a rule for, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', '1e309', 'NaN', '½', '⅓', '¼', '2/3', '10', '11', '0/1', ' 3 ')),
        (text) => {
          const r = parseFireRate(text);
          if ('error' in r) return typeof r.error === 'string' && r.error.length > 0;
          const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= 10;
          return ok(r.shots) && ok(r.turns) && Object.keys(r).sort().join() === 'shots,turns';
        },
      ),
    );
  });

  it('refuses zero and words with a specific message', () => {
    expect(parseFireRate('0')).toEqual({ error: expect.stringMatching(/no use at all/) });
    expect(parseFireRate('1/0')).toEqual({ error: expect.stringMatching(/not a usable fraction/) });
    expect(parseFireRate('often')).toEqual({ error: expect.stringMatching(/not a number of maneuvers/) });
  });

  it('lets a ½ weapon fired on turn 1 fire again on turn 3, not turn 2', () => {
    const half = { shots: 1, turns: 2 };
    expect(canUseOnTurn(half, [1], 2)).toBe(false);
    expect(canUseOnTurn(half, [1], 3)).toBe(true);
    expect(nextUsableTurn(half, [1], 2)).toBe(3);
  });

  it('lets a ⅓ weapon fire once in any three turns', () => {
    const third = { shots: 1, turns: 3 };
    expect(canUseOnTurn(third, [4], 5)).toBe(false);
    expect(canUseOnTurn(third, [4], 6)).toBe(false);
    expect(canUseOnTurn(third, [4], 7)).toBe(true);
  });

  it('lets a weapon of 2 maneuvers be used twice in one turn but not three times', () => {
    const two = { shots: 2, turns: 1 };
    expect(canUseOnTurn(two, [5], 5)).toBe(true);
    expect(canUseOnTurn(two, [5, 5], 5)).toBe(false);
    expect(canUseOnTurn(two, [5, 5], 6)).toBe(true);
  });

  it('never allows more than n uses in any d consecutive turns when every use asks first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 30 }),
        (shots, turns, tries) => {
          const rate: FireRate = { shots, turns };
          const used: number[] = [];
          let turn = 1;
          for (const attempts of tries) {
            for (let a = 0; a < attempts; a++) if (canUseOnTurn(rate, used, turn)) used.push(turn);
            turn += 1;
          }
          for (let t = 1; t <= turn; t++) {
            if (used.filter((u) => u >= t && u < t + turns).length > shots) return false;
          }
          return true;
        },
      ),
    );
  });
});
