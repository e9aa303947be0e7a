import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { soulPassingMachine } from './soul-passing.machine.js';
import { type SoulPassingEvent, type SoulPassingInput } from './soul-passing.context.js';
import { SOUL_PASSING_EXAMPLES } from './soul-passing.examples.js';
import { oddsOf, predictionFor } from './soul-passing.odds.js';
import { absorptionRoll, headline, liberiTokens, moves, passingDice, soulFate, soulOf, soulToken, summary } from './soul-passing.view.js';

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
    expect(prediction.question).toBe('Does the soul pass on this roll? It needs 10 or more on a d10.');
    expect(prediction.question, 'no chance to give the answer away').not.toMatch(/%/);
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

describe('the moves a reader may make, and the one a learner should press', () => {
  const liberi = (name: string, distance: number, more: Partial<SoulPassingInput['liberi'][number]> = {}) => ({
    name,
    distance,
    speed: 30,
    life: 10,
    vitality: 10,
    maxVitality: 10,
    gauge: 0,
    essence: 0,
    ...more,
  });
  const suggested = (s: Parameters<typeof moves>[0]) =>
    moves(s)
      .filter((m) => m.suggested)
      .map((m) => m.id);
  const ids = (s: Parameters<typeof moves>[0]) => moves(s).map((m) => m.id);

  it('suggests praying when the soul is within reach and the prayer will finish', () => {
    const s = play({ seed: 1, vitality: 7, liberi: [liberi('Ada', 5)] }, []);
    expect(ids(s)).toEqual(['pray', 'absorb', 'to-gauge', 'other', 'end-turn']);
    expect(suggested(s)).toEqual(['pray']);
    expect(moves(s)[0]!.label).toBe('Pray (action 1 of 2)');
  });

  it('still suggests praying with one action left early on: the soul will most likely linger (90%) for the second', () => {
    const s = play({ seed: 1, vitality: 8, liberi: [liberi('Ada', 5)] }, [{ type: 'action.taken', action: 'other' }]);
    expect(suggested(s)).toEqual(['pray']);
  });

  it('suggests absorbing when the soul may well pass on before a prayer could finish', () => {
    // Five failed rolls: the next needs 5 or more (60%), so a prayer begun with the last
    // action finishes only 40% of the time, short of an absorption's five sixths.
    const s = play({ seed: 1, vitality: 8, rolls: [1, 1, 1, 1, 1], liberi: [liberi('Ada', 5)] }, [
      ...Array.from({ length: 5 }, () => [{ type: 'turn.ended' } as const, { type: 'soul.rolled' } as const]).flat(),
      { type: 'action.taken', action: 'other' },
    ]);
    expect(s.context.passingRolls).toHaveLength(5);
    expect(suggested(s)).toEqual(['absorb']);
  });

  it('suggests moving toward the body when out of reach, and ending the turn with no action left', () => {
    const far = play({ seed: 1, vitality: 7, liberi: [liberi('Bram', 45)] }, []);
    expect(ids(far)).toEqual(['move', 'to-gauge', 'other', 'end-turn']);
    expect(suggested(far)).toEqual(['move']);
    const spent = play({ seed: 1, vitality: 7, liberi: [liberi('Bram', 45)] }, [
      { type: 'action.taken', action: 'move' },
      { type: 'action.taken', action: 'move' },
    ]);
    expect(ids(spent)).toEqual(['end-turn']);
    expect(suggested(spent)).toEqual(['end-turn']);
  });

  it('suggests the passing roll at the end of the round, Life damage while the body lives, and nothing once over', () => {
    expect(moves(play(BOOK_EXAMPLE, []))).toEqual([
      { id: 'roll', label: 'Roll to pass on (needs 10+)', event: { type: 'soul.rolled' }, suggested: true },
    ]);
    const living = play(SOUL_PASSING_EXAMPLES[1]!.input, []);
    expect(suggested(living)).toEqual(['damage-life']);
    expect(moves(play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }, { type: 'soul.rolled' }, { type: 'soul.rolled' }]))).toEqual([]);
  });

  it('offers only moves the machine takes, exactly one of them suggested, all the way to the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 40 }), (seed, picks) => {
        let s = play({ seed, vitality: 6, liberi: [liberi('Ada', 25), liberi('Bram', 5, { vitality: 1 })] }, []);
        for (const pick of picks) {
          const open = moves(s);
          if (s.hasTag('over')) {
            expect(open).toEqual([]);
            break;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(soulPassingMachine, s, open[pick % open.length]!.event);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('following the suggested move always ends the story', () => {
    let s = play({ seed: 9, vitality: 6, liberi: [liberi('Bram', 45), liberi('Cass', 50)] }, []);
    for (let i = 0; i < 200 && !s.hasTag('over'); i++) [s] = transition(soulPassingMachine, s, moves(s).find((m) => m.suggested)!.event);
    expect(s.hasTag('over')).toBe(true);
  });
});

describe('the headline', () => {
  it('says where the table stands in one sentence', () => {
    const ada = { name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 };
    expect(headline(play({ seed: 1, vitality: 7, liberi: [ada] }, []))).toBe(
      "Round 1: Ada's turn, 2 actions left; the soul holds 7 Vitality; the next roll needs 10 or more",
    );
    expect(headline(play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }]))).toBe(
      'End of round 2: the soul holds 0 Vitality and rolls to pass on, needing 9 or more',
    );
    expect(headline(play(BOOK_EXAMPLE, [{ type: 'soul.rolled' }, { type: 'soul.rolled' }, { type: 'soul.rolled' }]))).toBe(
      "Cat's soul passed on at the end of round 3",
    );
    expect(headline(play({ seed: 1, vitality: 7, liberi: [ada] }, [{ type: 'prayer.offered' }, { type: 'prayer.offered' }]))).toBe(
      "Ada gathered Vale's soul in round 1: 7 Vitality",
    );
    expect(headline(play(SOUL_PASSING_EXAMPLES[1]!.input, []))).toBe('Vale is alive (Life 0, Vitality 6): damage may kill them');
  });
});

