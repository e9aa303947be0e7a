/**
 * The initiative deal's worked example, as an input and the events that play it;
 * initiative-deal.examples.test.ts asserts every step against the Turn order page's rules.
 * The seed gives the rule without a dealt example, so this one is ours, and its title says so.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { initiativeDealMachine } from './initiative-deal.machine.js';

export const INITIATIVE_DEAL_EXAMPLES: readonly WorkedExample<typeof initiativeDealMachine>[] = [
  {
    // "Turn Order": "When cards of the same value are played, Spade goes before Heart goes
    // before Club goes before Diamond"; a joker has no suit (table ruling: after the natural
    // cards of the rank it names). Three compete for cards, so each is dealt 5, a full hand at
    // a time in table order: Ada the first five of the stacked deck, Bram the next, the ghouls
    // the five after. The Ogre's fixed card is the queen of spades.
    id: 'queens',
    title: 'Four queens, one of them a joker (our example)',
    input: {
      seed: 1,
      stackedDeck: ['Qh', '2c', '3c', '4c', '5c', 'JK1', '6c', '7c', '8c', '9c', 'Qd', '2d', '3d', '4d', '5d'],
      participants: [
        { name: 'Ada', kind: 'pc' },
        { name: 'Bram', kind: 'pc' },
        { name: 'Ghoul pack', kind: 'npc-group' },
        { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
      ],
    },
    events: [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qh' },
      { type: 'card.played', id: 'p2', card: 'JK1', namedRank: 12 },
      { type: 'card.played', id: 'p3', card: 'Qd' },
      { type: 'round.revealed' },
    ],
  },
];
