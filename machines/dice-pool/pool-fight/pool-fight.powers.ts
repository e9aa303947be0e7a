/**
 * Cast a Spell, Use Ability, Use Item in a dice-pool fight: the action costs what the spell,
 * ability or item says. Table ruling (spells, abilities and items in a fight): the widget plays
 * the cost and nothing more; what the thing does is the GM's to say. A cost beyond one turn's
 * actions is paid across turns (turns.ts's costly action): at least one action a turn, or it is
 * abandoned.
 */
import type { Why } from '../../core/explain.js';
import { ACTIONS_PER_TURN, beginCostly, endTurnWith, payTowards } from '../turns.js';
import { POOL_FIGHT_RULES as R, type Power, type PowerKind } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext } from './pool-fight.context.js';
import { actionWord, actorProblem, fighterAt } from './pool-fight.problems.js';
import { left, spend } from './pool-fight.roll.js';

/** The action's name in the rules, and the word for doing it. */
export const POWER_ACTION: Readonly<Record<PowerKind, { action: string; verb: string }>> = {
  spell: { action: 'Cast a Spell', verb: 'casts' },
  ability: { action: 'Use Ability', verb: 'uses' },
  item: { action: 'Use Item', verb: 'uses' },
};

/** The event that uses a power of each kind. */
export const POWER_EVENT = { spell: 'spell.cast', ability: 'ability.used', item: 'item.used' } as const;

/** Fighter `by`'s power at `power`, if it is one of `kind` (own entries only: a saved index may be anything). */
export function powerOf(ctx: PoolFightContext, by: unknown, power: unknown, kind: PowerKind): Power | undefined {
  const f = fighterAt(ctx, by);
  const list = f?.powers ?? [];
  if (typeof power !== 'number' || !Number.isInteger(power) || power < 0 || power >= list.length) return undefined;
  return list[power]!.kind === kind ? list[power] : undefined;
}

/**
 * Why `by` cannot use their power `power` of `kind` now. One within a turn's actions must be paid
 * at once; a longer one needs one action to begin or go on with.
 */
export function powerProblem(ctx: PoolFightContext, by: unknown, power: unknown, kind: PowerKind): string | undefined {
  const problem = actorProblem(ctx, by, 1);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  const p = powerOf(ctx, by, power, kind);
  if (!p) return `${f.name} has no such ${kind}`;
  const goingOn = f.casting?.power === power;
  if (!goingOn && p.cost <= ACTIONS_PER_TURN && p.cost > f.actions)
    return `${f.name} has ${actionWord(f.actions)} left; ${p.name} takes ${actionWord(p.cost)}`;
  return undefined;
}

/** "Cast a Spell: 3 actions". */
const costWords = (p: Power) => `${POWER_ACTION[p.kind].action}: ${actionWord(p.cost)}`;

/**
 * Begin (or go on paying for) power `power`: as many of the fighter's actions go into it as it
 * still needs. Paid in full, it takes effect now, and the GM says what it does.
 */
export function usePower(ctx: PoolFightContext, by: number, power: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const p = f.powers![power]!;
  const goingOn = f.casting?.power === power;
  const lines: Why[] = [];
  if (!goingOn && f.casting) {
    const was = f.powers![f.casting.power]!;
    lines.push({ text: `${f.name} leaves ${was.name} unfinished for ${p.name}: it is abandoned.`, rule: R.powers });
  }
  const under = goingOn ? f.casting! : { ...beginCostly(p.cost), power };
  const pay = Math.min(f.actions, under.remaining);
  const paid = { ...payTowards(under, pay), power };
  const done = paid.remaining === 0;
  const fighters = spend(ctx, by, pay, { casting: done ? null : paid });
  if (done)
    lines.push({
      text: `${f.name} ${POWER_ACTION[p.kind].verb} ${p.name} (${costWords(p)}${goingOn ? ', the last of them now' : ''}; ${left(fighters[by]!)}): it takes effect. What it does is the GM's to say.`,
      rule: R.powers,
    });
  else
    lines.push({
      text: `${f.name} puts ${actionWord(pay)} into ${p.name} (${costWords(p)}): ${actionWord(paid.remaining)} still to pay, at least one every turn, or it is abandoned.`,
      rule: R.costly,
    });
  return { ...ctx, fighters, contests: [], pending: null, why: lines };
}

/**
 * At the end of a group's turn: each of its fighters' costly powers either goes on (something
 * was put into it this turn) or is abandoned. The fighters, and a sentence for each abandoned.
 */
export function carryCostly(ctx: PoolFightContext, group: string): { fighters: readonly Fighter[]; lines: Why[] } {
  const lines: Why[] = [];
  const fighters = ctx.fighters.map((f) => {
    if (f.group !== group || !f.casting) return f;
    const next = endTurnWith(f.casting);
    if (next) return { ...f, casting: { ...next, power: f.casting.power } };
    lines.push({ text: `${f.name}'s ${f.powers![f.casting.power]!.name} is abandoned: nothing went into it this turn.`, rule: R.costly });
    return { ...f, casting: null };
  });
  return { fighters, lines };
}
