/**
 * Everything the aiming widget shows that depends on the rules, derived from a snapshot's
 * context: which card is best, which falls off next, the odds of improving, the range
 * band, and the full arithmetic of the shot (a ruled joker shown as "joker as +N"), and the
 * GM's question while a joker waits. The widget renders this and decides nothing.
 */
import { isJoker, type Card } from '../core/cards.js';
import { canHit, chainTotal, formatKarma } from './karma-deck.js';
import {
  canAim,
  describeOutcome,
  fireBlocker,
  JOKER_MAX,
  JOKER_MIN,
  JOKER_QUESTION,
  jokerRulingPending,
  shotCardValue,
  signedValue,
  type AimingContext,
} from './aiming.machine.js';
import { bestShowingIndex, formatOdds, improvementOdds, nextToFallOff, type Odds } from './aiming.rules.js';
import { describeFireRate, formatFireRate, nextUsableTurn } from './ranged-rate.js';
import { attackTerms, damageTotal, formatSum, type Term } from './ranged-shot.js';
import { RANGE_BANDS, canCallShot, rangeBand, type RangeBandRow } from './ranged-tables.js';

export interface RowCard {
  readonly card: Card;
  readonly index: number;
  /** "+5", "-2 (hit)", "wild". */
  readonly label: string;
  readonly best: boolean;
  readonly fallsOffNext: boolean;
  readonly firedWith: boolean;
}

export interface JokerRuling {
  /** The question for the GM. */
  readonly question: string;
  /** Label for the value control. */
  readonly label: string;
  /** Every value the GM may name, lowest first, with its label ("−10" … "0" … "+10"). */
  readonly options: readonly { readonly value: number; readonly label: string }[];
  /** The value the control starts on. */
  readonly initial: number;
}

export interface AimingView {
  readonly phase: 'aiming' | 'hitting' | 'ruling' | 'resolved';
  readonly turn: number;
  readonly narration: string;
  readonly weaponLine: string;
  readonly aim: number;
  readonly row: readonly RowCard[];
  readonly roundsAimed: number;
  readonly odds: Odds | null;
  readonly oddsText: string;
  readonly band: RangeBandRow | null;
  readonly bandText: string;
  readonly canAim: boolean;
  readonly aimBlocker: string | null;
  readonly canFire: boolean;
  readonly fireBlocker: string | null;
  readonly canHit: boolean;
  readonly canStand: boolean;
  /** A joker waits for the GM: what to ask and which values are allowed (null otherwise). */
  readonly jokerRuling: JokerRuling | null;
  readonly canNext: boolean;
  readonly canWait: boolean;
  /** What firing now would add up to, with the best card showing (null if it cannot be worked out). */
  readonly preview: { readonly terms: readonly Term[]; readonly sum: string; readonly damage: string } | null;
  readonly shot: {
    readonly source: 'aim' | 'snap';
    readonly drawn: readonly string[];
    readonly chain: readonly Card[];
    /** "+3 (hit), then joker as +4"; a joker not yet ruled reads "joker (the GM names its value)". */
    readonly chainLabel: string;
    /** The card value the totals use; null while a joker waits for the GM. */
    readonly cardValue: number | null;
    /** The GM's value for the joker, once named. */
    readonly jokerValue: number | null;
    readonly sum: string | null;
    readonly damage: string | null;
    readonly outcome: string;
  } | null;
  readonly drawPile: number;
  readonly discardPile: number;
}

function damageLine(cardValue: number, ctx: AimingContext, cardLabel = 'card'): string {
  const d = damageTotal(cardValue, ctx.weapon);
  return `${signedValue(cardValue)} ${cardLabel} ${ctx.weapon.edge < 0 ? '−' : '+'} ${Math.abs(ctx.weapon.edge)} edge = ${signedValue(d.raw)}${d.capped ? `, capped at maximum damage ${ctx.weapon.maxDamage}` : ''}${d.raw < 0 ? ', no damage below 0' : ''}: ${d.total}`;
}

