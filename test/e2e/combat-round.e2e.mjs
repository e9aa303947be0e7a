// The combat round on its three pages, end to end: the barn brawl stepped through and kept
// over a reload at the step it was left at, a check rolled by keys with its chance shown
// first, Ada's breath counted in the millpond, two days of rest to recovery, every rule linked
// from a step found as a heading on its built page, every ruling shown, and the layout at
// 320, 390 and 1280 px (no sideways overflow in any state, no taller than 900 px at 1280).
import { ruleTable, checkRuleAnchors } from './rules.mjs';

const BRAWL = 'rb-combat-round[storage-key="combat-round:brawl"]';
const HOLDS = 'rb-combat-round[storage-key="combat-round:holds"]';
const DROWNING = 'rb-combat-round[storage-key="combat-round:drowning"]';
const CHECKS = 'rb-combat-round[storage-key="combat-round:checks"]';
const REST = 'rb-combat-round[storage-key="combat-round:rest"]';
const text = (widget) => widget.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));
const why = (widget) => widget.locator('css=[part~="why"]').innerText();
const press = (widget, name) => widget.getByRole('button', { name, exact: false }).first().click();

/** Replay the widget's example: its events load on demand, then Forward can be pressed. */
async function replay(widget) {
  await press(widget, 'Replay the example');
  await widget.locator('css=[part~="history"] button[aria-keyshortcuts="Alt+ArrowRight"]:not([disabled])').waitFor();
}

/** The widget and the page, each no wider than its box. */
async function fits(page, widget, assert, where) {
  const m = await widget.evaluate((el) => ({
    sw: el.scrollWidth,
    cw: el.clientWidth,
    inner: [...el.shadowRoot.querySelectorAll('*')]
      .filter(
        (n) =>
          n.scrollWidth > n.clientWidth + 1 &&
          getComputedStyle(n).overflowX === 'visible' &&
          n.clientWidth > 0 &&
          !n.closest('.visually-hidden, .label, .step-word'),
      )
      .map((n) => n.className || n.tagName)
      .slice(0, 3),
    psw: document.documentElement.scrollWidth,
    pcw: document.documentElement.clientWidth,
  }));
  assert.ok(m.sw <= m.cw, `${where}: the widget is ${m.sw} wide in ${m.cw} (${m.inner.join(', ')})`);
  assert.ok(m.psw <= m.pcw, `${where}: the page is ${m.psw} wide in ${m.pcw}`);
}

/** Open every details of the widget (the table setup, the refusals), so the widest state is measured. */
const openAll = (widget) => widget.evaluate((el) => el.shadowRoot.querySelectorAll('details').forEach((d) => (d.open = true)));

/** Play the barn brawl's example, step by step, measuring at each step. */
async function playBrawl(widget, assert, each = async () => {}) {
  await replay(widget);
  assert.match(await text(widget), /Step 0 of 32/);
  for (let i = 0; i < 32; i++) {
    await press(widget, 'Forward');
    await each(i);
  }
  assert.match(await text(widget), /Downtime: day 1, dawn/);
}

