/**
 * Draws a procedure's statechart (laid out at build time, see scripts/charts.ts) as
 * SVG, highlights the state the table is in and the transition just taken, and keeps a text
 * equivalent beside it: where the table is now and what can happen next.
 *
 * Loaded only when a reader opens the chart, so it uses no Lit (a chunk of its own in the
 * standalone embeds) and brings its own styles as a constructed stylesheet (allowed under a
 * strict Content-Security-Policy, unlike a <style> element).
 */
import { activeStateIds, leadsOn, leafStates, takenTransition, type Chart } from './statechart.js';

const SVG = 'http://www.w3.org/2000/svg';

const CSS = `
.rb-chart { margin: 0.5rem 0 0; display: grid; gap: 0.5rem; }
.rb-chart-scroll { overflow: auto; max-height: 28rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
.rb-chart-scroll:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.rb-chart svg { display: block; font-size: 11px; font-family: inherit; }
.rb-chart .st rect { fill: var(--_raised); stroke: var(--_border); stroke-width: 1; }
.rb-chart .st.compound > rect { fill: transparent; stroke-dasharray: 4 3; }
.rb-chart .st.final > rect { stroke-width: 3; }
.rb-chart .st.note > rect { fill: transparent; stroke-dasharray: 2 3; }
.rb-chart .st text { fill: var(--_text); }
.rb-chart .st .name { font-weight: 700; }
.rb-chart .st .in-place { fill: var(--_muted); }
.rb-chart .st.active > rect { stroke: var(--_accent); stroke-width: 2; }
.rb-chart .st.now > rect { fill: var(--_accent); stroke: var(--_accent); }
.rb-chart .st.now > text { fill: var(--_on-accent); }
.rb-chart .tr path { fill: none; stroke: var(--_muted); stroke-width: 1.2; }
.rb-chart .tr text { fill: var(--_muted); }
.rb-chart .tr.taken path { stroke: var(--_accent); stroke-width: 2.5; }
.rb-chart .tr.taken text { fill: var(--_text); font-weight: 700; }
.rb-chart marker path { fill: var(--_muted); }
.rb-chart .initial { fill: var(--_text); }
.rb-chart-text { font-size: 0.9em; }
.rb-chart-text p { margin: 0 0 0.25rem; }
.rb-chart-text ul { margin: 0; padding-inline-start: 1.25rem; }
`;

let sheet: CSSStyleSheet | undefined;

