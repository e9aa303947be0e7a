/**
 * Karmic's register duel: one-on-one melee as a compound action (seed 004, "Compound
 * Actions", "Melee Combat", "Melee Combat Maneuvers"). Initiative, secret hands, face-down
 * declarations register by register, then resolution register by register with hit
 * decisions as the cards turn over.
 *
 * The statechart reads as the rule does: the fighters draw for the initiative, then fight
 * rounds (holding the initiative → declaring → resolving the registers, each one turned
 * over and then its hits and jokers decided → the turn is over) until combat is over.
 *
 * All chance (both decks, the generator) is in context, so a snapshot is JSON and XState's
 * pure `transition` replays a duel exactly. Every step is a pure function of the context
 * (register-duel.steps.ts, register-duel.settle.ts) and every refusal a sentence
 * (register-duel.problems.ts); the machine only names them, and tags its states with the
 * words a view may ask.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../../core/record.js';
import { maneuver } from '../maneuvers.js';
import type { RegisterDuelContext, RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import {
  declarationStops,
  declareProblem,
  finishProblem,
  hitProblem,
  jokerProblem,
  passProblem,
  turnGoesOn,
  withdrawProblem,
  yieldProblem,
} from './register-duel.problems.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';
import { releaseHold, testHold } from './register-duel.hold.js';
import { settle } from './register-duel.settle.js';
import {
  add,
  createInitialContext,
  declarationFrom,
  declare,
  drawHands,
  drawInitiative,
  leaveEmpty,
  nameOf,
  nextRound,
  pendingDecision,
  redrawRound,
  reveal,
  ruleJoker,
  say,
  standOn,
  takeHit,
  why,
  withdraw,
  yieldEndsCombat,
  yieldInitiative,
} from './register-duel.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('declaring')`), so the widget never
 * names a state: the moment of the duel, in the words a player would use.
 */
export type RegisterDuelTag =
  | 'drawing for the initiative'
  | 'holding the initiative'
  | 'declaring'
  | 'resolving'
  | 'turning over'
  | 'deciding'
  | 'turn over'
  | 'held fast'
  | 'over';

