// The combat round on its three pages, end to end: the barn brawl stepped through and kept
// over a reload at the step it was left at, a check rolled by keys with its chance shown
// first, Ada's breath counted in the millpond, two days of rest to recovery, every ruling
// shown, and the layout at 320, 390 and 1280 px (no sideways overflow in any state, no
// taller than PLAYING_HEIGHT at 1280). (Every rule the round links to is checked by rule-anchors.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { forward } from './support/history.js';
import { expectAtMostTall, PLAYING_HEIGHT, expectFits, openAll } from './support/layout.js';
import { COMBAT_ROUND_RULES } from './support/machines.js';

const BRAWL = 'rb-combat-round[storage-key="combat-round:brawl"]';
const HOLDS = 'rb-combat-round[storage-key="combat-round:holds"]';
const DROWNING = 'rb-combat-round[storage-key="combat-round:drowning"]';
const CHECKS = 'rb-combat-round[storage-key="combat-round:checks"]';
const REST = 'rb-combat-round[storage-key="combat-round:rest"]';
const why = (widget: Locator) => widget.locator('[part~="why"]');
const press = (widget: Locator, name: string) => widget.getByRole('button', { name, exact: false }).first().click();

/** Replay the widget's example: its events load on demand, then Forward can be pressed. */
async function replay(widget: Locator) {
  await press(widget, 'Replay the example');
  await expect(widget.locator('[part~="history"] button[aria-keyshortcuts="Alt+ArrowRight"]')).toBeEnabled();
}

/** Play the barn brawl's example, step by step, calling `each` at every step. */
async function playBrawl(widget: Locator, each: (i: number) => Promise<void> = async () => {}) {
  await replay(widget);
  await expect(widget).toShowText(/Step 0 of 32/);
  for (let i = 0; i < 32; i++) {
    await forward(widget, 1);
    await each(i);
  }
  await expect(widget).toShowText(/Downtime: day 1, dawn/);
}

