/**
 * A whole fight's shapes: the roster on its map (what starts a table), what the parent keeps
 * between steps (the roster as the last finished phase left it, its own generator, and the
 * child procedure being played, as compose.ts keeps it), and the one event it takes.
 */
import type { Why } from '../../core/explain.js';
import type { Playing, PlayEvent } from '../../core/compose.js';
import type { Chance } from '../../core/random.js';
import type { FireMap } from '../area-map.js';
import type { combatRound, CombatRoundEvent, CombatRoundInput } from '../combat-round/index.js';
import type { fireMap, FireMapEvent } from '../fire-map/index.js';

/** One fighter as the combat round keeps it: place, numbers, weapon, Injuries, Fatigue, state. */
export type Fighter = CombatRoundInput['fighters'][number];

export interface LadyLuckFightInput {
  /** The map (Areas, links, fire), as the combat round and the fire map read it. */
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  readonly seed: number;
}

/** The combat round being played (one round of it at a time, then downtime). */
export type CombatPlaying = Playing<(typeof combatRound)['machine']>;
/** The fire map being played (one round of fire). */
export type FirePlaying = Playing<(typeof fireMap)['machine']>;

/** Which procedure the fight is in: a round's turns, the fire's round, downtime, or its end. */
export type Phase = 'turns' | 'fire' | 'downtime' | 'over';

export interface LadyLuckFightContext {
  /** The map and the roster as the last finished phase left them. */
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  /** The fight's own generator: each child's seed is drawn from it. */
  readonly chance: Chance;
  /** The round of the fight, from 1 (the combat round's own count restarts with each child). */
  readonly round: number;
  readonly phase: Phase;
  /** The combat round in play (its turns, its own round's end, then downtime). */
  readonly combat: CombatPlaying;
  /** The fire map in play during the fire's round, else null. */
  readonly fire: FirePlaying | null;
  /** Each fighter's Injuries and Fatigue when the fight began, for the summary. */
  readonly before: readonly { readonly id: string; readonly injuries: number; readonly fatigue: number }[];
  /** Each fighter's Injuries and Fatigue when the fighting stopped (null until then). */
  readonly fought: readonly { readonly id: string; readonly injuries: number; readonly fatigue: number }[] | null;
  /** Rounds the fire map played. */
  readonly fireRounds: number;
  /** What the fight itself did at the last step (a hand-over), before the child's own why. */
  readonly why: readonly Why[];
}

/** The one event: a move of the child in play, wrapped (compose.ts). */
export type LadyLuckFightEvent = PlayEvent<CombatRoundEvent> | PlayEvent<FireMapEvent>;
