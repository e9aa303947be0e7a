/**
 * A whole fight in Lady Luck's Chosen Few, as a machine: round by round, the combat round's
 * turns (one child per round), the fire's round on the fire map, then downtime, until everyone
 * alive has recovered or nobody is left. Each child is played by its own machine inside this
 * one (core/compose.ts), its snapshot kept in context and stepped with XState's pure
 * `transition`, so the whole fight is a pure function of its input and events. The machine
 * only names the glue (lady-luck-fight.steps.ts); every rule is a child's.
 */
import { assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { LadyLuckFightContext, LadyLuckFightEvent, LadyLuckFightInput } from './lady-luck-fight.context.js';
import { createInitialContext, playMove, playProblem } from './lady-luck-fight.steps.js';

/** What a view may ask of a snapshot, so it never names a state. */
export type LadyLuckFightTag = 'fighting' | 'turns' | 'the fire' | 'downtime' | 'over';

const to = (phase: LadyLuckFightContext['phase'], target: string) => ({
  guard: ({ context }: { context: LadyLuckFightContext }) => context.phase === phase,
  target,
});

export const ladyLuckFightMachine = setup({
  types: {
    context: {} as LadyLuckFightContext,
    events: {} as LadyLuckFightEvent,
    input: {} as LadyLuckFightInput,
    tags: {} as LadyLuckFightTag,
  },
  actions: {
    play: assign(({ context, event }) => playMove(context, event)!),
  },
  guards: {
    mayPlay: ({ context, event }) => playProblem(context, event) === undefined,
  },
}).createMachine({
  id: 'ladyLuckFight',
  description: "Lady Luck's Chosen Few: a whole fight, its rounds of turns and fire, then the rest after it.",
  context: ({ input }) => createInitialContext(input),
  initial: 'turns',
  on: {
    PLAY: { guard: 'mayPlay', actions: 'play', description: 'A move of the procedure in play: the combat round or the fire map.' },
  },
  states: {
    turns: {
      tags: ['fighting', 'turns'],
      description: 'A round of turns, played by the combat round: each creature able to act takes two actions.',
      always: [to('fire', 'fire'), to('downtime', 'downtime'), to('over', 'over')],
    },
    fire: {
      tags: ['fighting', 'the fire'],
      description: "Every turn is over: the fire takes its round on the fire map, then the next round's turns begin.",
      always: [to('turns', 'turns'), to('downtime', 'downtime'), to('over', 'over')],
    },
    downtime: {
      tags: 'downtime',
      description: 'The fight is over: downtime, timeframe by timeframe, until everyone alive has recovered.',
      always: [to('over', 'over')],
    },
    over: {
      type: 'final',
      tags: 'over',
      description: 'Everyone alive has recovered, or nobody is left alive.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const ladyLuckFightRecord: RecordFormat = {
  current: 'lady-luck-fight/1',
  upgrades: {},
};
