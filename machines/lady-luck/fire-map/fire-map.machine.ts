/**
 * The fire map as a machine: a map of Areas with creatures in them, rounds of fire, and
 * edits between rounds. All chance (seeded generator and fixed d6 rolls) is in context, so
 * a snapshot is JSON and XState's pure `transition` replays it exactly. Every step is a pure
 * function (fire-map.steps.ts); the machine only names them.
 */
import { assertEvent, assign, not, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { FireMapContext, FireMapEvent, FireMapInput } from './fire-map.context.js';
import { settledReason } from './fire-map.rules.js';
import {
  createInitialContext,
  editArea,
  editProblem,
  placeCreature,
  placementProblem,
  playRound,
  removalProblem,
  removeCreature,
} from './fire-map.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('settled')`), so the widget never
 * names a state: whether another round of fire still matters.
 */
export type FireMapTag = 'burning' | 'settled';

export const fireMapMachine = setup({
  types: {
    context: {} as FireMapContext,
    events: {} as FireMapEvent,
    input: {} as FireMapInput,
    tags: {} as FireMapTag,
  },
  actions: {
    playRound: assign(({ context }) => playRound(context)),
    editArea: assign(({ context, event }) => {
      assertEvent(event, 'area.edited');
      return editArea(context, event.id, event.changes);
    }),
    placeCreature: assign(({ context, event }) => {
      assertEvent(event, 'creature.placed');
      return placeCreature(context, event.creature);
    }),
    removeCreature: assign(({ context, event }) => {
      assertEvent(event, 'creature.removed');
      return removeCreature(context, event.id);
    }),
  },
  guards: {
    roundMatters: ({ context }) => settledReason(context) === null,
    editIsValid: ({ context, event }) => {
      assertEvent(event, 'area.edited');
      return editProblem(context.map, event.id, event.changes) === undefined;
    },
    creatureFits: ({ context, event }) => {
      assertEvent(event, 'creature.placed');
      return placementProblem(context, event.creature) === null;
    },
    creatureExists: ({ context, event }) => {
      assertEvent(event, 'creature.removed');
      return removalProblem(context, event.id) === undefined;
    },
  },
}).createMachine({
  id: 'fireMap',
  description: "Lady Luck's Chosen Few: fire on a map of Areas, round by round. The GM may change the map between rounds.",
  context: ({ input }) => createInitialContext(input),
  on: {
    'area.edited': {
      guard: 'editIsValid',
      actions: 'editArea',
      description: "The GM changes one of an Area's qualities, its fire level or its name.",
    },
    'creature.placed': {
      guard: 'creatureFits',
      actions: 'placeCreature',
      description: 'A PC or NPC steps into an Area that has room for it.',
    },
    'creature.removed': { guard: 'creatureExists', actions: 'removeCreature', description: 'A creature leaves the map.' },
  },
  initial: 'burning',
  states: {
    burning: {
      tags: 'burning',
      description: 'The fire can still grow, spread, or hurt someone standing in it: another round matters.',
      always: {
        guard: not('roundMatters'),
        target: 'settled',
        description: 'Nothing left to roll: no fire can grow or spread, and nobody alive stands in one.',
      },
      on: {
        'round.advanced': {
          actions: 'playRound',
          description: 'One round of fire: growth rolls, then spread rolls, then the fire attacks, all against the map as the round began.',
        },
      },
    },
    settled: {
      tags: 'settled',
      description: 'The fire has settled (or there is none): another round would roll nothing. Edit the map to light it again.',
      always: { guard: 'roundMatters', target: 'burning', description: 'An edit gave the fire something to do again.' },
    },
  },
});

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 2 lets an Area have oil on its water (`oil`, in the map and in `area.edited`);
 * version 1's maps and events have none and replay as they were.
 */
export const fireMapRecord: RecordFormat = {
  current: 'fire-map/2',
  upgrades: { 'fire-map/1': (events) => [...events] },
};
