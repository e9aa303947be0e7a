// The Ranged combat page, end to end: aim four rounds and throw as in the book's example,
// step back, replay the example from the control, and find the table again after a reload;
// fire without aiming, switch on the ruling that lets the shooter pick a card of the row, pick
// one and change the table setup at 390 px; and the page's tables and rulings. (Every rule a shot links to is checked by rule-anchors.spec.ts.)
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits } from './support/layout.js';

const PAGE = '/karmic/ranged-combat/';
const TABLE = 'rb-aiming[storage-key="aiming:enris"]';

test.describe('aiming', () => {
  test('aims four rounds, throws with the +5, steps back, replays the example, survives a reload', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator(TABLE);
    const aim = widget.getByRole('button', { name: 'Aim (deal a card)' });
    await aim.click();
    await aim.click();
    await aim.click();
    await expect(widget).toShowText(/13 in 41 \(31\.7%\)/);
    await expect(widget).toShowText(/Fire now \(best card, no hits\): it hits the target 100%/);
    await aim.click();
    await expect(widget).toShowText(/\+2 falls off the row/);
    await widget.getByRole('button', { name: /^Fire with the best card/ }).click();
    await expect(widget).toShowText(/5 card \+ 1 finesse \+ 1 target stationary − 2 short range = 5/);
    await expect(widget).toShowText(/Attack total \+5: a hit for 5 damage \(capped from 6\)/);

    await widget.getByRole('button', { name: /Back/ }).click();
    await expect(widget).toShowText(/Fire with the best card/);

    await page.reload();
    await expect(widget.getByRole('button', { name: /^Fire with the best card/ })).toBeVisible();
    await expect(widget).toShowText(/Step 4 of 5/);

    await widget.getByRole('button', { name: "Replay the book's example" }).click();
    await expect(widget).toShowText(/Step 0 of 5/);
    const forward = widget.getByRole('button', { name: /Forward/ });
    for (let i = 0; i < 5; i++) await forward.click();
    await expect(widget).toShowText(/a hit for 5 damage/);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 800 } });

    test('switches the table ruling on by keyboard and fires a lesser card, within 320 px', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator(TABLE);
      await widget.locator('details.setup > summary').focus();
      await page.keyboard.press('Enter');
      const ruling = widget.locator('select[name="aimed-card"]');
      await ruling.focus();
      await page.keyboard.press('ArrowDown');
      await expect(ruling).toHaveValue('any');
      await expectFits(widget, 'the table setup open');
      const aim = widget.getByRole('button', { name: 'Aim (deal a card)' });
      await aim.focus();
      await page.keyboard.press('Enter');
      await aim.focus();
      await page.keyboard.press('Enter');
      await widget.getByRole('button', { name: /^4♥: −4/ }).focus();
      await page.keyboard.press('Enter');
      await widget.getByRole('button', { name: 'Fire with −4 (your choice)' }).focus();
      await page.keyboard.press('Enter');
      await expect(widget).toShowText(/a card of the shooter’s choosing, as this table allows/);
      await expectFits(widget, 'a lesser card fired');
    });
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fires without aiming and lets the shooter choose the card, at 390 px', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator(TABLE);
      await widget.getByRole('button', { name: 'Fire without aiming' }).click();
      const choices = widget.locator('[part~="draw"] button');
      await expect(choices).toHaveCount(2); // Enris's skill of 2
      await choices.first().click();
      await expect(widget).toShowText(/Uses (\+|−)\d+/);
    });

    test('switches the table ruling on, fires only from the Fire button, and the table setup works at 390 px', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator(TABLE);
      const aim = widget.getByRole('button', { name: 'Aim (deal a card)' });
      await aim.click();
      await aim.click();
      // By the rules' words the shot takes the best card: the row offers no card to pick.
      await expect(widget.getByRole('button', { name: /^4♥: −4/ })).toHaveCount(0);
      await widget.locator('details.setup > summary').click();
      await widget.locator('select[name="aimed-card"]').selectOption('any');
      await expect(widget).toShowText(/Step 0 of 0/);
      await aim.click();
      await aim.click();
      // A tap on a card of the row picks it; nothing is fired until the Fire button is pressed.
      await widget.getByRole('button', { name: /^4♥: −4/ }).click();
      await expect(widget).toShowText(/Step 2 of 2/);
      await expect(widget.getByRole('button', { name: 'Fire with −4 (your choice)' })).toHaveCount(1);
      const distance = widget.locator('input[name="distance"]');
      await distance.fill('8');
      await distance.press('Tab');
      await expect(widget).toShowText(/8 yards with a range of 20: medium range/);
      await expectFits(widget, 'the table setup open');
      // The target's move was a step of its own; the card is picked again for this shot.
      await widget.getByRole('button', { name: /^4♥: −4/ }).click();
      await widget.getByRole('button', { name: 'Fire with −4 (your choice)' }).click();
      await expect(widget).toShowText(/a card of the shooter’s choosing/);
    });
  });

  test('shows every table and ruling, and the widget uses no inline styles', async ({ page }) => {
    await page.goto(PAGE);
    await drawEverySection(page);
    const main = page.locator('main');
    // Starlight turns straight quotes into curly ones, so quotes are matched loosely.
    for (const ruling of [
      /.close. or .short. range/,
      /which card falls off/,
      /the best card in the row/,
      /firing with another card of the row/,
      /the chance that aiming again helps/,
      /damage to the wrong combatant/,
      /how a shield block is compared/,
      /maximum maneuvers as a fraction/,
      /the target.s dodge or block check/,
    ]) {
      await expect(main).toContainText(new RegExp(`Table ruling: ${ruling.source}`, 'i'), { useInnerText: true });
    }
    await expect(main).toContainText(/Torso vitals\s+−6\s+−4\s+−10/, { useInnerText: true });
    await expect(main).toContainText(/Long\s+up to the full range\s+−6/, { useInnerText: true });
    expect(await page.locator(TABLE).evaluate((el) => el.shadowRoot?.querySelectorAll('[style]').length)).toBe(0);
  });
});
