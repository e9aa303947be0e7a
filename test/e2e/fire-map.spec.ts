// The fire page, end to end: choose an Area by keyboard, light it in the table setup, play
// rounds and read every roll with the link to its rule, step back, see the odds and their
// forecast, predict a round, play it at 320 and 390 px without sideways overflow and within
// PLAYING_HEIGHT at 1280, and see a bad map named in the frame version. (Every rule the map links to
// is checked by rule-anchors.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectAtMostTall, PLAYING_HEIGHT, expectFits } from './support/layout.js';

const PAGE = '/lady-luck/fire/';
const MAP = 'rb-fire-map[storage-key="lady-luck-fire"]';
const toggle = (widget: Locator, name: string) =>
  // The whole label, whatever whitespace the template puts around it.
  widget.locator('[part~="teach-toolbar"] button').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
const nextRound = (widget: Locator) => widget.getByRole('button', { name: /^Next round/ });

test.describe('the fire map', () => {
  test('lights an Area by keyboard, plays two rounds with every roll listed, and steps back', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(MAP);
    await expect(widget.locator('[part~="region"][data-area="a1"]')).toBeVisible();
    await expect(widget.locator('[part~="region"]')).toHaveCount(12);

    // Arrow keys move across the map; the chosen Area's panel follows, its editor on request.
    await widget.locator('[part~="region"][data-area="a1"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(widget.locator('[part="panel"]')).toHaveAttribute('aria-label', 'Area Meadow');
    await expect(widget.locator('[part="editor"]')).toHaveCount(0);
    await widget.getByRole('button', { name: 'Edit this Area' }).press('Enter');
    await expect(widget.locator('details[part~="setup"]'), 'the table setup opened').toHaveJSProperty('open', true);
    await widget.getByLabel('Fire level', { exact: true }).selectOption('3');
    await expect(widget).toShowText(/Fire in 2 Areas, the worst at level 3/);
    await expect(widget.getByRole('button', { name: /^Meadow: fire level 3/ }), 'the map says it').toHaveCount(1);

    await nextRound(widget).press('Enter');
    const log = widget.locator('[part~="log"] li');
    let first: string[] = [];
    const rolls = [/^Barn growth roll: \d on the die/, /^Meadow growth roll: \d on the die/, /^The fire attacks Goblin: \d on the die/];
    await expect
      .poll(async () => {
        first = await log.allTextContents();
        return rolls.map((re) => first.some((line) => re.test(line)));
      })
      .toEqual(rolls.map(() => true));

    // Every step's rule link lands on a heading of the page it names.
    const hrefs = [
      ...new Set(await widget.locator('a[part="rule-link"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
    ];
    expect(hrefs.length, hrefs.join(' ')).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      const [path, id] = href.split('#');
      if (path === PAGE) {
        await expect(page.locator(`[id="${id}"]`), `no heading #${id} on the page`).toHaveCount(1);
      } else {
        const other = await page.request.get(new URL(path ?? '', page.url()).href);
        expect(await other.text(), `no heading #${id} on ${path}`).toContain(`id="${id}"`);
      }
    }
    await expect(widget.locator('[role="status"]')).toContainText(/^Round 1\./, { useInnerText: true });

    await nextRound(widget).click();
    await expect(widget).toShowText(/Round 2\./);
    await widget.getByRole('button', { name: /Back/ }).click();
    await expect(log).toHaveText(first);
  });

  test('shows the odds on the map and in the chosen Area, with a forecast that says how it was made', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(MAP);
    await widget.locator('[part~="region"][data-area="a2"]').click();
    await expect(widget.locator('[part="panel"] [part~="odds"]'), 'no odds until asked').toHaveCount(0);
    await toggle(widget, 'Odds').press('Enter');
    await expect(toggle(widget, 'Odds')).toHaveAttribute('aria-pressed', 'true');
    // The barn (1, flammability 2) grows on 4 or more: half the time.
    await expect(widget.getByRole('button', { name: /^Barn:/ })).toHaveAttribute('aria-label', /grows this round 50%/);
    await expect(widget.locator('[part="panel"] .next-odds')).toContainText(/grows to 2\s+50(\.0)?%/, { useInnerText: true });
    await expect(widget.locator('[part~="forecast"] .note').filter({ hasText: /Exact|Estimated/ })).toBeVisible();
    await expect(widget.locator('[part~="forecast"]')).toContainText(/Barn|level \d/, { useInnerText: true });
  });

  test('asks a learner before a round, and plays it when answered', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(MAP);
    await widget.locator('[part~="region"][data-area="a2"]').click();
    await toggle(widget, 'Predict').press('Enter');
    await nextRound(widget).press('Enter');
    const question = widget.locator('[part~="predict"]');
    await expect(question).toContainText(/Will the fire in Barn grow next round\?/, { useInnerText: true });
    await question.getByRole('button', { name: 'Yes' }).press('Enter');
    await expect(widget.locator('[part~="graded"]')).toContainText(/(Right|Not this time)\..*Barn growth roll: \d on the die/s, {
      useInnerText: true,
    });
    await expect(widget).toShowText(/Round 1\./);
  });

  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`fits ${width} px in every state: fresh, odds and forecast, a question, the statechart, the editor, after rounds`, async ({
        page,
      }) => {
        await page.goto(PAGE);
        const widget = page.locator(MAP);
        await expect(widget.locator('[part~="region"]').first()).toBeVisible();
        await expectFits(widget, 'fresh', { base: true });
        await toggle(widget, 'Odds').click();
        await toggle(widget, 'Statechart').click();
        await expect(widget.locator('.rb-chart')).toBeVisible();
        await expectFits(widget, 'odds and statechart', { base: true });
        await toggle(widget, 'Predict').click();
        await nextRound(widget).click();
        await expectFits(widget, 'a question', { base: true });
        await widget.locator('[part~="predict"]').getByRole('button', { name: 'Skip' }).click();
        await toggle(widget, 'Predict').click();
        for (let i = 0; i < 4; i++) {
          if (await nextRound(widget).isDisabled()) break;
          await nextRound(widget).click();
        }
        await widget.getByRole('button', { name: 'Edit this Area' }).click();
        await expect(widget.locator('[part="editor"]')).toBeVisible();
        await expectFits(widget, 'editor open, after rounds', { base: true });
      });
    });
  }

  test('stays within PLAYING_HEIGHT at 1280 px, fresh and while playing', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(MAP);
    await expect(widget.locator('[part~="region"]').first()).toBeVisible();
    await expectAtMostTall(widget, PLAYING_HEIGHT, 'fresh');
    for (let i = 0; i < 6; i++) {
      if (await nextRound(widget).isDisabled()) break;
      await nextRound(widget).click();
      await expectAtMostTall(widget, PLAYING_HEIGHT, `round ${i + 1}`);
    }
    await expectFits(widget, '1280', { base: true });
  });

  test('names what is wrong with a map given to the frame, and runs the sample instead', async ({ page }) => {
    await page.goto('/embed/fire-map/?seed=3&map=grid%202x2%3B%20area%20a1%20fire%3D9');
    const widget = page.locator('rb-fire-map');
    const alert = widget.getByRole('alert');
    await expect(alert).toContainText(/map: line 1: fire=9 is not a fire level/, { useInnerText: true });
    await expect(widget.locator('[part~="region"]')).toHaveCount(12);
  });
});
