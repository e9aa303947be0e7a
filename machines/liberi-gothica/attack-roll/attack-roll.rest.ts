/**
 * The rest after the fight ("Healing with a Foci", "Healing without a Foci", and the table
 * ruling on the rest's clock): the fight ends, the wounded rest from midnight, four hours, a
 * day or a week at a time, Life coming back and each wound running its course, until healed.
 */
import { num, type Why } from '../../core/explain.js';
import { healOver } from '../healing.js';
import { ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import type { AttackRollContext } from './attack-roll.context.js';
import { REST_STEPS } from './attack-roll.context.js';
import { conditionOf, phasesNow, bleedPerTurn } from './attack-roll.fighters.js';
import { tell, setFighter, oneOf, targetProblem } from './attack-roll.steps.js';

export function endFight(ctx: AttackRollContext): AttackRollContext {
  const next: AttackRollContext = { ...ctx, fightOver: true, hour: 0, turn: null, actionsLeft: 0, delayed: false, prepared: 0 };
  const bleed = bleedPerTurn(next);
  const healing =
    ctx.defender.kind === 'liberi' ? 'with a Foci, Life comes back every four hours' : 'without a Foci, Life comes back once a day';
  return tell(next, [
    {
      text: `The fight is over after ${ctx.round} round${ctx.round === 1 ? '' : 's'}. ${ctx.defender.name} rests from midnight, day 1: ${healing}.${bleed ? ' Organ damage still bleeds: it needs Treatment first.' : ''}`,
      rule: R.rest,
    },
  ]);
}

export function clock(hour: number): string {
  const day = Math.floor(hour / 24) + 1;
  const h = hour % 24;
  return `day ${day}, ${String(h).padStart(2, '0')}:00`;
}

export function passTime(ctx: AttackRollContext, hours: number): AttackRollContext {
  const d = ctx.defender;
  const before = phasesNow(ctx);
  const life = healOver(
    { life: d.life, maxLife: d.maxLife, toughness: d.toughness, hasFoci: d.kind === 'liberi' },
    ctx.hour,
    ctx.hour + hours,
  );
  let next: AttackRollContext = setFighter({ ...ctx, hour: ctx.hour + hours }, 'defender', { life });
  const after = phasesNow(next);
  const changed = ctx.afflictions.flatMap((a, i) => {
    const was = before[i];
    const now = after[i];
    if (was === now) return [];
    return [now ? `${a.name} is now ${now.name.toLowerCase()} (${now.effect})` : `${was?.name ?? a.name} is over`];
  });
  const span = hours % 168 === 0 ? `${hours / 168} week` : hours % 24 === 0 ? `${hours / 24} day` : `${hours} hours`;
  const rule = d.kind === 'liberi' ? R.foci : R.noFoci;
  const why: Why[] = [
    {
      text: `${span} of rest, to ${clock(next.hour)}: ${d.name} ${
        life > d.life
          ? `regains ${life - d.life} Life (${num(d.life)} to ${num(life)}${d.kind === 'liberi' ? ', half Toughness every four hours' : ', Toughness at the end of each day'})`
          : life >= d.maxLife
            ? 'is at full Life'
            : `regains nothing yet (${d.kind === 'liberi' ? 'every four hours' : 'at the end of each day'})`
      }.`,
      rule,
    },
  ];
  if (changed.length) why.push({ text: `${changed.join('; ')}.`, rule: R.course });
  const woke = conditionOf(ctx, 'defender') === 'unconscious' && conditionOf(next, 'defender') !== 'unconscious';
  if (woke) {
    why.push({
      text: `${d.name} wakes at Life ${num(life)}.${ctx.orderLapsed ? ' As a minion it does nothing until given a new order.' : ''}`,
      rule: ctx.orderLapsed ? R.minionsInAFight : R.death,
    });
  }
  next = tell(next, why);
  return next;
}

/** Back to full Life, bleeding stopped, nothing left of any wound but what stays for good. */
export function fullyHealed(ctx: AttackRollContext): boolean {
  return ctx.defender.life >= ctx.defender.maxLife && phasesNow(ctx).every((p) => p === undefined || p.permanent === true);
}

// ---------------------------------------------------------------------------------------
// Why a step is refused (the guards are `problem === undefined`; the widget shows the sentence)

export function restProblem(ctx: AttackRollContext, hours: unknown): string | undefined {
  if (!oneOf(hours, REST_STEPS)) return 'rest four hours, a day or a week at a time';
  if (bleedPerTurn(ctx) > 0) return `${ctx.defender.name}'s organ damage still bleeds every turn: it needs Treatment before any rest`;
  return targetProblem(ctx);
}

// ---------------------------------------------------------------------------------------
// The machine
