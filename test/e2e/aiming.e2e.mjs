// The Ranged combat page, end to end: aim four rounds and throw as in the book's example,
// step back, replay the example from the control, and find the table again after a reload;
// and every rule a shot links to is a heading on the built page.
import { build } from 'esbuild';
import { checkRuleAnchors } from './karma-check.e2e.mjs';

const TABLE = 'rb-aiming[storage-key="aiming:enris"]';
const widgetText = (page) => page.locator(TABLE).evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

async function exported(entry, name) {
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return module[name];
}

export const tests = [
  {
    name: 'aims four rounds, throws with the +5, steps back, replays the example, survives a reload',
    path: '/karmic/ranged-combat/',
    async run({ page, assert }) {
      const widget = page.locator(TABLE);
      const aim = widget.getByRole('button', { name: 'Aim (deal a card)' });
      await aim.click();
      await aim.click();
      await aim.click();
      let t = await widgetText(page);
      assert.match(t, /13 in 41 \(31\.7%\)/);
      assert.match(t, /Fire now \(best card, no hits\): it hits the target 100%/);
      await aim.click();
      t = await widgetText(page);
      assert.match(t, /\+2 falls off the row/);
      await widget.getByRole('button', { name: /^Fire with the best card/ }).click();
      t = await widgetText(page);
      assert.match(t, /5 card \+ 1 finesse \+ 1 target stationary − 2 short range = 5/);
      assert.match(t, /Attack total \+5: a hit for 5 damage \(capped from 6\)/);

      await widget.getByRole('button', { name: /Back/ }).click();
      assert.match(await widgetText(page), /Fire with the best card/);

      await page.reload({ waitUntil: 'load' });
      await page
        .locator(TABLE)
        .getByRole('button', { name: /^Fire with the best card/ })
        .waitFor();
      assert.match(await widgetText(page), /Step 4 of 5/);

      await page.locator(TABLE).getByRole('button', { name: "Replay the book's example" }).click();
      assert.match(await widgetText(page), /Step 0 of 5/);
      const forward = page.locator(TABLE).getByRole('button', { name: /Forward/ });
      for (let i = 0; i < 5; i++) await forward.click();
      assert.match(await widgetText(page), /a hit for 5 damage/);
    },
  },
  {
    name: 'fires without aiming and lets the shooter choose the card, at 390 px',
    path: '/karmic/ranged-combat/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const widget = page.locator(TABLE);
      await widget.getByRole('button', { name: 'Fire without aiming' }).click();
      const choices = widget.locator('css=[part~="draw"] button');
      assert.equal(await choices.count(), 2); // Enris's skill of 2
      await choices.first().click();
      assert.match(await widgetText(page), /Uses (\+|−)\d+/);
    },
  },
  {
    name: 'fires only from the Fire button, and the table setup works at 390 px',
    path: '/karmic/ranged-combat/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const widget = page.locator(TABLE);
      const aim = widget.getByRole('button', { name: 'Aim (deal a card)' });
      await aim.click();
      await aim.click();
      // A tap on a card of the row picks it; nothing is fired until the Fire button is pressed.
      await widget.getByRole('button', { name: /^4♥: −4/ }).click();
      assert.match(await widgetText(page), /Step 2 of 2/);
      assert.equal(await widget.getByRole('button', { name: 'Fire with −4 (your choice)' }).count(), 1);
      await widget.locator('css=details.setup > summary').click();
      const distance = widget.locator('css=input[name="distance"]');
      await distance.fill('8');
      await distance.press('Tab');
      assert.match(await widgetText(page), /8 yards with a range of 20: medium range/);
      const overflow = await widget.evaluate((el) => [
        el.scrollWidth - el.clientWidth,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ]);
      assert.deepEqual(overflow, [0, 0]);
      // The target's move was a step of its own; the card is picked again for this shot.
      await widget.getByRole('button', { name: /^4♥: −4/ }).click();
      await widget.getByRole('button', { name: 'Fire with −4 (your choice)' }).click();
      assert.match(await widgetText(page), /a card of the shooter’s choosing/);
    },
  },
  {
    name: 'shows every table and ruling, and the widget uses no inline styles',
    path: '/karmic/ranged-combat/',
    async run({ page, assert }) {
      const main = await page.locator('main').innerText();
      // Starlight turns straight quotes into curly ones, so quotes are matched loosely.
      for (const ruling of [
        /.close. or .short. range/,
        /which card falls off/,
        /the best card in the row/,
        /the chance that aiming again helps/,
        /damage to the wrong combatant/,
        /how a shield block is compared/,
        /maximum maneuvers as a fraction/,
        /the target.s dodge or block check/,
      ]) {
        assert.match(main, new RegExp(`Table ruling: ${ruling.source}`, 'i'));
      }
      assert.match(main, /Torso vitals\s+−6\s+−4\s+−10/);
      assert.match(main, /Long\s+up to the full range\s+−6/);
      assert.equal(await page.locator(TABLE).evaluate((el) => el.shadowRoot.querySelectorAll('[style]').length), 0);
    },
  },
  {
    name: 'links every rule a shot explains itself with to a heading that exists',
    static: true,
    path: '/karmic/ranged-combat/',
    async run(args) {
      await checkRuleAnchors(args, await exported('machines/karmic/aiming.rules.ts', 'AIMING_RULES'));
    },
  },
];
