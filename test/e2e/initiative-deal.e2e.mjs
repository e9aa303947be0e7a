// The Turn order page, end to end: play a round, reload, find the same table; and every
// rule the deal links to, found on its built page.
import { ruleTable, checkRuleAnchors } from './rules.mjs';

/** Text inside the widget's shadow root. */
const widgetText = (page) => page.locator('rb-initiative-deal').evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

export const tests = [
  {
    name: 'plays a round, survives a reload, and shares a link that replays it',
    path: '/liberi-gothica/turn-order/',
    async run({ page, assert, context }) {
      const widget = page.locator('rb-initiative-deal');
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      for (const name of ['Ada', 'Bram', 'Ghoul pack']) {
        await widget.getByRole('button', { name: `Show hand of ${name}` }).click();
        await widget.getByRole('button', { name: /^Play the / }).first().click();
        // A joker asks for its rank before it goes down.
        const joker = widget.getByRole('button', { name: /^Play joker as/ });
        if (await joker.count()) await joker.click();
      }
      await widget.getByRole('button', { name: 'Reveal the cards' }).click();
      const before = await widgetText(page);
      assert.match(before, /Turn order, round 1 of hand 1/);
      assert.match(before, /Game time 0:06/);
      const order = await widget.locator('css=[part="order"] li').allTextContents();
      assert.equal(order.length, 4);
      // Each placing links the rule that put it there.
      assert.equal(await widget.locator('css=[part="order"] li a[part~="rule-link"]').count(), 4);

      await page.reload({ waitUntil: 'load' });
      await page.locator('rb-initiative-deal').getByRole('list', { name: /Turn order/ }).waitFor();
      const after = await widgetText(page);
      assert.deepEqual(await page.locator('rb-initiative-deal').locator('css=[part="order"] li').allTextContents(), order);
      assert.match(after, /Game time 0:06/);

      // A share link replays the table in a browser that has never seen it.
      await page.locator('rb-initiative-deal').getByRole('button', { name: 'Copy share link' }).click();
      const link = await page.locator('rb-initiative-deal').locator('css=input.share-field').inputValue();
      const other = await context.browser().newContext();
      const fresh = await other.newPage();
      await fresh.goto(link, { waitUntil: 'load' });
      await fresh.locator('rb-initiative-deal').getByRole('list', { name: /Turn order/ }).waitFor();
      assert.deepEqual(await fresh.locator('rb-initiative-deal').locator('css=[part="order"] li').allTextContents(), order);
      await other.close();
    },
  },
  {
    name: 'every rule the initiative deal links to is a heading on its built page',
    path: '/liberi-gothica/turn-order/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/liberi-gothica/initiative-deal.rules.ts', 'INITIATIVE_DEAL_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
      // And the monsters-not-counted rule is shown as the ruling it is.
      await page.goto(`${baseUrl}/liberi-gothica/turn-order/`, { waitUntil: 'load' });
      assert.equal(await page.locator('main aside[aria-label^="Table ruling: who counts"]').count(), 1);
    },
  },
  {
    name: 'the landing page introduces the rulebook and lists the four systems',
    path: '/',
    async run({ page, assert }) {
      const text = await page.locator('main').innerText();
      for (const system of ['Liberi Gothica', 'Karmic', "Lady Luck's Chosen Few", 'dice-pool']) assert.match(text, new RegExp(system, 'i'));
    },
  },
  {
    name: 'the iframe page runs the widget from its standalone module',
    path: '/embed/initiative-deal/?seed=5&participants=Ada:%20pc;%20Ogre:%20monster%20Q%E2%99%A0',
    async run({ page, assert }) {
      const widget = page.locator('rb-initiative-deal');
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      const text = await widgetText(page);
      assert.match(text, /Ogre/);
      assert.match(text, /Hand 1/);
    },
  },
];
