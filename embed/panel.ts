/**
 * The browser side of the "Embed this" panel (site/components/EmbedPanel.astro) and of the
 * single snippets on the embedding guide (site/components/EmbedCode.astro).
 *
 * - Snippets are rebuilt with embed/snippets.ts from the live widget: the attributes it was
 *   given (those it declares, less its page-specific storage key) and, when it has no seed
 *   attribute, the seed its table actually uses, so the embed plays the same table. They
 *   follow every step and attribute change.
 * - Where the page is read at another address than the one the site was built for (a
 *   preview deploy, localhost, a placeholder `site`), snippets use the page's own origin.
 * - Tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End; one tab stop); each
 *   snippet has a copy button that says what it did in a polite live region.
 */
import { declaredAttributes } from './settings.js';
import { snippet, type EmbedTarget, type Settings, type SnippetKind } from './snippets.js';

/** The page's own origin when it differs from the one the site was built for. */
export function liveOrigin(built: string, here: Location = location): string {
  return /^https?:$/.test(here.protocol) && here.origin !== built ? here.origin : built;
}

/** What a live widget is set up with, as settings for a snippet. */
export function settingsOf(widget: Element | null): Settings {
  if (!widget) return [];
  const declared = declaredAttributes(widget.localName);
  const out: [string, string][] = [];
  for (const name of declared) {
    if (name === 'storage-key') continue;
    const value = widget.getAttribute(name);
    if (value !== null) out.push([name, value]);
  }
  if (declared.includes('seed') && !widget.hasAttribute('seed')) {
    const seed = (widget as { record?: { input?: { seed?: unknown } } }).record?.input?.seed;
    if (typeof seed === 'number' && Number.isInteger(seed)) out.unshift(['seed', String(seed)]);
  }
  return out;
}

function readTarget(el: HTMLElement): EmbedTarget {
  const target = JSON.parse(el.dataset.target ?? '{}') as EmbedTarget;
  return { ...target, origin: liveOrigin(target.origin) };
}

async function copy(text: string, pre: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (permissions, an old browser): select the text, so Ctrl+C does it.
    const range = document.createRange();
    range.selectNodeContents(pre);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return false;
  }
}

function wireCopyButtons(root: HTMLElement, status: HTMLElement | null): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const pre = root.querySelector<HTMLElement>(`pre[data-snippet="${button.dataset.copy}"]`);
    if (!pre) continue;
    button.hidden = false;
    button.addEventListener('click', async () => {
      const done = await copy(pre.textContent ?? '', pre);
      const label = button.dataset.label ?? 'snippet';
      if (status) status.textContent = done ? `Copied the ${label}.` : `The ${label} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`;
    });
  }
}

function wireTabs(panel: HTMLElement): void {
  const list = panel.querySelector<HTMLElement>('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panes = tabs.map((t) => panel.querySelector<HTMLElement>(`#${t.getAttribute('aria-controls')}`));
  const select = (index: number, focus: boolean): void => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const pane = panes[i];
      if (pane) pane.hidden = !on;
    });
    if (focus) tabs[index]?.focus();
  };
  // No tabindex on the panels: each opens with its snippet, a tab stop of its own (it scrolls
  // sideways), so Tab goes from the tab list straight into the panel's content.
  panes.forEach((pane, i) => {
    pane?.setAttribute('role', 'tabpanel');
    pane?.setAttribute('aria-labelledby', tabs[i]!.id);
  });
  panel.classList.add('tabbed');
  list.hidden = false;
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false));
    tab.addEventListener('keydown', (e) => {
      const last = tabs.length - 1;
      const next =
        e.key === 'ArrowRight'
          ? i === last
            ? 0
            : i + 1
          : e.key === 'ArrowLeft'
            ? i === 0
              ? last
              : i - 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : -1;
      if (next < 0) return;
      e.preventDefault();
      select(next, true);
    });
  });
  select(
    Math.max(
      0,
      tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
    ),
    false,
  );
}

/**
 * The event a page sends a panel to make it follow another widget (the embedding guide's
 * builder, site/components/EmbedBuilder.astro): `detail.target` is the new widget's
 * EmbedTarget; the panel then follows the element `data-for` names (or the page's first of
 * the new tag), as it is now and as it changes.
 */
export const RETARGET = 'rb-embed-retarget';
export type RetargetDetail = { target: EmbedTarget };

function setUpPanel(panel: HTMLElement): void {
  let target = readTarget(panel);
  const tag = (): string => `rb-${target.name}`;
  const find = (): Element | null => (panel.dataset.for ? document.getElementById(panel.dataset.for) : document.querySelector(tag()));
  const status = panel.querySelector<HTMLElement>('[role="status"]');
  const render = (): void => {
    const settings = settingsOf(find());
    for (const pre of panel.querySelectorAll<HTMLElement>('pre[data-snippet]')) {
      const text = snippet(pre.dataset.snippet as SnippetKind, target, settings);
      if (pre.textContent !== text) pre.textContent = text;
    }
  };
  // The widget followed now, and how to stop following it.
  let unfollow = (): void => {};
  const follow = (): void => {
    unfollow();
    const expected = target.name;
    let observer: MutationObserver | undefined;
    let widget: Element | null = null;
    let stopped = false;
    unfollow = () => {
      stopped = true;
      observer?.disconnect();
      widget?.removeEventListener('rb-step', render);
    };
    render();
    void customElements.whenDefined(tag()).then(() => {
      if (stopped || target.name !== expected) return;
      widget = find();
      if (!widget) return;
      render();
      widget.addEventListener('rb-step', render);
      observer = new MutationObserver(render);
      observer.observe(widget, { attributes: true });
    });
  };
  wireTabs(panel);
  wireCopyButtons(panel, status);
  follow();
  panel.addEventListener(RETARGET, (e) => {
    const next = (e as CustomEvent<RetargetDetail>).detail?.target;
    if (!next) return;
    target = { ...next, origin: liveOrigin(next.origin) };
    panel.dataset.target = JSON.stringify(next);
    follow();
  });
}

function setUpCode(block: HTMLElement): void {
  const target = readTarget(block);
  const pre = block.querySelector<HTMLElement>('pre[data-snippet]');
  if (pre) pre.textContent = snippet(pre.dataset.snippet as SnippetKind, target, []);
  wireCopyButtons(block, block.querySelector('[role="status"]'));
}

for (const panel of document.querySelectorAll<HTMLElement>('[data-rb-embed]')) setUpPanel(panel);
for (const block of document.querySelectorAll<HTMLElement>('[data-rb-code]')) setUpCode(block);
