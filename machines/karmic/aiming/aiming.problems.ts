/**
 * Why a step of aiming is refused, as a sentence (or undefined when it is allowed): the
 * machine's guards are "no problem", and the widget shows the sentence. A target, or a
 * change to it, is checked here whatever its shape, so a bad event is refused, not applied.
 */
import { num, signed } from '../../core/explain.js';
import { canHit, type KarmaPile } from '../karma-deck.js';
import { canUseOnTurn } from '../ranged-rate.js';
import type { Target } from '../ranged-shot.js';
import { MOVEMENT, SITUATIONS, canCallShot, isHitLocation, rangeBand, type CreatureSize } from '../ranged-tables.js';
import { AWARENESS_RANGE, DEFENCE_SKILL_RANGE, DISTANCE_MAX, JOKER_MAX, JOKER_MIN, type AimingContext } from './aiming.context.js';
import { shotCardIndex } from './aiming.rules.js';

/** Cards a deck can still deal: its draw pile, and its discards once reshuffled. */
export function cardsLeft(pile: KarmaPile): number {
  return pile.drawPile.length + pile.discardPile.length;
}

/** Why the shooter cannot aim now, or undefined when he can. */
export function aimProblem(ctx: AimingContext): string | undefined {
  if (ctx.shot !== null) return 'the shot is already away';
  if (ctx.firedOnTurns.includes(ctx.turn)) return 'aiming takes a whole round, and this turn has seen a shot';
  if (cardsLeft(ctx.pile) === 0) return 'there are no cards left to deal';
  return undefined;
}

export function canAim(ctx: AimingContext): boolean {
  return aimProblem(ctx) === undefined;
}

/**
 * Why the shooter cannot fire now (with the card at `cardIndex` of the row, or the best
 * showing when none is named), or undefined when he can. A card other than the best is
 * refused unless the table's ruling lets the shooter choose (`rules.aimedCard`).
 */
export function fireProblem(ctx: AimingContext, cardIndex?: unknown): string | undefined {
  if (ctx.shot !== null) return 'the shot is already away';
  if (rangeBand(ctx.target.distance, ctx.weapon.range) === null)
    return `the target is beyond the weapon’s range of ${ctx.weapon.range} yards`;
  if (!canCallShot(ctx.target.location, ctx.target.size)) return 'head vitals cannot be called on a small creature';
  if (!canUseOnTurn(ctx.weapon.rate, ctx.firedOnTurns, ctx.turn)) return 'the weapon’s maximum maneuvers do not allow another use yet';
  if (cardIndex !== undefined) {
    if (typeof cardIndex !== 'number' || !Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= ctx.window.length)
      return 'there is no card at that place in the row';
    if (ctx.rules.aimedCard === 'best' && cardIndex !== shotCardIndex(ctx.window))
      return 'the shot uses the best card showing; only a table that lets the shooter choose may fire another';
    return undefined;
  }
  if (ctx.window.length === 0) return cardsLeft(ctx.pile) === 0 ? 'there are no cards left to draw' : undefined;
  return undefined;
}

/** May the shooter name a card of the row other than the best (the table's ruling)? */
export function mayChooseCard(ctx: AimingContext): boolean {
  return ctx.rules.aimedCard === 'any';
}

export function canFire(ctx: AimingContext, cardIndex?: number): boolean {
  return fireProblem(ctx, cardIndex) === undefined;
}

/** Why this card cannot be the one an unaimed shot uses, or undefined when it can. */
export function choiceProblem(ctx: AimingContext, card: unknown): string | undefined {
  const shot = ctx.shot;
  if (shot === null || shot.source !== 'snap' || shot.chain.length > 0) return 'no card of an unaimed shot is being chosen';
  if (typeof card !== 'string' || !shot.drawn.includes(card)) return 'that card is not in the draw';
  return undefined;
}

/** Why the shooter cannot hit now, or undefined when he can. */
export function hitProblem(ctx: AimingContext): string | undefined {
  const shot = ctx.shot;
  if (shot === null || shot.chain.length === 0) return 'no card is down to hit onto';
  if (shot.wild) return 'a joker is in the chain: the GM decides';
  if (!canHit(shot.chain)) return 'the last card is not a jack, queen or king';
  if (cardsLeft(ctx.pile) === 0) return 'there are no cards left to draw';
  return undefined;
}

