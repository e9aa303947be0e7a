/**
 * The attack roll's domain: what the machine is given (its input: the two fighters, the
 * distance, the table's rulings, a seed and fixed rolls), what it keeps (its context: the round
 * and whose turn, what each fighter holds back, has prepared or has under way, the attack being
 * resolved, every attack and wound so far, the rest's clock, and why each step happened) and
 * the events a reader sends it.
 *
 * The exchange goes both ways: the two fighters are named for who the table set up first
 * (`attacker`) and second (`defender`), but each may attack, defend, move and act on its turn.
 */
import type { Term, Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import type { AttackKind, Defense, Outcome } from '../attack.js';
import type { Tacks } from '../body.js';
import type { Dice } from '../damage.js';
import type { Location, Phase, Treats } from '../wounds.js';
import type { Awareness, WeaponName } from './attack-roll.rules.js';

export type Side = 'attacker' | 'defender';
export const SIDES: readonly Side[] = ['attacker', 'defender'];
/** The fighter facing `side`. */
export const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

export type FighterKind = 'liberi' | 'creature' | 'minion';
/** The older name of a fighter's kind, from when only the defender had one. */
export type DefenderKind = FighterKind;

export type Direction = 'toward' | 'away';

export type WeaponsUsed = 'one' | 'all';

/** "Continuous actions": a reload of `actions` actions, the weapon `loaded` or not at the start. */
export interface Reload {
  readonly actions: number;
  readonly loaded: boolean;
}

/** One group of minions: how many, and their Knowledge. */
export interface Minions {
  readonly count: number;
  readonly knowledge: number;
}

/** A listed natural attack ("a Bite or a Slam"): used in place of an unarmed blow, with its own damage. */
export interface NaturalAttack {
  readonly name: string;
  readonly damage: Dice;
}

/** Points a TACKS attribute is below its usual value (curses, poisons): each heals 1 a day. */
export type TacksDamage = Readonly<Partial<Record<Tacks, number>>>;

/** The numbers every fighter has: a body, a way to attack, a way to defend. */
interface Body {
  readonly name: string;
  readonly toughness: number;
  readonly size: number;
  readonly quadruped: boolean;
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
}

interface Offense {
  readonly attack: number;
  readonly athleticism: number;
  /** The weapons in hand, main weapon first (1 to 4); the first is in the right hand, the second in the left. */
  readonly weapons: readonly WeaponName[];
  readonly reach: AttackKind;
}

interface Guard {
  readonly baseDefense: number;
  readonly defenses: readonly Defense[];
  readonly kind: FighterKind;
  readonly awareness: Awareness;
  /** Bound, pinned, or otherwise unable to move from the start. */
  readonly immobile: boolean;
}

/** What a fighter may have besides (each absent when it has none, so older tables keep their shape). */
interface Extras {
  /** Its own minions: one group, or several with their own orders. */
  readonly minions?: Minions | readonly Minions[];
  /** A main weapon that must be reloaded after each shot (a rifle). */
  readonly reload?: Reload;
  /** A listed natural attack, used in place of the unarmed blow. */
  readonly natural?: NaturalAttack;
  /** TACKS damage carried into the fight. */
  readonly tacksDamage?: TacksDamage;
}

/** A fighter, as the exchange plays it: either side has every number. */
export interface Fighter extends Body, Offense, Guard, Extras {}

/**
 * The first fighter as the table gives it. Its defense is optional: tables saved before the
 * exchange went both ways have none, and it then stands at the defaults.
 */
export interface AttackerInput extends Body, Offense, Partial<Guard>, Extras {}

/** The second fighter as the table gives it; its means of attack optional, as for the first's defense. */
export interface DefenderInput extends Body, Partial<Offense>, Guard, Extras {}

/**
 * The table's rulings where the book allows more than one reading (the book's own words the
 * default): when Treatment may be given.
 */
export interface AttackRollRules {
  /** `in-the-fight` (the book: priced in actions, so given in a turn) or `after-the-fight` only. */
  readonly treatment: TreatmentWhen;
}
export type TreatmentWhen = 'in-the-fight' | 'after-the-fight';
export const TREATMENT_WHEN: readonly TreatmentWhen[] = ['in-the-fight', 'after-the-fight'];
export const BOOK_RULES: AttackRollRules = { treatment: 'in-the-fight' };

export interface AttackRollInput {
  readonly seed: number;
  /** Fixed die results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  readonly attacker: AttackerInput;
  readonly defender: DefenderInput;
  /** Feet between them at the start. */
  readonly distance: number;
  /** The table's rulings (absent in tables saved before there were any: the book's words). */
  readonly rules?: AttackRollRules;
}

export type How = 'attack' | 'charge' | 'ram' | 'prepared' | 'delayed' | 'lethal' | 'tackle';

/** An attack declared and waiting for its roll (a tackle waits for its Strength check). */
export interface Planned {
  readonly how: How;
  /** Who strikes (the other is struck). */
  readonly by: Side;
  /** Index into the striker's weapons (null for a ram or a tackle). */
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
  /** Rolled damage, the stat bonus, and any wound's penalty. */
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
  /** Who struck. */
  readonly by: Side;
  readonly weapon: string;
  readonly n: number;
  readonly of: number;
  readonly roll?: RollRecord;
  readonly damage?: DamageRecord;
  readonly wound?: WoundRecord;
  readonly fatal?: boolean;
  readonly endured?: boolean;
  /** A tackle: whether the Strength check passed. */
  readonly tackled?: boolean;
}

/** A crippling wound a fighter carries, with its course. */
export interface Affliction {
  /** Who carries it. */
  readonly on: Side;
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

/** What a fighter may prepare ("Prepared action"): an attack, a step away, a skill. */
export type PreparedKind = 'attack' | 'move' | 'skill';
export const PREPARED_KINDS: readonly PreparedKind[] = ['attack', 'move', 'skill'];

/** A continuous action under way: a reload, an ability, a Treatment (of affliction `wound`). */
export interface Continuing {
  readonly what: 'reload' | 'ability' | 'treatment';
  /** Actions it takes in all. */
  readonly of: number;
  readonly done: number;
  /** An action went to it during this fighter's turn now in play (beginning it counts). */
  readonly worked: boolean;
  readonly wound?: number;
}

/** The order a group of minions follows. */
export interface MinionOrder {
  readonly sentences: number;
  readonly round: number;
}

/** What each fighter has going on, besides its numbers. */
export interface SideState {
  /** The Defend action: +2 base defense until this fighter's next turn. */
  readonly defending: boolean;
  /** The round a deflection was prepared in, if any. */
  readonly deflectionRound: number | null;
  /** Surprised until its first turn begins. */
  readonly surprised: boolean;
  /** Winded: loses its next turn. */
  readonly losesTurn: boolean;
  /** Brought down by a tackle: it cannot move until it spends a Move getting up. */
  readonly down: boolean;
  /** One action held back for later in the round. */
  readonly delayed: boolean;
  /** Actions prepared this round, waiting for their trigger, in the order prepared. */
  readonly prepared: readonly PreparedKind[];
  /** Multiple Weapon Fighting's penalty, in force for every attack this round (0 or below). */
  readonly roundPenalty: number;
  /** The weapon holds a shot (always true when it needs no reloading). */
  readonly loaded: boolean;
  readonly continuing: readonly Continuing[];
  /** As a minion, its order has lapsed (it fell unconscious). */
  readonly orderLapsed: boolean;
  /** The order each group of its own minions follows (null: none given yet). */
  readonly minionOrders: readonly (MinionOrder | null)[];
  /** TACKS damage still to heal. */
  readonly tacksDamage: TacksDamage;
}

/** What the machine waits for while an attack (or a check) is resolved. */
export type Stage = 'attack' | 'damage' | 'wound' | 'endure' | 'strength' | 'treatment';

export interface AttackRollContext {
  readonly attacker: Fighter;
  readonly defender: Fighter;
  readonly rules: AttackRollRules;
  readonly sides: Readonly<Record<Side, SideState>>;
  readonly distance: number;
  /** The round in play (0 before the first). */
  readonly round: number;
  readonly first: Side | null;
  readonly acted: { readonly attacker: boolean; readonly defender: boolean };
  readonly turn: Side | null;
  readonly actionsLeft: number;
  /** Attacks waiting to be rolled, the first in progress. */
  readonly queue: readonly Planned[];
  readonly stage: Stage | null;
  /** The attack (or check) being resolved, as far as it has got. */
  readonly current: AttackRecord | null;
  /** A Treatment in the fight whose actions are done, waiting for its check: who gave it, to which wound. */
  readonly treating: { readonly by: Side; readonly wound: number } | null;
  readonly attacks: readonly AttackRecord[];
  /** Every crippling wound dealt, on either fighter, in the order dealt. */
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

/**
 * The wound a lethal blow leaves: an entry of the chosen location's chart, by its place in
 * the chart (`woundEntries`), or `as-dealt`, the entry the blow's damage reaches (for the
 * head's 4–6 band, the eye).
 */
export type WoundPick = number | 'as-dealt';

export type AttackRollEvent =
  | { type: 'round.begun'; first: Side }
  | { type: 'attack.made'; weapons: WeaponsUsed }
  | { type: 'charge.made'; weapons: WeaponsUsed }
  | { type: 'tackle.made' }
  | { type: 'strength.checked'; passed: boolean }
  | { type: 'blow.struck'; location: Location; side: 'left' | 'right' | null; wound: WoundPick; fatal: boolean }
  | { type: 'ram.made' }
  | { type: 'attacker.moved'; direction: Direction }
  | { type: 'defender.moved'; direction: Direction }
  | { type: 'action.delayed' }
  | { type: 'action.prepared'; action: PreparedKind }
  | { type: 'delayed.taken'; weapons: WeaponsUsed }
  | { type: 'defense.readied' }
  | { type: 'deflection.prepared' }
  | { type: 'turn.ended' }
  | { type: 'order.given'; sentences: number; groups: readonly number[] }
  | { type: 'reload.worked' }
  | { type: 'ability.worked'; actions: number }
  | { type: 'skill.used' }
  | { type: 'treatment.worked'; wound: number }
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
