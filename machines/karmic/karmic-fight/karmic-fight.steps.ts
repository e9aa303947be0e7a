/**
 * A whole fight's own steps, each a pure function of the context: the glue between the
 * procedures it plays (karmic-fight.children.ts). Who looks out, who shoots at whom, how far the
 * foes close, who meets whom at melee, what a finished procedure did to the roster, the end.
 */
import type { Why } from '../../core/explain.js';
import { play } from '../../core/compose.js';
import { randomInt, seedRandom } from '../../core/random.js';
import {
  boutDone,
  duel,
  lookoutCheck,
  lookoutSucceeded,
  meleeResult,
  playingOf,
  several,
  shotAt,
  shotResult,
} from './karmic-fight.children.js';
import type { Bout, KarmicFightContext, KarmicFightEvent, KarmicFightInput, Team } from './karmic-fight.context.js';
import { CLOSING_PACE, KARMIC_FIGHT_RULES as RULES, LATE_SIGHT, MELEE_DISTANCE, MOST_FOES } from './karmic-fight.rules.js';

const SEED_MAX = 2 ** 31 - 1;

/** The next child's seed, from the fight's own generator. */
function nextSeed(ctx: KarmicFightContext): [number, KarmicFightContext] {
  const [seed, random] = randomInt(ctx.random, 1, SEED_MAX);
  return [seed, { ...ctx, random }];
}

const nameOf = (ctx: KarmicFightContext, i: number) => ctx.roster[i]!.fighter.name;

/** Roster indices of a side's fighters still in the fight, in roster order. */
export function standing(ctx: Pick<KarmicFightContext, 'roster' | 'out'>, team: Team): number[] {
  return ctx.roster.flatMap((m, i) => (m.team === team && !ctx.out[i] ? [i] : []));
}

/** The fight begins with the first player character's lookout check. */
export function createInitialContext(input: KarmicFightInput): KarmicFightContext {
  const base: KarmicFightContext = {
    roster: input.roster,
    damage: input.roster.map(() => 0),
    out: input.roster.map(() => false),
    random: seedRandom(input.seed),
    distance: input.distance,
    spotted: undefined,
    turn: 0,
    shots: 0,
    fights: 0,
    bout: undefined,
    ended: undefined,
    narration: [],
  };
  const lookout = standing(base, 'party')[0]!;
  const [seed, ctx] = nextSeed(base);
  return {
    ...ctx,
    bout: lookoutCheck(ctx, lookout, seed),
    narration: [
      {
        text: `${input.roster.filter((m) => m.team === 'foes').length} foes are somewhere ${input.distance} yards off. ${nameOf(ctx, lookout)} keeps watch: an awareness check decides whether the party sees them coming.`,
        rule: RULES.lookout,
      },
    ],
  };
}

/** Does the procedure inside take this move now? */
export function playProblem(ctx: KarmicFightContext, event: Extract<KarmicFightEvent, { type: 'PLAY' }>): string | undefined {
  if (!ctx.bout || boutDone(ctx.bout)) return 'no procedure is being played';
  return play(playingOf(ctx.bout), event.event as never) ? undefined : 'the procedure does not take that move now';
}

/** A move of the procedure inside; once it finishes, what it did lands on the roster. */
export function playStep(ctx: KarmicFightContext, event: Extract<KarmicFightEvent, { type: 'PLAY' }>): KarmicFightContext {
  const next = play(playingOf(ctx.bout!), event.event as never)!;
  const bout: Bout = { ...ctx.bout!, snapshot: next.snapshot };
  const moved = { ...ctx, bout };
  return boutDone(bout) ? finish(moved, bout) : moved;
}

/** What a finished check, shot or melee did: the roster's damage, who is out, how near the foes are. */
function finish(ctx: KarmicFightContext, bout: Bout): KarmicFightContext {
  if (bout.kind === 'check') {
    const spotted = lookoutSucceeded(bout);
    return {
      ...ctx,
      spotted,
      distance: spotted ? ctx.distance : Math.min(ctx.distance, LATE_SIGHT),
      narration: [
        spotted
          ? {
              text: `${nameOf(ctx, bout.party)} sees them coming at ${ctx.distance} yards: the shooters may loose while they close.`,
              rule: RULES.lookout,
            }
          : {
              text: `${nameOf(ctx, bout.party)} misses them: the foes are on the party before a shot is loosed, and try to take it by surprise.`,
              rule: RULES.lookout,
            },
      ],
    };
  }
  if (bout.kind === 'shot') {
    const { damage, turns } = shotResult(bout);
    const foe = bout.foes[0]!;
    const hurt = wound(ctx, foe, damage);
    const distance = Math.max(0, ctx.distance - CLOSING_PACE * turns);
    const said: Why[] = [
      {
        text: `${damage > 0 ? `${nameOf(ctx, foe)} takes ${damage} damage${hurt.out[foe] ? ' and is out of the fight' : ''}.` : `${nameOf(ctx, foe)} is unhurt.`} The shot took ${turns} turn${turns === 1 ? '' : 's'}: the foes close to ${distance} yards.`,
        rule: RULES.closing,
      },
    ];
    return settle({ ...hurt, distance, turn: ctx.turn + turns, shots: ctx.shots + 1, narration: said });
  }
  const { damage, leaves } = meleeResult(bout);
  let after: KarmicFightContext = { ...ctx, fights: ctx.fights + 1 };
  for (const [i, d] of damage) after = wound(after, i, d);
  const out = after.out.map((o, i) => o || leaves.includes(i));
  const gone = [bout.party, ...bout.foes].filter((i) => out[i]).map((i) => nameOf(ctx, i));
  return settle({
    ...after,
    out,
    narration: [{ text: gone.length ? `Out of the fight: ${gone.join(', ')}.` : 'Nobody is out yet.', rule: RULES.end }],
  });
}

