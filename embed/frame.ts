/**
 * The iframe pages (/embed/<widget>/): builds the widget from the page's query string and
 * tells the host page how tall it is.
 *
 * - Every query parameter the widget declares becomes its attribute, so it is checked
 *   exactly as the attribute is (a bad value shows the widget's own message and its
 *   default is used). `theme=light|dark|auto` is the page's own. Anything else is named in
 *   a visible note and not used.
 * - The table is saved under a key made from the settings, so two frames of one widget with
 *   different settings do not open each other's tables (`storage-key=` overrides it).
 * - Whenever the page's height changes (ResizeObserver), it posts it to the host in the
 *   shapes hosts already listen for: WordPress (`{message: 'height', value, secret}`, with
 *   the secret WordPress appends as `#?secret=…`), Embedly/Medium (`iframe.resize` JSON, which
 *   the optional host script resize.js also reads) and AMP (`embed-size`).
 * - On WordPress, a click on a link asks the host page to follow it (WordPress's `link`
 *   message), since a sandboxed frame may not navigate its host itself.
 */
import { quote } from '../machines/core/attributes.js';
import { createWidget, declaredAttributes, note, unknownSettingsText } from './settings.js';

const THEMES = ['light', 'dark', 'auto'];

/** The secret WordPress appends to the frame's address (`#?secret=abc123`), if any. */
export function wordpressSecret(hash: string): string | undefined {
  return /[#?&]secret=([A-Za-z0-9]+)/.exec(hash)?.[1];
}

/** FNV-1a: a short, stable name for a set of settings (not a secret). */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function post(message: unknown): void {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

function reportHeight(): void {
  let last = -1;
  const send = (): void => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    const secret = wordpressSecret(location.hash);
    if (secret) post({ message: 'height', value: height, secret });
    post(JSON.stringify({ src: location.href, context: 'iframe.resize', height }));
    post({ sentinel: 'amp', type: 'embed-size', height });
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}

function forwardLinks(): void {
  document.addEventListener('click', (e) => {
    const secret = wordpressSecret(location.hash);
    if (!secret || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const link = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && !!n.href);
    if (!link) return;
    e.preventDefault();
    post({ message: 'link', value: link.href, secret });
  });
}

async function main(): Promise<void> {
  const holder = document.querySelector<HTMLElement>('[data-rb-frame]');
  const tag = holder?.dataset.rbFrame;
  if (!holder || !tag) return;
  reportHeight();
  forwardLinks();

  const params = new URLSearchParams(location.search);
  const notes: string[] = [];
  const themes = params.getAll('theme');
  const theme = themes.at(-1);
  if (theme !== undefined && !THEMES.includes(theme)) {
    notes.push(`theme: ${quote(theme)} is not one of light, dark, auto; the light theme is used.`);
  }
  document.documentElement.dataset.theme = theme !== undefined && THEMES.includes(theme) ? theme : 'light';

  await customElements.whenDefined(tag);
  const settings = [...params].filter(([name]) => name !== 'theme');
  const { element, unknown } = createWidget(tag, settings);
  if (!params.has('storage-key') && declaredAttributes(tag).includes('storage-key')) {
    const canonical = settings
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
    element.setAttribute('storage-key', `frame:${tag}:${digest(canonical)}`);
  }
  if (unknown.length) notes.push(unknownSettingsText(tag, unknown));
  holder.replaceChildren(...notes.map((text) => note(text)), element);
}

void main();
