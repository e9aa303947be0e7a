/**
 * Lady Luck's Chosen Few, a fight played round by round on a map of Areas: each creature's
 * turn of two actions (a check, a combat action, a move, standing up, surfacing), each roll
 * with its terms and its rule, a PC's Injury and Resilience rolls after a hit, the end of
 * the round (the fire's round on the same map, then the water's breath count), and once the
 * fight is over, downtime timeframe by timeframe until everyone has recovered.
 *
 * Every step is a pure function of the context below; the machine only names them. All
 * chance (the generator and the fixed rolls) is in context, so XState's pure `transition`
 * replays a table exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import { formatSum, num, type Term, type Why } from '../core/explain.js';
import type { RecordFormat } from '../core/record.js';
import { createChance, rollDie, type Chance } from '../core/random.js';
import {
  INJURY_APTITUDES,
  RESILIENCE_APTITUDES,
  TIMEFRAMES,
  breathRound,
  dayRecovery,
  drownsUnconscious,
  fatigueThreshold,
  injuryThreshold,
  judgeCheck,
  moveProblem as areaMoveProblem,
  npcTakesFatigue,
  npcTakesInjury,
  sleeplessRollNeeded,
  titleCase,
  waterEffects,
  type Aptitude,
} from './check.js';
import { burns, explainRound, fireRound, namesFor, rollsForGrowth, spreads, type RoundEvent } from './fire.js';
import { adjacency, fits, type Creature, type FireMap } from './area-map.js';
import {
  ACTIONS,
  ACTIONS_PER_TURN,
  COMBAT_ROUND_RULES as R,
  THRESHOLD_RANGE,
  actionProblem,
  actionRoll,
  actionRow,
  actionRule,
  againstDefense,
  areaOf,
  canAct,
  isAlive,
  isAttack,
  isHoldAction,
  modifierOf,
  placeName,
  rollWords,
  turnOrder,
  weaponOf,
  type Action,
  type Fighter,
} from './combat-round.rules.js';

// ---------------------------------------------------------------------------------------
// Domain types

export interface CombatRoundInput {
  /** The map (the fire map's: Areas, links) and who stands where, with their numbers. */
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  readonly seed: number;
  /** Fixed d6 results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  /** `downtime`: the table opens after the fight, at the first dawn of rest. */
  readonly start?: 'fight' | 'downtime';
}

/** An action declared and waiting for its die. */
export interface Declared {
  readonly actor: string;
  readonly action: Action;
  readonly target: string | null;
  readonly terms: readonly Term[];
  readonly threshold: number;
  readonly against: string;
  /** Between two NPCs with no PC in it: the GM says how it goes, no die is rolled. */
  readonly gmDecides: boolean;
}

/** A PC's roll after a hit, still to be made. */
export interface PendingWound {
  readonly target: string;
  readonly kind: 'injury' | 'fatigue';
  /** The weapon's ITM or FTM. */
  readonly modifier: number;
  readonly weapon: string;
}

/** The last roll, as the view shows it beside the step. */
export interface LastRoll {
  readonly what: string;
  /** The die, or null when the GM decided. */
  readonly die: number | null;
  readonly terms: readonly Term[];
  readonly total: number;
  readonly threshold: number;
  readonly success: boolean;
  readonly outcome: string;
}

export interface CombatRoundContext {
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  readonly chance: Chance;
  /** The round in play, from 1. */
  readonly round: number;
  /** This round's turns, in order (those able to act when it began). */
  readonly order: readonly string[];
  readonly turnIndex: number;
  /** Whose turn it is, or null once every turn of the round is over. */
  readonly turnOf: string | null;
  readonly actionsLeft: number;
  /** The actions this turn began with (2, or 1 in deep water). */
  readonly allowance: number;
  /** Areas moved this turn. */
  readonly moved: number;
  /** Who spent this round's turn surfacing for air. */
  readonly surfaced: readonly string[];
  readonly declared: Declared | null;
  readonly wounds: readonly PendingWound[];
  readonly last: LastRoll | null;
  /** What the fire did at the last round's end, in the order it rolled. */
  readonly fireEvents: readonly RoundEvent[];
  /** Downtime: the day (from 1) and the timeframe within it (0: dawn … 7: odark). */
  readonly day: number;
  readonly timeframe: number;
  /** Each fighter's Injuries, Fatigue and state when the table began, for the summary. */
  readonly before: readonly { readonly id: string; readonly injuries: number; readonly fatigue: number }[];
  /** Rounds fought (kept once the fight is over). */
  readonly rounds: number;
  readonly start: 'fight' | 'downtime';
  /** Why the last step went as it did. */
  readonly why: readonly Why[];
}

