import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { registerDuelMachine, type RegisterDuelEvent } from './register-duel.machine.js';
import { BOOK_EXAMPLE } from './register-duel.setup.js';
import { MANEUVERS } from './maneuvers.js';
import type { Side } from './register-duel.rules.js';

/** Every event the table could send in a snapshot (the machine's guards sort out the legal ones). */
function events(snapshot: { context: { hands: readonly (readonly string[])[]; registers: readonly { number: number }[] } }): RegisterDuelEvent[] {
  const out: RegisterDuelEvent[] = [{ type: 'initiative.drawn' }, { type: 'initiative.yielded' }, { type: 'hands.drawn' }, { type: 'register.revealed' }, { type: 'round.begun' }];
  for (const side of [0, 1] as Side[]) {
    out.push({ type: 'maneuver.passed', side }, { type: 'declaration.finished', side }, { type: 'hit.taken', side }, { type: 'hit.declined', side });
    for (const r of snapshot.context.registers) out.push({ type: 'card.withdrawn', side, register: r.number });
    for (const card of snapshot.context.hands[side]!) {
      for (const m of MANEUVERS) out.push({ type: 'maneuver.declared', side, maneuver: m.id, card });
    }
  }
  return out;
}

describe('the duel as a graph', () => {
  it('reaches every resting state from the book\'s starting deal, the end of combat included', () => {
    const paths = getShortestPaths(registerDuelMachine, {
      input: BOOK_EXAMPLE,
      events: events as never,
      // Keyed by state and the shape of the table, so the walk stays small but still branches.
      serializeState: (s) => JSON.stringify([s.value, s.context.round, s.context.registers.length, s.context.cursor, s.context.attacker, s.context.toDeclare, s.context.hands.map((h) => h.length), s.context.ended ?? null]),
      stopWhen: (s) => s.context.round > 2,
      limit: 20000,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['initiative', 'roundStart', 'declaring', 'resolving', 'deciding', 'turnOver', 'ended']) {
      expect(reached, state).toContain(JSON.stringify(state));
    }
    // The shortest way to end the fight is for both sides to yield at once: draw, yield, yield.
    const ended = paths.filter((p) => p.state.value === 'ended').sort((a, b) => a.steps.length - b.steps.length)[0]!;
    expect(ended.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'initiative.drawn', 'initiative.yielded', 'initiative.yielded']);
  });
});
