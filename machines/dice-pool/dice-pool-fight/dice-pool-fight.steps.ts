/**
 * A whole fight's own steps, each a pure function of the context: start the dice-pool fight it
 * plays, pass it a reader's event (refusing one aimed at an ally), take stock at a round's end,
 * begin the next, yield, and settle the end. Every roll and action is the played fight's.
 */
import { begin, contextOf, isOver, play, type Playing } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import { randomInt, seedRandom } from '../../core/random.js';
import { poolFight, type PoolFightContext, type PoolFightEvent } from '../pool-fight/index.js';
import type { DicePoolFightContext, DicePoolFightInput } from './dice-pool-fight.context.js';
import { DICE_POOL_FIGHT_RULES as R, other, SIDE_NAME, SIDES, type Side } from './dice-pool-fight.rules.js';

type PoolFightMachine = (typeof poolFight)['machine'];

/** The played fight, as compose.ts steps it. */
export const playing = (c: Pick<DicePoolFightContext, 'fight'>): Playing<PoolFightMachine> => ({ procedure: poolFight, snapshot: c.fight });
export const fightOf = (c: Pick<DicePoolFightContext, 'fight'>): PoolFightContext => contextOf(playing(c));

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const healthOf = (f: PoolFightContext) => f.fighters.map((x) => x.hp);

/** The side fighter `i` fights on. */
export const sideOf = (c: Pick<DicePoolFightContext, 'fight' | 'sides'>, i: number): Side =>
  c.sides[fightOf(c).fighters[i]!.group] ?? 'foes';

/** How many of a side are still standing. */
export const standingOn = (c: Pick<DicePoolFightContext, 'fight' | 'sides'>, side: Side): number =>
  fightOf(c).fighters.filter((f, i) => f.hp > 0 && sideOf(c, i) === side).length;

export function createInitialContext(input: DicePoolFightInput): DicePoolFightContext {
  const [seed, random] = randomInt(seedRandom(input.seed), 0, 2_147_483_647);
  const fight = begin(poolFight, { ...input.fight, seed }).snapshot;
  const sides: Record<string, Side> = { party: 'party', foes: 'foes' };
  for (const [k, g] of (input.fight.moreGroups ?? []).entries()) sides[g.id] = input.moreSides[k] ?? 'foes';
  const c = { fight, sides };
  const allies = (input.fight.moreGroups ?? []).map((g, k) => `${g.name} stand with ${SIDE_NAME[input.moreSides[k] ?? 'foes']}`);
  return {
    random,
    sides,
    fight,
    round: 1,
    roundStart: healthOf(fightOf(c)),
    quiet: 0,
    yielded: null,
    winner: null,
    why: [
      {
        text: `${standingOn(c, 'party')} of the party against ${standingOn(c, 'foes')} foes${allies.length ? `; ${allies.join(', ')}` : ''}.`,
        rule: R.roster,
      },
      ...fightOf(c).why,
    ],
  };
}

/** The enemy a played event aims at (an attack, a help against, a readied attack), if any. */
function aimedAt(e: PoolFightEvent): { by: number; target: number } | undefined {
  if ((e.type === 'attack.made' || e.type === 'help.given' || e.type === 'readied.triggered') && e.target !== undefined)
    return { by: e.type === 'help.given' ? e.ally : e.by, target: e.target };
  return undefined;
}

/** Why the played fight may not take `event` now, or undefined when it may. */
export function playProblem(c: DicePoolFightContext, event: PoolFightEvent): string | undefined {
  const aim = aimedAt(event);
  const names = fightOf(c).fighters;
  if (aim && sideOf(c, aim.by) === sideOf(c, aim.target))
    return `${names[aim.target]!.name} fights on ${names[aim.by]!.name}'s side: allies do not attack each other`;
  const next = play(playing(c), event);
  if (!next) return 'the fight does not take that now';
  const p = contextOf(next).pending;
  if (p?.kind === 'attack' && sideOf(c, p.by) === sideOf(c, p.target))
    return `it would set off ${names[p.by]!.name}'s readied attack on an ally`;
  return undefined;
}

/** The played fight after `event` (checked by playProblem first); its reasons are the step's. */
export function playStep(c: DicePoolFightContext, event: PoolFightEvent): DicePoolFightContext {
  const next = play(playing(c), event)!;
  return { ...c, fight: next.snapshot, why: contextOf(next).why };
}

/** One side has no one standing, or the played fight is over by its own rule. */
export const fightDone = (c: DicePoolFightContext): boolean => isOver(playing(c)) || SIDES.some((s) => standingOn(c, s) === 0);

/** The played fight has gone on into a round the table has not yet taken stock of. */
export const roundTurned = (c: DicePoolFightContext): boolean => fightOf(c).round > c.round;

/** Was anyone hurt since the round began? */
export const hurtThisRound = (c: DicePoolFightContext): boolean => healthOf(fightOf(c)).some((hp, i) => hp < (c.roundStart[i] ?? hp));

/** Who lost what this round, in words ("Mara 3, Knife down"), or ''. */
function roundCost(c: DicePoolFightContext): string {
  const f = fightOf(c).fighters;
  return f
    .flatMap((x, i) => {
      const lost = (c.roundStart[i] ?? x.hp) - x.hp;
      return lost > 0 ? [x.hp > 0 ? `${x.name} lost ${lost}` : `${x.name} fell`] : [];
    })
    .join(', ');
}

/** A round is over: the table takes stock (the played fight's reasons first). */
export function takeStock(c: DicePoolFightContext): DicePoolFightContext {
  const cost = roundCost(c);
  const line: Why = {
    text: `Round ${c.round} is over: ${cost || 'no one was hurt'}. Still standing: ${standingOn(c, 'party')} of the party, ${standingOn(c, 'foes')} of the foes; health, shots and jams carry over.`,
    rule: R.round,
  };
  return { ...c, why: [...c.why, line] };
}

/** The next round begins, where the played fight already stands. */
export function beginRound(c: DicePoolFightContext): DicePoolFightContext {
  const f = fightOf(c);
  return {
    ...c,
    quiet: hurtThisRound(c) ? 0 : c.quiet + 1,
    round: f.round,
    roundStart: healthOf(f),
    why: [{ text: `Round ${f.round} begins, in the same order as before.`, rule: R.order }],
  };
}

/** The side whose group is acting now, between rolls; undefined at any other moment. */
export function actingSide(c: DicePoolFightContext): Side | undefined {
  const f = fightOf(c);
  return f.acting === null || f.pending !== null ? undefined : (c.sides[f.acting] ?? undefined);
}

/** `side` gives up: the other side wins. */
export function yieldSide(c: DicePoolFightContext, side: Side): DicePoolFightContext {
  return {
    ...c,
    yielded: side,
    winner: other(side),
    why: [{ text: `${cap(SIDE_NAME[side])} yield: ${SIDE_NAME[other(side)]} win the fight.`, rule: R.end }],
  };
}

/** The end by the dice: the side left standing wins (neither: no one does). */
export function settle(c: DicePoolFightContext): DicePoolFightContext {
  const up = SIDES.filter((s) => standingOn(c, s) > 0);
  const winner = up.length === 1 ? up[0]! : null;
  const line: Why = {
    text: winner
      ? `${cap(SIDE_NAME[other(winner)])} have no one standing: ${SIDE_NAME[winner]} win.`
      : 'No one is left standing on either side.',
    rule: R.end,
  };
  // The played fight that ended by its own rule has said so already.
  return { ...c, winner, why: isOver(playing(c)) ? c.why : [...c.why, line] };
}
