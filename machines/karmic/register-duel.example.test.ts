import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { registerDuelMachine, type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.machine.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.setup.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

function play(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]): Snap {
  let [snap] = initialTransition(registerDuelMachine, input);
  for (const [i, e] of events.entries()) {
    if (!snap.can(e)) throw new Error(`step ${i + 1} refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}

describe('the book\'s example: Devon against the soldier', () => {
  it('gives Devon the initiative, +2 against −4', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 1));
    const [devon, soldier] = snap.context.initiativeChecks[0]!;
    expect(devon.total).toBe(2);
    expect(soldier.total).toBe(-4);
    expect(soldier.cards).toHaveLength(1);
    expect(snap.context.attacker).toBe(0);
    expect(snap.value).toBe('roundStart');
  });

  it('deals Devon +3 (hit), −2, +10 and the soldier −2 (hit), +5', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 2));
    expect(snap.context.hands[0]).toEqual(['Ks', '2h', '10s']);
    expect(snap.context.hands[1]).toEqual(['Qh', '5s']);
  });

  it('stops declaring after the disarm, with the soldier out of cards and the third register empty on his side', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));
    expect(snap.value).toBe('resolving');
    const regs = snap.context.registers;
    expect(regs).toHaveLength(3);
    expect(regs[2]!.defence).toBeUndefined();
    expect(regs[2]!.answered).toBe(true);
  });

  it('resolves the registers at −1, −1 and +6, the disarm succeeding', () => {
    const snap = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS);
    const outcomes = snap.context.registers.map((r) => r.outcome!);
    expect(outcomes.map((o) => o.attackTotal)).toEqual([-1, -1, 6]);
    expect(outcomes.map((o) => o.success)).toEqual([false, false, true]);
    expect(outcomes[0]!.defenceTotal).toBe(5);
    expect(outcomes[1]!.defenceTotal).toBe(-2);
    expect(outcomes[0]!.arithmetic).toBe('+3 card +1 modifiers +0 difficulty −5 parry = −1: miss');
    expect(outcomes[1]!.arithmetic).toBe("−2 card +1 modifiers +0 difficulty = −1: miss (the parry's −2 is not positive, so it takes nothing off)");
    expect(outcomes[2]!.arithmetic).toBe('+10 card +1 modifiers −5 difficulty = +6: disarmed (unopposed)');
    expect(snap.context.disarmed).toEqual([false, true]);
    expect(snap.context.damage).toEqual([0, 0]);
    expect(snap.context.range).toBe(1);
    // "This doesn't necessarily end the combat, but the round is over."
    expect(snap.context.ended).toBeUndefined();
    expect(snap.value).toBe('turnOver');
  });

  it('keeps the initiative with Devon into the next round', () => {
    const [snap] = transition(registerDuelMachine, play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS), { type: 'round.begun' });
    expect(snap.value).toBe('roundStart');
    expect(snap.context.attacker).toBe(0);
    expect(snap.context.round).toBe(2);
  });

  it('runs the same through a live actor as through pure transitions', () => {
    const actor = createActor(registerDuelMachine, { input: BOOK_EXAMPLE }).start();
    for (const e of BOOK_EXAMPLE_EVENTS) actor.send(e);
    expect(actor.getSnapshot().context).toEqual(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context);
    actor.stop();
  });
});

