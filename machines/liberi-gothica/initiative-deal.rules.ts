/**
 * Liberi Gothica, "Turn Order": pure rules of the initiative deal. The machine in
 * initiative-deal.machine.ts only calls these.
 *
 * Table rulings (each stated on the Turn order page and tested):
 * - A joker names a rank when it is played face down, not after the reveal.
 * - A joker has no suit: by default it acts after natural cards of the rank it names
 *   (option: before them). Two jokers naming the same rank go in table order.
 * - A monster's fixed card is not drawn from the deck, so the same card can also be
 *   played from a hand: by default the dealt card acts first (option: the fixed card).
 * - The hand size is set at each deal from the competitors then present. A newcomer is
 *   dealt a full hand of the current size; a new size waits for the next deal. If the
 *   deck is short, the newcomer gets what is left, and whoever has no card to play in a
 *   round acts after everyone who played one.
 * - A round is 6 seconds of game time (30 s for a hand of 5), whatever the hand size.
 * - A newcomer (monsters too) takes no turn in the round they arrive.
 * - Someone who leaves returns their hand, and any card still face down, to the deck,
 *   which is shuffled.
 */
import { cardName, formatCard, isJoker, rankName, rankOf, suitOf, SUIT_NAME, type Card, type Suit } from '../core/cards.js';

export type ParticipantKind = 'pc' | 'npc-group' | 'monster' | 'unique-npc';

export const KIND_LABEL: Record<ParticipantKind, string> = {
  pc: 'PC',
  'npc-group': 'NPC group',
  monster: 'monster',
  'unique-npc': 'unique NPC',
};

export interface Participant {
  readonly id: string;
  readonly name: string;
  readonly kind: ParticipantKind;
  /** Monsters (and unique NPCs the LM gives no hand) use a fixed value and suit. */
  readonly fixedCard?: Card;
  /** Cards in hand (always empty for fixed-card participants). */
  readonly hand: readonly Card[];
  /** Round (counted over the whole fight) in which they joined mid-hand; 0 if dealt in at a deal. */
  readonly joinedRound: number;
}

export interface Play {
  readonly card: Card;
  /** The rank (2–14) a joker's player names; absent for natural cards. */
  readonly namedRank?: number;
}

export type JokerTies = 'after-suits' | 'before-suits';
export type FixedTies = 'dealt-first' | 'fixed-first';

export interface Rulings {
  readonly jokerTies: JokerTies;
  readonly fixedTies: FixedTies;
}

export const DEFAULT_RULINGS: Rulings = { jokerTies: 'after-suits', fixedTies: 'dealt-first' };

/** "Spade goes before Heart goes before Club goes before Diamond." */
export const SUIT_ORDER: readonly Suit[] = ['s', 'h', 'c', 'd'];

/** Seconds of game time per round: a hand of 5 is half a minute. */
export const SECONDS_PER_ROUND = 6;

/** Smaller hands when many compete (groups/PCs competing → cards per hand). */
export const HAND_SIZE_TABLE: readonly { from: number; cards: number }[] = [
  { from: 23, cards: 1 },
  { from: 19, cards: 2 },
  { from: 14, cards: 3 },
  { from: 11, cards: 4 },
  { from: 0, cards: 5 },
];

export function handSizeFor(competitors: number): number {
  return HAND_SIZE_TABLE.find((row) => competitors >= row.from)!.cards;
}

/** Game time a hand takes: 6 s a card (30, 24, 18, 12, 6). */
export function handSeconds(handSize: number): number {
  return handSize * SECONDS_PER_ROUND;
}

/** Everyone but fixed-card participants holds a hand. */
export function holdsHand(p: Pick<Participant, 'fixedCard'>): boolean {
  return p.fixedCard === undefined;
}

/** Those competing for cards: PCs, NPC groups and unique NPCs given a hand. */
export function competitorCount(participants: readonly Participant[]): number {
  return participants.filter(holdsHand).length;
}

/** A newcomer takes no turn in the round they arrive. */
export function actsThisRound(p: Participant, roundNumber: number): boolean {
  return p.joinedRound < roundNumber;
}

/** Must this participant still put a card face down this round? */
export function mustPlay(p: Participant, roundNumber: number, plays: Readonly<Record<string, Play>>): boolean {
  return holdsHand(p) && actsThisRound(p, roundNumber) && p.hand.length > 0 && plays[p.id] === undefined;
}

export function allHavePlayed(participants: readonly Participant[], roundNumber: number, plays: Readonly<Record<string, Play>>): boolean {
  return participants.every((p) => !mustPlay(p, roundNumber, plays));
}

export type Source = 'dealt' | 'fixed' | 'none';

/** One place in the revealed turn order. */
export interface Placing {
  readonly id: string;
  readonly name: string;
  readonly source: Source;
  readonly card?: Card;
  /** The rank this placing counts as (a joker's named rank); 0 when there is no card. */
  readonly rank: number;
  readonly namedRank?: number;
  /** Why this placing comes where it does, in one plain line. */
  readonly reason: string;
}

type Key = Omit<Placing, 'reason'> & { seat: number };

function suitIndex(key: Key, rulings: Rulings): number {
  if (!key.card) return 9;
  if (isJoker(key.card)) return rulings.jokerTies === 'after-suits' ? SUIT_ORDER.length : -1;
  return SUIT_ORDER.indexOf(suitOf(key.card)!);
}

