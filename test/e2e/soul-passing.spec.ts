// The Death and passing on page, end to end: a prayer that overflows the Soul Gauge, the
// book's example stepped through and back, a reload that finds the same table at the same
// step, the rulings and the odds chart, the Toughness example, and the table at 320 and 390 px.
// (Every rule soul passing links to is checked by rule-anchors.spec.ts.)
// A move the step bar offers as well is pressed where the widget draws it: `.first()`, the
// stage's own button (the step bar comes after it in the widget).
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits, openAll } from './support/layout.js';

const PAGE = '/liberi-gothica/death-and-passing-on/';
const TABLE = 'rb-soul-passing[storage-key="soul-passing:table"]';
const BRINK = 'rb-soul-passing[storage-key="soul-passing:brink"]';

test.describe('soul passing', () => {
  test("prays past a full gauge, replays the book's example, steps back, survives a reload", async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(TABLE);
    // The page's table: 7 Vitality in the body, nobody yet within the 20 feet a soul is gathered
    // from (Ada 25 ft away with 16 in her gauge): each moves in and begins a prayer, and the
    // round ends with the passing roll before anyone can finish one.
    const press = (name: string) => widget.getByRole('button', { name }).first().click();
    for (let i = 0; i < 3; i++) {
      await press('Move toward the body');
      await press('Pray (action 1 of 2)');
      await press('End turn');
    }
    await press('Roll to pass on (needs 10+)');
    await expect(widget).toShowText(/Round 1: needed 10\+, rolled \d+: lingers/);
    await press('Pray (action 2 of 2)');
    await expect(widget).toShowText(/Ada finishes the Soul Prayer \(2 of 2 actions\): all 7 Vitality/);
    await expect(widget).toShowText(/Ada \+4 to the Soul Gauge \(3 lost over 20\) and \+1 Essence/);
    // The why links its rule: the gauge's limit, on the Soul gathering page.
    await expect(widget.locator('a[part~="rule-link"][href="/liberi-gothica/soul-gathering/#vitality-beyond-20-is-lost"]')).not.toHaveCount(
      0,
    );

    // The book's example opens at its first step; Forward plays each of Cat's rolls.
    await widget.getByRole('button', { name: "Replay the book's example" }).click();
    await expect(widget).toShowText(/Roll to pass on \(needs 10\+\)/);
    for (let i = 0; i < 3; i++) await widget.getByRole('button', { name: /Forward/ }).click();
    await expect(widget).toShowText(/Round 1: needed 10\+, rolled 7: lingers/);
    await expect(widget).toShowText(/Round 2: needed 9\+, rolled 6: lingers/);
    await expect(widget).toShowText(/Round 3: needed 8\+, rolled 8: passes on/);
    await expect(widget.locator('[role="status"]')).toContainText(/Cat passes on/, { useInnerText: true });

    await widget.getByRole('button', { name: /Back/ }).click();
    await expect(widget).toShowText(/Roll to pass on \(needs 8\+\)/);

    // Reloaded, it opens at the step it was left at (2 of 3), not at its last.
    await page.reload();
    const again = page.locator(TABLE);
    await expect(again.getByRole('button', { name: /Roll to pass on \(needs 8\+\)/ }).first()).toBeVisible();
    await expect(again).toShowText(/Round 2: needed 9\+, rolled 6: lingers/);
    await expect(again).toShowText(/Step 2 of 3/);
  });

  test('shows every ruling and the odds table, with the chart drawn without inline styles', async ({ page }) => {
    await page.goto(PAGE);
    await drawEverySection(page);
    const main = page.locator('main');
    for (const ruling of ['the roll gets easier after each failure', 'the need stops at 1', 'the roll comes at the end of the round']) {
      await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), { useInnerText: true });
    }
    await expect(main).toContainText(/round 4: 50\.4%/, { useInnerText: true });
    // The page shows rules, not the widget's API: one link to its reference page instead.
    await expect(page.locator('main h2', { hasText: /^API$/ })).toHaveCount(0);
    await expect(page.locator('main a[href="/reference/soul-passing/"]')).toHaveCount(1);
    const widget = page.locator(TABLE);
    await widget.getByRole('button', { name: 'Odds' }).click();
    await expect(widget.locator('svg.chart rect.bar')).toHaveCount(11);
    expect(await widget.evaluate((el) => el.shadowRoot?.querySelectorAll('[style]').length)).toBe(0);

    // The character on the brink: 3 to Life leaves it unconscious, 3 more kills it (Life -4).
    const brink = page.locator(BRINK);
    await brink.getByRole('spinbutton', { name: 'Damage' }).fill('3');
    await brink.getByRole('button', { name: 'Deal damage' }).click();
    await expect(brink.locator('[part="dead"]')).toContainText(/Cat is unconscious: Life −1/, { useInnerText: true });
    await brink.getByRole('button', { name: 'Deal damage' }).click();
    await expect(brink.locator('[part="dead"]')).toContainText(/Cat is dead \(life below its limit\)/, { useInnerText: true });
    // The why says the Toughness limit with its numbers.
    await expect(brink.locator('[part~="why"]')).toContainText(/Life −4 is below −3 \(minus Toughness 3\): Cat dies\./, {
      useInnerText: true,
    });
    await expect(brink.getByRole('button', { name: 'Pray (action 1 of 2)' }).first()).toBeVisible();
  });

  test("replays the book's Toughness example from its first step: unconscious at −3, dead at −4", async ({ page }) => {
    await page.goto(PAGE);
    const brink = page.locator(BRINK);
    await brink.getByRole('button', { name: "Replay the book's example" }).click();
    const why = brink.locator('[part~="why"]');
    await expect(brink).toShowText(/Step 0 of 2/);
    await brink.getByRole('button', { name: /Forward/ }).click();
    await expect(why).toContainText(/Life −3 is below 0 but not below −3 \(minus Toughness 3\): Vale is unconscious\./, {
      useInnerText: true,
    });
    await brink.getByRole('button', { name: /Forward/ }).click();
    await expect(why).toContainText(/Life −4 is below −3 \(minus Toughness 3\): Vale dies\./, { useInnerText: true });
  });

  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`plays the table at ${width} px with nothing wider than the screen`, async ({ page }) => {
        await page.goto(PAGE);
        const widget = page.locator(TABLE);
        await openAll(widget);
        await expectFits(widget, 'fresh, setup open');
        await widget.getByRole('button', { name: 'Odds' }).click();
        await widget.getByRole('button', { name: 'Statechart' }).click();
        for (let i = 0; i < 3; i++) await widget.getByRole('button', { name: 'End turn' }).first().click();
        await expectFits(widget, 'at the passing roll, odds and chart open');
        await widget
          .getByRole('button', { name: /Roll to pass on/ })
          .first()
          .click();
        await expectFits(widget, 'after the roll');
        // Then the suggested move, each time, until the soul is gathered or gone.
        const suggested = widget.locator('[part~="step-move"]');
        for (let i = 0; i < 40 && (await suggested.count()) > 0; i++) await suggested.first().click();
        await expect(suggested).toHaveCount(0);
        await expectFits(widget, 'over, with the summary');
      });
    });
  }
});
