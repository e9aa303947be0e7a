/**
 * The register duel's domain: what the machine is given (its input), what it keeps (its
 * context: both decks, the hands, this turn's registers, damage, range, who holds the
 * initiative, and why each step happened) and the events a reader sends it.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { Play } from '../checks.js';
import type { KarmaPile } from '../karma-deck.js';
import type { HitLocation, ManeuverId } from '../maneuvers.js';
import type { Declaration } from '../melee/declarations.js';
import type { Cling, Fighter, Hand, Side } from '../melee/fighters.js';
import type { RegisterOutcome } from '../melee/registers.js';
import type { MeleeRulings } from '../melee/rulings.js';
import type { Opening } from './register-duel.rules.js';

export interface RegisterDuelInput {
  readonly fighters: readonly [Fighter, Fighter];
  readonly seed: number;
  /** Cards put on top of each fighter's deck, top first (the rest shuffled beneath). */
  readonly stacked?: readonly [readonly Card[], readonly Card[]];
  /** How the fight opens: a show down, a charge or a surprise (absent: as usual). */
  readonly opening?: Opening;
  /**
   * The table's rulings (melee/rulings.ts): the setup always writes them, the seed's words
   * unless an attribute says otherwise. A saved table from before they could be switched has
   * none, and replays with the earlier build's readings (`rulingsOf`).
   */
  readonly rulings?: MeleeRulings;
}

export interface InitiativeCheck {
  readonly cards: readonly Card[];
  /** The best natural card (table ruling "The initiative check"). */
  readonly card?: Card;
  readonly total: number;
}

export interface Register {
  readonly number: number;
  /** Who held the initiative when this register was declared. */
  readonly attacker: Side;
  readonly attack: Declaration;
  /** The defender's answer; undefined with `answered` means the defender played nothing. */
  readonly defence?: Declaration;
  readonly answered: boolean;
  /** Why the defender's slot is empty: left empty by choice, or nothing could answer. */
  readonly empty?: 'chosen' | 'forced';
  readonly revealed: boolean;
  /** The turned-over cards with their hit chains, by side (null: face down or no card; JSON keeps null). */
  readonly plays: readonly [Play | null, Play | null];
  /** The GM's value for a wild (joker) play, by side. */
  readonly wild: readonly [number | null, number | null];
  readonly outcome?: RegisterOutcome;
}

/** How the fight ended, and who it ended for. */
export interface CombatEnd {
  readonly how: 'yielded' | 'out' | 'disengaged' | 'held' | 'passed-out';
  /** The fighter who is out, who disengaged, who holds the other (a pin or a choke), or who passed out in a choke. */
  readonly side?: Side;
}

/** One check of the hold's aftermath: the card drawn (a joker counts 0) and the total. */
export interface HoldCheck {
  readonly card: Card;
  readonly total: number;
  /** Broke the hold (a might check), or stayed awake (a vitality check). */
  readonly passed: boolean;
}

/**
 * A pin or a choke that landed (Karmic, "Suffocate", "Pin"): ordinary combat is over and the
 * one held tries, turn by turn, to break free (table ruling "Breaking a hold").
 */
export interface Hold {
  /** The one holding. */
  readonly by: Side;
  readonly kind: 'suffocate' | 'pin';
  /** The value of the card that made the hold: the might check is opposed (a choke) or modified (a pin) by it. */
  readonly card: number;
  /** Each turn of the hold so far: the might check, and in a choke the vitality check after it. */
  readonly turns: readonly { readonly might: HoldCheck; readonly vitality?: HoldCheck }[];
}

