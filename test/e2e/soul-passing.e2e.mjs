// The Death and passing on page, end to end: a prayer that overflows the Soul Gauge, the
// book's example stepped through and back, a reload that finds the same table at the same
// step, and every rule the procedure links to, found on its built page.
import { ruleTable, checkRuleAnchors } from './rules.mjs';

const TABLE = 'rb-soul-passing[storage-key="soul-passing:table"]';
const widgetText = (page) => page.locator(TABLE).evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

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
    name: "prays past a full gauge, replays the book's example, steps back, survives a reload",
    path: '/liberi-gothica/death-and-passing-on/',
    async run({ page, assert }) {
      const widget = page.locator(TABLE);
      // The page's table: 7 Vitality in the body, Ada 5 ft away with 16 in her gauge.
      await widget.getByRole('button', { name: 'Pray (action 1 of 2)' }).click();
      await widget.getByRole('button', { name: 'Pray (action 2 of 2)' }).click();
      const prayed = await widgetText(page);
      assert.match(prayed, /Ada finishes the Soul Prayer \(2 of 2 actions\): all 7 Vitality/);
      assert.match(prayed, /Ada \+4 to the Soul Gauge \(3 lost over 20\) and \+1 Essence/);
      // The why links its rule: the gauge's limit, on the Soul gathering page.
      assert.ok(
        await widget.locator('css=a[part~="rule-link"][href="/liberi-gothica/soul-gathering/#vitality-beyond-20-is-lost"]').count(),
      );

      // The book's example opens at its first step; Forward plays each of Cat's rolls.
      await widget.getByRole('button', { name: "Replay the book's example" }).click();
      assert.match(await widgetText(page), /Roll to pass on \(needs 10\+\)/);
      for (let i = 0; i < 3; i++) await widget.getByRole('button', { name: /Forward/ }).click();
      const cat = await widgetText(page);
      assert.match(cat, /Round 1: needed 10\+, rolled 7: lingers/);
      assert.match(cat, /Round 2: needed 9\+, rolled 6: lingers/);
      assert.match(cat, /Round 3: needed 8\+, rolled 8: passes on/);
      assert.equal(
        await widget
          .locator('css=[role="status"]')
          .innerText()
          .then((t) => /Cat passes on/.test(t)),
        true,
      );

      await widget.getByRole('button', { name: /Back/ }).click();
      assert.match(await widgetText(page), /Roll to pass on \(needs 8\+\)/);

      // Reloaded, it opens at the step it was left at (2 of 3), not at its last.
      await page.reload({ waitUntil: 'load' });
      await page
        .locator(TABLE)
        .getByRole('button', { name: /Roll to pass on \(needs 8\+\)/ })
        .waitFor();
      assert.match(await widgetText(page), /Round 2: needed 9\+, rolled 6: lingers/);
      assert.match(await widgetText(page), /Step 2 of 3/);
    },
  },
  {
    name: 'every rule soul passing links to is a heading on its built page',
    static: true,
    path: '/liberi-gothica/death-and-passing-on/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/liberi-gothica/soul-passing/soul-passing.rules.ts', 'SOUL_PASSING_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
    },
  },
  {
    name: 'shows every ruling and the odds table, with the chart drawn without inline styles',
    path: '/liberi-gothica/death-and-passing-on/',
    async run({ page, assert }) {
      const main = await page.locator('main').innerText();
      for (const ruling of ['the roll gets easier after each failure', 'the need stops at 1', 'the roll comes at the end of the round']) {
        assert.match(main, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      assert.match(main, /round 4: 50\.4%/);
      // The page shows rules, not the widget's API: one link to its reference page instead.
      assert.equal(await page.locator('main h2', { hasText: /^API$/ }).count(), 0);
      assert.equal(await page.locator('main a[href="/reference/soul-passing/"]').count(), 1);
      await page.locator(TABLE).getByRole('button', { name: 'Odds' }).click();
      const chart = page.locator(TABLE).locator('css=svg.chart');
      assert.equal(await chart.locator('css=rect.bar').count(), 11);
      assert.equal(await page.locator(TABLE).evaluate((el) => el.shadowRoot.querySelectorAll('[style]').length), 0);

      // The character on the brink: 3 to Life leaves it unconscious, 3 more kills it (Life -4).
      const brink = page.locator('rb-soul-passing[storage-key="soul-passing:brink"]');
      await brink.getByRole('spinbutton', { name: 'Damage' }).fill('3');
      await brink.getByRole('button', { name: 'Deal damage' }).click();
      assert.match(await brink.locator('css=[part="dead"]').innerText(), /Cat is unconscious: Life −1/);
      await brink.getByRole('button', { name: 'Deal damage' }).click();
      assert.match(await brink.locator('css=[part="dead"]').innerText(), /Cat is dead \(life below its limit\)/);
      // The why says the Toughness limit with its numbers.
      assert.match(await brink.locator('css=[part~="why"]').innerText(), /Life −4 is below −3 \(minus Toughness 3\): Cat dies\./);
      await brink.getByRole('button', { name: 'Pray (action 1 of 2)' }).waitFor();
    },
  },
  {
    name: "replays the book's Toughness example from its first step: unconscious at −3, dead at −4",
    path: '/liberi-gothica/death-and-passing-on/',
    async run({ page, assert }) {
      const brink = page.locator('rb-soul-passing[storage-key="soul-passing:brink"]');
      await brink.getByRole('button', { name: "Replay the book's example" }).click();
      const why = brink.locator('css=[part~="why"]');
      assert.match(await brink.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' ')), /Step 0 of 2/);
      await brink.getByRole('button', { name: /Forward/ }).click();
      assert.match(await why.innerText(), /Life −3 is below 0 but not below −3 \(minus Toughness 3\): Vale is unconscious\./);
      await brink.getByRole('button', { name: /Forward/ }).click();
      assert.match(await why.innerText(), /Life −4 is below −3 \(minus Toughness 3\): Vale dies\./);
    },
  },
  ...[320, 390].map((width) => ({
    name: `plays the table at ${width} px with nothing wider than the screen`,
    path: '/liberi-gothica/death-and-passing-on/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(TABLE);
      await widget.evaluate((el) => el.shadowRoot.querySelectorAll('details').forEach((d) => (d.open = true)));
      await fits(page, widget, assert, 'fresh, setup open');
      await widget.getByRole('button', { name: 'Odds' }).click();
      await widget.getByRole('button', { name: 'Statechart' }).click();
      for (let i = 0; i < 3; i++) await widget.getByRole('button', { name: 'End turn' }).click();
      await fits(page, widget, assert, 'at the passing roll, odds and chart open');
      await widget.getByRole('button', { name: /Roll to pass on/ }).click();
      await fits(page, widget, assert, 'after the roll');
      await widget.getByRole('button', { name: /Pray/ }).click();
      await widget.getByRole('button', { name: /Pray/ }).click();
      await fits(page, widget, assert, 'gathered, with the summary');
    },
  })),
];
