import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { parseCards, type Card } from '../../core/cards.js';
import type { AnyStateMachine, StateValue } from 'xstate';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { type InitiativeDealContext, type InitiativeDealEvent } from './initiative-deal.context.js';

/** Every state the machine declares, nested ones too, as the value `matches` takes. */
function everyState(machine: AnyStateMachine): { id: string; value: StateValue }[] {
  const out: { id: string; value: StateValue }[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    for (const child of Object.values(node.states)) {
      const value = child.path.reduceRight<StateValue>((inner, key, i) => (i === child.path.length - 1 ? key : { [key]: inner }), '');
      out.push({ id: child.path.join(' › '), value });
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

const cards = (text: string): Card[] => {
  const parsed = parseCards(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.cards;
};

/** Every event a table could send in a snapshot; the machine's guards keep the legal ones. */
function events(snapshot: { context: InitiativeDealContext }): InitiativeDealEvent[] {
  const ctx = snapshot.context;
  const out: InitiativeDealEvent[] = [{ type: 'hand.dealt' }, { type: 'round.revealed' }, { type: 'round.begun' }, { type: 'turn.ended' }];
  // One newcomer at most, so the walk stays finite.
  if (ctx.nextId <= 3) out.push({ type: 'participant.added', name: 'Newcomer', kind: 'pc' });
  for (const p of ctx.participants) {
    out.push({ type: 'participant.removed', id: p.id }, { type: 'card.withdrawn', id: p.id });
    // The first card of each hand is enough to branch; a joker names a queen.
    const card = p.hand[0];
    if (card)
      out.push(card.startsWith('JK') ? { type: 'card.played', id: p.id, card, namedRank: 12 } : { type: 'card.played', id: p.id, card });
  }
  return out;
}

describe('the initiative deal as a graph', () => {
  it('declares the states a player names: setting the table, then a hand played face down and revealed', () => {
    expect(everyState(initiativeDealMachine).map((s) => s.id)).toEqual([
      'setting the table',
      'playing a hand',
      'playing a hand › playing face down',
      'playing a hand › revealed',
    ]);
  });

  it('reaches every state, a second hand, and every transition the rules allow, from a small stacked table', () => {
    const paths = getShortestPaths(initiativeDealMachine, {
      input: {
        seed: 4,
        stackedDeck: cards('Qs 2h Qd 2c'),
        participants: [
          { name: 'Ada', kind: 'pc' },
          { name: 'Ogre', kind: 'monster', fixedCard: '9h' },
        ],
      },
      events: events as never,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.hand,
          s.context.roundInHand,
          s.context.participants.map((p) => [p.name, p.hand.length, p.joinedRound]),
          Object.keys(s.context.plays).length,
          s.context.nextId,
          s.context.acting,
        ]),
      stopWhen: (s) => s.context.hand > 2,
      limit: 20000,
    });
    for (const state of everyState(initiativeDealMachine)) {
      expect(
        paths.some((p) => p.state.matches(state.value as never)),
        state.id,
      ).toBe(true);
    }
    // Every kind of step is open from some state reached (a withdrawal leads back to a state
    // already seen, so no shortest path takes it: it is checked as possible instead).
    const possible = new Set(
      paths.flatMap((p) =>
        events(p.state)
          .filter((e) => p.state.can(e))
          .map((e) => e.type),
      ),
    );
    for (const type of [
      'participant.added',
      'participant.removed',
      'hand.dealt',
      'card.played',
      'card.withdrawn',
      'round.revealed',
      'turn.ended',
      'round.begun',
    ]) {
      expect(possible, type).toContain(type);
    }
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
