/**
 * Test helper (never bundled): every event anyone at a dice-pool fight could send in a
 * snapshot, legal or not, filtered by the machine's own guards. Used by the model-based
 * walk and the random-play properties.
 */
import type { SnapshotFrom } from 'xstate';
import type { poolFightMachine } from '../pool-fight.machine.js';
import type { PoolFightEvent } from '../pool-fight.context.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

/** Every event anyone at the table could send (moves of 1 square and of a full speed), legal or not. */
export function everyEvent(snap: Snap, { otherReadied = true } = {}): PoolFightEvent[] {
  const n = snap.context.fighters.length;
  const ids = Array.from({ length: n }, (_, i) => i);
  const out: PoolFightEvent[] = [
    ...snap.context.groups.map((g) => ({ type: 'order.chosen', first: g.id }) as const),
    { type: 'order.rolled' },
    { type: 'hit.rolled' },
    { type: 'damage.rolled' },
    { type: 'fix.rolled' },
    { type: 'help.rolled' },
    { type: 'turn.ended' },
  ];
  for (const by of ids) {
    const speed = snap.context.fighters[by]!.speed;
    out.push(
      { type: 'fighter.moved', by, squares: 1 },
      { type: 'fighter.moved', by, squares: -1 },
      { type: 'fighter.moved', by, squares: speed },
      { type: 'firearm.reloaded', by },
      { type: 'jam.tried', by },
      { type: 'action.readied', by },
      { type: 'weapon.recovered', by },
      { type: 'weapon.lit', by },
    );
    if (otherReadied)
      out.push(
        { type: 'action.readied', by, action: { kind: 'attack' }, when: 'called' },
        { type: 'action.readied', by, action: { kind: 'move', squares: 1 }, when: 'called' },
        { type: 'action.readied', by, action: { kind: 'reload' }, when: 'called' },
        { type: 'action.readied', by, action: { kind: 'fix' }, when: 'called' },
        { type: 'readied.triggered', by },
        ...ids.map((target) => ({ type: 'readied.triggered', by, target }) as const),
      );
    for (const power of (snap.context.fighters[by]!.powers ?? []).keys()) {
      if (otherReadied) out.push({ type: 'action.readied', by, action: { kind: 'power', power }, when: 'called' });
      out.push({ type: 'spell.cast', by, power }, { type: 'ability.used', by, power }, { type: 'item.used', by, power });
    }
    for (const other of ids) {
      out.push({ type: 'attack.made', by, target: other }, { type: 'attack.made', by, target: other, thrown: true });
      for (const target of ids) out.push({ type: 'help.given', by, ally: other, target });
    }
  }
  return out.filter((e) => snap.can(e));
}
