/**
 * <rb-attack-roll>'s own styles: the two fighters side by side, the last roll with its dice
 * and the wound chart's row, the step's prompt and choices, the lethal blow's form, the
 * refusals, the soul-passing link, the damage odds, the log and the setup form. The frame's
 * are baseStyles (widgets/shared/styles.ts).
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
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    min-width: 0;
  }
  .fighter .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: baseline;
  }
  .fighter .state {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .fighter.dead .state,
  .fighter.unconscious .state {
    color: var(--_danger);
    font-weight: 600;
  }
  .fighter meter {
    display: block;
    inline-size: 100%;
    block-size: 0.6rem;
  }
  .fighter .notes {
    margin: 0.15rem 0 0;
    font-size: 0.88em;
    color: var(--_muted);
  }
  .fighter .notes span:not(:last-child)::after {
    content: ' · ';
  }
  .roll {
    margin-block: 0.5rem 0;
    padding: 0.35rem 0.6rem;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .roll p {
    margin: 0.1rem 0;
    overflow-wrap: anywhere;
  }
  .die {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 1.7rem;
    block-size: 1.7rem;
    margin-inline-end: 0.25rem;
    border: 2px solid var(--_text);
    border-radius: 0.3rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .verdict {
    font-weight: 700;
  }
  .chart-row {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.9em;
  }
  .chart-row th,
  .chart-row td {
    padding: 0.15rem 0.35rem;
    text-align: start;
    border-block-end: 1px solid var(--_border);
    vertical-align: top;
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
  .lethal {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block-start: 0.35rem;
  }
  .lethal select,
  .ability select {
    max-inline-size: 100%;
  }
  .ability,
  .groups {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block-start: 0.35rem;
  }
  .groups {
    border: 1px solid var(--_border);
    border-radius: 0.3rem;
    padding: 0.3rem 0.5rem;
    min-inline-size: 0;
  }
  .groups legend {
    font-size: 0.9em;
  }
  .groups input[type='checkbox'],
  .lethal input[type='checkbox'] {
    min-height: 0;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    margin: 0 0.3rem 0 0;
    vertical-align: -0.15rem;
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
  .treat {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block: 0.25rem;
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
  .setup-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.4rem;
  }
  .setup-form label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.15rem;
  }
  .setup-form input[type='text'] {
    inline-size: 100%;
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .setup-form .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  .setup-form input[type='number'] {
    inline-size: 7rem;
  }
`;
