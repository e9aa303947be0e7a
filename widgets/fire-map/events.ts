/** Events particular to the fire-map widget (see also widgets/shared/events.ts). */
import type { RoundEvent } from '../../machines/lady-luck/fire.js';

export interface RoundDetail {
  /** The round just played (1 for the first). */
  round: number;
  /** Every roll and outcome of the round, in the order they happened. */
  events: readonly RoundEvent[];
  /** The same, one sentence each. */
  lines: readonly string[];
}

/** Fired after a round of fire is played (not on back or forward). */
export class RbRoundEvent extends CustomEvent<RoundDetail> {
  static readonly eventName = 'rb-round';
  constructor(detail: RoundDetail) {
    super(RbRoundEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rb-round': RbRoundEvent;
  }
}
