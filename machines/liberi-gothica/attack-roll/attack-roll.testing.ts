/**
 * Test helper (never bundled): every event anyone at an attack-roll table could send in a
 * snapshot, legal or not, filtered by the machine's own guards. Used by the model-based
 * walk and the random-play properties.
 */
import type { SnapshotFrom } from 'xstate';
import { attackRollMachine } from './attack-roll.machine.js';
import { LOCATIONS, REST_STEPS, type AttackRollEvent } from './attack-roll.context.js';

type Snap = SnapshotFrom<typeof attackRollMachine>;

/** Every event anyone at the table could send, legal or not; the machine's guards keep the legal ones. */
export function everyEvent(snap: Snap): AttackRollEvent[] {
  const c = snap.context;
  const out: AttackRollEvent[] = [
    { type: 'round.begun', first: 'attacker' },
    { type: 'round.begun', first: 'defender' },
    { type: 'attack.made', weapons: 'one' },
    { type: 'attack.made', weapons: 'all' },
    { type: 'charge.made', weapons: 'one' },
    { type: 'ram.made' },
    { type: 'attacker.moved', direction: 'toward' },
    { type: 'attacker.moved', direction: 'away' },
    { type: 'action.delayed' },
    { type: 'action.prepared' },
    { type: 'delayed.taken', weapons: 'one' },
    { type: 'defense.readied' },
    { type: 'deflection.prepared' },
    { type: 'defender.moved', direction: 'toward' },
    { type: 'defender.moved', direction: 'away' },
    { type: 'turn.ended' },
    { type: 'order.given', sentences: 1 },
    { type: 'order.given', sentences: 2 },
    { type: 'reload.worked' },
    { type: 'attack.rolled' },
    { type: 'damage.rolled' },
    { type: 'wound.rolled' },
    { type: 'endure.checked', passed: true },
    { type: 'endure.checked', passed: false },
    { type: 'fight.ended' },
    ...REST_STEPS.map((hours) => ({ type: 'time.passed', hours }) as const),
    ...c.afflictions.flatMap((_, wound) => [true, false].map((passed) => ({ type: 'treatment.given', wound, passed }) as const)),
    ...LOCATIONS.flatMap((location) => [true, false].map((fatal) => ({ type: 'blow.struck', location, fatal }) as const)),
  ];
  return out.filter((e) => snap.can(e));
}
