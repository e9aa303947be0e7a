// End-to-end checks of the built site with @playwright/test, driving Debian's Chromium
// (scripts/lib/chromium.ts). Each test/e2e/<topic>.spec.ts is a plain Playwright spec written
// against the fixtures in test/e2e/fixtures.ts; test/e2e/global-setup.ts serves dist/ (and
// test/embed/ under /test-embed/) for the run. `npm run test:e2e -- [file fragment] [-- playwright
// options]`, or `node test/e2e/run.mjs [file fragment] [-- playwright options]`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium.js';

// `node test/e2e/run.mjs karma`: only the specs whose file name contains "karma".
const only = process.env.E2E_FILE;
const escaped = only?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: escaped ? new RegExp(`(^|[\\/])(?=[^\\/]*${escaped})[^\\/]*\\.spec\\.ts$`) : '*.spec.ts',
  // Tests of one file are independent (a fresh context each): spread them over the workers.
  fullyParallel: true,
  globalSetup: './test/e2e/global-setup.ts',
  // Two workers on a 2-core machine: each has its own Chromium; more only queue.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Once more on failure: a test that passes on the retry is reported as flaky, not passed quietly.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['./test/e2e/count-reporter.ts']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    // A trace (DOM snapshots, network, console) of a failing test's retry, in test-results/e2e/;
    // open with `npx playwright show-trace <file>`. Recording every run costs ~10 % more time.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch(),
  },
});
