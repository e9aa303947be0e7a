// The karma deck and checks page, end to end: play the book's tracking check with a hit-free
// stacked deck, then the opposed example, and read the result chart row beside each outcome;
// read the money column for a buyer at 320 px; combine skills; and the page's rulings and
// tables. (Every rule a check links to is checked
// by rule-anchors.spec.ts.)
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits } from './support/layout.js';

const PAGE = '/karmic/karma-deck-and-checks/';
const inner = { useInnerText: true };

test.describe('the karma check', () => {
  test('plays the tracking check, shows the chart row beside the outcome, and shares it', async ({ page, browser }) => {
    await page.goto(PAGE);
    const widget = page.locator('rb-karma-check[label="Tracker"]');
    // Where a reader meets it: a section out of sight is not drawn, and its text not read.
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('[part~="chance"]')).toContainText(/^Chance of success: \d/, inner);
    await widget.getByRole('button', { name: 'Draw the cards' }).click();
    await expect(widget.locator('[part~="hand"] button')).toHaveCount(3);
    await widget.getByRole('button', { name: /^Play 3♥: −3, the 3 of hearts/ }).click();
    await expect(widget.locator('[part~="outcome"]')).toContainText(/Success: 2 is above 0/, inner);
    await expect(widget.locator('[part~="side"]')).toContainText(/−3 card \+ 2 attribute \+ 3 difficulty = 2/, inner);
    const row = widget.locator('[part~="chart-row"]');
    await expect(row).toContainText(/Sufficient/, inner);
    await expect(row).toContainText(/General information/, inner);
    await expect(widget.locator('[part~="result-chart"] li[aria-current="true"]')).toContainText(/\+2/, inner);
    // The why links to the rule it applied, on this very page.
    await expect(widget.locator('[part~="why"] a[href="/karmic/karma-deck-and-checks/#a-basic-check"]')).not.toHaveCount(0);
    // A share link replays the check in a browser that has never seen it.
    await widget.getByRole('button', { name: 'Copy share link' }).click();
    const link = await widget.locator('input.share-field').inputValue();
    const other = await browser.newContext();
    try {
      const fresh = await other.newPage();
      await fresh.goto(link);
      await expect(fresh.locator('rb-karma-check[label="Tracker"] [part~="outcome"]')).toContainText(/2 is above 0/, inner);
    } finally {
      await other.close();
    }
    // Back undoes the choice and shows the three cards again.
    await widget.getByRole('button', { name: /Back/ }).click();
    await expect(widget.locator('[part~="hand"] button')).toHaveCount(3);
  });

  test('explores the check before the draw: the settings move the chance, and the book’s example replays', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator('rb-karma-check[label="Tracker"]');
    // In view, as for a reader who sets it up: its text is read with innerText, which is empty
    // in a section the page is not drawing (content-visibility).
    await widget.scrollIntoViewIfNeeded();
    const chance = widget.locator('[part~="chance"]');
    const before = await chance.innerText();
    await widget.locator('select[name="difficulty"]').selectOption('nigh-impossible');
    await widget.locator('select[name="skill"]').selectOption('1');
    await expect(chance).not.toHaveText(before, inner);
    await expect(widget.locator('[part~="side"]')).toContainText(/skill 1: draw 1 card; modifiers −6/, inner);
    await widget.getByRole('button', { name: "Replay the book's example" }).click();
    await expect(widget.locator('[part~="history"]')).toContainText(/0 of 2/, inner);
    await expect(widget.locator('[part~="side"]')).toContainText(/skill 3: draw 3 cards; modifiers \+5/, inner);
    const forward = widget.getByRole('button', { name: /Forward/ });
    await forward.click();
    await forward.click();
    await expect(widget.locator('[part~="outcome"]')).toContainText(/Success: 2 is above 0/, inner);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('plays the opposed charm check at 390 px: +6 against +8 fails, row −2', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator('rb-karma-check[label="Charmer"]');
      await widget.getByRole('button', { name: 'Draw the cards' }).click();
      await widget.getByRole('button', { name: /^Play 5♠/ }).click();
      await widget.getByRole('button', { name: /^Play 8♠/ }).click();
      await expect(widget).toShowText(/Charmer \+6 against Barkeeper \+8/);
      await expect(widget).toShowText(/Failure: \+6 is not greater than \+8/);
      await expect(widget.locator('[part~="chart-row"]')).toContainText(/Poor/, inner);
      await expectFits(widget, 'the opposed check played');
    });
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 800 } });

    test('reads the money column for a buyer, chosen by keyboard in the table setup, and fits 320 px', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator('rb-karma-check[label="Tracker"]');
      await widget.locator('details.setup > summary').focus();
      await page.keyboard.press('Enter');
      const selling = widget.locator('input[name="trade"][value="selling"]');
      await selling.focus();
      await page.keyboard.press('ArrowDown');
      await expect(widget.locator('input[name="trade"][value="buying"]')).toBeChecked();
      await expectFits(widget, 'the table setup open, buying');
      await widget.getByRole('button', { name: 'Draw the cards' }).click();
      await widget.getByRole('button', { name: /^Play 3♥/ }).click();
      await expect(widget.locator('[part~="chart-row"]')).toContainText(/Money, for a buyer\s+−15% \(the −2 row\)/, inner);
      await expectFits(widget, 'a buyer’s check played');
    });
  });

  test('combines skills: the helper draws a hand too and either hand may be played', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator('rb-karma-check[label="Novice"]');
    await widget.getByRole('button', { name: 'Draw the cards' }).click();
    await expect(widget.getByRole('group', { name: "Novice's draw" }).getByRole('button')).toHaveCount(1);
    const helper = widget.getByRole('group', { name: "Novice's helper's draw" }).getByRole('button');
    await expect(helper).toHaveCount(3);
    await helper.first().click();
    // Whatever the card, the check moves on: to a hit decision, the GM, or a result.
    await expect(widget).toShowText(/hit or stand|the GM names|Success|Failure/);
  });

  test.describe('its page', () => {
    // The page's own text: no widget needs to load.
    test.use({ widgets: 'static' });

    test('shows the rulings, the new sections and both tables without JavaScript help', async ({ page }) => {
      await page.goto(PAGE);
      await drawEverySection(page);
      const main = page.locator('main');
      for (const ruling of [
        'when a karma deck is reshuffled',
        'when you decide to hit',
        'how a joker is settled',
        'ties in an opposed check',
        'blank rows of the general result',
        'totals beyond the chart',
      ]) {
        await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), inner);
      }
      for (const heading of ['Checks the GM asks for', 'Awareness checks', 'Learning an advanced skill', 'The odds before you draw'])
        await expect(main).toContainText(new RegExp(heading), inner);
      await expect(main).toContainText(/Nigh impossible\s+−8/, inner);
      await expect(main).toContainText(/Extraordinary\s+Anything\s+\+200%/, inner);
    });
  });
});
