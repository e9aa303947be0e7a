/**
 * The dice-pool fight's teaching, loaded when a reader first asks: the exact odds of the next
 * roll, from the pools' distributions (convolution of the dice, then every pair of totals):
 * the hit roll's hit, miss and jam; the damage each level by level; a Fix Jam check; the
 * help's bonus dice; the order roll (checked against a 100,000-trial seeded simulation in
 * pool-fight.odds.test.ts); and the question a learner predicts before each roll.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds, Outcome, Prediction, Why } from '../../core/explain.js';
import { fixJamChance, jams } from '../firearm.js';
import { helpBonusDice, HELP_CAP } from '../help.js';
import { FIRE_DIE } from '../melee.js';
import { describePool, poolDistribution, type Pool } from '../pool.js';
import { POOL_FIGHT_RULES as R } from './pool-fight.rules.js';
import { cap } from './pool-fight.problems.js';
import type { Pending, PoolFightContext } from './pool-fight.context.js';
import type { poolFightMachine } from './pool-fight.machine.js';

/** P(a > b) for two pools' totals. */
export function beatChance(a: Pool, b: Pool): number {
  const da = poolDistribution(a);
  const db = poolDistribution(b);
  let below = 0;
  let p = 0;
  for (let t = 0; t < da.length; t++) {
    p += da[t]! * below;
    below += db[t] ?? 0;
  }
  return p;
}

/** Hit, miss without a jam, and miss with a jam (cart size `cart`, or none for a melee weapon). */
export function hitChances(base: Pool, dodge: Pool, cart?: 8 | 6 | 4 | 2): { hit: number; miss: number; jam: number } {
  const da = poolDistribution(base);
  const db = poolDistribution(dodge);
  let hit = 0;
  let jam = 0;
  for (let x = 0; x < da.length; x++) {
    const px = da[x]!;
    if (px === 0) continue;
    for (let y = 0; y < db.length; y++) {
      const p = px * db[y]!;
      if (p === 0) continue;
      if (x > y) hit += p;
      else if (cart !== undefined && jams(cart, x, y)) jam += p;
    }
  }
  return { hit, jam, miss: Math.max(0, 1 - hit - jam) };
}

/**
 * The damage a hit deals, level by level: `dist[n]` is the chance of n damage, where the
 * damage total (divided by `share`, rounded down, for an electric weapon) minus the defense
 * total is floored at 0; a burning weapon (`fire`) then adds its 1d6, which defense does not
 * reduce (ruling: a fiery weapon in the fight).
 */
export function damageLevels(damage: Pool, defense: Pool, share = 1, fire = false): number[] {
  const dd = poolDistribution(damage);
  const df = poolDistribution(defense);
  const out: number[] = [];
  for (let x = 0; x < dd.length; x++) {
    const px = dd[x]!;
    if (px === 0) continue;
    const s = Math.floor(x / share);
    for (let y = 0; y < df.length; y++) {
      const p = px * df[y]!;
      if (p === 0) continue;
      const n = Math.max(0, s - y);
      out[n] = (out[n] ?? 0) + p;
    }
  }
  const levels = Array.from(out, (p) => p ?? 0);
  if (!fire) return levels;
  const burn = poolDistribution([FIRE_DIE]);
  const withFire: number[] = [];
  levels.forEach((p, n) => burn.forEach((q, b) => (withFire[n + b] = (withFire[n + b] ?? 0) + p * q)));
  return Array.from(withFire, (p) => p ?? 0);
}

/** The help's bonus dice, 0 to 4, by chance. */
export function helpDiceChances(helper: Pool, opposing: Pool): number[] {
  const dh = poolDistribution(helper);
  const dop = poolDistribution(opposing);
  const out = new Array<number>(HELP_CAP + 1).fill(0);
  for (let x = 0; x < dh.length; x++) {
    for (let y = 0; y < dop.length; y++) {
      const p = dh[x]! * dop[y]!;
      if (p > 0) out[helpBonusDice(x, y)]! += p;
    }
  }
  return out;
}

