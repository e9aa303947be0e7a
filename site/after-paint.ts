// The page's own module scripts that neither draw nor answer the first screen (Astro's link
// prefetch, Starlight's contents highlighting and ours for wide tables) start after the first
// paint instead of with the HTML. On a slow phone connection every script a page names
// competes with its stylesheet and its text: Lighthouse's phone saw a long rules page's first
// paint at 1.8 s with all eight of its scripts, 1.4 s with none, about 0.1 s each. The others
// stay (AT_ONCE).
//
// An Astro integration, after Starlight: once the pages are written, each page's
//   <script type="module" src="/x.js"></script>
// (exactly that: a tag with integrity, the iframe pages' widget and frame files, is left as
// it is) leaves its place, and one inline module at the end of the body imports them all in
// the task after the first frame (or after half a second in a tab that is not drawn). Listed
// before the offline integration, whose per-page file lists read these imports
// (site/pwa/page-files.ts), as scripts/size.ts does.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages } from './pwa/page-files.ts';

const PLAIN_MODULE = /<script type="module" src="(\/[^"<>]+\.js)"><\/script>/g;
/**
 * What stays as it is, because it answers or shapes the first screen: Starlight's search (it
 * starts on DOMContentLoaded, which a later script never sees), the phone's "On this page" bar
 * (its title sets its height, which a link to a heading allows for), the widget loader (a table
 * in the first screen is drawn as soon as it can be), the embed panels (drawn as tabs, shorter
 * than the snippets they show without a script) and the offline control at each page's foot
 * (/sw-register.js: a page that grew after a link to a heading near its end had landed would
 * leave the heading where it could not reach).
 */
const AT_ONCE =
  /^\/(?:sw-register\.js$|_astro\/(?:Search|MobileTableOfContents|Widget|EmbedPanel|EmbedCode|EmbedBuilder)\.astro_astro_type_script_)/;

/** One page's HTML with its plain module scripts loaded after the first paint (unchanged if it has none). */
export function afterPaint(html: string): string {
  const later = (src: string) => !AT_ONCE.test(src);
  const sources = [...html.matchAll(PLAIN_MODULE)].map((m) => m[1]!).filter(later);
  if (!sources.length || !html.includes('</body>')) return html;
  const imports = [...new Set(sources)].map((src) => `import(${JSON.stringify(src)})`).join(';');
  const loader =
    `<script type="module" data-after-paint>let s=0;const go=()=>{if(s++)return;${imports}};` +
    `requestAnimationFrame(()=>setTimeout(go));setTimeout(go,500)</script>`;
  return html.replace(PLAIN_MODULE, (tag, src: string) => (later(src) ? '' : tag)).replace('</body>', `${loader}</body>`);
}

export default function afterPaintScripts(): AstroIntegration {
  return {
    name: 'rulebook-after-paint',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let changed = 0;
        const root = fileURLToPath(dir);
        for (const page of htmlPages(root, ['_astro', 'pagefind'])) {
          const file = join(root, page);
          const html = await readFile(file, 'utf8');
          const after = afterPaint(html);
          if (after === html) continue;
          await writeFile(file, after);
          changed++;
        }
        logger.info(`${changed} pages load their module scripts after the first paint`);
      },
    },
  };
}
