// Draws each procedure's statechart from its XState machine: the states and transitions are
// read from the machine itself (each procedure's `machine` in machines/catalogue.ts), laid out
// with ELK (layered, top to bottom, compound states drawn around their children), and written
// as a small data module, generated/charts/<procedure>.chart.ts (generated, git-ignored; see
// generated/README.md). The widget imports that module (and the shared renderer) only when a
// reader opens the chart, so it costs nothing until then (a chunk of its own in the embed build
// and in the site).
//
//   npm run charts            write every chart (npm run generate does this, then the manifest)
//   npm run charts -- --check fail if a written chart no longer matches its machine
import ELK from 'elkjs/lib/elk.bundled.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { PROCEDURES } from '../machines/catalogue.js';
import type { Chart, ChartInternal, ChartState, ChartTransition } from '../widgets/shared/statechart.js';

/** Where the chart modules are written. */
export const CHARTS_DIR = join('generated', 'charts');

/** Every widget's machine, by name: its procedure's, from the catalogue. */
export async function machines(): Promise<Map<string, AnyStateMachine>> {
  return new Map<string, AnyStateMachine>(PROCEDURES.map((p) => [p.name, p.machine]));
}

/** "playingFaceDown" → "Playing face down"; "resolving-register" → "Resolving register". */
export function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "card.played" → "card played" */
export function eventWords(type: string): string {
  return type === '' ? 'at once' : type.replace(/\./g, ' ');
}

/** A state node as the chart reads it (XState's StateNode, the fields used here). */
interface Node {
  id: string;
  key: string;
  type: string;
  description?: string;
  machine: { root: { id: string } };
  parent?: { initial?: { target?: readonly { id: string }[] } };
  transitions: Map<string, readonly Definition[]>;
  always?: readonly Definition[];
  states: Record<string, Node>;
}
interface Definition {
  target?: readonly { id: string }[];
  guard?: unknown;
  description?: string;
}
type Described = Omit<ChartState, 'x' | 'y' | 'w' | 'h'>;
type DescribedTransition = Omit<ChartTransition, 'points' | 'labelAt'>;

const CHAR = 6.6; // px per character of the 11 px label font, roughly
const LINE = 15;

function guardText(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return words(guard);
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return words((guard as { type: string }).type);
  return undefined;
}

/** The machine as plain data: every state node and transition, with descriptions. */
export function describeMachine(machine: AnyStateMachine): { id: string; states: Described[]; transitions: DescribedTransition[] } {
  const states: Described[] = [];
  const transitions: DescribedTransition[] = [];
  const visit = (node: Node, parent: string | undefined) => {
    const internal: ChartInternal[] = [];
    const add = (eventType: string, def: Definition, i: number) => {
      const targets = (def.target ?? []).map((t) => t.id);
      const guard = guardText(def.guard);
      const label = eventWords(eventType);
      const description = def.description ?? undefined;
      if (targets.length === 0) {
        internal.push({ event: eventType, label, ...(description ? { description } : {}), ...(guard ? { guard } : {}) });
        return;
      }
      for (const target of targets) {
        transitions.push({
          id: `${node.id}:${eventType || 'always'}:${i}:${target}`,
          source: node.id,
          target,
          event: eventType,
          label,
          ...(description ? { description } : {}),
          ...(guard ? { guard } : {}),
        });
      }
    };
    for (const [eventType, defs] of node.transitions) defs.forEach((def, i) => add(eventType, def, i));
    (node.always ?? []).forEach((def, i) => add('', def, i));
    const isRoot = parent === undefined;
    if (!isRoot) {
      states.push({
        id: node.id,
        parent: parent === node.machine.root.id ? null : parent,
        key: node.key,
        label: words(node.key),
        type: node.type,
        initial: node.parent?.initial?.target?.[0]?.id === node.id,
        ...(node.description ? { description: node.description } : {}),
        internal,
      });
    } else if (internal.length) {
      // Events the machine takes in any state: shown as a note on the chart.
      states.push({ id: node.id, parent: null, key: node.key, label: 'In any state', type: 'note', initial: false, internal });
    }
    for (const child of Object.values(node.states)) visit(child, node.id);
  };
  visit(machine.root as unknown as Node, undefined);
  return { id: machine.id, states, transitions };
}

function nodeSize(state: Described): { width: number; height: number } {
  const lines = [state.label, ...state.internal.map((t) => `${t.label}${t.guard ? ` [${t.guard}]` : ''}`)];
  const width = Math.max(90, ...lines.map((l, i) => l.length * (i === 0 ? CHAR + 0.6 : CHAR) + 20));
  const height = 26 + state.internal.length * LINE + (state.internal.length ? 6 : 0);
  return { width: Math.ceil(width), height };
}

