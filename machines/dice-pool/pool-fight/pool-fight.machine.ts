/**
 * The dice-pool system, a fight played step by step: the groups are put in order (by the GM,
 * or rolled for), then each group takes its turn, every fighter in it spending 2 actions in
 * any order: move, attack (roll to hit, then damage), reload, fix a jam (as often as it
 * takes), help an ally, ready an attack. Rounds repeat until one group has no one standing.
 *
 * Every step is a pure function of the context (pool-fight.steps.ts), every refusal a
 * sentence (pool-fight.problems.ts); the machine only names them. All chance (the seeded
 * generator and the fixed rolls) is in context, so XState's pure `transition` replays a table
 * exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { HelpTarget, PoolFightContext, PoolFightEvent, PoolFightInput, Readied, ReadyChoice } from './pool-fight.context.js';
import { unplaced } from './pool-fight.order.js';
import { attackProblem, fixProblem, helpProblem, helpTarget, moveProblem, recoverProblem, reloadProblem } from './pool-fight.problems.js';
import {
  chooseOrder,
  createInitialContext,
  endTurn,
  giveHelp,
  lightWeapon,
  makeAttack,
  move,
  readyAction,
  recoverWeapon,
  reload,
  rollDamage,
  rollFix,
  rollHelp,
  rollHit,
  rollOrder,
  triggerReadied,
  tryFix,
  usePower,
} from './pool-fight.steps.js';
import { readiedOf, readyProblem, triggerProblem } from './pool-fight.ready.js';
import { powerProblem } from './pool-fight.powers.js';
import { lightProblem } from './pool-fight.fire.js';

/** Which kind of power each using event uses. */
const POWER_KIND = { 'spell.cast': 'spell', 'ability.used': 'ability', 'item.used': 'item' } as const;

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('the hit roll')`), so the widget never
 * names a state: before the fight, a group's turn and the roll in hand, and the end.
 */
export type PoolFightTag =
  'ordering' | 'fighting' | "a group's turn" | 'an attack' | 'the hit roll' | 'the damage roll' | 'helping' | 'fixing a jam' | 'over';

const ok = (problem: string | undefined) => problem === undefined;

export const poolFightMachine = setup({
  types: {
    context: {} as PoolFightContext,
    events: {} as PoolFightEvent,
    input: {} as PoolFightInput,
    tags: {} as PoolFightTag,
  },
  actions: {
    chooseOrder: assign(({ context, event }) => {
      assertEvent(event, 'order.chosen');
      return chooseOrder(context, event.first);
    }),
    rollOrder: assign(({ context }) => rollOrder(context)),
    move: assign(({ context, event }) => {
      assertEvent(event, 'fighter.moved');
      return move(context, event.by, event.squares);
    }),
    attack: assign(({ context, event }) => {
      assertEvent(event, 'attack.made');
      return makeAttack(context, event.by, event.target, event.thrown === true);
    }),
    rollHit: assign(({ context }) => rollHit(context)),
    rollDamage: assign(({ context }) => rollDamage(context)),
    reload: assign(({ context, event }) => {
      assertEvent(event, 'firearm.reloaded');
      return reload(context, event.by);
    }),
    tryFix: assign(({ context, event }) => {
      assertEvent(event, 'jam.tried');
      return tryFix(context, event.by);
    }),
    rollFix: assign(({ context }) => rollFix(context)),
    giveHelp: assign(({ context, event }) => {
      assertEvent(event, 'help.given');
      return giveHelp(context, event.by, event.ally, helpTarget(event) as HelpTarget);
    }),
    rollHelp: assign(({ context }) => rollHelp(context)),
    ready: assign(({ context, event }) => {
      assertEvent(event, 'action.readied');
      const { action, when } = readiedOf(event);
      return readyAction(context, event.by, action as ReadyChoice, when as Readied['when']);
    }),
    trigger: assign(({ context, event }) => {
      assertEvent(event, 'readied.triggered');
      return triggerReadied(context, event.by, event.target);
    }),
    recover: assign(({ context, event }) => {
      assertEvent(event, 'weapon.recovered');
      return recoverWeapon(context, event.by);
    }),
    light: assign(({ context, event }) => {
      assertEvent(event, 'weapon.lit');
      return lightWeapon(context, event.by);
    }),
    usePower: assign(({ context, event }) => {
      assertEvent(event, ['spell.cast', 'ability.used', 'item.used']);
      return usePower(context, event.by, event.power);
    }),
    endTurn: assign(({ context }) => endTurn(context)),
  },
  guards: {
    knownGroup: ({ context, event }) => {
      assertEvent(event, 'order.chosen');
      return unplaced(context).includes(event.first);
    },
    orderCompletes: ({ context, event }) => {
      assertEvent(event, 'order.chosen');
      return unplaced(context).includes(event.first) && unplaced(context).length === 2;
    },
    mayMove: ({ context, event }) => {
      assertEvent(event, 'fighter.moved');
      return ok(moveProblem(context, event.by, event.squares));
    },
    moveSetsOffReady: ({ context, event }) => {
      assertEvent(event, 'fighter.moved');
      return ok(moveProblem(context, event.by, event.squares)) && move(context, event.by, event.squares).pending !== null;
    },
    mayAttack: ({ context, event }) => {
      assertEvent(event, 'attack.made');
      return ok(attackProblem(context, event.by, event.target, event.thrown ?? false));
    },
    mayReload: ({ context, event }) => {
      assertEvent(event, 'firearm.reloaded');
      return ok(reloadProblem(context, event.by));
    },
    mayFix: ({ context, event }) => {
      assertEvent(event, 'jam.tried');
      return ok(fixProblem(context, event.by));
    },
    mayHelp: ({ context, event }) => {
      assertEvent(event, 'help.given');
      return ok(helpProblem(context, event.by, event.ally, helpTarget(event)));
    },
    mayReady: ({ context, event }) => {
      assertEvent(event, 'action.readied');
      const { action, when } = readiedOf(event);
      return ok(readyProblem(context, event.by, action, when));
    },
    mayTrigger: ({ context, event }) => {
      assertEvent(event, 'readied.triggered');
      return ok(triggerProblem(context, event.by, event.target));
    },
    triggerAttacks: ({ context, event }) => {
      assertEvent(event, 'readied.triggered');
      return (
        ok(triggerProblem(context, event.by, event.target)) && triggerReadied(context, event.by, event.target).pending?.kind === 'attack'
      );
    },
    triggerFixes: ({ context, event }) => {
      assertEvent(event, 'readied.triggered');
      return ok(triggerProblem(context, event.by, event.target)) && triggerReadied(context, event.by, event.target).pending?.kind === 'fix';
    },
    mayRecover: ({ context, event }) => {
      assertEvent(event, 'weapon.recovered');
      return ok(recoverProblem(context, event.by));
    },
    mayLight: ({ context, event }) => {
      assertEvent(event, 'weapon.lit');
      return ok(lightProblem(context, event.by));
    },
    mayUsePower: ({ context, event }) => {
      assertEvent(event, ['spell.cast', 'ability.used', 'item.used']);
      return ok(powerProblem(context, event.by, event.power, POWER_KIND[event.type]));
    },
    hitLands: ({ context }) => rollHit(context).pending !== null,
    fightWon: ({ context }) => context.over,
  },
}).createMachine({
  id: 'poolFight',
  context: ({ input }) => createInitialContext(input),
  initial: 'ordering',
  states: {
    ordering: {
      tags: 'ordering',
      description: 'Sort the fighters into groups and put the groups in order: the GM decides, or the groups roll for it.',
      on: {
        'order.chosen': [
          { guard: 'orderCompletes', target: 'fighting', actions: 'chooseOrder', description: 'One group is left to place: it follows.' },
          { guard: 'knownGroup', actions: 'chooseOrder', description: 'The GM places a group next; more are left to place.' },
        ],
        'order.rolled': { target: 'fighting', actions: 'rollOrder', description: 'Each group rolls 1d6; ties roll again.' },
      },
    },
    fighting: {
      tags: 'fighting',
      description: 'Round after round, each group takes its turn.',
      initial: 'groupTurn',
      always: { guard: 'fightWon', target: 'over', description: 'One group has no one standing.' },
      states: {
        groupTurn: {
          tags: "a group's turn",
          description: "A group's turn: each of its fighters spends 2 actions, in any order.",
          on: {
            'fighter.moved': [
              {
                guard: 'moveSetsOffReady',
                target: 'attacking',
                actions: 'move',
                description: "The move sets off an enemy's readied attack.",
              },
              { guard: 'mayMove', actions: 'move' },
            ],
            'attack.made': { guard: 'mayAttack', target: 'attacking', actions: 'attack' },
            'firearm.reloaded': { guard: 'mayReload', actions: 'reload' },
            'jam.tried': { guard: 'mayFix', target: 'fixingJam', actions: 'tryFix' },
            'help.given': { guard: 'mayHelp', target: 'helping', actions: 'giveHelp' },
            'action.readied': { guard: 'mayReady', actions: 'ready' },
            'readied.triggered': [
              {
                guard: 'triggerAttacks',
                target: 'attacking',
                actions: 'trigger',
                description: 'A readied attack goes off: its rolls come next.',
              },
              { guard: 'triggerFixes', target: 'fixingJam', actions: 'trigger', description: 'A readied Fix Jam check goes off.' },
              { guard: 'mayTrigger', actions: 'trigger', description: 'A readied move, reload, spell, ability or item goes off.' },
            ],
            'weapon.recovered': { guard: 'mayRecover', actions: 'recover' },
            'weapon.lit': { guard: 'mayLight', actions: 'light', description: 'Use Item: light a fiery weapon (1 action).' },
            'spell.cast': {
              guard: 'mayUsePower',
              actions: 'usePower',
              description: 'Cast a Spell: its own cost, across turns if need be.',
            },
            'ability.used': { guard: 'mayUsePower', actions: 'usePower', description: 'Use Ability: its own cost.' },
            'item.used': { guard: 'mayUsePower', actions: 'usePower', description: 'Use Item: 1 action, or what the GM charges.' },
            'turn.ended': { actions: 'endTurn', description: 'Unused actions are lost; the next group acts.' },
          },
        },
        attacking: {
          tags: 'an attack',
          description: 'An attack: base dice against dodge dice, then on a hit damage dice against defense dice.',
          initial: 'rollingToHit',
          states: {
            rollingToHit: {
              tags: 'the hit roll',
              description: 'Roll the base dice against the dodge dice: strictly higher hits.',
              on: {
                'hit.rolled': [
                  { guard: 'hitLands', target: 'rollingDamage', actions: 'rollHit' },
                  { target: '#poolFight.fighting.groupTurn', actions: 'rollHit', description: 'A miss (a firearm may jam).' },
                ],
              },
            },
            rollingDamage: {
              tags: 'the damage roll',
              description: 'Roll the damage dice against the defense dice: the difference is the damage.',
              on: { 'damage.rolled': { target: '#poolFight.fighting.groupTurn', actions: 'rollDamage' } },
            },
          },
        },
        helping: {
          tags: 'helping',
          description: "Help: the helper's roll against the target's dodge dice gives the ally bonus dice.",
          on: { 'help.rolled': { target: 'groupTurn', actions: 'rollHelp' } },
        },
        fixingJam: {
          tags: 'fixing a jam',
          description: 'Fix Jam: the skill pool against the difficulty; it may be tried again and again.',
          on: { 'fix.rolled': { target: 'groupTurn', actions: 'rollFix' } },
        },
      },
    },
    over: {
      type: 'final',
      tags: 'over',
      description: 'The fight is over: at most one group has anyone standing.',
    },
  },
});

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * pool-fight/2: the input carries the table's rulings (`rules`). A pool-fight/1 record's events
 * are read as they are, and its input, which has no rulings, replays with LEGACY_RULES.
 */
export const poolFightRecord: RecordFormat = {
  current: 'pool-fight/2',
  upgrades: { 'pool-fight/1': (events) => [...events] },
};
