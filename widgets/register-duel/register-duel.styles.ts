/**
 * The register duel's own styles: the mode switch, the fighters, the registers and their
 * slots, the controls of the step, the hand to lay from, and what paper leaves out. The
 * frame's are baseStyles (widgets/shared/styles.ts).
 */
import { css } from 'lit';

export const duelStyles = css`
  .rule-link {
    white-space: normal;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.75rem;
    align-items: center;
  }
  .modes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.6rem;
    align-items: center;
    margin: 0 0 0.4rem;
    padding: 0;
    border: 0;
  }
  .modes legend {
    float: left;
    margin-inline-end: 0.4rem;
    padding: 0;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .modes label {
    display: inline-flex;
    gap: 0.25rem;
    align-items: center;
    min-height: 2rem;
    cursor: pointer;
  }
  .modes input {
    min-height: 0;
    margin: 0;
    inline-size: 1rem;
    block-size: 1rem;
    accent-color: var(--_accent);
  }
  .examples {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block-start: 0.6rem;
  }
  .examples .note {
    margin-inline-end: 0.1rem;
  }
  .fighters {
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  }
  .fighter {
    min-width: 0;
  }
  .fighter .token {
    block-size: 100%;
    box-sizing: border-box;
    padding-block: 0.25rem;
  }
  .fighter .hand.held {
    padding-block: 0.55rem 0.15rem;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .registers {
    --_card-w: 2.2rem;
    --_card-h: 2.8rem;
  }
  /* The cards to lay are buttons (44 px wide and more) and a little smaller than a held hand's, so the step stays within one screen. */
  .controls .hand {
    --_card-w: 2.6rem;
    --_card-h: 3.4rem;
    padding: 0.2rem 0;
  }
  .controls .hand .card.face::after {
    font-size: 1.2rem;
    inset-block-end: 0.35rem;
  }
  /* A register's card is small: its index above, its worth below (the index already names the suit). */
  .registers .card.face::after {
    content: none;
  }
  .registers .card .value {
    inset-block: auto -0.35rem;
    inset-inline: auto -0.35rem;
  }
  .initiative {
    margin: 0.35rem 0 0;
    padding-inline-start: 1.25rem;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .registers {
    list-style: none;
    margin: 0.35rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.75rem), 1fr));
  }
  .register {
    min-width: 0;
    padding: 0.25rem 0.45rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .register.now {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .register .head {
    margin: 0 0 0.15rem;
    font-size: 0.9em;
    color: var(--_muted);
  }
  .register .head strong {
    color: var(--_text);
  }
  .slot {
    display: flex;
    gap: 0.35rem;
    align-items: center;
    min-width: 0;
    margin-block: 0.15rem;
  }
  .slot .chain {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
    flex: none;
  }
  .slot .what {
    min-width: 0;
    font-size: 0.9em;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .slot .empty {
    display: inline-block;
    min-width: var(--_card-w);
    height: var(--_card-h);
    border: 1px dashed var(--_border);
    border-radius: 0.3rem;
  }
  /* Small words, but a finger's target (44 × 44 px). */
  .slot button {
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding: 0 0.5rem;
    font-size: 0.85em;
  }
  .arithmetic {
    margin: 0.2rem 0 0;
    padding-block-start: 0.2rem;
    border-block-start: 1px solid var(--_border);
    font-size: 0.85em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .arithmetic p {
    margin: 0;
  }
  .controls {
    margin-block-start: 0.5rem;
    padding: 0.4rem 0.55rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
  }
  .prompt {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  .prompt::before {
    content: '▶ ';
    color: var(--_accent);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.6rem;
    align-items: center;
  }
  .row + .row,
  .row + .hand,
  .hand + .row,
  .row + .refusals {
    margin-block-start: 0.4rem;
  }
  .declare label {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
    min-width: 0;
    max-inline-size: 100%;
  }
  .declare select {
    min-width: 0;
    max-inline-size: 100%;
    flex: 1 1 auto;
  }
  .declare label.inline input {
    min-height: 0;
    margin: 0;
    inline-size: 1rem;
    block-size: 1rem;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .hand button.card-button {
    padding: 0;
    border: none;
    background: none;
    min-height: 0;
    border-radius: 0.3rem;
  }
  .hand button.card-button {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
  }
  .hand button.card-button .value {
    font-size: 0.8rem;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  /* The suggested card: the one the learner should lay, ringed in the accent. */
  .hand button.card-button.suggested .card {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .hand button.card-button.suggested .value {
    color: var(--_accent);
    font-weight: 700;
  }
  .hand button.card-button:hover .card {
    transform: translateY(-2px);
    border-color: var(--_accent);
  }
  .refusals {
    font-size: 0.9em;
    color: var(--_muted);
  }
  .refusals summary {
    cursor: pointer;
  }
  .refusals ul {
    margin: 0.2rem 0 0;
  }
  .joker input {
    inline-size: 5rem;
  }
  /* A <details>' content box (Chromium's ::details-content) does not pass border-box down. */
  details > :not(summary) {
    box-sizing: border-box;
  }
  @media print {
    .hand button.card-button {
      display: inline-flex !important;
    }
    .register {
      break-inside: avoid;
    }
    .modes,
    .examples,
    .refusals,
    .declare,
    .note:empty {
      display: none;
    }
  }
`;
