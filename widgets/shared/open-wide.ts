/**
 * Room to play: "Open wide" lets a widget break out of the text column on a wide screen, up to
 * the viewport (less a gutter, at most 1440 px), centred on it; pressed again, it goes back. The widget keeps its place in the page (it stays in the flow, where it was, so the
 * page reflows around it and the reader's scroll position holds) and its state (only a class
 * on the host changes: nothing is re-created, the table and its history are untouched).
 *
 * How: the class `rb-wide` on the host, and two custom properties set through the CSSOM (what
 * a strict Content-Security-Policy allows: no style attribute is parsed), measured from where
 * the column puts the host: `--rb-wide-size` (its width) and `--rb-wide-shift` (how far its
 * inline start moves). While wide it sits above the page's side panels (z-index 6: over
 * Starlight's table of contents and menu, under its header), and follows the window's size.
 * Escape, pressed anywhere in the widget that does not use it, puts it back.
 *
 *   readonly wide = new OpenWide(this);                  // and openWideStyles in static styles
 *   toolbar: html`… ${renderOpenWideToggle(this.wide)}`   // the frame's step bar at the merge
 */
import { css, html, nothing, type LitElement, type ReactiveController, type TemplateResult } from 'lit';

/** The widest a widget opens: a comfortable line of tables and maps, even on a very wide screen. */
const MAX_WIDE_PX = 1440;
/** Room kept between the widget and the viewport's edges. */
const GUTTER_PX = 16;
/** Not worth offering unless opening wide gives this much more room. */
const MIN_GAIN_PX = 160;

export class OpenWide implements ReactiveController {
  open = false;
  /** Whether opening wide would give the widget real room (a wide window, a narrow column). */
  offered = false;
  #frame = 0;

  readonly #resize = () => {
    cancelAnimationFrame(this.#frame);
    this.#frame = requestAnimationFrame(() => this.#measure());
  };

  readonly #keydown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && this.open && !e.defaultPrevented) {
      e.preventDefault();
      this.set(false);
    }
  };

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.addEventListener?.('resize', this.#resize, { passive: true });
    this.host.addEventListener('keydown', this.#keydown);
    this.#resize();
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('resize', this.#resize);
    this.host.removeEventListener('keydown', this.#keydown);
    cancelAnimationFrame(this.#frame);
    this.#apply(undefined);
  }

  toggle(): void {
    this.set(!this.open);
  }

  /** Open wide or go back to the column; the widget stays where it is in the page, and says which. */
  set(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    this.#measure();
    // Keep the widget's top where the reader had it (the column's text above may reflow).
    this.host.scrollIntoView({ block: 'nearest' });
    this.host.requestUpdate();
  }

  /** Where the column puts the host, and how wide it may open from there. */
  #measure(): void {
    const doc = this.host.ownerDocument?.documentElement;
    if (!doc || !this.host.isConnected) return;
    // The column's own place, without the shift.
    const had = this.host.classList.contains('rb-wide');
    if (had) this.host.classList.remove('rb-wide');
    const rect = this.host.getBoundingClientRect();
    const viewport = doc.clientWidth;
    const size = Math.min(viewport - 2 * GUTTER_PX, MAX_WIDE_PX);
    const start = (viewport - size) / 2;
    const offered = size - rect.width >= MIN_GAIN_PX;
    if (offered !== this.offered) {
      this.offered = offered;
      this.host.requestUpdate();
    }
    const rtl = getComputedStyle(this.host).direction === 'rtl';
    const shift = rtl ? rect.right - (start + size) : start - rect.left;
    this.#apply(this.open && offered ? { size, shift } : undefined);
  }

  #apply(place: { size: number; shift: number } | undefined): void {
    const style = this.host.style;
    if (!place) {
      this.host.classList.remove('rb-wide');
      style.removeProperty('--rb-wide-size');
      style.removeProperty('--rb-wide-shift');
      return;
    }
    style.setProperty('--rb-wide-size', `${Math.round(place.size)}px`);
    style.setProperty('--rb-wide-shift', `${Math.round(place.shift)}px`);
    this.host.classList.add('rb-wide');
  }
}

/** The toggle, for the widget's toolbar (the frame's step bar at the merge); nothing where there is no room to gain. */
export function renderOpenWideToggle(wide: OpenWide): TemplateResult | typeof nothing {
  if (!wide.offered && !wide.open) return nothing;
  return html`<button part="button toggle open-wide" aria-pressed=${wide.open ? 'true' : 'false'} @click=${() => wide.toggle()}>
    Open wide
  </button>`;
}

/** Add to a widget's static styles (after baseStyles). */
export const openWideStyles = css`
  :host(.rb-wide) {
    position: relative;
    z-index: 6;
    inline-size: var(--rb-wide-size);
    max-inline-size: none;
    margin-inline-start: var(--rb-wide-shift);
    box-shadow: 0 0.4rem 1.6rem rgb(0 0 0 / 0.22);
  }
  @media print {
    :host(.rb-wide) {
      inline-size: auto;
      margin-inline-start: 0;
      box-shadow: none;
    }
  }
`;
