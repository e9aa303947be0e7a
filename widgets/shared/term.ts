/**
 * Words a newcomer may not know: `renderTerm('lady-luck', 'fire-level', 'fire level')` draws
 * the word as a small button that shows its definition (from the system's glossary,
 * machines/<system>/glossary.ts) on tap, click or keyboard focus, in a popover with a link to
 * the rule that says more. Escape, a tap elsewhere or moving the focus on closes it.
 *
 * The glossary is a chunk of its own, loaded when the browser is idle after the term is drawn
 * (so a screen reader finds the definition as the term's description) or at once when the
 * reader reaches for the term. `<rb-term>` has a shadow root of its own, so the ids that tie
 * the button to its definition never clash with another term's.
 */
import { css, html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { lookUpTerm, type Glossary, type GlossaryEntry } from '../../machines/core/glossary.js';
import type { SystemId } from '../../machines/core/procedure.js';
import { RULEBOOK_BASE, ruleHref } from './ui.js';

/** Each system's glossary module, loaded when first wanted. */
const GLOSSARIES: Readonly<Record<SystemId, () => Promise<{ readonly GLOSSARY: Glossary }>>> = {
  'liberi-gothica': () => import('../../machines/liberi-gothica/glossary.js'),
  karmic: () => import('../../machines/karmic/glossary.js'),
  'lady-luck': () => import('../../machines/lady-luck/glossary.js'),
  'dice-pool': () => import('../../machines/dice-pool/glossary.js'),
};

/** The ids of each system's terms (types only: nothing of the glossaries is bundled for them). */
export interface TermIds {
  'liberi-gothica': keyof typeof import('../../machines/liberi-gothica/glossary.js').GLOSSARY;
  karmic: keyof typeof import('../../machines/karmic/glossary.js').GLOSSARY;
  'lady-luck': keyof typeof import('../../machines/lady-luck/glossary.js').GLOSSARY;
  'dice-pool': keyof typeof import('../../machines/dice-pool/glossary.js').GLOSSARY;
}

const loading = new Map<string, Promise<Glossary | undefined>>();

/** A system's glossary, loaded once per page; undefined (and tried again next time) if it could not be. */
function loadGlossary(system: string): Promise<Glossary | undefined> {
  const load = Object.hasOwn(GLOSSARIES, system) ? GLOSSARIES[system as SystemId] : undefined;
  if (!load) return Promise.resolve(undefined);
  let promise = loading.get(system);
  if (!promise) {
    promise = load().then(
      (m) => m.GLOSSARY,
      () => {
        loading.delete(system);
        return undefined;
      },
    );
    loading.set(system, promise);
  }
  return promise;
}

/** The one term whose definition is open: opening another closes it. */
let openTerm: RbTerm | undefined;

/**
 * rb-term: a word from a system's glossary, with its definition on tap or focus.
 *
 * @csspart term - The word itself (a button).
 * @csspart definition - The popover with the definition and its rule link.
 */
export class RbTerm extends LitElement {
  static override properties: PropertyDeclarations = {
    system: { type: String },
    term: { type: String },
    rulesBase: { type: String, attribute: 'rules-base' },
    open: { type: Boolean, reflect: true },
    entry: { state: true },
    problem: { state: true },
  };

  static override styles = css`
    :host {
      display: inline;
    }
    .term {
      display: inline-block;
      min-block-size: 24px;
      margin: 0;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      line-height: 24px;
      letter-spacing: inherit;
      text-decoration: underline dotted;
      text-decoration-thickness: 2px;
      text-underline-offset: 3px;
      cursor: help;
    }
    .term:focus-visible {
      outline: 3px solid var(--_focus, var(--rb-focus, #1a5fb4));
      outline-offset: 2px;
    }
    .definition {
      box-sizing: border-box;
      max-inline-size: min(22rem, calc(100vw - 2rem));
      margin: auto;
      padding: 0.5rem 0.75rem;
      border: 1px solid var(--_border, var(--rb-border, #9e97a8));
      border-radius: var(--_radius, var(--rb-radius, 0.4rem));
      background: var(--_surface, var(--rb-surface, #ffffff));
      color: var(--_text, var(--rb-text, #1d1b22));
      box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 0.25);
      font-size: 0.95em;
      line-height: 1.5;
      text-align: start;
    }
    .rule-link {
      display: inline-block;
      min-block-size: 24px;
      line-height: 24px;
      color: inherit;
      text-underline-offset: 2px;
    }
    .rule-link::before {
      content: '§ ';
      color: var(--_accent, var(--rb-accent, #6b3fa0));
    }
    /* Beside the word where the browser can anchor it; centred on the screen where not. */
    @supports (position-area: block-end) {
      .term {
        anchor-name: --rb-term;
      }
      .definition {
        position-anchor: --rb-term;
        inset: auto;
        margin: 0.25rem 0;
        position-area: block-end span-inline-end;
        position-try-fallbacks:
          flip-block,
          flip-inline,
          flip-block flip-inline;
      }
    }
  `;

  /** The system whose glossary holds the term (`lady-luck`). */
  declare system: string;
  /** The term's id in that glossary (`fire-level`). */
  declare term: string;
  /** Where the rule link points (a widget's `rules-base`). */
  declare rulesBase: string | null;
  /** The definition is showing. */
  declare open: boolean;
  declare protected entry: GlossaryEntry | undefined;
  declare protected problem: string;

  readonly #outside = (e: Event) => {
    if (!e.composedPath().includes(this)) this.hide();
  };
  #idle: number | undefined;

  constructor() {
    super();
    this.system = '';
    this.term = '';
    this.rulesBase = null;
    this.open = false;
    this.entry = undefined;
    this.problem = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Ready before anyone asks, so the definition is the button's description from the start;
    // but after the page has drawn what it needs first.
    const later = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    this.#idle = later
      ? later(() => void this.#load(), { timeout: 2000 })
      : (setTimeout(() => void this.#load(), 500) as unknown as number);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const cancel = (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback;
    if (this.#idle !== undefined) (cancel ?? clearTimeout)(this.#idle);
    this.hide();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another word: its own definition, once loaded (at once if the glossary already is).
    if ((changed.has('system') || changed.has('term')) && this.hasUpdated) {
      this.entry = undefined;
      void this.#load();
    }
  }

  async #load(): Promise<void> {
    if (this.entry) return;
    const [system, term] = [this.system, this.term];
    const glossary = await loadGlossary(system);
    if (system !== this.system || term !== this.term) return;
    this.entry = glossary ? lookUpTerm(glossary, term) : undefined;
    this.problem = glossary
      ? this.entry
        ? ''
        : `No definition of “${this.term}” here.`
      : 'The definition could not be loaded (the page may be offline).';
  }

  get #popover(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.definition');
  }

  /** Shows the definition (loading it first if need be). */
  show(): void {
    if (openTerm && openTerm !== this) openTerm.hide();
    // The page keeps which term is open, so that opening another closes it.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    openTerm = this;
    void this.#load();
    this.open = true;
    const pop = this.#popover;
    if (pop && !pop.matches(':popover-open')) pop.showPopover();
    document.addEventListener('pointerdown', this.#outside, true);
  }

  hide(): void {
    if (openTerm === this) openTerm = undefined;
    document.removeEventListener('pointerdown', this.#outside, true);
    const pop = this.#popover;
    if (pop?.matches(':popover-open')) pop.hidePopover();
    this.open = false;
  }

  #focus(e: FocusEvent): void {
    // A keyboard's focus opens it; a tap or click focuses and then clicks, which opens it.
    if ((e.target as HTMLElement).matches(':focus-visible')) this.show();
    else void this.#load();
  }

  #click(): void {
    if (this.open) this.hide();
    else this.show();
  }

  #keydown(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    this.hide();
    this.renderRoot.querySelector<HTMLButtonElement>('.term')?.focus();
  }

  #focusout(e: FocusEvent): void {
    const next = e.relatedTarget as Node | null;
    if (!next || !(this.renderRoot as ShadowRoot).contains(next)) this.hide();
  }

  protected override render(): TemplateResult {
    const entry = this.entry;
    const base = this.rulesBase || RULEBOOK_BASE;
    return html`<button
        type="button"
        class="term"
        part="term"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="definition"
        aria-describedby=${entry ? 'definition' : nothing}
        @focus=${this.#focus}
        @click=${this.#click}
        @pointerenter=${() => void this.#load()}
        @keydown=${this.#keydown}
        @focusout=${this.#focusout}
      >
        <slot></slot></button
      ><span id="definition" class="definition" part="definition" popover="manual" @keydown=${this.#keydown} @focusout=${this.#focusout}
        >${
          entry
            ? html`<strong>${entry.term}</strong>: ${entry.definition}
                <a class="rule-link" href=${ruleHref(entry.rule, base)}>${entry.rule.title}</a>`
            : this.problem || 'Loading the definition…'
        }</span
      >`;
  }
}
if (!customElements.get('rb-term')) customElements.define('rb-term', RbTerm);

declare global {
  interface HTMLElementTagNameMap {
    'rb-term': RbTerm;
  }
}

/**
 * A word from a system's glossary, showing its definition on tap or focus. `text` is the word
 * as the sentence reads it ("Fire level", "your Vitality"); by default the id with spaces.
 * `rulesBase` is the widget's `rules-base`, for the rule link.
 */
export function renderTerm<S extends SystemId>(system: S, id: TermIds[S], text?: string, rulesBase?: string): TemplateResult {
  return html`<rb-term system=${system} term=${id} rules-base=${rulesBase ?? nothing}>${text ?? String(id).replace(/-/g, ' ')}</rb-term>`;
}
