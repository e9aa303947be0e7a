/**
 * The fire map's worked examples, our own (the seed has none for the fire): each a map and
 * the rounds a reader would play, checked roll by roll in fire-map.examples.test.ts.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { fireMapMachine } from './fire-map.machine.js';
import { parseFireMapSetup } from './fire-map.setup.js';

/** A table's input from its attributes, which must be clean (fire-map.examples.test.ts checks). */
const table = (attributes: Parameters<typeof parseFireMapSetup>[0]) => parseFireMapSetup(attributes, 1).input;

export const FIRE_MAP_EXAMPLES: readonly WorkedExample<typeof fireMapMachine>[] = [
  {
    // The fire page's campfire (our example): ringed with stones in a wood of flammability 2,
    // it rolls d6 + 2 − 1 each round: a 5 gives 6 and it holds; a 6 gives 7 and it breaks
    // loose at 0.
    id: 'campfire',
    title: 'The campfire breaks loose on a 6 (our example)',
    input: table({ map: 'grid 1x1; area a1 name="Campfire" flam=2 fire=-1', seed: '3', rolls: '5 6' }),
    events: [{ type: 'round.advanced' }, { type: 'round.advanced' }],
  },
  {
    // A fire of 2 beside dry timber (our example): its growth roll, 1 + 2 + 2 = 5, holds it at
    // 2; its spread roll, 6 + 2 + 2 = 10, sets b1 alight at 0.
    id: 'spread',
    title: 'A fire of 2 sets its neighbour alight (our example)',
    input: table({ map: 'grid 2x1 flam=2; area a1 fire=2', seed: '7', rolls: '1 6' }),
    events: [{ type: 'round.advanced' }],
  },
];
