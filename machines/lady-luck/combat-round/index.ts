/**
 * Lady Luck's Chosen Few, a combat round, as one procedure: a fight on a map of Areas, round by
 * round (each creature's turn of two actions, the rolls after a hit, the fire's and the water's
 * round at its end), then downtime until everyone has recovered. Everything a widget, a test
 * or a tool needs of it is this object; the map and the fire are Lady Luck's (../area-map.ts,
 * ../fire.ts), which the fire map plays too.
 */
import type { Procedure } from '../../core/procedure.js';
import { COMBAT_ROUND_EXAMPLES } from './combat-round.examples.js';
import { combatRoundMachine, combatRoundRecord } from './combat-round.machine.js';
import { COMBAT_ROUND_RULES } from './combat-round.rules.js';
import {
  COMBAT_ROUND_ATTRIBUTES,
  combatRoundInputProblem,
  parseCombatRoundSetup,
  type CombatRoundAttribute,
} from './combat-round.setup.js';
import { headline, moves, summary } from './combat-round.view.js';

export const combatRound = {
  name: 'combat-round',
  system: 'lady-luck',
  title: 'Combat round',
  page: 'lady-luck/combat',
  machine: combatRoundMachine,
  record: combatRoundRecord,
  rules: COMBAT_ROUND_RULES,
  attributes: COMBAT_ROUND_ATTRIBUTES,
  setup: parseCombatRoundSetup,
  inputProblem: combatRoundInputProblem,
  summary,
  examples: COMBAT_ROUND_EXAMPLES,
  teaching: () => import('./combat-round.odds.js'),
  moves,
  headline,
} satisfies Procedure<typeof combatRoundMachine, CombatRoundAttribute>;

export type { CombatRoundContext, CombatRoundEvent, CombatRoundInput } from './combat-round.context.js';
export type { CombatRoundTag } from './combat-round.machine.js';
