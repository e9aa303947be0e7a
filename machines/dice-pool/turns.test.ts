import { describe, expect, it } from 'vitest';
import { createChance } from '../core/random.js';
import {
  ACTION_COSTS,
  beginCostly,
  canTake,
  groupTurn,
  nextGroup,
  endTurnWith,
  payTowards,
  readiable,
  readiedMayGoOff,
  readiedStands,
  rollGroupOrder,
  startTurn,
  take,
  turnsToPay,
} from './turns.js';

describe('rolling for group order', () => {
  it('puts the group with the higher d6 first', () => {
    const [order] = rollGroupOrder(createChance(1, [2, 5]), ['party', 'bandits']);
    expect(order).toEqual(['bandits', 'party']);
  });

  it('has tied groups roll again between themselves', () => {
    const [order, next] = rollGroupOrder(createChance(1, [4, 4, 1, 3, 6]), ['party', 'bandits', 'wolves']);
    // party and bandits tie on 4 above the wolves' 1, then re-roll 3 and 6.
    expect(order).toEqual(['bandits', 'party', 'wolves']);
    expect(next.fixedRolls).toEqual([]);
  });

  it('keeps every group exactly once, whatever the rolls', () => {
    for (let seed = 0; seed < 50; seed++) {
      const [order] = rollGroupOrder(createChance(seed), ['a', 'b', 'c', 'd']);
      expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
    }
  });
});

describe('rounds', () => {
  it('gives every group one turn a round, repeating in the same order', () => {
    const order = ['bandits', 'party'];
    expect([0, 1, 2, 3].map((i) => groupTurn(order, i))).toEqual([
      { round: 1, group: 'bandits' },
      { round: 1, group: 'party' },
      { round: 2, group: 'bandits' },
      { round: 2, group: 'party' },
    ]);
  });
});

describe('more than two groups (ruling: more than two groups)', () => {
  const order = ['bandits', 'party', 'wolves'];

  it('passes the turn down the order and starts a new round after the last group', () => {
    const all = () => true;
    expect(nextGroup(order, 'bandits', all)).toEqual({ group: 'party', newRound: false });
    expect(nextGroup(order, 'party', all)).toEqual({ group: 'wolves', newRound: false });
    expect(nextGroup(order, 'wolves', all)).toEqual({ group: 'bandits', newRound: true });
  });

  it('skips a group with no one standing, counting a new round if the skip wraps the order', () => {
    expect(nextGroup(order, 'bandits', (g) => g !== 'party')).toEqual({ group: 'wolves', newRound: false });
    expect(nextGroup(order, 'party', (g) => g !== 'wolves')).toEqual({ group: 'bandits', newRound: true });
    expect(nextGroup(order, 'wolves', (g) => g !== 'bandits')).toEqual({ group: 'party', newRound: true });
  });

  it('is the plain alternation with two groups', () => {
    expect(nextGroup(['foes', 'party'], 'foes', () => true)).toEqual({ group: 'party', newRound: false });
    expect(nextGroup(['foes', 'party'], 'party', () => true)).toEqual({ group: 'foes', newRound: true });
  });
});

describe('actions in a turn', () => {
  it('starts every group turn with 2 actions, nothing carried over', () => {
    expect(startTurn()).toEqual({ actionsLeft: 2 });
  });

  it('allows the same action twice when the actions are there', () => {
    const once = take(startTurn(), ACTION_COSTS.attack);
    expect(once).toEqual({ actionsLeft: 1 });
    expect(take(once as { actionsLeft: number }, ACTION_COSTS.attack)).toEqual({ actionsLeft: 0 });
  });

  it('refuses an action that costs more than the actions left', () => {
    expect(canTake(1, ACTION_COSTS.readyAction)).toBe(false);
    expect(take({ actionsLeft: 1 }, 2)).toHaveProperty('error');
    expect(canTake(2, ACTION_COSTS.readyAction)).toBe(true);
  });

  it('prices the seed’s actions: Ready 2, the rest 1', () => {
    expect(ACTION_COSTS).toEqual({ attack: 1, movement: 1, useItem: 1, reloadFirearm: 1, fixJam: 1, readyAction: 2, help: 1 });
  });

  it('loses a readied action not triggered by the end of its round', () => {
    expect(readiedStands(2, 2)).toBe(true);
    expect(readiedStands(2, 3)).toBe(false);
  });

  it('sets off a readied action only during a different group’s turn, in the same round', () => {
    expect(readiedMayGoOff({ round: 2, group: 'party' }, { round: 2, acting: 'foes' })).toBe(true);
    expect(readiedMayGoOff({ round: 2, group: 'party' }, { round: 2, acting: 'party' })).toBe(false);
    expect(readiedMayGoOff({ round: 2, group: 'party' }, { round: 3, acting: 'foes' })).toBe(false);
  });

  it('readies a spell or ability only if the Ready Action’s 2 actions cover it (ruling: readying other actions)', () => {
    expect([1, 2, 3].map(readiable)).toEqual([true, true, false]);
  });
});

describe('spells and abilities that cost more than 2 actions', () => {
  it('takes effect when the last action is paid, across turns', () => {
    let spell = payTowards(beginCostly(5), 2);
    spell = endTurnWith(spell)!;
    spell = payTowards(spell, 1);
    spell = endTurnWith(spell)!;
    spell = payTowards(spell, 2);
    expect(spell.remaining).toBe(0);
    expect(turnsToPay(5)).toBe(3);
  });

  it('is abandoned by a turn that puts nothing into it', () => {
    const spell = endTurnWith(payTowards(beginCostly(4), 2))!;
    expect(endTurnWith(spell)).toBeUndefined();
  });
});
