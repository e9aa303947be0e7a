/**
 * The combat round's steps that begin and end things, each a pure function of the context:
 * reading the table (who acts, the water, whether fire or water will do anything), a round's
 * order and each turn's start, the end of a turn, and the end of a round (the fire's round on
 * the same map, then the water's breath count). The steps of a turn are in
 * combat-round.actions.ts, and those after the fight in combat-round.downtime.ts.
 */
import { formatSum, type Term, type Why } from '../../core/explain.js';
import { createChance, rollDie } from '../../core/random.js';
import {
  RESILIENCE_APTITUDES,
  breathRound,
  drownsUnconscious,
  fatigueThreshold,
  judgeCheck,
  npcTakesFatigue,
  titleCase,
  waterEffects,
  type Aptitude,
} from '../check.js';
import { burns, explainRound, fireRound, namesFor, rollsForGrowth, spreads } from '../fire.js';
import type { Creature } from '../area-map.js';
import { ACTIONS_PER_TURN, COMBAT_ROUND_RULES as R, areaOf, canAct, isAlive, turnOrder, type Fighter } from './combat-round.rules.js';
import type { CombatRoundContext, CombatRoundInput, LastRoll } from './combat-round.context.js';

// ---------------------------------------------------------------------------------------
// Reading the table

export const fighterById = (ctx: Pick<CombatRoundContext, 'fighters'>, id: string | null): Fighter | undefined =>
  id === null ? undefined : ctx.fighters.find((f) => f.id === id);

export function actingFighter(ctx: CombatRoundContext): Fighter | undefined {
  return fighterById(ctx, ctx.turnOf);
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('y') ? '' : 's'}`;
export const injuriesWord = (n: number) => `${n} ${n === 1 ? 'Injury' : 'Injuries'}`;
export const actionsWord = (n: number) => `${n} action${n === 1 ? '' : 's'}`;

export function withFighter(ctx: CombatRoundContext, id: string, change: Partial<Fighter>): CombatRoundContext {
  return { ...ctx, fighters: ctx.fighters.map((f) => (f.id === id ? { ...f, ...change } : f)) };
}

/** A fighter who falls (unconscious or dead) lets go of anyone in its hold. */
export function letGo(fighters: readonly Fighter[], id: string): Fighter[] {
  return fighters.map((f) => (f.grappledBy === id ? { ...f, grappledBy: null } : f));
}

export function fall(
  ctx: CombatRoundContext,
  id: string,
  condition: 'unconscious' | 'dead',
  change: Partial<Fighter> = {},
): CombatRoundContext {
  const next = withFighter(ctx, id, { ...change, condition });
  return { ...next, fighters: letGo(next.fighters, id) };
}

/** The water in a fighter's Area, as it bears on a creature of its size. */
export function waterOf(ctx: Pick<CombatRoundContext, 'map'>, f: Fighter) {
  const area = areaOf(ctx.map, f.areaId);
  return { ...waterEffects(area.wetness, f.size), wetness: area.wetness };
}

/** Fire that will do something this round's end: grow, spread, or burn someone. */
export function fireMatters(ctx: Pick<CombatRoundContext, 'map' | 'fighters'>): boolean {
  return ctx.map.areas.some(
    (a) =>
      a.fireLevel !== null &&
      (rollsForGrowth(a) || spreads(a.fireLevel) || (burns(a.fireLevel) && ctx.fighters.some((f) => isAlive(f) && f.areaId === a.id))),
  );
}

/** Someone whose breath or life the water counts at the round's end. */
export function waterMatters(ctx: Pick<CombatRoundContext, 'map' | 'fighters'>): boolean {
  return ctx.fighters.some((f) => {
    if (!isAlive(f)) return false;
    const w = waterOf(ctx, f);
    return (
      (f.condition === 'fine' && (w.mustSwim || f.breath > 0)) || (f.condition === 'unconscious' && w.wetness !== null && w.wetness > 0)
    );
  });
}

// ---------------------------------------------------------------------------------------
// Pure steps

export function tell(ctx: CombatRoundContext, why: readonly Why[]): CombatRoundContext {
  return { ...ctx, why };
}

/**
 * A step's guard asks what the step will do (does this roll call an Injury roll? is this the
 * last turn?), then the step's action does it: the same pure function of the same context,
 * worked out once. A cache keyed by the context object, not state: same context, same answer.
 */
export function once<A extends unknown[]>(step: (ctx: CombatRoundContext, ...args: A) => CombatRoundContext) {
  const cache = new WeakMap<CombatRoundContext, Map<string, CombatRoundContext>>();
  return (ctx: CombatRoundContext, ...args: A): CombatRoundContext => {
    const key = JSON.stringify(args);
    let byArgs = cache.get(ctx);
    if (!byArgs) cache.set(ctx, (byArgs = new Map()));
    let out = byArgs.get(key);
    if (!out) byArgs.set(key, (out = step(ctx, ...args)));
    return out;
  };
}

/**
 * Roll one d6. A fixed roll that is not a face of a d6 cannot reach here: the setup refuses
 * it (combat-round.setup.ts).
 */
export function d6(ctx: CombatRoundContext): [number, CombatRoundContext] {
  const [roll, chance] = rollDie(ctx.chance, 6);
  return [roll, { ...ctx, chance }];
}

/**
 * A body's own roll (the Injury roll, or Resilience for a hit, a held breath or a sleepless
 * stretch): d6 + its aptitudes against a threshold, kept as the last roll for the view.
 */
export function bodyRoll(
  ctx: CombatRoundContext,
  f: Fighter,
  aptitudes: readonly Aptitude[],
  threshold: number,
  what: string,
  outcomes: readonly [string, string],
) {
  const [die, next] = d6(ctx);
  const terms: Term[] = aptitudes.map((a) => ({ label: titleCase(a), value: f.aptitudes[a] })).filter((x) => x.value !== 0);
  const r = judgeCheck(die, { modifiers: terms.map((x) => x.value), threshold });
  const last: LastRoll = {
    what: `${f.name}: ${what}`,
    die,
    terms,
    total: r.total,
    threshold,
    success: r.success,
    outcome: r.success ? outcomes[0] : outcomes[1],
  };
  return { ctx: { ...next, last }, success: r.success, sum: formatSum([{ label: 'on the die', value: die }, ...terms]) };
}

/** Begin the turn at `index` of the order, or the next after it whose creature can still act. */
function beginTurn(ctx: CombatRoundContext, index: number): { ctx: CombatRoundContext; why: Why[] } {
  for (let i = index; i < ctx.order.length; i++) {
    const f = fighterById(ctx, ctx.order[i]!);
    if (!f || !canAct(f)) continue;
    const water = waterOf(ctx, f);
    const allowance = ACTIONS_PER_TURN - (water.loseAction ? 1 : 0);
    const why: Why[] = [{ text: `${f.name}'s turn: ${actionsWord(allowance)}.`, rule: R.turns }];
    if (water.loseAction)
      why.push({ text: `${f.name} starts the turn in water at least half their size deep: one action fewer.`, rule: R.water });
    const next = { ...ctx, turnIndex: i, turnOf: f.id, actionsLeft: allowance, allowance, moved: 0, declared: null };
    return { ctx: next, why };
  }
  return { ctx: { ...ctx, turnIndex: ctx.order.length, turnOf: null, actionsLeft: 0, allowance: 0, moved: 0, declared: null }, why: [] };
}

