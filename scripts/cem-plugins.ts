// Plugins for @custom-elements-manifest/analyzer (see custom-elements-manifest.config.ts),
// each for one thing our widgets do that the analyzer's Lit support does not read by itself.
// Written the way Shoelace's config writes its own: small analyzePhase / packageLinkPhase
// hooks, comment-parser for the JSDoc.
import type { Plugin } from '@custom-elements-manifest/analyzer';
import { parse } from 'comment-parser';
import type { ElementProperties } from './element-properties.js';
import type { Manifest, ManifestDeclaration, ManifestEntry } from './manifest.js';

/** The manifest as these plugins edit it: the analyzer's own objects, read loosely. */
const loose = (manifest: unknown) => manifest as Manifest;
type Entry = ManifestEntry & Record<string, unknown>;
type Declaration = ManifestDeclaration & Record<string, unknown>;

const TAG_LINE = /^\s*<([a-z][\w-]*-[\w-]*)>\s*:?\s*/;
const noDash = (s: unknown) =>
  String(s ?? '')
    .replace(/^\s*-\s*/, '')
    .trim();

/**
 * The class documentation sits at the top of each widget file, above the imports, so
 * TypeScript attaches it to the first import, not to the class. For an exported class that
 * carries no JSDoc of its own, read the file's opening JSDoc as the class's: its description
 * (the first paragraph, less the `<rb-…>:` prefix, becomes the summary), `@fires`,
 * `@csspart`, `@cssprop` and `@slot`. JSDoc wins over what the analyzer read from the code,
 * as it does for JSDoc above a class.
 */
export function fileDocPlugin(): Plugin {
  return {
    name: 'rulebook-file-doc',
    analyzePhase({ ts, node: anyNode, moduleDoc }) {
      // TypeScript keeps a node's JSDoc on it (not in its public type).
      const node = anyNode as unknown as {
        kind: number;
        jsDoc?: unknown[];
        name?: { getText(): string };
        getSourceFile(): { text: string };
      };
      if (node.kind !== ts.SyntaxKind.ClassDeclaration || node.jsDoc?.length) return;
      const classDoc = (moduleDoc?.declarations as Declaration[] | undefined)?.find((d) => d.name === node.name?.getText());
      if (!classDoc) return;
      const text = node.getSourceFile().text;
      const opening = (ts.getLeadingCommentRanges(text, 0) ?? [])
        .map((r) => text.slice(r.pos, r.end))
        .find((c) => c.startsWith('/**') && /@(csspart|cssprop|fires|slot)\b/.test(c));
      if (!opening) return;
      const [block] = parse(opening, { spacing: 'preserve' });
      if (!block) return;
      const description = block.description.trim();
      if (description) {
        const paragraphs = description.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim());
        classDoc.description = paragraphs.join('\n\n');
        classDoc.summary = paragraphs[0]!.replace(TAG_LINE, '').replace(/^./, (c) => c.toUpperCase());
        const tag = TAG_LINE.exec(description)?.[1];
        if (tag && !classDoc.tagName) classDoc.tagName = tag;
      }
      const merge = (key: 'events' | 'cssParts' | 'cssProperties' | 'slots', entry: Entry) => {
        const list = (classDoc[key] ??= []) as Entry[];
        const i = list.findIndex((e) => e.name === entry.name);
        if (i >= 0) list[i] = { ...list[i], ...entry };
        else list.push(entry);
      };
      // Events the analyzer guessed from `dispatchEvent(new SomeEvent(…))` carry no name.
      if (classDoc.events) classDoc.events = classDoc.events.filter((e) => e.name);
      for (const t of block.tags) {
        const entry: Entry = { name: t.name, description: noDash(t.description).replace(/\s+/g, ' ') };
        if (t.type) entry.type = { text: t.type };
        if (t.tag === 'fires' || t.tag === 'event') merge('events', entry);
        else if (t.tag === 'csspart' || t.tag === 'part') merge('cssParts', entry);
        else if (t.tag === 'cssprop' || t.tag === 'cssproperty') merge('cssProperties', entry);
        else if (t.tag === 'slot') merge('slots', entry);
      }
    },
  };
}

