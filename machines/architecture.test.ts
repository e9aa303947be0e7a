/**
 * The house rules, as tests (as Starlight states its own): every procedure keeps the contract
 * in machines/core/procedure.ts and is listed in the catalogue; no module reaches into another
 * procedure's rules, setup, view or odds (only its index.ts, to compose it); every rule a
 * procedure links to is a heading of its page; and no hand-written source file grows past
 * what a person can hold in mind.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROCEDURES } from './catalogue.js';
import { propertyName, SYSTEMS } from './core/procedure.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file: string) => relative(ROOT, file).split(sep).join('/');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** machines/<system>/<name>/index.ts: a procedure's folder. */
const procedureFolders = Object.keys(SYSTEMS).flatMap((system) =>
  readdirSync(join(ROOT, 'machines', system), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'machines', system, d.name, 'index.ts')))
    .map((d) => ({ system, name: d.name })),
);

describe('every procedure keeps the contract', () => {
  it('is listed in the catalogue once, by the name of its folder', () => {
    const listed = PROCEDURES.map((p) => `${p.system}/${p.name}`).sort();
    expect(listed).toEqual(procedureFolders.map((f) => `${f.system}/${f.name}`).sort());
    expect(new Set(PROCEDURES.map((p) => p.name)).size).toBe(PROCEDURES.length);
  });

  it.each(PROCEDURES.map((p) => [p.name, p] as const))('%s: one naming scheme from folder to widget', (name, p) => {
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(p.machine.id, 'the machine id is the name in camelCase').toBe(propertyName(name));
    // A format named otherwise before (aiming's karmic-aiming/3) is read on as an upgrade.
    expect(p.record.current, 'the record format is named for the procedure').toMatch(new RegExp(`^${name}/\\d+$`));
    expect(existsSync(join(ROOT, 'content', `${p.page}.mdx`)), `its page content/${p.page}.mdx`).toBe(true);
    expect(existsSync(join(ROOT, 'widgets', name, `rb-${name}.ts`)), `its widget widgets/${name}/rb-${name}.ts`).toBe(true);
    expect(p.attributes).toContain('seed');
    for (const a of p.attributes) expect(a, 'attributes are written as in HTML').toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(PROCEDURES.map((p) => [p.name, p] as const))('%s: its worked examples pass its own input check and play', (_name, p) => {
    expect(p.examples.length, 'at least one worked example').toBeGreaterThan(0);
    expect(new Set(p.examples.map((e) => e.id)).size).toBe(p.examples.length);
    for (const example of p.examples) {
      expect(example.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.inputProblem(example.input), example.id).toBeUndefined();
    }
  });

  it.each(PROCEDURES.map((p) => [p.name, p] as const))('%s: a setup from no attributes at all is clean and usable', (_name, p) => {
    const { input, errors } = p.setup({}, 7);
    expect(errors).toEqual([]);
    expect(p.inputProblem(input)).toBeUndefined();
  });
});

/**
 * The id a heading gets on the built page: lower case, punctuation dropped, spaces as
 * hyphens (Starlight's slugger, for the plain headings these pages use). The end-to-end
 * tests check the same anchors on the built site; this catches a renamed heading early.
 */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page: string): Set<string> {
  const text = readFileSync(join(ROOT, 'content', `${page}.mdx`), 'utf8');
  return new Set([...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

describe('every rule a procedure links to is a heading of its page', () => {
  it.each(PROCEDURES.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    for (const [key, rule] of Object.entries(p.rules)) {
      expect(existsSync(join(ROOT, 'content', `${rule.page}.mdx`)), `${key}: page ${rule.page}`).toBe(true);
      expect(anchorsOf(rule.page), `${key}: #${rule.section} on ${rule.page}`).toContain(rule.section);
    }
  });
});

/** The relative imports of a TypeScript module, resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) => rel(resolve(dirname(file), s)).replace(/\.js$/, '.ts'));
}

/** The procedure a repository path belongs to: machines/<system>/<name>/… or widgets/<name>/… */
function procedureOf(path: string): string | undefined {
  const m = /^machines\/([a-z-]+)\/([a-z-]+)\//.exec(path);
  if (m) return procedureFolders.some((f) => f.system === m[1] && f.name === m[2]) ? m[2] : undefined;
  return /^widgets\/([a-z-]+)\//.exec(path)?.[1];
}

describe('procedures compose, they do not reach in', () => {
  const sources = [...walk(join(ROOT, 'machines'), (f) => f.endsWith('.ts')), ...walk(join(ROOT, 'widgets'), (f) => f.endsWith('.ts'))];

  it("no module imports another procedure's rules, setup, view or odds: only its index.ts", () => {
    const reaching: string[] = [];
    for (const file of sources) {
      const path = rel(file);
      const own = procedureOf(path);
      for (const target of importsOf(file)) {
        if (!target.startsWith('machines/')) continue;
        const other = procedureOf(target);
        if (!other || other === own || target.endsWith(`/${other}/index.ts`)) continue;
        reaching.push(`${path} → ${target}`);
      }
    }
    expect(reaching).toEqual([]);
  });

  it('concept modules and core never import a procedure', () => {
    const wrong: string[] = [];
    for (const file of walk(join(ROOT, 'machines'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const path = rel(file);
      if (procedureOf(path) || path === 'machines/catalogue.ts') continue;
      for (const target of importsOf(file)) if (target.startsWith('machines/') && procedureOf(target)) wrong.push(`${path} → ${target}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('files a person can hold in mind', () => {
  // Tests are read as much as the code they test, so they are held to the same length; only
  // generated files (under generated/, which walk() skips, and the .chart.ts drawings) are not.
  it('no hand-written file, tests included, is over 600 lines', () => {
    const big = ['machines', 'widgets', 'site', 'scripts', 'embed', 'test']
      .flatMap((d) => walk(join(ROOT, d), (f) => /\.(ts|mts|mjs|js|astro)$/.test(f)))
      .filter((f) => !/\.chart\.ts$/.test(f))
      .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 600)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(big).toEqual([]);
  });
});
