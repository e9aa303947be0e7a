/**
 * The dice-pool fight's turns: a group's turn beginning (its fighters' two actions each), and
 * settling who is still in the fight after anything that hurts (a group with no one standing
 * is out; the fight is over when at most one group stands).
 */
import type { Why } from '../../core/explain.js';
import { ACTIONS_PER_TURN } from '../turns.js';
import { POOL_FIGHT_RULES as R, turnOf, type GroupId } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext } from './pool-fight.context.js';
import { cap, groupName, standing, standingGroups } from './pool-fight.problems.js';

/** A group's turn begins: each of its standing fighters has 2 actions; nobody else has any. */
export function beginTurn(ctx: PoolFightContext, group: GroupId, round: number): Pick<PoolFightContext, 'fighters' | 'acting' | 'round'> {
  return {
    acting: group,
    round,
    fighters: ctx.fighters.map((f) => ({ ...f, actions: f.group === group && standing(f) ? ACTIONS_PER_TURN : 0, help: [] })),
  };
}

export function turnWhy(ctx: Pick<PoolFightContext, 'groups'>, group: GroupId, round: number, newRound: boolean): Why {
  return {
    text: `${newRound ? `Round ${round}. ` : ''}${cap(turnOf(groupName(ctx, group)))}: each of them standing has ${ACTIONS_PER_TURN} actions, to spend in any order.`,
    rule: R.turn,
  };
}

const names = (ctx: Pick<PoolFightContext, 'groups'>, ids: readonly GroupId[]) => ids.map((g) => groupName(ctx, g)).join(' and ');

/**
 * After `fighters` change (a blow, a burn): which groups are out, whether the fight is over and
 * who won, and the sentences that say so. Ruling (more than two groups): a group with no one
 * standing is out; the fight goes on while two or more groups stand.
 */
export function settle(ctx: PoolFightContext, fighters: readonly Fighter[]): { over: boolean; winner: GroupId | null; lines: Why[] } {
  const before = standingGroups(ctx);
  const after = standingGroups({ ...ctx, fighters });
  const out = before.filter((g) => !after.includes(g));
  const lines: Why[] = [];
  const over = after.length <= 1;
  const winner = over ? (after[0] ?? null) : null;
  if (out.length > 0) {
    const lost = `${cap(names(ctx, out))} have no one standing`;
    if (winner !== null) lines.push({ text: `${lost}: ${groupName(ctx, winner)} win the fight.`, rule: R.health });
    else if (over) lines.push({ text: `${lost}: no one is left standing, and the fight ends with no winner.`, rule: R.groups });
    else lines.push({ text: `${lost}: they are out of the fight, which goes on between ${names(ctx, after)}.`, rule: R.groups });
  }
  return { over, winner, lines };
}
