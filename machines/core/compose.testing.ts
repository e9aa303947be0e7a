/**
 * For the tests of a procedure that plays others: every step of a played story at which the
 * parent's teaching asks a (lifted) question that the step's event settles, with the question
 * and the parent's context after the step.
 */
import type { Prediction } from './explain.js';

export interface Asked<C> {
  readonly step: number;
  readonly question: Prediction<C>;
  readonly after: C;
}

export function questionsAsked<C>(
  snapshots: readonly { readonly context: C }[],
  events: readonly { readonly type: string }[],
  predictionFor: (snapshot: { readonly context: C }) => Prediction<C> | undefined,
): Asked<C>[] {
  const asked: Asked<C>[] = [];
  events.forEach((event, step) => {
    const question = predictionFor(snapshots[step]!);
    const settles = question && (question.settles ? question.settles(event) : question.settledBy.includes(event.type));
    if (question && settles) asked.push({ step, question, after: snapshots[step + 1]!.context });
  });
  return asked;
}
