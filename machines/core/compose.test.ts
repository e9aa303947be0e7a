import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { begin, contextOf, headlineOf, isOver, liftPrediction, movesOf, play, type Playing } from './compose.js';
import type { Prediction } from './explain.js';
import type { Procedure } from './procedure.js';

// A child procedure of two steps: count to `to`, then it is over.
const counter = setup({
  types: { context: {} as { n: number; to: number }, events: {} as { type: 'count' } | { type: 'shout' }, input: {} as { to: number } },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ n: 0, to: input.to }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: ({ context }) => context.n >= context.to, target: 'done' },
      on: { count: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    },
    done: { type: 'final' },
  },
});
const child = {
  name: 'counter',
  machine: counter,
  moves: (s) => (s.status === 'done' ? [] : [{ id: 'count', label: 'Count one', event: { type: 'count' }, suggested: true }]),
  headline: (s) => `At ${s.context.n} of ${s.context.to}`,
} as Pick<Procedure<typeof counter>, 'name' | 'machine' | 'moves' | 'headline'> as Procedure<typeof counter>;

describe('a procedure played inside another', () => {
  it('starts from its input and steps by its own machine, to its end', () => {
    let p = begin(child, { to: 2 });
    expect(contextOf(p).n).toBe(0);
    expect(isOver(p)).toBe(false);
    p = play(p, { type: 'count' })!;
    expect(headlineOf(p)).toBe('At 1 of 2');
    p = play(p, { type: 'count' })!;
    expect(isOver(p)).toBe(true);
  });

  it('refuses an event the child takes no transition for, and leaves the child as it was', () => {
    const p = begin(child, { to: 2 });
    expect(play(p, { type: 'shout' })).toBeUndefined();
    expect(contextOf(p).n).toBe(0);
  });

  it('offers the child’s moves as PLAY events, the suggested one kept, ids prefixed', () => {
    expect(movesOf(begin(child, { to: 1 }))).toEqual([
      { id: 'counter:count', label: 'Count one', event: { type: 'PLAY', event: { type: 'count' } }, suggested: true },
    ]);
    expect(movesOf(play(begin(child, { to: 1 }), { type: 'count' })!)).toEqual([]);
  });
});

describe('a child’s question asked at the parent’s step', () => {
  // "Will the next count reach the end?", settled by a count.
  const question: Prediction<{ n: number; to: number }> = {
    question: 'Will this count reach the end?',
    choices: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
    settledBy: ['count'],
    answer: (after) => ({ choice: after.n >= after.to ? 'yes' : 'no', why: [] }),
  };
  type Parent = { child: Playing<typeof counter> | null };

  it('is held only by the parent’s PLAY of an event that settles it', () => {
    const before = begin(child, { to: 1 });
    const lifted = liftPrediction<typeof counter, Parent>(question, before, (p) => p.child ?? undefined)!;
    expect(lifted.settles!({ type: 'count' })).toBe(false);
    expect(lifted.settles!({ type: 'PLAY', event: { type: 'shout' } } as { type: string })).toBe(false);
    expect(lifted.settles!({ type: 'PLAY', event: { type: 'count' } } as { type: string })).toBe(true);
  });

  it('is graded on the child as that event left it, even once the parent has moved on', () => {
    const before = begin(child, { to: 1 });
    const lifted = liftPrediction<typeof counter, Parent>(question, before, (p) => p.child ?? undefined)!;
    lifted.settles!({ type: 'PLAY', event: { type: 'count' } } as { type: string });
    // The child finished and the parent let it go: the answer is still the child's.
    expect(lifted.settled!({ child: null })).toBe(true);
    expect(lifted.answer({ child: null }).choice).toBe('yes');
  });

  it('is no question where the child has none', () => {
    expect(liftPrediction<typeof counter, Parent>(undefined, begin(child, { to: 1 }), () => undefined)).toBeUndefined();
  });
});
