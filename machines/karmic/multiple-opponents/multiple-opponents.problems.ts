/**
 * Why multiple opponents refuses a step, each as a sentence a reader is shown (or undefined
 * when the step may be taken): naming a foe to hold the initiative over, laying a card (the
 * table's maneuvers, several parries, a swipe, then Karmic melee's own checks of the
 * pairing), taking a card back, closing a register. The machine's guards are these.
 */
import { maneuver, type ManeuverId } from '../maneuvers.js';
import { maneuverLimits } from '../melee-weapons.js';
import { declarationProblem, usage, type Declaration } from '../melee/declarations.js';
import { reachProblem } from '../melee/reach.js';
import { LONE_MANEUVERS, type DeclaredEvent, type MultipleOpponentsContext } from './multiple-opponents.context.js';
import { isFoeAttack } from './multiple-opponents.hand-to-hand.js';
import { isOut, pairView } from './multiple-opponents.pairings.js';
import { answerProblem, initiativeChoiceProblem, swipeProblem, type Answer } from './multiple-opponents.rules.js';
import { surpriseProblem } from './multiple-opponents.surprise.js';
import { chargeProblem } from './multiple-opponents.charge.js';
import { attackersIn, handFor, namesOf, openRegister } from './multiple-opponents.steps.js';

export function nameProblem(ctx: MultipleOpponentsContext, foe: number): string | undefined {
  if (!ctx.choosing) return 'there is no choice to make now';
  // A foe taken by surprise without a draw of its own is beaten all the same.
  if (ctx.choosing.includes(foe)) return undefined;
  const last = ctx.initiativeDraws.at(-1)!;
  const totals = ctx.foes.map((_, f) => last.foes[f]?.total ?? Number.POSITIVE_INFINITY);
  return initiativeChoiceProblem(namesOf(ctx), last.lone.total, totals, foe);
}

function loneUsedBefore(ctx: MultipleOpponentsContext): number {
  return usage(
    ctx.registers
      .filter((r) => r.closed)
      .flatMap((r) =>
        r.lone.map((c): Declaration => ({
          side: 0,
          maneuver: c.maneuver === 'swipe' ? 'attack' : c.maneuver,
          card: c.card,
          hand: c.hand,
          holdGround: false,
          location: 'torso',
        })),
      ),
    0,
  ).total;
}

/** Why he may not lay this card now, or undefined. */
export function declareProblem(ctx: MultipleOpponentsContext, e: DeclaredEvent): string | undefined {
  const r = openRegister(ctx);
  if (!r) return 'no register is open';
  const names = namesOf(ctx);
  if (e.maneuver !== 'swipe' && !(LONE_MANEUVERS as readonly string[]).includes(e.maneuver))
    return 'this table plays the attack, parry, parry that seizes the initiative, melee dodge, block, swipe and the hand-to-hand maneuvers of its table ruling';
  if (typeof e.card !== 'string' || !ctx.hands.lone.includes(e.card)) return 'that card is not in the hand';
  if (r.lone.some((c) => c.maneuver === 'swipe')) return 'a swipe is one card: nothing more goes in this register';
  const surprise = surpriseProblem(ctx, e) ?? chargeProblem(ctx, e);
  if (surprise) return surprise;
  const hand = handFor(ctx, e);
  if (e.maneuver === 'swipe') {
    const targets = Array.isArray(e.targets) ? e.targets : [];
    if (r.lone.length > 0) return 'a swipe is one card: it cannot join cards already in this register';
    const small = ctx.foes.map((f) => f.size === 'small');
    const problem = swipeProblem(names, { holders: ctx.holders, small, out: ctx.foes.map((_, f) => isOut(ctx, f)) }, targets);
    if (problem) return problem;
    const held = targets.find((t) => ctx.holders[t] === 'lone')!;
    const attack = declarationProblem(pairView(ctx, held), {
      side: 0,
      maneuver: 'attack',
      card: e.card,
      hand,
      holdGround: false,
      location: 'torso',
    });
    if (attack) return attack;
    for (const t of targets) {
      const reach = reachProblem(pairView(ctx, t), { side: 0, maneuver: 'attack', hand });
      if (reach) return `against ${names.foes[t]}: ${reach}`;
    }
    return undefined;
  }
  const foe = e.foe;
  if (typeof foe !== 'number' || !Number.isInteger(foe) || foe < 0 || foe >= ctx.foes.length)
    return `there is no foe ${typeof foe === 'number' && Number.isFinite(foe) ? foe + 1 : '?'}`;
  if (isOut(ctx, foe)) return `${names.foes[foe]} is out of the fight`;
  const answers: Answer[] = r.lone.map((c) => ({ foe: c.foe, maneuver: c.maneuver as ManeuverId, card: c.card }));
  const limit = maneuverLimits(ctx.lone.weapon, ctx.lone.offHand).total;
  const several = answerProblem(
    names,
    { attackers: attackersIn(r), answers, hand: ctx.hands.lone, used: loneUsedBefore(ctx), limit },
    { foe, maneuver: e.maneuver, card: e.card },
  );
  if (several) return several;
  const defence = maneuver(e.maneuver).defence;
  if (defence && !isFoeAttack(r.foeCards[foe]))
    return `${names.foes[foe]} does not attack in this register, so there is nothing to ${defence}`;
  return declarationProblem(pairView(ctx, foe), {
    side: 0,
    maneuver: e.maneuver,
    card: e.card,
    hand,
    holdGround: false,
    location: 'torso',
  });
}

export function withdrawProblem(ctx: MultipleOpponentsContext): string | undefined {
  const r = openRegister(ctx);
  if (!r || r.lone.length === 0) return 'he has laid no card in this register to take back';
  return undefined;
}

export function closeProblem(ctx: MultipleOpponentsContext): string | undefined {
  return openRegister(ctx) ? undefined : 'no register is open';
}
