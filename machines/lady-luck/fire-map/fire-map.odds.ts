/**
 * The fire map's teaching, loaded when a reader first asks: the question a learner predicts
 * before a round, and the exact odds of the chosen Area's next round. (The map draws the
 * odds of every Area, and the forecast, itself: from Lady Luck's fire odds, ../fire-odds.ts.)
 *
 * `seat` is where the reader looks: the index, in the map's order, of the Area the widget
 * has chosen.
 */
import type { NextOdds, Prediction, Why } from '../../core/explain.js';
import { adjacency } from '../area-map.js';
import { areaLabel } from '../areas.js';
import { canCatch, explainRound, namesFor, rollsForGrowth, spreads, type RoundEvent } from '../fire.js';
import { areaNextOdds } from '../fire-odds.js';
import type { FireMapContext } from './fire-map.context.js';
import { FIRE_MAP_RULES, settledReason } from './fire-map.rules.js';

type Snapshot = { readonly context: FireMapContext };

/** The exact odds of what happens to the chosen Area next round (the first Area when none is chosen). */
export function nextOdds(snapshot: Snapshot, seat?: number): NextOdds | undefined {
  const ctx = snapshot.context;
  if (settledReason(ctx) !== null) return undefined;
  const area = ctx.map.areas[seat ?? 0] ?? ctx.map.areas[0];
  return area ? areaNextOdds(ctx, area.id) : undefined;
}

/**
 * The question before a round: about the chosen Area when a roll decides its fire, else about
 * the first Area (in map order) where one does; none once the fire has settled.
 */
export function predictionFor(snapshot: Snapshot, seat?: number): Prediction<FireMapContext> | undefined {
  const areas = snapshot.context.map.areas;
  const chosen = seat === undefined ? undefined : areas[seat];
  const asked = chosen ? areaPrediction(snapshot, chosen.id) : undefined;
  if (asked || settledReason(snapshot.context) !== null) return asked;
  for (const a of areas) {
    const p = areaPrediction(snapshot, a.id);
    if (p) return p;
  }
  return undefined;
}

/**
 * A question to predict before the next round, about one Area: will its fire grow (when it
 * makes a growth roll), or else will it catch (when a burning neighbour can reach it)? The
 * prediction never changes what happens; `answer` grades the snapshot the round produced.
 */
export function areaPrediction(snapshot: { readonly context: FireMapContext }, areaId: string): Prediction<FireMapContext> | undefined {
  const ctx = snapshot.context;
  const area = ctx.map.areas.find((a) => a.id === areaId);
  if (!area || settledReason(ctx) !== null) return undefined;
  const name = areaLabel(area);
  const choices = [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ];
  const said = (after: FireMapContext, pick: (e: RoundEvent) => boolean): Why[] => {
    const names = namesFor(after.map, after.creatures);
    return explainRound(after.lastEvents.filter(pick), names, after.creatures);
  };
  if (rollsForGrowth(area)) {
    return {
      question: `Will the fire in ${name} grow next round?`,
      choices,
      settledBy: ['round.advanced'],
      answer: (after) => {
        const why = said(after, (e) => e.kind === 'growth' && e.area === areaId);
        const grew = after.lastEvents.some((e) => e.kind === 'growth' && e.area === areaId && e.grows);
        return { choice: grew ? 'yes' : 'no', why };
      },
    };
  }
  const i = ctx.map.areas.indexOf(area);
  const reachable = canCatch(area) && adjacency(ctx.map)[i]!.some((j) => spreads(ctx.map.areas[j]!.fireLevel));
  if (!reachable) return undefined;
  return {
    question: `Will ${name} catch fire next round?`,
    choices,
    settledBy: ['round.advanced'],
    answer: (after) => {
      const why = said(after, (e) => e.kind === 'spread' && e.area === areaId);
      const caught = after.lastEvents.some((e) => e.kind === 'spread' && e.area === areaId && e.catches);
      return {
        choice: caught ? 'yes' : 'no',
        why: why.length > 0 ? why : [{ text: `No spread roll reached ${name}.`, rule: FIRE_MAP_RULES.spreadIntoFire }],
      };
    },
  };
}
