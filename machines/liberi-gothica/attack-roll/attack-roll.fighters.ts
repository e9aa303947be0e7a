/**
 * The two fighters as the rules read them now: each one's condition, the wounds in force on
 * it (the phase each is in, the bleeding, the movement left, the penalties on its rolls, the
 * hands it cannot use), speed, the defense an attack on it meets now, and its weapons with
 * what an attack with one adds. Steps, refusals and the view all read the table through these.
 */
import { num, signed, type Term, type Why } from '../../core/explain.js';
import { damageBonus, defendedBase, deflectionCovers, glancingReduction, totalDefense, usableDefenses, type Defense } from '../attack.js';
import { condition, type Body, type Condition } from '../body.js';
import { ramRow, ramSteps, type Dice } from '../damage.js';
import { phaseAt, type Phase } from '../wounds.js';
import { ATTACK_ROLL_RULES as R, awarenessOf, CHARGE_BONUS, handOf, speedFor, weaponStats, WOUND_RULE } from './attack-roll.rules.js';
import { other, type Affliction, type Side, type Planned, type AttackRollContext, type WeaponsUsed } from './attack-roll.context.js';

/** A fighter's numbers as a body (the TACKS the exchange does not track count as 0). */
export const bodyOf = (f: { life: number; vitality: number; toughness: number }): Body => ({
  life: f.life,
  vitality: f.vitality,
  toughness: f.toughness,
  athleticism: 0,
  charm: 0,
  knowledge: 0,
  spirit: 0,
});

export function conditionOf(ctx: AttackRollContext, side: Side): Condition {
  if (ctx.fallen === side) return 'dead';
  return condition(bodyOf(ctx[side]));
}

/** The phase each affliction is in now, in the order they were dealt (undefined once it has run its course). */
export function phasesNow(ctx: AttackRollContext): (Phase | undefined)[] {
  return ctx.afflictions.map((a) => phaseAt(a.phases, ctx.hour - a.woundedHour, ctx.round - a.woundedRound, ctx.fightOver));
}

/** The wounds a fighter carries that are in force now, each with the phase it is in. */
export function woundsOn(ctx: AttackRollContext, side: Side): { affliction: Affliction; phase: Phase; index: number }[] {
  const phases = phasesNow(ctx);
  return ctx.afflictions.flatMap((affliction, index) => {
    const phase = phases[index];
    return affliction.on === side && phase ? [{ affliction, phase, index }] : [];
  });
}

/** Life a fighter loses at the start of each of its turns (untreated organ damage). */
export function bleedPerTurn(ctx: AttackRollContext, side: Side): number {
  return woundsOn(ctx, side).reduce((sum, w) => sum + (w.phase.bleed ?? 0), 0);
}

export function movementNow(ctx: AttackRollContext, side: Side): 'full' | 'half' | 'none' {
  const wounds = woundsOn(ctx, side);
  if (ctx[side].immobile || ctx.sides[side].down || wounds.some((w) => w.phase.movement === 'none')) return 'none';
  return wounds.some((w) => w.phase.movement === 'half') ? 'half' : 'full';
}

/** Feet one Move covers for this fighter now (a limp halves it; a leg that cannot carry it, nothing). */
export function speedOf(ctx: AttackRollContext, side: Side): number {
  const f = ctx[side];
  const speed = speedFor(f.size, f.quadruped);
  const move = movementNow(ctx, side);
  return move === 'none' ? 0 : move === 'half' ? Math.floor(speed / 2) : speed;
}

export function targetState(ctx: AttackRollContext, side: Side) {
  return {
    awareness: ctx[side].awareness,
    surprised: ctx.sides[side].surprised,
    unconscious: conditionOf(ctx, side) === 'unconscious',
    immobile: movementNow(ctx, side) === 'none',
  };
}

/** A fighter's numbers against an attack made on it now. */
export function defenseNow(ctx: AttackRollContext, side: Side) {
  const f = ctx[side];
  const s = ctx.sides[side];
  const awareness = awarenessOf(targetState(ctx, side));
  const base = defendedBase(f.baseDefense, s.defending);
  const total = totalDefense(base, f.defenses, awareness);
  const deflection = s.deflectionRound === null ? undefined : { preparedRound: s.deflectionRound };
  const deflecting = deflectionCovers(deflection, ctx.round, f.defenses, awareness);
  const reduction = glancingReduction(f.defenses, awareness);
  const usable = usableDefenses(f.defenses, awareness);
  const named = (kind: Defense['kind'], value: number) =>
    usable.find((x) => x.kind === kind && x.reduction === value)?.name ?? `${kind} Reduction`;
  return {
    awareness,
    base,
    total,
    deflecting,
    reduction,
    names: { passive: named('passive', reduction.passive), active: named('active', reduction.active) },
  };
}

/** The fighter struck by the attack in progress (or about to be declared by the side in its turn). */
export function targetOf(ctx: AttackRollContext): Side {
  const by = ctx.queue[0]?.by ?? ctx.current?.by ?? ctx.turn ?? 'attacker';
  return other(by);
}

export function weaponOf(ctx: AttackRollContext, side: Side, index: number | null) {
  const f = ctx[side];
  return weaponStats(f.weapons[index ?? 0] ?? 'unarmed', f.size, f.natural);
}

