/**
 * The contract every procedure keeps, as a type. A procedure is one rule a reader can play
 * step by step (the initiative deal, the register duel, fire growth…); its folder,
 * `machines/<system>/<name>/`, exports one object that `satisfies Procedure` from its
 * `index.ts`, and everything downstream takes that object: the widget's table host and
 * learning layer, the statechart builder, the rule-anchor check, the widget catalogue, the
 * walks and the size report. A procedure that drifts from the contract is a type error,
 * not a paragraph in CONTRIBUTING someone forgot to read.
 *
 * What a procedure may import from another: only its `index.ts` (to compose it by invoking
 * its machine), never its rules, setup, view or odds. Rules shared by several procedures
 * live in concept modules (`machines/<system>/<concept>/`).
 */
import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { NextOdds, Prediction, RuleRef, Why } from './explain.js';
import { readChoice } from './attributes.js';
import type { RecordFormat } from './record.js';

/** The four rule systems, by their content folder. */
export const SYSTEMS = {
  'liberi-gothica': 'Liberi Gothica',
  karmic: 'Karmic',
  'lady-luck': "Lady Luck's Chosen Few",
  'dice-pool': 'Dice-pool system',
} as const;

export type SystemId = keyof typeof SYSTEMS;

/**
 * The text a reader gave each attribute (or a form field), as the element holds it: a
 * string, or null when absent. A boolean attribute that is present reads as ''.
 */
export type AttributeText<A extends string = string> = Readonly<Partial<Record<A, string | null>>>;

/** A setup read from attributes: the machine's input, and one specific message per bad value. */
export interface SetupResult<Input> {
  readonly input: Input;
  readonly errors: readonly string[];
}

/**
 * A worked example: an input and the events that play it, step by step. The seeds' own
 * examples are asserted number by number in the procedure's `examples.test.ts`; where a seed
 * has none, the example is ours and its title says so.
 */
export interface WorkedExample<M extends AnyStateMachine> {
  /** Its name in the `example` attribute (a word or two, lowercase, dashes). */
  readonly id: string;
  /** What a reader sees: "Cat's rolls of 7, 6 and 8". */
  readonly title: string;
  readonly input: InputFrom<M>;
  readonly events: readonly EventFromLogic<M>[];
}

/**
 * The learning aids that cost bytes (exact odds by enumeration, predictions that need them),
 * loaded the first time a reader asks: what a procedure's `<name>.odds.ts` exports, so its
 * `teaching` is usually just `() => import('./<name>.odds.js')`. `seat` is the player the
 * widget shows the table to, where a mode hides the other hand (the odds then count only what
 * that player can see), or the place it looks at, where the widget has one chosen (the fire
 * map's chosen Area, by its index on the map): the question and the odds are then about it.
 */
export interface Teaching<M extends AnyStateMachine> {
  /** The exact odds of the next draw or roll, by outcome class; undefined when nothing is about to be drawn or rolled. */
  nextOdds?(snapshot: SnapshotFrom<M>, seat?: number): NextOdds | undefined;
  /** Before a step a rule decides, the question a learner may answer first. */
  predictionFor?(snapshot: SnapshotFrom<M>, seat?: number): Prediction<ContextFrom<M>> | undefined;
  /**
   * The exact odds of what this event would draw or roll from this snapshot; undefined when it
   * draws or rolls nothing (a prayer, a move). "What if" shows them for each branch's first
   * random step; a procedure without it has each branch show `nextOdds` after its move.
   */
  oddsOf?(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): NextOdds | undefined;
}

/**
 * A decision a reader can make at this step, as a control offers it. The procedure says which
 * moves are open and which one a learner should press (`suggested`): that choice is a rule of
 * the procedure's teaching, decided in machines/ and tested there, so the widget's highlighted
 * control, the step bar, the first-play tests, the walks and "What if" all press the same one.
 */
