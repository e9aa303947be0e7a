// A whole fight in each system (issue 27), as a reader meets it on its built page at 390 px:
// from a fresh table, pressing only the control the widget highlights with the keyboard, the
// fight reaches its end with no page error (the fixtures fail the test on any); then Back, all
// the way, brings every step back exactly as it was; and the share link, opened in a new tab,
// replays the same fight to the same end.
import type { Locator } from '@playwright/test';
import { SYSTEMS } from '../../machines/core/procedure.js';
import { expect, test } from './fixtures.js';

/** Where the table stands: its step, its state and its context, as the widget holds them. */
const state = (widget: Locator) =>
  widget.evaluate((el) => {
    const t = el as HTMLElement & {
      record: { step?: number; events: unknown[] };
      snapshot: { value: unknown; context: unknown; status: string };
    };
    return JSON.stringify({ value: t.snapshot.value, context: t.snapshot.context, status: t.snapshot.status });
  });

const over = (widget: Locator) =>
  widget.evaluate((el) => (el as HTMLElement & { snapshot: { status: string } }).snapshot.status === 'done');

test.describe('a whole fight', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const system of Object.keys(SYSTEMS)) {
    test(`${system}: plays to its end by the highlighted control, Back restores every step, the link replays it`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.goto(`/${system}/a-whole-fight/`);
      const widget = page.locator(`main rb-${system}-fight`).first();
      await expect(widget).toHaveCount(1);

      const seen = [await state(widget)];
      for (let presses = 0; !(await over(widget)); presses++) {
        expect(presses, 'the fight ends within 300 presses').toBeLessThan(300);
        const primary = widget.locator('.stage button.primary:visible');
        await expect(primary, 'exactly one highlighted control').toHaveCount(1);
        await primary.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => state(widget)).not.toBe(seen.at(-1));
        seen.push(await state(widget));
      }
      const end = seen.at(-1)!;

      // The share link, made at the end, opens the same fight at the same end in a browser that never saw it.
      await page.setViewportSize({ width: 1280, height: 900 });
      await widget.getByRole('button', { name: 'Copy share link' }).click();
      const link = await widget.locator('input.share-field').inputValue();
      await page.setViewportSize({ width: 390, height: 844 });
      const other = await browser.newContext();
      try {
        const again = (await other.newPage()).locator(`main rb-${system}-fight`).first();
        await again.page().goto(link);
        await expect.poll(() => state(again).catch(() => '')).toBe(end);
      } finally {
        await other.close();
      }

      // Back through the step bar, every step as it was.
      const back = widget.locator('[part~="step-bar"] button', { hasText: /^\s*Back/ }).first();
      for (let i = seen.length - 2; i >= 0; i--) {
        await back.click();
        await expect.poll(() => state(widget)).toBe(seen[i]);
      }
    });
  }
});