export type CombatRoundEvent =
  | { type: 'action.declared'; action: Action; target?: string; threshold?: number }
  | { type: 'action.rolled' }
  | { type: 'action.decided'; success: boolean }
  | { type: 'injury.rolled' }
  | { type: 'resilience.rolled' }
  | { type: 'creature.moved'; to: string }
  | { type: 'creature.stood' }
  | { type: 'weapon.recovered' }
  | { type: 'breath.taken' }
  | { type: 'turn.ended' }
  | { type: 'round.ended' }
  | { type: 'fight.ended' }
  | { type: 'timeframe.passed'; asleep: readonly string[] };

// ---------------------------------------------------------------------------------------
// Reading the table

export const fighterById = (ctx: Pick<CombatRoundContext, 'fighters'>, id: string | null): Fighter | undefined =>
  id === null ? undefined : ctx.fighters.find((f) => f.id === id);

export function actingFighter(ctx: CombatRoundContext): Fighter | undefined {
  return fighterById(ctx, ctx.turnOf);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('y') ? '' : 's'}`;
const injuriesWord = (n: number) => `${n} ${n === 1 ? 'Injury' : 'Injuries'}`;
const actionsWord = (n: number) => `${n} action${n === 1 ? '' : 's'}`;

function withFighter(ctx: CombatRoundContext, id: string, change: Partial<Fighter>): CombatRoundContext {
  return { ...ctx, fighters: ctx.fighters.map((f) => (f.id === id ? { ...f, ...change } : f)) };
}

/** A fighter who falls (unconscious or dead) lets go of anyone in its hold. */
function letGo(fighters: readonly Fighter[], id: string): Fighter[] {
  return fighters.map((f) => (f.grappledBy === id ? { ...f, grappledBy: null } : f));
}

function fall(ctx: CombatRoundContext, id: string, condition: 'unconscious' | 'dead', change: Partial<Fighter> = {}): CombatRoundContext {
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

function tell(ctx: CombatRoundContext, why: readonly Why[]): CombatRoundContext {
  return { ...ctx, why };
}

/**
 * A step's guard asks what the step will do (does this roll call an Injury roll? is this the
 * last turn?), then the step's action does it: the same pure function of the same context,
 * worked out once. A cache keyed by the context object, not state: same context, same answer.
 */
function once<A extends unknown[]>(step: (ctx: CombatRoundContext, ...args: A) => CombatRoundContext) {
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
 * it (machines/lady-luck/combat-round.setup.ts).
 */
function d6(ctx: CombatRoundContext): [number, CombatRoundContext] {
  const [roll, chance] = rollDie(ctx.chance, 6);
  return [roll, { ...ctx, chance }];
}

/**
 * A body's own roll (the Injury roll, or Resilience for a hit, a held breath or a sleepless
 * stretch): d6 + its aptitudes against a threshold, kept as the last roll for the view.
 */
function bodyRoll(
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

// ---- declaring and rolling an action --------------------------------------------------

const isAction = (a: unknown): a is Action => typeof a === 'string' && (ACTIONS as readonly string[]).includes(a);

/** Why this action cannot be declared now, or undefined when it can. */
export function declareProblem(ctx: CombatRoundContext, action: unknown, target: unknown, threshold: unknown): string | undefined {
  const actor = actingFighter(ctx);
  if (!actor) return 'it is nobody’s turn';
  if (!isAction(action)) return 'that is not an action the rules name';
  if (ctx.actionsLeft < 1) return `${actor.name} has no action left this turn`;
  if (!againstDefense(action)) {
    if (
      typeof threshold !== 'number' ||
      !Number.isInteger(threshold) ||
      threshold < THRESHOLD_RANGE.min ||
      threshold > THRESHOLD_RANGE.max
    ) {
      return `a check needs the GM's threshold, a whole number from ${THRESHOLD_RANGE.min} to ${THRESHOLD_RANGE.max}`;
    }
    return undefined;
  }
  const targetId = isHoldAction(action) ? null : typeof target === 'string' ? target : null;
  return actionProblem(ctx.map, ctx.fighters, actor.id, action, targetId);
}

/** NPC against NPC with no PC in it: the GM decides, no die (the combat page's ruling). */
function gmDecides(ctx: CombatRoundContext, actor: Fighter, action: Action, targetId: string | null): boolean {
  if (actor.kind !== 'npc') return false;
  const other = isHoldAction(action) ? fighterById(ctx, actor.grappledBy) : fighterById(ctx, targetId);
  return other !== undefined && other.kind === 'npc';
}

