/**
 * Turning a register over (Karmic, "Multiple Opponents"): every card in it counts at once,
 * each pairing settled by itself with Karmic melee's `resolveRegister` (a foe's attack against
 * his answer, his attack or swipe against the foe's answer), the damage landing together, the
 * seizes, and who is out, each with its reason.
 */
import type { Card } from '../../core/cards.js';
import { signed, type Why } from '../../core/explain.js';
import { maneuver, type ManeuverId } from '../maneuvers.js';
import type { Declaration } from '../melee/declarations.js';
import type { Hand } from '../melee/fighters.js';
import { resolveRegister, type RegisterOutcome } from '../melee/registers.js';
import type { MultipleOpponentsContext, PairingResult } from './multiple-opponents.context.js';
import { foesHit, foeValue, loneValue } from './multiple-opponents.cards.js';
import { isFoeAttack, isLoneBlow, rangeAfter, rangeWhy } from './multiple-opponents.hand-to-hand.js';
import { isOut } from './multiple-opponents.pairings.js';
import { MULTIPLE_OPPONENTS_RULES as RULES, seizeFrom, swipeTerm, type Holder } from './multiple-opponents.rules.js';
import { add, listWords, loneIsOut, namesOf, say, why } from './multiple-opponents.steps.js';

function declOf(side: 0 | 1, c: { maneuver: ManeuverId; card: Card; hand: Hand }): Declaration {
  return { side, maneuver: c.maneuver, card: c.card, hand: c.hand, holdGround: false, location: 'torso' };
}

/**
 * A pairing's outcome in a few words: its sum is written out once, with its terms, beside the
 * register (`outcome.arithmetic`), so the why does not repeat it.
 */
export function verdict(outcome: RegisterOutcome): string {
  const result = outcome.success ? `hit for ${outcome.damage} damage` : `miss (${signed(outcome.attackTotal)})`;
  return outcome.opposed ? result : `${result}, unopposed`;
}

/**
 * Karmic, "Multiple Opponents": every card of a register counts at once, and each pairing is
 * settled by itself, as the duel settles one: a foe's attack against his answer to it, his
 * attack against the foe's answer, a swipe against each target's answer. Damage taken in a
 * register all lands; a fighter whose damage reaches his hit points is out after it.
 */
