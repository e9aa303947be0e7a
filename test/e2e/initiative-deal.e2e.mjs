// The Turn order page, end to end: play a round from hands opened one at a time, reveal,
// move the "acting now" marker down the order, reload and find the same table, share it;
// play it at 390 px with nothing overflowing; and every rule the deal links to, found on its
// built page.
import { ruleTable, checkRuleAnchors } from './rules.mjs';

/** Text inside the widget's shadow root. */
const widgetText = (page) => page.locator('rb-initiative-deal').evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

/** Deal, then each player opens their hand, lays its first card (naming a joker a queen), and the cards are revealed. */
async function playRound(widget) {
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

/** The widget and the page, each no wider than its box. */
async function fits(page, widget, assert, where) {
  const m = await widget.evaluate((el) => ({
    sw: el.scrollWidth,
    cw: el.clientWidth,
    psw: document.documentElement.scrollWidth,
    pcw: document.documentElement.clientWidth,
  }));
  assert.ok(m.sw <= m.cw, `${where}: the widget is ${m.sw} wide in ${m.cw}`);
  assert.ok(m.psw <= m.pcw, `${where}: the page is ${m.psw} wide in ${m.pcw}`);
}

export const tests = [
  {
    name: 'plays a round, moves the acting marker, survives a reload, and shares a link that replays it',
    path: '/liberi-gothica/turn-order/',
    async run({ page, assert, context }) {
      const widget = page.locator('rb-initiative-deal');
      await playRound(widget);
      await widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' }).waitFor();
      assert.match(await widgetText(page), /game time 0:06/);
      const names = (w) => w.locator('css=[part="order"] > li strong').allInnerTexts();
      const order = await names(widget);
      assert.equal(order.length, 4);
      // Each placing links the rule that put it there, and the first acts now.
      assert.equal(await widget.locator('css=[part="order"] li a[part~="rule-link"]').count(), 4);
      const acting = (w) => w.locator('css=[part="order"] li[aria-current="step"] strong').innerText();
      assert.equal(await acting(widget), order[0]);
      await widget.getByRole('button', { name: `${order[0]} is done: ${order[1]} acts` }).click();
      assert.equal(await acting(widget), order[1]);

      await page.reload({ waitUntil: 'load' });
      const again = page.locator('rb-initiative-deal');
      await again.getByRole('list', { name: /Turn order/ }).waitFor();
      assert.deepEqual(await names(again), order);
      assert.equal(await acting(again), order[1]);
      assert.match(await widgetText(page), /game time 0:06/);

      // A share link replays the table in a browser that has never seen it, at the same step.
      await page.locator('rb-initiative-deal').getByRole('button', { name: 'Copy share link' }).click();
      const link = await page.locator('rb-initiative-deal').locator('css=input.share-field').inputValue();
      const other = await context.browser().newContext();
      const fresh = await other.newPage();
      await fresh.goto(link, { waitUntil: 'load' });
      await fresh
        .locator('rb-initiative-deal')
        .getByRole('list', { name: /Turn order/ })
        .waitFor();
      assert.deepEqual(await names(fresh.locator('rb-initiative-deal')), order);
      assert.equal(await acting(fresh.locator('rb-initiative-deal')), order[1]);
      await other.close();
    },
  },
  {
    name: 'plays a round at 390 px with nothing wider than the screen, hands and joker choice included',
    path: '/liberi-gothica/turn-order/',
    viewport: { width: 390, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator('rb-initiative-deal');
      await widget.evaluate((el) => el.shadowRoot.querySelectorAll('details').forEach((d) => (d.open = true)));
      await fits(page, widget, assert, 'before the deal, setup open');
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      await widget.getByRole('button', { name: 'Odds' }).click();
      for (const name of ['Ada', 'Bram', 'Ghoul pack']) {
        await widget.getByRole('button', { name: `Show hand of ${name}` }).click();
        await fits(page, widget, assert, `${name}'s hand open, with its odds`);
        await widget
          .getByRole('button', { name: /^Play the / })
          .first()
          .click();
        const queen = widget.getByRole('button', { name: /^Play the joker as queen/ });
        if (await queen.count()) {
          await fits(page, widget, assert, 'the joker asks for its rank');
          await queen.click();
        }
      }
      await widget.getByRole('button', { name: 'Reveal the cards' }).click();
      await widget.getByRole('list', { name: /Turn order/ }).waitFor();
      await fits(page, widget, assert, 'revealed');
    },
  },
  {
    name: 'every rule the initiative deal links to is a heading on its built page',
    static: true,
    path: '/liberi-gothica/turn-order/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/liberi-gothica/initiative-deal.rules.ts', 'INITIATIVE_DEAL_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
      // And the monsters-not-counted rule is shown as the ruling it is.
      await page.goto(`${baseUrl}/liberi-gothica/turn-order/`, { waitUntil: 'load' });
      assert.equal(await page.locator('main aside[aria-label^="Table ruling: who counts"]').count(), 1);
      // The page shows rules, not the widget's API: one link to its reference page instead.
      assert.equal(await page.locator('main h2', { hasText: /^API$/ }).count(), 0);
      assert.equal(await page.locator('main a[href="/reference/initiative-deal/"]').count(), 1);
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
