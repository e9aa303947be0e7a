// Each widget's preview image (og:image, oEmbed thumbnail, the image + link embed), drawn at
// build time from the widget's own first view, with no browser:
//
// 1. Lit's server renderer (@lit-labs/ssr) renders each element as it starts (seed 1, not
//    saved) to HTML, in Node.
// 2. That HTML is read (parse5) into the pieces a reader sees: text, buttons (the primary
//    one in the accent colour), playing cards, form fields, in order, block by block.
// 3. They are laid out in a 1200 × 630 picture in the widgets' default colours, with text
//    measured in the bundled DejaVu Sans (so wrapping matches the rendered text), written
//    as SVG and rasterised by resvg.
//
// Nothing is drawn by hand per widget: a new widget gets its preview by being a widget, and
// a change to a widget's first view changes its preview. Chromium is not needed (npm start
// builds these too).
import { build } from 'esbuild';
import { Resvg } from '@resvg/resvg-js';
import { parseFragment } from 'parse5';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeWidgets, type DescribedWidget } from '../site/widget-catalogue.js';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(fontDir, f));
const FONT = { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' };

// The widgets' default theme (widgets/shared/styles.ts).
const C = {
  accent: '#6b3fa0',
  onAccent: '#ffffff',
  text: '#1d1b22',
  muted: '#57525f',
  surface: '#ffffff',
  raised: '#f3f0f7',
  border: '#9e97a8',
  red: '#b0151b',
  black: '#111111',
};
const W = 1200;
const H = 630;

/** Render every widget's first view to HTML with Lit's server renderer. */
async function renderFirstViews(widgets: readonly DescribedWidget[], cacheDir: string): Promise<Map<string, string>> {
  const entry = [
    "import '@lit-labs/ssr/lib/install-global-dom-shim.js';",
    "import { render } from '@lit-labs/ssr';",
    "import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';",
    "import { html, unsafeStatic } from 'lit/static-html.js';",
    ...widgets.map((w) => `import ${JSON.stringify(w.entry)};`),
    'export function renderFirstView(tag) {',
    '  const declared = customElements.get(tag)?.observedAttributes ?? [];',
    "  const seed = declared.includes('seed') ? '1' : undefined;",
    '  const t = unsafeStatic(tag);',
    '  return collectResultSync(render(html`<${t} seed=${seed ?? ""} no-save></${t}>`));',
    '}',
  ].join('\n');
  const outfile = join(cacheDir, 'first-views.mjs');
  await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    conditions: ['node', 'production', 'module'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  const { renderFirstView } = (await import(`${pathToFileURL(outfile).href}?${Date.now()}`)) as { renderFirstView(tag: string): string };
  return new Map(widgets.map((w) => [w.tag, renderFirstView(w.tag)]));
}

const BLOCK = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'section',
  'header',
  'footer',
  'fieldset',
  'form',
  'table',
  'tr',
  'h2',
  'h3',
  'h4',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'figure',
  'nav',
  'legend',
]);
/** A node of parse5's tree, as far as the preview reads it. */
interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}
/** A piece of a rendered view, in reading order. */
type Piece =
  | { kind: 'break' }
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'button'; text: string; primary: boolean }
  | { kind: 'card'; text: string; red: boolean; back: boolean }
  | { kind: 'field'; text: string; small?: boolean };

const attr = (node: HtmlNode, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node: HtmlNode) => (attr(node, 'class') ?? '').split(/\s+/);
const hiddenNode = (node: HtmlNode) =>
  attr(node, 'hidden') !== undefined || classes(node).includes('visually-hidden') || attr(node, 'role') === 'status';
/** The text a sighted reader sees in an element (not what is there only for screen readers). */
const textOf = (node: HtmlNode): string =>
  (node.nodeName === '#text' ? (node.value ?? '') : hiddenNode(node) ? '' : (node.childNodes ?? []).map((n) => ` ${textOf(n)} `).join(''))
    .replace(/\s+/g, ' ')
    .trim();

