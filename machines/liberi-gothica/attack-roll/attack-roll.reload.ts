/**
 * Reloading ("Continuous actions", and the table ruling that a loaded weapon holds one shot):
 * a weapon that must be reloaded after each shot (a rifle) is emptied by firing, and loaded
 * again one action at a time over as many turns as it takes (a continuous action,
 * attack-roll.continuous.ts). Why the weapon cannot fire, or be reloaded, now.
 */
import { type Why } from '../../core/explain.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import type { AttackRollContext, Side } from './attack-roll.context.js';
import { tell, spend, setSide, actor, actionsProblem, turnProblem } from './attack-roll.steps.js';
import { underWay, workOn } from './attack-roll.continuous.js';

/** A shot from a weapon that must be reloaded empties it; the reason, for the step's why. */
export function fire(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  const r = ctx[side].reload;
  if (!r) return { ctx, why: [] };
  return {
    ctx: setSide(ctx, side, { loaded: false }),
    why: [
      {
        text: `The shot empties the weapon: ${r.actions} action${r.actions === 1 ? '' : 's'} of reloading before it fires again.`,
        rule: R.oneShot,
      },
    ],
  };
}

/** Actions put into the reload under way (0: none). */
export function reloading(ctx: AttackRollContext, side: Side): number {
  return underWay(ctx, side, 'reload')?.done ?? 0;
}

/** One action on the reload; the last of its actions loads the weapon. */
export function workReload(ctx: AttackRollContext): AttackRollContext {
  const side = actor(ctx);
  const r = ctx[side].reload!;
  const { ctx: worked, work } = workOn(spend(ctx, ACTION_COST.reload), side, 'reload', r.actions);
  const a = ctx[side].name;
  if (work.done >= r.actions) {
    return tell(setSide(worked, side, { loaded: true }), [
      { text: `${a} finishes the reload (${r.actions} of ${r.actions} actions): the weapon is loaded and can fire.`, rule: R.continuous },
    ]);
  }
  const left =
    worked.actionsLeft === 0 ? 'none left this turn' : `${worked.actionsLeft} action${worked.actionsLeft === 1 ? '' : 's'} left this turn`;
  return tell(worked, [
    {
      text: `${a} ${work.done === 1 ? 'begins' : 'goes on with'} the reload (${work.done} of ${r.actions} actions; ${left}).`,
      rule: R.continuous,
    },
    ...(work.done === 1
      ? [
          {
            text: 'A reload is a continuous action: it may be spread over turns, but from now on each turn needs at least one action on it, or it is lost.',
            rule: R.continuous,
          },
        ]
      : []),
  ]);
}

/** Why a fighter's weapon cannot fire now: it is empty, or its one shot waits on a prepared attack. */
export function loadedProblem(ctx: AttackRollContext, side: Side): string | undefined {
  const r = ctx[side].reload;
  if (!r) return undefined;
  const s = ctx.sides[side];
  if (!s.loaded) {
    const done = reloading(ctx, side);
    return `the weapon is not loaded: a reload takes ${r.actions} action${r.actions === 1 ? '' : 's'}${done ? `, ${done} done so far` : ''}`;
  }
  if (s.prepared.includes('attack')) return 'the one loaded shot is held for the prepared attack';
  return undefined;
}

/** Why an action cannot go to the reload now. */
export function reloadProblem(ctx: AttackRollContext): string | undefined {
  const side = actor(ctx);
  if (!ctx[side].reload) return `${ctx[side].name}'s weapon needs no reloading`;
  if (ctx.sides[side].loaded) return 'the weapon is already loaded';
  return turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.reload);
}
