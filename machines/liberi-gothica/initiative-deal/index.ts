/**
 * Liberi Gothica, Turn Order, as one procedure: the LM deals hands of playing cards, everyone
 * lays one face down each round, and the cards turned up give the turn order. Everything a
 * widget, a test or a tool needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { INITIATIVE_DEAL_EXAMPLES } from './initiative-deal.examples.js';
import { INITIATIVE_DEAL_KIT } from './initiative-deal.kit.js';
import { initiativeDealMachine, initiativeDealRecord } from './initiative-deal.machine.js';
import { INITIATIVE_DEAL_RULES } from './initiative-deal.rules.js';
import {
  INITIATIVE_DEAL_ATTRIBUTES,
  initiativeDealInputProblem,
  parseInitiativeDealSetup,
  type InitiativeDealAttribute,
} from './initiative-deal.setup.js';
import { headline, moves, summary } from './initiative-deal.view.js';

export const initiativeDeal = {
  name: 'initiative-deal',
  system: 'liberi-gothica',
  title: 'Initiative deal',
  page: 'liberi-gothica/turn-order',
  machine: initiativeDealMachine,
  record: initiativeDealRecord,
  rules: INITIATIVE_DEAL_RULES,
  attributes: INITIATIVE_DEAL_ATTRIBUTES,
  setup: parseInitiativeDealSetup,
  inputProblem: initiativeDealInputProblem,
  summary,
  examples: INITIATIVE_DEAL_EXAMPLES,
  teaching: () => import('./initiative-deal.odds.js').then((m) => m.initiativeDealOdds(INITIATIVE_DEAL_KIT)),
  moves,
  headline,
} satisfies Procedure<typeof initiativeDealMachine, InitiativeDealAttribute>;

export type { InitiativeDealContext, InitiativeDealEvent, InitiativeDealInput } from './initiative-deal.context.js';
export type { InitiativeDealTag } from './initiative-deal.machine.js';
