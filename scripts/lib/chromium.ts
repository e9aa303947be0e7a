// The one Chromium every browser run uses, and how it is launched: the widget tests
// (web-test-runner.config.ts), the end-to-end run (playwright.config.ts), and each script that
// opens a page (layout, latency, the fire bench, the frame heights, the package and MediaWiki
// checks, Lighthouse). Test tools cannot download a browser here, so it is Debian's
// /usr/bin/chromium (`apt-get install chromium`, as .ci/run does) unless CHROME_PATH names another.
import { existsSync } from 'node:fs';

/** The browser's executable. */
export const CHROMIUM_PATH: string = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The launch flags the machine needs: no sandbox (the runs are root), no GPU (none here), and
 * nothing that phones home or updates itself in the middle of a measurement.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** CHROMIUM_PATH, or an error that says how to get a Chromium. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`);
  }
  return CHROMIUM_PATH;
}

/** Playwright's launch options for it (playwright-core's `chromium.launch`, @playwright/test's `launchOptions`). */
export function chromiumLaunch(extra: readonly string[] = []): { executablePath: string; args: string[] } {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...extra] };
}
