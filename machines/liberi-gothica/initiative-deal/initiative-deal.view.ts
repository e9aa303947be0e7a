/**
 * What a learner is asked and told about the initiative deal: the question to predict
 * before a reveal, and a summary of the fight so far. Built from snapshots only; nothing
 * here decides a rule (the order comes from the machine's reveal).
 */
import type { SnapshotFrom } from 'xstate';
import { isJoker, type Card } from '../../core/cards.js';
import type { NextOdds, Prediction, Why } from '../../core/explain.js';
import { gameSeconds, initiativeDealMachine, isLastRoundOfHand, playOf, type InitiativeDealContext } from './initiative-deal.machine.js';
import { nextOdds, UNSEEN_JOKER_RANK } from './initiative-deal.odds.js';
import { actsThisRound, formatGameTime, holdsHand, INITIATIVE_DEAL_RULES } from './initiative-deal.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof initiativeDealMachine>, 'context' | 'matches' | 'can'>;

/**
 * Once every card is down and before the reveal: "Who acts first this round?", with
 * everyone who acts this round as a choice. Settled by the reveal; graded on the order it
 * produced, with the first placing's reason.
 */
export function predictionFor(snapshot: Snapshot): Prediction<InitiativeDealContext> | undefined {
  if (!snapshot.matches({ 'playing a hand': 'playing face down' }) || !snapshot.can({ type: 'round.revealed' })) return undefined;
  const ctx = snapshot.context;
  const choices = ctx.participants.filter((p) => actsThisRound(p, ctx.roundNumber)).map((p) => ({ id: p.id, label: p.name }));
  if (choices.length < 2) return undefined;
  return {
    question: 'Who acts first this round?',
    choices,
    settledBy: ['round.revealed'],
    answer: (after) => {
      const first = after.order[0]!;
      return { choice: first.id, why: [{ text: `${first.name} acts first: ${first.reason}.`, rule: first.rule }] };
    },
  };
}

/**
 * The summary a reader is shown: once a hand is over (its last round revealed, the deck
 * about to be gathered), what the fight has come to.
 */
export function summaryFor(snapshot: Snapshot): Why[] | undefined {
  const ctx = snapshot.context;
  if (!snapshot.matches({ 'playing a hand': 'revealed' }) || !isLastRoundOfHand(ctx)) return undefined;
  return summary(ctx);
}

/** One card a seat could lay now, and where it would place. */
export interface CardOdds {
  readonly card: Card;
  /** The rank a joker is counted as here (an ace, the rank that acts earliest). */
  readonly namedRank?: number;
  readonly odds: NextOdds;
}

/**
 * From `id`'s seat while it still has to lay a card: for each card of its hand, the exact
 * chance of each place in this round's order were it laid (a joker named as an ace).
 * Empty when the seat has nothing to choose (it has laid its card, or does not act).
 */
export function handOdds(ctx: InitiativeDealContext, id: string): CardOdds[] {
  const p = ctx.participants.find((x) => x.id === id);
  if (!p || !holdsHand(p) || playOf(ctx, id) || !actsThisRound(p, ctx.roundNumber)) return [];
  return p.hand.flatMap((card) => {
    const namedRank = isJoker(card) ? UNSEEN_JOKER_RANK : undefined;
    const odds = nextOdds(ctx, id, namedRank === undefined ? { card } : { card, namedRank });
    return odds ? [{ card, ...(namedRank === undefined ? {} : { namedRank }), odds }] : [];
  });
}

/** The fight so far, in a few sentences: hands, rounds, game time, and who leads this round. */
export function summary(ctx: InitiativeDealContext): Why[] {
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
