/**
 * A whole fight's glue, each a pure function of the context: which child procedure to start
 * with which input, what a finished child did to the roster, the next round, the end. Every
 * rule is the children's: the combat round plays the turns (and its own round's end where
 * water counts, and downtime), the fire map plays the fire's round. Each child's seed is drawn
 * from the fight's own generator, so the fight's record (its input and events) replays exactly.
 */
import { begin, contextOf, isOver, play } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import { createChance, randomInt, type Chance } from '../../core/random.js';
import { areaById, type Creature, type FireMap } from '../area-map.js';
import { combatRound } from '../combat-round/index.js';
import { fireMap } from '../fire-map/index.js';
import { LADY_LUCK_FIGHT_RULES as R } from './lady-luck-fight.rules.js';
import type {
  CombatPlaying,
  Fighter,
  FirePlaying,
  LadyLuckFightContext,
  LadyLuckFightEvent,
  LadyLuckFightInput,
} from './lady-luck-fight.context.js';

/**
 * A child's seed, drawn from the fight's generator and stirred (murmur3's finaliser): the
 * generator's first draws from neighbouring seeds lie close together, and so would the
 * children's first dice.
 */
function childSeed(chance: Chance): [number, Chance] {
  const [drawn, random] = randomInt(chance.random, 0, 2_147_483_647);
  let h = drawn;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return [(h ^ (h >>> 16)) >>> 0, { ...chance, random }];
}

/** A round of the combat round, begun from the roster as it stands. */
function beginTurns(map: FireMap, fighters: readonly Fighter[], chance: Chance): [CombatPlaying, Chance] {
  const [seed, next] = childSeed(chance);
  return [begin(combatRound, { map, fighters, seed }), next];
}

/** A fighter as the fire map counts it (what the flames can hurt). */
export const asCreature = (f: Fighter): Creature => ({
  id: f.id,
  name: f.name,
  areaId: f.areaId,
  size: f.size,
  defense: f.defense,
  kind: f.kind,
  constitution: f.aptitudes.constitution,
  injuries: f.injuries,
  injuryLimit: f.injuryLimit,
  alive: f.condition !== 'dead',
});

/**
 * Someone the water counts at this round's end: alive in an Area with water above 0, or still
 * counting a held breath or rounds out cold in it. The combat round then settles the round's
 * end itself (fire and water in its order), so the fire rolls once.
 */
export function waterCounts(map: FireMap, fighters: readonly Fighter[]): boolean {
  return fighters.some((f) => f.condition !== 'dead' && (f.breath > 0 || f.outInWater > 0 || (areaById(map, f.areaId)?.wetness ?? 0) > 0));
}

export function createInitialContext(input: LadyLuckFightInput): LadyLuckFightContext {
  const [combat, chance] = beginTurns(input.map, input.fighters, createChance(input.seed));
  const ctx: LadyLuckFightContext = {
    map: input.map,
    fighters: input.fighters,
    chance,
    round: 1,
    phase: 'turns',
    combat,
    fire: null,
    before: input.fighters.map((f) => ({ id: f.id, injuries: f.injuries, fatigue: f.fatigue })),
    fought: null,
    fireRounds: 0,
    why: [],
  };
  return afterCombat(ctx, [{ text: 'The fight begins.', rule: R.turns }, ...opening(combat, 1)]);
}

/**
 * A combat round's words, its rounds counted as the fight's: each child plays one round, its
 * own round 1, which is the fight's round `round` ("End round 1" → "End round 3").
 */
export function renumber(text: string, round: number): string {
  return text.replace(/\b([Rr]ound) 1\b/g, `$1 ${round}`);
}
const renumbered = (why: readonly Why[], round: number): Why[] => why.map((w) => ({ ...w, text: renumber(w.text, round) }));

/** A new combat round's first words ("Round 1. The order: …"), counted as the fight's round. */
function opening(combat: CombatPlaying, round: number): Why[] {
  return renumbered(contextOf(combat).why, round);
}

/** A finished round's last words, up to where the combat round would have opened its next round. */
function closing(why: readonly Why[]): Why[] {
  const next = why.findIndex((w) => /^Round \d+[.:]/.test(w.text));
  return next < 0 ? [...why] : why.slice(0, next);
}

const fightOver = (round: number): Why => ({
  text: `The fight is over after ${round} round${round === 1 ? '' : 's'}: downtime begins.`,
  rule: R.downtime,
});

/** The next round of turns, from the roster and map as the last phase left them. */
function nextRound(ctx: LadyLuckFightContext, map: FireMap, fighters: readonly Fighter[], why: Why[]): LadyLuckFightContext {
  const [combat, chance] = beginTurns(map, fighters, ctx.chance);
  const round = ctx.round + 1;
  return afterCombat({ ...ctx, map, fighters, chance, combat, fire: null, round, phase: 'turns' }, [
    ...why,
    { text: `Round ${round} begins with everyone where the last round left them.`, rule: R.turns },
    ...opening(combat, round),
  ]);
}

