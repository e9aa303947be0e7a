/**
 * Soul passing's own styles (the frame's, the What if toggle's and Open wide's are shared):
 * the body, the Liberi in turn order, the actions, the passing rolls and the survival chart.
 */
import { css } from 'lit';

export const soulPassingStyles = css`
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  /* A ruling's long link title wraps rather than pushing the widget wider. */
  .rule-link {
    white-space: normal;
  }
  /* The odds and the survival chart side by side where there is room; every other panel full width. */
  .learn {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(15rem, 100%), 1fr));
    gap: 0 0.75rem;
    align-items: start;
  }
  .learn > :not(.odds):not(figure) {
    grid-column: 1 / -1;
  }
  .panel {
    margin-block: 0 0.5rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .panel p {
    margin: 0.1rem 0;
  }
  .row,
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .row label {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
  }
  .title {
    font-weight: 700;
    margin-block: 0.1rem 0.3rem;
  }
  /* The soul and the Liberi as tokens: side by side where there is room, one a row on a phone. */
  .tokens {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0 0 0.5rem;
  }
  .soul {
    display: grid;
    flex: 1 1 13rem;
    max-inline-size: 100%;
  }
  .liberi {
    flex: 999 1 30rem;
    min-inline-size: min(100%, 15rem);
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    gap: 0.35rem;
    font-variant-numeric: tabular-nums;
  }
  .liberi > li {
    display: grid;
  }
  /* The rolls: each d10 where it landed, with what it needed. */
  .rolls {
    margin: 0.5rem 0 0;
  }
  .rolls ol {
    display: grid;
    gap: 0.2rem;
    margin: 0.1rem 0;
    padding: 0;
    list-style: none;
  }
  .rolls li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .rolls .passed {
    font-weight: 700;
  }
  .rolls .pool {
    margin-block-start: 0.35rem;
  }
  .convert {
    margin-block-start: 0.45rem;
  }
  input[type='number'] {
    width: 4.5rem;
  }
  input[type='checkbox'] {
    min-height: 0;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0 0.35rem 0 0;
    vertical-align: -0.15rem;
  }
  figure {
    margin: 0.6rem 0 0;
  }
  figcaption {
    font-size: 0.9em;
  }
  .chart {
    display: block;
    width: 100%;
    max-width: 24rem;
    height: auto;
  }
  .chart .bar {
    fill: var(--_accent);
  }
  .chart .axis {
    stroke: var(--_border);
  }
  .chart text {
    fill: var(--_text);
    font-size: 9px;
    font-family: inherit;
  }
  .chart text.value {
    fill: var(--_muted);
  }
  .log {
    color: var(--_muted);
    font-size: 0.9em;
    margin-block-start: 0.5rem;
  }
  details > summary {
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
  .setup-form label.inline {
    display: block;
  }
  .setup-form input[type='text'] {
    inline-size: 100%;
    min-inline-size: 0;
  }
  .setup-form .row {
    align-items: end;
  }
  @media print {
    .liberi > li {
      break-inside: avoid;
    }
  }
`;
