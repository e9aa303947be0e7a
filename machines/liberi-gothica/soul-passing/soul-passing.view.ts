/**
 * What a view shows of soul passing, and what a learner is asked and told: derived from a
 * snapshot (the state says where the soul is; the context holds the numbers). Nothing here
 * decides a rule: it reads the rules module and the machine's own problems.
 */
import type { SnapshotFrom } from 'xstate';
import { num, type Why } from '../../core/explain.js';
import { soulPassingMachine } from './soul-passing.machine.js';
import { gatherProblem, withinReach } from './soul-passing.steps.js';
import { type SoulPassingContext } from './soul-passing.context.js';
import {
  conversionLimits,
  passingNeed,
  PRAYER_ACTIONS,
  prayerFinishChance,
  SOUL_PASSING_RULES,
  survivalFrom,
  type SurvivalPoint,
} from './soul-passing.rules.js';
import { actionsPerTurn, condition, type Condition } from '../body.js';

type Snapshot = Pick<SnapshotFrom<typeof soulPassingMachine>, 'context' | 'hasTag'>;

/** Where the soul is, as the machine's state says. */
export type Soul = 'in-body' | 'lingering' | 'gathered' | 'passed-on';

export function soulOf(snapshot: Snapshot): Soul {
  if (snapshot.hasTag('in the body')) return 'in-body';
  if (snapshot.hasTag('lingering')) return 'lingering';
  if (snapshot.hasTag('gathered')) return 'gathered';
  return 'passed-on';
}

export interface SoulView {
  soul: Soul;
  /** The body's condition while it lives (alive or unconscious), or dead. */
  condition: Condition;
  /** What the next passing roll needs, while the soul lingers. */
  nextNeed: number | null;
  /** Chance the soul is still here at the start of this and each later round. */
  survival: SurvivalPoint[];
  /** The acting Liberi, if it is someone's turn. */
  actor: number | null;
  /** Prayer actions the acting Liberi has put in so far. */
  prayerDone: number;
  /** Chance a prayer action taken now leads to a finished prayer before the soul goes. */
  prayerChance: number;
  /** Why the acting Liberi cannot pray or absorb now, if they cannot. */
  gatherProblem: string | undefined;
  /** How much the acting Liberi could convert each way with one action. */
  convertible: { toGauge: number; toVitality: number };
  /** Indexes of the Liberi within 20 feet of the body. */
  withinReach: number[];
  /** Actions each Liberi's turn holds, by the Liberi's own Life and Vitality. */
  actionsPerTurn: number[];
}

export function soulView(snapshot: Snapshot): SoulView {
  const ctx = snapshot.context;
  const soul = soulOf(snapshot);
  const made = ctx.passingRolls.length;
  const inTurn = snapshot.hasTag('a turn');
  const actor = inTurn ? ctx.turn : null;
  const l = actor === null ? undefined : ctx.liberi[actor];
  const prayerDone = actor === null ? 0 : ctx.prayers[actor]!;
  const lingering = soul === 'lingering';
  const problem = inTurn ? gatherProblem(ctx) : 'the soul is not lingering';
  return {
    soul,
    condition: soul === 'in-body' && ctx.body ? condition(ctx.body) : 'dead',
    nextNeed: lingering ? passingNeed(made) : null,
    survival: lingering ? survivalFrom(ctx.round, made) : [],
    actor,
    prayerDone,
    prayerChance:
      l && problem === undefined ? prayerFinishChance(PRAYER_ACTIONS - prayerDone, ctx.actionsLeft, actionsPerTurn(l), made) : 0,
    gatherProblem: problem,
    convertible: l && ctx.actionsLeft > 0 ? conversionLimits(l) : { toGauge: 0, toVitality: 0 },
    withinReach: withinReach(ctx),
    actionsPerTurn: ctx.liberi.map((x) => actionsPerTurn(x)),
  };
}

/** The summary a reader is shown: once the soul has been gathered or has passed on. */
export function summary(snapshot: Snapshot): Why[] | undefined {
  return snapshot.hasTag('over') ? soulFate(snapshot.context) : undefined;
}

/** What became of the soul, once it has been gathered or has passed on (or where it stands). */
export function soulFate(ctx: SoulPassingContext): Why[] {
  const rolls = ctx.passingRolls.map((r) => r.roll).join(', ');
  const g = ctx.gathering;
  if (g) {
    const gatherer = ctx.liberi[g.by]!.name;
    const how = g.method === 'prayer' ? 'by a Soul Prayer' : `by Soul Absorption (d6 ${g.die})`;
    const shares = g.shares.map((s) => `${ctx.liberi[s.who]!.name} ${s.kept}`).join(', ');
    return [
      {
        text:
          `${gatherer} gathered ${ctx.name}'s soul ${how} in round ${ctx.round}: ${g.yield} Vitality` +
          (g.shares.length > 1 ? ` shared (${shares} kept)` : `, ${g.shares[0]!.kept} kept`) +
          (rolls ? `, after passing rolls of ${rolls}.` : ', before any passing roll.'),
        rule: ctx.balanced ? SOUL_PASSING_RULES.balanced : SOUL_PASSING_RULES.twoWays,
      },
    ];
  }
  const last = ctx.passingRolls.at(-1);
  if (last?.passed) {
    return [
      {
        text: `${ctx.name}'s soul passed on at the end of round ${last.round}, with rolls of ${rolls}; nobody gathered it.`,
        rule: SOUL_PASSING_RULES.lingering,
      },
    ];
  }
  if (ctx.body && condition(ctx.body) !== 'dead')
    return [{ text: `${ctx.name} is alive, at Life ${num(ctx.body.life)}.`, rule: SOUL_PASSING_RULES.death }];
  return [
    {
      text: `${ctx.name}'s soul lingers in round ${ctx.round}${rolls ? `, after passing rolls of ${rolls}` : ''}.`,
      rule: SOUL_PASSING_RULES.lingering,
    },
  ];
}
