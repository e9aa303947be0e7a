/**
 * An attack from its declaration to its damage, for either fighter: Attack, Charge and Multiple
 * Weapon Fighting declared (the foe's prepared actions may go off first; the rolls come next,
 * one attack of the action at a time), the attack roll read against the target's base and
 * total defense, the damage rolled and soaked; and why an attack or a charge cannot be made
 * now (reach, weapons too heavy or in a hand that cannot hold them, an empty weapon).
 */
import { formatSum, num, signed, type Term, type Why } from '../../core/explain.js';
import { rollDice, type Chance } from '../../core/random.js';
import { attackOutcome, damageTaken, hitDamage, isCrippling, type Outcome } from '../attack.js';
import { formatDice, rollDamage } from '../damage.js';
import {
  ACTION_COST,
  ATTACK_ROLL_RULES as R,
  CHARGE_BONUS,
  extraWeaponPenalty,
  MELEE_REACH_FEET,
  unlistedSpeedWhy,
  wieldProblem,
} from './attack-roll.rules.js';
import {
  other,
  type WeaponsUsed,
  type How,
  type Planned,
  type RollRecord,
  type DamageRecord,
  type AttackRecord,
  type AttackRollContext,
  type Side,
} from './attack-roll.context.js';
import {
  conditionOf,
  speedOf,
  defenseNow,
  weaponOf,
  weaponsUsed,
  modifierTerms,
  woundPenalties,
  handFor,
  uselessHand,
  type DamageSpec,
  damageSpec,
} from './attack-roll.fighters.js';
import { tell, safely, setFighter, setSide, checkBody, spend, oneOf, actor, actionsProblem, turnProblem } from './attack-roll.steps.js';
import { fire, loadedProblem } from './attack-roll.reload.js';
import { rollRamDamage, rammerTakesHalf } from './attack-roll.ram.js';
import { setOff } from './attack-roll.triggers.js';

function plans(ctx: AttackRollContext, by: Side, how: How, weapons: WeaponsUsed): Planned[] {
  const used = weaponsUsed(ctx, by, weapons);
  return used.map((weapon, i) => ({ how, by, weapon, n: i + 1, of: used.length }));
}

/**
 * Declare an attack (Attack, Charge, a delayed one) by `by`: the foe's prepared actions that it
 * sets off go first (a charge arrives within reach, and any attack is an attack), then the rolls.
 */
export function declareAttack(
  ctx: AttackRollContext,
  how: 'attack' | 'charge' | 'delayed',
  weapons: WeaponsUsed,
  by: Side = actor(ctx),
): AttackRollContext {
  const f = ctx[by];
  const own = plans(ctx, by, how, weapons);
  const penalty = extraWeaponPenalty(own.length);
  let next: AttackRollContext = setSide(ctx, by, { roundPenalty: Math.min(ctx.sides[by].roundPenalty, penalty) });
  const why: Why[] = [];
  if (how === 'attack') {
    next = spend(next, ACTION_COST.attack);
    why.push({ text: `${f.name} attacks (1 action).`, rule: R.actions });
  } else if (how === 'charge') {
    const moved = ctx.distance - MELEE_REACH_FEET;
    next = { ...spend(next, ACTION_COST.charge), distance: MELEE_REACH_FEET };
    why.push({
      text: `${f.name} charges ${moved} feet in a straight line and attacks: a Move and an Attack, both actions, for +${CHARGE_BONUS} to the roll.`,
      rule: R.actions,
    });
    why.push(...unlistedSpeedWhy(f.name, f.size, f.quadruped));
  } else {
    next = setSide(next, by, { delayed: false });
    why.push({ text: `${f.name} takes the delayed action between turns: an attack.`, rule: R.held });
  }
  if (own.length > 1) {
    why.push({
      text: `With ${own.length} weapons at once, every attack ${f.name} makes this round is at ${signed(penalty)} (−4 per weapon past the first).`,
      rule: R.charge,
    });
  }
  const skipped = ctx[by].weapons.length - weaponsUsed(ctx, by, 'all').length;
  if (skipped > 0) why.push(...handsWhy(ctx, by));
  const set = setOff(next, other(by), {
    attacked: true,
    moved: how === 'charge',
    arrived: how === 'charge' && ctx.distance > MELEE_REACH_FEET,
  });
  why.push(...set.why);
  let queue = own;
  if (set.steppedAway) {
    queue = [];
    why.push({
      text: `${ctx[other(by)].name} has stepped out of reach: ${f.name}'s charge finds no one to strike.`,
      rule: R.preparedKinds,
    });
  }
  const shot = queue.length ? fire(set.ctx, by) : { ctx: set.ctx, why: [] };
  const all = [...set.queued, ...queue];
  return tell({ ...shot.ctx, queue: all, stage: all.length ? 'attack' : null, current: null }, [...why, ...shot.why]);
}

