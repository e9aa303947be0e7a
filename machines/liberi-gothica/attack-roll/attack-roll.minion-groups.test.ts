import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { orderProblem } from './attack-roll.orders.js';
import { orderChoices, minionGroupsNow } from './attack-roll.choices.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const END: AttackRollEvent = { type: 'turn.ended' };
/** Three zombies of Knowledge 1 and a golem of Knowledge 3. */
const TWO_GROUPS = {
  minions: [
    { count: 3, knowledge: 1 },
    { count: 1, knowledge: 3 },
  ],
};
const order = (sentences: number, groups: number[]): AttackRollEvent => ({ type: 'order.given', sentences, groups });

describe('several groups of minions, each with its own order (Table ruling: groups of minions)', () => {
  it('gives one order to one group for one action, leaving the other without', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST, order(3, [1])]);
    expect(s.context.sides.attacker.minionOrders).toEqual([null, { sentences: 3, round: 1 }]);
    expect(said(s)).toContain('Bram gives group 2 (1 minion) an order of 3 sentences (Command: 1 action; 1 left).');
    expect(linked(s)).toContain('several-groups');
  });

  it('costs another action for a different order to the other group', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST, order(3, [1]), order(1, [0])]);
    expect(s.context.actionsLeft).toBe(0);
    expect(s.context.sides.attacker.minionOrders).toEqual([
      { sentences: 1, round: 1 },
      { sentences: 3, round: 1 },
    ]);
  });

  it('gives one order to several groups at once, for one action', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST, order(1, [0, 1])]);
    expect(s.context.actionsLeft).toBe(1);
    expect(s.context.sides.attacker.minionOrders).toEqual([
      { sentences: 1, round: 1 },
      { sentences: 1, round: 1 },
    ]);
    expect(said(s)).toContain('Bram gives group 1 (3 minions) and group 2 (1 minion) an order of 1 sentence');
  });

  it('refuses an order one of the chosen groups cannot grasp, naming that group', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST]);
    expect(orderProblem(s.context, 2, [0, 1])).toBe(
      'group 1 (3 minions) has Knowledge 1 and grasps 1 sentence: an order of 2 would be neither understood nor followed',
    );
    expect(orderProblem(s.context, 2, [1])).toBeUndefined();
    expect(orderProblem(s.context, 1, [])).toBe('choose which of the 2 groups of minions the order goes to');
    expect(orderProblem(s.context, 1, [2])).toBe('choose which of the 2 groups of minions the order goes to');
    expect(orderProblem(s.context, 1, [0, 0])).toBe('choose which of the 2 groups of minions the order goes to');
  });

  it('keeps each group’s order standing into later rounds', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST, order(3, [1]), END, END, A_FIRST]);
    expect(s.context.sides.attacker.minionOrders[1]).toEqual({ sentences: 3, round: 1 });
  });

  it('offers orders up to one past what the least knowing chosen group grasps, and lists the groups', () => {
    const s = play(table([], TWO_GROUPS), [A_FIRST]);
    expect(orderChoices(s.context, [1]).map((c) => c.label)).toEqual([
      'Order of 1 sentence (1 action)',
      'Order of 2 sentences (1 action)',
      'Order of 3 sentences (1 action)',
      'Order of 4 sentences (1 action)',
    ]);
    expect(orderChoices(s.context, [0, 1]).map((c) => c.problem === undefined)).toEqual([true, false]);
    expect(minionGroupsNow(s.context)).toEqual([
      { index: 0, label: 'group 1 (3 minions), Knowledge 1', order: 'no order yet' },
      { index: 1, label: 'group 2 (1 minion), Knowledge 3', order: 'no order yet' },
    ]);
  });

  it('lets the defender command its own minions on its turn', () => {
    const s = play(table([], {}, { minions: { count: 2, knowledge: 2 } }), [{ type: 'round.begun', first: 'defender' }, order(2, [0])]);
    expect(s.context.sides.defender.minionOrders).toEqual([{ sentences: 2, round: 1 }]);
  });
});