describe('the odds of what a move would roll', () => {
  it('gives an absorption its d6 and the passing roll its d10, and a prayer none', () => {
    const ada = { name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 };
    const turn = play({ seed: 1, vitality: 7, liberi: [ada] }, []);
    expect(oddsOf(turn, { type: 'soul.absorbed' })!.outcomes.map((o) => o.p)).toEqual([2 / 6, 4 / 6]);
    expect(oddsOf(turn, { type: 'prayer.offered' })).toBeUndefined();
    expect(oddsOf(play(BOOK_EXAMPLE, []), { type: 'soul.rolled' })!.outcomes.map((o) => o.p)).toEqual([0.1, 0.9]);
  });
});

describe('what the stage draws', () => {
  const input: SoulPassingInput = {
    seed: 11,
    vitality: 7,
    rolls: [7, 6, 8],
    absorbRolls: [2],
    liberi: [
      { name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 },
      { name: 'Cass', distance: 30, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 4, essence: 1 },
    ],
  };

  it('draws each Liberi as a token with the Soul Gauge as its bar, and marks a prayer under way', () => {
    const [ada, cass] = liberiTokens(play(input, [{ type: 'prayer.offered' }]));
    expect(ada).toMatchObject({ name: 'Ada', acting: true, bar: { label: 'Soul Gauge', value: 0, max: 20 } });
    expect(ada!.detail).toContain('praying, 1 of 2');
    expect(ada!.markers).toEqual([{ kind: 'status', label: 'prayer actions', icon: 'prayer', count: 1 }]);
    expect(cass!.detail).toContain('30 ft, out of reach');
    expect(cass!.detail).toContain('Essence 1');
  });

  it('fills the gatherer’s gauge and marks the soul gathered by them', () => {
    const s = play(input, [{ type: 'prayer.offered' }, { type: 'prayer.offered' }]);
    expect(liberiTokens(s)[0]!.bar!.value).toBe(7);
    expect(soulToken(s)).toMatchObject({ figure: 'soul', detail: 'gathered by Ada · held 7 Vitality' });
  });

  it('gives each passing roll as a d10 with what it needed, and an absorption as its d6 and what it gathered', () => {
    const rolled = play(input, [{ type: 'turn.ended' }, { type: 'turn.ended' }, { type: 'soul.rolled' }]);
    expect(passingDice(rolled.context)).toEqual([{ sides: 10, value: 7, label: 'Round 1: needed 10+, rolled 7: lingers' }]);
    expect(absorptionRoll(play(input, [{ type: 'soul.absorbed' }]).context)).toEqual({
      die: { sides: 6, value: 2, label: 'Soul Absorption, d6: 2' },
      gathered: 3,
    });
    expect(soulToken(play(input, []))!.detail).toBe('lingering · holds 7 Vitality');
  });
});
