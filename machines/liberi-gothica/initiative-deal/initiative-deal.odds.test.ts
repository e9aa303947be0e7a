import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { randomInt, seedRandom, type RandomState } from '../../core/random.js';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealContext, type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import { initiativeDealOdds, ordinal } from './initiative-deal.odds.js';
import { INITIATIVE_DEAL_KIT } from './initiative-deal.kit.js';

const { handOdds, nextOdds, placeOdds, predictionFor } = initiativeDealOdds(INITIATIVE_DEAL_KIT);

type Snap = SnapshotFrom<typeof initiativeDealMachine>;

function play(input: InitiativeDealInput, events: InitiativeDealEvent[]): Snap {
  let [s] = initialTransition(initiativeDealMachine, input);
  for (const e of events) {
    if (!s.can(e)) throw new Error(`refused ${JSON.stringify(e)}`);
    [s] = transition(initiativeDealMachine, s, e);
  }
  return s;
}

// ---- the simulation: its own deck and its own reading of the rule ----------------------

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
const SUIT: Readonly<Record<string, number>> = { s: 0, h: 1, c: 2, d: 3 };
const DECK = [...Object.keys(RANK).flatMap((r) => Object.keys(SUIT).map((s) => r + s)), 'JK1', 'JK2'];
const joker = (c: string) => c.startsWith('JK');

interface Lay {
  id: string;
  seat: number;
  card?: string;
  rank: number;
  fixed: boolean;
}

/** 1-based place of `viewer` among these lays, by the Turn order page's rule. */
function placeOf(viewer: string, lays: Lay[], ctx: InitiativeDealContext): number {
  const suitKey = (l: Lay) => (!l.card ? 9 : joker(l.card) ? (ctx.rulings.jokerTies === 'after-suits' ? 4 : -1) : SUIT[l.card.slice(-1)]!);
  const sourceKey = (l: Lay) => (l.fixed === (ctx.rulings.fixedTies === 'dealt-first') ? 1 : 0);
  const sorted = [...lays].sort(
    (a, b) =>
      (a.card ? 0 : 1) - (b.card ? 0 : 1) || b.rank - a.rank || suitKey(a) - suitKey(b) || sourceKey(a) - sourceKey(b) || a.seat - b.seat,
  );
  return sorted.findIndex((l) => l.id === viewer) + 1;
}

/**
 * Deal every other player a random card from those the viewer cannot see (no two the same;
 * an unseen joker named as an ace), `trials` times, and count where the viewer places.
 */
function simulate(ctx: InitiativeDealContext, viewerId: string, trials: number, seed: number): number[] {
  const viewer = ctx.participants.find((p) => p.id === viewerId)!;
  const mine = ctx.plays[viewerId]!;
  const seen = new Set([...viewer.hand, mine.card, ...ctx.table]);
  const pool = DECK.filter((c) => !seen.has(c));
  const acting = ctx.participants.filter((p) => p.joinedRound < ctx.roundNumber);
  const counts = new Array<number>(acting.length + 1).fill(0);
  let random: RandomState = seedRandom(seed);
  for (let t = 0; t < trials; t++) {
    const deck = [...pool];
    let drawn = 0;
    const lays: Lay[] = acting.map((p) => {
      const seat = ctx.participants.indexOf(p);
      if (p.fixedCard) return { id: p.id, seat, card: p.fixedCard, rank: RANK[p.fixedCard.slice(0, -1)]!, fixed: true };
      if (p.id === viewerId)
        return { id: p.id, seat, card: mine.card, rank: joker(mine.card) ? mine.namedRank! : RANK[mine.card.slice(0, -1)]!, fixed: false };
      if (p.hand.length === 0 && !Object.hasOwn(ctx.plays, p.id)) return { id: p.id, seat, rank: 0, fixed: false };
      let j: number;
      [j, random] = randomInt(random, drawn, deck.length - 1);
      [deck[drawn], deck[j]] = [deck[j]!, deck[drawn]!];
      const card = deck[drawn++]!;
      return { id: p.id, seat, card, rank: joker(card) ? 14 : RANK[card.slice(0, -1)]!, fixed: false };
    });
    counts[placeOf(viewerId, lays, ctx)]! += 1;
  }
  return counts.slice(1).map((n) => n / trials);
}

