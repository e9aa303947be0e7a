/**
 * `<rb-term>`: a word from a system's glossary (machines/<system>/glossary.ts) that shows its
 * definition on tap, click or keyboard focus, in a popover beside it with a link to the rule
 * that says more; Escape, a tap elsewhere or moving the focus on puts it away. A screen reader
 * hears the definition as the word's description.
 *
 * Loaded on demand (widgets/shared/term.ts imports it the first time a widget draws a term),
 * so it uses no Lit and brings its own styles as a constructed stylesheet (allowed under a
 * strict Content-Security-Policy); it builds its DOM with createElement and textContent, never
 * markup (Trusted Types). Its shadow root keeps the ids that tie the word to its definition
 * apart from any other term's. The glossary itself is a further chunk, one per system, loaded
 * when the term is drawn and the browser is idle, or at once when the reader reaches for it.
 *
 * @csspart term - The word itself (a button).
 * @csspart definition - The popover with the definition and its rule link.
 */
import { lookUpTerm, type Glossary, type GlossaryEntry } from '../../machines/core/glossary.js';
import type { SystemId } from '../../machines/core/procedure.js';
import { RULEBOOK_BASE, ruleHref } from './rule-link.js';

/** Each system's glossary module, loaded when first wanted. */
const GLOSSARIES: Readonly<Record<SystemId, () => Promise<{ readonly GLOSSARY: Glossary }>>> = {
  'liberi-gothica': () => import('../../machines/liberi-gothica/glossary.js'),
  karmic: () => import('../../machines/karmic/glossary.js'),
  'lady-luck': () => import('../../machines/lady-luck/glossary.js'),
  'dice-pool': () => import('../../machines/dice-pool/glossary.js'),
};

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

const CSS = `
:host { display: inline; }
.term {
  display: inline-block; min-block-size: 24px; margin: 0; padding: 0; border: 0; background: none;
  color: inherit; font: inherit; line-height: 24px; letter-spacing: inherit; cursor: help;
  text-decoration: underline dotted; text-decoration-thickness: 2px; text-underline-offset: 3px;
}
.term:focus-visible { outline: 3px solid var(--_focus, var(--rb-focus, #1a5fb4)); outline-offset: 2px; }
.definition {
  box-sizing: border-box; max-inline-size: min(22rem, calc(100vw - 2rem)); margin: auto; padding: 0.5rem 0.75rem;
  border: 1px solid var(--_border, var(--rb-border, #9e97a8)); border-radius: var(--_radius, var(--rb-radius, 0.4rem));
  background: var(--_surface, var(--rb-surface, #ffffff)); color: var(--_text, var(--rb-text, #1d1b22));
  box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 0.25); font-size: 0.95em; line-height: 1.5; text-align: start;
}
.rule-link { display: inline-block; min-block-size: 24px; line-height: 24px; color: inherit; text-underline-offset: 2px; }
.rule-link::before { content: '§ '; color: var(--_accent, var(--rb-accent, #6b3fa0)); }
@supports (position-area: block-end) {
  .term { anchor-name: --rb-term; }
  .definition {
    position-anchor: --rb-term; inset: auto; margin: 0.25rem 0;
    position-area: block-end span-inline-end; position-try-fallbacks: flip-block, flip-inline, flip-block flip-inline;
  }
}
`;

let sheet: CSSStyleSheet | undefined;

/** The one term whose definition is open: opening another closes it. */
let openTerm: RbTerm | undefined;

function after(ms: number, run: () => void): () => void {
  const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) {
    const id = idle(run, { timeout: ms });
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, ms / 4);
  return () => clearTimeout(id);
}

export class RbTerm extends HTMLElement {
  static readonly observedAttributes = ['system', 'term', 'rules-base'];