export function describeAiming(ctx: AimingContext, phase: AimingView['phase']): AimingView {
  const w = ctx.weapon;
  const bestIndex = bestShowingIndex(ctx.window);
  const falling = phase === 'aiming' ? nextToFallOff(ctx.window, w.aim) : undefined;
  const firedCard = ctx.shot?.source === 'aim' ? ctx.shot.chain[0] : undefined;
  const row: RowCard[] = ctx.window.map((card, index) => ({
    card,
    index,
    label: formatKarma(card),
    best: index === bestIndex,
    fallsOffNext: card === falling,
    firedWith: card === firedCard,
  }));
  const band = rangeBand(ctx.target.distance, w.range);
  const bandRow = band === null ? null : RANGE_BANDS.find((r) => r.id === band)!;
  const odds = phase === 'aiming' ? improvementOdds(ctx.window, w.aim, ctx.pile) : null;
  const blocker = phase === 'aiming' ? fireBlocker(ctx) : 'the shot is already away';
  const aimOk = phase === 'aiming' && canAim(ctx);
  let aimBlocker: string | null = null;
  if (!aimOk) {
    if (phase !== 'aiming') aimBlocker = 'the shot is already away';
    else if (ctx.firedOnTurns.includes(ctx.turn)) aimBlocker = 'aiming takes a whole round, and this turn has seen a shot';
    else aimBlocker = 'there are no cards left to deal';
  }

  let preview: AimingView['preview'] = null;
  if (phase === 'aiming' && bestIndex !== undefined && band !== null && canCallShot(ctx.target.location, ctx.target.size)) {
    const value = chainTotal([ctx.window[bestIndex]!]);
    const terms = attackTerms(value, w, ctx.shooter, ctx.target);
    preview = { terms, sum: formatSum(terms), damage: damageLine(value, ctx) };
  }

  let shot: AimingView['shot'] = null;
  if (ctx.shot) {
    const s = ctx.shot;
    const value = shotCardValue(s) ?? null;
    const r = s.result;
    const o = r?.outcome;
    const jokerText = s.jokerValue === null ? 'joker (the GM names its value)' : `joker as ${signedValue(s.jokerValue)}`;
    const chainLabel = s.chain.map((c) => (isJoker(c) ? jokerText : formatKarma(c))).join(', then ');
    // With a ruled joker the card term says what the joker stood for: "+4 card (joker as +4)".
    const cardLabel = s.wild ? `card (${s.chain.map((c) => (isJoker(c) ? jokerText : formatKarma(c).replace(' (hit)', ''))).join(', then ')})` : 'card';
    const terms = r ? r.terms.map((t, i) => (i === 0 ? { ...t, label: cardLabel } : t)) : null;
    shot = {
      source: s.source,
      drawn: s.drawn.map(formatKarma),
      chain: s.chain,
      chainLabel,
      cardValue: value,
      jokerValue: s.jokerValue,
      sum: terms ? formatSum(terms) : null,
      damage:
        value === null ? null
        : o?.kind === 'hit' ? damageLine(value, ctx, cardLabel)
        : o?.kind === 'stray' ? `inverse of the ${cardLabel}: ${damageLine(o.inverse, ctx)}`
        : null,
      outcome: r
        ? describeOutcome(r)
        : value === null
          ? JOKER_QUESTION
          : `Card value so far ${signedValue(chainTotal(s.chain))}. The last card is a hit card: draw another onto it, or stand.`,
    };
  }

  const jokerRuling: JokerRuling | null =
    phase === 'ruling' && jokerRulingPending(ctx)
      ? {
          question: JOKER_QUESTION,
          label: 'The joker’s value',
          options: Array.from({ length: JOKER_MAX - JOKER_MIN + 1 }, (_, i) => {
            const v = JOKER_MIN + i;
            return { value: v, label: signedValue(v).replace('-', '−') };
          }),
          initial: 0,
        }
      : null;

  const rate = formatFireRate(w.rate);
  const nextFire = nextUsableTurn(w.rate, ctx.firedOnTurns, ctx.turn);
  return {
    phase,
    turn: ctx.turn,
    narration: ctx.narration,
    weaponLine: `${w.name}: aim ${w.aim}, range ${w.range} yards, force ${signedValue(w.force)}, maximum maneuvers ${rate} (${describeFireRate(w.rate)}), edge ${signedValue(w.edge)}, maximum damage ${w.maxDamage}, ${w.hands} hand${w.hands === 1 ? '' : 's'}`,
    aim: w.aim,
    row,
    roundsAimed: ctx.roundsAimed,
    odds,
    oddsText: odds === null ? (phase === 'aiming' ? 'Nothing shows yet: any card dealt will be the best so far.' : '') : formatOdds(odds),
    band: bandRow,
    bandText: bandRow
      ? `${ctx.target.distance} yards with a range of ${w.range}: ${bandRow.label.toLowerCase()} range (${signedValue(bandRow.modifier + 0)})`
      : `${ctx.target.distance} yards is beyond the range of ${w.range}: no shot`,
    canAim: aimOk,
    aimBlocker,
    canFire: blocker === null,
    fireBlocker: blocker === null ? null : nextFire > ctx.turn && blocker.startsWith('the weapon') ? `${blocker} (next on turn ${nextFire})` : blocker,
    canHit: phase === 'hitting' && ctx.shot !== null && canHit(ctx.shot.chain),
    canStand: phase === 'hitting',
    jokerRuling,
    canNext: phase === 'resolved',
    canWait: phase === 'aiming',
    preview,
    shot,
    drawPile: ctx.pile.drawPile.length,
    discardPile: ctx.pile.discardPile.length,
  };
}
