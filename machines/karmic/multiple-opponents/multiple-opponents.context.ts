/**
 * Multiple opponents' domain: what the machine is given (the lone fighter, his foes, the seed
 * and any stacked cards), what it keeps (its context: both decks, each pairing's range and
 * holder of the initiative, the hands, this turn's registers, damage, and why each step
 * happened) and the events a reader sends it.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { Play } from '../checks.js';
import type { KarmaPile } from '../karma-deck.js';
import type { ManeuverId } from '../maneuvers.js';
import type { Fighter, Hand } from '../melee/fighters.js';
import type { RegisterOutcome } from '../melee/registers.js';
import type { MeleeRulings } from '../melee/rulings.js';
import type { Holder } from './multiple-opponents.rules.js';

/** The weapon maneuvers this table plays (table ruling "What the table of several leaves to the duel"). */
export const WEAPON_MANEUVERS = ['attack', 'parry', 'parry-seize', 'melee-dodge', 'block'] as const satisfies readonly ManeuverId[];

/**
 * The hand-to-hand maneuvers this table plays (table ruling "Hand to hand against several
 * foes"): the blows, the blocks and dodges, the block grab into wrestling range, and there the
 * bash, the counter, the reversal and the escape. The rest are left to the duel.
 */
export const HAND_TO_HAND_HERE = [
  'hand-attack',
  'leg-attack',
  'head-butt',
  'hth-block',
  'hth-dodge',
  'dodge-seize',
  'block-grab',
  'bash',
  'counter',
  'reversal',
  'escape',
] as const satisfies readonly ManeuverId[];

/** Every maneuver the lone fighter may lay here but the swipe. */
export const LONE_MANEUVERS = [...WEAPON_MANEUVERS, ...HAND_TO_HAND_HERE] as const;

export type LoneManeuver = (typeof LONE_MANEUVERS)[number] | 'swipe';

/** Is this a lone fighter's maneuver on this table? */
export function isLoneManeuver(value: unknown): value is LoneManeuver {
  return value === 'swipe' || (LONE_MANEUVERS as readonly unknown[]).includes(value);
}

export interface MultipleOpponentsInput {
  readonly lone: Fighter;
  /** Two or three foes; they draw from the GM's one world deck. */
  readonly foes: readonly Fighter[];
  readonly seed: number;
  /** Cards put on top of the lone fighter's deck and of the GM's deck, top first. */
  readonly stacked?: { readonly lone?: readonly Card[]; readonly foes?: readonly Card[] };
  /**
   * The table's rulings (melee/rulings.ts): the setup always writes them. A table saved by the
   * build before has none, and plays as that build did: hit cards at face value with nothing
   * drawn onto them, a joker 0, the earlier readings.
   */
  readonly rulings?: MeleeRulings;
  /**
   * The foes (0-based) the lone fighter sets out to take by surprise (table ruling "A surprise
   * against several foes"); absent or empty: the fight opens as usual.
   */
  readonly surprised?: readonly number[];
  /** The foe (0-based) the lone fighter charges (table ruling "A charge against several foes"); absent: no charge. */
  readonly charge?: number;
}

export interface InitiativeDraw {
  readonly cards: readonly Card[];
  readonly total: number;
}

/** One initiative draw: the lone fighter's, and each foe's still unsettled (null: not drawing). */
export interface InitiativeRound {
  readonly lone: InitiativeDraw;
  readonly foes: readonly (InitiativeDraw | null)[];
}

/** A card the lone fighter laid: against one foe, or a swipe at several. */
export interface LoneCard {
  readonly maneuver: LoneManeuver;
  readonly card: Card;
  readonly hand: Hand;
  /** The foe it is played against (a swipe: its first target). */
  readonly foe: number;
  /** A swipe's targets. */
  readonly targets?: readonly number[];
}

/** What a foe lays (table ruling "How the foes choose"): a weapon's attack or a hand attack; a parry, dodge, block or counter. */
export type FoeManeuver = 'attack' | 'parry' | 'melee-dodge' | 'hand-attack' | 'hth-block' | 'hth-dodge' | 'counter';

