// The rulebook's pages load a widget's module only as the reader nears it (Widget.astro,
// site/components/widget-loader.ts). Tests written for widgets that are drawn once the page
// has loaded get them drawn the way a reader does: test/e2e/site.spec.mjs calls this after
// each navigation, and it scrolls every waiting widget into view in turn, waits until it is
// defined and drawn, and scrolls back. A test of the lazy loading itself opts out (`lazy: true`
// in its entry). Not a test module itself (run.mjs only loads *.e2e.mjs).

/** Waits for every widget on the page that is still waiting for its module, as a reader scrolling through. */
export async function readyLazyWidgets(page, timeout = 15_000) {
  // A link to a place on the page (a share link, a heading): the page lands there by itself.
  if (new URL(page.url()).hash) return;
  const count = await page.locator('[data-rb-loading]').count();
  if (!count) return;
  const at = await page.evaluate(() => [scrollX, scrollY]);
  for (let i = 0; i < count; i++) {
    const widget = page.locator('[data-rb-loading]').nth(i);
    const defined = await widget.evaluate((el) => Boolean(customElements.get(el.localName)));
    if (!defined) await widget.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await widget.evaluate(
      (el, timeout) =>
        Promise.race([
          customElements.whenDefined(el.localName).then(() => el.updateComplete),
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
export function readyAfterNavigation(page) {
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      await readyLazyWidgets(page);
      return response;
    };
  }
}
