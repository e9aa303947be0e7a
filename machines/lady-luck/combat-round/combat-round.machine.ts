/**
 * Lady Luck's Chosen Few, a fight played round by round on a map of Areas: each creature's
 * turn of two actions (a check, a combat action, a move, standing up, surfacing), each roll
 * with its terms and its rule, a PC's Injury and Resilience rolls after a hit, the end of
 * the round (the fire's round on the same map, then the water's breath count), and once the
 * fight is over, downtime timeframe by timeframe until everyone has recovered.
 *
 * Every step is a pure function of the context (combat-round.steps.ts, .actions.ts,
 * .downtime.ts); the machine only names them. All chance (the generator and the fixed rolls)
 * is in context, so XState's pure `transition` replays a table exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import {
  breathProblem,
  declareAction,
  declareProblem,
  moveCreature,
  moveProblem,
  recoverProblem,
  recoverWeapon,
  resolveAction,
  standProblem,
  standUp,
  takeBreath,
  woundAfter,
  woundRoll,
} from './combat-round.actions.js';
import type { CombatRoundContext, CombatRoundEvent, CombatRoundInput } from './combat-round.context.js';
import { allRecovered, endFight, nobodyAlive, passTimeframe, timeframeProblem } from './combat-round.downtime.js';
import { createInitialContext, endRound, endTurn } from './combat-round.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('an Injury roll')`), so the widget never
 * names a state: the fight and the step in it, downtime, and how the table ended.
 */
export type CombatRoundTag =
  | 'fighting'
  | 'a turn'
  | 'an action roll'
  | 'an Injury roll'
  | 'a Resilience roll'
  | 'the end of a round'
  | 'downtime'
  | 'rested'
  | 'nobody alive'
  | 'over';

const free = (p: string | undefined) => p === undefined;

