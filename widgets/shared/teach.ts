/**
 * The learning layer every widget shares: the exact odds of the next draw or roll, the
 * live statechart (drawn from the machine at build time and loaded only when opened), and
 * "predict, then see" — before a step whose outcome a rule decides, the learner guesses,
 * then sees what happened, why, and the rule's link, with a running score.
 *
 * The machines say what to show (`nextOdds`, `predictionFor`, `summary`: see
 * machines/core/explain.ts); this controller only keeps the reader's toggles and renders.
 * Predicting never changes what happens: the held step is sent exactly as it was asked for.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { AnyStateMachine, ContextFrom, EventFromLogic, SnapshotFrom } from 'xstate';
import { formatPercent, type NextOdds, type Prediction, type Why } from '../../machines/core/explain.js';
import type { Teaching } from '../../machines/core/procedure.js';
import { Lazy } from './lazy.js';
import type { Chart } from './statechart.js';
import type { TableElement } from './table-element.js';
import type { TableHost } from './table-host.js';
import { renderWhy, whyText } from './ui.js';

export interface TeachOptions<M extends AnyStateMachine> {
  /** The generated statechart module, imported only when a reader opens it. */
  readonly chart?: () => Promise<{ default: Chart }>;
  /** Whose eyes the odds are for, where a mode hides the other hand; or where the reader looks (the fire map's chosen Area). */
  readonly seat?: () => number | undefined;
  /**
   * Where the widget draws the odds itself, on its stage (the fire map's chances on each Area),
   * what the learning panel shows instead: usually nothing.
   */
  readonly odds?: (snapshot: SnapshotFrom<M>) => NextOdds | undefined;
}

export interface Graded {
  readonly question: string;
  readonly guessed: string;
  readonly happened: string;
  readonly right: boolean;
  readonly why: readonly Why[];
}

interface Score {
  asked: number;
  right: number;
}

/** The session's running score, per widget kind (kept for the tab's session when storage allows). */
function loadScore(key: string): Score {
  try {
    const v = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? 'null') as Partial<Score> | null;
    if (v && Number.isInteger(v.asked) && Number.isInteger(v.right)) return { asked: v.asked!, right: v.right! };
  } catch {
    /* storage forbidden or damaged: start at zero */
  }
  return { asked: 0, right: 0 };
}

function saveScore(key: string, score: Score): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(score));
  } catch {
    /* the score just does not survive a reload */
  }
}

type ChartView = { update(value: unknown, event?: { readonly type: string }, before?: unknown): void };

