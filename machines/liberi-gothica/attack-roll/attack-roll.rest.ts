/**
 * The rest after the fight ("Healing with a Foci", "Healing without a Foci", "Damage to TACKS
 * attributes", and the table rulings on the rest's clock and when a TACKS point comes back):
 * the fight ends, both fighters rest from midnight, four hours, a day or a week at a time, Life
 * coming back, TACKS damage healing a point a day, each wound running its course, until healed.
 */
import { num, type Why } from '../../core/explain.js';
import { TACKS, type Tacks } from '../body.js';
import { HOURS_PER_DAY, healOver, healTacks } from '../healing.js';
import { ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import { REST_STEPS, SIDES, type AttackRollContext, type Side, type TacksDamage } from './attack-roll.context.js';
import { conditionOf, phasesNow, bleedPerTurn } from './attack-roll.fighters.js';
import { tell, setFighter, setSide, oneOf, targetProblem } from './attack-roll.steps.js';

export function endFight(ctx: AttackRollContext): AttackRollContext {
  let next: AttackRollContext = { ...ctx, fightOver: true, hour: 0, turn: null, actionsLeft: 0, queue: [], stage: null };
  for (const side of SIDES) next = setSide(next, side, { delayed: false, prepared: [], continuing: [] });
  const healing = (side: Side) =>
    `${ctx[side].name} ${ctx[side].kind === 'liberi' ? 'with a Foci, every four hours' : 'without a Foci, once a day'}`;
  const bleeding = SIDES.filter((s) => bleedPerTurn(next, s) > 0).map((s) => ctx[s].name);
  return tell(next, [
    {
      text: `The fight is over after ${ctx.round} round${ctx.round === 1 ? '' : 's'}. Both rest from midnight, day 1, and heal: ${healing('defender')}; ${healing('attacker')}.${bleeding.length ? ` Organ damage still bleeds (${bleeding.join(', ')}): it needs Treatment first.` : ''}`,
      rule: R.rest,
    },
  ]);
}

export function clock(hour: number): string {
  const day = Math.floor(hour / 24) + 1;
  const h = hour % 24;
  return `day ${day}, ${String(h).padStart(2, '0')}:00`;
}

const pending = (d: TacksDamage) => TACKS.filter((t) => (d[t] ?? 0) > 0);
const ZERO = Object.fromEntries(TACKS.map((t) => [t, 0])) as Record<Tacks, number>;

/**
 * Table ruling (when a TACKS point comes back): at each midnight of the rest, after that
 * midnight's healing, every damaged TACKS attribute gets 1 point back (healing.ts, `healTacks`).
 * Toughness and Athleticism, which the exchange uses, rise with it.
 */
function restSide(ctx: AttackRollContext, side: Side, hours: number): { ctx: AttackRollContext; why: Why[] } {
  const f = ctx[side];
  let next = ctx;
  let hour = ctx.hour;
  let damage = ctx.sides[side].tacksDamage;
  const end = ctx.hour + hours;
  const healed: Tacks[] = [];
  while (hour < end) {
    const midnight = Math.min(end, (Math.floor(hour / HOURS_PER_DAY) + 1) * HOURS_PER_DAY);
    const g = next[side];
    const life = healOver({ life: g.life, maxLife: g.maxLife, toughness: g.toughness, hasFoci: g.kind === 'liberi' }, hour, midnight);
    next = setFighter(next, side, { life });
    hour = midnight;
    if (hour % HOURS_PER_DAY === 0 && pending(damage).length) {
      // healTacks on the damage itself: from 0 toward the damage, a point for each attribute down.
      const down = Object.fromEntries(TACKS.map((t) => [t, damage[t] ?? 0])) as Record<Tacks, number>;
      const back = healTacks(ZERO, down, 1);
      healed.push(...pending(damage));
      damage = Object.fromEntries(TACKS.map((t) => [t, down[t] - back[t]] as const).filter(([, v]) => v > 0));
      next = setFighter(next, side, {
        toughness: next[side].toughness + back.toughness,
        athleticism: next[side].athleticism + back.athleticism,
      });
    }
  }
  next = setSide(next, side, { tacksDamage: damage });
  const life = next[side].life;
  const why: Why[] = [];
  if (life > f.life)
    why.push({
      text: `${f.name} regains ${life - f.life} Life (${num(f.life)} to ${num(life)}${f.kind === 'liberi' ? ', half Toughness every four hours' : ', Toughness at the end of each day'}).`,
      rule: f.kind === 'liberi' ? R.foci : R.noFoci,
    });
  else if (f.life < f.maxLife)
    why.push({
      text: `${f.name} regains nothing yet (${f.kind === 'liberi' ? 'every four hours' : 'at the end of each day'}).`,
      rule: f.kind === 'liberi' ? R.foci : R.noFoci,
    });
  if (healed.length) {
    const still = pending(damage);
    const counts = [...new Set(healed)].map((t) => `${t} +${healed.filter((x) => x === t).length}`).join(', ');
    why.push({
      text: `TACKS damage heals a point a day: ${f.name} gets back ${counts}${still.length ? `; still down: ${still.map((t) => `${t} ${damage[t]}`).join(', ')}` : ''}.`,
      rule: R.tacksAtRest,
    });
  }
  return { ctx: next, why };
}

export function passTime(ctx: AttackRollContext, hours: number): AttackRollContext {
  const before = phasesNow(ctx);
  let next: AttackRollContext = ctx;
  const why: Why[] = [];
  for (const side of SIDES) {
    const rested = restSide(next, side, hours);
    next = rested.ctx;
    why.push(...rested.why);
  }
  next = { ...next, hour: ctx.hour + hours };
  const after = phasesNow(next);
  const changed = ctx.afflictions.flatMap((a, i) => {
    const was = before[i];
    const now = after[i];
    if (was === now) return [];
    return [
      now
        ? `${ctx[a.on].name}'s ${a.name} is now ${now.name.toLowerCase()} (${now.effect})`
        : `${ctx[a.on].name}'s ${was?.name ?? a.name} is over`,
    ];
  });
  const span = hours % 168 === 0 ? `${hours / 168} week` : hours % 24 === 0 ? `${hours / 24} day` : `${hours} hours`;
  const whole = SIDES.every((s) => next[s].life >= next[s].maxLife);
  why.unshift({ text: `${span} of rest, to ${clock(next.hour)}${whole && !why.length ? ': both are at full Life' : ''}.`, rule: R.rest });
  if (changed.length) why.push({ text: `${changed.join('; ')}.`, rule: R.course });
  for (const side of SIDES) {
    const woke = conditionOf(ctx, side) === 'unconscious' && conditionOf(next, side) !== 'unconscious';
    if (!woke) continue;
    const lapsed = ctx.sides[side].orderLapsed;
    why.push({
      text: `${ctx[side].name} wakes at Life ${num(next[side].life)}.${lapsed ? ' As a minion it does nothing until given a new order.' : ''}`,
      rule: lapsed ? R.minionsInAFight : R.death,
    });
  }
  return tell(next, why);
}

/** Both back to full Life, bleeding stopped, TACKS whole, nothing left of any wound but what stays for good. */
export function fullyHealed(ctx: AttackRollContext): boolean {
  return (
    SIDES.every((s) => ctx[s].life >= ctx[s].maxLife && pending(ctx.sides[s].tacksDamage).length === 0) &&
    phasesNow(ctx).every((p) => p === undefined || p.permanent === true)
  );
}

export function restProblem(ctx: AttackRollContext, hours: unknown): string | undefined {
  if (!oneOf(hours, REST_STEPS)) return 'rest four hours, a day or a week at a time';
  const bleeding = SIDES.find((s) => bleedPerTurn(ctx, s) > 0);
  if (bleeding) return `${ctx[bleeding].name}'s organ damage still bleeds every turn: it needs Treatment before any rest`;
  return targetProblem(ctx);
}
