/**
 * Styles every widget shares. Each widget's `:host` takes these custom properties, so a
 * host page themes all widgets at once (`rb-initiative-deal { --rb-accent: teal }`).
 * Inherited properties are reset on :host so a host page's odd typography (uppercase
 * headings, letter-spacing, centred text) cannot leak in through inheritance.
 */
import { css } from 'lit';

export const baseStyles = css`
  :host {
    --_accent: var(--rb-accent, #6b3fa0);
    --_on-accent: var(--rb-on-accent, #ffffff);
    --_text: var(--rb-text, #1d1b22);
    --_muted: var(--rb-muted, #57525f);
    --_surface: var(--rb-surface, #ffffff);
    --_raised: var(--rb-raised, #f3f0f7);
    --_border: var(--rb-border, #9e97a8);
    --_danger: var(--rb-danger, #a4161a);
    --_focus: var(--rb-focus, #1a5fb4);
    --_radius: var(--rb-radius, 0.4rem);
    --_card-bg: var(--rb-card-bg, #ffffff);
    --_card-red: var(--rb-card-red, #b0151b);
    --_card-black: var(--rb-card-black, #111111);
    --_card-back: var(--rb-card-back, #3d2a63);

    display: block;
    /* Widgets lay out by their own width, not the page's (a narrow column on a wide screen). */
    container: rb / inline-size;
    box-sizing: border-box;
    margin-block: 1rem;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    /* The page's own font unless --rb-font names one (an unset variable inherits). */
    font-family: var(--rb-font);
    font-size: var(--rb-font-size, 1rem);
    font-style: normal;
    font-weight: 400;
    line-height: 1.45;
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-transform: none;
    text-indent: 0;
    white-space: normal;
    contain: content;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h2,
  h3,
  h4 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0.25rem 0;
  }
  /* Titles inside a widget are bold paragraphs, not headings: a widget cannot know the
     heading level of the page it is embedded in. */
  .subhead {
    margin: 0.75rem 0 0.25rem;
  }
  ol,
  ul {
    margin: 0.25rem 0;
    padding-inline-start: 1.5rem;
  }
  button,
  select,
  input {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
    text-transform: none;
  }
  button {
    min-height: 2rem;
    padding: 0.2rem 0.7rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  input,
  select {
    min-height: 2rem;
    padding: 0.15rem 0.4rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .errors {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--_danger);
    border-radius: var(--_radius);
    color: var(--_danger);
    background: var(--_surface);
  }
  .errors ul {
    margin: 0.25rem 0 0;
  }
  .history {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    margin-block-start: 0.75rem;
    padding-block-start: 0.5rem;
    border-block-start: 1px solid var(--_border);
  }
  .share {
    display: block;
    margin-block-start: 0.35rem;
  }
  .share-field {
    width: 100%;
    margin-block-start: 0.35rem;
  }
  .history .where {
    color: var(--_muted);
    margin-inline-end: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .history-button .icon {
    inline-size: 1em;
    block-size: 1em;
    fill: currentColor;
    flex: none;
  }
  .history-button {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-width: 2.25rem;
    justify-content: center;
    padding-inline: 0.5rem;
  }
  @container rb (max-width: 34rem) {
    .history {
      flex-wrap: nowrap;
      gap: 0.3rem;
    }
    .history .label,
    .history .step-word {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  /* A 320 px phone inside a page's margins leaves a widget about 14 rem: five buttons and
     "12 of 12" still fit on one row if the buttons give up some padding. */
  @container rb (max-width: 15rem) {
    .history {
      gap: 0.2rem;
    }
    .history-button {
      min-width: 1.9rem;
      padding-inline: 0.2rem;
    }
  }
  .card {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.6rem;
    height: 3.4rem;
    padding: 0 0.3rem;
    border: 1px solid var(--_border);
    border-radius: 0.3rem;
    background: var(--_card-bg);
    color: var(--_card-black);
    font-weight: 700;
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }
  .card.red {
    color: var(--_card-red);
  }
  .card.back {
    background: repeating-linear-gradient(45deg, var(--_card-back) 0 6px, color-mix(in srgb, var(--_card-back) 70%, white) 6px 12px);
    color: transparent;
  }
  /* The frame every widget shares (renderFrame): status and learning toolbar on top, the
     current step, its why, the learning panels, the table setup tucked away. */
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.35rem 0.75rem;
    margin-block-end: 0.5rem;
  }
  .top .status {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .teach-toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  /* Low specificity (:where), so a widget's own pressed styles (a chosen map cell) win. */
  :where(button[aria-pressed='true']) {
    background: color-mix(in srgb, var(--_accent) 16%, var(--_surface));
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .why {
    margin-block: 0.6rem 0;
    padding: 0.4rem 0.6rem;
    border-inline-start: 3px solid var(--_accent);
    background: var(--_raised);
  }
  .rule-link {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
    white-space: nowrap;
  }
  .rule-link::before {
    content: '§ ';
    color: var(--_accent);
  }
  .note {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .odds,
  .predict,
  .graded,
  .summary {
    margin-block-start: 0.6rem;
    padding: 0.5rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .odds-list {
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.2rem;
  }
  .odds-list li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(3rem, 6rem) 3.5rem;
    gap: 0.5rem;
    align-items: center;
  }
  .odds-list meter {
    inline-size: 100%;
  }
  .odds-p {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .predict {
    border-color: var(--_accent);
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin-block-start: 0.35rem;
  }
  button.quiet {
    background: transparent;
  }
  .graded.right {
    border-color: var(--_accent);
  }
  .graded .score {
    color: var(--_muted);
  }
  details.setup {
    margin-block-start: 0.75rem;
    border-block-start: 1px solid var(--_border);
    padding-block-start: 0.5rem;
  }
  details.setup > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2rem;
    display: flex;
    align-items: center;
  }
  .setup-body {
    padding-block-start: 0.5rem;
  }
  .chart-slot {
    margin-block-start: 0.6rem;
  }
  .print-log {
    display: none;
  }
  @media print {
    :host {
      border-color: #000;
    }
    .print-log {
      display: block;
      font-size: 0.9em;
    }
    button,
    .teach-toolbar,
    .history,
    details.setup,
    .predict {
      display: none !important;
    }
    /* On paper a rule's link is its address. */
    .rule-link[href]::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    .card {
      transition: transform 0.15s ease;
    }
  }
`;
