/**
 * Exact odds for soul passing, in closed form from the rules module: the next passing roll
 * (a d10 needing 10, then one less after each failure) and a Soul Absorption's d6.
 */
import type { NextOdds } from '../core/explain.js';
import type { SoulPassingContext } from './soul-passing.machine.js';
import { ABSORPTION_DIE, passingChance, passingNeed, PASSING_DIE, SOUL_PASSING_RULES } from './soul-passing.rules.js';

/** The soul's next passing roll, while it lingers: passes on, or lingers into the next round. */
export function nextOdds(ctx: SoulPassingContext): NextOdds {
  const index = ctx.passingRolls.length;
  const p = passingChance(index);
  return {
    question: `The soul's roll at the end of round ${ctx.round} (needs ${passingNeed(index)} or more on a d${PASSING_DIE})`,
    outcomes: [
      { id: 'passes', label: 'passes on', p },
      { id: 'lingers', label: 'lingers', p: 1 - p },
    ],
    rule: SOUL_PASSING_RULES.lingering,
  };
}

/** A Soul Absorption's d6: half the Vitality on 1–2, all of it on 3–6. */
export function absorptionOdds(): NextOdds {
  return {
    question: `Soul Absorption's d${ABSORPTION_DIE}`,
    outcomes: [
      { id: 'half', label: 'half the Vitality (1–2)', p: 2 / ABSORPTION_DIE },
      { id: 'all', label: 'all of it (3–6)', p: 4 / ABSORPTION_DIE },
    ],
    rule: SOUL_PASSING_RULES.twoWays,
  };
}
