/**
 * The initiative deal's pure rule functions in one object, handed to the module a widget
 * loads only when a reader asks for the odds or to predict (initiative-deal.odds.ts). That
 * module imports nothing at run time, so the embed build can put it in a chunk of its own
 * without pulling the rules out of the widget's own file; a test passes it this same kit.
 */
import { isJoker, rankOf, standardDeck } from '../../core/cards.js';
import { actsThisRound, compareKeys, describeShown, holdsHand, INITIATIVE_DEAL_RULES } from './initiative-deal.rules.js';
import { playOf } from './initiative-deal.steps.js';

export const INITIATIVE_DEAL_KIT = {
  /** The deck of 54, jokers included: every card a seat might not see. */
  deck: standardDeck(true),
  isJoker,
  rankOf,
  actsThisRound,
  compareKeys,
  describeShown,
  holdsHand,
  playOf,
  rules: INITIATIVE_DEAL_RULES,
};

export type InitiativeDealKit = typeof INITIATIVE_DEAL_KIT;
