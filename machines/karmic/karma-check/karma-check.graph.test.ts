import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';
import { karmaCheckMachine } from './karma-check.machine.js';
import { type KarmaCheckContext, type KarmaCheckEvent, DEFAULT_ACTOR, DEFAULT_INPUT, DEFAULT_OPPONENT } from './karma-check.context.js';

/** Every leaf state of the machine, as a dotted path ("playing.hitting"), read from the machine itself. */
function leafStates(node: AnyStateNode, prefix = ''): string[] {
  const children = Object.entries(node.states);
  if (children.length === 0) return [prefix];
  return children.flatMap(([key, child]) => leafStates(child, prefix ? `${prefix}.${key}` : key));
}

function dotted(value: unknown): string {
  if (typeof value === 'string') return value;
  const [k, v] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${k}.${dotted(v)}`;
}

/** Every event a reader could send in a snapshot (the guards sort out the legal ones). */
function events(snapshot: { context: KarmaCheckContext }): KarmaCheckEvent[] {
  const ctx = snapshot.context;
  const out: KarmaCheckEvent[] = [
    { type: 'check.drawn' },
    { type: 'check.begun' },
    { type: 'mode.chosen', mode: ctx.mode === 'basic' ? 'opposed' : 'basic' },
    { type: 'side.adjusted', side: 0, changes: { advanced: !ctx.sides[0]!.settings.advanced, skill: 0 } },
    { type: 'side.adjusted', side: 0, changes: { skill: 2, advanced: false } },
  ];
  ctx.sides.forEach((side, i) => {
    side.drawers.forEach((d, j) => d.hand.forEach((card) => out.push({ type: 'card.chosen', side: i, drawer: j, card })));
    out.push({ type: 'hit.taken', side: i }, { type: 'hit.declined', side: i }, { type: 'joker.ruled', side: i, total: 3 });
  });
  return out;
}

describe('the karma check as a graph', () => {
  // A joker, a king and a plain card on top: every branch of a check is one draw away.
  const input = {
    ...DEFAULT_INPUT,
    actor: { ...DEFAULT_ACTOR, label: 'Enris', skill: 2, stacked: ['JK1', 'Ks', '5s', '2h'] },
    opponent: { ...DEFAULT_OPPONENT, skill: 1, stacked: ['Qs'] },
  };
  const paths = getShortestPaths(karmaCheckMachine, {
    input,
    events: events as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.mode,
        s.context.checkNumber,
        s.context.sides.map((x) => [
          x.settings.skill,
          x.settings.advanced,
          x.play?.chain ?? null,
          x.play?.stood ?? null,
          x.verdict,
          x.drawers.map((d) => d.hand),
        ]),
      ]),
    stopWhen: (s) => s.context.checkNumber > 2,
    limit: 20000,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((p) => dotted(p.state.value)));
    const states = leafStates(karmaCheckMachine.root);
    expect(states.sort()).toEqual(['playing.choosing', 'playing.gmRuling', 'playing.hitting', 'resolved', 'settingUp']);
    for (const state of states) expect(reached, state).toContain(state);
  });

  it('goes to the GM by the shortest route when the joker is played, and to a hit decision when the king is', () => {
    const shortest = (state: string) =>
      paths
        .filter((p) => dotted(p.state.value) === state)
        .map((p) =>
          p.steps.map((s) => (s.event.type === 'card.chosen' ? `card.chosen ${(s.event as { card: string }).card}` : s.event.type)),
        )
        .sort((a, b) => a.length - b.length)[0];
    expect(shortest('playing.gmRuling')).toEqual(['xstate.init', 'check.drawn', 'card.chosen JK1']);
    expect(shortest('playing.hitting')).toEqual(['xstate.init', 'check.drawn', 'card.chosen Ks']);
    // After the draw every side picks a card.
    expect(shortest('playing.choosing')).toEqual(['xstate.init', 'check.drawn']);
  });

  it('never lets an untrained advanced skill reach the draw', () => {
    for (const p of paths) {
      const refused = p.state.context.sides.some((s) => s.settings.advanced && s.settings.skill === 0);
      if (refused) expect(dotted(p.state.value)).not.toMatch(/^playing/);
    }
  });
});
