/**
 * Pieces of view every widget shares: the error box, the live region, cards, and the
 * history bar (back, forward, start, reset, share). View only: no rule is decided here.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { cardName, formatCard, isJoker, isRed, type Card } from '../../machines/core/cards.js';
import type { RuleRef, Why } from '../../machines/core/explain.js';
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

export interface HistoryView {
  step: number;
  length: number;
  canBack: boolean;
  canForward: boolean;
}

export interface HistoryHandlers {
  back(): void;
  forward(): void;
  rewind(): void;
  reset(): void;
  share?(): void;
}

/** The history bar's icons, drawn (not font glyphs, which some systems lack). */
const ICONS = {
  start: svg`<path d="M3 3h2v10H3zM13 3v10L6 8z"/>`,
  back: svg`<path d="M11 3v10L4 8z"/>`,
  forward: svg`<path d="M5 3v10l7-5z"/>`,
  reset: svg`<path d="M8 2a6 6 0 1 1-5.7 7.9l1.9-.6A4 4 0 1 0 8 4v2.5L4.5 3.5 8 .5z"/>`,
  share: svg`<path d="M6.5 9.5 9.5 6.5M7 4.5l1.3-1.3a2.6 2.6 0 0 1 3.7 3.7L10.7 8.2M9 11.5l-1.3 1.3a2.6 2.6 0 0 1-3.7-3.7l1.3-1.3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>`,
};

/**
 * The history bar, one row even at 320 px: where the story is ("Step 3 of 7") and the
 * buttons to move through it. Each shows an icon and its word; on a narrow widget the words
 * are read out but not drawn, so the row never wraps.
 */
export function renderHistory(view: HistoryView, on: HistoryHandlers, shareStatus = ''): TemplateResult {
  const button = (
    label: string,
    icon: TemplateResult,
    click: () => void,
    disabled: boolean,
    extra: { name?: string; keys?: string } = {},
  ) =>
    html`<button
      part="button"
      class="history-button"
      @click=${click}
      ?disabled=${disabled}
      aria-label=${extra.name ?? nothing}
      title=${extra.name ?? label}
      aria-keyshortcuts=${extra.keys ?? nothing}
    >
      <svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${icon}</svg><span class="label">${label}</span>
    </button>`;
  return html`<div class="history" part="history" role="group" aria-label="History">
    <span class="where"><span class="step-word">Step </span>${view.step} of ${view.length}</span>
    ${button('Start', ICONS.start, on.rewind, !view.canBack, { name: 'Go to the start' })}
    ${button('Back', ICONS.back, on.back, !view.canBack, { keys: 'Alt+ArrowLeft' })}
    ${button('Forward', ICONS.forward, on.forward, !view.canForward, { keys: 'Alt+ArrowRight' })}
    ${button('Reset', ICONS.reset, on.reset, false)}
    ${on.share ? button('Share', ICONS.share, on.share, false, { name: 'Copy share link' }) : nothing}
    ${shareStatus ? html`<span class="share-status">${shareStatus}</span>` : nothing}
  </div>`;
}

/**
 * The end of every table widget: the history bar, the share link once asked for (in a
 * read-only field, for when the clipboard says no), and the live region. `share: false`
 * leaves the share button out.
 */
export function renderTableFooter<M extends AnyStateMachine>(table: TableHost<M>, { share = true } = {}): TemplateResult {
  const { share: shareHandler, ...handlers } = table.historyHandlers;
  return html`${renderHistory(table.timeline, share && shareHandler ? { ...handlers, share: shareHandler } : handlers)}
  ${
    table.shared
      ? html`<label class="share"
          >Share link (replays this table)
          <input class="share-field" readonly .value=${table.shared} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
        </label>`
      : nothing
  }
  ${renderAnnouncer(table.announcement)}`;
}

/**
 * Where the rulebook lives, for links from a step's why to its rule. A build of the embed
 * files defines `__RULEBOOK_BASE__` as the site's address; on the rulebook's own pages (and
 * in tests) links are site-relative. A widget's `rules-base` attribute can override both.
 */
declare const __RULEBOOK_BASE__: string | undefined;
export const RULEBOOK_BASE: string = typeof __RULEBOOK_BASE__ === 'string' ? __RULEBOOK_BASE__ : '/';

export function ruleHref(rule: RuleRef, base: string = RULEBOOK_BASE): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${rule.page}/#${rule.section}`;
}

/** A step's why: each sentence, and a link to the rule it applied. */
export function renderWhy(whys: readonly Why[], base?: string): TemplateResult {
  return html`${whys.map(
    (w) =>
      html`<span class="why-sentence"
        >${w.text}${
          w.rule ? html` <a class="rule-link" part="rule-link" href=${ruleHref(w.rule, base)}>${w.rule.title}</a>` : nothing
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
  /** One line: where the table stands now (round, hand, clock…). */
  readonly status: TemplateResult | string;
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
   * Why a snapshot came about: with it, the printed page carries the story so far, step by
   * step with its reasons (on screen it is the history bar's job).
   */
  readonly whyOf?: (snapshot: SnapshotFrom<M>) => readonly Why[];
}

/**
 * Every widget's layout, in the order a reader looks: errors, where the table stands (with
 * the learning toolbar), the current step and its controls, why it happened, the learning
 * panels, the table setup (collapsed), then history and share.
 */
export function renderFrame<M extends AnyStateMachine>(table: TableHost<M>, parts: FrameParts<M>): TemplateResult {
  return html`<div part="base" class="frame" role="group" aria-label=${parts.label}>
    ${renderErrors(table.errors)}
    <div class="top" part="top">
      <p class="status" part="status">${parts.status}</p>
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
    ${parts.whyOf ? renderPrintLog(table, parts.whyOf) : nothing} ${renderTableFooter(table)}
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
