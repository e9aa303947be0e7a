/** The whole fight's styles: the stage's shared pieces (the Area map, tokens, dice) and its own: the sides, the roll, the moves. */
import { css } from 'lit';
import { areaMapStyles } from '../shared/stage/area-map.js';
import { diceStyles } from '../shared/stage/dice.js';
import { iconStyles } from '../shared/stage/icons.js';
import { sidesStyles } from '../shared/stage/sides.js';
import { tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { openWideStyles } from '../shared/open-wide.js';

export const ladyLuckFightStyles = [
  baseStyles,
  iconStyles,
  areaMapStyles,
  tokenStyles,
  sidesStyles,
  diceStyles,
  whatIfToggleStyles,
  openWideStyles,
  css`
    .rule-link {
      white-space: normal;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .sides {
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
      margin-block: 0.4rem;
    }
    .sides ul {
      font-size: 0.88em;
    }
    .phase {
      margin-block: 0.5rem 0.2rem;
      font-weight: 600;
    }
    .phase .child {
      font-weight: 400;
      color: var(--_muted, inherit);
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
    .moves {
      margin-block: 0.3rem;
    }
    .setup-form {
      display: grid;
      gap: 0.5rem;
    }
    .setup-form textarea {
      inline-size: 100%;
      box-sizing: border-box;
      font-family: var(--_mono, monospace);
      min-block-size: 2.75rem;
    }
    .setup-form input {
      min-block-size: 2.75rem;
    }
    .setup-form .line {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: end;
    }
  `,
];
