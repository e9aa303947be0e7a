/**
 * Exact odds of the coming reveal, from one participant's seat: where in the turn order
 * their card will place, given what they can see (their own hand and face-down card, the
 * cards already turned up this hand, the monsters' fixed cards) and nothing else.
 *
 * Everyone else's card is unknown to them: each is one of the cards they cannot see, all
 * equally likely, no two the same (the deck has one of each). An unseen joker is counted as
 * named an ace, the rank a player holding it most often calls when they want to act first.
 * The count is exact: a walk over the others, seat by seat, of how many unseen cards are
 * left that would act before this card (combinatorics, not sampling), well under 5 ms.
 *
 * This is the initiative deal's teaching: the odds of a laid card, of each card of an open
 * hand, and the question a learner predicts before a reveal. Only a reader who opens the
 * odds or predicts needs it, so it is loaded on demand: it imports nothing at run time, and
 * `initiativeDealOdds(kit)` works with the rules it is handed (initiative-deal.kit.ts:
 * `initiativeDealOdds(INITIATIVE_DEAL_KIT)`), so the embed build puts it in a chunk of its
 * own without pulling the rules out of the widget's file.
 */
import type { SnapshotFrom } from 'xstate';
import type { Card } from '../../core/cards.js';
import type { NextOdds, Outcome, Prediction } from '../../core/explain.js';
import type { initiativeDealMachine } from './initiative-deal.machine.js';
import type { InitiativeDealContext } from './initiative-deal.context.js';
import type { InitiativeDealKit } from './initiative-deal.kit.js';
import type { Participant, Play, Source } from './initiative-deal.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof initiativeDealMachine>, 'context' | 'hasTag' | 'can'>;

/** The rank an unseen joker is counted as (an ace). */
export const UNSEEN_JOKER_RANK = 14;

/** "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

interface SeatKey {
  id: string;
  name: string;
  source: Source;
  card?: Card;
  rank: number;
  namedRank?: number;
  seat: number;
}

/** One card a seat could lay now, and where it would place. */
export interface CardOdds {
  readonly card: Card;
  /** The rank a joker is counted as here (an ace, the rank that acts earliest). */
  readonly namedRank?: number;
  readonly odds: NextOdds;
}