function adoptStyles(container: HTMLElement): void {
  const root = container.getRootNode();
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  sheet ??= (() => {
    const s = new CSSStyleSheet();
    s.replaceSync(CSS);
    return s;
  })();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function html<K extends keyof HTMLElementTagNameMap>(name: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export class StatechartView {
  readonly #chart: Chart;
  readonly #states = new Map<string, SVGGElement>();
  readonly #transitions = new Map<string, SVGGElement>();
  readonly #text: HTMLDivElement;
  readonly root: HTMLElement;

  constructor(container: HTMLElement, chart: Chart, title: string) {
    this.#chart = chart;
    adoptStyles(container);
    const figure = html('div', { class: 'rb-chart', part: 'statechart' });
    const scroll = html('div', { class: 'rb-chart-scroll', tabindex: '0', role: 'group', 'aria-label': `${title}: statechart (scrolls)` });
    const svg = el('svg', {
      viewBox: `0 0 ${chart.width} ${chart.height}`,
      width: chart.width,
      height: chart.height,
      'aria-hidden': 'true',
    });
    const defs = el('defs');
    const marker = el('marker', {
      id: 'rb-arrow',
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 8,
      markerHeight: 8,
      markerUnits: 'userSpaceOnUse',
      orient: 'auto-start-reverse',
    });
    marker.append(el('path', { d: 'M0,0 L10,5 L0,10 z' }));
    defs.append(marker);
    svg.append(defs);
    // Compound states first (behind), then the rest, then transitions on top.
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(chart.states.find((s) => s.id === id)?.parent ?? null));
    const ordered = [...chart.states].sort((a, b) => depth(a.id) - depth(b.id));
    for (const s of ordered) {
      const g = el('g', { class: `st ${s.type}`, 'data-state': s.id });
      const title = el('title', {}, s.description ? `${s.label}: ${s.description}` : s.label);
      g.append(title, el('rect', { x: s.x, y: s.y, width: s.w, height: s.h, rx: 8 }));
      g.append(el('text', { class: 'name', x: s.x + 10, y: s.y + 17 }, s.label));
      s.internal.forEach((t, i) => {
        g.append(el('text', { class: 'in-place', x: s.x + 10, y: s.y + 33 + i * 15 }, `${t.label}${t.guard ? ` [${t.guard}]` : ''}`));
      });
      if (s.initial) {
        const cx = s.x + s.w / 2;
        svg.append(el('circle', { class: 'initial', cx, cy: s.y - 9, r: 3.5 }));
        svg.append(el('path', { d: `M${cx},${s.y - 6} L${cx},${s.y}`, stroke: 'currentColor', class: 'initial' }));
      }
      svg.append(g);
      this.#states.set(s.id, g);
    }
    for (const t of chart.transitions) {
      if (!t.points || t.points.length < 2) continue;
      const g = el('g', { class: 'tr', 'data-transition': t.id });
      g.append(el('title', {}, `${t.label}${t.guard ? ` [${t.guard}]` : ''}${t.description ? `: ${t.description}` : ''}`));
      g.append(el('path', { d: t.points.map(([x, y], i) => `${i ? 'L' : 'M'}${x},${y}`).join(' '), 'marker-end': 'url(#rb-arrow)' }));
      if (t.labelAt) g.append(el('text', { x: t.labelAt[0], y: t.labelAt[1] + 10 }, t.label));
      svg.append(g);
      this.#transitions.set(t.id, g);
    }
    scroll.append(svg);
    this.#text = html('div', { class: 'rb-chart-text' });
    figure.append(scroll, this.#text);
    container.replaceChildren(figure);
    this.root = figure;
  }

  /** Show the table at this snapshot value, having arrived by this event from the snapshot before (if it moved forward). */
  update(value: unknown, event?: { readonly type: string }, before?: unknown): void {
    const chart = this.#chart;
    const active = activeStateIds(chart.id, value);
    const activeSet = new Set(active);
    const now = new Set(leafStates(chart, active).map((s) => s.id));
    for (const [id, g] of this.#states) {
      g.classList.toggle('active', activeSet.has(id));
      g.classList.toggle('now', now.has(id));
    }
    const taken = takenTransition(chart, active, event, before);
    for (const [id, g] of this.#transitions) g.classList.toggle('taken', id === taken?.id);

    const names = leafStates(chart, active).map((s) => {
      const path: string[] = [];
      for (let cur: string | null = s.id; cur; cur = chart.states.find((x) => x.id === cur)?.parent ?? null) {
        const st = chart.states.find((x) => x.id === cur);
        if (st) path.unshift(st.label);
      }
      return path.join(' › ');
    });
    const { moves, inPlace } = leadsOn(chart, active);
    const label = (id: string) => chart.states.find((s) => s.id === id)?.label ?? id;
    const p = html('p');
    p.append(html('strong', {}, 'Now: '), document.createTextNode(`${names.join('; ') || 'finished'}.`));
    if (taken) p.append(document.createTextNode(` Arrived by “${taken.label}”.`));
    const items = [
      ...moves.map((t) => `${t.event === '' ? 'At once' : t.label}${t.guard ? ` (if ${t.guard.toLowerCase()})` : ''} → ${label(t.target)}`),
      ...inPlace.map((t) => `${t.label}${t.guard ? ` (if ${t.guard.toLowerCase()})` : ''}: stays here`),
    ];
    const list = html('ul', { 'aria-label': 'What can happen next' });
    for (const item of items) list.append(html('li', {}, item));
    const next = html('p', {}, items.length ? 'What can happen next:' : 'Nothing more can happen: the procedure is over.');
    this.#text.replaceChildren(p, next, ...(items.length ? [list] : []));
  }
}
