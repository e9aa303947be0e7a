/**
 * A whole Karmic fight, as a machine: the lookout's check, shots while the foes close, then
 * melee fights one after another, each phase played by its own procedure's machine inside this
 * one (machines/core/compose.ts). Every step is a pure function of the context
 * (karmic-fight.steps.ts); the machine only names them.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import { boutDone } from './karmic-fight.children.js';
import type { KarmicFightContext, KarmicFightEvent, KarmicFightInput } from './karmic-fight.context.js';
import { createInitialContext, nextStep, playProblem, playStep, yieldStep } from './karmic-fight.steps.js';

/** What a view may ask of a snapshot (`snapshot.hasTag('over')`), so it never names a state. */
export type KarmicFightTag = 'looking out' | 'shooting' | 'dueling' | 'fighting several' | 'passing on' | 'over';

const yielding = {
  'fight.yielded': { target: 'over', actions: 'yield', description: 'A side yields: the other carries the day.' },
} as const;
const playing = {
  ...yielding,
  PLAY: { guard: 'playable', actions: 'play', description: "A move of the procedure being played, by that procedure's own rules." },
} as const;
const finished = [
  { guard: 'ended', target: 'over', description: 'One side has nobody left standing.' },
  { guard: 'boutDone', target: 'passingOn', description: 'The procedure is finished: what it did lands on the roster.' },
] as const;

export const karmicFightMachine = setup({
  types: {
    context: {} as KarmicFightContext,
    events: {} as KarmicFightEvent,
    input: {} as KarmicFightInput,
    tags: {} as KarmicFightTag,
  },
  actions: {
    play: assign(({ context, event }) => {
      assertEvent(event, 'PLAY');
      return playStep(context, event);
    }),
    next: assign(({ context }) => nextStep(context)),
    yield: assign(({ context, event }) => {
      assertEvent(event, 'fight.yielded');
      return yieldStep(context, event.team);
    }),
  },
  guards: {
    playable: ({ context, event }) => {
      assertEvent(event, 'PLAY');
      return playProblem(context, event) === undefined;
    },
    ended: ({ context }) => context.ended !== undefined,
    boutDone: ({ context }) => context.bout !== undefined && boutDone(context.bout),
    shot: ({ context }) => context.bout?.kind === 'shot',
    duel: ({ context }) => context.bout?.kind === 'duel',
  },
}).createMachine({
  id: 'karmicFight',
  context: ({ input }) => createInitialContext(input),
  initial: 'lookingOut',
  states: {
    lookingOut: {
      tags: 'looking out',
      description: "The lookout's awareness check, played by the karma check.",
      on: playing,
      always: finished,
    },
    shooting: {
      tags: 'shooting',
      description: 'A shooter aims and looses at the nearest foe, played by the aiming table, while the foes close.',
      on: playing,
      always: finished,
    },
    dueling: {
      tags: 'dueling',
      description: 'One on one: the register duel.',
      on: playing,
      always: finished,
    },
    fightingSeveral: {
      tags: 'fighting several',
      description: 'One against two or three: the table of several.',
      on: playing,
      always: finished,
    },
    passingOn: {
      tags: 'passing on',
      description: 'A procedure is finished; the table goes on to the next shot or fight.',
      on: {
        ...yielding,
        'fight.next': { target: 'choosing', actions: 'next', description: 'The next shot while the foes are far, else the next fight.' },
      },
    },
    choosing: {
      description: 'Which procedure the next step plays.',
      always: [{ guard: 'shot', target: 'shooting' }, { guard: 'duel', target: 'dueling' }, { target: 'fightingSeveral' }],
    },
    over: {
      type: 'final',
      tags: 'over',
      description: 'One side is down or has yielded.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const karmicFightRecord: RecordFormat = {
  current: 'karmic-fight/1',
  upgrades: {},
};
