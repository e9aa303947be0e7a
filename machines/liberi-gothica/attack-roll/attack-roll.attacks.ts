/**
 * An attack from its declaration to its damage: Attack, Charge and Multiple Weapon Fighting
 * declared (the rolls come next, one attack of the action at a time), the attack roll read
 * against base and total defense, the damage rolled and soaked; and why an attack or a charge
 * cannot be made now (reach, weapons too heavy, an empty weapon).
 */
import { formatSum, num, signed, type Term, type Why } from '../../core/explain.js';
import { rollDice, type Chance } from '../../core/random.js';
import { attackOutcome, damageTaken, hitDamage, isCrippling, type Outcome } from '../attack.js';
import { formatDice, rollDamage } from '../wounds.js';
import {
  ACTION_COST,
  ATTACK_ROLL_RULES as R,
  CHARGE_BONUS,
  extraWeaponPenalty,
  MELEE_REACH_FEET,
  unlistedSpeedWhy,
  wieldProblem,
} from './attack-roll.rules.js';
import type { WeaponsUsed, How, Planned, RollRecord, DamageRecord, AttackRecord, AttackRollContext } from './attack-roll.context.js';
import { speedOf, defenseNow, weaponOf, modifierTerms, type DamageSpec, damageSpec } from './attack-roll.fighters.js';
import { tell, safely, setFighter, checkBody, spend, oneOf, actionsProblem, targetProblem } from './attack-roll.steps.js';
import { fire, loadedProblem } from './attack-roll.reload.js';
import { rollRamDamage, rammerTakesHalf } from './attack-roll.ram.js';

function plans(ctx: AttackRollContext, how: How, weapons: WeaponsUsed): Planned[] {
  const count = weapons === 'all' ? ctx.attacker.weapons.length : 1;
  return Array.from({ length: count }, (_, i) => ({ how, weapon: i, n: i + 1, of: count }));
}

/** Declare an attack (Attack, Charge, a delayed or prepared one): the rolls come next. */
export function declareAttack(
  ctx: AttackRollContext,
  how: 'attack' | 'charge' | 'delayed' | 'prepared',
  weapons: WeaponsUsed,
): AttackRollContext {
  const queue = plans(ctx, how, weapons);
  const penalty = extraWeaponPenalty(queue.length);
  let next: AttackRollContext = { ...ctx, queue, stage: 'attack', current: null, roundPenalty: Math.min(ctx.roundPenalty, penalty) };
  const a = ctx.attacker.name;
  const why: Why[] = [];
  if (how === 'attack') {
    next = spend(next, ACTION_COST.attack);
    why.push({ text: `${a} attacks (1 action).`, rule: R.actions });
  } else if (how === 'charge') {
    const moved = ctx.distance - MELEE_REACH_FEET;
    next = { ...spend(next, ACTION_COST.charge), distance: MELEE_REACH_FEET };
    why.push({
      text: `${a} charges ${moved} feet in a straight line and attacks: a Move and an Attack, both actions, for +${CHARGE_BONUS} to the roll.`,
      rule: R.actions,
    });
    why.push(...unlistedSpeedWhy(a, ctx.attacker.size, ctx.attacker.quadruped));
  } else if (how === 'delayed') {
    next = { ...next, delayed: false };
    why.push({ text: `${a} takes the delayed action between turns: an attack.`, rule: R.held });
  } else {
    why.push({ text: `The trigger happens: ${a}'s prepared attack goes off at once.`, rule: R.held });
  }
  if (queue.length > 1) {
    why.push({
      text: `With ${queue.length} weapons at once, every attack this round is at ${signed(penalty)} (−4 per weapon past the first).`,
      rule: R.charge,
    });
  }
  const shot = fire(next);
  return tell(shot.ctx, [...why, ...shot.why]);
}

