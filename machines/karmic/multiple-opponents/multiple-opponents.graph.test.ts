import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyStateNode, SnapshotFrom, StateValue } from 'xstate';
import { WEAPON_MANEUVERS, type MultipleOpponentsEvent, type MultipleOpponentsInput } from './multiple-opponents.context.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { GOBLINS_EXAMPLE } from './multiple-opponents.examples.js';

type Snap = SnapshotFrom<typeof multipleOpponentsMachine>;

/** Every event the table could send with swords in hand (the machine's guards sort out the legal ones). */
function candidateEvents(snapshot: Snap): MultipleOpponentsEvent[] {
  const c = snapshot.context;
  const n = c.foes.length;
  const out: MultipleOpponentsEvent[] = [
    { type: 'initiative.drawn' },
    { type: 'hands.drawn' },
    { type: 'register.closed' },
    { type: 'register.revealed' },
    { type: 'round.begun' },
    { type: 'card.withdrawn' },
    { type: 'hit.taken' },
    { type: 'hit.declined' },
    { type: 'joker.ruled', value: 2 },
  ];
  for (let foe = 0; foe < n; foe++) out.push({ type: 'initiative.named', foe });
  for (const card of c.hands.lone) {
    for (let foe = 0; foe < n; foe++) for (const maneuver of WEAPON_MANEUVERS) out.push({ type: 'maneuver.declared', maneuver, card, foe });
    out.push({ type: 'maneuver.declared', maneuver: 'swipe', card, targets: [...Array(n).keys()] });
  }
  return out;
}

function path(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0]!;
  return `${key}.${path(inner as StateValue)}`;
}

function atomicStates(node: AnyStateNode = multipleOpponentsMachine.root, prefix = ''): string[] {
  const children = Object.entries(node.states);
  if (children.length === 0) return [prefix];
  return children.flatMap(([key, child]) => atomicStates(child, prefix ? `${prefix}.${key}` : key));
}

function walk(input: MultipleOpponentsInput) {
  return getShortestPaths(multipleOpponentsMachine, {
    input,
    events: candidateEvents as never,
    serializeState: (s) => {
      const c = (s as Snap).context;
      return JSON.stringify([
        s.value,
        c.round,
        c.registers.length,
        c.cursor,
        c.holders,
        c.hands.lone.length,
        c.ended ?? null,
        c.choosing ?? null,
        c.registers.at(-1)?.closed
          ? ''
          : c.registers
              .at(-1)
              ?.lone.map((x) => x.maneuver)
              .join('+'),
        c.batchEnd ?? null,
        c.registers[c.cursor]?.plays?.lone.map((p) => p.chain.length) ?? null,
        c.registers[c.cursor]?.wild ?? null,
      ]);
    },
    stopWhen: (s) => (s as Snap).context.round > 2,
    limit: 20000,
  });
}

function moves(paths: ReturnType<typeof walk>): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const states = p.steps.map((s) => path(s.state.value));
    for (let i = 1; i < states.length; i++) out.add(`${states[i - 1]} → ${states[i]}`);
  }
  return out;
}

describe('multiple opponents as a graph', () => {
  const goblins = walk(GOBLINS_EXAMPLE);
  // Two sturdy soldiers, a tie on the first draw, and a seize that lets the turn go on.
  const soldiers = walk({
    ...GOBLINS_EXAMPLE,
    foes: GOBLINS_EXAMPLE.foes.slice(0, 2).map((f) => ({ ...f, size: 'normal' as const, hitPoints: 20 })),
    stacked: { lone: ['5s', '2h', '3s', '2c', '9s', '8s', '10s'], foes: ['5s', '2s', '7s', '4s', '2h', '3s', '4h'] },
  });
  // A hand of hit cards and a joker, so hits and the GM's value come up.
  const hits = walk({
    ...GOBLINS_EXAMPLE,
    foes: GOBLINS_EXAMPLE.foes.slice(0, 2).map((f) => ({ ...f, size: 'normal' as const, hitPoints: 20 })),
    stacked: { lone: ['5s', '2h', 'JK1', 'Ks', 'Qs', 'Js', '4s'], foes: ['2h', '3h', 'Qs', 'Kh', '2s', '3s'] },
  });

  it('has the states a player would name, nested as the rule nests', () => {
    expect(atomicStates().sort()).toEqual([
      'combatOver',
      'drawingForInitiative',
      'namingFoe',
      'round.declaring',
      'round.holdingInitiative',
      'round.resolving.deciding',
      'round.resolving.turningOver',
      'round.turnOver',
    ]);
  });

  it('describes every state and every transition in plain words', () => {
    const undescribed: string[] = [];
    const visit = (node: AnyStateNode) => {
      if (!node.description) undescribed.push(node.id);
      for (const [event, transitions] of node.transitions)
        for (const t of transitions) if (!t.description) undescribed.push(`${node.id} on ${event}`);
      for (const t of node.always ?? []) if (!t.description) undescribed.push(`${node.id} always`);
      Object.values(node.states).forEach(visit);
    };
    visit(multipleOpponentsMachine.root);
    expect(undescribed).toEqual([]);
  });

  it('reaches every state', () => {
    const reached = new Set([...goblins, ...soldiers, ...hits].map((p) => path(p.state.value)));
    for (const state of atomicStates()) expect(reached, state).toContain(state);
  });

  it('takes every way out of each state', () => {
    const seen = new Set([...moves(goblins), ...moves(soldiers), ...moves(hits)]);
    for (const move of [
      'drawingForInitiative → namingFoe',
      'drawingForInitiative → drawingForInitiative', // a tie draws again
      'drawingForInitiative → round.holdingInitiative',
      'namingFoe → round.holdingInitiative',
      'round.holdingInitiative → round.declaring',
      'round.declaring → round.declaring',
      'round.declaring → round.resolving.turningOver',
      'round.resolving.turningOver → round.resolving.turningOver', // nothing to decide: settled at once
      'round.resolving.turningOver → round.resolving.deciding', // a hit card or a joker of his turns up
      'round.resolving.deciding → round.resolving.deciding', // a hit drawn onto another hit card
      'round.resolving.deciding → round.resolving.turningOver',
      'round.resolving.turningOver → round.declaring', // the turn goes on after a seize
      'round.resolving.turningOver → round.turnOver',
      'round.resolving.deciding → round.turnOver',
      'round.resolving.turningOver → combatOver',
      'round.turnOver → round.holdingInitiative',
    ])
      expect(seen, move).toContain(move);
  });
});
