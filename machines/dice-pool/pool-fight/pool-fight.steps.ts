/**
 * The dice-pool fight's steps, each a pure function of the context: the order of the groups,
 * then each action and each roll (the pools built by pool-fight.rules.ts, rolled from the seeded
 * chance in context, compared and explained), and the end of a group's turn. Whether a step
 * may be taken is pool-fight.problems.ts's to say.
 */
import { num, type Why } from '../../core/explain.js';
import { createChance, randomInt, type Chance } from '../../core/random.js';
import { fixJamClears, jams } from '../firearm.js';
import { helpBonusDice, HELP_CAP } from '../help.js';
import { electricShare, FIRE_DIE, WEIGHT_ATTRIBUTE } from '../melee.js';
import { beats, damageDealt, startingPool } from '../pool.js';
import { ACTION_COSTS, ACTIONS_PER_TURN } from '../turns.js';
import {
  attackBuild,
  built,
  distance,
  dodgePool,
  fixPool,
  GROUP_NAME,
  GROUP_TURN,
  POOL_FIGHT_RULES as R,
  squares,
  away,
  type Built,
  type GroupId,
  type Mode,
} from './pool-fight.rules.js';
import type { Contest, Fighter, PoolFightContext, PoolFightInput, Rolled } from './pool-fight.context.js';
import { actionWord, attackMode, cap, fieryState, nearestEnemy, other, standing, sum } from './pool-fight.problems.js';

// ---------------------------------------------------------------------------------------
// Small helpers

function withFighter(ctx: PoolFightContext, i: number, change: Partial<Fighter>): readonly Fighter[] {
  return ctx.fighters.map((f, j) => (j === i ? { ...f, ...change } : f));
}

/**
 * Roll a die: a queued fixed roll first, if it is a face of this die. A fixed roll that is
 * not (a 9 queued for a d6) drops the rest of the queue, and the seed rolls on; `note`
 * says so, so the table is never stuck on a list that does not fit its dice.
 */
function rollOne(chance: Chance, sides: number, notes: string[]): [number, Chance] {
  const [head, ...rest] = chance.fixedRolls;
  if (head !== undefined) {
    if (Number.isInteger(head) && head >= 1 && head <= sides) return [head, { random: chance.random, fixedRolls: rest }];
    notes.push(`The fixed roll ${head} is not a face of a d${sides}: the rest of the fixed rolls are set aside and the seed rolls on.`);
  }
  const [value, random] = randomInt(chance.random, 1, sides);
  return [value, { random, fixedRolls: [] }];
}

/**
 * Rolls pools one after another from `chance`: each side as the table sees it, the chance
 * left after them, and a note for any fixed roll set aside.
 */
function roller(chance: Chance) {
  const notes: string[] = [];
  let next = chance;
  return {
    roll(who: string, what: string, b: Built): Rolled {
      const faces = b.pool.map((sides) => {
        let face: number;
        [face, next] = rollOne(next, sides, notes);
        return face;
      });
      return { who, what, pool: b.pool, faces, total: sum(faces) };
    },
    get chance() {
      return next;
    },
    notes: (): Why[] => notes.map((text) => ({ text })),
  };
}

const shown = (r: Rolled) => (r.faces.length > 1 ? `${r.faces.join(' + ')} = ${r.total}` : `${r.total}`);

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
      readied: null,
      help: [],
    })),
    jamDifficulty: input.jamDifficulty,
    first: null,
    round: 0,
    acting: null,
    pending: null,
    contests: [],
    chance: createChance(input.seed, input.rolls ?? []),
    why: [{ text: `Before the fight: the GM puts the groups in order, as the story says, or they roll for it.`, rule: R.order }],
    tally: { attacks: 0, hits: 0, jams: 0, fixTries: 0, taken: input.fighters.map(() => 0) },
    winner: null,
  };
}

/** A group's turn begins: each of its standing fighters has 2 actions; nobody else has any. */
function beginTurn(ctx: PoolFightContext, group: GroupId, round: number): Pick<PoolFightContext, 'fighters' | 'acting' | 'round'> {
  return {
    acting: group,
    round,
    fighters: ctx.fighters.map((f) => ({ ...f, actions: f.group === group && standing(f) ? ACTIONS_PER_TURN : 0, help: [] })),
  };
}

