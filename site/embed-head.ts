// Starlight route middleware (astro.config.ts: starlight.routeMiddleware): a rule page
// that places a widget gets, in its head, the oEmbed discovery link for that widget and,
// unless it already has one, the widget's preview as its og:image. So pasting a rule
// page's address into WordPress (or a chat) shows the widget. Which page places which
// widget is read from the catalogue (site/widget-catalogue.ts): nothing is listed by hand.
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { embedCatalog } from './widget-catalogue.ts';
import { oembedUrl, previewUrl } from '../embed/snippets.ts';

export const onRequest = defineRouteMiddleware((context) => {
  const { site, version, integrity, widgets } = embedCatalog();
  const path = context.url.pathname.endsWith('/') ? context.url.pathname : `${context.url.pathname}/`;
  const here = widgets.filter((w) => w.rulePage.path === path);
  if (here.length === 0) return;
  const head = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute.head;
  for (const w of here) {
    head.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/json+oembed', href: oembedUrl({ origin: site, name: w.name }), title: w.title },
    });
  }
  const first = here[0]!;
  if (!head.some((h) => h.tag === 'meta' && h.attrs?.property === 'og:image')) {
    const image = previewUrl({ origin: site, version, name: first.name, title: first.title, integrity, height: first.height });
    head.push({ tag: 'meta', attrs: { property: 'og:image', content: image } });
    head.push({ tag: 'meta', attrs: { property: 'og:image:alt', content: `${first.title}: the table as it starts` } });
  }
});
