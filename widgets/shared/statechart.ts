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

/** The transition just taken: by the event that led here, into a state that is now active. */
export function takenTransition(chart: Chart, active: readonly string[], eventType: string | undefined): ChartTransition | undefined {
  if (eventType === undefined) return undefined;
  const set = new Set(active);
  return chart.transitions.find((t) => t.event === eventType && set.has(t.target));
}
