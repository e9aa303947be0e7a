/**
 * Karmic, Aiming: each round spent aiming deals one card beside the others; once more
 * cards have been dealt than the weapon's aim, the oldest is discarded as the new one
 * arrives; any turn the shooter may fire instead, with the best card showing for both
 * the attack and the damage total. Firing without aiming is a basic check: the shooter
 * draws the skill's cards and chooses which to use, as any player may. A target that dodges
 * or blocks makes its own check from the GM's world deck when the shot's card is down. A
 * joker fired with, or drawn by a hit, waits for the GM to name its value as a card; that
 * value then stands for the joker in both totals (table ruling "damage, hit location and
 * jokers" on the ranged combat page, as in the register duel).
 *
 * All chance is the decks' draw piles and the seeded generator in context, so snapshots
 * replay exactly. Every step is a pure function of aiming.steps.ts and every refusal a
 * sentence of aiming.problems.ts; the machine only names them.
 */
import { assertEvent, assign, setup } from 'xstate';
import { num, signed } from '../../core/explain.js';
import type { RecordFormat } from '../../core/record.js';
import { canHit } from '../karma-deck.js';
import { JOKER_MAX, JOKER_MIN, type AimingContext, type AimingEvent, type AimingInput } from './aiming.context.js';
import {
  aimProblem,
  cardsLeft,
  choiceProblem,
  fireProblem,
  hitProblem,
  jokerProblem,
  jokerRulingPending,
  targetChangeProblem,
} from './aiming.problems.js';
import {
  aimOnce,
  askForJokerValue,
  changeTarget,
  checkDefence,
  chooseUnaimed,
  createInitialContext,
  drawUnaimed,
  fire,
  hitOnce,
  nextShot,
  ruleJoker,
  settle,
  waitTurn,
} from './aiming.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('hitting')`), so the widget never
 * names a state: where the shot stands, in the words a player would use.
 */
export type AimingTag = 'aiming' | 'shooting' | 'choosing' | 'hitting' | 'ruling' | 'resolved';

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 3 made the target's dodge and block checks of their own (the input changed shape,
 * not only the events) and lets the shooter choose an unaimed shot's card, so tables saved
 * by versions 1 and 2 cannot be replayed: the widget says so and starts a fresh table.
 * Version 4 records the table's rulings in the input (`rules`: which card of the row a shot
 * may use). Its events are version 3's; a version 3 input has no `rules` and replays under the
 * reading it was played with, any card of the row (`RULES_BEFORE_AIMING_4`).
 */
export const aimingRecord: RecordFormat = {
  current: 'aiming/4',
  upgrades: {
    'aiming/3': (events) => [...events],
    // The same events under the name the format had before every record took its procedure's
    // name: tables saved and links shared as karmic-aiming/3 open as they were.
    'karmic-aiming/3': (events) => [...events],
  },
};

