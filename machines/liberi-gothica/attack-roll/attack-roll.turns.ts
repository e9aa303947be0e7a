/**
 * Rounds and turns: a round begins with who acts first (the initiative cards), each fighter's
 * turn holds its actions (what happens as it begins: surprise ends, Defend lapses, organ damage
 * bleeds, a winded fighter loses it), a turn ends (a continuous action skipped in it is lost);
 * and what a turn may hold besides an attack: moving (and getting up), Defend, a deflection.
 */
import { num, type Why } from '../../core/explain.js';
import { canDeflect, defendedBase } from '../attack.js';
import { actionsPerTurn } from '../body.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, awarenessOf, MELEE_REACH_FEET, unlistedSpeedWhy } from './attack-roll.rules.js';
import { other, type Side, type Direction, type AttackRollContext } from './attack-roll.context.js';
import { bodyOf, conditionOf, bleedPerTurn, movementNow, speedOf, targetState } from './attack-roll.fighters.js';
import {
  NOBODY_ACTED,
  tell,
  setFighter,
  setSide,
  checkBody,
  spend,
  oneOf,
  actor,
  actionsProblem,
  targetProblem,
  turnProblem,
} from './attack-roll.steps.js';
import { dropSkipped, freshTurn } from './attack-roll.continuous.js';
import { arrives, setOff } from './attack-roll.triggers.js';

/** A turn begins: its actions, and what happens as it starts (the reasons, for the step's why). */
function startTurn(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  const name = ctx[side].name;
  const was = ctx.sides[side];
  let next: AttackRollContext = setSide(freshTurn({ ...ctx, turn: side }, side), side, { surprised: false, defending: false });
  const why: Why[] = [];
  if (was.surprised) why.push({ text: `Surprise ends as ${name}'s first turn begins: its active defenses count again.`, rule: R.surprise });
  if (was.defending) why.push({ text: `${name}'s Defend bonus ends as its turn begins.`, rule: R.actions });
  const bleed = bleedPerTurn(ctx, side);
  if (bleed > 0) {
    next = setFighter(next, side, { life: next[side].life - bleed });
    why.push({ text: `Organ damage: ${name} loses ${bleed} Life as its turn begins (Life ${num(next[side].life)}).`, rule: R.torso });
    const checked = checkBody(next, side);
    next = checked.ctx;
    why.push(...checked.why);
  }
  let actions = actionsPerTurn(bodyOf(next[side]));
  if (next.fallen !== null) actions = 0;
  else if (next.sides[side].losesTurn) {
    actions = 0;
    next = setSide(next, side, { losesTurn: false });
    why.push({ text: `${name} is winded and loses this turn.`, rule: R.torso });
  } else if (conditionOf(next, side) === 'unconscious') {
    why.push({ text: `${name} is unconscious: no actions.`, rule: R.death });
  } else {
    why.push({ text: `${name}'s turn: ${actions} action${actions === 1 ? '' : 's'}.`, rule: R.actions });
  }
  return { ctx: { ...next, actionsLeft: actions }, why };
}

export function beginRound(ctx: AttackRollContext, first: Side): AttackRollContext {
  const round = ctx.round + 1;
  const lapsed: string[] = [];
  let next: AttackRollContext = { ...ctx, round, first, acted: NOBODY_ACTED };
  for (const side of ['attacker', 'defender'] as const) {
    const s = ctx.sides[side];
    const name = ctx[side].name;
    if (s.delayed) lapsed.push(`${name}'s delayed action was never used`);
    if (s.prepared.length)
      lapsed.push(
        `${s.prepared.length} prepared action${s.prepared.length > 1 ? 's' : ''} of ${name}'s ${s.prepared.length > 1 ? 'were' : 'was'} never set off`,
      );
    next = setSide(next, side, { delayed: false, prepared: [], roundPenalty: 0 });
  }
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
  const side = actor(ctx);
  const acted = { ...ctx.acted, [side]: true };
  const ended: Why = {
    text: `${ctx[side].name} ends the turn${ctx.actionsLeft > 0 ? `, leaving ${ctx.actionsLeft} action${ctx.actionsLeft > 1 ? 's' : ''} unused` : ''}.`,
    rule: R.actions,
  };
  const dropped = dropSkipped(ctx, side);
  const next: AttackRollContext = { ...dropped.ctx, acted, actionsLeft: 0, turn: null };
  if (!acted[other(side)]) {
    const started = startTurn(next, other(side));
    return tell(started.ctx, [ended, ...dropped.why, ...started.why]);
  }
  const holding = (['attacker', 'defender'] as const).find((s) => ctx.sides[s].delayed);
  return tell(next, [
    ended,
    ...dropped.why,
    {
      text: `Round ${ctx.round} has had both turns${holding ? `; ${ctx[holding].name}'s delayed action can still be taken before it ends` : ''}.`,
      rule: holding ? R.held : R.actions,
    },
  ]);
}

