import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { defense } from '../attack.js';
import { attackRollMachine } from './attack-roll.machine.js';
import { type AttackRollInput } from './attack-roll.context.js';
import { everyEvent } from './attack-roll.testing.js';
import { DEFAULT_ATTACKER_INPUT, DEFAULT_DEFENDER_INPUT } from './attack-roll.setup.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

/** A surprised defender within reach (a lethal blow's moment), so that every action has its moment; the dice mostly from the seed. */
const INPUT: AttackRollInput = {
  seed: 21,
  // A crippling hit first (12 + 3 against 10), 6 damage + 2, a torso wound with organ damage.
  rolls: [6, 6, 6, 1],
  attacker: { ...DEFAULT_ATTACKER_INPUT, weapons: ['large', 'small'] },
  defender: { ...DEFAULT_DEFENDER_INPUT, life: 12, awareness: 'surprised', defenses: [defense('passive', 2), defense('active', 1)] },
  distance: 5,
};

/** Every state node a snapshot can rest in (the history node is where play returns, never a place to be). */
function restingStates(): string[] {
  const ids: string[] = [];
  const walk = (node: { id: string; type: string; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as (typeof node)[]) {
      if (child.type === 'history') continue;
      if (Object.keys(child.states).length === 0) ids.push(child.id);
      walk(child);
    }
  };
  walk(attackRollMachine.root as never);
  return ids.sort();
}

function leaves(value: unknown, prefix = 'attackRoll'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

describe('the exchange as a graph', () => {
  it('reaches every state a player can be in, from a small table', () => {
    const paths = getShortestPaths(attackRollMachine, {
      input: INPUT,
      events: everyEvent as never,
      serializeState: (s) => {
        const c = (s as Snap).context;
        return JSON.stringify([
          s.value,
          c.round,
          c.turn,
          c.actionsLeft,
          c.acted,
          c.defender.life,
          c.stage,
          c.queue.length,
          c.hour,
          c.afflictions.length,
          c.distance,
          ...(['attacker', 'defender'] as const).map((side) => {
            const x = c.sides[side];
            return [x.delayed, x.prepared.length, x.defending, x.deflectionRound, x.down, x.continuing.map((k) => `${k.what} ${k.done}`)];
          }),
        ]);
      },
      stopWhen: (s) => (s as Snap).context.round > 1 || (s as Snap).context.hour > 24,
      limit: 60_000,
    });
    const reached = new Set(paths.flatMap((p) => leaves(p.state.value)));
    expect([...reached].sort()).toEqual(restingStates());
    // Reached by play, not only by the start: a death, a rest that heals, and the Endure check.
    const dead = paths.find((p) => p.state.value === 'dead')!;
    expect(dead.state.context.fallen).toBe('defender');
    expect(paths.some((p) => JSON.stringify(p.state.value).includes('endureCheck'))).toBe(true);
  }, 60_000);
});
