/**
 * A whole fight's teaching, loaded when a reader first asks: the exact odds of the next draw or
 * roll are the child procedure's own (the deal's, the exchange's, soul passing's), asked of the
 * child's snapshot. Each child's teaching loads only here, on demand.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { liftPrediction, type Playing } from '../../core/compose.js';
import type { NextOdds, Prediction } from '../../core/explain.js';
import type { Teaching } from '../../core/procedure.js';
import { attackRoll } from '../attack-roll/index.js';
import { initiativeDeal } from '../initiative-deal/index.js';
import { soulPassing } from '../soul-passing/index.js';
import type { LiberiGothicaFightContext } from './liberi-gothica-fight.context.js';
import type { liberiGothicaFightMachine } from './liberi-gothica-fight.machine.js';

type Machine = typeof liberiGothicaFightMachine;

export async function fightOdds(): Promise<Teaching<Machine>> {
  const [exchange, passing, deal] = await Promise.all([attackRoll.teaching(), soulPassing.teaching(), initiativeDeal.teaching()]);
  return {
    nextOdds(snapshot: SnapshotFrom<Machine>): NextOdds | undefined {
      const ctx = snapshot.context;
      if (ctx.passing) return passing.nextOdds?.(ctx.passing.snapshot);
      if (ctx.exchange) return exchange.nextOdds?.(ctx.exchange.snapshot);
      return ctx.phase === 'dealing' ? deal.nextOdds?.(ctx.deal) : undefined;
    },
    // The child's own question, asked before its step and graded on the child that step left.
    predictionFor(snapshot: SnapshotFrom<Machine>): Prediction<LiberiGothicaFightContext> | undefined {
      const now = playingIn(snapshot.context);
      const teaching = now && { 'soul-passing': passing, 'attack-roll': exchange, 'initiative-deal': deal }[now.procedure.name];
      const question = teaching?.predictionFor?.(now!.snapshot as never);
      return now && liftPrediction<AnyStateMachine, LiberiGothicaFightContext>(question as never, now, (after) => playingIn(after));
    },
  };
}

/** The procedure the fight is playing now: a soul passing on, an exchange, or the deal. */
function playingIn(ctx: LiberiGothicaFightContext): Playing | undefined {
  if (ctx.passing) return { procedure: soulPassing, snapshot: ctx.passing.snapshot } as Playing;
  if (ctx.exchange) return { procedure: attackRoll, snapshot: ctx.exchange.snapshot } as Playing;
  return ctx.phase === 'dealing' ? ({ procedure: initiativeDeal, snapshot: ctx.deal } as Playing) : undefined;
}
