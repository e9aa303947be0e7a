// The exchange on its three pages, end to end: the raider's worked example stepped through,
// a table that survives a reload at the step it was left at, a death continued in soul
// passing with the same character's numbers, the rest's clock, the minions' orders, the
// rifle's reload, the pages' rulings, and the layout at 320, 390 and 1280 px (no sideways
// overflow in any state, no taller than PLAYING_HEIGHT at 1280 while playing). (Every rule the
// exchange links to is checked by rule-anchors.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { stepOf } from './support/history.js';
import { expectAtMostTall, PLAYING_HEIGHT, expectFits, openAll } from './support/layout.js';

const RAIDER = 'rb-attack-roll[storage-key="attack-roll:raider"]';
const WOUNDS = 'rb-attack-roll[storage-key="attack-roll:wounds"]';
const REST = 'rb-attack-roll[storage-key="attack-roll:rest"]';
const MINIONS = 'rb-attack-roll[storage-key="attack-roll:minions"]';
const RELOAD = 'rb-attack-roll[storage-key="attack-roll:reload"]';
const press = (widget: Locator, name: string) => widget.getByRole('button', { name, exact: false }).first().click();
const why = (widget: Locator) => widget.locator('[part~="why"]');

/** Replay the widget's example (its steps load on demand), then press Forward through it, calling `each` at every step. */
async function replay(widget: Locator, steps: number, each: (i: number) => Promise<void> = async () => {}) {
  await press(widget, 'Replay the example');
  await expect(stepOf(widget)).toHaveText(`Step 0 of ${steps}`);
  for (let i = 0; i < steps; i++) {
    await press(widget, 'Forward');
    await expect(stepOf(widget)).toHaveText(`Step ${i + 1} of ${steps}`);
    await each(i);
  }
}

/** Play the duel's example to its end (Marrow dies), calling `each` at every step. */
async function playDuel(widget: Locator, each?: (i: number) => Promise<void>) {
  await replay(widget, 15, each);
  await expect(widget).toShowText(/Marrow is dead/);
}

