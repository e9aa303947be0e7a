/**
 * Liberi Gothica, an exchange played step by step: an attacker and a defender take their
 * turns of two actions round after round; each attack is rolled (2d6 + Attack against
 * base and total defense), its damage rolled and soaked, a crippling wound rolled on the
 * charts; the defender may fall unconscious or die (then soul passing takes over), and
 * once the fight is over the wounded rest and heal, day by day.
 *
 * Every step is a pure function of the context (attack-roll.context.ts), kept in a file
 * named for what it plays: turns, attacks, a ram, delayed and prepared attacks, a crippling
 * wound, a lethal blow, orders, a reload, treatment and rest (attack-roll.steps.ts holds what
 * they share). The machine only names them, and tags its states with the words a view asks.
 * All chance (the generator and the fixed rolls) is in context, so XState's pure
 * `transition` replays a table exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { AttackRollContext, AttackRollEvent, AttackRollInput } from './attack-roll.context.js';
import { createInitialContext } from './attack-roll.steps.js';
import { workReload, reloadProblem } from './attack-roll.reload.js';
import {
  beginRound,
  endTurn,
  moveFighter,
  readyDefense,
  prepareDeflection,
  roundProblem,
  moveProblem,
  defendProblem,
  deflectProblem,
} from './attack-roll.turns.js';
import { declareRam, ramProblem } from './attack-roll.ram.js';
import { declareAttack, attackLands, rollAttackStep, rollDamageStep, attackProblem, chargeProblem } from './attack-roll.attacks.js';
import {
  delayAction,
  prepareAttack,
  triggersPrepared,
  moveDefender,
  delayProblem,
  prepareProblem,
  delayedProblem,
} from './attack-roll.delayed-and-prepared.js';
import { rollWoundStep } from './attack-roll.crippling-wound.js';
import { strikeBlow, checkEndure, blowProblem } from './attack-roll.lethal-blow.js';
import { giveOrder, orderProblem } from './attack-roll.orders.js';
import { giveTreatment, treatmentProblem } from './attack-roll.treatment.js';
import { endFight, passTime, fullyHealed, restProblem } from './attack-roll.rest.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('attack roll')`), so the widget never
 * names a state: where the exchange stands, whose turn it is, which roll comes next.
 */
export type AttackRollTag =
  | 'fight'
  | 'between rounds'
  | "attacker's turn"
  | "defender's turn"
  | 'resolving an attack'
  | 'attack roll'
  | 'damage roll'
  | 'wound roll'
  | 'endure check'
  | 'resting'
  | 'healed'
  | 'dead'
  | 'over';

type EventOf<T extends AttackRollEvent['type']> = Extract<AttackRollEvent, { type: T }>;

type Args = { context: AttackRollContext; event: AttackRollEvent };

/** A guard that lets a `type` event through when its rule's `…Problem` finds nothing wrong. */
function allowed<T extends AttackRollEvent['type']>(type: T, problem: (ctx: AttackRollContext, event: EventOf<T>) => string | undefined) {
  return ({ context, event }: Args) => {
    assertEvent(event, type);
    return problem(context, event as unknown as EventOf<T>) === undefined;
  };
}

/** The new context after a `type` event's pure step (for `assign`). */
function step<T extends AttackRollEvent['type']>(type: T, apply: (ctx: AttackRollContext, event: EventOf<T>) => AttackRollContext) {
  return ({ context, event }: Args) => {
    assertEvent(event, type);
    return apply(context, event as unknown as EventOf<T>);
  };
}

