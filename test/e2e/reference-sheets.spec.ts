// The reference sheets (issue 19): each fits the pages it states on A4 and on Letter, and
// every table on it says what the machines' own data says. The machines' modules are
// imported (./support/machines.ts) and each rendered cell is read back and compared with
// them, parsed as numbers where the sheet prints numbers, so a sheet cannot drift from the
// widgets.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pdfPages, sheetPages } from './support/at-the-table.js';
import * as m from './support/machines.js';

/** A cell's text; a missing cell reads as '' (and then fails the comparison it is in). */
const c = (cell: string | undefined): string => cell ?? '';
/** "+3", "−2" (a real minus), "0" → a number. */
const int = (s: string | undefined): number => {
  const n = Number(c(s).replace('\u2212', '-').replace(/^\+/, ''));
  if (!Number.isFinite(n)) throw new Error(`"${s}" is not a number`);
  return n;
};
/** "4/6" → 4. */
const sixths = (s: string | undefined) => Number(/^(\d)\/6$/.exec(c(s))?.[1] ?? NaN);
const strip = (s: string | undefined) => c(s).replace(/^\((.*)\)$/, '$1');
/** The numbers in a cell ("3–5" → [3, 5]). */
const numbers = (s: string | undefined) => (c(s).match(/\d+/g) ?? []).map(Number);

interface SheetTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** Every table of the sheet, by its data-sheet-table id: header cells and body rows. */
const tablesOf = (page: Page): Promise<Record<string, SheetTable>> =>
  page.locator('[data-sheet-table]').evaluateAll((ts) =>
    Object.fromEntries(
      (ts as HTMLTableElement[]).map((t) => [
        t.dataset.sheetTable,
        {
          caption: t.caption?.textContent?.trim() ?? '',
          head: [...t.querySelectorAll('thead th')].map((cell) => (cell.textContent ?? '').trim()),
          rows: [...t.querySelectorAll('tbody tr')].map((r) =>
            [...(r as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? '').trim()),
          ),
        },
      ]),
    ),
  );

type Caliber = Parameters<typeof m.dpRanged.caliber>[0];
type CartSize = Parameters<typeof m.firearm.jams>[0];
type FireLevel = NonNullable<Parameters<typeof m.fire.spreads>[0]>;
type AreaQualities = Parameters<typeof m.check.defenseInArea>[1] &
  Parameters<typeof m.check.brightnessModifier>[0] &
  Parameters<typeof m.check.obscurityModifier>[0];