test.describe('the exchange', () => {
  test("steps through the raider's five blows and keeps the table over a reload", async ({ page }) => {
    await page.goto('/liberi-gothica/attack-and-defense/');
    const widget = page.locator(RAIDER);
    const results: number[] = [];
    await replay(widget, 22, async () => {
      const m = /The attack: .*= (\d+) against base defense 7 and total defense 10/.exec(await why(widget).innerText());
      if (m) results.push(Number(m[1]));
    });
    expect(results).toEqual([7, 9, 10, 12, 15]);
    await expect(widget).toShowText(/the right arm, 4–6 damage on the arms chart: Numb/);
    await expect(widget.locator('[part~="roll"] tbody td')).toHaveText(
      ['right arms', '4–6', 'Numb', '−2 on any roll using the arm, for 2d6 days'],
      {
        useInnerText: true,
      },
    );

    // Back two steps, then a reload: the same table at the same step.
    await press(widget, 'Back');
    await press(widget, 'Back');
    await page.reload();
    // The stage's control (the step bar repeats the suggested move).
    await expect(widget.getByRole('button', { name: 'Roll damage' }).first()).toBeVisible();
    await expect(widget).toShowText(/Step 20 of 22/);
    await expect(why(widget)).toContainText(
      /12 rolled \+ 3 Attack = 15 against base defense 7 and total defense 10: a direct hit and a crippling wound/,
      { useInnerText: true },
    );
    // And the next step rolls the same die as before.
    await press(widget, 'Roll damage');
    await expect(why(widget)).toContainText(/Raider loses 6 Life \(Life 6\)/, { useInnerText: true });
  });

  test('plays an exchange by hand: who acts first, an attack, its roll, the odds', async ({ page }) => {
    await page.goto('/liberi-gothica/attack-and-defense/');
    const widget = page.locator(RAIDER);
    await press(widget, 'Round 1: Raider first');
    await press(widget, 'Defend, +2');
    await press(widget, 'End turn');
    await expect(widget).toShowText(/Bram's turn: 2 actions left/);
    await press(widget, 'Odds');
    await press(widget, 'Attack (1 action)');
    await expect(widget.locator('[part~="odds"]').first()).toContainText(
      /The attack roll: 2d6 \+3 against base defense 9 and total defense 12/,
      {
        useInnerText: true,
      },
    );
    await press(widget, 'Roll to hit');
    await expect(widget).toShowText(/against base defense 9 and total defense 12/);
    await expect(widget.locator('a[part~="rule-link"][href="/liberi-gothica/attack-and-defense/#the-attack-roll"]')).not.toHaveCount(0);
  });

  test('continues a death in soul passing with the same character', async ({ page }) => {
    await page.goto('/liberi-gothica/damage-and-wounds/');
    const widget = page.locator(WOUNDS);
    await playDuel(widget);
    const link = widget.locator('[part~="soul-link"]');
    await expect(link).toContainText(/Continue in soul passing with Marrow's numbers/, { useInnerText: true });
    await link.click();
    await page.waitForURL(/death-and-passing-on/);
    const soul = page.locator('rb-soul-passing[storage-key="soul-passing:table"]');
    await expect(soul.getByRole('button', { name: /Pray/ }).first()).toBeVisible();
    await expect(soul).toShowText(/Marrow is dead \(life below its limit\) · round 1 · the soul holds 5 Vitality, lingering/);
  });

  test('rests a wounded Liberi day by day until she is whole', async ({ page }) => {
    await page.goto('/liberi-gothica/minions-and-healing/');
    const widget = page.locator(REST);
    await replay(widget, 16);
    await expect(widget).toShowText(/Ada has healed by day 5, 12:00/);
    await expect(widget).toShowText(/Limp is over/);
  });

  test("gives Ilse's zombies an order on the minions page: one action each, the longer order refused with its reason", async ({ page }) => {
    await page.goto('/liberi-gothica/minions-and-healing/');
    const widget = page.locator(MINIONS);
    await press(widget, 'Round 1: Ilse first');
    await expect(widget).toShowText(/3 minions, Knowledge 2: no order yet/);
    await expect(
      widget.getByRole('button', { name: 'Order of 3 sentences' }),
      'an order longer than Knowledge 2 is refused',
    ).toBeDisabled();
    await widget.locator('[part~="refusals"] summary').click();
    await expect(widget.locator('[part~="refusals"]')).toContainText(
      /Order of 3 sentences \(1 action\): minions with Knowledge 2 grasp 2 sentences: an order of 3 would be neither understood nor followed/,
      { useInnerText: true },
    );
    await press(widget, 'Order of 2 sentences');
    await expect(why(widget)).toContainText(/Ilse gives the 3 minions an order of 2 sentences \(Command: 1 action; 1 left\)/, {
      useInnerText: true,
    });
    await expect(
      widget.locator('[part~="why"] a[part~="rule-link"][href="/liberi-gothica/minions-and-healing/#controlling-minions"]'),
      'the why links to Controlling minions',
    ).not.toHaveCount(0);
    await expect(widget).toShowText(/following an order of 2 sentences \(round 1\)/);
  });

  test("replays the book's rifle on the actions page: 2 of 4, then a move and 3 of 4, then loaded and fired", async ({ page }) => {
    await page.goto('/liberi-gothica/actions/');
    const widget = page.locator(RELOAD);
    const whys: string[] = [];
    const links: (string | null)[][] = [];
    await replay(widget, 15, async () => {
      whys.push(await why(widget).innerText());
      links.push(await widget.locator('[part~="why"] a[part~="rule-link"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    });
    expect(whys[2]).toMatch(/Sela goes on with the reload \(2 of 4 actions; none left this turn\)/);
    expect(whys[6]).toMatch(/Sela moves away up to 30 feet: 90 feet apart now/);
    expect(whys[7]).toMatch(/Sela goes on with the reload \(3 of 4 actions; none left this turn\)/);
    expect(whys[11]).toMatch(/Sela finishes the reload \(4 of 4 actions\): the weapon is loaded and can fire/);
    expect(whys[12]).toMatch(/The shot empties the weapon/);
    for (const i of [1, 2, 7, 11])
      expect(links[i], `step ${i + 1} links Continuous actions`).toContain('/liberi-gothica/actions/#continuous-actions');
    expect(links[12], 'the shot links its ruling').toContain('/liberi-gothica/actions/#a-loaded-weapon-holds-one-shot');
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 800 } });

    test('loses a rifle reload skipped for a turn, by hand, with links to the rule and its ruling, and fits 320 px', async ({ page }) => {
      await page.goto('/liberi-gothica/actions/');
      const widget = page.locator(RELOAD);
      await press(widget, 'Round 1: Sela first');
      await expect(widget.getByRole('button', { name: 'Attack (1 action)' }), 'an empty rifle cannot fire').toBeDisabled();
      await press(widget, 'Reload (1 action)');
      await expect(
        widget.locator('[part~="why"] a[part~="rule-link"][href="/liberi-gothica/actions/#continuous-actions"]'),
        'the reload links Continuous actions',
      ).not.toHaveCount(0);
      await press(widget, 'End turn');
      await press(widget, 'End turn');
      await press(widget, 'Round 2: Sela first');
      await press(widget, 'Move away');
      await press(widget, 'End turn');
      await expect(why(widget)).toContainText(/the 1 action put into it is lost, and it starts again from nothing/, { useInnerText: true });
      await expect(
        widget.locator('[part~="why"] a[part~="rule-link"][href="/liberi-gothica/actions/#when-a-skipped-continuous-action-is-lost"]'),
        'the loss links the ruling',
      ).not.toHaveCount(0);
      await openAll(widget);
      await expectFits(widget, '320, reload lost');
    });
  });

  test.describe('its pages', () => {
    // The pages' own text and headings: no widget needs to load.
    test.use({ widgets: 'static' });

    test("show rules, not the widget's API or code: one link to its reference page, an embed panel after each widget", async ({ page }) => {
      await page.goto('/liberi-gothica/attack-and-defense/');
      await expect(page.locator('main h2', { hasText: /^API$/ })).toHaveCount(0);
      await expect(page.locator('main a[href="/reference/attack-roll/"]')).toHaveCount(1);
      for (const path of ['attack-and-defense', 'damage-and-wounds', 'minions-and-healing', 'actions']) {
        await page.goto(`/liberi-gothica/${path}/`);
        await drawEverySection(page);
        await expect(page.locator('main'), path).not.toContainText(/machines\/|\.test\.ts/, { useInnerText: true });
        await expect(page.locator('main [data-rb-embed]'), `${path}: an embed panel after the widget`).not.toHaveCount(0);
      }
    });

    test('show every ruling the exchange settles', async ({ page }) => {
      const pages = {
        'attack-and-defense': [
          'reach and who acts first',
          'what a Charge and a multiple-weapon attack cost',
          'delayed and prepared attacks between two fighters',
          'how long surprise lasts, and the unconscious',
          'a lethal blow needs no roll',
          'both fighters act',
          'what a tackle is',
          'the wound a lethal blow leaves',
        ],
        'damage-and-wounds': [
          "a wound's stages, rolled when it is dealt",
          'leg wounds and moving',
          'which rolls a wound touches',
          'what a Treatment check does',
          'when Treatment is given',
          'natural attacks',
          'a ram in play',
        ],
        'minions-and-healing': [
          'an order too long for the minions',
          'groups of minions',
          'how minions take hits',
          "the rest's clock",
          'when a TACKS point comes back',
        ],
        actions: [
          'sizes the book does not list',
          'abilities and skills at the table',
          'what can be prepared, and what sets it off',
          'when a skipped continuous action is lost',
          'a loaded weapon holds one shot',
        ],
      };
      for (const [path, rulings] of Object.entries(pages)) {
        await page.goto(`/liberi-gothica/${path}/`);
        await drawEverySection(page);
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const ruling of rulings) expect(main, `${path}: ${ruling}`).toContain(`Table ruling: ${ruling}`);
      }
    });
  });

  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`fits ${width} px in every state: fresh, setup open, mid-attack, wounded, dead`, async ({ page }) => {
        await page.goto('/liberi-gothica/damage-and-wounds/');
        const widget = page.locator(WOUNDS);
        await openAll(widget);
        await expectFits(widget, 'fresh');
        await press(widget, 'Odds');
        await press(widget, 'Statechart');
        await playDuel(widget, async (i) => {
          await openAll(widget);
          await expectFits(widget, `step ${i + 1}`);
        });
        await page.screenshot({ path: `test-results/attack-roll-${width}.png`, fullPage: false }).catch(() => {});
      });
    });
  }

  test('stays within PLAYING_HEIGHT at 1280 px while playing, the odds shown', async ({ page }) => {
    await page.goto('/liberi-gothica/damage-and-wounds/');
    const widget = page.locator(WOUNDS);
    await expectAtMostTall(widget, PLAYING_HEIGHT, 'fresh');
    await press(widget, 'Odds');
    await playDuel(widget, (i) => expectAtMostTall(widget, PLAYING_HEIGHT, `step ${i + 1}`));
    await expectFits(widget, '1280');
  });
});
