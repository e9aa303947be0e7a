/**
 * Pieces of view every widget shares: the error box, the live region, cards, the step bar
 * (back, the suggested move, forward; start, reset, share; the ways on once the table is
 * over), the welcome back, the sums and the frame. View only: no rule is decided here.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { cardName, formatCard, isJoker, isRed, type Card } from '../../machines/core/cards.js';
import { formatSum, type Term, type Why } from '../../machines/core/explain.js';
import { ruleHref } from './rule-link.js';
import type { TableHost } from './table-host.js';

/** A specific message per problem, in an alert the screen reader reads at once. */
export function renderErrors(
  messages: readonly string[],
  title = 'Some settings could not be used, so defaults were taken instead:',
): TemplateResult | typeof nothing {
  if (messages.length === 0) return nothing;
  return html`<div class="errors" part="error" role="alert">
    <strong>${title}</strong>
    <ul>
      ${messages.map((m) => html`<li>${m}</li>`)}
    </ul>
  </div>`;
}

/** Polite live region: what just happened, in one sentence. */
export function renderAnnouncer(message: string): TemplateResult {
  return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${message}</div>`;
}

/**
 * A card face. A face-down card shows its back and carries no trace of its face in the
 * DOM or the accessibility tree: the caller passes no card at all. A label of '' makes
 * the face decorative (for a card inside a button that already says what it is).
 */
export function renderCard(card: Card | undefined, label?: string): TemplateResult {
  if (card !== undefined && label === '') {
    const red = !isJoker(card) && isRed(card);
    return html`<span class="card ${red ? 'red' : ''}" part="card" aria-hidden="true">${formatCard(card)}</span>`;
  }
  if (card === undefined) {
    return html`<span class="card back" part="card card-back" role="img" aria-label=${label ?? 'face-down card'}></span>`;
  }
  const red = !isJoker(card) && isRed(card);
  return html`<span class="card ${red ? 'red' : ''}" part="card" role="img" aria-label=${label ?? cardName(card)}
    >${formatCard(card)}</span
  >`;
}

/** A move the step bar offers: what it says, and what pressing it does. */
export interface StepMove {
  /** Plain words ("Roll the die"); the rule's own word stays in the why. */
  readonly label: string;
  readonly run: () => void;
  /** Refused for now (a guess is awaited, say); the bar still holds its place. */
  readonly disabled?: boolean;
}

/** The step bar's icons, drawn (not font glyphs, which some systems lack). */
const ICONS = {
  start: svg`<path d="M3 3h2v10H3zM13 3v10L6 8z"/>`,
  back: svg`<path d="M11 3v10L4 8z"/>`,
  forward: svg`<path d="M5 3v10l7-5z"/>`,
  reset: svg`<path d="M8 2a6 6 0 1 1-5.7 7.9l1.9-.6A4 4 0 1 0 8 4v2.5L4.5 3.5 8 .5z"/>`,
  share: svg`<path d="M6.5 9.5 9.5 6.5M7 4.5l1.3-1.3a2.6 2.6 0 0 1 3.7 3.7L10.7 8.2M9 11.5l-1.3 1.3a2.6 2.6 0 0 1-3.7-3.7l1.3-1.3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>`,
  more: svg`<circle cx="3" cy="8" r="1.6"/><circle cx="8" cy="8" r="1.6"/><circle cx="13" cy="8" r="1.6"/>`,
};

function stepButton(
  label: string,
  icon: TemplateResult,
  click: () => void,
  disabled: boolean,
  extra: { name?: string; keys?: string } = {},
): TemplateResult {
  return html`<button
    part="button"
    class="step-button"
    @click=${click}
    ?disabled=${disabled}
    aria-label=${extra.name ?? nothing}
    title=${extra.name ?? label}
    aria-keyshortcuts=${extra.keys ?? nothing}
  >
    <svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${icon}</svg><span class="label">${label}</span>
  </button>`;
}

export interface StepBarParts {
  /**
   * The move to offer: by default the procedure's suggested move (`suggestedMove`), sent
   * through the table; a widget may pass its own (a StepMove, or its own primary control),
   * or null for none.
   */
  readonly move?: StepMove | TemplateResult | null;
  /** Whether "Change the setup" is offered at the end (the frame has a setup). */
  readonly setup?: boolean;
}

/**
 * The step bar, at the foot of every table widget and sticky while the widget is on screen:
 * Back, "Step n of m", Forward, and Start, Reset and Share (in a menu on a narrow widget);
 * below them the move a learner should press, or once the table is over, the ways on: Play
 * again, New table, Change the setup. Always the same height, so it never jumps.
 */