/** The attack roll of the attack in progress: read, not yet applied (the machine's guard asks it too). */
export function readAttackRoll(ctx: AttackRollContext): { record: AttackRecord; chance: Chance; note?: Why } {
  const plan = ctx.queue[0]!;
  const rolled = safely(ctx.chance, (c) => rollDice(c, 2, 6));
  const dice = rolled.value;
  const terms: Term[] = [{ label: 'rolled', value: dice[0]! + dice[1]! }, ...modifierTerms(ctx, plan)];
  const result = terms.reduce((s, t) => s + t.value, 0);
  const { base, total, deflecting } = defenseNow(ctx);
  const outcome = attackOutcome(result, base, total);
  const roll: RollRecord = {
    dice,
    terms,
    result,
    base,
    total,
    outcome,
    crippling: isCrippling(result, total),
    deflected: deflecting && outcome === 'glancing',
  };
  const weapon = plan.how === 'ram' ? 'a ram' : weaponOf(ctx, plan.weapon).label;
  const record: AttackRecord = { round: ctx.round, how: plan.how, weapon, n: plan.n, of: plan.of, roll };
  return { record, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}

/** Whether the attack about to be rolled lands: beats base defense and is not turned aside. */
export function attackLands(ctx: AttackRollContext): boolean {
  const { roll } = readAttackRoll(ctx).record;
  return roll!.outcome !== 'miss' && !roll!.deflected;
}

function outcomeWords(r: RollRecord): string {
  if (r.outcome === 'miss') return 'a miss';
  if (r.outcome === 'glancing') return r.deflected ? 'a glancing blow, deflected' : 'a glancing blow';
  return r.crippling ? 'a direct hit and a crippling wound' : 'a direct hit';
}

export function finishAttack(ctx: AttackRollContext, record: AttackRecord): AttackRollContext {
  const queue = ctx.queue.slice(1);
  return {
    ...ctx,
    attacks: [...ctx.attacks, record],
    current: null,
    queue,
    stage: queue.length > 0 && ctx.fallen === null ? 'attack' : null,
  };
}

export function rollAttackStep(ctx: AttackRollContext): AttackRollContext {
  const { record, chance, note } = readAttackRoll(ctx);
  const r = record.roll!;
  const label = record.of > 1 ? `Attack ${record.n} of ${record.of}` : 'The attack';
  const why: Why[] = [
    {
      text: `${label}: 2d6 showed ${r.dice.join(' and ')}; ${formatSum(r.terms)} against base defense ${num(r.base)} and total defense ${num(r.total)}: ${outcomeWords(r)}.`,
      rule: R.attackRoll,
    },
  ];
  if (r.outcome === 'glancing' && r.deflected)
    why.push({
      text: `${ctx.defender.name}'s prepared deflection turns a blow that does not beat total defense aside: no damage.`,
      rule: R.deflection,
    });
  else if (r.outcome === 'glancing')
    why.push({ text: 'It beats base defense but not total defense: damage will be reduced.', rule: R.reduction });
  else if (r.crippling)
    why.push({
      text: `It beats total defense by ${r.result - r.total} (5 or more): a crippling wound follows the damage.`,
      rule: R.crippling,
    });
  if (note) why.push(note);
  const next: AttackRollContext = { ...ctx, chance };
  if (r.outcome === 'miss' || r.deflected) return tell(finishAttack(next, record), why);
  return tell({ ...next, current: record, stage: 'damage' }, why);
}

export function rollDamageStep(ctx: AttackRollContext): AttackRollContext {
  const plan = ctx.queue[0]!;
  const record = ctx.current!;
  const roll = record.roll!;
  const spec = damageSpec(ctx, plan);
  const defense = defenseNow(ctx);
  const { damage, chance, note } =
    spec.kind === 'ram' ? rollRamDamage(ctx, plan, spec, roll.outcome) : rollWeaponDamage(ctx, spec, roll.outcome);
  let next: AttackRollContext = setFighter({ ...ctx, chance }, 'defender', { life: ctx.defender.life - damage.lifeLost });
  const d = ctx.defender.name;
  const raw = damage.terms.reduce((sum, t) => sum + t.value, 0);
  const sum = `${formatSum(damage.terms)} damage${raw < 0 ? ', counted as 0' : ''}`;
  const why: Why[] = [{ text: `Damage: ${sum}.`, rule: spec.kind === 'ram' ? R.ramming : R.damage }];
  if (roll.outcome === 'glancing') {
    why.push({
      text: `Glancing: ${damage.dealt} − ${damage.passive} ${defense.names.passive} − ${damage.active} ${defense.names.active}, never below 0: ${d} loses ${damage.lifeLost} Life (Life ${num(next.defender.life)}).`,
      rule: R.reduction,
    });
  } else {
    why.push({
      text: `A direct hit takes no Reduction: ${d} loses ${damage.lifeLost} Life (Life ${num(next.defender.life)}).`,
      rule: R.reduction,
    });
  }
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  if (damage.rammerTakes) {
    const rammer = rammerTakesHalf(next, damage.rammerTakes);
    next = rammer.ctx;
    why.push(...rammer.why);
  }
  if (note) why.push(note);
  const withDamage: AttackRecord = { ...record, damage };
  if (roll.crippling && next.fallen === null) return tell({ ...next, current: withDamage, stage: 'wound' }, why);
  return tell(finishAttack(next, withDamage), why);
}

export function weaponsProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  if (!oneOf(weapons, ['one', 'all'] as const)) return 'say whether one weapon or all of them attack';
  const a = ctx.attacker;
  if (weapons === 'all' && a.weapons.length < 2) return `${a.name} holds only one weapon`;
  const used = weapons === 'all' ? a.weapons : a.weapons.slice(0, 1);
  for (const w of used) {
    const p = wieldProblem(w, a.toughness, a.size);
    if (p) return p;
  }
  return loadedProblem(ctx);
}

