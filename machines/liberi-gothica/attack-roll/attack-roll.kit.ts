/**
 * What the attack roll's teaching reads of the table, in one object, handed to the module a
 * widget loads only when a reader asks for the odds or to predict (attack-roll.odds.ts):
 * the roll about to be made, the defense an attack made now meets, the attack just rolled,
 * the rules it links to. That module imports nothing at run time, so the embed build can put
 * it in a chunk of its own without pulling the rules out of the widget's own file; a test
 * passes it this same kit.
 */
import { num } from '../../core/explain.js';
import { defenseNow, targetOf } from './attack-roll.fighters.js';
import { ATTACK_ROLL_RULES } from './attack-roll.rules.js';
import { lastAttack, nextRoll } from './attack-roll.view.js';

export const ATTACK_ROLL_KIT = {
  nextRoll,
  defenseNow,
  targetOf,
  lastAttack,
  num,
  rules: ATTACK_ROLL_RULES,
};

export type AttackRollKit = typeof ATTACK_ROLL_KIT;
