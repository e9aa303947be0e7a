/**
 * Reloading ("Continuous actions"): a weapon that must be reloaded after each shot (a rifle)
 * is emptied by firing, loaded again one action at a time over as many turns as it takes,
 * and a reload that gets no action in a turn is lost (table ruling). Why the weapon cannot
 * fire, or be reloaded, now.
 */
import { type Why } from '../../core/explain.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import type { AttackRollContext } from './attack-roll.context.js';
import { tell, spend, actionsProblem, targetProblem } from './attack-roll.steps.js';

/** A shot from a weapon that must be reloaded empties it; the reason, for the step's why. */
export function fire(ctx: AttackRollContext): { ctx: AttackRollContext; why: Why[] } {
  const r = ctx.attacker.reload;
  if (!r) return { ctx, why: [] };
  return {
    ctx: { ...ctx, loaded: false },
    why: [
      {
        text: `The shot empties the weapon: ${r.actions} action${r.actions === 1 ? '' : 's'} of reloading before it fires again.`,
        rule: R.oneShot,
      },
    ],
  };
}

/** One action on the reload; the last of its actions loads the weapon. */
export function workReload(ctx: AttackRollContext): AttackRollContext {
  const r = ctx.attacker.reload!;
  const done = ctx.reloading + 1;
  const next: AttackRollContext = { ...spend(ctx, ACTION_COST.reload), reloadedThisTurn: true };
  const a = ctx.attacker.name;
  if (done >= r.actions) {
    return tell({ ...next, reloading: 0, loaded: true }, [
      { text: `${a} finishes the reload (${r.actions} of ${r.actions} actions): the weapon is loaded and can fire.`, rule: R.continuous },
    ]);
  }
  const left =
    next.actionsLeft === 0 ? 'none left this turn' : `${next.actionsLeft} action${next.actionsLeft === 1 ? '' : 's'} left this turn`;
  return tell({ ...next, reloading: done }, [
    { text: `${a} ${done === 1 ? 'begins' : 'goes on with'} the reload (${done} of ${r.actions} actions; ${left}).`, rule: R.continuous },
    ...(done === 1
      ? [
          {
            text: 'A reload is a continuous action: it may be spread over turns, but from now on each turn needs at least one action on it, or it is lost.',
            rule: R.continuous,
          },
        ]
      : []),
  ]);
}

/**
 * "Continuous actions", and the table ruling on when a skipped one is lost: a reload begun
 * before this turn that got none of its actions is gone as the turn ends (beginning it this
 * turn counts as an action on it). The reasons, or nothing when the reload stands.
 */
export function droppedReload(ctx: AttackRollContext): Why[] {
  const r = ctx.attacker.reload;
  if (!r || ctx.reloading === 0 || ctx.reloadedThisTurn) return [];
  return [
    {
      text: `${ctx.attacker.name} ends the turn without working the reload: the ${ctx.reloading} action${ctx.reloading === 1 ? '' : 's'} put into it ${ctx.reloading === 1 ? 'is' : 'are'} lost, and it starts again from nothing.`,
      rule: R.skipped,
    },
    { text: `A reload is a continuous action: once begun, every turn needs at least one action on it.`, rule: R.continuous },
  ];
}

/** Why the attacker's weapon cannot fire now: it is empty, or its one shot waits on a prepared attack. */
export function loadedProblem(ctx: AttackRollContext): string | undefined {
  const r = ctx.attacker.reload;
  if (!r) return undefined;
  if (!ctx.loaded) {
    return `the weapon is not loaded: a reload takes ${r.actions} action${r.actions === 1 ? '' : 's'}${ctx.reloading ? `, ${ctx.reloading} done so far` : ''}`;
  }
  if (ctx.prepared > 0) return 'the one loaded shot is held for the prepared attack';
  return undefined;
}

/** Why an action cannot go to the reload now. */
export function reloadProblem(ctx: AttackRollContext): string | undefined {
  if (!ctx.attacker.reload) return `${ctx.attacker.name}'s weapon needs no reloading`;
  if (ctx.loaded) return 'the weapon is already loaded';
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.reload);
}
