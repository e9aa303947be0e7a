/**
 * The dice-pool system: the Help action. Page: content/dice-pool/help.mdx.
 */
import type { Die, Pool } from './pool.js';

/**
 * Table ruling (what Help can back in a fight): the rolls a helper can join in their own group's
 * turn that are a skill against a difficulty: an ally's hit roll (against the target's dodge
 * dice) and an ally's Fix Jam check (against the jam's difficulty). Not damage dice (the weapon's,
 * not a skill), nor dodge or defense dice (rolled in another group's turn, when the helper has no
 * action to spend).
 */
export const HELPED_ROLLS = ['hit roll', 'Fix Jam check'] as const;

/** The most bonus dice one helper can give. */
export const HELP_CAP = 4;

/**
 * Table ruling: a tie gives nothing; "twice as high" means at least twice; the bonus is
 * capped at 4d6. bonusDice = helper > opposing ? min(4, floor(helper / opposing)) : 0.
 */
export function helpBonusDice(helperTotal: number, opposingTotal: number): number {
  if (helperTotal <= opposingTotal) return 0;
  if (opposingTotal <= 0) return HELP_CAP;
  return Math.min(HELP_CAP, Math.floor(helperTotal / opposingTotal));
}

/** Table ruling: several helpers' bonus dice add up, as extra d6s on the ally's pool. */
export function withHelp(pool: Pool, helperTotals: readonly number[], opposingTotal: number): Pool {
  const extra = helperTotals.reduce((n, h) => n + helpBonusDice(h, opposingTotal), 0);
  return [...pool, ...Array.from({ length: extra }, () => 6 as Die)].sort((a, b) => a - b);
}
