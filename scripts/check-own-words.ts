#!/usr/bin/env node
// Checks that the rulebook is written in our own words: every run of N words (default 8) in a
// page is compared with the seed texts, and any run found in a seed is printed, merged into
// phrases, per page. Facts, numbers and tables may carry over from the seeds; sentences may not.
//
//   npm run own-words -- [--words 8] [--max 2] [--seeds DIR] [page.mdx ...]
//
// With no pages given it checks every .md/.mdx under content/. Exits 1 when any page shares
// more than --max runs with the seeds (a couple may be lists of names, like skill lists),
// 2 when the seeds cannot be found, 0 otherwise.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]) {
  const opts: { words: number; max: number; seeds: string | undefined; files: string[] } = {
    words: 8,
    max: 2,
    seeds: process.env.SEEDS_DIR,
    files: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--words') opts.words = Number(argv[++i]);
    else if (a === '--max') opts.max = Number(argv[++i]);
    else if (a === '--seeds') opts.seeds = argv[++i];
    else opts.files.push(a);
  }
  opts.seeds ??= [join(root, '../shared/seeds'), join(root, 'seeds')].find((d) => existsSync(d));
  return opts;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.mdx?$/.test(name)) out.push(path);
  }
  return out;
}

// Markup is not prose: drop code blocks, imports, component tags, URLs and link targets, so
// only the words a reader reads are compared.
function pageText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}'+-]+/u)
    .map((w) => w.replace(/^['+-]+(?=\p{L})|'+$/gu, ''))
    .filter((w) => w && !/^[-+']+$/.test(w));
}

function shingles(tokens: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

const opts = parseArgs(process.argv.slice(2));
if (!opts.seeds || !existsSync(opts.seeds)) {
  console.error('check-own-words: no seeds folder found (use --seeds DIR or SEEDS_DIR)');
  process.exit(2);
}

const seedShingles = new Set();
for (const name of readdirSync(opts.seeds)) {
  const path = join(opts.seeds, name);
  if (statSync(path).isFile()) for (const s of shingles(words(readFileSync(path, 'utf8')), opts.words)) seedShingles.add(s);
}

// A page is read in segments: paragraphs and table cells. A run never crosses a cell wall, so a
// table that carries the seed's facts over (names and numbers, cell by cell) is not flagged,
// while a seed sentence pasted into one cell or paragraph is.
function segments(text: string): string[][] {
  return text
    .split(/\||\n\s*\n/)
    .map(words)
    .filter((t) => t.length >= opts.words);
}

const files = opts.files.length ? opts.files.map((f) => resolve(f)) : walk(join(root, 'content'));
let failed = 0;
for (const file of files.sort()) {
  const phrases: { tokens: string[]; start: number; end: number }[] = [];
  let count = 0;
  for (const tokens of segments(pageText(readFileSync(file, 'utf8')))) {
    // Merge overlapping runs into whole phrases, so one copied sentence prints once.
    let run: (typeof phrases)[number] | undefined;
    shingles(tokens, opts.words).forEach((s, i) => {
      if (!seedShingles.has(s)) return;
      count++;
      if (run && i <= run.end) run.end = i + opts.words;
      else phrases.push((run = { tokens, start: i, end: i + opts.words }));
    });
  }
  const name = relative(root, file);
  if (!count) {
    console.log(`ok    ${name}`);
    continue;
  }
  const over = count > opts.max;
  if (over) failed++;
  console.log(`${over ? 'FAIL' : 'note'}  ${name}: ${count} shared ${opts.words}-word run(s)`);
  for (const p of phrases) console.log(`        "${p.tokens.slice(p.start, p.end).join(' ')}"`);
}
console.log(
  failed ? `\n${failed} page(s) share more than ${opts.max} runs with the seeds.` : '\nNo page repeats the seeds beyond the threshold.',
);
process.exit(failed ? 1 : 0);
