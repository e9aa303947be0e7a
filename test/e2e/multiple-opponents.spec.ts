// The table of one fighter against several foes, end to end, on the close-quarters page: play
// our goblins example by keyboard at 390 px (two parries in a register, a swipe at three),
// read each pairing's arithmetic, keep the foes' cards out of the page, check nothing scrolls
// sideways at 390 and 320 px, show the rulings and the embed panel, and follow every rule the
// table links to onto a heading of its page.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits } from './support/layout.js';
import { MULTIPLE_OPPONENTS_RULES } from './support/machines.js';

const PAGE = '/karmic/close-quarters-shields-and-special-situations/';
const TABLE = 'rb-multiple-opponents#one-against-three';

/** Focus a control and press a key on the real keyboard. */
async function key(locator: Locator, press = 'Enter') {
  await locator.focus();
  await locator.press(press);
}

/** Pick an option of the maneuver list by keyboard: focus it and press the arrows. */
async function choose(table: Locator, id: string) {
  const select = table.locator('[part~="controls"] select');
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const current = await select.inputValue();
  const steps = values.indexOf(id) - values.indexOf(current);
  await select.focus();
  for (let i = 0; i < Math.abs(steps); i++) await select.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  if ((await select.inputValue()) !== id) await select.selectOption(id);
  await expect(select).toHaveValue(id);
}

test.describe('multiple opponents', () => {
  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('plays the goblins at 390 px by keyboard: two parries in one register, a swipe at three, the foes’ cards never in the page, nothing scrolls sideways', async ({
      page,
    }) => {
      await page.goto(PAGE);
      await drawEverySection(page);
      const main = page.locator('main');
      for (const ruling of [
        'Who lays first in a register',
        'The foes share the GM’s deck',
        'A swipe needs the initiative over one target',
        'What the table of several leaves to the duel',
        'How the foes choose',
      ]) {
        await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), { useInnerText: true });
      }
      await expect(main).not.toContainText(/the duel on this site plays one fighter against one foe/i, { useInnerText: true });
      await expect(page.locator('[data-rb-embed][data-for="one-against-three"]')).toHaveCount(1);
      const table = page.locator(TABLE);
      await table.scrollIntoViewIfNeeded();
      await key(table.getByRole('button', { name: 'Draw for the initiative' }).first());
      await key(table.getByRole('button', { name: 'Hold it over Ash' }).first());
      await key(table.getByRole('button', { name: 'Draw the hands' }).first());
      // Devon's hand is drawn (and the foes' with it).
      await expect(table.getByRole('button', { name: /lay \+9,/ }).first()).toBeVisible();
      const html = await table.evaluate((el) => el.shadowRoot?.innerHTML ?? '');
      for (const face of ['5♠', '2♣', '4♠', '3♠', '4♥']) expect(html.includes(face), `${face} of a foe is in the page`).toBe(false);
      await choose(table, 'parry:1');
      await key(table.getByRole('button', { name: /lay \+9,/ }).first());
      await choose(table, 'parry:2');
      await key(table.getByRole('button', { name: /lay \+8,/ }).first());
      await key(table.getByRole('button', { name: 'Close register 1' }).first());
      await choose(table, 'swipe:0-1-2');
      await key(table.getByRole('button', { name: /lay \+10,/ }).first());
      await expectFits(table, 'declaring', { base: true });
      await key(table.getByRole('button', { name: 'Close register 2' }).first());
      await key(table.getByRole('button', { name: 'Turn over register 1' }).first());
      await key(table.getByRole('button', { name: 'Turn over register 2' }).first());
      await expect(table).toShowText(/Brand → Devon: 5 card − 10 parry = −5: miss/);
      await expect(table).toShowText(/Devon → Ash: 10 card \+ 1 modifiers − 3 swipe at 3 − 4 parry = 4: hit for 4 damage/);
      await expect(table).toShowText(/put every foe out of the fight/);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expectFits(table, `${width} px, resolved`, { base: true });
      }
    });
  });

  test('every rule the table links to is a heading on its page', async ({ page }) => {
    const byPage = new Map<string, string[]>();
    for (const rule of Object.values(MULTIPLE_OPPONENTS_RULES)) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), rule.section]);
    for (const [path, sections] of byPage) {
      await page.goto(`/${path}/`);
      for (const id of new Set(sections))
        await expect(page.locator(`main h2#${id}, main h3#${id}`), `/${path}/#${id} is a heading`).toHaveCount(1);
    }
    // And a link the table shows goes there.
    await page.goto(PAGE);
    const table = page.locator(TABLE);
    await table.scrollIntoViewIfNeeded();
    await table.getByRole('button', { name: 'Draw for the initiative' }).first().click();
    await expect(table.locator(`[part~="why"] a[href="${PAGE}#multiple-opponents"]`)).not.toHaveCount(0);
  });
});
