// Widget tests in a real Chromium (scripts/lib/chromium.ts: Debian's /usr/bin/chromium unless
// CHROME_PATH says otherwise). @web/test-runner reads only .mjs/.cjs/.js configs by itself, so
// the npm scripts name this one (`web-test-runner --config web-test-runner.config.ts`) and Node
// 24 strips its types; that is why it imports the browser module by its .ts name.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.ts';

export default {
  files: ['widgets/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // axe reads every widget at rest (widgets/shared/testing/axe-at-rest.ts), before the tests run.
  testRunnerHtml: (framework: string) =>
    `<html><body><script type="module" src="/widgets/shared/testing/axe-at-rest.ts"></script><script type="module" src="${framework}"></script></body></html>`,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: [
          ...CHROMIUM_FLAGS,
          // A test that awaits a frame gets it as soon as it is drawn, not at the next 60 Hz
          // vsync: the run was half idle waiting for frames (120 s -> 80 s, the same results).
          // Not for the e2e run, whose whole pages then redraw without pause and take longer.
          '--disable-frame-rate-limit',
          '--disable-gpu-vsync',
        ],
      },
    }),
  ],
};
