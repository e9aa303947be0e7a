/**
 * Test helper (never bundled): a widget's statechart against its machine. Every widget test
 * calls both: the chart draws exactly the machine's states, and after the widget has been
 * played the highlighted states are the ones the snapshot is in (asked of the snapshot with
 * `matches`, not of the chart code).
 */
import { expect } from '@open-wc/testing';
import type { AnyStateMachine } from 'xstate';
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
  const drawn = chart.states.filter((s) => s.type !== 'note').map((s) => s.id).sort();
  expect(drawn, 'the chart draws exactly the machine’s states').to.deep.equal(machineStateIds(machine));
}

/** The snapshot value that names one state node (`machine.a.b` → `{ a: 'b' }`). */
function valueOf(id: string): unknown {
  const path = id.split('.').slice(1);
  return path.reduceRight<unknown>((acc, key) => (acc === undefined ? key : { [key]: acc }), undefined);
}

/**
 * With the widget's chart open (its toolbar's Statechart button pressed and drawn), each
 * state is highlighted exactly when the widget's snapshot is in it.
 */
export function expectChartHighlights(el: HTMLElement & { snapshot: { matches(v: never): boolean } }, chart: Chart): void {
  const root = el.shadowRoot!;
  expect(root.querySelectorAll('.rb-chart g.st').length, 'the chart is drawn').to.be.greaterThan(0);
  for (const state of chart.states.filter((s) => s.type !== 'note')) {
    const g = root.querySelector(`.rb-chart g.st[data-state="${CSS.escape(state.id)}"]`);
    expect(g, `state ${state.id} is drawn`).to.exist;
    expect(g!.classList.contains('active'), `${state.id} highlighted`).to.equal(el.snapshot.matches(valueOf(state.id) as never));
  }
}
