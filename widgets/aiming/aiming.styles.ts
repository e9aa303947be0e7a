/**
 * The aiming widget's own styles (the frame's, the cards' and the learning panels' are the
 * shared baseStyles and the stage's; the table setup's form brings its own): the shooter and target tokens,
 * the aiming row and its marks, the step's controls, the GM's ruling and the arithmetic.
 */
import { css } from 'lit';

export const aimingStyles = css`
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .rule-link {
    white-space: normal;
  }
  .field {
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
    margin-block: 0.2rem 0.4rem;
  }
  .lines p {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .lines strong {
    color: var(--_text);
  }
  .row {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.4rem 0;
    padding: 0.4rem;
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .slot {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 0.15rem;
    min-width: 3.6rem;
  }
  .hole {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: var(--_card-w);
    height: var(--_card-h);
    border: 1px dashed var(--_border);
    border-radius: 0.3rem;
    color: var(--_muted);
    font-size: 0.8em;
  }
  .slot.best .card {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  .slot.falls .card {
    opacity: 0.7;
    border-style: dashed;
  }
  .card-button {
    padding: 0.15rem;
    min-height: 0;
  }
  .card-button[aria-pressed='true'] .card {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .marks {
    font-size: 0.8em;
    text-align: center;
    line-height: 1.25;
  }
  .mark-best {
    color: var(--_accent);
    font-weight: 700;
  }
  .mark-falls {
    color: var(--_danger);
  }
  .chances {
    font-variant-numeric: tabular-nums;
  }
  .prompt {
    margin-block: 0.5rem 0.25rem;
    font-weight: 600;
  }
  .prompt::before {
    content: '▶ ';
    color: var(--_accent);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.6rem;
    align-items: center;
    margin-block: 0.3rem;
  }
  .problem {
    color: var(--_danger);
    font-size: 0.9em;
  }
  .ruling {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.7rem;
    align-items: end;
    padding: 0.5rem;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .ruling p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  .ruling label {
    display: grid;
    gap: 0.15rem;
    font-size: 0.9em;
  }
  .chain {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .arithmetic {
    font-variant-numeric: tabular-nums;
    margin-block-start: 0.4rem;
    padding: 0.35rem 0.6rem;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .arithmetic dl {
    margin: 0.2rem 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.1rem 0.6rem;
  }
  .arithmetic dt {
    font-weight: 600;
  }
  .arithmetic dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .shot-outcome {
    font-weight: 700;
  }
  details > :not(summary) {
    box-sizing: border-box;
  }
  @media print {
    /* The row prints as cards, not as controls. */
    .row .card-button,
    .chain .card-button {
      display: inline-flex !important;
      border: none;
      background: none;
    }
  }
`;
