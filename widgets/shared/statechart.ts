/**
 * A procedure's statechart as data (written by `npm run charts` from the machine itself into
 * widgets/<procedure>/<procedure>.chart.ts), and the pure questions a view asks of it: which
 * states are active for a snapshot's value, and which transitions lead on from there.
 * Types and small helpers only: the drawing is in statechart-view.ts, loaded on demand.
 */

export interface ChartInternal {
  /** The event type ('' for an eventless transition). */
  readonly event: string;
  readonly label: string;
  readonly description?: string;
  readonly guard?: string;
}

export interface ChartState {
  /** XState's state node id: `<machine id>.<path>` */
  readonly id: string;
  readonly parent: string | null;
  readonly key: string;
  readonly label: string;
  readonly type: string;
  readonly initial: boolean;
  readonly description?: string;
  /** Transitions that stay in this state (events it takes without moving). */
  readonly internal: readonly ChartInternal[];
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface ChartTransition {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The event type ('' for an eventless transition). */
  readonly event: string;
  readonly label: string;
  readonly description?: string;
  readonly guard?: string;
  readonly points?: readonly (readonly [number, number])[];
  readonly labelAt?: readonly [number, number];
}

export interface Chart {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
}

/** The ids of every active state node (ancestors included) for a snapshot's `value`. */
export function activeStateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`);
        walk(child, `${prefix}.${key}`);
      }
    }
  };
  walk(value, machineId);
  return ids;
}

/** The innermost active states: the ones a reader would name as "now". */
export function leafStates(chart: Chart, active: readonly string[]): ChartState[] {
  const set = new Set(active);
  return chart.states.filter((s) => set.has(s.id) && !chart.states.some((c) => c.parent === s.id && set.has(c.id)));
}

/** What can happen from here: transitions out of any active state (innermost first), and events taken in place. */
export function leadsOn(chart: Chart, active: readonly string[]): { moves: ChartTransition[]; inPlace: ChartInternal[] } {
  const order = [...active].reverse();
  const moves = order.flatMap((id) => chart.transitions.filter((t) => t.source === id));
  const anywhere = chart.states.filter((s) => s.type === 'note').flatMap((s) => s.internal);
  const inPlace = [...order.flatMap((id) => chart.states.find((s) => s.id === id)?.internal ?? []), ...anywhere];
  return { moves, inPlace };
}

/** The part of a snapshot that can say which transitions an event takes from it (XState's own, guards and all). */
interface SnapshotBefore {
  readonly machine?: {
    getTransitionData(
      snapshot: never,
      event: never,
    ): readonly { readonly source: { readonly id: string }; readonly target?: readonly { readonly id: string }[] }[];
  };
}

/**
 * The transition just taken: the one the machine took on the event that led here, from the
 * snapshot before it (asked of the machine, so an eventless step that followed, say an attack
 * settling, does not hide it). Without that snapshot, the event's transition into a state now active.
 */
export function takenTransition(
  chart: Chart,
  active: readonly string[],
  event: { readonly type: string } | undefined,
  before?: unknown,
): ChartTransition | undefined {
  if (event === undefined) return undefined;
  const took = (before as SnapshotBefore | undefined)?.machine?.getTransitionData(before as never, event as never);
  if (took)
    return chart.transitions.find(
      (t) => t.event === event.type && took.some((d) => d.source.id === t.source && d.target?.some((n) => n.id === t.target)),
    );
  const set = new Set(active);
  return chart.transitions.find((t) => t.event === event.type && set.has(t.target));
}
