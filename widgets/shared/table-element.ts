/**
 * The surface every table widget shares, declared once: the attributes every widget takes
 * (`seed`, `learn`, `storage-key`, `no-save`, `rules-base`), its public API (`snapshot`,
 * `record`, `send`, `back`, `forward`, `reset`), the events it fires, the parts of the frame
 * every widget draws and the theme's custom properties. A widget extends this instead of
 * LitElement, creates its `table` (a TableHost) from its procedure, and documents only what
 * it adds.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart welcome - "Welcome back": a table restored from the browser, with Continue and Start fresh.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - Where the table stands now, in one line.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The current step and the controls that act on it.
 * @csspart button - Every button.
 * @csspart why - What the last step did and why, with its rules' links.
 * @csspart rule-link - A link from a step's reason to the rule it applies, on the rules page.
 * @csspart predict - The question asked before a step a rule decides (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of what comes next.
 * @csspart odds-waiting - With Odds on while a guess is awaited: the odds come back once guessed.
 * @csspart summary - What became of the procedure, once it is over.
 * @csspart setup - The table setup, collapsed until opened.
 * @csspart print-log - On paper: every step so far with its reasons.
 * @csspart history - The step bar (the same element as step-bar; the name older pages styled).
 * @csspart step-bar - The step bar, sticky at the foot of the widget: back, "Step n of m", forward, start, reset, share, and the move.
 * @csspart step-move - The step bar's move: the one a learner should press now.
 * @csspart finish - Each way on once the table is over: Play again, New table, Change the setup.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, highlights).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and raised areas.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 * @cssprop --rb-step-bar-position - `sticky` (the default) keeps the step bar at the foot of the screen while the widget is on it; `static` leaves it at the widget's end (a frame sized to the whole widget).
 */
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { readRulesBase } from '../../machines/core/attributes.js';
import type { TableRecord } from '../../machines/core/record.js';
import { flagProperty } from './properties.js';
import type { TableHost } from './table-host.js';
import type { TeachController } from './teach.js';
import { RULEBOOK_BASE } from './ui.js';

export abstract class TableElement<M extends AnyStateMachine> extends LitElement {
  static override properties: PropertyDeclarations = {
    seed: { type: String },
    learn: flagProperty('learn'),
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    rulesBase: { type: String, attribute: 'rules-base' },
  };

  /** Seed for every draw and roll not fixed: a whole number from 0 to 4294967295. Without one, each table gets a fresh seed. */
  declare seed: string | null;
  /** Learner mode: predict each step a rule decides before it is made. */
  declare learn: boolean;
  /** Key for the saved table and share links; defaults to one per widget on the page (its kind, the page, its id). */
  declare storageKey: string | null;
  /** Do not keep the table in the browser (and offer no share link). */
  declare noSave: boolean;
  /** Where rule links point: a site path ("/rules/") or an http(s) address. Defaults to the rulebook's own address. */
  declare rulesBase: string | null;

  /** The hosted table: history, saving, step events, keys. */
  protected abstract readonly table: TableHost<M>;
  /** The learning layer, where the widget has one (odds, statechart, predict). */
  protected readonly teach?: TeachController<M>;

  constructor() {
    super();
    this.seed = null;
    this.learn = false;
    this.storageKey = null;
    this.noSave = false;
    this.rulesBase = null;
  }

  /** The deferred first connection (see connectedCallback), while it waits. */
  #firstConnect?: ReturnType<typeof setTimeout>;
  #waited = false;

  /**
   * On the rulebook's own pages (`data-rb-loading`, site/components/widget-loader.ts) the first
   * draw waits for the task after the one that ran the module: a phone then runs two shorter
   * tasks instead of one long one while the page loads. Until then the element keeps its light-
   * DOM fallback in its reserved room (the loader keeps it busy until the first draw). Anywhere
   * else (an embed, a test) it draws at once, as a Lit element does.
   */
  override connectedCallback(): void {
    if (!this.#waited && this.hasAttribute('data-rb-loading')) {
      this.#waited = true;
      this.#firstConnect = setTimeout(() => {
        this.#firstConnect = undefined;
        super.connectedCallback();
      });
      return;
    }
    super.connectedCallback();
  }

  /**
   * A `<details>` in the widget opened or closed (the table setup, say): a widget that draws or
   * loads something only while one is open overrides this. `toggle` does not bubble, so the
   * widget's shadow root listens for it once, as it is made.
   */
  protected detailsToggled?(details: HTMLDetailsElement): void;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    root.addEventListener(
      'toggle',
      (e) => {
        if (e.target instanceof HTMLDetailsElement) this.detailsToggled?.(e.target);
      },
      true,
    );
    return root;
  }

  override disconnectedCallback(): void {
    if (this.#firstConnect !== undefined) {
      clearTimeout(this.#firstConnect);
      this.#firstConnect = undefined;
      return;
    }
    super.disconnectedCallback();
  }

  /** The machine's current snapshot (read-only): state value and context. */
  get snapshot(): SnapshotFrom<M> {
    return this.table.snapshot;
  }

  /** The saved form of the whole table: input, every event, and the step shown. */
  get record(): TableRecord<InputFrom<M>, EventFromLogic<M>> {
    return this.table.record;
  }

  /** The control that had the keyboard when a step was sent, until that step is drawn. */
  #pressed: Element | undefined;

  /** Send an event to the machine, as a control would. Returns false if the rules refuse it. */
  send(event: EventFromLogic<M>): boolean {
    const pressed = (this.renderRoot as ShadowRoot | undefined)?.activeElement ?? undefined;
    const sent = this.table.send(event);
    if (sent && pressed) this.#pressed = pressed;
    return sent;
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

  /**
   * "Start this table" from the setup form: its values become the widget's properties (a
   * changed one starts a fresh table, as a changed attribute does); the same values start one
   * anew all the same.
   */
  protected applySetup(next: Readonly<Record<string, string | boolean | null>>): void {
    const self = this as unknown as Record<string, unknown>;
    const same = Object.keys(next).every((k) => next[k] === self[k]);
    Object.assign(this, next);
    if (same) this.reset();
  }

  /** Where this widget's rule links point (a bad `rules-base` is reported by the table host). */
  protected get linkBase(): string {
    return readRulesBase(this.rulesBase, []) ?? RULEBOOK_BASE;
  }

  /**
   * A step a learner sent while the questions were still loading is part of the update that
   * follows it: `await el.updateComplete` waits until it has been asked or played.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.teach?.settling) {
      await this.teach.settling;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach?.setLearning(this.learn);
  }

  /**
   * Where the keyboard goes when the control pressed went with its step, before the step bar's
   * move: selectors a widget prefers (the choice its next step asks for). None by default.
   */
  protected get nextMoves(): readonly string[] {
    return [];
  }

  /**
   * A control that went with the step it sent (a card played, a draw made) leaves the keyboard
   * on the page's <body>: it goes on to the next step's move instead (`nextMoves`, else the step
   * bar's, else the stage's highlighted one, else any of its controls), so a keyboard player
   * never has to find the widget again. A widget that overrides this calls super.updated().
   */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const pressed = this.#pressed;
    this.#pressed = undefined;
    if (pressed && !pressed.isConnected && !(this.renderRoot as ShadowRoot).activeElement) this.table.focusNextMove(this.nextMoves);
  }
}

/** A submitted setup form, kept on the page: each field's text by its name ('' when absent). */
export function setupFields(e: SubmitEvent): (name: string) => string {
  e.preventDefault();
  const data = new FormData(e.target as HTMLFormElement);
  return (name) => String(data.get(name) ?? '');
}
