/**
 * The combat round's teaching, loaded when a reader first asks: the exact odds of the next
 * roll, by counting the faces of the d6 (an action's roll, a PC's Injury or Resilience roll,
 * what the end of a round may bring: the fire's growth, spread and burns, a breath held too
 * long; a sleepless timeframe), checked against a 100,000-trial seeded simulation of the
 * machine's own steps in combat-round.odds.test.ts; and the question a learner predicts
 * before a roll a rule settles.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds, Outcome, Prediction } from '../../core/explain.js';
import { areaLabel } from '../areas.js';
import {
  RESILIENCE_APTITUDES,
  breathRound,
  checkChance,
  defenseInArea,
  fatigueThreshold,
  injuryThreshold,
  sleeplessRollNeeded,
} from '../check.js';
import { burns, fireConstitutionThreshold } from '../fire.js';
import { roundOdds } from '../fire-odds.js';
import { COMBAT_ROUND_RULES as R, actionRow, areaOf, isAlive, isAttack, modifierOf, type Fighter } from './combat-round.rules.js';
import type { CombatRoundContext } from './combat-round.context.js';
import type { combatRoundMachine } from './combat-round.machine.js';
import { fighterById, fireMatters, waterOf } from './combat-round.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof combatRoundMachine>, 'context' | 'hasTag'>;

const resilienceOf = (f: Fighter) => RESILIENCE_APTITUDES.reduce((s, a) => s + f.aptitudes[a], 0);

/** The chance a declared action succeeds (its die has to reach threshold − modifiers). */
export function actionChance(ctx: CombatRoundContext): number | undefined {
  const d = ctx.declared;
  if (!d || d.gmDecides) return undefined;
  return checkChance(modifierOf(d.terms), d.threshold);
}

/** The chance the PC's next wound roll is passed. */
export function woundChance(ctx: CombatRoundContext): number | undefined {
  const w = ctx.wounds[0];
  if (!w) return undefined;
  const t = fighterById(ctx, w.target)!;
  return w.kind === 'injury'
    ? checkChance(t.aptitudes.constitution, injuryThreshold(w.modifier, t.injuries))
    : checkChance(resilienceOf(t), fatigueThreshold(w.modifier, t.fatigue));
}

/**
 * What the end of the round may bring, each line on its own (they are not exclusive):
 * each fire's growth and each spread, the flames hitting and killing each creature in them,
 * and each PC who must roll for a breath held too long passing out.
 */
export function roundEndOdds(ctx: CombatRoundContext): Outcome[] {
  const out: Outcome[] = [];
  const survivesFire = new Map<string, number>();
  if (fireMatters(ctx)) {
    const odds = roundOdds(ctx.map);
    for (const [i, area] of ctx.map.areas.entries()) {
      const o = odds[i]!;
      if (o.grow !== null) out.push({ id: `grow:${area.id}`, label: `The fire in ${areaLabel(area)} grows`, p: o.grow });
      if (o.catch !== null) out.push({ id: `catch:${area.id}`, label: `${areaLabel(area)} catches fire`, p: o.catch });
    }
    for (const f of ctx.fighters) {
      const area = areaOf(ctx.map, f.areaId);
      if (!isAlive(f) || !burns(area.fireLevel)) continue;
      const level = area.fireLevel!;
      const hit = checkChance(level, defenseInArea(f.defense, area));
      const dies =
        f.kind === 'npc'
          ? f.injuries + 1 > f.injuryLimit
            ? hit
            : 0
          : hit * (1 - checkChance(f.aptitudes.constitution, fireConstitutionThreshold(level, f.injuries)));
      survivesFire.set(f.id, 1 - dies);
      out.push({ id: `burn:${f.id}`, label: `The fire hits ${f.name}`, p: hit });
      if (dies > 0) out.push({ id: `dies:${f.id}`, label: `${f.name} dies in the fire`, p: dies });
    }
  }
  for (const f of ctx.fighters) {
    if (f.kind !== 'pc' || f.condition !== 'fine') continue;
    if (!waterOf(ctx, f).mustSwim || ctx.surfaced.includes(f.id) || !breathRound(f.breath, false).resilienceRoll) continue;
    const fails = 1 - checkChance(resilienceOf(f), fatigueThreshold(0, f.fatigue));
    out.push({ id: `drown:${f.id}`, label: `${f.name} passes out under water`, p: (survivesFire.get(f.id) ?? 1) * fails });
  }
  return out;
}

/** For each PC whose next timeframe awake calls the sleepless roll: the chance it knocks them out. */
export function timeframeOdds(ctx: CombatRoundContext): Outcome[] {
  return ctx.fighters
    .filter((f) => f.kind === 'pc' && isAlive(f) && !f.exhausted && sleeplessRollNeeded(f.awake + 1))
    .map((f) => ({
      id: `sleepless:${f.id}`,
      label: `If ${f.name} stays awake: knocked out`,
      p: 1 - checkChance(resilienceOf(f), fatigueThreshold(0, f.fatigue)),
    }));
}

