/** Events particular to the initiative-deal widget (see also widgets/shared/events.ts). */
import type { Placing } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.rules.js';

export interface RevealDetail {
  hand: number;
  round: number;
  /** The turn order, first to act first, each with its reason. */
  order: readonly Placing[];
}

/** Fired when a round's face-down cards are turned up. */
export class RbRevealEvent extends CustomEvent<RevealDetail> {
  static readonly eventName = 'rb-reveal';
  constructor(detail: RevealDetail) {
    super(RbRevealEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

export interface ReshuffleDetail {
  /** The hand now being played (2 for the first reshuffle). */
  hand: number;
  handSize: number;
}

/** Fired when the deck is gathered, reshuffled and new hands are dealt. */
export class RbReshuffleEvent extends CustomEvent<ReshuffleDetail> {
  static readonly eventName = 'rb-reshuffle';
  constructor(detail: ReshuffleDetail) {
    super(RbReshuffleEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rb-reveal': RbRevealEvent;
    'rb-reshuffle': RbReshuffleEvent;
  }
}