export function renderStepBar<M extends AnyStateMachine>(table: TableHost<M>, parts: StepBarParts = {}): TemplateResult {
  const t = table.timeline;
  const on = table.historyHandlers;
  const move = parts.move === undefined ? table.suggested : parts.move;
  // From the open menu, the focus goes back to the menu's button (the item is hidden again).
  const menu = (run: () => void) => () => {
    const open = table.menuOpen;
    run();
    if (open) table.closeMenu(true);
  };
  const act = table.over
    ? html`<div class="step-act finish" role="group" aria-label="The table is over">
        <button part="button finish" class="primary" @click=${() => table.playAgain()}>Play again</button>
        <button part="button finish" @click=${() => table.newTable()}>New table</button>
        ${parts.setup ? html`<button part="button finish" @click=${() => table.openSetup()}>Change the setup</button>` : nothing}
      </div>`
    : move
      ? html`<div class="step-act">
          ${
            'run' in move
              ? html`<button part="button step-move" class="primary step-move" ?disabled=${move.disabled ?? false} @click=${move.run}>
                  ${move.label}
                </button>`
              : move
          }
        </div>`
      : html`<div class="step-act"></div>`;
  // A procedure that does not list its moves yet (and a widget that gives none) has no move to
  // offer: its bar is one row until the table is over. Every procedure lists them by the end
  // of issue 24, and then the bar keeps its two rows throughout.
  const oneRow = !table.over && parts.move === undefined && table.procedure.moves === undefined;
  return html`<div class="step-bar ${oneRow ? 'one-row' : ''}" part="step-bar history" role="group" aria-label="Steps">
    <div class="step-nav">
      ${stepButton('Back', ICONS.back, on.back, !t.canBack, { keys: 'Alt+ArrowLeft' })}
      <span class="where"><span class="step-word">Step </span>${t.step} of ${t.length}</span>
      ${stepButton('Forward', ICONS.forward, on.forward, !t.canForward, { keys: 'Alt+ArrowRight' })}
      <button
        part="button"
        class="step-button more-toggle"
        aria-label=${on.share ? 'More: start, reset, share' : 'More: start, reset'}
        title="More"
        aria-expanded=${table.menuOpen ? 'true' : 'false'}
        aria-controls="step-more"
        @click=${() => table.toggleMenu()}
      >
        <svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${ICONS.more}</svg>
      </button>
      <div
        id="step-more"
        class="step-more ${table.menuOpen ? 'open' : ''}"
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Escape' && table.menuOpen) {
            e.stopPropagation();
            table.closeMenu(true);
          }
        }}
      >
        ${stepButton('Start', ICONS.start, menu(on.rewind), !t.canBack, { name: 'Go to the start' })}
        ${stepButton('Reset', ICONS.reset, menu(on.reset), false)}
        ${on.share ? stepButton('Share', ICONS.share, menu(on.share), false, { name: 'Copy share link' }) : nothing}
      </div>
    </div>
    ${oneRow ? nothing : act}
  </div>`;
}

/**
 * "Welcome back": a table restored from the browser says so (from when, at which step), with
 * Continue and Start fresh. Gone once the reader takes either, or plays on.
 */
export function renderWelcome<M extends AnyStateMachine>(table: TableHost<M>): TemplateResult | typeof nothing {
  const welcome = table.welcome;
  if (!welcome) return nothing;
  return html`<div class="welcome" part="welcome" role="group" aria-label="Welcome back">
    <p>${welcomeText(welcome)}</p>
    <div class="welcome-actions">
      <button part="button" class="primary" @click=${() => table.continueSaved()}>Continue</button>
      <button part="button" @click=${() => table.startFresh()}>Start fresh</button>
    </div>
  </div>`;
}

/** "Welcome back: your table from 3 March 2026, at step 4." (the date only when the record has one). */
export function welcomeText(welcome: { readonly savedAt?: number; readonly step: number }, now: number = Date.now()): string {
  const when = welcome.savedAt === undefined ? '' : ` from ${savedWhen(welcome.savedAt, now)}`;
  return `Welcome back: your table${when}, at step ${welcome.step}.`;
}

