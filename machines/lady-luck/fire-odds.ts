/**
 * Exact odds for Lady Luck's fire (fire.ts): one roll, one round on a whole map, what one Area
 * may do next round, and the fire's future some rounds ahead. The fire map draws them on its
 * map; the combat round gives the odds of a round's end with them; the fire page's tables are
 * checked against them.
 *
 * Because every roll in a round reads the map as it stood when the round began (fire.ts),
 * each Area's next level depends only on the start of the round and on dice no other Area
 * uses: its own growth roll and the spread rolls aimed at it. So, given a map, the Areas
 * move independently and the next map's distribution is a product of per-Area ones. Over
 * N rounds the whole map is a Markov chain; for a small map we walk its states exactly,
 * for a big one we sample it with the seeded generator and say how many samples and how
 * far off the answer may be.
 *
 * Both walks are resumable jobs (`advanceOdds(job, units)`), so a page can compute a
 * little, let the browser paint, and carry on.
 */
import { num, type NextOdds, type Outcome } from '../core/explain.js';
import { randomInt, seedRandom, type RandomState } from '../core/random.js';
import { FIRE_LEVELS, areaLabel, canBurn, effectiveFlammability, type Area, type FireLevel } from './areas.js';
import { checkChance } from './check.js';
import { adjacency, type FireMap } from './area-map.js';
import {
  FIRE_RULES,
  FIRE_THRESHOLD,
  SEED_FIRE_RULES,
  grownLevel,
  rollsForGrowth,
  spreadFlammability,
  spreads,
  type FireRules,
} from './fire.js';

/** The chance that one fire roll (d6 + flammability + fire level) reaches 7. */
export function fireRollChance(flammability: number, level: number): number {
  return checkChance(flammability + level, FIRE_THRESHOLD);
}

export interface AreaRoundOdds {
  readonly id: string;
  /** Chance the fire here grows this round; null when it makes no growth roll. */
  readonly grow: number | null;
  /**
   * Chance a spread roll sets the Area alight this round; null when it cannot catch or nothing
   * spreads to it. A contained fire that grows to 0 first gets no spread roll at all (it
   * already burns at 0), so this is the chance it does not grow and then catches.
   */
  readonly catch: number | null;
  /** Chance the Area has a fire of 0 or more at the end of the round. */
  readonly loose: number;
}

/** Per Area, this round: the chance to grow and the chance to catch. */
export function roundOdds(map: FireMap, rules: FireRules = SEED_FIRE_RULES): AreaRoundOdds[] {
  const adj = adjacency(map);
  const levels = map.areas.map((a) => a.fireLevel);
  return map.areas.map((area, i) => {
    const dist = areaNext(map.areas, adj, levels, i, rules);
    const grow = rollsForGrowth(area) ? fireRollChance(effectiveFlammability(area)!, area.fireLevel!) : null;
    const reached = spreadChance(map.areas, adj, levels, i, rules);
    let loose = 0;
    for (const [level, p] of dist) if (level !== null && level >= 0) loose += p;
    return { id: area.id, grow, catch: reached === null ? null : (1 - (grow ?? 0)) * reached, loose };
  });
}

/**
 * The chance that the spread rolls aimed at Area i would set it alight, if they are made:
 * one minus the chance every burning neighbour misses. (They are not made when the Area's
 * own contained fire grows to 0 first: see `roundOdds`.) Null when none can be made.
 */
export function spreadChance(
  areas: readonly Area[],
  adj: number[][],
  levels: readonly FireLevel[],
  i: number,
  rules: FireRules = SEED_FIRE_RULES,
): number | null {
  const area = areas[i]!;
  const level = levels[i]!;
  if (!canBurn(area) || (level !== null && level >= 0)) return null;
  let miss = 1;
  let any = false;
  for (const j of adj[i]!) {
    const source = levels[j]!;
    if (!spreads(source)) continue;
    any = true;
    miss *= 1 - fireRollChance(spreadFlammability(areas[j]!, area, rules), source!);
  }
  return any ? 1 - miss : null;
}

