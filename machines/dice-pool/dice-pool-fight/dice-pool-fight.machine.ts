/**
 * Dice-pool system, a whole fight, as a machine that plays the dice-pool fight (pool-fight) inside
 * it by that fight's own machine (core/compose.ts): the groups put in order, each group's turn
 * and every roll are pool-fight's; this machine adds the sides (allied groups never strike each
 * other), the pause at each round's end, yielding, and the end when a side is down.
 *
 * After each step a passing state (`passing on`) sends the table where the played fight now
 * stands. All chance is pool-fight's generator, seeded from ours, so a record replays exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { DicePoolFightContext, DicePoolFightEvent, DicePoolFightInput } from './dice-pool-fight.context.js';
import {
  actingSide,
  beginRound,
  createInitialContext,
  fightDone,
  playProblem,
  playStep,
  roundTurned,
  settle,
  standingOn,
  takeStock,
  yieldSide,
} from './dice-pool-fight.steps.js';

/** What a view may ask of a snapshot, so it never names a state. */
export type DicePoolFightTag = 'fighting' | 'ordering' | 'acting' | 'rolling' | 'taking stock' | 'over';

const playsOn = (c: DicePoolFightContext, tag: string) => (c.fight as unknown as { hasTag(t: string): boolean }).hasTag(tag);

export const dicePoolFightMachine = setup({
  types: {
    context: {} as DicePoolFightContext,
    events: {} as DicePoolFightEvent,
    input: {} as DicePoolFightInput,
    tags: {} as DicePoolFightTag,
  },
  actions: {
    play: assign(({ context, event }) => {
      assertEvent(event, 'PLAY');
      return playStep(context, event.event);
    }),
    takeStock: assign(({ context }) => takeStock(context)),
    beginRound: assign(({ context }) => beginRound(context)),
    yieldSide: assign(({ context, event }) => {
      assertEvent(event, 'side.yielded');
      return yieldSide(context, event.side);
    }),
    settle: assign(({ context }) => settle(context)),
  },
  guards: {
    mayPlay: ({ context, event }) => {
      assertEvent(event, 'PLAY');
      return playProblem(context, event.event) === undefined;
    },
    mayYieldNow: ({ context, event }) => {
      assertEvent(event, 'side.yielded');
      return actingSide(context) === event.side;
    },
    mayYield: ({ context, event }) => {
      assertEvent(event, 'side.yielded');
      return standingOn(context, event.side) > 0;
    },
    fightDone: ({ context }) => fightDone(context),
    roundTurned: ({ context }) => roundTurned(context),
    ordering: ({ context }) => playsOn(context, 'ordering'),
    rolling: ({ context }) => !playsOn(context, "a group's turn"),
  },
}).createMachine({
  id: 'dicePoolFight',
  context: ({ input }) => createInitialContext(input),
  initial: 'passingOn',
  states: {
    passingOn: {
      description: 'After each step: where does the played fight stand now?',
      always: [
        { guard: 'fightDone', target: 'over', actions: 'settle', description: 'One side has no one standing.' },
        { guard: 'roundTurned', target: 'takingStock', actions: 'takeStock', description: 'Every group has had its turn.' },
        { guard: 'ordering', target: 'ordering' },
        { guard: 'rolling', target: 'rolling' },
        { target: 'acting' },
      ],
    },
    ordering: {
      tags: ['fighting', 'ordering'],
      description: 'Before round 1: the groups are put in order, once for the whole fight.',
      on: { PLAY: { guard: 'mayPlay', target: 'passingOn', actions: 'play' } },
    },
    acting: {
      tags: ['fighting', 'acting'],
      description: "A group's turn: its fighters spend their actions; allies never strike each other.",
      on: {
        PLAY: { guard: 'mayPlay', target: 'passingOn', actions: 'play' },
        'side.yielded': { guard: 'mayYieldNow', target: 'over', actions: 'yieldSide', description: 'The acting side gives up.' },
      },
    },
    rolling: {
      tags: ['fighting', 'rolling'],
      description: 'A roll is in hand: to hit, damage, help or a Fix Jam check.',
      on: { PLAY: { guard: 'mayPlay', target: 'passingOn', actions: 'play' } },
    },
    takingStock: {
      tags: 'taking stock',
      description: 'A round is over: readied actions have lapsed; who is hurt, who is down; fight on or yield.',
      on: {
        'round.begun': { target: 'passingOn', actions: 'beginRound', description: 'The next round, in the same order.' },
        'side.yielded': { guard: 'mayYield', target: 'over', actions: 'yieldSide', description: 'A side gives up.' },
      },
    },
    over: {
      type: 'final',
      tags: 'over',
      description: 'One side is down or has yielded.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const dicePoolFightRecord: RecordFormat = {
  current: 'dice-pool-fight/1',
  upgrades: {},
};
