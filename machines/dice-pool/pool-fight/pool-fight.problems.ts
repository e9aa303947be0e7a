/**
 * Who may do what in a dice-pool fight, and why not: each `…Problem(context, …)` is a sentence
 * for the reader, or undefined when the rules allow it (the machine's guards ask them, the view
 * shows them). With the small readings they need: who stands, a fighter by index, a fiery
 * weapon's state, how an attack would be made.
 */
import { fireState, type FireState } from '../fire.js';
import { inMeleeReach } from '../melee.js';
import { caliber, rangeBand } from '../ranged.js';
import { ACTION_COSTS, canTake } from '../turns.js';
import { distance, facing, FIELD_END, away, THROWN_RANGE, turnOf, type GroupId, type Mode } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext } from './pool-fight.context.js';

// ---------------------------------------------------------------------------------------
// Reading the table

export const standing = (f: Fighter) => f.hp > 0;
/** A group's name in a sentence ("the party", "Wolves"). */
export const groupName = (ctx: Pick<PoolFightContext, 'groups'>, id: GroupId) => ctx.groups.find((g) => g.id === id)?.name ?? id;
/** The groups with anyone standing, in setup order. */
export const standingGroups = (ctx: Pick<PoolFightContext, 'groups' | 'fighters'>): GroupId[] =>
  ctx.groups.filter((g) => ctx.fighters.some((f) => f.group === g.id && standing(f))).map((g) => g.id);
export const actionWord = (n: number) => `${n} action${n === 1 ? '' : 's'}`;
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * A weapon's fire in `round` (rulings: a fiery weapon in the fight; fire spreading to wooden
 * things): a fiery weapon is unlit until lit, then burning for 2 rounds, then burnt away; a wooden
 * weapon that caught burns the same way. Null: a weapon with no fire about it.
 */
export function fieryState(f: Fighter, round: number): FireState | null {
  const w = f.weapon;
  if (w.kind !== 'melee' || (w.fiery !== true && w.wooden !== true)) return null;
  const state = fireState(f.weaponLit, round);
  return state === 'unlit' && w.fiery !== true ? null : state;
}

/** Wooden gear's fire in `round`: unlit, burning, burnt away; null for a fighter without any. */
export function gearState(f: Fighter, round: number): FireState | null {
  return f.woodenGear ? fireState(f.gearLit, round) : null;
}

/** A fighter by index, own entries only (an index from a saved event may be anything). */
export function fighterAt(ctx: PoolFightContext, i: unknown): Fighter | undefined {
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < ctx.fighters.length ? ctx.fighters[i] : undefined;
}

// ---------------------------------------------------------------------------------------
// Problems: why an action cannot be taken now (undefined: it can)

export function actorProblem(ctx: PoolFightContext, by: unknown, cost: number): string | undefined {
  const f = fighterAt(ctx, by);
  if (!f) return 'there is no such fighter';
  if (!standing(f)) return `${f.name} is down`;
  if (f.group !== ctx.acting) return `it is ${turnOf(groupName(ctx, ctx.acting ?? 'party'))}, not ${f.name}'s`;
  if (!canTake(f.actions, cost)) return `${f.name} has ${actionWord(f.actions)} left; this takes ${actionWord(cost)}`;
  return undefined;
}

/** Where a move would take a fighter: up to their speed, never onto or past an enemy, within the field. */
export function moveProblem(ctx: PoolFightContext, by: number, by_squares: unknown): string | undefined {
  return actorProblem(ctx, by, ACTION_COSTS.movement) ?? moveWayProblem(ctx, by, by_squares);
}

/** Whether the way is open for `by` to move `by_squares` (their way: `facing`), whoever's turn it is. */
export function moveWayProblem(ctx: PoolFightContext, by: number, by_squares: unknown): string | undefined {
  const f = ctx.fighters[by]!;
  if (typeof by_squares !== 'number' || !Number.isInteger(by_squares) || by_squares === 0) return 'a move is a whole number of squares';
  if (Math.abs(by_squares) > f.speed) return `${f.name} moves at most ${f.speed} squares (speed ${f.speed})`;
  const step = Math.sign(by_squares) * facing(f.group);
  const to = f.at + by_squares * facing(f.group);
  if (to < 0 || to > FIELD_END) return `the field ends there (squares 0 to ${FIELD_END})`;
  // The first enemy that way, if the move would reach its square.
  const gaps = ctx.fighters.filter((e) => e.group !== f.group && standing(e) && Math.sign(e.at - f.at) === step).map((e) => distance(f, e));
  const gap = gaps.length ? Math.min(...gaps) : undefined;
  if (gap !== undefined && Math.abs(by_squares) >= gap)
    return `${f.name} can ${by_squares > 0 ? 'close' : 'move back'} at most ${gap - 1} square${gap - 1 === 1 ? '' : 's'}: an enemy stands ${away(gap)}`;
  return undefined;
}