/** One Area's next level given every Area's level now: a short list of [level, chance]. */
function areaNext(
  areas: readonly Area[],
  adj: number[][],
  levels: readonly FireLevel[],
  i: number,
  rules: FireRules,
): [FireLevel, number][] {
  const area = areas[i]!;
  const level = levels[i]!;
  const burnable = canBurn(area);
  const pGrow = level !== null && burnable && level < 6 ? fireRollChance(effectiveFlammability(area)!, level) : 0;
  if (level !== null && level >= 0) {
    return pGrow > 0
      ? pGrow < 1
        ? [
            [grownLevel(level), pGrow],
            [level, 1 - pGrow],
          ]
        : [[grownLevel(level), 1]]
      : [[level, 1]];
  }
  const pCatch = spreadChance(areas, adj, levels, i, rules) ?? 0;
  const pZero = 1 - (1 - pGrow) * (1 - pCatch);
  if (pZero <= 0) return [[level, 1]];
  if (pZero >= 1) return [[0, 1]];
  return [
    [0, pZero],
    [level, 1 - pZero],
  ];
}

// ---------------------------------------------------------------- N rounds

export interface AreaForecast {
  readonly id: string;
  /** Chance of each fire level, indexed like FIRE_LEVELS (null first, then −3 … 6). */
  readonly distribution: readonly number[];
  /** Chance the Area burns at 1 or more (hot enough to hurt). */
  readonly burning: number;
}

export interface Forecast {
  readonly method: 'exact' | 'monte-carlo';
  readonly rounds: number;
  /** Monte Carlo only: how many maps were played out. */
  readonly samples?: number;
  /** Monte Carlo only: the largest standard error over the Areas' `burning` chances. */
  readonly standardError?: number;
  readonly areas: readonly AreaForecast[];
}

export interface OddsOptions {
  /** The table's rulings (whose flammability a spread roll adds). */
  readonly rules?: FireRules;
  /** Give up the exact walk past this many distinct maps in one round. */
  readonly maxStates?: number;
  /** Monte Carlo sample count, when the exact walk is given up. */
  readonly samples?: number;
  readonly seed?: number;
  /** Skip the exact walk (for tests and benchmarks). */
  readonly forceMonteCarlo?: boolean;
}

type Levels = FireLevel[];
const levelIndex = new Map(FIRE_LEVELS.map((l, i) => [l, i]));
const keyOf = (levels: readonly FireLevel[]): string => levels.map((l) => levelIndex.get(l)!.toString(11)).join('');
const fromKey = (key: string): Levels => [...key].map((c) => FIRE_LEVELS[parseInt(c, 11)]!);

interface ExactWalk {
  readonly kind: 'exact';
  round: number;
  current: [string, number][];
  cursor: number;
  next: Map<string, number>;
}

interface MonteCarloWalk {
  readonly kind: 'monte-carlo';
  done: number;
  random: RandomState;
  /** counts[area][level index] */
  counts: number[][];
}

export interface OddsJob {
  readonly map: FireMap;
  readonly rules: FireRules;
  readonly adj: number[][];
  readonly rounds: number;
  readonly maxStates: number;
  readonly samples: number;
  readonly seed: number;
  /** Maps built so far by the exact walk: past MAX_EXACT_WORK it gives way to sampling. */
  work: number;
  walk: ExactWalk | MonteCarloWalk;
  result?: Forecast;
}

export const DEFAULT_MAX_STATES = 4000;
/** One map may branch into at most this many next maps (keeps every slice of work short). */
export const MAX_BRANCHES = 512;
/** Maps with more Areas that can burn than this are sampled, not walked. */
export const MAX_EXACT_AREAS = 16;
/** Total maps the exact walk may build before it gives way to sampling. */
export const MAX_EXACT_WORK = 200_000;
export const DEFAULT_SAMPLES = 2000;

