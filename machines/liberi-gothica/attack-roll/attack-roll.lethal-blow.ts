/**
 * Lethal Blow (and the table rulings that it needs no roll and on the wound it leaves): both
 * actions against an immobile, surprised or helpless foe, the weapon's maximum damage, and the
 * crippling wound of the striker's choice, any entry of the four charts (or the one the blow's
 * damage reaches on the chart of the location named); meant to kill, it asks for an Endure check.
 */
import { formatSum, num, type Term, type Why } from '../../core/explain.js';
import { damageBonus, hitDamage } from '../attack.js';
import { formatDice } from '../damage.js';
import { crippledBy, woundBand, woundEntries, type Location } from '../wounds.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, lethalTargetProblem, maxDamage } from './attack-roll.rules.js';
import { other, type DamageRecord, type AttackRecord, type AttackRollContext, type WoundPick } from './attack-roll.context.js';
import { LOCATIONS } from './attack-roll.context.js';
import { checkPenalties, targetState, weaponOf, weaponsUsed } from './attack-roll.fighters.js';
import { tell, setFighter, checkBody, spend, oneOf, actor, actionsProblem, turnProblem } from './attack-roll.steps.js';
import { fire } from './attack-roll.reload.js';
import { weaponsProblem, reachProblem } from './attack-roll.attacks.js';
import { inflictWound } from './attack-roll.crippling-wound.js';
import { setOff } from './attack-roll.triggers.js';

export type LimbSide = 'left' | 'right';

/** The chart entry a lethal blow of `dealt` damage leaves at `location`, as picked. */
export function pickedWound(location: Location, pick: WoundPick, dealt: number) {
  if (pick === 'as-dealt') return { wound: crippledBy(location, dealt, 1), band: woundBand(dealt) };
  return woundEntries(location)[pick]!;
}

/** Lethal Blow: both actions, maximum damage, the wound of the striker's choice; fatal asks for an Endure check. */
export function strikeBlow(
  ctx: AttackRollContext,
  location: Location,
  side: LimbSide | null,
  pick: WoundPick,
  fatal: boolean,
): AttackRollContext {
  const by = actor(ctx);
  const target = other(by);
  const f = ctx[by];
  const index = weaponsUsed(ctx, by, 'one')[0] ?? 0;
  const weapon = weaponOf(ctx, by, index);
  const bonus = damageBonus(f.reach, f);
  const most = maxDamage(weapon.damage);
  const dealt = hitDamage(most, bonus);
  const set = setOff(spend(ctx, ACTION_COST.lethalBlow), target, { attacked: true });
  const shot = fire(set.ctx, by);
  let next: AttackRollContext = setFighter(shot.ctx, target, { life: ctx[target].life - dealt });
  const terms: Term[] = [
    { label: `most of ${formatDice(weapon.damage)}`, value: most },
    { label: f.reach === 'melee' ? 'half Toughness' : 'half Athleticism', value: bonus },
  ];
  const why: Why[] = [
    ...set.why,
    {
      text: `${f.name} spends both actions on a lethal blow against a foe that cannot avoid it: no roll, the weapon's maximum damage, ${formatSum(terms)}; ${ctx[target].name} loses ${dealt} Life (Life ${num(next[target].life)}).`,
      rule: R.lethal,
    },
    ...shot.why,
  ];
  const hurt = checkBody(next, target);
  next = hurt.ctx;
  why.push(...hurt.why);
  const damage: DamageRecord = { dice: formatDice(weapon.damage), faces: [], terms, dealt, passive: 0, active: 0, lifeLost: dealt };
  let record: AttackRecord = { round: ctx.round, how: 'lethal', by, weapon: weapon.label, n: 1, of: 1, damage, fatal };
  if (next.fallen === null) {
    const limb = location === 'legs' || location === 'arms' ? side : null;
    const hit = inflictWound(
      next,
      target,
      { location, ...(limb ? { side: limb } : {}), ...pickedWound(location, pick, dealt) },
      pick === 'as-dealt' ? 'as-dealt' : 'picked',
    );
    next = hit.ctx;
    why.push(...hit.why);
    if (pick !== 'as-dealt')
      why.push({ text: 'A lethal blow leaves the wound its striker chooses, whatever the damage.', rule: R.lethalWound });
    record = { ...record, wound: hit.wound };
  }
  if (fatal && next.fallen === null) {
    why.push({
      text: `${f.name} means it to be fatal: ${ctx[target].name} makes an Endure check${checkPenalties(next, target)}, or dies.`,
      rule: R.lethal,
    });
    return tell({ ...next, current: record, stage: 'endure', queue: [] }, why);
  }
  return tell({ ...next, attacks: [...next.attacks, record] }, why);
}

export function checkEndure(ctx: AttackRollContext, passed: boolean): AttackRollContext {
  const record: AttackRecord = { ...ctx.current!, endured: passed };
  const target = other(record.by);
  const base: AttackRollContext = { ...ctx, current: null, stage: null, attacks: [...ctx.attacks, record] };
  if (passed) return tell(base, [{ text: `${ctx[target].name} passes the Endure check and lives on.`, rule: R.lethal }]);
  return tell({ ...base, fallen: target, deathCause: 'failed the Endure check after a fatal lethal blow' }, [
    { text: `${ctx[target].name} fails the Endure check and dies on the spot.`, rule: R.lethal },
  ]);
}

/** Whether `pick` names a wound of the location's chart (or the one the damage reaches). */
function pickProblem(location: Location, pick: unknown): string | undefined {
  if (pick === 'as-dealt') return undefined;
  const count = woundEntries(location).length;
  if (typeof pick === 'number' && Number.isInteger(pick) && pick >= 0 && pick < count) return undefined;
  return `choose one of the ${count} wounds of the ${location} chart, or the one the damage reaches`;
}

export function blowProblem(ctx: AttackRollContext, location: unknown, side: unknown, pick: unknown, fatal: unknown): string | undefined {
  if (!oneOf(location, LOCATIONS) || typeof fatal !== 'boolean') return 'choose where the blow lands and whether it is meant to be fatal';
  if (!(side === null || side === 'left' || side === 'right')) return 'say which side, left or right, or none';
  return (
    pickProblem(location, pick) ??
    turnProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.lethalBlow) ??
    weaponsProblem(ctx, 'one') ??
    reachProblem(ctx) ??
    lethalTargetProblem(targetState(ctx, other(actor(ctx))))
  );
}
