/**
 * Saved tables and share links keep opening: records made by the build before the table
 * rulings could be switched (format pool-fight/1: no `rules` in the input, the electric
 * weapon's wielder left out of the circuit) replay through today's upgrades to exactly the
 * table they were when saved.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import { poolFightMachine, poolFightRecord } from './pool-fight.machine.js';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { poolFightInputProblem } from './pool-fight.setup.js';
import RECORDS_V1 from './testing/records-v1.json' with { type: 'json' };

type Snap = SnapshotFrom<typeof poolFightMachine>;

interface Saved {
  readonly name: string;
  readonly record: { format: string; input: unknown; events: unknown[]; step: number };
  readonly expect: unknown;
}

/** What a table is, as the records saved it: where every fighter stands and how they fare. */
const state = (s: Snap) => ({
  value: s.value,
  round: s.context.round,
  acting: s.context.acting,
  winner: s.context.winner,
  fighters: s.context.fighters.map((f) => [
    f.hp,
    f.at,
    f.actions,
    f.shots,
    f.jammed,
    f.weaponAt,
    f.readied === null ? null : f.readied.round,
  ]),
});

function replay(saved: Saved): Snap {
  expect(poolFightInputProblem(saved.record.input)).toBeUndefined();
  const events = upgradeEvents(poolFightRecord, saved.record.format, saved.record.events) as PoolFightEvent[] | undefined;
  expect(events, `${saved.record.format} is read`).toBeDefined();
  let [snap] = initialTransition(poolFightMachine, saved.record.input as PoolFightInput);
  for (const [i, e] of events!.entries()) {
    expect(snap.can(e), `${saved.name}: step ${i + 1}, ${JSON.stringify(e)}`).toBe(true);
    [snap] = transition(poolFightMachine, snap, e);
  }
  return snap;
}

describe('a table saved by the build before (pool-fight/1)', () => {
  it('is a version this build still reads', () => {
    expect(poolFightRecord.current).not.toBe('pool-fight/1');
    expect(Object.hasOwn(poolFightRecord.upgrades, 'pool-fight/1')).toBe(true);
  });

  for (const saved of RECORDS_V1 as Saved[]) {
    it(`replays to the same table: ${saved.name}`, () => {
      expect(state(replay(saved))).toEqual(saved.expect);
    });
  }
});
