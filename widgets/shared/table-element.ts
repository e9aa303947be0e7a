/**
 * The public face every table widget shares: its snapshot, its saved record, and the
 * methods a host page can call. A widget extends this instead of LitElement and creates
 * its `table` (a TableHost) with its own machine and setup; everything here delegates.
 */
import { LitElement } from 'lit';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { TableHost } from './table-host.js';
import type { TableRecord } from './timeline.js';

export abstract class TableElement<M extends AnyStateMachine> extends LitElement {
  /** The hosted table: history, saving, step events, keys. */
  protected abstract readonly table: TableHost<M>;

  /** The machine's current snapshot (read-only): state value and context. */
  get snapshot(): SnapshotFrom<M> {
    return this.table.snapshot;
  }

  /** The saved form of the whole table: input, every event, and the step shown. */
  get record(): TableRecord<InputFrom<M>, EventFromLogic<M>> {
    return this.table.record;
  }

  /** Send an event to the machine, as a control would. Returns false if the rules refuse it. */
  send(event: EventFromLogic<M>): boolean {
    return this.table.send(event);
  }

  /** Step back one event (Alt+← does the same). */
  back(): void {
    this.table.back();
  }

  /** Step forward again after stepping back (Alt+→ does the same). */
  forward(): void {
    this.table.forward();
  }

  /** Start a fresh table from the attributes, forgetting the saved one. */
  reset(): void {
    this.table.reset();
  }
}
