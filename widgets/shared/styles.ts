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
    box-sizing: border-box;
    margin-block: 1rem;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--rb-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
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
  h2, h3, h4 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1rem;
    line-height: 1.3;
  }
  p { margin: 0.25rem 0; }
  /* Titles inside a widget are bold paragraphs, not headings: a widget cannot know the
     heading level of the page it is embedded in. */
  .subhead { margin: 0.75rem 0 0.25rem; }
  ol, ul { margin: 0.25rem 0; padding-inline-start: 1.5rem; }
  button, select, input {
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
  input, select {
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
  .errors ul { margin: 0.25rem 0 0; }
  .history {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    margin-block-start: 0.75rem;
    padding-block-start: 0.5rem;
    border-block-start: 1px solid var(--_border);
  }
  .share { display: block; margin-block-start: 0.35rem; }
  .share-field { width: 100%; margin-block-start: 0.35rem; }
  .history .where {
    color: var(--_muted);
    margin-inline-end: auto;
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
  .card.red { color: var(--_card-red); }
  .card.back {
    background: repeating-linear-gradient(45deg, var(--_card-back) 0 6px, color-mix(in srgb, var(--_card-back) 70%, white) 6px 12px);
    color: transparent;
  }
  @media (prefers-reduced-motion: no-preference) {
    .card { transition: transform 0.15s ease; }
  }
`;
