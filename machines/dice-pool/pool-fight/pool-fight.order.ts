/**
 * The dice-pool fight's first step: the order of the groups, placed by the GM one group after
 * another (the last follows by itself), or rolled for, 1d6 a group, ties rolled again.
 */
import type { Why } from '../../core/explain.js';
import { built, POOL_FIGHT_RULES as R, type GroupId } from './pool-fight.rules.js';
import type { Contest, PoolFightContext, Rolled } from './pool-fight.context.js';
import { cap, groupName } from './pool-fight.problems.js';
import { roller } from './pool-fight.roll.js';
import { beginTurn, turnWhy } from './pool-fight.turn.js';
import { fireAtTurnStart } from './pool-fight.fire.js';

/** The groups not yet placed in the order, in setup order. */
export const unplaced = (ctx: Pick<PoolFightContext, 'groups' | 'order'>): GroupId[] =>
  ctx.groups.filter((g) => !ctx.order.includes(g.id)).map((g) => g.id);

/** With the order complete, the first group's turn of round 1 begins. */
function begin(ctx: PoolFightContext, order: readonly GroupId[], why: Why[]): PoolFightContext {
  const first = order[0]!;
  const fire = fireAtTurnStart({ ...ctx, order, ...beginTurn(ctx, first, 1) }, first, 1);
  return { ...fire.next, why: [...why, turnWhy(ctx, first, 1, true), ...fire.lines] };
}

/** The GM places `first` next; once one group is left, it follows and the fight begins. */
export function chooseOrder(ctx: PoolFightContext, first: GroupId): PoolFightContext {
  const placed = [...ctx.order, first];
  const rest = unplaced({ ...ctx, order: placed });
  const name = (g: GroupId) => groupName(ctx, g);
  if (rest.length > 1)
    return {
      ...ctx,
      order: placed,
      contests: [],
      why: [
        {
          text: `The GM places ${name(first)} ${placed.length === 1 ? 'first' : 'next'}; still to place: ${rest.map(name).join(' and ')}.`,
          rule: R.order,
        },
      ],
    };
  const order = [...placed, ...rest];
  const text =
    order.length === 2
      ? `The GM sends ${name(order[0]!)} first; ${name(order[1]!)} follow.`
      : `The GM puts the groups in order: ${order.map(name).join(', then ')}.`;
  return begin({ ...ctx, contests: [] }, order, [{ text, rule: R.order }]);
}

/**
 * Table ruling (rolling for group order): the groups not yet placed each roll 1d6, higher
 * first; tied groups roll again between themselves (as turns.ts's rollGroupOrder does).
 */
export function rollOrder(ctx: PoolFightContext): PoolFightContext {
  const r = roller(ctx.chance);
  const contests: Contest[] = [];
  const d6 = built([6], '1d6 for the group', []);
  const name = (g: GroupId) => groupName(ctx, g);
  let last: Rolled[] = [];
  const among = (groups: readonly GroupId[]): GroupId[] => {
    if (groups.length <= 1) return [...groups];
    const rolls = groups.map((g) => r.roll(cap(name(g)), 'a d6', d6));
    last = rolls;
    const faces = [...new Set(rolls.map((x) => x.total))].sort((a, b) => b - a);
    const tied = (face: number) => groups.filter((_, i) => rolls[i]!.total === face);
    const verdict =
      groups.length === 2
        ? `${rolls[0]!.total} against ${rolls[1]!.total}: ${faces.length === 1 ? 'a tie, roll again' : `${name(tied(faces[0]!)[0]!)} first`}`
        : `${rolls.map((x) => `${x.who} ${x.total}`).join(', ')}: ${faces.map((face) => (tied(face).length > 1 ? `${tied(face).map(name).join(' and ')} roll again` : name(tied(face)[0]!))).join(', then ')}`;
    contests.push({ mine: rolls[0]!, theirs: rolls[1]!, ...(rolls.length > 2 ? { more: rolls.slice(2) } : {}), verdict });
    return faces.flatMap((face) => among(tied(face)));
  };
  const rolled = among(unplaced(ctx));
  const order = [...ctx.order, ...rolled];
  const ties = contests.length - 1;
  const text =
    order.length === 2 && ctx.order.length === 0
      ? `Rolled for the order: ${ties ? `${ties === 1 ? 'a tie' : `${ties} ties`}, rolled again; then ` : ''}${unplaced(ctx)
          .map((g, i) => `${name(g)} ${last[i]!.total}`)
          .join(', ')}: ${name(order[0]!)} go first.`
      : `Rolled for the order${ties ? ', ties rolled again' : ''}: ${order.map((g, i) => (i === 0 ? `${name(g)} go first` : name(g))).join(', then ')}.`;
  return begin({ ...ctx, chance: r.chance, contests }, order, [{ text, rule: R.orderRoll }, ...r.notes()]);
}
