/**
 * Karmic, a whole fight, as one procedure: the lookout's check, shots while the foes close,
 * then duels or one against several, each played by its own procedure. Everything a widget, a
 * test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { KARMIC_FIGHT_EXAMPLES } from './karmic-fight.examples.js';
import { karmicFightMachine, karmicFightRecord } from './karmic-fight.machine.js';
import { KARMIC_FIGHT_RULES } from './karmic-fight.rules.js';
import {
  KARMIC_FIGHT_ATTRIBUTES,
  karmicFightInputProblem,
  parseKarmicFightSetup,
  type KarmicFightAttribute,
} from './karmic-fight.setup.js';
import { headline, moves, summary } from './karmic-fight.view.js';

export const karmicFight = {
  name: 'karmic-fight',
  system: 'karmic',
  title: 'Whole Karmic fight',
  page: 'karmic/a-whole-fight',
  machine: karmicFightMachine,
  record: karmicFightRecord,
  rules: KARMIC_FIGHT_RULES,
  attributes: KARMIC_FIGHT_ATTRIBUTES,
  setup: parseKarmicFightSetup,
  inputProblem: karmicFightInputProblem,
  summary,
  examples: KARMIC_FIGHT_EXAMPLES,
  // The odds are the child's: each child's own odds module, loaded when a reader first asks.
  teaching: () => import('./karmic-fight.odds.js').then((m) => m.teachingOfFight()),
  moves,
  headline,
} satisfies Procedure<typeof karmicFightMachine, KarmicFightAttribute>;

export type { KarmicFightContext, KarmicFightEvent, KarmicFightInput, Member, Team } from './karmic-fight.context.js';
export type { KarmicFightTag } from './karmic-fight.machine.js';
export { rosterText, MOST_FIGHTERS } from './karmic-fight.roster.js';
export { playingOf } from './karmic-fight.children.js';
export { cardsOnTable, type CardGroup } from './karmic-fight.cards.js';
