/**
 * Everything the aiming widget shows that depends on the rules, derived from a snapshot:
 * which card is best, which falls off next, the odds of improving and of hitting, the range
 * band, the target's dodge or block, the full arithmetic of the shot (a ruled joker shown
 * as "joker as +N"), why a step cannot be taken, and the GM's question while a joker waits.
 * The widget renders this and decides nothing.
 */
import { isJoker, type Card } from '../../core/cards.js';
import { formatPercent, formatSum, signed, type Term, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { chainTotal, formatKarma, karmaValue } from '../karma-deck.js';
import { fireOdds } from './aiming.odds.js';
import { AIMING_RULES, bestShowingIndex, formatOdds, improvementOdds, nextToFallOff, shotCardIndex, type Odds } from './aiming.rules.js';
import { describeFireRate, formatFireRate, nextUsableTurn } from '../ranged-rate.js';
import { attackTerms, damageTotal, type RangedWeapon } from '../ranged-shot.js';
import { RANGE_BANDS, canCallShot, rangeBand, type RangeBandRow } from '../ranged-tables.js';
import { aimProblem, fireProblem, hitProblem, jokerRulingPending, mayChooseCard } from './aiming.problems.js';
import { defenceInForce, describeCard, describeOutcome, JOKER_QUESTION, shotCardValue } from './aiming.steps.js';
import { JOKER_MAX, JOKER_MIN, type AimingContext, type AimingEvent } from './aiming.context.js';
import type { AimingTag } from './aiming.machine.js';

export interface RowCard {
  readonly card: Card;
  readonly index: number;
  /** "+5", "−2 (hit)", "wild". */
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

export type AimingPhase = 'aiming' | 'choosing' | 'hitting' | 'ruling' | 'resolved';

export interface AimingView {
  readonly phase: AimingPhase;
  readonly turn: number;
  readonly weaponLine: string;
  readonly aim: number;
  readonly row: readonly RowCard[];
  /** The card of the row a shot fired now uses unless the shooter names another (a joker when nothing else shows). */
  readonly shotCard: RowCard | null;
  /** The table's ruling lets the shooter name another card of the row (else the shot uses `shotCard`). */
  readonly mayChoose: boolean;
  /** The ruling in force, in words, for the row's heading. */
  readonly choiceText: string;
  readonly roundsAimed: number;
  readonly odds: Odds | null;
  readonly oddsText: string;
  /** "Fired now with the best card: hits 61.4%, misses 38.6%" (while the shooter may fire). */
  readonly fireOddsText: string | null;
  readonly band: RangeBandRow | null;
  readonly bandText: string;
  readonly canAim: boolean;
  readonly aimBlocker: string | null;
  readonly canFire: boolean;
  readonly fireBlocker: string | null;
  readonly canHit: boolean;
  readonly hitBlocker: string | null;
  readonly canStand: boolean;
  /** An unaimed shot's draw, while the shooter chooses its card. */
  readonly choices: readonly { readonly card: Card; readonly label: string; readonly best: boolean }[];
  /** A joker waits for the GM: what to ask and which values are allowed (null otherwise). */
  readonly jokerRuling: JokerRuling | null;
  readonly canNext: boolean;
  readonly canWait: boolean;
  /** What the target does against missiles, and its check when it has made one this turn. */
  readonly defenceText: string | null;
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

/** A snapshot of the aiming machine, as far as the view needs it: its context, and its tags. */
export interface AimingSnapshot {
  readonly context: AimingContext;
  hasTag(tag: AimingTag): boolean;
}

export function phaseOf(snapshot: AimingSnapshot): AimingPhase {
  const phases: readonly AimingPhase[] = ['aiming', 'choosing', 'hitting', 'ruling'];
  return phases.find((phase) => snapshot.hasTag(phase)) ?? 'resolved';
}

function damageLine(cardValue: number, weapon: RangedWeapon, cardLabel = 'card'): string {
  const d = damageTotal(cardValue, weapon);
  const sum = formatSum([
    { label: cardLabel, value: cardValue },
    { label: 'edge', value: weapon.edge },
  ]);
  return `${sum}${d.capped ? `, capped at maximum damage ${weapon.maxDamage}` : ''}${d.raw < 0 ? ', no damage below 0' : ''}: ${d.total}`;
}

function defenceText(ctx: AimingContext): string | null {
  const d = ctx.target.defence;
  if (d.kind === 'none') return null;
  if (ctx.target.inMelee) return 'In a melee the target cannot dodge or block.';
  const check = defenceInForce(ctx);
  const what =
    d.kind === 'dodge'
      ? `The target dodges (dodge skill ${d.skill}, awareness ${signed(d.awareness)})`
      : `The target blocks with a shield (shield skill ${d.skill})`;
  if (!check) return `${what}: its check is drawn from the GM’s world deck when the shot’s card is down.`;
  return `${what}: drew ${check.drawn.map(formatKarma).join(', ')}, ${check.sum}.`;
}

export function describeAiming(snapshot: AimingSnapshot): AimingView {
  const ctx = snapshot.context;
  const phase = phaseOf(snapshot);
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
  const aimBlocker = phase === 'aiming' ? (aimProblem(ctx) ?? null) : 'the shot is already away';
  const blocker = phase === 'aiming' ? (fireProblem(ctx) ?? null) : 'the shot is already away';
  const hitBlocker = phase === 'hitting' ? (hitProblem(ctx) ?? null) : null;

  let preview: AimingView['preview'] = null;
  if (phase === 'aiming' && bestIndex !== undefined && band !== null && canCallShot(ctx.target.location, ctx.target.size)) {
    const value = chainTotal([ctx.window[bestIndex]!]);
    const terms = attackTerms(value, w, ctx.shooter, ctx.target, defenceInForce(ctx));
    preview = { terms, sum: formatSum(terms), damage: damageLine(value, w) };
  }

  const fire = phase === 'aiming' ? fireOdds(ctx) : null;
  const fireOddsText = fire
    ? fire.outcomes
        .filter((o) => o.p > 0 || o.id === 'hit')
        .map((o) => `${o.label.toLowerCase()} ${formatPercent(o.p)}`)
        .join(', ')
    : null;

  let shot: AimingView['shot'] = null;
  if (ctx.shot) {
    const s = ctx.shot;
    const value = s.chain.length > 0 ? (shotCardValue(s) ?? null) : null;
    const r = s.result;
    const o = r?.outcome;
    const jokerText = s.jokerValue === null ? 'joker (the GM names its value)' : `joker as ${signed(s.jokerValue)}`;
    const chainLabel = s.chain.map((c) => (isJoker(c) ? jokerText : formatKarma(c))).join(', then ');
    // With a ruled joker the card term says what the joker stood for: "4 card (joker as +4)".
    const cardLabel = s.wild
      ? `card (${s.chain.map((c) => (isJoker(c) ? jokerText : formatKarma(c).replace(' (hit)', ''))).join(', then ')})`
      : 'card';
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
        value === null
          ? null
          : o?.kind === 'hit'
            ? damageLine(value, w, cardLabel)
            : o?.kind === 'stray'
              ? `inverse of the ${cardLabel}: ${damageLine(o.inverse, w)}`
              : null,
      outcome: r
        ? describeOutcome(r)
        : phase === 'choosing'
          ? 'Choose the card the shot uses.'
          : value === null
            ? JOKER_QUESTION
            : `Card value so far ${signed(chainTotal(s.chain))}. The last card is a hit card: draw another onto it, or stand.`,
    };
  }

  const jokerRuling: JokerRuling | null =
    phase === 'ruling' && jokerRulingPending(ctx)
      ? {
          question: JOKER_QUESTION,
          label: 'The joker’s value',
          options: Array.from({ length: JOKER_MAX - JOKER_MIN + 1 }, (_, i) => ({ value: JOKER_MIN + i, label: signed(JOKER_MIN + i) })),
          // The GM's good ruling, the move suggested (`moves`).
          initial: JOKER_MOVES[0],
        }
      : null;

  const drawnBest = ctx.shot && phase === 'choosing' ? bestShowingIndex(ctx.shot.drawn) : undefined;
  const rate = formatFireRate(w.rate);
  const nextFire = nextUsableTurn(w.rate, ctx.firedOnTurns, ctx.turn);
  const shotIndex = shotCardIndex(ctx.window);
  const mayChoose = mayChooseCard(ctx);
  return {
    phase,
    turn: ctx.turn,
    weaponLine: `${w.name}: aim ${w.aim}, range ${w.range} yards, force ${signed(w.force)}, maximum maneuvers ${rate} (${describeFireRate(w.rate)}), edge ${signed(w.edge)}, maximum damage ${w.maxDamage}, ${w.hands} hand${w.hands === 1 ? '' : 's'}`,
    aim: w.aim,
    row,
    shotCard: shotIndex === undefined ? null : row[shotIndex]!,
    mayChoose,
    choiceText: mayChoose ? 'this table lets the shooter fire any card of the row' : 'a shot uses the best card showing, as the rules say',
    roundsAimed: ctx.roundsAimed,
    odds,
    oddsText: odds === null ? (phase === 'aiming' ? 'Nothing shows yet: any card dealt will be the best so far.' : '') : formatOdds(odds),
    fireOddsText,
    band: bandRow,
    bandText: bandRow
      ? `${ctx.target.distance} yards with a range of ${w.range}: ${bandRow.label.toLowerCase()} range (${signed(bandRow.modifier)})`
      : `${ctx.target.distance} yards is beyond the range of ${w.range}: no shot`,
    canAim: aimBlocker === null,
    aimBlocker,
    canFire: blocker === null,
    fireBlocker:
      blocker === null ? null : nextFire > ctx.turn && blocker.startsWith('the weapon') ? `${blocker} (next on turn ${nextFire})` : blocker,
    canHit: phase === 'hitting' && hitBlocker === null,
    hitBlocker,
    canStand: phase === 'hitting',
    choices:
      phase === 'choosing' && ctx.shot ? ctx.shot.drawn.map((card, i) => ({ card, label: formatKarma(card), best: i === drawnBest })) : [],
    jokerRuling,
    canNext: phase === 'resolved',
    canWait: phase === 'aiming',
    defenceText: defenceText(ctx),
    preview,
    shot,
    drawPile: ctx.pile.drawPile.length,
    discardPile: ctx.pile.discardPile.length,
  };
}

/** A finished shot in one sentence, or undefined while none is worked out. */
export function summaryLine(ctx: AimingContext): string | undefined {
  const shot = ctx.shot;
  if (shot === null || shot.result === null) return undefined;
  const how = shot.source === 'aim' ? `after ${ctx.roundsAimed} round${ctx.roundsAimed === 1 ? '' : 's'} of aiming` : 'without aiming';
  const card = shot.chain.map((c) => (isJoker(c) ? `a joker named ${signed(shot.jokerValue ?? 0)}` : describeCard(c))).join(', then ');
  return `Turn ${shot.turn}: fired ${how} with ${card}. ${formatSum(shot.result.terms)}. ${describeOutcome(shot.result)}`;
}

/** The finished shot in words, with the rule, for the summary panel. */
export function summary(snapshot: Pick<AimingSnapshot, 'context'>): Why[] | undefined {
  const text = summaryLine(snapshot.context);
  return text === undefined ? undefined : [{ text, rule: AIMING_RULES.shot }];
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** The values the GM's ruling on a joker offers as moves: for good, or for ill (the widget's select offers every value). */
export const JOKER_MOVES = [5, -5] as const;

/** "the +5", "the −2 (hit)", "the joker". */
const theCard = (card: Card) => (isJoker(card) ? 'the joker' : `the ${describeCard(card)}`);

/** The average value of the card a hit would draw (the draw pile, or the discards reshuffled); jokers left out. */
export function nextCardMean(ctx: AimingContext): number {
  const next = ctx.pile.drawPile.length > 0 ? ctx.pile.drawPile : ctx.pile.discardPile;
  const values = next.map(karmaValue).filter((v): v is number => v !== undefined);
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * The moves open now, the one a learner should press marked. The teaching's rules: aim while
 * the row has room (a weapon's aim is how many cards it shows) and another round could show a
 * better card, then fire with the best card showing; a shot that cannot be fired yet waits on
 * aiming, or lets the turn pass. An unaimed shot uses the best card of its draw. A hit adds
 * the top card to both the attack and the damage: take it when the cards left average above
 * 0. The GM rules a joker for good. Once the shot is worked out there is nothing left to
 * decide (the next shot is a new table).
 */
export function moves(snapshot: AimingSnapshot): Move<AimingEvent>[] {
  const ctx = snapshot.context;
  const mark = (open: Move<AimingEvent>[], id: string) => open.map((m) => (m.id === id ? { ...m, suggested: true } : m));
  switch (phaseOf(snapshot)) {
    case 'aiming': {
      const open: Move<AimingEvent>[] = [];
      const canAim = aimProblem(ctx) === undefined;
      const canFire = fireProblem(ctx) === undefined;
      const best = bestShowingIndex(ctx.window);
      const shot = shotCardIndex(ctx.window);
      const room = ctx.window.length < ctx.weapon.aim;
      const better = improvementOdds(ctx.window, ctx.weapon.aim, ctx.pile);
      if (canAim)
        open.push({
          id: 'aim',
          label: `Aim: deal a card into the row (${ctx.window.length} of ${ctx.weapon.aim} showing)`,
          event: { type: 'aim.dealt' },
        });
      if (canFire)
        open.push({
          id: 'fire',
          label:
            shot === undefined
              ? 'Fire at once, unaimed (draw as a basic check)'
              : `Fire now with the ${best === shot ? 'best' : 'only'} card showing (${describeCard(ctx.window[shot]!)})`,
          event: { type: 'shot.fired' },
        });
      if (canFire && mayChooseCard(ctx))
        ctx.window.forEach((card, i) => {
          if (i !== shot)
            open.push({ id: `fire-${i}`, label: `Fire with ${theCard(card)} instead`, event: { type: 'shot.fired', cardIndex: i } });
        });
      open.push({ id: 'wait', label: 'Let the turn pass (the aim is lost)', event: { type: 'turn.waited' } });
      const aims = canAim && (!canFire || (room && (better === null || better.favourable > 0)));
      return mark(open, aims ? 'aim' : canFire ? 'fire' : 'wait');
    }
    case 'choosing': {
      const drawn = ctx.shot?.drawn ?? [];
      const best = bestShowingIndex(drawn) ?? 0;
      return drawn.map((card, i) => ({
        id: `use-${card}`,
        label: `Use ${theCard(card)}`,
        event: { type: 'card.chosen', card } as const,
        ...(i === best ? { suggested: true } : {}),
      }));
    }
    case 'hitting': {
      const open: Move<AimingEvent>[] = [];
      const canHit = hitProblem(ctx) === undefined;
      if (canHit) open.push({ id: 'hit', label: 'Hit: draw one more card onto it', event: { type: 'hit.taken' } });
      open.push({ id: 'stand', label: 'Stand: shoot with what is down', event: { type: 'hit.declined' } });
      return mark(open, canHit && nextCardMean(ctx) > 0 ? 'hit' : 'stand');
    }
    case 'ruling':
      return JOKER_MOVES.map((value, i) => ({
        id: value > 0 ? 'joker-good' : 'joker-ill',
        label: `The GM names the joker ${signed(value)}`,
        event: { type: 'joker.ruled', value } as const,
        ...(i === 0 ? { suggested: true } : {}),
      }));
    case 'resolved':
      return [];
  }
}

/** Where the shot stands, in one plain sentence. */
export function headline(snapshot: AimingSnapshot): string {
  const ctx = snapshot.context;
  const turn = `Turn ${ctx.turn}`;
  switch (phaseOf(snapshot)) {
    case 'aiming': {
      const best = bestShowingIndex(ctx.window);
      const row =
        ctx.window.length === 0
          ? 'nothing aimed yet'
          : `${ctx.window.length} of ${ctx.weapon.aim} cards showing${best === undefined ? '' : `, the best ${describeCard(ctx.window[best]!)}`}`;
      return `${turn}: ${row}; the target is ${ctx.target.distance} yards away`;
    }
    case 'choosing':
      return `${turn}: fired without aiming, the shooter picks the card of the draw`;
    case 'hitting':
      return `${turn}: the shot's card value so far is ${signed(chainTotal(ctx.shot!.chain))}: hit or stand`;
    case 'ruling':
      return `${turn}: a joker, whose value the GM names`;
    case 'resolved': {
      const r = ctx.shot?.result;
      return r ? `${turn}: ${describeOutcome(r).replace(/\.$/, '')}` : turn;
    }
  }
}
