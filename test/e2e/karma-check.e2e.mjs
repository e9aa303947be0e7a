// The karma deck and checks page, end to end: play the book's tracking check with a hit-free
// stacked deck, then the opposed example, and read the result chart row beside each outcome;
// and every rule a check links to is a heading on the built page.
import { build } from 'esbuild';

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

/** A module's export, read from its TypeScript source (bundled on the fly, as the widgets are). */
async function exported(entry, name) {
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return module[name];
}

/** Every rule reference points at a heading id that exists on its page. */
export async function checkRuleAnchors({ page, baseUrl, assert }, rules) {
  const byPage = new Map();
  for (const rule of Object.values(rules)) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), rule.section]);
  for (const [path, sections] of byPage) {
    await page.goto(`${baseUrl}/${path}/`, { waitUntil: 'load' });
    for (const section of sections) {
      assert.equal(await page.locator(`[id="${section}"]`).count(), 1, `/${path}/#${section} is a heading on the page`);
    }
  }
}

export const tests = [
  {
    name: 'plays the tracking check, shows the chart row beside the outcome, and shares it',
    path: '/karmic/karma-deck-and-checks/',
    async run({ page, assert, context }) {
      const widget = page.locator('rb-karma-check[label="Tracker"]');
      assert.match(await widget.locator('css=[part~="chance"]').innerText(), /^Chance of success: \d/);
      await widget.getByRole('button', { name: 'Draw the cards' }).click();
      const hand = widget.locator('css=[part~="hand"] button');
      assert.equal(await hand.count(), 3);
      await widget.getByRole('button', { name: /^Play 3♥: −3, the 3 of hearts/ }).click();
      assert.match(await widget.locator('css=[part~="outcome"]').innerText(), /Success: 2 is above 0/);
      assert.match(await widget.locator('css=[part~="side"]').innerText(), /−3 card \+ 2 attribute \+ 3 difficulty = 2/);
      const row = await widget.locator('css=[part~="chart-row"]').innerText();
      assert.match(row, /Sufficient/);
      assert.match(row, /General information/);
      assert.match(await widget.locator('css=[part~="result-chart"] li[aria-current="true"]').innerText(), /\+2/);
      // The why links to the rule it applied, on this very page.
      const links = await widget.locator('css=[part~="why"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(links.includes('/karmic/karma-deck-and-checks/#a-basic-check'), links.join(' '));
      // A share link replays the check in a browser that has never seen it.
      await widget.getByRole('button', { name: 'Copy share link' }).click();
      const link = await widget.locator('css=input.share-field').inputValue();
      const other = await context.browser().newContext();
      const fresh = await other.newPage();
      await fresh.goto(link, { waitUntil: 'load' });
      const replayed = fresh.locator('rb-karma-check[label="Tracker"]');
      await replayed.locator('css=[part~="outcome"]').waitFor();
      assert.match(await replayed.locator('css=[part~="outcome"]').innerText(), /2 is above 0/);
      await other.close();
      // Back undoes the choice and shows the three cards again.
      await widget.getByRole('button', { name: /Back/ }).click();
      assert.equal(await widget.locator('css=[part~="hand"] button').count(), 3);
    },
  },
  {
    name: 'explores the check before the draw: the settings move the chance, and the book’s example replays',
    path: '/karmic/karma-deck-and-checks/',
    async run({ page, assert }) {
      const widget = page.locator('rb-karma-check[label="Tracker"]');
      const chance = widget.locator('css=[part~="chance"]');
      const before = await chance.innerText();
      await widget.locator('css=select[name="difficulty"]').selectOption('nigh-impossible');
      await widget.locator('css=select[name="skill"]').selectOption('1');
      const after = await chance.innerText();
      assert.notEqual(after, before);
      assert.match(await widget.locator('css=[part~="side"]').innerText(), /skill 1: draw 1 card; modifiers −6/);
      await widget.getByRole('button', { name: "Replay the book's example" }).click();
      assert.match(await widget.locator('css=[part~="history"]').innerText(), /0 of 2/);
      assert.match(await widget.locator('css=[part~="side"]').innerText(), /skill 3: draw 3 cards; modifiers \+5/);
      const forward = widget.getByRole('button', { name: /Forward/ });
      await forward.click();
      await forward.click();
      assert.match(await widget.locator('css=[part~="outcome"]').innerText(), /Success: 2 is above 0/);
    },
  },
  {
    name: 'plays the opposed charm check at 390 px: +6 against +8 fails, row −2',
    path: '/karmic/karma-deck-and-checks/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const widget = page.locator('rb-karma-check[label="Charmer"]');
      await widget.getByRole('button', { name: 'Draw the cards' }).click();
      await widget.getByRole('button', { name: /^Play 5♠/ }).click();
      await widget.getByRole('button', { name: /^Play 8♠/ }).click();
      const text = await shadowText(widget);
      assert.match(text, /Charmer \+6 against Barkeeper \+8/);
      assert.match(text, /Failure: \+6 is not greater than \+8/);
      assert.match(await widget.locator('css=[part~="chart-row"]').innerText(), /Poor/);
      const overflow = await widget.evaluate((el) => [
        el.scrollWidth - el.clientWidth,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ]);
      assert.deepEqual(overflow, [0, 0]);
    },
  },
  {
    name: 'combines skills: the helper draws a hand too and either hand may be played',
    path: '/karmic/karma-deck-and-checks/',
    async run({ page, assert }) {
      const widget = page.locator('rb-karma-check[label="Novice"]');
      await widget.getByRole('button', { name: 'Draw the cards' }).click();
      assert.equal(await widget.getByRole('group', { name: "Novice's draw" }).getByRole('button').count(), 1);
      const helper = widget.getByRole('group', { name: "Novice's helper's draw" }).getByRole('button');
      assert.equal(await helper.count(), 3);
      await helper.first().click();
      // Whatever the card, the check moves on: to a hit decision, the GM, or a result.
      assert.match(await shadowText(widget), /hit or stand|the GM names|Success|Failure/);
    },
  },
  {
    name: 'shows the rulings, the new sections and both tables without JavaScript help',
    static: true,
    path: '/karmic/karma-deck-and-checks/',
    async run({ page, assert }) {
      const main = await page.locator('main').innerText();
      for (const ruling of [
        'when a karma deck is reshuffled',
        'when you decide to hit',
        'how a joker is settled',
        'ties in an opposed check',
        'blank rows of the general result',
        'totals beyond the chart',
      ]) {
        assert.match(main, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      for (const heading of ['Checks the GM asks for', 'Awareness checks', 'Learning an advanced skill', 'The odds before you draw'])
        assert.match(main, new RegExp(heading));
      assert.match(main, /Nigh impossible\s+−8/);
      assert.match(main, /Extraordinary\s+Anything\s+\+200%/);
    },
  },
  {
    name: 'links every rule a check explains itself with to a heading that exists',
    static: true,
    path: '/karmic/karma-deck-and-checks/',
    async run(args) {
      await checkRuleAnchors(args, await exported('machines/karmic/karma-check.rules.ts', 'KARMA_CHECK_RULES'));
    },
  },
];