/** A value the GM may name for a joker: a whole number from −10 to +10. */
export function isValidJokerValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= JOKER_MIN && value <= JOKER_MAX;
}

/** The shot has a joker in its chain and the GM has not yet named its value. */
export function jokerRulingPending(ctx: AimingContext): boolean {
  return ctx.shot !== null && ctx.shot.wild && ctx.shot.jokerValue === null;
}

export function jokerProblem(ctx: AimingContext, value: unknown): string | undefined {
  if (!jokerRulingPending(ctx)) return 'no joker waits for the GM';
  if (!isValidJokerValue(value))
    return `the GM names a joker's value as a card: a whole number from ${num(JOKER_MIN)} to ${signed(JOKER_MAX)}`;
  return undefined;
}

const SIZES: readonly CreatureSize[] = ['normal', 'large', 'small'];
const DEFENCES = ['none', 'dodge', 'block'] as const;
const TARGET_KEYS = ['situations', 'distance', 'location', 'size', 'defence', 'inMelee'] as const;

function wholeIn(value: unknown, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** Why a target, or a change to it, cannot be used: any shape is answered, never thrown on. */
export function targetProblem(change: unknown): string | undefined {
  if (typeof change !== 'object' || change === null || Array.isArray(change)) return 'no target was given';
  const c = change as Record<string, unknown>;
  for (const key of Object.keys(c))
    if (!(TARGET_KEYS as readonly string[]).includes(key)) return `a target has nothing called ${JSON.stringify(key).slice(0, 40)}`;
  if (Object.hasOwn(c, 'situations')) {
    const s = c['situations'];
    if (!Array.isArray(s) || !s.every((x) => typeof x === 'string' && SITUATIONS.some((row) => row.id === x)))
      return 'a situation is not one of the table’s';
    if (new Set(s).size !== s.length) return 'a situation is listed twice';
    if (s.filter((x) => MOVEMENT.includes(x)).length > 1) return 'a target is running, walking or stationary, not two at once';
  }
  if (Object.hasOwn(c, 'distance')) {
    const d = c['distance'];
    if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || d > DISTANCE_MAX)
      return `a distance is a number of yards from 0 to ${DISTANCE_MAX}`;
  }
  if (Object.hasOwn(c, 'location') && (typeof c['location'] !== 'string' || !isHitLocation(c['location'])))
    return 'that is not a place a shot can be called at';
  if (Object.hasOwn(c, 'size') && !SIZES.includes(c['size'] as CreatureSize)) return 'a target is normal, large or small';
  if (Object.hasOwn(c, 'inMelee') && typeof c['inMelee'] !== 'boolean') return 'a target is in a melee or not';
  if (Object.hasOwn(c, 'defence')) {
    const d = c['defence'];
    if (typeof d !== 'object' || d === null) return 'a defence is none, a dodge or a block';
    const def = d as Record<string, unknown>;
    if (!(DEFENCES as readonly unknown[]).includes(def['kind'])) return 'a defence is none, a dodge or a block';
    if (!wholeIn(def['skill'], DEFENCE_SKILL_RANGE))
      return `a dodge or shield skill is a whole number from ${DEFENCE_SKILL_RANGE.min} to ${DEFENCE_SKILL_RANGE.max}`;
    if (!wholeIn(def['awareness'], AWARENESS_RANGE))
      return `awareness is a whole number from ${num(AWARENESS_RANGE.min)} to ${AWARENESS_RANGE.max}`;
  }
  return undefined;
}

/** Why the target cannot change like this now, or undefined when it can. */
export function targetChangeProblem(ctx: AimingContext, change: unknown): string | undefined {
  const bad = targetProblem(change);
  if (bad) return bad;
  const c = change as Partial<Target>;
  const before = ctx.target.defence;
  const after = c.defence;
  if (
    after &&
    ctx.defence?.turn === ctx.turn &&
    (after.kind !== before.kind || after.skill !== before.skill || after.awareness !== before.awareness)
  ) {
    return `the target has already ${ctx.defence.kind === 'dodge' ? 'dodged' : 'blocked'} this turn: its total stands until the turn ends`;
  }
  return undefined;
}

/** Target changes sent as events are checked here, so a bad event is refused, not applied. */
export function isValidTargetChange(change: unknown): boolean {
  return targetProblem(change) === undefined;
}
