// End-to-end checks for the rules pages that carry no widget: Liberi Gothica's attack, damage
// and healing pages, the dice-pool system, and the embedding guide. test/e2e/run.mjs opens
// `path`, then calls `run`; it checks console errors and axe-core itself. Also the generated
// widget reference pages.
import { listWidgets, widgetPlacements, SYSTEMS } from '../../scripts/widgets.mjs';

/** The main column's tables, each as its header cells' text. */
async function tableHeaders(page) {
  return page.locator('main table').evaluateAll((tables) =>
    // Typographic apostrophes (Starlight's smart quotes) read as plain ones.
    tables.map((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent.trim().replace(/[\u2018\u2019]/g, "'"))),
  );
}

/** Fails unless some table in the main column has every one of these headers. */
async function expectTable(page, assert, headers, what) {
  const tables = await tableHeaders(page);
  const found = tables.some((row) => headers.every((h) => row.some((cell) => cell.includes(h))));
  assert.ok(found, `${what}: no table with headers ${JSON.stringify(headers)}; saw ${JSON.stringify(tables)}`);
}

/** The page's main heading. */
async function expectTitle(page, assert, title) {
  const h1 = (await page.locator('h1').first().textContent())?.trim();
  assert.ok(h1 === title, `expected the page heading "${title}", got "${h1}"`);
}

/** Rulings are visible notes titled "Table ruling: …". */
async function expectRulings(page, assert, atLeast) {
  const rulings = await page.locator('main aside[aria-label^="Table ruling"]').count();
  assert.ok(rulings >= atLeast, `expected at least ${atLeast} table rulings, found ${rulings}`);
}

/** The text of the row whose first cell is `first`, in the table with these headers. */
async function rowText(page, headers, first) {
  return page.locator('main table').evaluateAll(
    (tables, [headers, first]) => {
      for (const t of tables) {
        const head = [...t.querySelectorAll('thead th')].map((th) => th.textContent.trim().replace(/[\u2018\u2019]/g, "'"));
        if (!headers.every((h) => head.some((c) => c.includes(h)))) continue;
        for (const tr of t.querySelectorAll('tbody tr')) {
          const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent.trim());
          if (cells[0] === first) return cells.join(' | ');
        }
      }
      return undefined;
    },
    [headers, first],
  );
}

const SYSTEM_NAMES = Object.values(SYSTEMS);

/** The first column's code of the table under the heading with this id. */
async function firstColumn(page, headingId) {
  return page.locator(`main h2#${headingId} ~ table`).first().locator('tbody tr td:first-child code').allTextContents();
}

/**
 * One reference page per widget (site/pages/reference/), generated from custom-elements.json.
 * Checked against the element itself as the browser defines it: the attributes table lists
 * exactly the element's observedAttributes, read on its rules page.
 */
const referenceTests = listWidgets().map((w) => ({
  name: `reference page for <${w.tag}> lists what the element observes, its events, parts and properties, and links its rules page`,
  path: `/reference/${w.name}/`,
  run: async ({ page, assert, baseUrl }) => {
    const h1 = (await page.locator('h1').first().textContent())?.trim();
    assert.match(h1, / widget$/, `heading reads "${h1}"`);
    const listed = await firstColumn(page, 'attributes');
    const events = await firstColumn(page, 'events');
    const parts = await firstColumn(page, 'parts');
    const props = await firstColumn(page, 'css-custom-properties');
    for (const [what, list] of [
      ['events', events],
      ['parts', parts],
      ['CSS custom properties', props],
    ]) {
      assert.ok(list.length > 0, `no ${what} listed`);
    }
    assert.ok(events.includes('rb-step') && events.includes('rb-error'), `events: ${events.join(', ')}`);
    assert.ok(parts.includes('base'), `parts: ${parts.join(', ')}`);
    const snippet = await page.locator('main pre').first().textContent();
    assert.ok(snippet.includes(`/embed/${w.tag}.js`) && snippet.includes(`<${w.tag}>`), `embed snippet reads ${snippet}`);
    const rules = await page.locator('main p a').first().getAttribute('href');
    await page.goto(baseUrl + rules, { waitUntil: 'load' });
    await page.locator(w.tag).first().waitFor({ state: 'attached' });
    const observed = await page.evaluate(
      (tag) => customElements.whenDefined(tag).then(() => customElements.get(tag).observedAttributes),
      w.tag,
    );
    assert.deepEqual([...listed].sort(), [...observed].sort(), `the reference page's attributes differ from what <${w.tag}> observes`);
  },
}));

/** The pages that place a widget, from the content itself (as the sidebar's badges are made). */
const playable = widgetPlacements()
  .filter((p) => p.tags.size > 0)
  .map((p) => p.path)
  .sort();

