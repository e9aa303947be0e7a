/**
 * The register duel's own rules: the rules it links to (Karmic melee's, and the table rulings
 * of the duel's own procedure), how a fight opens (Karmic, "Show Downs", "Charging",
 * "Surprise") and what the GM may name a joker. The rules of melee itself (fighters, reach,
 * declarations, a register's resolution) are the concept module machines/karmic/melee/,
 * which multiple opponents shares.
 */
import type { RuleRef } from '../../core/explain.js';
import { MELEE_RULES } from '../melee/rules.js';
import type { Side } from '../melee/fighters.js';

const MELEE = 'karmic/melee-combat';
const CLOSE = 'karmic/close-quarters-shields-and-special-situations';

/**
 * Every rule the duel applies, as a link into the rulebook: Karmic melee's own (machines/karmic/
 * melee/rules.ts) and the table rulings of the duel's own procedure.
 */
export const REGISTER_DUEL_RULES = {
  ...MELEE_RULES,
  hesitating: { page: CLOSE, section: 'hesitating', title: 'Table ruling: when the duel lets you hesitate' },
  emptyRegister: { page: MELEE, section: 'declaration', title: 'Table ruling: leaving a register empty' },
  takingBack: { page: MELEE, section: 'declaration', title: 'Table ruling: taking a card back' },
  hitsOnReveal: { page: MELEE, section: 'resolution', title: 'Table ruling: hits on reveal' },
  joker: { page: MELEE, section: 'resolution', title: 'Table ruling: a joker in a register' },
  outOfReach: { page: MELEE, section: 'resolution', title: 'Table ruling: a maneuver out of reach when its turn comes' },
} as const satisfies Record<string, RuleRef>;

/**
 * How the fight opens (Karmic, "Show Downs", "Charging", "Surprise"): as usual, with both
 * drawing their weapons (fast draw instead of combat training for the initiative), with one
 * fighter charging the other, or with one fighter surprising the other.
 */
export type Opening =
  { readonly kind: 'show-down' } | { readonly kind: 'charge'; readonly side: Side } | { readonly kind: 'surprise'; readonly side: Side };

// Karmic, "Charging": who holds the initiative after a charge is Karmic melee's (melee/reach.ts), shared with the table of several.
export { chargeInitiative } from '../melee/reach.js';

/** Table ruling "A joker in a register": the GM names a joker's worth within these bounds. */
export const JOKER_VALUES = { min: -10, max: 10 } as const;
