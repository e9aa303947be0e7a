/**
 * How a procedure explains itself to a learner: the reason for each step with the rule it
 * applied, the exact odds of what comes next, a question to predict before a step that
 * settles one, and a summary once it is over. The machines produce these as data; every
 * widget shows them the same way (widgets/shared/), so no widget restates a rule.
 */

/** A rule as the rulebook states it: the page (path under the site, no slashes at the ends) and the section's anchor. */
export interface RuleRef {
  /** e.g. `liberi-gothica/turn-order` */
  readonly page: string;
  /** The heading's id on that page, e.g. `ties` */
  readonly section: string;
  /** What a link to it says, e.g. `Ties` or `Table ruling: jokers` */
  readonly title: string;
}

/** One sentence of why, and the rule it applies (when one does). */
export interface Why {
  readonly text: string;
  readonly rule?: RuleRef;
}

/** Plain sentences, each with no rule: for narration that only reports. */
export function said(...texts: string[]): Why[] {
  return texts.map((text) => ({ text }));
}

/** One possible outcome of the next random step, with its exact probability. */
export interface Outcome {
  readonly id: string;
  readonly label: string;
  /** Exactly, as a fraction of 1 (computed by enumeration or convolution, not sampled). */
  readonly p: number;
}

/** The odds of the next random step: what is about to be drawn or rolled, and each outcome class. */
export interface NextOdds {
  /** e.g. "The soul's roll this round (needs 9 or more on a d10)" */
  readonly question: string;
  readonly outcomes: readonly Outcome[];
  readonly rule?: RuleRef;
}

/** A choice the learner can predict. */
export interface Choice {
  readonly id: string;
  readonly label: string;
}

/**
 * Before a step whose outcome a rule decides, the learner may predict it. The prediction
 * never changes what happens: it is asked before the step is sent, then graded on the
 * snapshot the step produced.
 */
export interface Prediction<TContext> {
  readonly question: string;
  readonly choices: readonly Choice[];
  /** The event types whose step settles the question. */
  readonly settledBy: readonly string[];
  /**
   * Whether this event's step is the one the question is about, where its type alone cannot
   * say (a procedure played inside another: every child event arrives as the parent's `PLAY`).
   * When given, it decides instead of `settledBy`.
   */
  readonly settles?: (event: { readonly type: string }) => boolean;
  /** After the step: which choice came true, and why. */
  readonly answer: (after: TContext) => { readonly choice: string; readonly why: readonly Why[] };
  /**
   * False while the step left the question open (a hit or a joker still to be decided): the
   * guess is then graded on the first later step that settles it. Settled at once if absent.
   */
  readonly settled?: (after: TContext) => boolean;
}

/** Percent to one decimal place, as the widgets print odds ("55.6%"); exact 0 and 1 print plainly. */
export function formatPercent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const pct = p * 100;
  if (pct < 0.1) return '<0.1%';
  if (pct > 99.9) return '>99.9%';
  return `${pct.toFixed(1).replace(/\.0$/, '')}%`;
}

/** A signed number as the book prints it, with a real minus sign: +3, −2, 0. */
export function signed(n: number): string {
  const v = n + 0;
  if (v > 0) return `+${v}`;
  if (v < 0) return `\u2212${-v}`;
  return '0';
}

/** A number that may be negative, with a real minus sign and no plus: 3, −2. */
export function num(n: number): string {
  const v = n + 0;
  return v < 0 ? `\u2212${-v}` : `${v}`;
}

/** A term of a sum: its value and what it is ("card", "skill"). */
export interface Term {
  readonly label: string;
  readonly value: number;
}

/**
 * A sum shown once, with its terms, the way the book writes it: "−3 card + 2 skill = −1".
 * A term of 0 is left out unless it is the only one.
 */
export function formatSum(terms: readonly Term[]): string {
  const shown = terms.filter((t, i) => t.value !== 0 || (i === 0 && terms.every((u) => u.value === 0)));
  const total = terms.reduce((s, t) => s + t.value, 0);
  const parts = shown.map((t, i) => {
    const v = t.value + 0;
    const head = i === 0 ? num(v) : `${v < 0 ? '\u2212' : '+'} ${Math.abs(v)}`;
    return `${head} ${t.label}`.trim();
  });
  return `${parts.join(' ')} = ${num(total)}`;
}
