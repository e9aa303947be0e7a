/**
 * Why a step of the karma check is refused, as a sentence (or undefined when it is allowed):
 * the machine's guards are "no problem", and the widget shows the sentence.
 */
import type { Card } from '../../core/cards.js';
import { num } from '../../core/explain.js';
import { CHART_MAX, CHART_MIN, TRADES, isDifficultyKey, isValidVerdict, type Trade } from '../checks.js';
import { ATTRIBUTE_RANGE, MODIFIER_RANGE, SKILL_RANGE } from './karma-check.rules.js';
import type { KarmaCheckContext } from './karma-check.context.js';
import { awaitingVerdict, decidingSide } from './karma-check.steps.js';

const CHANGE_KEYS = ['skill', 'advanced', 'secondSkill', 'helperSkill', 'attribute', 'difficulty', 'modifier'] as const;
const CHANGE_WORDS: Readonly<Record<(typeof CHANGE_KEYS)[number], string>> = {
  skill: 'skill',
  advanced: 'advanced',
  secondSkill: 'second skill',
  helperSkill: "helper's skill",
  attribute: 'attribute',
  difficulty: 'difficulty',
  modifier: 'other modifiers',
};

function isWholeIn(value: unknown, range: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function rangeText(range: { min: number; max: number }): string {
  return `a whole number from ${num(range.min)} to ${num(range.max)}`;
}

/** A side index of this table (0: the acting side; 1: the opposition, in an opposed check). */
function sideProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  if (typeof side !== 'number' || !Number.isInteger(side) || side < 0 || side >= ctx.sides.length) {
    return ctx.sides.length === 1 ? 'a basic check has one side' : 'an opposed check has two sides';
  }
  return undefined;
}

/** Why these changes to a side's settings cannot be made now, if they cannot. */
export function adjustmentProblem(ctx: KarmaCheckContext, side: unknown, changes: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return 'no settings were given';
  for (const [key, value] of Object.entries(changes)) {
    const known = (CHANGE_KEYS as readonly string[]).includes(key) ? (key as (typeof CHANGE_KEYS)[number]) : undefined;
    if (known === undefined) return `a check has no setting called ${JSON.stringify(key).slice(0, 40)}`;
    const word = CHANGE_WORDS[known];
    switch (known) {
      case 'skill':
        if (!isWholeIn(value, SKILL_RANGE)) return `the ${word} must be ${rangeText(SKILL_RANGE)}`;
        break;
      case 'secondSkill':
      case 'helperSkill':
        if (value !== null && !isWholeIn(value, SKILL_RANGE)) return `the ${word} must be ${rangeText(SKILL_RANGE)}, or none`;
        break;
      case 'attribute':
        if (!isWholeIn(value, ATTRIBUTE_RANGE)) return `the ${word} must be ${rangeText(ATTRIBUTE_RANGE)}`;
        break;
      case 'modifier':
        if (!isWholeIn(value, MODIFIER_RANGE)) return `the ${word} must be ${rangeText(MODIFIER_RANGE)}`;
        break;
      case 'advanced':
        if (typeof value !== 'boolean') return 'a skill is advanced or not';
        break;
      case 'difficulty':
        if (typeof value !== 'string' || !isDifficultyKey(value)) return 'the difficulty must be one of the rows of the difficulty table';
        break;
    }
  }
  return undefined;
}

/** Why the check cannot be set to this side of a bargain, or undefined. */
export function tradeProblem(trade: unknown): string | undefined {
  return TRADES.includes(trade as Trade) ? undefined : 'a check is for someone selling or buying';
}

export function modeProblem(mode: unknown, mustAlsoSucceed: unknown): string | undefined {
  if (mode !== 'basic' && mode !== 'opposed') return 'a check is basic or opposed';
  if (mustAlsoSucceed !== undefined && typeof mustAlsoSucceed !== 'boolean') return 'the actor either must also succeed or not';
  return undefined;
}

/** Why the cards cannot be drawn: an untrained advanced skill may not even be tried. */
export function drawProblem(ctx: KarmaCheckContext): string | undefined {
  const refused = ctx.sides.find((s) => !s.allowance.allowed);
  return refused ? `${refused.label} cannot try this: ${refused.allowance.reason}` : undefined;
}

export function choiceProblem(ctx: KarmaCheckContext, side: unknown, drawer: unknown, card: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const s = ctx.sides[side as number]!;
  if (s.play !== null) return `${s.label} has already chosen a card`;
  const d = typeof drawer === 'number' && Number.isInteger(drawer) && drawer >= 0 ? s.drawers[drawer] : undefined;
  if (d === undefined) return `${s.label} has no such hand`;
  if (typeof card !== 'string' || !d.hand.includes(card)) return `that card is not in ${d.label}'s draw`;
  return undefined;
}

export function hitProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const due = decidingSide(ctx);
  if (due === undefined) return 'no hit decision is due';
  if (due !== side) return `${ctx.sides[due]!.label} decides first`;
  const s = ctx.sides[due]!;
  const pile = s.drawers[s.chosenFrom ?? 0]!.pile;
  if (pile.drawPile.length + pile.discardPile.length === 0) return `${s.label}'s deck has no card left to draw`;
  return undefined;
}

export function standProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const due = decidingSide(ctx);
  if (due === undefined) return 'no hit decision is due';
  if (due !== side) return `${ctx.sides[due]!.label} decides first`;
  return undefined;
}

export function verdictProblem(ctx: KarmaCheckContext, side: unknown, total: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  if (awaitingVerdict(ctx) !== side) return `no joker of ${ctx.sides[side as number]!.label}'s waits for the GM`;
  if (typeof total !== 'number' || !isValidVerdict(total))
    return `the GM's verdict is a row of the result chart, ${rangeText({ min: CHART_MIN, max: CHART_MAX })}`;
  return undefined;
}

/** May this side play this card from this hand now? */
export function canChoose(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number, card: Card): boolean {
  return choiceProblem(ctx, sideIndex, drawerIndex, card) === undefined;
}

/** May this side hit now? Its turn to decide, and a card left to draw. */
export function canHitNow(ctx: KarmaCheckContext, sideIndex: number): boolean {
  return hitProblem(ctx, sideIndex) === undefined;
}
