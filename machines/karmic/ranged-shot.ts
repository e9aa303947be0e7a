/**
 * Karmic, Resolving Ranged Attacks: the arithmetic of one shot once its card is chosen.
 * Attack total = card + force + finesse (+ armour's finesse modifier) + hit location +
 * target and range modifiers − the target's positive dodge total; above 0 hits.
 * Damage total = card + edge, capped at the weapon's maximum damage.
 *
 * The target's dodge or block is its own check (a total drawn by the aiming machine, see
 * `DefenceTotal`); here it is only a number to subtract or to beat.
 */
import { formatSum as formatTerms, signed as signedNumber, type Term } from '../core/explain.js';
import { compareOpposed } from './checks.js';
import type { FireRate } from './ranged-rate.js';
import {
  HIT_LOCATION_LABELS,
  RANGE_BANDS,
  SITUATIONS,
  hitLocationModifier,
  rangeBand,
  rangeModifier,
  type CreatureSize,
  type HitLocation,
  type RangeBand,
  type Situation,
} from './ranged-tables.js';

export interface RangedWeapon {
  readonly name: string;
  /** Most cards that may show while aiming. */
  readonly aim: number;
  /** Yards. */
  readonly range: number;
  readonly force: number;
  readonly rate: FireRate;
  readonly edge: number;
  readonly maxDamage: number;
  readonly hands: number;
}

export interface Shooter {
  /** Weapon skill: cards drawn for a shot fired without aiming (0 = default, one card). */
  readonly skill: number;
  readonly finesse: number;
  /** Armour's modifier to finesse for physical actions (0 or negative). */
  readonly armourFinesse: number;
}

/** What the target does against missiles this turn: nothing, dodge, or block with a shield. */
export type DefenceKind = 'none' | 'dodge' | 'block';

export interface TargetDefence {
  readonly kind: DefenceKind;
  /** The dodge skill (a dodge) or the shield skill (a block): how many cards the check draws. */
  readonly skill: number;
  /** Awareness, which modifies a dodge ("knowing which way to jump"); a block has none. */
  readonly awareness: number;
}

export const NO_DEFENCE: TargetDefence = { kind: 'none', skill: 0, awareness: 0 };

export interface Target {
  readonly situations: readonly Situation[];
  /** Yards from the shooter. */
  readonly distance: number;
  readonly location: HitLocation;
  readonly size: CreatureSize;
  /** A dodge or a shield block, each a check of its own the target makes this turn. */
  readonly defence: TargetDefence;
  /** Engaged in melee: no dodge or block, and a negative total hits someone else. */
  readonly inMelee: boolean;
}

/** The total of the target's dodge or block check this turn. */
export interface DefenceTotal {
  readonly kind: 'dodge' | 'block';
  readonly total: number;
}

export type { Term };

/** The attack total's terms, in the order the page's formula lists them. */
export function attackTerms(
  cardValue: number,
  weapon: RangedWeapon,
  shooter: Shooter,
  target: Target,
  defence: DefenceTotal | null = null,
): Term[] {
  const band = rangeBand(target.distance, weapon.range);
  if (band === null) throw new RangeError(`a target ${target.distance} yards away is beyond the weapon's range of ${weapon.range}`);
  const terms: Term[] = [
    { label: 'card', value: cardValue },
    { label: 'force', value: weapon.force },
    { label: 'finesse', value: shooter.finesse },
  ];
  if (shooter.armourFinesse !== 0) terms.push({ label: 'armour', value: shooter.armourFinesse });
  terms.push({
    label: `hit location: ${target.location === 'torso' ? 'torso' : HIT_LOCATION_LABELS[target.location].toLowerCase()}`,
    value: hitLocationModifier(target.location, target.size),
  });
  for (const id of target.situations) {
    const row = SITUATIONS.find((r) => r.id === id)!;
    terms.push({ label: `target ${row.label.toLowerCase()}`, value: row.modifier });
  }
  terms.push({ label: `${RANGE_BANDS.find((r) => r.id === band)!.label.toLowerCase()} range`, value: rangeModifier(band) });
  const dodge = effectiveDodge(target, defence);
  if (dodge > 0) terms.push({ label: 'target’s dodge', value: -dodge });
  return terms;
}

