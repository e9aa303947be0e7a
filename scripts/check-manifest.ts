// The docs cannot drift from the code: reads custom-elements.json (`npm run manifest`) and
// checks each widget against what its source renders.
//   - every `part="…"` the widget renders is documented (`@csspart` in its JSDoc), and every
//     documented part is rendered. "Rendered" is read from the source's html`…`/svg`…`
//     templates: the widget's own folder, plus the functions it imports from widgets/shared/
//     (each shared function with the parts of the shared functions it calls in turn);
//   - every widget has `part="base"`, a summary, and a description for each event;
// and prints, without failing, each attribute or CSS custom property with no description.
// Exits 1 on a problem; the last line is "N passed, N failed" (one per widget).
//   npm run check:manifest [-- --list]   (--list: each part and where it is rendered)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { listWidgets, type Widget } from '../site/widget-catalogue.js';
import { MANIFEST, type Manifest, type ManifestDeclaration } from './manifest.js';

const root = process.cwd();
const manifestPath = join(root, MANIFEST);
if (!existsSync(manifestPath)) {
  console.error(`No ${MANIFEST}: run \`npm run generate\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const declarations = new Map<string, ManifestDeclaration>(
  manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => [d.tagName!, d] as const)),
);

const PART = /\bpart=(?:"([^"]*)"|'([^']*)'|\$\{\s*['"]([^'"]+)['"]\s*\})/g;

const sources = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  if (!sources.has(file)) sources.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return sources.get(file)!;
}

/** Part names in the html/svg templates under `node` (holes kept as their source text). */
function partsUnder(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(n) && ['html', 'svg'].includes(n.tag.getText())) {
      const t = n.template;
      const text = ts.isNoSubstitutionTemplateLiteral(t)
        ? t.text
        : t.head.text + t.templateSpans.map((s) => '${' + s.expression.getText() + '}' + s.literal.text).join('');
      for (const m of text.matchAll(PART))
        for (const name of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (name && !name.includes('$')) names.add(name);
      // part=${revealed ? 'order' : 'participants'}: each string the hole can be is a part.
      if (!ts.isNoSubstitutionTemplateLiteral(t))
        t.templateSpans.forEach((span, i) => {
          const before = i === 0 ? t.head.text : t.templateSpans[i - 1]!.literal.text;
          if (!/\bpart=["']?$/.test(before)) return;
          const strings = (e: ts.Node): void => {
            if (ts.isStringLiteral(e)) for (const name of e.text.split(/\s+/)) if (name) names.add(name);
            ts.forEachChild(e, strings);
          };
          strings(span.expression);
        });
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

/** A shared module's top-level functions: name → { parts, calls }. */
interface SharedFunction {
  parts: Set<string>;
  calls: Set<string>;
}
const functionTables = new Map<string, Map<string, SharedFunction>>();
function functionsOf(file: string): Map<string, SharedFunction> {
  const known = functionTables.get(file);
  if (known) return known;
  const table = new Map<string, SharedFunction>();
  const sf = source(file);
  for (const st of sf.statements) {
    const add = (name: string, body: ts.Node) => {
      const calls = new Set<string>();
      const visit = (n: ts.Node): void => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) calls.add(n.expression.text);
        // `directive(StageCardDirective)`: a class handed to a call renders what its methods do.
        if (ts.isCallExpression(n)) for (const a of n.arguments) if (ts.isIdentifier(a)) calls.add(a.text);
        // `m.renderWhatIf(w)`: a function of a module this file loads on demand (see lazyModules).
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) calls.add(`.${n.expression.name.text}`);
        ts.forEachChild(n, visit);
      };
      visit(body);
      table.set(name, { parts: partsUnder(body), calls });
    };
    if (ts.isFunctionDeclaration(st) && st.name && st.body) add(st.name.text, st.body);
    if (ts.isClassDeclaration(st) && st.name) add(st.name.text, st);
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) add(d.name.text, d.initializer);
  }
  functionTables.set(file, table);
  return table;
}
/** The shared modules a file loads on demand (`import('./what-if.js')`), as .ts paths. */
function lazyModules(file: string): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      const target = resolve(dirname(file), n.arguments[0].text).replace(/\.js$/, '.ts');
      if (target.startsWith(join(root, 'widgets', 'shared')) && existsSync(target)) found.push(target);
    }
    ts.forEachChild(n, visit);
  };
  visit(source(file));
  return found;
}

/** The functions a shared module imports from another shared module: local name → [its file, its name there]. */
function sharedImports(file: string): Map<string, readonly [string, string]> {
  const found = new Map<string, readonly [string, string]>();
  for (const st of source(file).statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings || !ts.isNamedImports(st.importClause.namedBindings)) continue;
    const spec = (st.moduleSpecifier as ts.StringLiteral).text;
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec).replace(/\.js$/, '.ts');
    if (!target.startsWith(join(root, 'widgets', 'shared')) || !existsSync(target)) continue;
    for (const el of st.importClause.namedBindings.elements) found.set(el.name.text, [target, (el.propertyName ?? el.name).text]);
  }
  return found;
}

function partsOfShared(file: string, name: string, seen = new Set<string>()): Set<string> {
  const key = `${file}#${name}`;
  if (seen.has(key)) return new Set();
  seen.add(key);
  const fn = functionsOf(file).get(name);
  if (!fn) return new Set();
  const parts = new Set(fn.parts);
  for (const callee of fn.calls) {
    // A method call renders parts only when it is a function of a module this file loads on demand.
    // A function imported from another shared module (renderSides calls token.ts's renderToken) renders what it renders there.
    const imported = callee.startsWith('.') ? undefined : sharedImports(file).get(callee);
    const targets = callee.startsWith('.')
      ? lazyModules(file).map((f) => [f, callee.slice(1)] as const)
      : imported
        ? [imported]
        : [[file, callee] as const];
    for (const [f, n] of targets) for (const p of partsOfShared(f, n, seen)) parts.add(p);
  }
  return parts;
}

/** Every part a widget renders, with where each comes from. */
function renderedParts(widget: Widget): Map<string, string> {
  const dir = dirname(widget.entry);
  const found = new Map<string, string>();
  const note = (part: string, from: string) => found.has(part) || found.set(part, from);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const file = join(dir, f);
    const sf = source(file);
    for (const p of partsUnder(sf)) note(p, relative(root, file));
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings || !ts.isNamedImports(st.importClause.namedBindings)) continue;
      const spec = (st.moduleSpecifier as ts.StringLiteral).text;
      if (!spec.startsWith('.')) continue;
      const target = resolve(dir, spec).replace(/\.js$/, '.ts');
      if (!target.startsWith(join(root, 'widgets', 'shared')) || !existsSync(target)) continue;
      for (const el of st.importClause.namedBindings.elements) {
        const name = (el.propertyName ?? el.name).text;
        for (const p of partsOfShared(target, name)) note(p, `${relative(root, target)} (${name})`);
      }
    }
  }
  return found;
}

