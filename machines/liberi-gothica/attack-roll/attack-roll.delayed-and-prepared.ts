/**
 * Delayed and prepared actions ("Delaying an action", "Preparing an action", and the table
 * rulings on both): one action held back for later in the round (an attack), or an action
 * prepared against a trigger (an attack, a step away, a skill) that goes off the moment it
 * happens (attack-roll.triggers.ts says when).
 */
import { ACTION_COST, ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import { other, PREPARED_KINDS, type AttackRollContext, type PreparedKind, type Side } from './attack-roll.context.js';
import { tell, spend, setSide, actor, oneOf, actionsProblem, targetProblem, turnProblem } from './attack-roll.steps.js';
import { weaponsProblem, reachProblem } from './attack-roll.attacks.js';
import { triggerWords } from './attack-roll.triggers.js';
import { speedOf } from './attack-roll.fighters.js';

export function delayAction(ctx: AttackRollContext): AttackRollContext {
  const side = actor(ctx);
  return tell(setSide(spend(ctx, ACTION_COST.delay), side, { delayed: true }), [
    { text: `${ctx[side].name} holds one action back for later in the round, keeping one for this turn.`, rule: R.delay },
  ]);
}

const WHAT: Readonly<Record<PreparedKind, string>> = { attack: 'an attack', move: 'a step away', skill: 'a skill' };

export function prepareAction(ctx: AttackRollContext, action: PreparedKind): AttackRollContext {
  const side = actor(ctx);
  const name = ctx[side].name;
  const next = setSide(spend(ctx, ACTION_COST.prepare), side, { prepared: [...ctx.sides[side].prepared, action] });
  const does =
    action === 'attack'
      ? 'it goes off at once'
      : action === 'move'
        ? `${name} steps a Move away at once`
        : `${name} uses the skill at once`;
  return tell(next, [
    {
      text: `${name} prepares ${WHAT[action]}: if ${triggerWords(ctx, side, action)} this round, ${does}.`,
      rule: action === 'attack' ? R.held : R.preparedKinds,
    },
  ]);
}

/** The fighter holding a delayed action, if any (only the one who acted first can have one). */
export function delayer(ctx: AttackRollContext): Side | undefined {
  return (['attacker', 'defender'] as const).find((s) => ctx.sides[s].delayed);
}

export function delayProblem(ctx: AttackRollContext): string | undefined {
  const blocked = turnProblem(ctx);
  if (blocked) return blocked;
  const side = actor(ctx);
  if (ctx.sides[side].delayed) return 'only one of the two actions can be delayed';
  if (ctx.actionsLeft < 2) return 'an action can be delayed only from a turn of two, before either is used';
  if (ctx.acted[other(side)]) return `${ctx[other(side)].name} has already acted this round: no later turn to slip the action in after`;
  return undefined;
}

export function prepareProblem(ctx: AttackRollContext, action: unknown = 'attack'): string | undefined {
  if (!oneOf(action, PREPARED_KINDS)) return 'say what is prepared: an attack, a step away or a skill';
  const blocked = turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.prepare);
  if (blocked) return blocked;
  const side = actor(ctx);
  if (action === 'attack') return weaponsProblem(ctx, 'one');
  if (action === 'move') {
    if (ctx.sides[side].prepared.includes('move')) return 'a step away is already prepared this round';
    if (speedOf(ctx, side) === 0) return `${ctx[side].name} cannot move`;
  }
  return undefined;
}

export function delayedProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  const side = delayer(ctx);
  if (!side) return 'no action is being held back';
  return targetProblem(ctx) ?? weaponsProblem(ctx, weapons, side) ?? reachProblem(ctx, side);
}
