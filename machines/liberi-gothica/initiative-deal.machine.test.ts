import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { parseCards, rankOf, standardDeck, suitOf, type Card } from '../core/cards.js';
import {
  cardLocations, gameSeconds, initiativeDealMachine, waitingFor,
  type InitiativeDealEvent, type InitiativeDealInput,
} from './initiative-deal.machine.js';
import { handSeconds, handSizeFor, SUIT_ORDER } from './initiative-deal.rules.js';
import { parseInitiativeSetup } from './initiative-deal.setup.js';

const cards = (text: string): Card[] => {
  const parsed = parseCards(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.cards;
};

function play(input: InitiativeDealInput, events: InitiativeDealEvent[]) {
  let [snapshot] = initialTransition(initiativeDealMachine, input);
  for (const event of events) {
    if (!snapshot.can(event)) throw new Error(`refused: ${JSON.stringify(event)} in ${JSON.stringify(snapshot.value)}`);
    [snapshot] = transition(initiativeDealMachine, snapshot, event);
  }
  return snapshot;
}

const two: InitiativeDealInput = {
  seed: 1,
  stackedDeck: cards('Qs 2h 3h 4h 5h  Qd 2c 3c 4c 5c'),
  participants: [{ name: 'Ada', kind: 'pc' }, { name: 'Bram', kind: 'pc' }],
};

describe('dealing', () => {
  it('opens by saying the deck is shuffled and who is at the table', () => {
    const [s] = initialTransition(initiativeDealMachine, two);
    expect(s.context.narration).toEqual(['The deck of 54 cards is shuffled. At the table: Ada, Bram. Add everyone who competes, then deal.']);
  });

  it('deals each PC and NPC group a hand of 5 from a 54-card deck', () => {
    const s = play({ seed: 3, participants: [{ name: 'A', kind: 'pc' }, { name: 'G', kind: 'npc-group' }] }, [{ type: 'hand.dealt' }]);
    expect(s.context.participants.map((p) => p.hand.length)).toEqual([5, 5]);
    expect(s.context.deck).toHaveLength(44);
    expect(cardLocations(s.context)).toHaveLength(54);
  });

  it('deals a full hand at a time in table order, so a stacked deck is easy to read', () => {
    const s = play(two, [{ type: 'hand.dealt' }]);
    expect(s.context.participants[0]!.hand).toEqual(cards('Qs 2h 3h 4h 5h'));
    expect(s.context.participants[1]!.hand).toEqual(cards('Qd 2c 3c 4c 5c'));
  });

  it('gives a monster no hand: it uses its fixed value and suit', () => {
    const s = play({ seed: 2, participants: [{ name: 'Ogre', kind: 'monster', fixedCard: 'Ks' }, { name: 'A', kind: 'pc' }] }, [{ type: 'hand.dealt' }]);
    expect(s.context.participants[0]!.hand).toEqual([]);
    expect(s.context.deck).toHaveLength(49);
  });

  it('lets the LM give a unique NPC a hand, or a fixed card instead', () => {
    const s = play(
      { seed: 2, participants: [{ name: 'Countess', kind: 'unique-npc' }, { name: 'Wight', kind: 'unique-npc', fixedCard: 'Kd' }] },
      [{ type: 'hand.dealt' }],
    );
    expect(s.context.participants[0]!.hand).toHaveLength(5);
    expect(s.context.participants[1]!.hand).toHaveLength(0);
  });

  it('refuses a monster without a fixed card, or a PC with one', () => {
    const [s] = initialTransition(initiativeDealMachine, { seed: 1 });
    expect(s.can({ type: 'participant.added', name: 'Ogre', kind: 'monster' })).toBe(false);
    expect(s.can({ type: 'participant.added', name: 'Ada', kind: 'pc', fixedCard: 'Qs' })).toBe(false);
    expect(s.can({ type: 'participant.added', name: 'Ogre', kind: 'monster', fixedCard: 'JK1' })).toBe(false);
  });

  it('does not deal to an empty table', () => {
    const [s] = initialTransition(initiativeDealMachine, { seed: 1 });
    expect(s.can({ type: 'hand.dealt' })).toBe(false);
  });
});

describe('hand sizes and the game clock', () => {
  it.each([
    [1, 5], [10, 5], [11, 4], [13, 4], [14, 3], [18, 3], [19, 2], [22, 2], [23, 1], [40, 1],
  ])('deals %i competitors hands of %i', (n, size) => {
    expect(handSizeFor(n)).toBe(size);
    const participants = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    const s = play({ seed: n, participants }, [{ type: 'hand.dealt' }]);
    expect(s.context.handSize).toBe(size);
  });

  it('counts only those competing for cards (not monsters) against the thresholds', () => {
    const participants = [
      ...Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const })),
      { name: 'Ogre', kind: 'monster' as const, fixedCard: 'Ks' },
    ];
    expect(play({ seed: 1, participants }, [{ type: 'hand.dealt' }]).context.handSize).toBe(5);
  });

  it.each([[5, 30], [4, 24], [3, 18], [2, 12], [1, 6]])('times a hand of %i at %i seconds', (size, seconds) => {
    expect(handSeconds(size)).toBe(seconds);
  });

  it('adds 6 seconds of game time for every round revealed', () => {
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
      { type: 'round.begun' },
      { type: 'card.played', id: 'p1', card: '2h' },
      { type: 'card.played', id: 'p2', card: '2c' },
      { type: 'round.revealed' },
    ]);
    expect(gameSeconds(s.context)).toBe(12);
  });
});