/** Levels as outcomes: "No harm", "1 damage", … and the tail from `rows` on together. */
export function levelOutcomes(levels: readonly number[], rows = 9, missed = 0): Outcome[] {
  const out: Outcome[] = [];
  levels.forEach((p, n) => {
    const q = n === 0 ? p + missed : p;
    if (q <= 0) return;
    if (n < rows) out.push({ id: `damage-${n}`, label: n === 0 ? 'No harm' : `${n} damage`, p: q });
    else {
      const last = out.at(-1);
      if (last?.id === `damage-${rows}+`) out[out.length - 1] = { ...last, p: last.p + q };
      else out.push({ id: `damage-${rows}+`, label: `${rows} or more`, p: q });
    }
  });
  return out;
}

/** How many share an attack's damage: the target, the others touching an electric weapon's circuit, and its wielder when counted. */
function circuitSize(p: Extract<Pending, { kind: 'attack' }>): number {
  return 1 + p.touching.length + (p.wielderShares ? 1 : 0);
}

function attackCart(ctx: PoolFightContext, p: Extract<Pending, { kind: 'attack' }>) {
  const w = ctx.fighters[p.by]!.weapon;
  return w.kind === 'gun' && p.mode === 'shot' ? w.cart : undefined;
}

/** The damage this attack deals to its target, miss included: the odds beside the hit roll. */
export function attackDamageOdds(ctx: PoolFightContext): Outcome[] | undefined {
  const p = ctx.pending;
  if (p?.kind !== 'attack' || p.stage !== 'hit') return undefined;
  const share = circuitSize(p);
  const levels = damageLevels(p.build.damage.pool, p.build.defense.pool, share, p.fire);
  const hit = beatChance(p.build.base.pool, p.build.dodge.pool);
  return levelOutcomes(
    levels.map((q) => q * hit),
    9,
    1 - hit,
  );
}

type Snapshot = Pick<SnapshotFrom<typeof poolFightMachine>, 'context'>;

/** The exact odds of the roll the table is about to make (none between rolls). */
export function nextOdds(snapshot: Snapshot): NextOdds | undefined {
  const ctx = snapshot.context;
  const p = ctx.pending;
  if (ctx.round === 0) {
    // Every group not yet placed rolls the same d6, ties again: each is as likely as the next to lead.
    const open = ctx.groups.filter((g) => !ctx.order.includes(g.id));
    return {
      question: `If the groups roll for the order: each 1d6, ties again`,
      outcomes: open.map((g) => ({ id: g.id, label: `${cap(g.name)} ${ctx.order.length ? 'next' : 'first'}`, p: 1 / open.length })),
      rule: R.orderRoll,
    };
  }
  if (!p) return undefined;
  if (p.kind === 'attack' && p.stage === 'hit') {
    const cart = attackCart(ctx, p);
    const c = hitChances(p.build.base.pool, p.build.dodge.pool, cart);
    return {
      question: `The hit roll: ${describePool(p.build.base.pool)} against ${describePool(p.build.dodge.pool)}`,
      outcomes: [
        { id: 'hit', label: 'Hit', p: c.hit },
        { id: 'miss', label: 'Miss', p: c.miss },
        ...(cart !== undefined && cart !== 2 ? [{ id: 'jam', label: 'Miss, and it jams', p: c.jam }] : []),
      ],
      rule: R.compare,
    };
  }
  if (p.kind === 'attack') {
    const share = circuitSize(p);
    return {
      question: `The damage roll: ${describePool(p.build.damage.pool)}${share > 1 ? ` shared by ${share}` : ''} against ${describePool(p.build.defense.pool)}${p.fire ? ', then 1d6 of fire' : ''}`,
      outcomes: levelOutcomes(damageLevels(p.build.damage.pool, p.build.defense.pool, share, p.fire)),
      rule: p.fire ? R.fiery : R.compare,
    };
  }
  if (p.kind === 'fix') {
    const clear = fixJamChance(p.mine.pool, p.theirs.pool);
    return {
      question: `Fix Jam: ${describePool(p.mine.pool)} against ${describePool(p.theirs.pool)}`,
      outcomes: [
        { id: 'cleared', label: 'Cleared', p: clear },
        { id: 'jammed', label: 'Still jammed', p: 1 - clear },
      ],
      rule: R.fix,
    };
  }
  const dice = helpDiceChances(p.mine.pool, p.theirs.pool);
  return {
    question: `Help: ${describePool(p.mine.pool)} against ${describePool(p.theirs.pool)}`,
    outcomes: dice.flatMap((q, n) => (q > 0 ? [{ id: `help-${n}`, label: n === 0 ? 'No bonus' : `+${n}d6`, p: q }] : [])),
    rule: R.help,
  };
}

