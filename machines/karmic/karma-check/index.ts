/**
 * Karmic, a karma check, as one procedure: a basic or opposed check set up, drawn, played
 * (hits and a joker's verdict included) and read on the result chart. Everything a widget,
 * a test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';
import { karmaCheckMachine, karmaCheckRecord } from './karma-check.machine.js';
import { nextOdds, predictionFor } from './karma-check.odds.js';
import { KARMA_CHECK_RULES } from './karma-check.rules.js';
import { KARMA_CHECK_ATTRIBUTES, karmaCheckInputProblem, parseKarmaCheckSetup, type KarmaCheckAttribute } from './karma-check.setup.js';
import { headline, moves, summary } from './karma-check.view.js';

export const karmaCheck = {
  name: 'karma-check',
  system: 'karmic',
  title: 'Karma check',
  page: 'karmic/karma-deck-and-checks',
  machine: karmaCheckMachine,
  record: karmaCheckRecord,
  rules: KARMA_CHECK_RULES,
  attributes: KARMA_CHECK_ATTRIBUTES,
  setup: parseKarmaCheckSetup,
  inputProblem: karmaCheckInputProblem,
  summary,
  examples: KARMA_CHECK_EXAMPLES,
  // The odds are drawn on the stage (each row of the result chart carries its chance), so
  // they are part of the widget's own file already: importing them on demand would only
  // split the modules they share with it into a chunk, and the embed file would no longer
  // stand alone.
  teaching: () => Promise.resolve({ nextOdds, predictionFor }),
  moves,
  headline,
} satisfies Procedure<typeof karmaCheckMachine, KarmaCheckAttribute>;

export type { KarmaCheckContext, KarmaCheckEvent, KarmaCheckInput } from './karma-check.context.js';
export type { KarmaCheckTag } from './karma-check.machine.js';
