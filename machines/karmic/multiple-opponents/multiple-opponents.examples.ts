/**
 * Multiple opponents' worked example, as an input and the events that play it: ours, as the
 * book has none for several foes; multiple-opponents.examples.test.ts asserts its numbers.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { MultipleOpponentsEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import type { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { SEED_RULINGS } from '../melee/rulings.js';
import { DEFAULT_FOE, DEFAULT_LONE } from './multiple-opponents.setup.js';

/**
 * Ours, not the book's: Devon (sword, skill 3, combat training 2) against three goblins, small
 * and armed with short swords. He beats Ash and Cole on the initiative and names Ash; Brand
 * (higher) and Cole hold it over him. In register 1 Brand and Cole both attack and he parries each
 * with its own card; in register 2 they attack again and he swipes at all three at −3: Ash
 * parries, Brand and Cole have their own attacks in it and cannot answer.
 */
export const GOBLINS_EXAMPLE: MultipleOpponentsInput = {
  lone: DEFAULT_LONE,
  foes: ['Ash', 'Brand', 'Cole'].map((name) => ({ ...DEFAULT_FOE, name, size: 'small' as const, hitPoints: 3 })),
  seed: 15,
  stacked: {
    // His initiative (2 cards), then his hand of 3.
    lone: ['5s', '2h', '9s', '8s', '10s'],
    // Initiative: Ash, Brand, Cole one card each; then hands of 2 each: Ash, Brand, Cole.
    foes: ['2s', '7s', '3h', '4s', '2h', '5s', '3s', '4h', '2c'],
  },
  rulings: SEED_RULINGS,
};

export const GOBLINS_EVENTS: readonly MultipleOpponentsEvent[] = [
  { type: 'initiative.drawn' },
  { type: 'initiative.named', foe: 0 },
  { type: 'hands.drawn' },
  { type: 'maneuver.declared', maneuver: 'parry', card: '9s', foe: 1 },
  { type: 'maneuver.declared', maneuver: 'parry', card: '8s', foe: 2 },
  { type: 'register.closed' },
  { type: 'maneuver.declared', maneuver: 'swipe', card: '10s', targets: [0, 1, 2] },
  { type: 'register.closed' },
  { type: 'register.revealed' },
  { type: 'register.revealed' },
];

/** The worked examples the table can replay (one: ours). */
export const MULTIPLE_OPPONENTS_EXAMPLES: readonly WorkedExample<typeof multipleOpponentsMachine>[] = [
  { id: 'goblins', title: 'Devon against three goblins (our example)', input: GOBLINS_EXAMPLE, events: GOBLINS_EVENTS },
];
