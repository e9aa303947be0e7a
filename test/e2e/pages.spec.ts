// The rules pages that carry no widget (Liberi Gothica's attack, damage and healing pages, the
// dice-pool system, the embedding guide), the generated widget reference pages, and the
// rulebook around the widgets: the gallery, the sidebar and its badges, titles and search.
import type { Page } from '@playwright/test';
import { SYSTEMS } from '../../machines/catalogue.js';
import { expect, test } from './fixtures.js';
import { listWidgets, widgetPlacements } from './support/scripts.js';

const SYSTEM_NAMES: string[] = Object.values(SYSTEMS);

/** The main column's tables, each as its header cells' text. */
function tableHeaders(page: Page): Promise<string[][]> {
  return page.locator('main table').evaluateAll((tables) =>
    // Typographic apostrophes (Starlight's smart quotes) read as plain ones.
    tables.map((t) => [...t.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim().replace(/[\u2018\u2019]/g, "'"))),
  );
}

/** Fails unless some table in the main column has every one of these headers. */
async function expectTable(page: Page, headers: string[], what: string) {
  const tables = await tableHeaders(page);
  const found = tables.some((row) => headers.every((h) => row.some((cell) => cell.includes(h))));
  expect(found, `${what}: no table with headers ${JSON.stringify(headers)}; saw ${JSON.stringify(tables)}`).toBe(true);
}

/** The page's main heading. */
const expectTitle = (page: Page, title: string) => expect(page.locator('h1').first(), 'the page heading').toHaveText(title);

/** Rulings are visible notes titled "Table ruling: …". */
async function expectRulings(page: Page, atLeast: number) {
  const rulings = await page.locator('main aside[aria-label^="Table ruling"]').count();
  expect(rulings, `expected at least ${atLeast} table rulings, found ${rulings}`).toBeGreaterThanOrEqual(atLeast);
}

/** The text of the row whose first cell is `first`, in the table with these headers. */
function rowText(page: Page, headers: string[], first: string): Promise<string | undefined> {
  return page.locator('main table').evaluateAll(
    (tables, [headers, first]) => {
      for (const t of tables) {
        const head = [...t.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim().replace(/[\u2018\u2019]/g, "'"));
        if (!headers.every((h) => head.some((cell) => cell.includes(h)))) continue;
        for (const tr of t.querySelectorAll('tbody tr')) {
          const cells = [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim());
          if (cells[0] === first) return cells.join(' | ');
        }
      }
      return undefined;
    },
    [headers, first] as const,
  );
}

/** The first column's code of the table under the heading with this id. */
function firstColumn(page: Page, headingId: string): Promise<string[]> {
  return page.locator(`main h2#${headingId} ~ table`).first().locator('tbody tr td:first-child code').allTextContents();
}

/** The pages that place a widget, from the content itself (as the sidebar's badges are made). */
const playable = widgetPlacements()
  .filter((p) => p.tags.size > 0)
  .map((p) => p.path)
  .sort();

/**
 * One reference page per widget (site/pages/reference/), generated from custom-elements.json.
 * Checked against the element itself as the browser defines it: the attributes table lists
 * exactly the element's observedAttributes, read on its rules page.
 */
test.describe('the widget reference pages', () => {
  for (const w of listWidgets()) {
    test(`reference page for <${w.tag}> lists what the element observes, its events, parts and properties, and links its rules page`, async ({
      page,
    }) => {
      await page.goto(`/reference/${w.name}/`);
      await expect(page.locator('h1').first()).toHaveText(/ widget\s*$/);
      const listed = await firstColumn(page, 'attributes');
      const events = await firstColumn(page, 'events');
      const parts = await firstColumn(page, 'parts');
      const props = await firstColumn(page, 'css-custom-properties');
      for (const [what, list] of [
        ['events', events],
        ['parts', parts],
        ['CSS custom properties', props],
      ] as const) {
        expect(list.length, `no ${what} listed`).toBeGreaterThan(0);
      }
      expect(events, `events: ${events.join(', ')}`).toEqual(expect.arrayContaining(['rb-step', 'rb-error']));
      expect(parts, `parts: ${parts.join(', ')}`).toContain('base');
      const snippet = (await page.locator('main pre').first().textContent()) ?? '';
      // This version's file, checked by its integrity (test/e2e/embed-addresses.spec.ts checks the hash).
      expect(
        new RegExp(`/embed/v[\\d.]+/${w.tag}\\.js" integrity="sha384-`).test(snippet) && snippet.includes(`<${w.tag}>`),
        `embed snippet reads ${snippet}`,
      ).toBe(true);
      const rules = (await page.locator('main p a').first().getAttribute('href')) ?? '';
      await page.goto(rules);
      await expect(page.locator(w.tag).first()).toBeAttached();
      const observed = await page.evaluate(
        (tag) =>
          customElements
            .whenDefined(tag)
            .then(() => [...((customElements.get(tag) as unknown as { observedAttributes?: string[] }).observedAttributes ?? [])]),
        w.tag,
      );
      expect([...listed].sort(), `the reference page's attributes differ from what <${w.tag}> observes`).toEqual([...observed].sort());
    });
  }

  test('the widget reference lists every widget, and the sidebar links each page', async ({ page }) => {
    await page.goto('/reference/');
    for (const w of listWidgets()) {
      await expect(page.locator(`main table a[href="/reference/${w.name}/"]`), `/reference/ does not link ${w.name}`).toHaveCount(1);
      await expect(page.locator(`.sidebar-content a[href="/reference/${w.name}/"]`), `sidebar does not link ${w.name}`).toHaveCount(1);
    }
  });
});

