/**
 * Karmic, aiming a ranged attack, as one procedure: round by round of aiming (a card dealt
 * into the row, the oldest falling off), then the shot, its hits, a joker's value, the
 * target's dodge or block and the attack and damage totals. Everything a widget, a test or
 * a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';
import { aimingMachine, aimingRecord } from './aiming.machine.js';
import { nextOdds, predictionFor } from './aiming.odds.js';
import { AIMING_RULES } from './aiming.rules.js';
import { AIMING_ATTRIBUTES, aimingInputProblem, parseAimingSetup, type AimingAttribute } from './aiming.setup.js';
import { headline, moves, summary } from './aiming.view.js';

export const aiming = {
  name: 'aiming',
  system: 'karmic',
  title: 'Aiming',
  page: 'karmic/ranged-combat',
  machine: aimingMachine,
  record: aimingRecord,
  rules: AIMING_RULES,
  attributes: AIMING_ATTRIBUTES,
  setup: parseAimingSetup,
  inputProblem: aimingInputProblem,
  summary,
  examples: AIMING_EXAMPLES,
  // The stage shows the odds of a shot fired now and of aiming again, so the odds module is
  // part of the widget's own file already: importing it on demand would only split the
  // modules they share into a chunk, and the embed file would no longer stand alone.
  teaching: () => Promise.resolve({ nextOdds, predictionFor }),
  moves,
  headline,
} satisfies Procedure<typeof aimingMachine, AimingAttribute>;

export type { AimingContext, AimingEvent, AimingInput } from './aiming.context.js';
export type { AimingTag } from './aiming.machine.js';
