/**
 * Liberi Gothica: the attack roll, defenses and deflection, as pure functions.
 *
 * Page: content/liberi-gothica/attack-and-defense.mdx. Each "Table ruling" there is a
 * function here with a test in attack.test.ts that reads like the ruling.
 */
import { rollDice, type Chance } from '../core/random.js';

/** "Attack": the roll is 2d6 plus the Attack score. */
export const ATTACK_DICE = { count: 2, sides: 6 } as const;
/** "Injury Rules": beating total defense by this much or more is a crippling wound. */
export const CRIPPLING_MARGIN = 5;
/** The Defend action adds this to base defense until your next turn. */
export const DEFEND_BONUS = 2;

export type DefenseKind = 'passive' | 'active';

/** A piece of armour, a shield, a hide: two numbers, nearly always equal. */
export interface Defense {
  readonly name?: string;
  readonly kind: DefenseKind;
  readonly protection: number;
  readonly reduction: number;
}

/** Whether the target can use its active defenses against this blow. */
export interface Awareness {
  readonly surprised?: boolean;
  readonly blind?: boolean;
  readonly helpless?: boolean;
}

export type Outcome = 'direct' | 'glancing' | 'miss';

export type AttackKind = 'melee' | 'ranged' | 'thrown';

/** Armour described as "+N passive defense": Protection N and Reduction N. */
export function defense(kind: DefenseKind, value: number, name?: string): Defense {
  return { kind, protection: value, reduction: value, ...(name === undefined ? {} : { name }) };
}

/** Surprised, blind or helpless: active defenses give neither Protection nor Reduction. */
export function canUseActive(awareness: Awareness = {}): boolean {
  return !awareness.surprised && !awareness.blind && !awareness.helpless;
}

/** The defenses that count against this blow; passive ones always do. */
export function usableDefenses(defenses: readonly Defense[], awareness: Awareness = {}): Defense[] {
  const active = canUseActive(awareness);
  return defenses.filter((d) => d.kind === 'passive' || active);
}

/** Total defense = base defense + the Protection of every usable defense. */
export function totalDefense(baseDefense: number, defenses: readonly Defense[], awareness: Awareness = {}): number {
  return usableDefenses(defenses, awareness).reduce((sum, d) => sum + d.protection, baseDefense);
}

/** Base defense while the Defend action stands: both thresholds move up by 2. */
export function defendedBase(baseDefense: number, defending: boolean): number {
  return defending ? baseDefense + DEFEND_BONUS : baseDefense;
}

/**
 * Table ruling (ties and "beat"): to beat a defense is to be strictly above it. Equal to
 * total defense is a glancing blow when above base; equal to base is a miss. With no
 * usable Protection base and total are one number, so there is no glancing band.
 */
export function attackOutcome(result: number, baseDefense: number, total: number): Outcome {
  if (result > total) return 'direct';
  if (result > baseDefense) return 'glancing';
  return 'miss';
}

/** Table ruling: "beat by 5 or more" means a result of at least total defense + 5. */
export function isCrippling(result: number, total: number): boolean {
  return result >= total + CRIPPLING_MARGIN;
}

/**
 * Table ruling (halving a stat): half Toughness for melee, half Athleticism for ranged,
 * thrown counting as ranged; rounded toward zero, so -3 gives -1.
 */
export function damageBonus(kind: AttackKind, stats: { toughness: number; athleticism: number }): number {
  const stat = kind === 'melee' ? stats.toughness : stats.athleticism;
  return Math.trunc(stat / 2) + 0; // + 0 turns -0 into 0
}

/** The damage of a hit: the rolled damage plus the stat bonus, never below 0. */
export function hitDamage(rolled: number, bonus: number): number {
  return Math.max(0, rolled + bonus);
}

/**
 * Table ruling ("best" defense): on a glancing blow, subtract the highest Reduction among
 * the usable passive defenses, then the highest among the usable active ones; one of each
 * at most, however many are worn.
 */