describe('playing and revealing a round', () => {
  it('reveals only when everyone has played a card face down', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }]);
    expect(s.can({ type: 'round.revealed' })).toBe(false);
    expect(waitingFor(s.context).map((p) => p.name)).toEqual(['Bram']);
  });

  it('refuses a card that is not in the hand, or a second card in one round', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }]);
    expect(s.can({ type: 'card.played', id: 'p2', card: 'Qs' })).toBe(false);
    expect(s.can({ type: 'card.played', id: 'p1', card: '2h' })).toBe(false);
  });

  it('lets a player take a face-down card back before the reveal', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }, { type: 'card.withdrawn', id: 'p1' }]);
    expect(s.context.plays).toEqual({});
    expect(s.context.participants[0]!.hand).toContain('Qs');
  });

  it('puts a spade before a diamond of the same rank, and says why', () => {
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
    expect(s.context.order[1]!.reason).toBe('Q♠ before Q♦: spades act first');
  });

  it('orders equal ranks spade, heart, club, diamond', () => {
    const input: InitiativeDealInput = {
      seed: 1,
      stackedDeck: cards('7d 2s 3s 4s 5s  7c 6s 2h 3h 4h  7h 6h 2c 3c 4c  7s 5c 2d 3d 4d'),
      participants: [{ name: 'D', kind: 'pc' }, { name: 'C', kind: 'pc' }, { name: 'H', kind: 'pc' }, { name: 'S', kind: 'pc' }],
    };
    const s = play(input, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: '7d' },
      { type: 'card.played', id: 'p2', card: '7c' },
      { type: 'card.played', id: 'p3', card: '7h' },
      { type: 'card.played', id: 'p4', card: '7s' },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['S', 'H', 'C', 'D']);
    expect(s.context.order.map((o) => o.reason).slice(1)).toEqual([
      '7♠ before 7♥: spades act first',
      '7♥ before 7♣: hearts act before clubs',
      '7♣ before 7♦: clubs act before diamonds',
    ]);
  });

  it('counts aces high', () => {
    const s = play({ ...two, stackedDeck: cards('As 2h 3h 4h 5h Kd 2c 3c 4c 5c') }, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'As' },
      { type: 'card.played', id: 'p2', card: 'Kd' },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
    expect(s.context.order[1]!.reason).toBe('A♠ before K♦: an ace outranks a king (aces high)');
  });

  it('lets a joker count as whatever rank its player names', () => {
    const s = play({ ...two, stackedDeck: cards('JK 2h 3h 4h 5h Kd 2c 3c 4c 5c') }, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'JK1', namedRank: 14 },
      { type: 'card.played', id: 'p2', card: 'Kd' },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
  });

  it('refuses a joker played without a named rank', () => {
    const s = play({ ...two, stackedDeck: cards('JK 2h 3h 4h 5h Kd 2c 3c 4c 5c') }, [{ type: 'hand.dealt' }]);
    expect(s.can({ type: 'card.played', id: 'p1', card: 'JK1' })).toBe(false);
    expect(s.can({ type: 'card.played', id: 'p1', card: 'JK1', namedRank: 15 })).toBe(false);
  });
});

