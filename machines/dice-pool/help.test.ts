import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { helpBonusDice, withHelp } from './help.js';

describe('the help table', () => {
  it('gives nothing when the helper rolls lower', () => {
    expect(helpBonusDice(4, 5)).toBe(0);
  });

  it('gives nothing on a tie: the table needs higher', () => {
    expect(helpBonusDice(5, 5)).toBe(0);
  });

  it('gives 1d6 for a higher roll short of twice', () => {
    expect(helpBonusDice(6, 5)).toBe(1);
    expect(helpBonusDice(9, 5)).toBe(1);
  });

  it('gives 2d6 at exactly twice the opposing total', () => {
    expect(helpBonusDice(10, 5)).toBe(2);
  });

  it('gives 2d6 for 11 against 5, the page’s example', () => {
    expect(helpBonusDice(11, 5)).toBe(2);
  });

  it('gives 3d6 at three times and 4d6 at four times', () => {
    expect(helpBonusDice(14, 5)).toBe(2);
    expect(helpBonusDice(15, 5)).toBe(3);
    expect(helpBonusDice(20, 5)).toBe(4);
  });

  it('stops at 4d6 however large the margin', () => {
    expect(helpBonusDice(50, 5)).toBe(4);
    fc.assert(fc.property(fc.nat(200), fc.nat(200), (h, o) => helpBonusDice(h, o) <= 4 && helpBonusDice(h, o) >= 0));
  });

  it('adds the bonus as extra d6s, not upgrades, and adds up several helpers', () => {
    expect(withHelp([8], [6], 5)).toEqual([6, 8]);
    expect(withHelp([8], [6, 10, 3], 5)).toEqual([6, 6, 6, 8]);
  });
});