export function declareAction(
  ctx: CombatRoundContext,
  action: Action,
  target: string | undefined,
  threshold: number | undefined,
): CombatRoundContext {
  const actor = actingFighter(ctx)!;
  const targetId = againstDefense(action) && !isHoldAction(action) ? (target ?? null) : null;
  const roll = actionRoll(ctx.map, ctx.fighters, actor.id, action, targetId, threshold ?? 0);
  const gm = gmDecides(ctx, actor, action, targetId);
  const row = actionRow(action);
  const targetName = fighterById(ctx, targetId)?.name;
  const declared: Declared = {
    actor: actor.id,
    action,
    target: targetId,
    terms: roll.terms,
    threshold: roll.threshold,
    against: roll.against,
    gmDecides: gm,
  };
  const why: Why[] = [
    {
      text: `${actor.name} declares ${row.label.toLowerCase()}${targetName ? ` on ${targetName}` : ''} (1 action): ${rollWords(roll.terms)} against ${roll.against}.`,
      rule: actionRule(action),
    },
  ];
  if (roll.terms.some((t) => t.label === 'on the ground')) why.push({ text: `${actor.name} is on the ground: −2.`, rule: R.ground });
  if (roll.terms.some((t) => t.label.startsWith('target down')))
    why.push({
      text: `${targetName} is on the ground: +1 from the same Area, −1 a ranged attack for each Area away.`,
      rule: R.groundRuling,
    });
  if (roll.terms.some((t) => /light$|darkness|fog/.test(t.label)) || /shroud/.test(roll.against)) {
    why.push({ text: 'The Areas add their light, fog and cover.', rule: againstDefense(action) ? R.areaModifiers : R.checkAreas });
  }
  if (row.skill && row.aptitudes.length === 3)
    why.push({ text: `${row.label} names three basic aptitudes and a skill: the skill is not one of the three.`, rule: R.skills });
  if (gm) why.push({ text: 'Two NPCs and no PC: the GM decides how it goes instead of rolling.', rule: R.npcAgainstNpc });
  return tell({ ...ctx, declared, actionsLeft: ctx.actionsLeft - 1 }, why);
}

/** What a success does to the bodies, and its sentences. Pure. */
function applySuccess(ctx: CombatRoundContext, d: Declared): { ctx: CombatRoundContext; why: Why[] } {
  const actor = fighterById(ctx, d.actor)!;
  const target = fighterById(ctx, d.target);
  const why: Why[] = [];
  switch (d.action) {
    case 'melee':
    case 'throw':
    case 'ranged': {
      const t = target!;
      const weapon = weaponOf(actor);
      if (t.kind === 'npc') {
        let next = ctx;
        if (weapon.itm !== null) {
          const hurt = npcTakesInjury(t.injuries, t.injuryLimit);
          if (hurt.dead) {
            next = fall(next, t.id, 'dead');
            why.push({
              text: `${t.name} is an NPC: no roll. The Injury is one past its limit of ${t.injuryLimit}: ${t.name} dies.`,
              rule: R.npcLimit,
            });
            return { ctx: next, why };
          }
          next = withFighter(next, t.id, { injuries: hurt.injuries });
          why.push({
            text: `${t.name} is an NPC: no roll, it takes the Injury (${injuriesWord(hurt.injuries)}, limit ${t.injuryLimit}).`,
            rule: R.npcs,
          });
        }
        if (weapon.ftm !== null) {
          const tired = npcTakesFatigue(fighterById(next, t.id)!.fatigue, t.fatigueLimit);
          if (tired.unconscious) {
            next = fall(next, t.id, 'unconscious');
            why.push({
              text: `${t.name} takes the Fatigue outright, one past its limit of ${t.fatigueLimit}: knocked unconscious.`,
              rule: R.npcLimit,
            });
          } else {
            next = withFighter(next, t.id, { fatigue: tired.fatigue });
            why.push({
              text: `${t.name} is an NPC: it takes the Fatigue outright (Fatigue ${tired.fatigue}, limit ${t.fatigueLimit}).`,
              rule: R.npcs,
            });
          }
        }
        return { ctx: next, why };
      }
      const wounds: PendingWound[] = [];
      if (weapon.itm !== null) wounds.push({ target: t.id, kind: 'injury', modifier: weapon.itm, weapon: weapon.name });
      if (weapon.ftm !== null) wounds.push({ target: t.id, kind: 'fatigue', modifier: weapon.ftm, weapon: weapon.name });
      const rolls = wounds.map((w) =>
        w.kind === 'injury' ? `an Injury roll (ITM ${num(w.modifier)})` : `a Resilience roll (FTM ${num(w.modifier)})`,
      );
      why.push({ text: `${t.name} is a PC: the ${weapon.name} calls for ${rolls.join(', then ')}.`, rule: R.injuries });
      if (wounds.length > 1) why.push({ text: 'With both, the Injury roll comes first.', rule: R.bothRolls });
      return { ctx: { ...ctx, wounds }, why };
    }
    case 'disarm': {
      const t = target!;
      why.push({
        text: `${t.name}'s ${t.weapon!.name} falls in ${placeName(ctx.map, t.areaId)}; until it is picked up, ${t.name} fights with bare hands.`,
        rule: R.disarm,
      });
      return { ctx: withFighter(ctx, t.id, { weapon: null, dropped: { weapon: t.weapon!, areaId: t.areaId } }), why };
    }
    case 'grapple': {
      const t = target!;
      why.push({ text: `${t.name} is in ${actor.name}'s hold: it cannot move, and may act against ${actor.name} only.`, rule: R.grapple });
      return { ctx: withFighter(ctx, t.id, { grappledBy: actor.id }), why };
    }
    case 'knockdown': {
      const t = target!;
      why.push({
        text: `${t.name} is knocked to the ground: standing costs an action, and until then −2 on everything but a knockdown.`,
        rule: R.ground,
      });
      return { ctx: withFighter(ctx, t.id, { down: true }), why };
    }
    case 'tackle': {
      const t = target!;
      let next = withFighter(ctx, t.id, { down: true, grappledBy: actor.id, tackledWith: actor.id });
      next = withFighter(next, actor.id, { down: true, tackledWith: t.id });
      why.push({
        text: `${actor.name} and ${t.name} go down together; only ${t.name} is held. Neither takes the −2 against the other.`,
        rule: R.tackle,
      });
      return { ctx: next, why };
    }
    case 'break-free': {
      why.push({ text: `${actor.name} breaks free of ${fighterById(ctx, actor.grappledBy)?.name ?? 'the hold'}.`, rule: R.grapple });
      return { ctx: withFighter(ctx, actor.id, { grappledBy: null }), why };
    }
    case 'reverse': {
      const holder = fighterById(ctx, actor.grappledBy)!;
      why.push({ text: `${actor.name} turns the hold around: now ${holder.name} is held.`, rule: R.grapple });
      return { ctx: withFighter(withFighter(ctx, actor.id, { grappledBy: null }), holder.id, { grappledBy: actor.id }), why };
    }
    default:
      why.push({
        text: `${actor.name}'s ${actionRow(d.action).label.toLowerCase()} succeeds: the GM says what it finds or does.`,
        rule: R.exampleActions,
      });
      return { ctx, why };
  }
}

