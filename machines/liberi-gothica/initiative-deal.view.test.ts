import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine, type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.machine.js';
import { predictionFor, summary } from './initiative-deal.view.js';

const input: InitiativeDealInput = {
  seed: 1,
  stackedDeck: ['Qd', '2h', '3h', '4h', '5h', 'Qs', '2c', '3c', '4c', '5c'],
  participants: [{ name: 'Ada', kind: 'pc' }, { name: 'Bram', kind: 'pc' }, { name: 'Ogre', kind: 'monster', fixedCard: '9h' }],
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
    const down = play([{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }, { type: 'card.played', id: 'p2', card: 'Qs' }]);
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
    const revealed = play([{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qd' }, { type: 'card.played', id: 'p2', card: 'Qs' }, { type: 'round.revealed' }]);
    expect(summary(revealed.context).map((w) => w.text)).toEqual([
      'Hand 1 of 5 cards, round 1: 1 round revealed in all, 0:06 of game time.',
      'Bram acts first this round: Q♠: the highest card, so acts first.',
    ]);
  });
});
