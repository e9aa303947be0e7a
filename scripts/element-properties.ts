// What each widget's reactive properties really are, read from the classes themselves: Lit's
// own finalized `elementProperties` (name, attribute, type, state) and each property's value
// on a fresh element. The static analyzer cannot see properties built by a spread
// (`...Object.fromEntries(SIDE_PROPS.map(…))`), so the manifest takes this list as the truth
// and the JSDoc for the words.
//
// The widgets are bundled for Node (Lit's `node` build brings its own DOM shim), imported
// once, and defined as they would be in a page. About 0.2 s for every widget.
import { build } from 'esbuild';
import { relative } from 'node:path';
import { listWidgets } from '../site/widget-catalogue.js';

/** A reactive property as Lit finalized it, with its value on a fresh element. */
export interface RuntimeProperty {
  name: string;
  attribute: string | false;
  type: string | undefined;
  state: boolean;
  reflect: boolean;
  initial: unknown;
}
/** Each element's properties, by tag. */
export type ElementProperties = Map<string, { properties: RuntimeProperty[] }>;

/** Lit's view of an element class (its statics, not in the DOM's constructor type). */
interface LitClass {
  new (): HTMLElement;
  finalize?(): void;
  elementProperties: Map<PropertyKey, { state?: boolean; attribute?: string | boolean; type?: { name: string }; reflect?: boolean }>;
}

export async function readElementProperties(root = process.cwd()): Promise<ElementProperties> {
  const widgets = listWidgets(root);
  const entry = widgets.map((w) => `import ${JSON.stringify(`./${relative(root, w.entry)}`)};`).join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'widgets.ts' },
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['node'],
    write: false,
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  try {
    await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.contents).toString('base64')}`);
  } catch (e) {
    throw new Error(
      `custom-elements.json: the widgets could not be loaded in Node to read their properties (${(e as Error).message}). ` +
        'A widget module probably uses the DOM (window, document, matchMedia…) when it is imported, not when an element is created; move that into a method.',
      { cause: e },
    );
  }
  const byTag: ElementProperties = new Map();
  for (const w of widgets) {
    const Element = customElements.get(w.tag) as LitClass | undefined;
    if (!Element) throw new Error(`${relative(root, w.entry)} does not define <${w.tag}>`);
    Element.finalize?.();
    let fresh: HTMLElement | undefined;
    try {
      fresh = new Element();
    } catch {
      fresh = undefined; // defaults then come from the analyzer's reading of the constructor
    }
    const properties = [...Element.elementProperties].map(([name, options]): RuntimeProperty => ({
      name: String(name),
      attribute:
        options.state || options.attribute === false
          ? false
          : typeof options.attribute === 'string'
            ? options.attribute
            : String(name).toLowerCase(),
      type: options.type?.name,
      state: Boolean(options.state),
      reflect: Boolean(options.reflect),
      initial: fresh ? (fresh as unknown as Record<PropertyKey, unknown>)[name] : undefined,
    }));
    byTag.set(w.tag, { properties });
  }
  return byTag;
}
