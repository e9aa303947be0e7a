/**
 * Liberi Gothica's initiative deal as an XState v5 machine.
 *
 * setup → (hand.dealt) → playing ⇄ revealed → playing … ; round.next inside a hand,
 * hand.dealt again after its last round (everything is gathered, reshuffled and dealt anew).
 * All chance (the generator state and the deck's order) is in context, so the same input
 * and events always tell the same story, and any snapshot can be shown again as it was.
 */
import { assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../core/record.js';
import { isJoker, returnToPile, stackDeck, standardDeck, type Card } from '../core/cards.js';
import { seedRandom, shuffle, type RandomState } from '../core/random.js';
import {
  allHavePlayed, competitorCount, DEFAULT_RULINGS, formatGameTime, handSizeFor, holdsHand, KIND_LABEL,
  mustPlay, SECONDS_PER_ROUND, spokenPlay, turnOrder,
  type Participant, type ParticipantKind, type Placing, type Play, type Rulings,
} from './initiative-deal.rules.js';

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
  /** The turn order, once revealed. */
  readonly order: readonly Placing[];
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
  /** What the last step did and why, in plain sentences (also what is announced). */
  readonly narration: readonly string[];
}

export type InitiativeDealEvent =
  | { type: 'participant.added'; name: string; kind: ParticipantKind; fixedCard?: Card }
  | { type: 'participant.removed'; id: string }
  | { type: 'hand.dealt' }
  | { type: 'card.played'; id: string; card: Card; namedRank?: number }
  | { type: 'card.withdrawn'; id: string }
  | { type: 'round.revealed' }
  | { type: 'round.begun' };

// ---- pure steps -------------------------------------------------------------------

export function createInitialContext(input: InitiativeDealInput): InitiativeDealContext {
  const [deck, random] = stackDeck(seedRandom(input.seed), standardDeck(true), input.stackedDeck ?? []);
  let context: InitiativeDealContext = {
    rulings: { ...DEFAULT_RULINGS, ...input.rulings },
    random,
    deck,
    table: [],
    participants: [],
    plays: {},
    order: [],
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
      `The deck of 54 cards is shuffled.${names.length ? ` At the table: ${names.join(', ')}.` : ''} Add everyone who competes, then deal.`,
    ],
  };
}

export function isValidNewcomer(p: NewParticipant): boolean {
  if (p.name.trim() === '') return false;
  if (p.kind === 'monster') return p.fixedCard !== undefined && !isJoker(p.fixedCard);
  if (p.kind === 'pc' || p.kind === 'npc-group') return p.fixedCard === undefined;
  return p.fixedCard === undefined || !isJoker(p.fixedCard);
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
  const narration: string[] = [];
  if (ctx.hand === 0) {
    narration.push(`${participant.name} (${KIND_LABEL[p.kind]}) joins the table.`);
  } else if (dealing) {
    const short = cards.length < ctx.handSize;
    narration.push(
      `${participant.name} joins mid-hand and is dealt ${cards.length === 0 ? 'no cards' : `${cards.length} card${cards.length > 1 ? 's' : ''}`}` +
        (short ? ` (the deck is short: ${ctx.handSize} wanted).` : ' (a full hand).'),
      `${participant.name} plays from the next round; what is left of that hand goes back into the deck when the hand ends.`,
    );
  } else {
    narration.push(`${participant.name} (${KIND_LABEL[p.kind]}, fixed card) joins and acts from the next round.`);
  }
  return {
    ...ctx,
    deck: ctx.deck.slice(cards.length),
    participants: [...ctx.participants, participant],
    nextId: ctx.nextId + 1,
    narration,
  };
}

