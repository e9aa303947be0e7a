/**
 * Soul passing's worked examples, both the seed's own, as inputs and the events that play
 * them; soul-passing.examples.test.ts asserts every step's numbers against the book.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { soulPassingMachine } from './soul-passing.machine.js';

export const SOUL_PASSING_EXAMPLES: readonly WorkedExample<typeof soulPassingMachine>[] = [
  {
    // "Passing On": Cat dies; the LM rolls 7 (needs 10), 6 (needs 9), 8 (needs 8): three
    // passing rolls, one at the end of each round.
    id: 'cat',
    title: 'Cat passes on (rolls of 7, 6 and 8)',
    input: { seed: 1, name: 'Cat', vitality: 0, liberi: [], rolls: [7, 6, 8] },
    events: [{ type: 'soul.rolled' }, { type: 'soul.rolled' }, { type: 'soul.rolled' }],
  },
  {
    // "Character Death": "if your Toughness is 3, you die at -4 or less Life". A character at
    // Life 0 with Toughness 3 takes 3 damage (Life −3: unconscious, not yet below −3), then 1
    // more (Life −4: dead).
    id: 'toughness',
    title: 'Toughness 3 dies at Life −4',
    input: {
      seed: 1,
      vitality: 0,
      character: { life: 0, vitality: 6, toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 },
      liberi: [],
    },
    events: [
      { type: 'damage.dealt', track: 'life', amount: 3 },
      { type: 'damage.dealt', track: 'life', amount: 1 },
    ],
  },
];
