// End-to-end checks of the built site in a real Chromium, with @playwright/test (see
// playwright.config.mjs and test/e2e/*.spec.ts). Kept as the entry point every script and
// README line already uses:
//   node test/e2e/run.mjs                   every spec
//   node test/e2e/run.mjs fire              only test/e2e/*fire*.spec.ts
//   node test/e2e/run.mjs -- --grep "keyboard" --workers 1 --retries 0   anything Playwright takes
// Ends with "N passed, N failed" (flaky tests, which passed on their retry, are named above it).
//
// Playwright runs under the Node the project pins (the `node` dev dependency, which npm scripts
// put first on the PATH), whichever Node started this script: pdf.js, which the print checks
// use, needs a newer one than some systems ship (Debian's Node 20 lacks Promise.withResolvers).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const own = dash < 0 ? args : args.slice(0, dash);
const passOn = dash < 0 ? [] : args.slice(dash + 1);
const fragment = own.find((a) => !a.startsWith('-'));
const cli = require.resolve('@playwright/test/cli');
const pinned = (() => {
  try {
    const bin = join(dirname(require.resolve('node/package.json')), 'bin', 'node');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
})();

const child = spawn(pinned ?? process.execPath, [cli, 'test', ...passOn], {
  stdio: 'inherit',
  env: { ...process.env, ...(fragment ? { E2E_FILE: fragment } : {}) },
});
child.on('close', (code) => process.exit(code ?? 1));
