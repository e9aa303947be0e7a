/**
 * After a pin or a choke (Karmic, "Suffocate", "Pin"): ordinary combat is over, and the hold
 * goes on turn by turn. Each turn the one held may try a might check to break it: against a
 * choke it is opposed by the value of the card that made the hold; against a pin it is
 * modified by that value (table ruling "Breaking a hold": added, as the seed words it, or
 * taken off). Still held in a choke, he then makes a vitality check or passes out. A broken
 * hold puts both back in the fight at wrestling range, drawing for the initiative again; the
 * holder may also let go, which ends the fight.
 */
import { formatSum, signed, type Term } from '../../core/explain.js';
import { bestCard } from '../checks.js';
import { karmaValue } from '../karma-deck.js';
import { rangeWords, WRESTLING } from '../maneuvers.js';
import { other, type Side } from '../melee/fighters.js';
import type { Hold, HoldCheck, RegisterDuelContext } from './register-duel.context.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';
import { add, clearTable, discard, draw, nameOf, say, why } from './register-duel.steps.js';

/** The one held. */
export const heldSide = (hold: Hold): Side => other(hold.by);

/** A pin or a choke has landed: the hold begins, and the registers still face down go unused. */
export function takeHold(ctx: RegisterDuelContext, by: Side, kind: Hold['kind'], card: number): RegisterDuelContext {
  const held = other(by);
  const check =
    kind === 'suffocate'
      ? `each turn ${nameOf(ctx, held)} may try a might check to break it, beating the card that made it (${signed(card)}), and must then make a vitality check or pass out`
      : `each turn ${nameOf(ctx, held)} may try a might check to break it, ${ctx.rulings.pinBreak === 'plus-card' ? 'with' : 'less'} the card that made it (${signed(card)})`;
  return add(
    { ...ctx, hold: { by, kind, card, turns: [] } },
    why(
      `${nameOf(ctx, by)} ${kind === 'suffocate' ? 'has a choking hold on' : 'pins'} ${nameOf(ctx, held)}: ordinary combat is over, the registers still face down go unused, and ${check}.`,
      RULES.wrestling,
    ),
  );
}

/** One card for an attribute check, played for the fighter as the initiative check is: a joker counts 0. */
function oneCard(ctx: RegisterDuelContext, side: Side): { card: HoldCheck['card']; value: number; ctx: RegisterDuelContext } {
  const d = draw(ctx, side, 1);
  const card = d.cards[0]!;
  return { card, value: bestCard(d.cards) ? karmaValue(card)! : 0, ctx: discard(d.ctx, side, d.cards) };
}

/** One turn of the hold: the might check to break it, then (a choke, still held) the vitality check. */
export function testHold(ctx: RegisterDuelContext): RegisterDuelContext {
  const hold = ctx.hold!;
  const held = heldSide(hold);
  const f = ctx.fighters[held];
  const turn = hold.turns.length + 1;
  const m = oneCard(ctx, held);
  let next = m.ctx;
  const cardTerm: Term = { label: m.card.startsWith('JK') ? 'card (a joker counts 0)' : 'card', value: m.value };
  const mightTerms: Term[] = [cardTerm, { label: 'might', value: f.might ?? 0 }];
  let passed: boolean;
  let sentence: string;
  if (hold.kind === 'suffocate') {
    const total = m.value + (f.might ?? 0);
    passed = total > hold.card;
    sentence = `Turn ${turn} of the choke: ${nameOf(ctx, held)}'s might check, ${formatSum(mightTerms)} against the hold's ${signed(hold.card)}: ${passed ? 'he breaks free' : 'the hold stands'}.`;
  } else {
    const plus = ctx.rulings.pinBreak === 'plus-card';
    mightTerms.push(
      plus
        ? { label: "the pin's card", value: hold.card }
        : { label: `(the pin's card ${signed(hold.card)}, taken off)`, value: 0 - hold.card },
    );
    passed = mightTerms.reduce((t, x) => t + x.value, 0) > 0;
    sentence = `Turn ${turn} of the pin: ${nameOf(ctx, held)}'s might check, ${formatSum(mightTerms)}: ${passed ? 'he breaks free' : 'the pin holds'}.`;
  }
  const might: HoldCheck = { card: m.card, total: mightTerms.reduce((t, x) => t + x.value, 0), passed };
  const whys = [why(sentence, RULES.breakingHold)];
  if (passed) {
    const cleared = clearTable({ ...next, hold: undefined });
    return say(
      { ...cleared, round: ctx.round + 1, yielded: [], attacker: undefined, range: WRESTLING, charge: undefined, surprised: undefined },
      ...whys,
      why(
        `Round ${ctx.round + 1}: the hold is broken, but the two are still on top of each other: the fight goes on at ${rangeWords(WRESTLING)}, and both draw for the initiative.`,
        RULES.breakingHold,
      ),
    );
  }
  let vitality: HoldCheck | undefined;
  let ended = next.ended;
  if (hold.kind === 'suffocate') {
    const v = oneCard(next, held);
    next = v.ctx;
    const terms: Term[] = [
      { label: v.card.startsWith('JK') ? 'card (a joker counts 0)' : 'card', value: v.value },
      { label: 'vitality', value: f.vitality ?? 0 },
    ];
    const total = v.value + (f.vitality ?? 0);
    vitality = { card: v.card, total, passed: total > 0 };
    whys.push(
      why(
        `${nameOf(ctx, held)}'s vitality check: ${formatSum(terms)}: ${vitality.passed ? 'still conscious' : 'he passes out, and the fight is over'}.`,
        RULES.breakingHold,
      ),
    );
    if (!vitality.passed) ended = { how: 'passed-out', side: held };
  }
  return say({ ...next, hold: { ...hold, turns: [...hold.turns, { might, ...(vitality ? { vitality } : {}) }] }, ended }, ...whys);
}

/** The holder lets go: the fight is over, with him the one who held. */
export function releaseHold(ctx: RegisterDuelContext): RegisterDuelContext {
  const hold = ctx.hold!;
  return say(
    { ...ctx, ended: { how: 'held', side: hold.by } },
    why(`${nameOf(ctx, hold.by)} lets ${nameOf(ctx, heldSide(hold))} go: the fight is over.`, RULES.breakingHold),
  );
}
