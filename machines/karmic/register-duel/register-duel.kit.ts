/**
 * The duel's pure rule functions in one object, handed to the modules loaded only when a
 * reader asks for them: the odds and predictions (register-duel.odds.ts, through the
 * procedure's `teaching`) and the simple opponent (register-duel.opponent.ts). Those modules
 * import nothing at run time, so the embed build can put each in a chunk of its own without
 * pulling the rules out of the widget's own file; a test passes them this same kit.
 */
import { cardValue } from '../checks.js';
import { karmaValue } from '../karma-deck.js';
import { maneuver } from '../maneuvers.js';
import { REGISTER_DUEL_RULES } from './register-duel.rules.js';
import { resolveRegister } from '../melee/registers.js';
import { declarationProblem } from '../melee/declarations.js';
import { openRegister, pendingDecision, playValue, viewOf } from './register-duel.steps.js';

export const DUEL_KIT = {
  cardValue,
  karmaValue,
  maneuver,
  declarationProblem,
  resolveRegister,
  rules: REGISTER_DUEL_RULES,
  openRegister,
  pendingDecision,
  playValue,
  viewOf,
};

export type DuelKit = typeof DUEL_KIT;
