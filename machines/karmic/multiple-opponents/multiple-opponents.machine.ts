/**
 * Karmic, "Multiple Opponents": one lone fighter against two or three foes, turn by turn.
 *
 * The statechart reads as the rule does: every foe draws for the initiative against the lone
 * fighter, each pairing settled by itself (and when he beats several, he names the one he
 * holds it over); then rounds: the hands are drawn, the registers are declared one at a time
 * (the foes who hold the initiative lay their attacks, he answers with a card, or several
 * parries, and a foe he attacks answers), then the registers turn over one at a time, every
 * pairing resolved as the two-sided duel resolves one; until he is out or every foe is.
 *
 * The reader plays the lone fighter; the foes choose by a stated policy (`foeAttack`,
 * `foeAnswer`, multiple-opponents.pairings.ts). Every pairing's arithmetic is Karmic melee's
 * `resolveRegister` (machines/karmic/melee/); the several-foes rules are in
 * multiple-opponents.rules.ts. Every step is a pure function of the context and every refusal
 * a sentence (steps, reveal, problems); the machine only names them, and tags its states with
 * the words a view may ask. All chance (both decks, the generator) is in context, so a
 * snapshot is JSON and `transition` replays a fight exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { MultipleOpponentsContext, MultipleOpponentsEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import { closeProblem, declareProblem, nameProblem, withdrawProblem } from './multiple-opponents.problems.js';
import { hitProblem, jokerProblem, pendingDecision, ruleJoker, standOn, takeHit, turnOver } from './multiple-opponents.cards.js';
import { settleRegister } from './multiple-opponents.reveal.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import {
  add,
  closeRegister,
  continueTurn,
  createInitialContext,
  declare,
  drawHands,
  drawInitiative,
  initiativeSettled,
  nameFoe,
  nextRound,
  turnGoesOn,
  unsettled,
  why,
  withdraw,
} from './multiple-opponents.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('declaring')`), so the widget never
 * names a state: the moment of the fight, in the words a player would use.
 */
export type MultipleOpponentsTag =
  | 'drawing for the initiative'
  | 'naming a foe'
  | 'holding the initiative'
  | 'declaring'
  | 'resolving'
  | 'turning over'
  | 'deciding'
  | 'turn over'
  | 'over';

