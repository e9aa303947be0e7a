/**
 * Karmic, Aiming: the aim window's own rules, pure. Each round spent aiming deals one card
 * beside the others; once more cards have been dealt than the weapon's aim, the oldest is
 * discarded as the new one arrives; a shot uses the best card showing (unless the table lets
 * the shooter name another: aiming.context.ts, `AimedCard`). The machine in
 * aiming.machine.ts strings these together.
 */
import type { Card } from '../../core/cards.js';
import { formatPercent, type RuleRef } from '../../core/explain.js';
import { KARMA_DECK_RULES, isHitCard, karmaValue, type KarmaPile } from '../karma-deck.js';

// ---------------------------------------------------------------- where each rule is stated

const RANGED_PAGE = 'karmic/ranged-combat';

/**
 * The rules a shot applies, as the ranged combat page states them: each step's why links
 * to one of these (an end-to-end test checks every anchor against the built page).
 */
export const AIMING_RULES = {
  weapon: { page: RANGED_PAGE, section: 'what-a-ranged-weapon-is', title: 'What a ranged weapon is' },
  rate: { page: RANGED_PAGE, section: 'what-a-ranged-weapon-is', title: 'Table ruling: maximum maneuvers as a fraction' },
  shot: { page: RANGED_PAGE, section: 'taking-a-shot', title: 'Taking a shot' },
  hitCards: { page: RANGED_PAGE, section: 'taking-a-shot', title: 'Table ruling: hit cards on a shot' },
  jokers: { page: RANGED_PAGE, section: 'taking-a-shot', title: 'Table ruling: damage, hit location and jokers' },
  aiming: { page: RANGED_PAGE, section: 'aiming', title: 'Aiming' },
  fallsOff: { page: RANGED_PAGE, section: 'aiming', title: 'Table ruling: which card falls off, and when' },
  bestCard: { page: RANGED_PAGE, section: 'aiming', title: 'Table ruling: the best card in the row' },
  anotherCard: {
    page: RANGED_PAGE,
    section: 'firing-with-another-card-of-the-row',
    title: 'Table ruling: firing with another card of the row',
  },
  waiting: { page: RANGED_PAGE, section: 'aiming', title: 'Table ruling: a turn spent neither aiming nor firing' },
  odds: { page: RANGED_PAGE, section: 'the-odds-beside-the-row', title: 'The odds beside the row' },
  range: { page: RANGED_PAGE, section: 'range-bands', title: 'Range bands' },
  calledShots: { page: RANGED_PAGE, section: 'called-shots', title: 'Called shots' },
  situation: { page: RANGED_PAGE, section: 'what-the-target-is-doing', title: 'What the target is doing' },
  dodging: { page: RANGED_PAGE, section: 'dodging', title: 'Dodging' },
  blocking: { page: RANGED_PAGE, section: 'blocking', title: 'Blocking' },
  defenceCheck: { page: RANGED_PAGE, section: 'dodging-and-blocking', title: "Table ruling: the target's dodge or block check" },
  melee: { page: RANGED_PAGE, section: 'shooting-into-a-melee', title: 'Shooting into a melee' },
  reshuffle: KARMA_DECK_RULES.reshuffle,
} as const satisfies Readonly<Record<string, RuleRef>>;

// ---------------------------------------------------------------- the aim window

/**
 * Deal `card` into the aim row (oldest first). When the row already holds `aim` cards the
 * oldest is discarded first, as in the Enris example ("he discards the first card drawn
 * (the +2), and draws another card").
 */
export function dealIntoWindow(window: readonly Card[], card: Card, aim: number): { window: Card[]; discarded: Card[] } {
  const keep = Math.max(0, aim - 1);
  const overflow = Math.max(0, window.length - keep);
  return { window: [...window.slice(overflow), card], discarded: window.slice(0, overflow) };
}

/** The card that falls off if the shooter aims once more, if any. */
export function nextToFallOff(window: readonly Card[], aim: number): Card | undefined {
  return window.length >= aim ? window[0] : undefined;
}

/**
 * Index of the best card showing: the highest karma value. On a tie a hit card wins (the
 * shooter may hit or not, so it is never worse), then the newer card. Jokers are wild
 * (the GM's call), so they are never picked for the shooter; `undefined` when no natural
 * card shows.
 */
export function bestShowingIndex(cards: readonly Card[]): number | undefined {
  let best: number | undefined;
  cards.forEach((card, i) => {
    const v = karmaValue(card);
    if (v === undefined) return;
    if (best === undefined) {
      best = i;
      return;
    }
    const b = cards[best]!;
    const bv = karmaValue(b)!;
    if (v > bv || (v === bv && (isHitCard(card) || !isHitCard(b)))) best = i;
  });
  return best;
}

/**
 * The card a shot fired from the row uses when the shooter names none: the best showing card
 * (`bestShowingIndex`); when nothing but jokers shows, the newest joker, the only kind of card
 * there is to fire with (the GM then names its worth). `undefined` for an empty row.
 */
export function shotCardIndex(cards: readonly Card[]): number | undefined {
  return bestShowingIndex(cards) ?? (cards.length > 0 ? cards.length - 1 : undefined);
}

export interface Odds {
  /** Cards that would improve the best showing card. */
  readonly favourable: number;
  /** Cards the next deal could be. */
  readonly total: number;
}

/**
 * The exact chance that one more round of aiming shows a better card than the best now
 * showing: the next card comes off the top of the draw pile, and every order of the pile
 * is equally likely from the shooter's seat, so it is (cards above the best) / (cards
 * left). When the draw pile is empty the next card comes from the reshuffled discard
 * pile, which by then also holds the card that falls off the row. Jokers never count as
 * an improvement (the GM decides what they do). `null` while nothing shows.
 */
export function improvementOdds(window: readonly Card[], aim: number, pile: KarmaPile): Odds | null {
  const bestIndex = bestShowingIndex(window);
  if (bestIndex === undefined) return null;
  const bestValue = karmaValue(window[bestIndex]!)!;
  let next: readonly Card[] = pile.drawPile;
  if (next.length === 0) {
    const falling = nextToFallOff(window, aim);
    next = falling === undefined ? pile.discardPile : [...pile.discardPile, falling];
  }
  const favourable = next.filter((c) => (karmaValue(c) ?? -Infinity) > bestValue).length;
  return { favourable, total: next.length };
}

export function formatOdds(odds: Odds): string {
  if (odds.total === 0) return 'no cards left to deal';
  return `${odds.favourable} in ${odds.total} (${formatPercent(odds.favourable / odds.total)})`;
}
