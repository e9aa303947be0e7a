/**
 * The fire map's own rules: the rules of the fire page each step links to, and when another
 * round of fire still matters (an auto-run stops once it does not). How a fire grows, spreads
 * and burns is Lady Luck's fire (../fire.ts), which the combat round plays too.
 */
import type { RuleRef } from '../../core/explain.js';
import { adjacency, type Creature, type FireMap } from '../area-map.js';
import { FIRE_RULES, SEED_FIRE_RULES, canGrow, canHurt, canSpreadTo, type FireRules } from '../fire.js';

/** The rules of the fire page (and the NPC rule of the combat page) a step of the fire map links to. */
export const FIRE_MAP_RULES = FIRE_RULES satisfies Record<string, RuleRef>;

/**
 * Why another round of fire would change nothing, or null when a round still matters. A
 * round matters while some roll in it could change something: a growth roll that can reach
 * 7, a spread roll that can, or a fire attack that can hit someone alive. Rolls that can
 * never succeed (a hearth of −2 in flammability 0, a fire of 1 against Defense 8) do not
 * keep the fire going: an auto-run stops once only those are left.
 */
export function settledReason(ctx: {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
  readonly rules?: FireRules;
}): string | null {
  const areas = ctx.map.areas;
  if (!areas.some((a) => a.fireLevel !== null)) return 'There is no fire on the map.';
  const rules = ctx.rules ?? SEED_FIRE_RULES;
  const adj = adjacency(ctx.map);
  if (areas.some(canGrow)) return null;
  if (areas.some((a, i) => adj[i]!.some((j) => canSpreadTo(a, areas[j]!, rules)))) return null;
  const where = new Map(areas.map((a) => [a.id, a]));
  if (
    ctx.creatures.some((c) => {
      const here = where.get(c.areaId);
      return here !== undefined && canHurt(here, c);
    })
  )
    return null;
  return 'The fire can neither grow nor spread, and nobody it could hurt stands in it.';
}