function turnWhy(group: GroupId, round: number, newRound: boolean): Why {
  return {
    text: `${newRound ? `Round ${round}. ` : ''}${cap(GROUP_TURN[group])}: each of them standing has ${ACTIONS_PER_TURN} actions, to spend in any order.`,
    rule: R.turn,
  };
}

export function chooseOrder(ctx: PoolFightContext, first: GroupId): PoolFightContext {
  return {
    ...ctx,
    first,
    ...beginTurn(ctx, first, 1),
    contests: [],
    why: [{ text: `The GM sends ${GROUP_NAME[first]} first; ${GROUP_NAME[other(first)]} follow.`, rule: R.order }, turnWhy(first, 1, true)],
  };
}

/** Table ruling: each group rolls 1d6, higher first; tied groups roll again. */
export function rollOrder(ctx: PoolFightContext): PoolFightContext {
  const r = roller(ctx.chance);
  const contests: Contest[] = [];
  const d6 = built([6], '1d6 for the group', []);
  for (;;) {
    const mine = r.roll('The party', 'a d6', d6);
    const theirs = r.roll('The foes', 'a d6', d6);
    const [p, f] = [mine.total, theirs.total];
    const first: GroupId = p > f ? 'party' : 'foes';
    contests.push({ mine, theirs, verdict: `${p} against ${f}: ${p === f ? 'a tie, roll again' : `${GROUP_NAME[first]} first`}` });
    if (p !== f) {
      const ties = contests.length - 1;
      return {
        ...ctx,
        chance: r.chance,
        first,
        ...beginTurn(ctx, first, 1),
        contests,
        why: [
          {
            text: `Rolled for the order: ${ties ? `${ties === 1 ? 'a tie' : `${ties} ties`}, rolled again; then ` : ''}the party ${p}, the foes ${f}: ${GROUP_NAME[first]} go first.`,
            rule: R.orderRoll,
          },
          ...r.notes(),
          turnWhy(first, 1, true),
        ],
      };
    }
  }
}

// ---------------------------------------------------------------------------------------
// The steps

function spend(ctx: PoolFightContext, by: number, cost: number, change: Partial<Fighter> = {}): readonly Fighter[] {
  const f = ctx.fighters[by]!;
  return withFighter(ctx, by, { actions: f.actions - cost, ...change });
}

const left = (f: Fighter) => `${actionWord(f.actions)} left`;

/** The others on the target's square, of the target's group, standing: they touch the circuit. */
function touchingTarget(ctx: PoolFightContext, a: Fighter, target: number): number[] {
  if (a.weapon.kind !== 'melee' || !a.weapon.electric) return [];
  const t = ctx.fighters[target]!;
  return ctx.fighters.flatMap((f, i) => (i !== target && f.group === t.group && standing(f) && f.at === t.at ? [i] : []));
}

