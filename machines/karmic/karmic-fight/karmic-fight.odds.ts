/**
 * A whole fight's odds are the odds of the procedure being played inside it: the lookout's
 * draw, the next card into the aim row, the duel's next turn. Loaded the first time a reader
 * asks (a chunk of its own), with each child's own odds module.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { liftPrediction } from '../../core/compose.js';
import type { Teaching } from '../../core/procedure.js';
import { boutDone, CHILDREN, playingOf } from './karmic-fight.children.js';
import type { ChildKind, KarmicFightContext } from './karmic-fight.context.js';
import type { karmicFightMachine } from './karmic-fight.machine.js';

type Machine = typeof karmicFightMachine;

export async function teachingOfFight(): Promise<Teaching<Machine>> {
  const kinds = Object.keys(CHILDREN) as ChildKind[];
  const loaded = new Map<ChildKind, Teaching<AnyStateMachine>>();
  await Promise.all(
    kinds.map(async (kind) => {
      const load = CHILDREN[kind].teaching;
      if (load) loaded.set(kind, await load());
    }),
  );
  const inner = (snapshot: SnapshotFrom<Machine>) => {
    const bout = snapshot.context.bout;
    return bout && snapshot.status !== 'done' && !boutDone(bout) ? { bout, teaching: loaded.get(bout.kind) } : undefined;
  };
  return {
    nextOdds(snapshot) {
      const now = inner(snapshot);
      return now?.teaching?.nextOdds?.(now.bout.snapshot as never);
    },
    oddsOf(snapshot, event) {
      const now = inner(snapshot);
      if (event.type !== 'PLAY' || !now) return undefined;
      return now.teaching?.oddsOf?.(now.bout.snapshot as never, event.event as never);
    },
    // The bout's own question, asked before its step and graded on the bout that step left.
    predictionFor(snapshot) {
      const now = inner(snapshot);
      if (!now) return undefined;
      const question = now.teaching?.predictionFor?.(now.bout.snapshot as never);
      return liftPrediction<AnyStateMachine, KarmicFightContext>(question as never, playingOf(now.bout), (after) =>
        after.bout ? playingOf(after.bout) : undefined,
      );
    },
  };
}
