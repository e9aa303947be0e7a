/**
 * A whole fight's worked example, our own (the seeds have none): the default roster, played by
 * the suggested move from the first roll to the end; the events are the ones those presses send.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { dicePoolFightMachine } from './dice-pool-fight.machine.js';
import { parseDicePoolFightSetup } from './dice-pool-fight.setup.js';

export const DICE_POOL_FIGHT_EXAMPLES: readonly WorkedExample<typeof dicePoolFightMachine>[] = [
  {
    id: 'ambush',
    title: 'Three travellers against two bandits and a gunman (our own example)',
    input: parseDicePoolFightSetup({ seed: '19' }).input,
    events: [],
  },
];
