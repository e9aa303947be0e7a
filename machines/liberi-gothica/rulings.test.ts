/**
 * A ruling a test cites is a ruling a reader can find: every "(Table ruling: …)" or
 * "(ruling: …)" named in a Liberi Gothica test is a `:::note[Table ruling: …]` on one of the
 * system's pages (the cited words are the note's title, or part of it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const PAGES = join(HERE, '../../content/liberi-gothica');

const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? testFiles(join(dir, d.name)) : d.name.endsWith('.test.ts') ? [join(dir, d.name)] : [],
  );
}

const rulings = readdirSync(PAGES)
  .filter((f) => f.endsWith('.mdx'))
  .flatMap((f) => [...readFileSync(join(PAGES, f), 'utf8').matchAll(/:::note\[Table ruling: ([^\]]+)\]/g)].map((m) => norm(m[1]!)));

const cited = testFiles(HERE).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bit\(\s*(['"`])(.*?)\1/g)].flatMap((m) =>
    [...m[2]!.matchAll(/\((?:table )?ruling: ([^)]+)\)/gi)].map((r) => ({
      file: file.slice(HERE.length + 1),
      ruling: norm(r[1]!.replace(/, default$/, '')),
    })),
  ),
);

describe('rulings the tests cite', () => {
  it('are found by reading the tests', () => {
    expect(cited.length).toBeGreaterThan(20);
  });

  it('are each on a page of the system, as a table ruling', () => {
    const missing = cited.filter((c) => !rulings.some((r) => r.includes(c.ruling))).map((c) => `${c.file}: ${c.ruling}`);
    expect(missing).toEqual([]);
  });
});
