/**
 * Liberi Gothica, an exchange played step by step, as one procedure: an attacker and a
 * defender take their turns round after round, each attack rolled, its damage rolled and
 * soaked, a crippling wound rolled on the charts; a death is handed on to soul passing, and
 * once the fight is over the wounded are treated and rest. Everything a widget, a test or a
 * tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { ATTACK_ROLL_EXAMPLES } from './attack-roll.examples.js';
import { attackRollMachine, attackRollRecord } from './attack-roll.machine.js';
import { ATTACK_ROLL_RULES } from './attack-roll.rules.js';
import { ATTACK_ROLL_ATTRIBUTES, attackRollInputProblem, parseAttackRollSetup, type AttackRollAttribute } from './attack-roll.setup.js';
import { headline, moves, summary } from './attack-roll.view.js';

export const attackRoll = {
  name: 'attack-roll',
  system: 'liberi-gothica',
  title: 'Attack roll',
  page: 'liberi-gothica/attack-and-defense',
  machine: attackRollMachine,
  record: attackRollRecord,
  rules: ATTACK_ROLL_RULES,
  attributes: ATTACK_ROLL_ATTRIBUTES,
  setup: parseAttackRollSetup,
  inputProblem: attackRollInputProblem,
  summary,
  examples: ATTACK_ROLL_EXAMPLES,
  // The odds and the readings they weigh (the next roll, the defenses) both load on demand: nothing of them is in a widget's first paint.
  teaching: () =>
    Promise.all([import('./attack-roll.odds.js'), import('./attack-roll.kit.js')]).then(([m, k]) => m.attackRollOdds(k.ATTACK_ROLL_KIT)),
  moves,
  headline,
} satisfies Procedure<typeof attackRollMachine, AttackRollAttribute>;

export type { AttackRollContext, AttackRollEvent, AttackRollInput } from './attack-roll.context.js';
export type { AttackRollTag } from './attack-roll.machine.js';