/** The hand the weapon at `index` is held in, if any (a natural attack needs none). */
export function handFor(ctx: AttackRollContext, side: Side, index: number): 'right' | 'left' | undefined {
  return handOf(index, weaponOf(ctx, side, index).natural === true);
}

/** The wound that keeps this hand from holding anything now (smashed fingers, a broken, paralyzed or lost arm). */
export function uselessHand(ctx: AttackRollContext, side: Side, hand: 'right' | 'left' | undefined) {
  if (!hand) return undefined;
  return woundsOn(ctx, side).find((w) => w.affliction.location === 'arms' && w.affliction.side === hand && w.phase.useless);
}

/** The weapons a fighter can attack with now: the first usable one, or every usable one. */
export function weaponsUsed(ctx: AttackRollContext, side: Side, weapons: WeaponsUsed): number[] {
  const usable = ctx[side].weapons.map((_, i) => i).filter((i) => !uselessHand(ctx, side, handFor(ctx, side, i)));
  return weapons === 'all' ? usable : usable.slice(0, 1);
}

/**
 * Table ruling (which rolls a wound touches): the penalties a fighter's wounds put on an attack
 * roll (every roll, Attacks, the arm holding the weapon) or a damage roll (every roll, the arm),
 * as terms of the sum and the reasons. A lost ear's Athleticism penalty, Notice and the social
 * checks touch no roll of the exchange.
 */
export function woundPenalties(
  ctx: AttackRollContext,
  side: Side,
  roll: 'attack' | 'damage',
  hand: 'right' | 'left' | undefined,
): { terms: Term[]; why: Why[] } {
  const terms: Term[] = [];
  const why: Why[] = [];
  for (const { affliction, phase } of woundsOn(ctx, side)) {
    for (const p of phase.penalties ?? []) {
      const counts =
        p.on === 'every roll' ||
        (p.on === 'attacks' && roll === 'attack') ||
        (p.on === 'the arm' && hand !== undefined && affliction.side === hand);
      if (!counts || p.value === 0) continue;
      const label = p.on === 'the arm' ? `${phase.name.toLowerCase().replace(/ arm$/, '')} ${hand} arm` : phase.name.toLowerCase();
      terms.push({ label, value: p.value });
      const on = p.on === 'every roll' ? 'every roll' : p.on === 'attacks' ? 'every Attack' : `every roll with the ${hand} arm`;
      why.push({
        text: `${ctx[side].name}'s ${affliction.name.toLowerCase()}: ${signed(p.value)} on ${on}, this ${roll} roll among them.`,
        rule: WOUND_RULE[affliction.location],
      });
    }
  }
  if (why.length) why.push({ text: 'A wound’s penalty counts on every later roll it names.', rule: R.penalties });
  return { terms, why };
}

/** Penalties on a check the LM rolls for this fighter (Endure, Treatment, Strength): the every-roll ones, in words. */
export function checkPenalties(ctx: AttackRollContext, side: Side): string {
  const every = woundsOn(ctx, side).flatMap(({ phase }) =>
    (phase.penalties ?? [])
      .filter((p) => p.on === 'every roll' && p.value !== 0)
      .map((p) => `${phase.name.toLowerCase()}, ${num(p.value)}`),
  );
  return every.length ? ` (${every.join('; ')} on the check)` : '';
}

/** The modifiers of a planned attack's roll, after the dice. */
export function modifierTerms(ctx: AttackRollContext, plan: Planned): Term[] {
  const f = ctx[plan.by];
  const hand = plan.weapon === null ? undefined : handFor(ctx, plan.by, plan.weapon);
  const penalty = ctx.sides[plan.by].roundPenalty;
  return [
    { label: 'Attack', value: f.attack },
    ...(plan.how === 'charge' ? [{ label: 'charge', value: CHARGE_BONUS }] : []),
    ...(penalty !== 0 ? [{ label: 'extra weapons', value: penalty }] : []),
    ...woundPenalties(ctx, plan.by, 'attack', hand).terms,
  ];
}

export type DamageSpec =
  | { readonly kind: 'weapon'; readonly dice: Dice; readonly bonus: number; readonly terms: readonly Term[] }
  | { readonly kind: 'ram'; readonly step: Dice; readonly steps: number; readonly bonus: number; readonly terms: readonly Term[] };

/** What the damage roll of a planned attack will be: its dice, and what is added to them. */
export function damageSpec(ctx: AttackRollContext, plan: Planned): DamageSpec {
  const f = ctx[plan.by];
  if (plan.how === 'ram') {
    const row = ramRow(f.size);
    const terms = woundPenalties(ctx, plan.by, 'damage', undefined).terms;
    return { kind: 'ram', step: row.damage, steps: ramSteps(plan.feet ?? 0, row.stepFeet), bonus: sum(terms), terms };
  }
  const hand = handFor(ctx, plan.by, plan.weapon ?? 0);
  const terms: Term[] = [
    { label: f.reach === 'melee' ? 'half Toughness' : 'half Athleticism', value: damageBonus(f.reach, f) },
    ...woundPenalties(ctx, plan.by, 'damage', hand).terms,
  ];
  return { kind: 'weapon', dice: weaponOf(ctx, plan.by, plan.weapon).damage, bonus: sum(terms), terms };
}

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);
