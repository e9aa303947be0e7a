/**
 * Karmic's register duel as one procedure: one-on-one melee played register by register,
 * face-down cards declared, then turned over with their hits and jokers. Everything a widget,
 * a test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { REGISTER_DUEL_EXAMPLES } from './register-duel.examples.js';
import { DUEL_KIT } from './register-duel.kit.js';
import { registerDuelMachine, registerDuelRecord } from './register-duel.machine.js';
import { REGISTER_DUEL_RULES } from './register-duel.rules.js';
import {
  parseRegisterDuelSetup,
  REGISTER_DUEL_ATTRIBUTES,
  registerDuelInputProblem,
  type RegisterDuelAttribute,
} from './register-duel.setup.js';
import { headline, moves, summary } from './register-duel.view.js';

export const registerDuel = {
  name: 'register-duel',
  system: 'karmic',
  title: 'Register duel',
  page: 'karmic/melee-combat',
  machine: registerDuelMachine,
  record: registerDuelRecord,
  rules: REGISTER_DUEL_RULES,
  attributes: REGISTER_DUEL_ATTRIBUTES,
  setup: parseRegisterDuelSetup,
  inputProblem: registerDuelInputProblem,
  summary,
  examples: REGISTER_DUEL_EXAMPLES,
  // The odds module imports no rule at run time: it is handed the duel's kit, so it stays a chunk of its own.
  teaching: () => import('./register-duel.odds.js').then((m) => m.teachingWith(DUEL_KIT)),
  moves,
  headline,
} satisfies Procedure<typeof registerDuelMachine, RegisterDuelAttribute>;

/** Who sees which hand, a setting of the widget rather than of the table (the parsers' property test reads it). */
export { parseDuelMode, type DuelMode } from './register-duel.setup.js';
export type { RegisterDuelContext, RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
export type { RegisterDuelTag } from './register-duel.machine.js';