/** What the combat round's last step means for the fight: play on, the fire, the next round, downtime, or the end. */
function afterCombat(ctx: LadyLuckFightContext, why: readonly Why[] = []): LadyLuckFightContext {
  const child = contextOf(ctx.combat);
  const snapshot = ctx.combat.snapshot;
  const carried = { map: child.map, fighters: child.fighters };
  if (isOver(ctx.combat)) {
    const rested = snapshot.hasTag('rested');
    const end: Why[] = rested
      ? [{ text: 'Everyone alive has recovered: the fight and its rest are over.', rule: R.downtime }]
      : [{ text: 'Nobody is left alive: the fight is over.', rule: R.end }];
    if (rested && ctx.phase === 'turns') end.unshift(fightOver(ctx.round));
    const fought = ctx.fought ?? child.fighters.map((f) => ({ id: f.id, injuries: f.injuries, fatigue: f.fatigue }));
    return { ...ctx, ...carried, fought, phase: 'over', why: [...why, ...end] };
  }
  if (snapshot.hasTag('downtime')) {
    if (ctx.phase === 'downtime') return { ...ctx, ...carried, why };
    const fought = child.fighters.map((f) => ({ id: f.id, injuries: f.injuries, fatigue: f.fatigue }));
    return {
      ...ctx,
      ...carried,
      phase: 'downtime',
      fought,
      why: [...why, fightOver(ctx.round)],
    };
  }
  if (child.round > 1) return nextRound(ctx, child.map, child.fighters, closing(why));
  if (snapshot.hasTag('the end of a round') && !waterCounts(child.map, child.fighters)) {
    const handed = why.filter((w) => !/now the fire and the water/.test(w.text));
    const [seed, chance] = childSeed(ctx.chance);
    const fire = begin(fireMap, { setup: { map: child.map, creatures: child.fighters.map(asCreature) }, seed });
    if (fire.snapshot.hasTag('burning'))
      return {
        ...ctx,
        ...carried,
        chance,
        fire,
        phase: 'fire',
        why: [...handed, { text: `Every turn of round ${ctx.round} is over: the fire takes its round on the fire map.`, rule: R.fire }],
      };
  }
  return { ...ctx, why };
}

/** The fire's round is played (or the GM put the fire out): its map and burns land on the roster. */
function afterFire(ctx: LadyLuckFightContext, fire: FirePlaying): LadyLuckFightContext {
  const played = contextOf(fire);
  if (played.round === 0 && !fire.snapshot.hasTag('settled'))
    return { ...ctx, fire, why: [{ text: 'The GM changes the map before the fire’s round.', rule: R.fire }] };
  const burnt = new Set(played.creatures.filter((c) => !c.alive).map((c) => c.id));
  const fighters = ctx.fighters.map((f) => {
    const c = played.creatures.find((x) => x.id === f.id);
    const dead = burnt.has(f.id);
    return {
      ...f,
      injuries: c?.injuries ?? f.injuries,
      ...(dead ? { condition: 'dead' as const } : {}),
      // The dead hold nobody.
      grappledBy: f.grappledBy !== null && burnt.has(f.grappledBy) ? null : f.grappledBy,
    };
  });
  const dead = fighters.filter((f) => burnt.has(f.id) && f.condition === 'dead').map((f) => f.name);
  const why: Why[] = [
    ...played.narration,
    { text: `The fire's round is over${dead.length ? `: ${dead.join(' and ')} did not survive it` : ''}.`, rule: R.fire },
  ];
  return nextRound({ ...ctx, fireRounds: ctx.fireRounds + (played.round > 0 ? 1 : 0) }, played.map, fighters, why);
}

/**
 * The fight after a move of the child in play, or undefined when that child takes no such
 * move now. Worked out once per context and event (the guard asks, the action keeps it).
 */
export function playMove(ctx: LadyLuckFightContext, event: LadyLuckFightEvent): LadyLuckFightContext | undefined {
  const key = JSON.stringify(event.event);
  let byEvent = cache.get(ctx);
  if (!byEvent) cache.set(ctx, (byEvent = new Map()));
  if (!byEvent.has(key)) byEvent.set(key, playOnce(ctx, event));
  return byEvent.get(key);
}
const cache = new WeakMap<LadyLuckFightContext, Map<string, LadyLuckFightContext | undefined>>();

function playOnce(ctx: LadyLuckFightContext, event: LadyLuckFightEvent): LadyLuckFightContext | undefined {
  if (ctx.phase === 'over') return undefined;
  if (ctx.phase === 'fire') {
    const fire = ctx.fire && play(ctx.fire, event.event as never);
    return fire ? afterFire(ctx, fire) : undefined;
  }
  const combat = play(ctx.combat, event.event as never);
  if (!combat) return undefined;
  const said = contextOf(combat).why.filter((w) => !w.text.startsWith('The fight is over after'));
  return afterCombat({ ...ctx, combat }, ctx.phase === 'turns' ? renumbered(said, ctx.round) : said);
}

/** Why the fight refuses a move now, or undefined when it takes it. */
export function playProblem(ctx: LadyLuckFightContext, event: LadyLuckFightEvent): string | undefined {
  if (ctx.phase === 'over') return 'The fight is over.';
  if (playMove(ctx, event) === undefined)
    return ctx.phase === 'fire' ? 'The fire map takes no such move now.' : 'The combat round takes no such move now.';
  return undefined;
}