/** The checks, table by table: each gets the rendered table. */
const CHECKS: Record<string, (table: SheetTable) => void> = {
  'karmic-result-chart': ({ rows }) => {
    expect(rows.length).toBe(m.karma.RESULT_CHART.length);
    rows.forEach((r, i) => {
      const want = m.karma.RESULT_CHART[i];
      expect([int(r[0]), strip(r[1]), r[2], r[3], r[4], r[5]]).toEqual([
        want?.mt,
        want?.general,
        want?.information,
        want?.money,
        want?.reaction,
        want?.speed,
      ]);
    });
  },
  'karmic-difficulty': ({ rows }) =>
    expect(rows.map((r) => [r[0], int(r[1])])).toEqual(m.karma.DIFFICULTY.map((d) => [d.label, d.modifier])),
  'karmic-maneuvers': ({ rows }) =>
    expect(
      // A difficulty that depends on the opponent (hand-to-hand) reads "varies" on the sheet.
      rows.map((r) => [r[0], r[1], r[2] === 'varies' ? 'varies' : int(r[2]), r[3] === 'yes', r[5], r[6]]),
    ).toEqual(
      m.maneuvers.MANEUVERS.map((x) => [x.name, x.group, x.variable ? 'varies' : x.difficulty, x.needsInitiative, x.limits, x.effect]),
    ),
  'karmic-range-bands': ({ rows }) =>
    expect(rows.map((r) => [r[0], r[1], int(r[2])])).toEqual(m.ranged.RANGE_BANDS.map((b) => [b.label, b.reach, b.modifier + 0])),
  'karmic-situations': ({ rows }) =>
    expect(rows.map((r) => [r[0], int(r[1])])).toEqual(m.ranged.SITUATIONS.map((s) => [s.label, s.modifier])),
  'karmic-called-shots': ({ head, rows }) => {
    const sizes = Object.keys(m.hits.CREATURE_SIZE_LABELS) as (keyof typeof m.hits.CREATURE_SIZE_LABELS)[];
    expect(head.slice(1)).toEqual(sizes.map((s) => m.hits.CREATURE_SIZE_LABELS[s]));
    const labels = Object.entries(m.hits.HIT_LOCATION_LABELS) as [keyof typeof m.hits.HIT_LOCATION_LABELS, string][];
    expect(rows.length).toBe(labels.length);
    rows.forEach((r, i) => {
      const [id, label] = labels[i] ?? [];
      expect(r[0]).toBe(label);
      if (!id) return;
      sizes.forEach((s, j) =>
        expect(r[j + 1] === 'not allowed' ? null : int(r[j + 1]), `${label}, ${s}`).toBe(m.hits.HIT_LOCATIONS[s][id]),
      );
    });
  },
  'lg-hand-size': ({ rows }) => {
    for (const r of rows) {
      const [from = NaN, to] = numbers(r[0]);
      for (const n of [from, to ?? from + 5]) expect(int(r[1]), `${n} competitors`).toBe(m.deal.handSizeFor(n));
      expect(r[2]).toBe(`${m.deal.handSeconds(int(r[1]))} s`);
    }
    expect(rows.map((r) => int(r[1])).sort()).toEqual(m.deal.HAND_SIZE_TABLE.map((h) => h.cards).sort());
  },
  'lg-weapon-sizes': ({ rows }) => {
    const listed = m.damage.WEAPON_SIZES.map((w) => [w.name, w.size, w.toughness, m.damage.formatDice(w.damage)]);
    const above = m.damage.weaponOfSize(3);
    expect(rows.map((r) => [r[0], int(r[1]), int(r[2]), r[3]])).toEqual([
      ...listed,
      [above.name, 3, above.toughness, m.damage.formatDice(above.damage)],
    ]);
  },
  'lg-ramming': ({ rows }) =>
    expect(rows.map((r) => [int(r[0]), r[1], r[2]])).toEqual(
      m.damage.RAM_TABLE.map((x) => [x.size, m.damage.formatDice(x.damage), `${x.stepFeet} ft`]),
    ),
  'lg-foci-healing': ({ rows }) => rows.forEach((r) => expect(int(r[1])).toBe(m.healing.fociDayHealing(int(r[0])))),
  'lg-wound-location': ({ rows }) => {
    for (const r of rows) {
      const [from = NaN, to = from] = numbers(r[1]);
      for (let face = from; face <= to; face++) expect(m.wounds.woundLocation(face), `face ${face}`).toBe(c(r[0]).toLowerCase());
    }
    expect(
      rows.reduce((n, r) => {
        const [a = NaN, b = a] = numbers(r[1]);
        return n + b - a + 1;
      }, 0),
    ).toBe(6);
  },
  ...Object.fromEntries(
    (['torso', 'legs', 'arms', 'head'] as const).map((loc) => [
      `lg-wounds-${loc}`,
      ({ rows }: SheetTable) =>
        expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual(
          m.wounds.WOUND_TABLES[loc].map((band, i) => [
            m.wounds.BAND_LABELS[i],
            band.map((w) => w.name).join(' or '),
            band.map((w) => w.effect).join('; or '),
          ]),
        ),
    ]),
  ),
  'll-check-chance': ({ rows }) =>
    rows.forEach((r) => expect(sixths(r[1]), r[0]).toBe(Math.round(m.check.checkChance(0, int(numbers(r[0])[0]?.toString())) * 6))),
  'll-injury-threshold': ({ rows }) =>
    rows.forEach((r) =>
      r.slice(1).forEach((cell, taken) => expect(int(cell)).toBe(m.check.injuryThreshold(int(numbers(r[0])[0]?.toString()), taken))),
    ),
  'll-fatigue-threshold': ({ rows }) =>
    rows.forEach((r) =>
      r.slice(1).forEach((cell, now) => expect(int(cell)).toBe(m.check.fatigueThreshold(int(numbers(r[0])[0]?.toString()), now))),
    ),
  'll-fire-levels': ({ rows }) => {
    expect(rows.map((r) => int(r[0]))).toEqual(m.areas.FIRE_LEVELS.filter((l) => l !== null));
    for (const r of rows) {
      const level = int(r[0]) as FireLevel;
      if (level < m.areas.MAX_FIRE_LEVEL) expect(int(c(r[2]).replace('to ', ''))).toBe(m.fire.grownLevel(level));
      expect(r[3] === 'yes', `level ${level} spreads`).toBe(m.fire.spreads(level));
      expect(r[4] === 'yes', `level ${level} burns`).toBe(m.fire.burns(level));
      expect(r[5]).toBe(m.areas.effectiveBrightness({ brightness: 'dark', fireLevel: level }));
    }
  },
  'll-fire-growth': ({ head, rows }) =>
    rows.forEach((r) =>
      r
        .slice(1)
        .forEach((cell, j) =>
          expect(sixths(cell), `${r[0]} at ${head[j + 1]}`).toBe(
            Math.round(m.fireOdds.fireRollChance(int(c(r[0]).split(' ')[0]), int(head[j + 1])) * 6),
          ),
        ),
    ),
  'll-fire-spread': ({ head, rows }) =>
    rows.forEach((r) =>
      r.slice(1).forEach((cell, j) => {
        const level = int(c(head[j + 1]).replace('level ', '')) as FireLevel;
        expect(m.fire.spreads(level)).toBe(true);
        expect(sixths(cell)).toBe(Math.round(m.fireOdds.fireRollChance(int(c(r[0]).split(' ')[0]), level) * 6));
      }),
    ),
  'll-sizes': ({ rows }) =>
    expect(rows.map((r) => [r[0], m.areas.parseSize(c(r[1])) ?? (r[1] === '0' ? 0 : NaN), r[2], int(r[3])])).toEqual(
      m.areas.SIZE_TABLE.map((s) => [s.label, s.size, s.definition, s.defaultDefense]),
    ),
  'll-area-qualities': ({ rows }) => {
    const light = (label: string) => (/^dark/.test(label) ? 'dark' : /^bright/.test(label) ? 'bright' : 'dim');
    const cover = (label: string) =>
      /shrouded and obscured/.test(label)
        ? 'shrouded-obscured'
        : /shrouded/.test(label)
          ? 'shrouded'
          : /obscured/.test(label)
            ? 'obscured'
            : 'clear';
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const r of rows) {
      const area = { brightness: light(c(r[0])), obscurity: cover(c(r[0])), fireLevel: null } as AreaQualities;
      expect(r.slice(1).map(int), r[0]).toEqual([
        m.check.brightnessModifier(area),
        m.check.obscurityModifier(area),
        m.check.defenseInArea(0, area),
        m.check.sneakModifier(area),
      ]);
    }
  },
  'dp-actions': ({ rows }) => {
    const costs: Record<string, number> = Object.fromEntries(Object.entries(m.turns.ACTION_COSTS).map(([k, v]) => [k.toLowerCase(), v]));
    expect(rows.length).toBe(Object.keys(costs).length);
    for (const r of rows) expect(int(r[1]), r[0]).toBe(costs[c(r[0]).replace(/\s+/g, '').toLowerCase()]);
  },
  'dp-starting-pool': ({ rows }) => rows.forEach((r) => expect(r[1]).toBe(m.pool.describePool(m.pool.startingPool(int(r[0]))))),
  'dp-upgrades': ({ rows }) =>
    rows.forEach((r) => expect(r[1]).toBe(m.pool.describePool(m.pool.upgrade(m.pool.startingPool(2), int(r[0]))))),
  'dp-armour': ({ rows }) =>
    expect(rows.map((r) => [int(r[0]), int(r[1]), int(r[2]), r[3] !== '—'])).toEqual(
      m.armour.ARMOUR.map((a) => [a.rank, a.dodge, a.defense, a.needsEnduranceOrMuscles]),
    ),
  'dp-help': ({ caption, rows }) => {
    const opposing = Number(/total of (\d+)/.exec(caption)?.[1]);
    expect(opposing, `no opposing total in "${caption}"`).toBeGreaterThan(0);
    rows.forEach((r) => expect(int(r[1]), `helper ${r[0]}`).toBe(m.help.helpBonusDice(int(r[0]), opposing)));
  },
  'dp-weapon-types': ({ rows }) =>
    expect(rows.map((r) => [r[0], int(r[1]), int(r[2]), r[3] === 'yes'])).toEqual(
      Object.entries(m.melee.WEAPON_TYPES).map(([t, x]) => [t, x.hit, x.damage, x.ignoresArmourDefense]),
    ),
  'dp-weapon-weight': ({ rows }) => expect(Object.fromEntries(rows.map((r) => [r[0], r[1]]))).toEqual(m.melee.WEIGHT_ATTRIBUTE),
  'dp-weapon-hands': ({ rows }) => {
    expect(rows.map((r) => r[1])).toEqual([false, true].map((two) => m.pool.describePool(m.melee.defaultDamageDice(two))));
    expect(int(rows[1]?.[2])).toBe(m.melee.TWO_HANDED_DAMAGE);
  },
  'dp-calibers': ({ rows }) => {
    for (const r of rows) {
      const name = c(r[0]);
      const range = name === 'thrown' ? m.dpRanged.THROWN_RANGE : m.dpRanged.caliber(name as Caliber).range;
      if (name !== 'thrown') {
        const cal = m.dpRanged.caliber(name as Caliber);
        expect(c(r[1]).split(' / ').map(int)).toEqual([cal.hit.short, cal.hit.long]);
        expect(c(r[2]).split(' / ').map(int)).toEqual([cal.damage.short, cal.damage.long]);
      }
      // Each band's squares, read back through the rules' own rangeBand.
      (
        [
          ['close', r[3]],
          ['short', r[4]],
          ['long', r[5]],
        ] as const
      ).forEach(([band, span]) => {
        const [from = NaN, to = from] = numbers(span);
        for (let d = from; d <= to; d++) expect(m.dpRanged.rangeBand(d, range), `${name} at ${d}`).toBe(band);
      });
      expect(m.dpRanged.rangeBand(numbers(r[6])[0] ?? NaN, range)).toBe('out of range');
    }
  },
  'dp-jams': ({ head, rows }) => {
    expect(rows.map((r) => int(r[0]))).toEqual([...m.firearm.CART_SIZES]);
    rows.forEach((r) =>
      r
        .slice(1)
        .forEach((cell, j) =>
          expect(cell === 'jams', `cart ${r[0]} against ${head[j + 1]}`).toBe(m.firearm.jams(int(r[0]) as CartSize, 5, int(head[j + 1]))),
        ),
    );
  },
};

