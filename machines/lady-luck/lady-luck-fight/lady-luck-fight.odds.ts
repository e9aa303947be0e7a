/**
 * The whole fight's teaching, loaded when a reader first asks: the child in play's own odds of
 * its next roll, by the combat round's or the fire map's teaching (each loaded on demand by its
 * own procedure; index.ts hands them here, so this chunk carries no procedure of its own).
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { liftPrediction, type Playing } from '../../core/compose.js';
import type { Teaching } from '../../core/procedure.js';
import type { combatRound } from '../combat-round/index.js';
import type { fireMap } from '../fire-map/index.js';
import type { LadyLuckFightContext } from './lady-luck-fight.context.js';
import type { ladyLuckFightMachine } from './lady-luck-fight.machine.js';

type Snapshot = SnapshotFrom<typeof ladyLuckFightMachine>;

/** The odds of the next roll of the procedure in play, by that procedure's own teaching. */
export function fightTeaching(
  combat: Teaching<(typeof combatRound)['machine']>,
  fire: Teaching<(typeof fireMap)['machine']>,
): Teaching<typeof ladyLuckFightMachine> {
  return {
    nextOdds(snapshot: Snapshot) {
      const ctx = snapshot.context;
      if (snapshot.status === 'done') return undefined;
      if (ctx.phase === 'fire' && ctx.fire) return fire.nextOdds?.(ctx.fire.snapshot);
      return combat.nextOdds?.(ctx.combat.snapshot);
    },
    // The child's own question, asked before its step and graded on the child that step left.
    predictionFor(snapshot: Snapshot) {
      if (snapshot.status === 'done') return undefined;
      const now = playingIn(snapshot.context);
      const question =
        now === snapshot.context.fire ? fire.predictionFor?.(now.snapshot as never) : combat.predictionFor?.(now.snapshot as never);
      return liftPrediction<AnyStateMachine, LadyLuckFightContext>(
        question as never,
        now as Playing,
        (after) => playingIn(after) as Playing,
      );
    },
  };
}

/** The procedure in play: the fire's round, or the combat round (its turns, its round's end, downtime). */
const playingIn = (ctx: LadyLuckFightContext) => (ctx.phase === 'fire' && ctx.fire ? ctx.fire : ctx.combat);
