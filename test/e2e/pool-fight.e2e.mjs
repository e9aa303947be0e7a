// The dice-pool fight on its pages, end to end: our worked example stepped through with its
// numbers and kept over a reload at the step it was left at, a fight played by hand with the
// odds open, the fights configured on the melee, ranged and help pages, every rule linked
// from a step found as a heading on its built page, every ruling the fight settles shown,
// and the layout at 320, 390 and 1280 px (no sideways overflow in any state, no taller than
// 900 px at 1280 while playing).
import { ruleTable, checkRuleAnchors } from './rules.mjs';

const ATTACKS = 'rb-pool-fight[storage-key="pool-fight:attacks"]';
const text = (widget) => widget.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));
const press = (widget, name) =>
  widget
    .getByRole('button', { name, exact: ['Back', 'Forward'].includes(name) })
    .first()
    .click();
const why = (widget) => widget.locator('css=[part~="why"]').innerText();

/** The widget and the page, each no wider than its box. */
async function fits(page, widget, assert, where) {
  const m = await widget.evaluate((el) => ({
    sw: el.scrollWidth,
    cw: el.clientWidth,
    inner: [...el.shadowRoot.querySelectorAll('*')]
      .filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX === 'visible' && n.clientWidth > 0)
      .map((n) => n.className || n.tagName)
      .slice(0, 3),
    psw: document.documentElement.scrollWidth,
    pcw: document.documentElement.clientWidth,
  }));
  assert.ok(m.sw <= m.cw, `${where}: the widget is ${m.sw} wide in ${m.cw} (${m.inner.join(', ')})`);
  assert.ok(m.psw <= m.pcw, `${where}: the page is ${m.psw} wide in ${m.pcw}`);
}

/** Open the table setup and every details, so the widest state is measured. */
const openAll = (widget) => widget.evaluate((el) => el.shadowRoot.querySelectorAll('details').forEach((d) => (d.open = true)));

/** Replay the example and step through it, calling `each` after every step. */
async function playExample(widget, assert, each = async () => {}) {
  await press(widget, 'Replay the example');
  assert.match(await text(widget), /Step 0 of 24/);
  for (let i = 0; i < 24; i++) {
    await press(widget, 'Forward');
    await each(i);
  }
  assert.match(await text(widget), /The foes have no one standing: the party win the fight/);
}

