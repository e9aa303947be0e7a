/**
 * The Ability and Skill actions (and the table ruling on them at the table): a skill takes one
 * action; an ability takes as many as it says, and one of more than one action is a continuous
 * action (attack-roll.continuous.ts), worked one action at a time. The exchange counts the
 * actions; what the skill or the ability does is written on it, and the LM reads it.
 */
import { ACTION_COST, ATTACK_ROLL_RULES as R, MAX_ABILITY_ACTIONS } from './attack-roll.rules.js';
import type { AttackRollContext } from './attack-roll.context.js';
import { tell, spend, actor, actionsProblem, turnProblem } from './attack-roll.steps.js';
import { underWay, workOn } from './attack-roll.continuous.js';

const actionsWord = (n: number) => `${n} action${n === 1 ? '' : 's'}`;

/** One action on an ability of `actions` actions (begun now if none is under way). */
export function workAbility(ctx: AttackRollContext, actions: number): AttackRollContext {
  const side = actor(ctx);
  const name = ctx[side].name;
  const { ctx: next, work } = workOn(spend(ctx, ACTION_COST.ability), side, 'ability', actions);
  if (work.done >= actions) {
    return tell(next, [
      {
        text:
          actions === 1
            ? `${name} uses an ability (1 action): it takes effect; what it does is the perk's or the class feature's, and the LM's call.`
            : `${name} completes the ability (${actions} of ${actions} actions): it takes effect; what it does is the perk's or the class feature's, and the LM's call.`,
        rule: R.abilities,
      },
    ]);
  }
  return tell(next, [
    {
      text: `${name} ${work.done === 1 ? 'begins' : 'goes on with'} an ability of ${actionsWord(actions)} (${work.done} of ${actions}).`,
      rule: R.actions,
    },
    ...(work.done === 1
      ? [
          {
            text: 'An ability of more than one action is a continuous action: from now on each turn needs at least one action on it, or it is lost.',
            rule: R.continuous,
          },
        ]
      : []),
  ]);
}

export function useSkill(ctx: AttackRollContext): AttackRollContext {
  const name = ctx[actor(ctx)].name;
  return tell(spend(ctx, ACTION_COST.skill), [
    { text: `${name} uses a skill (1 action); what it does is the skill's, and the LM's call.`, rule: R.abilities },
  ]);
}

export function abilityProblem(ctx: AttackRollContext, actions: unknown): string | undefined {
  if (typeof actions !== 'number' || !Number.isInteger(actions) || actions < 1 || actions > MAX_ABILITY_ACTIONS)
    return `an ability here takes 1 to ${MAX_ABILITY_ACTIONS} actions`;
  const blocked = turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.ability);
  if (blocked) return blocked;
  const going = underWay(ctx, actor(ctx), 'ability');
  if (going && going.of !== actions) return `an ability of ${actionsWord(going.of)} is under way (${going.done} done): go on with it first`;
  return undefined;
}

export function skillProblem(ctx: AttackRollContext): string | undefined {
  return turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.skill);
}
