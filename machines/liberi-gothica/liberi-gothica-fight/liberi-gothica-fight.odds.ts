/**
 * A whole fight's teaching, loaded when a reader first asks: the exact odds of the next draw or
 * roll are the child procedure's own (the deal's, the exchange's, soul passing's), asked of the
 * child's snapshot. Each child's teaching loads only here, on demand.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds } from '../../core/explain.js';
import type { Teaching } from '../../core/procedure.js';
import { attackRoll } from '../attack-roll/index.js';
import { initiativeDeal } from '../initiative-deal/index.js';
import { soulPassing } from '../soul-passing/index.js';
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
  };
}
