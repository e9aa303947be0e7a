import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { soulPassingMachine } from './soul-passing.machine.js';
import { type SoulPassingEvent, type SoulPassingInput } from './soul-passing.context.js';
import { SOUL_PASSING_EXAMPLES } from './soul-passing.examples.js';
import { predictionFor } from './soul-passing.odds.js';
import { soulFate, soulOf, summary } from './soul-passing.view.js';

const BOOK_EXAMPLE = SOUL_PASSING_EXAMPLES[0]!.input;

function play(input: SoulPassingInput, events: SoulPassingEvent[]) {
  let [s] = initialTransition(soulPassingMachine, input);
  for (const e of events) [s] = transition(soulPassingMachine, s, e);
  return s;
}

describe('predict, then see: does the soul pass on?', () => {
  it('is asked at the passing roll and graded on the roll that came', () => {
    const before = play(BOOK_EXAMPLE, []);
    const prediction = predictionFor(before)!;
    expect(prediction.question).toBe('Does the soul pass on this roll? It needs 10 or more on a d10 (10%).');
    expect(prediction.settledBy).toEqual(['soul.rolled']);
    const after = play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }]);
    expect(prediction.answer(after.context)).toEqual({
      choice: 'lingers',
      why: [
        {
          text: 'It needed 10 or more and rolled 7: it lingers into the next round.',
          rule: expect.objectContaining({ section: 'the-lingering-soul' }),
        },
      ],
    });
  });

  it('is not asked during a turn', () => {
    expect(
      predictionFor(
        play(
          {
            seed: 1,
            vitality: 3,
            liberi: [{ name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 }],
          },
          [],
        ),
      ),
    ).toBeUndefined();
  });
});

describe('the summary', () => {
  it('tells how Cat passed on, with the rolls', () => {
    const done = play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }, { type: 'soul.rolled' }, { type: 'soul.rolled' }]);
    expect(soulOf(done)).toBe('passed-on');
    expect(soulFate(done.context).map((w) => w.text)).toEqual([
      "Cat's soul passed on at the end of round 3, with rolls of 7, 6, 8; nobody gathered it.",
    ]);
  });

  it('tells who gathered the soul and what they kept', () => {
    const ada = { name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 18, essence: 0 };
    const done = play({ seed: 1, vitality: 7, liberi: [ada] }, [{ type: 'prayer.offered' }, { type: 'prayer.offered' }]);
    expect(soulFate(done.context).map((w) => w.text)).toEqual([
      "Ada gathered Vale's soul by a Soul Prayer in round 1: 7 Vitality, 2 kept, before any passing roll.",
    ]);
  });
});

describe('the summary a reader is shown', () => {
  it('comes once the soul has passed on, not while it lingers', () => {
    expect(summary(play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }]))).toBeUndefined();
    const over = play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }, { type: 'soul.rolled' }, { type: 'soul.rolled' }]);
    expect(summary(over)!.map((w) => w.text)).toEqual([
      "Cat's soul passed on at the end of round 3, with rolls of 7, 6, 8; nobody gathered it.",
    ]);
  });
});
