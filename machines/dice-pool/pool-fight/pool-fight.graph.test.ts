import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import type { PoolFightInput } from './pool-fight.context.js';
import { parseGroup } from './pool-fight.setup.js';
import { everyEvent } from './testing/events.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

/** A small fight: a jam-prone gun, a helper, a foe close by who falls to one good blow. */
const INPUT: PoolFightInput = {
  seed: 3,
  fighters: [
    ...parseGroup('party', 'party', 'Jory agility 1 with pistol gun low cart 8; Mara agility 3 physique 3 with axe heavy sharp', []),
    ...parseGroup('foes', 'foes', 'Bandit agility 1 physique 0 health 2 at 1', []),
  ],
  jamDifficulty: [6],
};

/** Every state node a snapshot can rest in. */
function leafStates(): string[] {
  const ids: string[] = [];
  const walk = (node: { id: string; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as (typeof node)[]) {
      if (Object.keys(child.states).length === 0) ids.push(child.id);
      walk(child);
    }
  };
  walk(poolFightMachine.root as never);
  return ids.sort();
}

function leaves(value: unknown, prefix = 'poolFight'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

describe('the fight as a graph', () => {
  it('reaches every state a table can be in, by play', () => {
    const paths = getShortestPaths(poolFightMachine, {
      input: INPUT,
      // Readied actions other than the attack lead to the same states (an attack, a Fix Jam check,
      // the group's turn) and would only multiply the walk: their own tests are pool-fight.ready.test.ts.
      events: ((s: Snap) =>
        everyEvent(s).filter((e) => !(e.type === 'action.readied' && e.action) && e.type !== 'readied.triggered')) as never,
      serializeState: (s) => {
        const c = (s as Snap).context;
        return JSON.stringify([
          s.value,
          c.round,
          c.acting,
          c.pending?.kind,
          c.fighters.map((f) => [f.hp, f.actions, f.at, f.jammed, f.shots > 6, f.readied, f.help.length]),
        ]);
      },
      stopWhen: (s) => (s as Snap).context.round > 2,
      limit: 100_000,
    });
    const reached = new Set(paths.flatMap((p) => leaves(p.state.value)));
    expect([...reached].sort()).toEqual(leafStates());
    // The ends reached by play: a jam, a win.
    expect(paths.some((p) => p.state.context.fighters[0]!.jammed)).toBe(true);
    expect(paths.find((p) => p.state.value === 'over')?.state.context.winner).toBe('party');
  }, 60_000);
});