export function glancingReduction(defenses: readonly Defense[], awareness: Awareness = {}): { passive: number; active: number } {
  const usable = usableDefenses(defenses, awareness);
  const best = (kind: DefenseKind) => Math.max(0, ...usable.filter((d) => d.kind === kind).map((d) => d.reduction));
  return { passive: best('passive'), active: best('active') };
}

/** Whether the target has an active defense it can use right now (needed to deflect). */
export function canDeflect(defenses: readonly Defense[], awareness: Awareness = {}): boolean {
  return usableDefenses(defenses, awareness).some((d) => d.kind === 'active');
}

/**
 * Table ruling (how long a deflection lasts): prepared in `preparedRound`, it covers every
 * attack the target knows of until the end of that round, not just the first, provided the
 * target can still use an active defense when the attack arrives.
 */
export function deflectionCovers(
  deflection: { preparedRound: number } | undefined,
  round: number,
  defenses: readonly Defense[],
  awareness: Awareness = {},
): boolean {
  return deflection !== undefined && deflection.preparedRound === round && canDeflect(defenses, awareness);
}

/**
 * Life the target loses from a hit of `damage` (already including the stat bonus).
 * A direct hit takes no Reduction; a glancing blow takes the best passive then the best
 * active Reduction, and stops at 0; a deflected glancing blow does nothing; a miss, nothing.
 */
export function damageTaken(
  outcome: Outcome,
  damage: number,
  defenses: readonly Defense[],
  awareness: Awareness = {},
  deflecting = false,
): number {
  if (outcome === 'miss') return 0;
  const dealt = Math.max(0, damage);
  if (outcome === 'direct') return dealt;
  if (deflecting) return 0;
  const { passive, active } = glancingReduction(defenses, awareness);
  return Math.max(0, dealt - passive - active);
}

export interface Target {
  readonly baseDefense: number;
  readonly defenses: readonly Defense[];
  readonly awareness?: Awareness;
  readonly defending?: boolean;
  /** True when a deflection the target prepared covers this attack (see deflectionCovers). */
  readonly deflecting?: boolean;
}

export interface AttackResolution {
  readonly result: number;
  readonly base: number;
  readonly total: number;
  readonly outcome: Outcome;
  readonly crippling: boolean;
  /** Damage of the hit after the stat bonus (0 on a miss). */
  readonly damage: number;
  /** What actually comes off the target's current Life. */
  readonly lifeLost: number;
}

/** Read one attack result against a target, given the hit's damage after the stat bonus. */
export function resolveAttack(result: number, target: Target, damage: number): AttackResolution {
  const awareness = target.awareness ?? {};
  const base = defendedBase(target.baseDefense, target.defending ?? false);
  const total = totalDefense(base, target.defenses, awareness);
  const outcome = attackOutcome(result, base, total);
  const deflecting = (target.deflecting ?? false) && canDeflect(target.defenses, awareness);
  return {
    result,
    base,
    total,
    outcome,
    crippling: isCrippling(result, total),
    damage: outcome === 'miss' ? 0 : Math.max(0, damage),
    lifeLost: damageTaken(outcome, damage, target.defenses, awareness, deflecting),
  };
}

/** Roll 2d6 + Attack through the seeded source. */
export function rollAttack(chance: Chance, attackScore: number): [{ dice: number[]; result: number }, Chance] {
  const [dice, next] = rollDice(chance, ATTACK_DICE.count, ATTACK_DICE.sides);
  return [{ dice, result: dice.reduce((a, b) => a + b, 0) + attackScore }, next];
}

/** Damage comes off current Life only; maximum Life never drops because of it. */
export function applyDamage(life: { current: number; max: number }, lifeLost: number): { current: number; max: number } {
  return { current: life.current - Math.max(0, lifeLost), max: life.max };
}
