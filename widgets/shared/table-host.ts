/**
 * Everything a widget does to host a table, written once: open it (share link, saved copy
 * or fresh from attributes), keep it saved, step through its history, fire `rb-step` and
 * `rb-error`, Alt+←/→ for back and forward, and share links.
 *
 * It takes the procedure (machines/core/procedure.ts): the machine, its record format, its
 * setup and input check, and the attributes the setup reads, which it finds on the element
 * by their property names. A widget gives only what is its own: settings that do not
 * restart the table, what a hidden mode keeps out of links, and what to say after a step.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { readRulesBase } from '../../machines/core/attributes.js';
import { propertyName, suggestedMove, type AttributeText, type Procedure, type SetupResult } from '../../machines/core/procedure.js';
import type { TableRecord } from '../../machines/core/record.js';
import { seedFromClock } from '../../machines/core/random.js';
import { RbErrorEvent, RbStepEvent, type StepDetail } from './events.js';
import { forgetTable, saveTable, shareLink } from './persist.js';
import { openTable } from './table.js';
import { Timeline } from './timeline.js';

export type StepCause = StepDetail['cause'];

/** The shared attributes' properties, as TableElement declares them. */
interface TableAttributes {
  seed: string | null;
  storageKey: string | null;
  noSave: boolean;
  rulesBase: string | null;
}

export interface TableHostOptions<M extends AnyStateMachine> {
  /**
   * The attribute text the setup reads, when the element does not simply hold each
   * attribute of `procedure.attributes` in the property of the same name (a form's values,
   * say). By default each is read from the element: a string as it is, a boolean flag as ''
   * when on, absent otherwise.
   */
  attributes?(): AttributeText;
  /**
   * Properties besides the procedure's attributes whose change starts a fresh table (and is
   * checked then). `seed`, `storage-key` and `no-save` always do.
   */
  resets?: readonly PropertyKey[];
  /** Check the attributes that do not restart the table (a speed, a mode): one message each. */
  settings?(): string[];
  /**
   * What tells this widget's saved table from another of its kind on the same page; the
   * element's id, else 'table', unless a widget kept its tables under another name before.
   */
  tableName?(): string;
  /**
   * What of the table is saved and put into a share link; all of it unless the widget says
   * otherwise (a mode that hides cards keeps nothing a hidden hand would give away).
   */
  keep?(record: TableRecord<InputFrom<M>, EventFromLogic<M>>): TableRecord<InputFrom<M>, EventFromLogic<M>>;
  /** After every change of the step shown: the widget's own events and announcements. */
  onStep?(snapshot: SnapshotFrom<M>, event: EventFromLogic<M> | undefined, cause: StepCause): void;
}

