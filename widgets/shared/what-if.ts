/**
 * "What if…", loaded the first time a reader opens it: from the step shown, each move the
 * procedure offers (`procedure.moves(snapshot)`) is played with XState's pure `transition`,
 * then the suggested move is followed for a few steps (until the table is over, or N steps),
 * and the outcomes are shown side by side. Every machine keeps its chance in its snapshot, so
 * a branch is exact: the same seed gives the same draws and rolls the table would get. Each
 * branch shows where it ends (`procedure.headline`), what its steps did (their why), the exact
 * odds of its first random step where the procedure's teaching has them (`oddsOf`, else
 * `nextOdds` after the move), and "Adopt this branch", which makes it the table's story
 * (Timeline.adopt: undo and share links follow).
 *
 * The part every widget loads at once (the toggle, the panel's place) is ./what-if-toggle.ts.
 */
import type { LitElement, TemplateResult } from 'lit';
import type { AnyStateMachine, EventFromLogic, SnapshotFrom, transition as Transition } from 'xstate';
import { formatPercent, type NextOdds, type Why } from '../../machines/core/explain.js';
import type { Move, Procedure, Teaching } from '../../machines/core/procedure.js';
import type { WhatIf } from './what-if-toggle.js';

// This module imports nothing from Lit or XState at run time (see WhatIfKit): its widget hands
// it `html`, `nothing` and `transition`. Its styles are plain CSS text: the css tag below is
// String.raw, there only so that the build minifies the text as it does Lit's.
const css = String.raw;

/** How many steps a branch follows the suggested move after its own, unless the table is over first. */
export const DEFAULT_STEPS = 6;

export interface BranchStep<E> {
  readonly label: string;
  readonly event: E;
  /** What the step did and why (the procedure's narration of the snapshot it led to). */
  readonly why: readonly Why[];
}

export interface Branch<M extends AnyStateMachine> {
  /** The move this branch makes first. */
  readonly move: Move<EventFromLogic<M>>;
  /** The suggested move: the main line. */
  readonly main: boolean;
  /** The move, then the suggested moves that followed it. */
  readonly steps: readonly BranchStep<EventFromLogic<M>>[];
  readonly events: readonly EventFromLogic<M>[];
  /** Where the branch ends. */
  readonly end: SnapshotFrom<M>;
  readonly headline: string;
  /** The table is over at its end. */
  readonly over: boolean;
  /** The exact odds of its first random step, and which step that is (from 0). */
  readonly odds?: { readonly step: number; readonly odds: NextOdds; readonly exact: boolean };
}

export interface ExploreOptions<M extends AnyStateMachine> {
  /** XState's pure `transition` (handed in, so this module loads none of XState). */
  readonly transition: typeof Transition;
  readonly steps?: number;
  readonly teaching?: Teaching<M>;
  readonly whyOf?: (snapshot: SnapshotFrom<M>) => readonly Why[];
}

const isOver = <M extends AnyStateMachine>(procedure: Procedure<M>, s: SnapshotFrom<M>) =>
  (s as { status?: string }).status === 'done' || (procedure.moves?.(s).length ?? 0) === 0;

/**
 * Every move open at `snapshot`, each played and then followed by the suggested move; the
 * main line first. Pure: the table is not touched. A move the machine refuses is left out.
 */
export function exploreBranches<M extends AnyStateMachine>(
  procedure: Procedure<M>,
  snapshot: SnapshotFrom<M>,
  options: ExploreOptions<M>,
): Branch<M>[] {
  const transition = options.transition;
  const limit = options.steps ?? DEFAULT_STEPS;
  const can = (s: SnapshotFrom<M>, e: EventFromLogic<M>) => (s as { can(e: unknown): boolean }).can(e);
  const step = (s: SnapshotFrom<M>, e: EventFromLogic<M>) => transition(procedure.machine, s as never, e as never)[0] as SnapshotFrom<M>;
  const branches: Branch<M>[] = [];
  for (const move of procedure.moves?.(snapshot) ?? []) {
    if (!can(snapshot, move.event)) continue;
    const steps: BranchStep<EventFromLogic<M>>[] = [];
    const before: SnapshotFrom<M>[] = [];
    let s = snapshot;
    let next: Move<EventFromLogic<M>> | undefined = move;
    try {
      while (next && steps.length <= limit) {
        before.push(s);
        s = step(s, next.event);
        steps.push({ label: next.label, event: next.event, why: options.whyOf?.(s) ?? [] });
        if (isOver(procedure, s)) break;
        next = procedure.moves?.(s).find((m) => m.suggested);
        if (next && !can(s, next.event)) next = undefined;
      }
    } catch {
      continue;
    }
    branches.push({
      move,
      main: move.suggested === true,
      steps,
      events: steps.map((x) => x.event),
      end: s,
      headline: procedure.headline?.(s) ?? '',
      over: isOver(procedure, s),
      ...oddsOf(options.teaching, before, steps),
    });
  }
  return branches.sort((a, b) => Number(b.main) - Number(a.main));
}

