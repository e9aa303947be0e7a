/**
 * A fighter on the stage: a token (initials, or a silhouette), its name, a Life or Vitality bar
 * that drains (a transform, so nothing lays out), its status and wounds as marks with their
 * words, and the hand it holds beside it. Where the eye already is: everything about one
 * fighter sits on its token, not in a line of text below.
 *
 * What a token shows is a TokenView the procedure's view module computes (name, bar, marks);
 * this module only draws it.
 *
 *   renderToken({ id: 'ada', name: 'Ada', side: 'pc', acting: true,
 *                 bar: { label: 'Vitality', value: 4, max: 10 },
 *                 markers: [{ kind: 'wound', label: '2 Injuries', count: 2 }] },
 *               { hand: renderHand(cards, { label: "Ada's hand" }) })
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import { AsyncDirective, directive, PartType, type ElementPart, type PartInfo } from 'lit/async-directive.js';
import { num } from '../../../machines/core/explain.js';
import { animate, ENTER, animateOn } from '../motion.js';
import { icon, type IconName } from './icons.js';

export interface TokenBar {
  /** 'Life', 'Vitality', 'Injuries left'. */
  readonly label: string;
  readonly value: number;
  readonly max: number;
  /** Where the bar is empty (Liberi Gothica's Life goes below 0); default 0. */
  readonly min?: number;
}

export interface TokenMarker {
  /** A status (held, down, praying) or a wound (Injuries, Fatigue). */
  readonly kind: 'status' | 'wound';
  /** Its words, which a screen reader hears and a tooltip shows: "2 Injuries", "held by Grub". */
  readonly label: string;
  readonly icon?: IconName;
  /** A number drawn on the mark (2 Injuries: 2). */
  readonly count?: number;
}

export interface TokenView {
  /** Stable across steps (the bar drains from what it showed before). */
  readonly id: string;
  readonly name: string;
  /** Up to two letters on the token; by default from the name. */
  readonly initials?: string;
  /** A silhouette instead of initials. */
  readonly figure?: 'person' | 'beast' | 'soul';
  /** Its side, for its ring's colour. */
  readonly side?: 'pc' | 'ally' | 'foe' | 'neutral';
  /** One short line under the name: "5 ft from the body", "Short sword (ITM 1)". */
  readonly detail?: string;
  readonly bar?: TokenBar;
  readonly markers?: readonly TokenMarker[];
  /** Its turn now. */
  readonly acting?: boolean;
  readonly state?: 'fine' | 'down' | 'out' | 'dead';
}

export interface TokenOptions {
  /** What it holds: its hand (renderHand), its dice. */
  readonly hand?: TemplateResult;
  /** Small, for a token inside an Area of a map: the avatar and name only, the bar thin. */
  readonly compact?: boolean;
}

/** "Ada Lovelace" → "AL", "Grub" → "GR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]!.charAt(0) + words.at(-1)!.charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

const FIGURES = {
  person: svg`<circle cx="16" cy="11" r="6"/><path d="M4 30c0-7 5.4-11.5 12-11.5S28 23 28 30z"/>`,
  beast: svg`<path d="M5 26l2-8c1-4 4-6 8-6h6l3-5 2 1-1 5 3 2-2 3h-3l-1 8h-3l-1-5h-7l-2 5z"/>`,
  soul: svg`<path d="M16 3c6 0 9 5 9 10 0 7-5 9-5 13 0 2 2 3 2 3h-7c-3 0-9-3-9-11C6 9 10 3 16 3zm-3 9a1.6 1.6 0 1 0 0 3.2A1.6 1.6 0 0 0 13 12zm6 0a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2z"/>`,
};

// ---------------------------------------------------------------- the bar

class DrainDirective extends AsyncDirective {
  #shown: number | undefined;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('drain() goes on the bar’s fill');
  }

  render(_fraction: number) {
    return nothing;
  }

  override update(part: ElementPart, [fraction]: Parameters<this['render']>) {
    const before = this.#shown;
    this.#shown = fraction;
    if (before !== undefined && before !== fraction) {
      const el = part.element;
      queueMicrotask(() =>
        animate(el, [{ transform: `scaleX(${before})` }, { transform: `scaleX(${fraction})` }], {
          duration: 360,
          easing: 'cubic-bezier(.3,.6,.3,1)',
        }),
      );
    }
    return nothing;
  }
}

/** The fill drains (or fills) from the fraction it showed before, by a transform. */
const drain = directive(DrainDirective);

