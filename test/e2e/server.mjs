// Playwright's global setup: serves the built site for the whole run. The address reaches
// the workers through E2E_BASE_URL; the returned function stops the server afterwards.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.mjs';

export default async function globalSetup() {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: install Debian's chromium or set CHROME_PATH.`);
  const siteDir = process.env.SITE_DIR ?? 'dist';
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}/: run \`npm run build\` first.`);
  const { server, url } = await startServer({ mounts: { '/': siteDir, '/test-embed/': 'test/embed' } });
  process.env.E2E_BASE_URL = url;
  return () => new Promise((resolve) => server.close(resolve));
}
