import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealEvent, type InitiativeDealInput, type NewParticipant } from './initiative-deal.context.js';

type Snap = SnapshotFrom<typeof initiativeDealMachine>;

// ---- the rule, written out here from the Turn order page (not from the code under test) ----

const RANK: Readonly<Record<string, number>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};
/** "Spade goes before Heart goes before Club goes before Diamond." */
const SUIT: Readonly<Record<string, number>> = { s: 0, h: 1, c: 2, d: 3 };
const FULL_DECK = [...Object.keys(RANK).flatMap((r) => Object.keys(SUIT).map((s) => r + s)), 'JK1', 'JK2'].sort();
const joker = (card: string) => card === 'JK1' || card === 'JK2';
const rankOfCard = (card: string) => RANK[card.slice(0, -1)]!;

interface Seat {
  id: string;
  seat: number;
  card?: string;
  rank: number;
  fixed: boolean;
}

/**
 * Who acts in what order, from the cards as they lie just before the reveal: a card before
 * no card; higher rank first (aces high; a joker counts as the rank named); on equal rank
 * spades, hearts, clubs, diamonds, a joker after them (or before, by the table's choice);
 * the same card dealt and fixed, the dealt one first (or the fixed one); then table order.
 * `acts` says who takes part this round (the test tracks arrivals itself).
 */
function expectedOrder(before: Snap, acts: (id: string) => boolean): string[] {
  const ctx = before.context;
  const seats: Seat[] = [];
  ctx.participants.forEach((p, seat) => {
    if (!acts(p.id)) return;
    if (p.fixedCard) return void seats.push({ id: p.id, seat, card: p.fixedCard, rank: rankOfCard(p.fixedCard), fixed: true });
    const play = Object.hasOwn(ctx.plays, p.id) ? ctx.plays[p.id] : undefined;
    if (!play) return void seats.push({ id: p.id, seat, rank: 0, fixed: false });
    seats.push({ id: p.id, seat, card: play.card, rank: joker(play.card) ? play.namedRank! : rankOfCard(play.card), fixed: false });
  });
  const suitKey = (s: Seat) => (!s.card ? 9 : joker(s.card) ? (ctx.rulings.jokerTies === 'after-suits' ? 4 : -1) : SUIT[s.card.slice(-1)]!);
  const sourceKey = (s: Seat) => (s.fixed === (ctx.rulings.fixedTies === 'dealt-first') ? 1 : 0);
  return [...seats]
    .sort(
      (a, b) =>
        (a.card ? 0 : 1) - (b.card ? 0 : 1) || b.rank - a.rank || suitKey(a) - suitKey(b) || sourceKey(a) - sourceKey(b) || a.seat - b.seat,
    )
    .map((s) => s.id);
}

type Tie = 'suits' | 'joker and natural' | 'two jokers' | 'fixed and dealt' | 'no card';

/** The kinds of tie broken between neighbours in a revealed order. */
function tiesIn(after: Snap): Tie[] {
  const order = after.context.order;
  const ties: Tie[] = [];
  for (let i = 1; i < order.length; i++) {
    const [a, b] = [order[i - 1]!, order[i]!];
    if (!b.card) ties.push('no card');
    else if (a.rank !== b.rank) continue;
    else if (joker(a.card!) && joker(b.card)) ties.push('two jokers');
    else if (joker(a.card!) || joker(b.card)) ties.push('joker and natural');
    else if (a.card === b.card) ties.push('fixed and dealt');
    else ties.push('suits');
  }
  return ties;
}

// ---- games that reach ties ----------------------------------------------------------------

/** Queens, kings, nines and both jokers stacked on top: most reveals hold equal ranks. */
const TIE_CARDS = ['Qs', 'Qh', 'Qc', 'Qd', 'Ks', 'Kh', 'Kc', 'Kd', '9s', '9h', '9c', '9d', 'JK1', 'JK2'];

const arbTable = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  stackedDeck: fc.shuffledSubarray(TIE_CARDS, { minLength: TIE_CARDS.length }),
  holders: fc.integer({ min: 2, max: 4 }),
  monsters: fc.array(fc.constantFrom('Qs', 'Qd', 'Kd', '9h', 'Kh'), { maxLength: 2 }),
  rulings: fc.record({
    jokerTies: fc.constantFrom('after-suits' as const, 'before-suits' as const),
    fixedTies: fc.constantFrom('dealt-first' as const, 'fixed-first' as const),
  }),
});
type Table = typeof arbTable extends fc.Arbitrary<infer T> ? T : never;

function inputOf(t: Table): InitiativeDealInput {
  const participants: NewParticipant[] = [
    ...Array.from({ length: t.holders }, (_, i) => ({ name: `H${i}`, kind: i % 2 ? ('npc-group' as const) : ('pc' as const) })),
    ...t.monsters.map((card, i) => ({ name: `M${i}`, kind: 'monster' as const, fixedCard: card })),
  ];
  // Monsters sit among the players, not only at the end, so table order is tested too.
  if (participants.length > 2) participants.splice(1, 0, participants.pop()!);
  return { seed: t.seed, stackedDeck: t.stackedDeck, participants, rulings: t.rulings };
}

/**
 * Play a game whose choices fast-check draws: always a legal event, mostly plays and reveals,
 * now and then a newcomer, a leaver or a card taken back. `onReveal` sees the snapshot just
 * before each reveal and the one after, with who acts this round as the test counted it.
 */
