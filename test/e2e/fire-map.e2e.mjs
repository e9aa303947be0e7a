// The fire page, end to end: choose an Area by keyboard, light it, play rounds and read every
// roll with the link to its rule, step back, and see a bad map named in the frame version.

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

export const tests = [
  {
    name: 'lights an Area by keyboard, plays two rounds with every roll listed, and steps back',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator('rb-fire-map[storage-key="lady-luck-fire"]');
      await widget.locator('css=[part="area"][data-area="a1"]').waitFor();
      assert.equal(await widget.locator('css=[part="area"]').count(), 12);

      // Arrow keys move across the map; the chosen Area's panel follows, its editor on request.
      await widget.locator('css=[part="area"][data-area="a1"]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await widget.locator('css=[part="panel"]').getAttribute('aria-label'), 'Area Meadow');
      assert.equal(await widget.locator('css=[part="editor"]').count(), 0);
      await widget.getByRole('button', { name: 'Edit this Area' }).press('Enter');
      await widget.getByLabel('Fire level').selectOption('3');
      assert.match(await shadowText(widget), /Fire in 2 Areas, the worst at level 3/);

      await widget.getByRole('button', { name: /^Next round/ }).click();
      const log = widget.locator('css=[part="log"] li');
      await log.first().waitFor();
      const first = await log.allTextContents();
      assert.ok(first.some((line) => /^Barn growth roll: \d on the die/.test(line)), first.join('\n'));
      assert.ok(first.some((line) => /^Meadow growth roll: \d on the die/.test(line)), first.join('\n'));
      assert.ok(first.some((line) => /^The fire attacks Goblin: \d on the die/.test(line)), first.join('\n'));

      // Every step's rule link lands on a heading of the page it names.
      const hrefs = [...new Set(await widget.locator('css=a[part="rule-link"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))];
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

      // The forecast finishes and says how it was made.
      await widget.locator('css=p[part="odds"]').filter({ hasText: /Exact|Estimated/ }).waitFor();
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
