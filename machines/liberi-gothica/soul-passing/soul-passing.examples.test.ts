import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { soulPassingMachine } from './soul-passing.machine.js';
import { type SoulPassingEvent, type SoulPassingInput } from './soul-passing.context.js';
import { SOUL_PASSING_EXAMPLES } from './soul-passing.examples.js';
import { soulView } from './soul-passing.view.js';

type Snap = SnapshotFrom<typeof soulPassingMachine>;

const [cat, toughness] = SOUL_PASSING_EXAMPLES;

/** Every snapshot of a worked example: the start, then one per step of its script. */
function replay(input: SoulPassingInput, events: readonly SoulPassingEvent[]): Snap[] {
  const snaps = [initialTransition(soulPassingMachine, input)[0]];
  for (const e of events) {
    const last = snaps.at(-1)!;
    expect(last.can(e), JSON.stringify(e)).toBe(true);
    snaps.push(transition(soulPassingMachine, last, e)[0]);
  }
  return snaps;
}

it("lists the seed's two examples, Cat first, by the ids the example attribute takes", () => {
  expect(SOUL_PASSING_EXAMPLES.map((e) => e.id)).toEqual(['cat', 'toughness']);
});

describe("the book's example, Passing On: Cat", () => {
  const snaps = replay(cat!.input, cat!.events);

  it('starts with Cat dead and the first roll due, needing a 10', () => {
    expect(snaps[0]!.matches({ lingering: 'the passing roll' })).toBe(true);
    expect(soulView(snaps[0]!).nextNeed).toBe(10);
  });

  it('step 1: the LM rolls a 7 against 10; Cat does not pass on, and next needs 9 or more', () => {
    expect(snaps[1]!.context.passingRolls.at(-1)).toEqual({ round: 1, need: 10, roll: 7, passed: false });
    expect(snaps[1]!.matches({ lingering: 'the passing roll' })).toBe(true);
    expect(soulView(snaps[1]!).nextNeed).toBe(9);
    expect(snaps[1]!.context.narration[0]!.text).toBe('End of round 1: the soul needed 10 or more and rolled 7, and lingers into round 2.');
  });

  it('step 2: a 6 against 9; Cat does not pass on, and next needs 8 or more', () => {
    expect(snaps[2]!.context.passingRolls.at(-1)).toEqual({ round: 2, need: 9, roll: 6, passed: false });
    expect(soulView(snaps[2]!).nextNeed).toBe(8);
  });

  it('step 3: an 8 against 8; Cat passes on', () => {
    expect(snaps[3]!.context.passingRolls.at(-1)).toEqual({ round: 3, need: 8, roll: 8, passed: true });
    expect(snaps[3]!.matches('passed on')).toBe(true);
    expect(snaps[3]!.status).toBe('done');
    expect(snaps[3]!.context.narration[0]!.text).toBe('End of round 3: the soul needed 8 or more and rolled 8. Cat passes on.');
  });
});

describe("the book's example, Character Death: Toughness 3 dies at −4", () => {
  const snaps = replay(toughness!.input, toughness!.events);

  it('step 1: 3 damage leaves Life −3, not below −3: unconscious, still in the body', () => {
    expect(snaps[1]!.context.body!.life).toBe(-3);
    expect(snaps[1]!.matches('in the body')).toBe(true);
    expect(soulView(snaps[1]!).condition).toBe('unconscious');
    expect(snaps[1]!.context.narration[1]!.text).toBe('Life −3 is below 0 but not below −3 (minus Toughness 3): Vale is unconscious.');
  });

  it('step 2: 1 more leaves Life −4, below −3: dead, and the soul lingers with its 6 Vitality', () => {
    expect(snaps[2]!.context.body!.life).toBe(-4);
    expect(snaps[2]!.matches('lingering')).toBe(true);
    expect(snaps[2]!.context.cause).toBe('life');
    expect(snaps[2]!.context.soulVitality).toBe(6);
    expect(snaps[2]!.context.narration[1]!.text).toBe('Life −4 is below −3 (minus Toughness 3): Vale dies.');
  });
});
