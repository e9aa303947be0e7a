import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { parseFireMap } from '../area-map.js';
import type { FireMapContext, FireMapEvent, FireMapInput } from './fire-map.context.js';
import { fireMapMachine } from './fire-map.machine.js';

function input(text: string, seed = 1): FireMapInput {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return { setup: r.setup, seed };
}

/** The events a GM could send here: a round, lighting or dousing b1, placing or removing Ada. */
function events(snapshot: { context: FireMapContext }): FireMapEvent[] {
  const ada = snapshot.context.creatures.some((c) => c.id === 'ada');
  return [
    { type: 'round.advanced' },
    { type: 'area.edited', id: 'b1', changes: { flammability: 2 } },
    { type: 'area.edited', id: 'b1', changes: { flammability: null, fireLevel: null } },
    ada
      ? { type: 'creature.removed', id: 'ada' }
      : { type: 'creature.placed', creature: { name: 'Ada', areaId: 'a1', size: 1, kind: 'pc' } },
  ];
}

describe('the fire map as a graph', () => {
  // A brazier of 6 on a stone floor (a1) beside a stone yard (b1): nothing to do until the GM
  // makes the yard burnable or puts someone in the fire.
  const paths = getShortestPaths(fireMapMachine, {
    input: input('grid 2x1 flam=none; area a1 fire=6', 3),
    events: events as never,
    // The round is part of the state: a round that rolls but changes no level still moves the story on.
    serializeState: (s) => {
      const c = s.context as FireMapContext;
      return JSON.stringify([
        s.value,
        c.round,
        c.map.areas.map((a) => [a.fireLevel, a.flammability]),
        c.creatures.map((x) => [x.id, x.alive, x.injuries]),
      ]);
    },
    stopWhen: (s) => (s.context as FireMapContext).round >= 16,
    limit: 20000,
  });

  it('reaches both states: burning, and settled', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"settled"', '"burning"']));
  });

  it('starts settled, and an edit that gives the fire fuel sets it burning', () => {
    const toBurning = paths.filter((p) => p.state.matches('burning')).sort((a, b) => a.steps.length - b.steps.length)[0]!;
    expect(toBurning.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init')).toEqual(['area.edited']);
  });

  it('settles again once the yard has burnt up to 6, by rounds alone', () => {
    const burntOut = paths.find((p) => p.state.matches('settled') && p.state.context.map.areas[1]!.fireLevel === 6);
    expect(burntOut, 'a path where the yard burns to 6 and the fire settles').toBeDefined();
    expect(burntOut!.steps.filter((s) => s.event.type === 'round.advanced').length).toBeGreaterThanOrEqual(7);
  });

  it('offers a round exactly while burning, on every path', () => {
    for (const p of paths) expect(p.state.can({ type: 'round.advanced' }), JSON.stringify(p.state.value)).toBe(p.state.matches('burning'));
  });

  it('keeps every fire level a level the rules have, on every path', () => {
    for (const p of paths)
      for (const a of p.state.context.map.areas) expect([null, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6]).toContain(a.fireLevel);
  });

  it('describes each state and transition in plain words for the statechart', () => {
    const root = fireMapMachine.root;
    for (const state of Object.values(root.states)) expect(state.description, state.key).toMatch(/\w{4,}/);
    for (const node of [root, ...Object.values(root.states)]) {
      for (const list of node.transitions.values())
        for (const t of list) expect(t.description, `${node.key} ${t.eventType}`).toMatch(/\w{4,}/);
      for (const t of node.always ?? []) expect(t.description, `${node.key} always`).toMatch(/\w{4,}/);
    }
  });
});
