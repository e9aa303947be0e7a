// Each widget on paper (issue 19): played a few steps on its rules page, then printed, it shows
// its state as a record, not as controls: no control is visible in print (cards and map Areas
// print as themselves), the log of what happened (each step with its reasons) is, and the PDF
// Chromium prints carries that log.
import { expect, test } from './fixtures.js';
import { fold, pdfPages } from './support/at-the-table.js';
import { WIDGET_PAGES, nextButton, press, ready } from './support/scripts.js';

/** The learning toggles change no step; a walk that only pressed them would print nothing new. */
const TOGGLES = /^(Odds|Statechart|Predict)$/;

test.describe('widgets on paper', () => {
  test.use({ axe: false });

  for (const [name, { path, prefer }] of Object.entries(WIDGET_PAGES as Record<string, { path: string; prefer: RegExp[] }>)) {
    test(`${name}, played three steps and printed, shows its log with the reasons and none of its controls`, async ({ page }) => {
      await page.goto(path);
      const widget = page.locator(`rb-${name}`).first();
      await ready(widget);
      const pressed = new Map<string, number>();
      for (let steps = 0, tries = 0; steps < 3 && tries < 12; tries++) {
        const next = await nextButton(widget, prefer, pressed);
        if (!next) break;
        await press(page, next.locator);
        if (!TOGGLES.test(next.name)) steps++;
        await page.waitForTimeout(50);
      }
      await page.emulateMedia({ media: 'print' });
      const printed = await widget.evaluate((el) => {
        const root = el.shadowRoot as ShadowRoot;
        const log = root.querySelector('[part~="print-log"]');
        return {
          // A card or a map's Area is drawn as a button on screen and prints as itself (its face,
          // its level): it is the record. Every other button is a control and must not print.
          buttons: [...root.querySelectorAll('button')]
            .filter((b) => b.checkVisibility() && !b.matches('.card-button, .area, .region'))
            .map((b) => (b.textContent ?? '').trim()),
          logShown: Boolean(log?.checkVisibility()),
          entries: [...(log?.querySelectorAll('li') ?? [])].map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()),
        };
      });
      expect(printed.buttons, `${name}: buttons on paper`).toEqual([]);
      expect(printed.logShown, `${name}: the log of what happened does not print`).toBe(true);
      expect(
        printed.entries.length,
        `${name}: the printed log has ${printed.entries.length} step(s) after a played walk`,
      ).toBeGreaterThanOrEqual(2);
      const last = printed.entries.at(-1) ?? '';
      expect(last.length, `${name}: the last step prints no reason ("${last}")`).toBeGreaterThan(10);
      const text = fold((await pdfPages(await page.pdf({ format: 'A4' }))).join(' ')).replace(/\s+/g, '');
      // The last step's reason, as pdf.js reads it back (spaces aside: lines wrap anywhere).
      expect(
        text.includes(fold(last).replace(/\s+/g, '').slice(0, 40)),
        `${name}: the PDF lacks the last step's reason "${last.slice(0, 60)}…"`,
      ).toBe(true);
      await page.emulateMedia({ media: null });
    });
  }
});