/** The initiative deal's odds and prediction, worked out with the rules in `kit`. */
export function initiativeDealOdds(kit: InitiativeDealKit) {
  const { actsThisRound, compareKeys, describeShown, holdsHand, isJoker, playOf, rankOf } = kit;
  const FULL_DECK = kit.deck;
  const INITIATIVE_DEAL_RULES = kit.rules;

  function keyOf(p: Participant, seat: number, source: Source, card?: Card, namedRank?: number): SeatKey {
    if (!card) return { id: p.id, name: p.name, source: 'none', rank: 0, seat };
    const rank = isJoker(card) ? namedRank! : rankOf(card)!;
    return { id: p.id, name: p.name, source, card, rank, ...(isJoker(card) ? { namedRank } : {}), seat };
  }

  /**
   * The odds the learning panel shows, from the seat the widget shows the table to (an index
   * into the participants): where the card that seat has laid face down will place. Nothing
   * before the seat has laid its card (the widget's own table, `handOdds`, weighs each card of
   * an open hand), and nothing without a seat, since every hand is secret.
   */
  function nextOdds(snapshot: Snapshot, seat?: number): NextOdds | undefined {
    const ctx = snapshot.context;
    const viewer = seat === undefined ? undefined : ctx.participants[seat];
    return viewer && playOf(ctx, viewer.id) ? placeOdds(ctx, viewer.id) : undefined;
  }

  /**
   * From `viewerId`'s seat, before the reveal: the exact chance of each place in this
   * round's turn order. Their own card is the one they laid face down, or `own` (a card of
   * their hand they are thinking of playing), or their fixed card. Undefined when they do not
   * act this round or have no card to place.
   */
  function placeOdds(ctx: InitiativeDealContext, viewerId: string, own?: Play): NextOdds | undefined {
    const seat = ctx.participants.findIndex((p) => p.id === viewerId);
    const viewer = ctx.participants[seat];
    if (!viewer || !actsThisRound(viewer, ctx.roundNumber)) return undefined;
    let mine: SeatKey;
    if (!holdsHand(viewer)) {
      mine = keyOf(viewer, seat, 'fixed', viewer.fixedCard);
    } else {
      const play = own ?? playOf(ctx, viewer.id);
      if (!play) return undefined;
      const inHand = viewer.hand.includes(play.card) || playOf(ctx, viewer.id)?.card === play.card;
      if (!inHand || (isJoker(play.card) && play.namedRank === undefined)) return undefined;
      mine = keyOf(viewer, seat, 'dealt', play.card, play.namedRank);
    }

    // What this seat can see: its own cards and what is face up on the table.
    const seen = new Set<Card>([...viewer.hand, ...ctx.table]);
    const myPlay = playOf(ctx, viewer.id);
    if (myPlay) seen.add(myPlay.card);
    if (mine.source === 'dealt' && mine.card) seen.add(mine.card);
    const pool = FULL_DECK.filter((c) => !seen.has(c));

    let knownBefore = 0;
    const unknown: number[] = []; // seats of the others whose card this seat cannot see
    ctx.participants.forEach((p, s) => {
      if (s === seat || !actsThisRound(p, ctx.roundNumber)) return;
      if (!holdsHand(p)) {
        if (compareKeys(keyOf(p, s, 'fixed', p.fixedCard), mine, ctx.rulings) < 0) knownBefore += 1;
      } else if (p.hand.length > 0 || playOf(ctx, p.id)) {
        unknown.push(s);
      } else if (compareKeys(keyOf(p, s, 'none'), mine, ctx.rulings) < 0) {
        knownBefore += 1;
      }
    });

    // Sort the unseen cards by whether they would act before this card: always, never, or
    // only in the hand of someone seated earlier (a joker named as the same rank as this joker).
    const ghost = (card: Card, s: number): SeatKey => ({
      id: '',
      name: '',
      source: 'dealt',
      card,
      rank: isJoker(card) ? UNSEEN_JOKER_RANK : rankOf(card)!,
      ...(isJoker(card) ? { namedRank: UNSEEN_JOKER_RANK } : {}),
      seat: s,
    });
    let always = 0;
    let earlierOnly = 0;
    for (const card of pool) {
      const fromEarlier = compareKeys(ghost(card, -1), mine, ctx.rulings) < 0;
      const fromLater = compareKeys(ghost(card, ctx.participants.length), mine, ctx.rulings) < 0;
      if (fromEarlier && fromLater) always += 1;
      else if (fromEarlier) earlierOnly += 1;
    }
    const total = pool.length;
    const k = unknown.length;
    if (k > total) return undefined;

    // dist[a][e][b]: chance that, of the others dealt with so far, a hold an "always" card,
    // e an "earlier-only" card, and b of the others act before this card.
    type Dist = Map<string, number>;
    let dist: Dist = new Map([['0,0,0', 1]]);
    unknown.forEach((s, i) => {
      const next: Dist = new Map();
      const add = (key: string, p: number) => next.set(key, (next.get(key) ?? 0) + p);
      for (const [key, p] of dist) {
        const [a, e, b] = key.split(',').map(Number) as [number, number, number];
        const left = total - i;
        const leftAlways = always - a;
        const leftEarlier = earlierOnly - e;
        const leftNever = left - leftAlways - leftEarlier;
        if (leftAlways > 0) add(`${a + 1},${e},${b + 1}`, (p * leftAlways) / left);
        if (leftEarlier > 0) add(`${a},${e + 1},${s < seat ? b + 1 : b}`, (p * leftEarlier) / left);
        if (leftNever > 0) add(`${a},${e},${b}`, (p * leftNever) / left);
      }
      dist = next;
    });

    const acting = 1 + knownBefore + k + countAfter(ctx, seat, mine);
    const places = new Array<number>(acting).fill(0);
    for (const [key, p] of dist) {
      const b = Number(key.split(',')[2]);
      places[knownBefore + b] = (places[knownBefore + b] ?? 0) + p;
    }
    // Sums of products can land a rounding step past 1 (1.0000000000000002): keep each in [0, 1].
    const outcomes: Outcome[] = places.map((p, i) => ({ id: `place-${i + 1}`, label: ordinal(i + 1), p: Math.min(1, Math.max(0, p)) }));
    return {
      question: `Where ${viewer.name}'s ${describeShown(mine)} places this round, with the others' cards unseen (an unseen joker counted as an ace)`,
      outcomes,
      rule: INITIATIVE_DEAL_RULES.round,
    };
  }

  /** Those acting this round whose place is known to come after this card (fixed cards and empty hands). */
  function countAfter(ctx: InitiativeDealContext, seat: number, mine: SeatKey): number {
    let after = 0;
    ctx.participants.forEach((p, s) => {
      if (s === seat || !actsThisRound(p, ctx.roundNumber)) return;
      const known = !holdsHand(p)
        ? keyOf(p, s, 'fixed', p.fixedCard)
        : p.hand.length > 0 || playOf(ctx, p.id)
          ? undefined
          : keyOf(p, s, 'none');
      if (known && compareKeys(known, mine, ctx.rulings) > 0) after += 1;
    });
    return after;
  }

  /**
   * From `id`'s seat while it still has to lay a card: for each card of its hand, the exact
   * chance of each place in this round's order were it laid (a joker named as an ace).
   * Empty when the seat has nothing to choose (it has laid its card, or does not act).
   */
  function handOdds(ctx: InitiativeDealContext, id: string): CardOdds[] {
    const p = ctx.participants.find((x) => x.id === id);
    if (!p || !holdsHand(p) || playOf(ctx, id) || !actsThisRound(p, ctx.roundNumber)) return [];
    return p.hand.flatMap((card) => {
      const namedRank = isJoker(card) ? UNSEEN_JOKER_RANK : undefined;
      const odds = placeOdds(ctx, id, namedRank === undefined ? { card } : { card, namedRank });
      return odds ? [{ card, ...(namedRank === undefined ? {} : { namedRank }), odds }] : [];
    });
  }

  /**
   * Once every card is down and before the reveal: "Who acts first this round?", with
   * everyone who acts this round as a choice. Settled by the reveal; graded on the order it
   * produced, with the first placing's reason.
   */
  function predictionFor(snapshot: Snapshot): Prediction<InitiativeDealContext> | undefined {
    if (!snapshot.hasTag('playing face down') || !snapshot.can({ type: 'round.revealed' })) return undefined;
    const ctx = snapshot.context;
    const choices = ctx.participants.filter((p) => actsThisRound(p, ctx.roundNumber)).map((p) => ({ id: p.id, label: p.name }));
    if (choices.length < 2) return undefined;
    return {
      question: 'Who acts first this round?',
      choices,
      settledBy: ['round.revealed'],
      answer: (after) => {
        const first = after.order[0]!;
        return { choice: first.id, why: [{ text: `${first.name} acts first: ${first.reason}.`, rule: first.rule }] };
      },
    };
  }

  return { nextOdds, predictionFor, placeOdds, handOdds };
}

export type InitiativeDealOdds = ReturnType<typeof initiativeDealOdds>;
