/**
 * The autoloader: one classic script (not a module, so it also works where only a `src`
 * can be given, such as a wiki's site script) that finds the rulebook's widgets on a page,
 * now and whenever more are added, and imports each widget's file once, from the folder the
 * autoloader itself was loaded from (so a versioned autoloader loads the same version).
 *
 * It loads the shared-runtime build (runtime/, scripts/embed-build.ts): Lit, XState and the
 * widgets' shared frame once in runtime/runtime.js, and each widget's own code in
 * runtime/rb-<name>.js, so three widgets on a page cost one runtime and three small files.
 * Each of those files is checked against its SHA-256 digest before it runs: the values are built into
 * this script (which the host pins with its own `integrity`), and each file is first fetched
 * by a `<link rel="modulepreload" integrity>`. A module is fetched once per page and kept by
 * its address, so the `import()` that follows gets the module the preload checked and never
 * fetches it again; a file whose bytes do not match fails its preload and is never imported.
 * This works under a strict CSP with Trusted Types (a link's `href` is not a Trusted Types
 * sink, unlike a script's `src`; an import map would be an inline script), in every browser
 * with modulepreload (Chromium 66, Firefox 115, Safari 17). A browser without it imports the
 * standalone file instead, as this script always did.
 *
 * It upgrades two forms:
 * - `<rb-initiative-deal seed="7">`: the element itself; only its file is imported.
 * - `<div data-rb-widget="initiative-deal" data-seed="7">…</div>`: a placeholder for hosts
 *   that strip unknown tags (MediaWiki keeps `div` and `data-` attributes). The div's
 *   contents (a link, an image) stay until the widget is ready and are then replaced by the
 *   element, with each `data-x` setting as its attribute `x`, checked by the widget like any
 *   attribute. A setting the widget does not have, or an unknown widget name, is said in a
 *   visible note; nothing else is copied.
 *
 * Built by scripts/build-widgets.ts into /embed/v<version>/autoload.js (≤ 2 KB gzip).
 */
import { createWidget, note, unknownSettingsText } from './settings.js';

/** Each shared-runtime file's integrity value, by file name (runtime.js, rb-<name>.js): the build fills it in. */
declare const __RB_INTEGRITY__: Readonly<Record<string, string>>;

((): void => {
  const script = document.currentScript as HTMLScriptElement | null;
  const flag = '__rulebookAutoload';
  const global = window as unknown as Record<string, unknown>;
  // Loaded twice (two copies or two versions on one page): the first one does the work.
  if (!script?.src || global[flag]) return;
  global[flag] = script.src;

  const integrity = __RB_INTEGRITY__;
  const widgets = new Set(Object.keys(integrity).flatMap((file) => /^rb-(.+)\.js$/.exec(file)?.[1] ?? []));
  const loading = new Map<string, Promise<unknown>>();
  const seen = new WeakSet<Element>();
  const runtime = new URL('runtime/', script.src);
  const preloads = document.createElement('link').relList.supports('modulepreload');

  /** Fetches a runtime/ file once, checked against its integrity value; settles when it is in the page's module map. */
  const preload = (file: string): Promise<unknown> => {
    let pending = loading.get(file);
    if (!pending) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.integrity = integrity[file]!;
      link.href = new URL(file, runtime).href;
      pending = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(link.href));
      });
      loading.set(file, pending);
      document.head.append(link);
    }
    return pending;
  };

  const load = (name: string): Promise<unknown> => {
    const file = `rb-${name}.js`;
    if (!preloads) return import(new URL(file, script.src).href);
    return Promise.all([preload('runtime.js'), preload(file)]).then(() => import(new URL(file, runtime).href));
  };

  const upgrade = async (holder: HTMLElement): Promise<void> => {
    const name = holder.getAttribute('data-rb-widget') ?? '';
    if (!widgets.has(name)) {
      holder.append(note(`There is no rulebook widget called "${name}". The widgets are: ${[...widgets].join(', ')}.`));
      return;
    }
    try {
      await load(name);
    } catch {
      return; // The file could not be loaded (offline, blocked): the placeholder's own contents stay.
    }
    const tag = `rb-${name}`;
    const settings: [string, string][] = [];
    for (const { name: attr, value } of [...holder.attributes]) {
      if (attr.startsWith('data-') && attr !== 'data-rb-widget') settings.push([attr.slice(5), value]);
    }
    const { element, unknown } = createWidget(tag, settings);
    holder.replaceChildren(element);
    if (unknown.length) holder.append(note(unknownSettingsText(tag, unknown, 'data-')));
  };

  const visit = (root: Element | Document): void => {
    const found = root instanceof Element ? [root, ...root.querySelectorAll('*')] : [...root.querySelectorAll('*')];
    for (const el of found) {
      if (seen.has(el)) continue;
      if (el.hasAttribute('data-rb-widget')) {
        seen.add(el);
        void upgrade(el as HTMLElement);
      } else if (el.localName.startsWith('rb-') && !customElements.get(el.localName)) {
        const name = el.localName.slice(3);
        if (widgets.has(name)) void load(name).catch(() => undefined);
      }
    }
  };

  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) visit(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
  visit(document);
})();