// ---- tables to look from ----------------------------------------------------------------

const arbTable = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  stack: fc.shuffledSubarray(['Qs', 'Qh', 'Qd', 'Ks', 'Kd', 'As', 'Ah', '2c', 'JK1', 'JK2'], { minLength: 4, maxLength: 10 }),
  holders: fc.integer({ min: 2, max: 5 }),
  monsters: fc.array(fc.constantFrom('Qs', 'Kh', '9d', 'As'), { maxLength: 2 }),
  rulings: fc.record({
    jokerTies: fc.constantFrom('after-suits' as const, 'before-suits' as const),
    fixedTies: fc.constantFrom('dealt-first' as const, 'fixed-first' as const),
  }),
  rounds: fc.integer({ min: 0, max: 3 }),
  viewer: fc.nat(),
  pick: fc.nat(),
  othersPlayed: fc.boolean(),
});

/** Deal, play `rounds` rounds, then the viewer lays a card (and maybe the others too). */
function tableFrom(t: typeof arbTable extends fc.Arbitrary<infer T> ? T : never): { ctx: InitiativeDealContext; viewer: string } {
  const input: InitiativeDealInput = {
    seed: t.seed,
    stackedDeck: t.stack,
    participants: [
      ...Array.from({ length: t.holders }, (_, i) => ({ name: `H${i}`, kind: 'pc' as const })),
      ...t.monsters.map((fixedCard, i) => ({ name: `M${i}`, kind: 'monster' as const, fixedCard })),
    ],
    rulings: t.rulings,
  };
  let s = play(input, [{ type: 'hand.dealt' }]);
  const layAll = (skip?: string) => {
    for (const p of s.context.participants) {
      if (p.id === skip || p.fixedCard || Object.hasOwn(s.context.plays, p.id)) continue;
      const card = p.hand[0]!;
      [s] = transition(
        initiativeDealMachine,
        s,
        joker(card) ? { type: 'card.played', id: p.id, card, namedRank: 13 } : { type: 'card.played', id: p.id, card },
      );
    }
  };
  for (let r = 0; r < t.rounds; r++) {
    layAll();
    [s] = transition(initiativeDealMachine, s, { type: 'round.revealed' });
    [s] = transition(initiativeDealMachine, s, { type: 'round.begun' });
  }
  const viewer = s.context.participants[t.viewer % t.holders]!;
  const card = viewer.hand[t.pick % viewer.hand.length]!;
  [s] = transition(
    initiativeDealMachine,
    s,
    joker(card)
      ? { type: 'card.played', id: viewer.id, card, namedRank: [14, 12, 2][t.pick % 3]! }
      : { type: 'card.played', id: viewer.id, card },
  );
  if (t.othersPlayed) layAll(viewer.id);
  return { ctx: s.context, viewer: viewer.id };
}

