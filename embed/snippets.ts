/**
 * Every embed snippet the rulebook shows, built in one place: the "Embed this" panel (at
 * build time and live in the browser), the embedding guide and any page that wants one.
 * Pure string building, no DOM and no Node, so both sides share it.
 *
 * Snippets are absolute (the rulebook's origin), pinned (the versioned path), and carry
 * `integrity` + `crossorigin="anonymous"` on every script tag, so they can be pasted into a
 * page on another site as they are and keep working the same after later deploys.
 */

/** What a snippet needs to know about the rulebook and one widget. */
export interface EmbedTarget {
  /** The rulebook's origin, e.g. `https://rulebook.example` (no trailing slash). */
  origin: string;
  /** package.json's version: files live under /embed/v<version>/. */
  version: string;
  /** The widget's name, e.g. `initiative-deal` (its element is `rb-<name>`). */
  name: string;
  /** A title for iframes and links, e.g. "Initiative deal · Liberi Gothica". */
  title: string;
  /** Integrity values (`sha384-…`) of the version's files, by file name. */
  integrity: Readonly<Record<string, string>>;
  /** A starting height for the iframe, before it reports its own (px). */
  height: number;
}

/** Settings as attribute name and value, in order; a value of '' is a boolean attribute. */
export type Settings = readonly (readonly [string, string])[];

export const tagOf = (t: Pick<EmbedTarget, 'name'>): string => `rb-${t.name}`;
export const fileUrl = (t: Pick<EmbedTarget, 'origin' | 'version'>, file: string): string => `${t.origin}/embed/v${t.version}/${file}`;
export const moduleUrl = (t: EmbedTarget): string => fileUrl(t, `${tagOf(t)}.js`);
export const previewUrl = (t: EmbedTarget): string => fileUrl(t, `previews/${t.name}.png`);

/** The iframe page's address with the settings as its query (and a theme if asked for). */
export function frameUrl(t: Pick<EmbedTarget, 'origin' | 'name'>, settings: Settings = [], theme?: string): string {
  const query = new URLSearchParams(settings.map(([k, v]) => [k, v]));
  if (theme) query.set('theme', theme);
  const text = query.toString();
  return `${t.origin}/embed/${t.name}/${text ? `?${text}` : ''}`;
}

/** The oEmbed document's address for a widget. */
export const oembedUrl = (t: Pick<EmbedTarget, 'origin' | 'name'>): string => `${t.origin}/oembed/${t.name}.json`;

/** Text safe inside a double-quoted HTML attribute or between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attributes(settings: Settings): string {
  return settings.map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`)).join('');
}

/** `<script type="module" src=… integrity=… crossorigin>` for a file of the version. */
export function scriptTag(t: EmbedTarget, file: string, { module = true, async = false } = {}): string {
  const integrity = Object.hasOwn(t.integrity, file) ? ` integrity="${t.integrity[file]}" crossorigin="anonymous"` : '';
  return `<script${module ? ' type="module"' : ''}${async ? ' async' : ''} src="${fileUrl(t, file)}"${integrity}></script>`;
}

/** The script-tag embed: the pinned module, then the element with its settings. */
export function scriptSnippet(t: EmbedTarget, settings: Settings = []): string {
  return `${scriptTag(t, `${tagOf(t)}.js`)}\n<${tagOf(t)}${attributes(settings)}></${tagOf(t)}>`;
}

/** The optional host script that sizes rulebook iframes to their widgets. */
export function resizeTag(t: EmbedTarget): string {
  return scriptTag(t, 'resize.js', { module: false, async: true });
}

/** The iframe embed: a titled frame; optionally the host script that sizes it. */
export function iframeSnippet(
  t: EmbedTarget,
  settings: Settings = [],
  { resize = true, theme }: { resize?: boolean; theme?: string } = {},
): string {
  const frame = `<iframe src="${escapeHtml(frameUrl(t, settings, theme))}" title="${escapeHtml(t.title)}" width="100%" height="${t.height}" loading="lazy"></iframe>`;
  return resize ? `${frame}\n${resizeTag(t)}` : frame;
}