export function nearestEnemy(ctx: PoolFightContext, f: Fighter): number | undefined {
  const gaps = ctx.fighters.filter((e) => e.group !== f.group && standing(e)).map((e) => distance(f, e));
  return gaps.length ? Math.min(...gaps) : undefined;
}

/** How `a` would attack `t` in `round` (thrown: asked for a throw), or why it cannot. */
export function attackMode(a: Fighter, t: Fighter, thrown: boolean, round = 0): Mode | string {
  const d = distance(a, t);
  const w = a.weapon;
  if (fieryState(a, round) === 'burnt away') return `${a.name}'s ${w.label} has burnt away`;
  if (w.kind === 'gun') {
    if (thrown) return `a gun is not thrown`;
    if (a.jammed) return `${a.name}'s ${w.label} is jammed: fix the jam first`;
    if (a.shots <= 0) return `${a.name}'s ${w.label} is empty: reload first`;
    const row = caliber(w.caliber);
    if (rangeBand(d, row.range) === 'out of range')
      return `${t.name} is ${away(d)}, beyond a ${w.caliber} caliber's long range of ${row.range.long}`;
    return 'shot';
  }
  if (a.weaponAt !== null) return `${a.name}'s ${w.label} lies where it was thrown: pick it up first`;
  if (thrown) {
    if (!w.throwable) return `a ${w.label} is not a throwing weapon`;
    if (d > THROWN_RANGE.long) return `${t.name} is ${away(d)}; a thrown weapon reaches ${THROWN_RANGE.long}`;
    return 'thrown';
  }
  if (!inMeleeReach(d, w.reach))
    return `${t.name} is ${away(d)}; a ${w.label} reaches ${w.reach ? '2 squares (reach)' : 'an adjacent square'}`;
  return 'melee';
}

export function attackProblem(ctx: PoolFightContext, by: unknown, target: unknown, thrown: unknown = false): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.attack);
  if (problem) return problem;
  const a = ctx.fighters[by as number]!;
  const t = fighterAt(ctx, target);
  if (!t || t.group === a.group) return 'choose an enemy to attack';
  if (!standing(t)) return `${t.name} is already down`;
  const mode = attackMode(a, t, thrown === true, ctx.round);
  return mode === 'melee' || mode === 'thrown' || mode === 'shot' ? undefined : mode;
}

export function reloadProblem(ctx: PoolFightContext, by: unknown): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.reloadFirearm);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  if (f.weapon.kind !== 'gun') return `${f.name} has no firearm`;
  if (f.shots >= f.weapon.cart) return `the ${f.weapon.label} already holds all ${f.weapon.cart} shots`;
  return undefined;
}

export function fixProblem(ctx: PoolFightContext, by: unknown): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.fixJam);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  if (f.weapon.kind !== 'gun') return `${f.name} has no firearm`;
  if (!f.jammed) return `the ${f.weapon.label} is not jammed`;
  return undefined;
}

/** Whether `by` may help `ally` with their hit roll against `target`, or (`target` 'jam') with their Fix Jam check. */
export function helpProblem(ctx: PoolFightContext, by: unknown, ally: unknown, target: unknown): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.help);
  if (problem) return problem;
  const h = ctx.fighters[by as number]!;
  const a = fighterAt(ctx, ally);
  if (!a || ally === by || a.group !== h.group) return 'choose an ally in the same group to help';
  if (!standing(a)) return `${a.name} is down`;
  if (target === 'jam') {
    if (a.weapon.kind !== 'gun') return `${a.name} has no firearm to clear`;
    if (!a.jammed) return `${a.name}'s ${a.weapon.label} is not jammed`;
    return undefined;
  }
  const t = fighterAt(ctx, target);
  if (!t || t.group === h.group || !standing(t)) return 'choose an enemy standing';
  return undefined;
}

/** What a `help.given` event backs: the Fix Jam check when it says so, else the hit roll against its target. */
export const helpTarget = (event: { target?: unknown; roll?: unknown }): unknown => (event.roll === 'fix' ? 'jam' : event.target);

export function recoverProblem(ctx: PoolFightContext, by: unknown): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.useItem);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  if (f.weaponAt === null) return `${f.name}'s weapon is in hand`;
  if (fieryState(f, ctx.round) === 'burnt away') return `the ${f.weapon.label} has burnt away`;
  if (Math.abs(f.at - f.weaponAt) > 1) return `the ${f.weapon.label} lies on square ${f.weaponAt}: stand on it or next to it first`;
  return undefined;
}