export class TableHost<M extends AnyStateMachine> implements ReactiveController {
  readonly timeline: Timeline<M>;
  /** Problems with attributes, the saved table or a link, in plain words (shown by the widget). */
  get errors(): string[] {
    return [...this.#setupErrors, ...this.#settingsErrors];
  }
  #setupErrors: string[] = [];
  #settingsErrors: string[] = [];
  /** A share link, once asked for (shown in a read-only field in case the clipboard says no). */
  shared = '';
  /** What the live region says now: set by the widget for each step, and by sharing. */
  announcement = '';
  #cause: StepCause = 'reset';
  /**
   * A table restored from the browser: when it was saved (if its record says) and the step it
   * opened at, for the "Welcome back" notice; undefined once the reader continues, starts
   * fresh or plays on. Only a table with steps in it is welcomed back: every table is saved as
   * it opens, so a widget a reader only scrolled past would otherwise greet them next time with
   * a table they never touched (and push the page down by the notice's height as it loads).
   */
  welcome: { readonly savedAt?: number; readonly step: number } | undefined;
  /** The step bar's menu (Start, Reset, Share on a narrow widget) is open. */
  menuOpen = false;
  /** Opened from a share link: once drawn, bring the widget into view and focus it. */
  #arrivedByLink = false;
  #opened = false;
  readonly #keydown = (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      this.back();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      this.forward();
    }
  };

  readonly #resets: readonly PropertyKey[];

  constructor(
    private readonly host: LitElement & TableAttributes,
    readonly procedure: Procedure<M>,
    private readonly options: TableHostOptions<M> = {},
  ) {
    this.timeline = new Timeline(host, this.procedure.machine, this.procedure.record, () => this.#changed());
    this.#resets = [
      ...new Set<PropertyKey>([...this.procedure.attributes.map(propertyName), 'seed', 'storageKey', 'noSave', ...(options.resets ?? [])]),
    ];
    host.addController(this);
  }

  /** The setup from the element's attributes, a fresh seed from the clock when none is given. */
  #setup(): SetupResult<InputFrom<M>> {
    return this.procedure.setup(this.options.attributes?.() ?? this.#attributeText(), seedFromClock());
  }

  #attributeText(): AttributeText {
    const element = this.host as unknown as Record<string, unknown>;
    const text: Record<string, string | null> = {};
    for (const attribute of this.procedure.attributes) {
      const value = element[propertyName(attribute)];
      text[attribute] = typeof value === 'string' ? value : value === true ? '' : null;
    }
    return text;
  }

  /**
   * The key the table is saved and shared under: the element's `storage-key`, else its kind,
   * its page and its name on the page; undefined with `no-save`.
   */
  storageKey(): string | undefined {
    if (this.host.noSave) return undefined;
    return (
      this.host.storageKey ||
      `${this.procedure.name}@${globalThis.location?.pathname ?? ''}#${this.options.tableName?.() ?? (this.host.id || 'table')}`
    );
  }

  /** Keys older builds saved and shared this table under (by page alone), read once and moved. */
  #legacyKeys(): string[] {
    if (this.host.noSave || this.host.storageKey) return [];
    return [`${this.procedure.name}@${globalThis.location?.pathname ?? ''}`];
  }

  /** Where rule links point (a bad `rules-base` is one of the settings' messages). */
  get rulesBase(): string | undefined {
    return readRulesBase(this.host.rulesBase, []);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.#keydown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.#keydown);
  }

  hostUpdated(): void {
    if (!this.#arrivedByLink) return;
    this.#arrivedByLink = false;
    // A reader who follows a share link lands on the widget it shares, at the shared step.
    requestAnimationFrame(() => {
      const base = this.host.shadowRoot?.querySelector<HTMLElement>('[part~="base"]');
      this.host.scrollIntoView({ block: 'start' });
      if (base) {
        if (!base.hasAttribute('tabindex')) base.setAttribute('tabindex', '-1');
        base.focus({ preventScroll: true });
      }
    });
  }

  get snapshot(): SnapshotFrom<M> {
    return this.timeline.snapshot;
  }

  get record(): TableRecord<InputFrom<M>, EventFromLogic<M>> {
    return this.timeline.toRecord();
  }

  /**
   * Call from the element's willUpdate with Lit's changed properties: opens the table the
   * first time, starts a fresh one when a property in `resets` has changed since, and
   * checks the other settings whenever anything changed.
   */
  update(changed: ReadonlyMap<PropertyKey, unknown>): void {
    const before = this.errors;
    if (!this.#opened) {
      this.#opened = true;
      const { input, errors } = this.#setup();
      this.#cause = 'restore';
      const opened = openTable({
        timeline: this.timeline,
        input,
        key: this.storageKey(),
        legacyKeys: this.#legacyKeys(),
        inputProblem: (i: unknown) => this.procedure.inputProblem(i),
      });
      this.#setupErrors = [...errors, ...opened.notices];
      this.#arrivedByLink = opened.from === 'link';
      this.welcome =
        opened.from === 'saved' && this.timeline.length > 0
          ? { ...(opened.savedAt === undefined ? {} : { savedAt: opened.savedAt }), step: this.timeline.step }
          : undefined;
    } else if (this.#resets.some((k) => changed.has(k))) {
      this.reset();
    }
    const settingsErrors: string[] = [];
    readRulesBase(this.host.rulesBase, settingsErrors);
    this.#settingsErrors = [...settingsErrors, ...(this.options.settings?.() ?? [])];
    const now = this.errors;
    if (now.length > 0 && now.join('\n') !== before.join('\n')) this.host.dispatchEvent(new RbErrorEvent({ messages: now }));
  }

  /** Send a machine event, as a button would. False (and nothing changes) if the rules refuse it. */
  send(event: EventFromLogic<M>): boolean {
    if (!this.timeline.can(event)) return false;
    // A learner asked to predict this step first: the step waits for the guess (or a skip),
    // then goes exactly as it would have, so predicting never changes the story.
    if (this.hold?.(event)) return true;
    this.#cause = 'action';
    return this.timeline.send(event);
  }

  /**
   * Set by the learner mode (widgets/shared/teach.ts): returns true to hold an event back
   * until the learner has predicted what it will do.
   */
  hold: ((event: EventFromLogic<M>) => boolean) | undefined;

  /**
   * Set by the learner mode: true while a step waits for the learner's guess (or for the
   * questions to load). The step bar's move is disabled meanwhile.
   */
  holding: (() => boolean) | undefined;

  /** Send an event the learner mode held back. */
  release(event: EventFromLogic<M>): boolean {
    this.#cause = 'action';
    return this.timeline.send(event);
  }

  can(event: EventFromLogic<M>): boolean {
    return this.timeline.can(event);
  }

  back(): void {
    this.#cause = 'back';
    this.timeline.back();
  }

  forward(): void {
    this.#cause = 'forward';
    this.timeline.forward();
  }

  rewind(): void {
    this.#cause = 'rewind';
    this.timeline.rewind();
  }

  /** A fresh table from the attributes; the saved copy is forgotten. */
  reset(): void {
    const { input, errors } = this.#setup();
    this.#setupErrors = [...errors];
    this.start(input);
  }

  /**
   * Start a table from a given input (e.g. a book example), as a reset does. The cause
   * `rb-step` reports is `reset` unless the widget says the table is being `restore`d.
   * With `events` (a worked example's script), they are recorded ahead and the table opens
   * at step 0, so the reader steps through them with Forward (or plays on from any step).
   */
  start(input: InputFrom<M>, cause: 'reset' | 'restore' = 'reset', events: readonly EventFromLogic<M>[] = []): void {
    const key = this.storageKey();
    if (key) forgetTable(key);
    this.shared = '';
    this.#cause = cause;
    if (events.length === 0) this.timeline.start(input);
    else this.timeline.restore({ format: this.procedure.record.current, input, events, step: 0 });
  }

  /**
   * Is the table over? Its machine has reached a final state, or the procedure sums it up and
   * offers no move. (A procedure without `moves` is over only in a final state.)
   */
  get over(): boolean {
    const snapshot = this.snapshot as { status?: string };
    if (snapshot.status === 'done') return true;
    const { moves, summary } = this.procedure;
    return moves !== undefined && moves(this.snapshot).length === 0 && summary(this.snapshot) !== undefined;
  }

  /** The move the step bar offers now: the procedure's suggested one, sent as a control would. */
  get suggested(): { readonly label: string; readonly run: () => void; readonly disabled: boolean } | undefined {
    if (this.over) return undefined;
    const move = suggestedMove(this.procedure, this.snapshot);
    if (!move) return undefined;
    return { label: move.label, run: () => void this.send(move.event), disabled: this.holding?.() ?? false };
  }

  /** The same table again: the same input and seed, from its first step. */
  playAgain(): void {
    this.start(this.timeline.input);
    this.announce('The same table again, from the start.');
    this.focusLater('.step-move');
  }

  /** A new table: the same setup with a new seed, so the draws and rolls come out otherwise. */
  newTable(): void {
    const input = this.timeline.input as unknown;
    const old = (input as { seed?: unknown } | null)?.seed;
    if (input === null || typeof input !== 'object' || typeof old !== 'number') {
      this.reset();
    } else {
      let seed = seedFromClock();
      if (seed === old) seed = (seed + 1) % 4_294_967_296;
      const fresh = { ...input, seed } as InputFrom<M>;
      if (this.procedure.inputProblem(fresh) === undefined) this.start(fresh);
      else this.reset();
    }
    this.announce('A new table with the same setup and a new seed.');
    this.focusLater('.step-move');
  }

  /** Opens the table setup and puts the focus on it ("Change the setup"). */
  openSetup(): void {
    const details = this.host.renderRoot.querySelector<HTMLDetailsElement>('details.setup');
    if (!details) return;
    details.open = true;
    details.querySelector<HTMLElement>('summary')?.focus();
  }

  /** Keep the restored table (the welcome notice goes). */
  continueSaved(): void {
    this.welcome = undefined;
    this.host.requestUpdate();
    this.focusLater('.step-move');
  }

  /** Forget the restored table and start a fresh one from the attributes. */
  startFresh(): void {
    this.welcome = undefined;
    this.reset();
    this.focusLater('.step-move');
  }

  toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
    this.host.requestUpdate();
    if (this.menuOpen) this.focusLater('.step-more .step-button:not([disabled])');
  }

  /** Closes the step bar's menu; with `refocus`, the focus goes back to its button. */
  closeMenu(refocus = false): void {
    this.menuOpen = false;
    this.host.requestUpdate();
    if (refocus) this.focusLater('.more-toggle');
  }

  /**
   * After the next render, focus the first element matching `selector` that can take it (a
   * control that a step removed leaves the focus nowhere otherwise); else the widget's frame.
   */
  focusLater(selector: string): void {
    void this.host.updateComplete.then(() => this.#focusFirst([selector]));
  }

  /**
   * Now (after a render), focus the next step's move: the first of `first` (a widget's own
   * preference, e.g. the select a step asks for), else the step bar's move, else the stage's
   * highlighted control, else any enabled stage control; else the widget's frame.
   */
  focusNextMove(first: readonly string[] = []): void {
    this.#focusFirst([...first, '.step-move', '.stage .primary', '.stage button']);
  }

  /** Focus the first enabled, visible element matching one of `selectors`, in their order; else the widget's frame. */
  #focusFirst(selectors: readonly string[]): void {
    const root = this.host.renderRoot;
    for (const selector of selectors) {
      const target = [...root.querySelectorAll<HTMLElement>(selector)].find(
        (el) => !(el as HTMLButtonElement).disabled && (el.checkVisibility?.() ?? el.offsetParent !== null),
      );
      if (target) return target.focus();
    }
    const fallback = root.querySelector<HTMLElement>('[part~="base"]');
    if (!fallback) return;
    if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
    fallback.focus({ preventScroll: true });
  }

  /** Replace the messages shown (e.g. a form's own validation). */
  report(messages: string[]): void {
    this.#setupErrors = messages;
    if (messages.length > 0) this.host.dispatchEvent(new RbErrorEvent({ messages: this.errors }));
    this.host.requestUpdate();
  }

  /** Say something through the widget's live region. */
  announce(message: string): void {
    this.announcement = message;
    this.host.requestUpdate();
  }

  /** The record as saved and shared: what `keep` lets out of it. */
  #kept(): TableRecord<InputFrom<M>, EventFromLogic<M>> {
    const record = this.timeline.toRecord();
    return this.options.keep ? this.options.keep(record) : record;
  }

  /** Save the table again now (after a setting that changes what is kept). */
  save(): void {
    const key = this.storageKey();
    if (key && this.timeline.started) saveTable(key, this.#kept());
  }

  /** Make a link that replays this table, copy it if the browser allows, and say which. */
  async share(): Promise<void> {
    const key = this.storageKey();
    if (!key) return this.announce('This table is not saved, so it cannot be shared.');
    this.shared = shareLink(key, this.#kept());
    try {
      await navigator.clipboard.writeText(this.shared);
      this.announce('Share link copied.');
    } catch {
      this.announce('Share link shown above the step bar.');
      this.focusLater('.share-field');
    }
  }

  /** What the step bar's Back, Forward, Start, Reset and Share do. */
  get historyHandlers() {
    return {
      back: () => this.back(),
      forward: () => this.forward(),
      rewind: () => this.rewind(),
      reset: () => this.reset(),
      ...(this.storageKey() ? { share: () => void this.share() } : {}),
    };
  }

  #changed(): void {
    const snapshot = this.timeline.snapshot;
    const key = this.storageKey();
    if (key) saveTable(key, this.#kept());
    const event = this.timeline.lastEvent;
    const cause = this.#cause;
    const moving = cause === 'action' || cause === 'forward';
    this.shared = '';
    this.menuOpen = false;
    if (cause !== 'restore') this.welcome = undefined;
    this.host.dispatchEvent(
      new RbStepEvent({
        step: this.timeline.step,
        of: this.timeline.length,
        state: (snapshot as { value: unknown }).value,
        ...(moving && event ? { event: { type: event.type } } : {}),
        cause,
      }),
    );
    this.options.onStep?.(snapshot, moving ? event : undefined, cause);
  }
}
