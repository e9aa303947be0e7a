// The exchange on its three pages, end to end: the raider's worked example stepped through,
// a table that survives a reload at the step it was left at, a death continued in soul
// passing with the same character's numbers, the rest's clock, every rule linked from a
// step found as a heading on its built page, and the layout at 320, 390 and 1280 px (no
// sideways overflow in any state, no taller than 900 px at 1280 while playing).
import { ruleTable, checkRuleAnchors } from './rules.mjs';

const RAIDER = 'rb-attack-roll[storage-key="attack-roll:raider"]';
const WOUNDS = 'rb-attack-roll[storage-key="attack-roll:wounds"]';
const REST = 'rb-attack-roll[storage-key="attack-roll:rest"]';
const MINIONS = 'rb-attack-roll[storage-key="attack-roll:minions"]';
const RELOAD = 'rb-attack-roll[storage-key="attack-roll:reload"]';
const text = (widget) => widget.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));
const press = (widget, name) => widget.getByRole('button', { name, exact: false }).first().click();
/** Wait until the widget's text matches (a worked example loads on demand, so its steps arrive a moment after the click). */
const waitText = (widget, re) =>
  widget.evaluate(async (el, source) => {
    const pattern = new RegExp(source);
    for (let i = 0; i < 200; i++) {
      if (pattern.test(el.shadowRoot.textContent.replace(/\s+/g, ' '))) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`timed out waiting for ${source}`);
  }, re.source);

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

/** Play the duel's example to its end, step by step, measuring at each step. */
async function playDuel(page, widget, assert, where, each = async () => {}) {
  await press(widget, 'Replay the example');
  await waitText(widget, /Step 0 of 15/);
  for (let i = 0; i < 15; i++) {
    await press(widget, 'Forward');
    await each(i);
  }
  assert.match(await text(widget), /Marrow is dead/);
}

