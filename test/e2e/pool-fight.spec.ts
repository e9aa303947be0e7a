// The dice-pool fight on its pages, end to end: our worked example stepped through with its
// numbers and kept over a reload at the step it was left at, a fight played by hand with the
// odds open, the fights configured on the melee, ranged and help pages, every ruling the
// fight settles shown, and the layout at 320, 390 and 1280 px (no sideways overflow in any
// state, no taller than PLAYING_HEIGHT at 1280 while playing). (Every rule the fight links to is
// checked by rule-anchors.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { drawEverySection } from './support/sections.js';
import { forward, stepOf } from './support/history.js';
import { expectAtMostTall, PLAYING_HEIGHT, expectFits, openAll } from './support/layout.js';

const ATTACKS = 'rb-pool-fight[storage-key="pool-fight:attacks"]';
const inner = { useInnerText: true };
const press = (widget: Locator, name: string) =>
  widget
    .getByRole('button', { name, exact: ['Back', 'Forward'].includes(name) })
    .first()
    .click();
const why = (widget: Locator) => widget.locator('[part~="why"]');

/** Replay the example and step through it, calling `each` after every step. */
async function playExample(widget: Locator, each: (i: number) => Promise<void> = async () => {}) {
  await press(widget, 'Replay the example');
  await expect(widget).toShowText(/Step 0 of 24/);
  for (let i = 0; i < 24; i++) {
    await forward(widget);
    await each(i);
  }
  await expect(widget).toShowText(/The foes have no one standing: the party win the fight/);
}