test.describe('the combat round', () => {
  test('steps through the barn brawl with its numbers and keeps the table over a reload', async ({ page }) => {
    await page.goto('/lady-luck/combat/');
    const widget = page.locator(BRAWL);
    await replay(widget);
    const seen: string[] = [];
    for (let i = 0; i < 24; i++) {
      await forward(widget, 1);
      seen.push(await why(widget).innerText());
    }
    expect(seen[1]).toMatch(/3 on the die \+ 1 Might \+ 1 Weapon = 5 against Snag's Defense 5: 5 reaches 5, a success/);
    expect(seen[6]).toMatch(/4 on the die \+ 1 Steadiness \+ 1 Vision \+ 1 Weapon = 7 against Grub's Defense 5 \(4, \+1 for the shroud\)/);
    expect(seen[11]).toMatch(/The GM decides: it fails/);
    expect(seen[16]).toMatch(
      /Bran's Resilience roll: 1 on the die \+ 1 Constitution \+ 1 Endurance = 3 against 0 \+ FTM 1 \+ Fatigue 0 = 1: stays up, Fatigue 1/,
    );
    expect(seen[20]).toMatch(
      /Bran's Injury roll: 2 on the die \+ 1 Constitution = 3 against 1 \+ ITM 0 \+ 0 Injuries = 1: survives, with 1 Injury/,
    );
    expect(seen[23]).toMatch(/Barn growth roll: 6 on the die \+ 2 flammability \+ 1 fire level = 9, 7 or more: the fire grows to 2/);
    expect(seen[23]).toMatch(/The fire attacks Tam: 3 on the die \+ 1 fire level = 4 against Defense 4/);
    await expect(widget.locator('a[part~="rule-link"][href="/lady-luck/fire/#growth"]')).not.toHaveCount(0);

    // Back two steps, then a reload: the same table at the same step.
    await press(widget, 'Back');
    await press(widget, 'Back');
    await page.reload();
    await expect(widget.getByRole('button', { name: 'End turn' }).first()).toBeVisible();
    await expect(widget).toShowText(/Step 22 of 32/);
    // And the next step rolls the same die as before.
    await forward(widget, 2);
    await expect(why(widget)).toContainText(/Barn growth roll: 6 on the die/, { useInnerText: true });
  });

  test('plays a turn by hand on the same map as the fire: the chance first, then the roll, a Runner’s two moves', async ({ page }) => {
    await page.goto('/lady-luck/combat/');
    const widget = page.locator(BRAWL);
    await press(widget, 'Reset');
    await press(widget, 'Odds');
    await press(widget, 'Grapple (83.3%)');
    await expect(widget.locator('[part~="prompt"]')).toContainText(/Bran's grapple, d6 \+ 3 against 5: 83.3% to succeed/, {
      useInnerText: true,
    });
    await expect(widget.locator('[part~="odds"]').first()).toContainText(/Success\s+83.3%/, { useInnerText: true });
    await press(widget, 'Roll the d6');
    await press(widget, 'End turn');
    await press(widget, 'Move to Yard');
    await press(widget, 'Move to Barn');
    await expect(why(widget)).toContainText(/A Runner may spend each action on a move: Area 2 this turn/, { useInnerText: true });
  });

  test('holds: Bran takes hold of the orc, and the orc breaks free with the same roll', async ({ page }) => {
    await page.goto('/lady-luck/combat/');
    const widget = page.locator(HOLDS);
    await widget.scrollIntoViewIfNeeded();
    // Seed 32: the grapple (d6 + 3 against Defense 5) holds, then the orc's own grapple roll breaks it.
    // (No chance on the button: the Odds are off.)
    await press(widget, 'Grapple');
    await press(widget, 'Roll the d6');
    await expect(why(widget)).toContainText(/Orc is in Bran's hold: it cannot move, and may act against Bran only/, { useInnerText: true });
    await press(widget, 'End turn');
    await press(widget, 'Break free');
    await press(widget, 'Roll the d6');
    await expect(why(widget)).toContainText(/Orc breaks free of Bran/, { useInnerText: true });
    await expect(widget.locator('[part~="roster"]')).not.toContainText(/held by/, { useInnerText: true });
  });

  test('rolls a check by keys alone: an example action, the GM’s threshold, the exact chance before the roll', async ({ page }) => {
    await page.goto('/lady-luck/actions-and-checks/');
    const widget = page.locator(CHECKS);
    await widget.scrollIntoViewIfNeeded();
    // The chances are printed while the Odds are on.
    await widget.getByRole('button', { name: 'Odds' }).first().focus();
    await page.keyboard.press('Enter');
    const select = widget.locator('[part~="check"] select');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const threshold = widget.locator('[part~="check"] input');
    await threshold.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5');
    // Wren sneaks in the dark lane: d6 + 1 + 1 + 1 + 1 for the dark against 5: a 1 or more.
    const declare = widget.getByRole('button', { name: 'Declare sneak (100%)' });
    await declare.focus();
    await page.keyboard.press('Enter');
    await expect(why(widget)).toContainText(
      /Wren declares sneak \(1 action\): d6 \+ 1 Steadiness \+ 1 Coordination \+ 1 Flexibility \+ 1 the Area \(sneaking\) \(\+4 in all\) against the GM's threshold 5/,
      { useInnerText: true },
    );
    const roll = widget.getByRole('button', { name: 'Roll the d6 (100%)' });
    await roll.focus();
    await page.keyboard.press('Enter');
    await expect(why(widget)).toContainText(/a success/, { useInnerText: true });
    await expect(widget.locator('a[part~="rule-link"][href="/lady-luck/actions-and-checks/#the-d6-check"]')).not.toHaveCount(0);
  });

  test('counts Ada’s breath round by round in the millpond, and starts the count again when she surfaces', async ({ page }) => {
    await page.goto('/lady-luck/combat/');
    const widget = page.locator(DROWNING);
    await widget.scrollIntoViewIfNeeded();
    await replay(widget);
    await forward(widget, 10);
    await expect(why(widget)).toContainText(
      /Ada's round 5 under water calls a Resilience roll: 2 on the die \+ 1 Endurance = 3 against 0 \+ FTM 0 \+ Fatigue 1 = 1: holds on, Fatigue 2/,
      { useInnerText: true },
    );
    await forward(widget, 3);
    await expect(why(widget)).toContainText(/Ada surfaced this round: the breath count is back to 0/, { useInnerText: true });
  });

  test('rests two days, timeframe by timeframe, to recovery, with the sleepless roll and its Fatigue', async ({ page }) => {
    await page.goto('/lady-luck/downtime-and-resting/');
    const widget = page.locator(REST);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toShowText(/Downtime: day 1, dawn/);
    await replay(widget);
    await forward(widget, 7);
    await expect(why(widget)).toContainText(
      /Wren has been awake 7 timeframes: a Resilience roll as if hit by FTM \+0: 2 on the die = 2 against 3: a failure, knocked out/,
      { useInnerText: true },
    );
    await forward(widget, 9);
    await expect(widget).toShowText(/Rested by day 3, dawn/);
    await expect(widget).toShowText(/After no fighting and 2 days of rest, everyone alive has recovered/);
  });

  test.describe('its pages', () => {
    // The pages' own text: no widget needs to load.
    test.use({ widgets: 'static' });

    test('show every ruling the combat round settles', async ({ page }) => {
      const byPage = new Map<string, string[]>();
      for (const r of Object.values(COMBAT_ROUND_RULES))
        if (r.title.startsWith('Table ruling: ')) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r.title]);
      expect(byPage.size).toBeGreaterThan(0);
      for (const [path, titles] of byPage) {
        await page.goto(`/${path}/`);
        await drawEverySection(page);
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const title of titles) expect(main, `${path}: ${title}`).toContain(title.replace(/[’]/g, "'"));
      }
    });
  });

  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`fits ${width} px in every state of the barn brawl, setup and refusals open`, async ({ page }) => {
        await page.goto('/lady-luck/combat/');
        const widget = page.locator(BRAWL);
        await openAll(widget);
        await expectFits(widget, 'fresh');
        await press(widget, 'Odds');
        await press(widget, 'Statechart');
        await playBrawl(widget, async (i) => {
          await openAll(widget);
          await expectFits(widget, `step ${i + 1}`);
        });
        await page.screenshot({ path: `test-results/combat-round-${width}.png`, fullPage: false }).catch(() => {});
      });
    });
  }

  test('stays within PLAYING_HEIGHT at 1280 px while playing, the odds shown', async ({ page }) => {
    await page.goto('/lady-luck/combat/');
    const widget = page.locator(BRAWL);
    await expectAtMostTall(widget, PLAYING_HEIGHT, 'fresh');
    await press(widget, 'Odds');
    await playBrawl(widget, (i) => expectAtMostTall(widget, PLAYING_HEIGHT, `step ${i + 1}`));
    await expectFits(widget, '1280');
  });
});