/** The pieces of a rendered view, in reading order: text runs, controls, cards, breaks. */
function pieces(html: string, tag: string): Piece[] {
  const doc = parseFragment(html, { scriptingEnabled: false }) as unknown as HtmlNode;
  const find = (n: HtmlNode): HtmlNode | undefined => (n.nodeName === tag ? n : (n.childNodes ?? []).map(find).find(Boolean));
  const host = find(doc);
  const shadow = host?.childNodes?.find((n) => n.nodeName === 'template');
  const out: Piece[] = [];
  const walk = (node: HtmlNode, bold: boolean): void => {
    if (node.nodeName === '#text') {
      const text = (node.value ?? '').replace(/\s+/g, ' ');
      if (text.trim()) out.push({ kind: 'text', text, bold });
      return;
    }
    if (!node.tagName) return;
    const t = node.tagName;
    if (['style', 'script', 'template', 'option'].includes(t)) return;
    if (hiddenNode(node)) return;
    if (t === 'button') return void out.push({ kind: 'button', text: textOf(node), primary: classes(node).includes('primary') });
    if (classes(node).includes('card'))
      return void out.push({ kind: 'card', text: textOf(node), red: classes(node).includes('red'), back: classes(node).includes('back') });
    if (t === 'select') {
      const options = (node.childNodes ?? []).filter((n) => n.tagName === 'option');
      const chosen = options.find((o) => attr(o, 'selected') !== undefined) ?? options[0];
      return void out.push({ kind: 'field', text: chosen ? `${textOf(chosen)} ▾` : '' });
    }
    if (t === 'input' || t === 'textarea') {
      if (['hidden', 'checkbox', 'radio'].includes(attr(node, 'type') ?? ''))
        return void out.push({ kind: 'field', text: attr(node, 'checked') !== undefined ? '☑' : '☐', small: true });
      return void out.push({ kind: 'field', text: attr(node, 'value') ?? '' });
    }
    const block = BLOCK.has(t);
    if (block) out.push({ kind: 'break' });
    for (const child of (t === 'template' ? node.content : node)?.childNodes ?? [])
      walk(child, bold || t === 'strong' || t === 'b' || t === 'th' || t === 'legend');
    // Neighbouring elements are usually set apart by CSS (gaps, padding): keep them apart.
    out.push(block ? { kind: 'break' } : { kind: 'text', text: ' ', bold });
  };
  for (const child of shadow?.content?.childNodes ?? []) walk(child, false);
  return out;
}