test.describe('the pool fight', () => {
  test('steps through our worked example with its numbers, and keeps the table over a reload', async ({ page }) => {
    await page.goto('/dice-pool/attacks-and-damage/');
    const widget = page.locator(ATTACKS);
    const verdicts: string[] = [];
    await playExample(widget, async () => {
      const v = await widget.locator('.verdict').allInnerTexts();
      if (v.length) verdicts.push(v.at(-1) ?? '');
    });
    for (const v of [
      '7 against 5: a hit',
      '9 − 6 = 3 damage',
      '4 against 8: a miss',
      '12 − 5 = 7 damage',
      '12 against 4: cleared',
      '8 − 5 = 3 damage',
    ])
      expect(verdicts, `saw ${v}`).toContain(v);
    await expect(widget.locator('[part~="summary"]')).toContainText(/The party won in round 2: 5 attacks, 4 hits/, inner);

    // Back to the jam, then a reload: the same table at the same step.
    for (let i = 0; i < 17; i++) await press(widget, 'Back');
    await expect(stepOf(widget)).toHaveText('Step 7 of 24');
    await page.reload();
    await expect(widget.getByRole('button', { name: 'Fix the jam' }).first()).toBeVisible();
    await expect(widget).toShowText(/Step 7 of 24/);
    await expect(why(widget)).toContainText(/Cart size 6 jams on a miss by more than 2: the pistol jams/, inner);
    // And the next steps roll the same dice as before.
    await press(widget, 'Fix the jam');
    await press(widget, 'Roll the check');
    await expect(why(widget)).toContainText(/Fix Jam: 1 \+ 1 \+ 2 = 4 against 5\. Not higher: still jammed/, inner);
  });

  test('plays a fight by hand: the order, a move, the odds, a hit roll with its rule', async ({ page }) => {
    await page.goto('/dice-pool/attacks-and-damage/');
    const widget = page.locator(ATTACKS);
    await press(widget, 'The party first');
    await expect(widget).toShowText(/Round 1 · The party's turn/);
    await press(widget, 'Close in');
    await press(widget, 'Odds');
    await press(widget, 'Attack Bandit');
    const odds = widget.locator('[part~="odds"]').first();
    // The default bandit's rank 1 armour: agility 1 raised three steps, a d12 to dodge with.
    await expect(odds).toContainText(/The hit roll: 2d6 against d12/, inner);
    await expect(odds).toContainText(/Hit\s*50%/, inner);
    await press(widget, 'Roll to hit');
    await expect(widget.locator('[part~="dice"]')).toContainText(/against/, inner);
    await expect(
      widget.locator('a[part~="rule-link"][href="/dice-pool/attacks-and-damage/#building-and-comparing-pools"]'),
    ).not.toHaveCount(0);
  });

  test('plays the fights set up on the melee, ranged and help pages', async ({ page }) => {
    await page.goto('/dice-pool/melee-weapons/');
    const melee = page.locator('rb-pool-fight[storage-key="pool-fight:melee"]');
    await press(melee, 'The party first');
    await expect(melee).toShowText(/Attack Grey \(2 squares\)/);
    await expect(melee.getByRole('button', { name: 'Attack Grey' }).first(), 'a reach weapon strikes from 2 squares').toBeEnabled();

    await page.goto('/dice-pool/ranged-weapons/');
    const ranged = page.locator('rb-pool-fight[storage-key="pool-fight:ranged"]');
    await press(ranged, 'The party first');
    await expect(ranged).toShowText(/Shoot Raider \(12 squares, long range\)/);
    await expect(ranged).toShowText(/carbine \(low caliber, cart 4\)\s*4 of 4 shots/);

    await page.goto('/dice-pool/help/');
    const help = page.locator('rb-pool-fight[storage-key="pool-fight:help"]');
    await press(help, 'The party first');
    await help.getByRole('button', { name: 'Jory: 2 left' }).click();
    await press(help, 'Help Mara against Bandit');
    await expect(why(help)).toContainText(/Jory helps Mara against Bandit/, inner);
    await press(help, 'Roll the help');
    await expect(why(help)).toContainText(/Help: /, inner);
  });

  test('plays the fiery torch on the melee page: the fire die on a hit, its ruling linked, the torch gone after round 2', async ({
    page,
  }) => {
    await page.goto('/dice-pool/melee-weapons/');
    const fiery = page.locator('rb-pool-fight[storage-key="pool-fight:fiery"]');
    await press(fiery, 'The party first');
    await expect(fiery).toShowText(/torch \(light, blunt, fiery\)/);
    await expect(fiery).toShowText(/burning, round 1 of 2/);
    await press(fiery, 'Attack Grey');
    await expect(why(fiery)).toContainText(
      /The torch burns \(round 1 of 2\): a hit adds 1d6 of fire, which defense does not reduce/,
      inner,
    );
    await expect(
      fiery.locator('a[part~="rule-link"][href="/dice-pool/melee-weapons/#fiery-and-two-handed-weapons"]'),
      'the why links to the fiery ruling',
    ).not.toHaveCount(0);

    // The same fight with fixed rolls, so the hit is sure: 6 + 6 against 1 + 1; damage 2 against 5, no harm; fire 4.
    await fiery.evaluate((el) => el.setAttribute('rolls', '6 6 1 1 2 5 4'));
    await press(fiery, 'The party first');
    await press(fiery, 'Attack Grey');
    await press(fiery, 'Roll to hit');
    await press(fiery, 'Roll damage');
    const dice = fiery.locator('[part~="dice"]');
    await expect(dice).toContainText(/Bram's fire/, inner);
    await expect(dice).toContainText(/2 against 5: no harm; \+ 4 fire = 4/, inner);
    await expect(why(fiery)).toContainText(/Fire: 1d6 = 4, not reduced by defense: Grey takes 4 more \(health 4 of 8\)/, inner);
    for (const label of ["End the party's turn", "End the foes' turn", "End the party's turn", "End the foes' turn"])
      await press(fiery, label);
    await expect(why(fiery)).toContainText(/Bram's torch burns away after 2 rounds/, inner);
    await expect(fiery).toShowText(/weapon burnt away/);
    await expect(fiery.getByRole('button', { name: 'Attack Grey' }).first(), 'a burnt-away torch cannot attack').toBeDisabled();
  });

  test.describe('its pages', () => {
    // The pages' own text: no widget needs to load.
    test.use({ widgets: 'static' });

    test('show every ruling the fight settles, and no machine notation', async ({ page }) => {
      const pages = {
        'overview-and-turns': [
          'rolling for group order',
          'unused actions and repeating an action',
          'the fight on a line of squares',
          'a readied attack',
        ],
        'attacks-and-damage': [
          'what a pool is and what an upgrade does',
          'comparing two pools',
          "the weapon's own damage dice",
          'health, and falling out of the fight',
          'no armour, and rank 4 without the prerequisite',
        ],
        'melee-weapons': [
          'electric damage',
          "the electric weapon's wielder",
          'fiery weapons',
          'a fiery weapon in the fight',
          'two-handed damage',
          'how far a thrown weapon reaches',
        ],
        'ranged-weapons': [
          'reading the caliber table',
          'a target at exactly long range',
          'what counts for a jam',
          'fixing a jam',
          'reloading early',
        ],
        help: ['ties, the ceiling, and how the bonus is used', 'helping an attack'],
      };
      for (const [path, rulings] of Object.entries(pages)) {
        await page.goto(`/dice-pool/${path}/`);
        await drawEverySection(page);
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const ruling of rulings) expect(main, `${path}: ${ruling}`).toContain(`Table ruling: ${ruling}`);
        expect(main, `${path}: no machine notation`).not.toMatch(/In machine terms|sum\(|=>/);
      }
    });
  });

  for (const width of [320, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`fits ${width} px in every state: fresh, setup open, odds and chart open, through the whole example`, async ({ page }) => {
        await page.goto('/dice-pool/attacks-and-damage/');
        const widget = page.locator(ATTACKS);
        await openAll(widget);
        await expectFits(widget, 'fresh');
        await press(widget, 'Odds');
        await press(widget, 'Statechart');
        await playExample(widget, async (i) => {
          await openAll(widget);
          await expectFits(widget, `step ${i + 1}`);
        });
        await page.screenshot({ path: `test-results/pool-fight-${width}.png`, fullPage: false }).catch(() => {});
      });
    });
  }

  test('stays within PLAYING_HEIGHT at 1280 px while playing, the odds shown', async ({ page }) => {
    await page.goto('/dice-pool/attacks-and-damage/');
    const widget = page.locator(ATTACKS);
    await expectAtMostTall(widget, PLAYING_HEIGHT, 'fresh');
    await press(widget, 'Odds');
    await playExample(widget, (i) => expectAtMostTall(widget, PLAYING_HEIGHT, `step ${i + 1}`));
    await expectFits(widget, '1280');
  });
});
