/**
 * Lethal Blow (and the table ruling that it needs no roll): both actions against an immobile,
 * surprised or helpless target, the weapon's maximum damage and the wound of the attacker's
 * choice; meant to kill, it asks for an Endure check.
 */
import { formatSum, num, type Term, type Why } from '../../core/explain.js';
import { damageBonus, hitDamage } from '../attack.js';
import { crippledBy, formatDice, type Location } from '../wounds.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, lethalTargetProblem, maxDamage } from './attack-roll.rules.js';
import type { DamageRecord, AttackRecord, AttackRollContext } from './attack-roll.context.js';
import { LOCATIONS } from './attack-roll.context.js';
import { targetState, weaponOf } from './attack-roll.fighters.js';
import { tell, setFighter, checkBody, spend, oneOf, actionsProblem, targetProblem } from './attack-roll.steps.js';
import { fire } from './attack-roll.reload.js';
import { weaponsProblem, reachProblem } from './attack-roll.attacks.js';
import { inflictWound } from './attack-roll.crippling-wound.js';

/** Lethal Blow: both actions, maximum damage, the wound of the attacker's choice; fatal asks for an Endure check. */
export function strikeBlow(ctx: AttackRollContext, location: Location, fatal: boolean): AttackRollContext {
  const weapon = weaponOf(ctx, 0);
  const bonus = damageBonus(ctx.attacker.reach, ctx.attacker);
  const most = maxDamage(weapon.damage);
  const dealt = hitDamage(most, bonus);
  const shot = fire(spend(ctx, ACTION_COST.lethalBlow));
  let next: AttackRollContext = setFighter(shot.ctx, 'defender', { life: ctx.defender.life - dealt });
  const terms: Term[] = [
    { label: `most of ${formatDice(weapon.damage)}`, value: most },
    { label: ctx.attacker.reach === 'melee' ? 'half Toughness' : 'half Athleticism', value: bonus },
  ];
  const why: Why[] = [
    {
      text: `${ctx.attacker.name} spends both actions on a lethal blow against a target that cannot avoid it: no roll, the weapon's maximum damage, ${formatSum(terms)}; ${ctx.defender.name} loses ${dealt} Life (Life ${num(next.defender.life)}).`,
      rule: R.lethal,
    },
    ...shot.why,
  ];
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  const damage: DamageRecord = { dice: formatDice(weapon.damage), faces: [], terms, dealt, passive: 0, active: 0, lifeLost: dealt };
  let record: AttackRecord = { round: ctx.round, how: 'lethal', weapon: weapon.label, n: 1, of: 1, damage, fatal };
  if (next.fallen === null) {
    // The attacker's choice: at the head's 4–6 band, the eye.
    const hit = inflictWound(next, { location, wound: crippledBy(location, dealt, 1) }, dealt, true);
    next = hit.ctx;
    why.push(...hit.why);
    record = { ...record, wound: hit.wound };
  }
  if (fatal && next.fallen === null) {
    why.push({ text: `${ctx.attacker.name} means it to be fatal: ${ctx.defender.name} makes an Endure check, or dies.`, rule: R.lethal });
    return tell({ ...next, current: record, stage: 'endure', queue: [] }, why);
  }
  return tell({ ...next, attacks: [...next.attacks, record] }, why);
}

export function checkEndure(ctx: AttackRollContext, passed: boolean): AttackRollContext {
  const record: AttackRecord = { ...ctx.current!, endured: passed };
  const base: AttackRollContext = { ...ctx, current: null, stage: null, attacks: [...ctx.attacks, record] };
  if (passed) return tell(base, [{ text: `${ctx.defender.name} passes the Endure check and lives on.`, rule: R.lethal }]);
  return tell({ ...base, fallen: 'defender', deathCause: 'failed the Endure check after a fatal lethal blow' }, [
    { text: `${ctx.defender.name} fails the Endure check and dies on the spot.`, rule: R.lethal },
  ]);
}

export function blowProblem(ctx: AttackRollContext, location: unknown, fatal: unknown): string | undefined {
  if (!oneOf(location, LOCATIONS) || typeof fatal !== 'boolean') return 'choose where the blow lands and whether it is meant to be fatal';
  return (
    targetProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.lethalBlow) ??
    weaponsProblem(ctx, 'one') ??
    reachProblem(ctx) ??
    lethalTargetProblem(targetState(ctx))
  );
}
