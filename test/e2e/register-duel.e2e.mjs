// The register duel's pages, end to end: replay both of the book's examples in the inline duels
// and read each register's arithmetic; switch to play against the computer and make sure its
// hand never reaches the page; follow every rule the duel links to onto its heading; play on a
// phone without sideways scrolling; check the rulings, the table of contents entry and the
// embed panel are on the page, and that the API tables are not.
import { build } from 'esbuild';

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

/** REGISTER_DUEL_RULES, read from the machine's own source (bundled on the fly, no other copy). */
async function duelRules() {
  const out = await build({
    entryPoints: ['machines/karmic/register-duel.rules.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return Object.values(mod.REGISTER_DUEL_RULES);
}

/** Sideways overflow of the page and of the duel's own box, in px (0 or less is none). */
const overflow = (page, duel) =>
  Promise.all([
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    duel.evaluate((el) => {
      const base = el.shadowRoot.querySelector('[part~="base"]');
      return Math.max(el.scrollWidth - el.clientWidth, base.scrollWidth - base.clientWidth);
    }),
  ]);

export const tests = [
  {
    name: "replays the book's example step by step: registers at −1, −1 and 6, the disarm succeeding",
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: "Replay the book's example: Devon against the soldier" }).click();
      const forward = duel.getByRole('button', { name: /Forward/ });
      await forward.click();
      assert.match(await duel.locator('css=[part~="why"]').innerText(), /Devon draws \+2, −3 \(combat training 2\): 2 card = 2/);
      for (let i = 1; i < 12; i++) await forward.click();
      const sums = await duel.locator('css=[part~="arithmetic"]').allInnerTexts();
      assert.equal(sums.length, 3);
      assert.match(sums[0], /3 card \+ 1 modifiers − 5 parry = −1: miss/);
      assert.match(sums[1], /−2 card \+ 1 modifiers = −1: miss/);
      assert.match(sums[2], /10 card \+ 1 modifiers − 5 difficulty = 6: disarmed/);
      assert.match(await shadowText(duel), /Soldier · sword · damage 0 of 8, disarmed/);
      // Back goes to the moment before register 3 turned over.
      await duel.getByRole('button', { name: /Back/ }).click();
      assert.equal(await duel.locator('css=[part~="arithmetic"]').count(), 2);
    },
  },
  {
    name: 'plays a register against the computer after switching mode in the widget, its hand kept out of the page',
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('radio', { name: 'Against the computer' }).check();
      assert.equal(await duel.getAttribute('mode'), 'opponent');
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      const holding = await duel.evaluate(
        (el) => el.snapshot.matches({ round: 'holdingInitiative' }) && el.snapshot.context.attacker === 0,
      );
      if (holding) await duel.getByRole('button', { name: 'Draw the hands' }).click();
      // Whoever attacks, the page ends up waiting on the reader with something to do.
      await duel.locator('css=[part~="prompt"]').waitFor();
      assert.ok((await duel.locator('css=[part~="why"]').innerText()).length > 0);
      // Every card face in the widget carries its name in an aria-label: none may be the opponent's.
      const leaks = await duel.evaluate((el) => {
        const names = { J: 'jack', Q: 'queen', K: 'king', A: 'ace' };
        const suits = { s: 'spades', h: 'hearts', c: 'clubs', d: 'diamonds' };
        const hidden = el.snapshot.context.hands[1].map((c) => `${names[c.slice(0, -1)] ?? c.slice(0, -1)} of ${suits[c.slice(-1)]}`);
        const labels = [...el.shadowRoot.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
        return { hidden: hidden.length, leaked: labels.filter((l) => hidden.some((h) => l.includes(h))) };
      });
      assert.ok(leaks.hidden > 0, 'the opponent holds a hand');
      assert.deepEqual(leaks.leaked, []);
      // Nor is any of it in the browser's saved copy.
      const saved = await page.evaluate(() => localStorage.getItem('rb:register-duel:melee'));
      const hiddenCodes = await duel.evaluate((el) => el.snapshot.context.hands[1]);
      const events = JSON.parse(saved).events;
      assert.ok(
        hiddenCodes.every((c) => !JSON.stringify(events).includes(`"${c}"`)),
        'the saved moves name no hidden card',
      );
    },
  },
  {
    name: 'links every reason to a heading that exists on its page',
    path: '/karmic/melee-combat/',
    async run({ page, assert, baseUrl }) {
      const rules = await duelRules();
      assert.ok(rules.length > 10);
      const byPage = new Map();
      for (const rule of rules) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), rule.section]);
      for (const [path, sections] of byPage) {
        await page.goto(`${baseUrl}/${path}/`);
        for (const id of new Set(sections)) {
          assert.equal(await page.locator(`main h2#${id}, main h3#${id}`).count(), 1, `/${path}/#${id} is a heading`);
        }
      }
      // And a link the duel shows goes there.
      await page.goto(`${baseUrl}/karmic/melee-combat/`);
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      const href = await duel.locator('css=[part~="why"] a').first().getAttribute('href');
      assert.match(href, /^\/karmic\/melee-combat\/#initiative$/);
    },
  },
  {
    name: "replays Devon's axe and poniard on the close-quarters page",
    path: '/karmic/close-quarters-shields-and-special-situations/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel#axe-and-poniard');
      await duel.getByRole('button', { name: "Replay the book's example: Devon’s axe and poniard" }).click();
      const forward = duel.getByRole('button', { name: /Forward/ });
      for (let i = 0; i < 14; i++) await forward.click();
      const moves = await duel.evaluate((el) =>
        el.snapshot.context.registers
          .flatMap((r) => [r.attack, r.defence])
          .filter((d) => d && d.side === 0)
          .map((d) => `${d.maneuver} ${d.hand}`),
      );
      assert.deepEqual(moves, ['attack main', 'attack main', 'parry off', 'parry off']);
      assert.match(await shadowText(duel), /Devon · medium axe \+ poniard/);
    },
  },
  {
    name: 'plays a brawl on the close-quarters page at 390 px: a tackle into wrestling range, a fresh initiative, then a pin or an escape, with the rulings shown',
    path: '/karmic/close-quarters-shields-and-special-situations/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of [
        'Who fights hand to hand',
        'Blows need the initiative',
        'A tackle ends the turn',
        'Holds, falls and dirty tricks',
      ]) {
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      assert.equal(await page.locator('[data-rb-embed][data-for="brawl"]').count(), 1);
      const duel = page.locator('rb-register-duel#brawl');
      await duel.scrollIntoViewIfNeeded();
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      // Whoever holds the initiative tackles; the other leaves the register empty, so it lands.
      while ((await duel.getByRole('button', { name: 'Draw the hands' }).count()) === 0)
        await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      await duel.getByRole('button', { name: 'Draw the hands' }).click();
      const select = duel.locator('css=[part~="controls"] select');
      const options = await select.locator('option').allInnerTexts();
      assert.ok(
        options.some((o) => o.startsWith('Hand attack (0, hand to hand)')),
        options.join(' | '),
      );
      assert.ok(!options.some((o) => o.startsWith('Attack (')), 'no armed attack with bare hands');
      await select.selectOption({ label: options.find((o) => o.startsWith('Tackle')) });
      await duel
        .getByRole('button', { name: /: Lay .* face down in register 1 as tackle/ })
        .first()
        .click();
      await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
      await duel.getByRole('button', { name: 'Turn over register 1' }).click();
      assert.match(await shadowText(duel), /wrestling range/);
      const why = await duel.locator('css=[part~="why"]').innerText();
      assert.match(why, /initiative is drawn again/);
      const href = await duel
        .locator('css=[part~="why"] a', { hasText: /tackle ends the turn/i })
        .first()
        .getAttribute('href');
      assert.match(href, /#striking-maneuvers$/);
      for (const [what, px] of (await overflow(page, duel)).entries())
        assert.ok(px <= 0, `wrestling: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
      await duel.getByRole('button', { name: 'Next round' }).click();
      assert.equal(await duel.evaluate((el) => el.snapshot.value), 'drawingForInitiative');
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      while ((await duel.getByRole('button', { name: 'Draw the hands' }).count()) === 0)
        await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      await duel.getByRole('button', { name: 'Draw the hands' }).click();
      const wrestling = await select.locator('option').allInnerTexts();
      assert.ok(wrestling.some((o) => o.startsWith('Pin')) && wrestling.some((o) => o.startsWith('Escape')), wrestling.join(' | '));
      for (const [what, px] of (await overflow(page, duel)).entries())
        assert.ok(px <= 0, `declaring while wrestling: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
    },
  },
  {
    name: 'plays the giant on the close-quarters page at 390 px: chop free of its limb, then flank it, with the unusual-foe rulings shown',
    path: '/karmic/close-quarters-shields-and-special-situations/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of ['Swats and smashes in the duel', 'Flanking', 'Clinging', 'Bucking', 'Caught by a limb'])
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      assert.doesNotMatch(body, /left to the GM/);
      assert.match(body, /several-foes widget in\s+Multiple opponents/);
      assert.equal(await page.locator('[data-rb-embed][data-for="giant"]').count(), 1);
      const duel = page.locator('rb-register-duel#giant');
      await duel.scrollIntoViewIfNeeded();
      assert.match(await shadowText(duel), /caught by a limb \(vitality \+1\)/);
      // Seed 4: Devon wins the initiative and holds +9, −2, −7.
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      await duel.getByRole('button', { name: 'Draw the hands' }).click();
      // The maneuver list (the target list follows it).
      const select = duel.locator('css=[part~="controls"] select').first();
      let options = await select.locator('option').allInnerTexts();
      assert.ok(options.includes('Chop (−1, sword)'), options.join(' | '));
      assert.ok(!options.some((o) => o.startsWith('Flank')), 'no flank while caught');
      await select.selectOption({ label: 'Chop (−1, sword)' });
      await duel.getByRole('button', { name: /Lay \+9.* as chop/ }).click();
      await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
      await duel.getByRole('button', { name: 'Turn over register 1' }).click();
      assert.match((await duel.locator('css=[part~="arithmetic"]').allInnerTexts())[0], /= 9: cut free/);
      const href = await duel
        .locator('css=[part~="why"] a', { hasText: /caught by a limb/i })
        .first()
        .getAttribute('href');
      assert.match(href, /#unusual-foes$/);
      options = await select.locator('option').allInnerTexts();
      await select.selectOption({ label: options.find((o) => o.startsWith('Flank')) });
      await duel
        .getByRole('button', { name: /: Lay .* face down in register 2 as flank/ })
        .first()
        .click();
      await duel.getByRole('button', { name: 'Leave register 2 empty' }).click();
      await duel.getByRole('button', { name: 'Turn over register 2' }).click();
      assert.match(await duel.locator('css=[part~="why"]').innerText(), /Giant may neither attack Devon nor dodge his blows/);
      assert.match(await shadowText(duel), /flanked to the end of round 2/);
      for (const [what, px] of (await overflow(page, duel)).entries())
        assert.ok(px <= 0, `flanked: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
    },
  },
  {
    name: 'opens the charge duel on the close-quarters page with the charger holding the initiative, one maneuver each, and the opening rulings shown',
    path: '/karmic/close-quarters-shields-and-special-situations/',
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of ['The charge round', 'The surprise check']) assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      assert.equal(await page.locator('[data-rb-embed][data-for="charge"]').count(), 1);
      const duel = page.locator('rb-register-duel#charge');
      await duel.scrollIntoViewIfNeeded();
      assert.match(await shadowText(duel), /the charge round/);
      const link = await duel
        .locator('css=[part~="why"] a', { hasText: /charging/i })
        .first()
        .getAttribute('href');
      assert.match(link, /#charging$/);
      await duel.getByRole('button', { name: 'Draw the hands' }).click();
      await duel
        .getByRole('button', { name: /: Lay .* face down in register 1/ })
        .first()
        .click();
      const answer = duel.getByRole('button', { name: /: Lay .* face down in register 1/ });
      if (await answer.count()) await answer.first().click();
      else await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
      await duel.getByRole('button', { name: 'Turn over register 1' }).waitFor();
      assert.equal(await duel.evaluate((el) => el.snapshot.context.registers.length), 1);
    },
  },
  {
    name: 'plays on a phone at 390 px and at 320 px: draw, lay cards, turn them over, nothing scrolls sideways',
    path: '/karmic/melee-combat/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const duel = page.locator('rb-register-duel');
        await duel.getByRole('button', { name: "Replay the book's example: Devon against the soldier" }).click();
        const forward = duel.getByRole('button', { name: /Forward/ });
        for (let i = 0; i < 7; i++) await forward.click();
        assert.equal(await duel.locator('css=[part~="register"]').count(), 3);
        for (const [what, px] of (await overflow(page, duel)).entries())
          assert.ok(px <= 0, `${width} px, declared: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
        for (let i = 7; i < 12; i++) await forward.click();
        assert.equal(await duel.locator('css=[part~="arithmetic"]').count(), 3);
        for (const [what, px] of (await overflow(page, duel)).entries())
          assert.ok(px <= 0, `${width} px, resolved: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
        // And a fresh duel, played by hand: the hand's cards are the buttons.
        await duel.getByRole('button', { name: /Reset/ }).click();
        await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
        if (await duel.getByRole('button', { name: 'Draw the hands' }).count())
          await duel.getByRole('button', { name: 'Draw the hands' }).click();
        await duel
          .getByRole('button', { name: /: Lay .* face down in register 1/ })
          .first()
          .click();
        assert.equal((await duel.locator('css=[part~="slot"]').count()) >= 1, true);
        for (const [what, px] of (await overflow(page, duel)).entries())
          assert.ok(px <= 0, `${width} px, playing: the ${what ? 'duel' : 'page'} scrolls sideways by ${px}px`);
      }
    },
  },
  {
    name: 'shows every table ruling, the duel in the table of contents, its embed panel, and no API tables',
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of [
        'Ties on the initiative check',
        'Hits on reveal',
        'Hit location and damage',
        'Stepping and range',
        'An empty register keeps the range',
        'Taking a card back',
        'What a disarm takes',
        'What a link keeps',
        'Attackers attack, defenders defend',
      ]) {
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      // The heading right before the duel, and its entry in the table of contents.
      const heading = await page.evaluate(() => {
        const duel = document.querySelector('rb-register-duel');
        let node = duel.previousElementSibling;
        while (node && !/^H[23]$/.test(node.tagName) && !node.querySelector('h2, h3')) node = node.previousElementSibling;
        return node ? (node.querySelector('h2, h3') ?? node).id : null;
      });
      assert.equal(heading, 'try-it-a-turn-of-the-duel');
      assert.ok(
        (await page.locator('starlight-toc a[href="#try-it-a-turn-of-the-duel"]').count()) > 0,
        'the duel is in the table of contents',
      );
      assert.equal(await page.locator('[data-rb-embed][data-for="duel"]').count(), 1);
      assert.equal(await page.locator('main a[href="/reference/register-duel/"]').count(), 1);
      // The API lives on the reference page: no API heading or attribute table here.
      assert.equal(await page.locator('main h2#api, main h3#attributes, main h3#parts').count(), 0);
    },
  },
];
