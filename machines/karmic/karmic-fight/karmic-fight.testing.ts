/**
 * Test helper (never bundled): a whole fight played by the suggested move only, as a learner
 * who presses the highlighted control would play it.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { KarmicFightEvent, KarmicFightInput } from './karmic-fight.context.js';
import { karmicFightMachine } from './karmic-fight.machine.js';
import { moves } from './karmic-fight.view.js';

type Snapshot = SnapshotFrom<typeof karmicFightMachine>;

export interface Played {
  readonly end: Snapshot;
  readonly events: KarmicFightEvent[];
  readonly steps: Snapshot[];
  /** Steps whose count of suggested moves was not exactly one. */
  readonly badSteps: number;
}

export function playSuggested(input: KarmicFightInput, limit = 5000): Played {
  let [snapshot] = initialTransition(karmicFightMachine, input);
  const events: KarmicFightEvent[] = [];
  const steps: Snapshot[] = [snapshot];
  let badSteps = 0;
  while (snapshot.status !== 'done' && events.length < limit) {
    const suggested = moves(snapshot).filter((m) => m.suggested);
    if (suggested.length !== 1) badSteps++;
    if (!suggested[0]) break;
    events.push(suggested[0].event);
    [snapshot] = transition(karmicFightMachine, snapshot, suggested[0].event);
    steps.push(snapshot);
  }
  return { end: snapshot, events, steps, badSteps };
}
