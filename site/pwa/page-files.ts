// Which files each built page needs to work offline once read: the service worker keeps a
// page's files when the page has been read (sw.js, KEEP), and only those, so a reader who
// never asks for everything still has every page they opened, widgets included.
//
// A page's files, among those the worker lists (`listed`, site-absolute paths):
// - the page itself, first;
// - what its HTML names: scripts, module preloads, stylesheets, icons, the manifest, images
//   (src and srcset), and the modules its inline module scripts import (statically, or by
//   import("…"), as the after-paint loader does: site/after-paint.ts);
// - every module those import, statically or on demand (a widget's statechart and odds), except
//   the widgets a page does not hold: the widget loader names every widget's chunk, and a
//   chunk named rb-<tag>.<hash>.js is followed only where the page places <rb-tag>.
// Search (Pagefind's index) is not a page's: it works offline once everything is kept.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** The site-absolute path a reference in `from` (a site-absolute path) points at, if it is on this site. */
function resolveRef(ref: string, from: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(ref) || /^(?:data|blob|mailto|javascript):/i.test(ref)) return undefined;
  const path = ref.split(/[?#]/)[0]!;
  if (!path) return undefined;
  return path.startsWith('/') ? posix.normalize(path) : posix.normalize(posix.join(posix.dirname(from), path));
}

/** What an HTML page names directly. */
export function htmlRefs(html: string): string[] {
  const refs: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) refs.push(m[1]!);
  for (const m of html.matchAll(/<link\b([^>]*)>/g)) {
    const rel = /\srel="([^"]+)"/.exec(m[1]!)?.[1] ?? '';
    const href = /\shref="([^"]+)"/.exec(m[1]!)?.[1];
    if (href && /\b(?:stylesheet|modulepreload|preload|icon|manifest)\b/.test(rel)) refs.push(href);
  }
  for (const m of html.matchAll(/<(?:img|source)\b[^>]*\ssrc="([^"]+)"/g)) refs.push(m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of m[1]!.split(',')) refs.push(part.trim().split(/\s+/)[0]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*\(?\s*(?:[^'"`()]*from\s*)?["'`]([^"'`]+\.js)["'`]/g)) refs.push(i[1]!);
  }
  return refs;
}

/** The modules a module imports: statically, and on demand (`import("…")`). */
function moduleRefs(code: string): { static: string[]; onDemand: string[] } {
  const statics = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  const onDemand = [...code.matchAll(/\bimport\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
  return { static: statics, onDemand };
}

/** Every HTML page under `dir`, as site-absolute paths ("/karmic/melee-combat/index.html"). */
/** Every page under `dir` (site-absolute, "/a/index.html"), skipping the folders in `skip`. */
export function htmlPages(dir: string, skip: readonly string[]): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const p = join(d, name);
      if (statSync(p).isDirectory()) return skip.includes(relative(dir, p).split('\\').join('/')) ? [] : walk(p);
      return name.endsWith('.html') ? [`/${relative(dir, p).split('\\').join('/')}`] : [];
    });
  return walk(dir).sort();
}

/** The address a page is read at: "/a/b/" for /a/b/index.html, "/404.html" for itself. */
export const pageAddress = (file: string): string => (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);

/**
 * Each page's files, by the address it is read at, each list starting with the page itself.
 * `listed`: the files the worker lists (site-absolute paths); nothing else is named.
 */
export function pageFiles(
  outDir: string,
  listed: ReadonlySet<string>,
  skip: readonly string[] = ['embed', '_astro', 'pagefind'],
): Map<string, string[]> {
  const read = (path: string) => readFileSync(join(outDir, path.slice(1)), 'utf8');
  const pages = new Map<string, string[]>();
  for (const file of htmlPages(outDir, skip)) {
    if (!listed.has(file)) continue;
    const html = read(file);
    const tags = new Set([...html.matchAll(/<(rb-[a-z0-9-]+)[\s>]/g)].map((m) => m[1]!));
    const found = new Set<string>([file]);
    const stack: string[] = [];
    const add = (path: string | undefined) => {
      if (!path || found.has(path) || !listed.has(path)) return;
      found.add(path);
      if (path.endsWith('.js')) stack.push(path);
    };
    for (const ref of htmlRefs(html)) add(resolveRef(ref, file));
    while (stack.length) {
      const module = stack.pop()!;
      if (!existsSync(join(outDir, module.slice(1)))) continue;
      const { static: statics, onDemand } = moduleRefs(read(module));
      for (const ref of statics) add(resolveRef(ref, module));
      for (const ref of onDemand) {
        const path = resolveRef(ref, module);
        const widget = path && /^rb-([a-z0-9-]+)\.[\w-]+\.js$/.exec(posix.basename(path));
        if (widget && !tags.has(`rb-${widget[1]}`)) continue;
        add(path);
      }
    }
    pages.set(pageAddress(file), [...found]);
  }
  return pages;
}
