// How the scripts run as TypeScript: `node --import ./scripts/lib/resolve-ts.ts scripts/<file>.ts`
// (every npm script that runs one says so). Node 24, the version the project brings, strips the
// types itself; what it does not do is what TypeScript's bundler resolution assumes and the whole
// code base writes: `import … from './x.js'` meaning ./x.ts. This hook maps a relative `.js`
// specifier that names no file to the `.ts` file beside it, and nothing else.
//
// Why not tsx (a maintained runner, and installable here): it compiles each file with esbuild's
// keepNames, which wraps named functions in `__name(fn, "name")` calls; a function a script hands
// to Playwright's page.evaluate then runs in the page, where `__name` does not exist (the layout
// walk failed so). Node's own stripping leaves the code as written, so what runs is what tsc
// checked. It accepts erasable TypeScript only (no enums, namespaces or parameter properties):
// the scripts and what they import at run time (machines/, site/) are written so.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.startsWith('file:') && /^\.\.?\/.*\.js$/.test(specifier)) {
      const js = new URL(specifier, parent);
      const ts = new URL(specifier.replace(/\.js$/, '.ts'), parent);
      if (!existsSync(fileURLToPath(js)) && existsSync(fileURLToPath(ts))) return nextResolve(ts.href, context);
    }
    return nextResolve(specifier, context);
  },
});
