/**
 * Karmic's karma deck (facts from Karmic's own "Characters" and "Actions" pages, mapped in
 * RULES-NOTES): black cards count positive, red negative; aces 1, number cards their
 * number; jacks 1, queens 2, kings 3, and those three are hit cards. Jokers are wild: the
 * GM decides. Shared by every Karmic procedure (checks, the register duel, aiming).
 */
import { isJoker, isRed, rankOf, type Card, type Suit } from '../core/cards.js';
import { shuffle, type RandomState } from '../core/random.js';
import { signed } from '../core/explain.js';

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
