import { defineConfig } from 'vitest/config';

// Machines only: the widget tests run in a real Chromium through @web/test-runner.
export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts'],
    environment: 'node',
  },
});
