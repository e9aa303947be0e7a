import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import { fightSoFar, summary } from './initiative-deal.view.js';

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
