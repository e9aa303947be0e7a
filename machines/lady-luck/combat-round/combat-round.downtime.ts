/**
 * After the fight, in the combat round: downtime timeframe by timeframe for everyone alive,
 * who sleeps, the sleepless roll, and at each day's end the recovery for the sleep it gave,
 * until everyone alive is whole.
 */
import type { Why } from '../../core/explain.js';
import { RESILIENCE_APTITUDES, TIMEFRAMES, dayRecovery, fatigueThreshold, npcTakesFatigue, sleeplessRollNeeded } from '../check.js';
import { COMBAT_ROUND_RULES as R, isAlive } from './combat-round.rules.js';
import type { CombatRoundContext } from './combat-round.context.js';
import { bodyRoll, fighterById, plural, tell, withFighter } from './combat-round.steps.js';

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
