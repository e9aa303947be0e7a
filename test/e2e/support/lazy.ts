// The rulebook's pages load a widget's module only as the reader nears it (Widget.astro,
// site/components/widget-loader.ts). Tests written for widgets that are drawn once the page
// has loaded get them drawn the way a reader does: the `page` fixture (../fixtures.ts) has
// each navigation scroll every waiting widget into view in turn, wait until it is defined and
// drawn, and scroll back. A test that reads only the pages' text, or that watches the lazy
// loading itself, opts out with `test.use({ widgets: 'static' })` or `'lazy'`.
import type { Page } from '@playwright/test';

/** Waits for every widget on the page that is still waiting for its module, as a reader scrolling through. */
export async function readyLazyWidgets(page: Page, timeout = 15_000): Promise<void> {
  // A link to a place on the page (a share link, a heading): the page lands there by itself.
  if (new URL(page.url()).hash) return;
  const waiting = page.locator('[data-rb-loading]');
  const count = await waiting.count();
  if (!count) return;
  const at = await page.evaluate(() => [scrollX, scrollY] as const);
  for (let i = 0; i < count; i++) {
    const widget = waiting.nth(i);
    const defined = await widget.evaluate((el) => Boolean(customElements.get(el.localName)));
    if (!defined) await widget.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await widget.evaluate(
      (el, timeout) =>
        Promise.race([
          customElements.whenDefined(el.localName).then(() => (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`<${el.localName}> did not load within ${timeout} ms of being scrolled to`)), timeout),
          ),
        ]),
      timeout,
    );
  }
  await page.evaluate(([x, y]) => scrollTo({ left: x, top: y, behavior: 'instant' }), at);
}

/** Has `page.goto` and `page.reload` ready the page's lazy widgets once the page has loaded. */
export function readyAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await readyLazyWidgets(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await readyLazyWidgets(page);
    return response;
  };
}
