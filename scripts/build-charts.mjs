// Draws each procedure's statechart from its XState machine, at build time: the states and
// transitions are read from the machine itself (machines/<system>/<procedure>.machine.ts,
// `<procedure>Machine`), laid out with ELK (layered, top to bottom, compound states drawn
// around their children), and written as a small data module beside the widget:
// widgets/<procedure>/<procedure>.chart.ts. The widget imports that module (and the
// shared renderer) only when a reader opens the chart, so it costs nothing until then.
//
//   npm run charts            write every chart
//   npm run charts -- --check fail if a written chart no longer matches its machine
import { build } from 'esbuild';
import ELK from 'elkjs/lib/elk.bundled.js';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listWidgets } from './widgets.mjs';

const check = process.argv.includes('--check');
const root = process.cwd();

/** widgets/<name> → machines/<system>/<name>/<name>.machine.ts (or, before its move, machines/<system>/<name>.machine.ts). */
function machineFile(name) {
  for (const system of readdirSync(join(root, 'machines'))) {
    for (const file of [join(root, 'machines', system, name, `${name}.machine.ts`), join(root, 'machines', system, `${name}.machine.ts`)]) {
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** "playingFaceDown" → "Playing face down"; "resolving-register" → "Resolving register". */
export function words(key) {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "card.played" → "card played" */
export function eventWords(type) {
  return type === '' ? 'at once' : type.replace(/\./g, ' ');
}

async function loadMachine(file, exportName) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
  const mod = await import(url);
  const machine = mod[exportName];
  if (!machine?.root) throw new Error(`${file} exports no ${exportName}`);
  return machine;
}

const CHAR = 6.6; // px per character of the 11 px label font, roughly
const LINE = 15;

function guardText(guard) {
  if (!guard) return undefined;
  if (typeof guard === 'string') return words(guard);
  if (typeof guard.type === 'string') return words(guard.type);
  return undefined;
}

/** The machine as plain data: every state node and transition, with descriptions. */
export function describeMachine(machine) {
  const states = [];
  const transitions = [];
  const visit = (node, parent) => {
    const internal = [];
    const add = (eventType, def, i) => {
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
  visit(machine.root, undefined);
  return { id: machine.id, states, transitions };
}

function nodeSize(state) {
  const lines = [state.label, ...state.internal.map((t) => `${t.label}${t.guard ? ` [${t.guard}]` : ''}`)];
  const width = Math.max(90, ...lines.map((l, i) => l.length * (i === 0 ? CHAR + 0.6 : CHAR) + 20));
  const height = 26 + state.internal.length * LINE + (state.internal.length ? 6 : 0);
  return { width: Math.ceil(width), height };
}

/** Lay the described machine out with ELK; coordinates are absolute. */
export async function layoutChart(described) {
  const elk = new ELK();
  const byId = new Map(described.states.map((s) => [s.id, s]));
  const children = (parentId) => described.states.filter((s) => s.parent === parentId);
  const toNode = (s) => {
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
  const graph = {
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
  const laid = await elk.layout(graph);
  const boxes = new Map();
  const place = (node, ox, oy) => {
    for (const c of node.children ?? []) {
      const x = ox + c.x;
      const y = oy + c.y;
      boxes.set(c.id, { x, y, w: c.width, h: c.height });
      place(c, x, y);
    }
  };
  place(laid, 0, 0);
  const round = (n) => Math.round(n * 10) / 10;
  // Edge coordinates are relative to the edge's container (ELK sets `container`).
  const edges = new Map();
  const collect = (node) => {
    for (const e of node.edges ?? []) {
      const c = e.container && e.container !== 'root' ? boxes.get(e.container) : { x: 0, y: 0 };
      const points = [];
      for (const s of e.sections ?? []) {
        points.push([s.startPoint.x, s.startPoint.y], ...(s.bendPoints ?? []).map((b) => [b.x, b.y]), [s.endPoint.x, s.endPoint.y]);
      }
      const label = e.labels?.[0];
      edges.set(e.id, {
        points: points.map(([x, y]) => [round(x + c.x), round(y + c.y)]),
        ...(label ? { labelAt: [round(label.x + c.x), round(label.y + c.y)] } : {}),
      });
    }
    for (const ch of node.children ?? []) collect(ch);
  };
  collect(laid);
  return {
    id: described.id,
    width: Math.ceil(laid.width),
    height: Math.ceil(laid.height),
    states: described.states.map((s) => {
      const b = boxes.get(s.id);
      return { ...s, x: round(b.x), y: round(b.y), w: round(b.w), h: round(b.h) };
    }),
    transitions: described.transitions.map((t) => ({ ...t, ...edges.get(t.id) })),
    byId,
  };
}

function chartModule(name, chart) {
  const { byId: _byId, ...data } = chart;
  return `// Generated by \`npm run charts\` from the ${name} machine: do not edit by hand.
// The statechart the widget draws when a reader opens it (see scripts/build-charts.mjs).
import type { Chart } from '../shared/statechart.js';

const chart: Chart = ${JSON.stringify(data, null, 1)};
export default chart;
`;
}

/** Write (or with `check`, compare) every widget's chart; returns the number that are stale. */
export async function buildCharts({ check = false, log = console.log } = {}) {
  let stale = 0;
  for (const w of listWidgets()) {
    const file = machineFile(w.name);
    if (!file) continue;
    const machine = await loadMachine(file, `${camel(w.name)}Machine`);
    const chart = await layoutChart(describeMachine(machine));
    const out = join(root, 'widgets', w.name, `${w.name}.chart.ts`);
    const text = chartModule(w.name, chart);
    if (check) {
      const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
      if (current !== text) {
        stale++;
        log(`stale   ${out.slice(root.length + 1)}: run \`npm run charts\``);
      } else log(`ok      ${out.slice(root.length + 1)}`);
    } else {
      writeFileSync(out, text);
      log(
        `wrote   ${out.slice(root.length + 1)} (${chart.states.length} states, ${chart.transitions.length} transitions, ${chart.width}×${chart.height})`,
      );
    }
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stale = await buildCharts({ check });
  if (stale) process.exit(1);
}
