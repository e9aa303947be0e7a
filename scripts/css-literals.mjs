// Minifies the CSS inside Lit's css`…` literals at build time (esbuild's CSS minifier), for the
// embed files (scripts/embed-build.mjs) and the site's widget chunks (astro.config.mjs): a JS
// minifier leaves a template literal's text alone, so every widget shipped its stylesheets with
// their indentation and comments. Only literals that are plain text are touched (no `${…}`,
// no backslash, no backtick inside), so what the browser parses is the same CSS, minified.
import { transform } from 'esbuild';

/** Files whose css`…` literals are minified: the widgets' sources (not their tests). */
export const WIDGET_SOURCE = /[\\/]widgets[\\/].*(?<!\.test)\.ts$/;

/** The source with each plain css`…` literal's CSS minified. */
export async function minifyCssLiterals(source) {
  const parts = [];
  let last = 0;
  for (const m of source.matchAll(/\bcss`([^`\\$]*)`/g)) {
    const text = m[1];
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

/** As an esbuild plugin. */
export const cssLiteralsPlugin = {
  name: 'rb-css-literals',
  setup(build) {
    // esbuild's filters are Go regular expressions (no lookbehind): tests are skipped below.
    build.onLoad({ filter: /[\\/]widgets[\\/].*\.ts$/ }, async ({ path }) => {
      if (!WIDGET_SOURCE.test(path)) return undefined;
      const { readFile } = await import('node:fs/promises');
      return { contents: await minifyCssLiterals(await readFile(path, 'utf8')), loader: 'ts' };
    });
  },
};

/** As a Vite plugin (the site's build). */
export function cssLiteralsVitePlugin() {
  return {
    name: 'rb-css-literals',
    enforce: 'pre',
    apply: 'build',
    async transform(code, id) {
      if (!WIDGET_SOURCE.test(id.split('?')[0])) return undefined;
      return { code: await minifyCssLiterals(code), map: null };
    },
  };
}
