/**
 * Delayed and prepared attacks ("Delaying an action", "Preparing an action", and the table
 * ruling on both): one action held back for later in the round, or an attack that goes off
 * the moment its trigger happens (the defender coming within reach, or moving at all for a
 * ranged weapon).
 */
import { ACTION_COST, ATTACK_ROLL_RULES as R, MELEE_REACH_FEET } from './attack-roll.rules.js';
import type { Direction, Planned, AttackRollContext } from './attack-roll.context.js';
import { tell, spend, actionsProblem, targetProblem } from './attack-roll.steps.js';
import { fire } from './attack-roll.reload.js';
import { moveFighter } from './attack-roll.turns.js';
import { weaponsProblem, reachProblem } from './attack-roll.attacks.js';

export function delayAction(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.delay), delayed: true }, [
    { text: `${ctx.attacker.name} holds one action back for later in the round, keeping one for this turn.`, rule: R.delay },
  ]);
}

export function prepareAttack(ctx: AttackRollContext): AttackRollContext {
  const trigger = ctx.attacker.reach === 'melee' ? `comes within ${MELEE_REACH_FEET} feet` : 'moves';
  return tell({ ...spend(ctx, ACTION_COST.prepare), prepared: ctx.prepared + 1 }, [
    { text: `${ctx.attacker.name} prepares an attack: if ${ctx.defender.name} ${trigger} this round, it goes off at once.`, rule: R.held },
  ]);
}

/** Whether the defender's move sets off the attacker's prepared attacks. */
export function triggersPrepared(ctx: AttackRollContext, direction: Direction): boolean {
  if (ctx.prepared === 0) return false;
  if (ctx.attacker.reach !== 'melee') return true;
  const after = moveFighter(ctx, 'defender', direction);
  return ctx.distance > MELEE_REACH_FEET && after.distance <= MELEE_REACH_FEET;
}

export function moveDefender(ctx: AttackRollContext, direction: Direction): AttackRollContext {
  const moved = moveFighter(ctx, 'defender', direction);
  if (!triggersPrepared(ctx, direction)) return moved;
  const count = ctx.prepared;
  const queue: Planned[] = Array.from({ length: count }, (_, i) => ({ how: 'prepared', weapon: 0, n: i + 1, of: count }));
  const trigger = ctx.attacker.reach === 'melee' ? `comes within ${MELEE_REACH_FEET} feet` : 'moves';
  const shot = fire({ ...moved, prepared: 0, queue, stage: 'attack', current: null });
  return tell(shot.ctx, [
    ...moved.why,
    {
      text: `${ctx.defender.name} ${trigger}: ${ctx.attacker.name}'s prepared attack${count > 1 ? 's go' : ' goes'} off at once.`,
      rule: R.prepare,
    },
    ...shot.why,
  ]);
}

export function delayProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.delayed) return 'only one of the two actions can be delayed';
  if (ctx.actionsLeft < 2) return 'an action can be delayed only from a turn of two, before either is used';
  if (ctx.acted.defender) return `${ctx.defender.name} has already acted this round: no later turn to slip the action in after`;
  return targetProblem(ctx);
}

export function prepareProblem(ctx: AttackRollContext): string | undefined {
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.prepare) ?? weaponsProblem(ctx, 'one');
}

export function delayedProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  if (!ctx.delayed) return 'no action is being held back';
  return targetProblem(ctx) ?? weaponsProblem(ctx, weapons) ?? reachProblem(ctx);
}
