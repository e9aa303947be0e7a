/**
 * Aiming's domain: what the table is given (its input: the decks' stacked cards, the
 * weapon, the shooter, the target), what it keeps (the decks, the aim row, the shot, the
 * target's dodge or block, why each step happened), the events a reader sends it, and the
 * bounds of what it takes.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import { CARD_VALUE_MAX, CARD_VALUE_MIN, type KarmaPile } from '../karma-deck.js';
import type { DefenceTotal, RangedWeapon, Shooter, ShotResult, Target } from '../ranged-shot.js';

/**
 * Which card of the aim row a shot may use. `best`: the best showing card, the seed's words
 * ("he uses the best showing card"), the default. `any`: the table ruling "firing with
 * another card of the row" on the ranged combat page, under which the shooter may name any
 * card of the row, a lesser one or a joker.
 */
export type AimedCard = 'best' | 'any';
export const AIMED_CARDS: readonly AimedCard[] = ['best', 'any'];

/** The rulings a table may choose between for aiming. */
export interface AimingRules {
  readonly aimedCard: AimedCard;
}

/** The seed's literal reading: what a fresh table plays unless its attributes say otherwise. */
export const SEED_AIMING_RULES: AimingRules = { aimedCard: 'best' };

/**
 * What a table saved before the rulings were recorded (format aiming/3) was played under: any
 * card of the row could be named. Such a table's input has no `rules`, and replays as it was
 * played; every table started since carries its rules.
 */
export const RULES_BEFORE_AIMING_4: AimingRules = { aimedCard: 'any' };

/** Machine input: everything a table needs to start. JSON. */
export interface AimingInput {
  readonly seed: number;
  /** Cards on top of the shooter's karma deck, top first (the rest shuffled beneath). */
  readonly stacked: readonly Card[];
  /** Cards on top of the GM's world deck, which the target's dodge or block draws from. */
  readonly targetStacked: readonly Card[];
  readonly weapon: RangedWeapon;
  readonly shooter: Shooter;
  readonly target: Target;
  /** The table's rulings (the setup always writes them); left out only by tables saved as aiming/3. */
  readonly rules?: AimingRules;
}

export interface Shot {
  /** 'aim': fired with a card from the aim row; 'snap': fired without aiming (a basic check). */
  readonly source: 'aim' | 'snap';
  readonly turn: number;
  /** For a snap shot, the basic check's draw. */
  readonly drawn: readonly Card[];
  /** The card fired with, then any cards hit onto it (empty while a snap shot's card is chosen). */
  readonly chain: readonly Card[];
  /** Set once the hit chain is finished (and any joker ruled); null until then. */
  readonly result: ShotResult | null;
  /** A joker was played or drawn: the GM names its value before the shot is worked out. */
  readonly wild: boolean;
  /** The value the GM named for the joker; null until ruled, or with no joker. */
  readonly jokerValue: number | null;
}

/** The target's dodge or block check for one turn: the cards it drew, the one it played, its total. */
export interface DefenceCheck extends DefenceTotal {
  readonly turn: number;
  readonly drawn: readonly Card[];
  readonly card: Card;
  /** The sum once, with its terms ("3 card + 1 awareness = 4"). */
  readonly sum: string;
}

export interface AimingContext {
  readonly rules: AimingRules;
  readonly weapon: RangedWeapon;
  readonly shooter: Shooter;
  readonly target: Target;
  readonly random: RandomState;
  /** The shooter's karma deck. */
  readonly pile: KarmaPile;
  /** The GM's world deck, for the target's dodge or block. */
  readonly targetPile: KarmaPile;
  /** The aim row, oldest first. */
  readonly window: readonly Card[];
  /** The turn being played (1 = the first). */
  readonly turn: number;
  /** Turns the weapon was fired on (for maximum maneuvers). */
  readonly firedOnTurns: readonly number[];
  /** Rounds aimed for the shot being prepared. */
  readonly roundsAimed: number;
  readonly shot: Shot | null;
  /** The target's latest dodge or block check (it holds for every shot of its turn). */
  readonly defence: DefenceCheck | null;
  /** Why the last step happened, each sentence with the rule it applied. */
  readonly narration: readonly Why[];
  /** The last draw had to reshuffle the discard pile. */
  readonly reshuffled: boolean;
}

export type AimingEvent =
  | { type: 'aim.dealt' }
  | { type: 'shot.fired'; cardIndex?: number }
  | { type: 'card.chosen'; card: Card }
  | { type: 'hit.taken' }
  | { type: 'hit.declined' }
  | { type: 'joker.ruled'; value: number }
  | { type: 'shot.begun' }
  | { type: 'turn.waited' }
  | { type: 'target.changed'; target: Partial<Target> };

/** The lowest and highest value a GM may name for a joker: the range of a card's worth. */
export const JOKER_MIN = CARD_VALUE_MIN;
export const JOKER_MAX = CARD_VALUE_MAX;

/** The farthest a target can stand, in yards (the longest range a weapon may be given). */
export const DISTANCE_MAX = 1000;
/** A target's dodge or shield skill, and its awareness. */
export const DEFENCE_SKILL_RANGE = { min: 0, max: 10 } as const;
export const AWARENESS_RANGE = { min: -10, max: 10 } as const;
