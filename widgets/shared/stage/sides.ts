/**
 * A whole fight's stage, drawn the same way in every system: the sides, each a named section
 * of its fighters' tokens (the one acting marked current), and the moves open now as big
 * buttons, the suggested one highlighted. What a side holds and which moves are open come from
 * the procedure (its view module's tokens, its `moves`); this module only draws them.
 *
 *   renderSides([{ id: 'party', label: 'The party', tokens }, { id: 'foes', label: 'The foes', tokens }])
 *   renderMoves(procedure.moves(snapshot), (e) => this.send(e), { can: (e) => this.table.can(e) })
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { Move } from '../../../machines/core/procedure.js';
import { renderToken, type TokenView } from './token.js';

export interface SideView {
  /** Stable across steps: 'party', 'foes', a faction's name. */
  readonly id: string;
  /** What a reader and a screen reader call it: "The Liberi", "Their foes". */
  readonly label: string;
  readonly tokens: readonly TokenView[];
}

/** The sides side by side (`part="sides"`), each a section named for it with its tokens in a list. */
export function renderSides(sides: readonly SideView[]): TemplateResult {
  return html`<div class="sides" part="sides">
    ${repeat(
      sides,
      (s) => s.id,
      (s) =>
        html`<section class="side" aria-label=${s.label}>
          <p class="side-name">${s.label}</p>
          <ul>
            ${repeat(
              s.tokens,
              (t) => t.id,
              (t) => html`<li aria-current=${t.acting ? 'step' : nothing}>${renderToken(t)}</li>`,
            )}
          </ul>
        </section>`,
    )}
  </div>`;
}

export interface MovesOptions<E> {
  /** The group's name for a screen reader; "Moves now" by default. */
  readonly label?: string;
  /** Whether the table takes this event now (a move it would refuse is drawn disabled). */
  readonly can?: (event: E) => boolean;
}

/** The moves open now as buttons (`part="moves"`), the suggested one `primary`; nothing once none is open. */
export function renderMoves<E>(
  moves: readonly Move<E>[],
  send: (event: E) => void,
  options: MovesOptions<E> = {},
): TemplateResult | typeof nothing {
  if (moves.length === 0) return nothing;
  return html`<div class="moves" part="moves" role="group" aria-label=${options.label ?? 'Moves now'}>
    ${moves.map(
      (m) =>
        html`<button
          part="button"
          class=${m.suggested ? 'primary' : ''}
          data-move=${m.id}
          ?disabled=${options.can ? !options.can(m.event) : false}
          @click=${() => send(m.event)}
        >
          ${m.label}
        </button>`,
    )}
  </div>`;
}

/** The sides two abreast where a token fits in each half, stacked on the narrowest phones; the moves wrapping in a row. */
export const sidesStyles = css`
  .sides {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  .sides .side-name {
    margin: 0 0 0.25rem;
    font-weight: 700;
    font-size: 0.95rem;
  }
  .sides ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .moves button {
    min-height: 44px;
    min-width: 44px;
  }
`;
