/**
 * The initiative deal's steps, each a pure function of the context: seating someone, the
 * deal, laying a card face down and taking it back, the reveal, a turn ending, the next
 * round, someone leaving; and why a step is refused (the machine's guards are "no problem";
 * the widget shows the sentence). The machine (initiative-deal.machine.ts) only names them.
 * All chance (the generator state and the deck's order) is in the context.
 */
import { nameProblem, quote } from '../../core/attributes.js';
import { formatCard, isJoker, returnToPile, stackDeck, standardDeck, type Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import { seedRandom, shuffle } from '../../core/random.js';
import {
  actsThisRound,
  competitorCount,
  DEFAULT_RULINGS,
  FIXED_CARD,
  formatGameTime,
  handSizeFor,
  holdsHand,
  INITIATIVE_DEAL_RULES as RULES,
  isParticipantKind,
  KIND_LABEL,
  NAMEABLE_RANKS,
  SECONDS_PER_ROUND,
  spokenPlay,
  thresholdText,
  turnOrder,
  type Participant,
  type Play,
} from './initiative-deal.rules.js';
import type { InitiativeDealContext, InitiativeDealInput, NewParticipant } from './initiative-deal.context.js';

export function createInitialContext(input: InitiativeDealInput): InitiativeDealContext {
  const [deck, random] = stackDeck(seedRandom(input.seed), standardDeck(true), input.stackedDeck ?? []);
  let context: InitiativeDealContext = {
    rulings: { ...DEFAULT_RULINGS, ...input.rulings },
    random,
    deck,
    table: [],
    participants: [],
    plays: {},
    laidFrom: {},
    order: [],
    acting: 0,
    hand: 0,
    handSize: 0,
    roundInHand: 0,
    roundNumber: 0,
    roundsRevealed: 0,
    nextId: 1,
    narration: [],
  };
  for (const p of input.participants ?? []) context = addParticipant(context, p);
  const names = context.participants.map((p) => p.name);
  return {
    ...context,
    narration: [
      {
        text: `The deck of 54 cards is shuffled.${names.length ? ` At the table: ${names.join(', ')}.` : ''} Add everyone who competes, then deal.`,
        rule: RULES.hands,
      },
    ],
  };
}

const DECK = new Set(standardDeck(true));

/** Why this newcomer cannot sit at the table, or undefined when they can. Reads any shape (a saved table's events too). */
export function newcomerProblem(p: unknown): string | undefined {
  const { name, kind, fixedCard } = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
  if (typeof name !== 'string') return 'a newcomer needs a name';
  const named = nameProblem(name);
  if (named) return named;
  const who = name.trim();
  if (!isParticipantKind(kind)) {
    return `${typeof kind === 'string' ? quote(kind) : 'that'} (for ${who}) is not a kind of participant: use ${Object.values(KIND_LABEL).join(', ')}`;
  }
  if (fixedCard !== undefined) {
    if (typeof fixedCard !== 'string' || !DECK.has(fixedCard)) return `${who}'s fixed card is not a card`;
    if (isJoker(fixedCard)) return `${who}'s fixed card cannot be a joker: a fixed card needs a value and a suit`;
    if (FIXED_CARD[kind] === 'never') return `${who} is dealt a hand, so takes no fixed card (${formatCard(fixedCard)})`;
  }
  if (FIXED_CARD[kind] === 'required' && fixedCard === undefined)
    return `${who} is a ${KIND_LABEL[kind]} and needs a fixed card: a value and a suit, such as Q♠`;
  return undefined;
}

/** The participant with this id, by an own-key match only. */
function seatOf(ctx: InitiativeDealContext, id: unknown): Participant | undefined {
  return typeof id === 'string' ? ctx.participants.find((p) => p.id === id) : undefined;
}

/** This round's face-down card of `id`, if they have laid one (own keys only: `constructor` has none). */
export function playOf(ctx: InitiativeDealContext, id: unknown): Play | undefined {
  return typeof id === 'string' && Object.hasOwn(ctx.plays, id) ? ctx.plays[id] : undefined;
}

/** Why nobody can be dealt in yet, or undefined when the deal can go ahead. */
export function dealProblem(ctx: InitiativeDealContext): string | undefined {
  return ctx.participants.length === 0 ? 'nobody is at the table yet: add someone first' : undefined;
}

/** Why this participant cannot leave (they are not at the table), or undefined. */
export function removeProblem(ctx: InitiativeDealContext, event: { id?: unknown }): string | undefined {
  return seatOf(ctx, event.id) ? undefined : 'nobody with that seat is at the table';
}

/** Why this card cannot be laid face down now, or undefined when it can. */
export function playProblem(ctx: InitiativeDealContext, event: { id?: unknown; card?: unknown; namedRank?: unknown }): string | undefined {
  const p = seatOf(ctx, event.id);
  if (!p) return 'nobody with that seat is at the table';
  if (!holdsHand(p)) return `${p.name} uses a fixed card and plays none from a hand`;
  if (!actsThisRound(p, ctx.roundNumber)) return `${p.name} joined this round and plays from the next one`;
  if (playOf(ctx, p.id)) return `${p.name} has already laid a card face down this round`;
  if (typeof event.card !== 'string' || !p.hand.includes(event.card)) return `${p.name} holds no such card`;
  if (isJoker(event.card)) {
    return typeof event.namedRank === 'number' && NAMEABLE_RANKS.includes(event.namedRank)
      ? undefined
      : 'a joker needs a rank named, from 2 to ace';
  }
  return event.namedRank === undefined ? undefined : 'only a joker is named as a rank';
}

/** Why there is no face-down card to take back, or undefined when there is. */
export function withdrawProblem(ctx: InitiativeDealContext, event: { id?: unknown }): string | undefined {
  const p = seatOf(ctx, event.id);
  if (!p) return 'nobody with that seat is at the table';
  return playOf(ctx, p.id) ? undefined : `${p.name} has no card face down to take back`;
}

/** In setup nobody has cards yet; mid-hand a newcomer with a hand is dealt one at once. */
export function addParticipant(ctx: InitiativeDealContext, p: NewParticipant): InitiativeDealContext {
  const id = `p${ctx.nextId}`;
  const dealing = ctx.hand > 0 && p.fixedCard === undefined;
  const cards = dealing ? ctx.deck.slice(0, ctx.handSize) : [];
  const participant: Participant = {
    id,
    name: p.name.trim(),
    kind: p.kind,
    ...(p.fixedCard ? { fixedCard: p.fixedCard } : {}),
    hand: cards,
    joinedRound: ctx.hand > 0 ? ctx.roundNumber : 0,
  };
  const narration: Why[] = [];
  if (ctx.hand === 0) {
    narration.push({
      text: `${participant.name} (${KIND_LABEL[p.kind]}) joins the table${p.fixedCard ? ` with the fixed card ${formatCard(p.fixedCard)}` : ''}.`,
      rule: RULES.hands,
    });
  } else if (dealing) {
    const short = cards.length < ctx.handSize;
    const dealt = `${participant.name} joins mid-hand and is dealt ${cards.length === 0 ? 'no cards' : `${cards.length} card${cards.length > 1 ? 's' : ''}`}`;
    narration.push(
      short
        ? { text: `${dealt}: the deck is short, and ${ctx.handSize} were wanted.`, rule: RULES.threshold }
        : { text: `${dealt}, a full hand.`, rule: RULES.joining },
      {
        text: `${participant.name} plays from the next round; what is left of that hand goes back into the deck when the hand ends.`,
        rule: RULES.newcomersWait,
      },
    );
  } else {
    narration.push({
      text: `${participant.name} (${KIND_LABEL[p.kind]}, fixed card ${formatCard(p.fixedCard!)}) joins and acts from the next round.`,
      rule: RULES.newcomersWait,
    });
  }
  return {
    ...ctx,
    deck: ctx.deck.slice(cards.length),
    participants: [...ctx.participants, participant],
    nextId: ctx.nextId + 1,
    narration,
  };
}

/**
 * A leaver's hand goes back into the deck, which is shuffled; so does a card still face
 * down (`revealed` false). A card already turned up (`revealed` true) stays on the table.
 */
export function removeParticipant(ctx: InitiativeDealContext, id: string, revealed: boolean, legacyOrder = false): InitiativeDealContext {
  const leaver = seatOf(ctx, id);
  if (!leaver) return ctx;
  const play = playOf(ctx, id);
  const back = play && !revealed ? handWith(leaver.hand, play.card, laidFromOf(ctx, id), legacyOrder) : leaver.hand;
  const { [id]: _gone, ...plays } = ctx.plays;
  const { [id]: _place, ...laidFrom } = ctx.laidFrom ?? {};
  let deck = [...ctx.deck];
  let random = ctx.random;
  if (back.length > 0) [deck, random] = returnToPile(random, deck, back);
  // Whoever acts now still acts now: a leaver ahead of them moves them up one place.
  const place = ctx.order.findIndex((o) => o.id === id);
  return {
    ...ctx,
    random,
    deck,
    table: play && revealed ? [...ctx.table, play.card] : ctx.table,
    plays,
    laidFrom,
    order: ctx.order.filter((o) => o.id !== id),
    acting: place >= 0 && place < ctx.acting ? ctx.acting - 1 : ctx.acting,
    participants: ctx.participants.filter((p) => p.id !== id),
    narration: [
      {
        text:
          `${leaver.name} leaves the fight.` +
          (back.length > 0 ? ` ${back.length} card${back.length > 1 ? 's go' : ' goes'} back into the deck, which is shuffled.` : ''),
        rule: RULES.leaving,
      },
    ],
  };
}

/**
 * Gather every card (deck, table, plays, hands), shuffle, and deal each competitor a hand
 * of the size the table gives for their number, a full hand at a time in table order.
 */
export function dealHand(ctx: InitiativeDealContext, gather: boolean): InitiativeDealContext {
  let deck = [...ctx.deck];
  let random = ctx.random;
  if (gather) {
    const all = [...deck, ...ctx.table, ...Object.values(ctx.plays).map((p) => p.card), ...ctx.participants.flatMap((p) => p.hand)];
    [deck, random] = shuffle(random, all);
  }
  const handSize = handSizeFor(competitorCount(ctx.participants));
  const participants = ctx.participants.map((p) => {
    if (!holdsHand(p)) return { ...p, hand: [], joinedRound: 0 };
    const hand = deck.slice(0, handSize);
    deck = deck.slice(hand.length);
    return { ...p, hand, joinedRound: 0 };
  });
  const competitors = competitorCount(ctx.participants);
  const fixed = ctx.participants.length - competitors;
  const roundNumber = ctx.roundNumber + 1;
  const threshold = thresholdText(competitors);
  return {
    ...ctx,
    random,
    deck,
    table: [],
    plays: {},
    laidFrom: {},
    order: [],
    acting: 0,
    participants,
    hand: ctx.hand + 1,
    handSize,
    roundInHand: 1,
    roundNumber,
    narration: [
      ...(gather ? [{ text: 'The hand is over: every card is gathered and the deck of 54 is reshuffled.', rule: RULES.handRunsOut }] : []),
      {
        text:
          `Hand ${ctx.hand + 1}: ${competitors} competing for cards, so each is dealt ${handSize} card${handSize > 1 ? 's' : ''}` +
          (threshold ? ` (${competitors} is ${threshold}).` : '.'),
        rule: RULES.handSize,
      },
      ...(fixed > 0
        ? [
            {
              text: `${fixed === 1 ? 'One participant uses a fixed card and is' : `${fixed} participants use a fixed card and are`} not counted.`,
              rule: RULES.whoCounts,
            },
          ]
        : []),
      { text: 'Round 1: everyone with a hand plays one card face down.', rule: RULES.round },
    ],
  };
}

/**
 * A hand with its face-down card back in the place it was laid from, so laying a card and
 * taking it back (or leaving with it face down) changes nothing a later shuffle reads.
 * Records made before initiative-deal/3 (`legacyOrder`) put it at the end, as they did then.
 */
export function handWith(hand: readonly Card[], card: Card, at: number | undefined, legacyOrder = false): Card[] {
  if (legacyOrder || at === undefined) return [...hand, card];
  const place = Math.max(0, Math.min(at, hand.length));
  return [...hand.slice(0, place), card, ...hand.slice(place)];
}

/** Where `id`'s face-down card was laid from in their hand (own keys only). */
function laidFromOf(ctx: InitiativeDealContext, id: string): number | undefined {
  return ctx.laidFrom && Object.hasOwn(ctx.laidFrom, id) ? ctx.laidFrom[id] : undefined;
}

export function playCard(ctx: InitiativeDealContext, id: string, card: Card, namedRank?: number): InitiativeDealContext {
  const p = seatOf(ctx, id)!;
  const play: Play = isJoker(card) ? { card, namedRank: namedRank! } : { card };
  return {
    ...ctx,
    participants: ctx.participants.map((x) => (x.id === id ? { ...x, hand: x.hand.filter((c) => c !== card) } : x)),
    plays: { ...ctx.plays, [id]: play },
    laidFrom: { ...ctx.laidFrom, [id]: p.hand.indexOf(card) },
    narration: [{ text: `${p.name} plays a card face down.`, rule: RULES.round }],
  };
}

export function takeBack(ctx: InitiativeDealContext, id: string, legacyOrder = false): InitiativeDealContext {
  const play = playOf(ctx, id)!;
  const { [id]: _taken, ...plays } = ctx.plays;
  const { [id]: _place, ...laidFrom } = ctx.laidFrom ?? {};
  const p = seatOf(ctx, id)!;
  return {
    ...ctx,
    participants: ctx.participants.map((x) =>
      x.id === id ? { ...x, hand: handWith(x.hand, play.card, laidFromOf(ctx, id), legacyOrder) } : x,
    ),
    plays,
    laidFrom,
    narration: [{ text: `${p.name} takes the face-down card back into the hand.`, rule: RULES.takingBack }],
  };
}

export function reveal(ctx: InitiativeDealContext): InitiativeDealContext {
  const order = turnOrder(ctx.participants, ctx.plays, ctx.roundNumber, ctx.rulings);
  const seconds = (ctx.roundsRevealed + 1) * SECONDS_PER_ROUND;
  const spoken = order.map((o, i) => `${i + 1}. ${o.name}, ${spokenPlay(o)}`).join('; ');
  return {
    ...ctx,
    order,
    acting: 0,
    roundsRevealed: ctx.roundsRevealed + 1,
    narration: [
      order.length === 0
        ? { text: `Round ${ctx.roundInHand} of hand ${ctx.hand}: nobody acts this round.`, rule: RULES.newcomersWait }
        : { text: `Round ${ctx.roundInHand} of hand ${ctx.hand} revealed. Turn order: ${spoken}.`, rule: RULES.round },
      { text: `Game time ${formatGameTime(seconds)}.`, rule: RULES.gameClock },
    ],
  };
}

/** Why no turn can end now (everyone has acted, or nobody acts), or undefined when one can. */
export function turnEndProblem(ctx: InitiativeDealContext): string | undefined {
  if (ctx.order.length === 0) return 'nobody acts this round';
  return ctx.acting >= ctx.order.length ? 'everyone has acted this round' : undefined;
}

/** The LM moves the turn on: whoever acted is done, the next in the order acts now. */
export function endTurn(ctx: InitiativeDealContext): InitiativeDealContext {
  const done = ctx.order[ctx.acting]!;
  const next = ctx.order[ctx.acting + 1];
  return {
    ...ctx,
    acting: ctx.acting + 1,
    narration: [
      next
        ? {
            text: `${done.name}'s turn is over; ${next.name} acts now (${spokenPlay(next)}, place ${ctx.acting + 2} of ${ctx.order.length}).`,
            rule: RULES.round,
          }
        : { text: `${done.name}'s turn is over: everyone has acted in round ${ctx.roundInHand} of hand ${ctx.hand}.`, rule: RULES.round },
    ],
  };
}

export function nextRound(ctx: InitiativeDealContext): InitiativeDealContext {
  return {
    ...ctx,
    table: [...ctx.table, ...Object.values(ctx.plays).map((p) => p.card)],
    plays: {},
    laidFrom: {},
    order: [],
    acting: 0,
    roundInHand: ctx.roundInHand + 1,
    roundNumber: ctx.roundNumber + 1,
    narration: [
      { text: `Round ${ctx.roundInHand + 1} of ${ctx.handSize}: everyone with a hand plays one card face down.`, rule: RULES.round },
    ],
  };
}

/** The hand's last round has been played (its reveal ends the hand). */
export function isLastRoundOfHand(ctx: InitiativeDealContext): boolean {
  return ctx.roundInHand >= ctx.handSize;
}

/** Every card of the deck with where it is now (the property tests count them independently). */
export function cardLocations(ctx: InitiativeDealContext): Card[] {
  return [...ctx.deck, ...ctx.table, ...Object.values(ctx.plays).map((p) => p.card), ...ctx.participants.flatMap((p) => p.hand)];
}
