/**
 * The karma check's own styles (the frame's, the cards' and the learning panels' are the
 * shared baseStyles): the sides, the step's controls, the result chart as a strip of bars,
 * the outcome and the table setup.
 */
import { css } from 'lit';

export const karmaCheckStyles = css`
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .rule-link {
    white-space: normal;
  }
  .mode {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.9rem;
    align-items: center;
    margin: 0 0 0.5rem;
    padding: 0;
    border: none;
  }
  .mode legend {
    float: inline-start;
    margin-inline-end: 0.6rem;
    padding: 0;
    font-weight: 600;
  }
  .mode label {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
  }
  .mode input {
    min-height: 0;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    margin: 0;
  }
  .sides {
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  }
  .side {
    min-width: 0;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .side-title {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.6rem;
    align-items: baseline;
  }
  .mods {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .settings {
    display: grid;
    gap: 0.3rem 0.6rem;
    grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
    margin-block: 0.3rem;
  }
  .settings label {
    display: grid;
    gap: 0.1rem;
    font-size: 0.9em;
    min-width: 0;
  }
  .settings select {
    inline-size: 100%;
    min-width: 0;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1.2rem;
    align-items: center;
  }
  .cards:empty {
    display: none;
  }
  .hand,
  .chain {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-block: 0.3rem;
    padding: 0;
  }
  .card-button {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
    padding: 0.15rem;
    min-height: 0;
  }
  .karma-card {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
  }
  .value {
    font-size: 0.8em;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .card-button .value {
    color: inherit;
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
    margin-block: 0.25rem 0.5rem;
  }
  .chance {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .problem {
    color: var(--_danger);
    font-weight: 600;
  }
  .verdict {
    font-weight: 700;
  }
  .verdict.success,
  .success-text {
    color: var(--rb-success, #1d6b35);
  }
  .verdict.failure {
    color: var(--_danger);
  }
  .result-chart {
    margin: 0.4rem 0 0;
  }
  .result-chart figcaption {
    font-size: 0.9em;
    color: var(--_muted);
  }
  .strip {
    list-style: none;
    margin: 0.2rem 0 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(21, minmax(0, 1fr));
    gap: 2px;
    align-items: end;
  }
  .strip li {
    display: grid;
    grid-template-rows: 3rem auto;
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
  }
  .strip .well {
    position: relative;
    display: flex;
    align-items: flex-end;
    border-block-end: 1px solid var(--_border);
  }
  .strip.flat li {
    grid-template-rows: 0.9rem auto;
  }
  .strip .bar {
    display: block;
    inline-size: 100%;
    min-block-size: 0;
    background: color-mix(in srgb, var(--_danger) 55%, var(--_surface));
  }
  .strip .win .bar {
    background: color-mix(in srgb, var(--rb-success, #1d6b35) 70%, var(--_surface));
  }
  /* A label wider than its narrow column stays centred on it, and the end labels stay inside the strip. */
  .strip .mt {
    justify-self: center;
    font-size: 0.72em;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .strip li:first-child .mt {
    justify-self: start;
  }
  .strip li:last-child .mt {
    justify-self: end;
  }
  .strip .reached .well {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
    background: color-mix(in srgb, var(--_accent) 20%, transparent);
  }
  .strip .reached .mt {
    color: var(--_text);
    font-weight: 700;
  }
  /* A bar's height as a class (no inline styles under a strict CSP): 0 to 10 tenths of the likeliest row. */
  .l1 .bar {
    block-size: 10%;
  }
  .l2 .bar {
    block-size: 20%;
  }
  .l3 .bar {
    block-size: 30%;
  }
  .l4 .bar {
    block-size: 40%;
  }
  .l5 .bar {
    block-size: 50%;
  }
  .l6 .bar {
    block-size: 60%;
  }
  .l7 .bar {
    block-size: 70%;
  }
  .l8 .bar {
    block-size: 80%;
  }
  .l9 .bar {
    block-size: 90%;
  }
  .l10 .bar {
    block-size: 100%;
  }
  .scale {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-size: 0.8em;
    color: var(--_muted);
  }
  @container rb (max-width: 30rem) {
    .strip .mt {
      visibility: hidden;
    }
    .strip li:nth-child(5n + 1) .mt,
    .strip .reached .mt {
      visibility: visible;
    }
  }
  .check-outcome {
    display: grid;
    gap: 0.3rem 1rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
    align-items: start;
    margin-block-start: 0.5rem;
  }
  .check-outcome p {
    overflow-wrap: anywhere;
  }
  .chart-row {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.05rem 0.75rem;
    font-size: 0.92em;
  }
  .chart-row dt {
    color: var(--_muted);
  }
  .chart-row dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .reshuffles {
    font-size: 0.9em;
    margin-block-start: 0.4rem;
  }
  .verdict-form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: end;
  }
  .verdict-form label {
    display: grid;
    gap: 0.1rem;
    font-size: 0.9em;
  }
  details > :not(summary) {
    box-sizing: border-box;
  }
  .setup-sides {
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  }
  .setup-sides fieldset {
    min-width: 0;
    margin: 0;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    display: grid;
    gap: 0.35rem;
  }
  .setup-sides legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
  .setup-sides label {
    display: grid;
    gap: 0.1rem;
    font-size: 0.9em;
  }
  .setup-sides select {
    max-inline-size: 18rem;
  }
  .setup-sides label.check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  .setup-sides input[type='checkbox'],
  .setup-sides input[type='radio'],
  .mode input[type='checkbox'] {
    min-height: 0;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    margin: 0;
  }
  @media print {
    /* The draw prints as cards, not as controls. */
    .hand .card-button {
      display: inline-flex !important;
      border: none;
      background: none;
    }
  }
`;
