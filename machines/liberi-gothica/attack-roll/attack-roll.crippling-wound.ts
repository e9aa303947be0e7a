/**
 * A crippling wound ("Crippling wounds" and the charts): where it lands (1d6), its chart row
 * by the damage, how long each stage lasts, and what it does at once (a beheading kills, a
 * torso wound may wind or throw back); the wound joins the afflictions of the fighter struck.
 */
import { type Why } from '../../core/explain.js';
import { BAND_LABELS, rollCourse, rollCripplingWound, woundBand, type Location, type Wound } from '../wounds.js';
import { ATTACK_ROLL_RULES as R, THROWN_BACK_FEET, WOUND_RULE } from './attack-roll.rules.js';
import { other, type WoundRecord, type Affliction, type AttackRollContext, type Side } from './attack-roll.context.js';
import { tell, safely, setSide } from './attack-roll.steps.js';
import { finishAttack } from './attack-roll.attacks.js';

/** Put a wound on `on`: its course, and what it does at once. */
export function inflictWound(
  ctx: AttackRollContext,
  on: Side,
  where: { location: Location; side?: 'left' | 'right'; wound: Wound; band: number },
  how: 'rolled' | 'as-dealt' | 'picked',
): { ctx: AttackRollContext; wound: WoundRecord; why: Why[]; faces: number[] } {
  const chosen = how !== 'rolled';
  const chart = where.wound;
  const rolled = safely(ctx.chance, (c) => rollCourse(c, chart));
  const { phases, faces } = rolled.value;
  let next: AttackRollContext = { ...ctx, chance: rolled.chance };
  const limb = where.side ? `${where.side} ${where.location === 'legs' ? 'leg' : 'arm'}` : where.location;
  const band = where.band;
  const course = phases.map((p) => `${p.name}: ${p.permanent ? 'for good' : (p.told ?? 'until treated')}`);
  const why: Why[] = [
    {
      text:
        how === 'picked'
          ? `Chosen: the ${limb}, from the ${where.location} chart (its ${BAND_LABELS[band]} row): ${chart.name} (${chart.effect}).`
          : `${chosen ? 'Chosen' : 'Rolled'}: the ${limb}, ${BAND_LABELS[band]} damage on the ${where.location} chart: ${chart.name} (${chart.effect}).`,
      rule: WOUND_RULE[where.location],
    },
  ];
  if (course.length) why.push({ text: `Its course: ${course.join('; ')}.`, rule: R.course });
  if (chart.kills) {
    next = { ...next, fallen: on, deathCause: 'decapitated' };
    why.push({ text: `${ctx[on].name} is dead.`, rule: R.head });
  }
  if (chart.losesNextTurn) next = setSide(next, on, { losesTurn: true });
  if (chart.thrownBack) next = { ...next, distance: next.distance + THROWN_BACK_FEET };
  if (phases.length) {
    const affliction: Affliction = {
      on,
      location: where.location,
      ...(where.side ? { side: where.side } : {}),
      name: chart.name,
      phases,
      woundedRound: ctx.round,
      woundedHour: ctx.hour,
      ...(chart.treatment ? { treatment: chart.treatment } : {}),
      treated: false,
    };
    next = { ...next, afflictions: [...next.afflictions, affliction] };
  }
  if (rolled.note) why.push(rolled.note);
  const wound: WoundRecord = {
    faces,
    location: where.location,
    ...(where.side ? { side: where.side } : {}),
    name: chart.name,
    effect: chart.effect,
    band,
    course,
    ...(chosen ? { chosen } : {}),
  };
  return { ctx: next, wound, why, faces };
}

export function rollWoundStep(ctx: AttackRollContext): AttackRollContext {
  const record = ctx.current!;
  const damage = record.damage!.dealt;
  const where = safely(ctx.chance, (c) => rollCripplingWound(c, damage));
  const located = { ...ctx, chance: where.chance };
  const hit = inflictWound(located, other(record.by), { ...where.value, band: woundBand(damage) }, 'rolled');
  const faces = [...where.value.faces];
  const why: Why[] = [
    { text: `Where it lands: 1d6 showed ${faces[0]}${faces.length > 1 ? `, then ${faces.slice(1).join(', ')}` : ''}.`, rule: R.location },
    ...hit.why,
  ];
  if (where.note) why.push(where.note);
  return tell(finishAttack(hit.ctx, { ...record, wound: { ...hit.wound, faces: [...faces, ...hit.faces] } }), why);
}
