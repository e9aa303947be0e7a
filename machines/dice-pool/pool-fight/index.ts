/**
 * The dice-pool system's fight, as one procedure: two groups on a line of squares, the order
 * of the groups, then each group's turn of two actions a fighter (move, attack, reload, fix a
 * jam, help, ready an attack), every pool rolled and compared with its reasons, until one group
 * has no one standing. Everything a widget, a test or a tool needs of it is this object; the
 * pools, weapons and turns are the dice-pool concept modules beside it (../pool.ts, ../melee.ts…).
 */
import type { Procedure } from '../../core/procedure.js';
import { POOL_FIGHT_EXAMPLES } from './pool-fight.examples.js';
import { poolFightMachine, poolFightRecord } from './pool-fight.machine.js';
import { POOL_FIGHT_RULES } from './pool-fight.rules.js';
import { POOL_FIGHT_ATTRIBUTES, parsePoolFightSetup, poolFightInputProblem, type PoolFightAttribute } from './pool-fight.setup.js';
import { headline, moves, summary } from './pool-fight.view.js';

export const poolFight = {
  name: 'pool-fight',
  system: 'dice-pool',
  title: 'Dice-pool fight',
  page: 'dice-pool/attacks-and-damage',
  machine: poolFightMachine,
  record: poolFightRecord,
  rules: POOL_FIGHT_RULES,
  attributes: POOL_FIGHT_ATTRIBUTES,
  setup: parsePoolFightSetup,
  inputProblem: poolFightInputProblem,
  summary,
  moves,
  headline,
  examples: POOL_FIGHT_EXAMPLES,
  teaching: () => import('./pool-fight.odds.js'),
} satisfies Procedure<typeof poolFightMachine, PoolFightAttribute>;

export type { PoolFightContext, PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
export type { PoolFightTag } from './pool-fight.machine.js';
/** A group of fighters from its words, for code that reads one from outside (one per ";"). */
export { parseGroup } from './pool-fight.setup.js';