describe('table rulings on ties', () => {
  const jokerVsQueen = (jokerTies?: 'after-suits' | 'before-suits') =>
    play({ ...two, stackedDeck: cards('JK 2h 3h 4h 5h Qd 2c 3c 4c 5c'), rulings: jokerTies ? { jokerTies } : {} }, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'JK1', namedRank: 12 },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
    ]);

  it('puts a joker after natural cards of the rank it names, even a diamond (default)', () => {
    const s = jokerVsQueen();
    expect(s.context.order.map((o) => o.name)).toEqual(['Bram', 'Ada']);
    expect(s.context.order[1]!.reason).toBe(
      'Q♦ before JK as Q: a joker has no suit, so it acts after natural cards of the rank it names (table ruling)',
    );
  });

  it('puts a joker before them when the table chooses so', () => {
    expect(jokerVsQueen('before-suits').context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
  });

  it('orders two jokers naming the same rank by table order', () => {
    const s = play({ ...two, stackedDeck: cards('JK2 2h 3h 4h 5h JK1 2c 3c 4c 5c') }, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p2', card: 'JK1', namedRank: 9 },
      { type: 'card.played', id: 'p1', card: 'JK2', namedRank: 9 },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
    expect(s.context.order[1]!.reason).toMatch(/two jokers naming the same rank go in table order/);
  });

  const monsterVsDealt = (fixedTies?: 'dealt-first' | 'fixed-first') =>
    play(
      {
        seed: 1,
        stackedDeck: cards('Qs 2h 3h 4h 5h'),
        participants: [{ name: 'Ogre', kind: 'monster', fixedCard: 'Qs' }, { name: 'Ada', kind: 'pc' }],
        rulings: fixedTies ? { fixedTies } : {},
      },
      [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'Qs' }, { type: 'round.revealed' }],
    );

  it("puts a card dealt from the deck before a monster's identical fixed card (default)", () => {
    const s = monsterVsDealt();
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Ogre']);
    expect(s.context.order[1]!.reason).toMatch(/a card dealt from the deck acts before a monster's fixed card/);
  });

  it("puts the monster's fixed card first when the table chooses so", () => {
    expect(monsterVsDealt('fixed-first').context.order.map((o) => o.name)).toEqual(['Ogre', 'Ada']);
  });
});

describe('hands ending and being dealt again', () => {
  const fiveRounds = (): InitiativeDealEvent[] => {
    const a = cards('Qs 2h 3h 4h 5h');
    const b = cards('Qd 2c 3c 4c 5c');
    const events: InitiativeDealEvent[] = [{ type: 'hand.dealt' }];
    for (let r = 0; r < 5; r++) {
      events.push({ type: 'card.played', id: 'p1', card: a[r]! }, { type: 'card.played', id: 'p2', card: b[r]! }, { type: 'round.revealed' });
      if (r < 4) events.push({ type: 'round.begun' });
    }
    return events;
  };

  it('plays as many rounds as the hand has cards, then cannot go on without a new deal', () => {
    const s = play(two, fiveRounds());
    expect(s.context.roundInHand).toBe(5);
    expect(s.can({ type: 'round.begun' })).toBe(false);
    expect(s.can({ type: 'hand.dealt' })).toBe(true);
  });

  it('reshuffles the whole deck after the last round and deals new hands', () => {
    const s = play(two, [...fiveRounds(), { type: 'hand.dealt' }]);
    expect(s.context.hand).toBe(2);
    expect(s.context.roundInHand).toBe(1);
    expect(s.context.table).toEqual([]);
    expect(s.context.participants.map((p) => p.hand.length)).toEqual([5, 5]);
    expect([...cardLocations(s.context)].sort()).toEqual(standardDeck(true).sort());
    expect(gameSeconds(s.context)).toBe(30);
  });
});

