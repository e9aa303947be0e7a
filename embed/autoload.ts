/**
 * The autoloader: one classic script (not a module, so it also works where only a `src`
 * can be given, such as a wiki's site script) that finds the rulebook's widgets on a page,
 * now and whenever more are added, and imports each widget's file once, from the folder the
 * autoloader itself was loaded from (so a versioned autoloader loads the same version).
 *
 * It loads the shared-runtime build (runtime/, scripts/embed-build.ts): Lit, XState and the
 * widgets' shared frame once in runtime/runtime.js, and each widget's own code in
 * runtime/rb-<name>.js, so three widgets on a page cost one runtime and three small files.
 * Each of those files is checked against its SHA-256 digest before it runs: the values are
 * built into this script, which the host pins with its own `integrity`. Each file is loaded by
 * a `<script type="module" integrity crossorigin>` of its own, the runtime first: a browser
 * checks the integrity of a module script element (Chromium, Firefox, Safari), and keeps each
 * module by its address, so when a widget's file imports ./runtime.js it gets the runtime
 * already checked and run, and nothing is fetched twice. A file whose bytes do not match never
 * runs, and neither does any widget that needs it; the placeholder keeps its contents.
 *
 * Not used, and why: `<link rel="modulepreload" integrity>` (WebKit loads it whatever its
 * hash), an import map's `integrity` (an inline script, which a strict CSP refuses and which
 * only the newest browsers read), and `import()` (which takes no integrity at all).
 *
 * Where the page enforces Trusted Types, a script's `src` must come from a policy: this script
 * makes one named `rulebook`, which passes only the addresses of its own runtime/ files, so
 * such a page's CSP must allow that name (`trusted-types lit-html rulebook`, as
 * embed/snippets.ts's cspFor says). Where the name is refused, no widget loads, and the
 * console says why.
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
  const url = (file: string): string => new URL(`runtime/${file}`, script.src).href;
  const ours = new Set(Object.keys(integrity).map(url));

  type Policy = { createScriptURL(url: string): string };
  const trustedTypes = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes;
  let policy: Policy | undefined;
  try {
    policy = trustedTypes?.createPolicy('rulebook', {
      createScriptURL: (address) => {
        if (ours.has(address)) return address;
        throw new TypeError(address);
      },
    });
  } catch {
    // The page's CSP does not allow the name: plain addresses, which do unless it enforces Trusted Types.
  }

  /** Runs a runtime/ file once, checked against its integrity value; settles once it has run. */
  const run = (file: string): Promise<unknown> => {
    let pending = loading.get(file);
    if (!pending) {
      pending = new Promise((resolve, reject) => {
        const tag = document.createElement('script');
        tag.type = 'module';
        tag.crossOrigin = 'anonymous';
        tag.integrity = integrity[file]!;
        tag.onload = resolve;
        tag.onerror = reject;
        try {
          tag.src = policy ? policy.createScriptURL(url(file)) : url(file);
        } catch (e) {
          console.error(
            'The rulebook widgets cannot load: this page enforces Trusted Types, and its CSP must allow the policy "rulebook".',
          );
          throw e;
        }
        document.head.append(tag);
      });
      loading.set(file, pending);
    }
    return pending;
  };

  // The runtime first, so that a widget's import of it finds it checked and run.
  const load = (name: string): Promise<unknown> => run('runtime.js').then(() => run(`rb-${name}.js`));

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
