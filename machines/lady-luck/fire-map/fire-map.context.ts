/**
 * The fire map's shapes: what starts a table (the map, its creatures, the seed and the
 * table's rulings), what the machine keeps, and the events a reader sends.
 */
import type { Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import type { FireMap, Creature, FireSetup } from '../area-map.js';
import type { Area } from '../areas.js';
import type { FireRules, RoundEvent } from '../fire.js';

export interface FireMapInput {
  readonly setup: FireSetup;
  readonly seed: number;
  /** Fixed d6 results used before the seed, in the order the round rolls them. */
  readonly rolls?: readonly number[];
  /** The table's rulings; the seed's reading when left out. */
  readonly rules?: FireRules;
}

export interface FireMapContext {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
  readonly chance: Chance;
  readonly rules: FireRules;
  /** Rounds of fire played so far. */
  readonly round: number;
  /** What the last round rolled and did, in order. */
  readonly lastEvents: readonly RoundEvent[];
  /** The same, each as a sentence with the rule it applied. */
  readonly narration: readonly Why[];
}

export type AreaChanges = Partial<Pick<Area, 'name' | 'brightness' | 'obscurity' | 'flammability' | 'wetness' | 'fireLevel' | 'oil'>>;

export interface CreatureSpec {
  readonly name: string;
  readonly areaId: string;
  readonly size: number;
  readonly kind: 'pc' | 'npc';
  readonly defense?: number;
  readonly constitution?: number;
  readonly injuries?: number;
  readonly injuryLimit?: number;
}

export type FireMapEvent =
  | { type: 'round.advanced' }
  | { type: 'area.edited'; id: string; changes: AreaChanges }
  | { type: 'creature.placed'; creature: CreatureSpec }
  | { type: 'creature.removed'; id: string };
