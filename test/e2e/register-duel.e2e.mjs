// The register duel's pages, end to end: replay the book's examples in the inline duels and
// read each register's arithmetic; start a duel against the simple opponent and make sure its
// hand never reaches the page; follow every rule the duel links to onto its heading; check the
// rulings and the API snippet are on the page.
import { build } from 'esbuild';

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

/** REGISTER_DUEL_RULES, read from the machine's own source (bundled on the fly, no other copy). */
async function duelRules() {
  const out = await build({ entryPoints: ['machines/karmic/register-duel.rules.ts'], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return Object.values(mod.REGISTER_DUEL_RULES);
}

export const tests = [
  {
    name: "replays the book's example: registers at −1, −1 and 6, the disarm succeeding",
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: "Replay the book's example" }).click();
      const forward = duel.getByRole('button', { name: /Forward/ });
      for (let i = 0; i < 12; i++) await forward.click();
      const sums = await duel.locator('css=[part="arithmetic"]').allInnerTexts();
      assert.equal(sums.length, 3);
      assert.match(sums[0], /3 card \+ 1 modifiers − 5 parry = −1: miss/);
      assert.match(sums[1], /−2 card \+ 1 modifiers = −1: miss/);
      assert.match(sums[2], /10 card \+ 1 modifiers − 5 difficulty = 6: disarmed/);
      assert.match(await shadowText(duel), /Soldier \(sword\): 0 of 8 damage, disarmed/);
      // Back goes to the moment before register 3 turned over.
      await duel.getByRole('button', { name: /Back/ }).click();
      assert.equal(await duel.locator('css=[part="arithmetic"]').count(), 2);
    },
  },
  {
    name: 'plays a register against the simple opponent after switching mode',
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.evaluate((el) => el.setAttribute('mode', 'opponent'));
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      const holding = await duel.evaluate((el) => el.snapshot.matches({ round: 'holdingInitiative' }) && el.snapshot.context.attacker === 0);
      if (holding) await duel.getByRole('button', { name: 'Draw the hands' }).click();
      // Whoever attacks, the page ends up waiting on the reader with something to do.
      const narration = await duel.locator('css=[part="narration"]').innerText();
      assert.ok(narration.length > 0);
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
      const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rb:register-duel')).map((k) => localStorage.getItem(k)).join(''));
      const hiddenCodes = await duel.evaluate((el) => el.snapshot.context.hands[1]);
      const events = JSON.parse(saved).events;
      assert.ok(hiddenCodes.every((c) => !JSON.stringify(events).includes(`"${c}"`)), 'the saved moves name no hidden card');
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
      const href = await duel.locator('css=[part="narration"] a').first().getAttribute('href');
      assert.match(href, /^\/karmic\/melee-combat\/#initiative$/);
    },
  },
  {
    name: "replays Devon's axe and poniard on the close-quarters page",
    path: '/karmic/close-quarters-shields-and-special-situations/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: "Replay the book's example" }).click();
      const forward = duel.getByRole('button', { name: /Forward/ });
      for (let i = 0; i < 14; i++) await forward.click();
      const moves = await duel.evaluate((el) => el.snapshot.context.registers.flatMap((r) => [r.attack, r.defence]).filter((d) => d && d.side === 0).map((d) => `${d.maneuver} ${d.hand}`));
      assert.deepEqual(moves, ['attack main', 'attack main', 'parry off', 'parry off']);
      assert.match(await shadowText(duel), /Devon \(medium axe \+ poniard\)/);
    },
  },
  {
    name: 'plays on a phone: draw, then lay a card, at 390 px',
    path: '/karmic/melee-combat/',
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: 'Draw for the initiative' }).click();
      await duel.getByRole('button', { name: 'Draw the hands' }).click();
      await duel.getByRole('button', { name: /^.*: Lay .* face down in register 1/ }).first().click();
      assert.equal(await duel.locator('css=[part="slot"]').count(), 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    },
  },
  {
    name: 'shows every table ruling and the API embed snippet',
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of ['Ties on the initiative check', 'Hits on reveal', 'Hit location and damage', 'Stepping and range', 'An empty register keeps the range', 'Taking a card back', 'What a disarm takes', 'What a link keeps', 'Attackers attack, defenders defend']) {
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      assert.match(body, /<script type="module" src="\/embed\/rb-register-duel\.js"><\/script>/);
    },
  },
];
