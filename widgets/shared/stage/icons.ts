/**
 * The stage's icons, drawn inline (no font glyph a system may lack, no request), each on a
 * 16 × 16 grid in currentColor. An icon with a label is an image with that text alternative;
 * without one it is decoration beside words that already say it. (No <title> child: a binding
 * inside one cannot be rendered ahead of time, as the pages' first views are.)
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';

const PATHS = {
  fire: svg`<path d="M8 1c.6 2.4 3.9 4.2 3.9 8.1A3.9 3.9 0 0 1 4.1 9.2c0-1.6.8-2.7 1.7-3.5-.1 1.2.3 2.3 1.3 2.8C6.8 6 7.2 3.4 8 1z"/>`,
  water: svg`<path d="M1 6.5c1.2 0 1.6-1 3-1s1.8 1 3 1 1.6-1 3-1 1.8 1 3 1 1.6-1 2-1v2c-.4 0-.8 1-2 1s-1.6-1-3-1-1.8 1-3 1-1.6-1-3-1-1.8 1-3 1zm0 4.5c1.2 0 1.6-1 3-1s1.8 1 3 1 1.6-1 3-1 1.8 1 3 1 1.6-1 2-1v2c-.4 0-.8 1-2 1s-1.6-1-3-1-1.8 1-3 1-1.6-1-3-1-1.8 1-3 1z"/>`,
  damp: svg`<path d="M8 1.5S3.5 7 3.5 10a4.5 4.5 0 0 0 9 0C12.5 7 8 1.5 8 1.5zm0 3.2c1 1.4 2.5 3.6 2.5 5.3A2.5 2.5 0 0 1 8 12.5z"/>`,
  shroud: svg`<path d="M2 14V9l2-3 1 2 2-5 2 4 1-2 2 3 2 1v5z"/>`,
  fog: svg`<path d="M4.5 6.5a3 3 0 0 1 5.8-1A2.5 2.5 0 0 1 13 8H4a1.5 1.5 0 0 1 .5-1.5zM2 10h12v1.5H2zm2 3h9v1.5H4z"/>`,
  bright: svg`<circle cx="8" cy="8" r="3"/><path d="M7.3 0h1.4v3H7.3zm0 13h1.4v3H7.3zM0 7.3h3v1.4H0zm13 0h3v1.4h-3zM2.1 3.1l1-1 2.1 2.1-1 1zm8.7 8.7 1-1 2.1 2.1-1 1zM2.1 12.9l2.1-2.1 1 1-2.1 2.1zm8.7-8.7 2.1-2.1 1 1-2.1 2.1z"/>`,
  dark: svg`<path d="M10.5 1.5A6.5 6.5 0 1 0 14.5 12 5.5 5.5 0 0 1 10.5 1.5z"/>`,
  stone: svg`<path d="M1 14h14v-2H1zm1-3h5V8H2zm7 0h5V8H9zM1 7h6V4H1zm8 0h6V4H9z"/>`,
  wound: svg`<path d="M8 1.5S3 7.2 3 10.2A5 5 0 0 0 13 10.2C13 7.2 8 1.5 8 1.5z"/>`,
  fatigue: svg`<path d="M3 3h5v1.6L5.2 8H8v1.5H3V7.9L5.8 4.5H3zm6 5h4v1.3l-2.2 2.7H13V13H9v-1.3l2.2-2.7H9z"/>`,
  down: svg`<path d="M1 12h14v2H1zm2-3.5a2 2 0 1 1 4 0 2 2 0 0 1-4 0zM8 8h6v3H8z"/>`,
  held: svg`<path d="M5 6a3 3 0 0 1 6 0v1h1.5v7h-9V7H5zm1.6 1h2.8V6a1.4 1.4 0 0 0-2.8 0z"/>`,
  prayer: svg`<path d="M8 1l1.8 4.2 4.5.4-3.4 3 1 4.4L8 10.7 4.1 13l1-4.4-3.4-3 4.5-.4z"/>`,
  breath: svg`<circle cx="5" cy="11" r="3"/><circle cx="10.5" cy="6" r="2.2"/><circle cx="12.5" cy="2.2" r="1.3"/>`,
  dead: svg`<path d="M8 1a6 6 0 0 0-4 10.5V14h2v-1.5h1V14h2v-1.5h1V14h2v-2.5A6 6 0 0 0 8 1zM5.5 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"/>`,
  spread: svg`<path d="M1 7h9V3.5L15 8l-5 4.5V9H1z"/>`,
  dot: svg`<circle cx="8" cy="8" r="4"/>`,
} as const;

export type IconName = keyof typeof PATHS;

/** An icon: with a label, an image a screen reader names; without one, decoration. */
export function icon(name: IconName, label?: string, classes = ''): SVGTemplateResult {
  return svg`<svg
    class="icon icon-${name} ${classes}"
    viewBox="0 0 16 16"
    role=${label ? 'img' : nothing}
    aria-label=${label ?? nothing}
    aria-hidden=${label ? nothing : 'true'}
    focusable="false"
  >${PATHS[name]}</svg>`;
}

export const iconStyles = css`
  .icon {
    display: inline-block;
    inline-size: 1em;
    block-size: 1em;
    flex: none;
    fill: currentColor;
    vertical-align: -0.125em;
  }
`;
