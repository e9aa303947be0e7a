/**
 * Each system's glossary (machines/<system>/glossary.ts): the words issue 24 names are all
 * there, each entry says something in a sentence of its own, points at a heading of a rules
 * page, and is written in our own words rather than the seeds'.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lookUpTerm, type Glossary } from './core/glossary.js';
import { SYSTEMS, type SystemId } from './core/procedure.js';
import { GLOSSARY as DICE_POOL } from './dice-pool/glossary.js';
import { GLOSSARY as KARMIC } from './karmic/glossary.js';
import { GLOSSARY as LADY_LUCK } from './lady-luck/glossary.js';
import { GLOSSARY as LIBERI_GOTHICA } from './liberi-gothica/glossary.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const GLOSSARIES: Record<SystemId, Glossary> = {
  'liberi-gothica': LIBERI_GOTHICA,
  karmic: KARMIC,
  'lady-luck': LADY_LUCK,
  'dice-pool': DICE_POOL,
};

/** Starlight's slug for a plain heading (as machines/architecture.test.ts reads them). */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (page: string) =>
  new Set([...readFileSync(join(ROOT, 'content', `${page}.mdx`), 'utf8').matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));

describe('the glossaries', () => {
  it('has one for every system', () => {
    expect(Object.keys(GLOSSARIES).sort()).toEqual(Object.keys(SYSTEMS).sort());
  });

  it('holds the words issue 24 names, each in the system that uses it', () => {
    const named: Record<SystemId, string[]> = {
      'liberi-gothica': ['hit', 'vitality', 'soul-gauge', 'essence', 'tacks', 'initiative'],
      karmic: ['hit', 'register', 'initiative'],
      'lady-luck': ['hit', 'itm', 'ftm', 'injury', 'fatigue', 'area', 'fire-level'],
      'dice-pool': ['hit', 'dice-pool'],
    };
    for (const [system, ids] of Object.entries(named) as [SystemId, string[]][])
      for (const id of ids) expect(lookUpTerm(GLOSSARIES[system], id), `${system}: ${id}`).toBeDefined();
  });

  it.each(Object.entries(GLOSSARIES))(
    '%s: each entry is named for its term, defined in whole sentences, and links to a heading',
    (system, glossary) => {
      for (const [id, entry] of Object.entries(glossary)) {
        expect(id, 'ids are lowercase words with dashes').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(entry.term.trim()).not.toBe('');
        expect(entry.definition, `${id}: a sentence, ending with a full stop`).toMatch(/^[A-Z(].*[.)]$/);
        expect(entry.definition.length, `${id}: short enough to read in a popover`).toBeLessThanOrEqual(240);
        expect(entry.rule.page.startsWith(`${system}/`), `${id}: a page of its own system`).toBe(true);
        expect(existsSync(join(ROOT, 'content', `${entry.rule.page}.mdx`)), `${id}: page ${entry.rule.page}`).toBe(true);
        expect(anchorsOf(entry.rule.page), `${id}: #${entry.rule.section} on ${entry.rule.page}`).toContain(entry.rule.section);
      }
    },
  );

  it('looks a term up by its own keys only: prototype names find nothing', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(lookUpTerm(KARMIC, name)).toBeUndefined();
  });

  // The seeds are beside the worktree (../shared/seeds); a checkout without them skips this.
  const seeds = [join(ROOT, '../shared/seeds'), join(ROOT, 'seeds')].find((d) => existsSync(d));
  it.skipIf(!seeds)('is written in our own words: no run of 8 words is taken from a seed', () => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[\u2018\u2019]/g, "'")
        .split(/[^\p{L}\p{N}'+-]+/u)
        .filter(Boolean);
    const runs = (tokens: string[]) => tokens.slice(0, Math.max(0, tokens.length - 7)).map((_, i) => tokens.slice(i, i + 8).join(' '));
    const seedRuns = new Set(
      readdirSync(seeds!)
        .map((name) => join(seeds!, name))
        .filter((path) => statSync(path).isFile())
        .flatMap((path) => runs(words(readFileSync(path, 'utf8')))),
    );
    const copied = Object.entries(GLOSSARIES).flatMap(([system, glossary]) =>
      Object.entries(glossary).flatMap(([id, entry]) =>
        runs(words(entry.definition))
          .filter((run) => seedRuns.has(run))
          .map((run) => `${system}/${id}: "${run}"`),
      ),
    );
    expect(copied).toEqual([]);
  });
});
