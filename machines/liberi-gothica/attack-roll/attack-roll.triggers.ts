/**
 * Prepared actions going off ("Prepared action", and the table ruling on what can be prepared
 * and what sets it off): when a fighter comes within reach, moves, or attacks, the other's
 * prepared actions that this sets off go off at once, in the order they were prepared. A
 * prepared attack strikes (melee: as the foe comes within reach; ranged: as it moves at all), a
 * prepared step away moves the fighter a Move away as the foe comes within reach, a prepared
 * skill is used as the foe attacks. Actions set off this way set off nothing further.
 */
import { type Why } from '../../core/explain.js';
import { ATTACK_ROLL_RULES as R, MELEE_REACH_FEET } from './attack-roll.rules.js';
import { other, type AttackRollContext, type Planned, type PreparedKind, type Side } from './attack-roll.context.js';
import { speedOf, weaponsUsed } from './attack-roll.fighters.js';
import { setSide } from './attack-roll.steps.js';
import { fire } from './attack-roll.reload.js';

/** What the foe did: moved (`arrived`: from beyond reach to within it), or attacked. */
export interface Trigger {
  readonly moved?: boolean;
  readonly arrived?: boolean;
  readonly attacked?: boolean;
}

/** Whether a move from `from` feet to `to` feet brings the two within reach. */
export const arrives = (from: number, to: number) => from > MELEE_REACH_FEET && to <= MELEE_REACH_FEET;

/** Whether this prepared action goes off on what the foe did. */
export function setsOff(ctx: AttackRollContext, reactor: Side, kind: PreparedKind, t: Trigger): boolean {
  if (kind === 'attack') return ctx[reactor].reach === 'melee' ? t.arrived === true : t.moved === true;
  if (kind === 'move') return t.arrived === true;
  return t.attacked === true;
}

/** What sets each prepared action off, in words. */
export function triggerWords(ctx: AttackRollContext, side: Side, kind: PreparedKind): string {
  const foe = ctx[other(side)].name;
  if (kind === 'attack') return ctx[side].reach === 'melee' ? `${foe} comes within ${MELEE_REACH_FEET} feet` : `${foe} moves`;
  if (kind === 'move') return `${foe} comes within ${MELEE_REACH_FEET} feet`;
  return `${foe} attacks`;
}

/**
 * The foe of `reactor` did something: set off every prepared action of `reactor`'s that it
 * triggers. Prepared attacks are queued (to be rolled first), a step away moves `reactor` away
 * at once (`steppedAway`: whatever the foe meant to do within reach now finds no one there), a
 * skill is used (what it does is the LM's).
 */
export function setOff(
  ctx: AttackRollContext,
  reactor: Side,
  t: Trigger,
): { ctx: AttackRollContext; why: Why[]; queued: Planned[]; steppedAway: boolean } {
  const prepared = ctx.sides[reactor].prepared;
  const going = prepared.filter((k) => setsOff(ctx, reactor, k, t));
  if (!going.length) return { ctx, why: [], queued: [], steppedAway: false };
  const name = ctx[reactor].name;
  let next = setSide(ctx, reactor, { prepared: prepared.filter((k) => !setsOff(ctx, reactor, k, t)) });
  const why: Why[] = [];
  const attacks = going.filter((k) => k === 'attack').length;
  const queued: Planned[] = [];
  if (attacks) {
    const weapon = weaponsUsed(ctx, reactor, 'one')[0] ?? 0;
    for (let i = 0; i < attacks; i++) queued.push({ how: 'prepared', by: reactor, weapon, n: i + 1, of: attacks });
    why.push({
      text: `${triggerWords(ctx, reactor, 'attack')}: ${name}'s prepared attack${attacks > 1 ? 's go' : ' goes'} off at once.`,
      rule: R.prepare,
    });
    const shot = fire(next, reactor);
    next = shot.ctx;
    why.push(...shot.why);
  }
  if (going.includes('skill')) {
    why.push({
      text: `${triggerWords(ctx, reactor, 'skill')}: ${name}'s prepared skill is used at once, before the blow lands; what it does is the skill's, and the LM's call.`,
      rule: R.preparedKinds,
    });
  }
  let steppedAway = false;
  if (going.includes('move')) {
    const speed = speedOf(next, reactor);
    if (speed > 0) {
      steppedAway = true;
      next = { ...next, distance: next.distance + speed };
      why.push({
        text: `${triggerWords(ctx, reactor, 'move')}: ${name}'s prepared step away goes off, ${speed} feet away (${next.distance} feet apart now).`,
        rule: R.preparedKinds,
      });
    } else {
      why.push({ text: `${name}'s prepared step away goes off, but ${name} cannot move: it stays where it is.`, rule: R.preparedKinds });
    }
  }
  return { ctx: next, why, queued, steppedAway };
}
