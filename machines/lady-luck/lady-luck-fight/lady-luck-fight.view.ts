/**
 * What a view of the whole fight shows: the moves open now (the child's, as compose.ts wraps
 * them; the suggested one is the child's own, by the child's tested rule), where the fight
 * stands in one sentence, each side, and the summary once it is over. No DOM here.
 */
import type { SnapshotFrom } from 'xstate';
import { contextOf, headlineOf, movesOf } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { Fighter, LadyLuckFightContext, LadyLuckFightEvent } from './lady-luck-fight.context.js';
import type { ladyLuckFightMachine } from './lady-luck-fight.machine.js';
import { LADY_LUCK_FIGHT_RULES as R } from './lady-luck-fight.rules.js';
import { renumber } from './lady-luck-fight.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof ladyLuckFightMachine>, 'context' | 'hasTag'>;

/** The side a fighter fights on: the PCs and their allies are the party; every other faction is its own. */
export const sideOf = (f: Pick<Fighter, 'kind' | 'ally' | 'faction'>): string => (f.kind === 'pc' || f.ally ? 'party' : f.faction);

/** A side's name in a sentence. */
export const sideName = (side: string): string => (side === 'party' ? 'the Chosen Few' : `the ${side}`);

/** The sides of a roster, in the order their first fighter appears. */
export function sidesOf(fighters: readonly Pick<Fighter, 'kind' | 'ally' | 'faction'>[]): string[] {
  return [...new Set(fighters.map(sideOf))];
}

/** The procedure in play: the fire map during the fire's round, else the combat round. */
export function childInPlay(ctx: LadyLuckFightContext) {
  return ctx.phase === 'fire' && ctx.fire ? ctx.fire : ctx.combat;
}

/**
 * The moves open now: the child's own, wrapped as the fight's PLAY events. The one a learner
 * should press is the one the child suggests (the combat round's teaching line: stand, break
 * free, pick up, strike the first foe in reach or close in, end the turn, end the fight once
 * one side is left, the suggested rest; the fire map's: play the fire's round).
 */
export function moves(snapshot: Snapshot): Move<LadyLuckFightEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return [];
  if (ctx.phase === 'fire' && ctx.fire)
    return movesOf(ctx.fire).map((m) => ({ ...m, label: m.label.replace(/round 1 of the fire/, "the fire's round") }));
  const own = movesOf(ctx.combat);
  return ctx.phase === 'turns' ? own.map((m) => ({ ...m, label: renumber(m.label, ctx.round) })) : own;
}

/** Where the fight stands, in one plain sentence: the round, who acts, what the child says. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return summary(snapshot)?.[0]?.text.replace(/\.$/, '') ?? 'The fight is over';
  if (snapshot.hasTag('downtime')) return `After ${ctx.round} round${ctx.round === 1 ? '' : 's'}: ${headlineOf(ctx.combat) ?? 'downtime'}`;
  if (ctx.phase === 'fire' && ctx.fire) {
    const said = (headlineOf(ctx.fire) ?? '').replace(/^Round 0\. /, '').replace(/ Round 1 is next\.$/, '');
    return `Round ${ctx.round}, the fire's round: ${said}`;
  }
  const said = (headlineOf(ctx.combat) ?? '').replace(/^Round 1(, |: )?/, '');
  return `Round ${ctx.round}: ${renumber(said, ctx.round)}`;
}

/** Who won, and what it cost, once it is over. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  if (!snapshot.hasTag('over')) return undefined;
  const ctx = snapshot.context;
  const alive = ctx.fighters.filter((f) => f.condition !== 'dead');
  const standing = sidesOf(alive);
  const rounds = `${ctx.round} round${ctx.round === 1 ? '' : 's'}`;
  const lines: Why[] = [];
  if (standing.length === 0) lines.push({ text: `After ${rounds}, nobody is left alive.`, rule: R.end });
  else if (standing.length === 1) lines.push({ text: `${cap(sideName(standing[0]!))} won the fight in ${rounds}.`, rule: R.end });
  else lines.push({ text: `The fight ended after ${rounds} with ${standing.map(sideName).join(' and ')} still standing.`, rule: R.end });
  for (const f of ctx.fighters) {
    if (f.condition === 'dead') {
      lines.push({ text: `${f.name} did not survive.`, rule: R.end });
      continue;
    }
    const before = ctx.before.find((b) => b.id === f.id);
    const fought = ctx.fought?.find((b) => b.id === f.id);
    if (!before || !fought) continue;
    const took = [
      fought.injuries > before.injuries
        ? `${fought.injuries - before.injuries} ${fought.injuries - before.injuries === 1 ? 'Injury' : 'Injuries'}`
        : '',
      fought.fatigue > before.fatigue ? `${fought.fatigue - before.fatigue} Fatigue` : '',
    ].filter(Boolean);
    if (took.length) lines.push({ text: `${f.name} took ${took.join(' and ')} in the fight.`, rule: R.turns });
  }
  if (ctx.fought) {
    const days = contextOf(ctx.combat).day - 1;
    if (days > 0) lines.push({ text: `${days} day${days === 1 ? '' : 's'} of rest healed the survivors.`, rule: R.downtime });
  }
  if (ctx.fireRounds > 0)
    lines.push({ text: `The fire took ${ctx.fireRounds} round${ctx.fireRounds === 1 ? '' : 's'} of its own.`, rule: R.fire });
  return lines;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