describe('newcomers and leavers', () => {
  it('deals a newcomer a full hand at once; they play from the round after joining', () => {
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'participant.added', name: 'Cato', kind: 'pc' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
    ]);
    const cato = s.context.participants[2]!;
    expect(cato.hand).toHaveLength(5);
    expect(s.can({ type: 'card.played', id: 'p3', card: cato.hand[0]! })).toBe(false);
    expect(s.can({ type: 'round.revealed' })).toBe(true);
    const revealed = play(two, [
      { type: 'hand.dealt' },
      { type: 'participant.added', name: 'Cato', kind: 'pc' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
      { type: 'round.begun' },
    ]);
    expect(revealed.can({ type: 'card.played', id: 'p3', card: cato.hand[0]! })).toBe(true);
  });

  it("shuffles what is left of a newcomer's hand back into the deck when the hand ends", () => {
    const a = cards('Qs 2h 3h 4h 5h');
    const b = cards('Qd 2c 3c 4c 5c');
    const events: InitiativeDealEvent[] = [{ type: 'hand.dealt' }];
    for (let r = 0; r < 5; r++) {
      if (r === 3) events.push({ type: 'participant.added', name: 'Cato', kind: 'pc' });
      events.push({ type: 'card.played', id: 'p1', card: a[r]! }, { type: 'card.played', id: 'p2', card: b[r]! });
      if (r === 4) events.push({ type: 'card.played', id: 'p3', card: 'PLACEHOLDER' });
      events.push({ type: 'round.revealed' });
      if (r < 4) events.push({ type: 'round.begun' });
    }
    // Cato joined in round 4, so plays once (round 5): fill in a card from his hand.
    const beforeLast = play(two, events.slice(0, events.findIndex((e) => e.type === 'card.played' && e.card === 'PLACEHOLDER')));
    const cato = beforeLast.context.participants[2]!;
    const idx = events.findIndex((e) => e.type === 'card.played' && e.card === 'PLACEHOLDER');
    events[idx] = { type: 'card.played', id: 'p3', card: cato.hand[0]! };
    const end = play(two, events);
    expect(end.context.participants[2]!.hand).toHaveLength(4);
    const next = play(two, [...events, { type: 'hand.dealt' }]);
    expect(next.context.participants.map((p) => p.hand.length)).toEqual([5, 5, 5]);
    expect([...cardLocations(next.context)].sort()).toEqual(standardDeck(true).sort());
  });

  it('keeps the current hand size when a newcomer passes a threshold, and applies it at the next deal', () => {
    const participants = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    const s = play({ seed: 9, participants }, [{ type: 'hand.dealt' }, { type: 'participant.added', name: 'Eleventh', kind: 'pc' }]);
    expect(s.context.handSize).toBe(5);
    // 50 cards dealt, 4 left: the newcomer gets what remains.
    expect(s.context.participants[10]!.hand).toHaveLength(4);
    expect(s.context.narration[0]).toMatch(/the deck is short/);
  });

  it('places whoever has no card to play after everyone who played one', () => {
    const participants = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    let s = play({ seed: 9, participants }, [
      { type: 'hand.dealt' },
      { type: 'participant.added', name: 'Late', kind: 'pc' },
      { type: 'participant.added', name: 'Later', kind: 'pc' },
    ]);
    expect(s.context.participants[11]!.hand).toHaveLength(0);
    const natural = (hand: readonly string[]) => hand.find((c) => !c.startsWith('JK'))!;
    const events: InitiativeDealEvent[] = s.context.participants.slice(0, 10).map((p) => ({ type: 'card.played', id: p.id, card: natural(p.hand) }));
    events.push({ type: 'round.revealed' }, { type: 'round.begun' });
    for (const e of events) [s] = transition(initiativeDealMachine, s, e);
    for (const p of s.context.participants.slice(0, 11)) [s] = transition(initiativeDealMachine, s, { type: 'card.played', id: p.id, card: natural(p.hand) });
    expect(s.can({ type: 'round.revealed' })).toBe(true);
    [s] = transition(initiativeDealMachine, s, { type: 'round.revealed' });
    expect(s.context.order).toHaveLength(12);
    expect(s.context.order.at(-1)!.name).toBe('Later');
    expect(s.context.order.at(-1)!.reason).toMatch(/has no card to play this round/);
  });

  it('returns a leaver\'s hand and face-down card to the deck', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'Qd' }, { type: 'participant.removed', id: 'p2' }]);
    expect(s.context.participants.map((p) => p.name)).toEqual(['Ada']);
    expect(s.context.deck).toHaveLength(49);
    expect(s.context.deck).toContain('Qd');
    expect([...cardLocations(s.context)].sort()).toEqual(standardDeck(true).sort());
  });

  it('does not let a monster joining mid-round act until the next round', () => {
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'participant.added', name: 'Ogre', kind: 'monster', fixedCard: 'As' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
    ]);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
  });
});