export class TeachController<M extends AnyStateMachine> implements ReactiveController {
  /** The reader's toggles. */
  oddsShown = false;
  chartOpen = false;
  /** Predict, then see. Off unless the widget's `learn` attribute (or the toolbar) turns it on. */
  learning = false;
  /** A step held back until the learner predicts it (asked at the snapshot `at`). */
  pending: { readonly prediction: Prediction<ContextFrom<M>>; readonly event: EventFromLogic<M>; readonly at: SnapshotFrom<M> } | undefined;
  /** The last prediction, graded. */
  graded: Graded | undefined;
  /**
   * A guess made, its question not settled by the step it held (a decision still to come):
   * graded on the first later step that settles it, dropped if the reader steps back past it.
   */
  awaiting: { readonly prediction: Prediction<ContextFrom<M>>; readonly choiceId: string; readonly from: number } | undefined;
  /**
   * Read from session storage the first time it is needed, not when the widget starts: the
   * first touch of a storage area can hold the page for several milliseconds.
   */
  get score(): Score {
    return (this.#score ??= loadScore(this.#scoreKey));
  }
  set score(score: Score) {
    this.#score = score;
  }
  #score: Score | undefined;
  #view: ChartView | undefined;
  #loading: Promise<void> | undefined;
  chartProblem = '';

  /** Odds and predictions, loaded the first time a reader asks for either. */
  readonly #teaching: Lazy<Teaching<M>> | undefined;

  /** A step sent while the questions were still loading: it waits for them, then is asked or let go. */
  #waiting: EventFromLogic<M> | undefined;
  /** While a step waits for the questions: settles once it has been asked or let go. */
  settling: Promise<void> | undefined;

  constructor(
    private readonly host: TableElement<M>,
    readonly table: TableHost<M>,
    private readonly options: TeachOptions<M> = {},
  ) {
    host.addController(this);
    table.hold = (event) => this.#hold(event);
    table.holding = () => this.asking;
    const load = table.procedure.teaching;
    this.#teaching = load ? new Lazy(host, load, 'The odds') : undefined;
  }

  /**
   * A step waits for the learner's guess (or for the questions to load): the step's control
   * is disabled meanwhile, and no number that would answer the question is shown.
   */
  get asking(): boolean {
    return this.pending !== undefined || this.#waiting !== undefined;
  }

  /**
   * May the widget print a probability now? Only with Odds on and no guess awaited. Ask this
   * before printing any chance: in an odds panel, on a button, in a chart or a line of text.
   */
  get showsNumbers(): boolean {
    return this.oddsShown && !this.asking;
  }

  /** A chance as the widgets print it ("55.6%"), or '' when numbers are not to be shown now. */
  percent(p: number): string {
    return this.showsNumbers ? formatPercent(p) : '';
  }

  /** What the widget plays, for labels: "Register duel". */
  get title(): string {
    return this.table.procedure.title;
  }

  /** Which aids this widget offers (its toolbar's buttons). */
  get offers(): { odds: boolean; chart: boolean; prediction: boolean } {
    return {
      odds: this.#teaching !== undefined || this.options.odds !== undefined,
      chart: this.options.chart !== undefined,
      prediction: this.#teaching !== undefined,
    };
  }

  /** The odds of what comes next, once loaded (asking loads them); never while a guess is pending. */
  odds(snapshot: SnapshotFrom<M>): NextOdds | undefined {
    if (this.asking) return undefined;
    if (this.options.odds) return this.options.odds(snapshot);
    return this.#teaching?.value?.nextOdds?.(snapshot, this.options.seat?.());
  }

  /** The question to predict before this step, once the teaching is loaded. */
  prediction(snapshot: SnapshotFrom<M>): Prediction<ContextFrom<M>> | undefined {
    return this.#teaching?.value?.predictionFor?.(snapshot, this.options.seat?.());
  }

  /** What became of the procedure, once there is something to sum up. */
  summary(snapshot: SnapshotFrom<M>): readonly Why[] | undefined {
    return this.table.procedure.summary(snapshot);
  }

  get #scoreKey(): string {
    return `rb-learn:${this.host.localName}`;
  }

  hostUpdate(): void {
    // The reader stepped back, forward or reset while a question waited: the question was
    // about a step no longer in front of them, so it goes (the step was never sent).
    if (this.pending && this.pending.at !== this.table.snapshot) this.pending = undefined;
    const awaiting = this.awaiting;
    if (awaiting) {
      if (this.table.timeline.step < awaiting.from) this.awaiting = undefined;
      else this.#grade(awaiting.prediction, awaiting.choiceId);
    }
  }

  hostUpdated(): void {
    if (!this.chartOpen) return;
    const container = this.chartContainer;
    if (!container) return;
    if (!this.#view) {
      void this.#loadChart(container);
      return;
    }
    const { value } = this.table.snapshot as { value: unknown };
    const { lastEvent, shownSnapshots } = this.table.timeline;
    this.#view.update(value, lastEvent, shownSnapshots[shownSnapshots.length - 2]);
  }

