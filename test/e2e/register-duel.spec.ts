// The register duel's pages, end to end: replay both of the book's examples in the inline duels
// and read each register's arithmetic; switch to play against the computer and make sure its
// hand never reaches the page; follow every rule the duel links to onto its heading; play on a
// phone without sideways scrolling; check the rulings, the table of contents entry and the
// embed panel are on the page, and that the API tables are not.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { expectFits } from './support/layout.js';
import { REGISTER_DUEL_RULES } from './support/machines.js';

const MELEE = '/karmic/melee-combat/';
const CLOSE = '/karmic/close-quarters-shields-and-special-situations/';
const inner = { useInnerText: true };

/** What these tests read of a duel element beyond its page: its snapshot. */
interface Duel {
  snapshot: {
    value: unknown;
    matches(state: unknown): boolean;
    context: {
      attacker: number;
      hands: string[][];
      registers: {
        attack?: { side: number; maneuver: string; hand: string };
        defence?: { side: number; maneuver: string; hand: string };
      }[];
    };
  };
}
type DuelElement = HTMLElement & Duel;

/** Draw for the initiative until this side holds it (the button to draw the hands appears). */
async function winInitiative(duel: Locator) {
  await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
  while ((await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).count()) === 0)
    await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
}

test.describe('the register duel', () => {
  test("replays the book's example step by step: registers at −1, −1 and 6, the disarm succeeding", async ({ page }) => {
    await page.goto(MELEE);
    const duel = page.locator('rb-register-duel');
    await duel.getByRole('button', { name: "Replay the book's example: Devon against the soldier" }).click();
    const forward = duel.getByRole('button', { name: /Forward/ });
    await forward.click();
    await expect(duel.locator('[part~="why"]')).toContainText(/Devon draws \+2, −3 \(combat training 2\): 2 card = 2/, inner);
    for (let i = 1; i < 12; i++) await forward.click();
    const sums = duel.locator('[part~="arithmetic"]');
    await expect(sums).toHaveCount(3);
    await expect(sums.nth(0)).toContainText(/3 card \+ 1 modifiers − 5 parry = −1: miss/, inner);
    await expect(sums.nth(1)).toContainText(/−2 card \+ 1 modifiers = −1: miss/, inner);
    await expect(sums.nth(2)).toContainText(/10 card \+ 1 modifiers − 5 difficulty = 6: disarmed/, inner);
    await expect(duel).toShowText(/Soldier sword Hit points 8\/8 disarmed/);
    // Back goes to the moment before register 3 turned over.
    await duel.getByRole('button', { name: /Back/ }).click();
    await expect(sums).toHaveCount(2);
  });

  test('plays a register against the computer after switching mode in the widget, its hand kept out of the page', async ({ page }) => {
    await page.goto(MELEE);
    const duel = page.locator('rb-register-duel');
    await duel.getByRole('radio', { name: 'Against the computer' }).check();
    await expect(duel).toHaveAttribute('mode', 'opponent');
    await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
    const holding = await duel.evaluate(
      (el: DuelElement) => el.snapshot.matches({ round: 'holdingInitiative' }) && el.snapshot.context.attacker === 0,
    );
    if (holding) await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
    // Whoever attacks, the page ends up waiting on the reader with something to do.
    await expect(duel.locator('[part~="prompt"]')).toBeVisible();
    await expect(duel.locator('[part~="why"]')).not.toHaveText('', inner);
    // Every card face in the widget carries its name in an aria-label: none may be the opponent's.
    const leaks = await duel.evaluate((el) => {
      const names: Record<string, string> = { J: 'jack', Q: 'queen', K: 'king', A: 'ace' };
      const suits: Record<string, string> = { s: 'spades', h: 'hearts', c: 'clubs', d: 'diamonds' };
      const hidden = ((el as DuelElement).snapshot.context.hands[1] ?? []).map(
        (c) => `${names[c.slice(0, -1)] ?? c.slice(0, -1)} of ${suits[c.slice(-1)]}`,
      );
      const labels = [...(el.shadowRoot?.querySelectorAll('[aria-label]') ?? [])].map((n) => n.getAttribute('aria-label') ?? '');
      return { hidden: hidden.length, leaked: labels.filter((l) => hidden.some((h) => l.includes(h))) };
    });
    expect(leaks.hidden, 'the opponent holds a hand').toBeGreaterThan(0);
    expect(leaks.leaked).toEqual([]);
    // Nor is any of it in the browser's saved copy.
    const saved = await page.evaluate(() => localStorage.getItem('rb:register-duel:melee'));
    const hiddenCodes = await duel.evaluate((el: DuelElement) => el.snapshot.context.hands[1] ?? []);
    const events = JSON.stringify((JSON.parse(saved ?? '{}') as { events?: unknown }).events);
    expect(events, 'no saved copy').toBeDefined();
    expect(
      hiddenCodes.filter((c) => events.includes(`"${c}"`)),
      'the saved moves name no hidden card',
    ).toEqual([]);
  });

  test('links every reason to a heading that exists on its page', async ({ page }) => {
    const rules = Object.values(REGISTER_DUEL_RULES);
    expect(rules.length).toBeGreaterThan(10);
    const byPage = new Map<string, string[]>();
    for (const rule of rules) byPage.set(rule.page, [...(byPage.get(rule.page) ?? []), rule.section]);
    for (const [path, sections] of byPage) {
      await page.goto(`/${path}/`);
      for (const id of new Set(sections)) {
        await expect(page.locator(`main h2#${id}, main h3#${id}`), `/${path}/#${id} is a heading`).toHaveCount(1);
      }
    }
    // And a link the duel shows goes there.
    await page.goto(MELEE);
    const duel = page.locator('rb-register-duel');
    await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
    await expect(duel.locator('[part~="why"] a').first()).toHaveAttribute('href', /^\/karmic\/melee-combat\/#initiative$/);
  });

  test("replays Devon's axe and poniard on the close-quarters page", async ({ page }) => {
    await page.goto(CLOSE);
    const duel = page.locator('rb-register-duel#axe-and-poniard');
    await duel.getByRole('button', { name: "Replay the book's example: Devon’s axe and poniard" }).click();
    const forward = duel.getByRole('button', { name: /Forward/ });
    for (let i = 0; i < 14; i++) await forward.click();
    await expect
      .poll(() =>
        duel.evaluate((el: DuelElement) =>
          el.snapshot.context.registers
            .flatMap((r) => [r.attack, r.defence])
            .filter((d) => d && d.side === 0)
            .map((d) => `${d?.maneuver} ${d?.hand}`),
        ),
      )
      .toEqual(['attack main', 'attack main', 'parry off', 'parry off']);
    await expect(duel).toShowText(/Devon medium axe \+ poniard/);
  });

  test('opens the charge duel on the close-quarters page with the charger holding the initiative, one maneuver each, and the opening rulings shown', async ({
    page,
  }) => {
    await page.goto(CLOSE);
    await drawEverySection(page);
    const main = page.locator('main');
    for (const ruling of ['The charge round', 'The surprise check'])
      await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), inner);
    await expect(page.locator('[data-rb-embed][data-for="charge"]')).toHaveCount(1);
    const duel = page.locator('rb-register-duel#charge');
    await duel.scrollIntoViewIfNeeded();
    await expect(duel).toShowText(/the charge round/);
    await expect(duel.locator('[part~="why"] a', { hasText: /charging/i }).first()).toHaveAttribute('href', /#charging$/);
    await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
    await duel
      .getByRole('button', { name: /: Lay .* face down in register 1/ })
      .first()
      .click();
    const answer = duel.getByRole('button', { name: /: Lay .* face down in register 1/ });
    if (await answer.count()) await answer.first().click();
    else await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
    await expect(duel.locator('[part~="controls"]').getByRole('button', { name: 'Turn over register 1' })).toBeVisible();
    expect(await duel.evaluate((el: DuelElement) => el.snapshot.context.registers.length)).toBe(1);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('plays a brawl on the close-quarters page at 390 px: a tackle into wrestling range, a fresh initiative, then a pin or an escape, with the rulings shown', async ({
      page,
    }) => {
      await page.goto(CLOSE);
      await drawEverySection(page);
      const main = page.locator('main');
      for (const ruling of [
        'Who fights hand to hand',
        'Blows the seed does not mark',
        'A tackle ends the turn',
        'Holds, falls and dirty tricks',
        'Breaking a hold',
      ]) {
        await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), inner);
      }
      await expect(page.locator('[data-rb-embed][data-for="brawl"]')).toHaveCount(1);
      const duel = page.locator('rb-register-duel#brawl');
      await duel.scrollIntoViewIfNeeded();
      // Whoever holds the initiative tackles; the other leaves the register empty, so it lands.
      await winInitiative(duel);
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
      const select = duel.locator('[part~="controls"] select');
      const options = select.locator('option');
      await expect(options.filter({ hasText: /^Hand attack \(0, hand to hand\)/ })).not.toHaveCount(0);
      await expect(options.filter({ hasText: /^Attack \(/ }), 'no armed attack with bare hands').toHaveCount(0);
      const tackle = (await options.allInnerTexts()).find((o) => o.startsWith('Tackle'));
      await select.selectOption({ label: tackle ?? 'Tackle' });
      await duel
        .getByRole('button', { name: /: Lay .* face down in register 1 as tackle/ })
        .first()
        .click();
      await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Turn over register 1' }).click();
      await expect(duel).toShowText(/wrestling range/);
      await expect(duel.locator('[part~="why"]')).toContainText(/initiative is drawn again/, inner);
      await expect(duel.locator('[part~="why"] a', { hasText: /tackle ends the turn/i }).first()).toHaveAttribute(
        'href',
        /#striking-maneuvers$/,
      );
      await expectFits(duel, 'wrestling', { base: true });
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Next round' }).click();
      await expect.poll(() => duel.evaluate((el: DuelElement) => el.snapshot.value)).toBe('drawingForInitiative');
      await winInitiative(duel);
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
      await expect(options.filter({ hasText: /^Pin/ })).not.toHaveCount(0);
      await expect(options.filter({ hasText: /^Escape/ })).not.toHaveCount(0);
      await expectFits(duel, 'declaring while wrestling', { base: true });
    });

    test('plays the giant on the close-quarters page at 390 px: chop free of its limb, then flank it, with the unusual-foe rulings shown', async ({
      page,
    }) => {
      await page.goto(CLOSE);
      await drawEverySection(page);
      const main = page.locator('main');
      for (const ruling of ['Swats and smashes in the duel', 'Flanking', 'Clinging', 'Bucking', 'Caught by a limb'])
        await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), inner);
      await expect(main).not.toContainText(/left to the GM/, inner);
      await expect(main).toContainText(/several-foes widget in\s+Multiple opponents/, inner);
      await expect(page.locator('[data-rb-embed][data-for="giant"]')).toHaveCount(1);
      const duel = page.locator('rb-register-duel#giant');
      await duel.scrollIntoViewIfNeeded();
      await expect(duel).toShowText(/caught by a limb \(vitality \+1\)/);
      await expect(duel).toShowText(/until a chop, at \+1, cuts him free/);
      // Seed 4: Devon wins the initiative and holds +9, −2, −7.
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
      // The maneuver list (the target list follows it).
      const select = duel.locator('[part~="controls"] select').first();
      const options = select.locator('option');
      // The chop adds the limb's vitality, as the book words it (the default ruling).
      await expect(options.filter({ hasText: /^Chop \(\+1, sword\)$/ })).not.toHaveCount(0);
      await expect(options.filter({ hasText: /^Flank/ }), 'no flank while caught').toHaveCount(0);
      await select.selectOption({ label: 'Chop (+1, sword)' });
      await duel.getByRole('button', { name: /Lay \+9.* as chop/ }).click();
      await duel.getByRole('button', { name: 'Leave register 1 empty' }).click();
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Turn over register 1' }).click();
      await expect(duel.locator('[part~="arithmetic"]').first()).toContainText(/= 11: cut free/, inner);
      await expect(duel.locator('[part~="why"] a', { hasText: /caught by a limb/i }).first()).toHaveAttribute('href', /#unusual-foes$/);
      await expect(options.filter({ hasText: /^Flank/ })).not.toHaveCount(0);
      const flank = (await options.allInnerTexts()).find((o) => o.startsWith('Flank'));
      await select.selectOption({ label: flank ?? 'Flank' });
      await duel
        .getByRole('button', { name: /: Lay .* face down in register 2 as flank/ })
        .first()
        .click();
      await duel.getByRole('button', { name: 'Leave register 2 empty' }).click();
      await duel.locator('[part~="controls"]').getByRole('button', { name: 'Turn over register 2' }).click();
      await expect(duel.locator('[part~="why"]')).toContainText(/Giant may neither attack Devon nor dodge his blows/, inner);
      await expect(duel).toShowText(/flanked to the end of round 2/);
      await expectFits(duel, 'flanked', { base: true });
    });

    test('plays on a phone at 390 px and at 320 px: draw, lay cards, turn them over, nothing scrolls sideways', async ({ page }) => {
      await page.goto(MELEE);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const duel = page.locator('rb-register-duel');
        await duel.getByRole('button', { name: "Replay the book's example: Devon against the soldier" }).click();
        const forward = duel.getByRole('button', { name: /Forward/ });
        for (let i = 0; i < 7; i++) await forward.click();
        await expect(duel.locator('[part~="register"]')).toHaveCount(3);
        await expectFits(duel, `${width} px, declared`, { base: true });
        for (let i = 7; i < 12; i++) await forward.click();
        await expect(duel.locator('[part~="arithmetic"]')).toHaveCount(3);
        await expectFits(duel, `${width} px, resolved`, { base: true });
        // And a fresh duel, played by hand: the hand's cards are the buttons. On a phone Reset
        // waits in the step bar's menu.
        const more = duel.locator('[part~="step-bar"]').getByRole('button', { name: /^More/ });
        if (await more.isVisible()) await more.click();
        await duel.getByRole('button', { name: /Reset/ }).click();
        await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw for the initiative' }).click();
        if (await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).count())
          await duel.locator('[part~="controls"]').getByRole('button', { name: 'Draw the hands' }).click();
        await duel
          .getByRole('button', { name: /: Lay .* face down in register 1/ })
          .first()
          .click();
        await expect(duel.locator('[part~="slot"]').first()).toBeAttached();
        await expectFits(duel, `${width} px, playing`, { base: true });
      }
    });
  });

  test('shows every table ruling, the duel in the table of contents, its embed panel, and no API tables', async ({ page }) => {
    await page.goto(MELEE);
    await drawEverySection(page);
    const main = page.locator('main');
    for (const ruling of [
      'Ties on the initiative check',
      'Hits on reveal',
      'Hit location and damage',
      'Stepping and range',
      'An empty register',
      'Taking a card back',
      'What a disarm takes',
      'What a link keeps',
      'Attackers attack, defenders defend',
    ]) {
      await expect(main).toContainText(new RegExp(`Table ruling: ${ruling}`, 'i'), inner);
    }
    // The heading right before the duel, and its entry in the table of contents.
    const heading = await page.evaluate(() => {
      const duel = document.querySelector('rb-register-duel');
      let node = duel?.previousElementSibling;
      while (node && !/^H[23]$/.test(node.tagName) && !node.querySelector('h2, h3')) node = node.previousElementSibling;
      return node ? (node.querySelector('h2, h3') ?? node).id : null;
    });
    expect(heading).toBe('try-it-a-turn-of-the-duel');
    await expect(
      page.locator('starlight-toc a[href="#try-it-a-turn-of-the-duel"]'),
      'the duel is in the table of contents',
    ).not.toHaveCount(0);
    await expect(page.locator('[data-rb-embed][data-for="duel"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/reference/register-duel/"]')).toHaveCount(1);
    // The API lives on the reference page: no API heading or attribute table here.
    await expect(page.locator('main h2#api, main h3#attributes, main h3#parts')).toHaveCount(0);
  });
});
