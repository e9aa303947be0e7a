/**
 * Karmic, "Surprise", at the table of several (table ruling "A surprise against several foes"):
 * the table names the foes the lone fighter takes by surprise; on the first initiative draw a
 * named foe with combat training draws and escapes only with a higher total (the duel's
 * surprise check), one without does not draw; in the first round the surprised foes lay
 * nothing, and his one attack is the only card he lays against them. The steps and the
 * guards call these; the duel's own opening is register-duel's.
 */
import type { Why } from '../../core/explain.js';
import type { DeclaredEvent, InitiativeDraw, MultipleOpponentsContext } from './multiple-opponents.context.js';
import { MULTIPLE_OPPONENTS_RULES as RULES, type Several } from './multiple-opponents.rules.js';

const why = (text: string, rule: Why['rule']): Why => ({ text, rule });

/** The foes named to be taken by surprise, while the first initiative draw is still to come (else none). */
export function surpriseTargets(ctx: Pick<MultipleOpponentsContext, 'surprise' | 'round' | 'initiativeDraws'>): readonly number[] {
  return ctx.round === 1 && ctx.initiativeDraws.length === 0 ? ctx.surprise : [];
}

/** A foe named for the surprise with no combat training has no check to make: it does not draw. */
export function skipsTheDraw(ctx: MultipleOpponentsContext, foe: number): boolean {
  return surpriseTargets(ctx).includes(foe) && ctx.foes[foe]!.combatTraining <= 0;
}

/**
 * The foes taken by surprise on this draw: every one named that did not draw, and every one
 * whose check did not beat his total (table ruling "The surprise check": a tie leaves it surprised).
 */
export function takenBySurprise(ctx: MultipleOpponentsContext, loneTotal: number, draws: readonly (InitiativeDraw | null)[]): number[] {
  return surpriseTargets(ctx).filter((f) => {
    const d = draws[f];
    return d === null || d === undefined || d.total <= loneTotal;
  });
}

/** Why each foe named for the surprise is, or is not, taken by it. */
export function surpriseWhys(ctx: MultipleOpponentsContext, names: Several, surprised: readonly number[]): Why[] {
  return surpriseTargets(ctx).map((f) => {
    const foe = names.foes[f]!;
    if (!surprised.includes(f))
      return why(`${foe} beats ${names.lone}'s total and sees the surprise coming: that pairing is fought as usual.`, RULES.surpriseCheck);
    return ctx.foes[f]!.combatTraining > 0
      ? why(`${foe} does not beat ${names.lone}'s total: taken by surprise, ${foe} lays nothing this round.`, RULES.surpriseCheck)
      : why(`${foe} has no combat training to see it coming: taken by surprise, ${foe} lays nothing this round.`, RULES.severalSurprise);
  });
}

/**
 * Karmic, "Surprise": "The attacker then gets one attack". In the surprise round, once he has
 * laid a card against a surprised foe, he lays no other against any of them.
 */
export function surpriseProblem(ctx: MultipleOpponentsContext, e: Pick<DeclaredEvent, 'foe' | 'targets'>): string | undefined {
  if (ctx.surprised.length === 0) return undefined;
  const aimed = [...(typeof e.foe === 'number' ? [e.foe] : []), ...(Array.isArray(e.targets) ? e.targets : [])];
  if (!aimed.some((f) => ctx.surprised.includes(f))) return undefined;
  const made = ctx.registers.some((r) => r.lone.some((c) => [c.foe, ...(c.targets ?? [])].some((f) => ctx.surprised.includes(f))));
  return made
    ? `${ctx.lone.name} has made the one attack a surprise gives him; the surprised foes take no other card this round`
    : undefined;
}

/** Why a table's list of foes taken by surprise cannot be played, or undefined (absent: no surprise). */
export function surpriseInputProblem(value: unknown, foes: number): string | undefined {
  if (value === undefined) return undefined;
  if (
    !Array.isArray(value) ||
    value.some((f) => typeof f !== 'number' || !Number.isInteger(f) || f < 0 || f >= foes) ||
    new Set(value).size !== value.length
  )
    return 'its foes taken by surprise are not foes of this table, each once';
  return undefined;
}
