/**
 * How a procedure plays another inside it: a whole fight plays the initiative deal, then an
 * attack roll, then soul passing, each by its own machine. The parent keeps the child's
 * snapshot in its context and steps it with XState's pure `transition`, as the widget's
 * timeline steps every table: so the parent stays pure and seeded (undo is still "the previous
 * snapshot", a record still replays), and no rule is written twice, because the child's
 * guards, steps and whys are the ones its own widget plays. A child is named by its
 * `Procedure` (imported through its `index.ts`), so its moves, headline and summary come with it.
 */
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import type { Prediction } from './explain.js';
import type { Move, Procedure } from './procedure.js';

/** A procedure being played inside another: which one, and where it stands. */
export interface Playing<M extends AnyStateMachine = AnyStateMachine> {
  readonly procedure: Procedure<M>;
  readonly snapshot: SnapshotFrom<M>;
}

/** The parent's event that carries one of the child's: `{ type: 'PLAY', event }`. */
export interface PlayEvent<E = { type: string }> {
  readonly type: 'PLAY';
  readonly event: E;
}

/** Starts `procedure` from `input`, as a fresh table of its own would. */
export function begin<M extends AnyStateMachine>(procedure: Procedure<M>, input: InputFrom<M>): Playing<M> {
  const [snapshot] = initialTransition(procedure.machine, input as never);
  return { procedure, snapshot: snapshot as SnapshotFrom<M> };
}

/**
 * The child after `event`, or undefined when its machine takes no such event now (a guard
 * refused it, or the state has no such transition): the parent then refuses it too.
 */
export function play<M extends AnyStateMachine>(playing: Playing<M>, event: EventFromLogic<M>): Playing<M> | undefined {
  if (!(playing.snapshot as { can(e: unknown): boolean }).can(event)) return undefined;
  const [snapshot] = transition(playing.procedure.machine, playing.snapshot as never, event as never);
  return { procedure: playing.procedure, snapshot: snapshot as SnapshotFrom<M> };
}

/** Has the child reached its end (a final state)? */
export function isOver(playing: Playing): boolean {
  return (playing.snapshot as { status: string }).status === 'done';
}

/** The child's context, for the parent to read what came of it. */
export function contextOf<M extends AnyStateMachine>(playing: Playing<M>): SnapshotFrom<M> extends { context: infer C } ? C : never {
  return (playing.snapshot as { context: never }).context;
}

/**
 * The child's moves as the parent's: each event wrapped in `PLAY`, labels and the suggested
 * one kept, ids prefixed with the child's name so they stay unique beside the parent's own.
 */
export function movesOf<M extends AnyStateMachine>(playing: Playing<M>): Move<PlayEvent<EventFromLogic<M>>>[] {
  const moves = playing.procedure.moves?.(playing.snapshot) ?? [];
  return moves.map((m) => ({
    id: `${playing.procedure.name}:${m.id}`,
    label: m.label,
    event: { type: 'PLAY', event: m.event },
    ...(m.suggested ? { suggested: true } : {}),
  }));
}

/** The child's headline, if it has one. */
export function headlineOf(playing: Playing): string | undefined {
  return playing.procedure.headline?.(playing.snapshot);
}

/**
 * The child's "predict, then see" question, asked at the parent's step: held by the parent's
 * `PLAY` of a child event that settles it, and graded on the child as that very event left it
 * (the child's own pure step, so it is exact even when the parent then moves on to another
 * procedure). A question the child leaves open after that step is graded on a later step's
 * child, `childIn(after)`, while the parent still plays it.
 */
export function liftPrediction<M extends AnyStateMachine, ParentContext>(
  prediction: Prediction<ContextOf<M>> | undefined,
  before: Playing<M>,
  childIn: (after: ParentContext) => Playing<M> | undefined,
): Prediction<ParentContext> | undefined {
  if (!prediction) return undefined;
  let held: Playing<M> | undefined;
  const child = (after: ParentContext): ContextOf<M> | undefined => {
    const settledAtOnce = held && (!prediction.settled || prediction.settled(contextOf(held)));
    if (settledAtOnce) return contextOf(held!);
    const now = childIn(after);
    return now && now.procedure === before.procedure ? contextOf(now) : undefined;
  };
  return {
    question: prediction.question,
    choices: prediction.choices,
    settledBy: ['PLAY'],
    settles: (event) => {
      const inner = (event as Partial<PlayEvent<EventFromLogic<M>>>).event;
      if (event.type !== 'PLAY' || !inner || !prediction.settledBy.includes(inner.type)) return false;
      held = play(before, inner);
      return held !== undefined;
    },
    settled: (after) => {
      const c = child(after);
      return c !== undefined && (prediction.settled?.(c) ?? true);
    },
    answer: (after) => prediction.answer(child(after)!),
  };
}

type ContextOf<M extends AnyStateMachine> = SnapshotFrom<M> extends { context: infer C } ? C : never;