function whatOf(ctx: CombatRoundContext, d: Declared): string {
  const actor = fighterById(ctx, d.actor)!;
  const target = fighterById(ctx, d.target);
  return `${actor.name}: ${actionRow(d.action).label.toLowerCase()}${target ? ` on ${target.name}` : ''}`;
}

/** The declared action's roll (or the GM's word) and what follows. Pure. */
function resolveActionOnce(ctx: CombatRoundContext, decided?: boolean): CombatRoundContext {
  const d = ctx.declared!;
  let next = ctx;
  let die: number | null = null;
  let success: boolean;
  let total = modifierOf(d.terms);
  if (decided === undefined) {
    [die, next] = d6(next);
    const result = judgeCheck(die, { modifiers: d.terms.map((t) => t.value), threshold: d.threshold });
    success = result.success;
    total = result.total;
  } else success = decided;
  const head: Why =
    die === null
      ? { text: `The GM decides: ${success ? 'it works' : 'it fails'}.`, rule: R.npcAgainstNpc }
      : {
          text: `${whatOf(ctx, d)}: ${formatSum([{ label: 'on the die', value: die }, ...d.terms])} against ${d.against}: ${success ? `${total} reaches ${d.threshold}, a success` : `short of ${d.threshold}, a failure`}.`,
          rule: R.check,
        };
  const outcome = success ? (isAttack(d.action) ? 'hit' : 'success') : isAttack(d.action) ? 'miss' : 'failure';
  next = { ...next, declared: null, last: { what: whatOf(ctx, d), die, terms: d.terms, total, threshold: d.threshold, success, outcome } };
  if (!success) return tell(next, [head]);
  const applied = applySuccess(next, d);
  return tell(applied.ctx, [head, ...applied.why]);
}

/** The declared action's roll (or the GM's word) and what follows. Pure. */
export const resolveAction = once(resolveActionOnce);

/** Would the declared action's roll call a PC's Injury or Resilience roll? (The guards ask.) */
export function woundAfter(ctx: CombatRoundContext, decided?: boolean): PendingWound['kind'] | undefined {
  return resolveAction(ctx, decided).wounds[0]?.kind;
}

/** A PC's roll after a hit: an Injury roll (Constitution) or a Resilience roll (three aptitudes). */
export const woundRoll = once(woundRollOnce);