export const tests = [
  {
    name: 'steps through our worked example with its numbers, and keeps the table over a reload',
    path: '/dice-pool/attacks-and-damage/',
    async run({ page, assert }) {
      const widget = page.locator(ATTACKS);
      const verdicts = [];
      await playExample(widget, assert, async () => {
        const v = await widget.locator('css=.verdict').allInnerTexts();
        if (v.length) verdicts.push(v.at(-1));
      });
      for (const v of [
        '7 against 5: a hit',
        '9 − 6 = 3 damage',
        '4 against 8: a miss',
        '12 − 5 = 7 damage',
        '12 against 4: cleared',
        '8 − 5 = 3 damage',
      ])
        assert.ok(verdicts.includes(v), `saw ${v}`);
      assert.match(await widget.locator('css=[part~="summary"]').innerText(), /The party won in round 2: 5 attacks, 4 hits/);

      // Back to the jam, then a reload: the same table at the same step.
      for (let i = 0; i < 17; i++) await press(widget, 'Back');
      await page.reload({ waitUntil: 'load' });
      const again = page.locator(ATTACKS);
      await again.getByRole('button', { name: 'Fix the jam' }).first().waitFor();
      assert.match(await text(again), /Step 7 of 24/);
      assert.match(await why(again), /Cart size 6 jams on a miss by more than 2: the pistol jams/);
      // And the next steps roll the same dice as before.
      await press(again, 'Fix the jam');
      await press(again, 'Roll the check');
      assert.match(await why(again), /Fix Jam: 1 \+ 1 \+ 2 = 4 against 5\. Not higher: still jammed/);
    },
  },
  {
    name: 'plays a fight by hand: the order, a move, the odds, a hit roll with its rule',
    path: '/dice-pool/attacks-and-damage/',
    async run({ page, assert }) {
      const widget = page.locator(ATTACKS);
      await press(widget, 'The party first');
      assert.match(await text(widget), /Round 1 · The party's turn/);
      await press(widget, 'Close in');
      await press(widget, 'Odds');
      await press(widget, 'Attack Bandit');
      const odds = await widget.locator('css=[part~="odds"]').first().innerText();
      assert.match(odds, /The hit roll: 2d6 against d8/);
      assert.match(odds, /71\.5%/);
      await press(widget, 'Roll to hit');
      assert.match(await widget.locator('css=[part~="dice"]').innerText(), /against/);
      assert.ok(
        await widget.locator('css=a[part~="rule-link"][href="/dice-pool/attacks-and-damage/#building-and-comparing-pools"]').count(),
      );
    },
  },
  {
    name: 'plays the fights set up on the melee, ranged and help pages',
    path: '/dice-pool/melee-weapons/',
    async run({ page, baseUrl, assert }) {
      const melee = page.locator('rb-pool-fight[storage-key="pool-fight:melee"]');
      await press(melee, 'The party first');
      assert.match(await text(melee), /Attack Grey \(2 squares\)/);
      assert.equal(await melee.getByRole('button', { name: 'Attack Grey' }).isEnabled(), true, 'a reach weapon strikes from 2 squares');

      await page.goto(`${baseUrl}/dice-pool/ranged-weapons/`, { waitUntil: 'load' });
      const ranged = page.locator('rb-pool-fight[storage-key="pool-fight:ranged"]');
      await press(ranged, 'The party first');
      assert.match(await text(ranged), /Shoot Raider \(12 squares, long range\)/);
      assert.match(await text(ranged), /carbine \(low caliber, cart 4\)\s*4 of 4 shots/);

      await page.goto(`${baseUrl}/dice-pool/help/`, { waitUntil: 'load' });
      const help = page.locator('rb-pool-fight[storage-key="pool-fight:help"]');
      await press(help, 'The party first');
      await help.getByRole('button', { name: 'Jory: 2 left' }).click();
      await press(help, 'Help Mara against Bandit');
      assert.match(await why(help), /Jory helps Mara against Bandit/);
      await press(help, 'Roll the help');
      assert.match(await why(help), /Help: /);
    },
  },
  {
    name: 'plays the fiery torch on the melee page: the fire die on a hit, its ruling linked, the torch gone after round 2',
    path: '/dice-pool/melee-weapons/',
    async run({ page, assert }) {
      const fiery = page.locator('rb-pool-fight[storage-key="pool-fight:fiery"]');
      await press(fiery, 'The party first');
      assert.match(await text(fiery), /torch \(light, blunt, fiery\)/);
      assert.match(await text(fiery), /burning, round 1 of 2/);
      await press(fiery, 'Attack Grey');
      assert.match(await why(fiery), /The torch burns \(round 1 of 2\): a hit adds 1d6 of fire, which defense does not reduce/);
      assert.ok(
        await fiery.locator('css=a[part~="rule-link"][href="/dice-pool/melee-weapons/#fiery-and-two-handed-weapons"]').count(),
        'the why links to the fiery ruling',
      );

      // The same fight with fixed rolls, so the hit is sure: 6 + 6 against 1 + 1; damage 2 against 5, no harm; fire 4.
      await fiery.evaluate((el) => el.setAttribute('rolls', '6 6 1 1 2 5 4'));
      await press(fiery, 'The party first');
      await press(fiery, 'Attack Grey');
      await press(fiery, 'Roll to hit');
      await press(fiery, 'Roll damage');
      assert.match(await fiery.locator('css=[part~="dice"]').innerText(), /Bram's fire/);
      assert.match(await fiery.locator('css=[part~="dice"]').innerText(), /2 against 5: no harm; \+ 4 fire = 4/);
      assert.match(await why(fiery), /Fire: 1d6 = 4, not reduced by defense: Grey takes 4 more \(health 4 of 8\)/);
      for (const label of ["End the party's turn", "End the foes' turn", "End the party's turn", "End the foes' turn"])
        await press(fiery, label);
      assert.match(await why(fiery), /Bram's torch burns away after 2 rounds/);
      assert.match(await text(fiery), /weapon burnt away/);
      assert.equal(await fiery.getByRole('button', { name: 'Attack Grey' }).first().isEnabled(), false, 'a burnt-away torch cannot attack');
    },
  },
  {
    name: 'every rule the fight links to is a heading on its built page',
    static: true,
    path: '/dice-pool/attacks-and-damage/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/dice-pool/pool-fight.rules.ts', 'POOL_FIGHT_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
    },
  },
  {
    name: 'shows every ruling the fight settles, and no machine notation',
    static: true,
    path: '/dice-pool/attacks-and-damage/',
    async run({ page, baseUrl, assert }) {
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
        await page.goto(`${baseUrl}/dice-pool/${path}/`, { waitUntil: 'load' });
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const ruling of rulings) assert.ok(main.includes(`Table ruling: ${ruling}`), `${path}: ${ruling}`);
        assert.doesNotMatch(main, /In machine terms|sum\(|=>/, `${path}: no machine notation`);
      }
    },
  },
  ...[320, 390].map((width) => ({
    name: `fits ${width} px in every state: fresh, setup open, odds and chart open, through the whole example`,
    path: '/dice-pool/attacks-and-damage/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(ATTACKS);
      await openAll(widget);
      await fits(page, widget, assert, 'fresh');
      await press(widget, 'Odds');
      await press(widget, 'Statechart');
      await playExample(widget, assert, async (i) => {
        await openAll(widget);
        await fits(page, widget, assert, `step ${i + 1}`);
      });
      await page.screenshot({ path: `test-results/pool-fight-${width}.png`, fullPage: false }).catch(() => {});
    },
  })),
  {
    name: 'stays within 900 px tall at 1280 px while playing, the odds shown',
    path: '/dice-pool/attacks-and-damage/',
    async run({ page, assert }) {
      const widget = page.locator(ATTACKS);
      const height = () => widget.evaluate((el) => el.getBoundingClientRect().height);
      assert.ok((await height()) <= 900, `fresh: ${await height()} px`);
      await press(widget, 'Odds');
      await playExample(widget, assert, async (i) => {
        const h = await height();
        assert.ok(h <= 900, `step ${i + 1}: ${h} px tall`);
      });
      await fits(page, widget, assert, '1280');
    },
  },
];
