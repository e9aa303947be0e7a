/**
 * The attack roll's domain: what the machine is given (its input: the two fighters, the
 * distance, a seed and fixed rolls), what it keeps (its context: the round and whose turn,
 * what is held back or under way, the attack being resolved, every attack and wound so far,
 * the rest's clock, and why each step happened) and the events a reader sends it.
 */
import type { Term, Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import type { AttackKind, Defense, Outcome } from '../attack.js';
import type { Location, Phase, Treats } from '../wounds.js';
import type { Awareness, WeaponName } from './attack-roll.rules.js';

export type Side = 'attacker' | 'defender';

export type DefenderKind = 'liberi' | 'creature' | 'minion';

export type Direction = 'toward' | 'away';

export type WeaponsUsed = 'one' | 'all';

export interface AttackerInput {
  readonly name: string;
  readonly attack: number;
  readonly toughness: number;
  readonly athleticism: number;
  readonly size: number;
  readonly quadruped: boolean;
  /** The weapons in hand, main weapon first (1 to 4). */
  readonly weapons: readonly WeaponName[];
  readonly reach: AttackKind;
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
  /**
   * The attacker's own minions, how many and their Knowledge (absent: none). Optional, so a
   * table saved before orders could be given keeps its exact shape and still loads.
   */
  readonly minions?: Minions;
  /**
   * A main weapon that must be reloaded after each shot (a rifle): how many actions a reload
   * takes, and whether it is loaded as the fight begins (absent: no reloading). Optional, so
   * tables saved before reloads were played keep their shape and still load.
   */
  readonly reload?: Reload;
}

/** "Continuous actions": a reload of `actions` actions, the weapon `loaded` or not at the start. */
export interface Reload {
  readonly actions: number;
  readonly loaded: boolean;
}

export interface Minions {
  readonly count: number;
  readonly knowledge: number;
}

export interface DefenderInput {
  readonly name: string;
  readonly baseDefense: number;
  readonly defenses: readonly Defense[];
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
  readonly toughness: number;
  readonly size: number;
  readonly quadruped: boolean;
  readonly kind: DefenderKind;
  readonly awareness: Awareness;
  /** Bound, pinned, or otherwise unable to move from the start. */
  readonly immobile: boolean;
}

export interface AttackRollInput {
  readonly seed: number;
  /** Fixed die results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  readonly attacker: AttackerInput;
  readonly defender: DefenderInput;
  /** Feet between them at the start. */
  readonly distance: number;
}

export type How = 'attack' | 'charge' | 'ram' | 'prepared' | 'delayed' | 'lethal';

/** An attack declared and waiting for its roll. */
export interface Planned {
  readonly how: How;
  /** Index into the attacker's weapons (null for a ram). */
  readonly weapon: number | null;
  /** This is attack `n` of `of` made with one action (several weapons). */
  readonly n: number;
  readonly of: number;
  /** A ram: the feet it covered. */
  readonly feet?: number;
}

export interface RollRecord {
  readonly dice: readonly number[];
  readonly terms: readonly Term[];
  readonly result: number;
  readonly base: number;
  readonly total: number;
  readonly outcome: Outcome;
  readonly crippling: boolean;
  /** A glancing blow turned aside by a prepared deflection: no damage. */
  readonly deflected: boolean;
}

export interface DamageRecord {
  readonly dice: string;
  readonly faces: readonly number[];
  /** Rolled damage and the stat bonus. */
  readonly terms: readonly Term[];
  /** The damage of the hit after the stat bonus (never below 0). */
  readonly dealt: number;
  readonly passive: number;
  readonly active: number;
  readonly lifeLost: number;
  readonly rammerTakes?: number;
  readonly steps?: readonly number[];
}

export interface WoundRecord {
  readonly faces: readonly number[];
  readonly location: Location;
  readonly side?: 'left' | 'right';
  readonly name: string;
  readonly effect: string;
  readonly band: number;
  /** Each phase with its rolled length, "Limp: 4 days". */
  readonly course: readonly string[];
  /** The attacker chose it (Lethal Blow) rather than rolled it. */
  readonly chosen?: boolean;
}

export interface AttackRecord {
  readonly round: number;
  readonly how: How;
  readonly weapon: string;
  readonly n: number;
  readonly of: number;
  readonly roll?: RollRecord;
  readonly damage?: DamageRecord;
  readonly wound?: WoundRecord;
  readonly fatal?: boolean;
  readonly endured?: boolean;
}

/** A crippling wound the defender carries, with its course. */
export interface Affliction {
  readonly location: Location;
  readonly side?: 'left' | 'right';
  readonly name: string;
  readonly phases: readonly Phase[];
  readonly woundedRound: number;
  /** The rest hour it was dealt at (0: during the fight). */
  readonly woundedHour: number;
  readonly treatment?: { readonly does: Treats; readonly actions: number; readonly penalty: number };
  readonly treated: boolean;
}

export type Stage = 'attack' | 'damage' | 'wound' | 'endure';

export interface AttackRollContext {
  readonly attacker: AttackerInput;
  readonly defender: DefenderInput;
  readonly distance: number;
  /** The round in play (0 before the first). */
  readonly round: number;
  readonly first: Side | null;
  readonly acted: { readonly attacker: boolean; readonly defender: boolean };
  readonly turn: Side | null;
  readonly actionsLeft: number;
  /** The attacker holds one action back for later in the round. */
  readonly delayed: boolean;
  /** Attacks the attacker has prepared, waiting for their trigger. */
  readonly prepared: number;
  /** Multiple Weapon Fighting's penalty, in force for every attack this round (0 or below). */
  readonly roundPenalty: number;
  /** The defender's Defend action: +2 base defense until its next turn. */
  readonly defending: boolean;
  /** The round the defender prepared a deflection in, if any. */
  readonly deflectionRound: number | null;
  readonly surprised: boolean;
  /** Winded: the defender loses its next turn. */
  readonly losesTurn: boolean;
  /** A minion's order has lapsed. */
  readonly orderLapsed: boolean;
  /** The order the attacker's minions are following (null: none given yet). */
  readonly minionOrder: { readonly sentences: number; readonly round: number } | null;
  /** The attacker's weapon holds a shot (always true when it needs no reloading). */
  readonly loaded: boolean;
  /** Actions put into the reload under way (a continuous action; 0: none under way). */
  readonly reloading: number;
  /** An action has gone to the reload during the attacker's turn now in play. */
  readonly reloadedThisTurn: boolean;
  /** Attacks waiting to be rolled, the first in progress. */
  readonly queue: readonly Planned[];
  readonly stage: Stage | null;
  /** The attack being resolved, as far as it has got. */
  readonly current: AttackRecord | null;
  readonly attacks: readonly AttackRecord[];
  readonly afflictions: readonly Affliction[];
  readonly fightOver: boolean;
  /** Hours rested since the fight (0 at its end, midnight starting day 1). */
  readonly hour: number;
  readonly fallen: Side | null;
  readonly deathCause: string | null;
  readonly chance: Chance;
  /** Why the last step went as it did. */
  readonly why: readonly Why[];
  /** One line per step, oldest first. */
  readonly log: readonly string[];
}

export type AttackRollEvent =
  | { type: 'round.begun'; first: Side }
  | { type: 'attack.made'; weapons: WeaponsUsed }
  | { type: 'charge.made'; weapons: WeaponsUsed }
  | { type: 'blow.struck'; location: Location; fatal: boolean }
  | { type: 'ram.made' }
  | { type: 'attacker.moved'; direction: Direction }
  | { type: 'action.delayed' }
  | { type: 'action.prepared' }
  | { type: 'delayed.taken'; weapons: WeaponsUsed }
  | { type: 'defense.readied' }
  | { type: 'deflection.prepared' }
  | { type: 'defender.moved'; direction: Direction }
  | { type: 'turn.ended' }
  | { type: 'order.given'; sentences: number }
  | { type: 'reload.worked' }
  | { type: 'attack.rolled' }
  | { type: 'damage.rolled' }
  | { type: 'wound.rolled' }
  | { type: 'endure.checked'; passed: boolean }
  | { type: 'fight.ended' }
  | { type: 'treatment.given'; wound: number; passed: boolean }
  | { type: 'time.passed'; hours: number };

/** The rest steps a reader can take: four hours (one Foci mark), a day, a week. */
export const REST_STEPS: readonly number[] = [4, 24, 168];
export const LOCATIONS: readonly Location[] = ['torso', 'legs', 'arms', 'head'];

// ---------------------------------------------------------------------------------------
// Reading the table
