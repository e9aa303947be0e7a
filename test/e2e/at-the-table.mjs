// Helpers shared by offline.e2e.mjs, print.e2e.mjs and reference-sheets.e2e.mjs (issue 19,
// "At the table"). Not a test module itself (run.mjs only loads *.e2e.mjs).
import { readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SITE_DIR = process.env.SITE_DIR ?? 'dist';

/** Every page of the built site, as a path ("/", "/karmic/melee-combat/"), not the iframe pages under /embed/. */
export function sitePages(dir = SITE_DIR) {
  const pages = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (relative(dir, full) !== 'embed') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = relative(dir, d).split(sep).join('/');
        pages.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(dir);
  return pages.sort();
}

/** The reference sheets: one page per system folder that has one. */
export function sheetPages(dir = SITE_DIR) {
  return sitePages(dir).filter((p) => /^\/[^/]+\/reference-sheet\/$/.test(p));
}

/**
 * The machines' modules, bundled on the fly with esbuild (the e2e runner is plain Node and
 * the machines are TypeScript), each under its own namespace.
 */
export async function loadMachines(modules) {
  const contents = Object.entries(modules)
    .map(([name, path]) => `export * as ${name} from ${JSON.stringify(`./${path}`)};`)
    .join('\n');
  const out = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'sheet-data.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

let pdfjs;
/** The text of a PDF, page by page, read with pdf.js. */
export async function pdfPages(bytes) {
  pdfjs ??= await import(pathToFileURL(join(process.cwd(), 'node_modules/pdfjs-dist/legacy/build/pdf.mjs')).href);
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\n' : ' ')).join(''));
  }
  await doc.cleanup?.();
  return pages;
}

/** Whitespace folded, typographic apostrophes as plain ones: for comparing page text with PDF text. */
export const fold = (s) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Width and height from a PNG's IHDR chunk, or undefined if the bytes are not a PNG. */
export function pngSize(bytes) {
  const b = Buffer.from(bytes);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(signature) || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

export const hasSite = (dir = SITE_DIR) => existsSync(join(dir, 'index.html'));