export const tests = [
  {
    name: "steps through the raider's five blows and keeps the table over a reload",
    path: '/liberi-gothica/attack-and-defense/',
    async run({ page, assert }) {
      const widget = page.locator(RAIDER);
      await press(widget, 'Replay the example');
      await waitText(widget, /Step 0 of 22/);
      const results = [];
      const why = widget.locator('css=[part~="why"]');
      for (let i = 0; i < 22; i++) {
        await press(widget, 'Forward');
        const m = /The attack: .*= (\d+) against base defense 7 and total defense 10/.exec(await why.innerText());
        if (m) results.push(Number(m[1]));
      }
      assert.deepEqual(results, [7, 9, 10, 12, 15]);
      assert.match(await text(widget), /the right arm, 4–6 damage on the arms chart: Numb/);
      const row = await widget.locator('css=[part~="roll"] tbody td').allInnerTexts();
      assert.deepEqual(row, ['right arms', '4–6', 'Numb', '−2 on any roll using the arm, for 2d6 days']);

      // Back two steps, then a reload: the same table at the same step.
      await press(widget, 'Back');
      await press(widget, 'Back');
      await page.reload({ waitUntil: 'load' });
      const again = page.locator(RAIDER);
      await again.getByRole('button', { name: 'Roll damage' }).waitFor();
      assert.match(await text(again), /Step 20 of 22/);
      assert.match(
        await again.locator('css=[part~="why"]').innerText(),
        /12 rolled \+ 3 Attack = 15 against base defense 7 and total defense 10: a direct hit and a crippling wound/,
      );
      // And the next step rolls the same die as before.
      await press(again, 'Roll damage');
      assert.match(await again.locator('css=[part~="why"]').innerText(), /Raider loses 6 Life \(Life 6\)/);
    },
  },
  {
    name: 'plays an exchange by hand: who acts first, an attack, its roll, the odds',
    path: '/liberi-gothica/attack-and-defense/',
    async run({ page, assert }) {
      const widget = page.locator(RAIDER);
      await press(widget, 'Round 1: Raider first');
      await press(widget, 'Defend, +2');
      await press(widget, 'End turn');
      assert.match(await text(widget), /Bram's turn: 2 actions left/);
      await press(widget, 'Odds');
      await press(widget, 'Attack (1 action)');
      const odds = await widget.locator('css=[part~="odds"]').first().innerText();
      assert.match(odds, /The attack roll: 2d6 \+3 against base defense 9 and total defense 12/);
      await press(widget, 'Roll to hit');
      assert.match(await text(widget), /against base defense 9 and total defense 12/);
      assert.ok(await widget.locator('css=a[part~="rule-link"][href="/liberi-gothica/attack-and-defense/#the-attack-roll"]').count());
    },
  },
  {
    name: 'continues a death in soul passing with the same character',
    path: '/liberi-gothica/damage-and-wounds/',
    async run({ page, assert }) {
      const widget = page.locator(WOUNDS);
      await playDuel(page, widget, assert, 'duel');
      const link = widget.locator('css=[part~="soul-link"]');
      assert.match(await link.innerText(), /Continue in soul passing with Marrow's numbers/);
      await link.click();
      await page.waitForURL(/death-and-passing-on/);
      const soul = page.locator('rb-soul-passing[storage-key="soul-passing:table"]');
      await soul.getByRole('button', { name: /Pray/ }).first().waitFor();
      const t = await soul.evaluate((el) => el.shadowRoot.textContent.replace(/\s+/g, ' '));
      assert.match(t, /Marrow is dead \(life below its limit\) · round 1 · the soul holds 5 Vitality, lingering/);
    },
  },
  {
    name: 'rests a wounded Liberi day by day until she is whole',
    path: '/liberi-gothica/minions-and-healing/',
    async run({ page, assert }) {
      const widget = page.locator(REST);
      await press(widget, 'Replay the example');
      await waitText(widget, /Step 0 of 16/);
      for (let i = 0; i < 16; i++) await press(widget, 'Forward');
      const t = await text(widget);
      assert.match(t, /Ada has healed by day 5, 12:00/);
      assert.match(t, /Limp is over/);
    },
  },
  {
    name: "gives Ilse's zombies an order on the minions page: one action each, the longer order refused with its reason",
    path: '/liberi-gothica/minions-and-healing/',
    async run({ page, assert }) {
      const widget = page.locator(MINIONS);
      await press(widget, 'Round 1: Ilse first');
      await waitText(widget, /3 minions, Knowledge 2: no order yet/);
      assert.equal(
        await widget.getByRole('button', { name: 'Order of 3 sentences' }).isEnabled(),
        false,
        'an order longer than Knowledge 2 is refused',
      );
      await widget.locator('css=[part~="refusals"] summary').click();
      assert.match(
        await widget.locator('css=[part~="refusals"]').innerText(),
        /Order of 3 sentences \(1 action\): minions with Knowledge 2 grasp 2 sentences: an order of 3 would be neither understood nor followed/,
      );
      await press(widget, 'Order of 2 sentences');
      const why = await widget.locator('css=[part~="why"]').innerText();
      assert.match(why, /Ilse gives the 3 minions an order of 2 sentences \(Command: 1 action; 1 left\)/);
      assert.ok(
        await widget
          .locator('css=[part~="why"] a[part~="rule-link"][href="/liberi-gothica/minions-and-healing/#controlling-minions"]')
          .count(),
        'the why links to Controlling minions',
      );
      await waitText(widget, /following an order of 2 sentences \(round 1\)/);
    },
  },
  {
    name: "replays the book's rifle on the actions page: 2 of 4, then a move and 3 of 4, then loaded and fired",
    path: '/liberi-gothica/actions/',
    async run({ page, assert }) {
      const widget = page.locator(RELOAD);
      await press(widget, 'Replay the example');
      await waitText(widget, /Step 0 of 15/);
      const whys = [];
      const links = [];
      for (let i = 0; i < 15; i++) {
        await press(widget, 'Forward');
        whys.push(await widget.locator('css=[part~="why"]').innerText());
        links.push(
          await widget.locator('css=[part~="why"] a[part~="rule-link"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        );
      }
      assert.match(whys[2], /Sela goes on with the reload \(2 of 4 actions; none left this turn\)/);
      assert.match(whys[6], /Sela moves away up to 30 feet: 90 feet apart now/);
      assert.match(whys[7], /Sela goes on with the reload \(3 of 4 actions; none left this turn\)/);
      assert.match(whys[11], /Sela finishes the reload \(4 of 4 actions\): the weapon is loaded and can fire/);
      assert.match(whys[12], /The shot empties the weapon/);
      for (const i of [1, 2, 7, 11])
        assert.ok(links[i].includes('/liberi-gothica/actions/#continuous-actions'), `step ${i + 1} links Continuous actions`);
      assert.ok(links[12].includes('/liberi-gothica/actions/#a-loaded-weapon-holds-one-shot'), 'the shot links its ruling');
    },
  },
  {
    name: 'loses a rifle reload skipped for a turn, by hand, with links to the rule and its ruling, and fits 320 px',
    path: '/liberi-gothica/actions/',
    viewport: { width: 320, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(RELOAD);
      await press(widget, 'Round 1: Sela first');
      assert.equal(await widget.getByRole('button', { name: 'Attack (1 action)' }).isEnabled(), false, 'an empty rifle cannot fire');
      await press(widget, 'Reload (1 action)');
      assert.ok(
        await widget.locator('css=[part~="why"] a[part~="rule-link"][href="/liberi-gothica/actions/#continuous-actions"]').count(),
        'the reload links Continuous actions',
      );
      await press(widget, 'End turn');
      await press(widget, 'End turn');
      await press(widget, 'Round 2: Sela first');
      await press(widget, 'Move away');
      await press(widget, 'End turn');
      assert.match(
        await widget.locator('css=[part~="why"]').innerText(),
        /the 1 action put into it is lost, and it starts again from nothing/,
      );
      assert.ok(
        await widget
          .locator('css=[part~="why"] a[part~="rule-link"][href="/liberi-gothica/actions/#when-a-skipped-continuous-action-is-lost"]')
          .count(),
        'the loss links the ruling',
      );
      await openAll(widget);
      await fits(page, widget, assert, '320, reload lost');
    },
  },
  {
    name: 'every rule the exchange links to is a heading on its built page',
    static: true,
    path: '/liberi-gothica/attack-and-defense/',
    async run({ page, baseUrl, assert }) {
      const rules = await ruleTable('machines/liberi-gothica/attack-roll.rules.ts', 'ATTACK_ROLL_RULES');
      await checkRuleAnchors(page, baseUrl, assert, rules);
      // The pages show rules, not the widget's API or code: one link to its reference page.
      await page.goto(`${baseUrl}/liberi-gothica/attack-and-defense/`, { waitUntil: 'load' });
      assert.equal(await page.locator('main h2', { hasText: /^API$/ }).count(), 0);
      assert.equal(await page.locator('main a[href="/reference/attack-roll/"]').count(), 1);
      for (const path of ['attack-and-defense', 'damage-and-wounds', 'minions-and-healing', 'actions']) {
        await page.goto(`${baseUrl}/liberi-gothica/${path}/`, { waitUntil: 'load' });
        assert.doesNotMatch(await page.locator('main').innerText(), /machines\/|\.test\.ts/, path);
        assert.ok(await page.locator('main [data-rb-embed]').count(), `${path}: an embed panel after the widget`);
      }
    },
  },
  {
    name: 'shows every ruling the exchange settles',
    static: true,
    path: '/liberi-gothica/attack-and-defense/',
    async run({ page, baseUrl, assert }) {
      const pages = {
        'attack-and-defense': [
          'reach and who acts first',
          'what a Charge and a multiple-weapon attack cost',
          'delayed and prepared attacks between two fighters',
          'how long surprise lasts, and the unconscious',
          'a lethal blow needs no roll',
        ],
        'damage-and-wounds': [
          "a wound's stages, rolled when it is dealt",
          'leg wounds and moving',
          'what a Treatment check does, and when',
          'a ram in play',
        ],
        'minions-and-healing': ['an order too long for the minions', 'how minions take hits', "the rest's clock"],
        actions: ['when a skipped continuous action is lost', 'a loaded weapon holds one shot'],
      };
      for (const [path, rulings] of Object.entries(pages)) {
        await page.goto(`${baseUrl}/liberi-gothica/${path}/`, { waitUntil: 'load' });
        const main = (await page.locator('main').innerText()).replace(/[’]/g, "'");
        for (const ruling of rulings) assert.ok(main.includes(`Table ruling: ${ruling}`), `${path}: ${ruling}`);
      }
    },
  },
  ...[320, 390].map((width) => ({
    name: `fits ${width} px in every state: fresh, setup open, mid-attack, wounded, dead`,
    path: '/liberi-gothica/damage-and-wounds/',
    viewport: { width, height: 800 },
    async run({ page, assert }) {
      const widget = page.locator(WOUNDS);
      await openAll(widget);
      await fits(page, widget, assert, 'fresh');
      await press(widget, 'Odds');
      await press(widget, 'Statechart');
      await playDuel(page, widget, assert, 'duel', async (i) => {
        await openAll(widget);
        await fits(page, widget, assert, `step ${i + 1}`);
      });
      await page.screenshot({ path: `test-results/attack-roll-${width}.png`, fullPage: false }).catch(() => {});
    },
  })),
  {
    name: 'stays within 900 px tall at 1280 px while playing, the odds shown',
    path: '/liberi-gothica/damage-and-wounds/',
    async run({ page, assert }) {
      const widget = page.locator(WOUNDS);
      const height = () => widget.evaluate((el) => el.getBoundingClientRect().height);
      assert.ok((await height()) <= 900, `fresh: ${await height()} px`);
      await press(widget, 'Odds');
      await playDuel(page, widget, assert, 'duel', async (i) => {
        const h = await height();
        assert.ok(h <= 900, `step ${i + 1}: ${h} px tall`);
      });
      await fits(page, widget, assert, '1280');
    },
  },
];
