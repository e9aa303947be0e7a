// Playwright's global setup: serves the built site (and test/embed/ under /test-embed/) for the
// whole run. The address reaches the workers through E2E_BASE_URL, which the `baseURL` fixture
// reads (./fixtures.ts); the returned function stops the server afterwards.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../../scripts/lib/chromium.js';
import { startServer } from './support/scripts.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  chromiumPath(); // fails early, saying how to get a Chromium
  const siteDir = process.env.SITE_DIR ?? 'dist';
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  const { server, url } = await startServer({ mounts: { '/': siteDir, '/test-embed/': 'test/embed' } });
  process.env.E2E_BASE_URL = url;
  return () => new Promise((resolve) => server.close(() => resolve()));
}