export const combatRoundMachine = setup({
  types: {
    context: {} as CombatRoundContext,
    events: {} as CombatRoundEvent,
    input: {} as CombatRoundInput,
    tags: {} as CombatRoundTag,
  },
  actions: {
    declare: assign(({ context, event }) => {
      assertEvent(event, 'action.declared');
      return declareAction(context, event.action, event.target, event.threshold, event.equipment);
    }),
    roll: assign(({ context }) => resolveAction(context)),
    decide: assign(({ context, event }) => {
      assertEvent(event, 'action.decided');
      return resolveAction(context, event.success);
    }),
    rollWound: assign(({ context }) => woundRoll(context)),
    move: assign(({ context, event }) => {
      assertEvent(event, 'creature.moved');
      return moveCreature(context, event.to);
    }),
    stand: assign(({ context }) => standUp(context)),
    recover: assign(({ context }) => recoverWeapon(context)),
    breathe: assign(({ context }) => takeBreath(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    endRound: assign(({ context }) => endRound(context)),
    endFight: assign(({ context }) => endFight(context)),
    passTimeframe: assign(({ context, event }) => {
      assertEvent(event, 'timeframe.passed');
      return passTimeframe(context, event.asleep);
    }),
  },
  guards: {
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'action.declared');
      return free(declareProblem(context, event.action, event.target, event.threshold, event.equipment));
    },
    rolled: ({ context }) => context.declared !== null && !context.declared.gmDecides,
    decided: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared !== null && context.declared.gmDecides && typeof event.success === 'boolean';
    },
    rollCallsInjury: ({ context }) => context.declared !== null && !context.declared.gmDecides && woundAfter(context) === 'injury',
    rollCallsResilience: ({ context }) => context.declared !== null && !context.declared.gmDecides && woundAfter(context) === 'fatigue',
    decisionCallsInjury: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared?.gmDecides === true && typeof event.success === 'boolean' && woundAfter(context, event.success) === 'injury';
    },
    decisionCallsResilience: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared?.gmDecides === true && typeof event.success === 'boolean' && woundAfter(context, event.success) === 'fatigue';
    },
    resilienceFollows: ({ context }) => woundRoll(context).wounds[0]?.kind === 'fatigue',
    mayMove: ({ context, event }) => {
      assertEvent(event, 'creature.moved');
      return free(moveProblem(context, event.to));
    },
    mayStand: ({ context }) => free(standProblem(context)),
    mayRecover: ({ context }) => free(recoverProblem(context)),
    mayBreathe: ({ context }) => free(breathProblem(context)),
    lastTurn: ({ context }) => endTurn(context).turnOf === null,
    nobodyToAct: ({ context }) => endRound(context).turnOf === null,
    mayPassTimeframe: ({ context, event }) => {
      assertEvent(event, 'timeframe.passed');
      return free(timeframeProblem(context, event.asleep));
    },
    nobodyAlive: ({ context }) => nobodyAlive(context),
    startsInDowntime: ({ context }) => context.start === 'downtime' && context.round === 0,
    recovered: ({ context }) => allRecovered(context),
  },
}).createMachine({
  id: 'combatRound',
  context: ({ input }) => createInitialContext(input),
  initial: 'fight',
  states: {
    fight: {
      tags: 'fighting',
      description: 'Rounds of turns: every creature able to act takes a turn of two actions, then the round ends.',
      initial: 'turn',
      always: [
        { guard: 'nobodyAlive', target: 'over', description: 'Nobody is left alive.' },
        { guard: 'startsInDowntime', target: 'downtime', actions: 'endFight', description: 'A table set up for downtime opens there.' },
      ],
      on: {
        'fight.ended': { target: 'downtime', actions: 'endFight', description: 'The GM calls the fight over: downtime begins.' },
      },
      states: {
        turn: {
          tags: 'a turn',
          description:
            "A creature's turn: declare a check or a combat action, move an Area, stand up, pick up a weapon, surface for air, or end the turn.",
          on: {
            'action.declared': {
              guard: 'mayDeclare',
              target: 'roll',
              actions: 'declare',
              description: 'One action: its modifiers (what the equipment adds among them) and threshold are set.',
            },
            'creature.moved': { guard: 'mayMove', actions: 'move' },
            'creature.stood': { guard: 'mayStand', actions: 'stand' },
            'weapon.recovered': { guard: 'mayRecover', actions: 'recover' },
            'breath.taken': { guard: 'mayBreathe', actions: 'breathe' },
            'turn.ended': [
              { guard: 'lastTurn', target: 'endOfRound', actions: 'endTurn', description: 'The last turn, with fire or water to settle.' },
              { target: 'turn', reenter: true, actions: 'endTurn', description: 'The next creature in the order.' },
            ],
          },
        },
        roll: {
          tags: 'an action roll',
          description: 'The declared action: d6 + its modifiers against Defense or the GM’s threshold (between two NPCs, the GM decides).',
          on: {
            'action.rolled': [
              {
                guard: 'rollCallsInjury',
                target: 'injuryRoll',
                actions: 'roll',
                description: 'A hit on a PC with a weapon that has an ITM.',
              },
              {
                guard: 'rollCallsResilience',
                target: 'resilienceRoll',
                actions: 'roll',
                description: 'A hit on a PC with a weapon that has only an FTM.',
              },
              { guard: 'rolled', target: 'turn', actions: 'roll' },
            ],
            'action.decided': [
              { guard: 'decisionCallsInjury', target: 'injuryRoll', actions: 'decide' },
              { guard: 'decisionCallsResilience', target: 'resilienceRoll', actions: 'decide' },
              { guard: 'decided', target: 'turn', actions: 'decide' },
            ],
          },
        },
        injuryRoll: {
          tags: 'an Injury roll',
          description: 'The PC who was hit rolls d6 + Constitution against 1 + ITM + Injuries: one more Injury, or death.',
          on: {
            'injury.rolled': [
              { guard: 'resilienceFollows', target: 'resilienceRoll', actions: 'rollWound', description: 'The weapon has an FTM too.' },
              { target: 'turn', actions: 'rollWound' },
            ],
          },
        },
        resilienceRoll: {
          tags: 'a Resilience roll',
          description:
            'The PC who was hit rolls d6 + Constitution, Endurance, Willpower against 0 + FTM + Fatigue: one more Fatigue, or unconscious.',
          on: { 'resilience.rolled': { target: 'turn', actions: 'rollWound' } },
        },
        endOfRound: {
          tags: 'the end of a round',
          description: 'Every turn is over: the fire takes its round on the map, then the water counts breaths.',
          on: {
            'round.ended': [
              {
                guard: 'nobodyToAct',
                target: 'endOfRound',
                reenter: true,
                actions: 'endRound',
                description: 'Nobody can act next round either.',
              },
              { target: 'turn', actions: 'endRound' },
            ],
          },
        },
      },
    },
    downtime: {
      tags: 'downtime',
      description: 'After the fight: timeframe by timeframe, who sleeps, the sleepless roll, and each day’s recovery.',
      always: [
        { guard: 'nobodyAlive', target: 'over' },
        { guard: 'recovered', target: 'rested', description: 'No Injury or Fatigue left on anyone alive.' },
      ],
      on: {
        'timeframe.passed': { guard: 'mayPassTimeframe', actions: 'passTimeframe' },
      },
    },
    rested: {
      type: 'final',
      tags: ['rested', 'over'],
      description: 'Everyone alive has recovered.',
    },
    over: {
      type: 'final',
      tags: ['nobody alive', 'over'],
      description: 'Nobody is left alive.',
    },
  },
});

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 2 lets a declared action carry what the equipment adds (`equipment`), and a map's
 * Area have oil on its water (`oil`); version 1's events and maps have neither and replay as
 * they were.
 */
export const combatRoundRecord: RecordFormat = {
  current: 'combat-round/2',
  upgrades: { 'combat-round/1': (events) => [...events] },
};
