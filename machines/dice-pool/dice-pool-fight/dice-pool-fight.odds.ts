/**
 * A whole fight's teaching, loaded when a reader first asks: the odds of the played fight's next
 * roll, which are the dice-pool fight's own (its teaching, loaded in turn). Between rounds and
 * once over, nothing is about to be rolled.
 */
import type { Teaching } from '../../core/procedure.js';
import { poolFight } from '../pool-fight/index.js';
import type { dicePoolFightMachine } from './dice-pool-fight.machine.js';

export async function teaching(): Promise<Teaching<typeof dicePoolFightMachine>> {
  const played = await poolFight.teaching();
  return {
    nextOdds: (s) => (s.hasTag('fighting') ? played.nextOdds?.(s.context.fight) : undefined),
  };
}
