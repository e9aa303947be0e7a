// The reference sheets (issue 19): each fits the pages it states on A4 and on Letter, and
// every table on it says what the machines' own data says. The machines are loaded here
// (bundled on the fly) and each rendered cell is read back and compared with them, parsed
// as numbers where the sheet prints numbers, so a sheet cannot drift from the widgets.
import { loadMachines, pdfPages, sheetPages } from './at-the-table.mjs';

const m = await loadMachines({
  karma: 'machines/karmic/karma-check.rules.ts',
  maneuvers: 'machines/karmic/maneuvers.ts',
  ranged: 'machines/karmic/ranged-tables.ts',
  hits: 'machines/karmic/hit-locations.ts',
  deal: 'machines/liberi-gothica/initiative-deal.rules.ts',
  wounds: 'machines/liberi-gothica/wounds.ts',
  healing: 'machines/liberi-gothica/healing.ts',
  areas: 'machines/lady-luck/areas.ts',
  fire: 'machines/lady-luck/fire-map.rules.ts',
  fireOdds: 'machines/lady-luck/fire-map.odds.ts',
  check: 'machines/lady-luck/check.ts',
  turns: 'machines/dice-pool/turns.ts',
  pool: 'machines/dice-pool/pool.ts',
  armour: 'machines/dice-pool/armour.ts',
  melee: 'machines/dice-pool/melee.ts',
  dpRanged: 'machines/dice-pool/ranged.ts',
  firearm: 'machines/dice-pool/firearm.ts',
  help: 'machines/dice-pool/help.ts',
});

/** "+3", "−2" (a real minus), "0" → a number. */
const int = (s) => {
  const n = Number(s.replace('\u2212', '-').replace(/^\+/, ''));
  if (!Number.isFinite(n)) throw new Error(`"${s}" is not a number`);
  return n;
};
/** "4/6" → 4. */
const sixths = (s) => Number(/^(\d)\/6$/.exec(s)?.[1] ?? NaN);
const strip = (s) => s.replace(/^\((.*)\)$/, '$1');

/** Every table of the sheet, by its data-sheet-table id: header cells and body rows. */
const tablesOf = (page) =>
  page.locator('[data-sheet-table]').evaluateAll((ts) =>
    Object.fromEntries(
      ts.map((t) => [
        t.dataset.sheetTable,
        {
          caption: t.caption?.textContent.trim() ?? '',
          head: [...t.querySelectorAll('thead th')].map((c) => c.textContent.trim()),
          rows: [...t.querySelectorAll('tbody tr')].map((r) => [...r.cells].map((c) => c.textContent.trim())),
        },
      ]),
    ),
  );