function woundRollOnce(ctx: CombatRoundContext): CombatRoundContext {
  const [w, ...rest] = ctx.wounds;
  const t = fighterById(ctx, w!.target)!;
  const base = { ...ctx, wounds: rest };
  if (w!.kind === 'injury') {
    const threshold = injuryThreshold(w!.modifier, t.injuries);
    const r = bodyRoll(base, t, INJURY_APTITUDES, threshold, 'Injury roll', ['survives', 'dies']);
    const said = `${t.name}'s Injury roll: ${r.sum} against 1 + ITM ${num(w!.modifier)} + ${injuriesWord(t.injuries)} = ${threshold}`;
    if (r.success)
      return tell(withFighter(r.ctx, t.id, { injuries: t.injuries + 1 }), [
        { text: `${said}: survives, with ${injuriesWord(t.injuries + 1)}.`, rule: R.injuries },
      ]);
    return tell(fall({ ...r.ctx, wounds: [] }, t.id, 'dead'), [{ text: `${said}: a failure, and ${t.name} dies.`, rule: R.injuries }]);
  }
  const threshold = fatigueThreshold(w!.modifier, t.fatigue);
  const r = bodyRoll(base, t, RESILIENCE_APTITUDES, threshold, 'Resilience roll', ['stays up', 'knocked out']);
  const said = `${t.name}'s Resilience roll: ${r.sum} against 0 + FTM ${num(w!.modifier)} + Fatigue ${t.fatigue} = ${threshold}`;
  if (r.success)
    return tell(withFighter(r.ctx, t.id, { fatigue: t.fatigue + 1 }), [
      { text: `${said}: stays up, Fatigue ${t.fatigue + 1}.`, rule: R.injuries },
    ]);
  return tell(fall(r.ctx, t.id, 'unconscious'), [
    { text: `${said}: a failure, knocked unconscious.`, rule: R.injuries },
    { text: `${t.name} is out until the fight ends.`, rule: R.unconscious },
  ]);
}

// ---- moving, standing, a weapon, a breath ----------------------------------------------

/** Why the acting creature cannot move to `to` now, or undefined. */
export function moveProblem(ctx: CombatRoundContext, to: unknown): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (typeof to !== 'string') return 'say which Area';
  const i = ctx.map.areas.findIndex((a) => a.id === f.areaId);
  const j = ctx.map.areas.findIndex((a) => a.id === to);
  if (j < 0) return 'there is no such Area';
  if (!adjacency(ctx.map)[i]!.includes(j)) return `${placeName(ctx.map, to)} is not next to ${placeName(ctx.map, f.areaId)}`;
  if (f.grappledBy !== null) return `${f.name} is held and cannot move`;
  if (f.down) return `${f.name} is on the ground and must stand first`;
  const rule = areaMoveProblem(ctx.moved, ctx.actionsLeft, f.runner);
  if (rule) return rule;
  if (!fits(ctx.fighters.map(asCreature), to, f.size)) return `${placeName(ctx.map, to)} is full (16 Medium-worth of size)`;
  return undefined;
}

export function moveCreature(ctx: CombatRoundContext, to: string): CombatRoundContext {
  const f = actingFighter(ctx)!;
  let next = withFighter(ctx, f.id, { areaId: to });
  const held = next.fighters.filter((x) => x.grappledBy === f.id);
  next = { ...next, fighters: letGo(next.fighters, f.id), actionsLeft: ctx.actionsLeft - 1, moved: ctx.moved + 1 };
  const why: Why[] = [{ text: `${f.name} moves to ${placeName(ctx.map, to)} (1 action).`, rule: R.moving }];
  if (f.runner && ctx.moved > 0)
    why.push({ text: `A Runner may spend each action on a move: Area ${ctx.moved + 1} this turn.`, rule: R.runner });
  else if (!f.runner) why.push({ text: 'No more moves this turn: one Area a turn without Runner.', rule: R.moving });
  if (held.length) why.push({ text: `Moving away, ${f.name} lets go of ${held.map((x) => x.name).join(' and ')}.`, rule: R.grappleRuling });
  return tell(next, why);
}

export function standProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!f.down) return `${f.name} is standing`;
  if (ctx.actionsLeft < 1) return `${f.name} has no action left this turn`;
  return undefined;
}

export function standUp(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  let next = withFighter(ctx, f.id, { down: false, tackledWith: null });
  if (f.tackledWith) next = withFighter(next, f.tackledWith, { tackledWith: null });
  return tell({ ...next, actionsLeft: ctx.actionsLeft - 1 }, [{ text: `${f.name} gets up (1 action).`, rule: R.ground }]);
}

export function recoverProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!f.dropped) return `${f.name} has dropped nothing`;
  if (f.weapon) return `${f.name} already holds a weapon`;
  if (f.dropped.areaId !== f.areaId) return `${f.name}'s ${f.dropped.weapon.name} lies in ${placeName(ctx.map, f.dropped.areaId)}`;
  if (ctx.actionsLeft < 1) return `${f.name} has no action left this turn`;
  return undefined;
}

export function recoverWeapon(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  const next = withFighter(ctx, f.id, { weapon: f.dropped!.weapon, dropped: null });
  return tell({ ...next, actionsLeft: ctx.actionsLeft - 1 }, [
    { text: `${f.name} picks up the ${f.dropped!.weapon.name} (1 action).`, rule: R.disarm },
  ]);
}

export function breathProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!waterOf(ctx, f).mustSwim) return `${f.name} is not under water`;
  if (ctx.actionsLeft < ctx.allowance) return 'surfacing takes the whole turn, and an action is spent already';
  return undefined;
}

