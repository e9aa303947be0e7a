/**
 * The dice-pool fight's supporting rolls, each a pure step: Fix Jam (the check, tried as often
 * as it takes) and Help (the helper's roll turned into bonus dice for an ally).
 */
import { fixJamClears } from '../firearm.js';
import { helpBonusDice, HELP_CAP } from '../help.js';
import { WEIGHT_ATTRIBUTE } from '../melee.js';
import { beats, startingPool } from '../pool.js';
import { ACTION_COSTS } from '../turns.js';
import { built, dodgePool, fixPool, POOL_FIGHT_RULES as R, type Built } from './pool-fight.rules.js';
import type { HelpTarget, PoolFightContext } from './pool-fight.context.js';
import { sum } from './pool-fight.problems.js';
import { left, roller, shown, spend, withFighter } from './pool-fight.roll.js';

/** Fix Jam, for 1 action (or none: a readied check going off). */
export function tryFix(ctx: PoolFightContext, by: number, cost: number = ACTION_COSTS.fixJam): PoolFightContext {
  const f = ctx.fighters[by]!;
  const helpDice = sum(f.help.filter((h) => h.target === 'jam').map((h) => h.dice));
  const fighters = spend(ctx, by, cost, { help: f.help.filter((h) => h.target !== 'jam') });
  const mine = fixPool(f, helpDice);
  const theirs = jamDifficulty(ctx);
  return {
    ...ctx,
    fighters,
    pending: { kind: 'fix', by, mine, theirs },
    contests: [],
    why: [
      {
        text: `${f.name} works at the jam (Fix Jam: ${cost === 0 ? 'readied' : `1 action; ${left(fighters[by]!)}`}): ${mine.text} against ${theirs.text}. Tries are not limited.`,
        rule: R.fix,
      },
      ...(helpDice > 0 ? [{ text: 'The help is spent on this check.', rule: R.helpJam }] : []),
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

const jamDifficulty = (ctx: PoolFightContext) => built(ctx.jamDifficulty, 'the difficulty', []);

/**
 * The helper's pool and the one it faces. Table ruling (helping an attack): the helper's bare
 * attribute, the one the ally's attack uses, against the target's dodge dice. Table ruling
 * (helping with a jam): the helper's own Fix Jam skill against the jam's difficulty.
 */
export function helpPools(ctx: PoolFightContext, by: number, ally: number, target: HelpTarget): { mine: Built; theirs: Built } {
  const h = ctx.fighters[by]!;
  const a = ctx.fighters[ally]!;
  if (target === 'jam') return { mine: fixPool(h), theirs: jamDifficulty(ctx) };
  const attribute = a.weapon.kind === 'gun' ? 'agility' : WEIGHT_ATTRIBUTE[a.weapon.weight];
  return { mine: built(startingPool(h[attribute]), `${attribute} ${h[attribute]}`, []), theirs: dodgePool(ctx.fighters[target]!) };
}

export function giveHelp(ctx: PoolFightContext, by: number, ally: number, target: HelpTarget): PoolFightContext {
  const fighters = spend(ctx, by, ACTION_COSTS.help);
  const { mine, theirs } = helpPools(ctx, by, ally, target);
  const h = fighters[by]!;
  const a = fighters[ally]!;
  const against = target === 'jam' ? `with the jam in the ${a.weapon.label}` : `against ${fighters[target]!.name}`;
  const facing = target === 'jam' ? `the jam's difficulty ${theirs.text}` : `${fighters[target]!.name}'s dodge dice ${theirs.text}`;
  return {
    ...ctx,
    fighters,
    pending: { kind: 'help', by, ally, target, mine, theirs },
    contests: [],
    why: [
      {
        text: `${h.name} helps ${a.name} ${against} (Help: 1 action; ${left(h)}): ${mine.text} against ${facing}.`,
        rule: target === 'jam' ? R.helpJam : R.helpFight,
      },
    ],
  };
}

export function rollHelp(ctx: PoolFightContext): PoolFightContext {
  const p = ctx.pending;
  if (p?.kind !== 'help') return ctx;
  const h = ctx.fighters[p.by]!;
  const a = ctx.fighters[p.ally]!;
  const r = roller(ctx.chance);
  const mine = r.roll(h.name, 'help roll', p.mine);
  const theirs =
    p.target === 'jam' ? r.roll('The jam', 'difficulty', p.theirs) : r.roll(ctx.fighters[p.target]!.name, 'dodge dice', p.theirs);
  const next = p.target === 'jam' ? 'next Fix Jam check' : `next hit roll against ${ctx.fighters[p.target]!.name}`;
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
        text: `Help: ${shown(mine)} against ${shown(theirs)}, ${reason}${dice ? `, added to ${a.name}'s ${next} this turn` : ''}.`,
        rule: R.help,
      },
      ...r.notes(),
    ],
  };
}
