/**
 * The karma check's domain: what the table is given (its input, one side or two), what it
 * keeps (each side's settings, decks, hand, played chain and the GM's verdict; why each
 * step happened) and the events a reader sends it.
 */
import type { Card } from '../../core/cards.js';
import type { Why } from '../../core/explain.js';
import type { RandomState } from '../../core/random.js';
import type { KarmaPile } from '../karma-deck.js';
import type { DifficultyKey, DrawAllowance, GmVerdict, Play, Trade } from '../checks.js';

// ---------------------------------------------------------------------------------------
// Input

export type DeckKind = 'karma' | 'world';
export type CheckMode = 'basic' | 'opposed';

/** What the GM names for one side before the draw; the reader may change these until then. */
export interface SideSettings {
  readonly label: string;
  /** Skill rating, 0 = untrained. */
  readonly skill: number;
  readonly advanced: boolean;
  /** A second skill used at the same time: draw from the lower. */
  readonly secondSkill: number | null;
  /** A helper's skill (combining skills): the helper draws a hand from their own deck. */
  readonly helperSkill: number | null;
  /** Attribute modifier named by the GM. */
  readonly attribute: number;
  readonly difficulty: DifficultyKey;
  /** Other situational modifiers. */
  readonly modifier: number;
}

export interface SideInput extends SideSettings {
  /** A player's karma deck, or the GM's world deck (NPCs: no jokers). */
  readonly deck: DeckKind;
  /** Cards stacked on top of this side's deck, top first. */
  readonly stacked: readonly Card[];
}

export interface KarmaCheckInput {
  readonly mode: CheckMode;
  readonly seed: number;
  /** Opposed: the actor must also reach a total above 0 (trying to accomplish something). */
  readonly mustAlsoSucceed: boolean;
  readonly actor: SideInput;
  readonly opponent: SideInput;
  /**
   * Whether the acting side is selling (the money column as printed) or buying (the row of the
   * opposite total). Left out by tables saved before karma-check/4, which read it as selling.
   */
  readonly trade?: Trade;
}

export const DEFAULT_ACTOR: SideInput = {
  label: 'Player',
  skill: 3,
  advanced: false,
  secondSkill: null,
  helperSkill: null,
  attribute: 0,
  difficulty: 'moderate',
  modifier: 0,
  deck: 'karma',
  stacked: [],
};

export const DEFAULT_OPPONENT: SideInput = { ...DEFAULT_ACTOR, label: 'Opponent', skill: 0, deck: 'world' };

export const DEFAULT_INPUT: KarmaCheckInput = {
  mode: 'basic',
  seed: 1,
  mustAlsoSucceed: false,
  actor: DEFAULT_ACTOR,
  opponent: DEFAULT_OPPONENT,
};

// ---------------------------------------------------------------------------------------
// Context

/** One person drawing: the side's own character, or a helper combining skills. */
export interface Drawer {
  readonly label: string;
  readonly deckKind: DeckKind;
  readonly pile: KarmaPile;
  readonly hand: readonly Card[];
}

export interface SideState {
  readonly label: string;
  readonly settings: SideSettings;
  /** How many cards the side draws, and why (derived from the settings). */
  readonly allowance: DrawAllowance;
  /** The attribute, and the difficulty plus other modifiers (derived from the settings). */
  readonly modifiers: { readonly attribute: number; readonly situational: number };
  readonly drawers: readonly Drawer[];
  readonly play: Play | null;
  /** Which drawer's hand the played card came from; its hits draw from that deck too. */
  readonly chosenFrom: number | null;
  readonly verdict: GmVerdict | null;
}

export interface KarmaCheckContext {
  readonly input: KarmaCheckInput;
  readonly random: RandomState;
  readonly mode: CheckMode;
  readonly mustAlsoSucceed: boolean;
  /** The money column read for a seller or for a buyer (the acting side's side of the bargain). */
  readonly trade: Trade;
  /** The sides in play: the actor, and in an opposed check the opposition. */
  readonly sides: readonly SideState[];
  /** The opposition, with its deck, while the check is basic (kept for switching back). */
  readonly benched: SideState | null;
  /** Checks completed with these decks (the first is 1). */
  readonly checkNumber: number;
  /** Why the last step happened, each sentence with the rule it applied. */
  readonly narration: readonly Why[];
  /** Every reshuffle so far, visible to the reader ("Player's karma deck, check 4"). */
  readonly reshuffles: readonly string[];
}

/** The settings a reader may change before the draw (the label and the deck are set up once). */
export type SideChanges = Partial<
  Pick<SideSettings, 'skill' | 'advanced' | 'secondSkill' | 'helperSkill' | 'attribute' | 'difficulty' | 'modifier'>
>;

export type KarmaCheckEvent =
  | { type: 'side.adjusted'; side: number; changes: SideChanges }
  | { type: 'mode.chosen'; mode: CheckMode; mustAlsoSucceed?: boolean }
  | { type: 'trade.chosen'; trade: Trade }
  | { type: 'check.drawn' }
  | { type: 'card.chosen'; side: number; drawer: number; card: Card }
  | { type: 'hit.taken'; side: number }
  | { type: 'hit.declined'; side: number }
  | { type: 'joker.ruled'; side: number; total: number }
  | { type: 'check.begun' };
