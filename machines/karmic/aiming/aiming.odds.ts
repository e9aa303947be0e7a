/**
 * The exact odds of a shot, counted rather than simulated: every order of a face-down pile
 * is equally likely from the shooter's seat, so the next card dealt is any card of the draw
 * pile with the same chance, and a hand of N is any N-card hand (karma-deck.ts).
 *
 * What the odds assume (the page says so, "The odds beside the row"): a shot uses the best
 * card (the best showing, or the best natural card of an unaimed draw) and **never hits**;
 * a target that dodges or blocks plays its best card, as the machine has the GM do. Only
 * jokers showing (or drawn) leave the shot to the GM.
 */
import { isJoker, type Card } from '../../core/cards.js';
import { signed, type NextOdds, type Outcome, type Prediction, type Why } from '../../core/explain.js';
import { cardsForSkill } from '../checks.js';
import { bestOfDraw, chainTotal, discardKarma, karmaValue, type Distribution } from '../karma-deck.js';
import { AIMING_RULES as RULES, bestShowingIndex, improvementOdds, nextToFallOff } from './aiming.rules.js';
import { resolveShot, type ShotOutcome } from '../ranged-shot.js';
import { aimProblem, fireProblem, hitProblem } from './aiming.problems.js';
import { defenceInForce, describeCard, outcomeWhy } from './aiming.steps.js';
import type { AimingContext } from './aiming.context.js';
import type { AimingTag } from './aiming.machine.js';

type Kind = ShotOutcome['kind'] | 'wild';

const LABELS: Readonly<Record<Kind, string>> = {
  hit: 'It hits the target',
  miss: 'It misses',
  blocked: 'The shield blocks it',
  stray: 'It strikes another combatant',
  wild: 'A joker: the GM decides',
};

function outcomesOf(p: ReadonlyMap<Kind, number>): Outcome[] {
  const kinds: Kind[] = ['hit', 'miss', 'blocked', 'stray', 'wild'];
  return kinds
    .filter((k) => k === 'hit' || k === 'miss' || (p.get(k) ?? 0) > 0)
    .map((k) => ({ id: k, label: LABELS[k], p: p.get(k) ?? 0 }));
}

/** The shot's card value if fired now: the best card showing, or the best natural card of an unaimed draw. */
export function cardIfFiredNow(ctx: AimingContext): Distribution {
  if (ctx.window.length > 0) {
    const i = bestShowingIndex(ctx.window);
    return i === undefined ? { values: new Map(), none: 1 } : { values: new Map([[karmaValue(ctx.window[i]!)!, 1]]), none: 0 };
  }
  return bestOfDraw(ctx.pile, cardsForSkill(ctx.shooter.skill).cards);
}

/** The target's dodge or block total for a shot now (null: it neither dodges nor blocks). */
export function defenceIfFiredNow(ctx: AimingContext): ReadonlyMap<number, number> | null {
  const d = ctx.target.defence;
  if (d.kind === 'none' || ctx.target.inMelee) return null;
  const standing = defenceInForce(ctx);
  if (standing) return new Map([[standing.total, 1]]);
  const pile = ctx.defence ? discardKarma(ctx.targetPile, ctx.defence.drawn) : ctx.targetPile;
  const best = bestOfDraw(pile, cardsForSkill(d.skill).cards);
  const shift = d.kind === 'dodge' ? d.awareness : 0;
  return new Map([...best.values].map(([v, p]) => [v + shift, p]));
}

function shotOutcomes(ctx: AimingContext, card: Distribution, defence: ReadonlyMap<number, number> | null): Map<Kind, number> {
  const p = new Map<Kind, number>([['wild', card.none]]);
  const kind = ctx.target.defence.kind === 'block' ? 'block' : 'dodge';
  const defences: [number | null, number][] = defence === null ? [[null, 1]] : [...defence];
  for (const [value, pv] of card.values) {
    for (const [total, pd] of defences) {
      const o = resolveShot(value, ctx.weapon, ctx.shooter, ctx.target, total === null ? null : { kind, total }).outcome.kind;
      p.set(o, (p.get(o) ?? 0) + pv * pd);
    }
  }
  return p;
}

/**
 * If the shooter fires now with the best card (the best showing, or the best of an unaimed
 * draw) and never hits: the exact chance of each outcome. Null when he cannot fire.
 */
export function fireOdds(ctx: AimingContext): NextOdds | null {
  if (fireProblem(ctx) !== undefined) return null;
  const aimed = ctx.window.length > 0;
  const p = shotOutcomes(ctx, cardIfFiredNow(ctx), defenceIfFiredNow(ctx));
  return {
    question: aimed
      ? 'Fired now with the best card showing (and no hits), does the shot hit?'
      : 'Fired now without aiming, with the best card drawn (and no hits), does the shot hit?',
    outcomes: outcomesOf(p),
    rule: RULES.odds,
  };
}

/** The card the next deal or hit turns over: the draw pile's top, or from the reshuffled discards (with the card about to fall off, when aiming). */
function nextCards(ctx: AimingContext, aiming: boolean): readonly Card[] {
  if (ctx.pile.drawPile.length > 0) return ctx.pile.drawPile;
  const falling = aiming ? nextToFallOff(ctx.window, ctx.weapon.aim) : undefined;
  return falling === undefined ? ctx.pile.discardPile : [...ctx.pile.discardPile, falling];
}

