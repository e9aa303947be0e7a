/**
 * Liberi Gothica's initiative deal as an XState v5 machine.
 *
 * setting the table → (hand.dealt) → playing a hand: playing face down ⇄ revealed … ;
 * round.begun inside a hand, hand.dealt again after its last round (everything is gathered,
 * reshuffled and dealt anew). All chance (the generator state and the deck's order) is in
 * context, so the same input and events always tell the same story, and any snapshot can
 * be shown again as it was.
 *
 * Every step is a pure function of the context (initiative-deal.steps.ts); the machine only
 * names them.
 */
import { assertEvent, assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../../core/record.js';
import { allHavePlayed } from './initiative-deal.rules.js';
import type { InitiativeDealContext, InitiativeDealEvent, InitiativeDealInput } from './initiative-deal.context.js';
import {
  addParticipant,
  createInitialContext,
  dealHand,
  dealProblem,
  endTurn,
  isLastRoundOfHand,
  newcomerProblem,
  nextRound,
  playCard,
  playProblem,
  removeParticipant,
  removeProblem,
  reveal,
  takeBack,
  turnEndProblem,
  withdrawProblem,
} from './initiative-deal.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('revealed')`), so the widget never
 * names a state: the table being set, a hand out, its cards going down, or turned up.
 */
export type InitiativeDealTag = 'setting the table' | 'playing a hand' | 'playing face down' | 'revealed';

const addNewcomer = {
  guard: 'newcomerCanSit',
  actions: 'add',
  description: 'Someone joins: a PC or NPC group is dealt a full hand at once mid-hand; a monster brings its fixed card.',
} as const;

export const initiativeDealMachine = setup({
  types: {
    context: {} as InitiativeDealContext,
    events: {} as InitiativeDealEvent,
    input: {} as InitiativeDealInput,
    tags: {} as InitiativeDealTag,
  },
  guards: {
    newcomerCanSit: ({ event }) => {
      assertEvent(event, 'participant.added');
      return newcomerProblem(event) === undefined;
    },
    isAtTheTable: ({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeProblem(context, event) === undefined;
    },
    someoneIsAtTheTable: ({ context }) => dealProblem(context) === undefined,
    cardCanBePlayed: ({ context, event }) => {
      assertEvent(event, 'card.played');
      return playProblem(context, event) === undefined;
    },
    cardIsFaceDown: ({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdrawProblem(context, event) === undefined;
    },
    someoneStillToAct: ({ context }) => turnEndProblem(context) === undefined,
    everyCardIsDown: ({ context }) => allHavePlayed(context.participants, context.roundNumber, context.plays),
    roundsLeftInHand: ({ context }) => !isLastRoundOfHand(context),
    handIsOver: ({ context }) => isLastRoundOfHand(context),
  },
  actions: {
    add: assign(({ context, event }) => {
      assertEvent(event, 'participant.added');
      return addParticipant(context, event);
    }),
    removeBeforeReveal: assign(({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeParticipant(context, event.id, false, event.legacyOrder === true);
    }),
    removeAfterReveal: assign(({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeParticipant(context, event.id, true);
    }),
    dealFirst: assign(({ context }) => dealHand(context, false)),
    dealAgain: assign(({ context }) => dealHand(context, true)),
    play: assign(({ context, event }) => {
      assertEvent(event, 'card.played');
      return playCard(context, event.id, event.card, event.namedRank);
    }),
    takeBack: assign(({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return takeBack(context, event.id, event.legacyOrder === true);
    }),
    reveal: assign(({ context }) => reveal(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    nextRound: assign(({ context }) => nextRound(context)),
  },
}).createMachine({
  id: 'initiativeDeal',
  context: ({ input }) => createInitialContext(input),
  initial: 'setting the table',
  states: {
    'setting the table': {
      tags: 'setting the table',
      description: 'The LM seats everyone who will fight: PCs and NPC groups to be dealt hands, monsters with their fixed cards.',
      on: {
        'participant.added': addNewcomer,
        'participant.removed': {
          guard: 'isAtTheTable',
          actions: 'removeBeforeReveal',
          description: 'Someone leaves before any card is dealt.',
        },
        'hand.dealt': {
          guard: 'someoneIsAtTheTable',
          target: 'playing a hand',
          actions: 'dealFirst',
          description: 'The LM deals every PC and NPC group a hand, its size set by how many compete for cards.',
        },
      },
    },
    'playing a hand': {
      tags: 'playing a hand',
      description: 'A hand is out: it lasts one round per card, each round played face down, then revealed.',
      initial: 'playing face down',
      on: { 'participant.added': addNewcomer },
      states: {
        'playing face down': {
          tags: 'playing face down',
          description: 'Everyone with a hand lays one card face down; nobody sees the others until every card is down.',
          on: {
            'card.played': {
              guard: 'cardCanBePlayed',
              actions: 'play',
              description: 'A player lays a card face down (a joker is named as a rank now).',
            },
            'card.withdrawn': {
              guard: 'cardIsFaceDown',
              actions: 'takeBack',
              description: 'Before the reveal, a player takes their face-down card back.',
            },
            'participant.removed': {
              guard: 'isAtTheTable',
              actions: 'removeBeforeReveal',
              description: 'Someone leaves: their hand and any face-down card go back into the deck.',
            },
            'round.revealed': {
              guard: 'everyCardIsDown',
              target: 'revealed',
              actions: 'reveal',
              description: 'Every card is down: all are turned up at once and the turn order is read from them.',
            },
          },
        },
        revealed: {
          tags: 'revealed',
          description: 'The cards are face up and the turn order stands for this round.',
          on: {
            'participant.removed': {
              guard: 'isAtTheTable',
              actions: 'removeAfterReveal',
              description: 'Someone leaves: their hand goes back into the deck; their turned-up card stays on the table.',
            },
            'turn.ended': {
              guard: 'someoneStillToAct',
              actions: 'endTurn',
              description: 'The one acting now is done: the next in the turn order acts.',
            },
            'round.begun': {
              guard: 'roundsLeftInHand',
              target: 'playing face down',
              actions: 'nextRound',
              description: 'Cards are left in the hand: the next round is played face down.',
            },
            'hand.dealt': {
              guard: 'handIsOver',
              target: 'playing face down',
              actions: 'dealAgain',
              description: 'The last round of the hand is over: every card is gathered, shuffled and dealt again.',
            },
          },
        },
      },
    },
  },
});

/**
 * Before initiative-deal/3 a card taken back (or handed in face down by a leaver) went to the
 * end of the hand, not back to its place; older records keep that, so they replay as they were.
 */
const putBackAtTheEnd = (events: readonly unknown[]): unknown[] =>
  events.map((event) => {
    const type = (event as { type?: unknown } | null)?.type;
    return type === 'card.withdrawn' || type === 'participant.removed' ? { ...(event as object), legacyOrder: true } : event;
  });

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const initiativeDealRecord: RecordFormat = {
  current: 'initiative-deal/3',
  upgrades: {
    'initiative-deal/2': putBackAtTheEnd,
    'initiative-deal/1': (events) =>
      putBackAtTheEnd(
        renamedEvents({ 'hand.next': 'hand.dealt', 'round.next': 'round.begun', 'card.takenBack': 'card.withdrawn' })(events),
      ),
  },
};
