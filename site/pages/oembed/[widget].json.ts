// /oembed/<widget>.json: the oEmbed document for each widget (type "rich"), so a WordPress
// admin (or any oEmbed consumer) who pastes the widget's rule page or iframe page gets the
// widget. Discovered through the <link rel="alternate" type="application/json+oembed"> in
// those pages' heads (site/embed-head.ts, site/pages/embed/[widget].astro).
//
// `html` is a bare iframe with src, width, height and title only: exactly what WordPress's
// filter for untrusted providers keeps (it then adds sandbox="allow-scripts" and a secret).
import type { APIRoute } from 'astro';
import { embedCatalog, type CatalogWidget } from '../../widget-catalogue.ts';
import { bareIframe, previewUrl } from '../../../embed/snippets.ts';

export const WIDTH = 600;

export function getStaticPaths() {
  return embedCatalog().widgets.map((w) => ({ params: { widget: w.name }, props: { widget: w } }));
}

export const GET: APIRoute = ({ props }) => {
  const { site, version, integrity } = embedCatalog();
  const widget = (props as { widget: CatalogWidget }).widget;
  const target = { origin: site, version, name: widget.name, title: widget.title, integrity, height: widget.height };
  const body = {
    version: '1.0',
    type: 'rich',
    title: widget.title,
    provider_name: 'Combat Rulebook',
    provider_url: `${site}/`,
    html: bareIframe(target, WIDTH),
    width: WIDTH,
    height: widget.height,
    thumbnail_url: previewUrl(target),
    thumbnail_width: 1200,
    thumbnail_height: 630,
    cache_age: 86400,
  };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
