import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { type AimingContext, type AimingEvent, type AimingInput } from './aiming.context.js';

/** Every leaf state of the machine, as a dotted path ("shooting.hitting"), read from the machine itself. */
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
function events(snapshot: { context: AimingContext }): AimingEvent[] {
  const ctx = snapshot.context;
  const out: AimingEvent[] = [
    { type: 'aim.dealt' },
    { type: 'shot.fired' },
    { type: 'hit.taken' },
    { type: 'hit.declined' },
    { type: 'joker.ruled', value: 2 },
    { type: 'shot.begun' },
    { type: 'turn.waited' },
    { type: 'target.changed', target: { defence: { kind: 'dodge', skill: 1, awareness: 0 } } },
  ];
  ctx.window.forEach((_, cardIndex) => out.push({ type: 'shot.fired', cardIndex }));
  for (const card of ctx.shot?.drawn ?? []) out.push({ type: 'card.chosen', card });
  return out;
}

describe('aiming as a graph', () => {
  // A joker, a king, a plain card and a red card on top: every branch of a shot is a step or two away.
  const input: AimingInput = {
    seed: 7,
    stacked: ['JK1', 'Ks', '4s', '3h'],
    targetStacked: [],
    weapon: { ...WEAPON_PRESETS.spear, aim: 2 },
    shooter: { skill: 2, finesse: 0, armourFinesse: 0 },
    target: { ...DEFAULT_TARGET, distance: 5 },
  };
  const paths = getShortestPaths(aimingMachine, {
    input,
    events: events as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.window,
        s.context.shot?.drawn ?? null,
        s.context.shot?.chain ?? null,
        s.context.turn,
        s.context.target.defence.kind,
      ]),
    stopWhen: (s) => s.context.turn > 3,
    limit: 20000,
  });
  const routes = (state: string) =>
    paths
      .filter((p) => dotted(p.state.value) === state)
      .map((p) =>
        p.steps.map((st) => (st.event.type === 'card.chosen' ? `card.chosen ${(st.event as { card: string }).card}` : st.event.type)),
      )
      .sort((a, b) => a.length - b.length);
  const shortest = (state: string) => routes(state)[0];
  /** Every route of the shortest length to a state. */
  const shortestRoutes = (state: string) => routes(state).filter((r, _, all) => r.length === all[0]!.length);

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((p) => dotted(p.state.value)));
    const states = leafStates(aimingMachine.root);
    expect(states.sort()).toEqual(['aiming', 'resolved', 'shooting.choosing', 'shooting.hitting', 'shooting.ruling']);
    for (const state of states) expect(reached, state).toContain(state);
  });

  it('chooses the card of an unaimed shot first, and reaches a hit decision through the king', () => {
    // Fired without aiming, skill 2: the joker and the king are drawn; the shooter chooses.
    expect(shortest('shooting.choosing')).toEqual(['xstate.init', 'shot.fired']);
    expect(shortestRoutes('shooting.hitting')).toContainEqual(['xstate.init', 'shot.fired', 'card.chosen Ks']);
    expect(shortestRoutes('shooting.ruling')).toContainEqual(['xstate.init', 'shot.fired', 'card.chosen JK1']);
    // A joker alone in the row is fired only by naming it.
    expect(shortestRoutes('shooting.ruling')).toContainEqual(['xstate.init', 'aim.dealt', 'shot.fired']);
  });

  it('settles a plain card at once: aim past the joker and the king, and fire the 4', () => {
    const path = shortest('resolved')!;
    expect(path.at(-1)).toMatch(/^(shot.fired|card.chosen|hit.declined|joker.ruled)/);
    expect(path.length).toBeLessThanOrEqual(4);
  });
});