if (process.argv.includes('--list'))
  for (const w of listWidgets(root)) console.log(w.tag, [...renderedParts(w)].map(([p, f]) => `${p}<${f}`).join(' '));
let passed = 0;
let failed = 0;
let warnings = 0;
for (const w of listWidgets(root)) {
  const decl = declarations.get(w.tag);
  const problems = [];
  const notes = [];
  if (!decl) {
    problems.push(`not in custom-elements.json (is the class exported, with its JSDoc?)`);
  } else {
    const rendered = renderedParts(w);
    const documented = new Set((decl.cssParts ?? []).map((p) => p.name));
    for (const [part, from] of rendered)
      if (!documented.has(part)) problems.push(`part "${part}" is rendered (${from}) but not documented: add \`@csspart ${part} - …\``);
    for (const part of documented)
      if (!rendered.has(part)) problems.push(`part "${part}" is documented but nothing renders it: remove its @csspart or render it`);
    if (!rendered.has('base')) problems.push('no part="base": every widget exposes its root as "base"');
    if (!decl.summary) problems.push('no summary: the class JSDoc should open with "<tag>: what it is."');
    for (const e of decl.events ?? []) if (!e.description) problems.push(`event "${e.name}" has no description`);
    for (const p of decl.cssParts ?? []) if (!p.description) problems.push(`part "${p.name}" has no description`);
    for (const a of decl.attributes ?? [])
      if (!a.description) notes.push(`attribute "${a.name}" has no description (a JSDoc comment on its \`declare\` field)`);
    for (const p of decl.cssProperties ?? []) if (!p.description) notes.push(`CSS property ${p.name} has no description`);
    if (!problems.length)
      console.log(
        `  ✓ ${w.tag}: ${rendered.size} parts rendered and documented, ${decl.attributes?.length ?? 0} attributes, ${decl.events?.length ?? 0} events, ${decl.cssProperties?.length ?? 0} CSS properties`,
      );
  }
  if (problems.length) {
    failed++;
    console.log(`  ✗ ${w.tag}\n      ${problems.join('\n      ')}`);
  } else passed++;
  if (notes.length) {
    warnings += notes.length;
    console.log(`      note: ${notes.join('\n      note: ')}`);
  }
}
if (warnings) console.log(`\n${warnings} note(s): undocumented API shows as "—" on the reference pages.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
