/**
 * A fighter's hand beside its token, fanned: hidden (backs only) or open (faces, each a
 * button while a card is to be laid). The cards come from the stage (../shared/stage/cards.ts):
 * dealt in when they first appear, none of it under reduced motion.
 */
import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import type { Participant } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.rules.js';
import { handCount } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.view.js';
import { MAX_FAN, stageCard } from '../shared/stage/cards.js';

/** Its place in the fan (cardStyles' .o-4 … .o4), or none in a row that wraps. */
const place = (i: number, n: number) => (n <= MAX_FAN ? `o${2 * i - (n - 1)}` : '');

/**
 * A hidden hand: its cards' backs, fanned, dealt in from above. Nothing of a face is here (no
 * card is passed to a back, and the keys are places in the hand, not cards).
 */
export function renderBacks(p: Participant) {
  const n = p.hand.length;
  return html`<ul
    class="hand backs ${n <= MAX_FAN ? 'fan' : ''}"
    part="hand-backs"
    aria-label="${p.name}'s hand, ${handCount(p)}, face down"
  >
    ${repeat(
      p.hand.map((_, i) => i),
      (i) => i,
      (i) => html`<li class=${place(i, n)}>${stageCard(undefined, { order: i, label: '' })}</li>`,
    )}
  </ul>`;
}

export interface OpenHandOptions {
  /** A card is to be laid from it: each card is a button. */
  readonly playable: boolean;
  /** The card the suggested move lays (its button is the highlighted control). */
  readonly suggested: Card | undefined;
  /** A joker chosen, waiting for its rank. */
  readonly pressed: Card | undefined;
  readonly choose: (card: Card) => void;
}

/** An open hand, fanned: its faces, each a button while a card is to be laid. */
export function renderOpenHand(p: Participant, o: OpenHandOptions) {
  const n = p.hand.length;
  return html`<ul class="hand ${n <= MAX_FAN ? 'fan' : ''}" part="hand" aria-label="${p.name}'s hand">
    ${repeat(
      p.hand,
      (card) => card,
      (card, i) =>
        html`<li class=${place(i, n)}>
          ${
            o.playable
              ? html`<button
                  class="card-button ${o.suggested === card ? 'primary' : ''}"
                  part="button card-button"
                  aria-pressed=${o.pressed === card ? 'true' : nothing}
                  aria-label="Play the ${cardName(card)}, ${formatCard(card)}"
                  @click=${() => o.choose(card)}
                >
                  ${stageCard(card, { order: i, label: '' })}
                </button>`
              : stageCard(card, { order: i })
          }
        </li>`,
    )}
  </ul>`;
}
