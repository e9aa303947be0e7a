/**
 * The dice-pool fight's attacks, each a pure step: declaring one (its four pools and their
 * reasons), a readied attack going off, the hit roll (and a firearm's jam) and the damage roll
 * (an electric blow's shares, a burning weapon's fire, who falls, who wins).
 */
import { num, type Why } from '../../core/explain.js';
import { jams } from '../firearm.js';
import { electricShare, FIRE_DIE, onTheCircuit } from '../melee.js';
import { beats, damageDealt } from '../pool.js';
import { ACTION_COSTS } from '../turns.js';
import { attackBuild, built, distance, POOL_FIGHT_RULES as R, squares, type Mode } from './pool-fight.rules.js';
import type { Contest, Fighter, PoolFightContext } from './pool-fight.context.js';
import { attackMode, cap, fieryState, standing, sum } from './pool-fight.problems.js';
import { burningRound, hitSetsAlight } from './pool-fight.fire.js';
import { FALLEN, left, roller, shown, spend, withFighter } from './pool-fight.roll.js';
import { settle } from './pool-fight.turn.js';

/** The others on the target's square, of the target's group, standing: they touch the circuit. */
function touchingTarget(ctx: PoolFightContext, a: Fighter, target: number): number[] {
  if (a.weapon.kind !== 'melee' || !a.weapon.electric) return [];
  const t = ctx.fighters[target]!;
  return ctx.fighters.flatMap((f, i) => (i !== target && f.group === t.group && standing(f) && f.at === t.at ? [i] : []));
}

export function declareAttack(
  ctx: PoolFightContext,
  fighters: readonly Fighter[],
  by: number,
  target: number,
  thrown: boolean,
  readied: boolean,
): Pick<PoolFightContext, 'pending' | 'fighters' | 'contests'> & { lines: Why[] } {
  const a = fighters[by]!;
  const t = fighters[target]!;
  const mode = attackMode(a, t, thrown, ctx.round) as Mode;
  const fire = fieryState(a, ctx.round) === 'burning';
  const d = distance(a, t);
  const helpDice = readied ? 0 : sum(a.help.filter((h) => h.target === target).map((h) => h.dice));
  const build = attackBuild(a, t, mode, d, helpDice);
  const touching = touchingTarget({ ...ctx, fighters }, a, target);
  const electric = a.weapon.kind === 'melee' && a.weapon.electric;
  const wielderShares = electric && onTheCircuit([], by, ctx.rules.electricWielder, mode !== 'thrown').includes(by);
  const how =
    mode === 'shot'
      ? `shoots at ${t.name} with the ${a.weapon.label} (${squares(d)}): ${build.band === 'close' ? 'close, so no caliber bonus' : `${build.band} range for a ${a.weapon.kind === 'gun' ? a.weapon.caliber : ''} caliber`}`
      : mode === 'thrown'
        ? `throws the ${a.weapon.label} at ${t.name} (${squares(d)})`
        : `attacks ${t.name} with the ${a.weapon.label} (${squares(d)})`;
  const lines: Why[] = [
    {
      text: `${a.name} ${how}.`,
      rule:
        mode === 'shot'
          ? R.bands
          : mode === 'thrown'
            ? R.thrown
            : a.weapon.kind === 'melee' && a.weapon.reach && d === 2
              ? R.reach
              : R.procedure,
    },
    {
      text: `Base dice ${build.base.text} against ${t.name}'s dodge dice ${build.dodge.text}.`,
      rule: a.weapon.kind === 'gun' ? R.caliber : mode === 'thrown' ? R.thrown : R.weight,
    },
  ];
  if (helpDice > 0) lines.push({ text: `The help is spent on this roll.`, rule: R.helpFight });
  if (fire)
    lines.push({
      text: `The ${a.weapon.label} burns (round ${burningRound(a.weaponLit, ctx.round)} of 2): a hit adds 1d6 of fire, which defense does not reduce.`,
      rule: R.fiery,
    });
  const shotsLeft = a.weapon.kind === 'gun' ? a.shots - 1 : a.shots;
  const updated = fighters.map((f, i) =>
    i === by
      ? {
          ...f,
          shots: shotsLeft,
          help: readied ? f.help : f.help.filter((h) => h.target !== target),
          ...(mode === 'thrown' ? { weaponAt: t.at } : {}),
        }
      : f,
  );
  if (mode === 'shot')
    lines.push({ text: `The shot is spent: ${shotsLeft} of ${a.weapon.kind === 'gun' ? a.weapon.cart : 0} left.`, rule: R.reload });
  return {
    pending: {
      kind: 'attack',
      stage: 'hit',
      by,
      target,
      mode,
      build,
      touching,
      ...(wielderShares ? { wielderShares } : {}),
      fire,
      readied,
    },
    fighters: updated,
    contests: [],
    lines,
  };
}

export function makeAttack(ctx: PoolFightContext, by: number, target: number, thrown: boolean): PoolFightContext {
  const fighters = spend(ctx, by, ACTION_COSTS.attack);
  const { lines, ...rest } = declareAttack(ctx, fighters, by, target, thrown, false);
  lines.push({ text: `Attack: 1 action; ${left(rest.fighters[by]!)}.`, rule: R.actions });
  return { ...ctx, ...rest, why: lines, tally: { ...ctx.tally, attacks: ctx.tally.attacks + 1 } };
}

