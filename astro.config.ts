// The rulebook's shell: Astro with Starlight, pages from the top-level content/ folder.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import rulebookOffline from './site/pwa/integration.ts';
import galleryThumbnails from './site/components/gallery-thumbnails.ts';
import afterPaintScripts from './site/after-paint.ts';
import { pwaHead } from './site/pwa/head.ts';
import { SITE, SYSTEMS, describeWidgets } from './site/widget-catalogue.ts';
import { cssLiteralsVitePlugin } from './scripts/css-literals.ts';

const system = (label: string, directory: string) => ({ label, items: [{ autogenerate: { directory } }] });
// One generated page per widget (site/pages/reference/), from custom-elements.json.
const reference = {
  label: 'Widget reference',
  collapsed: true,
  items: [
    { label: 'All widgets', link: '/reference/' },
    ...describeWidgets().map((w) => ({ label: w.label, link: `/reference/${w.name}/` })),
  ],
};

export default defineConfig({
  srcDir: './site',
  outDir: './dist',
  // The rulebook's public address (site/address.ts: RULEBOOK_SITE, else a placeholder that
  // the pages' snippets replace with the address they are read at).
  site: SITE,
  // The widgets' css`…` literals minified in the site's chunks too, as in the embed files.
  vite: { plugins: [cssLiteralsVitePlugin()] },
  integrations: [
    starlight({
      title: 'Combat Rulebook',
      description: 'Four indie combat systems as a rules reference you can play through, step by step.',
      favicon: '/favicon.svg',
      markdown: { processedDirs: ['./content'] },
      // Each page's content in one section per h2, kept out of layout and paint while out of
      // sight (site/components/sections.ts).
      // The landing page's hero, compact enough that the live table under it shows its first
      // controls in the first screen (site/components/overrides/Hero.astro).
      components: {
        MarkdownContent: './site/components/overrides/MarkdownContent.astro',
        Hero: './site/components/overrides/Hero.astro',
      },
      customCss: ['./site/styles/rulebook.css', './site/styles/print.css', './site/styles/update-notice.css'],
      head: [{ tag: 'script', attrs: { type: 'module', src: '/scrollable-tables.js' } }, ...pwaHead],
      // oEmbed discovery and og:image on the rule page of each widget; each page's system in
      // its title and search result, and a badge in the sidebar on pages that hold a widget.
      routeMiddleware: ['./site/embed-head.ts', './site/route-middleware.ts'],
      // Wrapped code never scrolls, so Expressive Code does not turn every embed snippet
      // into an unnamed role="region" (axe: landmark-unique when a page has several).
      expressiveCode: { defaultProps: { wrap: true } },
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'About this rulebook', link: '/' },
            { label: 'Embedding a widget', link: '/embedding/' },
          ],
        },
        // The four systems, as the catalogue names them (machines/core/procedure.ts).
        ...Object.entries(SYSTEMS).map(([folder, label]) => system(label, `content/${folder}`)),
        reference,
      ],
    }),
    // The gallery's pictures, before the worker's precache list is made.
    galleryThumbnails(),
    // The pages' module scripts start after the first paint (site/after-paint.ts); before the
    // worker's per-page file lists, which read them.
    afterPaintScripts(),
    // After Starlight, so the search index exists when the worker's precache list is made.
    rulebookOffline(),
  ],
});
