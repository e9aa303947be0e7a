/**
 * A whole fight's domain: the roster it starts from (its input), what it keeps (its context:
 * each fighter as the last procedure left them, the child procedure being played and the
 * generator that seeds every child) and the events a reader sends it.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { SnapshotFrom } from 'xstate';
import type { AttackRollContext, AttackRollEvent, AttackRollInput } from '../attack-roll/index.js';
import type { InitiativeDealEvent } from '../initiative-deal/index.js';
import type { SoulPassingEvent } from '../soul-passing/index.js';
import type { attackRoll } from '../attack-roll/index.js';
import type { initiativeDeal } from '../initiative-deal/index.js';
import type { soulPassing } from '../soul-passing/index.js';

/** The two sides: the Liberi (the players' side) and their foes. */
export type FightSide = 'liberi' | 'foe';

/** A fighter's numbers, as the attack exchange takes them. */
export type FighterNumbers = AttackRollInput['attacker'] & AttackRollInput['defender'];

/** One fighter on the roster, as the table gives it. */
export interface RosterEntry {
  readonly side: FightSide;
  readonly fighter: FighterNumbers;
  /** A fixed initiative card (a monster's), in place of a hand. */
  readonly card?: Card;
}

export interface LiberiGothicaFightInput {
  readonly seed: number;
  readonly fighters: readonly RosterEntry[];
}

/** A crippling wound a fighter carries from one turn to the next. */
export type CarriedWound = Omit<AttackRollContext['afflictions'][number], 'on' | 'woundedRound'> & {
  /** The fight's round (the deal's count) it was dealt in. */
  readonly round: number;
};

/** Where a fighter stands: on their feet, unconscious, dead, or gone with a side that yielded. */
export type Standing = 'standing' | 'unconscious' | 'dead';

export interface FighterState extends RosterEntry {
  /** Their seat at the deal. */
  readonly seat: string;
  readonly standing: Standing;
  /** Vitality at the start of the fight: the most a soul's gathering fills it to. */
  readonly maxVitality: number;
  readonly wounds: readonly CarriedWound[];
}

/** What the fight is playing now. */
export type Phase = 'dealing' | 'acting' | 'attacking' | 'passing on' | 'over';

export type DealSnapshot = SnapshotFrom<typeof initiativeDeal.machine>;
export type ExchangeSnapshot = SnapshotFrom<typeof attackRoll.machine>;
export type PassingSnapshot = SnapshotFrom<typeof soulPassing.machine>;

export interface LiberiGothicaFightContext {
  readonly fighters: readonly FighterState[];
  /** Seeds every child procedure in turn. */
  readonly random: RandomState;
  readonly phase: Phase;
  /** The initiative deal, played the whole fight long. */
  readonly deal: DealSnapshot;
  /** The turn being played: who strikes at whom (indices into `fighters`), and the exchange. */
  readonly exchange: { readonly actor: number; readonly target: number; readonly snapshot: ExchangeSnapshot } | null;
  /** A death being played out: whose (an index), and the soul's table. */
  readonly passing: { readonly dead: number; readonly snapshot: PassingSnapshot } | null;
  /** The side that won, once over. */
  readonly winner: FightSide | null;
  /** The side that yielded, if one did. */
  readonly yielded: FightSide | null;
  /** Why the last step went as it did. */
  readonly why: readonly Why[];
  /** One line per turn, oldest first. */
  readonly log: readonly string[];
}

export type LiberiGothicaFightEvent =
  | { type: 'PLAY'; event: ChildEvent }
  | { type: 'target.chosen'; target: number }
  | { type: 'turn.passed' }
  | { type: 'side.yielded'; side: FightSide };

/** An event of whichever child procedure is being played. */
export type ChildEvent = InitiativeDealEvent | AttackRollEvent | SoulPassingEvent;
