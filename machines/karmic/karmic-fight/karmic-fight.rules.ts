/**
 * A whole Karmic fight: where the page states each of its table rulings, and the few numbers
 * the glue between the procedures needs (the seeds give no running pace). Every rule of the
 * fighting itself is the child procedures'.
 */
import type { RuleRef } from '../../core/explain.js';

const PAGE = 'karmic/a-whole-fight';

/** Every rule this procedure links to: each anchor is a heading of its page. */
export const KARMIC_FIGHT_RULES = {
  roster: { page: PAGE, section: 'who-is-in-the-fight', title: 'Table ruling: damage carries over' },
  lookout: { page: PAGE, section: 'seeing-them-coming', title: "Table ruling: what the lookout's check decides" },
  closing: { page: PAGE, section: 'shooting-while-they-close', title: 'Table ruling: how fast the foes close' },
  meeting: { page: PAGE, section: 'closing-to-melee', title: 'Table ruling: who meets whom' },
  duel: { page: PAGE, section: 'one-on-one-the-register-duel', title: 'One on one: the register duel' },
  several: { page: PAGE, section: 'one-against-several', title: 'Table ruling: more than three on one' },
  end: { page: PAGE, section: 'the-end-of-the-fight', title: "Table ruling: what ends a fighter's part" },
} as const satisfies Record<string, RuleRef>;

/** Table ruling "How fast the foes close": yards for each turn a shot takes. */
export const CLOSING_PACE = 5;
/** Within this many yards the shooting stops and the melee begins. */
export const MELEE_DISTANCE = 5;
/** Table ruling "What the lookout's check decides": where unseen foes are first seen. */
export const LATE_SIGHT = 10;
/** The table of several takes at most three foes. */
export const MOST_FOES = 3;
/** The lookout's check: moderate, with combat training as the skill. */
export const LOOKOUT_DIFFICULTY = 'moderate';