describe("the odds of a place in the turn order, from one player's seat", () => {
  it('agrees with 100,000 seeded deals of the unseen cards to within 1 percentage point', () => {
    fc.assert(
      fc.property(arbTable, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (t, simSeed) => {
        const { ctx, viewer } = tableFrom(t);
        const odds = placeOdds(ctx, viewer)!;
        const exact = odds.outcomes.map((o) => o.p);
        const sampled = simulate(ctx, viewer, 100_000, simSeed);
        expect(exact.length).toBe(sampled.length);
        for (const [i, p] of exact.entries())
          expect(Math.abs(p - sampled[i]!), `${ordinal(i + 1)}: ${p} vs ${sampled[i]}`).toBeLessThan(0.01);
      }),
      { numRuns: 8 },
    );
    // 800,000 deals: about 1.5 s alone, several times that on a machine shared with other work.
  }, 60_000);

  it('sums to 1 over the places, each place between 0 and 1', () => {
    fc.assert(
      fc.property(arbTable, (t) => {
        const { ctx, viewer } = tableFrom(t);
        const ps = placeOdds(ctx, viewer)!.outcomes.map((o) => o.p);
        expect(ps.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        for (const p of ps) expect(p >= 0 && p <= 1).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('puts the ace of spades first for certain, and the two of diamonds last but for the cards it cannot lose to', () => {
    const two: InitiativeDealInput = {
      seed: 1,
      stackedDeck: ['As', '3h', '4h', '5h', '6h', '2d', '3c', '4c', '5c', '6c'],
      participants: [
        { name: 'Ada', kind: 'pc' },
        { name: 'Bram', kind: 'pc' },
      ],
    };
    const ace = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'As' }]);
    expect(placeOdds(ace.context, 'p1')!.outcomes.map((o) => o.p)).toEqual([1, 0]);
    const low = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: '2d' }]);
    // 2♦ is the lowest card there is: every card Bram cannot see acts before it.
    expect(placeOdds(low.context, 'p2')!.outcomes.map((o) => o.p)).toEqual([0, 1]);
    // Asked before laying it: Ada's 3♥ acts first only if Bram's card is one of those it beats.
    const before = play(two, [{ type: 'hand.dealt' }]);
    const odds = placeOdds(before.context, 'p1', { card: '3h' })!;
    // Unseen: 54 − Ada's 5 = 49. Acting after 3♥: 2♠ 2♥ 2♣ 2♦ 3♣ 3♦ = 6 of them.
    expect(odds.outcomes[0]!.p).toBeCloseTo(6 / 49, 12);
    expect(odds.question).toBe("Where Ada's 3♥ places this round, with the others' cards unseen (an unseen joker counted as an ace)");
  });

  it("counts a monster whose fixed card outranks this one as certainly ahead, and a dealt copy of the monster's card as ahead of it", () => {
    const s = play(
      {
        seed: 1,
        stackedDeck: ['Ks', '3h', '4h', '5h', '6h'],
        participants: [
          { name: 'Ogre', kind: 'monster', fixedCard: 'As' },
          { name: 'Ada', kind: 'pc' },
        ],
      },
      [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'Ks' }],
    );
    expect(placeOdds(s.context, 'p2')!.outcomes.map((o) => o.p)).toEqual([0, 1]);
    // From the Ogre's seat Ada's card is unseen: 1 in 54 it is the A♠ itself, dealt, which acts first.
    const ogre = placeOdds(s.context, 'p1')!.outcomes.map((o) => o.p);
    expect(ogre[0]).toBeCloseTo(53 / 54, 12);
    expect(ogre[1]).toBeCloseTo(1 / 54, 12);
  });

  it('breaks a tie between two jokers named as aces by table order (table ruling: jokers and suits)', () => {
    const input: InitiativeDealInput = {
      seed: 1,
      stackedDeck: ['JK1', '3h', '4h', '5h', '6h', '2d', '3c', '4c', '5c', '6c'],
      participants: [
        { name: 'Ada', kind: 'pc' },
        { name: 'Bram', kind: 'pc' },
      ],
    };
    const s = play(input, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'JK1', namedRank: 14 }]);
    // 49 cards unseen by Ada: the four aces act before her joker; the other joker, in the
    // hand of Bram (seated after her), would tie and act after.
    expect(placeOdds(s.context, 'p1')!.outcomes[0]!.p).toBeCloseTo(45 / 49, 12);
    const swapped = play(
      {
        ...input,
        participants: [
          { name: 'Bram', kind: 'pc' },
          { name: 'Ada', kind: 'pc' },
        ],
        stackedDeck: ['2d', '3c', '4c', '5c', '6c', 'JK1', '3h', '4h', '5h', '6h'],
      },
      [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'JK1', namedRank: 14 }],
    );
    // Seated second, Ada's joker loses the tie too: 4 aces and the other joker act before it.
    expect(placeOdds(swapped.context, 'p2')!.outcomes[0]!.p).toBeCloseTo(44 / 49, 12);
  });

  it('answers in well under 5 ms on a crowded table', () => {
    const participants = Array.from({ length: 22 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    const s = play({ seed: 3, participants }, [{ type: 'hand.dealt' }]);
    const p = s.context.participants[5]!;
    const started = performance.now();
    for (let i = 0; i < 20; i++) placeOdds(s.context, p.id, { card: p.hand.find((c) => !joker(c))! });
    expect((performance.now() - started) / 20).toBeLessThan(5);
  });

  it('has no odds for someone who does not act this round or has laid no card', () => {
    const s = play(
      {
        seed: 1,
        participants: [
          { name: 'Ada', kind: 'pc' },
          { name: 'Bram', kind: 'pc' },
        ],
      },
      [{ type: 'hand.dealt' }],
    );
    expect(placeOdds(s.context, 'p1')).toBeUndefined();
    expect(placeOdds(s.context, 'nobody')).toBeUndefined();
  });
});

