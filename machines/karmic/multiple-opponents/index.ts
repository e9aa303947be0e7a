/**
 * Karmic's multiple opponents as one procedure: one lone fighter against two or three foes,
 * one hand against them all, every pairing settled as Karmic melee settles a register.
 * Everything a widget, a test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { MULTIPLE_OPPONENTS_EXAMPLES } from './multiple-opponents.examples.js';
import { SEVERAL_KIT } from './multiple-opponents.kit.js';
import { multipleOpponentsMachine, multipleOpponentsRecord } from './multiple-opponents.machine.js';
import { MULTIPLE_OPPONENTS_RULES } from './multiple-opponents.rules.js';
import {
  MULTIPLE_OPPONENTS_ATTRIBUTES,
  multipleOpponentsInputProblem,
  parseMultipleOpponentsSetup,
  type MultipleOpponentsAttribute,
} from './multiple-opponents.setup.js';
import { summary } from './multiple-opponents.view.js';
import { headline, moves } from './multiple-opponents.moves.js';

export const multipleOpponents = {
  name: 'multiple-opponents',
  system: 'karmic',
  title: 'Multiple opponents',
  page: 'karmic/close-quarters-shields-and-special-situations',
  machine: multipleOpponentsMachine,
  record: multipleOpponentsRecord,
  rules: MULTIPLE_OPPONENTS_RULES,
  attributes: MULTIPLE_OPPONENTS_ATTRIBUTES,
  setup: parseMultipleOpponentsSetup,
  inputProblem: multipleOpponentsInputProblem,
  summary,
  moves,
  headline,
  examples: MULTIPLE_OPPONENTS_EXAMPLES,
  // The odds module imports no rule at run time: it is handed the table's kit, so it stays a chunk of its own.
  teaching: () => import('./multiple-opponents.odds.js').then((m) => m.teachingWith(SEVERAL_KIT)),
} satisfies Procedure<typeof multipleOpponentsMachine, MultipleOpponentsAttribute>;

export type { MultipleOpponentsContext, MultipleOpponentsEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
export type { MultipleOpponentsTag } from './multiple-opponents.machine.js';