/** The odds of a branch's first random step (`oddsOf`), or of the next roll after its move (`nextOdds`). */
function oddsOf<M extends AnyStateMachine>(
  teaching: Teaching<M> | undefined,
  before: readonly SnapshotFrom<M>[],
  steps: readonly BranchStep<EventFromLogic<M>>[],
): Pick<Branch<M>, 'odds'> {
  if (!teaching) return {};
  if (teaching.oddsOf) {
    for (const [i, s] of before.entries()) {
      const odds = teaching.oddsOf(s, steps[i]!.event);
      if (odds) return { odds: { step: i, odds, exact: true } };
    }
    return {};
  }
  const after = before[1];
  const odds = after ? teaching.nextOdds?.(after) : undefined;
  return odds ? { odds: { step: 1, odds, exact: false } } : {};
}

// ---------------------------------------------------------------- per widget: the teaching, the branches

interface State<M extends AnyStateMachine> {
  teaching?: Teaching<M>;
  loading?: Promise<unknown>;
  memo?: { snapshot: SnapshotFrom<M>; teaching: Teaching<M> | undefined; branches: Branch<M>[] };
}

const states = new WeakMap<object, State<AnyStateMachine>>();

function stateOf<M extends AnyStateMachine>(w: WhatIf<M>): State<M> {
  let st = states.get(w) as State<M> | undefined;
  if (!st) {
    st = {};
    states.set(w, st as State<AnyStateMachine>);
    const load = w.table.procedure.teaching;
    if (load) {
      st.loading = load().then(
        (t) => {
          st!.teaching = t;
          w.host.requestUpdate();
        },
        () => {
          /* no odds: the branches still show */
        },
      );
    }
  }
  return st;
}

/** The branches from the step shown, worked out once per snapshot. */
export function branchesOf<M extends AnyStateMachine>(w: WhatIf<M>): Branch<M>[] {
  const st = stateOf(w);
  const snapshot = w.table.snapshot;
  if (st.memo && st.memo.snapshot === snapshot && st.memo.teaching === st.teaching) return st.memo.branches;
  const branches = exploreBranches(w.table.procedure, snapshot, {
    transition: w.kit.transition,
    steps: w.options.steps ?? DEFAULT_STEPS,
    ...(st.teaching ? { teaching: st.teaching } : {}),
    ...(w.options.whyOf ? { whyOf: w.options.whyOf } : {}),
  });
  st.memo = { snapshot, teaching: st.teaching, branches };
  return branches;
}

/** Said when the panel opens: how many moves, and where the main line goes. */
export function announceOpened<M extends AnyStateMachine>(w: WhatIf<M>): void {
  if (!w.open) return;
  if (w.options.hidden?.()) return w.table.announce('What if waits until you have answered the question.');
  const branches = branchesOf(w);
  if (branches.length < 2) return w.table.announce('What if: there is no choice to compare at this step.');
  const main = branches.find((b) => b.main) ?? branches[0]!;
  w.table.announce(
    `What if: ${branches.length} moves side by side, each followed by the suggested moves. The main line, ${main.move.label}: ${main.headline}.`,
  );
}

// ---------------------------------------------------------------- drawing

const adopted = new WeakSet<ShadowRoot>();

let sheet: CSSStyleSheet | undefined;

/**
 * The panel's styles arrive with it: a constructed stylesheet adopted into the widget's shadow
 * root, as Lit adopts a widget's own (no style element, so a strict CSP is content).
 */
function adoptStyles(host: LitElement): void {
  const root = host.renderRoot;
  if (!(root instanceof ShadowRoot) || adopted.has(root) || typeof CSSStyleSheet === 'undefined') return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(WHAT_IF_CSS);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  adopted.add(root);
}

const firstWhy = (why: readonly Why[]) =>
  why
    .slice(0, 2)
    .map((w) => w.text)
    .join(' ');

