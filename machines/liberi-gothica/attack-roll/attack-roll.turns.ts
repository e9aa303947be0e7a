/**
 * Rounds and turns: a round begins with who acts first (the initiative cards), each side's
 * turn holds its actions (what happens as the defender's begins: surprise ends, Defend lapses,
 * organ damage bleeds, a winded defender loses it), a turn ends; and what a turn may hold
 * besides an attack: moving, the defender's Defend and deflection.
 */
import { num, type Why } from '../../core/explain.js';
import { canDeflect, defendedBase } from '../attack.js';
import { actionsPerTurn } from '../body.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, awarenessOf, MELEE_REACH_FEET, unlistedSpeedWhy } from './attack-roll.rules.js';
import type { Side, Direction, AttackRollContext } from './attack-roll.context.js';
import { bodyOf, conditionOf, bleedPerTurn, movementNow, speedOf, targetState } from './attack-roll.fighters.js';
import { NOBODY_ACTED, tell, setFighter, checkBody, spend, oneOf, actionsProblem, targetProblem } from './attack-roll.steps.js';
import { droppedReload } from './attack-roll.reload.js';

/** A turn begins: its actions, and what happens as it starts (the reasons, for the step's why). */
function startTurn(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  if (side === 'attacker') {
    const actions = actionsPerTurn(bodyOf(ctx.attacker));
    const why: Why[] = [{ text: `${ctx.attacker.name}'s turn: ${actions} action${actions === 1 ? '' : 's'}.`, rule: R.actions }];
    return { ctx: { ...ctx, turn: 'attacker', actionsLeft: actions, reloadedThisTurn: false }, why };
  }
  // The defender's turn: surprise ends, Defend lapses, organ damage bleeds, winded loses it.
  let next: AttackRollContext = { ...ctx, turn: 'defender', surprised: false, defending: false };
  const why: Why[] = [];
  if (ctx.surprised)
    why.push({ text: `Surprise ends as ${ctx.defender.name}'s first turn begins: its active defenses count again.`, rule: R.surprise });
  if (ctx.defending) why.push({ text: `${ctx.defender.name}'s Defend bonus ends as its turn begins.`, rule: R.actions });
  const bleed = bleedPerTurn(ctx);
  if (bleed > 0) {
    next = setFighter(next, 'defender', { life: next.defender.life - bleed });
    why.push({
      text: `Organ damage: ${ctx.defender.name} loses ${bleed} Life as its turn begins (Life ${num(next.defender.life)}).`,
      rule: R.torso,
    });
    const checked = checkBody(next, 'defender');
    next = checked.ctx;
    why.push(...checked.why);
  }
  let actions = actionsPerTurn(bodyOf(next.defender));
  if (next.fallen !== null) actions = 0;
  else if (next.losesTurn) {
    actions = 0;
    next = { ...next, losesTurn: false };
    why.push({ text: `${ctx.defender.name} is winded and loses this turn.`, rule: R.torso });
  } else if (conditionOf(next, 'defender') === 'unconscious') {
    why.push({ text: `${ctx.defender.name} is unconscious: no actions.`, rule: R.death });
  } else {
    why.push({ text: `${ctx.defender.name}'s turn: ${actions} action${actions === 1 ? '' : 's'}.`, rule: R.actions });
  }
  return { ctx: { ...next, actionsLeft: actions }, why };
}

export function beginRound(ctx: AttackRollContext, first: Side): AttackRollContext {
  const round = ctx.round + 1;
  const lapsed: string[] = [];
  if (ctx.delayed) lapsed.push('the delayed action was never used');
  if (ctx.prepared) lapsed.push(`${ctx.prepared} prepared attack${ctx.prepared > 1 ? 's were' : ' was'} never set off`);
  const next: AttackRollContext = { ...ctx, round, first, acted: NOBODY_ACTED, delayed: false, prepared: 0, roundPenalty: 0 };
  const started = startTurn(next, first);
  return tell(started.ctx, [
    {
      text: `Round ${round}: ${ctx[first].name} acts first${lapsed.length ? `; last round ${lapsed.join(' and ')}` : ''}.`,
      rule: R.actions,
    },
    ...started.why,
  ]);
}