export function startOdds(map: FireMap, rounds: number, options: OddsOptions = {}): OddsJob {
  const job: OddsJob = {
    map,
    rules: options.rules ?? SEED_FIRE_RULES,
    adj: adjacency(map),
    rounds: Math.max(0, Math.trunc(rounds)),
    maxStates: options.maxStates ?? DEFAULT_MAX_STATES,
    samples: options.samples ?? DEFAULT_SAMPLES,
    seed: options.seed ?? 1,
    work: 0,
    walk: { kind: 'exact', round: 0, current: [[keyOf(map.areas.map((a) => a.fireLevel)), 1]], cursor: 0, next: new Map() },
  };
  // Each Area that can burn may branch every round; past MAX_EXACT_AREAS of them the walk is
  // hopeless, so sample straight away instead of finding that out the slow way.
  if (options.forceMonteCarlo || map.areas.filter(canBurn).length > MAX_EXACT_AREAS) job.walk = monteCarloWalk(job);
  if (job.rounds === 0) finishExact(job, job.walk.kind === 'exact' ? job.walk : undefined);
  return job;
}

function monteCarloWalk(job: OddsJob): MonteCarloWalk {
  return { kind: 'monte-carlo', done: 0, random: seedRandom(job.seed), counts: job.map.areas.map(() => FIRE_LEVELS.map(() => 0)) };
}

/**
 * Do about `units` of work (one map expanded, or one sample played out) and return whether
 * the job is finished. Mutates the job: it is the widget's scratchpad, not machine context.
 */
export function advanceOdds(job: OddsJob, units: number): boolean {
  let left = units;
  while (left > 0 && !job.result) {
    const walk = job.walk;
    if (walk.kind === 'exact') {
      left -= expandOne(job, walk);
    } else {
      sampleOne(job, walk);
      left -= 1;
    }
  }
  return job.result !== undefined;
}

/** Run a job to the end in one go (tests, the benchmark, server-side rendering). */
export function forecast(map: FireMap, rounds: number, options: OddsOptions = {}): Forecast {
  const job = startOdds(map, rounds, options);
  while (!advanceOdds(job, 10_000));
  return job.result!;
}

function expandOne(job: OddsJob, walk: ExactWalk): number {
  const [key, p] = walk.current[walk.cursor]!;
  const levels = fromKey(key);
  const areas = job.map.areas;
  // Product of the Areas' independent next levels, built one Area at a time.
  let partial: [Levels, number][] = [[[], p]];
  for (let i = 0; i < areas.length; i++) {
    const options = areaNext(areas, job.adj, levels, i, job.rules);
    if (options.length === 1) {
      for (const entry of partial) entry[0].push(options[0]![0]);
      continue;
    }
    const grown: [Levels, number][] = [];
    for (const [prefix, q] of partial) for (const [level, r] of options) grown.push([[...prefix, level], q * r]);
    partial = grown;
    if (partial.length > Math.min(job.maxStates, MAX_BRANCHES)) {
      job.walk = monteCarloWalk(job);
      return 1;
    }
  }
  job.work += partial.length;
  for (const [next, q] of partial) {
    const k = keyOf(next);
    walk.next.set(k, (walk.next.get(k) ?? 0) + q);
  }
  if (walk.next.size > job.maxStates || job.work > MAX_EXACT_WORK) {
    job.walk = monteCarloWalk(job);
    return 1;
  }
  walk.cursor += 1;
  if (walk.cursor >= walk.current.length) {
    walk.round += 1;
    walk.current = [...walk.next];
    walk.next = new Map();
    walk.cursor = 0;
    if (walk.round >= job.rounds) finishExact(job, walk);
  }
  return Math.max(1, partial.length / 8);
}

function finishExact(job: OddsJob, walk: ExactWalk | undefined): void {
  if (!walk) return;
  const dists = job.map.areas.map(() => FIRE_LEVELS.map(() => 0));
  for (const [key, p] of walk.current) {
    [...key].forEach((c, i) => {
      dists[i]![parseInt(c, 11)]! += p;
    });
  }
  job.result = {
    method: 'exact',
    rounds: job.rounds,
    areas: job.map.areas.map((a, i) => ({ id: a.id, distribution: dists[i]!, burning: burningChance(dists[i]!) })),
  };
}

