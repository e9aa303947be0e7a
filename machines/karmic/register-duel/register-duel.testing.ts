/**
 * Test helper (never bundled): a duel started and played by events, refusing any event the
 * machine would not take, for the machine tests split by topic (register-duel.machine.test.ts,
 * register-duel.hand-to-hand.test.ts, register-duel.openings.test.ts, register-duel.large-foe.test.ts).
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { registerDuelMachine } from './register-duel.machine.js';
import type { Fighter } from '../melee/fighters.js';
import { type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';

export type Snap = SnapshotFrom<typeof registerDuelMachine>;

export function start(input: RegisterDuelInput): Snap {
  return initialTransition(registerDuelMachine, input)[0];
}
export function send(snap: Snap, ...events: RegisterDuelEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}
export const refuses = (snap: Snap, e: RegisterDuelEvent) => !snap.can(e);

export const fighters = (a: Partial<Fighter> = {}, b: Partial<Fighter> = {}): [Fighter, Fighter] => [
  { ...DEFAULT_FIGHTERS[0], ...a },
  { ...DEFAULT_FIGHTERS[1], ...b },
];
