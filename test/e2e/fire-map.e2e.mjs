// The fire page, end to end: choose an Area by keyboard, light it in the table setup, play
// rounds and read every roll with the link to its rule, step back, see the odds and their
// forecast, predict a round, play it at 390 px without sideways overflow and within 900 px at
// 1280, check every rule the map links to against the built pages, and see a bad map named in
// the frame version.
import { ruleTable, checkRuleAnchors } from './rules.mjs';

const MAP = 'rb-fire-map[storage-key="lady-luck-fire"]';
const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));
const toggle = (widget, name) => widget.locator('css=[part~="teach-toolbar"] button').filter({ hasText: new RegExp(`^${name}$`) });

/** The widget and the page, each no wider than its box. */
async function fits(page, widget, assert, where) {
  const m = await widget.evaluate((el) => ({
    sw: el.scrollWidth,
    cw: el.clientWidth,
    base: el.shadowRoot.querySelector('[part~="base"]').scrollWidth - el.shadowRoot.querySelector('[part~="base"]').clientWidth,
    psw: document.documentElement.scrollWidth,
    pcw: document.documentElement.clientWidth,
  }));
  assert.ok(m.sw <= m.cw && m.base <= 0, `${where}: the widget is ${m.sw} wide in ${m.cw} (base over by ${m.base})`);
  assert.ok(m.psw <= m.pcw, `${where}: the page is ${m.psw} wide in ${m.pcw}`);
}

