// Docs cannot drift from render: every part a widget renders (its own `part="…"` and those
// of the shared pieces it uses from widgets/shared/ui.ts) must be listed in its @csspart
// JSDoc and named on the page that documents it (the MDX page whose API section shows the
// tag). Prints what is missing and exits 1 if anything is.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listWidgets } from './widgets.mjs';

const partsIn = (code) => {
  const names = new Set();
  for (const m of code.matchAll(/\bpart=(?:"([^"$]+)"|'([^'$]+)'|\$\{'([^']+)'\})/g)) {
    for (const n of (m[1] ?? m[2] ?? m[3]).split(/\s+/)) if (n) names.add(n);
  }
  return names;
};
const sharedUi = readFileSync('widgets/shared/ui.ts', 'utf8');
const sharedParts = {
  renderErrors: ['error'],
  renderCard: ['card', 'card-back'],
  renderHistory: ['history', 'button'],
  // The shared frame and learning layer (widgets/shared/ui.ts, teach.ts).
  renderFrame: ['base', 'top', 'status', 'stage', 'why', 'setup', 'error', 'history', 'button', 'rule-link'],
  renderTeachToolbar: ['teach-toolbar', 'button', 'toggle'],
  renderTeaching: ['predict', 'graded', 'odds', 'summary', 'button', 'rule-link'],
};

function mdxFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? mdxFiles(p) : p.endsWith('.mdx') ? [p] : [];
  });
}
const pages = mdxFiles('content').map((p) => ({ path: p, text: readFileSync(p, 'utf8') }));

let problems = 0;
let checked = 0;
for (const w of listWidgets()) {
  const dir = join('widgets', w.name);
  const code = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const rendered = partsIn(code);
  for (const [fn, parts] of Object.entries(sharedParts)) if (code.includes(fn)) parts.forEach((p) => rendered.add(p));
  void sharedUi;
  const documented = new Set([...code.matchAll(/@csspart\s+([\w-]+)/g)].map((m) => m[1]));
  const page = pages.find((p) => /^##+\s*API/m.test(p.text) && p.text.includes(`<${w.tag}`));
  const missing = [];
  for (const part of rendered) {
    if (!documented.has(part)) missing.push(`${part}: rendered but not in ${w.tag}'s @csspart JSDoc`);
    if (page && !page.text.includes(`\`${part}\``)) missing.push(`${part}: not named on ${page.path}`);
  }
  if (!rendered.has('base')) missing.push('base: every widget exposes part="base"');
  if (!page) missing.push(`no page with an API section shows <${w.tag}>`);
  checked++;
  if (missing.length) {
    problems += missing.length;
    console.log(`${w.tag}:\n  ${missing.join('\n  ')}`);
  } else {
    console.log(`${w.tag}: ${rendered.size} parts, all documented (${page.path})`);
  }
}
console.log(problems ? `\n${problems} undocumented part(s)` : `\nAll parts of ${checked} widgets documented.`);
process.exit(problems ? 1 : 0);