const typeText: Record<string, string> = { String: 'string', Boolean: 'boolean', Number: 'number', Array: 'array', Object: 'object' };

/**
 * Lit's own view of the properties is the truth for which properties exist, which are
 * attributes (and under what name), and which are internal state: the analyzer reads
 * `static properties` literally and misses spreads (`...Object.fromEntries(…)`), and it lists
 * `{ state: true }` entries as attributes. `byTag` comes from scripts/element-properties.ts.
 * The words and the TypeScript types stay the analyzer's, read from the `declare` fields.
 */
export function litRuntimePlugin(byTag: ElementProperties): Plugin {
  return {
    name: 'rulebook-lit-runtime',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of loose(customElementsManifest).modules) {
        for (const decl of mod.declarations ?? []) {
          const runtime = decl.customElement && decl.tagName ? byTag.get(decl.tagName) : undefined;
          if (!runtime) continue;
          const members = (decl.members ??= []);
          const state = new Set(runtime.properties.filter((p) => p.state).map((p) => p.name));
          decl.members = members.filter((m) => !state.has(m.name));
          const attributes: NonNullable<ManifestDeclaration['attributes']> = [];
          for (const p of runtime.properties.filter((q) => !q.state)) {
            let member = decl.members.find((m) => m.name === p.name && m.kind === 'field' && !m.static);
            if (!member) {
              member = { kind: 'field', name: p.name, privacy: 'public' } as (typeof decl.members)[number];
              decl.members.push(member);
            }
            if (!member.type && p.type) member.type = { text: (Object.hasOwn(typeText, p.type) ? typeText[p.type] : undefined) ?? p.type };
            if (member.default === undefined && p.initial !== undefined) member.default = JSON.stringify(p.initial);
            const field = member as typeof member & { reflects?: boolean; attribute?: string };
            if (p.reflect) field.reflects = true;
            if (p.attribute === false) {
              delete field.attribute;
              continue;
            }
            field.attribute = p.attribute;
            const attribute: (typeof attributes)[number] = { name: p.attribute, fieldName: p.name };
            if (member.type) attribute.type = member.type;
            if (member.description) attribute.description = member.description;
            if (member.default !== undefined) attribute.default = member.default;
            attributes.push(attribute);
          }
          decl.attributes = attributes;
        }
      }
    },
  };
}

/**
 * The manifest describes what a page using the element may touch: public fields, getters
 * and methods. Private (`#…`) and protected members, underscore-named internals and Lit's
 * own statics (`styles`, `properties`) are left out, as a reader of the reference has no use
 * for them.
 */
export function publicApiPlugin(): Plugin {
  const litStatics = new Set(['styles', 'properties', 'shadowRootOptions']);
  return {
    name: 'rulebook-public-api',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of loose(customElementsManifest).modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class' || !decl.members) continue;
          decl.members = decl.members.filter(
            (m) =>
              (m.privacy === undefined || m.privacy === 'public') &&
              !m.name.startsWith('#') &&
              !m.name.startsWith('_') &&
              !(m.static && litStatics.has(m.name)) &&
              !['connectedCallback', 'disconnectedCallback', 'render', 'willUpdate', 'updated', 'firstUpdated'].includes(m.name),
          );
        }
      }
    },
  };
}

/** The package's name and version on the manifest, as Shoelace's does. */
export function packageDataPlugin(pkg: { name: string; version: string; description?: string }): Plugin {
  return {
    name: 'rulebook-package-data',
    packageLinkPhase({ customElementsManifest }) {
      loose(customElementsManifest).package = { name: pkg.name, version: pkg.version, description: pkg.description };
    },
  };
}
