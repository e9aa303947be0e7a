import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { parseCards, type Card } from '../core/cards.js';
import { initiativeDealMachine, type InitiativeDealContext, type InitiativeDealEvent } from './initiative-deal.machine.js';

const cards = (text: string): Card[] => {
  const parsed = parseCards(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.cards;
};

/** Every event a table could send in a snapshot; the machine's guards keep the legal ones. */
function events(snapshot: { context: InitiativeDealContext }): InitiativeDealEvent[] {
  const ctx = snapshot.context;
  const out: InitiativeDealEvent[] = [
    { type: 'hand.dealt' }, { type: 'round.revealed' }, { type: 'round.begun' },
  ];
  // One newcomer at most, so the walk stays finite.
  if (ctx.nextId <= 3) out.push({ type: 'participant.added', name: 'Newcomer', kind: 'pc' });
  for (const p of ctx.participants) {
    out.push({ type: 'participant.removed', id: p.id }, { type: 'card.withdrawn', id: p.id });
    // The first card of each hand is enough to branch; a joker names a queen.
    const card = p.hand[0];
    if (card) out.push(card.startsWith('JK') ? { type: 'card.played', id: p.id, card, namedRank: 12 } : { type: 'card.played', id: p.id, card });
  }
  return out;
}

describe('the initiative deal as a graph', () => {
  it('reaches setup, playing and revealed, and a second hand, from a small stacked table', () => {
    const paths = getShortestPaths(initiativeDealMachine, {
      input: { seed: 4, stackedDeck: cards('Qs 2h Qd 2c'), participants: [{ name: 'Ada', kind: 'pc' }, { name: 'Ogre', kind: 'monster', fixedCard: '9h' }] },
      events: events as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.hand, s.context.roundInHand, s.context.participants.map((p) => [p.name, p.hand.length, p.joinedRound]), Object.keys(s.context.plays).length, s.context.nextId]),
      stopWhen: (s) => s.context.hand > 2,
      limit: 20000,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['setup', 'playing', 'revealed']) expect(reached, state).toContain(JSON.stringify(state));
    // The shortest way to a second hand: deal, then play, reveal and move on five times.
    const second = paths.filter((p) => p.state.context.hand === 2).sort((a, b) => a.steps.length - b.steps.length)[0]!;
    const types = second.steps.map((s) => s.event.type);
    expect(types.filter((t) => t === 'round.revealed')).toHaveLength(5);
    expect(types.at(-1)).toBe('hand.dealt');
    // Every snapshot on every path keeps all 54 cards somewhere.
    for (const p of paths) {
      const c = p.state.context;
      const all = [...c.deck, ...c.table, ...Object.values(c.plays).map((x) => x.card), ...c.participants.flatMap((x) => x.hand)];
      expect(new Set(all).size).toBe(54);
    }
  });
});
