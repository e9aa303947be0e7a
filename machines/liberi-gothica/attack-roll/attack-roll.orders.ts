/**
 * Orders to the attacker's minions ("Controlling minions", Command): one action gives them
 * an order they follow as long as they can, as long as their Knowledge grasps it.
 */
import { num } from '../../core/explain.js';
import { understands } from '../healing.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, MAX_ORDER_SENTENCES } from './attack-roll.rules.js';
import type { AttackRollContext } from './attack-roll.context.js';
import { tell, spend, actionsProblem, targetProblem } from './attack-roll.steps.js';

const sentencesWord = (n: number) => `${n} sentence${n === 1 ? '' : 's'}`;

/** Command: one order to the attacker's minions, for one action; they follow it as long as they can. */
export function giveOrder(ctx: AttackRollContext, sentences: number): AttackRollContext {
  const m = ctx.attacker.minions!;
  const next: AttackRollContext = { ...spend(ctx, ACTION_COST.command), minionOrder: { sentences, round: ctx.round } };
  const them = m.count === 1 ? 'minion' : `${m.count} minions`;
  return tell(next, [
    {
      text: `${ctx.attacker.name} gives ${them === 'minion' ? 'the minion' : `the ${them}`} an order of ${sentencesWord(sentences)} (Command: 1 action; ${next.actionsLeft} left)${ctx.minionOrder ? ', in place of the last one' : ''}.`,
      rule: R.minions,
    },
    {
      text: `Knowledge ${m.knowledge} grasps ${sentencesWord(m.knowledge)}: they follow it as long as they can, needing no more actions.`,
      rule: R.minions,
    },
  ]);
}

/** Why the attacker cannot give its minions an order of `sentences` now (one action each; Knowledge caps its length). */
export function orderProblem(ctx: AttackRollContext, sentences: unknown): string | undefined {
  const m = ctx.attacker.minions;
  if (!m) return `${ctx.attacker.name} has no minions to command`;
  if (typeof sentences !== 'number' || !Number.isInteger(sentences) || sentences < 1 || sentences > MAX_ORDER_SENTENCES)
    return `an order here is 1 to ${MAX_ORDER_SENTENCES} sentences`;
  const blocked = targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.command);
  if (blocked) return blocked;
  if (understands(m.knowledge, sentences)) return undefined;
  return m.knowledge <= 0
    ? `minions with Knowledge ${num(m.knowledge)} understand no order at all`
    : `minions with Knowledge ${m.knowledge} grasp ${sentencesWord(m.knowledge)}: an order of ${sentences} would be neither understood nor followed`;
}
