/**
 * What a view shows of soul passing, and what a learner is asked and told: derived from a
 * snapshot (the state says where the soul is; the context holds the numbers). Nothing here
 * decides a rule: it reads the rules module and the machine's own problems.
 */
import type { SnapshotFrom } from 'xstate';
import { num, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { soulPassingMachine } from './soul-passing.machine.js';
import { convertProblem, gatherProblem, otherActionProblem, withinReach } from './soul-passing.steps.js';
import { type SoulPassingContext, type SoulPassingEvent } from './soul-passing.context.js';
import {
  ABSORPTION_DIE,
  absorptionExpected,
  PASSING_DIE,
  SOUL_GAUGE_MAX,
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

// ---------------------------------------------------------------------------------------
// What the stage draws: the soul and each Liberi as a token, the rolls as dice

/** A token on the stage: who, one line about them, a bar, its marks. */
export interface StageToken {
  readonly id: string;
  readonly name: string;
  readonly figure?: 'soul';
  readonly side: 'pc' | 'neutral';
  readonly detail: string;
  readonly bar?: { readonly label: string; readonly value: number; readonly max: number };
  readonly markers: readonly { readonly kind: 'status'; readonly label: string; readonly icon: 'prayer'; readonly count: number }[];
  readonly acting: boolean;
}

const SOUL_WORDS: Record<Soul, string> = {
  'in-body': 'in the body',
  lingering: 'lingering',
  gathered: 'gathered',
  'passed-on': 'passed on',
};

/** The soul once the body is dead: what it holds for gathering, and where it is. */
export function soulToken(snapshot: Snapshot): StageToken | undefined {
  const soul = soulOf(snapshot);
  if (soul === 'in-body') return undefined;
  const ctx = snapshot.context;
  const g = ctx.gathering;
  return {
    id: 'soul',
    name: `${ctx.name}'s soul`,
    figure: 'soul',
    side: 'neutral',
    detail: `${g ? `gathered by ${ctx.liberi[g.by]!.name}` : SOUL_WORDS[soul]} · ${soul === 'lingering' ? 'holds' : 'held'} ${ctx.soulVitality} Vitality`,
    markers: [],
    acting: false,
  };
}

/** Each Liberi in turn order: reach and actions, Vitality and Essence, the Soul Gauge as a bar that fills. */
export function liberiTokens(snapshot: Snapshot): StageToken[] {
  const ctx = snapshot.context;
  const view = soulView(snapshot);
  return ctx.liberi.map((l, i) => {
    const near = view.withinReach.includes(i);
    const actions = view.actionsPerTurn[i]!;
    const prayer = ctx.prayers[i]!;
    return {
      id: `liberi-${i}`,
      name: l.name,
      side: 'pc',
      detail: [
        `${l.distance} ft${near ? '' : ', out of reach'}`,
        `${actions} action${actions === 1 ? '' : 's'} a turn`,
        `Vitality ${l.vitality}/${l.maxVitality}`,
        `Essence ${l.essence}`,
        ...(prayer ? [`praying, ${prayer} of ${PRAYER_ACTIONS}`] : []),
      ].join(' · '),
      bar: { label: 'Soul Gauge', value: l.gauge, max: SOUL_GAUGE_MAX },
      // The prayer's mark pops as each action goes in; its words are in the line above it.
      markers: prayer ? [{ kind: 'status', label: `prayer actions`, icon: 'prayer', count: prayer }] : [],
      acting: view.actor === i,
    };
  });
}

/** A die as rolled: its sides, its face, what it decided. */
export interface RolledDie {
  readonly sides: number;
  readonly value: number;
  readonly label: string;
}

/** The passing rolls so far, each a d10 with what it needed and what it decided. */
export function passingDice(ctx: SoulPassingContext): RolledDie[] {
  return ctx.passingRolls.map((r) => ({
    sides: PASSING_DIE,
    value: r.roll,
    label: `Round ${r.round}: needed ${r.need}+, rolled ${r.roll}: ${r.passed ? 'passes on' : 'lingers'}`,
  }));
}

/** A Soul Absorption's d6 and the Vitality it gathered, once the soul is absorbed. */
export function absorptionRoll(ctx: SoulPassingContext): { die: RolledDie; gathered: number } | undefined {
  const g = ctx.gathering;
  if (!g || g.method !== 'absorption' || g.die === undefined) return undefined;
  return {
    die: { sides: ABSORPTION_DIE, value: g.die, label: `Soul Absorption, d${ABSORPTION_DIE}: ${g.die}` },
    gathered: g.yield,
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

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/**
 * The moves open now, the one a learner should press marked. The teaching's rule for a turn:
 * a Liberi within reach gathers the soul, by prayer when the prayer's expected Vitality (the
 * chance it finishes before the soul passes on, times what the soul holds) is at least an
 * absorption's (all of it on 3–6, half on 1–2), else by absorption; one out of reach moves
 * toward the body; one with no action left ends the turn. At the end of the round: the
 * passing roll. While the character lives: damage to Life (a death by Vitality leaves the soul
 * nothing to gather).
 */
export function moves(snapshot: Snapshot): Move<SoulPassingEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return [];
  if (snapshot.hasTag('passing roll')) {
    const need = soulView(snapshot).nextNeed;
    return [{ id: 'roll', label: `Roll to pass on (needs ${need}+)`, event: { type: 'soul.rolled' }, suggested: true }];
  }
  if (snapshot.hasTag('in the body')) {
    if (!ctx.body) return [];
    return [
      { id: 'damage-life', label: 'Deal 1 damage to Life', event: { type: 'damage.dealt', track: 'life', amount: 1 }, suggested: true },
      { id: 'damage-vitality', label: 'Deal 1 damage to Vitality', event: { type: 'damage.dealt', track: 'vitality', amount: 1 } },
    ];
  }
  const view = soulView(snapshot);
  if (view.actor === null) return [];
  const open: Move<SoulPassingEvent>[] = [];
  const canGather = view.gatherProblem === undefined;
  const move = { type: 'action.taken', action: 'move' } as const;
  const other = { type: 'action.taken', action: 'other' } as const;
  const toGauge = { type: 'vitality.converted', direction: 'to-gauge', amount: 1 } as const;
  const toVitality = { type: 'vitality.converted', direction: 'to-vitality', amount: 1 } as const;
  const prayerWorth = view.prayerChance * ctx.soulVitality;
  const prays = canGather && prayerWorth >= absorptionExpected(ctx.soulVitality);
  const canMove = otherActionProblem(ctx, move) === undefined;
  let suggested: string;
  if (canGather) suggested = prays ? 'pray' : 'absorb';
  else if (canMove && !view.withinReach.includes(view.actor)) suggested = 'move';
  else suggested = 'end-turn';
  if (canGather) {
    open.push({ id: 'pray', label: `Pray (action ${view.prayerDone + 1} of ${PRAYER_ACTIONS})`, event: { type: 'prayer.offered' } });
    open.push({ id: 'absorb', label: `Absorb the soul (1d${ABSORPTION_DIE})`, event: { type: 'soul.absorbed' } });
  }
  if (canMove) open.push({ id: 'move', label: 'Move toward the body', event: move });
  if (convertProblem(ctx, toGauge) === undefined)
    open.push({ id: 'to-gauge', label: 'Move 1 Vitality into the Soul Gauge', event: toGauge });
  if (convertProblem(ctx, toVitality) === undefined)
    open.push({ id: 'to-vitality', label: 'Take 1 Vitality back from the Soul Gauge', event: toVitality });
  if (otherActionProblem(ctx, other) === undefined) open.push({ id: 'other', label: 'Do something else', event: other });
  open.push({ id: 'end-turn', label: 'End turn', event: { type: 'turn.ended' } });
  return open.map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  const soul = soulOf(snapshot);
  if (soul === 'in-body') {
    const b = ctx.body;
    return b
      ? `${ctx.name} is ${soulView(snapshot).condition} (Life ${num(b.life)}, Vitality ${num(b.vitality)}): damage may kill them`
      : `${ctx.name} is alive`;
  }
  if (soul === 'gathered' && ctx.gathering) {
    const g = ctx.gathering;
    return `${ctx.liberi[g.by]!.name} gathered ${ctx.name}'s soul in round ${ctx.round}: ${g.yield} Vitality`;
  }
  if (soul === 'passed-on') return `${ctx.name}'s soul passed on at the end of round ${ctx.round}`;
  const view = soulView(snapshot);
  const holds = `the soul holds ${ctx.soulVitality} Vitality`;
  if (snapshot.hasTag('passing roll')) return `End of round ${ctx.round}: ${holds} and rolls to pass on, needing ${view.nextNeed} or more`;
  const who =
    view.actor === null
      ? ''
      : `${ctx.liberi[view.actor]!.name}'s turn, ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left; `;
  return `Round ${ctx.round}: ${who}${holds}; the next roll needs ${view.nextNeed} or more`;
}
