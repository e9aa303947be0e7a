/**
 * The dice-pool fight's shapes: what starts a table (the fighters, the jam difficulty, the
 * seed), what the machine keeps between steps (each fighter's state, the action in hand and
 * its dice, the tally), and the events a reader sends.
 */
import type { Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import type { Pool } from '../pool.js';
import type { CostlyAction, ReadyCondition } from '../turns.js';
import type { AttackBuild, Built, FighterInput, Group, GroupId, Mode, PoolFightRules } from './pool-fight.rules.js';

export interface PoolFightInput {
  readonly seed: number;
  /** Fixed die results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  /** The party first, then the foes, then any more groups (each group in its own order). */
  readonly fighters: readonly FighterInput[];
  /** Groups beyond the party and the foes (ids `group3`, `group4`), in setup order; absent: none. */
  readonly moreGroups?: readonly Group[];
  /** The Fix Jam check's difficulty pool. */
  readonly jamDifficulty: Pool;
  /**
   * The table's rulings where the seed can be read two ways (the setup always writes them).
   * Absent in a table saved before they could be switched: it replays as that build played it
   * (LEGACY_RULES).
   */
  readonly rules?: PoolFightRules;
}

/** An action a fighter can ready (ruling: readying other actions): what it will do when it goes off. */
export type ReadyChoice =
  | { readonly kind: 'attack' }
  /** A move of `squares`, counted the fighter's way as `fighter.moved` counts them. */
  | { readonly kind: 'move'; readonly squares: number }
  | { readonly kind: 'reload' }
  | { readonly kind: 'fix' }
  /** A spell, ability or item of 2 actions or less, by its index in the fighter's powers. */
  | { readonly kind: 'power'; readonly power: number };

/** A readied action: the round it was readied in (it lapses when that round ends), what, and how its condition is met. */
export interface Readied {
  readonly round: number;
  readonly action: ReadyChoice;
  readonly when: ReadyCondition;
}

/** What a help backs: the hit roll against that fighter, or (`jam`) the Fix Jam check. */
export type HelpTarget = number | 'jam';

/** A costly spell, ability or item under way: turns.ts's CostlyAction, and which of the fighter's powers it is. */
export interface Casting extends CostlyAction {
  readonly power: number;
}

export interface Fighter extends FighterInput {
  readonly hp: number;
  readonly actions: number;
  readonly shots: number;
  readonly jammed: boolean;
  /** A thrown weapon lies on this square until picked up (null: in hand). */
  readonly weaponAt: number | null;
  /** A readied action waiting for its condition (this round only), or null. */
  readonly readied: Readied | null;
  /** The round the weapon caught fire or was lit (a fiery one set up alight: round 1), or null. */
  readonly weaponLit: number | null;
  /** The round the fighter's wooden gear caught fire, or null. */
  readonly gearLit: number | null;
  /** A spell, ability or item being paid for across turns (its index in `powers`), or null. */
  readonly casting: Casting | null;
  /** Help dice for the next hit roll against a target (or the next Fix Jam check: `jam`), this turn. */
  readonly help: readonly { readonly target: HelpTarget; readonly dice: number }[];
}

/** One side of a contest, as rolled. */
export interface Rolled {
  readonly who: string;
  readonly what: string;
  readonly pool: Pool;
  readonly faces: readonly number[];
  readonly total: number;
}

/** Two pools rolled against each other, and what came of it. */
export interface Contest {
  readonly mine: Rolled;
  readonly theirs: Rolled;
  /** A burning weapon's 1d6 of fire, rolled after the defense and not reduced by it. */
  readonly fire?: Rolled;
  /** More sides of the same roll (the order rolled among three or four groups). */
  readonly more?: readonly Rolled[];
  readonly verdict: string;
}

export type Pending =
  | {
      readonly kind: 'attack';
      /** Which roll comes next: to hit, then (on a hit) damage. */
      readonly stage: 'hit' | 'damage';
      readonly by: number;
      readonly target: number;
      readonly mode: Mode;
      readonly build: AttackBuild;
      /** An electric weapon: the others touching the circuit. */
      readonly touching: readonly number[];
      /** An electric weapon in hand, the wielder counted on the circuit: they take a share too. */
      readonly wielderShares?: boolean;
      /** A burning fiery weapon: the hit also sets the target alight, 1d6 (ruling: a fiery weapon in the fight). */
      readonly fire: boolean;
      readonly readied: boolean;
    }
  | {
      readonly kind: 'help';
      readonly by: number;
      readonly ally: number;
      readonly target: HelpTarget;
      readonly mine: Built;
      readonly theirs: Built;
    }
  | { readonly kind: 'fix'; readonly by: number; readonly mine: Built; readonly theirs: Built };

export interface Tally {
  readonly attacks: number;
  readonly hits: number;
  readonly jams: number;
  readonly fixTries: number;
  /** Damage each fighter has taken. */
  readonly taken: readonly number[];
}

export interface PoolFightContext {
  readonly fighters: readonly Fighter[];
  readonly jamDifficulty: Pool;
  readonly rules: PoolFightRules;
  /** Every group of the fight: the party, the foes, then any more, as set up. */
  readonly groups: readonly Group[];
  /** The order the groups act in each round, first first (while ordering: the groups placed so far). */
  readonly order: readonly GroupId[];
  readonly round: number;
  readonly acting: GroupId | null;
  readonly pending: Pending | null;
  /** The dice of the action in hand (or just finished), for the table to see. */
  readonly contests: readonly Contest[];
  readonly chance: Chance;
  readonly why: readonly Why[];
  readonly tally: Tally;
  /** Over: at most one group has anyone standing. */
  readonly over: boolean;
  /** The one group left standing, once over (null: no one is). */
  readonly winner: GroupId | null;
}

export type PoolFightEvent =
  /** The GM places `first` next in the order (the first of the groups not yet placed); the last one follows by itself. */
  | { type: 'order.chosen'; first: GroupId }
  /** The groups not yet placed roll for their order, after those placed. */
  | { type: 'order.rolled' }
  /** Positive: the fighter's way (`facing`: up the line for the party, down it for the others). */
  | { type: 'fighter.moved'; by: number; squares: number }
  | { type: 'attack.made'; by: number; target: number; thrown?: boolean }
  | { type: 'hit.rolled' }
  | { type: 'damage.rolled' }
  | { type: 'firearm.reloaded'; by: number }
  | { type: 'jam.tried'; by: number }
  | { type: 'fix.rolled' }
  /** Help with the ally's hit roll against `target`, or (`roll: 'fix'`, no target) with their Fix Jam check. */
  | { type: 'help.given'; by: number; ally: number; target?: number; roll?: 'fix' }
  | { type: 'help.rolled' }
  /**
   * Ready Action: `action` (an attack when left out) and its condition: an attack with no `when`
   * goes off by itself when an enemy ends a move in reach; `called`: when the table says so.
   */
  | { type: 'action.readied'; by: number; action?: ReadyChoice; when?: 'called' }
  /** A readied action whose condition the table says has happened goes off (an attack at `target`). */
  | { type: 'readied.triggered'; by: number; target?: number }
  | { type: 'weapon.recovered'; by: number }
  /** Use Item: light the fighter's unlit fiery weapon. */
  | { type: 'weapon.lit'; by: number }
  /** Cast a Spell, Use Ability, Use Item: the fighter's power by its index, begun or paid towards. */
  | { type: 'spell.cast'; by: number; power: number }
  | { type: 'ability.used'; by: number; power: number }
  | { type: 'item.used'; by: number; power: number }
  | { type: 'turn.ended' };
