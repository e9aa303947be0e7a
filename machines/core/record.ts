/**
 * The saved form of a table (what the browser keeps and a share link carries) names the
 * machine and the version of its events, e.g. `initiative-deal/2`. When a machine's events
 * change shape, its version goes up and an upgrade turns records of the older version into
 * today's, so saved tables and links people already have keep working.
 */

/** A machine's record version, and how to read the versions before it. */
export interface RecordFormat {
  readonly current: string;
  /** Older versions this one can still read: each turns the old event list into today's. */
  readonly upgrades: Readonly<Record<string, (events: readonly unknown[]) => unknown[]>>;
}

/** An upgrade for events that were only renamed: `{ 'round.next': 'round.begun' }`. */
export function renamedEvents(names: Readonly<Record<string, string>>): (events: readonly unknown[]) => unknown[] {
  return (events) =>
    events.map((event) => {
      const type = (event as { type?: unknown } | null)?.type;
      return typeof type === 'string' && Object.hasOwn(names, type) ? { ...(event as object), type: names[type] } : event;
    });
}

/** The events of a record in today's shape, or undefined when its version is unknown. */
export function upgradeEvents(format: RecordFormat, version: unknown, events: readonly unknown[]): readonly unknown[] | undefined {
  if (version === format.current) return events;
  if (typeof version === 'string' && Object.hasOwn(format.upgrades, version)) return format.upgrades[version]!(events);
  return undefined;
}

/** What is saved in the browser and put into a share link. */
export interface TableRecord<TInput = unknown, TEvent = unknown> {
  /** Which machine and which version of its events this record was made with. */
  readonly format: string;
  readonly input: TInput;
  readonly events: readonly TEvent[];
  /** The step shown when the record was made (may be behind the last event). */
  readonly step: number;
}
