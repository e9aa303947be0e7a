import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { combatRoundMachine } from './combat-round.machine.js';
import { everyEvent, SMALL_TABLE, tableFrom, type Snap } from './testing/tables.js';

/** Every state node a snapshot can rest in. */
function restingStates(): string[] {
  const ids: string[] = [];
  const walk = (node: { id: string; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as (typeof node)[]) {
      if (Object.keys(child.states).length === 0) ids.push(child.id);
      walk(child);
    }
  };
  walk(combatRoundMachine.root as never);
  return ids.sort();
}

function leaves(value: unknown, prefix = 'combatRound'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

describe('the combat round as a graph', () => {
  it('reaches every state a player can be in, from a small table: a shed on fire by a pond, a PC and an NPC', () => {
    const input = tableFrom({ ...SMALL_TABLE, seed: '7' });
    const paths = getShortestPaths(combatRoundMachine, {
      input,
      // The checks with one threshold are enough here: the others only change the odds.
      events: ((s: Snap) =>
        everyEvent(s).filter((e) => e.type !== 'action.declared' || e.threshold === undefined || e.threshold === 4)) as never,
      serializeState: (s) => {
        const c = (s as Snap).context;
        return JSON.stringify([
          s.value,
          c.round,
          c.turnOf,
          c.actionsLeft,
          c.declared?.action,
          c.wounds.length,
          c.day,
          c.timeframe,
          c.fighters.map((f) => [f.areaId, f.injuries, f.fatigue, f.condition, f.down, f.grappledBy]),
        ]);
      },
      stopWhen: (s) => (s as Snap).context.round > 2 || (s as Snap).context.day > 1,
      limit: 40_000,
    });
    const reached = new Set(paths.flatMap((p) => leaves(p.state.value)));
    expect([...reached].sort()).toEqual(restingStates());
    // Reached by play: a PC's Injury roll and Resilience roll, the end of a round, and both ends.
    const over = paths.find((p) => p.state.value === 'over')!;
    expect(over.state.context.fighters.every((f) => f.condition === 'dead')).toBe(true);
    expect(paths.some((p) => p.state.value === 'rested')).toBe(true);
  }, 60_000);
});
