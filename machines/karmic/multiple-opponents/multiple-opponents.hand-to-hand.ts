/**
 * Hand to hand against several foes (Karmic, "Hand to Hand Combat" with "Multiple Opponents";
 * table rulings "Hand to hand against several foes" and "A bound fighter against several
 * foes"): which cards are blows, who fights from the hand-to-hand list in a pairing, how a
 * pairing's range moves (a block grab takes that pairing alone into wrestling range, an escape
 * takes it back to range 0) and the sentences that say so. The maneuvers themselves and all
 * their arithmetic are Karmic melee's (hand-to-hand-maneuvers.ts, melee/).
 */
import { type Why } from '../../core/explain.js';
import { isHandToHand, maneuver, WRESTLING, type ManeuverId } from '../maneuvers.js';
import { isAttack } from '../melee/declarations.js';
import { isBareHanded, type Fighter } from '../melee/fighters.js';
import type { RegisterOutcome } from '../melee/registers.js';
import type { FoeCard, LoneManeuver, MultipleOpponentsContext } from './multiple-opponents.context.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';

/** Is this foe's card an attack on the lone fighter (with its weapon, or a hand attack)? */
export function isFoeAttack(card: Pick<FoeCard, 'maneuver'> | null | undefined): boolean {
  return card?.maneuver === 'attack' || card?.maneuver === 'hand-attack';
}

/**
 * Is this card of his a maneuver against the foe, settled with him as the attacker (an attack,
 * a hand or leg attack, a head butt, a bash, an escape), rather than an answer to the foe's?
 */
export function isLoneBlow(m: LoneManeuver): boolean {
  return m !== 'swipe' && isAttack(m);
}

/** Does this fighter fight from the hand-to-hand list in a pairing at this range (table ruling "Who fights hand to hand")? */
export function fightsHandToHand(fighter: Fighter, range: number): boolean {
  return isBareHanded(fighter, false) || range === WRESTLING;
}

/** Does this maneuver belong to the list he fights from in that pairing (the widget offers only those)? */
export function fromHisList(ctx: Pick<MultipleOpponentsContext, 'lone' | 'ranges'>, foe: number, m: ManeuverId): boolean {
  // A melee dodge is a dodge for everyone but at wrestling range, where the hand-to-hand dodge takes over.
  return isHandToHand(m) === fightsHandToHand(ctx.lone, ctx.ranges[foe]!);
}

/** A pairing's range once its outcome lands: a block grab (or a tackle) makes it wrestling range, an escape range 0. */
export function rangeAfter(range: number, outcome: Pick<RegisterOutcome, 'effects'>): number {
  if (outcome.effects.includes('grabbed') || outcome.effects.includes('tackled')) return WRESTLING;
  if (outcome.effects.includes('escaped')) return 0;
  return range;
}

/** Why a pairing's range moved, when it did; the other pairings keep theirs. */
export function rangeWhy(lone: string, foe: string, before: number, after: number): Why | undefined {
  if (before === after) return undefined;
  return after === WRESTLING
    ? {
        text: `${lone} and ${foe} are now at wrestling range: only hand-to-hand maneuvers work between them, and every other foe fights on at its own range.`,
        rule: RULES.severalHandToHand,
      }
    : { text: `${lone} and ${foe} are back at range 0, out of the hold.`, rule: RULES.wrestling };
}

/** Does this card resolve at once (a seize, a block grab, a reversal, an escape)? Declaring then stops. */
export function resolvesAtOnce(m: LoneManeuver): boolean {
  return m !== 'swipe' && maneuver(m).resolvesImmediately;
}

/** The foe's hand-to-hand answers, in the order it tries them (table ruling "How the foes choose"). */
export const FOE_ANSWERS: readonly (readonly [FoeCard['maneuver'], FoeCard['hand']])[] = [
  ['parry', 'main'],
  ['melee-dodge', 'none'],
  ['hth-block', 'none'],
  ['hth-dodge', 'none'],
  ['counter', 'none'],
];

/** The foe's attack in a pairing: its weapon's, or a hand attack when it fights hand to hand. */
export function foeBlow(foe: Fighter, range: number): readonly [FoeCard['maneuver'], FoeCard['hand']] {
  return fightsHandToHand(foe, range) ? ['hand-attack', 'none'] : ['attack', 'main'];
}

/** Table ruling "A bound fighter against several foes": said once, when the fight opens. */
export function boundWhys(lone: Fighter): Why[] {
  if (!lone.bound) return [];
  return [
    {
      text:
        lone.bound === 'head-butt'
          ? `${lone.name}'s arms or legs are bound: the GM allows him a head butt and nothing else, and every foe still attacks him, with nothing to stop the blows.`
          : `${lone.name}'s arms or legs are bound and the GM allows him nothing: every foe still attacks him, with nothing to stop the blows.`,
      rule: RULES.severalBound,
    },
  ];
}
