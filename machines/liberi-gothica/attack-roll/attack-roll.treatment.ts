/**
 * Treatment (and the table rulings on what a Treatment check does, and when it is given): a
 * Treatment check on a wound that needs it, while it is still in its first stage. By the book's
 * words it is priced in actions, so it is given in the fight, an action at a time (a
 * continuous action of the chart's 2 or 4), the check made once they are spent; a table may
 * rule that it waits until the fight is over. Passed, the wound's course changes (the bleeding
 * stops); failed, it may be tried again, and after the fight the victim bleeds while the try
 * takes its actions.
 */
import { num, signed, type Why } from '../../core/explain.js';
import { phaseAt, treatCourse } from '../wounds.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, failedTreatmentBleed, MELEE_REACH_FEET } from './attack-roll.rules.js';
import type { Affliction, AttackRollContext } from './attack-roll.context.js';
import { tell, setFighter, checkBody, spend, actor, targetProblem, turnProblem, actionsProblem } from './attack-roll.steps.js';
import { checkPenalties } from './attack-roll.fighters.js';
import { underWay, workOn } from './attack-roll.continuous.js';

/** The check a wound's Treatment takes, in words: "a Treatment check at −4, 4 actions". */
export function checkWords(a: Affliction): string {
  const t = a.treatment!;
  return `a Treatment check${t.penalty ? ` at ${signed(t.penalty)}` : ''}, ${t.actions} actions`;
}

/** A Treatment's check has been made: passed, the course changes; failed, it can be tried again. */
export function giveTreatment(ctx: AttackRollContext, index: number, passed: boolean): AttackRollContext {
  const a = ctx.afflictions[index]!;
  const t = a.treatment!;
  const name = ctx[a.on].name;
  const check = checkWords(a);
  const settled: AttackRollContext = ctx.treating ? { ...ctx, treating: null, stage: null } : ctx;
  if (passed) {
    const phases = treatCourse(a.phases, t.does, ctx.hour - a.woundedHour);
    const afflictions = ctx.afflictions.map((x, i) => (i === index ? { ...x, phases, treated: true } : x));
    const after = phases.map((p) => `${p.name}: ${p.permanent ? 'for good' : (p.told ?? 'until treated')}`).join('; ');
    return tell({ ...settled, afflictions }, [
      { text: `${name}'s ${a.name} is treated (${check}, passed)${after ? `: ${after}` : ': the bleeding stops'}.`, rule: R.treatment },
    ]);
  }
  if (ctx.treating) {
    return tell(settled, [
      { text: `The Treatment of ${name}'s ${a.name} fails (${check}); it can be tried again, from its first action.`, rule: R.treatment },
    ]);
  }
  const bleed = phaseAt(a.phases, ctx.hour - a.woundedHour, 0, true)?.bleed ?? 0;
  const lost = failedTreatmentBleed(bleed, t.actions);
  let next = setFighter(settled, a.on, { life: ctx[a.on].life - lost });
  const why: Why[] = [
    {
      text: `The Treatment of ${name}'s ${a.name} fails (${check}); it can be tried again.${lost ? ` Meanwhile ${name} bleeds ${lost} Life (Life ${num(next[a.on].life)}).` : ''}`,
      rule: R.treatment,
    },
  ];
  const hurt = checkBody(next, a.on);
  next = hurt.ctx;
  why.push(...hurt.why);
  return tell(next, why);
}

/** One action of a Treatment in the fight, by the fighter in its turn; the last one calls for the check. */
export function workTreatment(ctx: AttackRollContext, index: number): AttackRollContext {
  const side = actor(ctx);
  const a = ctx.afflictions[index]!;
  const t = a.treatment!;
  const { ctx: next, work } = workOn(spend(ctx, ACTION_COST.treatment), side, 'treatment', t.actions, index);
  const patient = a.on === side ? 'its own' : `${ctx[a.on].name}'s`;
  const name = ctx[side].name;
  if (work.done >= t.actions) {
    return tell({ ...next, stage: 'treatment', treating: { by: side, wound: index } }, [
      {
        text: `${name} spends the last of the Treatment's ${t.actions} actions on ${patient} ${a.name}: the LM makes ${checkWords(a).replace(/, \d+ actions$/, '')}${checkPenalties(ctx, side)}. Did it pass?`,
        rule: R.treatmentWhen,
      },
    ]);
  }
  return tell(next, [
    {
      text: `${name} ${work.done === 1 ? 'begins' : 'goes on with'} the Treatment of ${patient} ${a.name} (${work.done} of ${t.actions} actions).`,
      rule: R.treatmentWhen,
    },
    ...(work.done === 1
      ? [
          {
            text: 'A Treatment of more than one action is a continuous action: each turn from now on needs at least one action on it, or it is lost.',
            rule: R.continuous,
          },
        ]
      : []),
  ]);
}

/** Why this wound cannot be treated (given the check's result) at all now: no such wound, none needed, too late. */
function woundProblem(ctx: AttackRollContext, index: unknown): string | undefined {
  if (typeof index !== 'number' || !Number.isInteger(index)) return 'say which wound';
  const a = ctx.afflictions[index];
  if (!a) return 'there is no such wound';
  if (!a.treatment) return `${a.name} is not something Treatment helps`;
  if (a.treated) return `${a.name} has been treated already`;
  const now = phaseAt(a.phases, ctx.hour - a.woundedHour, ctx.round - a.woundedRound, ctx.fightOver);
  if (now !== a.phases[0]) return `it is too late: ${a.name} has moved on`;
  return targetProblem(ctx);
}

/** Why a Treatment's check cannot be given now: after the fight, any wound that needs it; in it, only the one just worked on. */
export function treatmentProblem(ctx: AttackRollContext, index: unknown, passed: unknown): string | undefined {
  if (typeof passed !== 'boolean' || typeof index !== 'number' || !Number.isInteger(index))
    return 'say which wound and whether the check passed';
  if (!ctx.fightOver && ctx.treating?.wound !== index) return 'a Treatment in the fight takes its actions first';
  return woundProblem(ctx, index);
}

/** Why the fighter in its turn cannot spend an action treating this wound now. */
export function treatWorkProblem(ctx: AttackRollContext, index: unknown): string | undefined {
  if (ctx.rules.treatment === 'after-the-fight') return 'at this table Treatment waits until the fight is over';
  const blocked = turnProblem(ctx) ?? woundProblem(ctx, index) ?? actionsProblem(ctx, ACTION_COST.treatment);
  if (blocked) return blocked;
  const side = actor(ctx);
  const a = ctx.afflictions[index as number]!;
  if (a.on !== side && ctx.distance > MELEE_REACH_FEET)
    return `${ctx[a.on].name} is ${ctx.distance} feet away: a Treatment is given within ${MELEE_REACH_FEET} feet`;
  const other = ctx.sides[side].continuing.find((c) => c.what === 'treatment' && c.wound !== index);
  if (other && !underWay(ctx, side, 'treatment', index as number))
    return `another Treatment is under way (${other.done} of ${other.of} actions): finish it first`;
  return undefined;
}
