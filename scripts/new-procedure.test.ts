/**
 * The generator's promise, kept: a procedure fresh from `npm run new-procedure` passes the
 * type check, lint (and Prettier) and its unit tests before anyone has touched it. Generated
 * into a scratch copy of the repository (the source folders and configs, with node_modules
 * linked), checked there, then removed. Only the new files and the catalogue are checked, so
 * the run takes seconds: tsc over what they import, ESLint and Prettier over them, vitest over
 * the new folder and the house rules that name it.
 */
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import type { AnyStateMachine } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartModule, CHARTS_DIR, describeMachine, layoutChart } from './charts.js';
import { newProcedure, type Written } from './new-procedure.js';

const ROOT = resolve(import.meta.dirname, '..');
const COPIED = ['machines', 'widgets', 'site', 'content', 'scripts', 'embed'];
const CONFIGS = ['package.json', 'tsconfig.json', 'eslint.config.js', '.prettierrc.json', '.prettierignore', 'vitest.config.ts'];

let scratch = '';
let made: Written;
let files: string[];

/** Runs a tool of node_modules/.bin in the scratch copy; its output when it fails. */
function run(tool: string, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync(join(scratch, 'node_modules', '.bin', tool), args, {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { ok: r.status === 0, out: stripVTControlCharacters(`${r.stdout}\n${r.stderr}`).trim() };
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'rb-new-procedure-'));
  for (const dir of COPIED)
    cpSync(join(ROOT, dir), join(scratch, dir), { recursive: true, filter: (src) => !src.includes('node_modules') });
  for (const file of CONFIGS) cpSync(join(ROOT, file), join(scratch, file));
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  made = await newProcedure({ root: scratch, system: 'lady-luck', name: 'skeleton-check', page: 'lady-luck/fire' });
  files = [...made.created, ...made.changed];
  // Its statechart, as `npm run generate` would write it (the widget imports it).
  const machineFile = join(scratch, 'machines', 'lady-luck', 'skeleton-check', 'skeleton-check.machine.ts');
  const { skeletonCheckMachine } = (await import(pathToFileURL(machineFile).href)) as { skeletonCheckMachine: AnyStateMachine };
  mkdirSync(join(scratch, CHARTS_DIR), { recursive: true });
  writeFileSync(
    join(scratch, CHARTS_DIR, 'skeleton-check.chart.ts'),
    chartModule('skeleton-check', await layoutChart(describeMachine(skeletonCheckMachine))),
  );
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

// Each check starts a tool of its own: seconds on a quiet machine, more on a shared one.
describe('npm run new-procedure', { timeout: 60_000 }, () => {
  it('writes every piece of the procedure and registers it, and says which', () => {
    const dir = 'machines/lady-luck/skeleton-check';
    expect(made.created.sort()).toEqual(
      [
        ...['rules', 'context', 'steps', 'machine', 'setup', 'view', 'odds', 'examples'].map(
          (layer) => `${dir}/skeleton-check.${layer}.ts`,
        ),
        `${dir}/index.ts`,
        ...['machine', 'graph', 'examples', 'setup'].map((t) => `${dir}/skeleton-check.${t}.test.ts`),
        'widgets/skeleton-check/rb-skeleton-check.ts',
        'widgets/skeleton-check/rb-skeleton-check.test.ts',
        'site/components/SkeletonCheck.astro',
      ].sort(),
    );
    expect(made.changed).toEqual(['machines/catalogue.ts', 'package.json', 'content/lady-luck/fire.mdx']);
    expect(made.names.heading, "the page's first heading names its rule").toBe('Growth');
  });

  it('passes the type check', () => {
    writeFileSync(
      join(scratch, 'tsconfig.skeleton.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [...files.filter((f) => f.endsWith('.ts')), `${CHARTS_DIR}/skeleton-check.chart.ts`],
      }),
    );
    const tsc = run('tsc', ['--noEmit', '-p', 'tsconfig.skeleton.json']);
    expect(tsc.out, 'tsc').toBe('');
    expect(tsc.ok).toBe(true);
  });

  it('passes lint and is formatted as Prettier formats it', async () => {
    const lint = run('eslint', ['--max-warnings', '0', ...files.filter((f) => /\.(ts|js)$/.test(f))]);
    expect(lint.out, 'eslint').toBe('');
    for (const file of files.filter((f) => !f.endsWith('.mdx'))) {
      const path = join(scratch, file);
      const options = (await prettier.resolveConfig(path)) ?? {};
      expect(await prettier.check(readFileSync(path, 'utf8'), { ...options, filepath: path }), file).toBe(true);
    }
  });

  it('passes its unit tests and the house rules that name it', () => {
    const own = run('vitest', ['run', 'machines/lady-luck/skeleton-check']);
    expect(own.ok, own.out).toBe(true);
    expect(own.out).toMatch(/Tests\s+7 passed/);
    const house = run('vitest', ['run', 'machines/architecture.test.ts', '-t', 'skeleton-check|listed in the catalogue']);
    expect(house.ok, house.out).toBe(true);
    expect(house.out).toMatch(/Tests\s+5 passed/);
  });
});
