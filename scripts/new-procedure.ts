// `npm run new-procedure -- <system> <name> --page <content id> [--section <heading id>]`
// writes every piece of a new procedure, shaped as soul passing's (BRIEF-O, CONTRIBUTING's "Add
// a procedure"), and registers it where a registration is still needed:
//
//   machines/<system>/<name>/   rules, context, steps, machine, setup, view, odds, examples,
//                               index.ts (the Procedure), and the machine, graph, examples and
//                               setup tests
//   widgets/<name>/             rb-<name>.ts and its browser test
//   site/components/<Name>.astro   the MDX wrapper
//   machines/catalogue.ts       the procedure in PROCEDURES
//   package.json                its `exports` entry
//   content/<page>.mdx          the wrapper and its embed panel, after the rule's section
//
// The rest is derived from the catalogue and needs nothing: the widget's statechart and
// manifest entry (npm run generate), the embed build, the iframe, oEmbed and reference pages,
// the gallery, the sidebar, the walks, the print rule (print.css keeps every placed widget
// whole), its size budget (the largest recorded until `npm run size -- --write-budgets`) and its
// reserved space (rulebook.css's default until `npm run layout -- --write-space`).
//
// The skeleton is a machine that waits for one step and is then over, with one rule: the
// page's first `##` heading, or the one --section names. It passes tsc, lint and its unit
// tests as written (scripts/new-procedure.test.ts generates one into a scratch copy and checks).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { SYSTEMS } from '../machines/core/procedure.js';
import { namesOf, procedureFiles, type Names } from './new-procedure/templates.js';

/** A heading's id as Starlight makes it (machines/architecture.test.ts checks the same). */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export interface NewProcedure {
  root?: string;
  system: string;
  name: string;
  page: string;
  section?: string;
}

/** What the generator did: files written and files changed, by path from the root. */
export interface Written {
  names: Names;
  created: string[];
  changed: string[];
}

/** Checks the request against the tree; throws a sentence that says what to fix. */
function validate(root: string, { system, name, page, section }: NewProcedure): { heading: string; section: string } {
  if (!Object.hasOwn(SYSTEMS, system)) throw new Error(`"${system}" is not a system: one of ${Object.keys(SYSTEMS).join(', ')}`);
  if (!/^[a-z]+(-[a-z]+)*$/.test(name)) throw new Error(`"${name}" is not a procedure name: lowercase words joined by dashes`);
  if (existsSync(join(root, 'machines', system, name)) || existsSync(join(root, 'widgets', name)))
    throw new Error(`${name} exists already (machines/${system}/${name}/ or widgets/${name}/)`);
  const file = join(root, 'content', `${page}.mdx`);
  if (!existsSync(file)) throw new Error(`--page ${page}: there is no content/${page}.mdx`);
  const headings = [...readFileSync(file, 'utf8').matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => m[1]!.trim());
  const heading = section ? headings.find((h) => slug(h) === section) : headings[0];
  if (!heading)
    throw new Error(
      section ? `--section ${section}: no such heading on ${page} (${headings.map(slug).join(', ')})` : `${page} has no ## heading`,
    );
  return { heading, section: slug(heading) };
}

/** The catalogue with the procedure imported and listed. */
function registerInCatalogue(text: string, n: Names): string {
  const line = `import { ${n.camel} } from './${n.system}/${n.name}/index.js';`;
  const imports = [...text.matchAll(/^import \{ \w+ \} from '\.\/[a-z-]+\/[a-z-]+\/index\.js';$/gm)];
  const last = imports.at(-1);
  const at = last ? last.index + last[0].length : text.indexOf('\n', text.lastIndexOf("from './core/procedure.js';"));
  let out = `${text.slice(0, at)}\n${line}${text.slice(at)}`;
  const list = /(export const PROCEDURES[^=]*=\s*\[)([^\]]*)(\])/.exec(out);
  if (!list) throw new Error('machines/catalogue.ts: no PROCEDURES list found');
  const items = list[2]!.trim().replace(/,$/, '');
  out = out.replace(list[0], `${list[1]}${items ? `${items}, ` : ''}${n.camel}${list[3]}`);
  return out;
}

