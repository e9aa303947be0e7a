import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { soulPassingMachine } from './soul-passing.machine.js';
import { type Liberi, type SoulPassingEvent, type SoulPassingInput } from './soul-passing.context.js';

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

const ada: Liberi = { name: 'Ada', distance: 25, speed: 10, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 };
const pray: SoulPassingEvent = { type: 'prayer.offered' };
const absorb: SoulPassingEvent = { type: 'soul.absorbed' };
const end: SoulPassingEvent = { type: 'turn.ended' };
const roll: SoulPassingEvent = { type: 'soul.rolled' };

describe('soul passing as a graph', () => {
  it("declares the soul's story as its states: in the body, lingering (a turn, the passing roll), gathered, passed on", () => {
    expect(everyState(soulPassingMachine).map((s) => s.id)).toEqual([
      'in the body',
      'lingering',
      'lingering › a turn',
      'lingering › the passing roll',
      'gathered',
      'passed on',
    ]);
  });

  it('reaches every state, and the shortest way to each is what the rules say', () => {
    const input: SoulPassingInput = {
      seed: 5,
      vitality: 4,
      character: { life: 0, vitality: 4, toughness: 0, athleticism: 1, charm: 1, knowledge: 1, spirit: 1 },
      liberi: [ada],
      rolls: [10],
    };
    const paths = getShortestPaths(soulPassingMachine, {
      input,
      events: [{ type: 'damage.dealt', track: 'life', amount: 1 }, pray, absorb, end, roll, { type: 'action.taken', action: 'move' }],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.turn,
          s.context.round,
          s.context.actionsLeft,
          s.context.prayers,
          s.context.prayedThisTurn,
          s.context.liberi[0]?.distance,
        ]),
    });
    for (const state of everyState(soulPassingMachine))
      expect(
        paths.some((p) => p.state.matches(state.value as never)),
        state.id,
      ).toBe(true);
    const shortest = (value: StateValue) =>
      paths
        .filter((p) => p.state.matches(value as never))
        .map((p) => p.steps.map((s) => s.event.type))
        .sort((a, b) => a.length - b.length)[0];
    expect(shortest('in the body')).toEqual(['xstate.init']);
    // Life 0 with Toughness 0: one point of damage kills.
    expect(shortest({ lingering: 'a turn' })).toEqual(['xstate.init', 'damage.dealt']);
    expect(shortest({ lingering: 'the passing roll' })).toEqual(['xstate.init', 'damage.dealt', 'turn.ended']);
    // The fixed roll is a 10: the first passing roll ends it.
    expect(shortest('passed on')).toEqual(['xstate.init', 'damage.dealt', 'turn.ended', 'soul.rolled']);
    // Ada starts 25 feet away: she must Move into reach before one action of absorption.
    expect(shortest('gathered')).toEqual(['xstate.init', 'damage.dealt', 'action.taken', 'soul.absorbed']);
  });

  it('lingers through a failed roll back to a turn, and a prayer may finish across two turns', () => {
    const paths = getShortestPaths(soulPassingMachine, {
      input: { seed: 5, vitality: 4, liberi: [{ ...ada, distance: 5 }], rolls: [1] },
      events: [pray, end, roll],
      serializeState: (s) => JSON.stringify([s.value, s.context.round, s.context.prayers, s.context.actionsLeft]),
    });
    const gathered = paths.filter((p) => p.state.matches('gathered')).map((p) => p.steps.map((s) => s.event.type));
    expect(gathered).toContainEqual(['xstate.init', 'prayer.offered', 'prayer.offered']);
    const rounds = paths.filter((p) => p.state.matches({ lingering: 'a turn' }) && p.state.context.round === 2);
    expect(rounds.length).toBeGreaterThan(0);
  });
});
