/**
 * A Karmic check, step by step: set it up (skill, attribute, difficulty, other modifiers,
 * and for an opposed check the opposition), draw, choose a card, turn the cards over, hit
 * or stand, the GM's verdict on a joker, and the result with its row of the result chart.
 * Basic checks (one side) and opposed checks (two sides) share the machine.
 *
 * Every deck's order and the seeded generator live in context, so a snapshot is JSON and
 * `transition()` replays it. Every step is a pure function of karma-check.steps.ts and every
 * refusal a sentence of karma-check.problems.ts; the machine only names them.
 */
import { assertEvent, assign, setup } from 'xstate';
import { num, signed } from '../../core/explain.js';
import { renamedEvents, type RecordFormat } from '../../core/record.js';
import { CHART_MAX, CHART_MIN } from '../checks.js';
import type { KarmaCheckContext, KarmaCheckEvent, KarmaCheckInput } from './karma-check.context.js';
import {
  adjustmentProblem,
  choiceProblem,
  drawProblem,
  hitProblem,
  modeProblem,
  standProblem,
  tradeProblem,
  verdictProblem,
} from './karma-check.problems.js';
import {
  adjustSide,
  allChosen,
  awaitingVerdict,
  chooseCard,
  chooseMode,
  chooseTrade,
  clearForNextCheck,
  createInitialContext,
  decidingSide,
  drawAll,
  hitSide,
  outcomeOf,
  ruleJoker,
  standSide,
} from './karma-check.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('hitting')`), so the widget never
 * names a state: where the check stands, in the words a player would use.
 */
export type KarmaCheckTag = 'setting up' | 'playing' | 'choosing' | 'hitting' | 'ruling' | 'resolved';

