/// <reference types="astro/client" />
/**
 * Loads each widget on a rules page when the reader gets near it (issue 18). Widget.astro
 * puts this script on every page that places a widget, once, and marks each element it
 * renders with `data-rb-loading="lazy"` (or `"eager"`). Until its module arrives, an element
 * shows its light-DOM fallback in the space Widget.astro reserved for it (rulebook.css), so
 * nothing moves when it is drawn.
 *
 * A tag's module is imported (once; every element of that tag then upgrades):
 * - when one of its elements comes within half a screen of the viewport (so widgets above the
 *   fold load at once, and the rest just before the reader scrolls to them);
 * - when focus moves into one (a link inside its fallback, say);
 * - at once when it is marked eager, or when the page's address carries a share link for it
 *   (`#<storage key>=…`: the widget then scrolls itself into view at the shared step);
 * - before printing, for every widget not loaded yet (best effort: a module still on its way
 *   when the print is laid out prints the fallback).
 *
 * Each widget is a chunk of its own (Vite's `import.meta.glob`, one dynamic import per file),
 * so a page downloads only the widgets a reader gets near (`loadWidget(tag)` for one the
 * reader picks). The script-tag embeds under
 * /embed/ are separate, self-contained files and do not use this.
 */
const modules = import.meta.glob(['../../widgets/*/rb-*.ts', '!../../widgets/**/*.test.ts']);

/** `rb-<name>` → its module, for every widgets/<name>/rb-<name>.ts. */
const byTag = new Map<string, () => Promise<unknown>>();
for (const [path, load] of Object.entries(modules)) {
  const m = /\/widgets\/([a-z0-9-]+)\/rb-\1\.ts$/.exec(path);
  if (m) byTag.set(`rb-${m[1]}`, load);
}

const started = new Map<string, Promise<unknown>>();
const waiting = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[data-rb-loading]')].filter((el) => !customElements.get(el.localName));

/**
 * Imports a tag's module once; a failed import (offline, a deploy in between) may be tried
 * again. Exported for a page that places a widget itself when the reader asks for one (the
 * embedding guide's builder): the element upgrades when its module arrives.
 */
export function loadWidget(tag: string): Promise<unknown> {
  return load(tag);
}

function load(tag: string): Promise<unknown> {
  let done = started.get(tag);
  if (!done) {
    const importer = byTag.get(tag);
    if (!importer) return Promise.resolve();
    // Said while it loads (and shown by rulebook.css); taken off again either way.
    const elements = [...document.querySelectorAll(tag)];
    for (const el of elements) if (!customElements.get(tag)) el.setAttribute('aria-busy', 'true');
    const settle = (): void => elements.forEach((el) => el.removeAttribute('aria-busy'));
    done = importer().then(
      async () => {
        for (const el of elements) near.unobserve(el);
        // Busy until drawn: a widget draws in the task after its module ran (TableElement).
        await Promise.all(elements.map((el) => (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete));
        settle();
      },
      (error: unknown) => {
        settle();
        started.delete(tag);
        console.error(`The ${tag} widget could not be loaded:`, error);
      },
    );
    started.set(tag, done);
  }
  return done;
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) if (entry.isIntersecting) void load(entry.target.localName);
  },
  { rootMargin: '50% 0px' },
);

/** The share-link keys in the page's hash (`#key=…&key=…`). */
function sharedKeys(): string[] {
  try {
    return [...new URLSearchParams(location.hash.replace(/^#/, '')).keys()];
  } catch {
    return [];
  }
}

/**
 * Whether the address opens this element at a shared step. A widget's share key is its
 * storage-key attribute, or `<name>@<page path>…` when it has none.
 */
function shared(el: HTMLElement, keys: readonly string[]): boolean {
  const own = el.getAttribute('storage-key');
  const name = el.localName.slice(3);
  return keys.some((key) => (own ? key === own : key.startsWith(`${name}@`)));
}

function watch(): void {
  const keys = sharedKeys();
  for (const el of waiting()) {
    if (el.dataset.rbLoading === 'eager' || shared(el, keys)) {
      void load(el.localName);
      continue;
    }
    near.observe(el);
    el.addEventListener('focusin', () => void load(el.localName), { once: true });
  }
}

watch();
addEventListener('hashchange', () => {
  const keys = sharedKeys();
  for (const el of waiting()) if (shared(el, keys)) void load(el.localName);
});
addEventListener('beforeprint', () => {
  for (const el of waiting()) void load(el.localName);
});
