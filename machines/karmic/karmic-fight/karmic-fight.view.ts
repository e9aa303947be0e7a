/**
 * What a reader sees of a whole fight: the moves open now (the procedure's own, wrapped, and
 * the fight's: go on, yield), the headline, and the summary once it is over.
 */
import { headlineOf, movesOf } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { SnapshotFrom } from 'xstate';
import { boutDone, playingOf } from './karmic-fight.children.js';
import type { KarmicFightContext, KarmicFightEvent } from './karmic-fight.context.js';
import type { karmicFightMachine } from './karmic-fight.machine.js';
import { KARMIC_FIGHT_RULES as RULES } from './karmic-fight.rules.js';
import { standing } from './karmic-fight.steps.js';

type Snapshot = SnapshotFrom<typeof karmicFightMachine>;

const PHASE = { check: 'Looking out', shot: 'Shooting', duel: 'A duel', several: 'One against several' } as const;

/** What the next press of "go on" starts, in words. */
function goOnLabel(ctx: KarmicFightContext): string {
  return ctx.spotted && ctx.distance > 5 && ctx.fights === 0 ? 'Go on: the next shot, or the melee' : 'Go on to the next fight';
}

/**
 * The moves open now. The suggested one (the rule a learner follows): the procedure's own
 * suggested move while one is being played; going on once it is finished. Yielding is never
 * suggested.
 */
export function moves(snapshot: Snapshot): Move<KarmicFightEvent>[] {
  if (snapshot.status === 'done') return [];
  const ctx = snapshot.context;
  const own: Move<KarmicFightEvent>[] =
    ctx.bout && !boutDone(ctx.bout)
      ? movesOf(playingOf(ctx.bout))
      : [{ id: 'next', label: goOnLabel(ctx), event: { type: 'fight.next' }, suggested: true }];
  return [
    ...own,
    { id: 'yield-party', label: 'The party yields', event: { type: 'fight.yielded', team: 'party' } },
    { id: 'yield-foes', label: 'The foes yield', event: { type: 'fight.yielded', team: 'foes' } },
  ];
}

const names = (ctx: KarmicFightContext, list: readonly number[]) => list.map((i) => ctx.roster[i]!.fighter.name).join(' and ');

/** One plain sentence: the phase, who acts, and what the procedure inside says. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (ctx.ended) return summaryLine(ctx);
  const b = ctx.bout;
  if (!b) return 'The fight is about to begin.';
  const who = b.kind === 'check' ? ctx.roster[b.party]!.fighter.name : `${ctx.roster[b.party]!.fighter.name} against ${names(ctx, b.foes)}`;
  if (boutDone(b)) return `${PHASE[b.kind]} (${who}) is done: ${ctx.narration[0]?.text ?? ''}`;
  const inner = headlineOf(playingOf(b));
  return `${PHASE[b.kind]}, ${who}${b.kind === 'shot' ? ` at ${ctx.distance} yards` : ''}: ${inner ?? ''}`.trim();
}

function summaryLine(ctx: KarmicFightContext): string {
  const winner = ctx.ended!.winner === 'party' ? 'The party wins' : 'The foes win';
  return `${winner}: the other side ${ctx.ended!.how === 'yielded' ? 'yielded' : 'is down'}.`;
}

/** Who won, and what it cost each fighter. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  const ctx = snapshot.context;
  if (!ctx.ended) return undefined;
  const cost = ctx.roster.map((m, i) => {
    const f = m.fighter;
    return `${f.name} ${ctx.out[i] ? 'is out' : 'stands'}, ${Math.min(ctx.damage[i]!, f.hitPoints)} of ${f.hitPoints} hit points lost`;
  });
  const left = standing(ctx, ctx.ended.winner).length;
  return [
    { text: `${summaryLine(ctx)} Still standing on the winning side: ${left}.`, rule: RULES.end },
    { text: `${cost.join('; ')}.`, rule: RULES.roster },
  ];
}
