/**
 * Liberi Gothica, "Turn Order": pure rules of the initiative deal. Its steps
 * (initiative-deal.steps.ts) only call these.
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
 * - Only those dealt a hand count against the hand-size table: a monster (or unique NPC)
 *   with a fixed card competes for a place in the order, not for cards.
 * - Until the reveal, a card laid face down may be taken back into the hand.
 */
import {
  cardName,
  formatCard,
  isJoker,
  rankLabel,
  rankName,
  rankOf,
  RANKS,
  suitOf,
  SUIT_NAME,
  type Card,
  type Suit,
} from '../../core/cards.js';
import type { RuleRef } from '../../core/explain.js';

const PAGE = 'liberi-gothica/turn-order';

/**
 * Every rule the initiative deal applies, as a section of the Turn order page. The anchors
 * are the ids Starlight gives the page's headings; an end-to-end test checks each one.
 */
export const INITIATIVE_DEAL_RULES = {
  hands: { page: PAGE, section: 'hands', title: 'Hands' },
  round: { page: PAGE, section: 'a-round', title: 'A round' },
  handRunsOut: { page: PAGE, section: 'when-the-hand-runs-out', title: 'When the hand runs out' },
  joining: { page: PAGE, section: 'joining-and-leaving-mid-hand', title: 'Joining and leaving mid-hand' },
  newcomersWait: { page: PAGE, section: 'newcomers-wait-a-round', title: 'Table ruling: newcomers wait a round' },
  leaving: { page: PAGE, section: 'leaving-the-fight', title: 'Table ruling: leaving the fight' },
  takingBack: { page: PAGE, section: 'taking-a-card-back', title: 'Table ruling: taking a card back' },
  handSize: { page: PAGE, section: 'smaller-hands-for-crowded-fights', title: 'Smaller hands for crowded fights' },
  whoCounts: { page: PAGE, section: 'who-counts', title: 'Table ruling: who counts' },
  gameClock: { page: PAGE, section: 'the-game-clock', title: 'Table ruling: the game clock' },
  threshold: { page: PAGE, section: 'crossing-a-threshold-mid-hand', title: 'Table ruling: crossing a threshold mid-hand' },
  noCard: { page: PAGE, section: 'no-card-to-play', title: 'Table ruling: no card to play' },
  jokers: { page: PAGE, section: 'jokers-and-suits', title: 'Table ruling: jokers and suits' },
  fixedCards: {
    page: PAGE,
    section: 'a-monsters-card-against-the-same-card',
    title: "Table ruling: a monster's card against the same card",
  },
} as const satisfies Record<string, RuleRef>;

export type ParticipantKind = 'pc' | 'npc-group' | 'monster' | 'unique-npc';

export const KIND_LABEL: Readonly<Record<ParticipantKind, string>> = {
  pc: 'PC',
  'npc-group': 'NPC group',
  monster: 'monster',
  'unique-npc': 'unique NPC',
};

/** Whether a kind of participant takes a fixed card instead of a hand ("Hands"). */
export type FixedCardRule = 'never' | 'required' | 'optional';

/**
 * PCs and NPC groups are dealt hands; a monster has a set value and suit; a unique NPC has
 * one too unless the LM gives it a hand (then it has no fixed card).
 */
export const FIXED_CARD: Readonly<Record<ParticipantKind, FixedCardRule>> = {
  pc: 'never',
  'npc-group': 'never',
  monster: 'required',
  'unique-npc': 'optional',
};

/** Is this text one of the kinds (own keys only: `constructor` is not a kind)? */
export function isParticipantKind(kind: unknown): kind is ParticipantKind {
  return typeof kind === 'string' && Object.hasOwn(KIND_LABEL, kind);
}

/** The ranks a joker may be named as ("any number"), aces high first, as a player lists them. */
export const NAMEABLE_RANKS: readonly number[] = [...RANKS].reverse();

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

/** The row of the hand-size table that applies to this many competitors. */
export function handSizeRow(competitors: number): { from: number; cards: number } {
  return HAND_SIZE_TABLE.find((row) => competitors >= row.from)!;
}

export function handSizeFor(competitors: number): number {
  return handSizeRow(competitors).cards;
}

/** "11 or more": the threshold of the row that applies, read from the table; undefined for a full hand. */
export function thresholdText(competitors: number): string | undefined {
  const row = handSizeRow(competitors);
  return row.from > 0 ? `${row.from} or more` : undefined;
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
  /** The rule that reason applies. */
  readonly rule: RuleRef;
}

type Key = Omit<Placing, 'reason' | 'rule'> & { seat: number };
type Reason = { readonly text: string; readonly rule: RuleRef };
const R = INITIATIVE_DEAL_RULES;

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
  return rankLabel(rank);
}

function article(rank: number): string {
  const name = rankName(rank);
  return /^[aeiou8]/.test(name) ? `an ${name}` : `a ${name}`;
}

/** Why `a` acts before `b`, the very next in the order, and the rule that says so. */
export function explainPair(a: Key, b: Key, rulings: Rulings): Reason {
  const A = describeShown(a);
  const B = describeShown(b);
  if (b.source === 'none')
    return { text: `${b.name} has no card to play this round, so acts after everyone who played one (table ruling)`, rule: R.noCard };
  if (a.rank !== b.rank) return { text: `${A} before ${B}: ${article(a.rank)} outranks ${article(b.rank)} (aces high)`, rule: R.round };
  const jokerA = a.card && isJoker(a.card);
  const jokerB = b.card && isJoker(b.card);
  if (jokerA && jokerB)
    return { text: `${A} before ${B}: two jokers naming the same rank go in table order (table ruling)`, rule: R.jokers };
  if (jokerA || jokerB) {
    return {
      text:
        rulings.jokerTies === 'after-suits'
          ? `${A} before ${B}: a joker has no suit, so it acts after natural cards of the rank it names (table ruling)`
          : `${A} before ${B}: a joker has no suit, so it acts before natural cards of the rank it names (table ruling)`,
      rule: R.jokers,
    };
  }
  const suitA = suitOf(a.card!)!;
  const suitB = suitOf(b.card!)!;
  if (suitA !== suitB) {
    return {
      text: suitA === 's' ? `${A} before ${B}: spades act first` : `${A} before ${B}: ${SUIT_NAME[suitA]} act before ${SUIT_NAME[suitB]}`,
      rule: R.round,
    };
  }
  if (a.source !== b.source) {
    return {
      text:
        rulings.fixedTies === 'dealt-first'
          ? `${A} before ${B}: the same card, and a card dealt from the deck acts before a monster's fixed card (table ruling)`
          : `${A} before ${B}: the same card, and a monster's fixed card acts before one dealt from the deck (table ruling)`,
      rule: R.fixedCards,
    };
  }
  return { text: `${A} before ${B}: the same card, so table order decides (table ruling)`, rule: R.fixedCards };
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
  return keys.map(({ seat: _seat, ...key }, i) => {
    const why = i === 0 ? firstReason(keys[0]!, keys.length) : explainPair(keys[i - 1]!, keys[i]!, rulings);
    return { ...key, reason: why.text, rule: why.rule };
  });
}

function firstReason(key: Key, count: number): Reason {
  if (key.source === 'none') return { text: `${key.name} has no card to play this round`, rule: R.noCard };
  if (count === 1) return { text: `${describeShown(key)}: the only one acting this round`, rule: R.round };
  return { text: `${describeShown(key)}: the highest card, so acts first`, rule: R.round };
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
