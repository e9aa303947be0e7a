import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine, type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.machine.js';
import { handOdds, predictionFor, summary, summaryFor } from './initiative-deal.view.js';

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

describe('predict, then see: who acts first', () => {
  it('is asked only once every card is down, before the reveal', () => {
    expect(predictionFor(play([]))).toBeUndefined();
    expect(predictionFor(play([{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }]))).toBeUndefined();
    const down = play([
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
});

describe('the summary', () => {
  it('says how far the fight has gone, in game time, and who leads this round', () => {
    expect(summary(play([]).context).map((w) => w.text)).toEqual(['Nobody has been dealt in yet; 3 at the table.']);
    const revealed = play([
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qd' },
      { type: 'card.played', id: 'p2', card: 'Qs' },
      { type: 'round.revealed' },
    ]);
    expect(summary(revealed.context).map((w) => w.text)).toEqual([
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
    expect(summaryFor(play(rounds))).toBeUndefined();
    const cards = [
      ['2h', '2c'],
      ['3h', '3c'],
      ['4h', '4c'],
      ['5h', '5c'],
    ] as const;
    for (const [a, b] of cards) rounds.push({ type: 'round.begun' }, ...revealRound(a, b));
    const over = play(rounds);
    expect(summaryFor(over)!.map((w) => w.text)[0]).toBe('Hand 1 of 5 cards, round 5: 5 rounds revealed in all, 0:30 of game time.');
  });

  it('gives each card of an open hand its chances of each place, counted here from the cards left unseen', () => {
    const dealt = play([{ type: 'hand.dealt' }]);
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
    expect(handOdds(play([{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }]).context, 'p1')).toEqual([]);
  });
});
