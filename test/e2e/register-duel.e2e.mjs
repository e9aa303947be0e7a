// The melee combat page, end to end: replay the book's example in the inline duel and read
// the three registers' arithmetic; start a duel against the simple opponent and make sure its
// hand never reaches the page; check the rulings and the API snippet are on the page.

const shadowText = (locator) => locator.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));

export const tests = [
  {
    name: "replays the book's example: registers at −1, −1 and +6, the disarm succeeding",
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const duel = page.locator('rb-register-duel');
      await duel.getByRole('button', { name: "Replay the book's example" }).click();
      const forward = duel.getByRole('button', { name: /Forward/ });
      for (let i = 0; i < 12; i++) await forward.click();
      const sums = await duel.locator('css=[part="arithmetic"]').allInnerTexts();
      assert.equal(sums.length, 3);
      assert.match(sums[0], /\+3 card \+1 modifiers \+0 difficulty −5 parry = −1: miss/);
      assert.match(sums[1], /−2 card \+1 modifiers \+0 difficulty = −1: miss/);
      assert.match(sums[2], /\+10 card \+1 modifiers −5 difficulty = \+6: disarmed/);
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
      const state = await duel.evaluate((el) => el.snapshot.value);
      if (state === 'roundStart') await duel.getByRole('button', { name: 'Draw the hands' }).click();
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
    },
  },
  {
    name: 'shows every table ruling and the API embed snippet',
    path: '/karmic/melee-combat/',
    async run({ page, assert }) {
      const body = await page.locator('main').innerText();
      for (const ruling of ['Ties on the initiative check', 'Hits on reveal', 'Hit location and damage', 'Stepping and range', 'Taking a card back']) {
        assert.match(body, new RegExp(`Table ruling: ${ruling}`, 'i'));
      }
      assert.match(body, /<script type="module" src="\/embed\/rb-register-duel\.js"><\/script>/);
    },
  },
];