function declareAttack(
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
      text: `The ${a.weapon.label} burns (round ${ctx.round} of 2): a hit adds 1d6 of fire, which defense does not reduce.`,
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
    pending: { kind: 'attack', stage: 'hit', by, target, mode, build, touching, fire, readied },
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

/** The readied fighter who can attack `mover` where it now stands, if any (the first in order). */
export function readiedAgainst(ctx: PoolFightContext, mover: number): number | undefined {
  const m = ctx.fighters[mover]!;
  const i = ctx.fighters.findIndex((f) => {
    if (f.group === m.group || !standing(f) || f.readied !== ctx.round) return false;
    const mode = attackMode(f, m, false, ctx.round);
    return mode === 'melee' || mode === 'shot';
  });
  return i < 0 ? undefined : i;
}

export function move(ctx: PoolFightContext, by: number, n: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const at = f.at + (f.group === 'party' ? n : -n);
  const fighters = spend(ctx, by, ACTION_COSTS.movement, { at });
  const moved: PoolFightContext = { ...ctx, fighters };
  const gap = nearestEnemy(moved, fighters[by]!);
  const why: Why[] = [
    {
      text: `${f.name} moves ${Math.abs(n)} square${Math.abs(n) === 1 ? '' : 's'} ${n > 0 ? 'closer' : 'back'} (speed ${f.speed}), to square ${at}${gap !== undefined ? `; the nearest enemy is ${away(gap)}` : ''}. Move: 1 action; ${left(fighters[by]!)}.`,
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

/** The group left with no one standing, if any. */
function beaten(fighters: readonly Fighter[]): GroupId | undefined {
  return (['party', 'foes'] as const).find((g) => !fighters.some((f) => f.group === g && standing(f)));
}

export function rollDamage(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'attack') return ctx;
  const a = ctx.fighters[p.by]!;
  const r = roller(ctx.chance);
  const dmg = r.roll(a.name, 'damage dice', p.build.damage);
  const victims = [p.target, ...p.touching];
  const share = electricShare(dmg.total, victims.length);
  const why: Why[] = [];
  if (victims.length > 1) {
    why.push({
      text: `Electric: ${dmg.total} damage shared by the ${victims.length} touching the circuit, rounded down: ${share} each; each rolls their own defense.`,
      rule: R.electric,
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
    fighters = fighters.map((f, i) => (i === v ? { ...f, hp, ...(hp <= 0 ? { actions: 0, readied: null } : {}) } : f));
  }
  why.push(...r.notes());
  const loser = beaten(fighters);
  if (loser)
    why.push({ text: `${cap(GROUP_NAME[loser])} have no one standing: ${GROUP_NAME[other(loser)]} win the fight.`, rule: R.health });
  return {
    ...ctx,
    chance: r.chance,
    fighters,
    pending: null,
    contests,
    why,
    tally: { ...ctx.tally, taken },
    winner: loser ? other(loser) : null,
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

export function tryFix(ctx: PoolFightContext, by: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const fighters = spend(ctx, by, ACTION_COSTS.fixJam);
  const mine = fixPool(f);
  const theirs = built(ctx.jamDifficulty, 'the difficulty', []);
  return {
    ...ctx,
    fighters,
    pending: { kind: 'fix', by, mine, theirs },
    contests: [],
    why: [
      {
        text: `${f.name} works at the jam (Fix Jam: 1 action; ${left(fighters[by]!)}): ${mine.text} against ${theirs.text}. Tries are not limited.`,
        rule: R.fix,
      },
    ],
    tally: { ...ctx.tally, fixTries: ctx.tally.fixTries + 1 },
  };
}

export function rollFix(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'fix') return ctx;
  const f = ctx.fighters[p.by]!;
  const r = roller(ctx.chance);
  const mine = r.roll(f.name, 'skill', p.mine);
  const theirs = r.roll('The jam', 'difficulty', p.theirs);
  const cleared = fixJamClears(mine, p.mine.pool, theirs.total);
  const top = cleared && !beats(mine.total, theirs.total);
  return {
    ...ctx,
    chance: r.chance,
    pending: null,
    fighters: cleared ? withFighter(ctx, p.by, { jammed: false }) : ctx.fighters,
    contests: [{ mine, theirs, verdict: `${mine.total} against ${theirs.total}: ${cleared ? 'cleared' : 'still jammed'}` }],
    why: [
      {
        text: `Fix Jam: ${shown(mine)} against ${shown(theirs)}. ${cleared ? (top ? 'Every die shows its top face, which clears any jam, however hard: cleared.' : `${mine.total} beats ${theirs.total}: cleared.`) : `Not higher: still jammed. ${f.name} may try again, for another action, as often as it takes.`}`,
        rule: R.fix,
      },
      ...r.notes(),
    ],
  };
}

/** Table ruling (helping an attack): the helper's bare attribute, the one the ally's attack uses. */
export function helpPools(ctx: PoolFightContext, by: number, ally: number, target: number): { mine: Built; theirs: Built } {
  const h = ctx.fighters[by]!;
  const a = ctx.fighters[ally]!;
  const attribute = a.weapon.kind === 'gun' ? 'agility' : WEIGHT_ATTRIBUTE[a.weapon.weight];
  return { mine: built(startingPool(h[attribute]), `${attribute} ${h[attribute]}`, []), theirs: dodgePool(ctx.fighters[target]!) };
}

export function giveHelp(ctx: PoolFightContext, by: number, ally: number, target: number): PoolFightContext {
  const fighters = spend(ctx, by, ACTION_COSTS.help);
  const { mine, theirs } = helpPools(ctx, by, ally, target);
  const h = fighters[by]!;
  const a = fighters[ally]!;
  const t = fighters[target]!;
  return {
    ...ctx,
    fighters,
    pending: { kind: 'help', by, ally, target, mine, theirs },
    contests: [],
    why: [
      {
        text: `${h.name} helps ${a.name} against ${t.name} (Help: 1 action; ${left(h)}): ${mine.text} against ${t.name}'s dodge dice ${theirs.text}.`,
        rule: R.helpFight,
      },
    ],
  };
}

export function rollHelp(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'help') return ctx;
  const h = ctx.fighters[p.by]!;
  const a = ctx.fighters[p.ally]!;
  const t = ctx.fighters[p.target]!;
  const r = roller(ctx.chance);
  const mine = r.roll(h.name, 'help roll', p.mine);
  const theirs = r.roll(t.name, 'dodge dice', p.theirs);
  const dice = helpBonusDice(mine.total, theirs.total);
  const times = theirs.total > 0 ? Math.floor(mine.total / theirs.total) : 0;
  const reason =
    dice === 0
      ? `${mine.total === theirs.total ? 'a tie' : 'lower'}: no bonus`
      : dice === 1
        ? 'higher, short of twice: +1d6'
        : `at least ${times > HELP_CAP ? `${HELP_CAP} times (the most the table gives)` : `${dice} times`} as high: +${dice}d6`;
  return {
    ...ctx,
    chance: r.chance,
    fighters: dice > 0 ? withFighter(ctx, p.ally, { help: [...a.help, { target: p.target, dice }] }) : ctx.fighters,
    pending: null,
    contests: [{ mine, theirs, verdict: `${mine.total} against ${theirs.total}: ${reason}` }],
    why: [
      {
        text: `Help: ${shown(mine)} against ${shown(theirs)}, ${reason}${dice ? `, added to ${a.name}'s next hit roll against ${t.name} this turn` : ''}.`,
        rule: R.help,
      },
      ...r.notes(),
    ],
  };
}

export function readyAttack(ctx: PoolFightContext, by: number): PoolFightContext {
  const f = ctx.fighters[by]!;
  const fighters = spend(ctx, by, ACTION_COSTS.readyAction, { readied: ctx.round });
  const last = ctx.first !== null && ctx.acting !== ctx.first;
  return {
    ...ctx,
    fighters,
    contests: [],
    why: [
      {
        text: `${f.name} readies an attack (Ready Action: 2 actions): it goes off if an enemy ends a move where ${f.name} can attack it, before this round ends.${last ? ' No other group acts later this round, so it will lapse.' : ''}`,
        rule: R.ready,
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
  const next = other(group);
  const newRound = next === ctx.first;
  const round = newRound ? ctx.round + 1 : ctx.round;
  const unused = ctx.fighters.filter((f) => f.group === group && f.actions > 0);
  const lapsed = newRound ? ctx.fighters.filter((f) => f.readied !== null) : [];
  const cleared: PoolFightContext = { ...ctx, fighters: ctx.fighters.map((f) => (newRound ? { ...f, readied: null } : f)) };
  const why: Why[] = [
    {
      text: `${cap(GROUP_TURN[group])} ends${unused.length ? `; ${unused.map((f) => `${f.name}'s ${actionWord(f.actions)}`).join(' and ')} ${unused.length === 1 && unused[0]!.actions === 1 ? 'is' : 'are'} lost` : ''}.`,
      rule: R.turn,
    },
  ];
  if (lapsed.length)
    why.push({
      text: `The round is over: ${lapsed.map((f) => `${f.name}'s readied attack`).join(' and ')} lapse${lapsed.length === 1 ? 's' : ''}.`,
      rule: R.ready,
    });
  const burntAway = newRound
    ? ctx.fighters.filter((f) => fieryState(f, ctx.round) === 'burning' && fieryState(f, round) === 'burnt away')
    : [];
  for (const f of burntAway) why.push({ text: `${f.name}'s ${f.weapon.label} burns away after 2 rounds.`, rule: R.fiery });
  why.push(turnWhy(next, round, newRound));
  return { ...cleared, ...beginTurn(cleared, next, round), contests: [], pending: null, why };
}
