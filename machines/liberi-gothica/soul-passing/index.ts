/**
 * Liberi Gothica, Passing On, as one procedure: a dead character's soul lingers and rolls to
 * pass on while the Liberi around it pray for it, absorb it or shuffle Vitality into their
 * Foci. Everything a widget, a test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { SOUL_PASSING_EXAMPLES } from './soul-passing.examples.js';
import { soulPassingMachine, soulPassingRecord } from './soul-passing.machine.js';
import { SOUL_PASSING_RULES } from './soul-passing.rules.js';
import {
  parseSoulPassingSetup,
  SOUL_PASSING_ATTRIBUTES,
  soulPassingInputProblem,
  type SoulPassingAttribute,
} from './soul-passing.setup.js';
import { headline, moves, summary } from './soul-passing.view.js';

export const soulPassing = {
  name: 'soul-passing',
  system: 'liberi-gothica',
  title: 'Soul passing',
  page: 'liberi-gothica/death-and-passing-on',
  machine: soulPassingMachine,
  record: soulPassingRecord,
  rules: SOUL_PASSING_RULES,
  attributes: SOUL_PASSING_ATTRIBUTES,
  setup: parseSoulPassingSetup,
  inputProblem: soulPassingInputProblem,
  summary,
  examples: SOUL_PASSING_EXAMPLES,
  teaching: () => import('./soul-passing.odds.js'),
  moves,
  headline,
} satisfies Procedure<typeof soulPassingMachine, SoulPassingAttribute>;

export type { SoulPassingContext, SoulPassingEvent, SoulPassingInput } from './soul-passing.context.js';
export type { SoulPassingTag } from './soul-passing.machine.js';
