// Widget tests in a real Chromium: Debian's /usr/bin/chromium unless CHROME_PATH says otherwise.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(`No Chromium at ${executablePath}: install Debian's chromium or set CHROME_PATH.`);
}

export default {
  files: ['widgets/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
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
