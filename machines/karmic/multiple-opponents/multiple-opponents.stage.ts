/**
 * What the stage draws of each fighter (issue 26): a token with the hit points left as a bar,
 * who is acting, and his hand of Karmic cards beside it. The lone fighter's hand is face up
 * with each card's worth printed on it (+6, −1); a foe's hand is face down, so it carries no
 * card at all, only its place. The widget only draws this (widgets/shared/stage/).
 */
import type { Card } from '../../core/cards.js';
import { rangeWords } from '../maneuvers.js';
import { signed } from '../../core/explain.js';
import { karmaValue } from '../karma-deck.js';
import type { MultipleOpponentsContext } from './multiple-opponents.context.js';
import { isOut } from './multiple-opponents.pairings.js';
import { attackersIn, loneIsOut, openRegister } from './multiple-opponents.steps.js';

export interface StageCard {
  /** Keeps the card in its place across steps: never the face of a face-down card. */
  readonly key: string;
  /** The card, face up; absent: face down. */
  readonly card?: Card;
  /** Its worth, printed on its face: '+6', '−1' (absent for a joker, whose worth the GM names). */
  readonly value?: string;
}

export interface StageFighter {
  readonly id: string;
  readonly name: string;
  readonly side: 'pc' | 'foe';
  /** Weapon and, for a foe, its range and who leads the pairing. */
  readonly detail: string;
  readonly bar: { readonly label: string; readonly value: number; readonly max: number };
  readonly acting: boolean;
  readonly state: 'fine' | 'out';
  readonly hand: readonly StageCard[];
}

/** A card's worth as it is printed on it. */
export function worthOn(card: Card): string | undefined {
  const v = karmaValue(card);
  return v === undefined ? undefined : signed(v);
}

/** Every fighter on the stage: the lone fighter first, then the foes in order. */
export function stageFighters(ctx: MultipleOpponentsContext, declaring: boolean): StageFighter[] {
  const r = declaring ? openRegister(ctx) : undefined;
  const attacking = r ? attackersIn(r) : [];
  const lone: StageFighter = {
    id: 'lone',
    name: ctx.lone.name,
    side: 'pc',
    detail: `${ctx.lone.weapon.name}${ctx.lone.offHand ? ` and ${ctx.lone.offHand.weapon.name}` : ''}${ctx.lone.bound ? ', bound' : ''}`,
    bar: { label: 'Hit points', value: Math.max(0, ctx.lone.hitPoints - ctx.damage.lone), max: ctx.lone.hitPoints },
    acting: declaring,
    state: loneIsOut(ctx) ? 'out' : 'fine',
    hand: ctx.hands.lone.map((card) => ({ key: card, card, ...(worthOn(card) ? { value: worthOn(card)! } : {}) })),
  };
  const lead = (i: number) => (ctx.holders[i] === 'lone' ? `${ctx.lone.name} leads` : ctx.holders[i] === 'foe' ? 'leads him' : '');
  const foes = ctx.foes.map((f, i): StageFighter => ({
    id: `foe-${i}`,
    name: f.name,
    side: 'foe',
    // Weapon and range, and who leads the pairing (its damage is the bar; its hand, the cards beside it).
    detail: [`${f.weapon.name}${f.size === 'small' ? ', small' : ''}, ${rangeWords(ctx.ranges[i]!)}`, isOut(ctx, i) ? '' : lead(i)]
      .filter(Boolean)
      .join(' · '),
    bar: { label: 'Hit points', value: Math.max(0, f.hitPoints - ctx.damage.foes[i]!), max: f.hitPoints },
    acting: attacking.includes(i),
    state: isOut(ctx, i) ? 'out' : 'fine',
    // Face down: only each card's place, never its face.
    hand: ctx.hands.foes[i]!.map((_, n) => ({ key: `${i}-${n}` })),
  }));
  return [lone, ...foes];
}