export function endTurn(ctx: AttackRollContext): AttackRollContext {
  const side = ctx.turn!;
  const acted = { ...ctx.acted, [side]: true };
  const other: Side = side === 'attacker' ? 'defender' : 'attacker';
  const ended: Why = {
    text: `${ctx[side].name} ends the turn${ctx.actionsLeft > 0 ? `, leaving ${ctx.actionsLeft} action${ctx.actionsLeft > 1 ? 's' : ''} unused` : ''}.`,
    rule: R.actions,
  };
  const dropped = side === 'attacker' ? droppedReload(ctx) : [];
  const next: AttackRollContext = { ...ctx, acted, actionsLeft: 0, turn: null, ...(dropped.length ? { reloading: 0 } : {}) };
  if (!acted[other]) {
    const started = startTurn(next, other);
    return tell(started.ctx, [ended, ...dropped, ...started.why]);
  }
  return tell(next, [
    ended,
    ...dropped,
    {
      text: `Round ${ctx.round} has had both turns${ctx.delayed ? `; ${ctx.attacker.name}'s delayed action can still be taken before it ends` : ''}.`,
      rule: ctx.delayed ? R.held : R.actions,
    },
  ]);
}

export function moveFighter(ctx: AttackRollContext, side: Side, direction: Direction): AttackRollContext {
  const speed = speedOf(ctx, side);
  const distance = direction === 'toward' ? Math.max(MELEE_REACH_FEET, ctx.distance - speed) : ctx.distance + speed;
  const next = { ...spend(ctx, ACTION_COST.move), distance };
  const limping = side === 'defender' && movementNow(ctx) === 'half';
  return tell(next, [
    {
      text: `${ctx[side].name} moves ${direction === 'toward' ? 'in' : 'away'} up to ${speed} feet: ${distance} feet apart now.`,
      rule: R.speed,
    },
    ...unlistedSpeedWhy(ctx[side].name, ctx[side].size, ctx[side].quadruped),
    ...(limping ? [{ text: 'A limp halves the speed.', rule: R.movement }] : []),
  ]);
}

export function readyDefense(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.defend), defending: true }, [
    {
      text: `${ctx.defender.name} defends: +2 base defense until its next turn (base ${num(defendedBase(ctx.defender.baseDefense, true))}).`,
      rule: R.actions,
    },
  ]);
}

export function prepareDeflection(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.deflect), deflectionRound: ctx.round }, [
    {
      text: `${ctx.defender.name} readies an active defense to deflect: blows that do not beat total defense deal nothing.`,
      rule: R.deflection,
    },
  ]);
}

export function roundProblem(ctx: AttackRollContext, first: unknown): string | undefined {
  if (!oneOf(first, ['attacker', 'defender'] as const)) return 'say who acts first';
  return targetProblem(ctx);
}

export function moveProblem(ctx: AttackRollContext, side: Side, direction: unknown): string | undefined {
  if (!oneOf(direction, ['toward', 'away'] as const)) return 'say which way to move';
  if (ctx.fallen !== null) return targetProblem(ctx);
  const blocked = actionsProblem(ctx, ACTION_COST.move);
  if (blocked) return blocked;
  if (speedOf(ctx, side) === 0) return `${ctx[side].name} cannot move`;
  if (direction === 'toward' && ctx.distance <= MELEE_REACH_FEET) return 'they are already within reach of each other';
  return undefined;
}

export function defendProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.defending) return 'already defending until its next turn';
  return actionsProblem(ctx, ACTION_COST.defend);
}

export function deflectProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.deflectionRound === ctx.round) return 'a deflection is already ready this round';
  if (!canDeflect(ctx.defender.defenses, awarenessOf(targetState(ctx))))
    return `${ctx.defender.name} has no active defense it can use to deflect`;
  return actionsProblem(ctx, ACTION_COST.deflect);
}
