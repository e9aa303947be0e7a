/**
 * The playing-card model shared by every card-driven procedure.
 *
 * A card is its short ASCII code, so decks, hands and snapshots are plain JSON:
 * ranks 2–10, J, Q, K, A followed by a suit letter (s h c d), and the two jokers
 * `JK1` and `JK2` (two distinct physical cards, so "every card is in exactly one place"
 * can be checked). Notation accepts the Unicode form too: `A♠ 10♥ Q♦ JK`.
 */
import { quote } from './attributes.js';
import { shuffle, type RandomState } from './random.js';

export type Suit = 's' | 'h' | 'c' | 'd';
export type Card = string;

export const SUITS: readonly Suit[] = ['s', 'h', 'c', 'd'];
/** Ranks as numbers: 2–10, jack 11, queen 12, king 13, ace 14 (aces high). */
export const RANKS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
export const JOKERS: readonly Card[] = ['JK1', 'JK2'];

export const SUIT_SYMBOL: Record<Suit, string> = { s: '♠', h: '♥', c: '♣', d: '♦' };
export const SUIT_NAME: Record<Suit, string> = { s: 'spades', h: 'hearts', c: 'clubs', d: 'diamonds' };
export const SUIT_SINGULAR: Record<Suit, string> = { s: 'spade', h: 'heart', c: 'club', d: 'diamond' };
const RANK_LABEL: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const RANK_NAME: Record<number, string> = { 11: 'jack', 12: 'queen', 13: 'king', 14: 'ace' };

export function isJoker(card: Card): boolean {
  return card === 'JK1' || card === 'JK2';
}

export function rankLabel(rank: number): string {
  return RANK_LABEL[rank] ?? String(rank);
}

export function rankName(rank: number): string {
  return RANK_NAME[rank] ?? String(rank);
}

export function cardOf(rank: number, suit: Suit): Card {
  return `${rankLabel(rank)}${suit}`;
}

/** Rank of a natural card; jokers have none. */
export function rankOf(card: Card): number | undefined {
  if (isJoker(card)) return undefined;
  const label = card.slice(0, -1);
  const named = Object.entries(RANK_LABEL).find(([, l]) => l === label);
  return named ? Number(named[0]) : Number(label);
}

export function suitOf(card: Card): Suit | undefined {
  if (isJoker(card)) return undefined;
  return card.slice(-1) as Suit;
}

export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 'h' || suit === 'd';
}

/** The 52 natural cards, spades first, in rank order; with `jokers` the two jokers last. */
export function standardDeck(jokers = true): Card[] {
  const cards: Card[] = [];
  for (const suit of SUITS) for (const rank of RANKS) cards.push(cardOf(rank, suit));
  return jokers ? [...cards, ...JOKERS] : cards;
}

export type CardStyle = 'unicode' | 'ascii';

/** `Q♠` (or `Qs`); both jokers read `JK`. */
export function formatCard(card: Card, style: CardStyle = 'unicode'): string {
  if (isJoker(card)) return 'JK';
  const suit = suitOf(card)!;
  return `${rankLabel(rankOf(card)!)}${style === 'unicode' ? SUIT_SYMBOL[suit] : suit}`;
}

/** "queen of spades", "joker": for screen readers and reasons. */
export function cardName(card: Card): string {
  if (isJoker(card)) return 'joker';
  return `${rankName(rankOf(card)!)} of ${SUIT_NAME[suitOf(card)!]}`;
}

const SUIT_FROM_TEXT: Record<string, Suit> = {
  s: 's',
  h: 'h',
  c: 'c',
  d: 'd',
  '♠': 's',
  '♥': 'h',
  '♣': 'c',
  '♦': 'd',
  '♤': 's',
  '♡': 'h',
  '♧': 'c',
  '♢': 'd',
};
const RANK_FROM_TEXT: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14, T: 10 };

/**
 * Read one card in either notation. `JK` takes whichever joker `usedJokers` has not
 * taken yet; `JK1`/`JK2` name one. Returns undefined when the text is not a card.
 */
export function parseCard(text: string, usedJokers: ReadonlySet<Card> = new Set()): Card | undefined {
  const t = text.trim().replace(/\uFE0F/g, '');
  const upper = t.toUpperCase();
  if (upper === 'JK1' || upper === 'JK2') return upper;
  if (upper === 'JK' || upper === 'JOKER' || t === '🃏') {
    return JOKERS.find((j) => !usedJokers.has(j));
  }
  const m = /^(10|[2-9]|[JQKAT])(.)$/i.exec(t);
  if (!m) return undefined;
  const rankText = m[1]!.toUpperCase();
  const rank = RANK_FROM_TEXT[rankText] ?? Number(rankText);
  const suit = SUIT_FROM_TEXT[m[2]!.toLowerCase()] ?? SUIT_FROM_TEXT[m[2]!];
  if (!suit) return undefined;
  return cardOf(rank, suit);
}

export type ParsedCards = { cards: Card[] } | { error: string };

/**
 * Read a list of cards such as `A♠ 10♥ Q♦ JK` or `As,10h,Qd,JK`. Each card may appear
 * once; the message names the first thing that is wrong.
 */
export function parseCards(text: string, allowed: ReadonlySet<Card> = new Set(standardDeck(true))): ParsedCards {
  const trimmed = text.trim();
  if (trimmed === '') return { cards: [] };
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (const token of trimmed.split(/[\s,;]+/)) {
    const card = parseCard(token, seen);
    if (!card) {
      if (/^(jk|joker)$/i.test(token)) return { error: `${quote(token)}: both jokers are already listed` };
      return { error: `${quote(token)} is not a card (try forms like A♠, 10h, Qd or JK)` };
    }
    if (!allowed.has(card)) return { error: `${quote(token)} is not in this deck` };
    if (seen.has(card)) return { error: `${quote(token)} is listed twice` };
    seen.add(card);
    cards.push(card);
  }
  return { cards };
}

export function formatCards(cards: readonly Card[], style: CardStyle = 'unicode'): string {
  return cards.map((c) => formatCard(c, style)).join(' ');
}

/** Draw pile, top first. */
export type Pile = readonly Card[];

/** Take `count` cards from the top. Returns the cards and what is left. */
export function deal(pile: Pile, count: number): [Card[], Card[]] {
  const n = Math.max(0, Math.min(count, pile.length));
  return [pile.slice(0, n), pile.slice(n)];
}

/** Shuffle a whole pile with the seeded generator. */
export function shufflePile(random: RandomState, pile: Pile): [Card[], RandomState] {
  return shuffle(random, pile);
}

/**
 * A stacked deck: the given cards on top in the order given, the rest of `full`
 * shuffled beneath them. With no stacked cards this is just a shuffle of `full`.
 */
export function stackDeck(random: RandomState, full: Pile, stacked: readonly Card[]): [Card[], RandomState] {
  const onTop = new Set(stacked);
  const [rest, next] = shuffle(
    random,
    full.filter((c) => !onTop.has(c)),
  );
  return [[...stacked, ...rest], next];
}

/** Put cards back into a pile and shuffle the result (the seed's "shuffled back into the deck"). */
export function returnToPile(random: RandomState, pile: Pile, cards: readonly Card[]): [Card[], RandomState] {
  return shuffle(random, [...pile, ...cards]);
}
