// The EmbedTarget (embed/snippets.ts) of a widget, as the built site knows it: its origin,
// version, title, starting height and the integrity of the version's files.
import { embedCatalog } from '../widget-catalogue.ts';
import type { EmbedTarget } from '../../embed/snippets.ts';

export function embedTarget(name: string): EmbedTarget {
  const { site, version, integrity, widgets } = embedCatalog();
  const widget = widgets.find((w) => w.name === name);
  if (!widget) throw new Error(`No widget called "${name}" (widgets: ${widgets.map((w) => w.name).join(', ')})`);
  return { origin: site, version, name, title: widget.title, integrity, height: widget.height };
}