const HIT_CHOICES = [
  { id: 'hit', label: 'Hit' },
  { id: 'miss', label: 'Miss' },
];

/** Before a roll the rules decide: the question, its choices, and how the roll answers it. */
export function predictionFor(s: Snapshot): Prediction<PoolFightContext> | undefined {
  const c = s.context;
  const p = c.pending;
  if (!p) return undefined;
  if (p.kind === 'attack' && p.stage === 'hit') {
    const a = c.fighters[p.by]!;
    const canJam = a.weapon.kind === 'gun' && a.weapon.cart !== 2;
    return {
      question: `Hit or miss? (${describePool(p.build.base.pool)} against ${describePool(p.build.dodge.pool)})`,
      choices: canJam ? [...HIT_CHOICES, { id: 'jam', label: 'Miss, and it jams' }] : HIT_CHOICES,
      settledBy: ['hit.rolled'],
      answer: (after) => {
        const r = after.contests[0];
        const hit = after.pending !== null;
        const jam = !hit && after.fighters[p.by]!.jammed;
        const why: Why[] = r ? [{ text: `${r.verdict}: only a strictly higher total hits.`, rule: R.compare }] : [];
        if (jam) why.push({ text: `The miss is one its cart size jams on.`, rule: R.jamRule });
        return { choice: hit ? 'hit' : jam ? 'jam' : 'miss', why };
      },
    };
  }
  if (p.kind === 'attack') {
    return {
      question: `Does it hurt? (${describePool(p.build.damage.pool)} against ${describePool(p.build.defense.pool)}${p.fire ? ', then 1d6 of fire' : ''})`,
      choices: [
        { id: 'hurt', label: 'Damage gets through' },
        { id: 'none', label: 'The defense holds' },
      ],
      settledBy: ['damage.rolled'],
      answer: (after) => {
        const r = after.contests[1];
        const hurt = (after.tally.taken[p.target] ?? 0) > (c.tally.taken[p.target] ?? 0);
        return {
          choice: hurt ? 'hurt' : 'none',
          why: r ? [{ text: `${r.verdict}: damage is what the damage total beats the defense by.`, rule: R.compare }] : [],
        };
      },
    };
  }
  if (p.kind === 'fix') {
    return {
      question: `Cleared or still jammed? (${describePool(p.mine.pool)} against ${describePool(p.theirs.pool)})`,
      choices: [
        { id: 'cleared', label: 'Cleared' },
        { id: 'jammed', label: 'Still jammed' },
      ],
      settledBy: ['fix.rolled'],
      answer: (after) => ({
        choice: after.fighters[p.by]!.jammed ? 'jammed' : 'cleared',
        why: after.contests[0] ? [{ text: `${after.contests[0].verdict}.`, rule: R.fix }] : [],
      }),
    };
  }
  return {
    question: `How many bonus dice? (${describePool(p.mine.pool)} against ${describePool(p.theirs.pool)})`,
    choices: Array.from({ length: HELP_CAP + 1 }, (_, n) => ({ id: `${n}`, label: n === 0 ? 'None' : `${n}d6` })),
    settledBy: ['help.rolled'],
    answer: (after) => {
      const got = after.fighters[p.ally]!.help.filter((h) => h.target === p.target).reduce((s, h) => s + h.dice, 0);
      const had = c.fighters[p.ally]!.help.filter((h) => h.target === p.target).reduce((s, h) => s + h.dice, 0);
      return { choice: `${got - had}`, why: after.contests[0] ? [{ text: `${after.contests[0].verdict}.`, rule: R.help }] : [] };
    },
  };
}