function burningChance(dist: readonly number[]): number {
  return FIRE_LEVELS.reduce<number>((sum, level, k) => (level !== null && level >= 1 ? sum + dist[k]! : sum), 0);
}

/**
 * Play one map out for N rounds with the seeded generator. Rolls the same dice in the same
 * order as `fireRound` with no creatures (tested), but keeps only the levels.
 */
export function playOut(
  map: FireMap,
  adj: number[][],
  rounds: number,
  random: RandomState,
  rules: FireRules = SEED_FIRE_RULES,
): [Levels, RandomState] {
  const areas = map.areas;
  let levels: Levels = areas.map((a) => a.fireLevel);
  let rng = random;
  let roll: number;
  for (let r = 0; r < rounds; r++) {
    const next = [...levels];
    for (let i = 0; i < areas.length; i++) {
      const level = levels[i]!;
      if (level === null || level >= 6 || !canBurn(areas[i]!)) continue;
      [roll, rng] = randomInt(rng, 1, 6);
      if (roll + effectiveFlammability(areas[i]!)! + level >= FIRE_THRESHOLD) next[i] = grownLevel(level);
    }
    for (let i = 0; i < areas.length; i++) {
      const level = levels[i]!;
      if (!spreads(level)) continue;
      for (const j of adj[i]!) {
        const target = areas[j]!;
        const start = levels[j]!;
        if (!canBurn(target) || (start !== null && start >= 0)) continue; // canCatch, on the walk's levels
        const now = next[j]!;
        if (now !== null && now >= 0) continue;
        [roll, rng] = randomInt(rng, 1, 6);
        if (roll + spreadFlammability(areas[i]!, target, rules) + level! >= FIRE_THRESHOLD) next[j] = 0;
      }
    }
    levels = next;
  }
  return [levels, rng];
}

function sampleOne(job: OddsJob, walk: MonteCarloWalk): void {
  const [levels, random] = playOut(job.map, job.adj, job.rounds, walk.random, job.rules);
  walk.random = random;
  levels.forEach((l, i) => {
    walk.counts[i]![levelIndex.get(l)!]! += 1;
  });
  walk.done += 1;
  if (walk.done >= job.samples) {
    const n = walk.done;
    const areas = job.map.areas.map((a, i) => {
      const distribution = walk.counts[i]!.map((c) => c / n);
      return { id: a.id, distribution, burning: burningChance(distribution) };
    });
    const standardError = Math.max(0, ...areas.map((a) => Math.sqrt((a.burning * (1 - a.burning)) / n)));
    job.result = { method: 'monte-carlo', rounds: job.rounds, samples: n, standardError, areas };
  }
}

/** "23%", "<1%", "100%": how the overlay writes a chance. */
export function formatChance(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const pct = p * 100;
  if (pct < 1) return '<1%';
  if (pct > 99) return '>99%';
  return `${Math.round(pct)}%`;
}

/** One line saying how a forecast was made, for the page and the widget. */
export function describeForecast(f: Forecast): string {
  if (f.method === 'exact') return `Exact, by walking every way the dice can fall over ${f.rounds} ${f.rounds === 1 ? 'round' : 'rounds'}.`;
  const margin = (1.96 * (f.standardError ?? 0) * 100).toFixed(1);
  return `Estimated from ${f.samples} seeded play-outs of ${f.rounds} ${f.rounds === 1 ? 'round' : 'rounds'}; each chance within about ±${margin} points (95%).`;
}

/** How far a job has got, 0 to 1 (for a progress note while the overlay is computed). */
export function oddsProgress(job: OddsJob): number {
  if (job.result) return 1;
  const walk = job.walk;
  if (walk.kind === 'monte-carlo') return walk.done / job.samples;
  if (job.rounds === 0) return 1;
  return (walk.round + walk.cursor / Math.max(1, walk.current.length)) / job.rounds;
}

