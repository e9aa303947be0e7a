/**
 * Lady Luck's Chosen Few, a whole fight, as one procedure: round by round the combat round's
 * turns, the fire's round on the fire map, then downtime until everyone alive has recovered,
 * each played by its own procedure inside this one (core/compose.ts). Everything a widget, a
 * test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { combatRound } from '../combat-round/index.js';
import { fireMap } from '../fire-map/index.js';
import { LADY_LUCK_FIGHT_EXAMPLES } from './lady-luck-fight.examples.js';
import { ladyLuckFightMachine, ladyLuckFightRecord } from './lady-luck-fight.machine.js';
import { LADY_LUCK_FIGHT_RULES } from './lady-luck-fight.rules.js';
import {
  LADY_LUCK_FIGHT_ATTRIBUTES,
  ladyLuckFightInputProblem,
  parseLadyLuckFightSetup,
  type LadyLuckFightAttribute,
} from './lady-luck-fight.setup.js';
import { headline, moves, summary } from './lady-luck-fight.view.js';

export const ladyLuckFight = {
  name: 'lady-luck-fight',
  system: 'lady-luck',
  title: 'Whole Lady Luck fight',
  page: 'lady-luck/a-whole-fight',
  machine: ladyLuckFightMachine,
  record: ladyLuckFightRecord,
  rules: LADY_LUCK_FIGHT_RULES,
  attributes: LADY_LUCK_FIGHT_ATTRIBUTES,
  setup: parseLadyLuckFightSetup,
  inputProblem: ladyLuckFightInputProblem,
  summary,
  examples: LADY_LUCK_FIGHT_EXAMPLES,
  teaching: async () => {
    const [own, combat, fire] = await Promise.all([import('./lady-luck-fight.odds.js'), combatRound.teaching(), fireMap.teaching()]);
    return own.fightTeaching(combat, fire);
  },
  moves,
  headline,
} satisfies Procedure<typeof ladyLuckFightMachine, LadyLuckFightAttribute>;

export type { Fighter, LadyLuckFightContext, LadyLuckFightEvent, LadyLuckFightInput } from './lady-luck-fight.context.js';
export type { LadyLuckFightTag } from './lady-luck-fight.machine.js';