describe('setup attributes', () => {
  it('reads participants, a stacked deck and the rulings', () => {
    const { input, errors } = parseInitiativeSetup(
      { seed: '12', deck: 'Q♠ Qd', participants: 'Ada: pc; Ghouls: npc; Ogre: monster Q♠; Countess: unique; Wight: unique K♦', jokerTies: 'before-suits' },
      0,
    );
    expect(errors).toEqual([]);
    expect(input.seed).toBe(12);
    expect(input.stackedDeck).toEqual(['Qs', 'Qd']);
    expect(input.participants).toEqual([
      { name: 'Ada', kind: 'pc' },
      { name: 'Ghouls', kind: 'npc-group' },
      { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
      { name: 'Countess', kind: 'unique-npc' },
      { name: 'Wight', kind: 'unique-npc', fixedCard: 'Kd' },
    ]);
    expect(input.rulings).toEqual({ jokerTies: 'before-suits', fixedTies: 'dealt-first' });
  });

  it('names each bad attribute and falls back to a default for it alone', () => {
    const { input, errors } = parseInitiativeSetup({ seed: 'abc', deck: 'Qs 11h', participants: 'Ogre: monster', fixedTies: 'sometimes' }, 77);
    expect(input.seed).toBe(77);
    expect(input.stackedDeck).toEqual([]);
    expect(input.participants!.length).toBeGreaterThan(0);
    expect(errors).toEqual([
      'seed: "abc" is not a whole number, so a fresh seed was used',
      'deck: "11h" is not a card (try forms like A♠, 10h, Qd or JK); the deck is shuffled instead',
      'participants: Ogre is a monster and needs a fixed card, e.g. "Ogre: monster Q♠"; the sample table is used instead',
      'fixed-ties: "sometimes" is not dealt-first or fixed-first; dealt-first is used',
    ]);
  });
});

// ---- properties over random games ---------------------------------------------------

/** Drive a game with choices drawn from fast-check: always a legal event. */
function randomGame(seed: number, choices: number[]) {
  const [first] = initialTransition(initiativeDealMachine, {
    seed,
    participants: [{ name: 'A', kind: 'pc' }, { name: 'B', kind: 'npc-group' }, { name: 'M', kind: 'monster', fixedCard: '9h' }],
  });
  let s = first;
  const events: InitiativeDealEvent[] = [];
  let joined = 0;
  for (const c of choices) {
    const ctx = s.context;
    const candidates: InitiativeDealEvent[] = [{ type: 'hand.dealt' }, { type: 'round.revealed' }, { type: 'round.begun' }];
    for (const p of waitingFor(ctx)) {
      const card = p.hand[c % p.hand.length]!;
      candidates.push(card.startsWith('JK') ? { type: 'card.played', id: p.id, card, namedRank: 2 + (c % 13) } : { type: 'card.played', id: p.id, card });
    }
    if (c % 7 === 0) candidates.push({ type: 'participant.added', name: `N${joined++}`, kind: c % 2 ? 'pc' : 'npc-group' });
    if (c % 11 === 0 && ctx.participants.length > 1) candidates.push({ type: 'participant.removed', id: ctx.participants[c % ctx.participants.length]!.id });
    if (c % 5 === 0) for (const id of Object.keys(ctx.plays)) candidates.push({ type: 'card.withdrawn', id });
    const legal = candidates.filter((e) => s.can(e));
    if (legal.length === 0) continue;
    const event = legal[c % legal.length]!;
    events.push(event);
    [s] = transition(initiativeDealMachine, s, event);
  }
  return { snapshot: s, events };
}

describe('properties', () => {
  const choices = fc.array(fc.nat(1000), { maxLength: 120 });

  it('keeps every one of the 54 cards in exactly one place', () => {
    fc.assert(
      fc.property(fc.integer(), choices, (seed, cs) => {
        const { snapshot } = randomGame(seed, cs);
        expect([...cardLocations(snapshot.context)].sort()).toEqual(standardDeck(true).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('gives a total order that agrees with rank, then suit', () => {
    fc.assert(
      fc.property(fc.integer(), choices, (seed, cs) => {
        const { snapshot } = randomGame(seed, cs);
        const order = snapshot.context.order;
        expect(new Set(order.map((o) => o.id)).size).toBe(order.length);
        for (let i = 1; i < order.length; i++) {
          const a = order[i - 1]!;
          const b = order[i]!;
          if (b.source === 'none') continue;
          expect(a.source).not.toBe('none');
          expect(a.rank).toBeGreaterThanOrEqual(b.rank);
          const natural = (card?: string) => card !== undefined && !card.startsWith('JK');
          if (a.rank === b.rank && natural(a.card) && natural(b.card)) {
            expect(SUIT_ORDER.indexOf(suitOf(a.card!)!)).toBeLessThanOrEqual(SUIT_ORDER.indexOf(suitOf(b.card!)!));
          }
          if (natural(a.card)) expect(a.rank).toBe(rankOf(a.card!));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replays the same game from the same seed and events', () => {
    fc.assert(
      fc.property(fc.integer(), choices, (seed, cs) => {
        const { snapshot, events } = randomGame(seed, cs);
        const again = play(
          { seed, participants: [{ name: 'A', kind: 'pc' }, { name: 'B', kind: 'npc-group' }, { name: 'M', kind: 'monster', fixedCard: '9h' }] },
          events,
        );
        expect(again.context).toEqual(snapshot.context);
        expect(again.value).toEqual(snapshot.value);
      }),
      { numRuns: 60 },
    );
  });
});
