/**
 * The karma check's own rules: the sections of the karma deck and checks page each of its
 * steps cites, and the limits of what its table takes. The arithmetic of a check (how many
 * cards, the hit chain, the totals, what beats what, the difficulty table and the result
 * chart) is Karmic's concept module, checks.ts, which the other Karmic procedures share.
 */
import type { RuleRef } from '../../core/explain.js';
import { KARMA_DECK_RULES } from '../karma-deck.js';

// ---------------------------------------------------------------------------------------
// Where each rule is stated

const CHECKS_PAGE = 'karmic/karma-deck-and-checks';

/**
 * The rules a check applies, as the karma deck and checks page states them: each step's why
 * links to one of these (an end-to-end test checks every anchor against the built page).
 */
export const KARMA_CHECK_RULES = {
  deck: KARMA_DECK_RULES.deck,
  reshuffle: KARMA_DECK_RULES.reshuffle,
  hitCards: { page: CHECKS_PAGE, section: 'hit-cards', title: 'Hit cards' },
  hitTiming: { page: CHECKS_PAGE, section: 'hit-cards', title: 'Table ruling: when you decide to hit' },
  jokers: { page: CHECKS_PAGE, section: 'jokers', title: 'Table ruling: how a joker is settled' },
  basicCheck: { page: CHECKS_PAGE, section: 'a-basic-check', title: 'A basic check' },
  skills: { page: CHECKS_PAGE, section: 'untrained-advanced-and-doubled-up-skills', title: 'Untrained, advanced and doubled-up skills' },
  advanced: { page: CHECKS_PAGE, section: 'learning-an-advanced-skill', title: 'Learning an advanced skill' },
  combining: { page: CHECKS_PAGE, section: 'working-together', title: 'Working together' },
  difficulty: { page: CHECKS_PAGE, section: 'difficulty', title: 'Difficulty' },
  opposed: { page: CHECKS_PAGE, section: 'opposed-checks', title: 'Opposed checks' },
  ties: { page: CHECKS_PAGE, section: 'opposed-checks', title: 'Table ruling: ties in an opposed check' },
  chart: { page: CHECKS_PAGE, section: 'how-well-it-went-the-result-chart', title: 'The result chart' },
  money: { page: CHECKS_PAGE, section: 'buying-and-selling', title: 'Buying and selling' },
  beyondChart: { page: CHECKS_PAGE, section: 'how-well-it-went-the-result-chart', title: 'Table ruling: totals beyond the chart' },
  odds: { page: CHECKS_PAGE, section: 'the-odds-before-you-draw', title: 'The odds before you draw' },
} as const satisfies Readonly<Record<string, RuleRef>>;

// ---------------------------------------------------------------------------------------
// The ranges a setting may take (the seed's skills run 0 upwards; these are the table's limits)

/** Skill ratings: 0 (untrained) to 10. */
export const SKILL_RANGE = { min: 0, max: 10 } as const;
/** Attribute modifiers a GM names: −10 to +10. */
export const ATTRIBUTE_RANGE = { min: -10, max: 10 } as const;
/** Other situational modifiers, summed: −20 to +20. */
export const MODIFIER_RANGE = { min: -20, max: 20 } as const;
