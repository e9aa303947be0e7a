// End-to-end checks of the built site with @playwright/test, driving Debian's Chromium
// (scripts/lib/chromium.ts).
// test/e2e/site.spec.mjs turns every `tests` entry of test/e2e/*.e2e.mjs into a Playwright
// test; test/e2e/server.mjs serves dist/ (and test/embed/ under /test-embed/) for the run.
// `npm run test:e2e [-- --grep fire]`, or `node test/e2e/run.mjs [file fragment]`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium.js';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: 'site.spec.mjs',
  // Tests of one file are independent (a fresh context each): spread them over the workers.
  fullyParallel: true,
  globalSetup: './test/e2e/server.mjs',
  // Two workers on a 2-core machine: each has its own Chromium; more only queue.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Once more on failure: a test that passes on the retry is reported as flaky, not passed quietly.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['./test/e2e/count-reporter.mjs']],
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