function renderOutcome<M extends AnyStateMachine>(w: WhatIf<M>, b: Branch<M>, i: number): TemplateResult {
  const { html, nothing } = w.kit;
  const id = `${w.id}-b${i}`;
  const n = b.steps.length;
  const adopt = () => {
    const said = `Adopted "${b.move.label}": ${n} ${n === 1 ? 'step' : 'steps'}. ${b.headline}. Back (Alt+Left arrow) undoes them one by one.`;
    if (!w.adopt(b.events, said)) w.table.announce('That branch could not be adopted: the table has moved on.');
  };
  return html`<li class="outcome ${b.main ? 'main' : ''}" part="outcome" aria-labelledby=${id}>
    <p class="outcome-move" id=${id}>
      ${b.main ? html`<span class="tag">Main line</span>` : nothing}
      <strong>${b.move.label}</strong>
    </p>
    <p class="outcome-headline">${b.over ? 'Ends: ' : `After ${n} ${n === 1 ? 'step' : 'steps'}: `}${b.headline}</p>
    <ol class="outcome-steps" aria-label="What it does, step by step">
      ${b.steps.map((s) => html`<li><span class="step-label">${s.label}</span>${s.why.length ? html`: ${firstWhy(s.why)}` : nothing}</li>`)}
    </ol>
    ${
      b.odds
        ? html`<div class="outcome-odds">
            <p>
              ${b.odds.exact ? html`Its first roll (step ${b.odds.step + 1}): ` : html`The next roll after it: `}${b.odds.odds.question}
            </p>
            <ul>
              ${b.odds.odds.outcomes.map((o) => html`<li><span>${o.label}</span> <strong>${formatPercent(o.p)}</strong></li>`)}
            </ul>
          </div>`
        : html`<p class="outcome-odds note">No roll or draw along it.</p>`
    }
    <button part="button adopt" class=${b.main ? 'primary' : ''} aria-label="Adopt this branch: ${b.move.label}" @click=${adopt}>
      Adopt this branch
    </button>
  </li>`;
}

/** The panel: every branch side by side (stacked on a phone), keyboard operable, Escape closes it. */
export function renderWhatIf<M extends AnyStateMachine>(w: WhatIf<M>): TemplateResult {
  const { html, nothing } = w.kit;
  adoptStyles(w.host);
  const onKeydown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    w.close(true);
  };
  const head = (body: TemplateResult | string) =>
    html`<section class="what-if" part="what-if" id=${w.id} aria-labelledby="${w.id}-title" @keydown=${onKeydown}>
      <div class="what-if-head">
        <p class="what-if-title" id="${w.id}-title"><strong>What if…</strong></p>
        <button part="button" class="quiet" @click=${() => w.close(true)}>Close</button>
      </div>
      ${body}
    </section>`;
  if (w.table.holding?.()) return head(html`<p class="note">Answer the question first: What if would give the answer away.</p>`);
  if (w.options.hidden?.()) return head(html`<p class="note">Not at this step: What if would show what the table keeps hidden.</p>`);
  const branches = branchesOf(w);
  if (branches.length < 2) {
    const only = branches[0];
    return head(html`<p class="note">No choice to compare at this step${only ? html`: the only move is ${only.move.label}` : ''}.</p>`);
  }
  const steps = w.options.steps ?? DEFAULT_STEPS;
  const now = w.table.procedure.headline?.(w.table.snapshot);
  return head(
    html`<p class="what-if-lead">
        Each move from here, then the suggested moves for up to ${steps} more steps. The same seed: these are the very draws and rolls the
        table would get.${now ? html` Now: ${now}.` : nothing}
      </p>
      <ul class="outcomes">
        ${branches.map((b, i) => renderOutcome(w, b, i))}
      </ul>`,
  );
}

export const WHAT_IF_CSS = css`
  .what-if {
    margin-block: 0.75rem 0.25rem;
    padding: 0.5rem 0.6rem 0.6rem;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .what-if-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .what-if-title {
    margin: 0;
  }
  .what-if-lead {
    color: var(--_muted);
    font-size: 0.92em;
  }
  .outcomes {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
    gap: 0.5rem;
    margin: 0.4rem 0 0;
    padding: 0;
    list-style: none;
  }
  .outcome {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    min-inline-size: 0;
    padding: 0.45rem 0.55rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .outcome.main {
    border-color: var(--_accent);
    box-shadow: inset 0 3px 0 var(--_accent);
  }
  .outcome p {
    margin: 0;
  }
  .outcome .tag {
    display: inline-block;
    margin-inline-end: 0.3rem;
    padding: 0 0.4rem;
    border-radius: 1rem;
    background: var(--_accent);
    color: var(--_on-accent);
    font-size: 0.78em;
    font-weight: 600;
  }
  .outcome-headline {
    font-weight: 600;
  }
  .outcome-steps {
    margin: 0;
    padding-inline-start: 1.2rem;
    font-size: 0.88em;
    color: var(--_muted);
  }
  .outcome-steps .step-label {
    color: var(--_text);
    font-weight: 600;
  }
  .outcome-odds {
    font-size: 0.88em;
  }
  .outcome-odds ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .outcome button {
    margin-block-start: auto;
    align-self: flex-start;
  }
  @media print {
    .what-if {
      display: none;
    }
  }
`;