export const tests = [
  {
    name: 'steps through the barn brawl with its numbers and keeps the table over a reload',
    path: '/lady-luck/combat/',
    async run({ page, assert }) {
      const widget = page.locator(BRAWL);
      await replay(widget);
      const seen = [];
      for (let i = 0; i < 24; i++) {
        await press(widget, 'Forward');
        seen.push(await why(widget));
      }
      assert.match(seen[1], /3 on the die \+ 1 Might \+ 1 Weapon = 5 against Snag's Defense 5: 5 reaches 5, a success/);
      assert.match(seen[6], /4 on the die \+ 1 Steadiness \+ 1 Vision \+ 1 Weapon = 7 against Grub's Defense 5 \(4, \+1 for the shroud\)/);
      assert.match(seen[11], /The GM decides: it fails/);
      assert.match(
        seen[16],
        /Bran's Resilience roll: 1 on the die \+ 1 Constitution \+ 1 Endurance = 3 against 0 \+ FTM 1 \+ Fatigue 0 = 1: stays up, Fatigue 1/,
      );
      assert.match(
        seen[20],
        /Bran's Injury roll: 2 on the die \+ 1 Constitution = 3 against 1 \+ ITM 0 \+ 0 Injuries = 1: survives, with 1 Injury/,
      );
      assert.match(seen[23], /Barn growth roll: 6 on the die \+ 2 flammability \+ 1 fire level = 9, 7 or more: the fire grows to 2/);
      assert.match(seen[23], /The fire attacks Tam: 3 on the die \+ 1 fire level = 4 against Defense 4/);
      assert.ok(await widget.locator('css=a[part~="rule-link"][href="/lady-luck/fire/#growth"]').count());

      // Back two steps, then a reload: the same table at the same step.
      await press(widget, 'Back');
      await press(widget, 'Back');
      await page.reload({ waitUntil: 'load' });
      const again = page.locator(BRAWL);
      await again.getByRole('button', { name: 'End turn' }).first().waitFor();
      assert.match(await text(again), /Step 22 of 32/);
      // And the next step rolls the same die as before.
      await press(again, 'Forward');
      await press(again, 'Forward');
      assert.match(await why(again), /Barn growth roll: 6 on the die/);
    },
  },
  {
    name: 'plays a turn by hand on the same map as the fire: the chance first, then the roll, a Runner’s two moves',
    path: '/lady-luck/combat/',
    async run({ page, assert }) {
      const widget = page.locator(BRAWL);
      await press(widget, 'Reset');
      await press(widget, 'Odds');
      await press(widget, 'Grapple (83.3%)');
      assert.match(await widget.locator('css=[part~="prompt"]').innerText(), /Bran's grapple, d6 \+ 3 against 5: 83.3% to succeed/);
      assert.match(await widget.locator('css=[part~="odds"]').first().innerText(), /Success\s+83.3%/);
      await press(widget, 'Roll the d6');
      await press(widget, 'End turn');
      await press(widget, 'Move to Yard');
      await press(widget, 'Move to Barn');
      assert.match(await why(widget), /A Runner may spend each action on a move: Area 2 this turn/);
    },
  },
  {
    name: 'holds: Bran takes hold of the orc, and the orc breaks free with the same roll',
    path: '/lady-luck/combat/',
    async run({ page, assert }) {
      const widget = page.locator(HOLDS);
      await widget.scrollIntoViewIfNeeded();
      // Seed 32: the grapple (d6 + 3 against Defense 5) holds, then the orc's own grapple roll breaks it.
      await press(widget, 'Grapple (83.3%)');
      await press(widget, 'Roll the d6');
      assert.match(await why(widget), /Orc is in Bran's hold: it cannot move, and may act against Bran only/);
      await press(widget, 'End turn');
      await press(widget, 'Break free');
      await press(widget, 'Roll the d6');
      assert.match(await why(widget), /Orc breaks free of Bran/);
      assert.doesNotMatch(await widget.locator('css=[part~="roster"]').innerText(), /held by/);
    },
  },
  {
    name: 'rolls a check by keys alone: an example action, the GM’s threshold, the exact chance before the roll',
    path: '/lady-luck/actions-and-checks/',
    async run({ page, assert }) {
      const widget = page.locator(CHECKS);
      await widget.scrollIntoViewIfNeeded();
      const select = widget.locator('css=[part~="check"] select');
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const threshold = widget.locator('css=[part~="check"] input');
      await threshold.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('5');
      // Wren sneaks in the dark lane: d6 + 1 + 1 + 1 + 1 for the dark against 5: a 1 or more.
      const declare = widget.getByRole('button', { name: 'Declare sneak (100%)' });
      await declare.focus();
      await page.keyboard.press('Enter');
      assert.match(
        await why(widget),
        /Wren declares sneak \(1 action\): d6 \+ 1 Steadiness \+ 1 Coordination \+ 1 Flexibility \+ 1 the Area \(sneaking\) \(\+4 in all\) against the GM's threshold 5/,
      );
      const roll = widget.getByRole('button', { name: 'Roll the d6 (100%)' });
      await roll.focus();
      await page.keyboard.press('Enter');
      assert.match(await why(widget), /a success/);
      assert.ok(await widget.locator('css=a[part~="rule-link"][href="/lady-luck/actions-and-checks/#the-d6-check"]').count());
    },
  },
  {
    name: 'counts Ada’s breath round by round in the millpond, and starts the count again when she surfaces',
    path: '/lady-luck/combat/',
    async run({ page, assert }) {
      const widget = page.locator(DROWNING);
      await widget.scrollIntoViewIfNeeded();
      await replay(widget);
      for (let i = 0; i < 10; i++) await press(widget, 'Forward');
      assert.match(
        await why(widget),
        /Ada's round 5 under water calls a Resilience roll: 2 on the die \+ 1 Endurance = 3 against 0 \+ FTM 0 \+ Fatigue 1 = 1: holds on, Fatigue 2/,
      );
      for (let i = 10; i < 13; i++) await press(widget, 'Forward');
      assert.match(await why(widget), /Ada surfaced this round: the breath count is back to 0/);
    },
  },
  {
    name: 'rests two days, timeframe by timeframe, to recovery, with the sleepless roll and its Fatigue',
    path: '/lady-luck/downtime-and-resting/',
    async run({ page, assert }) {
      const widget = page.locator(REST);
      await widget.scrollIntoViewIfNeeded();
      assert.match(await text(widget), /Downtime: day 1, dawn/);
      await replay(widget);
      for (let i = 0; i < 7; i++) await press(widget, 'Forward');
      assert.match(
        await why(widget),
        /Wren has been awake 7 timeframes: a Resilience roll as if hit by FTM \+0: 2 on the die = 2 against 3: a failure, knocked out/,
      );
      for (let i = 7; i < 16; i++) await press(widget, 'Forward');
      const t = await text(widget);
      assert.match(t, /Rested by day 3, dawn/);
      assert.match(t, /After no fighting and 2 days of rest, everyone alive has recovered/);
    },
  },
  {
    name: 'every rule the combat round links to is a heading on its built page',
    static: true,
    path: '/lady-luck/combat/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/lady-luck/combat-round.rules.ts', 'COMBAT_ROUND_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
    },
  },
  {
    name: 'shows every ruling the combat round settles',
    static: true,
    path: '/lady-luck/combat/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/lady-luck/combat-round.rules.ts', 'COMBAT_ROUND_RULES');
      const byPage = new Map();
      for (const r of Object.values(rules))
        if (r.title.startsWith('Table ruling: ')) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r.title]);
      for (const [path, titles] of byPage) {
        await page.goto(`${baseUrl}/${path}/`, { waitUntil: 'load' });
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const title of titles) assert.ok(main.includes(title.replace(/[’]/g, "'")), `${path}: ${title}`);
      }
    },
  },
  ...[320, 390].map((width) => ({
    name: `fits ${width} px in every state of the barn brawl, setup and refusals open`,
    path: '/lady-luck/combat/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(BRAWL);
      await openAll(widget);
      await fits(page, widget, assert, 'fresh');
      await press(widget, 'Odds');
      await press(widget, 'Statechart');
      await playBrawl(widget, assert, async (i) => {
        await openAll(widget);
        await fits(page, widget, assert, `step ${i + 1}`);
      });
      await page.screenshot({ path: `test-results/combat-round-${width}.png`, fullPage: false }).catch(() => {});
    },
  })),
  {
    name: 'stays within 900 px tall at 1280 px while playing, the odds shown',
    path: '/lady-luck/combat/',
    async run({ page, assert }) {
      const widget = page.locator(BRAWL);
      const height = () => widget.evaluate((el) => el.getBoundingClientRect().height);
      assert.ok((await height()) <= 900, `fresh: ${await height()} px`);
      await press(widget, 'Odds');
      await playBrawl(widget, assert, async (i) => {
        const h = await height();
        assert.ok(h <= 900, `step ${i + 1}: ${h} px tall`);
      });
      await fits(page, widget, assert, '1280');
    },
  },
];
