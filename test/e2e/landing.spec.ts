// The landing page's first screen (issue 26: "the landing page shows a live, drawn widget in its
// first screen at 390 and 1280 px"): without scrolling, the live table under the hero
// (site/components/FirstTable.astro) is drawn, with its step controls, and the control it
// highlights (the move a first-timer should press) is inside the first viewport and not under
// anything; pressing it plays a step; and nothing moved while the table loaded. The gallery
// further down is checked by pages.spec.ts; here only that the fire map's picture is a map.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const TABLE = 'main rb-initiative-deal#first-table';

/** Collects layout shifts from the start (PerformanceObserver, buffered), before any script of the page. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __rbShifts?: number[] }).__rbShifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifted = (page: Page) => page.evaluate(() => ((window as { __rbShifts?: number[] }).__rbShifts ?? []).reduce((a, b) => a + b, 0));

test.describe('the landing page', () => {
  // The reader does not scroll: the navigation must not scroll the table into view for them.
  test.use({ widgets: 'lazy' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`draws a live table in its first screen at ${viewport.width} × ${viewport.height}, whose highlighted control plays a step`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await watchShifts(page);
      await page.goto('/');
      const table = page.locator(TABLE);
      await expect(table).toHaveCount(1);
      // Drawn without scrolling: its module loaded because it is in view, and its step bar is there.
      await page.waitForFunction((sel) => document.querySelector(sel)?.shadowRoot?.querySelector('[part~="step-bar"] button'), TABLE, {
        timeout: 15_000,
      });
      expect(await page.evaluate(() => scrollY), 'the page scrolled').toBe(0);

      // The highlighted control (first-play.ts's `highlighted`): one, in the first viewport, on top.
      const box = await table.evaluate((el) => {
        const shown = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.stage button.primary')].filter((b) => b.checkVisibility());
        const b = shown[0];
        if (!b) return undefined;
        const r = b.getBoundingClientRect();
        const hit = el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          count: shown.length,
          name: (b.textContent ?? '').trim(),
          top: r.top,
          left: r.left,
          bottom: r.bottom,
          right: r.right,
          onTop: hit === b || b.contains(hit),
        };
      });
      expect(box, 'no highlighted control (.stage button.primary) is drawn').toBeDefined();
      expect(box!.count, 'more than one highlighted control').toBe(1);
      const where = `"${box!.name}" at ${Math.round(box!.left)},${Math.round(box!.top)} to ${Math.round(box!.right)},${Math.round(box!.bottom)}`;
      expect(box!.top, `${where}: above the viewport`).toBeGreaterThanOrEqual(0);
      expect(box!.left, `${where}: left of the viewport`).toBeGreaterThanOrEqual(0);
      expect(box!.bottom, `${where}: below the first screen (${viewport.height} px)`).toBeLessThanOrEqual(viewport.height);
      expect(box!.right, `${where}: right of the viewport`).toBeLessThanOrEqual(viewport.width);
      expect(box!.onTop, `${where}: covered by something else (the step bar?)`).toBe(true);

      // The line above it says what it is and links its rule page.
      await expect(page.locator('main .rb-first-table .what a[href="/liberi-gothica/turn-order/"]')).toBeInViewport();

      // Nothing moved while it loaded (measured before the press: a press is input).
      expect(await shifted(page), 'layout shift while the table loaded').toBeLessThan(0.01);

      // Pressing it plays a step: the table's record grows by one event.
      const events = () => table.evaluate((el) => (el as unknown as { record: { events: unknown[] } }).record.events.length);
      const before = await events();
      await table.locator('.stage button.primary').first().click();
      await expect.poll(events, { message: `pressing "${box!.name}" did not advance the table` }).toBe(before + 1);
    });
  }

  test("the gallery's fire-map picture draws the map in its heat colours, not a row of buttons", async ({ page }) => {
    await page.goto('/');
    const img = page.locator('main .rb-gallery img[src="/gallery/fire-map.webp"]');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(600);
    // The share of its pixels in each fire band's colour (site/components/fire-map-picture.ts).
    const shares = await img.evaluate((el: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const g = canvas.getContext('2d')!;
      g.drawImage(el, 0, 0);
      const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
      const bands = { low: [0xff, 0xd9, 0x8a], mid: [0xf0, 0x8a, 0x4b], high: [0x9c, 0x1f, 0x14] };
      const counts = Object.fromEntries(Object.keys(bands).map((k) => [k, 0])) as Record<keyof typeof bands, number>;
      for (let i = 0; i < data.length; i += 4)
        for (const [band, [r, gr, b]] of Object.entries(bands) as [keyof typeof bands, number[]][])
          if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - gr!) + Math.abs(data[i + 2]! - b!) < 40) counts[band]++;
      const total = data.length / 4;
      return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n / total]));
    });
    for (const [band, share] of Object.entries(shares))
      expect(share, `the picture has ${(share * 100).toFixed(1)} % of fire-${band} pixels: is it the map?`).toBeGreaterThan(0.01);
  });
});