/** A Move, toward or away, by the fighter in its turn (a fighter who is down spends it getting up). */
export function step(ctx: AttackRollContext, side: Side, direction: Direction): AttackRollContext {
  if (ctx.sides[side].down) {
    return tell(setSide(spend(ctx, ACTION_COST.move), side, { down: false }), [
      { text: `${ctx[side].name} spends a Move getting up: it can move again, and is no longer immobile.`, rule: R.tackle },
    ]);
  }
  const speed = speedOf(ctx, side);
  const distance = direction === 'toward' ? Math.max(MELEE_REACH_FEET, ctx.distance - speed) : ctx.distance + speed;
  const moved = { ...spend(ctx, ACTION_COST.move), distance };
  const limping = movementNow(ctx, side) === 'half';
  const why: Why[] = [
    {
      text: `${ctx[side].name} moves ${direction === 'toward' ? 'in' : 'away'} up to ${speed} feet: ${distance} feet apart now.`,
      rule: R.speed,
    },
    ...unlistedSpeedWhy(ctx[side].name, ctx[side].size, ctx[side].quadruped),
    ...(limping ? [{ text: 'A limp halves the speed.', rule: R.movement }] : []),
  ];
  // The move may set off the foe's prepared actions: attacks go to the queue, to be rolled now.
  const set = setOff(moved, other(side), { moved: true, arrived: arrives(ctx.distance, distance) });
  const queued = set.queued.length ? { ...set.ctx, queue: set.queued, stage: 'attack' as const, current: null } : set.ctx;
  return tell(queued, [...why, ...set.why]);
}

export function readyDefense(ctx: AttackRollContext): AttackRollContext {
  const side = actor(ctx);
  const f = ctx[side];
  return tell(setSide(spend(ctx, ACTION_COST.defend), side, { defending: true }), [
    {
      text: `${f.name} defends: +2 base defense until its next turn (base ${num(defendedBase(f.baseDefense, true))}).`,
      rule: R.actions,
    },
  ]);
}

export function prepareDeflection(ctx: AttackRollContext): AttackRollContext {
  const side = actor(ctx);
  return tell(setSide(spend(ctx, ACTION_COST.deflect), side, { deflectionRound: ctx.round }), [
    {
      text: `${ctx[side].name} readies an active defense to deflect: blows that do not beat total defense deal nothing.`,
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
  const blocked = turnProblem(ctx) ?? (ctx.turn !== side ? `it is not ${ctx[side].name}'s turn` : undefined);
  if (blocked) return blocked;
  const noActions = actionsProblem(ctx, ACTION_COST.move);
  if (noActions) return noActions;
  if (ctx.sides[side].down) return undefined; // the Move gets it up
  if (speedOf(ctx, side) === 0) return `${ctx[side].name} cannot move`;
  if (direction === 'toward' && ctx.distance <= MELEE_REACH_FEET) return 'they are already within reach of each other';
  return undefined;
}

export function defendProblem(ctx: AttackRollContext): string | undefined {
  const blocked = turnProblem(ctx);
  if (blocked) return blocked;
  if (ctx.sides[actor(ctx)].defending) return 'already defending until its next turn';
  return actionsProblem(ctx, ACTION_COST.defend);
}

export function deflectProblem(ctx: AttackRollContext): string | undefined {
  const blocked = turnProblem(ctx);
  if (blocked) return blocked;
  const side = actor(ctx);
  if (ctx.sides[side].deflectionRound === ctx.round) return 'a deflection is already ready this round';
  if (!canDeflect(ctx[side].defenses, awarenessOf(targetState(ctx, side))))
    return `${ctx[side].name} has no active defense it can use to deflect`;
  return actionsProblem(ctx, ACTION_COST.deflect);
}