export const tests = [
  {
    name: 'lights an Area by keyboard, plays two rounds with every roll listed, and steps back',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator(MAP);
      await widget.locator('css=[part="area"][data-area="a1"]').waitFor();
      assert.equal(await widget.locator('css=[part="area"]').count(), 12);

      // Arrow keys move across the map; the chosen Area's panel follows, its editor on request.
      await widget.locator('css=[part="area"][data-area="a1"]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await widget.locator('css=[part="panel"]').getAttribute('aria-label'), 'Area Meadow');
      assert.equal(await widget.locator('css=[part="editor"]').count(), 0);
      await widget.getByRole('button', { name: 'Edit this Area' }).press('Enter');
      assert.equal(await widget.locator('css=details[part~="setup"]').evaluate((d) => d.open), true, 'the table setup opened');
      await widget.getByLabel('Fire level', { exact: true }).selectOption('3');
      assert.match(await shadowText(widget), /Fire in 2 Areas, the worst at level 3/);
      assert.equal(await widget.getByRole('button', { name: /^Meadow: fire level 3/ }).count(), 1, 'the map says it');

      await widget.getByRole('button', { name: /^Next round/ }).press('Enter');
      const log = widget.locator('css=[part~="log"] li');
      await log.first().waitFor();
      const first = await log.allTextContents();
      assert.ok(
        first.some((line) => /^Barn growth roll: \d on the die/.test(line)),
        first.join('\n'),
      );
      assert.ok(
        first.some((line) => /^Meadow growth roll: \d on the die/.test(line)),
        first.join('\n'),
      );
      assert.ok(
        first.some((line) => /^The fire attacks Goblin: \d on the die/.test(line)),
        first.join('\n'),
      );

      // Every step's rule link lands on a heading of the page it names.
      const hrefs = [
        ...new Set(await widget.locator('css=a[part="rule-link"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
      ];
      assert.ok(hrefs.length >= 2, hrefs.join(' '));
      for (const href of hrefs) {
        const [path, id] = href.split('#');
        if (path === '/lady-luck/fire/') {
          assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `no heading #${id} on the page`);
        } else {
          const other = await page.request.get(new URL(path, page.url()).href);
          assert.ok((await other.text()).includes(`id="${id}"`), `no heading #${id} on ${path}`);
        }
      }
      const status = widget.locator('css=[role="status"]');
      assert.match(await status.innerText(), /^Round 1\./);

      await widget.getByRole('button', { name: /^Next round/ }).click();
      assert.match(await shadowText(widget), /Round 2\./);
      await widget.getByRole('button', { name: /Back/ }).click();
      assert.deepEqual(await log.allTextContents(), first);
    },
  },
  {
    name: 'shows the odds on the map and in the chosen Area, with a forecast that says how it was made',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator(MAP);
      await widget.locator('css=[part="area"][data-area="a2"]').click();
      assert.equal(await widget.locator('css=[part="panel"] [part~="odds"]').count(), 0, 'no odds until asked');
      await toggle(widget, 'Odds').press('Enter');
      assert.equal(await toggle(widget, 'Odds').getAttribute('aria-pressed'), 'true');
      // The barn (1, flammability 2) grows on 4 or more: half the time.
      assert.match(await widget.getByRole('button', { name: /^Barn:/ }).getAttribute('aria-label'), /grows this round 50%/);
      assert.match(await widget.locator('css=[part="panel"] .next-odds').innerText(), /grows to 2\s+50(\.0)?%/);
      await widget
        .locator('css=[part~="forecast"] .note')
        .filter({ hasText: /Exact|Estimated/ })
        .waitFor();
      assert.match(await widget.locator('css=[part~="forecast"]').innerText(), /Barn|level \d/);
    },
  },
  {
    name: 'asks a learner before a round, and plays it when answered',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator(MAP);
      await widget.locator('css=[part="area"][data-area="a2"]').click();
      await toggle(widget, 'Predict').press('Enter');
      await widget.getByRole('button', { name: /^Next round/ }).press('Enter');
      const question = widget.locator('css=[part~="predict"]');
      assert.match(await question.innerText(), /Will the fire in Barn grow next round\?/);
      await question.getByRole('button', { name: 'Yes' }).press('Enter');
      assert.match(await widget.locator('css=[part~="graded"]').innerText(), /(Right|Not this time)\..*Barn growth roll: \d on the die/s);
      assert.match(await shadowText(widget), /Round 1\./);
    },
  },
  ...[320, 390].map((width) => ({
    name: `fits ${width} px in every state: fresh, odds and forecast, a question, the statechart, the editor, after rounds`,
    path: '/lady-luck/fire/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(MAP);
      await widget.locator('css=[part="area"]').first().waitFor();
      await fits(page, widget, assert, 'fresh');
      await toggle(widget, 'Odds').click();
      await toggle(widget, 'Statechart').click();
      await widget.locator('css=.rb-chart').waitFor();
      await fits(page, widget, assert, 'odds and statechart');
      await toggle(widget, 'Predict').click();
      await widget.getByRole('button', { name: /^Next round/ }).click();
      await fits(page, widget, assert, 'a question');
      await widget.locator('css=[part~="predict"]').getByRole('button', { name: 'Skip' }).click();
      await toggle(widget, 'Predict').click();
      for (let i = 0; i < 4; i++) {
        const next = widget.getByRole('button', { name: /^Next round/ });
        if (await next.isDisabled()) break;
        await next.click();
      }
      await widget.getByRole('button', { name: 'Edit this Area' }).click();
      await widget.locator('css=[part="editor"]').waitFor();
      await fits(page, widget, assert, 'editor open, after rounds');
    },
  })),
  {
    name: 'stays within 900 px tall at 1280 px, fresh and while playing',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator(MAP);
      await widget.locator('css=[part="area"]').first().waitFor();
      const height = () => widget.evaluate((el) => el.getBoundingClientRect().height);
      assert.ok((await height()) <= 900, `fresh: ${await height()} px`);
      for (let i = 0; i < 6; i++) {
        const next = widget.getByRole('button', { name: /^Next round/ });
        if (await next.isDisabled()) break;
        await next.click();
        assert.ok((await height()) <= 900, `round ${i + 1}: ${await height()} px tall`);
      }
      await fits(page, widget, assert, '1280');
    },
  },
  {
    name: 'every rule the map links to is a heading on its built page',
    static: true,
    path: '/lady-luck/fire/',
    async run({ page, baseUrl, assert }) {
      await checkRuleAnchors(page, baseUrl, assert, await ruleTable('machines/lady-luck/fire-map.rules.ts', 'FIRE_MAP_RULES'));
    },
  },
  {
    name: 'names what is wrong with a map given to the frame, and runs the sample instead',
    path: '/embed/fire-map/?seed=3&map=grid%202x2%3B%20area%20a1%20fire%3D9',
    async run({ page, assert }) {
      const widget = page.locator('rb-fire-map');
      const alert = widget.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.innerText(), /map: line 1: fire=9 is not a fire level/);
      assert.equal(await widget.locator('css=[part="area"]').count(), 12);
    },
  },
];
