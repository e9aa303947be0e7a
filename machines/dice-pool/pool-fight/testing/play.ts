/**
 * Test helper (never bundled): a table from the fighters' words, and the events played on it
 * one after another, each of which must be taken, as a reader at the table would.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { poolFightMachine } from '../pool-fight.machine.js';
import type { PoolFightEvent, PoolFightInput } from '../pool-fight.context.js';
import { SEED_RULES } from '../pool-fight.rules.js';
import { parseGroup } from '../pool-fight.setup.js';

export type Snap = SnapshotFrom<typeof poolFightMachine>;

/** A table of the party and the foes in words, the seed's rulings unless `extra` says otherwise. */
export function table(party: string, foes: string, rolls: number[] = [], extra: Partial<PoolFightInput> = {}): PoolFightInput {
  return {
    seed: 9,
    rolls,
    fighters: [...parseGroup('party', 'party', party, []), ...parseGroup('foes', 'foes', foes, [])],
    jamDifficulty: [6],
    rules: SEED_RULES,
    ...extra,
  };
}

/** Play the events; each must be taken. */
export function play(input: PoolFightInput, events: readonly PoolFightEvent[]): Snap {
  let [snap] = initialTransition(poolFightMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(poolFightMachine, snap, e);
  }
  return snap;
}

/** Everything the table said at the last step, as one text. */
export const said = (s: Snap) => s.context.why.map((w) => w.text).join(' ');

export const PARTY_FIRST: PoolFightEvent = { type: 'order.chosen', first: 'party' };
