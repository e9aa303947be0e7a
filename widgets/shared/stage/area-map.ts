/**
 * One Area map for Lady Luck's fire map and combat round: regions where the map draws them,
 * each with its fire, water, cover and light as icons (inline SVG, each with its words), walls
 * where Areas side by side are not linked, who stands in it as tokens, and fire that visibly
 * spreads from the Area it came from (the new flame slides in from that side, and an arrow on
 * that side says "caught from the Barn").
 *
 * It draws an AreaMapView (machines/lady-luck/area-map.view.ts: `fireMapAreaView(ctx)`,
 * `combatRoundAreaView(ctx)`), which keeps every unchanged region the same object: a region
 * is drawn again only when it changed, so a step on a 26 × 26 map touches a handful of the
 * 676. With `onChoose`, regions are buttons (one in the tab order; the arrow keys, Home and End
 * move between them); without, a list a screen reader reads region by region.
 *
 *   renderAreaMap(combatRoundAreaView(ctx), { label: 'The map' })
 *   renderAreaMap(fireMapAreaView(ctx), { label: 'Map of Areas', chosen: this._selected, onChoose: (id) => (this._selected = id) })
 */
import { css, html, nothing, unsafeCSS, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import {
  initialsOf,
  MAX_DRAWN,
  MOVE_KEYS,
  regionToward,
  sideFrom,
  type AreaMapView,
  type MapOccupant,
  type RegionView,
} from '../../../machines/lady-luck/area-map.view.js';
import { animateOn, ENTER } from '../motion.js';
import { icon } from './icons.js';

/** What the widget adds to a region (the odds on each Area): short for the eye, long for a screen reader. */
export interface RegionNote {
  readonly short: string;
  readonly long: string;
}

export interface AreaMapOptions {
  /** The map's name for a screen reader. */
  readonly label: string;
  /** The chosen region (with onChoose). */
  readonly chosen?: string;
  /** Regions are buttons: a click, Enter or Space chooses one, the arrow keys move the choice. */
  readonly onChoose?: (id: string) => void;
  /** A note per region, the same object while it says the same (so the region is not drawn again). */
  readonly notes?: ReadonlyMap<string, RegionNote>;
  /** Draw only the first rows of a big map (the widget draws the rest a batch per task, so opening it is never one long task). */
  readonly rows?: number;
}

/** Past this many regions the map is drawn small and in rows, its tokens counted rather than named. */
export const BIG_MAP = 64;

const SIDE_WORD = { n: 'north', s: 'south', e: 'east', w: 'west' } as const;
const FROM = {
  n: 'translate(0, -1.4rem) scale(0.4)',
  s: 'translate(0, 1.4rem) scale(0.4)',
  e: 'translate(1.4rem, 0) scale(0.4)',
  w: 'translate(-1.4rem, 0) scale(0.4)',
} as const;

function renderOccupant(o: MapOccupant, named: boolean) {
  const state = o.state ?? 'fine';
  const words = `${o.name}${state === 'fine' ? '' : state === 'out' ? ' (unconscious)' : state === 'down' ? ' (on the ground)' : ' (dead)'}${o.acting ? ', acting' : ''}`;
  return html`<span class="occupant side-${o.side} state-${state} ${o.acting ? 'acting' : ''}" title=${words}
    ><span class="t" aria-hidden="true" data-t=${initialsOf(o.name)}></span
    >${named ? html`<span class="visually-hidden">${words}</span>` : nothing}</span
  >`;
}

/** One region: drawn again only when its view, its choice, its note or where its fire came from changed. */
function renderRegion(
  r: RegionView,
  big: boolean,
  button: boolean,
  chosen: boolean,
  note: RegionNote | undefined,
  from: RegionView | undefined,
) {
  const label = !button;
  const classes = [
    'region',
    big ? `c${r.col}` : `c${r.col} r${r.row}`,
    `fire-${r.fire?.band ?? 'none'}`,
    r.water?.kind === 'standing' ? 'wet' : '',
    r.stone ? 'stone' : '',
    r.wallEast ? 'wall-e' : '',
    r.wallSouth ? 'wall-s' : '',
    chosen ? 'chosen' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const side = from ? sideFrom(from, r) : undefined;
  const caught = from ? `caught from ${from.label} this round` : '';
  const flameFrames = side
    ? [
        { transform: FROM[side], opacity: 0.2 },
        { transform: 'none', opacity: 1 },
      ]
    : ENTER.pop;
  const flame = r.fire
    ? html`${icon('fire', label ? r.fire.words : undefined)}<span
          class="level t"
          aria-hidden="true"
          data-t=${r.fire.level < 0 ? `−${-r.fire.level}` : r.fire.level}
        ></span>`
    : nothing;
  // A big map's round changes a hundred regions at once: a hundred flames moving would be noise,
  // and starting them would cost the step its frame. There the arrow alone says where fire came from.
  const body = html`<span class="name">${r.label}</span>
    <span class="icons">
      ${
        !r.fire
          ? nothing
          : big
            ? html`<span class="flame">${flame}</span>`
            : html`<span
                class="flame"
                ${animateOn(`${r.fire.level}|${from?.id ?? ''}`, flameFrames, { duration: 320, onFirst: from !== undefined })}
                >${flame}</span
              >`
      }${r.water ? icon(r.water.kind === 'damp' ? 'damp' : 'water', label ? r.water.words : undefined) : nothing}${
        r.shrouded ? icon('shroud', label ? 'shrouded (cover)' : undefined) : nothing
      }${r.obscured ? icon('fog', label ? 'obscured (fog)' : undefined) : nothing}${
        r.light === 'bright'
          ? icon('bright', label ? (r.litByFire ? 'bright, lit by the fire' : 'bright') : undefined, r.litByFire ? 'lit' : '')
          : r.light === 'dark'
            ? icon('dark', label ? 'dark' : undefined)
            : nothing
      }${r.stone && !r.water ? icon('stone', label ? 'cannot burn' : undefined) : nothing}
    </span>
    ${
      r.occupants.length === 0
        ? nothing
        : big
          ? html`<span class="count" aria-hidden=${button ? 'true' : nothing}
              >${r.occupants.length}${label ? html`<span class="visually-hidden"> in it: ${r.occupants.map((o) => o.name).join(', ')}</span>` : nothing}</span
            >`
          : html`<span class="tokens">${r.occupants.map((o) => renderOccupant(o, label))}</span>`
    }
    ${side ? html`<span class="caught from-${side}">${icon('spread', label ? caught : undefined)}</span>` : nothing}
    ${note?.short ? html`<span class="note t" part="region-note" aria-hidden="true" data-t=${note.short}></span>${button ? nothing : html`<span class="visually-hidden">${note.long}</span>`}` : nothing}`;
  if (!button) {
    return html`<div class=${classes} part="region" role="listitem" data-area=${r.id}>${body}</div>`;
  }
  const spoken = [
    `${r.label}: ${r.described}`,
    caught && `; ${caught}${side ? ` (from the ${SIDE_WORD[side]})` : ''}`,
    note?.long && `; ${note.long}`,
  ]
    .filter(Boolean)
    .join('');
  return html`<button
    class=${classes}
    part="region"
    data-area=${r.id}
    tabindex=${chosen ? 0 : -1}
    aria-pressed=${chosen ? 'true' : 'false'}
    aria-label=${spoken}
  >
    ${body}
  </button>`;
}

const byIdCache = new WeakMap<AreaMapView, ReadonlyMap<string, RegionView>>();
/** Each region by its id, once per view (a render that changed nothing does not build it again). */
function regionsById(view: AreaMapView): ReadonlyMap<string, RegionView> {
  let byId = byIdCache.get(view);
  if (!byId) byIdCache.set(view, (byId = new Map(view.regions.map((r) => [r.id, r]))));
  return byId;
}

/** The Area map: every region, its icons and tokens, and the fire's last round. */
export function renderAreaMap(view: AreaMapView, options: AreaMapOptions): TemplateResult {
  const big = view.regions.length > BIG_MAP;
  const button = options.onChoose !== undefined;
  const chosen = options.chosen ?? (button ? view.regions[0]?.id : undefined);
  const byId = view.caughtFrom.size ? regionsById(view) : undefined;
  const region = (r: RegionView) => {
    const isChosen = r.id === chosen;
    const note = options.notes?.get(r.id);
    const fromId = view.caughtFrom.get(r.id);
    const from = fromId === undefined ? undefined : byId?.get(fromId);
    return guard([r, isChosen, note, from, big, button], () => renderRegion(r, big, button, isChosen, note, from));
  };
  const choose = options.onChoose;
  const onClick = choose
    ? (e: Event) => {
        const cell = (e.target as Element).closest?.('[data-area]');
        if (cell) choose(cell.getAttribute('data-area')!);
      }
    : undefined;
  const onKeydown = choose
    ? (e: KeyboardEvent) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        const direction = MOVE_KEYS.get(e.key);
        if (!direction) return;
        e.preventDefault();
        const target = regionToward(view, chosen ?? '', direction);
        if (!target) return;
        choose(target.id);
        const root = (e.currentTarget as Element).getRootNode() as ParentNode;
        const focus = () => root.querySelector<HTMLElement>(`[data-area="${CSS.escape(target.id)}"]`)?.focus();
        // After the widget has drawn the new choice: its update (a microtask away) when it says when, else the next frame.
        const host = (root as Partial<ShadowRoot>).host as { updateComplete?: Promise<unknown> } | undefined;
        if (host?.updateComplete) void host.updateComplete.then(focus);
        else requestAnimationFrame(focus);
      }
    : undefined;
  const name = button ? `${options.label} (arrow keys move between Areas)` : options.label;
  const role = button ? 'group' : 'list';
  if (!big) {
    return html`<div
      class="area-map cols${view.columns}"
      part="area-map"
      role=${role}
      aria-label=${name}
      @click=${onClick}
      @keydown=${onKeydown}
    >
      ${view.regions.map(region)}
    </div>`;
  }
  const rows = view.byRow.slice(0, options.rows ?? view.byRow.length);
  return html`<div
    class="area-map big h${view.byRow.length}"
    part="area-map"
    role=${role}
    aria-label=${name}
    @click=${onClick}
    @keydown=${onKeydown}
  >
    ${rows.map((row) => html`<div class="row" role="none">${row.map((i) => region(view.regions[i]!))}</div>`)}
  </div>`;
}

/** What the map's colours, icons and marks mean, in words beside each. */
export function renderAreaMapLegend(): TemplateResult {
  const item = (mark: TemplateResult | ReturnType<typeof icon>, words: string) => html`<li>${mark} ${words}</li>`;
  return html`<ul class="area-legend" part="area-legend" aria-label="What the map shows">
    ${item(html`<span class="swatch fire-low" aria-hidden="true"></span>`, 'fire 0 to 2')}
    ${item(html`<span class="swatch fire-mid" aria-hidden="true"></span>`, 'fire 3 or 4 (bright)')}
    ${item(html`<span class="swatch fire-high" aria-hidden="true"></span>`, 'fire 5 or 6')}
    ${item(html`<span class="swatch fire-contained" aria-hidden="true"></span>`, 'contained fire (−3 to −1)')}
    ${item(icon('water'), 'standing water')} ${item(icon('damp'), 'damp')} ${item(icon('shroud'), 'shrouded (cover)')}
    ${item(icon('fog'), 'obscured (fog)')} ${item(icon('bright'), 'bright')} ${item(icon('dark'), 'dark')}
    ${item(icon('stone'), 'cannot burn')} ${item(icon('spread'), 'fire caught from that side this round')}
    ${item(html`<span class="swatch wall" aria-hidden="true"></span>`, 'a wall (no link): no way through')}
  </ul>`;
}

// Grid placement by class, never by style= (strict CSP): .c0 … .c25, .r0 … .r25; a big map's box
// is as tall as its rows, by class .h1 … .h26.
const placement = unsafeCSS(
  Array.from(
    { length: MAX_DRAWN },
    (_, i) =>
      `.area-map .c${i} { grid-column: ${i + 1}; } .area-map:not(.big) .r${i} { grid-row: ${i + 1}; }
.area-map.big.h${i + 1} { block-size: min(60vh, 28rem, calc(${i + 1} * (3.4rem + 3px) + 8px)); }`,
  ).join('\n'),
);

export const areaMapStyles = css`
  :host {
    --_fire-low: var(--rb-fire-low, #ffd98a);
    --_fire-mid: var(--rb-fire-mid, #f08a4b);
    --_fire-high: var(--rb-fire-high, #9c1f14);
    --_water: var(--rb-water, #cfe3f7);
  }
  .area-map {
    display: grid;
    grid-auto-columns: minmax(5.2rem, 1fr);
    grid-auto-rows: minmax(4.6rem, auto);
    gap: 3px;
    min-inline-size: 0;
    overflow: auto;
    padding: 4px;
  }
  @container rb (max-width: 22rem) {
    .area-map:not(.big) {
      grid-auto-columns: minmax(4.1rem, 1fr);
    }
    .area-map:not(.big) .region {
      padding: 0.2rem;
      font-size: 0.74rem;
    }
  }
  ${placement}
  .region {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.15rem;
    min-inline-size: 0;
    min-block-size: 0;
    padding: 0.3rem;
    border: 2px solid var(--_border);
    border-radius: 0.25rem;
    background: var(--_surface);
    color: var(--_text);
    font-size: 0.8rem;
    line-height: 1.2;
    text-align: start;
    overflow: clip;
  }
  button.region {
    min-block-size: 0;
    font: inherit;
    font-size: 0.8rem;
  }
  .region .name {
    font-weight: 700;
    overflow-wrap: break-word;
    max-inline-size: 100%;
  }
  .region .icons {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem;
    font-size: 0.95rem;
  }
  .region .flame {
    display: inline-flex;
    align-items: center;
    gap: 0.05rem;
    font-weight: 700;
    font-size: 0.85rem;
  }
  /* A flame is only ever drawn on a fire's own colour, which sets the text's. */
  .fire-contained .flame .icon,
  .fire-low .flame .icon {
    color: #a3200f;
  }
  .region .tokens {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
  }
  .region .occupant {
    display: inline-grid;
    place-items: center;
    inline-size: 1.7rem;
    block-size: 1.7rem;
    border-radius: 50%;
    border: 2px solid var(--_ring, var(--_border));
    background: var(--_surface);
    color: var(--_text);
    font-size: 0.68rem;
    font-weight: 700;
  }
  .region .occupant.side-pc,
  .region .occupant.side-ally {
    --_ring: var(--_accent);
  }
  .region .occupant.side-foe {
    --_ring: var(--_danger);
  }
  .region .occupant.acting {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  .region .occupant.state-dead,
  .region .occupant.state-out {
    opacity: 0.55;
    text-decoration: line-through;
  }
  .region .occupant.state-down {
    transform: rotate(90deg);
  }
  .region .caught {
    position: absolute;
    display: grid;
    place-items: center;
    inline-size: 1.1rem;
    block-size: 1.1rem;
    border-radius: 50%;
    background: var(--_fire-mid);
    color: #1d1b22;
    font-size: 0.75rem;
  }
  .caught.from-w {
    inset: calc(50% - 0.55rem) auto auto 0;
  }
  .caught.from-e {
    inset: calc(50% - 0.55rem) 0 auto auto;
  }
  .caught.from-e .icon {
    transform: rotate(180deg);
  }
  .caught.from-n {
    inset: 0 auto auto calc(50% - 0.55rem);
  }
  .caught.from-n .icon {
    transform: rotate(90deg);
  }
  .caught.from-s {
    inset: auto auto 0 calc(50% - 0.55rem);
  }
  .caught.from-s .icon {
    transform: rotate(-90deg);
  }
  /* Text for the eye only (a button's name already says it): drawn from data-t, so it is not read twice. */
  .t::before {
    content: attr(data-t);
  }
  .region .note,
  .region .count {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
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
  .region.chosen {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  .region:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .area-map.big {
    display: block;
    contain: strict;
  }
  .area-map.big .row {
    display: grid;
    grid-template-rows: 3.4rem;
    grid-auto-columns: 3.4rem;
    gap: 3px;
    margin-block-end: 3px;
    inline-size: max-content;
    contain: layout style;
  }
  .area-map.big .region {
    inline-size: 3.4rem;
    block-size: 3.4rem;
    padding: 0.15rem;
    gap: 0;
    border-width: 1px;
    font-size: 0.68rem;
  }
  .area-map.big .region .icons {
    font-size: 0.75rem;
  }
  .area-map.big .region .name {
    font-size: 0.7rem;
  }
  .area-legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.9rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.85rem;
  }
  .area-legend li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .swatch {
    display: inline-block;
    inline-size: 1rem;
    block-size: 1rem;
    border: 2px solid var(--_border);
    border-radius: 0.2rem;
  }
  .swatch.wall {
    border: 0;
    border-inline-end: 5px solid var(--_text);
    border-radius: 0;
  }
  @media print {
    /* A region prints as itself, its level and icons: the map is the record, not a control. */
    .area-map .region {
      display: flex !important;
    }
    .area-map {
      overflow: visible;
    }
    .area-map.big {
      block-size: auto;
      contain: none;
    }
  }
`;
