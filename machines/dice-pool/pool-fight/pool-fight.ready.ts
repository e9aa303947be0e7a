/**
 * Ready Action in a dice-pool fight (2 actions): state an action and a condition; if the
 * condition happens during another group's turn in the same round, the action goes off, at no
 * further cost. Table rulings: a readied attack may go off by itself when an enemy ends a move
 * in reach (a readied attack); any readied action may wait for a condition in the player's own
 * words, which the table calls (readying other actions). It lapses when its round ends.
 */
import type { Why } from '../../core/explain.js';
import { ACTION_COSTS, nextGroup, readiable, readiedMayGoOff } from '../turns.js';
import { away, facing, POOL_FIGHT_RULES as R } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext, Readied, ReadyChoice } from './pool-fight.context.js';
import { declareAttack } from './pool-fight.attacks.js';
import { actorProblem, attackMode, fighterAt, moveWayProblem, nearestEnemy, standing, standingGroups } from './pool-fight.problems.js';
import { spend } from './pool-fight.roll.js';
import { tryFix } from './pool-fight.support.js';

/** A readied action in words: "attack", "move of 3 squares", "reload", "Fix Jam check", "Blink". */
export function readiedWords(f: Fighter, action: ReadyChoice): string {
  switch (action.kind) {
    case 'attack':
      return 'attack';
    case 'move':
      return `move of ${Math.abs(action.squares)} square${Math.abs(action.squares) === 1 ? '' : 's'}`;
    case 'reload':
      return 'reload';
    case 'fix':
      return 'Fix Jam check';
    case 'power':
      return f.powers?.[action.power]?.name ?? 'action';
  }
}

/** The action an `action.readied` event readies, and how: an attack going off by itself unless it says. */
export function readiedOf(event: { action?: unknown; when?: unknown }): { action: unknown; when: unknown } {
  const action = event.action ?? { kind: 'attack' };
  return { action, when: event.when ?? ((action as { kind?: unknown }).kind === 'attack' ? 'enemy in reach' : 'called') };
}

/** Why `by` cannot ready `action` (with condition `when`) now, or undefined. */
export function readyProblem(
  ctx: PoolFightContext,
  by: unknown,
  action: unknown = { kind: 'attack' },
  when: unknown = 'enemy in reach',
): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.readyAction);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  if (f.readied !== null) return `${f.name} has already readied an action`;
  if (when !== 'enemy in reach' && when !== 'called') return 'a readied action goes off by itself or when the table calls it';
  const a = (action && typeof action === 'object' ? action : {}) as Record<string, unknown>;
  if (a.kind !== 'attack' && when !== 'called') return 'only a readied attack goes off by itself; the table calls any other';
  switch (a.kind) {
    case 'attack':
      return undefined;
    case 'move':
      if (typeof a.squares !== 'number' || !Number.isInteger(a.squares) || a.squares === 0) return 'a move is a whole number of squares';
      if (Math.abs(a.squares) > f.speed) return `${f.name} moves at most ${f.speed} squares (speed ${f.speed})`;
      return undefined;
    case 'reload':
    case 'fix':
      return f.weapon.kind === 'gun' ? undefined : `${f.name} has no firearm`;
    case 'power': {
      const list = f.powers ?? [];
      const p = typeof a.power === 'number' && Number.isInteger(a.power) && a.power >= 0 ? list[a.power] : undefined;
      if (!p) return `${f.name} has no such spell, ability or item`;
      if (!readiable(p.cost)) return `${p.name} costs ${p.cost} actions, more than a Ready Action holds: it is paid across turns instead`;
      return undefined;
    }
    default:
      return 'choose an action to ready';
  }
}

export function readyAction(ctx: PoolFightContext, by: number, action: ReadyChoice, when: Readied['when']): PoolFightContext {
  const f = ctx.fighters[by]!;
  const fighters = spend(ctx, by, ACTION_COSTS.readyAction, { readied: { round: ctx.round, action, when } });
  const last = nextGroup(ctx.order, ctx.acting ?? '', (g) => standingGroups(ctx).includes(g)).newRound;
  const what = readiedWords(f, action);
  const text =
    when === 'enemy in reach'
      ? `${f.name} readies an attack (Ready Action: 2 actions): it goes off if an enemy ends a move where ${f.name} can attack it, before this round ends.`
      : `${f.name} readies ${action.kind === 'power' ? what : `a ${what}`} (Ready Action: 2 actions), on a condition the player states: when it happens in another group's turn this round, the table sets it off.`;
  return {
    ...ctx,
    fighters,
    contests: [],
    why: [
      {
        text: `${text}${last ? ' No other group acts later this round, so it will lapse.' : ''}`,
        rule: when === 'enemy in reach' ? R.ready : R.readyOther,
      },
    ],
  };
}

