// Minifies the text of Lit's template literals at build time, for the embed files
// (scripts/embed-build.ts) and the site's widget chunks (astro.config.ts): a JS minifier
// leaves a template literal's text alone, so every widget shipped its stylesheets and templates
// with the indentation Prettier gives them.
// - css`…`: esbuild's CSS minifier. Only literals that are plain text are touched (no `${…}`,
//   no backslash, no backtick inside), so what the browser parses is the same CSS, minified.
// - html`…` and svg`…`: each run of whitespace that holds a line break becomes one space. HTML
//   collapses such a run to one space anyway (no widget has <pre>, or text in a <textarea>, or
//   white-space: pre), so what the browser renders is the same. The literals are found by
//   TypeScript's parser, so `${…}` inside them, nested templates and strings are handled.
import { readFile } from 'node:fs/promises';
import { transform, type Plugin } from 'esbuild';
import type { ViteUserConfig } from 'astro';
import ts from 'typescript';

/** Files whose css`…` literals are minified: the widgets' sources (not their tests). */
export const WIDGET_SOURCE = /[\\/]widgets[\\/].*(?<!\.test)\.ts$/;

/** The source with each plain css`…` literal's CSS minified. */
export async function minifyCssLiterals(source: string): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const m of source.matchAll(/\bcss`([^`\\$]*)`/g)) {
    const text = m[1]!;
    if (!text.trim()) continue;
    // utf8: '▶' stays itself (as ASCII it would become \25b6, and a backslash in a tagged
    // template is an escape of its own: the cooked string, which Lit reads, would be lost).
    const { code } = await transform(text, { loader: 'css', minify: true, charset: 'utf8', logLevel: 'silent' });
    const css = code.trim();
    if (/[`\\]|\$\{/.test(css)) continue;
    parts.push(source.slice(last, m.index), 'css`', css, '`');
    last = m.index + m[0].length;
  }
  parts.push(source.slice(last));
  return parts.join('');
}

/** The source with the line-breaking whitespace in each html`…` / svg`…` literal's text collapsed to one space. */
export function minifyHtmlLiterals(source: string, fileName = 'widget.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const spans: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'html' || node.tag.text === 'svg')) {
      const t = node.template;
      const pieces = ts.isNoSubstitutionTemplateLiteral(t) ? [t] : [t.head, ...t.templateSpans.map((span) => span.literal)];
      for (const piece of pieces) {
        // The raw text between the piece's delimiters: ` or } at the start, ` or ${ at the end.
        const start = piece.getStart(file) + 1;
        const end = piece.getEnd() - (ts.isTemplateHead(piece) || ts.isTemplateMiddle(piece) ? 2 : 1);
        spans.push([start, end]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (spans.length === 0) return source;
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    parts.push(source.slice(last, start), source.slice(start, end).replace(/[ \t]*\n\s*/g, ' '));
    last = end;
  }
  parts.push(source.slice(last));
  return parts.join('');
}

/** Both, as the build applies them. */
async function minifyLiterals(source: string, fileName: string): Promise<string> {
  return minifyCssLiterals(minifyHtmlLiterals(source, fileName));
}

/** As an esbuild plugin. */
export const cssLiteralsPlugin: Plugin = {
  name: 'rb-css-literals',
  setup(build) {
    // esbuild's filters are Go regular expressions (no lookbehind): tests are skipped below.
    build.onLoad({ filter: /[\\/]widgets[\\/].*\.ts$/ }, async ({ path }) => {
      if (!WIDGET_SOURCE.test(path)) return undefined;
      return { contents: await minifyLiterals(await readFile(path, 'utf8'), path), loader: 'ts' };
    });
  },
};

/** As a Vite plugin (the site's build). */
/** A Vite plugin, as Astro's `vite.plugins` takes it. */
type VitePlugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;

export function cssLiteralsVitePlugin(): VitePlugin {
  return {
    name: 'rb-css-literals',
    enforce: 'pre',
    apply: 'build',
    async transform(code: string, id: string) {
      if (!WIDGET_SOURCE.test(id.split('?')[0]!)) return undefined;
      return { code: await minifyLiterals(code, id), map: null };
    },
  };
}