/** Damage lands on the roster; a fighter whose damage reaches his hit points is out. */
function wound(ctx: KarmicFightContext, i: number, damage: number): KarmicFightContext {
  const total = ctx.damage[i]! + damage;
  return {
    ...ctx,
    damage: ctx.damage.map((d, k) => (k === i ? total : d)),
    out: ctx.out.map((o, k) => o || (k === i && total >= ctx.roster[i]!.fighter.hitPoints)),
  };
}

/** A side with nobody standing has lost. */
function settle(ctx: KarmicFightContext): KarmicFightContext {
  const party = standing(ctx, 'party').length;
  const foes = standing(ctx, 'foes').length;
  if (party > 0 && foes > 0) return ctx;
  const winner: Team = party > 0 ? 'party' : 'foes';
  return {
    ...ctx,
    ended: { winner, how: 'down' },
    narration: [...ctx.narration, { text: `${winner === 'party' ? 'The party' : 'The foes'} carry the day.`, rule: RULES.end }],
  };
}

/** The next shooter in roster order who can reach the foes, if the foes are still far enough. */
function nextShooter(ctx: KarmicFightContext): number | undefined {
  if (!ctx.spotted || ctx.distance <= MELEE_DISTANCE) return undefined;
  const shooters = standing(ctx, 'party').filter((i) => (ctx.roster[i]!.shoot?.weapon.range ?? 0) >= ctx.distance);
  return shooters.length ? shooters[ctx.shots % shooters.length] : undefined;
}

/**
 * Table ruling "Who meets whom": foes spread over the standing characters in roster order,
 * starting from the next character in turn; that character's fight comes first.
 */
export function pairing(ctx: KarmicFightContext): { pc: number; foes: number[] } {
  const all = standing(ctx, 'party');
  const from = ctx.fights % all.length;
  const pcs = [...all.slice(from), ...all.slice(0, from)];
  const foes = standing(ctx, 'foes').filter((_, k) => k % pcs.length === 0);
  return { pc: pcs[0]!, foes: foes.slice(0, MOST_FOES) };
}

/** Going on: the next shot while the foes are far, else the next melee fight. */
export function nextStep(ctx: KarmicFightContext): KarmicFightContext {
  const [seed, c] = nextSeed(ctx);
  const shooter = nextShooter(c);
  if (shooter !== undefined) {
    const foe = standing(c, 'foes')[0]!;
    return {
      ...c,
      bout: shotAt(c, shooter, foe, seed),
      narration: [{ text: `${nameOf(c, shooter)} shoots at ${nameOf(c, foe)}, ${c.distance} yards off.`, rule: RULES.closing }],
    };
  }
  const { pc, foes } = pairing(c);
  const first = c.fights === 0;
  const opening = first && foes.length === 1 ? ({ kind: c.spotted ? 'charge' : 'surprise', side: 1 } as const) : undefined;
  const bout = foes.length === 1 ? duel(c, pc, foes[0]!, seed, opening) : several(c, pc, foes, seed);
  const who = foes.map((i) => nameOf(c, i)).join(' and ');
  return {
    ...c,
    distance: 0,
    bout,
    narration: [
      {
        text: `${who} ${foes.length === 1 ? 'meets' : 'meet'} ${nameOf(c, pc)}${opening ? ` with a ${opening.kind}` : ''}: ${foes.length === 1 ? 'a register duel' : 'one against several'}.`,
        rule: foes.length === 1 ? RULES.duel : RULES.meeting,
      },
    ],
  };
}

/** A side yields: the other carries the day. */
export function yieldStep(ctx: KarmicFightContext, team: Team): KarmicFightContext {
  const winner: Team = team === 'party' ? 'foes' : 'party';
  return {
    ...ctx,
    ended: { winner, how: 'yielded' },
    narration: [{ text: `${team === 'party' ? 'The party yields' : 'The foes yield'}: the fight is over.`, rule: RULES.end }],
  };
}