export const registerDuelMachine = setup({
  types: {
    context: {} as RegisterDuelContext,
    events: {} as RegisterDuelEvent,
    input: {} as RegisterDuelInput,
    tags: {} as RegisterDuelTag,
  },
  actions: {
    drawInitiative: assign(({ context }) => drawInitiative(context)),
    yieldInitiative: assign(({ context }) => yieldInitiative(context)),
    drawHands: assign(({ context }) => drawHands(context)),
    declare: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declare(context, declarationFrom(event));
    }),
    pass: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.passed');
      return leaveEmpty(context, event.side, 'chosen');
    }),
    finishDeclaring: assign(({ context }) =>
      say(
        { ...context, batchEnd: 'done' as const },
        why(`${nameOf(context, context.attacker!)} declares no more: the registers turn over one at a time.`, RULES.declaration),
      ),
    ),
    withdraw: assign(({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdraw(context, event.side, event.register);
    }),
    stopForImmediate: assign(({ context }) => {
      const last = context.registers[context.registers.length - 1]!;
      const immediate = [last.attack, last.defence].find((d) => d && maneuver(d.maneuver).resolvesImmediately)!;
      return add(
        { ...context, batchEnd: 'immediate' as const },
        why(
          `${maneuver(immediate.maneuver).name} resolves immediately: declaring stops here and the registers so far turn over.`,
          RULES.immediate,
        ),
      );
    }),
    stopDone: assign(({ context }) =>
      add(
        { ...context, batchEnd: 'done' as const },
        why(`${nameOf(context, context.attacker!)} has nothing more to declare: the registers turn over one at a time.`, RULES.declaration),
      ),
    ),
    reveal: assign(({ context }) => reveal(context)),
    takeHit: assign(({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return takeHit(context, event.side);
    }),
    standOn: assign(({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standOn(context, event.side);
    }),
    ruleJoker: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.side, event.value);
    }),
    settle: assign(({ context }) => settle(context)),
    continueTurn: assign(({ context }) =>
      add(
        { ...context, batchEnd: undefined, toDeclare: context.attacker! },
        why(
          `${nameOf(context, context.attacker!)} holds the initiative and declares the rest of the turn, from register ${context.registers.length + 1}.`,
          RULES.immediate,
        ),
      ),
    ),
    endTurn: assign(({ context }) => add(context, why('The turn is over; cards not played are lost.', RULES.turnOver))),
    nextRound: assign(({ context }) => nextRound(context)),
    redrawRound: assign(({ context }) => redrawRound(context)),
    testHold: assign(({ context }) => testHold(context)),
    releaseHold: assign(({ context }) => releaseHold(context)),
  },
  guards: {
    initiativeSettled: ({ context }) => context.attacker !== undefined,
    yieldEndsCombat: ({ context }) => yieldEndsCombat(context),
    mayYield: ({ context }) => yieldProblem(context) === undefined,
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declareProblem(context, event) === undefined;
    },
    mayPass: ({ context, event }) => {
      assertEvent(event, 'maneuver.passed');
      return passProblem(context, event.side) === undefined;
    },
    mayFinish: ({ context, event }) => {
      assertEvent(event, 'declaration.finished');
      return finishProblem(context, event.side) === undefined;
    },
    mayWithdraw: ({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdrawProblem(context, event.side, event.register) === undefined;
    },
    stopsForImmediate: ({ context }) => declarationStops(context) === 'immediate',
    attackerHasNoMore: ({ context }) => declarationStops(context) === 'done',
    mayHit: ({ context, event }) => {
      assertEvent(event, ['hit.taken', 'hit.declined']);
      return hitProblem(context, event.side) === undefined;
    },
    mayRuleJoker: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return jokerProblem(context, event.side, event.value) === undefined;
    },
    nothingToDecide: ({ context }) => pendingDecision(context) === undefined,
    combatEnded: ({ context }) => context.ended !== undefined,
    holdTaken: ({ context }) => context.hold !== undefined,
    holdBroken: ({ context }) => context.hold === undefined,
    initiativeToRedraw: ({ context }) => context.redrawInitiative === true,
    allTurnedOver: ({ context }) => context.cursor >= context.registers.length,
    turnGoesOn: ({ context }) => context.cursor >= context.registers.length && turnGoesOn(context),
  },
}).createMachine({
  id: 'registerDuel',
  description: 'One-on-one melee in Karmic: a duel of face-down cards, register by register.',
  context: ({ input }) => createInitialContext(input),
  initial: 'drawingForInitiative',
  states: {
    drawingForInitiative: {
      tags: 'drawing for the initiative',
      description: 'Both fighters make a combat training check modified by willpower; the higher total holds the initiative.',
      on: {
        'initiative.drawn': { actions: 'drawInitiative', description: 'Both draw their initiative cards and add willpower.' },
      },
      always: { guard: 'initiativeSettled', target: 'round', description: 'A higher total settles it; a tie means both draw again.' },
    },
    round: {
      description: 'One turn of the fight: the attacker may yield, both draw, declare register by register, then turn the registers over.',
      initial: 'holdingInitiative',
      states: {
        holdingInitiative: {
          tags: 'holding the initiative',
          description:
            'The start of a round: the fighter with the initiative may attack (both draw their hands) or give the initiative up.',
          on: {
            'hands.drawn': {
              target: 'declaring',
              actions: 'drawHands',
              description: 'Both draw as many cards as their weapon skill and keep them secret.',
            },
            'initiative.yielded': [
              {
                guard: and(['mayYield', 'yieldEndsCombat']),
                target: '#registerDuel.combatOver',
                actions: 'yieldInitiative',
                description: 'The other fighter gave it up just before: both have hesitated, so the fight ends.',
              },
              {
                guard: 'mayYield',
                actions: 'yieldInitiative',
                description: 'The initiative passes to the other fighter (not in the round of a charge or a surprise).',
              },
            ],
          },
        },
        declaring: {
          tags: 'declaring',
          description: 'The attacker opens each register with a face-down card and a named maneuver; the defender answers it.',
          on: {
            'maneuver.declared': {
              guard: 'mayDeclare',
              actions: 'declare',
              description: 'A card goes face down in the next slot, its maneuver named aloud.',
            },
            'maneuver.passed': { guard: 'mayPass', actions: 'pass', description: 'The defender leaves this register empty.' },
            'card.withdrawn': {
              guard: 'mayWithdraw',
              actions: 'withdraw',
              description: 'The card just laid goes back to the hand before the other fighter answers it.',
            },
            'declaration.finished': {
              guard: 'mayFinish',
              target: 'resolving',
              actions: 'finishDeclaring',
              description: 'The attacker stops declaring.',
            },
            'initiative.yielded': [
              {
                guard: and(['mayYield', 'yieldEndsCombat']),
                target: '#registerDuel.combatOver',
                actions: 'yieldInitiative',
                description: 'Both fighters have hesitated in a row: the fight ends.',
              },
              {
                guard: 'mayYield',
                actions: 'yieldInitiative',
                description: 'Instead of opening a register, the attacker hesitates and the other fighter attacks.',
              },
            ],
          },
          always: [
            {
              guard: 'stopsForImmediate',
              target: 'resolving',
              actions: 'stopForImmediate',
              description: 'A maneuver that resolves immediately has been answered.',
            },
            {
              guard: 'attackerHasNoMore',
              target: 'resolving',
              actions: 'stopDone',
              description: 'The attacker has nothing left to declare.',
            },
          ],
        },
        resolving: {
          tags: 'resolving',
          description: 'The registers laid so far turn over in order, both sides of each at once.',
          initial: 'turningOver',
          states: {
            turningOver: {
              tags: 'turning over',
              description: 'The next register lies face down.',
              on: { 'register.revealed': { target: 'deciding', actions: 'reveal', description: 'Both cards of the register turn over.' } },
            },
            deciding: {
              tags: 'deciding',
              description: 'The register is face up: hits on hit cards, the attacker first, and the GM’s value for a joker.',
              on: {
                'hit.taken': { guard: 'mayHit', actions: 'takeHit', description: 'Draw the top card onto the hit card.' },
                'hit.declined': { guard: 'mayHit', actions: 'standOn', description: 'Keep the card as it is.' },
                'joker.ruled': { guard: 'mayRuleJoker', actions: 'ruleJoker', description: 'The GM names what the joker is worth.' },
              },
              always: {
                guard: 'nothingToDecide',
                target: 'turningOver',
                actions: 'settle',
                description: 'Nothing left to decide: the register is settled.',
              },
            },
          },
          always: [
            {
              guard: 'combatEnded',
              target: '#registerDuel.combatOver',
              description: 'A fighter is out or has broken away: the rest goes unused.',
            },
            {
              guard: 'holdTaken',
              target: '#registerDuel.holdingFast',
              description: 'A pin or a choke has landed: ordinary combat is over, and the rest goes unused.',
            },
            {
              guard: 'turnGoesOn',
              target: 'declaring',
              actions: 'continueTurn',
              description: 'After an immediate maneuver the turn goes on with whoever holds the initiative now.',
            },
            { guard: 'allTurnedOver', target: 'turnOver', actions: 'endTurn', description: 'Every register is settled.' },
          ],
        },
        turnOver: {
          tags: 'turn over',
          description: 'Every register is settled; unplayed cards are lost, and whoever holds the initiative keeps it.',
          on: {
            'round.begun': [
              {
                guard: 'initiativeToRedraw',
                target: '#registerDuel.drawingForInitiative',
                actions: 'redrawRound',
                description: 'After a tackle the next round begins with a fresh initiative check.',
              },
              { target: 'holdingInitiative', actions: 'nextRound', description: 'The next round begins.' },
            ],
          },
        },
      },
    },
    holdingFast: {
      tags: 'held fast',
      description:
        'A pin or a choke holds: each turn the one held may try a might check to break it, and in a choke must check vitality or pass out.',
      on: {
        'hold.tested': {
          actions: 'testHold',
          description: 'One turn of the hold: the might check to break it, then in a choke the vitality check.',
        },
        'hold.released': { target: 'combatOver', actions: 'releaseHold', description: 'The holder lets go: the fight is over.' },
      },
      always: [
        { guard: 'combatEnded', target: 'combatOver', description: 'The one held passes out.' },
        {
          guard: 'holdBroken',
          target: 'drawingForInitiative',
          description: 'The hold is broken: the fight goes on at wrestling range from a fresh initiative check.',
        },
      ],
    },
    combatOver: {
      tags: 'over',
      type: 'final',
      description: 'A fighter is out or passed out, someone broke away or let go of a hold, or both gave up the initiative.',
    },
  },
});

export type RegisterDuelMachine = typeof registerDuelMachine;

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const registerDuelRecord: RecordFormat = {
  current: 'register-duel/3',
  upgrades: {
    // Version 3 adds the table rulings to the input and the hold after a pin or a choke; a record
    // of version 2 has no rulings, so it replays with the readings it was played under
    // (melee/rulings.ts, EARLIER_RULINGS), its events unchanged.
    'register-duel/2': (events) => [...events],
    'register-duel/1': renamedEvents({
      'initiative.draw': 'initiative.drawn',
      'hands.draw': 'hands.drawn',
      'declaration.done': 'declaration.finished',
      'register.reveal': 'register.revealed',
      'hit.stood': 'hit.declined',
      'round.next': 'round.begun',
    }),
  },
};