export const multipleOpponentsMachine = setup({
  types: {
    context: {} as MultipleOpponentsContext,
    events: {} as MultipleOpponentsEvent,
    input: {} as MultipleOpponentsInput,
    tags: {} as MultipleOpponentsTag,
  },
  actions: {
    drawInitiative: assign(({ context }) => drawInitiative(context)),
    nameFoe: assign(({ context, event }) => {
      assertEvent(event, 'initiative.named');
      return nameFoe(context, event.foe);
    }),
    drawHands: assign(({ context }) => drawHands(context)),
    declare: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declare(context, event);
    }),
    withdraw: assign(({ context }) => withdraw(context)),
    closeRegister: assign(({ context }) => closeRegister(context)),
    turnOver: assign(({ context }) => turnOver(context)),
    takeHit: assign(({ context }) => takeHit(context)),
    standOn: assign(({ context }) => standOn(context)),
    ruleJoker: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.value);
    }),
    settle: assign(({ context }) => settleRegister(context)),
    continueTurn: assign(({ context }) => continueTurn(context)),
    endTurn: assign(({ context }) => add(context, why('The turn is over; cards not played are lost.', RULES.turnOver))),
    nextRound: assign(({ context }) => nextRound(context)),
  },
  guards: {
    mustName: ({ context }) => context.choosing !== undefined,
    initiativeSettled: ({ context }) => initiativeSettled(context),
    tiesLeft: ({ context }) => context.choosing === undefined && unsettled(context).length > 0,
    mayName: ({ context, event }) => {
      assertEvent(event, 'initiative.named');
      return nameProblem(context, event.foe) === undefined;
    },
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declareProblem(context, event) === undefined;
    },
    mayWithdraw: ({ context }) => withdrawProblem(context) === undefined,
    mayClose: ({ context }) => closeProblem(context) === undefined,
    declaringOver: ({ context }) => context.batchEnd !== undefined,
    mayHit: ({ context }) => hitProblem(context) === undefined,
    mayRuleJoker: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return jokerProblem(context, event.value) === undefined;
    },
    nothingToDecide: ({ context }) => pendingDecision(context) === undefined,
    combatEnded: ({ context }) => context.ended !== undefined,
    turnGoesOn: ({ context }) => turnGoesOn(context),
    allTurnedOver: ({ context }) => context.cursor >= context.registers.length,
  },
}).createMachine({
  id: 'multipleOpponents',
  description: 'One fighter against two or three foes in Karmic melee: one hand against them all, every pairing settled by itself.',
  context: ({ input }) => createInitialContext(input),
  initial: 'drawingForInitiative',
  states: {
    drawingForInitiative: {
      tags: 'drawing for the initiative',
      description:
        'The lone fighter and every foe whose pairing is open draw for the initiative; each pairing is settled by itself, a tie draws again.',
      on: { 'initiative.drawn': { actions: 'drawInitiative', description: 'Each draws initiative cards and adds willpower.' } },
      always: [
        { guard: 'mustName', target: 'namingFoe', description: 'He beat several foes: he names the one he holds the initiative over.' },
        { guard: 'initiativeSettled', target: 'round', description: 'Every pairing has a holder.' },
      ],
    },
    namingFoe: {
      tags: 'naming a foe',
      description: 'He beat several foes and holds the initiative over one at most: he names which.',
      on: {
        'initiative.named': {
          guard: 'mayName',
          actions: 'nameFoe',
          description: 'He names a foe he beat; the others hold the initiative over him.',
        },
      },
      always: [
        { guard: 'initiativeSettled', target: 'round', description: 'Every pairing has a holder.' },
        { guard: 'tiesLeft', target: 'drawingForInitiative', description: 'A tied pairing draws again.' },
      ],
    },
    round: {
      description: 'One turn: the hands are drawn, the registers declared one at a time, then turned over one at a time.',
      initial: 'holdingInitiative',
      states: {
        holdingInitiative: {
          tags: 'holding the initiative',
          description: 'The start of a round: every pairing has its holder of the initiative.',
          on: {
            'hands.drawn': {
              target: 'declaring',
              actions: 'drawHands',
              description: 'He draws one hand for his weapon; each foe draws its own.',
            },
          },
        },
        declaring: {
          tags: 'declaring',
          description:
            'Register by register: the foes holding the initiative lay their attacks, he answers (several parries allowed), and a foe he attacks answers.',
          on: {
            'maneuver.declared': {
              guard: 'mayDeclare',
              actions: 'declare',
              description: 'He lays a card face down against a foe, or swipes at several small foes.',
            },
            'card.withdrawn': { guard: 'mayWithdraw', actions: 'withdraw', description: 'The card he just laid goes back to his hand.' },
            'register.closed': {
              guard: 'mayClose',
              actions: 'closeRegister',
              description: 'He lays nothing more in this register; the foes he attacks answer.',
            },
          },
          always: { guard: 'declaringOver', target: 'resolving', description: 'A seize resolves at once, or nobody can attack any more.' },
        },
        resolving: {
          tags: 'resolving',
          description: 'The registers laid so far turn over in order; every pairing in a register is settled by itself.',
          initial: 'turningOver',
          states: {
            turningOver: {
              tags: 'turning over',
              description: 'The next register lies face down.',
              on: {
                'register.revealed': { target: 'deciding', actions: 'turnOver', description: 'Every card of the register turns over.' },
              },
            },
            deciding: {
              tags: 'deciding',
              description: 'The register is face up: his hit cards, in the order laid, and the GM’s value for a joker of his.',
              on: {
                'hit.taken': { guard: 'mayHit', actions: 'takeHit', description: 'He draws the top card of his deck onto his hit card.' },
                'hit.declined': { guard: 'mayHit', actions: 'standOn', description: 'He keeps the card as it is.' },
                'joker.ruled': { guard: 'mayRuleJoker', actions: 'ruleJoker', description: 'The GM names what the joker is worth.' },
              },
              always: {
                guard: 'nothingToDecide',
                target: 'turningOver',
                actions: 'settle',
                description: 'Nothing left for him to decide: the foes draw onto their hit cards, and every pairing is settled.',
              },
            },
          },
          always: [
            { guard: 'combatEnded', target: '#multipleOpponents.combatOver', description: 'He is out, or every foe is.' },
            {
              guard: 'turnGoesOn',
              target: 'declaring',
              actions: 'continueTurn',
              description: 'After a seize the turn goes on with the initiative as it stands.',
            },
            { guard: 'allTurnedOver', target: 'turnOver', actions: 'endTurn', description: 'Every register is settled.' },
          ],
        },
        turnOver: {
          tags: 'turn over',
          description: 'Every register is settled; unplayed cards are lost and every pairing keeps its initiative.',
          on: { 'round.begun': { target: 'holdingInitiative', actions: 'nextRound', description: 'The next round begins.' } },
        },
      },
    },
    combatOver: {
      tags: 'over',
      type: 'final',
      description: 'The lone fighter is out, or every foe is.',
    },
  },
});

export type MultipleOpponentsMachine = typeof multipleOpponentsMachine;

/** The saved form's version (see core/record.ts). */
export const multipleOpponentsRecord: RecordFormat = {
  current: 'multiple-opponents/4',
  upgrades: {
    // Version 4 lets bare hands and a bound lone fighter into the input and the hand-to-hand
    // maneuvers into 'maneuver.declared' (table ruling "Hand to hand against several foes"); a
    // record of version 3 has none of them, so it replays as it was played.
    'multiple-opponents/3': (events) => [...events],
    // Version 3 adds the foes taken by surprise and the foe charged to the input (absent: none),
    // no event; a record of version 2 has neither, so it replays as it was played.
    'multiple-opponents/2': (events) => [...events],
    // Version 2 adds the table rulings to the input and hit cards and jokers to the table (three
    // new events); a record of version 1 has no rulings, so it replays as that build played it
    // (every card at face value, a joker 0), its events unchanged.
    'multiple-opponents/1': (events) => [...events],
  },
};
