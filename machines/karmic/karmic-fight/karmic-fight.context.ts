/**
 * A whole Karmic fight's domain: the roster it is given (each fighter's side, melee numbers and
 * missile weapon), what it keeps (damage so far, who is out, how far off the foes are, the
 * procedure being played inside it with that procedure's own snapshot), and the events a reader
 * sends it: a move of the procedure inside (`PLAY`), going on to the next phase, or a yield.
 */
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { Fighter } from '../melee/fighters.js';
import type { RangedWeapon } from '../ranged-shot.js';

/** The two sides: the player characters and the GM's foes. */
export type Team = 'party' | 'foes';

/** One line of the roster. */
export interface Member {
  readonly team: Team;
  /** The melee fighter, as the duel and the table of several take him (hit points at full). */
  readonly fighter: Fighter;
  /** A missile weapon and its skill, for a shooter. */
  readonly shoot?: { readonly weapon: RangedWeapon; readonly skill: number };
}

export interface KarmicFightInput {
  readonly roster: readonly Member[];
  /** Yards between the sides when the foes are first seen. */
  readonly distance: number;
  readonly seed: number;
}

/** Which procedure a phase plays. */
export type ChildKind = 'check' | 'shot' | 'duel' | 'several';

/**
 * The procedure being played: which, for whom (roster indices), and its own snapshot, stepped
 * by its own machine (machines/core/compose.ts).
 */
export interface Bout {
  readonly kind: ChildKind;
  /** The party member who checks, shoots or fights. */
  readonly party: number;
  /** The foes he shoots at or fights (empty for the lookout's check). */
  readonly foes: readonly number[];
  readonly snapshot: unknown;
}

export interface FightEnd {
  readonly winner: Team;
  readonly how: 'down' | 'yielded';
}

export interface KarmicFightContext {
  readonly roster: readonly Member[];
  /** Damage each fighter has taken so far, by roster index. */
  readonly damage: readonly number[];
  /** Out of the fight (down, yielded, held, fled), by roster index. */
  readonly out: readonly boolean[];
  readonly random: RandomState;
  /** Yards between the sides. */
  readonly distance: number;
  /** The lookout's check: undefined until it is settled. */
  readonly spotted: boolean | undefined;
  /** Turns the foes have spent closing. */
  readonly turn: number;
  /** Shots loosed so far (the next shooter is the next in roster order). */
  readonly shots: number;
  /** Melee fights played so far (the opening belongs to the first). */
  readonly fights: number;
  /** The procedure being played, or the last one finished while the table passes on. */
  readonly bout: Bout | undefined;
  readonly ended: FightEnd | undefined;
  readonly narration: readonly Why[];
}

export type KarmicFightEvent = { type: 'PLAY'; event: { type: string } } | { type: 'fight.next' } | { type: 'fight.yielded'; team: Team };
