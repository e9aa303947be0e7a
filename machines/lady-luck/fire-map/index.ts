/**
 * Lady Luck's Chosen Few, "Fire Level", as one procedure: fire on a map of Areas, round by
 * round (growth, spread, burning), with the GM's edits between rounds. Everything a widget, a
 * test or a tool needs of it is this object; how fire grows and spreads is Lady Luck's fire
 * (../fire.ts, ../fire-odds.ts, ../area-map.ts), which the combat round plays too.
 */
import type { Procedure } from '../../core/procedure.js';
import { FIRE_MAP_EXAMPLES } from './fire-map.examples.js';
import { fireMapMachine, fireMapRecord } from './fire-map.machine.js';
import { FIRE_MAP_RULES } from './fire-map.rules.js';
import { FIRE_MAP_ATTRIBUTES, fireMapInputProblem, parseFireMapSetup, type FireMapAttribute } from './fire-map.setup.js';
import { headline, moves, summary } from './fire-map.view.js';

export const fireMap = {
  name: 'fire-map',
  system: 'lady-luck',
  title: 'Fire map',
  page: 'lady-luck/fire',
  machine: fireMapMachine,
  record: fireMapRecord,
  rules: FIRE_MAP_RULES,
  attributes: FIRE_MAP_ATTRIBUTES,
  setup: parseFireMapSetup,
  inputProblem: fireMapInputProblem,
  summary,
  examples: FIRE_MAP_EXAMPLES,
  teaching: () => import('./fire-map.odds.js'),
  moves,
  headline,
} satisfies Procedure<typeof fireMapMachine, FireMapAttribute>;

export type { FireMapContext, FireMapEvent, FireMapInput } from './fire-map.context.js';
export type { FireMapTag } from './fire-map.machine.js';
/** The settings that do not restart a table (speed, forecast rounds, odds shown), for code that reads them from outside. */
export { parseFireSettings } from './fire-map.setup.js';
