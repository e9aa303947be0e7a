/**
 * The two fighters as the rules read them now: each one's condition, the wounds in force on
 * the defender (the phase each is in, the bleeding, the movement left), speed, the defense an
 * attack made now meets, and the weapon with what an attack with it adds. Steps, refusals and
 * the view all read the table through these.
 */
import { type Term } from '../../core/explain.js';
import { damageBonus, defendedBase, deflectionCovers, glancingReduction, totalDefense, usableDefenses, type Defense } from '../attack.js';
import { condition, type Body, type Condition } from '../body.js';
import { phaseAt, ramRow, ramSteps, type Dice, type Phase } from '../wounds.js';
import { awarenessOf, CHARGE_BONUS, speedFor, weaponStats } from './attack-roll.rules.js';
import type { Side, Planned, AttackRollContext } from './attack-roll.context.js';

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

/** The phase each affliction is in now (undefined once it has run its course). */
export function phasesNow(ctx: AttackRollContext): (Phase | undefined)[] {
  return ctx.afflictions.map((a) => phaseAt(a.phases, ctx.hour - a.woundedHour, ctx.round - a.woundedRound, ctx.fightOver));
}

/** Life the defender loses at the start of each of its turns (untreated organ damage). */
export function bleedPerTurn(ctx: AttackRollContext): number {
  return phasesNow(ctx).reduce((sum, p) => sum + (p?.bleed ?? 0), 0);
}

export function movementNow(ctx: AttackRollContext): 'full' | 'half' | 'none' {
  const phases = phasesNow(ctx);
  if (ctx.defender.immobile || phases.some((p) => p?.movement === 'none')) return 'none';
  return phases.some((p) => p?.movement === 'half') ? 'half' : 'full';
}

export function speedOf(ctx: AttackRollContext, side: Side): number {
  const f = ctx[side];
  const speed = speedFor(f.size, f.quadruped);
  if (side === 'attacker') return speed;
  const move = movementNow(ctx);
  return move === 'none' ? 0 : move === 'half' ? Math.floor(speed / 2) : speed;
}

export function targetState(ctx: AttackRollContext) {
  return {
    awareness: ctx.defender.awareness,
    surprised: ctx.surprised,
    unconscious: conditionOf(ctx, 'defender') === 'unconscious',
    immobile: movementNow(ctx) === 'none',
  };
}

/** The defender's numbers against an attack made now. */
export function defenseNow(ctx: AttackRollContext) {
  const awareness = awarenessOf(targetState(ctx));
  const base = defendedBase(ctx.defender.baseDefense, ctx.defending);
  const total = totalDefense(base, ctx.defender.defenses, awareness);
  const deflection = ctx.deflectionRound === null ? undefined : { preparedRound: ctx.deflectionRound };
  const deflecting = deflectionCovers(deflection, ctx.round, ctx.defender.defenses, awareness);
  const reduction = glancingReduction(ctx.defender.defenses, awareness);
  const usable = usableDefenses(ctx.defender.defenses, awareness);
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

export function weaponOf(ctx: AttackRollContext, index: number | null) {
  const a = ctx.attacker;
  return weaponStats(a.weapons[index ?? 0] ?? 'unarmed', a.size);
}

/** The modifiers of a planned attack's roll, after the dice. */
export function modifierTerms(ctx: AttackRollContext, plan: Planned): Term[] {
  return [
    { label: 'Attack', value: ctx.attacker.attack },
    ...(plan.how === 'charge' ? [{ label: 'charge', value: CHARGE_BONUS }] : []),
    ...(ctx.roundPenalty !== 0 ? [{ label: 'extra weapons', value: ctx.roundPenalty }] : []),
  ];
}

export type DamageSpec =
  | { readonly kind: 'weapon'; readonly dice: Dice; readonly bonus: number; readonly bonusLabel: string }
  | { readonly kind: 'ram'; readonly step: Dice; readonly steps: number };

/** What the damage roll of a planned attack will be. */
export function damageSpec(ctx: AttackRollContext, plan: Planned): DamageSpec {
  if (plan.how === 'ram') {
    const row = ramRow(ctx.attacker.size);
    return { kind: 'ram', step: row.damage, steps: ramSteps(plan.feet ?? 0, row.stepFeet) };
  }
  const a = ctx.attacker;
  return {
    kind: 'weapon',
    dice: weaponOf(ctx, plan.weapon).damage,
    bonus: damageBonus(a.reach, a),
    bonusLabel: a.reach === 'melee' ? 'half Toughness' : 'half Athleticism',
  };
}

// ---------------------------------------------------------------------------------------
// Pure steps
