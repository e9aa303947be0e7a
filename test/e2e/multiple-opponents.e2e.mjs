// The table of one fighter against several foes, end to end, on the close-quarters page: play
// our goblins example by keyboard at 390 px (two parries in a register, a swipe at three),
// read each pairing's arithmetic, keep the foes' cards out of the page, check nothing scrolls
// sideways at 390 and 320 px, show the rulings and the embed panel, and follow every rule the
// table links to onto a heading of its page.
import { build } from 'esbuild';

const PAGE = '/karmic/close-quarters-shields-and-special-situations/';
const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

/** MULTIPLE_OPPONENTS_RULES, read from the procedure's own source (bundled on the fly). */
async function rules() {
  const out = await build({
    entryPoints: ['machines/karmic/multiple-opponents.rules.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return Object.values(mod.MULTIPLE_OPPONENTS_RULES);
}

const overflow = (page, table) =>
  Promise.all([
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    table.evaluate((el) => {
      const base = el.shadowRoot.querySelector('[part~="base"]');
      return Math.max(el.scrollWidth - el.clientWidth, base.scrollWidth - base.clientWidth);
    }),
  ]);

/** Focus a control and press a key on the real keyboard. */
async function key(locator, press = 'Enter') {
  await locator.focus();
  await locator.press(press);
}

/** Pick an option of the maneuver list by keyboard: focus it and press the arrows. */
async function choose(table, id) {
  const select = table.locator('css=[part~="controls"] select');
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => o.value));
  const current = await select.inputValue();
  const steps = values.indexOf(id) - values.indexOf(current);
  await select.focus();
  for (let i = 0; i < Math.abs(steps); i++) await select.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  if ((await select.inputValue()) !== id) await select.selectOption(id);
}

export const tests = [
  {
    name: 'plays the goblins at 390 px by keyboard: two parries in one register, a swipe at three, the foes’ cards never in the page, nothing scrolls sideways',
    path: PAGE,
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of [
        'Who lays first in a register',
        'The foes share the GM’s deck',
        'A swipe needs the initiative over one target',
        'What the table of several leaves to the duel',
        'How the foes choose',
      ]) {
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      assert.doesNotMatch(body, /the duel on this site plays one fighter against one foe/i);
      assert.equal(await page.locator('[data-rb-embed][data-for="one-against-three"]').count(), 1);
      const table = page.locator('rb-multiple-opponents#one-against-three');
      await table.scrollIntoViewIfNeeded();
      await key(table.getByRole('button', { name: 'Draw for the initiative' }));
      await key(table.getByRole('button', { name: 'Hold it over Ash' }));
      await key(table.getByRole('button', { name: 'Draw the hands' }));
      const html = await table.evaluate((el) => el.shadowRoot.innerHTML);
      for (const face of ['5♠', '2♣', '4♠', '3♠', '4♥']) assert.ok(!html.includes(face), `${face} of a foe is not in the page`);
      await choose(table, 'parry:1');
      await key(table.getByRole('button', { name: /lay \+9,/ }));
      await choose(table, 'parry:2');
      await key(table.getByRole('button', { name: /lay \+8,/ }));
      await key(table.getByRole('button', { name: 'Close register 1' }));
      await choose(table, 'swipe:0-1-2');
      await key(table.getByRole('button', { name: /lay \+10,/ }));
      for (const [what, px] of (await overflow(page, table)).entries())
        assert.ok(px <= 0, `declaring: the ${what ? 'table' : 'page'} scrolls sideways by ${px}px`);
      await key(table.getByRole('button', { name: 'Close register 2' }));
      await key(table.getByRole('button', { name: 'Turn over register 1' }));
      await key(table.getByRole('button', { name: 'Turn over register 2' }));
      const text = await shadowText(table);
      assert.match(text, /Brand → Devon: 5 card − 10 parry = −5: miss/);
      assert.match(text, /Devon → Ash: 10 card \+ 1 modifiers − 3 swipe at 3 − 4 parry = 4: hit for 4 damage/);
      assert.match(text, /put every foe out of the fight/);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        for (const [what, px] of (await overflow(page, table)).entries())
          assert.ok(px <= 0, `${width} px, resolved: the ${what ? 'table' : 'page'} scrolls sideways by ${px}px`);
      }
    },
  },
  {
    name: 'every rule the table links to is a heading on its page',
    path: PAGE,
    async run({ page, baseUrl, assert }) {
      const byPage = new Map();
      for (const rule of await rules()) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), rule.section]);
      for (const [path, sections] of byPage) {
        await page.goto(`${baseUrl}/${path}/`);
        for (const id of new Set(sections))
          assert.equal(await page.locator(`main h2#${id}, main h3#${id}`).count(), 1, `/${path}/#${id} is a heading`);
      }
      // And a link the table shows goes there.
      await page.goto(`${baseUrl}${PAGE}`);
      const table = page.locator('rb-multiple-opponents#one-against-three');
      await table.scrollIntoViewIfNeeded();
      await table.getByRole('button', { name: 'Draw for the initiative' }).click();
      const links = await table.locator('css=[part~="why"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(links.includes(`${PAGE}#multiple-opponents`), links.join(' '));
    },
  },
];
