/** Plays a fight by its suggested move to the end, for the tests. */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { LiberiGothicaFightEvent, LiberiGothicaFightInput } from './liberi-gothica-fight.context.js';
import { liberiGothicaFightMachine } from './liberi-gothica-fight.machine.js';
import { moves } from './liberi-gothica-fight.view.js';

export type FightSnapshot = SnapshotFrom<typeof liberiGothicaFightMachine>;

/** Every snapshot from the start to the end (or `limit` presses), and the events pressed. */
export function playSuggested(input: LiberiGothicaFightInput, limit = 2000, check?: (s: FightSnapshot) => void) {
  let [snapshot] = initialTransition(liberiGothicaFightMachine, input);
  const snapshots = [snapshot];
  const events: LiberiGothicaFightEvent[] = [];
  while (snapshot.status !== 'done' && events.length < limit) {
    check?.(snapshot);
    const move = moves(snapshot).find((m) => m.suggested);
    if (!move) break;
    const [next] = transition(liberiGothicaFightMachine, snapshot, move.event);
    if (next === snapshot || JSON.stringify(next.context) === JSON.stringify(snapshot.context))
      throw new Error(`${move.id} changed nothing`);
    snapshot = next;
    snapshots.push(snapshot);
    events.push(move.event);
  }
  return { snapshot, snapshots, events };
}