/** The checks, table by table: each gets the rendered table and node's assert. */
const CHECKS = {
  'karmic-result-chart': ({ rows }, assert) => {
    assert.equal(rows.length, m.karma.RESULT_CHART.length);
    rows.forEach((r, i) => {
      const want = m.karma.RESULT_CHART[i];
      assert.deepEqual(
        [int(r[0]), strip(r[1]), r[2], r[3], r[4], r[5]],
        [want.mt, want.general, want.information, want.money, want.reaction, want.speed],
      );
    });
  },
  'karmic-difficulty': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [r[0], int(r[1])]),
      m.karma.DIFFICULTY.map((d) => [d.label, d.modifier]),
    ),
  'karmic-maneuvers': ({ rows }, assert) =>
    assert.deepEqual(
      // A difficulty that depends on the opponent (hand-to-hand) reads "varies" on the sheet.
      rows.map((r) => [r[0], r[1], r[2] === 'varies' ? 'varies' : int(r[2]), r[3] === 'yes', r[5], r[6]]),
      m.maneuvers.MANEUVERS.map((x) => [x.name, x.group, x.variable ? 'varies' : x.difficulty, x.needsInitiative, x.limits, x.effect]),
    ),
  'karmic-range-bands': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [r[0], r[1], int(r[2])]),
      m.ranged.RANGE_BANDS.map((b) => [b.label, b.reach, b.modifier + 0]),
    ),
  'karmic-situations': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [r[0], int(r[1])]),
      m.ranged.SITUATIONS.map((s) => [s.label, s.modifier]),
    ),
  'karmic-called-shots': ({ head, rows }, assert) => {
    const sizes = Object.keys(m.hits.CREATURE_SIZE_LABELS);
    assert.deepEqual(
      head.slice(1),
      sizes.map((s) => m.hits.CREATURE_SIZE_LABELS[s]),
    );
    const labels = Object.entries(m.hits.HIT_LOCATION_LABELS);
    assert.equal(rows.length, labels.length);
    rows.forEach((r, i) => {
      const [id, label] = labels[i];
      assert.equal(r[0], label);
      sizes.forEach((s, j) =>
        assert.equal(r[j + 1] === 'not allowed' ? null : int(r[j + 1]), m.hits.HIT_LOCATIONS[s][id], `${label}, ${s}`),
      );
    });
  },
  'lg-hand-size': ({ rows }, assert) => {
    for (const r of rows) {
      const [from, to] = r[0].match(/\d+/g).map(Number);
      for (const n of [from, to ?? from + 5]) assert.equal(int(r[1]), m.deal.handSizeFor(n), `${n} competitors`);
      assert.equal(r[2], `${m.deal.handSeconds(int(r[1]))} s`);
    }
    assert.deepEqual(rows.map((r) => int(r[1])).sort(), m.deal.HAND_SIZE_TABLE.map((h) => h.cards).sort());
  },
  'lg-weapon-sizes': ({ rows }, assert) => {
    const listed = m.wounds.WEAPON_SIZES.map((w) => [w.name, w.size, w.toughness, m.wounds.formatDice(w.damage)]);
    const above = m.wounds.weaponOfSize(3);
    assert.deepEqual(
      rows.map((r) => [r[0], int(r[1]), int(r[2]), r[3]]),
      [...listed, [above.name, 3, above.toughness, m.wounds.formatDice(above.damage)]],
    );
  },
  'lg-ramming': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [int(r[0]), r[1], r[2]]),
      m.wounds.RAM_TABLE.map((x) => [x.size, m.wounds.formatDice(x.damage), `${x.stepFeet} ft`]),
    ),
  'lg-foci-healing': ({ rows }, assert) => rows.forEach((r) => assert.equal(int(r[1]), m.healing.fociDayHealing(int(r[0])))),
  'lg-wound-location': ({ rows }, assert) => {
    for (const r of rows) {
      const [from, to = from] = r[1].match(/\d+/g).map(Number);
      for (let face = from; face <= to; face++) assert.equal(m.wounds.woundLocation(face), r[0].toLowerCase(), `face ${face}`);
    }
    assert.equal(
      rows.reduce((n, r) => {
        const [a, b = a] = r[1].match(/\d+/g).map(Number);
        return n + b - a + 1;
      }, 0),
      6,
    );
  },
  ...Object.fromEntries(
    ['torso', 'legs', 'arms', 'head'].map((loc) => [
      `lg-wounds-${loc}`,
      ({ rows }, assert) =>
        assert.deepEqual(
          rows.map((r) => [r[0], r[1], r[2]]),
          m.wounds.WOUND_TABLES[loc].map((band, i) => [
            m.wounds.BAND_LABELS[i],
            band.map((w) => w.name).join(' or '),
            band.map((w) => w.effect).join('; or '),
          ]),
        ),
    ]),
  ),
  'll-check-chance': ({ rows }, assert) =>
    rows.forEach((r) => assert.equal(sixths(r[1]), Math.round(m.check.checkChance(0, int(r[0].match(/\d+/)[0])) * 6), r[0])),
  'll-injury-threshold': ({ rows }, assert) =>
    rows.forEach((r) => r.slice(1).forEach((c, taken) => assert.equal(int(c), m.check.injuryThreshold(int(r[0].match(/\d+/)[0]), taken)))),
  'll-fatigue-threshold': ({ rows }, assert) =>
    rows.forEach((r) => r.slice(1).forEach((c, now) => assert.equal(int(c), m.check.fatigueThreshold(int(r[0].match(/\d+/)[0]), now)))),
  'll-fire-levels': ({ rows }, assert) => {
    assert.deepEqual(
      rows.map((r) => int(r[0])),
      m.areas.FIRE_LEVELS.filter((l) => l !== null),
    );
    for (const r of rows) {
      const level = int(r[0]);
      if (level < m.areas.MAX_FIRE_LEVEL) assert.equal(int(r[2].replace('to ', '')), m.fire.grownLevel(level));
      assert.equal(r[3] === 'yes', m.fire.spreads(level), `level ${level} spreads`);
      assert.equal(r[4] === 'yes', m.fire.burns(level), `level ${level} burns`);
      assert.equal(r[5], m.areas.effectiveBrightness({ brightness: 'dark', fireLevel: level }));
    }
  },
  'll-fire-growth': ({ head, rows }, assert) =>
    rows.forEach((r) =>
      r
        .slice(1)
        .forEach((c, j) =>
          assert.equal(
            sixths(c),
            Math.round(m.fireOdds.fireRollChance(int(r[0].split(' ')[0]), int(head[j + 1])) * 6),
            `${r[0]} at ${head[j + 1]}`,
          ),
        ),
    ),
  'll-fire-spread': ({ head, rows }, assert) =>
    rows.forEach((r) =>
      r.slice(1).forEach((c, j) => {
        const level = int(head[j + 1].replace('level ', ''));
        assert.ok(m.fire.spreads(level));
        assert.equal(sixths(c), Math.round(m.fireOdds.fireRollChance(int(r[0].split(' ')[0]), level) * 6));
      }),
    ),
  'll-sizes': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [r[0], m.areas.parseSize(r[1]) ?? (r[1] === '0' ? 0 : NaN), r[2], int(r[3])]),
      m.areas.SIZE_TABLE.map((s) => [s.label, s.size, s.definition, s.defaultDefense]),
    ),
  'll-area-qualities': ({ rows }, assert) => {
    const light = (label) => (/^dark/.test(label) ? 'dark' : /^bright/.test(label) ? 'bright' : 'dim');
    const cover = (label) =>
      /shrouded and obscured/.test(label)
        ? 'shrouded-obscured'
        : /shrouded/.test(label)
          ? 'shrouded'
          : /obscured/.test(label)
            ? 'obscured'
            : 'clear';
    assert.ok(rows.length >= 6);
    for (const r of rows) {
      const area = { brightness: light(r[0]), obscurity: cover(r[0]), fireLevel: null };
      assert.deepEqual(
        r.slice(1).map(int),
        [m.check.brightnessModifier(area), m.check.obscurityModifier(area), m.check.defenseInArea(0, area), m.check.sneakModifier(area)],
        r[0],
      );
    }
  },
  'dp-actions': ({ rows }, assert) => {
    const costs = Object.fromEntries(Object.entries(m.turns.ACTION_COSTS).map(([k, v]) => [k.toLowerCase(), v]));
    assert.equal(rows.length, Object.keys(costs).length);
    for (const r of rows) assert.equal(int(r[1]), costs[r[0].replace(/\s+/g, '').toLowerCase()], r[0]);
  },
  'dp-starting-pool': ({ rows }, assert) => rows.forEach((r) => assert.equal(r[1], m.pool.describePool(m.pool.startingPool(int(r[0]))))),
  'dp-upgrades': ({ rows }, assert) =>
    rows.forEach((r) => assert.equal(r[1], m.pool.describePool(m.pool.upgrade(m.pool.startingPool(2), int(r[0]))))),
  'dp-armour': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [int(r[0]), int(r[1]), int(r[2]), r[3] !== '—']),
      m.armour.ARMOUR.map((a) => [a.rank, a.dodge, a.defense, a.needsEnduranceOrMuscles]),
    ),
  'dp-help': ({ caption, rows }, assert) => {
    const opposing = Number(/total of (\d+)/.exec(caption)?.[1]);
    assert.ok(opposing > 0, `no opposing total in "${caption}"`);
    rows.forEach((r) => assert.equal(int(r[1]), m.help.helpBonusDice(int(r[0]), opposing), `helper ${r[0]}`));
  },
  'dp-weapon-types': ({ rows }, assert) =>
    assert.deepEqual(
      rows.map((r) => [r[0], int(r[1]), int(r[2]), r[3] === 'yes']),
      Object.entries(m.melee.WEAPON_TYPES).map(([t, x]) => [t, x.hit, x.damage, x.ignoresArmourDefense]),
    ),
  'dp-weapon-weight': ({ rows }, assert) => assert.deepEqual(Object.fromEntries(rows.map((r) => [r[0], r[1]])), m.melee.WEIGHT_ATTRIBUTE),
  'dp-weapon-hands': ({ rows }, assert) => {
    assert.deepEqual(
      rows.map((r) => r[1]),
      [false, true].map((two) => m.pool.describePool(m.melee.defaultDamageDice(two))),
    );
    assert.equal(int(rows[1][2]), m.melee.TWO_HANDED_DAMAGE);
  },
  'dp-calibers': ({ rows }, assert) => {
    for (const r of rows) {
      const range = r[0] === 'thrown' ? m.dpRanged.THROWN_RANGE : m.dpRanged.caliber(r[0]).range;
      if (r[0] !== 'thrown') {
        const c = m.dpRanged.caliber(r[0]);
        assert.deepEqual(r[1].split(' / ').map(int), [c.hit.short, c.hit.long]);
        assert.deepEqual(r[2].split(' / ').map(int), [c.damage.short, c.damage.long]);
      }
      // Each band's squares, read back through the rules' own rangeBand.
      [
        ['close', r[3]],
        ['short', r[4]],
        ['long', r[5]],
      ].forEach(([band, span]) => {
        const [from, to = from] = span.match(/\d+/g).map(Number);
        for (let d = from; d <= to; d++) assert.equal(m.dpRanged.rangeBand(d, range), band, `${r[0]} at ${d}`);
      });
      assert.equal(m.dpRanged.rangeBand(Number(r[6].match(/\d+/)[0]), range), 'out of range');
    }
  },
  'dp-jams': ({ head, rows }, assert) => {
    assert.deepEqual(
      rows.map((r) => int(r[0])),
      [...m.firearm.CART_SIZES],
    );
    rows.forEach((r) =>
      r
        .slice(1)
        .forEach((c, j) =>
          assert.equal(c === 'jams', m.firearm.jams(int(r[0]), 5, int(head[j + 1])), `cart ${r[0]} against ${head[j + 1]}`),
        ),
    );
  },
};

