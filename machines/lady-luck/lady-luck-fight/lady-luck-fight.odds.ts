/**
 * The whole fight's teaching, loaded when a reader first asks: the child in play's own odds of
 * its next roll, by the combat round's or the fire map's teaching (each loaded on demand by its
 * own procedure; index.ts hands them here, so this chunk carries no procedure of its own).
 */
import type { SnapshotFrom } from 'xstate';
import type { Teaching } from '../../core/procedure.js';
import type { combatRound } from '../combat-round/index.js';
import type { fireMap } from '../fire-map/index.js';
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
  };
}
