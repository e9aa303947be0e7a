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
    /* 1.5: a line of text (and an inline rule link on it) is 24 px tall at 16 px. */
    line-height: 1.5;
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
  /* What a <details> holds inherits from the browser's own slot inside it (Chromium's
     ::details-content), which is content-box: say border-box again, or a 44 px summary or
     button in a setup form is 44 px plus its padding. */
  details > * {
    box-sizing: border-box;
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
  /* Made for fingers: every control is at least 44 x 44 CSS px (WCAG 2.5.5), whatever a
     widget draws; a radio or checkbox counts with its label as one 44 px row. */
  button {
    min-block-size: 44px;
    min-inline-size: 44px;
    padding: 0.35rem 0.7rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    cursor: pointer;
    line-height: 1.25;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  /* Disabled reads as disabled, never as the accent: no fill, a dashed edge, muted words. */
  button:disabled,
  button.primary:disabled {
    cursor: not-allowed;
    opacity: 1;
    background: transparent;
    border-style: dashed;
    border-color: var(--_border);
    color: var(--_muted);
    font-weight: 400;
  }
  input,
  select,
  textarea {
    min-block-size: 44px;
    /* A long option never pushes the widget wider than a 320 px screen. */
    max-inline-size: 100%;
    padding: 0.3rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  input[type='radio'],
  input[type='checkbox'] {
    min-block-size: 0;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    padding: 0;
    accent-color: var(--_accent);
    flex: none;
  }
  label:has(> input[type='radio'], > input[type='checkbox']) {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-block-size: 44px;
    padding-inline-end: 0.5rem;
    cursor: pointer;
  }
  /* Toggles say on or off at a glance: on is filled; a learning toggle also shows a box,
     empty when off and checked when on. Low specificity, so a widget's own pressed
     styles (a chosen map cell, a picked card) win: one attribute's weight, as a class has. */
  :where(button)[aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  :where(button.toggle, button[part~='toggle']) {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding-inline-start: 0.55rem;
  }
  :where(button.toggle, button[part~='toggle'])::before {
    content: '';
    flex: none;
    inline-size: 0.875rem;
    block-size: 0.875rem;
    border: 2px solid currentColor;
    border-radius: 0.2rem;
  }
  :where(button.toggle, button[part~='toggle'])[aria-pressed='true']::before {
    /* A tick, drawn: the box's own two borders, turned (the same room as the box). */
    inline-size: 0.4rem;
    block-size: 0.75rem;
    margin-inline: 0.2375rem;
    border-width: 0 0.2rem 0.2rem 0;
    border-radius: 0;
    transform: translateY(-0.1rem) rotate(45deg);
  }
  /* Every disclosure shows it is one: a triangle that turns when it opens. */
  summary {
    display: block;
    min-block-size: 44px;
    padding-block: 0.6rem;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '';
    display: inline-block;
    inline-size: 0.6em;
    block-size: 0.7em;
    margin-inline-end: 0.45em;
    background: currentColor;
    clip-path: polygon(0 0, 100% 50%, 0 100%);
  }
  details[open] > summary::before {
    transform: rotate(90deg);
  }
  :host(:dir(rtl)) summary::before {
    clip-path: polygon(100% 0, 0 50%, 100% 100%);
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
  /* The step bar (renderStepBar): sticky at the foot of the widget while the widget is on
     screen, and always the same height, so it never jumps between steps. Two rows of 44 px:
     Back, where the story is, Forward (and Start, Reset, Share, or on a narrow widget the
     menu that holds them); then the move a learner should press, or at the end the ways on. */
  .step-bar {
    position: var(--rb-step-bar-position, sticky);
    inset-block-end: 0;
    z-index: 2;
    display: grid;
    grid-template-rows: 44px 44px;
    grid-template-columns: minmax(0, 1fr);
    row-gap: 6px;
    /* Two rows of 44, the gap, the padding and the top border. */
    block-size: calc(44px + 6px + 44px + 2 * 6px + 1px);
    margin-block-start: 0.75rem;
    padding-block: 6px;
    border-block-start: 1px solid var(--_border);
    background: var(--_surface);
    box-shadow: 0 -0.4rem 0.6rem -0.5rem color-mix(in srgb, var(--_text) 35%, transparent);
  }
  .step-bar.one-row {
    grid-template-rows: 44px;
    block-size: calc(44px + 2 * 6px + 1px);
  }
  .step-bar button {
    block-size: 44px;
    min-block-size: 44px;
    white-space: nowrap;
  }
  .step-nav,
  .step-act {
    display: flex;
    align-items: center;
    gap: 6px;
    min-inline-size: 0;
  }
  .step-nav .where {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    padding-inline: 0.25rem;
  }
  .step-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    padding-inline: 0.6rem;
  }
  .step-button .icon {
    inline-size: 1em;
    block-size: 1em;
    fill: currentColor;
    flex: none;
  }
  .step-more {
    display: flex;
    gap: 6px;
    margin-inline-start: auto;
  }
  .more-toggle {
    display: none;
  }
  .step-act {
    justify-content: flex-end;
  }
  .step-act .step-move {
    flex: 0 1 auto;
    min-inline-size: min(100%, 12rem);
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .step-act.finish button {
    flex: 0 1 auto;
    overflow: hidden;
  }
  .share {
    display: block;
    margin-block-start: 0.35rem;
  }
  .share-field {
    width: 100%;
    margin-block-start: 0.35rem;
  }
  /* A narrow widget (a phone): Back and Forward keep their icons (their words are read out,
     not drawn), Start, Reset and Share go into a menu that opens above the bar, and the move
     takes the whole second row, nearest the thumb. */
  @container rb (max-width: 30rem) {
    .step-nav .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .step-nav .where {
      flex: 1 1 auto;
      min-inline-size: 0;
      text-align: center;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .more-toggle {
      display: inline-flex;
    }
    .step-more {
      position: absolute;
      inset-block-end: calc(100% + 1px);
      inset-inline-end: 0;
      flex-direction: column;
      align-items: stretch;
      padding: 6px;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      box-shadow: 0 0.25rem 0.75rem color-mix(in srgb, var(--_text) 30%, transparent);
    }
    .step-more:not(.open) {
      display: none;
    }
    .step-more .step-button {
      justify-content: flex-start;
    }
    .step-act .step-move {
      flex: 1 1 auto;
    }
    .step-act.finish button {
      flex: 1 1 0;
      min-inline-size: 0;
      padding-inline: 0.3rem;
      font-size: 0.875rem;
      line-height: 1.1;
      white-space: normal;
    }
  }
  @container rb (max-width: 15rem) {
    .step-nav .step-word {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  /* A table restored from the browser says so, with the two ways on. */
  .welcome {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_accent);
    border-inline-start-width: 4px;
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .welcome p {
    margin: 0;
  }
  .welcome-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin-block-start: 0.4rem;
  }
  /* The arithmetic behind a result, for whoever wants it (renderSums). */
  details.sums {
    margin-block-start: 0.35rem;
  }
  .sums-list {
    margin: 0 0 0.35rem;
    padding-inline-start: 1.25rem;
    font-variant-numeric: tabular-nums;
  }
  /* Logs and lists of steps grow in the page: no box that scrolls inside the page on a phone. */
  .log {
    max-block-size: none;
    overflow: visible;
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
  .why {
    margin-block: 0.6rem 0;
    padding: 0.4rem 0.6rem;
    border-inline-start: 3px solid var(--_accent);
    background: var(--_raised);
  }
  /* A rule link sits inside a sentence (exempt from 44 px) on a line box of at least 24 px. */
  .rule-link {
    display: inline-block;
    min-block-size: 24px;
    line-height: 24px;
    max-inline-size: 100%;
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
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
    font-weight: 600;
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
    .step-bar,
    .welcome,
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
    .card,
    summary::before {
      transition: transform 0.15s ease;
    }
  }
`;