/** The bare iframe oEmbed and WordPress want: src, width, height, title and nothing else. */
export function bareIframe(t: EmbedTarget, width: number, settings: Settings = []): string {
  return `<iframe src="${escapeHtml(frameUrl(t, settings))}" width="${width}" height="${t.height}" title="${escapeHtml(t.title)}"></iframe>`;
}

/** The wiki placeholder: a div with data- settings, holding a plain link until the widget runs. */
export function wikiPlaceholder(t: EmbedTarget, settings: Settings = [], { wikitext = true } = {}): string {
  const data = settings.map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`).join('');
  const href = frameUrl(t, settings);
  const fallback = wikitext ? `[${href} Play: ${t.title}]` : `<a href="${escapeHtml(href)}">Play: ${escapeHtml(t.title)}</a>`;
  return `<div data-rb-widget="${t.name}"${data}>${fallback}</div>`;
}

/** The one line for a MediaWiki's site script (MediaWiki:Common.js). */
export function mediawikiLoader(t: EmbedTarget): string {
  return `mw.loader.load('${fileUrl(t, 'autoload.js')}');`;
}

/** The autoloader as a script tag (for pages that allow scripts but prefer placeholders). */
export function autoloadTag(t: EmbedTarget): string {
  return scriptTag(t, 'autoload.js', { module: false, async: true });
}

/** Where neither scripts nor iframes are allowed: the preview image, linking to the widget. */
export function linkSnippet(t: EmbedTarget, settings: Settings = []): { html: string; markdown: string } {
  const href = frameUrl(t, settings);
  const alt = `${t.title}: play it in the Combat Rulebook`;
  return {
    html: `<a href="${escapeHtml(href)}"><img src="${previewUrl(t)}" alt="${escapeHtml(alt)}" width="600" height="315"></a>`,
    markdown: `[![${alt.replace(/[[\]]/g, '')}](${previewUrl(t)})](${href.replace(/\)/g, '%29')})`,
  };
}

/**
 * A Content-Security-Policy a host page can send and still run the widgets (with Trusted Types):
 * `lit-html` is Lit's policy (asked for once a copy of Lit: 'allow-duplicates' lets several
 * standalone files share a page), `rulebook` the autoloader's (for its module scripts' addresses).
 */
export function cspFor(t: Pick<EmbedTarget, 'origin'>): string {
  return `Content-Security-Policy: default-src 'self'; script-src 'self' ${t.origin}; style-src 'self'; img-src 'self' ${t.origin}; connect-src 'none'; frame-src ${t.origin}; require-trusted-types-for 'script'; trusted-types lit-html rulebook 'allow-duplicates'`;
}

/** Every kind of snippet the pages show, by name. */
export type SnippetKind =
  'script' | 'iframe' | 'wiki' | 'placeholder' | 'mediawiki' | 'autoload' | 'resize' | 'html-link' | 'markdown-link' | 'csp';

export function snippet(kind: SnippetKind, target: EmbedTarget, settings: Settings = []): string {
  switch (kind) {
    case 'script':
      return scriptSnippet(target, settings);
    case 'iframe':
      return iframeSnippet(target, settings);
    case 'wiki':
      return wikiPlaceholder(target, settings);
    case 'placeholder':
      return wikiPlaceholder(target, settings, { wikitext: false });
    case 'mediawiki':
      return mediawikiLoader(target);
    case 'autoload':
      return autoloadTag(target);
    case 'resize':
      return resizeTag(target);
    case 'html-link':
      return linkSnippet(target, settings).html;
    case 'markdown-link':
      return linkSnippet(target, settings).markdown;
    case 'csp':
      return cspFor(target);
  }
}