/** A new round: its order, then the first turn (or, with nobody able to act, its end at once). */
function beginRound(ctx: CombatRoundContext, round: number): { ctx: CombatRoundContext; why: Why[] } {
  const order = turnOrder(ctx.fighters);
  const names = order.map((id) => fighterById(ctx, id)!.name);
  const started = beginTurn({ ...ctx, round, order, surfaced: [], rounds: round }, 0);
  const why: Why[] = [
    {
      text: names.length
        ? `Round ${round}. The order: ${names.join(', ')} (PCs in seating order, then the NPCs side by side, allies first).`
        : `Round ${round}: nobody is able to act.`,
      rule: R.order,
    },
    ...started.why,
  ];
  return { ctx: started.ctx, why };
}

export function createInitialContext(input: CombatRoundInput): CombatRoundContext {
  const base: CombatRoundContext = {
    map: input.map,
    fighters: input.fighters.map((f) => ({ ...f })),
    chance: createChance(input.seed, input.rolls ?? []),
    round: 0,
    order: [],
    turnIndex: 0,
    turnOf: null,
    actionsLeft: 0,
    allowance: 0,
    moved: 0,
    surfaced: [],
    declared: null,
    wounds: [],
    last: null,
    fireEvents: [],
    day: 1,
    timeframe: 0,
    before: input.fighters.map((f) => ({ id: f.id, injuries: f.injuries, fatigue: f.fatigue })),
    rounds: 0,
    start: input.start ?? 'fight',
    why: [],
  };
  if (base.start === 'downtime') return base;
  const begun = beginRound(base, 1);
  return tell(begun.ctx, begun.why);
}

// ---- the end of a turn and of a round -------------------------------------------------

/** Whose turn is next, or none left (the round's end). */
export const endTurn = once(endTurnOnce);

function endTurnOnce(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx);
  const ended: Why = {
    text: `${f?.name ?? 'The turn'} ends the turn${ctx.actionsLeft > 0 ? `, leaving ${actionsWord(ctx.actionsLeft)} unused` : ''}.`,
    rule: R.turns,
  };
  const started = beginTurn(ctx, ctx.turnIndex + 1);
  if (started.ctx.turnOf !== null) return tell(started.ctx, [ended, ...started.why]);
  if (fireMatters(ctx) || waterMatters(ctx)) {
    return tell(started.ctx, [
      ended,
      { text: `Every turn of round ${ctx.round} is over: now the fire and the water.`, rule: R.endOfRound },
    ]);
  }
  const round = beginRound(started.ctx, ctx.round + 1);
  return tell(round.ctx, [ended, { text: `Round ${ctx.round} is over; no fire or water to settle.`, rule: R.endOfRound }, ...round.why]);
}

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
  alive: isAlive(f),
});