  /** The glossary entry, once loaded (undefined before, or when the word is not in it). */
  entry: GlossaryEntry | undefined;
  readonly #button: HTMLButtonElement;
  readonly #definition: HTMLSpanElement;
  readonly #outside = (e: Event) => {
    if (!e.composedPath().includes(this)) this.hide();
  };
  #cancelIdle: (() => void) | undefined;
  #loaded = '';

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'term';
    button.setAttribute('part', 'term');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', 'definition');
    button.append(document.createElement('slot'));
    const definition = document.createElement('span');
    definition.id = 'definition';
    definition.className = 'definition';
    definition.setAttribute('part', 'definition');
    definition.popover = 'manual';
    definition.textContent = 'Loading the definition…';
    root.append(button, definition);
    this.#button = button;
    this.#definition = definition;
    button.addEventListener('focus', () => (button.matches(':focus-visible') ? this.show() : void this.#load()));
    button.addEventListener('click', () => (this.open ? this.hide() : this.show()));
    button.addEventListener('pointerenter', () => void this.#load());
    for (const el of [button, definition]) {
      el.addEventListener('keydown', (e) => this.#keydown(e));
      el.addEventListener('focusout', (e) => this.#focusout(e));
    }
  }

  /** The system whose glossary holds the word (`lady-luck`). */
  get system(): string {
    return this.getAttribute('system') ?? '';
  }
  /** The word's id in that glossary (`fire-level`). */
  get term(): string {
    return this.getAttribute('term') ?? '';
  }
  /** The definition is showing. */
  get open(): boolean {
    return this.hasAttribute('open');
  }

  connectedCallback(): void {
    // Ready before anyone asks, so the definition is the word's description from the start;
    // but after the page has drawn what it needs first.
    this.#cancelIdle = after(2000, () => void this.#load());
  }

  disconnectedCallback(): void {
    this.#cancelIdle?.();
    this.hide();
  }

  attributeChangedCallback(name: string): void {
    if (name === 'rules-base') return this.#draw();
    // Another word: its own definition, at once if its glossary is already here.
    this.entry = undefined;
    this.#loaded = '';
    if (this.isConnected) void this.#load();
  }

  async #load(): Promise<void> {
    const key = `${this.system} ${this.term}`;
    if (this.#loaded === key) return;
    this.#loaded = key;
    const glossary = await loadGlossary(this.system);
    if (key !== `${this.system} ${this.term}`) return;
    if (!glossary) this.#loaded = '';
    this.entry = glossary ? lookUpTerm(glossary, this.term) : undefined;
    this.#draw(glossary ? undefined : 'The definition could not be loaded (the page may be offline).');
  }

  #draw(problem?: string): void {
    const entry = this.entry;
    const definition = this.#definition;
    if (!entry) {
      this.#button.removeAttribute('aria-describedby');
      definition.textContent = problem ?? (this.#loaded ? `No definition of “${this.term}” here.` : 'Loading the definition…');
      return;
    }
    const word = document.createElement('strong');
    word.textContent = entry.term;
    const link = document.createElement('a');
    link.className = 'rule-link';
    link.href = ruleHref(entry.rule, this.getAttribute('rules-base') || RULEBOOK_BASE);
    link.textContent = entry.rule.title;
    definition.replaceChildren(word, `: ${entry.definition} `, link);
    this.#button.setAttribute('aria-describedby', 'definition');
  }

  /** Shows the definition (loading it first if need be). */
  show(): void {
    if (openTerm && openTerm !== this) openTerm.hide();
    // The page keeps which term is open, so that opening another closes it.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    openTerm = this;
    void this.#load();
    this.toggleAttribute('open', true);
    this.#button.setAttribute('aria-expanded', 'true');
    if (!this.#definition.matches(':popover-open')) this.#definition.showPopover();
    document.addEventListener('pointerdown', this.#outside, true);
  }

  hide(): void {
    if (openTerm === this) openTerm = undefined;
    document.removeEventListener('pointerdown', this.#outside, true);
    if (this.#definition.matches(':popover-open')) this.#definition.hidePopover();
    this.toggleAttribute('open', false);
    this.#button.setAttribute('aria-expanded', 'false');
  }

  #keydown(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    this.hide();
    this.#button.focus();
  }

  #focusout(e: FocusEvent): void {
    const next = e.relatedTarget as Node | null;
    if (!next || !this.shadowRoot!.contains(next)) this.hide();
  }
}
if (!customElements.get('rb-term')) customElements.define('rb-term', RbTerm);

declare global {
  interface HTMLElementTagNameMap {
    'rb-term': RbTerm;
  }
}