/** A foe's card in a register: an attack (it holds the initiative) or its answer to his blow. */
export interface FoeCard {
  readonly maneuver: FoeManeuver;
  readonly card: Card;
  readonly hand: Hand;
}

/** One pairing settled in a register: who attacked whom, and the duel's outcome. */
export interface PairingResult {
  readonly foe: number;
  /** The attacker in this pairing. */
  readonly by: 'lone' | 'foe';
  readonly outcome: RegisterOutcome;
}

export interface SeveralRegister {
  readonly number: number;
  /** Each foe's card in this register, or null. */
  readonly foeCards: readonly (FoeCard | null)[];
  /** The lone fighter's cards in this register, in the order laid. */
  readonly lone: readonly LoneCard[];
  /** He has laid all he will in it (the foes he attacks have answered). */
  readonly closed: boolean;
  readonly revealed: boolean;
  /**
   * Once turned over: his cards as played (each with the hits drawn onto it), in the order laid,
   * and each foe's (null: no card). Absent until then.
   */
  readonly plays?: { readonly lone: readonly Play[]; readonly foes: readonly (Play | null)[] };
  /** The GM's value for each of his cards that is (or ends in) a joker, in the order laid (null: not named). */
  readonly wild?: readonly (number | null)[];
  /** Settled: every pairing in it worked out. */
  readonly settled?: boolean;
  readonly results: readonly PairingResult[];
}

export interface CombatEnd {
  /** `lone-out`: the lone fighter fell; `foes-out`: every foe did. */
  readonly how: 'lone-out' | 'foes-out';
}

export interface MultipleOpponentsContext {
  /** The rulings this table plays by. */
  readonly rulings: MeleeRulings;
  /** A table saved by the build before the rulings: hits and jokers as that build played them (face value; a joker 0). */
  readonly earlier: boolean;
  readonly lone: Fighter;
  readonly foes: readonly Fighter[];
  /** The foes the table named for the surprise (from the input; empty: none). */
  readonly surprise: readonly number[];
  /** The foes taken by surprise, while the surprise round lasts (empty otherwise). */
  readonly surprised: readonly number[];
  /** The foe the table has him charge (from the input). */
  readonly chargeAt?: number;
  /** The foe he charged, while the charge round lasts. */
  readonly charging?: number;
  readonly piles: { readonly lone: KarmaPile; readonly foes: KarmaPile };
  readonly random: RandomState;
  /** Each pairing's range: the reach of the longer of its two weapons. */
  readonly ranges: readonly number[];
  readonly round: number;
  /** Who holds the initiative in each pairing (undefined: not settled yet). */
  readonly holders: readonly (Holder | undefined)[];
  readonly initiativeDraws: readonly InitiativeRound[];
  /** The foes he beat on the last draw, when he beat several and holds it over none: he names one. */
  readonly choosing: readonly number[] | undefined;
  readonly hands: { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] };
  readonly registers: readonly SeveralRegister[];
  /** The next register to turn over. */
  readonly cursor: number;
  /** Why declaring stopped: a seize (resolve at once; the turn may go on) or nobody attacks any more. */
  readonly batchEnd: 'immediate' | 'done' | undefined;
  readonly damage: { readonly lone: number; readonly foes: readonly number[] };
  readonly ended: CombatEnd | undefined;
  readonly narration: readonly Why[];
  readonly reshuffles: number;
}

export type MultipleOpponentsEvent =
  | { type: 'initiative.drawn' }
  | { type: 'initiative.named'; foe: number }
  | { type: 'hands.drawn' }
  | { type: 'maneuver.declared'; maneuver: LoneManeuver; card: Card; foe?: number; targets?: readonly number[]; hand?: Hand }
  | { type: 'card.withdrawn' }
  | { type: 'register.closed' }
  | { type: 'register.revealed' }
  | { type: 'hit.taken' }
  | { type: 'hit.declined' }
  | { type: 'joker.ruled'; value: number }
  | { type: 'round.begun' };

/** A card laid, as the event that lays it. */
export type DeclaredEvent = Extract<MultipleOpponentsEvent, { type: 'maneuver.declared' }>;
