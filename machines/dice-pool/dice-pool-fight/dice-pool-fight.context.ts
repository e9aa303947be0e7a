/**
 * What a whole dice-pool fight starts from, what it holds between steps, and the events a reader
 * sends. The fight itself (the order, the turns, every roll) is pool-fight's, played inside this
 * one: its snapshot is kept here, and its events come wrapped as `PLAY`.
 */
import type { SnapshotFrom } from 'xstate';
import type { Why } from '../../core/explain.js';
import type { PlayEvent } from '../../core/compose.js';
import type { RandomState } from '../../core/random.js';
import type { PoolFightEvent, PoolFightInput } from '../pool-fight/index.js';
import type { poolFight } from '../pool-fight/index.js';
import type { Side } from './dice-pool-fight.rules.js';

type PoolFightMachine = (typeof poolFight)['machine'];

export interface DicePoolFightInput {
  readonly seed: number;
  /** The groups and fighters, as pool-fight takes them (its seed is drawn from ours). */
  readonly fight: Omit<PoolFightInput, 'seed' | 'rolls'>;
  /** The side of each group beyond the party and the foes (`moreGroups`, in order). */
  readonly moreSides: readonly Side[];
}

export interface DicePoolFightContext {
  /** The fight's own generator, after drawing the seed of the fight it plays. */
  readonly random: RandomState;
  /** Each group's side, by the group's id in the fight it plays. */
  readonly sides: Readonly<Record<string, Side>>;
  /** The dice-pool fight being played: its snapshot, stepped by its own machine. */
  readonly fight: SnapshotFrom<PoolFightMachine>;
  /** The round the table has taken stock of (a new one pauses the table first). */
  readonly round: number;
  /** Health at the start of this round, fighter by fighter, to tell what the round cost. */
  readonly roundStart: readonly number[];
  /** Rounds in a row in which no one was hurt. */
  readonly quiet: number;
  /** The side that yielded, if one did. */
  readonly yielded: Side | null;
  /** The side that won, once over (null: no one, or not over yet). */
  readonly winner: Side | null;
  /** Why the last step happened, each with its rule. */
  readonly why: readonly Why[];
}

export type DicePoolFightEvent =
  /** One of the played fight's own events. */
  | PlayEvent<PoolFightEvent>
  /** At a round's end: the next round begins. */
  | { type: 'round.begun' }
  /** A side gives up: at a round's end, or in its own turn between rolls. */
  | { type: 'side.yielded'; side: Side };