/**
 * The round's end: the fire plays its round on the same map (growth, spread, burning, as the
 * fire page orders them), then the water counts each breath and each round out cold in it.
 */
export const endRound = once(endRoundOnce);

function endRoundOnce(ctx: CombatRoundContext): CombatRoundContext {
  let next: CombatRoundContext = { ...ctx, fireEvents: [] };
  const why: Why[] = [{ text: `The end of round ${ctx.round}.`, rule: R.endOfRound }];
  if (fireMatters(ctx)) {
    const result = fireRound(ctx.map, ctx.fighters.map(asCreature), ctx.chance);
    const before = ctx.fighters.map(asCreature);
    why.push({ text: 'The fire takes its round.', rule: R.fire }, ...explainRound(result.events, namesFor(result.map, before), before));
    let fighters = ctx.fighters.map((f) => {
      const c = result.creatures.find((x) => x.id === f.id)!;
      return c.alive ? { ...f, injuries: c.injuries } : { ...f, injuries: c.injuries, condition: 'dead' as const };
    });
    for (const f of fighters) if (f.condition === 'dead') fighters = letGo(fighters, f.id);
    next = { ...next, map: result.map, fighters, chance: result.chance, fireEvents: result.events };
  }
  for (const id of ctx.fighters.map((f) => f.id)) {
    const f = fighterById(next, id)!;
    if (!isAlive(f)) continue;
    const water = waterOf(next, f);
    if (f.condition === 'unconscious') {
      const deep = water.wetness !== null && water.wetness > 0;
      const out = deep ? f.outInWater + 1 : 0;
      if (deep && drownsUnconscious(water.wetness, out)) {
        next = fall(next, f.id, 'dead', { outInWater: out });
        why.push({ text: `${f.name} has lain unconscious in the water for more than a round: drowned.`, rule: R.water });
      } else {
        next = withFighter(next, f.id, { outInWater: out });
        if (deep) why.push({ text: `${f.name} lies unconscious in the water: one more round and it drowns.`, rule: R.water });
      }
      continue;
    }
    if (!water.mustSwim) {
      if (f.breath > 0) {
        next = withFighter(next, f.id, { breath: 0 });
        why.push({ text: `${f.name} is out of the deep water and breathes again.`, rule: R.water });
      }
      continue;
    }
    const surfaced = ctx.surfaced.includes(f.id);
    const count = breathRound(f.breath, surfaced);
    next = withFighter(next, f.id, { breath: count.roundsUnder });
    if (surfaced) {
      why.push({ text: `${f.name} surfaced this round: the breath count is back to 0.`, rule: R.surfacing });
      continue;
    }
    if (!count.resilienceRoll) {
      why.push({ text: `${f.name} is under water: round ${count.roundsUnder} of 4 on one breath.`, rule: R.water });
      continue;
    }
    if (f.kind === 'npc') {
      const tired = npcTakesFatigue(f.fatigue, f.fatigueLimit);
      if (tired.unconscious) {
        next = fall(next, f.id, 'unconscious');
        why.push({
          text: `${f.name} has been under for ${count.roundsUnder} rounds: as an NPC it takes the Fatigue outright, past its limit: unconscious.`,
          rule: R.drowningRoll,
        });
      } else {
        next = withFighter(next, f.id, { fatigue: tired.fatigue });
        why.push({
          text: `${f.name} has been under for ${count.roundsUnder} rounds: as an NPC it takes the Fatigue outright (Fatigue ${tired.fatigue}).`,
          rule: R.drowningRoll,
        });
      }
      continue;
    }
    const threshold = fatigueThreshold(0, f.fatigue);
    const r = bodyRoll(next, f, RESILIENCE_APTITUDES, threshold, 'drowning roll', ['stays up', 'knocked out']);
    const said = `${f.name}'s round ${count.roundsUnder} under water calls a Resilience roll: ${r.sum} against`;
    if (r.success) {
      next = withFighter(r.ctx, f.id, { fatigue: f.fatigue + 1 });
      why.push({
        text: `${said} 0 + FTM 0 + Fatigue ${f.fatigue} = ${threshold}: holds on, Fatigue ${f.fatigue + 1}.`,
        rule: R.drowningRoll,
      });
    } else {
      next = fall(r.ctx, f.id, 'unconscious');
      why.push({ text: `${said} ${threshold}: a failure, unconscious in the water.`, rule: R.drowningRoll });
    }
  }
  const round = beginRound(next, ctx.round + 1);
  return tell(round.ctx, [...why, ...round.why]);
}
