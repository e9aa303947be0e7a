/**
 * The dice-pool fight's fire (rulings: a fiery weapon in the fight; fire spreading to wooden
 * things): lighting an unlit fiery weapon (Use Item), a burning weapon's hit setting the
 * target's wooden things alight, fire spreading between wooden things on one square at the
 * start of each group's turn, and burning gear's 1d6 to whoever wears or holds it then. What
 * catches and how long it burns is fire.ts's; this module only plays it in the fight.
 */
import type { Why } from '../../core/explain.js';
import { BURNS_ITS_HOLDER, catchFire, type WoodenThing } from '../fire.js';
import { FIRE_DIE } from '../melee.js';
import { ACTION_COSTS } from '../turns.js';
import { built, POOL_FIGHT_RULES as R, type GroupId } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext } from './pool-fight.context.js';
import { actorProblem, cap, fieryState, gearState, standing } from './pool-fight.problems.js';
import { FALLEN, left, roller, spend } from './pool-fight.roll.js';
import { settle } from './pool-fight.turn.js';

/** Which round of its 2 a thing lit in `litRound` is burning in `round`: 1 or 2. */
export const burningRound = (litRound: number | null, round: number) => Math.max(1, round - (litRound ?? round) + 1);

/** Whether `by` may light their fiery weapon now (Use Item: 1 action), or why not. */
export function lightProblem(ctx: PoolFightContext, by: unknown): string | undefined {
  const problem = actorProblem(ctx, by, ACTION_COSTS.useItem);
  if (problem) return problem;
  const f = ctx.fighters[by as number]!;
  const w = f.weapon;
  if (w.kind !== 'melee' || w.fiery !== true) return `${f.name}'s ${w.label} is not a fiery weapon`;
  if (f.weaponAt !== null) return `the ${w.label} lies on square ${f.weaponAt}: pick it up first`;
  const state = fieryState(f, ctx.round);
  if (state === 'burning') return `the ${w.label} is already alight`;
  if (state === 'burnt away') return `the ${w.label} has burnt away`;
  return undefined;
}

/** Use Item: `by` lights their fiery weapon; this round is its first of 2 burning. */
export function lightWeapon(ctx: PoolFightContext, by: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const fighters = spend(ctx, by, ACTION_COSTS.useItem, { weaponLit: ctx.round });
  return {
    ...ctx,
    fighters,
    contests: [],
    why: [
      {
        text: `${f.name} lights the ${f.weapon.label} (Use Item: 1 action; ${left(fighters[by]!)}). It burns this round and the next, then it is ash.`,
        rule: R.fiery,
      },
    ],
  };
}

/** A fighter's wooden things: the weapon (where it is: in hand or where it was thrown) and the gear. */
function woodenThings(fighters: readonly Fighter[], round: number): { thing: WoodenThing; who: number; what: 'weapon' | 'gear' }[] {
  return fighters.flatMap((f, who) => {
    const out: { thing: WoodenThing; who: number; what: 'weapon' | 'gear' }[] = [];
    const w = f.weapon;
    if (w.kind === 'melee' && (w.fiery === true || w.wooden === true)) {
      const state = fieryState(f, round) ?? 'unlit';
      out.push({
        thing: { owner: who, square: f.weaponAt ?? f.at, burning: state === 'burning', unlit: state === 'unlit' },
        who,
        what: 'weapon',
      });
    }
    const gear = gearState(f, round);
    if (gear !== null)
      out.push({ thing: { owner: who, square: f.at, burning: gear === 'burning', unlit: gear === 'unlit' }, who, what: 'gear' });
    return out;
  });
}

const thingWords = (f: Fighter, what: 'weapon' | 'gear') =>
  what === 'weapon' ? `${f.name}'s ${f.weapon.label}` : `${f.name}'s wooden gear`;

/** Set alight the listed things of `fighters` in `round`. */
function setAlight(fighters: readonly Fighter[], caught: readonly { who: number; what: 'weapon' | 'gear' }[], round: number): Fighter[] {
  return fighters.map((f, i) => {
    const mine = caught.filter((c) => c.who === i);
    if (mine.length === 0) return f;
    return {
      ...f,
      ...(mine.some((c) => c.what === 'weapon') ? { weaponLit: round } : {}),
      ...(mine.some((c) => c.what === 'gear') ? { gearLit: round } : {}),
    };
  });
}

