/**
 * What a view shows of the initiative deal: derived from a snapshot (the state says where
 * the deal stands; the context holds the cards), and the summary a reader is shown once a
 * hand is over. Nothing here decides a rule (the order comes from the machine's reveal).
 */
import type { SnapshotFrom } from 'xstate';
import { cardName, isJoker, rankName, rankOf, type Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { initiativeDealMachine } from './initiative-deal.machine.js';
import type { InitiativeDealContext, InitiativeDealEvent } from './initiative-deal.context.js';
import { dealProblem, isLastRoundOfHand, turnEndProblem } from './initiative-deal.steps.js';
import {
  actsThisRound,
  compareKeys,
  describeShown,
  formatGameTime,
  holdsHand,
  INITIATIVE_DEAL_RULES,
  KIND_LABEL,
  mustPlay,
  SECONDS_PER_ROUND,
  type Participant,
  type Placing,
  type Rulings,
} from './initiative-deal.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof initiativeDealMachine>, 'context' | 'hasTag'>;

/** Game time so far: 6 seconds for every round revealed. */
export function gameSeconds(ctx: InitiativeDealContext): number {
  return ctx.roundsRevealed * SECONDS_PER_ROUND;
}

/** The placing that acts now, once revealed (undefined before the reveal and once everyone has acted). */
export function actingNow(ctx: InitiativeDealContext): Placing | undefined {
  return ctx.order[ctx.acting];
}

/** Who still has to put a card down this round. */
export function waitingFor(ctx: InitiativeDealContext): Participant[] {
  return ctx.participants.filter((p) => mustPlay(p, ctx.roundNumber, ctx.plays));
}

// ---------------------------------------------------------------------------------------
// What the stage draws: each fighter's token and the card in front of it

/** A fighter's token at the deal: who, what they are and hold, and whether they act now. */
export interface SeatToken {
  readonly id: string;
  readonly name: string;
  /** What they are and what they hold: "PC · 5 cards in hand", "monster · fixed card". */
  readonly detail: string;
  /** A monster is the PCs' foe; everyone else's side the deal does not say. */
  readonly side: 'pc' | 'foe' | 'neutral';
  readonly acting: boolean;
}

/** A hand's size in words (a hidden hand shows only this). */
export function handCount(p: Participant): string {
  const n = p.hand.length;
  return n === 0 ? 'no cards left' : `${n} card${n === 1 ? '' : 's'} in hand`;
}

/** The token of one seat (before the reveal) or one place in the turn order (after it). */
export function seatToken(ctx: InitiativeDealContext, id: string): SeatToken {
  const p = ctx.participants.find((x) => x.id === id);
  const place = ctx.order.findIndex((o) => o.id === id);
  const name = p?.name ?? ctx.order[place]?.name ?? id;
  const kind = p ? KIND_LABEL[p.kind] : '';
  const holds = p ? (holdsHand(p) ? handCount(p) : 'fixed card') : '';
  return {
    id,
    name,
    detail: [kind, holds].filter(Boolean).join(' · '),
    side: p?.kind === 'pc' ? 'pc' : p?.kind === 'monster' ? 'foe' : 'neutral',
    acting: place >= 0 && place === ctx.acting,
  };
}

/**
 * The card in front of a fighter: face down until the reveal (no card at all, only what it is
 * for), face up after it, or none with why ('to play', 'next round', 'no card').
 */
export type TableCard = { readonly card?: Card; readonly label: string } | { readonly none: string };

export function tableCard(ctx: InitiativeDealContext, revealed: boolean, id: string): TableCard {
  if (revealed) {
    const o = ctx.order.find((x) => x.id === id);
    if (!o?.card) return { none: 'no card' };
    return { card: o.card, label: isJoker(o.card) ? `joker named as ${rankName(o.namedRank!)}` : cardName(o.card) };
  }
  const p = ctx.participants.find((x) => x.id === id);
  if (!p) return { none: 'no card' };
  if (p.fixedCard) return { label: `${p.name}'s fixed card, shown at the reveal` };
  if (ctx.plays[p.id]) return { label: `${p.name}'s card, face down` };
  const must = waitingFor(ctx).some((w) => w.id === p.id);
  return { none: !actsThisRound(p, ctx.roundNumber) ? 'next round' : must ? 'to play' : 'no card' };
}

/**
 * The summary a reader is shown: once a hand is over (its last round revealed, the deck
 * about to be gathered), what the fight has come to.
 */
export function summary(snapshot: Snapshot): Why[] | undefined {
  if (!snapshot.hasTag('revealed') || !isLastRoundOfHand(snapshot.context)) return undefined;
  return fightSoFar(snapshot.context);
}

/** The fight so far, in a few sentences: hands, rounds, game time, and who leads this round. */
export function fightSoFar(ctx: InitiativeDealContext): Why[] {
  if (ctx.hand === 0)
    return [{ text: `Nobody has been dealt in yet; ${ctx.participants.length} at the table.`, rule: INITIATIVE_DEAL_RULES.hands }];
  const rounds = ctx.roundsRevealed;
  const out: Why[] = [
    {
      text:
        `Hand ${ctx.hand} of ${ctx.handSize} card${ctx.handSize === 1 ? '' : 's'}, round ${ctx.roundInHand}: ` +
        `${rounds} round${rounds === 1 ? '' : 's'} revealed in all, ${formatGameTime(gameSeconds(ctx))} of game time.`,
      rule: INITIATIVE_DEAL_RULES.gameClock,
    },
  ];
  const first = ctx.order[0];
  if (first) out.push({ text: `${first.name} acts first this round: ${first.reason}.`, rule: first.rule });
  return out;
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** A hand's cards from the one that acts first to the one that acts last (a joker named an ace). */
export function byPlace(hand: readonly Card[], rulings: Rulings): Card[] {
  const key = (card: Card) => ({ id: '', name: '', source: 'dealt' as const, card, rank: rankOf(card) ?? 14, seat: 0 });
  return [...hand].sort((a, b) => compareKeys(key(a), key(b), rulings));
}

/** The play that lays `card` (a joker named as `rank`). */
function layEvent(id: string, card: Card, rank: number): InitiativeDealEvent {
  return isJoker(card) ? { type: 'card.played', id, card, namedRank: rank } : { type: 'card.played', id, card };
}

/**
 * The moves open now, the one a learner should press marked. The teaching's rules: the LM
 * deals once someone is seated; each player lays the card that acts earliest (the highest,
 * a joker named an ace) so as to act first while the fight opens: every card of a hand is
 * played once, so the only question is when each acts; the other way, keeping the best for
 * later, is the lowest card. The labels never name a card: a hand may be hidden (hot seat).
 * Once every card is down they are revealed; everyone acts in the order turned up; then the
 * next round. The hand is over when its last round has been revealed and everyone has acted.
 */
export function moves(snapshot: Snapshot): Move<InitiativeDealEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('setting the table')) {
    if (dealProblem(ctx) === undefined) return [{ id: 'deal', label: 'Deal the hands', event: { type: 'hand.dealt' }, suggested: true }];
    const name = `PC ${ctx.nextId + 1}`;
    return [{ id: 'seat', label: `Seat a PC, ${name}`, event: { type: 'participant.added', name, kind: 'pc' }, suggested: true }];
  }
  if (snapshot.hasTag('playing face down')) {
    const p = waitingFor(ctx)[0];
    if (!p) return [{ id: 'reveal', label: 'Turn every card up', event: { type: 'round.revealed' }, suggested: true }];
    const ordered = byPlace(p.hand, ctx.rulings);
    const naturals = ordered.filter((c) => !isJoker(c));
    const first = ordered[0]!;
    const last = naturals.at(-1) ?? ordered.at(-1)!;
    const high: Move<InitiativeDealEvent> = {
      id: 'highest',
      label: `${p.name}: lay the highest card face down${isJoker(first) ? ' (a joker, named an ace)' : ''}`,
      event: layEvent(p.id, first, 14),
      suggested: true,
    };
    if (last === first) return [high];
    return [high, { id: 'lowest', label: `${p.name}: lay the lowest card face down`, event: layEvent(p.id, last, 2) }];
  }
  const now = actingNow(ctx);
  if (now && turnEndProblem(ctx) === undefined) {
    const next = ctx.order[ctx.acting + 1];
    const label = `${now.name}'s turn is over${next ? `: ${next.name} acts next` : ''}`;
    return [{ id: 'end-turn', label, event: { type: 'turn.ended' }, suggested: true }];
  }
  if (!isLastRoundOfHand(ctx))
    return [{ id: 'next-round', label: 'Play the next round face down', event: { type: 'round.begun' }, suggested: true }];
  return [];
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('setting the table')) return `${ctx.participants.length} at the table, waiting for the LM to deal`;
  const round = `Hand ${ctx.hand}, round ${ctx.roundInHand} of ${ctx.handSize}`;
  if (snapshot.hasTag('playing face down')) {
    const waiting = waitingFor(ctx).map((p) => p.name);
    return waiting.length > 0
      ? `${round}: waiting for ${waiting.join(', ')} to lay a card face down`
      : `${round}: every card is down, ready to turn up`;
  }
  const now = actingNow(ctx);
  if (now) return `${round}: ${now.name} acts now (${describeShown(now)}, place ${ctx.acting + 1} of ${ctx.order.length})`;
  if (isLastRoundOfHand(ctx)) return `Hand ${ctx.hand} is over: ${formatGameTime(gameSeconds(ctx))} of game time`;
  return `${round}: everyone has acted`;
}
