/**
 * Treatment after the fight (table ruling): a Treatment check on a wound that needs it, while
 * it is still in its first stage; passed, the wound's course changes (the bleeding stops), and
 * failed, the victim bleeds while the try takes its actions.
 */
import { num, signed, type Why } from '../../core/explain.js';
import { phaseAt, treatCourse } from '../wounds.js';
import { ATTACK_ROLL_RULES as R, failedTreatmentBleed } from './attack-roll.rules.js';
import type { AttackRollContext } from './attack-roll.context.js';
import { tell, setFighter, checkBody, targetProblem } from './attack-roll.steps.js';

export function giveTreatment(ctx: AttackRollContext, index: number, passed: boolean): AttackRollContext {
  const a = ctx.afflictions[index]!;
  const t = a.treatment!;
  const name = ctx.defender.name;
  const check = `a Treatment check${t.penalty ? ` at ${signed(t.penalty)}` : ''}, ${t.actions} actions`;
  if (passed) {
    const phases = treatCourse(a.phases, t.does, ctx.hour - a.woundedHour);
    const afflictions = ctx.afflictions.map((x, i) => (i === index ? { ...x, phases, treated: true } : x));
    const after = phases.map((p) => `${p.name}: ${p.permanent ? 'for good' : (p.told ?? 'until treated')}`).join('; ');
    return tell({ ...ctx, afflictions }, [
      { text: `${a.name} is treated (${check}, passed)${after ? `: ${after}` : ': the bleeding stops'}.`, rule: R.treatment },
    ]);
  }
  const bleed = phaseAt(a.phases, ctx.hour - a.woundedHour, 0, true)?.bleed ?? 0;
  const lost = failedTreatmentBleed(bleed, t.actions);
  let next = setFighter(ctx, 'defender', { life: ctx.defender.life - lost });
  const why: Why[] = [
    {
      text: `The Treatment of ${a.name} fails (${check}); it can be tried again.${lost ? ` Meanwhile ${name} bleeds ${lost} Life (Life ${num(next.defender.life)}).` : ''}`,
      rule: R.treatment,
    },
  ];
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  return tell(next, why);
}

export function treatmentProblem(ctx: AttackRollContext, index: unknown, passed: unknown): string | undefined {
  if (typeof passed !== 'boolean' || typeof index !== 'number' || !Number.isInteger(index))
    return 'say which wound and whether the check passed';
  const a = ctx.afflictions[index];
  if (!a) return 'there is no such wound';
  if (!a.treatment) return `${a.name} is not something Treatment helps`;
  if (a.treated) return `${a.name} has been treated already`;
  const now = phaseAt(a.phases, ctx.hour - a.woundedHour, 0, true);
  if (now !== a.phases[0]) return `it is too late: ${a.name} has moved on`;
  return targetProblem(ctx);
}