/** The exact odds of the next roll, whichever step is next. */
export function nextOdds(snapshot: Snapshot): NextOdds | undefined {
  const ctx = snapshot.context;
  if (snapshot.hasTag('an action roll')) {
    const p = actionChance(ctx);
    const d = ctx.declared!;
    if (p === undefined) return undefined;
    const attack = isAttack(d.action);
    return {
      question: `${fighterById(ctx, d.actor)!.name}'s ${actionRow(d.action).label.toLowerCase()}: d6 ${modifierOf(d.terms) < 0 ? '−' : '+'} ${Math.abs(modifierOf(d.terms))} against ${d.threshold}`,
      outcomes: [
        { id: 'success', label: attack ? 'Hit' : 'Success', p },
        { id: 'failure', label: attack ? 'Miss' : 'Failure', p: 1 - p },
      ],
      rule: R.check,
    };
  }
  if (snapshot.hasTag('an Injury roll') || snapshot.hasTag('a Resilience roll')) {
    const w = ctx.wounds[0]!;
    const p = woundChance(ctx)!;
    const name = fighterById(ctx, w.target)!.name;
    return {
      question: `${name}'s ${w.kind === 'injury' ? 'Injury' : 'Resilience'} roll`,
      outcomes:
        w.kind === 'injury'
          ? [
              { id: 'success', label: 'Survives, one more Injury', p },
              { id: 'failure', label: 'Dies', p: 1 - p },
            ]
          : [
              { id: 'success', label: 'Stays up, one more Fatigue', p },
              { id: 'failure', label: 'Knocked unconscious', p: 1 - p },
            ],
      rule: R.injuries,
    };
  }
  if (snapshot.hasTag('the end of a round')) {
    const outcomes = roundEndOdds(ctx);
    if (outcomes.length === 0) return undefined;
    return { question: `The end of round ${ctx.round}: each chance on its own`, outcomes, rule: R.endOfRound };
  }
  if (snapshot.hasTag('downtime')) {
    const outcomes = timeframeOdds(ctx);
    if (outcomes.length === 0) return undefined;
    return { question: 'The sleepless roll this timeframe', outcomes, rule: R.sleeplessAgain };
  }
  return undefined;
}

/** Before a roll a rule settles: what will happen? Graded on the snapshot after. */
export function predictionFor(snapshot: Snapshot): Prediction<CombatRoundContext> | undefined {
  const ctx = snapshot.context;
  const answer = (question: string, yes: string, no: string, event: string, rule = R.check): Prediction<CombatRoundContext> => ({
    question,
    choices: [
      { id: 'yes', label: yes },
      { id: 'no', label: no },
    ],
    settledBy: [event],
    answer: (after) => ({
      choice: after.last?.success ? 'yes' : 'no',
      why: after.why.length ? after.why.slice(0, 2) : [{ text: 'See the roll.', rule }],
    }),
  });
  if (snapshot.hasTag('an action roll') && !ctx.declared!.gmDecides) {
    const d = ctx.declared!;
    const attack = isAttack(d.action);
    return answer(
      `Does ${fighterById(ctx, d.actor)!.name}'s ${actionRow(d.action).label.toLowerCase()} ${attack ? 'hit' : 'succeed'}?`,
      attack ? 'Hit' : 'Success',
      attack ? 'Miss' : 'Failure',
      'action.rolled',
    );
  }
  if (snapshot.hasTag('an Injury roll')) {
    const name = fighterById(ctx, ctx.wounds[0]!.target)!.name;
    return answer(`Does ${name} survive the Injury roll?`, 'Survives', 'Dies', 'injury.rolled', R.injuries);
  }
  if (snapshot.hasTag('a Resilience roll')) {
    const name = fighterById(ctx, ctx.wounds[0]!.target)!.name;
    return answer(`Does ${name} stay conscious?`, 'Stays up', 'Knocked out', 'resilience.rolled', R.injuries);
  }
  if (
    snapshot.hasTag('the end of a round') &&
    ctx.fighters.some((f) => isAlive(f) && burns(ctx.map.areas.find((a) => a.id === f.areaId)!.fireLevel))
  ) {
    return {
      question: 'Does the fire hit anyone standing in it?',
      choices: [
        { id: 'yes', label: 'Someone is burned' },
        { id: 'no', label: 'Nobody is burned' },
      ],
      settledBy: ['round.ended'],
      answer: (after) => {
        const hit = after.fireEvents.some((e) => e.kind === 'burn' && e.hit);
        return {
          choice: hit ? 'yes' : 'no',
          why: [{ text: hit ? 'The flames found someone.' : 'The flames missed everyone.', rule: R.fire }],
        };
      },
    };
  }
  return undefined;
}
