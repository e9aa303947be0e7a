/**
 * Liberi Gothica, Passing On: a dead character's soul lingers, rolling each round to pass
 * on, while the Liberi around it take their turns and may pray for it, absorb it, or
 * shuffle Vitality between their own body and their Foci's Soul Gauge.
 *
 * The soul's story is the machine's state, and only the state: in the body (while the
 * character lives: damage may kill it), lingering (each round, a turn for every Liberi in
 * list order, then the passing roll: table ruling, end of round), then gathered or passed
 * on. The context holds the numbers (bodies, gauges, rolls) and what each step did and why.
 *
 * Every step is a pure function of the context below; the machine only names them.
 * All chance (the generator, the fixed d10 and d6 rolls) is in context, so XState's
 * pure `transition` replays a table exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import { PRAYER_ACTIONS } from './soul-passing.rules.js';
import { condition } from '../body.js';

import type { SoulPassingContext, SoulPassingEvent, SoulPassingInput } from './soul-passing.context.js';
import {
  convertProblem,
  damageProblem,
  gatherProblem,
  nextPassingRoll,
  otherActionProblem,
  dealDamage,
  offerPrayer,
  absorbSoul,
  convertVitality,
  takeAction,
  endTurn,
  rollForPassing,
  createInitialContext,
} from './soul-passing.steps.js';

/**
 * What a view may ask of a snapshot (`snapshot.hasTag('passing roll')`), so the widget never
 * names a state: where the soul is, and whether the story is over.
 */
export type SoulPassingTag = 'in the body' | 'lingering' | 'a turn' | 'passing roll' | 'gathered' | 'passed on' | 'over';

export const soulPassingMachine = setup({
  types: {
    context: {} as SoulPassingContext,
    events: {} as SoulPassingEvent,
    input: {} as SoulPassingInput,
    tags: {} as SoulPassingTag,
  },
  actions: {
    dealDamage: assign(({ context, event }) => {
      assertEvent(event, 'damage.dealt');
      return dealDamage(context, event.track, event.amount);
    }),
    offerPrayer: assign(({ context }) => offerPrayer(context)),
    absorbSoul: assign(({ context }) => absorbSoul(context)),
    convertVitality: assign(({ context, event }) => {
      assertEvent(event, 'vitality.converted');
      return convertVitality(context, event.direction, event.amount);
    }),
    takeAction: assign(({ context, event }) => {
      assertEvent(event, 'action.taken');
      return takeAction(context, event.action);
    }),
    endTurn: assign(({ context }) => endTurn(context)),
    rollForPassing: assign(({ context }) => rollForPassing(context)),
  },
  guards: {
    bodyIsDead: ({ context }) => context.body === null || condition(context.body) === 'dead',
    damageCanBeDealt: ({ context, event }) => {
      assertEvent(event, 'damage.dealt');
      return damageProblem(context, event) === undefined;
    },
    soulIsWithinReach: ({ context }) => gatherProblem(context) === undefined,
    prayerIsFinished: ({ context }) => gatherProblem(context) === undefined && context.prayers[context.turn]! + 1 >= PRAYER_ACTIONS,
    conversionFits: ({ context, event }) => {
      assertEvent(event, 'vitality.converted');
      return convertProblem(context, event) === undefined;
    },
    actionIsOpen: ({ context, event }) => {
      assertEvent(event, 'action.taken');
      return otherActionProblem(context, event) === undefined;
    },
    everyoneHasActed: ({ context }) => context.turn >= context.liberi.length,
    soulPassesOn: ({ context }) => nextPassingRoll(context).roll.passed,
  },
}).createMachine({
  id: 'soulPassing',
  context: ({ input }) => createInitialContext(input),
  initial: 'in the body',
  states: {
    'in the body': {
      tags: 'in the body',
      description: 'The character lives, perhaps unconscious: the soul is still in the body, and damage may kill it.',
      always: {
        guard: 'bodyIsDead',
        target: 'lingering',
        description:
          'Life below minus Toughness, or Vitality or a TACKS attribute below 0: the character dies and the soul leaves the body.',
      },
      on: {
        'damage.dealt': { guard: 'damageCanBeDealt', actions: 'dealDamage', description: 'Damage to Life, Vitality or a TACKS attribute.' },
      },
    },
    lingering: {
      tags: 'lingering',
      description: 'The soul lingers by the body for a few rounds; any Liberi within 20 feet may gather it.',
      initial: 'a turn',
      states: {
        'a turn': {
          tags: 'a turn',
          description: 'Each Liberi in list order spends their actions: pray, absorb, convert Vitality, move, or something else.',
          always: {
            guard: 'everyoneHasActed',
            target: 'the passing roll',
            description: 'The last turn of the round is over: the round ends with the passing roll (table ruling).',
          },
          on: {
            'prayer.offered': [
              {
                guard: 'prayerIsFinished',
                target: '#soulPassing.gathered',
                actions: 'offerPrayer',
                description: 'The second action of a Soul Prayer: all the Vitality the soul had goes to the Soul Gauge, with 1 Essence.',
              },
              {
                guard: 'soulIsWithinReach',
                actions: 'offerPrayer',
                description: 'The first action of a Soul Prayer, a continuous action.',
              },
            ],
            'soul.absorbed': {
              guard: 'soulIsWithinReach',
              target: '#soulPassing.gathered',
              actions: 'absorbSoul',
              description: 'Soul Absorption, one action: a d6, half the Vitality on 1–2 and all of it on 3–6, with 1 Essence.',
            },
            'vitality.converted': {
              guard: 'conversionFits',
              actions: 'convertVitality',
              description: 'One action moves Vitality between the body and the Soul Gauge.',
            },
            'action.taken': {
              guard: 'actionIsOpen',
              actions: 'takeAction',
              description: 'A Move toward the body, or an action spent on something else.',
            },
            'turn.ended': {
              actions: 'endTurn',
              description: 'The turn ends; a Soul Prayer begun earlier and given no action this turn is lost.',
            },
          },
        },
        'the passing roll': {
          tags: 'passing roll',
          description:
            'The end of the round: the soul rolls 1d10 to pass on, needing 10 on the first roll and one less after each failure.',
          on: {
            'soul.rolled': [
              {
                guard: 'soulPassesOn',
                target: '#soulPassing.passed on',
                actions: 'rollForPassing',
                description: 'The roll meets the need: the soul passes on, beyond any gathering.',
              },
              { target: 'a turn', actions: 'rollForPassing', description: 'The roll falls short: the soul lingers into the next round.' },
            ],
          },
        },
      },
    },
    gathered: {
      type: 'final',
      tags: ['gathered', 'over'],
      description: 'A Liberi has prayed for or absorbed the soul: it is used up.',
    },
    'passed on': {
      type: 'final',
      tags: ['passed on', 'over'],
      description: 'The soul has passed on: nothing can gather it, and the character cannot be brought back.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const soulPassingRecord: RecordFormat = {
  current: 'soul-passing/1',
  upgrades: {},
};
