/**
 * Test helpers (never bundled): every event anyone at an attack-roll table could send in a
 * snapshot, legal or not, filtered by the machine's own guards (for the model-based walk and
 * the random-play properties), and a table played step by step (for the tests of each rule).
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { attackRollMachine } from './attack-roll.machine.js';
import {
  LOCATIONS,
  PREPARED_KINDS,
  REST_STEPS,
  type AttackerInput,
  type AttackRollEvent,
  type AttackRollInput,
  type DefenderInput,
} from './attack-roll.context.js';
import { DEFAULT_ATTACKER_INPUT, DEFAULT_DEFENDER_INPUT } from './attack-roll.setup.js';

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
    ...PREPARED_KINDS.map((action) => ({ type: 'action.prepared', action }) as const),
    { type: 'tackle.made' },
    { type: 'strength.checked', passed: true },
    { type: 'strength.checked', passed: false },
    { type: 'skill.used' },
    { type: 'ability.worked', actions: 1 },
    { type: 'ability.worked', actions: 2 },
    { type: 'delayed.taken', weapons: 'one' },
    { type: 'defense.readied' },
    { type: 'deflection.prepared' },
    { type: 'defender.moved', direction: 'toward' },
    { type: 'defender.moved', direction: 'away' },
    { type: 'turn.ended' },
    { type: 'order.given', sentences: 1, groups: [0] },
    { type: 'order.given', sentences: 2, groups: [0] },
    { type: 'reload.worked' },
    { type: 'attack.rolled' },
    { type: 'damage.rolled' },
    { type: 'wound.rolled' },
    { type: 'endure.checked', passed: true },
    { type: 'endure.checked', passed: false },
    { type: 'fight.ended' },
    ...REST_STEPS.map((hours) => ({ type: 'time.passed', hours }) as const),
    ...c.afflictions.flatMap((_, wound) => [true, false].map((passed) => ({ type: 'treatment.given', wound, passed }) as const)),
    ...c.afflictions.map((_, wound) => ({ type: 'treatment.worked', wound }) as const),
    ...LOCATIONS.flatMap((location) =>
      [true, false].map(
        (fatal) => ({ type: 'blow.struck', location, side: location === 'arms' ? 'left' : null, wound: 'as-dealt', fatal }) as const,
      ),
    ),
    { type: 'blow.struck', location: 'arms', side: 'right', wound: 4, fatal: false },
  ];
  return out.filter((e) => snap.can(e));
}

/** A table of the default fighters with some numbers changed, and fixed rolls to use first. */
export function table(rolls: number[], a: Partial<AttackerInput> = {}, d: Partial<DefenderInput> = {}, distance = 5): AttackRollInput {
  return { seed: 3, rolls, attacker: { ...DEFAULT_ATTACKER_INPUT, ...a }, defender: { ...DEFAULT_DEFENDER_INPUT, ...d }, distance };
}

/** Play `events` from the start of `input`, failing on the first one the machine refuses. */
export function play(input: AttackRollInput, events: readonly AttackRollEvent[]): Snap {
  let [snap] = initialTransition(attackRollMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(attackRollMachine, snap, e);
  }
  return snap;
}

/** Everything the last step said, in one string. */
export const said = (s: Snap) => s.context.why.map((w) => w.text).join(' ');
/** The anchors the last step linked to. */
export const linked = (s: Snap) => s.context.why.map((w) => w.rule?.section);
