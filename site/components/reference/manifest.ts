// Reads generated/custom-elements.json (written by `npm run generate` from the widgets' JSDoc) at build
// time, for the reference pages and for <Widget>'s prop check. One reader, so every page
// that shows or checks a widget's API sees the same thing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
export interface AttributeDoc extends Described {
  fieldName?: string;
}
export interface MemberDoc extends Described {
  kind: 'field' | 'method';
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  privacy?: string;
  parameters?: Described[];
  return?: { type?: { text: string } };
  inheritedFrom?: { name: string; module?: string };
}
export interface ElementDoc {
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  attributes: AttributeDoc[];
  members: MemberDoc[];
  events: Described[];
  cssParts: Described[];
  cssProperties: Described[];
  slots: Described[];
  modulePath: string;
}

let cache: Map<string, ElementDoc> | undefined;

/** Every custom element in custom-elements.json, by tag name. */
export function elements(): Map<string, ElementDoc> {
  if (cache) return cache;
  const path = join(process.cwd(), 'generated', 'custom-elements.json');
  if (!existsSync(path)) {
    throw new Error('generated/custom-elements.json is missing: run `npm run generate` (npm run build and npm run dev run it first).');
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
    modules: { path: string; declarations?: (Partial<ElementDoc> & { customElement?: boolean; kind: string })[] }[];
  };
  cache = new Map();
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      cache.set(d.tagName, {
        name: d.name ?? d.tagName,
        tagName: d.tagName,
        summary: d.summary,
        description: d.description,
        attributes: d.attributes ?? [],
        members: d.members ?? [],
        events: d.events ?? [],
        cssParts: d.cssParts ?? [],
        cssProperties: d.cssProperties ?? [],
        slots: d.slots ?? [],
        modulePath: mod.path,
      });
    }
  }
  return cache;
}

/** One element's documentation; fails the build, naming what exists, if the tag is unknown. */
export function element(tag: string): ElementDoc {
  const doc = elements().get(tag);
  if (!doc) throw new Error(`<${tag}> is not in custom-elements.json; it has ${[...elements().keys()].map((t) => `<${t}>`).join(', ')}.`);
  return doc;
}

/** HTML attributes any element may carry besides its own. */
const GLOBAL = /^(id|class|slot|title|lang|dir|hidden|tabindex|data-[\w-]+|aria-[\w-]+)$/;

/**
 * The attributes for `<tag>` from a wrapper's props: each prop is looked up by its property
 * name (camelCase, as in `storageKey`) or its attribute name (`storage-key`) in the manifest.
 * `true` gives an empty (present) attribute; `false`, `null` and `undefined` leave it out.
 * An unknown prop throws, naming the props the element has, so a typo or a removed
 * attribute fails the build instead of being silently dropped.
 */
export function widgetAttributes(tag: string, props: Record<string, unknown>, where = `<Widget tag="${tag}">`): Record<string, string> {
  const doc = element(tag);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    const attr = doc.attributes.find((a) => a.fieldName === key || a.name === key);
    let name: string;
    if (attr) name = attr.name;
    else if (GLOBAL.test(key)) name = key;
    else {
      const known = doc.attributes.map((a) => a.fieldName ?? a.name).join(', ');
      throw new Error(`${where}: <${tag}> has no attribute for the prop "${key}" (custom-elements.json). Its props are: ${known}.`);
    }
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') {
      throw new Error(`${where}: the prop "${key}" must be a string, number or boolean, not ${typeof value}.`);
    }
    out[name] = value === true ? '' : String(value);
  }
  return out;
}