  async #loadChart(container: HTMLDivElement): Promise<void> {
    const loadChart = this.options.chart;
    if (this.#loading || !loadChart) return;
    this.#loading = (async () => {
      try {
        const [{ default: chart }, { StatechartView }] = await Promise.all([loadChart(), import('./statechart-view.js')]);
        this.#view = new StatechartView(container, chart, this.title);
        this.chartProblem = '';
      } catch {
        this.chartProblem = 'The statechart could not be loaded (the page may be offline). The widget works without it.';
      }
      this.#loading = undefined;
      this.host.requestUpdate();
    })();
    await this.#loading;
  }

  toggleChart(): void {
    this.chartOpen = !this.chartOpen;
    if (!this.chartOpen) this.#view = undefined;
    this.host.requestUpdate();
  }

  toggleOdds(): void {
    this.oddsShown = !this.oddsShown;
    if (this.oddsShown) void this.#teaching?.get();
    this.host.requestUpdate();
  }

  setLearning(on: boolean): void {
    if (this.learning === on) return;
    this.learning = on;
    if (on) void this.#teaching?.get();
    if (!on && this.pending) this.skip();
    if (!on && this.#waiting !== undefined) {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      this.table.release(waiting);
    }
    this.host.requestUpdate();
  }

  #hold(event: EventFromLogic<M>): boolean {
    const teaching = this.#teaching;
    if (!this.learning || !teaching) return false;
    // A question is waiting (or still loading): nothing moves until it is answered or skipped.
    if (this.pending || this.#waiting) return true;
    if (!teaching.loaded) {
      // The questions are a module of their own: the step waits for them, then is asked as it
      // would have been (or goes ahead unasked if they cannot be loaded), so a learner who
      // presses at once is not skipped past the question.
      this.#waiting = event;
      this.settling = teaching.get().then(() => {
        const waiting = this.#waiting;
        this.#waiting = undefined;
        this.settling = undefined;
        if (waiting !== undefined && !this.#ask(waiting)) this.table.release(waiting);
      });
      return true;
    }
    return this.#ask(event);
  }

  /** Holds the step behind its question, if this step has one. */
  #ask(event: EventFromLogic<M>): boolean {
    if (!this.learning) return false;
    const prediction = this.prediction(this.table.snapshot);
    if (!prediction || !(prediction.settles ? prediction.settles(event) : prediction.settledBy.includes(event.type))) return false;
    this.pending = { prediction, event, at: this.table.snapshot };
    this.graded = undefined;
    this.table.announce(`Predict first: ${prediction.question}`);
    this.host.requestUpdate();
    return true;
  }

  /** The learner's guess: the held step goes ahead, then the guess is graded (once its question is settled). */
  guess(choiceId: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.table.release(pending.event);
    this.awaiting = { prediction: pending.prediction, choiceId, from: this.table.timeline.step };
    if (!this.#grade(pending.prediction, choiceId)) this.table.announce('Your guess waits: the question is settled by a later step.');
  }

  /** Grades a guess if the shown step settles its question; false while it does not. */
  #grade(prediction: Prediction<ContextFrom<M>>, choiceId: string): boolean {
    const after = (this.table.snapshot as { context: ContextFrom<M> }).context;
    if (prediction.settled && !prediction.settled(after)) return false;
    this.awaiting = undefined;
    const { choice, why } = prediction.answer(after);
    const label = (id: string) => prediction.choices.find((c) => c.id === id)?.label ?? id;
    const right = choice === choiceId;
    this.score = { asked: this.score.asked + 1, right: this.score.right + (right ? 1 : 0) };
    saveScore(this.#scoreKey, this.score);
    this.graded = { question: prediction.question, guessed: label(choiceId), happened: label(choice), right, why };
    this.table.announce(
      `${right ? 'Right' : 'Not this time'}: ${label(choice)}. ${whyText(why)} Score ${this.score.right} of ${this.score.asked}.`,
    );
    return true;
  }

  /** Go ahead without predicting. */
  skip(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.table.release(pending.event);
  }

  /**
   * Where the statechart is drawn, while it is open. Found by its class rather than through
   * Lit's ref directive, which would put the directive machinery into every widget's bundle.
   */
  get chartContainer(): HTMLDivElement | null {
    return (this.host.renderRoot as ParentNode | undefined)?.querySelector<HTMLDivElement>('.chart-slot > .chart-host') ?? null;
  }
}

/**
 * The toolbar: odds, statechart, predict. Toggles (aria-pressed) drawn as boxes that fill and
 * tick when on; keyboard operable. While a guess is awaited, Odds says its numbers wait.
 */