/** Why a weapon in hand is not used: the wound that keeps its hand from holding anything. */
function handsWhy(ctx: AttackRollContext, by: Side): Why[] {
  return ctx[by].weapons.flatMap((_, i) => {
    const hand = handFor(ctx, by, i);
    const w = uselessHand(ctx, by, hand);
    if (!w) return [];
    return [
      {
        text: `${ctx[by].name}'s ${hand} hand cannot hold its ${weaponOf(ctx, by, i).label} (${w.phase.name.toLowerCase()}): it is not used.`,
        rule: R.penalties,
      },
    ];
  });
}

/** The attack roll of the attack in progress: read, not yet applied (the machine's guards ask it too). */
export function readAttackRoll(ctx: AttackRollContext): { record: AttackRecord; chance: Chance; note?: Why } {
  const plan = ctx.queue[0]!;
  const rolled = safely(ctx.chance, (c) => rollDice(c, 2, 6));
  const dice = rolled.value;
  const terms: Term[] = [{ label: 'rolled', value: dice[0]! + dice[1]! }, ...modifierTerms(ctx, plan)];
  const result = terms.reduce((s, t) => s + t.value, 0);
  const { base, total, deflecting } = defenseNow(ctx, other(plan.by));
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
  const weapon = plan.how === 'ram' ? 'a ram' : weaponOf(ctx, plan.by, plan.weapon).label;
  const record: AttackRecord = { round: ctx.round, how: plan.how, by: plan.by, weapon, n: plan.n, of: plan.of, roll };
  return { record, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}

function outcomeWords(r: RollRecord): string {
  if (r.outcome === 'miss') return 'a miss';
  if (r.outcome === 'glancing') return r.deflected ? 'a glancing blow, deflected' : 'a glancing blow';
  return r.crippling ? 'a direct hit and a crippling wound' : 'a direct hit';
}

/**
 * An attack is settled: it joins the record, and the next queued one (if any) comes up. One
 * whose striker has fallen unconscious (or died) meanwhile is lost, and so is one whose target is dead.
 */
export function finishAttack(ctx: AttackRollContext, record: AttackRecord | null): AttackRollContext {
  const queue = ctx.queue.slice(1).filter((p) => conditionOf(ctx, p.by) === 'alive');
  const more = queue.length > 0 && ctx.fallen === null;
  return {
    ...ctx,
    attacks: record ? [...ctx.attacks, record] : ctx.attacks,
    current: null,
    queue: more ? queue : [],
    stage: more ? (queue[0]!.how === 'tackle' ? 'strength' : 'attack') : null,
  };
}

export function rollAttackStep(ctx: AttackRollContext): AttackRollContext {
  const { record, chance, note } = readAttackRoll(ctx);
  const plan = ctx.queue[0]!;
  const r = record.roll!;
  const label = record.of > 1 ? `Attack ${record.n} of ${record.of}` : 'The attack';
  const target = ctx[other(plan.by)].name;
  const why: Why[] = [
    {
      text: `${label}${plan.by === 'defender' ? ` by ${ctx[plan.by].name}` : ''}: 2d6 showed ${r.dice.join(' and ')}; ${formatSum(r.terms)} against base defense ${num(r.base)} and total defense ${num(r.total)}: ${outcomeWords(r)}.`,
      rule: R.attackRoll,
    },
    ...woundPenalties(ctx, plan.by, 'attack', plan.weapon === null ? undefined : handFor(ctx, plan.by, plan.weapon)).why,
  ];
  if (r.outcome === 'glancing' && r.deflected)
    why.push({
      text: `${target}'s prepared deflection turns a blow that does not beat total defense aside: no damage.`,
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
  const target = other(plan.by);
  const spec = damageSpec(ctx, plan);
  const defense = defenseNow(ctx, target);
  const { damage, chance, note } =
    spec.kind === 'ram' ? rollRamDamage(ctx, plan, spec, roll.outcome) : rollWeaponDamage(ctx, spec, roll.outcome);
  let next: AttackRollContext = setFighter({ ...ctx, chance }, target, { life: ctx[target].life - damage.lifeLost });
  const d = ctx[target].name;
  const raw = damage.terms.reduce((sum, t) => sum + t.value, 0);
  const sum = `${formatSum(damage.terms)} damage${raw < 0 ? ', counted as 0' : ''}`;
  const hand = plan.weapon === null ? undefined : handFor(ctx, plan.by, plan.weapon);
  const why: Why[] = [
    { text: `Damage: ${sum}.`, rule: spec.kind === 'ram' ? R.ramming : R.damage },
    ...woundPenalties(ctx, plan.by, 'damage', hand).why,
  ];
  if (roll.outcome === 'glancing') {
    why.push({
      text: `Glancing: ${damage.dealt} − ${damage.passive} ${defense.names.passive} − ${damage.active} ${defense.names.active}, never below 0: ${d} loses ${damage.lifeLost} Life (Life ${num(next[target].life)}).`,
      rule: R.reduction,
    });
  } else {
    why.push({
      text: `A direct hit takes no Reduction: ${d} loses ${damage.lifeLost} Life (Life ${num(next[target].life)}).`,
      rule: R.reduction,
    });
  }
  const hurt = checkBody(next, target);
  next = hurt.ctx;
  why.push(...hurt.why);
  if (damage.rammerTakes) {
    const rammer = rammerTakesHalf(next, plan.by, damage.rammerTakes);
    next = rammer.ctx;
    why.push(...rammer.why);
  }
  if (note) why.push(note);
  const withDamage: AttackRecord = { ...record, damage };
  if (roll.crippling && next.fallen === null) return tell({ ...next, current: withDamage, stage: 'wound' }, why);
  return tell(finishAttack(next, withDamage), why);
}

/** Why `side` cannot attack with one weapon or all of them now. */
export function weaponsProblem(ctx: AttackRollContext, weapons: unknown, side: Side = actor(ctx)): string | undefined {
  if (!oneOf(weapons, ['one', 'all'] as const)) return 'say whether one weapon or all of them attack';
  const f = ctx[side];
  const usable = weaponsUsed(ctx, side, 'all');
  if (usable.length === 0) {
    const w = uselessHand(ctx, side, handFor(ctx, side, 0));
    return `${f.name} has no hand that can hold a weapon${w ? ` (${w.phase.name.toLowerCase()})` : ''}`;
  }
  if (weapons === 'all' && usable.length < 2)
    return `${f.name} ${f.weapons.length < 2 ? 'holds only one weapon' : 'can use only one of its weapons'}`;
  for (const i of weaponsUsed(ctx, side, weapons)) {
    const p = wieldProblem(f.weapons[i]!, f.toughness, f.size, f.name);
    if (p) return p;
  }
  return loadedProblem(ctx, side);
}

export function reachProblem(ctx: AttackRollContext, side: Side = actor(ctx)): string | undefined {
  if (ctx[side].reach !== 'melee' || ctx.distance <= MELEE_REACH_FEET) return undefined;
  return `${ctx[other(side)].name} is ${ctx.distance} feet away, and a melee attack reaches ${MELEE_REACH_FEET}: move closer or charge`;
}

export function attackProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  return turnProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.attack) ?? weaponsProblem(ctx, weapons) ?? reachProblem(ctx);
}

/** Why a charge (a straight-line Move that ends within reach, then an attack or a tackle) cannot start now. */
export function runUpProblem(ctx: AttackRollContext, need: number): string | undefined {
  const side = actor(ctx);
  const speed = speedOf(ctx, side);
  const foe = ctx[other(side)].name;
  return (
    turnProblem(ctx) ??
    actionsProblem(ctx, need) ??
    (ctx.distance <= MELEE_REACH_FEET ? `a charge needs a run-up, and ${foe} is already within reach` : undefined) ??
    (speed === 0 ? `${ctx[side].name} cannot move` : undefined) ??
    (ctx.distance - MELEE_REACH_FEET > speed
      ? `one Move covers ${speed} feet, not the ${ctx.distance - MELEE_REACH_FEET} needed to reach ${foe}`
      : undefined)
  );
}

export function chargeProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  const side = actor(ctx);
  return (
    turnProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.charge) ??
    (ctx[side].reach !== 'melee' ? 'a charge ends in a melee attack, and this weapon is ranged' : undefined) ??
    weaponsProblem(ctx, weapons) ??
    runUpProblem(ctx, ACTION_COST.charge)
  );
}

/** A weapon's damage ("Damage on a hit"): its dice, the stat bonus and any wound's penalty, never below 0; a glancing blow meets Reduction. */
function rollWeaponDamage(
  ctx: AttackRollContext,
  spec: Extract<DamageSpec, { kind: 'weapon' }>,
  outcome: Outcome,
): { damage: DamageRecord; chance: Chance; note?: Why } {
  const target = other(ctx.queue[0]!.by);
  const defense = defenseNow(ctx, target);
  const rolled = safely(ctx.chance, (c) => rollDamage(c, spec.dice));
  const dealt = hitDamage(rolled.value.total, spec.bonus);
  const damage: DamageRecord = {
    dice: formatDice(spec.dice),
    faces: rolled.value.faces,
    terms: [{ label: `rolled on ${formatDice(spec.dice)}`, value: rolled.value.total }, ...spec.terms],
    dealt,
    ...(outcome === 'glancing' ? { passive: defense.reduction.passive, active: defense.reduction.active } : { passive: 0, active: 0 }),
    lifeLost: damageTaken(outcome, dealt, ctx[target].defenses, defense.awareness, false),
  };
  return { damage, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}
