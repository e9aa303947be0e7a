/**
 * Liberi Gothica's body, a concept every procedure of the system shares: Life, Vitality and
 * the TACKS, when a character falls unconscious or dies ("Character Death"), how many actions
 * a turn holds, and the Vitality a dead body's soul takes with it. The attack exchange deals
 * the damage; soul passing begins where this says the body is dead.
 */

/** A turn holds two actions ("Actions": you may take two actions per turn). */
export const ACTIONS_PER_TURN = 2;

export const TACKS = ['toughness', 'athleticism', 'charm', 'knowledge', 'spirit'] as const;
export type Tacks = (typeof TACKS)[number];

export interface Body {
  life: number;
  vitality: number;
  toughness: number;
  athleticism: number;
  charm: number;
  knowledge: number;
  spirit: number;
}

export type Condition = 'alive' | 'unconscious' | 'dead';

/**
 * "Character Death": dead when Life is below minus Toughness (Toughness 3 dies at -4),
 * when Vitality is below 0, or when any TACKS attribute is below 0; unconscious when
 * Life is below 0 but not that far.
 */
export function condition(body: Body): Condition {
  if (body.vitality < 0) return 'dead';
  if (TACKS.some((t) => body[t] < 0)) return 'dead';
  if (body.life < -body.toughness) return 'dead';
  if (body.life < 0) return 'unconscious';
  return 'alive';
}

export type DeathCause = 'life' | 'vitality' | Tacks;

/** Why a body is dead, in the order the seed lists the causes; undefined when it is not. */
export function causeOfDeath(body: Body): DeathCause | undefined {
  if (body.life < -body.toughness) return 'life';
  if (body.vitality < 0) return 'vitality';
  return TACKS.find((t) => body[t] < 0);
}

/**
 * Actions a turn holds for this body: two, one at 0 Life or 0 Vitality, none when
 * unconscious or dead.
 */
export function actionsPerTurn(body: Pick<Body, 'life' | 'vitality'> & Partial<Body>): number {
  const full: Body = { toughness: 0, athleticism: 0, charm: 0, knowledge: 0, spirit: 0, ...body };
  if (condition(full) !== 'alive') return 0;
  return body.life === 0 || body.vitality === 0 ? 1 : ACTIONS_PER_TURN;
}

/** What a TACKS attribute at exactly 0 does ("Character Death"). */
export const AT_ZERO: Record<Tacks, string> = {
  toughness: 'too weak to lift their own weight',
  athleticism: 'unable to move',
  charm: 'out of touch, unable to react to their surroundings',
  knowledge: 'unable to process thought: effectively brain dead',
  spirit: 'utterly dejected, unwilling to do anything',
};

export function conditionsAtZero(body: Body): string[] {
  return TACKS.filter((t) => body[t] === 0).map((t) => `${t} 0: ${AT_ZERO[t]}`);
}

/**
 * The Vitality a dead body's soul still holds. Table ruling (a soul with nothing left): a soul
 * dead of Vitality below 0 has nothing left to give (it counts as 0, never negative);
 * gathering it still gives Essence.
 */
export function soulVitality(vitalityAtDeath: number): number {
  return Math.max(0, vitalityAtDeath);
}