export function takeBreath(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  return tell({ ...ctx, actionsLeft: 0, surfaced: [...ctx.surfaced, f.id] }, [
    { text: `${f.name} spends the turn swimming up for air: the breath count starts again at the round's end.`, rule: R.surfacing },
  ]);
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

// ---- downtime -------------------------------------------------------------------------

export const timeframeName = (ctx: Pick<CombatRoundContext, 'day' | 'timeframe'>) => `day ${ctx.day}, ${TIMEFRAMES[ctx.timeframe]}`;

export function endFight(ctx: CombatRoundContext): CombatRoundContext {
  const woke = ctx.fighters.filter((f) => f.condition === 'unconscious');
  const fighters = ctx.fighters.map((f) =>
    isAlive(f)
      ? {
          ...f,
          condition: 'fine' as const,
          down: false,
          grappledBy: null,
          tackledWith: null,
          breath: 0,
          outInWater: 0,
          awake: 0,
          slept: 0,
          exhausted: false,
        }
      : f,
  );
  const why: Why[] = [
    {
      text:
        ctx.round > 0
          ? `The fight is over after ${plural(ctx.rounds, 'round')}. Downtime begins at the next dawn.`
          : 'Downtime begins at dawn.',
      rule: R.dayStart,
    },
  ];
  if (woke.length)
    why.push({
      text: `${woke.map((f) => f.name).join(' and ')} ${woke.length > 1 ? 'come' : 'comes'} round now that the fight is over.`,
      rule: R.unconscious,
    });
  return tell({ ...ctx, fighters, turnOf: null, actionsLeft: 0, declared: null, wounds: [], day: 1, timeframe: 0 }, why);
}

/** Why these sleepers cannot be the ones asleep this timeframe, or undefined. */
export function timeframeProblem(ctx: CombatRoundContext, asleep: unknown): string | undefined {
  if (!Array.isArray(asleep) || asleep.some((x) => typeof x !== 'string')) return 'say who sleeps';
  const living = new Set(ctx.fighters.filter(isAlive).map((f) => f.id));
  if (asleep.some((x) => !living.has(x as string))) return 'only the living can sleep';
  if (new Set(asleep).size !== asleep.length) return 'each sleeper once';
  return undefined;
}

/** One timeframe of downtime for everyone alive: sleep or wake, the sleepless roll, and at odark's end the day's recovery. */
export function passTimeframe(ctx: CombatRoundContext, asleep: readonly string[]): CombatRoundContext {
  let next = ctx;
  const now = TIMEFRAMES[ctx.timeframe]!;
  const why: Why[] = [];
  for (const id of ctx.fighters.map((f) => f.id)) {
    const f = fighterById(next, id)!;
    if (!isAlive(f)) continue;
    if (f.exhausted || asleep.includes(f.id)) {
      next = withFighter(next, f.id, { awake: 0, slept: f.slept + 1, exhausted: false, condition: 'fine' });
      why.push({
        text: f.exhausted
          ? `${f.name} sleeps off the exhaustion through ${now}.`
          : `${f.name} sleeps through ${now} (${plural(f.slept + 1, 'timeframe')} today).`,
        rule: f.exhausted ? R.exhausted : R.downtime,
      });
      continue;
    }
    const awake = f.awake + 1;
    if (!sleeplessRollNeeded(awake)) {
      next = withFighter(next, f.id, { awake });
      why.push({ text: `${f.name} stays awake through ${now} (${plural(awake, 'timeframe')} in a row).`, rule: R.downtime });
      continue;
    }
    if (f.kind === 'npc') {
      const tired = npcTakesFatigue(f.fatigue, f.fatigueLimit);
      next = withFighter(
        next,
        f.id,
        tired.unconscious ? { awake, condition: 'unconscious', exhausted: true } : { awake, fatigue: tired.fatigue },
      );
      why.push({
        text: `${f.name} has been awake ${awake} timeframes: as an NPC it takes the Fatigue outright${tired.unconscious ? ', past its limit, and drops' : ` (Fatigue ${tired.fatigue})`}.`,
        rule: R.sleeplessAgain,
      });
      continue;
    }
    const threshold = fatigueThreshold(0, f.fatigue);
    const r = bodyRoll(next, f, RESILIENCE_APTITUDES, threshold, 'sleepless roll', ['stays up', 'knocked out']);
    const said = `${f.name} has been awake ${awake} timeframes: a Resilience roll as if hit by FTM +0: ${r.sum} against`;
    if (r.success) {
      next = withFighter(r.ctx, f.id, { awake, fatigue: f.fatigue + 1 });
      why.push({
        text: `${said} 0 + 0 + Fatigue ${f.fatigue} = ${threshold}: passes, and still takes 1 Fatigue (Fatigue ${f.fatigue + 1}).`,
        rule: R.sleeplessAgain,
      });
    } else {
      next = withFighter(r.ctx, f.id, { awake, condition: 'unconscious', exhausted: true });
      why.push({ text: `${said} ${threshold}: a failure, knocked out; ${f.name} sleeps the next timeframe.`, rule: R.exhausted });
    }
  }
  if (ctx.timeframe < TIMEFRAMES.length - 1)
    return tell({ ...next, timeframe: ctx.timeframe + 1 }, [{ text: `Day ${ctx.day}, ${now}:`, rule: R.downtime }, ...why]);
  // Odark ends the day: each living character's recovery for the sleep it got.
  const day: Why[] = [{ text: `Day ${ctx.day} ends: recovery for the day's sleep.`, rule: R.dayCount }];
  for (const id of ctx.fighters.map((f) => f.id)) {
    const f = fighterById(next, id)!;
    if (!isAlive(f)) continue;
    const after = dayRecovery(f.injuries, f.fatigue, f.slept);
    next = withFighter(next, f.id, { injuries: after.injuries, fatigue: after.fatigue, slept: 0 });
    const healed = [
      after.injuries !== f.injuries ? `Injuries ${f.injuries} → ${after.injuries}` : '',
      after.fatigue !== f.fatigue ? `Fatigue ${f.fatigue} → ${after.fatigue}` : '',
    ].filter(Boolean);
    if (healed.length) day.push({ text: `${f.name} slept ${plural(f.slept, 'timeframe')}: ${healed.join(', ')}.`, rule: R.recovery });
  }
  return tell({ ...next, timeframe: 0, day: ctx.day + 1 }, [{ text: `Day ${ctx.day}, ${now}:`, rule: R.downtime }, ...why, ...day]);
}

/** Everyone alive is whole and awake: nothing left to recover. */
export function allRecovered(ctx: Pick<CombatRoundContext, 'fighters'>): boolean {
  return ctx.fighters.filter(isAlive).every((f) => f.injuries === 0 && f.fatigue === 0 && f.condition === 'fine');
}

export const nobodyAlive = (ctx: Pick<CombatRoundContext, 'fighters'>): boolean => !ctx.fighters.some(isAlive);

// ---------------------------------------------------------------------------------------
// The machine

const free = (p: string | undefined) => p === undefined;

export const combatRoundMachine = setup({
  types: {
    context: {} as CombatRoundContext,
    events: {} as CombatRoundEvent,
    input: {} as CombatRoundInput,
  },
  actions: {
    declare: assign(({ context, event }) => {
      assertEvent(event, 'action.declared');
      return declareAction(context, event.action, event.target, event.threshold);
    }),
    roll: assign(({ context }) => resolveAction(context)),
    decide: assign(({ context, event }) => {
      assertEvent(event, 'action.decided');
      return resolveAction(context, event.success);
    }),
    rollWound: assign(({ context }) => woundRoll(context)),
    move: assign(({ context, event }) => {
      assertEvent(event, 'creature.moved');
      return moveCreature(context, event.to);
    }),
    stand: assign(({ context }) => standUp(context)),
    recover: assign(({ context }) => recoverWeapon(context)),
    breathe: assign(({ context }) => takeBreath(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    endRound: assign(({ context }) => endRound(context)),
    endFight: assign(({ context }) => endFight(context)),
    passTimeframe: assign(({ context, event }) => {
      assertEvent(event, 'timeframe.passed');
      return passTimeframe(context, event.asleep);
    }),
  },
  guards: {
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'action.declared');
      return free(declareProblem(context, event.action, event.target, event.threshold));
    },
    rolled: ({ context }) => context.declared !== null && !context.declared.gmDecides,
    decided: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared !== null && context.declared.gmDecides && typeof event.success === 'boolean';
    },
    rollCallsInjury: ({ context }) => context.declared !== null && !context.declared.gmDecides && woundAfter(context) === 'injury',
    rollCallsResilience: ({ context }) => context.declared !== null && !context.declared.gmDecides && woundAfter(context) === 'fatigue',
    decisionCallsInjury: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared?.gmDecides === true && typeof event.success === 'boolean' && woundAfter(context, event.success) === 'injury';
    },
    decisionCallsResilience: ({ context, event }) => {
      assertEvent(event, 'action.decided');
      return context.declared?.gmDecides === true && typeof event.success === 'boolean' && woundAfter(context, event.success) === 'fatigue';
    },
    resilienceFollows: ({ context }) => woundRoll(context).wounds[0]?.kind === 'fatigue',
    mayMove: ({ context, event }) => {
      assertEvent(event, 'creature.moved');
      return free(moveProblem(context, event.to));
    },
    mayStand: ({ context }) => free(standProblem(context)),
    mayRecover: ({ context }) => free(recoverProblem(context)),
    mayBreathe: ({ context }) => free(breathProblem(context)),
    lastTurn: ({ context }) => endTurn(context).turnOf === null,
    nobodyToAct: ({ context }) => endRound(context).turnOf === null,
    mayPassTimeframe: ({ context, event }) => {
      assertEvent(event, 'timeframe.passed');
      return free(timeframeProblem(context, event.asleep));
    },
    nobodyAlive: ({ context }) => nobodyAlive(context),
    startsInDowntime: ({ context }) => context.start === 'downtime' && context.round === 0,
    recovered: ({ context }) => allRecovered(context),
  },
}).createMachine({
  id: 'combatRound',
  context: ({ input }) => createInitialContext(input),
  initial: 'fight',
  states: {
    fight: {
      description: 'Rounds of turns: every creature able to act takes a turn of two actions, then the round ends.',
      initial: 'turn',
      always: [
        { guard: 'nobodyAlive', target: 'over', description: 'Nobody is left alive.' },
        { guard: 'startsInDowntime', target: 'downtime', actions: 'endFight', description: 'A table set up for downtime opens there.' },
      ],
      on: {
        'fight.ended': { target: 'downtime', actions: 'endFight', description: 'The GM calls the fight over: downtime begins.' },
      },
      states: {
        turn: {
          description:
            "A creature's turn: declare a check or a combat action, move an Area, stand up, pick up a weapon, surface for air, or end the turn.",
          on: {
            'action.declared': {
              guard: 'mayDeclare',
              target: 'roll',
              actions: 'declare',
              description: 'One action: its modifiers and threshold are set.',
            },
            'creature.moved': { guard: 'mayMove', actions: 'move' },
            'creature.stood': { guard: 'mayStand', actions: 'stand' },
            'weapon.recovered': { guard: 'mayRecover', actions: 'recover' },
            'breath.taken': { guard: 'mayBreathe', actions: 'breathe' },
            'turn.ended': [
              { guard: 'lastTurn', target: 'endOfRound', actions: 'endTurn', description: 'The last turn, with fire or water to settle.' },
              { target: 'turn', reenter: true, actions: 'endTurn', description: 'The next creature in the order.' },
            ],
          },
        },
        roll: {
          description: 'The declared action: d6 + its modifiers against Defense or the GM’s threshold (between two NPCs, the GM decides).',
          on: {
            'action.rolled': [
              {
                guard: 'rollCallsInjury',
                target: 'injuryRoll',
                actions: 'roll',
                description: 'A hit on a PC with a weapon that has an ITM.',
              },
              {
                guard: 'rollCallsResilience',
                target: 'resilienceRoll',
                actions: 'roll',
                description: 'A hit on a PC with a weapon that has only an FTM.',
              },
              { guard: 'rolled', target: 'turn', actions: 'roll' },
            ],
            'action.decided': [
              { guard: 'decisionCallsInjury', target: 'injuryRoll', actions: 'decide' },
              { guard: 'decisionCallsResilience', target: 'resilienceRoll', actions: 'decide' },
              { guard: 'decided', target: 'turn', actions: 'decide' },
            ],
          },
        },
        injuryRoll: {
          description: 'The PC who was hit rolls d6 + Constitution against 1 + ITM + Injuries: one more Injury, or death.',
          on: {
            'injury.rolled': [
              { guard: 'resilienceFollows', target: 'resilienceRoll', actions: 'rollWound', description: 'The weapon has an FTM too.' },
              { target: 'turn', actions: 'rollWound' },
            ],
          },
        },
        resilienceRoll: {
          description:
            'The PC who was hit rolls d6 + Constitution, Endurance, Willpower against 0 + FTM + Fatigue: one more Fatigue, or unconscious.',
          on: { 'resilience.rolled': { target: 'turn', actions: 'rollWound' } },
        },
        endOfRound: {
          description: 'Every turn is over: the fire takes its round on the map, then the water counts breaths.',
          on: {
            'round.ended': [
              {
                guard: 'nobodyToAct',
                target: 'endOfRound',
                reenter: true,
                actions: 'endRound',
                description: 'Nobody can act next round either.',
              },
              { target: 'turn', actions: 'endRound' },
            ],
          },
        },
      },
    },
    downtime: {
      description: 'After the fight: timeframe by timeframe, who sleeps, the sleepless roll, and each day’s recovery.',
      always: [
        { guard: 'nobodyAlive', target: 'over' },
        { guard: 'recovered', target: 'rested', description: 'No Injury or Fatigue left on anyone alive.' },
      ],
      on: {
        'timeframe.passed': { guard: 'mayPassTimeframe', actions: 'passTimeframe' },
      },
    },
    rested: {
      type: 'final',
      description: 'Everyone alive has recovered.',
    },
    over: {
      type: 'final',
      description: 'Nobody is left alive.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const combatRoundRecord: RecordFormat = {
  current: 'combat-round/1',
  upgrades: {},
};
