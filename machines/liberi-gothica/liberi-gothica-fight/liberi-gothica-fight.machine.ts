/**
 * Liberi Gothica, a whole fight, as a machine: the initiative deal sets who acts; on a
 * fighter's card they choose a foe and play their turn as the attack exchange; a death is
 * played out by soul passing; the fight is over when a side is down or yields. The children are
 * played by their own machines (machines/core/compose.ts) inside the steps
 * (liberi-gothica-fight.steps.ts); this machine only names the phases a player would name.
 */
import { assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { LiberiGothicaFightContext, LiberiGothicaFightEvent, LiberiGothicaFightInput } from './liberi-gothica-fight.context.js';
import { createInitialContext, problemOf, stepOf } from './liberi-gothica-fight.steps.js';

/** What a view may ask of a snapshot (`snapshot.hasTag('attacking')`), so it never names a state. */
export type LiberiGothicaFightTag = 'dealing' | 'acting' | 'attacking' | 'passing on' | 'over';

const anyEvent = { guard: 'allowed', actions: 'act' } as const;
const play = { PLAY: anyEvent, 'target.chosen': anyEvent, 'turn.passed': anyEvent, 'side.yielded': anyEvent } as const;
/** From any phase to the one the last step left the fight in. */
const toPhase = [
  { guard: 'isDealing', target: '#liberiGothicaFight.dealing' },
  { guard: 'isActing', target: '#liberiGothicaFight.acting' },
  { guard: 'isAttacking', target: '#liberiGothicaFight.attacking' },
  { guard: 'isPassingOn', target: '#liberiGothicaFight.passing on' },
  { guard: 'isOver', target: '#liberiGothicaFight.over' },
] as const;

export const liberiGothicaFightMachine = setup({
  types: {
    context: {} as LiberiGothicaFightContext,
    events: {} as LiberiGothicaFightEvent,
    input: {} as LiberiGothicaFightInput,
    tags: {} as LiberiGothicaFightTag,
  },
  actions: {
    act: assign(({ context, event }) => stepOf(context, event)),
  },
  guards: {
    allowed: ({ context, event }) => problemOf(context, event) === undefined,
    isDealing: ({ context }) => context.phase === 'dealing',
    isActing: ({ context }) => context.phase === 'acting',
    isAttacking: ({ context }) => context.phase === 'attacking',
    isPassingOn: ({ context }) => context.phase === 'passing on',
    isOver: ({ context }) => context.phase === 'over',
  },
}).createMachine({
  id: 'liberiGothicaFight',
  context: ({ input }) => createInitialContext(input),
  initial: 'dealing',
  states: {
    dealing: {
      tags: 'dealing',
      description: 'The initiative deal: cards laid face down and turned up, a new round or a new hand.',
      always: toPhase.filter((t) => !t.target.endsWith('.dealing')),
      on: play,
    },
    acting: {
      tags: 'acting',
      description: "A fighter's card is up: they choose a foe to strike at, let the turn go by, or their side yields.",
      always: toPhase.filter((t) => !t.target.endsWith('.acting')),
      on: play,
    },
    attacking: {
      tags: 'attacking',
      description: "The fighter's turn, played as the attack exchange against the chosen foe.",
      always: toPhase.filter((t) => !t.target.endsWith('.attacking')),
      on: play,
    },
    'passing on': {
      tags: 'passing on',
      description: 'A death: the soul lingers while the Liberi still standing may gather it.',
      always: toPhase.filter((t) => !t.target.endsWith('.passing on')),
      on: play,
    },
    over: {
      type: 'final',
      tags: 'over',
      description: 'One side is down or has yielded.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const liberiGothicaFightRecord: RecordFormat = {
  current: 'liberi-gothica-fight/1',
  upgrades: {},
};