describe('the odds the learning panel shows, from the seat the widget shows the table to', () => {
  const input: InitiativeDealInput = {
    seed: 1,
    stackedDeck: ['As', '3h', '4h', '5h', '6h', '2d', '3c', '4c', '5c', '6c'],
    participants: [
      { name: 'Ada', kind: 'pc' },
      { name: 'Bram', kind: 'pc' },
    ],
  };

  it("are the laid card's places, once that seat has laid one, and nothing without a seat", () => {
    const dealt = play(input, [{ type: 'hand.dealt' }]);
    expect(nextOdds(dealt, 0)).toBeUndefined();
    const laid = play(input, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'As' }]);
    expect(nextOdds(laid, 0)).toEqual(placeOdds(laid.context, 'p1'));
    expect(nextOdds(laid)).toBeUndefined();
    expect(nextOdds(laid, 1)).toBeUndefined();
    expect(nextOdds(laid, 7)).toBeUndefined();
  });
});

describe('what a learner is asked and shown, from an open hand', () => {
  const three: InitiativeDealInput = {
    seed: 1,
    stackedDeck: ['Qd', '2h', '3h', '4h', '5h', 'Qs', '2c', '3c', '4c', '5c'],
    participants: [
      { name: 'Ada', kind: 'pc' },
      { name: 'Bram', kind: 'pc' },
      { name: 'Ogre', kind: 'monster', fixedCard: '9h' },
    ],
  };

  it('asks who acts first only once every card is down, before the reveal', () => {
    expect(predictionFor(play(three, []))).toBeUndefined();
    expect(predictionFor(play(three, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }]))).toBeUndefined();
    const down = play(three, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qd' },
      { type: 'card.played', id: 'p2', card: 'Qs' },
    ]);
    const prediction = predictionFor(down)!;
    expect(prediction.question).toBe('Who acts first this round?');
    expect(prediction.choices.map((c) => c.label)).toEqual(['Ada', 'Bram', 'Ogre']);
    expect(prediction.settledBy).toEqual(['round.revealed']);
    // The prediction changes nothing: the reveal is the same step either way, graded after.
    const [after] = transition(initiativeDealMachine, down, { type: 'round.revealed' });
    const answer = prediction.answer(after.context);
    expect(answer.choice).toBe('p2');
    expect(answer.why[0]!.text).toBe('Bram acts first: Q♠: the highest card, so acts first.');
    expect(answer.why[0]!.rule?.section).toBe('a-round');
  });

  it('gives each card of an open hand its chances of each place, counted here from the cards left unseen', () => {
    const dealt = play(three, [{ type: 'hand.dealt' }]);
    const odds = handOdds(dealt.context, 'p1');
    expect(odds.map((o) => o.card)).toEqual(['Qd', '2h', '3h', '4h', '5h']);
    // Ada's Q♦ against Bram's unseen card (Ada sees her own 5 cards and nothing else: 49
    // unseen) and the Ogre's 9♥: before Bram only if his card is below Q♦. Cards that act
    // before Q♦: the 8 aces and kings, Q♠ Q♥ Q♣, and both jokers (counted as aces) = 13.
    const queen = odds[0]!.odds.outcomes;
    expect(queen.map((o) => o.label)).toEqual(['1st', '2nd', '3rd']);
    expect(queen[0]!.p).toBeCloseTo(36 / 49, 12);
    expect(queen[1]!.p).toBeCloseTo(13 / 49, 12);
    expect(queen[2]!.p).toBe(0);
    // Once laid, the seat has nothing left to choose.
    expect(handOdds(play(three, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }]).context, 'p1')).toEqual([]);
  });
});