/** A leaver's hand and any face-down card go back into the deck, which is shuffled. */
export function removeParticipant(ctx: InitiativeDealContext, id: string): InitiativeDealContext {
  const leaver = ctx.participants.find((p) => p.id === id);
  if (!leaver) return ctx;
  const play = ctx.plays[id];
  const revealed = ctx.order.length > 0;
  const back = [...leaver.hand, ...(play && !revealed ? [play.card] : [])];
  const { [id]: _gone, ...plays } = ctx.plays;
  let deck = [...ctx.deck];
  let random = ctx.random;
  if (back.length > 0) [deck, random] = returnToPile(random, deck, back);
  return {
    ...ctx,
    random,
    deck,
    table: play && revealed ? [...ctx.table, play.card] : ctx.table,
    plays,
    order: ctx.order.filter((o) => o.id !== id),
    participants: ctx.participants.filter((p) => p.id !== id),
    narration: [
      `${leaver.name} leaves the fight.` +
        (back.length > 0 ? ` ${back.length} card${back.length > 1 ? 's go' : ' goes'} back into the deck, which is shuffled.` : ''),
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
  const roundNumber = ctx.roundNumber + 1;
  return {
    ...ctx,
    random,
    deck,
    table: [],
    plays: {},
    order: [],
    participants,
    hand: ctx.hand + 1,
    handSize,
    roundInHand: 1,
    roundNumber,
    narration: [
      ...(gather ? ['The hand is over: every card is gathered and the deck of 54 is reshuffled.'] : []),
      `Hand ${ctx.hand + 1}: ${competitors} competing, so each is dealt ${handSize} card${handSize > 1 ? 's' : ''}` +
        (handSize < 5 ? ` (${competitors} is ${thresholdText(competitors)})` : '') +
        `. Monsters use their fixed card. Round 1: everyone plays one card face down.`,
    ],
  };
}

function thresholdText(n: number): string {
  if (n >= 23) return '23 or more';
  if (n >= 19) return '19 or more';
  if (n >= 14) return '14 or more';
  return '11 or more';
}

export function playCard(ctx: InitiativeDealContext, id: string, card: Card, namedRank?: number): InitiativeDealContext {
  const p = ctx.participants.find((x) => x.id === id)!;
  const play: Play = isJoker(card) ? { card, namedRank } : { card };
  return {
    ...ctx,
    participants: ctx.participants.map((x) => (x.id === id ? { ...x, hand: x.hand.filter((c) => c !== card) } : x)),
    plays: { ...ctx.plays, [id]: play },
    narration: [`${p.name} plays a card face down.`],
  };
}

export function takeBack(ctx: InitiativeDealContext, id: string): InitiativeDealContext {
  const play = ctx.plays[id]!;
  const { [id]: _taken, ...plays } = ctx.plays;
  const p = ctx.participants.find((x) => x.id === id)!;
  return {
    ...ctx,
    participants: ctx.participants.map((x) => (x.id === id ? { ...x, hand: [...x.hand, play.card] } : x)),
    plays,
    narration: [`${p.name} takes the face-down card back.`],
  };
}

export function reveal(ctx: InitiativeDealContext): InitiativeDealContext {
  const order = turnOrder(ctx.participants, ctx.plays, ctx.roundNumber, ctx.rulings);
  const seconds = (ctx.roundsRevealed + 1) * SECONDS_PER_ROUND;
  const spoken = order.map((o, i) => `${i + 1}. ${o.name}, ${spokenPlay(o)}`).join('; ');
  return {
    ...ctx,
    order,
    roundsRevealed: ctx.roundsRevealed + 1,
    narration: [
      order.length === 0
        ? `Round ${ctx.roundInHand} of hand ${ctx.hand}: nobody acts this round.`
        : `Round ${ctx.roundInHand} of hand ${ctx.hand} revealed. Turn order: ${spoken}.`,
      `Game time ${formatGameTime(seconds)}.`,
    ],
  };
}

export function nextRound(ctx: InitiativeDealContext): InitiativeDealContext {
  return {
    ...ctx,
    table: [...ctx.table, ...Object.values(ctx.plays).map((p) => p.card)],
    plays: {},
    order: [],
    roundInHand: ctx.roundInHand + 1,
    roundNumber: ctx.roundNumber + 1,
    narration: [`Round ${ctx.roundInHand + 1} of ${ctx.handSize}: everyone plays one card face down.`],
  };
}

// ---- derived values the widget shows ----------------------------------------------

export function isLastRoundOfHand(ctx: InitiativeDealContext): boolean {
  return ctx.roundInHand >= ctx.handSize;
}

export function gameSeconds(ctx: InitiativeDealContext): number {
  return ctx.roundsRevealed * SECONDS_PER_ROUND;
}

/** Who still has to put a card down this round. */
export function waitingFor(ctx: InitiativeDealContext): Participant[] {
  return ctx.participants.filter((p) => mustPlay(p, ctx.roundNumber, ctx.plays));
}

/** Every card of the deck with where it is now: the invariant the property tests check. */
export function cardLocations(ctx: InitiativeDealContext): Card[] {
  return [
    ...ctx.deck,
    ...ctx.table,
    ...Object.values(ctx.plays).map((p) => p.card),
    ...ctx.participants.flatMap((p) => p.hand),
  ];
}

// ---- the machine --------------------------------------------------------------------

export const initiativeDealMachine = setup({
  types: {
    context: {} as InitiativeDealContext,
    events: {} as InitiativeDealEvent,
    input: {} as InitiativeDealInput,
  },
  guards: {
    canAdd: ({ event }) => event.type === 'participant.added' && isValidNewcomer(event),
    isPresent: ({ context, event }) =>
      event.type === 'participant.removed' && context.participants.some((p) => p.id === event.id),
    hasCompetitors: ({ context }) => context.participants.length > 0,
    canPlay: ({ context, event }) => {
      if (event.type !== 'card.played') return false;
      const p = context.participants.find((x) => x.id === event.id);
      if (!p || !mustPlay(p, context.roundNumber, context.plays)) return false;
      if (!p.hand.includes(event.card)) return false;
      if (isJoker(event.card)) return Number.isInteger(event.namedRank) && event.namedRank! >= 2 && event.namedRank! <= 14;
      return event.namedRank === undefined;
    },
    canTakeBack: ({ context, event }) => event.type === 'card.withdrawn' && context.plays[event.id] !== undefined,
    allPlayed: ({ context }) => allHavePlayed(context.participants, context.roundNumber, context.plays),
    roundsLeftInHand: ({ context }) => !isLastRoundOfHand(context),
    handIsOver: ({ context }) => isLastRoundOfHand(context),
  },
  actions: {
    add: assign(({ context, event }) => (event.type === 'participant.added' ? addParticipant(context, event) : context)),
    remove: assign(({ context, event }) => (event.type === 'participant.removed' ? removeParticipant(context, event.id) : context)),
    dealFirst: assign(({ context }) => dealHand(context, false)),
    dealAgain: assign(({ context }) => dealHand(context, true)),
    play: assign(({ context, event }) => (event.type === 'card.played' ? playCard(context, event.id, event.card, event.namedRank) : context)),
    takeBack: assign(({ context, event }) => (event.type === 'card.withdrawn' ? takeBack(context, event.id) : context)),
    reveal: assign(({ context }) => reveal(context)),
    nextRound: assign(({ context }) => nextRound(context)),
  },
}).createMachine({
  id: 'initiativeDeal',
  context: ({ input }) => createInitialContext(input),
  initial: 'setup',
  states: {
    setup: {
      on: {
        'participant.added': { guard: 'canAdd', actions: 'add' },
        'participant.removed': { guard: 'isPresent', actions: 'remove' },
        'hand.dealt': { guard: 'hasCompetitors', target: 'playing', actions: 'dealFirst' },
      },
    },
    playing: {
      on: {
        'participant.added': { guard: 'canAdd', actions: 'add' },
        'participant.removed': { guard: 'isPresent', actions: 'remove' },
        'card.played': { guard: 'canPlay', actions: 'play' },
        'card.withdrawn': { guard: 'canTakeBack', actions: 'takeBack' },
        'round.revealed': { guard: 'allPlayed', target: 'revealed', actions: 'reveal' },
      },
    },
    revealed: {
      on: {
        'participant.added': { guard: 'canAdd', actions: 'add' },
        'participant.removed': { guard: 'isPresent', actions: 'remove' },
        'round.begun': { guard: 'roundsLeftInHand', target: 'playing', actions: 'nextRound' },
        'hand.dealt': { guard: 'handIsOver', target: 'playing', actions: 'dealAgain' },
      },
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const initiativeDealRecord: RecordFormat = {
  current: 'initiative-deal/2',
  upgrades: { 'initiative-deal/1': renamedEvents({ 'hand.next': 'hand.dealt', 'round.next': 'round.begun', 'card.takenBack': 'card.withdrawn' }) },
};
