// Helpers for the tests of the rulebook at the table (issue 19): offline.spec.ts, print.spec.ts,
// print-widgets.spec.ts, reference-sheets.spec.ts and lazy-widgets.spec.ts.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SITE_DIR = process.env.SITE_DIR ?? 'dist';

/** Every page of the built site, as a path ("/", "/karmic/melee-combat/"), not the iframe pages under /embed/. */
export function sitePages(dir = SITE_DIR): string[] {
  const pages: string[] = [];
  const walk = (d: string) => {
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
export function sheetPages(dir = SITE_DIR): string[] {
  return sitePages(dir).filter((p) => /^\/[^/]+\/reference-sheet\/$/.test(p));
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}
interface PdfJs {
  getDocument(options: object): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>;
      cleanup?(): Promise<void>;
    }>;
  };
}

let pdfjs: PdfJs | undefined;
/** The text of a PDF, page by page, read with pdf.js (its legacy build, which runs in Node). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  pdfjs ??= (await import(pathToFileURL(join(process.cwd(), 'node_modules/pdfjs-dist/legacy/build/pdf.mjs')).href)) as PdfJs;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ' ')).join(''));
  }
  await doc.cleanup?.();
  return pages;
}

/** Whitespace folded, typographic apostrophes as plain ones: for comparing page text with PDF text. */
export const fold = (s: string): string =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Width and height from a PNG's IHDR chunk, or undefined if the bytes are not a PNG. */
export function pngSize(bytes: ArrayBuffer | Uint8Array): { width: number; height: number } | undefined {
  const b = Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 24 || !b.subarray(0, 8).equals(signature) || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