function playGame(
  input: InitiativeDealInput,
  choices: readonly number[],
  onReveal: (before: Snap, after: Snap, acts: (id: string) => boolean) => void,
) {
  let [s] = initialTransition(initiativeDealMachine, input);
  const events: InitiativeDealEvent[] = [];
  let round = 0;
  const arrived = new Map<string, number>();
  let joined = 0;
  const RANKS_NAMED = [12, 13];
  for (const c of choices) {
    const ctx = s.context;
    const candidates: InitiativeDealEvent[] = [
      { type: 'hand.dealt' },
      { type: 'round.revealed' },
      { type: 'turn.ended' },
      { type: 'round.begun' },
    ];
    for (const p of ctx.participants) {
      const card = p.hand[c % Math.max(1, p.hand.length)];
      if (card)
        candidates.push(
          joker(card)
            ? { type: 'card.played', id: p.id, card, namedRank: RANKS_NAMED[c % RANKS_NAMED.length]! }
            : { type: 'card.played', id: p.id, card },
        );
    }
    if (c % 13 === 0) candidates.push({ type: 'participant.added', name: `N${joined}`, kind: 'pc' });
    if (c % 17 === 0) candidates.push({ type: 'participant.added', name: `F${joined}`, kind: 'monster', fixedCard: 'Qs' });
    if (c % 19 === 0 && ctx.participants.length > 2)
      candidates.push({ type: 'participant.removed', id: ctx.participants[c % ctx.participants.length]!.id });
    if (c % 7 === 0) for (const id of Object.keys(ctx.plays)) candidates.push({ type: 'card.withdrawn', id });
    const legal = candidates.filter((e) => s.can(e));
    // Plays first when someone still has to play, so rounds get revealed.
    const plays = legal.filter((e) => e.type === 'card.played');
    const pool = plays.length > 0 && c % 3 !== 0 ? plays : legal;
    const event = pool[c % Math.max(1, pool.length)];
    if (!event) continue;
    const before = s;
    [s] = transition(initiativeDealMachine, s, event);
    events.push(event);
    if (event.type === 'hand.dealt' || event.type === 'round.begun') round += 1;
    if (event.type === 'participant.added') {
      joined += 1;
      // Seated before the first deal, they are dealt in; later, they wait for the next round.
      arrived.set(s.context.participants.at(-1)!.id, round === 0 ? 0 : round);
    }
    if (event.type === 'hand.dealt') for (const id of arrived.keys()) arrived.set(id, 0);
    if (event.type === 'round.revealed') onReveal(before, s, (id) => (arrived.get(id) ?? 0) < round);
  }
  return { snapshot: s, events };
}

const arbChoices = fc.array(fc.nat(10_000), { minLength: 10, maxLength: 90 });

describe('the turn order at every reveal', () => {
  it('is the order the rule gives: card before none, rank, suit ♠ ♥ ♣ ♦, the table rulings, then table order', () => {
    const seen = new Map<Tie, number>();
    let reveals = 0;
    fc.assert(
      fc.property(arbTable, arbChoices, (table, choices) => {
        playGame(inputOf(table), choices, (before, after, acts) => {
          reveals += 1;
          expect(after.context.order.map((o) => o.id)).toEqual(expectedOrder(before, acts));
          for (const tie of tiesIn(after)) seen.set(tie, (seen.get(tie) ?? 0) + 1);
          // Each placing counts the rank its card shows (or the joker's named rank).
          for (const o of after.context.order) {
            if (o.card && !joker(o.card)) expect(o.rank).toBe(rankOfCard(o.card));
            expect(o.rule.page).toBe('liberi-gothica/turn-order');
          }
        });
      }),
      // A fixed fast-check seed: the count of ties below is a claim about these 300 games, so
      // it must not depend on the run (with a fresh seed each time, two-joker ties fell to 5 once).
      { numRuns: 300, seed: 20261123 },
    );
    // The games are built to reach ties, and do: every kind of card tie is seen, many times.
    // (Someone with no card needs an exhausted deck: the machine tests stage that one.)
    expect(reveals).toBeGreaterThan(500);
    for (const tie of ['suits', 'joker and natural', 'two jokers', 'fixed and dealt'] as const) {
      expect(seen.get(tie) ?? 0, `${tie} ties seen`).toBeGreaterThan(5);
    }
  });
});

describe('whatever is played', () => {
  it('keeps every one of the 54 cards in exactly one place', () => {
    fc.assert(
      fc.property(arbTable, arbChoices, (table, choices) => {
        const { snapshot } = playGame(inputOf(table), choices, () => {});
        const c = snapshot.context;
        const everywhere = [...c.deck, ...c.table, ...Object.values(c.plays).map((p) => p.card), ...c.participants.flatMap((p) => p.hand)];
        expect(everywhere.sort()).toEqual(FULL_DECK);
      }),
      { numRuns: 150 },
    );
  });

  it('replays the same game from the same seed and events, through JSON', () => {
    fc.assert(
      fc.property(arbTable, arbChoices, (table, choices) => {
        const input = inputOf(table);
        const { snapshot, events } = playGame(input, choices, () => {});
        let [again] = initialTransition(initiativeDealMachine, JSON.parse(JSON.stringify(input)));
        for (const e of JSON.parse(JSON.stringify(events)) as InitiativeDealEvent[]) [again] = transition(initiativeDealMachine, again, e);
        expect(again.context).toEqual(snapshot.context);
        expect(again.value).toEqual(snapshot.value);
      }),
      { numRuns: 60 },
    );
  });
});
