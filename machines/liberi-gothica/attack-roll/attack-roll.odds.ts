/**
 * The attack roll's teaching: the exact odds of the next roll in an exchange, by enumeration
 * (the 36 faces of 2d6, then the damage dice convolved, a ram's steps one after another,
 * then the wound's location), and the question a learner predicts before an attack roll.
 * Checked against every face played through the machine and a 100,000-trial seeded
 * simulation of the machine's own steps in attack-roll.odds.test.ts.
 *
 * What the next roll is comes from the machine, read by `nextRoll` (attack-roll.view.ts):
 * the class of attack each 2d6 total gives, the damage dice, the Reduction a glancing blow
 * meets. This module only weighs those facts. Only a reader who opens the odds or predicts
 * needs it, so a widget loads it on demand: it imports nothing at run time, and
 * `attackRollOdds(kit)` works with the readings it is handed (attack-roll.kit.ts, itself
 * loaded on demand beside it), so the embed build puts it in a small chunk of its own.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds, Outcome as OddsOutcome, Prediction, RuleRef, Why } from '../../core/explain.js';
import type { Dice } from '../damage.js';
import type { attackRollMachine } from './attack-roll.machine.js';
import type { AttackRollContext, AttackRollEvent } from './attack-roll.context.js';
import type { DamageSpec } from './attack-roll.fighters.js';
import type { AttackRollKit } from './attack-roll.kit.js';

type Snapshot = Pick<SnapshotFrom<typeof attackRollMachine>, 'context' | 'hasTag'>;

/** A distribution over whole numbers: value → probability. */
export type Dist = ReadonlyMap<number, number>;

/** What an attack roll can come to (a glancing blow turned aside by a deflection is `deflected`). */
export type AttackClass = 'miss' | 'glancing' | 'deflected' | 'hit' | 'crippling';

/** The roll about to be made, as the machine reads it (attack-roll.view.ts, `nextRoll`). */
export type NextRoll =
  | {
      readonly kind: 'attack';
      readonly question: string;
      readonly rule: RuleRef;
      /** The class of attack each total of 2d6 gives, for totals 2 to 12. */
      readonly classes: readonly AttackClass[];
      readonly damage: DamageSpec;
      /** What a glancing blow loses to Reduction (passive and active together). */
      readonly reduction: number;
    }
  | {
      readonly kind: 'damage';
      readonly question: string;
      readonly rule: RuleRef;
      readonly damage: DamageSpec;
      /** Reduction taken off (0 on a direct hit). */
      readonly reduction: number;
    }
  | { readonly kind: 'wound'; readonly question: string; readonly rule: RuleRef; readonly outcomes: readonly OddsOutcome[] };

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

/** 2d6: the chance of a total `t` (2 to 12), 1, 2, … 6, … 1 in 36. */
export const twoD6 = (t: number): number => (6 - Math.abs(t - 7)) / 36;

/** Life lost to a blow of each damage, after the Reduction it meets. */
function lostTo(dealt: Dist, reduction: number): Map<number, number> {
  const lost = new Map<number, number>();
  for (const [d, p] of dealt) add(lost, Math.max(0, d - reduction), p);
  return lost;
}

export interface AttackOdds {
  readonly classes: ReadonlyMap<AttackClass, number>;
  /** Life the target loses to this attack (0 on a miss). */
  readonly lifeLost: Dist;
}

/** Everything about the attack about to be rolled: its class and the Life it takes. */
export function attackOdds(roll: Extract<NextRoll, { kind: 'attack' }>): AttackOdds {
  const dealt = dealtDist(roll.damage);
  const glancing = lostTo(dealt, roll.reduction);
  const classes = new Map<AttackClass, number>();
  const lifeLost = new Map<number, number>();
  roll.classes.forEach((cls, i) => {
    const p = twoD6(i + 2);
    add(classes, cls, p);
    if (cls === 'miss' || cls === 'deflected') return add(lifeLost, 0, p);
    for (const [d, q] of cls === 'glancing' ? glancing : dealt) add(lifeLost, d, p * q);
  });
  return { classes, lifeLost };
}

