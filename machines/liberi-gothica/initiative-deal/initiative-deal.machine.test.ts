import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { parseCards, standardDeck, type Card } from '../../core/cards.js';
import { initiativeDealMachine, initiativeDealRecord } from './initiative-deal.machine.js';
import { actingNow, gameSeconds, waitingFor } from './initiative-deal.view.js';
import { cardLocations, newcomerProblem, playProblem } from './initiative-deal.steps.js';
import { type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import { handSeconds, handSizeFor, INITIATIVE_DEAL_RULES, thresholdText } from './initiative-deal.rules.js';

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
  participants: [
    { name: 'Ada', kind: 'pc' },
    { name: 'Bram', kind: 'pc' },
  ],
};

describe('dealing', () => {
  it('opens by saying the deck is shuffled and who is at the table', () => {
    const [s] = initialTransition(initiativeDealMachine, two);
    expect(s.context.narration.map((w) => w.text)).toEqual([
      'The deck of 54 cards is shuffled. At the table: Ada, Bram. Add everyone who competes, then deal.',
    ]);
    expect(s.context.narration[0]!.rule).toEqual(INITIATIVE_DEAL_RULES.hands);
    expect(s.matches('setting the table')).toBe(true);
  });

  it('deals each PC and NPC group a hand of 5 from a 54-card deck', () => {
    const s = play(
      {
        seed: 3,
        participants: [
          { name: 'A', kind: 'pc' },
          { name: 'G', kind: 'npc-group' },
        ],
      },
      [{ type: 'hand.dealt' }],
    );
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
    const s = play(
      {
        seed: 2,
        participants: [
          { name: 'Ogre', kind: 'monster', fixedCard: 'Ks' },
          { name: 'A', kind: 'pc' },
        ],
      },
      [{ type: 'hand.dealt' }],
    );
    expect(s.context.participants[0]!.hand).toEqual([]);
    expect(s.context.deck).toHaveLength(49);
  });

  it('lets the LM give a unique NPC a hand, or a fixed card instead', () => {
    const s = play(
      {
        seed: 2,
        participants: [
          { name: 'Countess', kind: 'unique-npc' },
          { name: 'Wight', kind: 'unique-npc', fixedCard: 'Kd' },
        ],
      },
      [{ type: 'hand.dealt' }],
    );
    expect(s.context.participants[0]!.hand).toHaveLength(5);
    expect(s.context.participants[1]!.hand).toHaveLength(0);
  });

  it('refuses a monster without a fixed card, or a PC with one, and says why', () => {
    const [s] = initialTransition(initiativeDealMachine, { seed: 1 });
    expect(s.can({ type: 'participant.added', name: 'Ogre', kind: 'monster' })).toBe(false);
    expect(s.can({ type: 'participant.added', name: 'Ada', kind: 'pc', fixedCard: 'Qs' })).toBe(false);
    expect(s.can({ type: 'participant.added', name: 'Ogre', kind: 'monster', fixedCard: 'JK1' })).toBe(false);
    expect(newcomerProblem({ name: 'Ogre', kind: 'monster' })).toBe(
      'Ogre is a monster and needs a fixed card: a value and a suit, such as Q♠',
    );
    expect(newcomerProblem({ name: 'Ada', kind: 'pc', fixedCard: 'Qs' })).toBe('Ada is dealt a hand, so takes no fixed card (Q♠)');
    expect(newcomerProblem({ name: 'Ogre', kind: 'monster', fixedCard: 'JK1' })).toBe(
      "Ogre's fixed card cannot be a joker: a fixed card needs a value and a suit",
    );
    expect(newcomerProblem({ name: ' ', kind: 'pc' })).toBe('a name cannot be blank');
    expect(newcomerProblem({ name: 'Wight', kind: 'unique-npc' })).toBeUndefined();
    expect(newcomerProblem({ name: 'Wight', kind: 'unique-npc', fixedCard: 'Kd' })).toBeUndefined();
  });

  it('finds no kind, seat or card under an inherited name such as constructor', () => {
    const [s] = initialTransition(initiativeDealMachine, two);
    expect(newcomerProblem({ name: 'Ada', kind: 'constructor' })).toMatch(/is not a kind of participant/);
    expect(s.can({ type: 'participant.added', name: 'Ada', kind: 'constructor' as never })).toBe(false);
    expect(s.can({ type: 'participant.removed', id: 'constructor' })).toBe(false);
    const dealt = play(two, [{ type: 'hand.dealt' }]);
    expect(dealt.can({ type: 'card.withdrawn', id: 'constructor' })).toBe(false);
    expect(dealt.can({ type: 'card.played', id: 'constructor', card: 'Qs' })).toBe(false);
    expect(playProblem(dealt.context, { id: 'toString', card: 'Qs' })).toBe('nobody with that seat is at the table');
  });

  it('does not deal to an empty table', () => {
    const [s] = initialTransition(initiativeDealMachine, { seed: 1 });
    expect(s.can({ type: 'hand.dealt' })).toBe(false);
  });
});

