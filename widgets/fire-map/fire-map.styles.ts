/**
 * The fire map's styles. Why they are as they are (kept out of the CSS, which ships as written):
 * - A ruling's title can be longer than a phone is wide: rule links wrap.
 * - The map itself, its regions, icons and legend, are the shared Area map's
 *   (widgets/shared/stage/area-map.ts), as in the combat round: here only where it sits, beside
 *   the chosen Area's panel on a narrow map, above it on a wide one.
 * - The chosen Area's odds sit in its narrow panel: no box of their own, no bars.
 * - A <details>' content box (Chromium's ::details-content) does not pass border-box down.
 * - On paper the map is a record: every Area with its level, whatever was scrolled away.
 */
import { css } from 'lit';
import { areaMapStyles } from '../shared/stage/area-map.js';
import { iconStyles } from '../shared/stage/icons.js';
import { baseStyles } from '../shared/styles.js';

export const fireMapStyles = [
  baseStyles,
  iconStyles,
  areaMapStyles,
  css`
    .rule-link {
      white-space: normal;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 0.6rem;
      align-items: center;
      margin-block-end: 0.5rem;
    }
    .controls label {
      display: inline-flex;
      gap: 0.35rem;
      align-items: center;
      min-inline-size: 0;
    }
    .controls select {
      min-inline-size: 0;
      max-inline-size: 100%;
    }
    .board {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 0.75rem;
      align-items: flex-start;
    }
    .board .area-map {
      flex: 1 1 17rem;
    }
    .board.wide .area-map {
      flex-basis: 100%;
    }
    .panel {
      flex: 1 1 14rem;
      min-inline-size: 0;
      margin: 0;
      padding: 0.4rem 0.6rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      font-size: 0.92em;
    }
    .panel p {
      margin: 0.15rem 0;
    }
    .panel-title {
      font-weight: 700;
    }
    .panel .edit-toggle {
      margin-block-start: 0.3rem;
    }
    .dead {
      text-decoration: line-through;
    }
    .legend-notes {
      margin: 0.1rem 0 0;
      font-size: 0.78em;
      color: var(--_muted);
    }
    .log {
      margin-block: 0.5rem 0;
      padding: 0.3rem 0.6rem;
      border-inline-start: 3px solid var(--_accent);
      background: var(--_raised);
      font-size: 0.92em;
    }
    .log .subhead {
      margin: 0;
      font-weight: 700;
    }
    .log ol {
      margin: 0.15rem 0 0;
      padding-inline-start: 1.4rem;
      font-variant-numeric: tabular-nums;
      max-block-size: 13rem;
      overflow-y: auto;
    }
    .log li {
      margin-block: 0.1rem;
    }
    .log .more {
      min-height: 1.8rem;
      margin-block-start: 0.2rem;
    }
    .panel .odds {
      margin: 0.35rem 0 0;
      padding: 0.3rem 0 0;
      border: 0;
      border-block-start: 1px solid var(--_border);
      border-radius: 0;
    }
    .panel .odds-question {
      margin: 0;
      font-weight: 600;
    }
    .panel .odds-list li {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 0.5rem;
    }
    .forecast label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      font-weight: 600;
    }
    /* A finger's target, as every control (44 × 44 px). */
    .forecast select {
      min-block-size: 44px;
      padding-block: 0;
    }
    details > :not(summary) {
      box-sizing: border-box;
    }
    .editor-title {
      font-weight: 700;
      margin: 0 0 0.3rem;
    }
    .qualities {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 0.3rem 0.5rem;
      align-items: center;
      margin-block: 0.5rem;
    }
    .qualities select,
    .inline-form input,
    .place-form select {
      max-inline-size: 100%;
      min-inline-size: 0;
    }
    .inline-form,
    .place-form {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: end;
      margin-block-start: 0.5rem;
    }
    .inline-form label,
    .place-form label {
      display: grid;
      gap: 0.1rem;
      font-size: 0.9em;
      min-inline-size: 0;
    }
    .place-form input[name='name'] {
      inline-size: 8rem;
    }
    .place-form input[type='number'] {
      inline-size: 5.5rem;
    }
    .creatures {
      list-style: none;
      padding: 0;
      margin: 0.3rem 0;
    }
    .creatures li {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
      margin-block: 0.2rem;
    }
    @media print {
      .log ol {
        max-block-size: none;
        overflow: visible;
      }
      .controls,
      .forecast label {
        display: none !important;
      }
    }
  `,
];