/** The readied fighter who can attack `mover` where it now stands, by itself, if any (the first in order). */
export function readiedAgainst(ctx: PoolFightContext, mover: number): number | undefined {
  const m = ctx.fighters[mover]!;
  const i = ctx.fighters.findIndex((f) => {
    const r = f.readied;
    if (f.group === m.group || !standing(f) || r === null || r.when !== 'enemy in reach') return false;
    if (!readiedMayGoOff({ round: r.round, group: f.group }, ctx)) return false;
    const mode = attackMode(f, m, false, ctx.round);
    return mode === 'melee' || mode === 'shot';
  });
  return i < 0 ? undefined : i;
}

/** Why the table cannot set off `by`'s readied action now (at `target`, for an attack), or undefined. */
export function triggerProblem(ctx: PoolFightContext, by: unknown, target?: unknown): string | undefined {
  const f = fighterAt(ctx, by);
  if (!f) return 'there is no such fighter';
  if (!standing(f)) return `${f.name} is down`;
  const r = f.readied;
  if (r === null) return `${f.name} has nothing readied`;
  if (r.when !== 'called') return `${f.name}'s readied attack goes off by itself, when an enemy ends a move in reach`;
  if (!readiedMayGoOff({ round: r.round, group: f.group }, ctx))
    return "a readied action goes off only in another group's turn, in the same round";
  const a = r.action;
  switch (a.kind) {
    case 'attack': {
      const t = fighterAt(ctx, target);
      if (!t || t.group === f.group) return 'choose an enemy to attack';
      if (!standing(t)) return `${t.name} is already down`;
      const mode = attackMode(f, t, false, ctx.round);
      return mode === 'melee' || mode === 'shot' ? undefined : mode;
    }
    case 'move':
      return moveWayProblem(ctx, by as number, a.squares);
    case 'reload':
      return f.weapon.kind === 'gun' && f.shots >= f.weapon.cart
        ? `the ${f.weapon.label} already holds all ${f.weapon.cart} shots`
        : undefined;
    case 'fix':
      return f.jammed ? undefined : `the ${f.weapon.label} is not jammed`;
    case 'power':
      return undefined;
  }
}

/**
 * The table says `by`'s readied condition has happened: the action goes off now, at no further
 * cost. An attack or a Fix Jam check waits for its rolls (the machine goes on to them).
 * Ruling (readying other actions): a readied action going off sets off no other.
 */
export function triggerReadied(ctx: PoolFightContext, by: number, target: number | undefined): PoolFightContext {
  const f = ctx.fighters[by]!;
  const action = f.readied!.action;
  const fighters = ctx.fighters.map((x, i) => (i === by ? { ...x, readied: null } : x));
  const cleared: PoolFightContext = { ...ctx, fighters, contests: [], pending: null };
  const off: Why = {
    text: `${f.name}'s readied ${readiedWords(f, action)} goes off: the table says its condition has happened.`,
    rule: R.readyOther,
  };
  switch (action.kind) {
    case 'attack': {
      const { lines, ...rest } = declareAttack(cleared, fighters, by, target!, false, true);
      return { ...cleared, ...rest, why: [off, ...lines], tally: { ...ctx.tally, attacks: ctx.tally.attacks + 1 } };
    }
    case 'fix': {
      const fixing = tryFix(cleared, by, 0);
      return { ...fixing, why: [off, ...fixing.why] };
    }
    case 'move': {
      const at = f.at + action.squares * facing(f.group);
      const gap = nearestEnemy({ ...cleared, fighters: fighters.map((x, i) => (i === by ? { ...x, at } : x)) }, { ...f, at });
      return {
        ...cleared,
        fighters: fighters.map((x, i) => (i === by ? { ...x, at } : x)),
        why: [
          off,
          { text: `${f.name} moves to square ${at}${gap !== undefined ? `; the nearest enemy is ${away(gap)}` : ''}.`, rule: R.field },
        ],
      };
    }
    case 'reload': {
      const cart = f.weapon.kind === 'gun' ? f.weapon.cart : 0;
      return {
        ...cleared,
        fighters: fighters.map((x, i) => (i === by ? { ...x, shots: cart } : x)),
        why: [off, { text: `${f.name} reloads the ${f.weapon.label}: ${cart} of ${cart} shots.`, rule: R.reload }],
      };
    }
    case 'power':
      return {
        ...cleared,
        why: [off, { text: `${f.powers![action.power]!.name} takes effect. What it does is the GM's to say.`, rule: R.powers }],
      };
  }
}
