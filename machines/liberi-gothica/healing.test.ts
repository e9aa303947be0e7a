import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  commandActions,
  fociDayHealing,
  fociMarkHealing,
  giveOrder,
  healOver,
  healTacks,
  markAt,
  understands,
  type Healer,
} from './healing.js';

const liberi = (h: Partial<Healer> = {}): Healer => ({ life: 0, maxLife: 100, toughness: 5, hasFoci: true, ...h });

describe('healing with a Foci', () => {
  it.each([
    [1, [1, 0, 1, 0, 1, 0], 3],
    [2, [1, 1, 1, 1, 1, 1], 6],
    [3, [2, 1, 2, 1, 2, 1], 9],
    [4, [2, 2, 2, 2, 2, 2], 12],
    [5, [3, 2, 3, 2, 3, 2], 15],
    [6, [3, 3, 3, 3, 3, 3], 18],
  ])('heals Toughness %i as %j over the day’s marks, %i in all', (t, marks, day) => {
    expect([1, 2, 3, 4, 5, 6].map((k) => fociMarkHealing(t, k))).toEqual(marks);
    expect(fociDayHealing(t)).toBe(day);
  });

  it('adds up to exactly Toughness × 3 a day for any Toughness above 0', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), (t) => fociDayHealing(t) === 3 * t));
  });

  it('puts the marks at 04:00, 08:00, 12:00, 16:00, 20:00 and midnight, restarting each day (ruling: when the four-hour marks fall)', () => {
    expect([4, 8, 12, 16, 20, 24].map(markAt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(markAt(28)).toBe(1);
    expect(markAt(48)).toBe(6);
    expect(markAt(0)).toBeUndefined();
    expect(markAt(6)).toBeUndefined();
  });

  it('rounds up at 04:00, 12:00 and 20:00 and down at 08:00, 16:00 and midnight (ruling: when the four-hour marks fall)', () => {
    const t5 = liberi({ toughness: 5 });
    expect(healOver(t5, 0, 4)).toBe(3);
    expect(healOver(t5, 4, 8)).toBe(2);
    expect(healOver(t5, 16, 20)).toBe(3);
    expect(healOver(t5, 20, 24)).toBe(2);
  });

  it('heals nothing between marks', () => {
    expect(healOver(liberi(), 4, 7)).toBe(0);
    expect(healOver(liberi(), 1, 3)).toBe(0);
  });

  it('heals a Liberi resting a full day Toughness × 3 and no more: no extra once-a-day rate (ruling: limits on healing)', () => {
    expect(healOver(liberi({ toughness: 3 }), 0, 24)).toBe(9);
    expect(healOver(liberi({ toughness: 3 }), 0, 48)).toBe(18);
  });
});

describe('healing without a Foci', () => {
  const creature = (h: Partial<Healer> = {}): Healer => liberi({ hasFoci: false, ...h });

  it('heals Toughness once a day, at the end of the day', () => {
    expect(healOver(creature({ toughness: 4 }), 0, 23)).toBe(0);
    expect(healOver(creature({ toughness: 4 }), 0, 24)).toBe(4);
    expect(healOver(creature({ toughness: 4 }), 10, 58)).toBe(8);
  });
});

describe('limits on healing (ruling: limits on healing)', () => {
  it('never raises Life above its maximum', () => {
    expect(healOver(liberi({ life: 9, maxLife: 10, toughness: 6 }), 0, 4)).toBe(10);
    expect(healOver(liberi({ life: 9, maxLife: 10, toughness: 6, hasFoci: false }), 0, 24)).toBe(10);
  });

  it('heals nothing with a Toughness of 0 or less', () => {
    expect(fociMarkHealing(-1, 1)).toBe(0);
    expect(healOver(liberi({ toughness: 0 }), 0, 48)).toBe(0);
    expect(healOver(liberi({ toughness: -2, hasFoci: false }), 0, 48)).toBe(0);
  });

  it('does not heal the dead', () => {
    expect(healOver(liberi({ life: -9, dead: true }), 0, 48)).toBe(-9);
  });

  it('heals from below 0 Life like anyone else', () => {
    expect(healOver(liberi({ life: -3, toughness: 4 }), 0, 8)).toBe(1);
  });

  it('never lowers Life and never passes the maximum, over any rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -3, max: 10 }),
        fc.boolean(),
        fc.nat(100),
        fc.nat(100),
        (life, maxLife, toughness, hasFoci, from, span) => {
          const after = healOver({ life, maxLife, toughness, hasFoci }, from, from + span);
          expect(after).toBeGreaterThanOrEqual(life);
          expect(after).toBeLessThanOrEqual(Math.max(life, maxLife));
        },
      ),
    );
  });
});

describe('TACKS damage', () => {
  const normal = { toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 };

  it('heals 1 point a day on each damaged attribute on its own (ruling: more than one damaged attribute)', () => {
    const hurt = { ...normal, charm: 1, spirit: 0 };
    expect(healTacks(hurt, normal, 1)).toEqual({ ...normal, charm: 2, spirit: 1 });
  });

  it('stops at the attribute’s normal value', () => {
    expect(healTacks({ ...normal, knowledge: 2 }, normal, 5)).toEqual(normal);
  });

  it('heals nothing before a day has ended', () => {
    expect(healTacks({ ...normal, charm: 1 }, normal, 0)).toEqual({ ...normal, charm: 1 });
  });
});

describe("orders to minions (ruling: counting an order's sentences)", () => {
  it('is followed when it has as many sentences as the minion has Knowledge', () => {
    expect(understands(2, 2)).toBe(true);
  });

  it('is not followed with one sentence more than the minion’s Knowledge', () => {
    expect(understands(2, 3)).toBe(false);
  });

  it('is never understood by a minion with Knowledge 0 or less', () => {
    expect(understands(0, 1)).toBe(false);
    expect(understands(-1, 1)).toBe(false);
  });

  it('counts "guard the door and kill anyone who enters" as two sentences, too much for Knowledge 1', () => {
    const order = { text: 'Guard the door and kill anyone who enters', sentences: 2 };
    const zombie = { knowledge: 1, order: { text: 'Follow me', sentences: 1 } };
    expect(giveOrder(zombie, order)).toEqual(zombie);
    expect(giveOrder({ knowledge: 2 }, order)).toEqual({ knowledge: 2, order });
  });

  it('leaves a minion that cannot follow a new order doing what it was doing before', () => {
    const golem = { knowledge: 1, order: { text: 'Hold the bridge', sentences: 1 } };
    expect(giveOrder(golem, { text: 'Go home, then wait', sentences: 2 }).order.text).toBe('Hold the bridge');
  });

  it('costs one action per different order, whatever the number of groups that get it', () => {
    expect(
      commandActions([
        { group: 'skeletons', order: 'Attack' },
        { group: 'zombies', order: 'attack' },
      ]),
    ).toBe(1);
    expect(
      commandActions([
        { group: 'skeletons', order: 'Attack' },
        { group: 'zombies', order: 'Guard the door' },
      ]),
    ).toBe(2);
  });
});
