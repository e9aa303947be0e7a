/** The combat round's styles: the stage's (the Area map, tokens, dice) and its own: the roster, the roll, the choices, downtime's timeline and the setup form. */
import { css } from 'lit';
import { areaMapStyles } from '../shared/stage/area-map.js';
import { diceStyles } from '../shared/stage/dice.js';
import { iconStyles } from '../shared/stage/icons.js';
import { tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';

export const combatRoundStyles = [
  baseStyles,
  iconStyles,
  areaMapStyles,
  tokenStyles,
  diceStyles,
  css`
    .rule-link {
      white-space: normal;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .roster {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 11.5rem), 1fr));
      gap: 0.35rem;
      list-style: none;
      margin: 0.35rem 0 0;
      padding: 0;
      font-size: 0.88em;
    }
    .roster li {
      min-inline-size: 0;
    }
    /* Six Areas and five fighters above the turn's choices: the stage stays within a playing height at 1280 px. */
    .area-map {
      grid-auto-rows: minmax(3.4rem, auto);
    }
    .roster .token {
      padding-block: 0.2rem;
      row-gap: 0.05rem;
    }
    .map-key {
      margin-block: 0.15rem;
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
    .roll .die {
      margin-inline-end: 0.35rem;
      vertical-align: middle;
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