/** The rulebook around the widgets (issue 12): gallery, sidebar badges, system in titles and search. */
const aroundTests = [
  {
    name: 'the landing page shows a gallery of every interactive procedure: its picture, where it is played, one line, and a link',
    path: '/',
    async run({ page, assert }) {
      const cards = page.locator('main .rb-gallery > li');
      assert.equal(await cards.count(), listWidgets().length, 'one card per widget');
      const hrefs = await page.locator('main .rb-gallery > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const w of listWidgets()) {
        const card = cards.filter({ has: page.locator(`img[src="/gallery/${w.name}.webp"]`) });
        assert.equal(await card.count(), 1, `no card with ${w.name}'s picture`);
        const img = card.locator('img');
        await img.scrollIntoViewIfNeeded();
        await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
        assert.equal(await img.evaluate((el) => el.naturalWidth), 600, `${w.name}'s picture is not the 600 px thumbnail`);
        const where = (await card.locator('.where').innerText()).trim();
        assert.ok(
          SYSTEM_NAMES.some((s) => where.startsWith(s)),
          `${w.name}'s card does not name its system: "${where}"`,
        );
        assert.ok((await card.locator('.what').innerText()).trim().length > 10, `${w.name}'s card has no line saying what it plays`);
      }
      // Each link leads to a page that places the widget.
      for (const href of hrefs) assert.ok(playable.includes(href), `${href} does not hold a widget`);
    },
  },
  {
    name: 'no rules page shows code, machine notation or an API section to a reader (they live on the reference pages)',
    static: true,
    timeout: 180_000,
    path: '/',
    async run({ page, baseUrl, assert }) {
      const rulesPages = widgetPlacements().filter((p) => Object.hasOwn(SYSTEMS, p.folder));
      assert.ok(rulesPages.length >= 20, `only ${rulesPages.length} rules pages found`);
      const problems = [];
      for (const { path } of rulesPages) {
        await page.goto(`${baseUrl}${path}`);
        const found = await page.evaluate(() => {
          const main = document.querySelector('.sl-markdown-content');
          const headings = [...main.querySelectorAll('h2, h3')].map((h) => h.textContent.trim());
          return {
            // The "Embed this table" panel is for embedders, and is code by nature.
            code: [...main.querySelectorAll('code, pre')]
              .filter((c) => !c.closest('.rb-embed'))
              .map((c) => c.textContent.trim().slice(0, 40)),
            api: headings.filter((h) => /^(API|Attributes|Events|CSS parts)\b/.test(h)),
            // What machine notation looks like in prose: dotted event names (card.played), code calls.
            notation: (main.innerText.match(/\b[a-z]+\.[a-z]+ed\b|\b(?:sum|max|min)\([a-z]|In machine terms/g) ?? []).slice(0, 3),
          };
        });
        for (const [what, list] of Object.entries(found)) if (list.length) problems.push(`${path}: ${what} ${JSON.stringify(list)}`);
      }
      assert.deepEqual(problems, []);
    },
  },
  {
    name: 'the sidebar marks exactly the pages that hold a widget',
    path: '/dice-pool/help/',
    async run({ page, assert }) {
      const marked = await page
        .locator('.sidebar-content a:has(.sl-badge)')
        .evaluateAll((as) =>
          as.filter((a) => a.querySelector('.sl-badge').textContent.trim() === 'Play').map((a) => a.getAttribute('href')),
        );
      assert.deepEqual([...new Set(marked)].sort(), playable);
      assert.ok(playable.length >= 6, `only ${playable.length} pages hold a widget`);
    },
  },
  {
    name: "each rules page's title names its system, and so does its search result",
    path: '/lady-luck/fire/',
    async run({ page, baseUrl, assert }) {
      assert.equal(await page.title(), "Fire · Lady Luck's Chosen Few | Combat Rulebook");
      for (const [path, system] of [
        ['/karmic/melee-combat/', 'Karmic'],
        ['/dice-pool/help/', 'Dice-pool system'],
        ['/liberi-gothica/turn-order/', 'Liberi Gothica'],
      ]) {
        await page.goto(baseUrl + path, { waitUntil: 'load' });
        assert.match(await page.title(), new RegExp(` · ${system} \\| Combat Rulebook$`), path);
      }
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      assert.equal(await page.title(), 'Combat Rulebook | Combat Rulebook');
      await page.locator('button[data-open-modal]').first().click();
      await page.locator('dialog[open] input').fill('spreads');
      const result = page.locator('dialog[open] .pagefind-ui__result-link[href="/lady-luck/fire/"]').first();
      await result.waitFor({ timeout: 15_000 });
      assert.equal((await result.innerText()).trim(), "Fire · Lady Luck's Chosen Few");
      await page.keyboard.press('Escape');
    },
  },
];

export const tests = [
  ...referenceTests,
  ...aroundTests,
  {
    name: 'the widget reference lists every widget, and the sidebar links each page',
    path: '/reference/',
    run: async ({ page, assert }) => {
      for (const w of listWidgets()) {
        assert.equal(await page.locator(`main table a[href="/reference/${w.name}/"]`).count(), 1, `/reference/ does not link ${w.name}`);
        assert.equal(await page.locator(`.sidebar-content a[href="/reference/${w.name}/"]`).count(), 1, `sidebar does not link ${w.name}`);
      }
    },
  },
  {
    name: 'sidebar lists all four systems',
    path: '/dice-pool/overview-and-turns/',
    run: async ({ page, assert }) => {
      const groups = await page.locator('.sidebar-content summary .large').allTextContents();
      for (const system of SYSTEM_NAMES) {
        assert.ok(groups.map((g) => g.trim()).includes(system), `sidebar is missing "${system}"; it has ${JSON.stringify(groups)}`);
      }
      const embedding = await page.locator('.sidebar-content a[href="/embedding/"]').count();
      assert.ok(embedding === 1, 'sidebar links the embedding guide');
    },
  },
  {
    name: 'dice-pool pages are listed in reading order',
    path: '/dice-pool/help/',
    run: async ({ page, assert }) => {
      const links = await page
        .locator('.sidebar-content a[href^="/dice-pool/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const expected = [
        '/dice-pool/overview-and-turns/',
        '/dice-pool/attacks-and-damage/',
        '/dice-pool/melee-weapons/',
        '/dice-pool/ranged-weapons/',
        '/dice-pool/help/',
        '/dice-pool/reference-sheet/',
      ];
      assert.ok(JSON.stringify(links) === JSON.stringify(expected), `sidebar order was ${JSON.stringify(links)}`);
    },
  },
  {
    name: 'Liberi Gothica attack and defense shows the hit table and the defense tables',
    path: '/liberi-gothica/attack-and-defense/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Attack and defense');
      await expectTable(page, assert, ['Your result', 'Outcome', 'Damage'], 'attack outcomes');
      await expectTable(page, assert, ['Passive defense', 'Active defense'], 'passive and active defenses');
      await expectTable(page, assert, ['Value', 'What it does'], 'protection and reduction');
      await expectRulings(page, assert, 4);
    },
  },
  {
    name: 'Liberi Gothica damage and wounds shows weapon sizes, the four wound charts and ramming',
    path: '/liberi-gothica/damage-and-wounds/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Damage and wounds');
      await expectTable(page, assert, ['Weapon', 'Size', 'Toughness needed', 'Damage on a hit'], 'weapon damage by size');
      const colossal = await rowText(page, ['Weapon', 'Toughness needed'], 'Colossal');
      assert.ok(colossal?.includes('3d6'), `Colossal row reads "${colossal}"`);
      await expectTable(page, assert, ["Attacker's size", 'Counts as'], 'unarmed attacks');
      await expectTable(page, assert, ['1d6', 'Location'], 'wound location');
      const woundCharts = (await tableHeaders(page)).filter((h) => h.join('|') === 'Damage|Wound|Effect');
      assert.ok(woundCharts.length === 4, `expected the torso, leg, arm and head charts, found ${woundCharts.length}`);
      for (const heading of ['Torso wounds', 'Leg wounds', 'Arm wounds', 'Head wounds', 'Ramming']) {
        assert.ok((await page.locator('main h2, main h3').getByText(heading, { exact: true }).count()) === 1, `no "${heading}" heading`);
      }
      await expectTable(page, assert, ['Your size', 'Damage', 'For every'], 'ramming speed');
      await expectRulings(page, assert, 6);
    },
  },
  {
    name: 'Liberi Gothica minions and healing shows the order rules and the Foci healing table',
    path: '/liberi-gothica/minions-and-healing/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Minions and healing');
      await expectTable(page, assert, ['Rule', 'In play'], 'controlling minions');
      await expectTable(page, assert, ['Toughness', 'Per day'], 'Foci healing');
      const t3 = await rowText(page, ['Toughness', 'Per day'], '3');
      assert.ok(t3?.endsWith('| 9'), `Toughness 3 should heal 9 a day: "${t3}"`);
      await expectRulings(page, assert, 3);
    },
  },
  {
    name: 'dice-pool overview shows the action costs',
    path: '/dice-pool/overview-and-turns/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Overview and turns');
      await expectTable(page, assert, ['Action', 'Cost'], 'actions');
      const ready = await rowText(page, ['Action', 'Cost'], 'Ready Action');
      assert.ok(ready?.startsWith('Ready Action | 2'), `Ready Action row reads "${ready}"`);
      await expectRulings(page, assert, 2);
    },
  },
  {
    name: 'dice-pool attacks answers the upgrade question and shows the armour ranks',
    path: '/dice-pool/attacks-and-damage/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Attacks and damage');
      const rulings = await page
        .locator('main aside[aria-label^="Table ruling"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
      assert.ok(
        rulings.some((r) => /upgrade/i.test(r)),
        `no ruling on upgrades: ${JSON.stringify(rulings)}`,
      );
      assert.ok(
        rulings.some((r) => /compar/i.test(r)),
        `no ruling on comparing pools: ${JSON.stringify(rulings)}`,
      );
      await expectTable(page, assert, ['Step', 'Melee weapon', 'Ranged weapon'], 'attack procedure');
      await expectTable(page, assert, ['Armour rank', 'Dodge bonus', 'Defense bonus', 'Prerequisite'], 'armour');
      const rank4 = await rowText(page, ['Armour rank'], '4');
      assert.ok(rank4?.includes('+3') && /endurance or muscles/.test(rank4), `rank 4 row reads "${rank4}"`);
    },
  },
  {
    name: 'dice-pool melee weapons shows weight, type and properties',
    path: '/dice-pool/melee-weapons/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Melee weapons');
      await expectTable(page, assert, ['Weight', 'Base dice'], 'weight');
      await expectTable(page, assert, ['Type', 'Hit bonus', 'Damage bonus'], 'type');
      await expectTable(page, assert, ['Property', 'Effect'], 'properties');
      const blunt = await rowText(page, ['Type', 'Hit bonus'], 'Blunt');
      assert.ok(blunt?.includes('+1'), `Blunt row reads "${blunt}"`);
      await expectRulings(page, assert, 3);
    },
  },
  {
    name: 'dice-pool ranged weapons shows caliber, range bands and cartridge size',
    path: '/dice-pool/ranged-weapons/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Ranged weapons');
      await expectTable(page, assert, ['Caliber', 'Damage bonus', 'Hit bonus', 'Range'], 'caliber');
      await expectTable(page, assert, ['Distance to the target', 'Bonuses used'], 'range bands');
      await expectTable(page, assert, ['Cart size', 'Shots between reloads'], 'cartridge size');
      const two = await rowText(page, ['Cart size'], '2');
      assert.ok(two?.includes('cannot jam'), `cart size 2 row reads "${two}"`);
      await expectRulings(page, assert, 3);
    },
  },
  {
    name: 'dice-pool help shows the help table',
    path: '/dice-pool/help/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Help');
      await expectTable(page, assert, ["Your ally's bonus"], 'help');
      const rows = await page.locator('main table tbody tr').count();
      assert.ok(rows === 5, `the help table has 5 rows, found ${rows}`);
      await expectRulings(page, assert, 1);
    },
  },
  {
    name: 'embedding guide lists every widget, every theme property and both events',
    path: '/embedding/',
    run: async ({ page, assert }) => {
      await expectTitle(page, assert, 'Embedding a widget');
      const text = await page.locator('main').textContent();
      const widgets = {
        'rb-initiative-deal': '/liberi-gothica/turn-order/',
        'rb-soul-passing': '/liberi-gothica/death-and-passing-on/',
        'rb-karma-check': '/karmic/karma-deck-and-checks/',
        'rb-register-duel': '/karmic/melee-combat/',
        'rb-aiming': '/karmic/ranged-combat/',
        'rb-fire-map': '/lady-luck/fire/',
      };
      for (const [tag, href] of Object.entries(widgets)) {
        assert.ok(text.includes(`<${tag}>`), `guide does not name <${tag}>`);
        assert.ok((await page.locator(`main table a[href="${href}"]`).count()) >= 1, `guide does not link ${href}`);
      }
      const properties = [
        'accent',
        'on-accent',
        'text',
        'muted',
        'surface',
        'raised',
        'border',
        'danger',
        'focus',
        'radius',
        'font',
        'font-size',
        'card-bg',
        'card-red',
        'card-black',
        'card-back',
      ];
      const cells = await page.locator('main table td code').allTextContents();
      for (const p of properties) assert.ok(cells.includes(`--rb-${p}`), `guide does not document --rb-${p}`);
      for (const part of ['base', 'button', 'card', 'error', 'history'])
        assert.ok(cells.includes(part), `guide does not document part "${part}"`);
      for (const event of ['rb-step', 'rb-error']) assert.ok(cells.includes(event), `guide does not document ${event}`);
      assert.ok(text.includes('/embed/initiative-deal/'), 'guide shows the iframe fallback');
    },
  },
];
