// A page's main-thread work from a Chrome trace: each top-level task with its wall time and
// its own CPU time (the thread's time on a core), and each interaction's cost from its input
// to the next frame painted. CPU time stays put when other processes crowd the machine;
// wall time stretches with them (on 2 shared cores a 10 ms task can take 60 ms of wall).
//
// The reading scripts/bench-fire.ts and scripts/latency.ts both use. Trace with the
// categories below:
//   await browser.startTracing(page, { categories: TRACE_CATEGORIES });
//   …play…
//   const thread = mainThread(JSON.parse((await browser.stopTracing()).toString()).traceEvents);

/** One event of a Chrome trace (the fields read here). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** A top-level main-thread task, in ms. */
export interface Task {
  start: number;
  end: number;
  wall: number;
  cpu: number;
}

/** The page's main thread: its tasks, input events dispatched and frames painted (ms). */
export interface MainThread {
  tasks: Task[];
  inputs: { at: number; type: string }[];
  frames: number[];
  /** Every timed slice on the thread, for phasesIn(). */
  slices?: Slice[];
}

/** One timed slice of the main thread (ms): its name, span and own CPU time. */
export interface Slice {
  name: string;
  start: number;
  end: number;
  cpu: number;
}

export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** The p-th percentile (0 to 1) of a list, nearest rank. */
export function pct(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

/**
 * The page's main thread from a Chrome trace: its top-level tasks (start, wall and CPU time,
 * in ms) and, for working out interactions, when input events were dispatched and when a
 * frame was painted.
 */
export function mainThread(traceEvents: readonly TraceEvent[]): MainThread {
  const inputs = traceEvents.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type);
  // The renderer whose main thread dispatched the input (or, at load, did the most work).
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = (m: TraceEvent) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
  const main =
    mains.find((m) => inputs.some((e) => e.pid === m.pid && e.tid === m.tid)) ?? mains.sort((a, b) => busiest(b) - busiest(a))[0];
  if (!main) return { tasks: [], inputs: [], frames: [] };
  const on = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const raw = traceEvents
    .filter((e) => on(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  // Top-level only: a task run inside another (a nested loop) is already counted in it.
  const tasks: Task[] = [];
  for (const e of raw) {
    const last = tasks.at(-1);
    if (last && e.ts < last.end) continue;
    const dur = e.dur ?? 0;
    tasks.push({ start: e.ts / 1000, end: (e.ts + dur) / 1000, wall: dur / 1000, cpu: (e.tdur ?? dur) / 1000 });
  }
  const slices = traceEvents
    .filter((e) => on(e) && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ name: e.name, start: e.ts / 1000, end: (e.ts + e.dur!) / 1000, cpu: (e.tdur ?? e.dur!) / 1000 }));
  return {
    tasks,
    slices,
    inputs: inputs.filter(on).map((e) => ({ at: e.ts / 1000, type: e.args?.data?.type ?? '' })),
    frames: traceEvents.filter((e) => on(e) && e.ph === 'X' && (e.name === 'PrePaint' || e.name === 'Paint')).map((e) => e.ts / 1000),
  };
}

const STARTS = new Set(['mousedown', 'pointerdown', 'keydown']);
const ACTS = new Set(['click', 'keydown', 'keypress']);

/**
 * Each interaction's cost: from the task that dispatched its first input event (a mousedown or
 * a keydown) to the end of the task that painted the next frame after its last activating event
 * (the click, or the key), the wall time and the CPU time of every main-thread task in between.
 * Interactions are told apart by a gap of more than 60 ms between presses.
 */
export function interactions(
  { tasks, inputs, frames }: MainThread,
  count = Infinity,
): { wall: number; cpu: number; from: number; to: number }[] {
  // A press starts an interaction (a pointerdown and its mousedown are one press); every
  // event after it, however late a busy machine delivers it, belongs to it until the next.
  const clusters: { first: number; act: number }[] = [];
  for (const e of inputs) {
    if (STARTS.has(e.type) && (clusters.length === 0 || e.at - clusters.at(-1)!.first > 60)) clusters.push({ first: e.at, act: e.at });
    const c = clusters.at(-1);
    if (c && ACTS.has(e.type)) c.act = e.at;
  }
  const taskAt = (t: number) => tasks.find((k) => k.start <= t && t <= k.end);
  return clusters.slice(0, count).map((c) => {
    const from = taskAt(c.first)?.start ?? c.first;
    const acted = taskAt(c.act);
    const frame = frames.find((f) => f >= (acted?.start ?? c.act));
    const to = (frame !== undefined && frame - c.act < 500 ? taskAt(frame)?.end : undefined) ?? acted?.end ?? c.act;
    const inside = tasks.filter((k) => k.start >= from && k.start <= to);
    return { wall: to - from, cpu: inside.reduce((s, k) => s + k.cpu, 0), from, to };
  });
}

/** Where a step's main-thread time goes: Chrome's slice names, by the phase a page author can act on. */
export const PHASES = {
  script: [
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'EventDispatch',
    'v8.run',
    'v8.callFunction',
    'MinorGC',
    'MajorGC',
    'V8.GCScavenger',
    'V8.GC_MARK_COMPACTOR',
    'BlinkGC.AtomicPhase',
    'V8.Execute',
    'RunMicrotaskQueue',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'StyleRecalcInvalidationTracking'],
  layout: ['Layout', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::DeliverObservations'],
  paint: [
    'PrePaint',
    'Paint',
    'PaintImage',
    'Layerize',
    'Commit',
    'UpdateLayer',
    'CompositeLayers',
    'PaintSetup',
    'UpdateLayerTree',
    'Decode Image',
  ],
} as const;
export type Phase = keyof typeof PHASES | 'other';
const PHASE_OF = new Map<string, Phase>(Object.entries(PHASES).flatMap(([phase, names]) => names.map((n) => [n, phase as Phase] as const)));

/**
 * The main thread's own CPU time between two moments (ms), by phase: each slice's self time
 * (its CPU less its children's) goes to its own phase, or its nearest named ancestor's, or
 * "other" (task bookkeeping, idle callbacks Chrome does not name further).
 */
export function phasesIn({ slices = [] }: MainThread, from: number, to: number): Record<Phase, number> {
  const out: Record<Phase, number> = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const inside = slices.filter((s) => s.start >= from && s.start <= to).sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: { slice: Slice; phase: Phase; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.slice.end <= upTo) {
      const { slice, phase, children } = stack.pop()!;
      out[phase] += Math.max(0, slice.cpu - children);
      if (stack.length) stack.at(-1)!.children += slice.cpu;
    }
  };
  for (const slice of inside) {
    close(slice.start);
    const phase = PHASE_OF.get(slice.name) ?? stack.at(-1)?.phase ?? 'other';
    stack.push({ slice, phase, children: 0 });
  }
  close(Infinity);
  return out;
}
