// End-to-end checks of the built site in a real Chromium, with @playwright/test (see
// playwright.config.mjs and test/e2e/site.spec.mjs). Kept as the entry point every script
// and README line already uses:
//   node test/e2e/run.mjs                   every test
//   node test/e2e/run.mjs fire              only test/e2e/*fire*.e2e.mjs
//   node test/e2e/run.mjs -- --grep "keyboard" --workers 1 --retries 0   anything Playwright takes
// Ends with "N passed, N failed" (flaky tests, which passed on their retry, are named above it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const own = dash < 0 ? args : args.slice(0, dash);
const passOn = dash < 0 ? [] : args.slice(dash + 1);
const fragment = own.find((a) => !a.startsWith('-'));
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

const child = spawn(process.execPath, [cli, 'test', ...passOn], {
  stdio: 'inherit',
  env: { ...process.env, ...(fragment ? { E2E_FILE: fragment } : {}) },
});
child.on('close', (code) => process.exit(code ?? 1));