export const karmaCheckMachine = setup({
  types: {
    context: {} as KarmaCheckContext,
    events: {} as KarmaCheckEvent,
    input: {} as KarmaCheckInput,
    tags: {} as KarmaCheckTag,
  },
  actions: {
    adjustSide: assign(({ context, event }) => {
      assertEvent(event, 'side.adjusted');
      return adjustSide(context, event.side, event.changes);
    }),
    chooseMode: assign(({ context, event }) => {
      assertEvent(event, 'mode.chosen');
      return chooseMode(context, event.mode, event.mustAlsoSucceed);
    }),
    chooseTrade: assign(({ context, event }) => {
      assertEvent(event, 'trade.chosen');
      return chooseTrade(context, event.trade);
    }),
    draw: assign(({ context }) => drawAll(context)),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return chooseCard(context, event.side, event.drawer, event.card);
    }),
    takeHit: assign(({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return hitSide(context, event.side);
    }),
    standFast: assign(({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standSide(context, event.side);
    }),
    recordVerdict: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.side, event.total);
    }),
    announceResult: assign(({ context }) => ({ narration: [...context.narration, ...(outcomeOf(context)?.why ?? [])] })),
    clear: assign(({ context }) => clearForNextCheck(context)),
  },
  guards: {
    adjustmentAllowed: ({ context, event }) => {
      assertEvent(event, 'side.adjusted');
      return adjustmentProblem(context, event.side, event.changes) === undefined;
    },
    modeAllowed: ({ event }) => {
      assertEvent(event, 'mode.chosen');
      return modeProblem(event.mode, event.mustAlsoSucceed) === undefined;
    },
    tradeAllowed: ({ event }) => {
      assertEvent(event, 'trade.chosen');
      return tradeProblem(event.trade) === undefined;
    },
    attemptAllowed: ({ context }) => drawProblem(context) === undefined,
    choiceAllowed: ({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return choiceProblem(context, event.side, event.drawer, event.card) === undefined;
    },
    everyoneHasChosen: ({ context }) => allChosen(context.sides),
    hitAllowed: ({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return hitProblem(context, event.side) === undefined;
    },
    standAllowed: ({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standProblem(context, event.side) === undefined;
    },
    noHitDecisionDue: ({ context }) => decidingSide(context) === undefined,
    verdictAllowed: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return verdictProblem(context, event.side, event.total) === undefined;
    },
    noJokerWaiting: ({ context }) => awaitingVerdict(context) === undefined,
  },
}).createMachine({
  id: 'karmaCheck',
  context: ({ input }) => createInitialContext(input),
  initial: 'settingUp',
  states: {
    settingUp: {
      tags: 'setting up',
      description:
        'Before the draw. The GM names the skill, the attribute and the situational modifiers (the difficulty and anything else), and for an opposed check the opposition; they may still change. Nothing is drawn yet.',
      on: {
        'side.adjusted': {
          guard: 'adjustmentAllowed',
          actions: 'adjustSide',
          description: "A side's skill, attribute, difficulty, other modifiers, second skill or helper changes.",
        },
        'mode.chosen': {
          guard: 'modeAllowed',
          actions: 'chooseMode',
          description: 'The check becomes basic (one side) or opposed (two sides).',
        },
        'trade.chosen': {
          guard: 'tradeAllowed',
          actions: 'chooseTrade',
          description: 'The check is for someone selling (the money column as printed) or buying (the row of the opposite total).',
        },
        'check.drawn': {
          guard: 'attemptAllowed',
          target: 'playing',
          actions: 'draw',
          description:
            'Each side draws as many cards as its skill (one when untrained, the lower of two skills used at once); an untrained advanced skill may not be tried at all.',
        },
      },
    },
    playing: {
      tags: 'playing',
      description: 'The cards are drawn: each side plays one, hit cards may be hit, and a joker goes to the GM.',
      initial: 'choosing',
      states: {
        choosing: {
          tags: 'choosing',
          description: "Each side picks one card of its draw (or of a helper's), face down.",
          always: { guard: 'everyoneHasChosen', target: 'hitting', description: 'Every side has chosen: the cards turn over together.' },
          on: { 'card.chosen': { guard: 'choiceAllowed', actions: 'choose', description: 'A card of the draw is played face down.' } },
        },
        hitting: {
          tags: 'hitting',
          description:
            'The cards are face up. A side whose last card is a jack, queen or king may hit (draw the top card of its deck onto it) or stand, the acting side first. A hit cannot be taken back.',
          always: { guard: 'noHitDecisionDue', target: 'gmRuling', description: 'Every hit chain has ended.' },
          on: {
            'hit.taken': { guard: 'hitAllowed', actions: 'takeHit', description: 'The top card of the deck is added to the chain.' },
            'hit.declined': { guard: 'standAllowed', actions: 'standFast', description: 'The side stands on its chain.' },
          },
        },
        gmRuling: {
          tags: 'ruling',
          description: 'A joker was played: the GM names the row of the result chart the action lands on.',
          always: {
            guard: 'noJokerWaiting',
            target: '#karmaCheck.resolved',
            description: 'Every joker has the GM’s verdict (or none was played).',
          },
          on: {
            'joker.ruled': {
              guard: 'verdictAllowed',
              actions: 'recordVerdict',
              description: `The GM names a row from ${num(CHART_MIN)} to ${signed(CHART_MAX)}.`,
            },
          },
        },
      },
    },
    resolved: {
      tags: 'resolved',
      description:
        'Card value plus attribute plus modifiers is the modified total: above 0 succeeds (opposed: greater than the opposition’s). The result chart row says how well.',
      entry: 'announceResult',
      on: { 'check.begun': { target: 'settingUp', actions: 'clear', description: 'Every card of this check goes to its discard pile.' } },
    },
  },
});

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 2's events are all still taken as they were (version 3 only adds `side.adjusted`
 * and `mode.chosen`), and so are version 3's (version 4 adds `trade.chosen`, and `trade` to
 * the input: a version 3 input has none and reads the money column for a seller, as it did).
 */
export const karmaCheckRecord: RecordFormat = {
  current: 'karma-check/4',
  upgrades: {
    'karma-check/3': (events) => [...events],
    'karma-check/2': (events) => [...events],
    'karma-check/1': renamedEvents({ 'card.hit': 'hit.taken', 'card.stood': 'hit.declined', 'check.again': 'check.begun' }),
  },
};
