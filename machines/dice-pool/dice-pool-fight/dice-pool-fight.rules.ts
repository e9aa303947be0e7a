/**
 * Dice-pool system, a whole fight: the rules this procedure adds around the dice-pool fight it
 * plays (pool-fight): the sides, the end of a round, yielding and the end. Every roll, pool and
 * action is pool-fight's; the page is content/dice-pool/a-whole-fight.mdx.
 */
import type { RuleRef } from '../../core/explain.js';

const PAGE = 'dice-pool/a-whole-fight';

/** Every rule this procedure links to: each anchor is a heading of its page. */
export const DICE_POOL_FIGHT_RULES = {
  roster: { page: PAGE, section: 'the-roster', title: 'Table ruling: sides of several groups' },
  order: { page: PAGE, section: 'the-order-and-the-rounds', title: 'Table ruling: one order for the whole fight' },
  turn: { page: PAGE, section: 'a-groups-turn', title: "A group's turn" },
  extras: { page: PAGE, section: 'help-readied-actions-spells-and-items', title: 'Help, readied actions, spells and items' },
  round: { page: PAGE, section: 'the-end-of-a-round', title: 'Table ruling: what carries over between rounds' },
  end: { page: PAGE, section: 'the-end-of-the-fight', title: 'Table ruling: yielding' },
} as const satisfies Record<string, RuleRef>;

/** The two sides of a whole fight. */
export type Side = 'party' | 'foes';
export const SIDES: readonly Side[] = ['party', 'foes'];
export const SIDE_NAME: Readonly<Record<Side, string>> = { party: 'the party', foes: 'the foes' };
export const other = (side: Side): Side => (side === 'party' ? 'foes' : 'party');

/** Table ruling (sides of several groups): at most twelve fighters, four groups, four to a group. */
export const MAX_FIGHTERS = 12;
export const MAX_GROUPS = 4;
export const MAX_PER_GROUP = 4;

/**
 * Table ruling (a stalemate, our teaching rule): after this many rounds in a row with no one
 * hurt, the suggested move at a round's end is the weaker side's yield.
 */
export const QUIET_ROUNDS = 3;