export function renderTeachToolbar<M extends AnyStateMachine>(teach: TeachController<M>): TemplateResult {
  const t = teach.offers;
  const toggle = (label: string, on: boolean, click: () => void, title?: string) =>
    html`<button part="button toggle" class="toggle" aria-pressed=${on ? 'true' : 'false'} title=${title ?? nothing} @click=${click}>
      ${label}
    </button>`;
  const oddsTitle = teach.oddsShown && teach.asking ? 'The odds come back once you have guessed' : undefined;
  return html`<div class="teach-toolbar" part="teach-toolbar" role="group" aria-label="Learning aids">
    ${t.odds ? toggle('Odds', teach.oddsShown, () => teach.toggleOdds(), oddsTitle) : nothing}
    ${t.chart ? toggle('Statechart', teach.chartOpen, () => teach.toggleChart()) : nothing}
    ${t.prediction ? toggle('Predict', teach.learning, () => teach.setLearning(!teach.learning)) : nothing}
  </div>`;
}

function renderOdds(odds: NextOdds, base?: string): TemplateResult {
  return html`<div class="odds" part="odds">
    <p class="odds-question">${odds.question}${odds.rule ? html` ${renderWhy([{ text: '', rule: odds.rule }], base)}` : nothing}</p>
    <ul class="odds-list">
      ${odds.outcomes.map(
        (o) =>
          html`<li>
            <span class="odds-label">${o.label}</span>
            <meter min="0" max="1" .value=${o.p} aria-hidden="true"></meter>
            <span class="odds-p">${formatPercent(o.p)}</span>
          </li>`,
      )}
    </ul>
  </div>`;
}

/**
 * The learning panels: the question to predict (with the step waiting), the last graded
 * guess, the odds, the statechart, and the summary once the procedure is over. While a guess
 * is awaited no panel shows a number that would answer it (`teach.showsNumbers`).
 */
export function renderTeaching<M extends AnyStateMachine>(teach: TeachController<M>, base?: string): TemplateResult {
  const snapshot = teach.table.snapshot as SnapshotFrom<M>;
  const odds = teach.showsNumbers ? teach.odds(snapshot) : undefined;
  // While a guess is awaited, nothing that could answer it: no odds, no summary.
  const summary = teach.asking ? undefined : teach.summary(snapshot);
  const pending = teach.pending;
  const graded = teach.graded;
  return html`
    ${
      pending
        ? html`<div class="predict" part="predict" role="group" aria-label="Predict, then see">
            <p><strong>Predict:</strong> ${pending.prediction.question}</p>
            <div class="choices">
              ${pending.prediction.choices.map((c) => html`<button part="button" @click=${() => teach.guess(c.id)}>${c.label}</button>`)}
              <button part="button" class="quiet" @click=${() => teach.skip()}>Skip</button>
            </div>
          </div>`
        : nothing
    }
    ${
      graded && !pending
        ? html`<div class="graded ${graded.right ? 'right' : 'wrong'}" part="graded">
            <p>
              <strong>${graded.right ? 'Right.' : 'Not this time.'}</strong> You said ${graded.guessed}; ${graded.happened}.
              <span class="score">Score: ${teach.score.right} of ${teach.score.asked}.</span>
            </p>
            <p class="why">${renderWhy(graded.why, base)}</p>
          </div>`
        : nothing
    }
    ${
      odds
        ? renderOdds(odds, base)
        : teach.oddsShown && teach.asking
          ? html`<p class="odds note" part="odds-waiting">The odds come back once you have guessed.</p>`
          : nothing
    }
    ${
      teach.chartOpen
        ? html`<div class="chart-slot">
            ${teach.chartProblem ? html`<p class="note">${teach.chartProblem}</p>` : nothing}
            <div class="chart-host"></div>
          </div>`
        : nothing
    }
    ${
      summary
        ? html`<div class="summary" part="summary">
            <p><strong>Summary</strong></p>
            <p>${renderWhy(summary, base)}</p>
          </div>`
        : nothing
    }
  `;
}
