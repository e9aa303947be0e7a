/**
 * Liberi Gothica's initiative deal as an XState v5 machine.
 *
 * setting the table → (hand.dealt) → playing a hand: playing face down ⇄ revealed … ;
 * round.begun inside a hand, hand.dealt again after its last round (everything is gathered,
 * reshuffled and dealt anew). All chance (the generator state and the deck's order) is in
 * context, so the same input and events always tell the same story, and any snapshot can
 * be shown again as it was.
 */
import { assertEvent, assign, setup } from 'xstate';
import { nameProblem, quote } from '../../core/attributes.js';
import { renamedEvents, type RecordFormat } from '../../core/record.js';
import { formatCard, isJoker, returnToPile, stackDeck, standardDeck, type Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import { seedRandom, shuffle, type RandomState } from '../../core/random.js';
import {
  actsThisRound,
  allHavePlayed,
  competitorCount,
  DEFAULT_RULINGS,
  FIXED_CARD,
  formatGameTime,
  handSizeFor,
  holdsHand,
  INITIATIVE_DEAL_RULES as RULES,
  isParticipantKind,
  KIND_LABEL,
  mustPlay,
  NAMEABLE_RANKS,
  SECONDS_PER_ROUND,
  spokenPlay,
  thresholdText,
  turnOrder,
  type Participant,
  type ParticipantKind,
  type Placing,
  type Play,
  type Rulings,
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

// ---- derived values the widget shows ----------------------------------------------

export function isLastRoundOfHand(ctx: InitiativeDealContext): boolean {
  return ctx.roundInHand >= ctx.handSize;
}

export function gameSeconds(ctx: InitiativeDealContext): number {
  return ctx.roundsRevealed * SECONDS_PER_ROUND;
}

/** The placing that acts now, once revealed (undefined before the reveal and once everyone has acted). */
export function actingNow(ctx: InitiativeDealContext): Placing | undefined {
  return ctx.order[ctx.acting];
}

/** Who still has to put a card down this round. */
export function waitingFor(ctx: InitiativeDealContext): Participant[] {
  return ctx.participants.filter((p) => mustPlay(p, ctx.roundNumber, ctx.plays));
}

/** Every card of the deck with where it is now (the property tests count them independently). */
export function cardLocations(ctx: InitiativeDealContext): Card[] {
  return [...ctx.deck, ...ctx.table, ...Object.values(ctx.plays).map((p) => p.card), ...ctx.participants.flatMap((p) => p.hand)];
}

// ---- the machine --------------------------------------------------------------------

const addNewcomer = {
  guard: 'newcomerCanSit',
  actions: 'add',
  description: 'Someone joins: a PC or NPC group is dealt a full hand at once mid-hand; a monster brings its fixed card.',
} as const;

export const initiativeDealMachine = setup({
  types: {
    context: {} as InitiativeDealContext,
    events: {} as InitiativeDealEvent,
    input: {} as InitiativeDealInput,
  },
  guards: {
    newcomerCanSit: ({ event }) => {
      assertEvent(event, 'participant.added');
      return newcomerProblem(event) === undefined;
    },
    isAtTheTable: ({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeProblem(context, event) === undefined;
    },
    someoneIsAtTheTable: ({ context }) => dealProblem(context) === undefined,
    cardCanBePlayed: ({ context, event }) => {
      assertEvent(event, 'card.played');
      return playProblem(context, event) === undefined;
    },
    cardIsFaceDown: ({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdrawProblem(context, event) === undefined;
    },
    someoneStillToAct: ({ context }) => turnEndProblem(context) === undefined,
    everyCardIsDown: ({ context }) => allHavePlayed(context.participants, context.roundNumber, context.plays),
    roundsLeftInHand: ({ context }) => !isLastRoundOfHand(context),
    handIsOver: ({ context }) => isLastRoundOfHand(context),
  },
  actions: {
    add: assign(({ context, event }) => {
      assertEvent(event, 'participant.added');
      return addParticipant(context, event);
    }),
    removeBeforeReveal: assign(({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeParticipant(context, event.id, false, event.legacyOrder === true);
    }),
    removeAfterReveal: assign(({ context, event }) => {
      assertEvent(event, 'participant.removed');
      return removeParticipant(context, event.id, true);
    }),
    dealFirst: assign(({ context }) => dealHand(context, false)),
    dealAgain: assign(({ context }) => dealHand(context, true)),
    play: assign(({ context, event }) => {
      assertEvent(event, 'card.played');
      return playCard(context, event.id, event.card, event.namedRank);
    }),
    takeBack: assign(({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return takeBack(context, event.id, event.legacyOrder === true);
    }),
    reveal: assign(({ context }) => reveal(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    nextRound: assign(({ context }) => nextRound(context)),
  },
}).createMachine({
  id: 'initiativeDeal',
  context: ({ input }) => createInitialContext(input),
  initial: 'setting the table',
  states: {
    'setting the table': {
      description: 'The LM seats everyone who will fight: PCs and NPC groups to be dealt hands, monsters with their fixed cards.',
      on: {
        'participant.added': addNewcomer,
        'participant.removed': {
          guard: 'isAtTheTable',
          actions: 'removeBeforeReveal',
          description: 'Someone leaves before any card is dealt.',
        },
        'hand.dealt': {
          guard: 'someoneIsAtTheTable',
          target: 'playing a hand',
          actions: 'dealFirst',
          description: 'The LM deals every PC and NPC group a hand, its size set by how many compete for cards.',
        },
      },
    },
    'playing a hand': {
      description: 'A hand is out: it lasts one round per card, each round played face down, then revealed.',
      initial: 'playing face down',
      on: { 'participant.added': addNewcomer },
      states: {
        'playing face down': {
          description: 'Everyone with a hand lays one card face down; nobody sees the others until every card is down.',
          on: {
            'card.played': {
              guard: 'cardCanBePlayed',
              actions: 'play',
              description: 'A player lays a card face down (a joker is named as a rank now).',
            },
            'card.withdrawn': {
              guard: 'cardIsFaceDown',
              actions: 'takeBack',
              description: 'Before the reveal, a player takes their face-down card back.',
            },
            'participant.removed': {
              guard: 'isAtTheTable',
              actions: 'removeBeforeReveal',
              description: 'Someone leaves: their hand and any face-down card go back into the deck.',
            },
            'round.revealed': {
              guard: 'everyCardIsDown',
              target: 'revealed',
              actions: 'reveal',
              description: 'Every card is down: all are turned up at once and the turn order is read from them.',
            },
          },
        },
        revealed: {
          description: 'The cards are face up and the turn order stands for this round.',
          on: {
            'participant.removed': {
              guard: 'isAtTheTable',
              actions: 'removeAfterReveal',
              description: 'Someone leaves: their hand goes back into the deck; their turned-up card stays on the table.',
            },
            'turn.ended': {
              guard: 'someoneStillToAct',
              actions: 'endTurn',
              description: 'The one acting now is done: the next in the turn order acts.',
            },
            'round.begun': {
              guard: 'roundsLeftInHand',
              target: 'playing face down',
              actions: 'nextRound',
              description: 'Cards are left in the hand: the next round is played face down.',
            },
            'hand.dealt': {
              guard: 'handIsOver',
              target: 'playing face down',
              actions: 'dealAgain',
              description: 'The last round of the hand is over: every card is gathered, shuffled and dealt again.',
            },
          },
        },
      },
    },
  },
});

/**
 * Before initiative-deal/3 a card taken back (or handed in face down by a leaver) went to the
 * end of the hand, not back to its place; older records keep that, so they replay as they were.
 */
const putBackAtTheEnd = (events: readonly unknown[]): unknown[] =>
  events.map((event) => {
    const type = (event as { type?: unknown } | null)?.type;
    return type === 'card.withdrawn' || type === 'participant.removed' ? { ...(event as object), legacyOrder: true } : event;
  });

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const initiativeDealRecord: RecordFormat = {
  current: 'initiative-deal/3',
  upgrades: {
    'initiative-deal/2': putBackAtTheEnd,
    'initiative-deal/1': (events) =>
      putBackAtTheEnd(
        renamedEvents({ 'hand.next': 'hand.dealt', 'round.next': 'round.begun', 'card.takenBack': 'card.withdrawn' })(events),
      ),
  },
};
