/**
 * Soul passing's domain: what the machine is given (its input), what it keeps (its context:
 * bodies, gauges, rolls, and why each step happened) and the events a reader sends it.
 */
import type { Why } from '../../core/explain.js';
import type { Chance } from '../../core/random.js';
import { TACKS, type Body, type DeathCause, type Tacks } from '../body.js';

export interface Liberi {
  name: string;
  /** Feet from the body. */
  distance: number;
  /** Feet one Move action covers (size 0: 30). */
  speed: number;
  life: number;
  vitality: number;
  maxVitality: number;
  gauge: number;
  essence: number;
}

export interface SoulPassingInput {
  seed: number;
  /** Fixed d10 passing rolls, used first, front first. */
  rolls?: readonly number[];
  /** Fixed d6 rolls for Soul Absorption, used first. */
  absorbRolls?: readonly number[];
  /** The dead character's remaining Vitality (when `character` is absent). */
  vitality: number;
  /** A character still alive at the start, to be damaged until it dies. */
  character?: Body;
  /** Name for the dead. */
  name?: string;
  liberi: readonly Liberi[];
  /** Alternate rule: Balanced Soul Gathering. */
  balanced?: boolean;
}

export interface PassingRoll {
  round: number;
  need: number;
  roll: number;
  passed: boolean;
}

export interface Gathering {
  by: number;
  method: 'prayer' | 'absorption';
  /** The d6 of an absorption. */
  die?: number;
  /** Vitality the gathering yielded before sharing. */
  yield: number;
  shares: { who: number; vitality: number; kept: number; lost: number; essence: number }[];
}

export interface SoulPassingContext {
  name: string;
  /** The body while it lives (and as it was when it died); null when the table starts after the death. */
  body: Body | null;
  cause: DeathCause | null;
  /** The Vitality the soul holds for gathering (never below 0). */
  soulVitality: number;
  liberi: Liberi[];
  balanced: boolean;
  /** Rounds after the death, from 1. */
  round: number;
  /** Whose turn it is (index into liberi); liberi.length once every turn is over. */
  turn: number;
  actionsLeft: number;
  /** Prayer actions each Liberi has put in (a continuous action). */
  prayers: number[];
  /** Whether the acting Liberi has spent an action on their prayer this turn. */
  prayedThisTurn: boolean;
  passingRolls: PassingRoll[];
  gathering: Gathering | null;
  chance: Chance;
  absorbRolls: number[];
  /** What the last step did and why, each sentence with its rule: the widget shows and announces it. */
  narration: readonly Why[];
  /** Every step's narration, oldest first. */
  log: readonly (readonly Why[])[];
}

export type DamageTrack = 'life' | 'vitality' | Tacks;
export type ConvertDirection = 'to-gauge' | 'to-vitality';

/** The tracks damage can be dealt to, in the order the page lists them. */
export const DAMAGE_TRACKS: readonly DamageTrack[] = ['life', 'vitality', ...TACKS];
/** The most damage one step deals (the widget's field and a saved table agree on it). */
export const MAX_DAMAGE = 99;

export type SoulPassingEvent =
  | { type: 'damage.dealt'; track: DamageTrack; amount: number }
  | { type: 'prayer.offered' }
  | { type: 'soul.absorbed' }
  | { type: 'vitality.converted'; direction: ConvertDirection; amount: number }
  | { type: 'action.taken'; action: 'move' | 'other' }
  | { type: 'turn.ended' }
  | { type: 'soul.rolled' };

/** What the dead are called when the table does not say. */
export const DEFAULT_NAME = 'Vale';