/** The rulebook around the widgets (issue 12): gallery, sidebar badges, system in titles and search. */
test.describe('around the widgets', () => {
  test('the landing page shows a gallery of every interactive procedure: its picture, where it is played, one line, and a link', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('main .rb-gallery > li');
    await expect(cards, 'one card per widget').toHaveCount(listWidgets().length);
    const hrefs = await page.locator('main .rb-gallery > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const w of listWidgets()) {
      const card = cards.filter({ has: page.locator(`img[src="/gallery/${w.name}.webp"]`) });
      await expect(card, `no card with ${w.name}'s picture`).toHaveCount(1);
      const img = card.locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
          message: `${w.name}'s picture is not the 600 px thumbnail`,
        })
        .toBe(600);
      const where = (await card.locator('.where').innerText()).trim();
      expect(
        SYSTEM_NAMES.some((s) => where.startsWith(s)),
        `${w.name}'s card does not name its system: "${where}"`,
      ).toBe(true);
      expect((await card.locator('.what').innerText()).trim().length, `${w.name}'s card has no line saying what it plays`).toBeGreaterThan(
        10,
      );
    }
    // Each link leads to a page that places the widget.
    for (const href of hrefs) expect(playable, `${href} does not hold a widget`).toContain(href);
  });

  test.describe('every rules page', () => {
    // The pages' own text and headings: no widget needs to load.
    test.use({ widgets: 'static' });

    test('no rules page shows code, machine notation or an API section to a reader (they live on the reference pages)', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const rulesPages = widgetPlacements().filter((p) => Object.hasOwn(SYSTEMS, p.folder));
      expect(rulesPages.length, `only ${rulesPages.length} rules pages found`).toBeGreaterThanOrEqual(20);
      const problems: string[] = [];
      for (const { path } of rulesPages) {
        await page.goto(path);
        const found = await page.evaluate(() => {
          const main = document.querySelector('.sl-markdown-content') as HTMLElement;
          const headings = [...main.querySelectorAll('h2, h3')].map((h) => (h.textContent ?? '').trim());
          return {
            // The "Embed this table" panel is for embedders, and is code by nature.
            code: [...main.querySelectorAll('code, pre')]
              .filter((c) => !c.closest('.rb-embed'))
              .map((c) => (c.textContent ?? '').trim().slice(0, 40)),
            api: headings.filter((h) => /^(API|Attributes|Events|CSS parts)\b/.test(h)),
            // What machine notation looks like in prose: dotted event names (card.played), code calls.
            notation: (main.innerText.match(/\b[a-z]+\.[a-z]+ed\b|\b(?:sum|max|min)\([a-z]|In machine terms/g) ?? []).slice(0, 3),
          };
        });
        for (const [what, list] of Object.entries(found)) if (list.length) problems.push(`${path}: ${what} ${JSON.stringify(list)}`);
      }
      expect(problems).toEqual([]);
    });
  });

  test('the sidebar marks exactly the pages that hold a widget', async ({ page }) => {
    await page.goto('/dice-pool/help/');
    const marked = await page
      .locator('.sidebar-content a:has(.sl-badge)')
      .evaluateAll((as) =>
        as.filter((a) => a.querySelector('.sl-badge')?.textContent?.trim() === 'Play').map((a) => a.getAttribute('href')),
      );
    expect([...new Set(marked)].sort()).toEqual(playable);
    expect(playable.length, `only ${playable.length} pages hold a widget`).toBeGreaterThanOrEqual(6);
  });

  test("each rules page's title names its system, and so does its search result", async ({ page }) => {
    await page.goto('/lady-luck/fire/');
    await expect(page).toHaveTitle("Fire · Lady Luck's Chosen Few | Combat Rulebook");
    for (const [path, system] of [
      ['/karmic/melee-combat/', 'Karmic'],
      ['/dice-pool/help/', 'Dice-pool system'],
      ['/liberi-gothica/turn-order/', 'Liberi Gothica'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(new RegExp(` · ${system} \\| Combat Rulebook$`));
    }
    await page.goto('/');
    await expect(page).toHaveTitle('Combat Rulebook | Combat Rulebook');
    await page.locator('button[data-open-modal]').first().click();
    await page.locator('dialog[open] input').fill('spreads');
    const result = page.locator('dialog[open] .pagefind-ui__result-link[href="/lady-luck/fire/"]').first();
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result).toHaveText("Fire · Lady Luck's Chosen Few", { useInnerText: true });
    await page.keyboard.press('Escape');
  });

  test('sidebar lists all four systems', async ({ page }) => {
    await page.goto('/dice-pool/overview-and-turns/');
    const groups = (await page.locator('.sidebar-content summary .large').allTextContents()).map((g) => g.trim());
    for (const system of SYSTEM_NAMES) expect(groups, `sidebar is missing "${system}"; it has ${JSON.stringify(groups)}`).toContain(system);
    await expect(page.locator('.sidebar-content a[href="/embedding/"]'), 'sidebar links the embedding guide').toHaveCount(1);
  });

  test('dice-pool pages are listed in reading order', async ({ page }) => {
    await page.goto('/dice-pool/help/');
    const links = await page.locator('.sidebar-content a[href^="/dice-pool/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links, 'sidebar order').toEqual([
      '/dice-pool/overview-and-turns/',
      '/dice-pool/attacks-and-damage/',
      '/dice-pool/melee-weapons/',
      '/dice-pool/ranged-weapons/',
      '/dice-pool/help/',
      '/dice-pool/a-whole-fight/',
      '/dice-pool/reference-sheet/',
    ]);
  });
});