const CLASS_LABELS: Readonly<Record<AttackClass, string>> = {
  miss: 'Miss',
  glancing: 'Glancing blow',
  deflected: 'Glancing blow, deflected: no damage',
  hit: 'Direct hit',
  crippling: 'Direct hit and a crippling wound',
};
const ORDER: readonly AttackClass[] = ['miss', 'deflected', 'glancing', 'hit', 'crippling'];

function listed(dist: Dist): OddsOutcome[] {
  return [...dist]
    .filter(([, p]) => p > 0)
    .sort(([a], [b]) => a - b)
    .map(([v, p]) => ({ id: `life-${v}`, label: `${v} Life`, p }));
}

/** The exact odds of a roll: the attack's outcome, its damage, or where the wound lands. */
export function rollOdds(roll: NextRoll | undefined): NextOdds | undefined {
  if (!roll) return undefined;
  const { question, rule } = roll;
  if (roll.kind === 'wound') return { question, rule, outcomes: roll.outcomes };
  if (roll.kind === 'damage') return { question, rule, outcomes: listed(lostTo(dealtDist(roll.damage), roll.reduction)) };
  const { classes } = attackOdds(roll);
  return {
    question,
    rule,
    outcomes: ORDER.filter((c) => (classes.get(c) ?? 0) > 0).map((c) => ({ id: c, label: CLASS_LABELS[c], p: classes.get(c)! })),
  };
}

/** Life lost to the attack about to be rolled, miss included, for the damage chart beside the odds. */
export function lifeLostOdds(roll: NextRoll | undefined): readonly OddsOutcome[] | undefined {
  return roll?.kind === 'attack' ? listed(attackOdds(roll).lifeLost) : undefined;
}

const CHOICES = [
  { id: 'miss', label: 'Miss' },
  { id: 'glancing', label: 'Glancing blow' },
  { id: 'hit', label: 'Direct hit' },
] as const;

/** The steps that roll dice: each rolls the roll the table is waiting on. */
const ROLLS: ReadonlySet<AttackRollEvent['type']> = new Set(['attack.rolled', 'damage.rolled', 'wound.rolled']);

/** The attack roll's odds and prediction, read from a snapshot with the readings in `kit`. */
export function attackRollOdds(kit: AttackRollKit) {
  const { num, rules: R } = kit;

  /**
   * The odds the learning panel shows: those of the roll about to be made (the attack's
   * outcome, its damage, or where the wound lands), or nothing between rolls.
   */
  function nextOdds(snapshot: Snapshot): NextOdds | undefined {
    return rollOdds(kit.nextRoll(snapshot.context));
  }

  /**
   * The exact odds of what `event` rolls from this snapshot: an attack roll, a damage roll or
   * a wound roll is the roll about to be made; anything else rolls nothing.
   */
  function oddsOf(snapshot: Snapshot, event: AttackRollEvent): NextOdds | undefined {
    return ROLLS.has(event.type) ? nextOdds(snapshot) : undefined;
  }

  /** Before an attack roll: miss, glancing blow or direct hit? */
  function predictionFor(snapshot: Snapshot): Prediction<AttackRollContext> | undefined {
    if (!snapshot.hasTag('attack roll') || snapshot.context.stage !== 'attack') return undefined;
    const { base, total } = kit.defenseNow(snapshot.context, kit.targetOf(snapshot.context));
    return {
      question: `Miss, glancing blow or direct hit? (base defense ${num(base)}, total ${num(total)})`,
      choices: CHOICES,
      settledBy: ['attack.rolled'],
      answer: (after) => {
        const roll = kit.lastAttack(after)?.roll;
        const outcome = roll?.outcome ?? 'miss';
        const choice = outcome === 'direct' ? 'hit' : outcome;
        const why: Why[] = roll
          ? [
              {
                text: `${roll.result} against base ${num(roll.base)} and total ${num(roll.total)}: to beat a number is to be above it.`,
                rule: R.attackRoll,
              },
            ]
          : [];
        return { choice, why };
      },
    };
  }

  return { nextOdds, oddsOf, predictionFor };
}
