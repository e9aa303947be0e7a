/** The dice-pool fight's styles: the line of squares, the two groups, the dice, the choices and the setup form (after What if's and Open wide's). */
import { css } from 'lit';
import { openWideStyles } from '../shared/open-wide.js';
import { diceStyles } from '../shared/stage/dice.js';
import { tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { whatIfToggleStyles } from '../shared/what-if-toggle.js';

export const poolFightStyles = [
  baseStyles,
  whatIfToggleStyles,
  openWideStyles,
  diceStyles,
  tokenStyles,
  css`
    .rule-link {
      white-space: normal;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .field {
      display: flex;
      gap: 2px;
      margin: 0 0 0.5rem;
      padding: 0;
      list-style: none;
    }
    .field li {
      flex: 1 1 0;
      min-width: 0;
      min-height: 1.9rem;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: end;
      border-block-end: 3px solid var(--_border);
      font-size: 0.8em;
      line-height: 1.1;
      overflow: hidden;
    }
    .field .n {
      color: var(--_muted);
      font-size: 0.8em;
    }
    .mark {
      font-weight: 700;
    }
    .mark.party {
      color: var(--_accent);
    }
    .mark.foes {
      color: var(--_danger);
    }
    .mark.other {
      color: var(--_focus);
      text-decoration: underline;
    }
    .mark.down {
      text-decoration: line-through;
    }
    .groups {
      display: grid;
      gap: 0.5rem;
      grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
    }
    .group {
      margin: 0;
      padding: 0;
      list-style: none;
      display: grid;
      gap: 0.35rem;
      align-content: start;
    }
    .group-name {
      margin: 0;
      font-weight: 700;
    }
    /* Each fighter: its token (the stage's: health bar, acting ring), then its notes. */
    .fighter {
      min-width: 0;
      display: grid;
      gap: 0.15rem;
    }
    .fighter .notes {
      margin: 0 0.3rem;
      font-size: 0.82em;
      line-height: 1.35;
      color: var(--_muted);
      overflow-wrap: anywhere;
    }
    .fighter .notes span:not(:last-child)::after {
      content: ' · ';
    }
    .dice {
      margin-block: 0.4rem 0;
      padding: 0.2rem 0.5rem;
      border: 1px dashed var(--_border);
      border-radius: var(--_radius);
    }
    .contest {
      margin: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      column-gap: 1rem;
    }
    .contest + .contest {
      margin-block-start: 0.25rem;
      padding-block-start: 0.25rem;
      border-block-start: 1px dotted var(--_border);
    }
    @container rb (min-width: 32rem) {
      .contest {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      }
      .verdict {
        grid-column: 1 / -1;
      }
    }
    .pool-line {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.4rem;
      align-items: center;
      margin: 0.1rem 0;
    }
    .pool-line .who {
      min-inline-size: 8rem;
      font-size: 0.9em;
    }
    .blank-die {
      display: inline-flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      min-inline-size: 1.9rem;
      block-size: 2.1rem;
      border: 2px solid var(--_text);
      border-radius: 0.3rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      line-height: 1;
    }
    .blank-die small {
      font-size: 0.6em;
      font-weight: 400;
      color: var(--_muted);
    }
    .blank-die {
      border-style: dashed;
      color: var(--_muted);
    }
    .verdict {
      font-weight: 700;
      margin: 0.1rem 0 0;
    }
    /* Odds side by side: a hit and a miss, or many damage levels, in few rows. */
    .odds-list {
      grid-template-columns: repeat(auto-fill, minmax(min(11rem, 100%), 1fr));
      column-gap: 1rem;
    }
    .odds-list li {
      grid-template-columns: max-content minmax(1.5rem, 1fr) 3.2rem;
    }
    .prompt {
      margin-block: 0.6rem 0.3rem;
      font-weight: 600;
    }
    .prompt::before {
      content: '▶ ';
      color: var(--_accent);
    }
    /* One column no wider than the widget: a grid track sized by its content would grow to the
       Ready select's longest option ("a move: close in 1 (not now)") and push every row past a
       320 px screen. */
    .choices {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.35rem;
    }
    .choices .row,
    .who-acts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
    }
    .who-acts button[aria-pressed='true'] {
      outline: 2px solid var(--_accent);
      outline-offset: 1px;
      font-weight: 700;
    }
    .move {
      display: inline-flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
      max-inline-size: 100%;
    }
    /* A long choice (Ready: "an attack, when called (not now)") shrinks within a 320 px screen. */
    .move > label {
      min-inline-size: 0;
      max-inline-size: 100%;
    }
    .refusals {
      margin-block-start: 0.35rem;
      font-size: 0.9em;
      color: var(--_muted);
    }
    .refusals summary {
      cursor: pointer;
    }
    .damage-odds {
      margin-block-start: 0.4rem;
    }
    details > :not(summary) {
      box-sizing: border-box;
    }
    @media print {
      .choices,
      .refusals,
      .prompt {
        display: none;
      }
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
    .setup-form textarea,
    .setup-form select {
      inline-size: 100%;
      min-inline-size: 0;
      font: inherit;
    }
    .setup-form .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: end;
    }
    .setup-form input {
      inline-size: 9rem;
    }
  `,
];