describe('hand sizes and the game clock', () => {
  it.each([
    [1, 5],
    [10, 5],
    [11, 4],
    [13, 4],
    [14, 3],
    [18, 3],
    [19, 2],
    [22, 2],
    [23, 1],
    [40, 1],
  ])('deals %i competitors hands of %i', (n, size) => {
    expect(handSizeFor(n)).toBe(size);
    const participants = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    const s = play({ seed: n, participants }, [{ type: 'hand.dealt' }]);
    expect(s.context.handSize).toBe(size);
  });

  it('counts only those dealt a hand against the thresholds, not monsters with a fixed card (ruling: who counts, and when hands shrink)', () => {
    const participants = [
      ...Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const })),
      { name: 'Ogre', kind: 'monster' as const, fixedCard: 'Ks' },
    ];
    expect(play({ seed: 1, participants }, [{ type: 'hand.dealt' }]).context.handSize).toBe(5);
  });

  it.each([
    [10, undefined],
    [11, '11 or more'],
    [13, '11 or more'],
    [14, '14 or more'],
    [19, '19 or more'],
    [23, '23 or more'],
    [40, '23 or more'],
  ])('says why %i competitors get a smaller hand: %s', (n, text) => {
    expect(thresholdText(n)).toBe(text);
  });

  it('explains a smaller hand with the threshold it crossed, and the fixed cards left out of the count', () => {
    const participants = [
      ...Array.from({ length: 14 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const })),
      { name: 'Ogre', kind: 'monster' as const, fixedCard: 'Ks' },
    ];
    const s = play({ seed: 1, participants }, [{ type: 'hand.dealt' }]);
    expect(s.context.narration.map((w) => w.text)).toEqual([
      'Hand 1: 14 competing for cards, so each is dealt 3 cards (14 is 14 or more).',
      'One participant uses a fixed card and is not counted.',
      'Round 1: everyone with a hand plays one card face down.',
    ]);
    expect(s.context.narration.map((w) => w.rule?.section)).toEqual(['smaller-hands-for-crowded-fights', 'who-counts', 'a-round']);
  });

  it.each([
    [5, 30],
    [4, 24],
    [3, 18],
    [2, 12],
    [1, 6],
  ])('times a hand of %i at %i seconds', (size, seconds) => {
    expect(handSeconds(size)).toBe(seconds);
  });

  it('adds 6 seconds of game time for every round revealed (ruling: the game clock)', () => {
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

  it('refuses a card that is not in the hand, or a second card in one round, and says why', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }]);
    expect(s.can({ type: 'card.played', id: 'p2', card: 'Qs' })).toBe(false);
    expect(s.can({ type: 'card.played', id: 'p1', card: '2h' })).toBe(false);
    expect(playProblem(s.context, { id: 'p2', card: 'Qs' })).toBe('Bram holds no such card');
    expect(playProblem(s.context, { id: 'p1', card: '2h' })).toBe('Ada has already laid a card face down this round');
    expect(playProblem(s.context, { id: 'p2', card: 'Qd', namedRank: 12 })).toBe('only a joker is named as a rank');
  });

  it('lets a player take a face-down card back before the reveal (table ruling: taking a card back)', () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }, { type: 'card.withdrawn', id: 'p1' }]);
    expect(s.context.plays).toEqual({});
    expect(s.context.participants[0]!.hand).toContain('Qs');
    expect(s.context.narration[0]!.rule).toEqual(INITIATIVE_DEAL_RULES.takingBack);
  });

  it('puts a card taken back where it was in the hand, so laying and taking back changes nothing', () => {
    const dealt = play(two, [{ type: 'hand.dealt' }]);
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: dealt.context.participants[0]!.hand[1]! },
      { type: 'card.withdrawn', id: 'p1' },
    ]);
    expect(s.context.participants[0]!.hand).toEqual(dealt.context.participants[0]!.hand);
    expect({ ...s.context, narration: [] }).toEqual({ ...dealt.context, narration: [] });
  });

  it("shuffles back a leaver's face-down card as if it had never left the hand", () => {
    const three = { ...two, participants: [...two.participants!, { name: 'Cleo', kind: 'pc' as const }] };
    const dealt = play(three, [{ type: 'hand.dealt' }]);
    const card = dealt.context.participants[2]!.hand[0]!;
    const laid = play(three, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p3', card }, { type: 'participant.removed', id: 'p3' }]);
    const never = play(three, [{ type: 'hand.dealt' }, { type: 'participant.removed', id: 'p3' }]);
    expect({ ...laid.context, narration: [] }).toEqual({ ...never.context, narration: [] });
  });

  it('replays a table saved before initiative-deal/3 as it was: a card taken back went to the end of the hand', () => {
    const dealt = play(two, [{ type: 'hand.dealt' }]);
    const [first, ...rest] = dealt.context.participants[0]!.hand;
    const events = initiativeDealRecord.upgrades['initiative-deal/2']!([
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: first },
      { type: 'card.withdrawn', id: 'p1' },
    ]);
    expect(play(two, events as InitiativeDealEvent[]).context.participants[0]!.hand).toEqual([...rest, first]);
  });

  it('plays face down until every card is down, then is revealed, and no card is taken back after', () => {
    let s = play(two, [{ type: 'hand.dealt' }]);
    expect(s.matches({ 'playing a hand': 'playing face down' })).toBe(true);
    s = play(two, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
    ]);
    expect(s.matches({ 'playing a hand': 'revealed' })).toBe(true);
    expect(s.can({ type: 'card.withdrawn', id: 'p1' })).toBe(false);
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
      participants: [
        { name: 'D', kind: 'pc' },
        { name: 'C', kind: 'pc' },
        { name: 'H', kind: 'pc' },
        { name: 'S', kind: 'pc' },
      ],
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

  it('puts a joker after natural cards of the rank it names, even a diamond (table ruling: jokers and suits, default)', () => {
    const s = jokerVsQueen();
    expect(s.context.order.map((o) => o.name)).toEqual(['Bram', 'Ada']);
    expect(s.context.order[1]!.reason).toBe(
      'Q♦ before JK as Q: a joker has no suit, so it acts after natural cards of the rank it names (table ruling)',
    );
  });

  it('puts a joker before them when the table chooses so', () => {
    expect(jokerVsQueen('before-suits').context.order.map((o) => o.name)).toEqual(['Ada', 'Bram']);
  });

  it('orders two jokers naming the same rank by table order (table ruling: jokers and suits)', () => {
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
        participants: [
          { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
          { name: 'Ada', kind: 'pc' },
        ],
        rulings: fixedTies ? { fixedTies } : {},
      },
      [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'Qs' }, { type: 'round.revealed' }],
    );

  it("puts a card dealt from the deck before a monster's identical fixed card (ruling: a monster's card against the same card from the deck)", () => {
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
      events.push(
        { type: 'card.played', id: 'p1', card: a[r]! },
        { type: 'card.played', id: 'p2', card: b[r]! },
        { type: 'round.revealed' },
      );
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
  it('deals a newcomer a full hand at once; they play from the round after joining (ruling: newcomers wait a round, monsters too)', () => {
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
    const beforeLast = play(
      two,
      events.slice(
        0,
        events.findIndex((e) => e.type === 'card.played' && e.card === 'PLACEHOLDER'),
      ),
    );
    const cato = beforeLast.context.participants[2]!;
    const idx = events.findIndex((e) => e.type === 'card.played' && e.card === 'PLACEHOLDER');
    events[idx] = { type: 'card.played', id: 'p3', card: cato.hand[0]! };
    const end = play(two, events);
    expect(end.context.participants[2]!.hand).toHaveLength(4);
    const next = play(two, [...events, { type: 'hand.dealt' }]);
    expect(next.context.participants.map((p) => p.hand.length)).toEqual([5, 5, 5]);
    expect([...cardLocations(next.context)].sort()).toEqual(standardDeck(true).sort());
  });

  it('keeps the current hand size when a newcomer passes a threshold, and applies it at the next deal (table ruling: crossing a threshold mid-hand)', () => {
    const participants = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    const s = play({ seed: 9, participants }, [{ type: 'hand.dealt' }, { type: 'participant.added', name: 'Eleventh', kind: 'pc' }]);
    expect(s.context.handSize).toBe(5);
    // 50 cards dealt, 4 left: the newcomer gets what remains.
    expect(s.context.participants[10]!.hand).toHaveLength(4);
    expect(s.context.narration[0]!.text).toMatch(/the deck is short/);
    expect(s.context.narration[0]!.rule).toEqual(INITIATIVE_DEAL_RULES.threshold);
  });

  it('places whoever has no card to play after everyone who played one (table ruling: no card to play)', () => {
    const participants = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, kind: 'pc' as const }));
    let s = play({ seed: 9, participants }, [
      { type: 'hand.dealt' },
      { type: 'participant.added', name: 'Late', kind: 'pc' },
      { type: 'participant.added', name: 'Later', kind: 'pc' },
    ]);
    expect(s.context.participants[11]!.hand).toHaveLength(0);
    const natural = (hand: readonly string[]) => hand.find((c) => !c.startsWith('JK'))!;
    const events: InitiativeDealEvent[] = s.context.participants
      .slice(0, 10)
      .map((p) => ({ type: 'card.played', id: p.id, card: natural(p.hand) }));
    events.push({ type: 'round.revealed' }, { type: 'round.begun' });
    for (const e of events) [s] = transition(initiativeDealMachine, s, e);
    for (const p of s.context.participants.slice(0, 11))
      [s] = transition(initiativeDealMachine, s, { type: 'card.played', id: p.id, card: natural(p.hand) });
    expect(s.can({ type: 'round.revealed' })).toBe(true);
    [s] = transition(initiativeDealMachine, s, { type: 'round.revealed' });
    expect(s.context.order).toHaveLength(12);
    expect(s.context.order.at(-1)!.name).toBe('Later');
    expect(s.context.order.at(-1)!.reason).toMatch(/has no card to play this round/);
  });

  it("leaves a leaver's turned-up card on the table once revealed (table ruling: leaving the fight)", () => {
    const s = play(two, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qs' },
      { type: 'card.played', id: 'p2', card: 'Qd' },
      { type: 'round.revealed' },
      { type: 'participant.removed', id: 'p2' },
    ]);
    expect(s.context.table).toEqual(['Qd']);
    expect(s.context.deck).toHaveLength(48);
    expect(s.context.order.map((o) => o.name)).toEqual(['Ada']);
    expect([...cardLocations(s.context)].sort()).toEqual(standardDeck(true).sort());
  });

  it("returns a leaver's hand and face-down card to the deck (table ruling: leaving the fight)", () => {
    const s = play(two, [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p2', card: 'Qd' }, { type: 'participant.removed', id: 'p2' }]);
    expect(s.context.participants.map((p) => p.name)).toEqual(['Ada']);
    expect(s.context.deck).toHaveLength(49);
    expect(s.context.deck).toContain('Qd');
    expect([...cardLocations(s.context)].sort()).toEqual(standardDeck(true).sort());
  });

  it('does not let a monster joining mid-round act until the next round (ruling: newcomers wait a round, monsters too)', () => {
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

describe('acting in the revealed order', () => {
  const threeSeats: InitiativeDealInput = {
    seed: 1,
    stackedDeck: cards('Qs 2h 3h 4h 5h  Qd 2c 3c 4c 5c'),
    participants: [
      { name: 'Ada', kind: 'pc' },
      { name: 'Bram', kind: 'pc' },
      { name: 'Ogre', kind: 'monster', fixedCard: 'Ks' },
    ],
  };
  const revealed: InitiativeDealEvent[] = [
    { type: 'hand.dealt' },
    { type: 'card.played', id: 'p1', card: 'Qs' },
    { type: 'card.played', id: 'p2', card: 'Qd' },
    { type: 'round.revealed' },
  ];

  it('has the highest card act first, then moves the turn on, one placing at a time, until everyone has acted', () => {
    let s = play(threeSeats, revealed);
    // K♠ (the Ogre), then Q♠ (Ada), then Q♦ (Bram): the first to act is the highest card.
    expect(actingNow(s.context)?.name).toBe('Ogre');
    s = play(threeSeats, [...revealed, { type: 'turn.ended' }]);
    expect(actingNow(s.context)?.name).toBe('Ada');
    expect(s.context.narration[0]!.text).toBe("Ogre's turn is over; Ada acts now (the queen of spades, place 2 of 3).");
    s = play(threeSeats, [...revealed, { type: 'turn.ended' }, { type: 'turn.ended' }, { type: 'turn.ended' }]);
    expect(actingNow(s.context)).toBeUndefined();
    expect(s.context.narration[0]!.text).toBe("Bram's turn is over: everyone has acted in round 1 of hand 1.");
    expect(s.can({ type: 'turn.ended' })).toBe(false);
    // The next round starts with nobody acting until its reveal.
    s = play(threeSeats, [...revealed, { type: 'turn.ended' }, { type: 'round.begun' }]);
    expect(s.context.acting).toBe(0);
    expect(actingNow(s.context)).toBeUndefined();
    expect(s.can({ type: 'turn.ended' })).toBe(false);
  });

  it('keeps the one acting now when someone ahead of them in the order leaves', () => {
    const s = play(threeSeats, [...revealed, { type: 'turn.ended' }, { type: 'turn.ended' }, { type: 'participant.removed', id: 'p1' }]);
    expect(actingNow(s.context)?.name).toBe('Bram');
    const leaverActing = play(threeSeats, [...revealed, { type: 'turn.ended' }, { type: 'participant.removed', id: 'p1' }]);
    // The one acting leaves: the next in the order acts now.
    expect(actingNow(leaverActing.context)?.name).toBe('Bram');
  });

  it('moves no turn on before the reveal', () => {
    const s = play(threeSeats, revealed.slice(0, 3));
    expect(s.can({ type: 'turn.ended' })).toBe(false);
  });
});
