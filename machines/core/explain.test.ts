import { describe, expect, it } from 'vitest';
import { formatPercent, formatSum, num, signed } from './explain.js';

describe('numbers as the book prints them', () => {
  it('signs with a real minus sign', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('\u22122');
    expect(signed(0)).toBe('0');
    expect(signed(-0)).toBe('0');
    expect(num(-4)).toBe('\u22124');
    expect(num(4)).toBe('4');
  });
  it('shows each sum once, with its terms', () => {
    expect(
      formatSum([
        { label: 'card', value: -3 },
        { label: 'skill', value: 2 },
      ]),
    ).toBe('\u22123 card + 2 skill = \u22121');
    expect(
      formatSum([
        { label: 'card', value: 5 },
        { label: 'edge', value: 0 },
        { label: 'armour', value: -1 },
      ]),
    ).toBe('5 card \u2212 1 armour = 4');
    expect(formatSum([{ label: 'card', value: 0 }])).toBe('0 card = 0');
  });
  it('prints odds to one decimal place, and the ends plainly', () => {
    expect(formatPercent(5 / 9)).toBe('55.6%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0004)).toBe('<0.1%');
    expect(formatPercent(0.9996)).toBe('>99.9%');
  });
});