/** "no fire 40%, 0 12%, 1 48%": the levels an Area may be at, most likely first, none under 0.5%. */
export function describeDistribution(area: AreaForecast): string {
  return FIRE_LEVELS.map((level, k) => ({ level, p: area.distribution[k]! }))
    .filter((e) => e.p >= 0.005)
    .sort((a, b) => b.p - a.p)
    .map((e) => `${e.level === null ? 'no fire' : `level ${num(e.level)}`} ${formatChance(e.p)}`)
    .join(', ');
}

// ---------------------------------------------------------------- one Area's next round

/**
 * The exact odds of what happens to one Area next round, as disjoint outcome classes: its own
 * fire grows or stays, and a fire of 2 or more sets at least one neighbour alight or does not;
 * a contained fire grows to 0, catches from a neighbour, or stays; an Area with no fire
 * catches or stays unlit. Every die in a round is independent and reads the map as the round
 * began (fire.ts), so each class is a product of single-roll chances.
 */
export function areaNextOdds(context: { readonly map: FireMap; readonly rules: FireRules }, areaId: string): NextOdds | undefined {
  const { map, rules } = context;
  const i = map.areas.findIndex((a) => a.id === areaId);
  if (i < 0) return undefined;
  const areas = map.areas;
  const adj = adjacency(map);
  const levels = areas.map((a) => a.fireLevel);
  const area = areas[i]!;
  const level = area.fireLevel;
  const name = areaLabel(area);
  const growChance = (k: number) => (rollsForGrowth(areas[k]!) ? fireRollChance(effectiveFlammability(areas[k]!)!, levels[k]!) : 0);
  const pGrow = growChance(i);
  const question = `What happens in ${name} next round?`;

  if (level === null || level < 0) {
    const reach = spreadChance(areas, adj, levels, i, rules) ?? 0;
    const pCatch = (1 - pGrow) * reach;
    const stays = level === null ? `stays unlit` : `stays contained at ${num(level)}`;
    const outcomes: Outcome[] = [
      ...(level !== null ? [{ id: 'grows', label: 'its own fire grows to 0 and breaks loose', p: pGrow }] : []),
      { id: 'catches', label: 'a neighbour sets it alight at 0', p: pCatch },
      { id: 'stays', label: stays, p: 1 - pGrow - pCatch },
    ];
    return { question, outcomes: outcomes.filter((o) => o.p > 0), rule: level === null ? FIRE_RULES.spread : FIRE_RULES.growth };
  }

  // A loose fire: its growth, and whether at least one neighbour catches from it.
  let noSpread = 1;
  if (spreads(level)) {
    for (const j of adj[i]!) {
      const target = areas[j]!;
      const at = levels[j]!;
      if (!canBurn(target) || (at !== null && at >= 0)) continue;
      // The roll from i is made only if j's own contained fire did not grow to 0 and no
      // source earlier in map order has already set it alight.
      let made = at !== null ? 1 - growChance(j) : 1;
      for (const k of adj[j]!) {
        if (k < i && spreads(levels[k]!)) made *= 1 - fireRollChance(spreadFlammability(areas[k]!, target, rules), levels[k]!);
      }
      noSpread *= 1 - made * fireRollChance(spreadFlammability(area, target, rules), level);
    }
  }
  const pSpread = 1 - noSpread;
  const grown = grownLevel(level);
  const outcomes: Outcome[] = [
    { id: 'grows-spreads', label: `grows to ${grown} and sets a neighbour alight`, p: pGrow * pSpread },
    { id: 'grows', label: `grows to ${grown}`, p: pGrow * (1 - pSpread) },
    { id: 'spreads', label: `stays at ${level} and sets a neighbour alight`, p: (1 - pGrow) * pSpread },
    { id: 'stays', label: `stays at ${level}`, p: (1 - pGrow) * (1 - pSpread) },
  ];
  return { question, outcomes: outcomes.filter((o) => o.p > 0), rule: FIRE_RULES.growth };
}
