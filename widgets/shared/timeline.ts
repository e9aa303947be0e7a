/**
 * The history of one table: every snapshot a machine has passed through, so a reader
 * can step back and forward through the whole story.
 *
 * Machines keep all their chance (seeded generator state, deck order, fixed rolls) in
 * context, so XState's pure `transition` is deterministic: undo is "show the previous
 * snapshot" and the same card comes back because it *is* the same snapshot. The record
 * (machine input plus the events sent) is what gets saved and shared: replaying it
 * rebuilds every snapshot.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { quote } from '../../machines/core/attributes.js';
import { upgradeEvents, type RecordFormat, type TableRecord } from '../../machines/core/record.js';

export type { TableRecord } from '../../machines/core/record.js';

export class Timeline<M extends AnyStateMachine> implements ReactiveController {
  #snapshots: SnapshotFrom<M>[] = [];
  #events: EventFromLogic<M>[] = [];
  #step = 0;
  #input!: InputFrom<M>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly machine: M,
    /** The machine's record version (and how to read older ones): see machines/core/record.ts. */
    readonly recordFormat: RecordFormat,
    private readonly onChange: (timeline: Timeline<M>) => void = () => {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Start a new table from this input. */
  start(input: InputFrom<M>): void {
    this.#input = input;
    const [first] = initialTransition(this.machine, input as never);
    this.#snapshots = [first as SnapshotFrom<M>];
    this.#events = [];
    this.#step = 0;
    this.#changed();
  }

  get started(): boolean {
    return this.#snapshots.length > 0;
  }

  get snapshot(): SnapshotFrom<M> {
    return this.#snapshots[this.#step]!;
  }

  get input(): InputFrom<M> {
    return this.#input;
  }

  /** Every snapshot from the start to the one shown (for a printed record of the story). */
  get shownSnapshots(): readonly SnapshotFrom<M>[] {
    return this.#snapshots.slice(0, this.#step + 1);
  }

  /** Index of the shown snapshot: 0 is the start. */
  get step(): number {
    return this.#step;
  }

  /** Number of steps recorded (the last index). */
  get length(): number {
    return this.#events.length;
  }

  get canBack(): boolean {
    return this.#step > 0;
  }

  get canForward(): boolean {
    return this.#step < this.#events.length;
  }

  /** The event that led to the shown snapshot. */
  get lastEvent(): EventFromLogic<M> | undefined {
    return this.#step > 0 ? this.#events[this.#step - 1] : undefined;
  }

  /** Would the machine take this event now? (Guards included.) */
  can(event: EventFromLogic<M>): boolean {
    return this.started && (this.snapshot as { can(e: unknown): boolean }).can(event);
  }

  /**
   * Send an event at the shown step. Steps ahead of it are dropped (a new branch of
   * the story). Returns false, changing nothing, when the machine refuses the event.
   */
  send(event: EventFromLogic<M>): boolean {
    if (!this.can(event)) return false;
    const [next] = transition(this.machine, this.snapshot as never, event as never);
    this.#snapshots = [...this.#snapshots.slice(0, this.#step + 1), next as SnapshotFrom<M>];
    this.#events = [...this.#events.slice(0, this.#step), event];
    this.#step += 1;
    this.#changed();
    return true;
  }

  /**
   * Replace the story from the shown step on with these events: a branch a reader adopted from
   * "What if" becomes the table's history. Each event is replayed with the pure `transition`
   * from the shown snapshot (the same seed, so the same draws and rolls the branch showed); the
   * steps before stay, so Back walks back through the branch and on into the story before it,
   * and the record (the saved table, a share link) is the new story. The table then shows the
   * branch's last step. Returns false, changing nothing, when the machine refuses an event.
   */
  adopt(events: readonly EventFromLogic<M>[]): boolean {
    if (!this.started || events.length === 0) return false;
    const added: SnapshotFrom<M>[] = [];
    let current = this.snapshot;
    for (const event of events) {
      if (!(current as { can(e: unknown): boolean }).can(event)) return false;
      [current] = transition(this.machine, current as never, event as never) as [SnapshotFrom<M>, unknown];
      added.push(current);
    }
    this.#snapshots = [...this.#snapshots.slice(0, this.#step + 1), ...added];
    this.#events = [...this.#events.slice(0, this.#step), ...events];
    this.#step = this.#events.length;
    this.#changed();
    return true;
  }

  back(): void {
    if (this.canBack) this.goTo(this.#step - 1);
  }

  forward(): void {
    if (this.canForward) this.goTo(this.#step + 1);
  }

  goTo(step: number): void {
    const clamped = Math.max(0, Math.min(step, this.#events.length));
    if (clamped === this.#step) return;
    this.#step = clamped;
    this.#changed();
  }

  /** Back to the first snapshot of the same input; the steps stay, to step forward through again. */
  rewind(): void {
    this.goTo(0);
  }

  toRecord(): TableRecord<InputFrom<M>, EventFromLogic<M>> {
    return { format: this.recordFormat.current, input: this.#input, events: [...this.#events], step: this.#step };
  }

  /**
   * Rebuild a table from a record by replaying its events. Throws a plain-words Error
   * (and leaves the current table untouched) when the record is not one this machine
   * can replay.
   */
  restore(record: unknown, inputProblem?: (input: unknown) => string | undefined): void {
    const r = record as Partial<TableRecord> | null;
    if (!r || typeof r !== 'object' || !Array.isArray(r.events) || typeof r.step !== 'number') {
      throw new Error('it is not in a form this widget understands');
    }
    const events = upgradeEvents(this.recordFormat, r.format, r.events);
    if (events === undefined) {
      const made = typeof r.format !== 'string' ? 'an unknown version' : /^[\w.-]+\/\d+$/.test(r.format) ? r.format : quote(r.format);
      throw new Error(`it was made by another version of this widget (${made}, this is ${this.recordFormat.current})`);
    }
    const problem = inputProblem?.(r.input);
    if (problem) throw new Error(`its setup could not be used (${problem})`);
    let snapshot: SnapshotFrom<M>;
    try {
      [snapshot] = initialTransition(this.machine, r.input as never) as [SnapshotFrom<M>, unknown];
    } catch {
      // The engine's own words mean nothing to a reader: say what it was, not how it broke.
      throw new Error('its setup could not be used');
    }
    const snapshots = [snapshot];
    for (const [i, event] of events.entries()) {
      const current = snapshots[snapshots.length - 1] as { can(e: unknown): boolean };
      try {
        if (!current.can(event)) throw new Error('refused');
        const [next] = transition(this.machine, current as never, event as never);
        snapshots.push(next as SnapshotFrom<M>);
      } catch {
        throw new Error(`its step ${i + 1} cannot be replayed`);
      }
    }
    this.#input = r.input as InputFrom<M>;
    this.#snapshots = snapshots;
    this.#events = [...events] as EventFromLogic<M>[];
    this.#step = Number.isInteger(r.step) ? Math.max(0, Math.min(r.step, this.#events.length)) : this.#events.length;
    this.#changed();
  }

  #changed(): void {
    this.onChange(this);
    this.host.requestUpdate();
  }
}
