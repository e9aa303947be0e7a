/** The combat round's styles: the map of Areas, the roster, the roll, the choices, downtime's timeline and the setup form. */
import { css, unsafeCSS } from 'lit';
import { baseStyles } from '../shared/styles.js';

/** The largest drawing: 26 columns by 26 rows. */
export const MAX_DRAWN = 26;
// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25.
const placement = unsafeCSS(
  Array.from({ length: MAX_DRAWN }, (_, i) => `.c${i} { grid-column: ${i + 1}; } .r${i} { grid-row: ${i + 1}; }`).join('\n'),
);

export const combatRoundStyles = [
  baseStyles,
  placement,
  css`
    :host {
      --_fire-low: var(--rb-fire-low, #f3c969);
      --_fire-high: var(--rb-fire-high, #d9480f);
      --_water: var(--rb-water, #9cc3e6);
    }
    .rule-link {
      white-space: normal;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .map {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25rem;
      grid-auto-columns: minmax(0, 1fr);
    }
    .area {
      min-width: 0;
      padding: 0.2rem 0.35rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
    .area .name {
      font-weight: 700;
    }
    .area .marks {
      color: var(--_muted);
    }
    .area.fire-low {
      border-inline-start: 0.4rem solid var(--_fire-low);
    }
    .area.fire-high {
      border-inline-start: 0.4rem solid var(--_fire-high);
    }
    .area.water {
      border-block-end: 0.3rem solid var(--_water);
    }
    .area ul {
      display: inline;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .area ul li {
      display: inline;
    }
    .area ul li:not(:last-child)::after {
      content: ', ';
      color: var(--_text);
      font-weight: 400;
    }
    .who.acting {
      font-weight: 700;
      color: var(--_accent);
    }
    .who.dead {
      text-decoration: line-through;
      color: var(--_muted);
    }
    .roster {
      list-style: none;
      margin: 0.35rem 0 0;
      padding: 0;
      font-size: 0.88em;
    }
    .roster li {
      padding-block: 0.05rem;
      padding-inline-start: 1.1rem;
      text-indent: -1.1rem;
    }
    .roster li::before {
      content: '';
      display: inline-block;
      inline-size: 1.1rem;
      text-indent: 0;
    }
    .roster li[aria-current]::before {
      content: '▶';
      color: var(--_accent);
    }
    .roster .notes {
      color: var(--_muted);
    }
    .roster .dead {
      color: var(--_danger);
    }
    .roll {
      margin-block: 0.4rem 0;
      padding: 0.3rem 0.6rem;
      border: 1px dashed var(--_border);
      border-radius: var(--_radius);
    }
    .roll p {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .die {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-inline-size: 1.7rem;
      block-size: 1.7rem;
      margin-inline-end: 0.35rem;
      border: 2px solid var(--_text);
      border-radius: 0.3rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .verdict {
      font-weight: 700;
    }
    .prompt {
      margin-block: 0.5rem 0.2rem;
      font-weight: 600;
    }
    .prompt::before {
      content: '▶ ';
      color: var(--_accent);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
      margin-block-start: 0.35rem;
    }
    .row label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      min-inline-size: 0;
      max-inline-size: 100%;
    }
    .row select {
      min-inline-size: 0;
      max-inline-size: 100%;
      flex: 1 1 auto;
    }
    .row input[type='number'] {
      inline-size: 4rem;
    }
    .refusals {
      margin-block-start: 0.35rem;
      font-size: 0.9em;
      color: var(--_muted);
    }
    .refusals summary {
      cursor: pointer;
    }
    .timeline {
      display: grid;
      grid-template-columns: repeat(8, minmax(0, 1fr));
      gap: 0.15rem;
      list-style: none;
      margin: 0.35rem 0;
      padding: 0;
      font-size: 0.75em;
      text-align: center;
    }
    .timeline li {
      padding: 0.15rem 0;
      border: 1px solid var(--_border);
      border-radius: 0.2rem;
      overflow-wrap: anywhere;
    }
    .timeline .past {
      background: var(--_raised);
      color: var(--_muted);
    }
    @container rb (max-width: 30rem) {
      .timeline {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    }
    .timeline [aria-current] {
      border-color: var(--_accent);
      box-shadow: inset 0 0 0 1px var(--_accent);
      font-weight: 700;
    }
    .sleepers {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.9rem;
      margin: 0;
      padding: 0;
      border: 0;
    }
    .sleepers legend {
      padding: 0;
      margin-block-end: 0.2rem;
    }
    .sleepers input {
      min-height: 0;
      inline-size: 1.05rem;
      block-size: 1.05rem;
      margin: 0 0.3rem 0 0;
      vertical-align: -0.15rem;
    }
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
    .setup-form textarea {
      inline-size: 100%;
      min-inline-size: 0;
      font: inherit;
      font-family: ui-monospace, monospace;
      font-size: 0.85em;
    }
    .setup-form .line {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: end;
    }
    .setup-form input[type='number'] {
      inline-size: 9rem;
    }
    @media print {
      .row,
      .refusals,
      .sleepers {
        display: none !important;
      }
    }
  `,
];