/** package.json with the widget's `exports` entry, the widgets' entries in name order. */
function registerExport(text: string, n: Names): string {
  const pkg = JSON.parse(text) as { exports: Record<string, unknown> };
  const entry = { types: `./lib/types/widgets/${n.name}/rb-${n.name}.d.ts`, import: `./lib/${n.name}.js` };
  const widgets = Object.entries(pkg.exports).filter(([, v]) => typeof v === 'object' && v !== null && 'import' in v);
  const others = Object.entries(pkg.exports).filter(([k]) => !widgets.some(([w]) => w === k));
  pkg.exports = Object.fromEntries([...[...widgets, [`./${n.name}`, entry] as const].sort(([a], [b]) => a.localeCompare(b)), ...others]);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The rules page with the wrapper and its embed panel at the end of the rule's section. */
function placeOnPage(text: string, n: Names, file: string, root: string): string {
  const from = relative(dirname(file), join(root, 'site', 'components'))
    .split('\\')
    .join('/');
  const imports = [`import ${n.pascal} from '${from}/${n.pascal}.astro';`];
  if (!/^import EmbedPanel /m.test(text)) imports.push(`import EmbedPanel from '${from}/EmbedPanel.astro';`);
  const end = text.indexOf('\n---', 3) + 4;
  const lastImport = [...text.slice(0, text.search(/^#/m) < 0 ? text.length : text.search(/^#/m)).matchAll(/^import .*$/gm)].at(-1);
  const at = lastImport ? lastImport.index + lastImport[0].length : end;
  let out = `${text.slice(0, at)}\n${imports.join('\n')}${text.slice(at)}`;
  const heading = [...out.matchAll(/^(#{2,6})\s+(.+)$/gm)].find((m) => slug(m[2]!) === n.section)!;
  const depth = heading[1]!.length;
  const after = heading.index + heading[0].length;
  const next = [...out.slice(after).matchAll(/^(#{2,6})\s/gm)].find((m) => m[1]!.length <= depth);
  const cut = next ? after + next.index : out.length;
  const block = `<${n.pascal} id="${n.name}-table" storageKey="${n.name}:table" />\n\n<EmbedPanel widget="${n.name}" for="${n.name}-table" />\n`;
  out = `${out.slice(0, cut).replace(/\s*$/, '\n\n')}${block}${next ? '\n' : ''}${out.slice(cut)}`;
  return out;
}

/** Formats as the project does (its .prettierrc.json), by the file's name. */
async function formatted(root: string, path: string, text: string): Promise<string> {
  if (path.endsWith('.mdx')) return text; // content/ is written by hand and left to its author
  const options = (await prettier.resolveConfig(join(root, path))) ?? {};
  return prettier.format(text, { ...options, filepath: join(root, path) });
}

export async function newProcedure(request: NewProcedure): Promise<Written> {
  const root = request.root ?? process.cwd();
  const { heading, section } = validate(root, request);
  const n = namesOf(request.system, SYSTEMS[request.system as keyof typeof SYSTEMS], request.name, request.page, section, heading);
  const created: string[] = [];
  const changed: string[] = [];
  const write = async (path: string, text: string, list: string[]) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), await formatted(root, path, text));
    list.push(path);
  };
  for (const [path, text] of Object.entries(procedureFiles(n))) await write(path, text, created);
  const edit = async (path: string, change: (text: string) => string) =>
    write(path, change(readFileSync(join(root, path), 'utf8')), changed);
  await edit('machines/catalogue.ts', (t) => registerInCatalogue(t, n));
  await edit('package.json', (t) => registerExport(t, n));
  await edit(`content/${n.page}.mdx`, (t) => placeOnPage(t, n, join(root, 'content', `${n.page}.mdx`), root));
  return { names: n, created, changed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const [system, name] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const page = option('--page');
  if (!system || !name || !page) {
    console.error('usage: npm run new-procedure -- <system> <name> --page <content id> [--section <heading id>]');
    process.exit(2);
  }
  try {
    const { names, created, changed } = await newProcedure({ system, name, page, section: option('--section') });
    console.log(`${names.title} (${names.system}), its rule "${names.heading}" on ${names.page}:`);
    for (const f of created) console.log(`  new      ${f}`);
    for (const f of changed) console.log(`  changed  ${f}`);
    console.log(
      `${created.length + changed.length} files. Next: npm run generate (its statechart and manifest entry), npm run typecheck, npx vitest run machines/${names.system}/${names.name}, npm run test:widgets -- --files 'widgets/${names.name}/*.test.ts'.`,
    );
  } catch (e) {
    console.error(`new-procedure: ${(e as Error).message}`);
    process.exit(1);
  }
}