export function settleRegister(turned: MultipleOpponentsContext): MultipleOpponentsContext {
  const ctx = foesHit(turned);
  const names = namesOf(ctx);
  const r = ctx.registers[ctx.cursor]!;
  const loneWorth = (c: (typeof r.lone)[number]) => loneValue(ctx, r, r.lone.indexOf(c));
  const results: PairingResult[] = [];
  const whys: Why[] = [];
  const foeDamage = [...ctx.damage.foes];
  let loneDamage = ctx.damage.lone;
  let holders = [...ctx.holders] as Holder[];
  const ranges = [...ctx.ranges];
  const seized: number[] = [];
  const swipe = r.lone.find((c) => c.maneuver === 'swipe');
  ctx.foes.forEach((foe, f) => {
    if (isOut(ctx, f)) return;
    const fighters = [ctx.lone, foe] as const;
    const range = ctx.ranges[f]!;
    const foeCard = r.foeCards[f];
    const loneAgainst = r.lone.filter((c) => c.maneuver !== 'swipe' && c.foe === f);
    if (isFoeAttack(foeCard)) {
      const answer = loneAgainst.find((c) => maneuver(c.maneuver as ManeuverId).defence);
      const outcome = resolveRegister({
        fighters,
        range,
        attacker: { fighter: foe, declaration: declOf(1, foeCard!), cardValue: foeValue(ctx, r, f) },
        ...(answer
          ? {
              defender: {
                fighter: ctx.lone,
                declaration: declOf(0, { ...answer, maneuver: answer.maneuver as ManeuverId }),
                cardValue: loneWorth(answer),
              },
            }
          : {}),
      });
      results.push({ foe: f, by: 'foe', outcome });
      loneDamage += outcome.damage;
      foeDamage[f] = foeDamage[f]! + (outcome.selfDamage ?? 0);
      ranges[f] = rangeAfter(ranges[f]!, outcome);
      whys.push(why(`${foe.name} against ${names.lone}: ${verdict(outcome)}.`, answer ? RULES.resolution : RULES.unopposed));
      if (outcome.effects.includes('seize')) seized.push(f);
    }
    const blow = loneAgainst.find((c) => isLoneBlow(c.maneuver)) ?? (swipe?.targets!.includes(f) ? swipe : undefined);
    if (blow) {
      const defence = foeCard && !isFoeAttack(foeCard) ? foeCard : undefined;
      const outcome = resolveRegister({
        fighters,
        range,
        attacker: {
          fighter: ctx.lone,
          declaration: declOf(0, { maneuver: blow.maneuver === 'swipe' ? 'attack' : blow.maneuver, card: blow.card, hand: blow.hand }),
          cardValue: loneWorth(blow),
        },
        ...(defence ? { defender: { fighter: foe, declaration: declOf(1, defence), cardValue: foeValue(ctx, r, f) } } : {}),
        ...(blow.maneuver === 'swipe' ? { extraAttackTerms: [swipeTerm(blow.targets!.length)] } : {}),
        // Karmic, "Charging": +1 maximum damage that turn, against the foe he charged.
        ...(ctx.charging === f ? { charging: 0 as const } : {}),
      });
      results.push({ foe: f, by: 'lone', outcome });
      foeDamage[f] = foeDamage[f]! + outcome.damage;
      // Karmic, "Head Butt": the attacker takes half the damage he deals.
      loneDamage += outcome.selfDamage ?? 0;
      ranges[f] = rangeAfter(ranges[f]!, outcome);
      whys.push(
        why(
          `${names.lone} ${blow.maneuver === 'swipe' ? 'swipes at' : 'against'} ${foe.name}: ${verdict(outcome)}.`,
          blow.maneuver === 'swipe' ? RULES.swipe : defence ? RULES.resolution : RULES.unopposed,
        ),
      );
    }
  });
  ctx.foes.forEach((foe, f) => {
    const moved = rangeWhy(names.lone, foe.name, ctx.ranges[f]!, ranges[f]!);
    if (moved) whys.push(moved);
  });
  for (const f of seized) {
    const s = seizeFrom(names, holders, f);
    holders = s.holders;
    whys.push(...s.why);
  }
  let next: MultipleOpponentsContext = {
    ...ctx,
    registers: ctx.registers.map((reg, i) => (i === ctx.cursor ? { ...reg, revealed: true, settled: true, results } : reg)),
    damage: { lone: loneDamage, foes: foeDamage },
    holders,
    ranges,
    cursor: ctx.cursor + 1,
  };
  if (results.length === 0)
    whys.push(why(`Register ${r.number} turns over: nothing in it meets anyone still in the fight.`, RULES.resolution));
  const fallen = ctx.foes.flatMap((f, i) => (!isOut(ctx, i) && isOut(next, i) ? [f.name] : []));
  if (fallen.length) whys.push(why(`${listWords(fallen)} ${fallen.length > 1 ? 'are' : 'is'} out of the fight.`, RULES.outOfTheFight));
  if (loneIsOut(next)) {
    next = { ...next, ended: { how: 'lone-out' } };
    whys.push(
      why(`${names.lone} has taken ${loneDamage} damage of ${ctx.lone.hitPoints}: he is out, and the fight is over.`, RULES.outOfTheFight),
    );
  } else if (ctx.foes.every((_, i) => isOut(next, i))) {
    next = { ...next, ended: { how: 'foes-out' } };
    whys.push(why(`Every foe is out: ${names.lone} stands alone.`, RULES.outOfTheFight));
  }
  // The earlier build turned a register over and settled it in one step, and said so.
  return ctx.earlier ? say(next, why(`Register ${r.number} turns over.`, RULES.resolution), ...whys) : add(next, ...whys);
}
