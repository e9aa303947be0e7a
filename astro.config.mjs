// The rulebook's shell: Astro with Starlight, pages from the top-level content/ folder.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { listWidgets } from './scripts/widgets.mjs';

const system = (label, directory) => ({ label, items: [{ autogenerate: { directory } }] });
// One generated page per widget (site/pages/reference/), from custom-elements.json.
const widgetLabel = (name) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
const reference = {
  label: 'Widget reference',
  collapsed: true,
  items: [{ label: 'All widgets', link: '/reference/' }, ...listWidgets().map((w) => ({ label: widgetLabel(w.name), link: `/reference/${w.name}/` }))],
};

export default defineConfig({
  srcDir: './site',
  outDir: './dist',
  site: 'https://rulebook.example',
  integrations: [
    starlight({
      title: 'Combat Rulebook',
      description: 'Four indie combat systems as a rules reference you can play through, step by step.',
      favicon: '/favicon.svg',
      markdown: { processedDirs: ['./content'] },
      customCss: ['./site/styles/rulebook.css'],
      head: [{ tag: 'script', attrs: { type: 'module', src: '/scrollable-tables.js' } }],
      // Wrapped code never scrolls, so Expressive Code does not turn every embed snippet
      // into an unnamed role="region" (axe: landmark-unique when a page has several).
      expressiveCode: { defaultProps: { wrap: true } },
      sidebar: [
        { label: 'Start here', items: [{ label: 'About this rulebook', link: '/' }, { label: 'Embedding a widget', link: '/embedding/' }] },
        system('Liberi Gothica', 'content/liberi-gothica'),
        system('Karmic', 'content/karmic'),
        system("Lady Luck's Chosen Few", 'content/lady-luck'),
        system('Dice-pool system', 'content/dice-pool'),
        reference,
      ],
    }),
  ],
});
