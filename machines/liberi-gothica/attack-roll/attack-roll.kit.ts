/**
 * What the attack roll's teaching reads of the table, in one object, handed to the module a
 * widget loads only when a reader asks for the odds or to predict (attack-roll.odds.ts):
 * the roll about to be made, the defense an attack made now meets, the attack just rolled,
 * the rules it links to. That module imports nothing at run time; this kit is loaded on demand
 * beside it (index.ts's `teaching`, the widget's damage odds), so the next roll's reading is in
 * no widget's first paint; a test passes it this same kit.
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
