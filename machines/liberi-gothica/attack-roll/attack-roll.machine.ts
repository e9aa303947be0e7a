/**
 * Liberi Gothica, an exchange played step by step: two fighters take their turns of two
 * actions round after round, each on its initiative; each may attack, charge, tackle, ram,
 * strike a lethal blow, move, defend, deflect, delay or prepare, command its minions, reload,
 * use an ability or a skill, or treat a wound. Each attack is rolled the same way whoever makes
 * it (2d6 + Attack against base and total defense, with any wound's penalty), its damage rolled
 * and soaked, a crippling wound rolled on the charts; a fighter may fall unconscious or die
 * (then soul passing takes over), and once the fight is over both rest and heal, day by day.
 *
 * Every step is a pure function of the context (attack-roll.context.ts), kept in a file named
 * for what it plays (attack-roll.steps.ts holds what they share). The machine only names
 * them: each event has one step and one `…Problem` reason (attack-roll.events.ts), its guards
 * say whether the event is allowed and which roll or check it leads to, and its states carry
 * the tags a view asks. All chance (the generator and the fixed rolls) is in context, so
 * XState's pure `transition` replays a table exactly.
 */
import { assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { AttackRollContext, AttackRollEvent, AttackRollInput, Side, Stage } from './attack-roll.context.js';
import { createInitialContext } from './attack-roll.steps.js';
import { problemOf, stepOf } from './attack-roll.events.js';
import { fullyHealed } from './attack-roll.rest.js';
import { upgradeFrom1 } from './attack-roll.upgrade.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('attack roll')`), so the widget never
 * names a state: where the exchange stands, whose turn it is, which roll or check comes next.
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
  | 'strength check'
  | 'treatment check'
  | 'resting'
  | 'healed'
  | 'dead'
  | 'over';

type Args = { context: AttackRollContext; event: AttackRollEvent };

/** The event is one the rules allow now, and its step leaves the table waiting on `stage`. */
const leadsTo =
  (stage: Stage) =>
  ({ context, event }: Args) =>
    problemOf(context, event) === undefined && stepOf(context, event).stage === stage;

const R = '#attackRoll.fight.resolving';

/** A fighter's turn: every action either fighter may take, the same for both. */
function turn(side: Side) {
  const otherStillToAct = side === 'attacker' ? 'defenderStillToAct' : 'attackerStillToAct';
  const otherTurn = side === 'attacker' ? 'defenderTurn' : 'attackerTurn';
  const toAttack = { guard: 'attackRollFollows', target: `${R}.attackRoll`, actions: 'act' } as const;
  const stay = { guard: 'allowed', actions: 'act' } as const;
  const moves = [{ ...toAttack, description: "The move sets off the foe's prepared attack." }, stay];
  return {
    tags: side === 'attacker' ? "attacker's turn" : "defender's turn",
    description:
      side === 'attacker'
        ? "The first fighter's turn: two actions (one at 0 Life or Vitality); organ damage bleeds as it begins, a winded fighter loses it."
        : "The second fighter's turn: the same actions, on its own initiative.",
    on: {
      'attack.made': { ...toAttack, description: 'An Attack: the foe’s prepared actions may go off first, then the roll.' },
      'charge.made': [{ ...toAttack, description: 'A Move in a straight line, then an Attack at +2.' }, stay],
      'tackle.made': [
        {
          guard: 'strengthCheckFollows',
          target: `${R}.strengthCheck`,
          actions: 'act',
          description: 'A charge into a tackle: +2 to the Strength check.',
        },
        toAttack,
        stay,
      ],
      'ram.made': [{ ...toAttack, description: 'Up to a double move into the foe: both actions.' }, stay],
      'blow.struck': [
        {
          guard: 'endureCheckFollows',
          target: `${R}.endureCheck`,
          actions: 'act',
          description: 'A lethal blow meant to kill: the foe must endure.',
        },
        stay,
      ],
      // Each fighter's Move is its own event; the other's is refused in this turn ("not its turn").
      'attacker.moved': moves,
      'defender.moved': moves,
      'action.delayed': stay,
      'action.prepared': stay,
      'order.given': { ...stay, description: 'Command: one order to some of the minions, for 1 action.' },
      'reload.worked': { ...stay, description: 'One action on the reload, a continuous action.' },
      'ability.worked': { ...stay, description: 'One action on an ability.' },
      'skill.used': stay,
      'treatment.worked': [
        {
          guard: 'treatmentCheckFollows',
          target: `${R}.treatmentCheck`,
          actions: 'act',
          description: 'The Treatment’s last action: the check.',
        },
        stay,
      ],
      'defense.readied': stay,
      'deflection.prepared': stay,
      'turn.ended': [
        { guard: otherStillToAct, target: otherTurn, actions: 'act' },
        { target: 'betweenRounds', actions: 'act' },
      ],
    },
  } as const;
}

/** From a roll or a check: on to the next one the step leaves the table waiting on (back to play when none). */
const onward = (...stages: ('damage' | 'wound' | 'strength')[]) => [
  ...stages.map((stage) => ({
    guard: `${stage === 'damage' ? 'damageRoll' : stage === 'wound' ? 'woundRoll' : 'strengthCheck'}Follows` as const,
    target: stage === 'damage' ? 'damageRoll' : stage === 'wound' ? 'woundRoll' : 'strengthCheck',
    actions: 'act' as const,
  })),
  { guard: 'allowed' as const, target: 'attackRoll', reenter: true, actions: 'act' as const },
];

export const attackRollMachine = setup({
  types: {
    context: {} as AttackRollContext,
    events: {} as AttackRollEvent,
    input: {} as AttackRollInput,
    tags: {} as AttackRollTag,
  },
  actions: {
    act: assign(({ context, event }) => stepOf(context, event)),
  },
  guards: {
    allowed: ({ context, event }) => problemOf(context, event) === undefined,
    attackerFirst: ({ context, event }) =>
      problemOf(context, event) === undefined && event.type === 'round.begun' && event.first === 'attacker',
    attackRollFollows: leadsTo('attack'),
    damageRollFollows: leadsTo('damage'),
    woundRollFollows: leadsTo('wound'),
    endureCheckFollows: leadsTo('endure'),
    strengthCheckFollows: leadsTo('strength'),
    treatmentCheckFollows: leadsTo('treatment'),
    defenderStillToAct: ({ context }) => !context.acted.defender && context.turn === 'attacker',
    attackerStillToAct: ({ context }) => !context.acted.attacker && context.turn === 'defender',
    settled: ({ context }) => context.stage === null,
    someoneDied: ({ context }) => context.fallen !== null,
    healed: ({ context }) => fullyHealed(context),
  },
}).createMachine({
  id: 'attackRoll',
  context: ({ input }) => createInitialContext(input),
  initial: 'fight',
  states: {
    fight: {
      tags: 'fight',
      description: 'The exchange: round after round, each fighter takes a turn of two actions.',
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
                  { guard: 'attackerFirst', target: 'attackerTurn', actions: 'act' },
                  { guard: 'allowed', target: 'defenderTurn', actions: 'act' },
                ],
                'delayed.taken': {
                  guard: 'attackRollFollows',
                  target: `${R}.attackRoll`,
                  actions: 'act',
                  description: 'The delayed action, slipped in between turns.',
                },
                'fight.ended': { guard: 'allowed', target: '#attackRoll.resting', actions: 'act' },
              },
            },
            attackerTurn: turn('attacker'),
            defenderTurn: turn('defender'),
            interruptedTurn: {
              type: 'history',
              description: 'Back to the turn the attack interrupted.',
            },
          },
        },
        resolving: {
          tags: 'resolving an attack',
          description: 'An attack (or a check) being resolved, roll by roll.',
          initial: 'attackRoll',
          always: {
            guard: 'settled',
            target: '#attackRoll.fight.turns.interruptedTurn',
            description: 'Once every attack of the action is settled, play goes on.',
          },
          states: {
            attackRoll: {
              tags: 'attack roll',
              description: 'Roll 2d6 + Attack against base and total defense.',
              on: { 'attack.rolled': onward('damage', 'strength') },
            },
            damageRoll: {
              tags: 'damage roll',
              description: 'Roll the damage; a glancing blow is soaked by Reduction.',
              on: { 'damage.rolled': onward('wound', 'strength') },
            },
            woundRoll: {
              tags: 'wound roll',
              description: 'Roll where the crippling wound lands, read its chart row, roll how long it lasts.',
              on: { 'wound.rolled': onward('strength') },
            },
            endureCheck: {
              tags: 'endure check',
              description: 'A fatal lethal blow: the foe makes an Endure check or dies.',
              on: { 'endure.checked': onward() },
            },
            strengthCheck: {
              tags: 'strength check',
              description: 'A charge into a tackle: the LM makes the Strength check, at +2.',
              on: { 'strength.checked': onward() },
            },
            treatmentCheck: {
              tags: 'treatment check',
              description: 'A Treatment’s actions are spent: the LM makes the Treatment check.',
              on: { 'treatment.given': onward() },
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
        { guard: 'healed', target: 'healed', description: 'Full Life again for both, and every wound run its course.' },
      ],
      on: {
        'treatment.given': { guard: 'allowed', actions: 'act' },
        'time.passed': { guard: 'allowed', actions: 'act' },
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

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * attack-roll/2: the exchange goes both ways; a lethal blow names its wound and side, an
 * order its groups of minions, a prepared action what it is.
 */
export const attackRollRecord: RecordFormat = {
  current: 'attack-roll/2',
  upgrades: { 'attack-roll/1': upgradeFrom1 },
};
