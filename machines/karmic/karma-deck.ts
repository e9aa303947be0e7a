/**
 * Karmic's karma deck (facts from Karmic's own "Characters" and "Actions" pages, mapped in
 * RULES-NOTES): black cards count positive, red negative; aces 1, number cards their
 * number; jacks 1, queens 2, kings 3, and those three are hit cards. Jokers are wild: the
 * GM decides. Shared by every Karmic procedure (checks, the register duel, aiming).
 */
import { isJoker, isRed, rankOf, type Card, type Suit } from '../core/cards.js';
import { shuffle, type RandomState } from '../core/random.js';
import { signed, type RuleRef } from '../core/explain.js';

/** The deck's own rules, as the karma deck and checks page states them (every procedure's why links here). */
export const KARMA_DECK_RULES = {
  deck: { page: 'karmic/karma-deck-and-checks', section: 'the-karma-deck', title: 'The karma deck' },
  reshuffle: { page: 'karmic/karma-deck-and-checks', section: 'the-karma-deck', title: 'Table ruling: when a karma deck is reshuffled' },
} as const satisfies Readonly<Record<string, RuleRef>>;

export type RedSuit = 'h' | 'd';
export type BlackSuit = 's' | 'c';

/** Signed karma value of a natural card; jokers have none (they are wild). */
export function karmaValue(card: Card): number | undefined {
  const rank = rankOf(card);
  if (rank === undefined) return undefined;
  const magnitude = rank === 14 ? 1 : rank === 11 ? 1 : rank === 12 ? 2 : rank === 13 ? 3 : rank;
  return isRed(card) ? -magnitude : magnitude;
}

/**
 * The range of what a card can be worth: a natural card runs from −10 (the 10 of hearts or
 * diamonds) to +10 (the 10 of spades or clubs). A joker the GM values as a card is named
 * within this range too (aiming and the duel rule it so).
 */
export const CARD_VALUE_MIN = -10;
export const CARD_VALUE_MAX = 10;

/** Jacks, queens and kings: whoever uses one may draw the top card and add it. */
export function isHitCard(card: Card): boolean {
  const rank = rankOf(card);
  return rank === 11 || rank === 12 || rank === 13;
}

export function isWild(card: Card): boolean {
  return isJoker(card);
}

/** "+3 (hit)", "−7", "wild": the seed's own way of writing a karma card (with a real minus sign). */
export function formatKarma(card: Card): string {
  const v = karmaValue(card);
  if (v === undefined) return 'wild';
  return isHitCard(card) ? `${signed(v)} (hit)` : signed(v);
}

const NUMBERS = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const FACES: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
function code(rank: number, suit: Suit): Card {
  return `${FACES[rank] ?? rank}${suit}`;
}

/**
 * A new character's karma deck: a standard deck less the 6 to 10 of one red and one
 * black suit, jokers kept. 44 cards.
 */
export function karmaDeck(removed: { red: RedSuit; black: BlackSuit } = { red: 'd', black: 'c' }, jokers = true): Card[] {
  const cards: Card[] = [];
  for (const suit of ['s', 'h', 'c', 'd'] as Suit[]) {
    for (const rank of [...NUMBERS, 11, 12, 13, 14]) {
      const cut = (suit === removed.red || suit === removed.black) && rank >= 6 && rank <= 10;
      if (!cut) cards.push(code(rank, suit));
    }
  }
  return jokers ? [...cards, 'JK1', 'JK2'] : cards;
}

/** The GM's world deck: built like a karma deck, without jokers (42 cards). */
export function worldDeck(removed: { red: RedSuit; black: BlackSuit } = { red: 'd', black: 'c' }): Card[] {
  return karmaDeck(removed, false);
}

/** A deck in play: draw pile (top first) and discard pile. */
export interface KarmaPile {
  readonly drawPile: readonly Card[];
  readonly discardPile: readonly Card[];
}

/**
 * Draw `count` cards. When the draw pile runs out, the discard pile is shuffled to form
 * a new one (the world deck's rule, "not reshuffled until every card has been dealt";
 * the project applies it to karma decks too, see the karma-deck page's table ruling).
 * `reshuffled` says whether that happened, so a widget can announce it.
 */
