/**
 * Dice-pool system, a whole fight, as one procedure: the dice-pool fight (pool-fight) played
 * inside it, with sides of several groups, a pause at each round's end, yielding, and the end
 * when a side is down. Everything a widget, a test or a tool needs of it is this object.
 */
import { liftPrediction } from '../../core/compose.js';
import type { Procedure } from '../../core/procedure.js';
import { poolFight } from '../pool-fight/index.js';
import { DICE_POOL_FIGHT_EXAMPLES } from './dice-pool-fight.examples.js';
import { dicePoolFightMachine, dicePoolFightRecord } from './dice-pool-fight.machine.js';
import { DICE_POOL_FIGHT_RULES } from './dice-pool-fight.rules.js';
import {
  DICE_POOL_FIGHT_ATTRIBUTES,
  dicePoolFightInputProblem,
  parseDicePoolFightSetup,
  type DicePoolFightAttribute,
} from './dice-pool-fight.setup.js';
import { playing } from './dice-pool-fight.steps.js';
import { headline, moves, summary } from './dice-pool-fight.view.js';

export const dicePoolFight = {
  name: 'dice-pool-fight',
  system: 'dice-pool',
  title: 'Whole dice-pool fight',
  page: 'dice-pool/a-whole-fight',
  machine: dicePoolFightMachine,
  record: dicePoolFightRecord,
  rules: DICE_POOL_FIGHT_RULES,
  attributes: DICE_POOL_FIGHT_ATTRIBUTES,
  setup: parseDicePoolFightSetup,
  inputProblem: dicePoolFightInputProblem,
  summary,
  moves,
  headline,
  examples: DICE_POOL_FIGHT_EXAMPLES,
  // The odds of the next roll and the question before it are the played fight's own (its
  // teaching, loaded when first asked); a question is graded on the fight its step left.
  teaching: async () => {
    const played = await poolFight.teaching();
    return {
      nextOdds: (s) => (s.hasTag('fighting') ? played.nextOdds?.(s.context.fight) : undefined),
      predictionFor: (s) =>
        s.hasTag('fighting') ? liftPrediction(played.predictionFor?.(s.context.fight), playing(s.context), playing) : undefined,
    };
  },
} satisfies Procedure<typeof dicePoolFightMachine, DicePoolFightAttribute>;

export type { DicePoolFightContext, DicePoolFightEvent, DicePoolFightInput } from './dice-pool-fight.context.js';
export type { DicePoolFightTag } from './dice-pool-fight.machine.js';
export { rolledDice, tokens, type TokenView } from './dice-pool-fight.view.js';
export { fightOf } from './dice-pool-fight.steps.js';
