/**
 * The initiative deal's domain: what the machine is given (its input: a seed, a stacked
 * deck, who sits at the table, the table rulings), what it keeps (its context: the deck,
 * the hands, this round's face-down plays, the revealed order, the clock, and why each step
 * happened) and the events the LM and the players send it.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { Participant, ParticipantKind, Placing, Play, Rulings } from './initiative-deal.rules.js';

export interface NewParticipant {
  readonly name: string;
  readonly kind: ParticipantKind;
  /** Required for a monster; for a unique NPC, a fixed card instead of a hand. */
  readonly fixedCard?: Card;
}

export interface InitiativeDealInput {
  readonly seed: number;
  /** Cards to put on top of the deck for the first deal, top first. */
  readonly stackedDeck?: readonly Card[];
  readonly participants?: readonly NewParticipant[];
  readonly rulings?: Partial<Rulings>;
}

export interface InitiativeDealContext {
  readonly rulings: Rulings;
  readonly random: RandomState;
  /** Draw pile, top first. */
  readonly deck: readonly Card[];
  /** Cards revealed in earlier rounds of this hand, face up on the table. */
  readonly table: readonly Card[];
  readonly participants: readonly Participant[];
  /** This round's plays: face down until the reveal. */
  readonly plays: Readonly<Record<string, Play>>;
  /**
   * Where each card laid this round sat in its hand: taken back (or handed in by a leaver) it
   * goes back there, so a card laid and taken back leaves the hand exactly as it was, and a
   * saved table can leave both moves out. (Without it, as in a context built by hand, the card goes
   * to the end of the hand.)
   */
  readonly laidFrom?: Readonly<Record<string, number>>;
  /** The turn order, once revealed. */
  readonly order: readonly Placing[];
  /**
   * Who acts now, once revealed: an index into `order` that the LM moves on as each turn
   * ends (`order.length` once everyone has acted this round).
   */
  readonly acting: number;
  /** Hands dealt so far (0 before the first deal). */
  readonly hand: number;
  /** Cards per hand in the current hand. */
  readonly handSize: number;
  /** Round within the current hand, 1-based (0 before the first deal). */
  readonly roundInHand: number;
  /** Round counted over the whole fight, 1-based (0 before the first deal). */
  readonly roundNumber: number;
  /** Rounds completed (revealed): the game clock is 6 s each. */
  readonly roundsRevealed: number;
  readonly nextId: number;
  /** What the last step did and why, each sentence with the rule it applied (also what is announced). */
  readonly narration: readonly Why[];
}

export type InitiativeDealEvent =
  | { type: 'participant.added'; name: string; kind: ParticipantKind; fixedCard?: Card }
  | { type: 'participant.removed'; id: string; legacyOrder?: true }
  | { type: 'hand.dealt' }
  | { type: 'card.played'; id: string; card: Card; namedRank?: number }
  | { type: 'card.withdrawn'; id: string; legacyOrder?: true }
  | { type: 'round.revealed' }
  | { type: 'turn.ended' }
  | { type: 'round.begun' };