/**
 * The exact odds of the next card: while aiming, whether one more round shows a better card
 * than the best now showing; at a hit decision, what the shot does after one hit (then
 * standing). Null when no card comes next.
 */
export function nextCardOdds(ctx: AimingContext): NextOdds | null {
  if (ctx.shot === null) {
    if (aimProblem(ctx) !== undefined) return null;
    const odds = improvementOdds(ctx.window, ctx.weapon.aim, ctx.pile);
    const best = bestShowingIndex(ctx.window);
    if (odds === null || best === undefined) {
      // Nothing natural shows: any natural card dealt is the best so far.
      const next = nextCards(ctx, true);
      const natural = next.filter((c) => !isJoker(c)).length;
      return {
        question: 'One more round of aiming: will it show a card to fire with?',
        outcomes: [
          { id: 'better', label: 'A natural card: the best so far', p: natural / next.length },
          { id: 'not-better', label: 'A joker', p: 1 - natural / next.length },
        ],
        rule: RULES.odds,
      };
    }
    return {
      question: `One more round of aiming: will it show a better card than the best now showing (${describeCard(ctx.window[best]!)})?`,
      outcomes: [
        { id: 'better', label: 'A better card', p: odds.favourable / odds.total },
        { id: 'not-better', label: 'No better card', p: 1 - odds.favourable / odds.total },
      ],
      rule: RULES.odds,
    };
  }
  if (hitProblem(ctx) !== undefined) return null;
  const next = nextCards(ctx, false);
  const base = chainTotal(ctx.shot.chain);
  const values = new Map<number, number>();
  let none = 0;
  for (const c of next) {
    const v = karmaValue(c);
    if (v === undefined) none += 1 / next.length;
    else values.set(base + v, (values.get(base + v) ?? 0) + 1 / next.length);
  }
  const standing = defenceInForce(ctx);
  const p = shotOutcomes(ctx, { values, none }, standing ? new Map([[standing.total, 1]]) : null);
  return { question: 'If the shooter hits once and then stands, does the shot hit?', outcomes: outcomesOf(p), rule: RULES.odds };
}

/** The learning panel's odds of a snapshot: the next card's (`nextCardOdds`), or undefined when no card comes next. */
export function nextOdds(snapshot: Pick<AimingSnapshot, 'context'>): NextOdds | undefined {
  return nextCardOdds(snapshot.context) ?? undefined;
}

// ---------------------------------------------------------------- predict, then see

/** A snapshot of the aiming machine, as far as the teaching needs it: its context, and its tags. */
interface AimingSnapshot {
  readonly context: AimingContext;
  hasTag(tag: AimingTag): boolean;
}

/**
 * What a learner can predict before the next step, or undefined. While the shooter can aim:
 * will another round of aiming improve the best card? (settled by the deal). When he can
 * only fire: does the shot hit? (settled by the shot, standing on its card).
 */
export function predictionFor(snapshot: AimingSnapshot): Prediction<AimingContext> | undefined {
  const ctx = snapshot.context;
  if (!snapshot.hasTag('aiming')) return undefined;
  const bestIndex = bestShowingIndex(ctx.window);
  const bestBefore = bestIndex === undefined ? undefined : karmaValue(ctx.window[bestIndex]!)!;
  if (aimProblem(ctx) === undefined) {
    return {
      question:
        bestBefore === undefined
          ? 'Will the next round of aiming show a card to fire with?'
          : `Will another round of aiming show a better card than the ${signed(bestBefore)}?`,
      choices: [
        { id: 'better', label: 'Yes, a better card' },
        { id: 'not-better', label: 'No' },
      ],
      settledBy: ['aim.dealt'],
      answer: (after) => {
        const dealt = after.window[after.window.length - 1]!;
        const v = karmaValue(dealt);
        const better = v !== undefined && (bestBefore === undefined || v > bestBefore);
        const why: Why[] = [
          {
            text:
              v === undefined
                ? 'A joker was dealt: it is never the best card for the shooter.'
                : bestBefore === undefined
                  ? `${describeCard(dealt)} was dealt: the first card to fire with.`
                  : `${describeCard(dealt)} was dealt, ${better ? 'better than' : 'no better than'} the ${signed(bestBefore)}.`,
            rule: RULES.bestCard,
          },
        ];
        return { choice: better ? 'better' : 'not-better', why };
      },
    };
  }
  if (fireProblem(ctx) === undefined) {
    return {
      question: 'If the shooter fires now, does the shot hit (standing on its card)?',
      choices: (['hit', 'miss', 'blocked', 'stray', 'wild'] as const).map((k) => ({ id: k, label: LABELS[k] })),
      settledBy: ['shot.fired'],
      answer: (after) => {
        const shot = after.shot;
        if (shot === null || shot.chain.length === 0)
          return { choice: 'wild', why: [{ text: 'The shooter has yet to choose the card.', rule: RULES.shot }] };
        if (shot.wild) return { choice: 'wild', why: [{ text: 'A joker: the GM names its value.', rule: RULES.jokers }] };
        const result = shot.result ?? resolveShot(chainTotal(shot.chain), after.weapon, after.shooter, after.target, defenceInForce(after));
        return { choice: result.outcome.kind, why: outcomeWhy(result) };
      },
    };
  }
  return undefined;
}
