/**
 * The whole fight's teaching, loaded when a reader first asks: the child in play's own odds of
 * its next roll (the combat round's, or the fire map's), each loaded on demand in turn.
 */
import type { SnapshotFrom } from 'xstate';
import type { Teaching } from '../../core/procedure.js';
import { combatRound } from '../combat-round/index.js';
import { fireMap } from '../fire-map/index.js';
import type { ladyLuckFightMachine } from './lady-luck-fight.machine.js';

type Snapshot = SnapshotFrom<typeof ladyLuckFightMachine>;

/** The odds of the next roll of the procedure in play, by that procedure's own teaching. */
export async function fightTeaching(): Promise<Teaching<typeof ladyLuckFightMachine>> {
  const [combat, fire] = await Promise.all([combatRound.teaching(), fireMap.teaching()]);
  return {
    nextOdds(snapshot: Snapshot) {
      const ctx = snapshot.context;
      if (snapshot.status === 'done') return undefined;
      if (ctx.phase === 'fire' && ctx.fire) return fire.nextOdds?.(ctx.fire.snapshot);
      return combat.nextOdds?.(ctx.combat.snapshot);
    },
  };
}