function savedWhen(savedAt: number, now: number): string {
  const saved = new Date(savedAt);
  if (saved.toDateString() === new Date(now).toDateString()) return 'earlier today';
  return saved.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The end of every table widget: the share link once asked for (in a read-only field, for
 * when the clipboard says no), the step bar, and the live region.
 */
export function renderTableFooter<M extends AnyStateMachine>(table: TableHost<M>, parts: StepBarParts = {}): TemplateResult {
  return html`${
    table.shared
      ? html`<label class="share"
          >Share link (replays this table)
          <input class="share-field" readonly .value=${table.shared} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
        </label>`
      : nothing
  }
  ${renderStepBar(table, parts)} ${renderAnnouncer(table.announcement)}`;
}

/** One line of the sums: a sum's terms, or a sentence already written out. */
export type SumLine = string | readonly Term[];

/**
 * "Show the sums": the arithmetic behind a result, for whoever wants it, under the one plain
 * sentence that states the result. Takes one sum's terms, or several lines.
 */
export function renderSums(sums: readonly Term[] | readonly SumLine[], summary = 'Show the sums'): TemplateResult | typeof nothing {
  if (sums.length === 0) return nothing;
  const lines: readonly SumLine[] =
    typeof sums[0] === 'object' && !Array.isArray(sums[0]) ? [sums as readonly Term[]] : (sums as readonly SumLine[]);
  return html`<details class="sums">
    <summary>${summary}</summary>
    <ul class="sums-list">
      ${lines.map((line) => html`<li>${typeof line === 'string' ? line : formatSum(line)}</li>`)}
    </ul>
  </details>`;
}

export { RULEBOOK_BASE, ruleHref } from './rule-link.js';

/** A step's why: each sentence, then the link to the rule it applied (after it, never inside it). */
export function renderWhy(whys: readonly Why[], base?: string): TemplateResult {
  return html`${whys.map(
    (w) =>
      html`<span class="why-sentence"
        >${w.text}${
          w.rule
            ? html`${w.text ? ' ' : ''}<a class="rule-link" part="rule-link" href=${ruleHref(w.rule, base)}>${w.rule.title}</a>`
            : nothing
        }</span
      > `,
  )}`;
}

/** The same why as one plain sentence, for the live region. */
export function whyText(whys: readonly Why[]): string {
  return whys.map((w) => w.text).join(' ');
}

export interface FrameParts<M extends AnyStateMachine = AnyStateMachine> {
  /** The widget's accessible name, e.g. "Initiative deal". */
  readonly label: string;
  /** One line: where the table stands now (round, hand, clock…); the procedure's `headline` by default. */
  readonly status?: TemplateResult | string;
  /** Learning aids' toolbar (renderTeachToolbar), shown beside the status. */
  readonly toolbar?: TemplateResult | typeof nothing;
  /** The current step and the controls that act on it: what the reader looks at. */
  readonly stage: TemplateResult;
  /** Why the last step happened, with its rules' links. */
  readonly why: readonly Why[];
  /** Learning panels (renderTeaching): prediction, odds, statechart, summary. */
  readonly teaching?: TemplateResult | typeof nothing;
  /** The table's setup (participants, fighters, map…), tucked away until asked for. */
  readonly setup?: TemplateResult;
  readonly setupOpen?: boolean;
  /** Links in the why point here (a widget's `rules-base`). */
  readonly rulesBase?: string;
  /**
   * The step bar's move: by default the procedure's suggested move; a widget may give its own
   * (a StepMove, or its own primary control), or null for none.
   */
  readonly move?: StepMove | TemplateResult | null;
  /**
   * Why a snapshot came about: with it, the printed page carries the story so far, step by
   * step with its reasons (on screen it is the step bar's job).
   */
  readonly whyOf?: (snapshot: SnapshotFrom<M>) => readonly Why[];
}

/**
 * Every widget's layout, in the order a reader looks: errors, the welcome back, where the
 * table stands (with the learning toolbar), the current step and its controls, why it
 * happened, the learning panels, the table setup (collapsed), then the step bar.
 */
export function renderFrame<M extends AnyStateMachine>(table: TableHost<M>, parts: FrameParts<M>): TemplateResult {
  const status = parts.status ?? table.procedure.headline?.(table.snapshot) ?? '';
  return html`<div part="base" class="frame" role="group" aria-label=${parts.label}>
    ${renderErrors(table.errors)} ${renderWelcome(table)}
    <div class="top" part="top">
      <p class="status" part="status">${status}</p>
      ${parts.toolbar ?? nothing}
    </div>
    <div class="stage" part="stage">${parts.stage}</div>
    ${
      parts.why.length
        ? html`<p class="why" part="why"><span class="visually-hidden">Why: </span>${renderWhy(parts.why, parts.rulesBase)}</p>`
        : nothing
    }
    ${parts.teaching ?? nothing}
    ${
      parts.setup
        ? html`<details class="setup" part="setup" ?open=${parts.setupOpen ?? false}>
            <summary>Table setup</summary>
            <div class="setup-body">${parts.setup}</div>
          </details>`
        : nothing
    }
    ${parts.whyOf ? renderPrintLog(table, parts.whyOf) : nothing}
    ${renderTableFooter(table, { ...(parts.move !== undefined ? { move: parts.move } : {}), setup: parts.setup !== undefined })}
  </div>`;
}

/**
 * For paper only: the story so far, each step with its reasons, so a printed page records
 * what happened at the table (the controls are not printed).
 */
export function renderPrintLog<M extends AnyStateMachine>(
  table: TableHost<M>,
  whyOf: (snapshot: SnapshotFrom<M>) => readonly Why[],
): TemplateResult {
  const steps = table.timeline.shownSnapshots;
  return html`<div class="print-log" part="print-log">
    <p><strong>What happened</strong></p>
    <ol start="0">
      ${steps.map((snap) => html`<li>${whyText(whyOf(snap))}</li>`)}
    </ol>
  </div>`;
}
