// The Turn order page, end to end: play a round from hands opened one at a time, reveal,
// move the "acting now" marker down the order, reload and find the same table, share it;
// play it at 390 px with nothing overflowing; the page's ruling and reference link; the
// landing page; and the iframe page. (Every rule the deal links to is checked by
// rule-anchors.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits, openAll } from './support/layout.js';

const PAGE = '/liberi-gothica/turn-order/';

/** Deal, then each player opens their hand, lays its first card (naming a joker a queen), and the cards are revealed. */
async function playRound(widget: Locator) {
  await widget.getByRole('button', { name: 'Deal the first hand' }).click();
  for (const name of ['Ada', 'Bram', 'Ghoul pack']) {
    await widget.getByRole('button', { name: `Show hand of ${name}` }).click();
    await widget
      .getByRole('button', { name: /^Play the / })
      .first()
      .click();
    // A joker asks for its rank before it goes down.
    const queen = widget.getByRole('button', { name: /^Play the joker as queen/ });
    if (await queen.count()) await queen.click();
  }
  await widget.getByRole('button', { name: 'Reveal the cards' }).click();
}

/** The seats in the revealed order, and the one acting now. */
const seats = (widget: Locator) => widget.locator('[part="order"] > li [part~="token"] .name');
const acting = (widget: Locator) => widget.locator('[part="order"] li[aria-current="step"] [part~="token"] .name');

test.describe('the initiative deal', () => {
  test('plays a round, moves the acting marker, survives a reload, and shares a link that replays it', async ({ page, browser }) => {
    await page.goto(PAGE);
    const widget = page.locator('rb-initiative-deal');
    await playRound(widget);
    await expect(widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' })).toBeVisible();
    await expect(widget).toShowText(/game time 0:06/);
    await expect(seats(widget)).toHaveCount(4);
    const order = await seats(widget).allInnerTexts();
    // Each placing links the rule that put it there, and the first acts now.
    await expect(widget.locator('[part="order"] li a[part~="rule-link"]')).toHaveCount(4);
    await expect(acting(widget)).toHaveText(order[0] ?? '', { useInnerText: true });
    await widget.getByRole('button', { name: `${order[0]} is done: ${order[1]} acts` }).click();
    await expect(acting(widget)).toHaveText(order[1] ?? '', { useInnerText: true });

    await page.reload();
    await expect(widget.getByRole('list', { name: /Turn order/ })).toBeVisible();
    await expect(seats(widget)).toHaveText(order, { useInnerText: true });
    await expect(acting(widget)).toHaveText(order[1] ?? '', { useInnerText: true });
    await expect(widget).toShowText(/game time 0:06/);

    // A share link replays the table in a browser that has never seen it, at the same step.
    await widget.getByRole('button', { name: 'Copy share link' }).click();
    const link = await widget.locator('input.share-field').inputValue();
    const other = await browser.newContext();
    try {
      const fresh = (await other.newPage()).locator('rb-initiative-deal');
      await fresh.page().goto(link);
      await expect(fresh.getByRole('list', { name: /Turn order/ })).toBeVisible();
      await expect(seats(fresh)).toHaveText(order, { useInnerText: true });
      await expect(acting(fresh)).toHaveText(order[1] ?? '', { useInnerText: true });
    } finally {
      await other.close();
    }
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('plays a round at 390 px with nothing wider than the screen, hands and joker choice included', async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator('rb-initiative-deal');
      await openAll(widget);
      await expectFits(widget, 'before the deal, setup open');
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      await widget.getByRole('button', { name: 'Odds' }).click();
      for (const name of ['Ada', 'Bram', 'Ghoul pack']) {
        await widget.getByRole('button', { name: `Show hand of ${name}` }).click();
        await expectFits(widget, `${name}'s hand open, with its odds`);
        await widget
          .getByRole('button', { name: /^Play the / })
          .first()
          .click();
        const queen = widget.getByRole('button', { name: /^Play the joker as queen/ });
        if (await queen.count()) {
          await expectFits(widget, 'the joker asks for its rank');
          await queen.click();
        }
      }
      await widget.getByRole('button', { name: 'Reveal the cards' }).click();
      await expect(widget.getByRole('list', { name: /Turn order/ })).toBeVisible();
      await expectFits(widget, 'revealed');
    });
  });

  test.describe('its page', () => {
    // The page's own text and headings: no widget needs to load.
    test.use({ widgets: 'static' });

    test("shows the monsters-not-counted ruling as a ruling, and no API: one link to the widget's reference page", async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.locator('main aside[aria-label^="Table ruling: who counts"]')).toHaveCount(1);
      await expect(page.locator('main h2', { hasText: /^API$/ })).toHaveCount(0);
      await expect(page.locator('main a[href="/reference/initiative-deal/"]')).toHaveCount(1);
    });
  });

  test('the landing page introduces the rulebook and lists the four systems', async ({ page }) => {
    await page.goto('/');
    await drawEverySection(page);
    for (const system of ['Liberi Gothica', 'Karmic', "Lady Luck's Chosen Few", 'dice-pool'])
      await expect(page.locator('main')).toContainText(new RegExp(system, 'i'), { useInnerText: true });
  });

  test('the iframe page runs the widget from its standalone module', async ({ page }) => {
    await page.goto('/embed/initiative-deal/?seed=5&participants=Ada:%20pc;%20Ogre:%20monster%20Q%E2%99%A0');
    const widget = page.locator('rb-initiative-deal');
    await widget.getByRole('button', { name: 'Deal the first hand' }).click();
    await expect(widget).toShowText(/Ogre/);
    await expect(widget).toShowText(/Hand 1/);
  });
});
