/**
 * What a view shows of the initiative deal: derived from a snapshot (the state says where
 * the deal stands; the context holds the cards), and the summary a reader is shown once a
 * hand is over. Nothing here decides a rule (the order comes from the machine's reveal).
 */
import type { SnapshotFrom } from 'xstate';
import type { Why } from '../../core/explain.js';
import type { initiativeDealMachine } from './initiative-deal.machine.js';
import type { InitiativeDealContext } from './initiative-deal.context.js';
import { isLastRoundOfHand } from './initiative-deal.steps.js';
import {
  formatGameTime,
  INITIATIVE_DEAL_RULES,
  mustPlay,
  SECONDS_PER_ROUND,
  type Participant,
  type Placing,
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
