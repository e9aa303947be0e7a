import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const CLOSER: AttackRollEvent = { type: 'attacker.moved', direction: 'toward' };

describe('speed by size', () => {
  it('moves a size 0 fighter 30 feet, citing the book’s table only', () => {
    const s = play(table([], {}, {}, 60), [A_FIRST, CLOSER]);
    expect(s.context.distance).toBe(30);
    expect(linked(s)).toEqual(['speed-by-size']);
  });

  it('moves a size +2 fighter 50 feet, and says where that number comes from (Table ruling: sizes the book does not list)', () => {
    const s = play(table([], { size: 2, toughness: 4 }, {}, 60), [A_FIRST, CLOSER]);
    expect(s.context.distance).toBe(10);
    expect(said(s)).toContain("The book gives no Move for size +2: 10 feet a size from size 0's 30, never below 5, gives Bram 50 feet.");
    expect(linked(s)).toContain('sizes-the-book-does-not-list');
  });

  it('lets a size −3 fighter crawl 5 feet, the least a Move covers (Table ruling: sizes the book does not list)', () => {
    const s = play(table([], { size: -3, weapons: ['tiny'] }, {}, 60), [A_FIRST, CLOSER]);
    expect(s.context.distance).toBe(55);
  });

  it('lets the same ruling decide how far a charge can run and a ram can reach (Table ruling: sizes the book does not list)', () => {
    const charge = play(table([], { size: 2, toughness: 4 }, {}, 55), [A_FIRST, { type: 'charge.made', weapons: 'one' }]);
    expect(charge.context.distance).toBe(5);
    expect(linked(charge)).toContain('sizes-the-book-does-not-list');
    const ram = play(table([], { size: 2, toughness: 4 }, {}, 100), [A_FIRST, { type: 'ram.made' }]);
    expect(ram.context.distance).toBe(0);
    expect(linked(ram)).toContain('sizes-the-book-does-not-list');
    expect(play(table([], { size: 2, toughness: 4 }, {}, 101), [A_FIRST]).can({ type: 'ram.made' })).toBe(false);
  });
});
