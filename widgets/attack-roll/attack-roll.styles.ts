/**
 * <rb-attack-roll>'s own styles: the two fighters side by side (each a token, then its numbers), the step's prompt and choices,
 * the refusals, the soul-passing link, the damage odds and the log. The frame's are baseStyles
 * (widgets/shared/styles.ts); the parts loaded on demand bring their own (roll-view.ts,
 * controls.ts, setup-form.ts), adopted by the widget when they arrive.
 */
import { css } from 'lit';

export const attackRollStyles = css`
  /* A ruling's title can be longer than a phone is wide: let it wrap. */
  .rule-link {
    white-space: normal;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .fighters {
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  .fighter {
    min-width: 0;
  }
  .fighter .notes {
    margin: 0.2rem 0 0;
    font-size: 0.88em;
    color: var(--_muted);
  }
  .fighter .notes .life {
    color: var(--_text);
  }
  .fighter.dead .notes .life,
  .fighter.unconscious .notes .life {
    color: var(--_danger);
    font-weight: 600;
  }
  .fighter .notes span:not(:last-child)::after {
    content: ' · ';
  }
  .prompt {
    margin-block: 0.6rem 0.3rem;
    font-weight: 600;
  }
  .prompt::before {
    content: '▶ ';
    color: var(--_accent);
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .more {
    margin-block-start: 0.35rem;
  }
  .more summary {
    cursor: pointer;
  }
  .more > .choices {
    margin-block-start: 0.35rem;
  }
  .refusals {
    margin-block-start: 0.35rem;
    font-size: 0.9em;
    color: var(--_muted);
  }
  .refusals summary {
    cursor: pointer;
  }
  .soul-link {
    display: inline-block;
    margin-block-start: 0.35rem;
    font-weight: 600;
  }
  .damage-odds {
    margin-block-start: 0.4rem;
  }
  /* Many small values: side by side, so the list stays short. */
  .damage-odds .odds-list {
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    column-gap: 1rem;
  }
  .damage-odds .odds-list li {
    grid-template-columns: 3.5rem minmax(2rem, 1fr) 3.2rem;
  }
  .log {
    font-size: 0.9em;
    color: var(--_muted);
    margin-block-start: 0.5rem;
  }
  .log summary {
    cursor: pointer;
  }
  /* A <details>' content box (Chromium's ::details-content) does not pass border-box down. */
  details > :not(summary) {
    box-sizing: border-box;
  }
`;