export interface Move<E> {
  /** Stable within the step, for tests and keys: 'draw', 'stand', 'attack-ash'. */
  readonly id: string;
  /** What the control says, in plain words ("Draw another card"); the rule's own word stays in the why. */
  readonly label: string;
  /** The event the move sends (with its choices made: a card, a target, an amount). */
  readonly event: E;
  /** The move a learner should press: exactly one while the table is not over. */
  readonly suggested?: boolean;
}

export interface Procedure<M extends AnyStateMachine = AnyStateMachine, A extends string = string> {
  /** Kebab-case, in the rules' words: its folder, its widget `rb-<name>`, its record format's prefix. */
  readonly name: string;
  readonly system: SystemId;
  /** What the widget plays, for labels and the catalogue: "Soul passing". */
  readonly title: string;
  /** The rules page it is played on (a content id: `liberi-gothica/death-and-passing-on`). */
  readonly page: string;
  /** Its machine; the machine's `id` is the name in camelCase. */
  readonly machine: M;
  /** Its record version and the upgrades from older ones (machines/core/record.ts). */
  readonly record: RecordFormat;
  /** Every rule it links to; each anchor must be a heading on its page (checked for all procedures). */
  readonly rules: Readonly<Record<string, RuleRef>>;
  /** The attributes its setup reads, as written in HTML (`absorb-rolls`), `seed` among them. */
  readonly attributes: readonly A[];
  /** Attribute text → machine input, with one specific message per bad value (defaults used). */
  setup(attributes: AttributeText<A>, fallbackSeed: number): SetupResult<InputFrom<M>>;
  /** Why a saved or shared input cannot be used, if it cannot. */
  inputProblem(input: unknown): string | undefined;
  /** Once the procedure is over (or at any step worth summing up): what became of it. */
  summary(snapshot: SnapshotFrom<M>): readonly Why[] | undefined;
  /** Worked examples, the default first (the `example` attribute picks another by id). */
  readonly examples: readonly WorkedExample<M>[];
  /** Odds and predictions, loaded when a reader first asks (a chunk of its own in the embed build). */
  readonly teaching?: () => Promise<Teaching<M>>;
  /**
   * The decisions open at this step, the suggested one marked; none once the table is over.
   * (Optional while the widgets move onto it; every procedure gives it by the end of issue 24.)
   */
  moves?(snapshot: SnapshotFrom<M>): readonly Move<EventFromLogic<M>>[];
  /** Where the table stands, in one plain sentence ("Round 2: the soul lingers; the next roll needs 9 or more"). */
  headline?(snapshot: SnapshotFrom<M>): string;
}

/** The move a learner should press now, if the procedure says and the table is not over. */
export function suggestedMove<M extends AnyStateMachine>(
  procedure: Procedure<M>,
  snapshot: SnapshotFrom<M>,
): Move<EventFromLogic<M>> | undefined {
  return procedure.moves?.(snapshot).find((m) => m.suggested);
}

/** A procedure's machine, input and event types, for code that takes any procedure. */
export type MachineOf<P> = P extends Procedure<infer M, string> ? M : never;

/** The example named by `id` (own entries only), or undefined. */
export function exampleById<M extends AnyStateMachine>(procedure: Procedure<M>, id: string): WorkedExample<M> | undefined {
  return procedure.examples.find((e) => e.id === id);
}

/**
 * Reads an `example` attribute: the named example, or the first with a message when the name
 * is not one of them. `constructor` and other prototype names are just unknown names.
 */
export function readExample<M extends AnyStateMachine>(
  procedure: Procedure<M>,
  text: string | null | undefined,
  errors: string[],
): WorkedExample<M> | undefined {
  const first = procedure.examples[0];
  const byId = new Map(procedure.examples.map((e) => [e.id, e] as const));
  return readChoice('example', text, byId, errors, first ? `"${first.title}" is replayed` : 'there is no example') ?? first;
}

/** `absorb-rolls` → `absorbRolls`: the element property that holds an attribute. */
export function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
