/**
 * Test helper (never bundled): a widget's statechart against its machine. Every widget test
 * calls both: the chart draws exactly the machine's states, and after the widget has been
 * played the highlighted states are the ones the snapshot is in (asked of the snapshot with
 * `matches`, not of the chart code).
 */
import { expect } from '@open-wc/testing';
import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import type { Chart } from '../statechart.js';

interface StateNodeLike {
  readonly id: string;
  readonly states: Record<string, StateNodeLike>;
}

/** Every state node id of the machine, walked here on its own. */
export function machineStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: StateNodeLike) => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root as unknown as StateNodeLike);
  return ids.sort();
}

export function expectChartMatchesMachine(chart: Chart, machine: AnyStateMachine): void {
  const drawn = chart.states
    .filter((s) => s.type !== 'note')
    .map((s) => s.id)
    .sort();
  expect(drawn, 'the chart draws exactly the machine’s states').to.deep.equal(machineStateIds(machine));
}

/** The snapshot value that names one state node (`machine.a.b` → `{ a: 'b' }`). */
function valueOf(id: string): unknown {
  const path = id.split('.').slice(1);
  return path.reduceRight<unknown>((acc, key) => (acc === undefined ? key : { [key]: acc }), undefined);
}

/** What a played widget offers the chart checks: its root, its snapshot and its saved record. */
export interface PlayedTable {
  readonly shadowRoot: ShadowRoot | null;
  readonly snapshot: { readonly value: unknown; readonly status: string; matches(v: never): boolean };
  readonly record: { readonly input: unknown; readonly events: readonly { readonly type: string }[]; readonly step: number };
}

/** The ids of the state nodes a snapshot value is in (ancestors included), walked here on its own. */
function activeIds(machineId: string, value: unknown): { all: string[]; leaves: string[] } {
  const all: string[] = [];
  const leaves: string[] = [];
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') {
      all.push(`${prefix}.${v}`);
      leaves.push(`${prefix}.${v}`);
      return;
    }
    const entries = Object.entries(v as object);
    if (entries.length === 0) leaves.push(prefix);
    for (const [key, child] of entries) {
      all.push(`${prefix}.${key}`);
      walk(child, `${prefix}.${key}`);
    }
  };
  walk(value, machineId);
  return { all, leaves: leaves.filter((id) => id !== machineId) };
}

interface NodeConfigLike {
  readonly config: { readonly on?: Record<string, unknown>; readonly always?: unknown };
}

/**
 * The snapshot the table was at one step before, and the transitions the machine took from it
 * on the event that led here (asked of XState itself, guards included, by replaying the record).
 */
function stepTaken(machine: AnyStateMachine, record: PlayedTable['record'], now: unknown) {
  let [snap] = initialTransition(machine, record.input as never);
  const before = record.events.slice(0, record.step - 1);
  for (const e of before) [snap] = transition(machine, snap, e as never);
  const event = record.events[record.step - 1]!;
  const taken = machine.getTransitionData(snap as never, event as never);
  const [after] = transition(machine, snap, event as never);
  expect(after.value, 'replaying the record reaches the snapshot shown').to.deep.equal(now);
  return { event, taken };
}

/**
 * With the widget's chart open (its toolbar's Statechart button pressed and drawn), after a step:
 * - each state is highlighted exactly when the widget's snapshot is in it (asked of the snapshot
 *   with `matches`);
 * - the transition just taken is marked: the drawn edge for the event that led here, from the
 *   state the machine took it in one step before, into its target (XState's own
 *   `getTransitionData` on the replayed record says which); nothing is marked at the start, or
 *   when the event was taken in place (no edge to mark);
 * - the text equivalent names the state the table is in now, and lists exactly the events the
 *   active state nodes take (the `on` keys of the machine's own definition, plus "At once" where
 *   a node has an eventless transition), or none once the procedure is done.
 */
