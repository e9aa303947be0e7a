/**
 * What the duel's table and controls (duel-table.ts, controls.ts) need of the widget: the
 * snapshot shown, who may see which hand, the moves, and the reader's choices while
 * declaring, which the widget keeps between drawings.
 */
import type { SnapshotFrom } from 'xstate';
import { cardName, type Card } from '../../machines/core/cards.js';
import type { HitLocation } from '../../machines/karmic/maneuvers.js';
import type { Side } from '../../machines/karmic/melee/fighters.js';
import type { RegisterDuelEvent } from '../../machines/karmic/register-duel/register-duel.context.js';
import type { registerDuelMachine } from '../../machines/karmic/register-duel/register-duel.machine.js';
import { karmaWords } from '../../machines/karmic/register-duel/register-duel.steps.js';

export interface DuelStage {
  readonly snapshot: SnapshotFrom<typeof registerDuelMachine>;
  /** May this side's hidden cards be in the DOM now? */
  sees(side: Side): boolean;
  /** The side the computer plays, against the computer (the second fighter); else none. */
  readonly computer: Side | undefined;
  can(event: RegisterDuelEvent): boolean;
  send(event: RegisterDuelEvent): void;
  /** The computer makes its move now (after stepping back it waits to be asked). */
  letComputerPlay(): void;
  /** Hot-seat: the fighter whose move it is takes the seat and sees his hand. */
  takeSeat(side: Side): void;
  /** Keeps ids unique when a page holds several duels. */
  readonly idPrefix: string;
  /** The reader's choices so far this step. */
  readonly choices: Choices;
  /** Change some of them (the widget draws again). */
  choose(change: Partial<Choices>): void;
}

/** What the reader has picked in the controls, before a card goes down or the GM rules. */
export interface Choices {
  /** The chosen maneuver and hand, as "attack|main". */
  readonly choice: string;
  /** Not stepping forward or back. */
  readonly hold: boolean;
  /** The called shot's target. */
  readonly location: HitLocation;
  /** The GM's value for a joker. */
  readonly joker: number;
}

/** A card as a reader hears it: "+3 (hit), the king of spades". */
export const karmaLabel = (card: Card) => `${karmaWords(card)}, the ${cardName(card)}`;