/** Lay the described machine out with ELK; coordinates are absolute. */
interface ElkNode {
  id: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  layoutOptions?: Record<string, string>;
  children?: ElkNode[];
  edges?: ElkEdge[];
}
interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: { text: string; width: number; height: number; x?: number; y?: number }[];
  container?: string;
  sections?: { startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: { x: number; y: number }[] }[];
}

export async function layoutChart(described: ReturnType<typeof describeMachine>): Promise<Chart> {
  const elk = new ELK();
  const children = (parentId: string | null) => described.states.filter((s) => s.parent === parentId);
  const toNode = (s: Described): ElkNode => {
    const kids = children(s.id);
    const size = nodeSize(s);
    if (kids.length === 0) return { id: s.id, ...size };
    const header = 26 + s.internal.length * LINE + (s.internal.length ? 6 : 0);
    return {
      id: s.id,
      layoutOptions: {
        'elk.padding': `[top=${header + 8},left=12,bottom=12,right=12]`,
        'elk.nodeSize.minimum': `(${size.width}, ${size.height})`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
      children: kids.map(toNode),
    };
  };
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '34',
      'elk.spacing.nodeNode': '22',
      'elk.spacing.edgeLabel': '3',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=10,left=10,bottom=10,right=10]',
    },
    children: children(null).map(toNode),
    edges: described.transitions.map((t) => ({
      id: t.id,
      sources: [t.source],
      targets: [t.target],
      labels: [{ text: t.label, width: Math.ceil(t.label.length * CHAR + 6), height: 14 }],
    })),
  };
  const laid = (await elk.layout(graph as never)) as unknown as ElkNode;
  const boxes = new Map<string, { x: number; y: number; w: number; h: number }>();
  const place = (node: ElkNode, ox: number, oy: number) => {
    for (const c of node.children ?? []) {
      const x = ox + (c.x ?? 0);
      const y = oy + (c.y ?? 0);
      boxes.set(c.id, { x, y, w: c.width ?? 0, h: c.height ?? 0 });
      place(c, x, y);
    }
  };
  place(laid, 0, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  // Edge coordinates are relative to the edge's container (ELK sets `container`).
  const edges = new Map<string, Pick<ChartTransition, 'points' | 'labelAt'>>();
  const collect = (node: ElkNode) => {
    for (const e of node.edges ?? []) {
      const c = (e.container && e.container !== 'root' ? boxes.get(e.container) : undefined) ?? { x: 0, y: 0 };
      const points: [number, number][] = [];
      for (const s of e.sections ?? []) {
        points.push([s.startPoint.x, s.startPoint.y], ...(s.bendPoints ?? []).map((b): [number, number] => [b.x, b.y]), [
          s.endPoint.x,
          s.endPoint.y,
        ]);
      }
      const label = e.labels?.[0];
      edges.set(e.id, {
        points: points.map(([x, y]) => [round(x + c.x), round(y + c.y)] as const),
        ...(label ? { labelAt: [round((label.x ?? 0) + c.x), round((label.y ?? 0) + c.y)] as const } : {}),
      });
    }
    for (const ch of node.children ?? []) collect(ch);
  };
  collect(laid);
  return {
    id: described.id,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states: described.states.map((s) => {
      const b = boxes.get(s.id)!;
      return { ...s, x: round(b.x), y: round(b.y), w: round(b.w), h: round(b.h) };
    }),
    transitions: described.transitions.map((t) => ({ ...t, ...edges.get(t.id) })),
  };
}

export function chartModule(name: string, chart: Chart): string {
  return `// Generated by \`npm run generate\` (scripts/charts.ts) from the ${name} machine: do not edit.
// The statechart the widget draws when a reader opens it.
import type { Chart } from '../../widgets/shared/statechart.js';

const chart: Chart = ${JSON.stringify(chart, null, 1)};
export default chart;
`;
}

/** Write (or with `check`, compare) every widget's chart; returns the number that are stale. */
export async function buildCharts({ check = false, log = console.log, root = process.cwd() } = {}): Promise<number> {
  let stale = 0;
  const dir = join(root, CHARTS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, machine] of await machines()) {
    const chart = await layoutChart(describeMachine(machine));
    const out = join(dir, `${name}.chart.ts`);
    const shown = relative(root, out);
    const text = chartModule(name, chart);
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (check) {
      if (current !== text) {
        stale++;
        log(`stale   ${shown}: run \`npm run generate\``);
      } else log(`ok      ${shown}`);
    } else {
      // Unchanged files are left alone, so tools watching the folder see no change.
      if (current !== text) writeFileSync(out, text);
      log(
        `${current === text ? 'same   ' : 'wrote  '} ${shown} (${chart.states.length} states, ${chart.transitions.length} transitions, ${chart.width}×${chart.height})`,
      );
    }
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stale = await buildCharts({ check: process.argv.includes('--check') });
  if (stale) process.exit(1);
}
