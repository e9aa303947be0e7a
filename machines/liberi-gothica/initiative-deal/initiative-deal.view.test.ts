import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import { fightSoFar, seatToken, summary, tableCard } from './initiative-deal.view.js';

const input: InitiativeDealInput = {
  seed: 1,
  stackedDeck: ['Qd', '2h', '3h', '4h', '5h', 'Qs', '2c', '3c', '4c', '5c'],
  participants: [
    { name: 'Ada', kind: 'pc' },
    { name: 'Bram', kind: 'pc' },
    { name: 'Ogre', kind: 'monster', fixedCard: '9h' },
  ],
};

function play(events: InitiativeDealEvent[]) {
  let [s] = initialTransition(initiativeDealMachine, input);
  for (const e of events) [s] = transition(initiativeDealMachine, s, e);
  return s;
}

describe('the summary', () => {
  it('says how far the fight has gone, in game time, and who leads this round', () => {
    expect(fightSoFar(play([]).context).map((w) => w.text)).toEqual(['Nobody has been dealt in yet; 3 at the table.']);
    const revealed = play([
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qd' },
      { type: 'card.played', id: 'p2', card: 'Qs' },
      { type: 'round.revealed' },
    ]);
    expect(fightSoFar(revealed.context).map((w) => w.text)).toEqual([
      'Hand 1 of 5 cards, round 1: 1 round revealed in all, 0:06 of game time.',
      'Bram acts first this round: Q♠: the highest card, so acts first.',
    ]);
  });
});

describe('what a reader is shown', () => {
  const revealRound = (card1: string, card2: string): InitiativeDealEvent[] => [
    { type: 'card.played', id: 'p1', card: card1 },
    { type: 'card.played', id: 'p2', card: card2 },
    { type: 'round.revealed' },
  ];

  it('sums the fight up once a hand is over, not before', () => {
    const rounds: InitiativeDealEvent[] = [{ type: 'hand.dealt' }, ...revealRound('Qd', 'Qs')];
    expect(summary(play(rounds))).toBeUndefined();
    const cards = [
      ['2h', '2c'],
      ['3h', '3c'],
      ['4h', '4c'],
      ['5h', '5c'],
    ] as const;
    for (const [a, b] of cards) rounds.push({ type: 'round.begun' }, ...revealRound(a, b));
    const over = play(rounds);
    expect(summary(over)!.map((w) => w.text)[0]).toBe('Hand 1 of 5 cards, round 5: 5 rounds revealed in all, 0:30 of game time.');
  });
});

describe('what the stage draws', () => {
  const dealt = [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }] as InitiativeDealEvent[];

  it('gives each fighter a token: who, what they are and hold, a monster as a foe', () => {
    const ctx = play(dealt).context;
    expect(seatToken(ctx, 'p1')).toEqual({ id: 'p1', name: 'Ada', detail: 'PC · 4 cards in hand', side: 'pc', acting: false });
    expect(seatToken(ctx, 'p3')).toMatchObject({ name: 'Ogre', detail: 'monster · fixed card', side: 'foe' });
  });

  it('keeps a card laid face down without its face until the reveal, then names it', () => {
    const ctx = play(dealt).context;
    expect(tableCard(ctx, false, 'p1')).toEqual({ label: "Ada's card, face down" });
    expect(tableCard(ctx, false, 'p2')).toEqual({ none: 'to play' });
    expect(tableCard(ctx, false, 'p3')).toEqual({ label: "Ogre's fixed card, shown at the reveal" });
    const after = play([...dealt, { type: 'card.played', id: 'p2', card: 'Qs' }, { type: 'round.revealed' }]).context;
    expect(tableCard(after, true, 'p3')).toEqual({ card: '9h', label: '9 of hearts' });
    expect(seatToken(after, after.order[0]!.id).acting).toBe(true);
    expect(seatToken(after, after.order[1]!.id).acting).toBe(false);
  });
});