export const attackRollMachine = setup({
  types: {
    context: {} as AttackRollContext,
    events: {} as AttackRollEvent,
    input: {} as AttackRollInput,
    tags: {} as AttackRollTag,
  },
  actions: {
    beginRound: assign(step('round.begun', (c, e) => beginRound(c, e.first))),
    endTurn: assign(({ context }) => endTurn(context)),
    attack: assign(step('attack.made', (c, e) => declareAttack(c, 'attack', e.weapons))),
    charge: assign(step('charge.made', (c, e) => declareAttack(c, 'charge', e.weapons))),
    takeDelayed: assign(step('delayed.taken', (c, e) => declareAttack(c, 'delayed', e.weapons))),
    strikeBlow: assign(step('blow.struck', (c, e) => strikeBlow(c, e.location, e.fatal))),
    ram: assign(({ context }) => declareRam(context)),
    moveAttacker: assign(step('attacker.moved', (c, e) => moveFighter(c, 'attacker', e.direction))),
    moveDefender: assign(step('defender.moved', (c, e) => moveDefender(c, e.direction))),
    delay: assign(({ context }) => delayAction(context)),
    prepare: assign(({ context }) => prepareAttack(context)),
    giveOrder: assign(step('order.given', (c, e) => giveOrder(c, e.sentences))),
    workReload: assign(({ context }) => workReload(context)),
    defend: assign(({ context }) => readyDefense(context)),
    deflect: assign(({ context }) => prepareDeflection(context)),
    rollAttack: assign(({ context }) => rollAttackStep(context)),
    rollDamage: assign(({ context }) => rollDamageStep(context)),
    rollWound: assign(({ context }) => rollWoundStep(context)),
    checkEndure: assign(step('endure.checked', (c, e) => checkEndure(c, e.passed))),
    endFight: assign(({ context }) => endFight(context)),
    treat: assign(step('treatment.given', (c, e) => giveTreatment(c, e.wound, e.passed))),
    rest: assign(step('time.passed', (c, e) => passTime(c, e.hours))),
  },
  guards: {
    mayBeginRound: allowed('round.begun', (c, e) => roundProblem(c, e.first)),
    attackerFirst: allowed('round.begun', (c, e) => (e.first === 'attacker' ? roundProblem(c, e.first) : 'the defender acts first')),
    mayAttack: allowed('attack.made', (c, e) => attackProblem(c, e.weapons)),
    mayCharge: allowed('charge.made', (c, e) => chargeProblem(c, e.weapons)),
    mayStrikeBlow: allowed('blow.struck', (c, e) => blowProblem(c, e.location, e.fatal)),
    fatalBlow: allowed('blow.struck', (c, e) => (e.fatal === true ? blowProblem(c, e.location, e.fatal) : 'the blow is not meant to kill')),
    mayRam: ({ context }) => ramProblem(context) === undefined,
    attackerMayMove: allowed('attacker.moved', (c, e) => moveProblem(c, 'attacker', e.direction)),
    defenderMayMove: allowed('defender.moved', (c, e) => moveProblem(c, 'defender', e.direction)),
    moveTriggersPrepared: allowed(
      'defender.moved',
      (c, e) => moveProblem(c, 'defender', e.direction) ?? (triggersPrepared(c, e.direction) ? undefined : 'no prepared attack goes off'),
    ),
    mayDelay: ({ context }) => delayProblem(context) === undefined,
    mayPrepare: ({ context }) => prepareProblem(context) === undefined,
    mayOrder: allowed('order.given', (c, e) => orderProblem(c, e.sentences)),
    mayReload: ({ context }) => reloadProblem(context) === undefined,
    mayTakeDelayed: allowed('delayed.taken', (c, e) => delayedProblem(c, e.weapons)),
    mayDefend: ({ context }) => defendProblem(context) === undefined,
    mayDeflect: ({ context }) => deflectProblem(context) === undefined,
    defenderStillToAct: ({ context }) => !context.acted.defender && context.turn === 'attacker',
    attackerStillToAct: ({ context }) => !context.acted.attacker && context.turn === 'defender',
    attackLands: ({ context }) => attackLands(context),
    cripples: ({ context }) => context.current?.roll?.crippling === true,
    endureGiven: allowed('endure.checked', (_, e) => (typeof e.passed === 'boolean' ? undefined : 'say whether the Endure check passed')),
    attackSettled: ({ context }) => context.stage === null,
    someoneDied: ({ context }) => context.fallen !== null,
    mayEndFight: ({ context }) => context.fallen === null,
    mayTreat: allowed('treatment.given', (c, e) => treatmentProblem(c, e.wound, e.passed)),
    mayRest: allowed('time.passed', (c, e) => restProblem(c, e.hours)),
    healed: ({ context }) => fullyHealed(context),
  },
}).createMachine({
  id: 'attackRoll',
  context: ({ input }) => createInitialContext(input),
  initial: 'fight',
  states: {
    fight: {
      tags: 'fight',
      description: 'The exchange: round after round, each side takes a turn of two actions.',
      initial: 'turns',
      always: { guard: 'someoneDied', target: 'dead', description: 'A death ends the fight.' },
      states: {
        turns: {
          initial: 'betweenRounds',
          states: {
            betweenRounds: {
              tags: 'between rounds',
              description:
                'Before a round: the initiative cards say who acts first. A delayed action can still be taken before the round ends.',
              on: {
                'round.begun': [
                  { guard: 'attackerFirst', target: 'attackerTurn', actions: 'beginRound' },
                  { guard: 'mayBeginRound', target: 'defenderTurn', actions: 'beginRound' },
                ],
                'delayed.taken': {
                  guard: 'mayTakeDelayed',
                  target: '#attackRoll.fight.resolving',
                  actions: 'takeDelayed',
                  description: 'The delayed action, slipped in between turns.',
                },
                'fight.ended': { guard: 'mayEndFight', target: '#attackRoll.resting', actions: 'endFight' },
              },
            },
            attackerTurn: {
              tags: "attacker's turn",
              description: "The attacker's turn: two actions (one at 0 Life or Vitality); a reload under way needs one of them.",
              on: {
                'attack.made': { guard: 'mayAttack', target: '#attackRoll.fight.resolving', actions: 'attack' },
                'charge.made': {
                  guard: 'mayCharge',
                  target: '#attackRoll.fight.resolving',
                  actions: 'charge',
                  description: 'A Move in a straight line, then an Attack at +2.',
                },
                'ram.made': {
                  guard: 'mayRam',
                  target: '#attackRoll.fight.resolving',
                  actions: 'ram',
                  description: 'Up to a double move into the target: both actions.',
                },
                'blow.struck': [
                  {
                    guard: 'fatalBlow',
                    target: '#attackRoll.fight.resolving.endureCheck',
                    actions: 'strikeBlow',
                    description: 'A lethal blow meant to kill: the target must endure.',
                  },
                  { guard: 'mayStrikeBlow', actions: 'strikeBlow' },
                ],
                'attacker.moved': { guard: 'attackerMayMove', actions: 'moveAttacker' },
                'action.delayed': { guard: 'mayDelay', actions: 'delay' },
                'action.prepared': { guard: 'mayPrepare', actions: 'prepare' },
                'order.given': { guard: 'mayOrder', actions: 'giveOrder', description: 'Command: one order to the minions, for 1 action.' },
                'reload.worked': {
                  guard: 'mayReload',
                  actions: 'workReload',
                  description: 'One action on the reload, a continuous action.',
                },
                'turn.ended': [
                  { guard: 'defenderStillToAct', target: 'defenderTurn', actions: 'endTurn' },
                  { target: 'betweenRounds', actions: 'endTurn' },
                ],
              },
            },
            defenderTurn: {
              tags: "defender's turn",
              description:
                "The defender's turn: Defend, ready a deflection, or move. Organ damage bleeds as it begins; a winded defender loses it.",
              on: {
                'defense.readied': { guard: 'mayDefend', actions: 'defend' },
                'deflection.prepared': { guard: 'mayDeflect', actions: 'deflect' },
                'defender.moved': [
                  {
                    guard: 'moveTriggersPrepared',
                    target: '#attackRoll.fight.resolving',
                    actions: 'moveDefender',
                    description: "The move sets off the attacker's prepared attack.",
                  },
                  { guard: 'defenderMayMove', actions: 'moveDefender' },
                ],
                'turn.ended': [
                  { guard: 'attackerStillToAct', target: 'attackerTurn', actions: 'endTurn' },
                  { target: 'betweenRounds', actions: 'endTurn' },
                ],
              },
            },
            interruptedTurn: {
              type: 'history',
              description: 'Back to the turn the attack interrupted.',
            },
          },
        },
        resolving: {
          tags: 'resolving an attack',
          description: 'An attack being resolved, roll by roll.',
          initial: 'attackRoll',
          always: {
            guard: 'attackSettled',
            target: '#attackRoll.fight.turns.interruptedTurn',
            description: 'Once every attack of the action is settled, play goes on.',
          },
          states: {
            attackRoll: {
              tags: 'attack roll',
              description: 'Roll 2d6 + Attack against base and total defense.',
              on: {
                'attack.rolled': [
                  {
                    guard: 'attackLands',
                    target: 'damageRoll',
                    actions: 'rollAttack',
                    description: 'It beats base defense and is not turned aside.',
                  },
                  {
                    target: 'attackRoll',
                    reenter: true,
                    actions: 'rollAttack',
                    description: 'A miss, or a deflected glancing blow: no damage.',
                  },
                ],
              },
            },
            damageRoll: {
              tags: 'damage roll',
              description: 'Roll the damage; a glancing blow is soaked by Reduction.',
              on: {
                'damage.rolled': [
                  { guard: 'cripples', target: 'woundRoll', actions: 'rollDamage', description: 'Beat total defense by 5 or more.' },
                  { target: 'attackRoll', actions: 'rollDamage' },
                ],
              },
            },
            woundRoll: {
              tags: 'wound roll',
              description: 'Roll where the crippling wound lands, read its chart row, roll how long it lasts.',
              on: { 'wound.rolled': { target: 'attackRoll', actions: 'rollWound' } },
            },
            endureCheck: {
              tags: 'endure check',
              description: 'A fatal lethal blow: the target makes an Endure check or dies.',
              on: { 'endure.checked': { guard: 'endureGiven', target: 'attackRoll', actions: 'checkEndure' } },
            },
          },
        },
      },
    },
    resting: {
      tags: 'resting',
      description: 'After the fight: Treatment for the wounds that need it, then rest, four hours, a day or a week at a time.',
      always: [
        { guard: 'someoneDied', target: 'dead' },
        { guard: 'healed', target: 'healed', description: 'Full Life again, and every wound run its course.' },
      ],
      on: {
        'treatment.given': { guard: 'mayTreat', actions: 'treat' },
        'time.passed': { guard: 'mayRest', actions: 'rest' },
      },
    },
    dead: {
      tags: ['dead', 'over'],
      type: 'final',
      description: 'Dead: the soul lingers for a few rounds (soul passing takes over).',
    },
    healed: {
      tags: ['healed', 'over'],
      type: 'final',
      description: 'Healed: full Life, every wound over but what stays for good.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const attackRollRecord: RecordFormat = {
  current: 'attack-roll/1',
  upgrades: {},
};
