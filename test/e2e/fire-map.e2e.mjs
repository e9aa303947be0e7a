// The fire page, end to end: choose an Area by keyboard, light it, play rounds and read every
// roll, step back, and see a bad map named in the frame version.

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

export const tests = [
  {
    name: 'lights an Area by keyboard, plays two rounds with every roll listed, and steps back',
    path: '/lady-luck/fire/',
    async run({ page, assert }) {
      const widget = page.locator('rb-fire-map[storage-key="lady-luck-fire"]');
      await widget.locator('css=[part="area"][data-area="a1"]').waitFor();
      assert.equal(await widget.locator('css=[part="area"]').count(), 12);

      // Arrow keys move across the map; the editor follows.
      await widget.locator('css=[part="area"][data-area="a1"]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.match(await widget.locator('css=legend').innerText(), /Area a3/);
      await widget.getByLabel('Fire level').selectOption('3');
      assert.match(await shadowText(widget), /Fire in 2 Areas, the worst at level 3/);

      await widget.getByRole('button', { name: /^Next round/ }).click();
      const log = widget.locator('css=[part="log"] li');
      await log.first().waitFor();
      const first = await log.allTextContents();
      assert.ok(first.some((line) => /^a2 growth: rolled \d/.test(line)), first.join('\n'));
      assert.ok(first.some((line) => /^a3 growth: rolled \d/.test(line)), first.join('\n'));
      assert.ok(first.some((line) => /^Fire attacks Goblin: rolled \d/.test(line)), first.join('\n'));
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
