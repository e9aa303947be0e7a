/**
 * The several-foes stage (issue 26): every fighter as a token, his hand fanned beside it.
 */
import { html } from 'lit';
import { cardName, type Card } from '../../machines/core/cards.js';
import type { MultipleOpponentsContext } from '../../machines/karmic/multiple-opponents/multiple-opponents.context.js';
import { stageFighters } from '../../machines/karmic/multiple-opponents/multiple-opponents.stage.js';
import { cardWords } from '../../machines/karmic/multiple-opponents/multiple-opponents.steps.js';
import { renderHand } from '../shared/stage/cards.js';
import { renderToken } from '../shared/stage/token.js';

const karmaLabel = (card: Card) => `${cardWords(card)}, the ${cardName(card)}`;

/**
 * Every fighter as a token on the stage (issue 26): hit points as a bar that drains, the
 * acting ones marked, and each hand fanned beside its token, dealt in and turned with motion
 * (none under reduced motion): his face up with each card's worth, a foe's face down.
 * What each shows is the machine's (multiple-opponents.stage.ts).
 */
export function renderFighters(ctx: MultipleOpponentsContext, declaring: boolean) {
  return html`<div class="fighters">
    ${stageFighters(ctx, declaring).map((f, i) => {
      const lone = i === 0;
      // While he declares, his hand is the row of cards to lay in the step's controls.
      const hand =
        f.hand.length && !(lone && declaring)
          ? renderHand(
              f.hand.map((c) => ({
                key: c.key,
                ...(c.card ? { card: c.card, label: karmaLabel(c.card) } : {}),
                ...(c.value ? { value: c.value } : {}),
              })),
              { label: `${f.name}'s hand, ${f.hand.length} ${f.hand.length === 1 ? 'card' : 'cards'}${lone ? '' : ', face down'}` },
            )
          : undefined;
      return html`<div
        class="fighter ${f.state === 'out' ? 'out' : ''}"
        part="fighter"
        role="group"
        aria-label=${lone ? `${f.name}, the lone fighter` : `Foe: ${f.name}`}
      >
        ${renderToken(
          {
            id: f.id,
            name: lone ? `${f.name} (you)` : f.name,
            initials: f.name.slice(0, 2),
            side: f.side,
            detail: f.detail,
            bar: f.bar,
            acting: f.acting,
            ...(f.state === 'out' ? { markers: [{ kind: 'status' as const, label: 'out of the fight' }] } : {}),
          },
          hand ? { hand } : {},
        )}
      </div>`;
    })}
  </div>`;
}
