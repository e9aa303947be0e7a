/**
 * The fire map's styles. Why they are as they are (kept out of the CSS, which ships as written):
 * - A ruling's title can be longer than a phone is wide: rule links wrap.
 * - The map scrolls inside the widget rather than being clipped; its padding keeps focus
 *   rings visible. On a phone (container under 22rem) a 4-wide map still fits.
 * - A big map is a block of rows, each a grid of fixed cells, in a box of fixed size
 *   (contain: strict, .h1 … .h26): nothing in it lays out anything outside, a changed cell
 *   lays out alone, and a click is hit-tested among one row's cells.
 * - Nothing in a cell is positioned (each would be a layer of its own); its summary is drawn
 *   from data-t by CSS. A name breaks between words; only a word too long for a cell is cut.
 * - Light fills carry their own dark ink, so a dark page theme cannot wash the text out.
 * - The chosen Area's odds sit in its narrow panel: no box of their own, no bars.
 * - A <details>' content box (Chromium's ::details-content) does not pass border-box down.
 * - On paper the map is a record: every Area with its level, whatever was scrolled away.
 */
import { css, unsafeCSS } from 'lit';
import { MAX_DRAWN } from '../../machines/lady-luck/fire-map/fire-map.view.js';
import { baseStyles } from '../shared/styles.js';

// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25.
const placement = unsafeCSS(
  Array.from({ length: MAX_DRAWN }, (_, i) => `.c${i} { grid-column: ${i + 1}; } .r${i} { grid-row: ${i + 1}; }`).join('\n'),
);

// A big map's box is fixed (contain: strict, so nothing in it lays out anything outside): as
// tall as its rows, at most 28rem. .h1 … .h26 by class, never by style=.
const heights = unsafeCSS(
  Array.from(
    { length: MAX_DRAWN },
    (_, i) => `.map.h${i + 1} { block-size: min(60vh, 28rem, calc(${i + 1} * (3.4rem + 3px) + 8px)); }`,
  ).join('\n'),
);

export const fireMapStyles = [
  baseStyles,
  css`
    :host {
      --_fire-low: var(--rb-fire-low, #ffd98a);
      --_fire-mid: var(--rb-fire-mid, #f08a4b);
      --_fire-high: var(--rb-fire-high, #9c1f14);
      --_water: var(--rb-water, #cfe3f7);
    }
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
    .map {
      display: grid;
      grid-auto-columns: minmax(4.5rem, 1fr);
      grid-auto-rows: minmax(4.25rem, auto);
      gap: 3px;
      flex: 1 1 17rem;
      min-inline-size: 0;
      overflow: auto;
      padding: 4px;
    }
    .board.wide .map {
      flex-basis: 100%;
    }
    @container rb (max-width:22rem) {
      .map:not(.big) {
        grid-auto-columns: minmax(3.6rem, 1fr);
      }
      .map:not(.big) .area {
        font-size: 0.72rem;
        padding: 0.2rem;
      }
    }
    .map.big {
      display: block;
      contain: strict;
    }
    .map.big .row {
      display: grid;
      grid-template-rows: 3.4rem;
      grid-auto-columns: 3.4rem;
      gap: 3px;
      margin-block-end: 3px;
      inline-size: max-content;
      contain: layout style;
    }
    .map.big .area {
      inline-size: 3.4rem;
      block-size: 3.4rem;
      font-size: 0.7rem;
      padding: 0.15rem;
      gap: 0;
      border-width: 1px;
    }
    .map.big .area .id {
      font-size: 0.72rem;
    }
    ${heights}
    ${placement}
.area {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      justify-content: space-between;
      gap: 0.1rem;
      min-block-size: 0;
      padding: 0.25rem;
      border: 2px solid var(--_border);
      border-radius: 0.25rem;
      background: var(--_surface);
      color: var(--_text);
      text-align: start;
      font-size: 0.8rem;
      line-height: 1.2;
      overflow: clip;
    }
    .area .id {
      font-weight: 700;
      letter-spacing: -0.01em;
      overflow-wrap: break-word;
      max-inline-size: 100%;
    }
    .area .t::before {
      content: attr(data-t);
    }
    .area .t[data-t=''] {
      display: none;
    }
    .area .odds-tag {
      font-variant-numeric: tabular-nums;
      font-weight: 600;
    }
    .swatch {
      display: inline-block;
      inline-size: 1rem;
      block-size: 1rem;
      border: 2px solid var(--_border);
      border-radius: 0.2rem;
      background-color: var(--_surface);
    }
    .wall-e {
      border-inline-end: 5px solid var(--_text);
    }
    .wall-s {
      border-block-end: 5px solid var(--_text);
    }
    .wet {
      background-color: var(--_water);
      color: #1d1b22;
    }
    .stone {
      background-image: repeating-linear-gradient(135deg, transparent 0 7px, color-mix(in srgb, var(--_border) 25%, transparent) 7px 9px);
    }
    .fire-contained {
      background-color: color-mix(in srgb, var(--_fire-low) 45%, #fff);
      color: #1d1b22;
    }
    .fire-low {
      background-color: var(--_fire-low);
      color: #1d1b22;
    }
    .fire-mid {
      background-color: var(--_fire-mid);
      color: #1d1b22;
    }
    .fire-high {
      background-color: var(--_fire-high);
      color: #fff;
    }
    .area.selected {
      outline: 3px solid var(--_accent);
      outline-offset: 1px;
    }
    .area:focus-visible {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: no-preference) {
      .map:not(.big) .area {
        transition: background-color 0.3s ease;
      }
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
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 0.1rem 0.7rem;
      list-style: none;
      padding: 0;
      margin: 0.4rem 0 0;
      font-size: 0.78em;
      color: var(--_muted);
    }
    .legend li {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
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
      .map .area {
        display: flex !important;
      }
      .map,
      .map.big {
        max-block-size: none;
        block-size: auto;
        contain: none;
        overflow: visible;
      }
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