export function drawKarma(
  pile: KarmaPile,
  random: RandomState,
  count: number,
): { cards: Card[]; pile: KarmaPile; random: RandomState; reshuffled: boolean } {
  let draw = [...pile.drawPile];
  let discard = [...pile.discardPile];
  let rng = random;
  let reshuffled = false;
  const cards: Card[] = [];
  for (let i = 0; i < count; i++) {
    if (draw.length === 0) {
      if (discard.length === 0) break;
      [draw, rng] = shuffle(rng, discard);
      discard = [];
      reshuffled = true;
    }
    cards.push(draw.shift()!);
  }
  return { cards, pile: { drawPile: draw, discardPile: discard }, random: rng, reshuffled };
}

/** Put used cards on the discard pile. */
export function discardKarma(pile: KarmaPile, cards: readonly Card[]): KarmaPile {
  return { drawPile: pile.drawPile, discardPile: [...pile.discardPile, ...cards] };
}

/** Total of a card and the hit cards drawn onto it (jokers excluded: they are the GM's call). */
export function chainTotal(chain: readonly Card[]): number {
  return chain.reduce((sum, c) => sum + (karmaValue(c) ?? 0), 0);
}

/** A hit may be taken only while the last card of the chain is a hit card. */
export function canHit(chain: readonly Card[]): boolean {
  const last = chain[chain.length - 1];
  return last !== undefined && isHitCard(last);
}

// ---------------------------------------------------------------------------------------
// The best card of a draw, exactly: every order of a face-down pile is equally likely from
// the player's seat, so the odds count hands (binomial coefficients), not shuffles.

/** A distribution over whole numbers, plus the chance of "no natural card at all" (a wild hand). */
export interface Distribution {
  /** value → probability; values with no chance are left out. */
  readonly values: ReadonlyMap<number, number>;
  /** The chance that nothing natural was drawn (only jokers, or nothing). */
  readonly none: number;
}

/** n choose k, exactly for every n this deck reaches (54 choose 27 < 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

/** The highest natural card's value among `k` cards taken at random from `cards`. */
function bestOfRandom(cards: readonly Card[], k: number): Distribution {
  const n = cards.length;
  const take = Math.min(k, n);
  if (take <= 0) return { values: new Map(), none: 1 };
  const naturals = cards
    .map(karmaValue)
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b);
  const jokers = n - naturals.length;
  const hands = choose(n, take);
  const values = new Map<number, number>();
  // Hands whose cards are all jokers or naturals ≤ v, for each v in turn.
  let below = choose(jokers, take);
  const none = below / hands;
  let i = 0;
  while (i < naturals.length) {
    const v = naturals[i]!;
    while (i < naturals.length && naturals[i] === v) i++;
    const upTo = choose(jokers + i, take);
    if (upTo > below) values.set(v, (upTo - below) / hands);
    below = upTo;
  }
  return { values, none };
}

/** The larger of two independent draws (a missing natural counts as lowest). */
export function maxOf(a: Distribution, b: Distribution): Distribution {
  const keys = [...new Set([...a.values.keys(), ...b.values.keys()])].sort((x, y) => x - y);
  const values = new Map<number, number>();
  let aBelow = a.none;
  let bBelow = b.none;
  for (const v of keys) {
    const pa = a.values.get(v) ?? 0;
    const pb = b.values.get(v) ?? 0;
    // max = v: a is v and b is at most v, or b is v and a is below v.
    const p = pa * (bBelow + pb) + pb * aBelow;
    if (p > 0) values.set(v, p);
    aBelow += pa;
    bBelow += pb;
  }
  return { values, none: a.none * b.none };
}

/**
 * The best natural card of `count` cards drawn from a pile: the draw pile's top cards, and
 * when it holds fewer than `count`, all of it plus cards of the reshuffled discard pile.
 */
export function bestOfDraw(pile: KarmaPile, count: number): Distribution {
  const { drawPile, discardPile } = pile;
  if (drawPile.length >= count) return bestOfRandom(drawPile, count);
  const fixed = bestOfRandom(drawPile, drawPile.length);
  return maxOf(fixed, bestOfRandom(discardPile, count - drawPile.length));
}