const widths = new Map<string, number>();
/** A word's width in DejaVu Sans at `size`, as resvg draws it. */
function measure(text: string, size: number, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${size}:${text}`;
  if (!widths.has(key)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="100"><text x="0" y="60" font-size="${size}" font-weight="${bold ? 700 : 400}">${esc(`|${text}|`)}</text></svg>`;
    const bar = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="100"><text x="0" y="60" font-size="${size}" font-weight="${bold ? 700 : 400}">||</text></svg>`;
    const w = (s: string) => new Resvg(s, { font: FONT }).getBBox()?.width ?? 0;
    widths.set(key, Math.max(0, w(svg) - w(bar)));
  }
  return widths.get(key)!;
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Flow the pieces into lines inside `width`; returns SVG elements and the height used. */
function layout(items: readonly Piece[], { x0, y0, width, size }: { x0: number; y0: number; width: number; size: number }) {
  const lineH = Math.round(size * 1.9);
  const space = measure(' ', size, false) || size * 0.32;
  const parts: string[] = [];
  let x = x0;
  let y = y0;
  let lineUsed = false;
  let gap = false;
  const newline = () => {
    if (lineUsed) y += lineH;
    x = x0;
    lineUsed = false;
  };
  const place = (w: number) => {
    if (gap && lineUsed) x += space;
    gap = false;
    if (lineUsed && x + w > x0 + width) newline();
    const at = x;
    x += w;
    lineUsed = true;
    return at;
  };
  for (const item of items) {
    if (item.kind === 'break') {
      newline();
      continue;
    }
    if (item.kind === 'text') {
      const words = item.text.split(/(\s+)/);
      for (const word of words) {
        if (!word) continue;
        if (/^\s+$/.test(word)) {
          gap = true;
          continue;
        }
        const w = measure(word, size, item.bold);
        const at = place(w);
        parts.push(
          `<text x="${at.toFixed(1)}" y="${y + size}" font-size="${size}" font-weight="${item.bold ? 700 : 400}" fill="${C.text}">${esc(word)}</text>`,
        );
      }
      continue;
    }
    const pad = Math.round(size * 0.6);
    if (item.kind === 'button' || item.kind === 'field') {
      const text = item.text || ' ';
      const w = Math.min(width, measure(text, size, false) + pad * 2);
      if (lineUsed) x += space / 2;
      const at = place(w);
      const primary = item.kind === 'button' && item.primary;
      const fill = item.kind === 'button' ? (primary ? C.accent : C.raised) : C.surface;
      const ink = primary ? C.onAccent : C.text;
      parts.push(
        `<rect x="${at.toFixed(1)}" y="${y - 4}" width="${w.toFixed(1)}" height="${size + 16}" rx="6" fill="${fill}" stroke="${primary ? C.accent : C.border}"/>`,
      );
      parts.push(`<text x="${(at + pad).toFixed(1)}" y="${y + size}" font-size="${size}" fill="${ink}">${esc(text)}</text>`);
      x += space / 2;
      continue;
    }
    if (item.kind === 'card') {
      const w = Math.max(size * 2.2, measure(item.text || 'X', size, true) + pad);
      if (lineUsed) x += space / 2;
      const at = place(w);
      const face = item.back
        ? `<rect x="${at + 4}" y="${y}" width="${w - 8}" height="${size + 8}" rx="3" fill="#3d2a63"/>`
        : `<text x="${(at + w / 2).toFixed(1)}" y="${y + size}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${item.red ? C.red : C.black}">${esc(item.text)}</text>`;
      parts.push(
        `<rect x="${at.toFixed(1)}" y="${y - 4}" width="${w.toFixed(1)}" height="${size + 16}" rx="5" fill="#ffffff" stroke="${C.border}"/>${face}`,
      );
      x += space / 2;
    }
  }
  newline();
  return { svg: parts.join(''), height: y - y0 };
}

/** The whole picture: a title band, then the widget's first view in its frame, faded at the foot. */
export function previewSvg(widget: DescribedWidget, items: readonly Piece[]): string {
  const top = 118;
  const frame = { x: 48, y: top, w: W - 96, h: H - top - 28 };
  const { svg } = layout(items, { x0: frame.x + 28, y0: frame.y + 24, width: frame.w - 56, size: 22 });
  const title = `${widget.label}`;
  const subtitle = [widget.system, widget.rulePage.title].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="1"/></linearGradient>
    <clipPath id="inside"><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" rx="10"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="${C.raised}"/>
  <rect width="${W}" height="10" fill="${C.accent}"/>
  <text x="48" y="66" font-size="40" font-weight="700" fill="${C.text}">${esc(title)}</text>
  <text x="48" y="100" font-size="22" fill="${C.muted}">${esc(subtitle)} · Combat Rulebook · play it step by step</text>
  <rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" rx="10" fill="${C.surface}" stroke="${C.border}" stroke-width="2"/>
  <g clip-path="url(#inside)">${svg}
    <rect x="${frame.x}" y="${frame.y + frame.h - 90}" width="${frame.w}" height="90" fill="url(#fade)"/>
  </g>
</svg>`;
}

export async function writePreviews({
  outdir,
  widgets = describeWidgets(),
  cacheDir = join('node_modules', '.cache', 'rulebook-previews'),
}: {
  outdir: string;
  widgets?: DescribedWidget[];
  cacheDir?: string;
}): Promise<number> {
  mkdirSync(outdir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const views = await renderFirstViews(widgets, cacheDir);
  for (const w of widgets) {
    const svg = previewSvg(w, pieces(views.get(w.tag) ?? '', w.tag));
    const png = new Resvg(svg, { font: FONT, fitTo: { mode: 'width', value: W } }).render().asPng();
    writeFileSync(join(outdir, `${w.name}.png`), png);
  }
  return widgets.length;
}