export function reachProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.attacker.reach !== 'melee' || ctx.distance <= MELEE_REACH_FEET) return undefined;
  return `${ctx.defender.name} is ${ctx.distance} feet away, and a melee attack reaches ${MELEE_REACH_FEET}: move closer or charge`;
}

export function attackProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.attack) ?? weaponsProblem(ctx, weapons) ?? reachProblem(ctx);
}

export function chargeProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  const speed = speedOf(ctx, 'attacker');
  return (
    targetProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.charge) ??
    (ctx.attacker.reach !== 'melee' ? 'a charge ends in a melee attack, and this weapon is ranged' : undefined) ??
    weaponsProblem(ctx, weapons) ??
    (ctx.distance <= MELEE_REACH_FEET ? `a charge needs a run-up, and ${ctx.defender.name} is already within reach` : undefined) ??
    (ctx.distance - MELEE_REACH_FEET > speed
      ? `one Move covers ${speed} feet, not the ${ctx.distance - MELEE_REACH_FEET} needed to reach ${ctx.defender.name}`
      : undefined)
  );
}

/** A weapon's damage ("Damage on a hit"): its dice and the stat bonus, never below 0; a glancing blow meets Reduction. */
function rollWeaponDamage(
  ctx: AttackRollContext,
  spec: Extract<DamageSpec, { kind: 'weapon' }>,
  outcome: Outcome,
): { damage: DamageRecord; chance: Chance; note?: Why } {
  const defense = defenseNow(ctx);
  const rolled = safely(ctx.chance, (c) => rollDamage(c, spec.dice));
  const dealt = hitDamage(rolled.value.total, spec.bonus);
  const damage: DamageRecord = {
    dice: formatDice(spec.dice),
    faces: rolled.value.faces,
    terms: [
      { label: `rolled on ${formatDice(spec.dice)}`, value: rolled.value.total },
      { label: spec.bonusLabel, value: spec.bonus },
    ],
    dealt,
    ...(outcome === 'glancing' ? { passive: defense.reduction.passive, active: defense.reduction.active } : { passive: 0, active: 0 }),
    lifeLost: damageTaken(outcome, dealt, ctx.defender.defenses, defense.awareness, false),
  };
  return { damage, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}
