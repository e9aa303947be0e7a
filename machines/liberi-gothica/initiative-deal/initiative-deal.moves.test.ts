import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import { initiativeDeal } from './index.js';
import { headline, moves } from './initiative-deal.view.js';

type Snap = SnapshotFrom<typeof initiativeDealMachine>;

// Ada is dealt Q♦ 2♥ 3♥ 4♥ 5♥, Bram Q♠ 2♣ 3♣ 4♣ 5♣; the Ogre's fixed card is 9♥.
const input: InitiativeDealInput = {
  seed: 1,
  stackedDeck: ['Qd', '2h', '3h', '4h', '5h', 'Qs', '2c', '3c', '4c', '5c'],
  participants: [
    { name: 'Ada', kind: 'pc' },
    { name: 'Bram', kind: 'pc' },
    { name: 'Ogre', kind: 'monster', fixedCard: '9h' },
  ],
};
function play(from: InitiativeDealInput, events: readonly InitiativeDealEvent[]): Snap {
  let [s] = initialTransition(initiativeDealMachine, from);
  for (const e of events) [s] = transition(initiativeDealMachine, s, e);
  return s;
}
const suggested = (s: Snap) => moves(s).find((m) => m.suggested)!;
const press = (s: Snap) => transition(initiativeDealMachine, s, suggested(s).event)[0];

describe('the moves of the initiative deal, and the one a learner should press', () => {
  it('suggests dealing once someone is seated, and seating someone at an empty table', () => {
    expect(moves(play(input, []))).toEqual([{ id: 'deal', label: 'Deal the hands', event: { type: 'hand.dealt' }, suggested: true }]);
    const empty = play({ seed: 1, participants: [] }, []);
    expect(empty.can({ type: 'hand.dealt' })).toBe(false);
    expect(suggested(empty).id).toBe('seat');
    expect(press(empty).can({ type: 'hand.dealt' })).toBe(true);
  });

  it('suggests laying the highest card, to act first while the fight opens; the lowest is the other way', () => {
    const s = play(input, [{ type: 'hand.dealt' }]);
    expect(moves(s)).toEqual([
      {
        id: 'highest',
        label: 'Ada: lay the highest card face down',
        event: { type: 'card.played', id: 'p1', card: 'Qd' },
        suggested: true,
      },
      { id: 'lowest', label: 'Ada: lay the lowest card face down', event: { type: 'card.played', id: 'p1', card: '2h' } },
    ]);
  });

  it('never names a card in a label: a hand may be hidden', () => {
    let s = play(input, []);
    for (let i = 0; i < 30 && moves(s).length > 0; i++) {
      for (const m of moves(s)) expect(m.label).not.toMatch(/[♠♥♦♣]|\b(Q|K|J|A|10|[2-9])(s|h|d|c)\b|queen|king|jack|ace of/i);
      s = press(s);
    }
  });

  it('names a joker an ace when it is the highest card, and lays the lowest natural card the other way', () => {
    const s = play({ ...input, stackedDeck: ['JK1', '7h', '3h', '4h', '5h'] }, [{ type: 'hand.dealt' }]);
    expect(moves(s).map((m) => m.event)).toEqual([
      { type: 'card.played', id: 'p1', card: 'JK1', namedRank: 14 },
      { type: 'card.played', id: 'p1', card: '3h' },
    ]);
    expect(moves(s)[0]!.label).toBe('Ada: lay the highest card face down (a joker, named an ace)');
  });

  it('turns every card up once all are down, ends each turn in the order turned up, then plays the next round', () => {
    let s = play(input, [{ type: 'hand.dealt' }]);
    s = press(press(s));
    expect(moves(s).map((m) => m.id)).toEqual(['reveal']);
    s = press(s);
    // Q♠ before Q♦ (spades before diamonds), then the Ogre's 9♥.
    expect(s.context.order.map((o) => o.name)).toEqual(['Bram', 'Ada', 'Ogre']);
    expect(suggested(s).label).toBe("Bram's turn is over: Ada acts next");
    s = press(press(press(s)));
    expect(moves(s).map((m) => m.id)).toEqual(['next-round']);
  });

  it('offers only moves the machine takes, exactly one of them suggested, and none once the hand is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        let s = play(initiativeDeal.setup({}, seed).input, []);
        for (const pick of picks) {
          const open = moves(s);
          if (open.length === 0) {
            // Over: the hand's last round revealed, everyone has acted, the summary shown.
            expect(initiativeDeal.summary(s)).not.toBe(undefined);
            expect(s.context.acting).toBe(s.context.order.length);
            return;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(initiativeDealMachine, s, open[pick % open.length]!.event);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('following the suggested moves from the default table: the first order turned up in 5 presses, the hand over in 45', () => {
    let s = play(initiativeDeal.setup({}, 1).input, []);
    let presses = 0;
    while (s.context.order.length === 0) {
      s = press(s);
      presses++;
    }
    expect(presses, 'deal, three cards laid, reveal').toBe(5);
    while (moves(s).length > 0 && presses < 100) {
      s = press(s);
      presses++;
    }
    expect(presses, 'five rounds of three cards, a reveal and four turns, four new rounds').toBe(45);
    expect(headline(s)).toBe('Hand 1 is over: 0:30 of game time');
  });
});

describe('the headline', () => {
  it('says where the deal stands in one sentence', () => {
    expect(headline(play(input, []))).toBe('3 at the table, waiting for the LM to deal');
    expect(headline(play(input, [{ type: 'hand.dealt' }]))).toBe('Hand 1, round 1 of 5: waiting for Ada, Bram to lay a card face down');
    const revealed = play(input, [
      { type: 'hand.dealt' },
      { type: 'card.played', id: 'p1', card: 'Qd' },
      { type: 'card.played', id: 'p2', card: 'Qs' },
      { type: 'round.revealed' },
    ]);
    expect(headline(revealed)).toBe('Hand 1, round 1 of 5: Bram acts now (Q♠, place 1 of 3)');
  });
});