/** A dodge only counts when its total is positive, and a target in melee cannot dodge at all. */
export function effectiveDodge(target: Target, defence: DefenceTotal | null): number {
  if (target.inMelee || defence === null || defence.kind !== 'dodge') return 0;
  return Math.max(0, defence.total);
}

export function sumTerms(terms: readonly Term[]): number {
  return terms.reduce((s, t) => s + t.value, 0);
}

/** Card (or hit chain) + edge, capped at maximum damage; nothing below zero. */
export function damageTotal(cardValue: number, weapon: RangedWeapon): { raw: number; total: number; capped: boolean } {
  const raw = cardValue + weapon.edge;
  const total = Math.max(0, Math.min(raw, weapon.maxDamage));
  return { raw, total, capped: raw > weapon.maxDamage };
}

export type ShotOutcome =
  /** The intended target is hit. */
  | { kind: 'hit'; attackTotal: number; damage: number; rawDamage: number; capped: boolean }
  /** Attack total 0 or less (0 exactly when firing into melee: it misses everyone). */
  | { kind: 'miss'; attackTotal: number; everyone: boolean }
  /** The target's shield block beat the attack total. */
  | { kind: 'blocked'; attackTotal: number; blockTotal: number }
  /** Firing into melee with a negative total: someone else in the melee is hit. */
  | { kind: 'stray'; attackTotal: number; damage: number; rawDamage: number; capped: boolean; inverse: number };

export interface ShotResult {
  readonly terms: Term[];
  readonly attackTotal: number;
  readonly outcome: ShotOutcome;
}

/**
 * Resolve a shot whose card value (the hit chain's total) is known. Outside melee a block
 * is an opposed check against the attack total, won only by being greater (checks.ts's
 * `compareOpposed`: a tie is not a win, so the shot goes through); then the attack
 * total must be above 0. Into melee there is no dodge or block:
 * positive hits the target, 0 misses all, negative hits another combatant for the card's
 * inverse.
 */
export function resolveShot(
  cardValue: number,
  weapon: RangedWeapon,
  shooter: Shooter,
  target: Target,
  defence: DefenceTotal | null = null,
): ShotResult {
  const terms = attackTerms(cardValue, weapon, shooter, target, defence);
  const attackTotal = sumTerms(terms);
  let outcome: ShotOutcome;
  if (target.inMelee) {
    if (attackTotal > 0) outcome = { kind: 'hit', attackTotal, ...renameDamage(damageTotal(cardValue, weapon)) };
    else if (attackTotal === 0) outcome = { kind: 'miss', attackTotal, everyone: true };
    else outcome = { kind: 'stray', attackTotal, inverse: -cardValue, ...renameDamage(damageTotal(-cardValue, weapon)) };
  } else if (defence?.kind === 'block' && compareOpposed(defence.total, attackTotal).actorSucceeds) {
    outcome = { kind: 'blocked', attackTotal, blockTotal: defence.total };
  } else if (attackTotal > 0) {
    outcome = { kind: 'hit', attackTotal, ...renameDamage(damageTotal(cardValue, weapon)) };
  } else {
    outcome = { kind: 'miss', attackTotal, everyone: false };
  }
  return { terms, attackTotal, outcome };
}

function renameDamage(d: { raw: number; total: number; capped: boolean }) {
  return { damage: d.total, rawDamage: d.raw, capped: d.capped };
}

/** Signed, with a real minus sign: "+2", "−4", "0". */
export const signed = signedNumber;

/** "5 card + 1 finesse − 2 short range = 4": the sum once, with its terms (terms of 0 left out). */
export const formatSum = formatTerms;

export function bandOf(weapon: RangedWeapon, target: Target): RangeBand | null {
  return rangeBand(target.distance, weapon.range);
}
