/**
 * One side's cards on the stage: each drawer's hand, dealt in one after another (as buttons
 * while a card is to be played), and the played card with the cards hit onto it, laid face
 * down and turned over with a flip. In an opposed check the two played cards are brought
 * together from either side as they are turned over and compared. A face-down card carries
 * nothing of its face (stageCard draws a back until the half-turn).
 */
import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import type { KarmaCheckEvent, SideState } from '../../machines/karmic/karma-check/karma-check.context.js';
import { formatKarma } from '../../machines/karmic/karma-deck.js';
import { animateOn } from '../shared/motion.js';
import { stageCard } from '../shared/stage/cards.js';

export interface SideCardsOptions {
  /** The side's place: 0 the actor, 1 the opposition. */
  readonly index: number;
  /** An opposed check (two sides whose played cards meet). */
  readonly opposed: boolean;
  /** Both played cards are turned over. */
  readonly revealed: boolean;
  /** This side is to play a card now. */
  readonly choosing: boolean;
  can(event: KarmaCheckEvent): boolean;
  suggests(event: KarmaCheckEvent): boolean;
  act(e: Event, event: KarmaCheckEvent): void;
}

/** The two played cards come in from either side, meet, and settle (transform and opacity only). */
const meet = (dir: 1 | -1) => [
  { transform: `translateX(${-2.5 * dir}rem)`, opacity: 0.4 },
  { transform: `translateX(${0.45 * dir}rem)`, opacity: 1, offset: 0.72 },
  { transform: 'none' },
];

/** A card with its karma value written under it ("−2 (hit)", "wild"); it deals itself in, and flips when it turns over. */
function karmaCard(card: Card | undefined, label: string, order: number) {
  return html`<span class="karma-card"
    >${stageCard(card, { label: card ? `${cardName(card)}, ${formatKarma(card)}` : label, order })}${
      card ? html`<span class="value" aria-hidden="true">${formatKarma(card)}</span>` : nothing
    }</span
  >`;
}

export function renderSideCards(side: SideState, o: SideCardsOptions) {
  const dir = o.index === 0 ? 1 : -1;
  return html`<div class="cards">
    ${side.drawers.map((d, j) =>
      d.hand.length > 0
        ? html`<div class="hand" part="hand" role="group" aria-label="${d.label}'s draw">
            ${side.drawers.length > 1 ? html`<span class="mods">${j === 0 ? 'Own' : 'Helper'}:</span>` : nothing}
            ${repeat(
              d.hand,
              (_, i) => i,
              (card, i) => {
                const play: KarmaCheckEvent = { type: 'card.chosen', side: o.index, drawer: j, card };
                return o.choosing && o.can(play)
                  ? // The name starts with the card as it is seen ("K♠"), so it holds the button's visible text.
                    html`<button
                      class="card-button ${o.suggests(play) ? 'primary' : ''}"
                      part="button"
                      aria-label="Play ${formatCard(card)}: ${formatKarma(card)}, the ${cardName(card)}"
                      @click=${(e: Event) => o.act(e, play)}
                    >
                      ${stageCard(card, { label: '', order: i })} <span class="value">${formatKarma(card)}</span>
                    </button>`
                  : karmaCard(card, '', i);
              },
            )}
          </div>`
        : nothing,
    )}
    ${
      side.play
        ? html`<div
            class="chain"
            part="chain"
            role="group"
            aria-label="${side.label}'s played card"
            ${animateOn(
              o.revealed ? 'up' : 'down',
              o.opposed
                ? meet(dir)
                : [
                    { transform: 'translateY(-0.8rem)', opacity: 0.5 },
                    { transform: 'none', opacity: 1 },
                  ],
              // The second card played turns over as it appears: it meets the first all the same.
              { duration: 320, onFirst: o.revealed },
            )}
          >
            <span class="mods">Played:</span>
            ${repeat(
              o.revealed ? side.play.chain : [undefined],
              (_, i) => i,
              (c, i) => karmaCard(c, `${side.label}'s face-down card`, i),
            )}
          </div>`
        : nothing
    }
  </div>`;
}
