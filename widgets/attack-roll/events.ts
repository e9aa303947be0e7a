/**
 * The event only <rb-attack-roll> fires: a character has died, with the numbers soul
 * passing needs to take over (the soul-passing widget's own attributes), and a link to the
 * rulebook's soul-passing table already set up with them.
 */

export interface DeathDetail {
  /** The dead character's name (the soul-passing widget's `name`). */
  readonly name: string;
  /** Vitality the soul still holds (its `vitality`). */
  readonly vitality: string;
  /** The body, when its numbers say dead (its `character`), e.g. "life -3 vitality 5 toughness 2". */
  readonly character?: string;
  /** The soul-passing table of the rulebook, opened on this death. */
  readonly href: string;
}

/** Fired when a step leaves someone dead (not when stepping back onto it). */
export class RbDeathEvent extends CustomEvent<DeathDetail> {
  static readonly eventName = 'rb-death';
  constructor(detail: DeathDetail) {
    super(RbDeathEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rb-death': RbDeathEvent;
  }
}
