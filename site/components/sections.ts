// Long pages off the main thread's path (issue 28): each page's content is cut into one
// <section class="rb-section"> per h2 (the heading and everything up to the next h2), and
// each of those into one per h3 the same way, which
// rulebook.css gives `content-visibility: auto`. A section out of sight is then neither laid
// out nor painted: a widget's step re-lays out and repaints only what is near it, not the
// whole long page around it. Each section reserves the room it takes
// (`contain-intrinsic-block-size`), measured in Chromium at a phone's width and a laptop's by
// `npm run measure-sections` and kept in section-space.json, so the page is as long, the
// scrollbar as steady and every #anchor where it would be without it.
//
// Done on the rendered HTML of each page (site/components/overrides/MarkdownContent.astro):
// parse5 only finds where the top-level headings are, and the page's own HTML is cut there
// and wrapped, byte for byte as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment } from 'parse5';

/** The file `npm run measure-sections` writes and the pages read. */
export const SECTIONS_FILE = join('site', 'components', 'section-space.json');

/** page path → section id → [height at 390 px, height at 1280 px] */
export type SectionSpace = Record<string, Record<string, [number, number]>>;

let cache: SectionSpace | undefined;
export function readSectionSpace(root = process.cwd()): SectionSpace {
  if (!cache) {
    try {
      cache = (JSON.parse(readFileSync(join(root, SECTIONS_FILE), 'utf8')) as { pages?: SectionSpace }).pages ?? {};
    } catch {
      cache = {};
    }
  }
  return cache;
}

interface Located {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Located[];
  sourceCodeLocation?: { startOffset: number; endOffset: number } | null;
}

const attr = (node: Located, name: string) => node.attrs?.find((a) => a.name === name)?.value;

/** The id of the heading of `level` a top-level node is (the heading, or Starlight's wrapper around one), or null. */
function headingId(node: Located, level: string): string | null {
  if (node.nodeName === level) return attr(node, 'id') ?? '';
  const cls = attr(node, 'class') ?? '';
  if (node.nodeName === 'div' && new RegExp(`\\blevel-${level}\\b`).test(cls) && /\bsl-heading-wrapper\b/.test(cls)) {
    const heading = node.childNodes?.find((c) => c.nodeName === level);
    return heading ? (attr(heading, 'id') ?? '') : null;
  }
  return null;
}

/** The levels cut into sections: each h2's section holds one for each of its h3. */
const LEVELS = ['h2', 'h3'];

/**
 * The page's content HTML with each h2 and what follows it, up to the next h2, wrapped in a
 * `<section class="rb-section" data-rb-section="<heading id>">`, and inside it each h3 and
 * what follows it the same way; each carries its measured heights as `--rb-section-narrow` /
 * `--rb-section-wide` when there are any. Content before a level's first heading stays as it
 * is; a page without h2 comes back unchanged.
 */
export function sectioned(html: string, heights: Record<string, [number, number]> = {}, levels: readonly string[] = LEVELS): string {
  const [level, ...deeper] = levels;
  if (!level) return html;
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true }) as unknown as Located;
  const starts: { at: number; id: string }[] = [];
  for (const node of fragment.childNodes ?? []) {
    const id = headingId(node, level);
    if (id !== null && node.sourceCodeLocation) starts.push({ at: node.sourceCodeLocation.startOffset, id });
  }
  if (!starts.length) return html;
  let out = html.slice(0, starts[0]!.at);
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.at : html.length;
    const size = start.id && Object.hasOwn(heights, start.id) ? heights[start.id] : undefined;
    const style = size ? ` style="--rb-section-narrow: ${size[0]}px; --rb-section-wide: ${size[1]}px"` : '';
    const id = start.id ? ` data-rb-section="${start.id.replace(/"/g, '&quot;')}"` : '';
    out += `<section class="rb-section"${id}${style}>${sectioned(html.slice(start.at, end), heights, deeper)}</section>`;
  });
  return out;
}
