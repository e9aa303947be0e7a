/**
 * The exact odds of the next roll in an exchange, by enumeration: the 36 faces of 2d6,
 * then the damage dice convolved (a ram's steps one after another), then the wound's
 * location. Checked against a 100,000-trial seeded simulation of the machine's own steps
 * in attack-roll.odds.test.ts.
 */
import { signed, type NextOdds, type Outcome as OddsOutcome } from '../core/explain.js';
import { attackOutcome, isCrippling } from './attack.js';
import { crippledBy, woundBand, type Dice, type Location } from './wounds.js';
import { ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import { damageSpec, defenseNow, modifierTerms, type AttackRollContext, type DamageSpec, type Planned } from './attack-roll.machine.js';

/** A distribution over whole numbers: value → probability. */
export type Dist = ReadonlyMap<number, number>;

function add<K>(m: Map<K, number>, k: K, p: number): void {
  m.set(k, (m.get(k) ?? 0) + p);
}

export function convolve(a: Dist, b: Dist): Dist {
  // Dense arrays: a long ram convolves dozens of dice, and a Map per product is slow.
  const [aMin, aArr] = dense(a);
  const [bMin, bArr] = dense(b);
  const out = new Float64Array(aArr.length + bArr.length - 1);
  for (let i = 0; i < aArr.length; i++) {
    const p = aArr[i]!;
    if (p === 0) continue;
    for (let j = 0; j < bArr.length; j++) out[i + j]! += p * bArr[j]!;
  }
  const dist = new Map<number, number>();
  out.forEach((p, i) => {
    if (p > 0) dist.set(aMin + bMin + i, p);
  });
  return dist;
}

function dense(d: Dist): [number, Float64Array] {
  const keys = [...d.keys()];
  const min = Math.min(...keys);
  const arr = new Float64Array(Math.max(...keys) - min + 1);
  for (const [k, p] of d) arr[k - min] = p;
  return [min, arr];
}

/** The faces of `count` dice of `sides` plus `plus`, the total floored at 0 as rollDamage does. */
export function diceDist(d: Dice): Dist {
  let dist: Dist = new Map([[d.plus, 1]]);
  const die: Dist = new Map(Array.from({ length: d.sides }, (_, i) => [i + 1, 1 / d.sides] as const));
  for (let i = 0; i < d.count; i++) dist = convolve(dist, die);
  const out = new Map<number, number>();
  for (const [v, p] of dist) add(out, Math.max(0, v), p);
  return out;
}

/** The damage of a hit after the stat bonus (a ram: the sum of its steps), never below 0. */
export function dealtDist(spec: DamageSpec): Dist {
  if (spec.kind === 'ram') {
    const step = diceDist(spec.step);
    let dist: Dist = new Map([[0, 1]]);
    for (let i = 0; i < spec.steps; i++) dist = convolve(dist, step);
    return dist;
  }
  const out = new Map<number, number>();
  for (const [v, p] of diceDist(spec.dice)) add(out, Math.max(0, v + spec.bonus), p);
  return out;
}

/** 2d6: the chance of each total 2 to 12. */
export const TWO_D6: Dist = new Map(Array.from({ length: 11 }, (_, i) => [i + 2, (6 - Math.abs(i + 2 - 7)) / 36] as const));

export type AttackClass = 'miss' | 'glancing' | 'deflected' | 'hit' | 'crippling';

export interface AttackOdds {
  readonly classes: ReadonlyMap<AttackClass, number>;
  /** Life the target loses to this attack (0 on a miss). */
  readonly lifeLost: Dist;
  readonly modifier: number;
  readonly base: number;
  readonly total: number;
}

/** Everything about the attack in progress, before its roll. */
export function attackOdds(ctx: AttackRollContext, plan: Planned = ctx.queue[0]!): AttackOdds {
  const modifier = modifierTerms(ctx, plan).reduce((s, t) => s + t.value, 0);
  const { base, total, deflecting, reduction } = defenseNow(ctx);
  const dealt = dealtDist(damageSpec(ctx, plan));
  const classes = new Map<AttackClass, number>();
  const lifeLost = new Map<number, number>();
  for (const [sum, p] of TWO_D6) {
    const result = sum + modifier;
    const outcome = attackOutcome(result, base, total);
    if (outcome === 'miss' || (outcome === 'glancing' && deflecting)) {
      add(classes, outcome === 'miss' ? 'miss' : 'deflected', p);
      add(lifeLost, 0, p);
      continue;
    }
    add(classes, outcome === 'glancing' ? 'glancing' : isCrippling(result, total) ? 'crippling' : 'hit', p);
    for (const [d, q] of dealt) add(lifeLost, outcome === 'glancing' ? Math.max(0, d - reduction.passive - reduction.active) : d, p * q);
  }
  return { classes, lifeLost, modifier, base, total };
}

const CLASS_LABELS: Readonly<Record<AttackClass, string>> = {
  miss: 'Miss',
  glancing: 'Glancing blow',
  deflected: 'Glancing blow, deflected: no damage',
  hit: 'Direct hit',
  crippling: 'Direct hit and a crippling wound',
};

function listed(dist: Dist, label: (v: number) => string, prefix: string): OddsOutcome[] {
  return [...dist]
    .filter(([, p]) => p > 0)
    .sort(([a], [b]) => a - b)
    .map(([v, p]) => ({ id: `${prefix}-${v}`, label: label(v), p }));
}

const LOCATION_ODDS: readonly (readonly [Location, number])[] = [
  ['torso', 3 / 6],
  ['legs', 1 / 6],
  ['arms', 1 / 6],
  ['head', 1 / 6],
];

/** The exact odds of the next roll: the attack's outcome, its damage, or where the wound lands. */
export function nextOdds(ctx: AttackRollContext): NextOdds | undefined {
  const plan = ctx.queue[0];
  if (ctx.stage === 'attack' && plan) {
    const odds = attackOdds(ctx, plan);
    const order: AttackClass[] = ['miss', 'deflected', 'glancing', 'hit', 'crippling'];
    return {
      question: `The attack roll: 2d6${odds.modifier === 0 ? '' : ` ${signed(odds.modifier)}`} against base defense ${odds.base} and total defense ${odds.total}`,
      outcomes: order.filter((c) => (odds.classes.get(c) ?? 0) > 0).map((c) => ({ id: c, label: CLASS_LABELS[c], p: odds.classes.get(c)! })),
      rule: R.attackRoll,
    };
  }
  if (ctx.stage === 'damage' && plan && ctx.current?.roll) {
    const glancing = ctx.current.roll.outcome === 'glancing';
    const { reduction } = defenseNow(ctx);
    const lost = new Map<number, number>();
    for (const [d, p] of dealtDist(damageSpec(ctx, plan))) add(lost, glancing ? Math.max(0, d - reduction.passive - reduction.active) : d, p);
    return {
      question: glancing ? 'Life lost to this glancing blow, after Reduction' : 'Life lost to this direct hit',
      outcomes: listed(lost, (v) => `${v} Life`, 'life'),
      rule: glancing ? R.reduction : R.damage,
    };
  }
  if (ctx.stage === 'wound' && ctx.current?.damage) {
    const dealt = ctx.current.damage.dealt;
    const band = woundBand(dealt);
    return {
      question: `Where the wound lands (1d6), with ${dealt} damage`,
      outcomes: LOCATION_ODDS.map(([loc, p]) => ({
        id: loc,
        label: `${loc[0]!.toUpperCase()}${loc.slice(1)}: ${loc === 'head' && band === 1 ? 'Lost eye or ear' : crippledBy(loc, dealt, 1).name}`,
        p,
      })),
      rule: R.location,
    };
  }
  return undefined;
}

/** Life lost to the attack about to be rolled, miss included, for the damage chart beside the odds. */
export function lifeLostOdds(ctx: AttackRollContext): readonly OddsOutcome[] | undefined {
  const plan = ctx.queue[0];
  if (ctx.stage !== 'attack' || !plan) return undefined;
  return listed(attackOdds(ctx, plan).lifeLost, (v) => `${v} Life`, 'life');
}