export const aimingMachine = setup({
  types: {
    context: {} as AimingContext,
    events: {} as AimingEvent,
    input: {} as AimingInput,
    tags: {} as AimingTag,
  },
  actions: {
    aimOnce: assign(({ context }) => aimOnce(context)),
    fire: assign(({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return fire(context, event.cardIndex);
    }),
    drawUnaimed: assign(({ context }) => drawUnaimed(context)),
    chooseUnaimed: assign(({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return chooseUnaimed(context, event.card);
    }),
    checkDefence: assign(({ context }) => checkDefence(context)),
    hitOnce: assign(({ context }) => hitOnce(context)),
    settle: assign(({ context }) => settle(context)),
    askForJokerValue: assign(({ context }) => askForJokerValue(context)),
    ruleJoker: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.value);
    }),
    nextShot: assign(({ context }) => nextShot(context)),
    waitTurn: assign(({ context }) => waitTurn(context)),
    changeTarget: assign(({ context, event }) => {
      assertEvent(event, 'target.changed');
      return changeTarget(context, event.target);
    }),
  },
  guards: {
    aimAllowed: ({ context }) => aimProblem(context) === undefined,
    firesUnaimed: ({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return context.window.length === 0 && event.cardIndex === undefined && fireProblem(context) === undefined;
    },
    fireAllowed: ({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return context.window.length > 0 && fireProblem(context, event.cardIndex) === undefined;
    },
    choiceAllowed: ({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return choiceProblem(context, event.card) === undefined;
    },
    hitAllowed: ({ context }) => hitProblem(context) === undefined,
    chainClosed: ({ context }) =>
      context.shot !== null && (context.shot.wild || !canHit(context.shot.chain) || cardsLeft(context.pile) === 0),
    jokerWaiting: ({ context }) => jokerRulingPending(context),
    jokerRulingAllowed: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return jokerProblem(context, event.value) === undefined;
    },
    targetChangeAllowed: ({ context, event }) => {
      assertEvent(event, 'target.changed');
      return targetChangeProblem(context, event.target) === undefined;
    },
  },
}).createMachine({
  id: 'aiming',
  context: ({ input }) => createInitialContext(input),
  initial: 'aiming',
  states: {
    aiming: {
      tags: 'aiming',
      description:
        'The shooter’s turn: aim (deal the top card beside the others, the oldest falling off once the row is as long as the weapon’s aim), fire, or let the turn pass. The target may move between rounds.',
      on: {
        'aim.dealt': {
          guard: 'aimAllowed',
          actions: 'aimOnce',
          description: 'A round of aiming: one card is dealt into the row, and the turn ends.',
        },
        'shot.fired': [
          {
            guard: 'firesUnaimed',
            target: 'shooting.choosing',
            actions: 'drawUnaimed',
            description: 'Fired without aiming: a basic check with the weapon skill draws its cards (one when untrained).',
          },
          {
            guard: 'fireAllowed',
            target: 'shooting.hitting',
            actions: ['fire', 'checkDefence'],
            description:
              'Fired with the best card of the row (or, where the table’s ruling allows, one the shooter names); a dodging or blocking target makes its check.',
          },
        ],
        'turn.waited': { actions: 'waitTurn', description: 'Neither aiming nor firing: the aim is lost and the turn passes.' },
        'target.changed': {
          guard: 'targetChangeAllowed',
          actions: 'changeTarget',
          description: 'The target moves, hides, is called at another place, or dodges or blocks.',
        },
      },
    },
    shooting: {
      tags: 'shooting',
      description: 'The shot is away: its card is set, a hit card may be hit, and a joker waits for the GM.',
      initial: 'hitting',
      states: {
        choosing: {
          tags: 'choosing',
          description:
            'Fired without aiming: the shooter picks which card of the draw the shot uses (usually the best, but the choice is the shooter’s).',
          on: {
            'card.chosen': {
              guard: 'choiceAllowed',
              target: 'hitting',
              actions: ['chooseUnaimed', 'checkDefence'],
              description: 'The card is set; a dodging or blocking target makes its check.',
            },
          },
        },
        hitting: {
          tags: 'hitting',
          description:
            'The shot’s card is down. While the last card is a jack, queen or king the shooter may hit (draw the top card onto it) or stand; a hit cannot be taken back.',
          always: [
            {
              guard: 'jokerWaiting',
              target: 'ruling',
              actions: 'askForJokerValue',
              description: 'A joker is in the chain: the GM must name its value.',
            },
            {
              guard: 'chainClosed',
              target: '#aiming.resolved',
              actions: 'settle',
              description: 'The chain has ended: the shot is worked out.',
            },
          ],
          on: {
            'hit.taken': { guard: 'hitAllowed', actions: 'hitOnce', description: 'The top card is drawn onto the chain.' },
            'hit.declined': {
              target: '#aiming.resolved',
              actions: 'settle',
              description: 'The shooter stands: the shot is worked out.',
            },
          },
        },
        ruling: {
          tags: 'ruling',
          description: `A joker is in the chain: the GM names its value as a card (${num(JOKER_MIN)} to ${signed(JOKER_MAX)}), then the shot is worked out.`,
          on: {
            'joker.ruled': {
              guard: 'jokerRulingAllowed',
              target: '#aiming.resolved',
              actions: ['ruleJoker', 'settle'],
              description: 'The GM names the joker’s value.',
            },
          },
        },
      },
    },
    resolved: {
      tags: 'resolved',
      description:
        'The shot is worked out: attack total above 0 hits (unless a block beats it), and the damage total is card plus edge, capped.',
      on: {
        'shot.begun': {
          target: 'aiming',
          actions: 'nextShot',
          description: 'The row is cleared for the next shot, this turn if the weapon allows, else the next.',
        },
      },
    },
  },
});
