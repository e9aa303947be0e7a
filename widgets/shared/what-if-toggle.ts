/**
 * "What if…", the part every widget loads at once: the toggle, the panel's place, and what
 * opening, closing and adopting a branch do. The branches themselves (playing each move with
 * XState's pure `transition`) and the panel's drawing are in ./what-if.ts, a module loaded
 * the first time a reader opens What if (most never do), with its styles.
 *
 *   readonly whatIf = new WhatIf(this, this.table, { whyOf: (s) => s.context.narration });
 *   toolbar: html`${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)}`,
 *   stage: html`${…the step…} ${renderWhatIfPanel(this.whatIf)}`,
 */
import { css, html, nothing, type LitElement, type ReactiveController, type TemplateResult } from 'lit';
import { transition, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { Why } from '../../machines/core/explain.js';
import { Lazy } from './lazy.js';
import type { TableHost } from './table-host.js';

export interface WhatIfOptions<M extends AnyStateMachine> {
  /** Why a snapshot came about (what each branch's steps say); the procedure's narration. */
  readonly whyOf?: (snapshot: SnapshotFrom<M>) => readonly Why[];
  /** How many steps each branch follows the suggested move after its own (default 6), unless the table is over first. */
  readonly steps?: number;
  /**
   * Not now, for a reason of the widget's own (a hidden hand). What if is held back by itself
   * while the table holds a step for a learner's guess (TableHost.holding): it would give the
   * answer away.
   */
  readonly hidden?: () => boolean;
}

/** The module loaded on demand. */
type WhatIfModule = typeof import('./what-if.js');

/**
 * What the module loaded on demand is handed, so that it imports nothing at run time: the embed
 * build makes it a chunk of its own, built whole, which would otherwise carry its own Lit and XState.
 */
export interface WhatIfKit {
  readonly html: typeof html;
  readonly nothing: typeof nothing;
  readonly transition: typeof transition;
}
const KIT: WhatIfKit = { html, nothing, transition };

let ids = 0;

export class WhatIf<M extends AnyStateMachine> implements ReactiveController {
  /** The panel is open. */
  open = false;
  readonly id = `what-if-${++ids}`;
  readonly module: Lazy<WhatIfModule>;
  readonly kit: WhatIfKit = KIT;

  constructor(
    readonly host: LitElement,
    readonly table: TableHost<M>,
    readonly options: WhatIfOptions<M> = {},
  ) {
    host.addController(this);
    this.module = new Lazy(host, () => import('./what-if.js'), 'What if');
  }

  hostConnected(): void {}

  /** The procedure says what moves there are (What if is offered at all). */
  get offered(): boolean {
    return this.table.procedure.moves !== undefined;
  }

  /** There is a choice to compare now: two moves or more, and nothing holds What if back. */
  get choice(): boolean {
    const moves = this.table.procedure.moves?.(this.table.snapshot) ?? [];
    return moves.length > 1 && !(this.table.holding?.() ?? false) && !(this.options.hidden?.() ?? false);
  }

  toggle(): void {
    if (this.open) this.close();
    else this.show();
  }

  show(): void {
    this.open = true;
    // Announced once the branches are worked out (./what-if.ts), which may need its module first.
    void this.module.get().then((m) => m?.announceOpened(this));
    this.host.requestUpdate();
  }

  /** Close, and give the focus back to the toggle (the panel held it, or was about to). */
  close(focus = false): void {
    this.open = false;
    this.host.requestUpdate();
    if (focus) {
      void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`[aria-controls="${this.id}"]`)?.focus());
    }
  }

  /**
   * Make a branch the table's story from here (Timeline.adopt: undo, the saved table and share
   * links follow it), close the panel and say what happened.
   */
  adopt(events: readonly EventFromLogic<M>[], said: string): boolean {
    if (!this.table.timeline.adopt(events)) return false;
    this.close(true);
    this.table.announce(said);
    return true;
  }
}

/** The toggle, for the widget's toolbar (the frame's step bar at the merge). Nothing when the procedure has no moves. */
export function renderWhatIfToggle<M extends AnyStateMachine>(w: WhatIf<M>): TemplateResult | typeof nothing {
  if (!w.offered) return nothing;
  // aria-disabled, not disabled: the toggle keeps the focus it is given back when a branch
  // adopted from the panel ends the table.
  const disabled = !w.open && !w.choice;
  return html`<button
    part="button toggle what-if-toggle"
    aria-expanded=${w.open ? 'true' : 'false'}
    aria-controls=${w.id}
    aria-disabled=${disabled ? 'true' : 'false'}
    title=${disabled ? 'No choice to compare at this step' : 'What each move from here would do'}
    @click=${() => (disabled ? undefined : w.toggle())}
  >
    What if…
  </button>`;
}

/** The panel, where the step's controls end; drawn by ./what-if.ts once it has arrived. */
export function renderWhatIfPanel<M extends AnyStateMachine>(w: WhatIf<M>): TemplateResult | typeof nothing {
  if (!w.open) return nothing;
  const m = w.module.value;
  if (!m) {
    return html`<section class="what-if" part="what-if" id=${w.id} aria-label="What if">
      <p class="note">${w.module.problem || 'Working out what each move would do…'}</p>
    </section>`;
  }
  return m.renderWhatIf(w);
}

/** The toggle's look when there is nothing to compare (it stays focusable: aria-disabled). */
export const whatIfToggleStyles = css`
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
