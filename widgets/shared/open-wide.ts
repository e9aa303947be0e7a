/**
 * Room to play: "Open wide" lets a widget break out of the text column on a wide screen, up to
 * the viewport (less a gutter, at most 1440 px), centred on it; pressed again, it goes back. The widget keeps its place in the page (it stays in the flow, where it was, so the
 * page reflows around it and the reader's scroll position holds) and its state (only a class
 * on the host changes: nothing is re-created, the table and its history are untouched).
 *
 * How: the class `rb-wide` on the host, and its width and start margin set through the CSSOM
 * (what a strict Content-Security-Policy allows: no style attribute is parsed), measured from
 * where the column puts the host, also offered as `--rb-wide-size` and `--rb-wide-shift`. They
 * are set `!important` on the host's own style: a host page's rules for its content's margins
 * and widths (a wiki's, a blog theme's, the rulebook's own) outrank a widget's `:host` styles,
 * and would otherwise stretch the column around the wide widget instead. Printing puts it back
 * in the column. While wide it sits above the page's side panels (z-index 6: over
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

/** What opening wide sets on the host's own style, and clears again. */
const WIDE_PROPERTIES = ['--rb-wide-size', '--rb-wide-shift', 'inline-size', 'max-inline-size', 'margin-inline-start'];

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

  #printing = false;
  readonly #beforePrint = () => {
    this.#printing = true;
    this.#apply(undefined);
  };
  readonly #afterPrint = () => {
    this.#printing = false;
    this.#resize();
  };

  hostConnected(): void {
    globalThis.addEventListener?.('resize', this.#resize, { passive: true });
    globalThis.addEventListener?.('beforeprint', this.#beforePrint);
    globalThis.addEventListener?.('afterprint', this.#afterPrint);
    this.host.addEventListener('keydown', this.#keydown);
    this.#resize();
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('resize', this.#resize);
    globalThis.removeEventListener?.('beforeprint', this.#beforePrint);
    globalThis.removeEventListener?.('afterprint', this.#afterPrint);
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
    if (this.host.classList.contains('rb-wide')) this.#apply(undefined);
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
    this.#apply(this.open && offered && !this.#printing ? { size, shift } : undefined);
  }

  #apply(place: { size: number; shift: number } | undefined): void {
    const style = this.host.style;
    if (!place) {
      this.host.classList.remove('rb-wide');
      for (const name of WIDE_PROPERTIES) style.removeProperty(name);
      return;
    }
    const size = `${Math.round(place.size)}px`;
    const shift = `${Math.round(place.shift)}px`;
    style.setProperty('--rb-wide-size', size);
    style.setProperty('--rb-wide-shift', shift);
    style.setProperty('inline-size', size, 'important');
    style.setProperty('max-inline-size', 'none', 'important');
    style.setProperty('margin-inline-start', shift, 'important');
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
    box-shadow: 0 0.4rem 1.6rem rgb(0 0 0 / 0.22);
  }
  @media print {
    :host(.rb-wide) {
      box-shadow: none;
    }
  }
`;