export function expectChartHighlights(el: PlayedTable, chart: Chart, machine: AnyStateMachine): void {
  const root = el.shadowRoot!;
  expect(root.querySelectorAll('.rb-chart g.st').length, 'the chart is drawn').to.be.greaterThan(0);
  for (const state of chart.states.filter((s) => s.type !== 'note')) {
    const g = root.querySelector(`.rb-chart g.st[data-state="${CSS.escape(state.id)}"]`);
    expect(g, `state ${state.id} is drawn`).to.exist;
    expect(g!.classList.contains('active'), `${state.id} highlighted`).to.equal(el.snapshot.matches(valueOf(state.id) as never));
  }
  expectTakenMarked(root, chart, machine, el);
  expectTextEquivalent(root, chart, machine, el);
}

function expectTakenMarked(root: ShadowRoot, chart: Chart, machine: AnyStateMachine, el: PlayedTable): void {
  const marked = [...root.querySelectorAll('.rb-chart g.tr.taken')].map((g) => g.getAttribute('data-transition'));
  const { step } = el.record;
  if (step === 0) {
    expect(marked, 'nothing is marked before the first step').to.deep.equal([]);
    return;
  }
  const { event, taken } = stepTaken(machine, el.record, el.snapshot.value);
  expect(taken.length, `the machine took ${event.type} one step before`).to.be.greaterThan(0);
  const edges = chart.transitions.filter((t) =>
    taken.some((d) => d.source.id === t.source && d.eventType === t.event && (d.target ?? []).some((n) => n.id === t.target)),
  );
  const moved = taken.some((d) => (d.target ?? []).length > 0);
  if (!moved) {
    expect(marked, `${event.type} was taken in place: no edge is marked`).to.deep.equal([]);
    return;
  }
  const from = taken.map((d) => d.source.id).join(', ');
  expect(edges.length, `the chart has the edge ${event.type} from ${from}`).to.be.greaterThan(0);
  expect(marked.length, `one edge is marked after ${event.type} from ${from}`).to.equal(1);
  expect(
    edges.map((t) => t.id),
    `the marked edge is ${event.type} from ${from}`,
  ).to.include(marked[0]);
}

function expectTextEquivalent(root: ShadowRoot, chart: Chart, machine: AnyStateMachine, el: PlayedTable): void {
  const box = root.querySelector('.rb-chart .rb-chart-text');
  expect(box, 'the chart has its text equivalent').to.exist;
  const { all, leaves } = activeIds(machine.id, el.snapshot.value);
  const now = box!.querySelector('p')!.textContent!;
  expect(now.startsWith('Now:'), 'the text says where the table is now').to.equal(true);
  const label = (id: string) => chart.states.find((s) => s.id === id)?.label ?? `«${id}»`;
  for (const id of leaves) expect(now, `the text names the state ${id}`).to.contain(label(id));

  // The events the machine's own definition takes in the active states (the root's included).
  const expected = new Set<string>();
  if (el.snapshot.status === 'active') {
    for (const id of [machine.id, ...all]) {
      const node = machine.getStateNodeById(id) as unknown as NodeConfigLike;
      for (const type of Object.keys(node.config.on ?? {})) expected.add(type);
      if (node.config.always !== undefined) expected.add('');
    }
  }
  const eventLabel = (type: string) =>
    type === ''
      ? 'At once'
      : ([...chart.transitions, ...chart.states.flatMap((s) => s.internal)].find((t) => t.event === type)?.label ?? `«${type}»`);
  const items = [...box!.querySelectorAll('ul[aria-label="What can happen next"] > li')].map(
    (li) => li.textContent!.split(/ \(if | → |: stays here$/)[0]!,
  );
  expect([...new Set(items)].sort(), 'the text lists exactly the events the machine takes now').to.deep.equal(
    [...expected].map(eventLabel).sort(),
  );
  if (expected.size === 0) expect(box!.textContent, 'the text says the procedure is over').to.contain('Nothing more can happen');
}