/** How full a bar is, from 0 to 1. */
export function barFraction(bar: TokenBar): number {
  const min = bar.min ?? 0;
  if (bar.max <= min) return 0;
  return Math.max(0, Math.min(1, (bar.value - min) / (bar.max - min)));
}

/** A bar that drains: a meter a screen reader reads ("Vitality 4 of 10"), its numbers written beside it. */
export function renderBar(bar: TokenBar, owner = ''): TemplateResult {
  const f = barFraction(bar);
  const low = f <= 0.25 ? 'low' : '';
  return html`<span
    class="bar ${low}"
    part="bar"
    role="meter"
    aria-label=${owner ? `${owner}'s ${bar.label}` : bar.label}
    aria-valuemin=${bar.min ?? 0}
    aria-valuemax=${bar.max}
    aria-valuenow=${Math.max(bar.min ?? 0, Math.min(bar.max, bar.value))}
    aria-valuetext="${num(bar.value)} of ${bar.max}"
    ><svg class="bar-track" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
      <rect class="track" width="100" height="6"></rect>
      <rect class="fill" width="100" height="6" transform="scale(${f} 1)" ${drain(f)}></rect></svg
    ><span class="bar-text" aria-hidden="true">${bar.label} ${num(bar.value)}/${bar.max}</span></span
  >`;
}

// ---------------------------------------------------------------- the token

const DEFAULT_ICON: Record<TokenMarker['kind'], IconName> = { wound: 'wound', status: 'dot' };
const STATE_WORDS: Record<NonNullable<TokenView['state']>, string> = { fine: '', down: 'on the ground', out: 'unconscious', dead: 'dead' };

/** A fighter's token, its bar, its marks, and what it holds. */
export function renderToken(t: TokenView, options: TokenOptions = {}): TemplateResult {
  const state = t.state ?? 'fine';
  const classes = ['token', `side-${t.side ?? 'neutral'}`, `state-${state}`, t.acting ? 'acting' : '', options.compact ? 'compact' : '']
    .filter(Boolean)
    .join(' ');
  const markers = t.markers ?? [];
  return html`<figure class=${classes} part="token" data-token=${t.id}>
    <span class="avatar" aria-hidden="true" ${animateOn(t.acting ? 'acting' : state, ENTER.pop, { duration: 220, onFirst: false })}
      >${
        t.figure
          ? html`<svg class="figure" viewBox="0 0 32 32">${FIGURES[t.figure]}</svg>`
          : html`<span class="initials">${t.initials ?? initialsOf(t.name)}</span>`
      }${state === 'dead' ? icon('dead', undefined, 'state-icon') : state !== 'fine' ? icon('down', undefined, 'state-icon') : nothing}</span
    >
    <figcaption class="who">
      <span class="name">${t.name}</span>
      ${t.acting ? html`<span class="now" part="acting">acting</span>` : nothing}
      ${state !== 'fine' ? html`<span class="state">${STATE_WORDS[state]}</span>` : nothing}
      ${t.detail && !options.compact ? html`<span class="detail">${t.detail}</span>` : nothing}
    </figcaption>
    ${t.bar ? renderBar(t.bar, t.name) : nothing}
    ${
      markers.length
        ? html`<ul class="markers" aria-label="${t.name}'s marks">
            ${markers.map(
              (m) =>
                html`<li class="marker ${m.kind}" part="marker" ${animateOn(m.label, ENTER.pop, { duration: 220 })}>
                  ${icon(m.icon ?? DEFAULT_ICON[m.kind])}<span class=${m.count === undefined ? 'visually-hidden' : 'count'}
                    >${m.count === undefined ? m.label : html`<span aria-hidden="true">${m.count}</span><span class="visually-hidden">${m.label}</span>`}</span
                  >
                </li>`,
            )}
          </ul>`
        : nothing
    }
    ${options.hand ? html`<div class="holds" part="holds">${options.hand}</div>` : nothing}
  </figure>`;
}

export const tokenStyles = css`
  .token {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'avatar who'
      'avatar bar'
      'avatar markers'
      'holds holds';
    align-items: center;
    column-gap: 0.55rem;
    row-gap: 0.15rem;
    margin: 0;
    padding: 0.4rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .token.acting {
    border-color: var(--_accent);
    box-shadow: inset 4px 0 0 var(--_accent);
    background: color-mix(in srgb, var(--_accent) 9%, var(--_surface));
  }
  .avatar {
    grid-area: avatar;
    position: relative;
    display: grid;
    place-items: center;
    inline-size: 2.6rem;
    block-size: 2.6rem;
    border-radius: 50%;
    border: 3px solid var(--_ring, var(--_border));
    background: var(--_raised);
    color: var(--_text);
    font-weight: 700;
    font-size: 0.95rem;
    letter-spacing: 0.02em;
  }
  .side-pc,
  .side-ally {
    --_ring: var(--_accent);
  }
  .side-foe {
    --_ring: var(--_danger);
  }
  .figure {
    inline-size: 1.7rem;
    block-size: 1.7rem;
    fill: currentColor;
  }
  .state-icon {
    position: absolute;
    inset-block-end: -0.3rem;
    inset-inline-end: -0.3rem;
    inline-size: 1.1rem;
    block-size: 1.1rem;
    padding: 0.1rem;
    border-radius: 50%;
    background: var(--_surface);
    color: var(--_danger);
  }
  .state-dead .avatar,
  .state-out .avatar {
    filter: grayscale(1);
    opacity: 0.7;
  }
  .who {
    grid-area: who;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.4rem;
    min-inline-size: 0;
  }
  .who .name {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .who .now {
    padding: 0 0.4rem;
    border-radius: 1rem;
    background: var(--_accent);
    color: var(--_on-accent);
    font-size: 0.78em;
    font-weight: 600;
  }
  .who .state,
  .who .detail {
    color: var(--_muted);
    font-size: 0.88em;
  }
  .bar {
    grid-area: bar;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-inline-size: 0;
    font-size: 0.82rem;
    font-variant-numeric: tabular-nums;
  }
  .bar-track {
    flex: 1 1 4rem;
    min-inline-size: 2.5rem;
    max-inline-size: 9rem;
    block-size: 0.5rem;
    border-radius: 0.25rem;
    overflow: hidden;
  }
  .bar .track {
    fill: color-mix(in srgb, var(--_border) 35%, var(--_surface));
  }
  .bar .fill {
    fill: var(--_accent);
  }
  .bar.low .fill {
    fill: var(--_danger);
  }
  .bar-text {
    white-space: nowrap;
  }
  .markers {
    grid-area: markers;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .marker {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    padding: 0.05rem 0.35rem;
    border: 1px solid var(--_border);
    border-radius: 1rem;
    font-size: 0.8rem;
    font-weight: 600;
  }
  .marker.wound {
    color: var(--_danger);
    border-color: color-mix(in srgb, var(--_danger) 55%, var(--_border));
  }
  .holds {
    grid-area: holds;
    min-inline-size: 0;
  }
  .token.compact {
    grid-template-columns: auto;
    grid-template-areas: 'avatar' 'who' 'bar';
    justify-items: center;
    padding: 0.15rem;
    border: 0;
    background: transparent;
    box-shadow: none;
    font-size: 0.75rem;
  }
  .token.compact .avatar {
    inline-size: 1.9rem;
    block-size: 1.9rem;
    font-size: 0.75rem;
  }
  .token.compact .bar-text,
  .token.compact .markers {
    display: none;
  }
  .token.compact .bar-track {
    inline-size: 1.9rem;
    min-inline-size: 0;
    flex: none;
  }
  .token.compact.acting .avatar {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
`;