export function rollHit(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'attack') return ctx;
  const a = ctx.fighters[p.by]!;
  const t = ctx.fighters[p.target]!;
  const r = roller(ctx.chance);
  const mine = r.roll(a.name, 'base dice', p.build.base);
  const theirs = r.roll(t.name, 'dodge dice', p.build.dodge);
  const hit = beats(mine.total, theirs.total);
  const verdict = `${mine.total} against ${theirs.total}: ${hit ? 'a hit' : mine.total === theirs.total ? 'a tie, so a miss' : 'a miss'}`;
  const why: Why[] = [
    { text: `To hit: ${a.name} rolls ${shown(mine)} against ${t.name}'s ${shown(theirs)}. ${cap(verdict)}.`, rule: R.compare },
    ...r.notes(),
  ];
  let fighters = ctx.fighters;
  let jammed = false;
  if (!hit && a.weapon.kind === 'gun' && p.mode === 'shot') {
    jammed = jams(a.weapon.cart, mine.total, theirs.total);
    const cart = a.weapon.cart;
    const rule =
      cart === 8
        ? 'jams on any failed roll'
        : cart === 6
          ? 'jams on a miss by more than 2'
          : cart === 4
            ? 'jams when the roll is at most half the opposing roll'
            : 'cannot jam';
    why.push({ text: `Cart size ${cart} ${rule}: ${jammed ? `the ${a.weapon.label} jams` : 'no jam'}.`, rule: R.jamRule });
    if (jammed) fighters = withFighter(ctx, p.by, { jammed: true });
  }
  if (hit)
    why.push({
      text: `Now the damage dice ${p.build.damage.text} against ${t.name}'s defense dice ${p.build.defense.text}${p.fire ? ', then 1d6 of fire' : ''}.`,
      rule: R.procedure,
    });
  return {
    ...ctx,
    chance: r.chance,
    fighters,
    pending: hit ? { ...p, stage: 'damage' } : null,
    contests: [{ mine, theirs, verdict }],
    why,
    tally: { ...ctx.tally, hits: ctx.tally.hits + (hit ? 1 : 0), jams: ctx.tally.jams + (jammed ? 1 : 0) },
  };
}

export function rollDamage(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'attack') return ctx;
  const a = ctx.fighters[p.by]!;
  const r = roller(ctx.chance);
  const dmg = r.roll(a.name, 'damage dice', p.build.damage);
  const victims = [p.target, ...p.touching, ...(p.wielderShares ? [p.by] : [])];
  const share = electricShare(dmg.total, victims.length);
  const why: Why[] = [];
  if (victims.length > 1) {
    why.push({
      text: `Electric: ${dmg.total} damage shared by the ${victims.length} touching the circuit${p.wielderShares ? `, ${a.name}, who holds it, among them` : ''}, rounded down: ${share} each; each rolls their own defense.`,
      rule: p.wielderShares ? R.electricWielder : R.electric,
    });
  }
  const contests: Contest[] = [...ctx.contests];
  let fighters = ctx.fighters;
  const taken = [...ctx.tally.taken];
  for (const [k, v] of victims.entries()) {
    const t = fighters[v]!;
    const defense = k === 0 ? p.build.defense : attackBuild(a, t, p.mode, distance(a, t)).defense;
    const theirs = r.roll(t.name, 'defense dice', defense);
    const def = theirs;
    // A burning weapon's fire comes after the defense, which does not reduce it (ruling: a fiery weapon in the fight).
    const fire = p.fire && k === 0 ? r.roll(a.name, 'fire', built([FIRE_DIE], '1d6 of fire', [])) : undefined;
    const dealt = damageDealt(share, def.total);
    const burnt = fire?.total ?? 0;
    const hp = t.hp - dealt - burnt;
    const mine = k > 0 ? { ...dmg, what: 'damage share' } : dmg;
    const split = victims.length > 1 ? `${dmg.total} ÷ ${victims.length} = ${share}; ` : '';
    const verdict = `${split}${dealt > 0 ? `${share} − ${def.total} = ${dealt} damage` : `${share} against ${def.total}: no harm`}${fire ? `; + ${burnt} fire = ${dealt + burnt}` : ''}`;
    contests.push({ mine, theirs, ...(fire ? { fire } : {}), verdict });
    why.push({
      text: `Damage${victims.length > 1 ? ` to ${t.name}` : ''}: ${victims.length > 1 ? share : shown(mine)} against ${t.name}'s defense ${shown(theirs)}. ${dealt > 0 ? `${share} − ${def.total} = ${dealt}: ${t.name} takes ${dealt} (health ${num(t.hp - dealt)} of ${t.health}).` : 'The defense holds: no harm.'}`,
      rule: R.compare,
    });
    if (fire) {
      why.push({
        text: `Fire: 1d6 = ${burnt}, not reduced by defense: ${t.name} takes ${burnt} more (health ${num(hp)} of ${t.health}).`,
        rule: R.fiery,
      });
    }
    if (dealt + burnt > 0 && hp <= 0) why.push({ text: `${t.name} is down, out of the fight.`, rule: R.health });
    taken[v] = taken[v]! + dealt + burnt;
    fighters = fighters.map((f, i) => (i === v ? { ...f, hp, ...(hp <= 0 ? FALLEN : {}) } : f));
    if (fire) {
      const alight = hitSetsAlight(fighters, v, ctx.round);
      fighters = alight.fighters;
      why.push(...alight.lines);
    }
  }
  why.push(...r.notes());
  const { over, winner, lines } = settle(ctx, fighters);
  why.push(...lines);
  return {
    ...ctx,
    chance: r.chance,
    fighters,
    pending: null,
    contests,
    why,
    tally: { ...ctx.tally, taken },
    over,
    winner,
  };
}
