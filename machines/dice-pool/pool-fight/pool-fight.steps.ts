/**
 * The dice-pool fight's steps, each a pure function of the context: the order of the groups,
 * moving, reloading, readying and picking up, and the end of a group's turn. The attacks are
 * pool-fight.attacks.ts's, the Fix Jam and Help rolls pool-fight.support.ts's; this module
 * gives the machine all of them. Whether a step may be taken is pool-fight.problems.ts's to say.
 */
import type { Why } from '../../core/explain.js';
import { createChance } from '../../core/random.js';
import { ACTION_COSTS, nextGroup, readiedStands } from '../turns.js';
import { away, facing, FIERY_LIT_ROUND, FOES, LEGACY_RULES, PARTY, POOL_FIGHT_RULES as R, turnOf } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext, PoolFightInput } from './pool-fight.context.js';
import { actionWord, cap, groupName, nearestEnemy, standingGroups } from './pool-fight.problems.js';
import { burntAwayLines, fireAtTurnStart } from './pool-fight.fire.js';
import { carryCostly } from './pool-fight.powers.js';
import { beginTurn, turnWhy } from './pool-fight.turn.js';
import { declareAttack } from './pool-fight.attacks.js';
import { readiedAgainst, readiedWords } from './pool-fight.ready.js';
import { left, spend } from './pool-fight.roll.js';

export { makeAttack, rollDamage, rollHit } from './pool-fight.attacks.js';
export { lightWeapon } from './pool-fight.fire.js';
export { chooseOrder, rollOrder } from './pool-fight.order.js';
export { usePower } from './pool-fight.powers.js';
export { readyAction, triggerReadied } from './pool-fight.ready.js';
export { giveHelp, rollFix, rollHelp, tryFix } from './pool-fight.support.js';

// ---------------------------------------------------------------------------------------
// Starting the fight

export function createInitialContext(input: PoolFightInput): PoolFightContext {
  return {
    fighters: input.fighters.map((f) => ({
      ...f,
      hp: f.health,
      actions: 0,
      shots: f.weapon.kind === 'gun' ? f.weapon.cart : 0,
      jammed: false,
      weaponAt: null,
      weaponLit: f.weapon.kind === 'melee' && f.weapon.fiery && !f.weapon.unlit ? FIERY_LIT_ROUND : null,
      gearLit: null,
      readied: null,
      casting: null,
      help: [],
    })),
    jamDifficulty: input.jamDifficulty,
    rules: input.rules ?? LEGACY_RULES,
    groups: [PARTY, FOES, ...(input.moreGroups ?? [])],
    order: [],
    round: 0,
    acting: null,
    pending: null,
    contests: [],
    chance: createChance(input.seed, input.rolls ?? []),
    why: [{ text: `Before the fight: the GM puts the groups in order, as the story says, or they roll for it.`, rule: R.order }],
    tally: { attacks: 0, hits: 0, jams: 0, fixTries: 0, taken: input.fighters.map(() => 0) },
    over: false,
    winner: null,
  };
}

// ---------------------------------------------------------------------------------------
// The steps of a turn

export function move(ctx: PoolFightContext, by: number, n: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const at = f.at + n * facing(f.group);
  const fighters = spend(ctx, by, ACTION_COSTS.movement, { at });
  const moved: PoolFightContext = { ...ctx, fighters };
  const was = nearestEnemy(ctx, f);
  const gap = nearestEnemy(moved, fighters[by]!);
  const closer = gap !== undefined && was !== undefined ? gap < was : n > 0;
  const why: Why[] = [
    {
      text: `${f.name} moves ${Math.abs(n)} square${Math.abs(n) === 1 ? '' : 's'} ${closer ? 'closer' : 'back'} (speed ${f.speed}), to square ${at}${gap !== undefined ? `; the nearest enemy is ${away(gap)}` : ''}. Move: 1 action; ${left(fighters[by]!)}.`,
      rule: R.field,
    },
  ];
  const readier = readiedAgainst(moved, by);
  if (readier === undefined) return { ...moved, contests: [], pending: null, why };
  const r = fighters[readier]!;
  const cleared = moved.fighters.map((x, i) => (i === readier ? { ...x, readied: null } : x));
  const { lines, ...rest } = declareAttack(moved, cleared, readier, by, false, true);
  return {
    ...moved,
    ...rest,
    why: [
      ...why,
      { text: `${r.name}'s readied attack goes off: ${f.name} ended a move where ${r.name} can strike.`, rule: R.ready },
      ...lines,
    ],
    tally: { ...ctx.tally, attacks: ctx.tally.attacks + 1 },
  };
}

export function reload(ctx: PoolFightContext, by: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const cart = f.weapon.kind === 'gun' ? f.weapon.cart : 0;
  const fighters = spend(ctx, by, ACTION_COSTS.reloadFirearm, { shots: cart });
  return {
    ...ctx,
    fighters,
    contests: [],
    why: [
      {
        text: `${f.name} reloads the ${f.weapon.label}: ${cart} of ${cart} shots${f.jammed ? ', though it is still jammed' : ''}. Reload: 1 action; ${left(fighters[by]!)}.`,
        rule: R.reload,
      },
    ],
  };
}

export function recoverWeapon(ctx: PoolFightContext, by: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const fighters = spend(ctx, by, ACTION_COSTS.useItem, { weaponAt: null });
  return {
    ...ctx,
    fighters,
    contests: [],
    why: [{ text: `${f.name} picks up the ${f.weapon.label} (Use Item: 1 action; ${left(fighters[by]!)}).`, rule: R.thrown }],
  };
}

export function endTurn(ctx: PoolFightContext): PoolFightContext {
  const group = ctx.acting ?? 'party';
  const { group: next, newRound } = nextGroup(ctx.order, group, (g) => standingGroups(ctx).includes(g));
  const unused = ctx.fighters.filter((f) => f.group === group && f.actions > 0);
  const round = newRound ? ctx.round + 1 : ctx.round;
  const lapses = (f: Fighter) => f.readied !== null && !readiedStands(f.readied.round, round);
  const lapsed = ctx.fighters.filter(lapses);
  const costly = carryCostly(ctx, group);
  const cleared: PoolFightContext = { ...ctx, fighters: costly.fighters.map((f) => (lapses(f) ? { ...f, readied: null } : f)) };
  const why: Why[] = [
    {
      text: `${cap(turnOf(groupName(ctx, group)))} ends${unused.length ? `; ${unused.map((f) => `${f.name}'s ${actionWord(f.actions)}`).join(' and ')} ${unused.length === 1 && unused[0]!.actions === 1 ? 'is' : 'are'} lost` : ''}.`,
      rule: R.turn,
    },
  ];
  why.push(...costly.lines);
  if (lapsed.length)
    why.push({
      text: `The round is over: ${lapsed.map((f) => `${f.name}'s readied ${readiedWords(f, f.readied!.action)}`).join(' and ')} lapse${lapsed.length === 1 ? 's' : ''}.`,
      rule: R.ready,
    });
  if (newRound) why.push(...burntAwayLines(ctx, round));
  why.push(turnWhy(ctx, next, round, newRound));
  const fire = fireAtTurnStart({ ...cleared, ...beginTurn(cleared, next, round), contests: [], pending: null }, next, round);
  return { ...fire.next, why: [...why, ...fire.lines] };
}
