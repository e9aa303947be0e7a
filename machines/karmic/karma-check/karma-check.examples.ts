/**
 * The karma check's worked examples, both the book's own, as inputs and the events that play
 * them; karma-check.examples.test.ts asserts every step's numbers against the book. The
 * seeds and the decks' stacked cards are the project's; the cards drawn are the book's.
 */
import type { WorkedExample } from '../../core/procedure.js';
import { DEFAULT_ACTOR, DEFAULT_INPUT, DEFAULT_OPPONENT } from './karma-check.context.js';
import type { karmaCheckMachine } from './karma-check.machine.js';

export const KARMA_CHECK_EXAMPLES: readonly WorkedExample<typeof karmaCheckMachine>[] = [
  {
    // "Basic Actions": Enris tracks the Dreaccle in the snow. Tracking skill 3 draws −3, −4,
    // −7; he plays the −3; awareness +2 and the GM's easy difficulty (+3) make +2, a success.
    // The three cards are stacked on top of his karma deck.
    id: 'tracking',
    title: 'Enris tracks the Dreaccle in the snow',
    input: {
      ...DEFAULT_INPUT,
      seed: 3,
      actor: { ...DEFAULT_ACTOR, label: 'Enris', skill: 3, attribute: 2, difficulty: 'easy', stacked: ['3h', '4h', '7h'] },
    },
    events: [{ type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: '3h' }],
  },
  {
    // "Opposed Checks": Enris charms the barkeeper. He draws a +5 (finesse +1 makes +6); the
    // barkeeper draws a +8 from the GM's world deck with awareness 0. +6 is not greater than
    // +8: the barkeeper sees through him, and the chart reads the difference, −2. The book
    // shows one card each, so each side has skill 1 here (the project's choice).
    id: 'barkeeper',
    title: 'Enris charms the barkeeper',
    input: {
      mode: 'opposed',
      seed: 8,
      mustAlsoSucceed: false,
      actor: { ...DEFAULT_ACTOR, label: 'Enris', skill: 1, attribute: 1, stacked: ['5s'] },
      opponent: { ...DEFAULT_OPPONENT, label: 'Barkeeper', skill: 1, attribute: 0, deck: 'world', stacked: ['8s'] },
    },
    events: [
      { type: 'check.drawn' },
      { type: 'card.chosen', side: 0, drawer: 0, card: '5s' },
      { type: 'card.chosen', side: 1, drawer: 0, card: '8s' },
    ],
  },
];
