/**
 * Each pairing of the lone fighter with one foe, as Karmic melee sees a two-sided fight: his
 * cards and the foe's as declarations, the pairing's view (its range, its holder of the
 * initiative, his one weapon's use against everyone), and how the foes choose their cards in
 * it (table ruling "How the foes choose").
 */
import type { Card } from '../../core/cards.js';
import { karmaValue } from '../karma-deck.js';
import { declarationProblem, type Declaration, type DuelView } from '../melee/declarations.js';
import type { FoeCard, MultipleOpponentsContext } from './multiple-opponents.context.js';
import { FOE_ANSWERS, foeBlow } from './multiple-opponents.hand-to-hand.js';

/** A card's face value, as the foes weigh the cards in a hand (the GM's world deck has no jokers; a joker weighs 0). */
export function worth(card: Card): number {
  return karmaValue(card) ?? 0;
}

/** A foe is out once his damage reaches his hit points (table ruling "Out of the fight"). */
export function isOut(ctx: Pick<MultipleOpponentsContext, 'damage' | 'foes'>, foe: number): boolean {
  return ctx.damage.foes[foe]! >= ctx.foes[foe]!.hitPoints;
}

/** Every card the lone fighter laid this turn, as the duel's declarations (side 0). */
export function loneDeclarations(ctx: MultipleOpponentsContext): Declaration[] {
  return ctx.registers.flatMap((r) =>
    r.lone.map((c): Declaration => ({
      side: 0,
      maneuver: c.maneuver === 'swipe' ? 'attack' : c.maneuver,
      card: c.card,
      hand: c.hand,
      holdGround: false,
      location: 'torso',
    })),
  );
}

/** Every card this foe laid this turn, as the duel's declarations (side 1). */
function foeDeclarations(ctx: MultipleOpponentsContext, foe: number): Declaration[] {
  return ctx.registers.flatMap((r) => {
    const c = r.foeCards[foe];
    return c ? [{ side: 1 as const, maneuver: c.maneuver, card: c.card, hand: c.hand, holdGround: false, location: 'torso' as const }] : [];
  });
}

/**
 * One pairing as the register duel sees it: the lone fighter is side 0, the foe side 1, the
 * holder of that pairing's initiative attacks, and his usage counts every card he laid this
 * turn against anyone (one weapon, one limit).
 */
export function pairView(ctx: MultipleOpponentsContext, foe: number): DuelView {
  return {
    fighters: [ctx.lone, ctx.foes[foe]!],
    range: ctx.ranges[foe]!,
    attacker: ctx.holders[foe] === 'lone' ? 0 : 1,
    disarmed: [false, false],
    declared: [...loneDeclarations(ctx), ...foeDeclarations(ctx, foe)],
    hands: [ctx.hands.lone, ctx.hands.foes[foe]!],
    rulings: ctx.rulings,
    // Table ruling "A surprise against several foes": a surprised foe lays nothing this round, and his card against it is an attack.
    ...(ctx.surprised.includes(foe) ? { surprised: 1 as const } : {}),
    // Table ruling "A charge against several foes": one maneuver each in the pairing he charged into.
    ...(ctx.charging === foe ? { cap: 1 } : {}),
  };
}

/** A foe's cards, its best first. */
function byWorth(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => worth(b) - worth(a));
}

/**
 * A foe holding the initiative attacks in every register with its best card, while it has a
 * card, a maneuver left and the reach; undefined when it lays nothing.
 */
export function foeAttack(ctx: MultipleOpponentsContext, foe: number): FoeCard | undefined {
  if (ctx.holders[foe] !== 'foe' || isOut(ctx, foe)) return undefined;
  const best = byWorth(ctx.hands.foes[foe]!)[0];
  if (best === undefined) return undefined;
  // Table ruling "Hand to hand against several foes": bare hands, or at wrestling range, it hand attacks.
  const [m, hand] = foeBlow(ctx.foes[foe]!, ctx.ranges[foe]!);
  const decl = { side: 1 as const, maneuver: m, card: best, hand, holdGround: false, location: 'torso' as const };
  return declarationProblem(pairView(ctx, foe), decl) === undefined ? { maneuver: m, card: best, hand } : undefined;
}

/**
 * A foe he attacks (or swipes at) that laid nothing in this register parries with its best
 * card, or else melee dodges with it, when the rules let it; hand to hand, it blocks, dodges or
 * (wrestling) counters; undefined when it cannot answer.
 */
export function foeAnswer(ctx: MultipleOpponentsContext, foe: number): FoeCard | undefined {
  if (isOut(ctx, foe)) return undefined;
  const best = byWorth(ctx.hands.foes[foe]!)[0];
  if (best === undefined) return undefined;
  const view = pairView(ctx, foe);
  for (const [m, hand] of FOE_ANSWERS) {
    if (
      declarationProblem({ ...view, attacker: 0 }, { side: 1, maneuver: m, card: best, hand, holdGround: false, location: 'torso' }) ===
      undefined
    )
      return { maneuver: m, card: best, hand };
  }
  return undefined;
}