export interface RegisterDuelContext {
  readonly fighters: readonly [Fighter, Fighter];
  /** The rulings this table plays by. */
  readonly rulings: MeleeRulings;
  readonly piles: readonly [KarmaPile, KarmaPile];
  readonly random: RandomState;
  readonly range: number;
  readonly round: number;
  /** The side holding the initiative: the attacker. */
  readonly attacker: Side | undefined;
  readonly initiativeChecks: readonly (readonly [InitiativeCheck, InitiativeCheck])[];
  /** Sides that gave up the initiative since a register was last opened. */
  readonly yielded: readonly Side[];
  readonly hands: readonly [readonly Card[], readonly Card[]];
  /** The hands as drawn this round, in order: a card taken back returns to its place. */
  readonly dealt: readonly [readonly Card[], readonly Card[]];
  readonly handsDrawn: boolean;
  /** This turn's registers, resolved and pending. */
  readonly registers: readonly Register[];
  /** Whose declaration is next. */
  readonly toDeclare: Side;
  /** Index of the next register to resolve. */
  readonly cursor: number;
  /**
   * The card laid last may still be taken back: nothing has happened since it went down
   * (table ruling "Taking a card back"). An answer, a take-back or a hesitation closes it.
   */
  readonly takeBack: boolean;
  /** Why declaration stopped: an immediate maneuver (the turn may go on) or the attacker finished. */
  readonly batchEnd: 'immediate' | 'done' | undefined;
  readonly damage: readonly [number, number];
  readonly disarmed: readonly [boolean, boolean];
  readonly ended: CombatEnd | undefined;
  /**
   * A tackle brought the fight to wrestling range: the turn ends and the next round starts by
   * drawing for the initiative again (Karmic, "Tackle"; table ruling "A tackle ends the turn").
   */
  readonly redrawInitiative?: boolean;
  /** How the fight opened (a show down, a charge, a surprise), from the input. */
  readonly opening?: Opening;
  /** The charging side, during the charge round only. */
  readonly charge?: Side;
  /**
   * Who changed weapons this round: next round's hand is the lower of the new weapon's skill
   * and fast draw (Karmic, "Changing Weapons").
   */
  readonly changedWeapons?: readonly [boolean, boolean];
  /** The side taken by surprise, during the surprise round only. */
  readonly surprised?: Side;
  /** Thrown to the ground by a take down (the duel notes it; the GM rules what it means). */
  readonly down?: readonly [boolean, boolean];
  /**
   * Flanked by the other fighter, by side: the last round the flank binds (table ruling
   * "Flanking": the rest of the round it lands in, and all of the next); null when not flanked.
   */
  readonly flankedUntil?: readonly [number | null, number | null];
  /** Someone clings to the other fighter (Karmic, "Cling") until a buck throws him off. */
  readonly clinging?: Cling;
  /** A pin or a choke holds (Karmic, "Suffocate", "Pin"), until it is broken, the one held passes out, or it is let go. */
  readonly hold?: Hold;
  /** Why the last step happened, sentence by sentence, each with the rule it applied. */
  readonly narration: readonly Why[];
  readonly reshuffles: number;
}

export type RegisterDuelEvent =
  | { type: 'initiative.drawn' }
  | { type: 'initiative.yielded' }
  | { type: 'hands.drawn' }
  | { type: 'maneuver.declared'; side: Side; maneuver: ManeuverId; card: Card; hand?: Hand; holdGround?: boolean; location?: HitLocation }
  | { type: 'maneuver.passed'; side: Side }
  | { type: 'declaration.finished'; side: Side }
  | { type: 'card.withdrawn'; side: Side; register: number }
  | { type: 'register.revealed' }
  | { type: 'hit.taken'; side: Side }
  | { type: 'hit.declined'; side: Side }
  | { type: 'joker.ruled'; side: Side; value: number }
  | { type: 'round.begun' }
  | { type: 'hold.tested' }
  | { type: 'hold.released' };

/** A declaration, as the event that makes it. */
export type DeclaredEvent = Extract<RegisterDuelEvent, { type: 'maneuver.declared' }>;

/** Is this one of the two fighters (from a damaged or hand-made record, anything may come)? */
export function isSide(value: unknown): value is Side {
  return value === 0 || value === 1;
}

/**
 * The seat of an onlooker, who sees neither hand (a hot-seat screen between moves): the odds
 * then count both face-down cards as unknown. Seats 0 and 1 are the fighters; no seat is the GM.
 */
export const ONLOOKER_SEAT = -1;