test.describe('the reference sheets', () => {
  for (const path of sheetPages()) {
    test(`${path} fits the pages it states on A4 and Letter, and every table equals the machines' data`, async ({ page }) => {
      await page.goto(path);
      const stated = Number(await page.locator('[data-sheet-pages]').getAttribute('data-sheet-pages'));
      expect([1, 2], `states ${stated} pages`).toContain(stated);
      await expect(page.locator('.rb-sheet-pages')).toContainText(stated === 1 ? /one page/ : new RegExp(`${stated} pages`), {
        useInnerText: true,
      });
      for (const format of ['A4', 'Letter']) {
        const printed = await pdfPages(await page.pdf({ format }));
        expect(printed.length, `${format}: ${printed.length} pages, the sheet says ${stated}`).toBeLessThanOrEqual(stated);
      }
      const tables = await tablesOf(page);
      expect(Object.keys(tables).length, 'a sheet with hardly any tables').toBeGreaterThanOrEqual(3);
      for (const [id, table] of Object.entries(tables)) {
        const check = CHECKS[id];
        expect(check, `no check for the table "${id}": add one to reference-sheets.spec.ts`).toBeDefined();
        expect(table.rows.length, `${id} is empty`).toBeGreaterThan(0);
        await test.step(id, () => check?.(table));
      }
      // At 390 px the sheet reads without the page scrolling sideways (tables scroll inside).
      await page.setViewportSize({ width: 390, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), { message: 'the sheet overflows at 390 px' })
        .toBe(true);
    });
  }
});