/**
 * Table ruling (fire spreading to wooden things): a hit from a burning weapon touches the target,
 * so their unlit wooden weapon in hand and wooden gear catch.
 */
export function hitSetsAlight(fighters: readonly Fighter[], target: number, round: number): { fighters: Fighter[]; lines: Why[] } {
  const t = fighters[target]!;
  const caught = woodenThings(fighters, round).filter(
    (x) => x.who === target && x.thing.unlit && (x.what === 'gear' || t.weaponAt === null),
  );
  if (caught.length === 0 || !standing(t)) return { fighters: [...fighters], lines: [] };
  return {
    fighters: setAlight(fighters, caught, round),
    lines: [
      {
        text: `The burning blow touches wood: ${caught.map((c) => thingWords(t, c.what)).join(' and ')} catch${caught.length === 1 ? 'es' : ''} fire.`,
        rule: R.fireSpread,
      },
    ],
  };
}

/**
 * The start of `group`'s turn in `round` (ruling: fire spreading to wooden things): fire spreads
 * to unlit wooden things on a square where someone else's burns, then each of the group standing
 * takes 1d6 for burning gear they wear or hold, which defense does not reduce. A fight with no
 * wood in it is left exactly as it was (no roll, no line).
 */
export function fireAtTurnStart(ctx: PoolFightContext, group: GroupId, round: number): { next: PoolFightContext; lines: Why[] } {
  const things = woodenThings(ctx.fighters, round);
  const caught = catchFire(things.map((x) => x.thing)).map((i) => things[i]!);
  let fighters: readonly Fighter[] = setAlight(ctx.fighters, caught, round);
  const why: Why[] = [];
  if (caught.length > 0)
    why.push({
      text: `Fire spreads to wood on the same square: ${caught.map((c) => thingWords(ctx.fighters[c.who]!, c.what)).join(' and ')} catch${caught.length === 1 ? 'es' : ''} fire.`,
      rule: R.fireSpread,
    });
  const burning = fighters.flatMap((f, i) =>
    f.group === group && standing(f) && BURNS_ITS_HOLDER.gear && gearState(f, round) === 'burning' ? [i] : [],
  );
  if (burning.length === 0) return { next: caught.length === 0 ? ctx : { ...ctx, fighters }, lines: why };
  const r = roller(ctx.chance);
  const taken = [...ctx.tally.taken];
  for (const i of burning) {
    const f = fighters[i]!;
    const fire = r.roll(f.name, 'fire', built([FIRE_DIE], '1d6 of fire', []));
    const hp = f.hp - fire.total;
    taken[i] = taken[i]! + fire.total;
    why.push({
      text: `${f.name}'s wooden gear burns (round ${burningRound(f.gearLit, round)} of 2): 1d6 = ${fire.total}, not reduced by defense (health ${Math.max(0, hp)} of ${f.health}).${hp <= 0 ? ` ${f.name} is down, out of the fight.` : ''}`,
      rule: R.fireSpread,
    });
    fighters = fighters.map((x, j) => (j === i ? { ...x, hp, ...(hp <= 0 ? FALLEN : {}) } : x));
  }
  why.push(...r.notes());
  const { over, winner, lines } = settle(ctx, fighters);
  why.push(...lines);
  return { next: { ...ctx, fighters, chance: r.chance, tally: { ...ctx.tally, taken }, over, winner }, lines: why };
}

/** The wooden things that burn away as round `round` begins (burning the round before, ash now). */
export function burntAwayLines(ctx: PoolFightContext, round: number): Why[] {
  const out: Why[] = [];
  for (const f of ctx.fighters) {
    if (fieryState(f, ctx.round) === 'burning' && fieryState(f, round) === 'burnt away')
      out.push({ text: `${f.name}'s ${f.weapon.label} burns away after 2 rounds.`, rule: R.fiery });
    if (gearState(f, ctx.round) === 'burning' && gearState(f, round) === 'burnt away')
      out.push({ text: `${cap(thingWords(f, 'gear'))} burns away after 2 rounds.`, rule: R.fireSpread });
  }
  return out;
}
