/**
 * Every table ruling is tested (CONTRIBUTING: "Every question the seeds leave open is settled
 * in a visible `:::note[Table ruling: …]` and a test whose name cites it"). For each ruling on
 * each system's pages, some test under machines/ or widgets/ is named "… (ruling: <title>)",
 * the title as the page writes it. A ruling no procedure plays (it settles how to read the
 * text, and nothing here decides it) is listed below with why; an entry whose ruling left its
 * page fails, so the list cannot go stale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from './core/procedure.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The page's typographic apostrophe, and a test's escaped one, read as a plain one. */
const plain = (text: string) => text.replace(/’/g, "'").replace(/\\'/g, "'");

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Rulings that settle how to read the text and that no procedure plays: title → why. */
export const NOT_PLAYED: Readonly<Record<string, string>> = {};

const tests = ['machines', 'widgets']
  .flatMap((d) => walk(join(ROOT, d), (f) => f.endsWith('.test.ts')))
  .map((f) => plain(readFileSync(f, 'utf8')))
  .join('\n');

describe('every table ruling is tested', () => {
  const found: string[] = [];
  for (const system of Object.keys(SYSTEMS)) {
    const pages = walk(join(ROOT, 'content', system), (f) => f.endsWith('.mdx'));
    const rulings = pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(/:::note\[Table ruling: ([^\]]+)\]/g)].map((m) => plain(m[1]!)),
    );
    found.push(...rulings);
    it(`names each of ${system}'s rulings in a test that holds it`, () => {
      expect(rulings.length).toBeGreaterThan(5);
      const untested = rulings.filter((r) => !Object.hasOwn(NOT_PLAYED, r) && !tests.includes(`ruling: ${r})`));
      expect(untested, `rulings on ${system}'s pages no test name cites as "(ruling: …)"`).toEqual([]);
    });
  }
  it('lists as not played only rulings that are still on a page', () => {
    expect(Object.keys(NOT_PLAYED).filter((r) => !found.includes(r))).toEqual([]);
  });
});