test.describe('the rules pages without a widget', () => {
  test('Liberi Gothica attack and defense shows the hit table and the defense tables', async ({ page }) => {
    await page.goto('/liberi-gothica/attack-and-defense/');
    await expectTitle(page, 'Attack and defense');
    await expectTable(page, ['Your result', 'Outcome', 'Damage'], 'attack outcomes');
    await expectTable(page, ['Passive defense', 'Active defense'], 'passive and active defenses');
    await expectTable(page, ['Value', 'What it does'], 'protection and reduction');
    await expectRulings(page, 4);
  });

  test('Liberi Gothica damage and wounds shows weapon sizes, the four wound charts and ramming', async ({ page }) => {
    await page.goto('/liberi-gothica/damage-and-wounds/');
    await expectTitle(page, 'Damage and wounds');
    await expectTable(page, ['Weapon', 'Size', 'Toughness needed', 'Damage on a hit'], 'weapon damage by size');
    const colossal = await rowText(page, ['Weapon', 'Toughness needed'], 'Colossal');
    expect(colossal, `Colossal row reads "${colossal}"`).toContain('3d6');
    await expectTable(page, ["Attacker's size", 'Counts as'], 'unarmed attacks');
    await expectTable(page, ['1d6', 'Location'], 'wound location');
    const woundCharts = (await tableHeaders(page)).filter((h) => h.join('|') === 'Damage|Wound|Effect');
    expect(woundCharts.length, `expected the torso, leg, arm and head charts, found ${woundCharts.length}`).toBe(4);
    for (const heading of ['Torso wounds', 'Leg wounds', 'Arm wounds', 'Head wounds', 'Ramming']) {
      await expect(page.locator('main h2, main h3').getByText(heading, { exact: true }), `no "${heading}" heading`).toHaveCount(1);
    }
    await expectTable(page, ['Your size', 'Damage', 'For every'], 'ramming speed');
    await expectRulings(page, 6);
  });

  test('Liberi Gothica minions and healing shows the order rules and the Foci healing table', async ({ page }) => {
    await page.goto('/liberi-gothica/minions-and-healing/');
    await expectTitle(page, 'Minions and healing');
    await expectTable(page, ['Rule', 'In play'], 'controlling minions');
    await expectTable(page, ['Toughness', 'Per day'], 'Foci healing');
    const t3 = await rowText(page, ['Toughness', 'Per day'], '3');
    expect(t3, `Toughness 3 should heal 9 a day: "${t3}"`).toMatch(/\| 9$/);
    await expectRulings(page, 3);
  });

  test('dice-pool overview shows the action costs', async ({ page }) => {
    await page.goto('/dice-pool/overview-and-turns/');
    await expectTitle(page, 'Overview and turns');
    await expectTable(page, ['Action', 'Cost'], 'actions');
    const ready = await rowText(page, ['Action', 'Cost'], 'Ready Action');
    expect(ready, `Ready Action row reads "${ready}"`).toMatch(/^Ready Action \| 2/);
    await expectRulings(page, 2);
  });

  test('dice-pool attacks answers the upgrade question and shows the armour ranks', async ({ page }) => {
    await page.goto('/dice-pool/attacks-and-damage/');
    await expectTitle(page, 'Attacks and damage');
    const rulings = page.locator('main aside[aria-label^="Table ruling"]');
    await expect(rulings.and(page.locator('[aria-label*="upgrade" i]')), 'no ruling on upgrades').not.toHaveCount(0);
    await expect(rulings.and(page.locator('[aria-label*="compar" i]')), 'no ruling on comparing pools').not.toHaveCount(0);
    await expectTable(page, ['Step', 'Melee weapon', 'Ranged weapon'], 'attack procedure');
    await expectTable(page, ['Armour rank', 'Dodge bonus', 'Defense bonus', 'Prerequisite'], 'armour');
    const rank4 = (await rowText(page, ['Armour rank'], '4')) ?? '';
    expect(rank4.includes('+3') && /endurance or muscles/.test(rank4), `rank 4 row reads "${rank4}"`).toBe(true);
  });

  test('dice-pool melee weapons shows weight, type and properties', async ({ page }) => {
    await page.goto('/dice-pool/melee-weapons/');
    await expectTitle(page, 'Melee weapons');
    await expectTable(page, ['Weight', 'Base dice'], 'weight');
    await expectTable(page, ['Type', 'Hit bonus', 'Damage bonus'], 'type');
    await expectTable(page, ['Property', 'Effect'], 'properties');
    const blunt = await rowText(page, ['Type', 'Hit bonus'], 'Blunt');
    expect(blunt, `Blunt row reads "${blunt}"`).toContain('+1');
    await expectRulings(page, 3);
  });

  test('dice-pool ranged weapons shows caliber, range bands and cartridge size', async ({ page }) => {
    await page.goto('/dice-pool/ranged-weapons/');
    await expectTitle(page, 'Ranged weapons');
    await expectTable(page, ['Caliber', 'Damage bonus', 'Hit bonus', 'Range'], 'caliber');
    await expectTable(page, ['Distance to the target', 'Bonuses used'], 'range bands');
    await expectTable(page, ['Cart size', 'Shots between reloads'], 'cartridge size');
    const two = await rowText(page, ['Cart size'], '2');
    expect(two, `cart size 2 row reads "${two}"`).toContain('cannot jam');
    await expectRulings(page, 3);
  });

  test('dice-pool help shows the help table', async ({ page }) => {
    await page.goto('/dice-pool/help/');
    await expectTitle(page, 'Help');
    await expectTable(page, ["Your ally's bonus"], 'help');
    await expect(page.locator('main table tbody tr'), 'the help table has 5 rows').toHaveCount(5);
    await expectRulings(page, 1);
  });

  test('embedding guide lists every widget, every theme property and both events', async ({ page }) => {
    await page.goto('/embedding/');
    await expectTitle(page, 'Embedding a widget');
    const text = (await page.locator('main').textContent()) ?? '';
    const widgets = {
      'rb-initiative-deal': '/liberi-gothica/turn-order/',
      'rb-soul-passing': '/liberi-gothica/death-and-passing-on/',
      'rb-karma-check': '/karmic/karma-deck-and-checks/',
      'rb-register-duel': '/karmic/melee-combat/',
      'rb-aiming': '/karmic/ranged-combat/',
      'rb-fire-map': '/lady-luck/fire/',
    };
    for (const [tag, href] of Object.entries(widgets)) {
      expect(text.includes(`<${tag}>`), `guide does not name <${tag}>`).toBe(true);
      await expect(page.locator(`main table a[href="${href}"]`).first(), `guide does not link ${href}`).toBeAttached();
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
    for (const p of properties) expect(cells, `guide does not document --rb-${p}`).toContain(`--rb-${p}`);
    for (const part of ['base', 'button', 'card', 'error', 'history'])
      expect(cells, `guide does not document part "${part}"`).toContain(part);
    for (const event of ['rb-step', 'rb-error']) expect(cells, `guide does not document ${event}`).toContain(event);
    expect(text.includes('/embed/initiative-deal/'), 'guide shows the iframe fallback').toBe(true);
  });
});
