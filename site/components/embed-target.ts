// The EmbedTarget (embed/snippets.ts) of a widget, as the built site knows it: its origin,
// version, title, starting height and the integrity of the files its snippets name (its own
// file, the autoloader and the iframe resize script: embed/snippets.ts), not the version's
// whole table, which every "Embed this" panel would otherwise carry in its page (8.7 KB each).
import { embedCatalog } from '../widget-catalogue.ts';
import type { EmbedTarget } from '../../embed/snippets.ts';

export function embedTarget(name: string): EmbedTarget {
  const { site, version, integrity, widgets } = embedCatalog();
  const widget = widgets.find((w) => w.name === name);
  if (!widget) throw new Error(`No widget called "${name}" (widgets: ${widgets.map((w) => w.name).join(', ')})`);
  const named = [`rb-${name}.js`, 'autoload.js', 'resize.js'].filter((file) => Object.hasOwn(integrity, file));
  return {
    origin: site,
    version,
    name,
    title: widget.title,
    integrity: Object.fromEntries(named.map((file) => [file, integrity[file]!])),
    height: widget.height,
  };
}