function sourceIndex(key: Key, rulings: Rulings): number {
  const fixed = key.source === 'fixed' ? 1 : 0;
  return rulings.fixedTies === 'dealt-first' ? fixed : 1 - fixed;
}

/** Negative when a acts before b. Total: the seat (table order) settles anything left. */
export function compareKeys(a: Key, b: Key, rulings: Rulings): number {
  const noCardA = a.source === 'none' ? 1 : 0;
  const noCardB = b.source === 'none' ? 1 : 0;
  return (
    noCardA - noCardB ||
    b.rank - a.rank ||
    suitIndex(a, rulings) - suitIndex(b, rulings) ||
    sourceIndex(a, rulings) - sourceIndex(b, rulings) ||
    a.seat - b.seat
  );
}

/** "Q♠", "JK as Q", "Q♠ (fixed)". */
export function describeShown(key: Pick<Placing, 'card' | 'namedRank' | 'source'>): string {
  if (!key.card) return 'no card';
  if (isJoker(key.card)) return `JK as ${rankLabelOf(key.namedRank!)}`;
  return key.source === 'fixed' ? `${formatCard(key.card)} (fixed)` : formatCard(key.card);
}

function rankLabelOf(rank: number): string {
  return ({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' } as Record<number, string>)[rank] ?? String(rank);
}

function article(rank: number): string {
  const name = rankName(rank);
  return /^[aeiou8]/.test(name) ? `an ${name}` : `a ${name}`;
}

/** Why `a` acts before `b`, the very next in the order. */
export function explainPair(a: Key, b: Key, rulings: Rulings): string {
  const A = describeShown(a);
  const B = describeShown(b);
  if (b.source === 'none') return `${b.name} has no card to play this round, so acts after everyone who played one (table ruling)`;
  if (a.rank !== b.rank) return `${A} before ${B}: ${article(a.rank)} outranks ${article(b.rank)} (aces high)`;
  const jokerA = a.card && isJoker(a.card);
  const jokerB = b.card && isJoker(b.card);
  if (jokerA && jokerB) return `${A} before ${B}: two jokers naming the same rank go in table order (table ruling)`;
  if (jokerA || jokerB) {
    return rulings.jokerTies === 'after-suits'
      ? `${A} before ${B}: a joker has no suit, so it acts after natural cards of the rank it names (table ruling)`
      : `${A} before ${B}: a joker has no suit, so it acts before natural cards of the rank it names (table ruling)`;
  }
  const suitA = suitOf(a.card!)!;
  const suitB = suitOf(b.card!)!;
  if (suitA !== suitB) {
    return suitA === 's'
      ? `${A} before ${B}: spades act first`
      : `${A} before ${B}: ${SUIT_NAME[suitA]} act before ${SUIT_NAME[suitB]}`;
  }
  if (a.source !== b.source) {
    return rulings.fixedTies === 'dealt-first'
      ? `${A} before ${B}: the same card, and a card dealt from the deck acts before a monster's fixed card (table ruling)`
      : `${A} before ${B}: the same card, and a monster's fixed card acts before one dealt from the deck (table ruling)`;
  }
  return `${A} before ${B}: the same card, so table order decides (table ruling)`;
}

/**
 * The revealed turn order of a round: everyone who acts this round, highest first, each
 * with the reason for its place.
 */
export function turnOrder(
  participants: readonly Participant[],
  plays: Readonly<Record<string, Play>>,
  roundNumber: number,
  rulings: Rulings,
): Placing[] {
  const keys: Key[] = [];
  participants.forEach((p, seat) => {
    if (!actsThisRound(p, roundNumber)) return;
    if (p.fixedCard) {
      keys.push({ id: p.id, name: p.name, source: 'fixed', card: p.fixedCard, rank: rankOf(p.fixedCard)!, seat });
      return;
    }
    const play = plays[p.id];
    if (!play) {
      keys.push({ id: p.id, name: p.name, source: 'none', rank: 0, seat });
      return;
    }
    const rank = isJoker(play.card) ? play.namedRank! : rankOf(play.card)!;
    keys.push({ id: p.id, name: p.name, source: 'dealt', card: play.card, rank, namedRank: play.namedRank, seat });
  });
  keys.sort((a, b) => compareKeys(a, b, rulings));
  return keys.map(({ seat: _seat, ...key }, i) => ({
    ...key,
    reason: i === 0 ? firstReason(keys[0]!, keys.length) : explainPair(keys[i - 1]!, keys[i]!, rulings),
  }));
}

function firstReason(key: Key, count: number): string {
  if (key.source === 'none') return `${key.name} has no card to play this round`;
  if (count === 1) return `${describeShown(key)}: the only one acting this round`;
  return `${describeShown(key)}: the highest card, so acts first`;
}

/** "the queen of spades" / "a joker named as a queen", for announcements. */
export function spokenPlay(placing: Pick<Placing, 'card' | 'namedRank' | 'source'>): string {
  if (!placing.card) return 'no card';
  if (isJoker(placing.card)) return `a joker named as ${article(placing.namedRank!)}`;
  return `the ${cardName(placing.card)}${placing.source === 'fixed' ? ' (fixed)' : ''}`;
}

/** mm:ss of game time. */
export function formatGameTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
