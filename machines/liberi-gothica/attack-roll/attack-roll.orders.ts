/**
 * Orders to a fighter's minions ("Controlling minions", Command, and the table ruling on groups
 * of minions): one action gives one order to any of its groups, which follow it as long as they
 * can, as long as their Knowledge grasps it; a different order for another group is another action.
 */
import { num } from '../../core/explain.js';
import { understands } from '../healing.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, MAX_ORDER_SENTENCES } from './attack-roll.rules.js';
import type { AttackRollContext, Minions } from './attack-roll.context.js';
import { tell, spend, setSide, actor, actionsProblem, turnProblem, minionGroups } from './attack-roll.steps.js';

const sentencesWord = (n: number) => `${n} sentence${n === 1 ? '' : 's'}`;

/** A group as a reader knows it: "the 3 minions", or, among several, "group 2 (2 minions)". */
export function groupName(groups: readonly Minions[], i: number): string {
  const m = groups[i]!;
  if (groups.length === 1) return m.count === 1 ? 'the minion' : `the ${m.count} minions`;
  return `group ${i + 1} (${m.count} minion${m.count === 1 ? '' : 's'})`;
}

/** Command: one order to some of the fighter's groups of minions, for one action; they follow it as long as they can. */
export function giveOrder(ctx: AttackRollContext, sentences: number, groups: readonly number[]): AttackRollContext {
  const side = actor(ctx);
  const all = minionGroups(ctx[side]);
  const order = { sentences, round: ctx.round };
  const minionOrders = ctx.sides[side].minionOrders.map((o, i) => (groups.includes(i) ? order : o));
  const replaced = groups.some((i) => ctx.sides[side].minionOrders[i] !== null);
  const next = setSide(spend(ctx, ACTION_COST.command), side, { minionOrders });
  const who = groups.map((i) => groupName(all, i)).join(' and ');
  const least = Math.min(...groups.map((i) => all[i]!.knowledge));
  return tell(next, [
    {
      text: `${ctx[side].name} gives ${who} an order of ${sentencesWord(sentences)} (Command: 1 action; ${next.actionsLeft} left)${replaced ? ', in place of the last one' : ''}.`,
      rule: R.minions,
    },
    {
      text: `Knowledge ${least} grasps ${sentencesWord(least)}: they follow it as long as they can, needing no more actions.`,
      rule: R.minions,
    },
    ...(all.length > 1
      ? [
          {
            text: 'A different order for another group takes another action; one order may go to several groups at once.',
            rule: R.minionGroups,
          },
        ]
      : []),
  ]);
}

/** Why the fighter in its turn cannot give `groups` of its minions an order of `sentences` now. */
export function orderProblem(ctx: AttackRollContext, sentences: unknown, groups: unknown = [0]): string | undefined {
  const side = actor(ctx);
  const all = minionGroups(ctx[side]);
  if (!all.length) return `${ctx[side].name} has no minions to command`;
  if (typeof sentences !== 'number' || !Number.isInteger(sentences) || sentences < 1 || sentences > MAX_ORDER_SENTENCES)
    return `an order here is 1 to ${MAX_ORDER_SENTENCES} sentences`;
  if (
    !Array.isArray(groups) ||
    groups.length === 0 ||
    new Set(groups).size !== groups.length ||
    !groups.every((g) => typeof g === 'number' && Number.isInteger(g) && g >= 0 && g < all.length)
  )
    return all.length === 1
      ? 'the order goes to the one group of minions'
      : `choose which of the ${all.length} groups of minions the order goes to`;
  const blocked = turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.command);
  if (blocked) return blocked;
  for (const g of groups as number[]) {
    const m = all[g]!;
    if (understands(m.knowledge, sentences)) continue;
    if (all.length > 1) {
      const who = `${groupName(all, g)} has Knowledge ${num(m.knowledge)}`;
      return m.knowledge <= 0
        ? `${who}: it understands no order at all`
        : `${who} and grasps ${sentencesWord(m.knowledge)}: an order of ${sentences} would be neither understood nor followed`;
    }
    return m.knowledge <= 0
      ? `minions with Knowledge ${num(m.knowledge)} understand no order at all`
      : `minions with Knowledge ${m.knowledge} grasp ${sentencesWord(m.knowledge)}: an order of ${sentences} would be neither understood nor followed`;
  }
  return undefined;
}
