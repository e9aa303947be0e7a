/**
 * Karmic melee's fighters (seed 004, "Melee Combat", "Hands", "Initiative", "Hand to Hand
 * Combat", "Unusual Foes"): who fights, with what, and what a fighter brings to a maneuver
 * (a hand's weapon, might, the hand and initiative sizes, the combat modifiers). Shared by
 * every melee table: the register duel and multiple opponents.
 */
import { cardsForSkill } from '../checks.js';
import type { CreatureSize } from '../hit-locations.js';
import type { OffHand, Weapon } from '../melee-weapons.js';
import type { Declaration } from './declarations.js';

export type Side = 0 | 1;
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export interface Fighter {
  readonly name: string;
  readonly weapon: Weapon;
  /** Weapon skill: the size of the hand (0 = untrained, one card). */
  readonly skill: number;
  /** Combat training skill for initiative (0 = untrained: a willpower check, one card). */
  readonly combatTraining: number;
  readonly willpower: number;
  readonly finesse: number;
  /** The armour's modifier to finesse for physical actions (0 or less). */
  readonly armour: number;
  /** Damage the fighter can take before being out (table ruling "Out of the fight"). */
  readonly hitPoints: number;
  /** A player's karma deck (44 cards, jokers) or the GM's world deck (42, no jokers). */
  readonly deck: 'karma' | 'world';
  readonly offHand?: OffHand;
  /** Might (0 when not given): a hand block or block grab compares it (strength is might). */
  readonly might?: number;
  /** Vitality and self-discipline (0 when not given): a gouge against this fighter is harder by both. */
  readonly vitality?: number;
  readonly selfDiscipline?: number;
  /** Fast-draw skill (0 when not given: one card): a show down's initiative draws it, and the hand after a change of weapons. */
  readonly fastDraw?: number;
  /**
   * This fighter's size as a target, measured against the other fighter (Karmic, "Unusual
   * Foes": large is twice the attacker's size or more, small under half): it picks the
   * called-shot table used against him. Normal when not given.
   */
  readonly size?: CreatureSize;
  /** A second weapon to change to, with its skill (Karmic, "Changing Weapons"). */
  readonly spare?: { readonly weapon: Weapon; readonly skill: number };
  /**
   * Caught by the other fighter's limb, of this vitality (Karmic, "Chop"; table ruling
   * "Caught by a limb"): a chop at minus it frees him. Absent: not caught.
   */
  readonly entangled?: number;
  /**
   * Arms or legs bound or held (Karmic, "Head Butt"; table ruling "A head butt while bound"):
   * `head-butt`, the GM allows him the head butt and nothing else; `helpless`, not even that.
   * Absent: free.
   */
  readonly bound?: 'head-butt' | 'helpless';
}

/**
 * Karmic, "Cling": who clings to whom, and whether the flank was in force when the cling
 * landed (then the other may not attack him at all).
 */
export interface Cling {
  readonly side: Side;
  readonly flankedFirst: boolean;
}

/**
 * Table ruling "Who fights hand to hand": a fighter with bare hands, or whose weapon has been
 * knocked away, uses the hand-to-hand maneuvers.
 */
export function isBareHanded(fighter: Fighter, disarmed: boolean): boolean {
  return !!fighter.weapon.unarmed || disarmed;
}

/**
 * Karmic, "Lunge": during a lunge the lunging fighter's might counts 2 higher. Only might
 * comparisons read it (a hand block, a block grab).
 */
export const LUNGE_MIGHT_BONUS = 2;

export function mightIn(fighter: Fighter, decl: Pick<Declaration, 'maneuver'> | undefined): number {
  return (fighter.might ?? 0) + (decl?.maneuver === 'lunge' ? LUNGE_MIGHT_BONUS : 0);
}

/** Which hand a maneuver is made with; a melee dodge uses none. */
export type Hand = 'main' | 'off' | 'none';

/** The weapon in that hand (none for a maneuver made with no weapon). */
export function weaponFor(fighter: Fighter, hand: Hand): Weapon | undefined {
  if (hand === 'main') return fighter.weapon;
  if (hand === 'off') return fighter.offHand?.weapon;
  return undefined;
}

/**
 * Karmic, "Hands": a hand is as many cards as the weapon skill (one when untrained); with
 * a shield, parrying dagger or second weapon, the lower of the two skills.
 */
export function handSize(fighter: Fighter, justChanged = false): number {
  const rating = fighter.offHand ? Math.min(fighter.skill, fighter.offHand.skill) : fighter.skill;
  // Karmic, "Changing Weapons": the round after a change, the lower of that and fast draw.
  return cardsForSkill(justChanged ? Math.min(rating, fighter.fastDraw ?? 0) : rating).cards;
}

/** Initiative: cards from combat training, or one card for the willpower check of the untrained. */
export function initiativeCards(fighter: Fighter, showDown = false): number {
  return cardsForSkill(showDown ? (fighter.fastDraw ?? 0) : fighter.combatTraining).cards;
}

/**
 * Combat modifiers: finesse, the armour's finesse modifier, and the weapon's force. A melee
 * dodge uses no weapon and so gets no force (Karmic, "Melee Dodge").
 */
export function combatModifiers(fighter: Fighter, decl: Pick<Declaration, 'hand' | 'maneuver'>): number {
  const weapon = weaponFor(fighter, decl.hand);
  const force = decl.maneuver === 'melee-dodge' || !weapon ? 0 : weapon.force;
  return fighter.finesse + fighter.armour + force;
}