export const tests = sheetPages().map((path) => ({
  name: `${path} fits the pages it states on A4 and Letter, and every table equals the machines' data`,
  path,
  async run({ page, assert }) {
    const stated = Number(await page.locator('[data-sheet-pages]').getAttribute('data-sheet-pages'));
    assert.ok(stated === 1 || stated === 2, `states ${stated} pages`);
    const said = await page.locator('.rb-sheet-pages').innerText();
    assert.match(said, stated === 1 ? /one page/ : new RegExp(`${stated} pages`));
    for (const format of ['A4', 'Letter']) {
      const printed = await pdfPages(await page.pdf({ format }));
      assert.ok(printed.length <= stated, `${format}: ${printed.length} pages, the sheet says ${stated}`);
    }
    const tables = await tablesOf(page);
    assert.ok(Object.keys(tables).length >= 3, 'a sheet with hardly any tables');
    for (const [id, table] of Object.entries(tables)) {
      const check = CHECKS[id];
      assert.ok(check, `no check for the table "${id}": add one to reference-sheets.e2e.mjs`);
      assert.ok(table.rows.length > 0, `${id} is empty`);
      try {
        check(table, assert);
      } catch (e) {
        throw new Error(`${id}: ${e.message}`, { cause: e });
      }
    }
    // At 390 px the sheet reads without the page scrolling sideways (tables scroll inside).
    await page.setViewportSize({ width: 390, height: 800 });
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the sheet overflows at 390 px');
  },
}));
