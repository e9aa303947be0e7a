/**
 * A whole fight's worked example, our own (the seeds have none): the default roster on seed 4,
 * played by the suggested move from the roll for order to the end, 40 presses. The bandits close
 * in and drop Jory; Mara cuts Knife down and Wren wounds Brute; the gunman walks up and shoots
 * Mara; in round 2 Wren fells Brute, and the gunman's shot brings her down: he alone is standing.
 */
import type { PlayEvent } from '../../core/compose.js';
import type { WorkedExample } from '../../core/procedure.js';
import type { PoolFightEvent } from '../pool-fight/index.js';
import type { dicePoolFightMachine } from './dice-pool-fight.machine.js';
import { parseDicePoolFightSetup } from './dice-pool-fight.setup.js';

const play = (event: PoolFightEvent): PlayEvent<PoolFightEvent> => ({ type: 'PLAY', event });

export const DICE_POOL_FIGHT_EXAMPLES: readonly WorkedExample<typeof dicePoolFightMachine>[] = [
  {
    id: 'ambush',
    title: 'Three travellers against two bandits and a gunman (our own example)',
    input: parseDicePoolFightSetup({ seed: '4' }).input,
    events: [
      play({ type: 'order.rolled' }), // Roll for it (1d6 each)
      play({ type: 'fighter.moved', by: 3, squares: 5 }), // Brute: move down the line
      play({ type: 'attack.made', by: 3, target: 1 }), // Brute: attack Jory (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'fighter.moved', by: 4, squares: 5 }), // Knife: move down the line
      play({ type: 'attack.made', by: 4, target: 1 }), // Knife: attack Jory (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
      play({ type: 'turn.ended' }), // End the foes' turn
      play({ type: 'attack.made', by: 0, target: 4 }), // Mara: attack Knife (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'attack.made', by: 0, target: 4 }), // Mara: attack Knife (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
      play({ type: 'attack.made', by: 2, target: 3 }), // Wren: attack Brute (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
      play({ type: 'attack.made', by: 2, target: 3 }), // Wren: attack Brute (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'turn.ended' }), // End the party's turn
      play({ type: 'fighter.moved', by: 5, squares: 6 }), // Slim: close in
      play({ type: 'attack.made', by: 5, target: 0 }), // Slim: shoot Mara (6 squares, short range)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
      play({ type: 'turn.ended' }), // End Gunman's turn
      { type: 'round.begun' }, // Fight on: round 2
      play({ type: 'attack.made', by: 3, target: 2 }), // Brute: attack Wren (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'attack.made', by: 3, target: 2 }), // Brute: attack Wren (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'turn.ended' }), // End the foes' turn
      play({ type: 'attack.made', by: 2, target: 3 }), // Wren: attack Brute (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'attack.made', by: 2, target: 3 }), // Wren: attack Brute (adjacent)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
      play({ type: 'turn.ended' }), // End the party's turn
      play({ type: 'attack.made', by: 5, target: 2 }), // Slim: shoot Wren (6 squares, short range)
      play({ type: 'hit.rolled' }), // Roll to hit
      play({ type: 'damage.rolled' }), // Roll damage
    ],
  },
];
