// The end-to-end tests' `test` and `expect`: @playwright/test's own, with what every test of
// the built site shares set up once as fixtures (https://playwright.dev/docs/test-fixtures).
// A spec imports them from here instead of from '@playwright/test':
//
//   import { test, expect } from './fixtures.js';
//
// - `baseURL` is the built site as the global setup serves it (./global-setup.ts), so
//   `page.goto('/lady-luck/fire/')` opens the built page.
// - `page` fails its test on any console error, uncaught exception, failed request or HTTP
//   error on it, and then on any axe-core violation on the page as the test left it (every
//   rule in the light theme, the colour rules again in the dark one: ./support/axe.ts).
//   `test.use({ axe: false })` skips axe, for a host page on another origin or a frame axe
//   cannot look into.
// - Each navigation of `page` (goto, reload) scrolls the page's widgets into view in turn, so
//   they load as they would for a reader (./support/lazy.ts). `test.use({ widgets: 'static' })`
//   marks a test that reads only the pages' own text and headings, `'lazy'` a test of the lazy
//   loading itself: neither waits for the widgets.
// - `expect(widget).toShowText(/…/)` retries until the widget's own text (its shadow root's,
//   whitespace collapsed, as a reader sees it) matches.
import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.js';
import { readyAfterNavigation } from './support/lazy.js';

/** How a test's navigations treat the page's lazily loaded widgets. */
export type Widgets = 'drawn' | 'static' | 'lazy';

export interface SiteOptions {
  /** 'drawn' (the default): each navigation waits until every widget on the page is drawn. */
  widgets: Widgets;
  /** Run axe on the page once the test is done (the default). */
  axe: boolean;
}

/** Everything that goes wrong on a page, one line each: console errors, uncaught exceptions, failed requests and HTTP errors. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A request cut short by the test navigating on is not a failure of the page.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

export const test = base.extend<SiteOptions>({
  widgets: ['drawn', { option: true }],
  axe: [true, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with node test/e2e/run.mjs (its global setup serves dist/)');
    await use(url);
  },
  page: async ({ page, widgets, axe }, use, testInfo) => {
    const problems = watchForProblems(page);
    if (widgets === 'drawn') readyAfterNavigation(page);
    await use(page);
    // A test that already failed is not checked further: its page may be anywhere.
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (axe && !failed) problems.push(...(await axeViolations(page)));
    if (problems.length) throw new Error(problems.join('\n'));
  },
});

/** A widget's own text as a reader sees it: its shadow root's, whitespace collapsed. */
export const shadowText = (widget: Locator): Promise<string> =>
  widget.evaluate((el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' '));

export const expect = baseExpect.extend({
  /** Retries until the widget's shadow root text (whitespace collapsed) matches. */
  async toShowText(widget: Locator, expected: RegExp, options: { timeout?: number } = {}) {
    let actual = '';
    let matched: boolean;
    try {
      const poll = baseExpect.poll(async () => (actual = await shadowText(widget)), { timeout: options.timeout ?? this.timeout });
      await (this.isNot ? poll.not.toMatch(expected) : poll.toMatch(expected));
      matched = !this.isNot;
    } catch {
      matched = this.isNot;
    }
    return {
      pass: matched,
      name: 'toShowText',
      expected,
      actual,
      message: () =>
        `${this.utils.matcherHint('toShowText', undefined, undefined, { isNot: this.isNot })}\n\n` +
        `Locator: ${widget}\nExpected pattern: ${this.isNot ? 'not ' : ''}${this.utils.printExpected(expected)}\n` +
        `Received text: ${this.utils.printReceived(actual)}`,
    };
  },
});
