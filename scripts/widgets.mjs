// The list of widgets: every widgets/<name>/rb-<name>.ts. Build, size and the iframe pages
// all read it from here, so a new widget needs no registration anywhere.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function listWidgets(root = process.cwd()) {
  const dir = join(root, 'widgets');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => ({ name: d.name, tag: `rb-${d.name}`, entry: join(dir, d.name, `rb-${d.name}.ts`) }))
    .filter((w) => existsSync(w.entry));
}
