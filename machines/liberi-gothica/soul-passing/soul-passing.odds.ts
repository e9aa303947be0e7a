/**
 * Soul passing's teaching, loaded when a reader first asks: the exact odds in closed form from
 * the rules module (the next passing roll, a d10 needing 10, then one less after each
 * failure; a Soul Absorption's d6), and the question a learner predicts at the passing roll.
 */
import type { SnapshotFrom } from 'xstate';
import { type NextOdds, type Prediction } from '../../core/explain.js';
import type { soulPassingMachine } from './soul-passing.machine.js';
import type { SoulPassingContext, SoulPassingEvent } from './soul-passing.context.js';
import { ABSORPTION_DIE, passingChance, passingNeed, PASSING_DIE, SOUL_PASSING_RULES } from './soul-passing.rules.js';
import { soulView } from './soul-passing.view.js';

type Snapshot = Pick<SnapshotFrom<typeof soulPassingMachine>, 'context' | 'hasTag'>;

/**
 * What is about to be rolled: during a turn that can absorb, the absorption's d6; otherwise,
 * while the soul lingers, the round's passing roll.
 */
export function nextOdds(snapshot: Snapshot): NextOdds | undefined {
  const view = soulView(snapshot);
  if (view.soul !== 'lingering') return undefined;
  return view.actor !== null && view.gatherProblem === undefined ? absorptionOdds() : passingOdds(snapshot.context);
}

/**
 * What this event would roll from this snapshot: an absorption's d6, or the passing roll's
 * d10; nothing for a step that rolls nothing (a prayer, a move, the end of a turn).
 */
export function oddsOf(snapshot: Snapshot, event: SoulPassingEvent): NextOdds | undefined {
  if (event.type === 'soul.absorbed')
    return snapshot.hasTag('a turn') && soulView(snapshot).gatherProblem === undefined ? absorptionOdds() : undefined;
  if (event.type === 'soul.rolled') return snapshot.hasTag('passing roll') ? passingOdds(snapshot.context) : undefined;
  return undefined;
}

/** The soul's next passing roll, while it lingers: passes on, or lingers into the next round. */
export function passingOdds(ctx: SoulPassingContext): NextOdds {
  const index = ctx.passingRolls.length;
  const p = passingChance(index);
  return {
    question: `The soul's roll at the end of round ${ctx.round} (needs ${passingNeed(index)} or more on a d${PASSING_DIE})`,
    outcomes: [
      { id: 'passes', label: 'passes on', p },
      { id: 'lingers', label: 'lingers', p: 1 - p },
    ],
    rule: SOUL_PASSING_RULES.lingering,
  };
}

/** A Soul Absorption's d6: half the Vitality on 1–2, all of it on 3–6. */
export function absorptionOdds(): NextOdds {
  return {
    question: `Soul Absorption's d${ABSORPTION_DIE}`,
    outcomes: [
      { id: 'half', label: 'half the Vitality (1–2)', p: 2 / ABSORPTION_DIE },
      { id: 'all', label: 'all of it (3–6)', p: 4 / ABSORPTION_DIE },
    ],
    rule: SOUL_PASSING_RULES.twoWays,
  };
}

/**
 * At the passing roll: "Does the soul pass on this roll?" The prediction changes nothing
 * (the roll comes from the seed either way); it is graded on the roll the step made.
 */
export function predictionFor(snapshot: Snapshot): Prediction<SoulPassingContext> | undefined {
  if (!snapshot.hasTag('passing roll')) return undefined;
  const need = passingNeed(snapshot.context.passingRolls.length);
  return {
    // No chance in the question: a guess is the learner's own (issue 24); the odds show after it.
    question: `Does the soul pass on this roll? It needs ${need} or more on a d10.`,
    choices: [
      { id: 'passes', label: 'It passes on' },
      { id: 'lingers', label: 'It lingers' },
    ],
    settledBy: ['soul.rolled'],
    answer: (after) => {
      const roll = after.passingRolls.at(-1)!;
      return {
        choice: roll.passed ? 'passes' : 'lingers',
        why: [
          {
            text: `It needed ${roll.need} or more and rolled ${roll.roll}: ${roll.passed ? 'it passes on' : 'it lingers into the next round'}.`,
            rule: SOUL_PASSING_RULES.lingering,
          },
        ],
      };
    },
  };
}
