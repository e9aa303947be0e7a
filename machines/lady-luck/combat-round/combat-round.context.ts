/**
 * The combat round's shapes: what starts a table (the map, the fighters and their numbers, the
 * seed), what the machine keeps between steps, and the events a reader sends.
 */
import type { Term, Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import type { FireMap } from '../area-map.js';
import type { RoundEvent } from '../fire.js';
import type { Action, Fighter } from './combat-round.rules.js';

export interface CombatRoundInput {
  /** The map (the fire map's: Areas, links) and who stands where, with their numbers. */
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  readonly seed: number;
  /** Fixed d6 results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  /** `downtime`: the table opens after the fight, at the first dawn of rest. */
  readonly start?: 'fight' | 'downtime';
}

/** An action declared and waiting for its die. */
export interface Declared {
  readonly actor: string;
  readonly action: Action;
  readonly target: string | null;
  readonly terms: readonly Term[];
  readonly threshold: number;
  readonly against: string;
  /** Between two NPCs with no PC in it: the GM says how it goes, no die is rolled. */
  readonly gmDecides: boolean;
}

/** A PC's roll after a hit, still to be made. */
export interface PendingWound {
  readonly target: string;
  readonly kind: 'injury' | 'fatigue';
  /** The weapon's ITM or FTM. */
  readonly modifier: number;
  readonly weapon: string;
}

/** The last roll, as the view shows it beside the step. */
export interface LastRoll {
  readonly what: string;
  /** The die, or null when the GM decided. */
  readonly die: number | null;
  readonly terms: readonly Term[];
  readonly total: number;
  readonly threshold: number;
  readonly success: boolean;
  readonly outcome: string;
}

export interface CombatRoundContext {
  readonly map: FireMap;
  readonly fighters: readonly Fighter[];
  readonly chance: Chance;
  /** The round in play, from 1. */
  readonly round: number;
  /** This round's turns, in order (those able to act when it began). */
  readonly order: readonly string[];
  readonly turnIndex: number;
  /** Whose turn it is, or null once every turn of the round is over. */
  readonly turnOf: string | null;
  readonly actionsLeft: number;
  /** The actions this turn began with (2, or 1 in deep water). */
  readonly allowance: number;
  /** Areas moved this turn. */
  readonly moved: number;
  /** Who spent this round's turn surfacing for air. */
  readonly surfaced: readonly string[];
  readonly declared: Declared | null;
  readonly wounds: readonly PendingWound[];
  readonly last: LastRoll | null;
  /** What the fire did at the last round's end, in the order it rolled. */
  readonly fireEvents: readonly RoundEvent[];
  /** Downtime: the day (from 1) and the timeframe within it (0: dawn … 7: odark). */
  readonly day: number;
  readonly timeframe: number;
  /** Each fighter's Injuries, Fatigue and state when the table began, for the summary. */
  readonly before: readonly { readonly id: string; readonly injuries: number; readonly fatigue: number }[];
  /** Rounds fought (kept once the fight is over). */
  readonly rounds: number;
  readonly start: 'fight' | 'downtime';
  /** Why the last step went as it did. */
  readonly why: readonly Why[];
}

export type CombatRoundEvent =
  /** `equipment`: what the table says the actor's gear adds to this roll (left out: nothing). */
  | { type: 'action.declared'; action: Action; target?: string; threshold?: number; equipment?: number }
  | { type: 'action.rolled' }
  | { type: 'action.decided'; success: boolean }
  | { type: 'injury.rolled' }
  | { type: 'resilience.rolled' }
  | { type: 'creature.moved'; to: string }
  | { type: 'creature.stood' }
  | { type: 'weapon.recovered' }
  | { type: 'breath.taken' }
  | { type: 'turn.ended' }
  | { type: 'round.ended' }
  | { type: 'fight.ended' }
  | { type: 'timeframe.passed'; asleep: readonly string[] };
