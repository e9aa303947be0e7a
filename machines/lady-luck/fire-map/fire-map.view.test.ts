import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areaTags, areaToward, cellViewAt, cellViews, fireBand, mapGeometry, MOVE_KEYS, stepWhy } from './fire-map.view.js';
import { parseFireMap, type FireMap } from '../area-map.js';
import { fireRound } from '../fire.js';
import { createChance } from '../../core/random.js';

const setupOf = (text: string) => {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.setup;
};

const map = (text: string): FireMap => {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.setup.map;
};

describe('drawing a map', () => {
  it('draws a wall between Areas side by side that are not linked, and none at the edge', () => {
    const g = mapGeometry(map('grid 3x2; unlink a1 b1; unlink b1 b2'));
    expect([...g.wallEast].sort()).toEqual(['a1']);
    expect([...g.wallSouth].sort()).toEqual(['b1']);
    expect([g.columns, g.rows]).toEqual([3, 2]);
  });

  it('computes the drawing once for a map shape that rounds do not change', () => {
    const m = map('grid 4x4');
    expect(mapGeometry({ areas: m.areas.map((a) => ({ ...a, fireLevel: 2 })), links: m.links })).toBe(mapGeometry(m));
  });
});

describe('moving across the drawing', () => {
  const m = map('grid 4x3; area hall at=6,1');

  it('goes to the nearest Area drawn that way, skipping gaps', () => {
    expect(areaToward(m, 'd2', 'right')?.id).toBe('hall');
    expect(areaToward(m, 'hall', 'left')?.id).toBe('d2');
    expect(areaToward(m, 'b1', 'down')?.id).toBe('b2');
    expect(areaToward(m, 'b1', 'up')).toBeUndefined();
  });

  it('goes to the first and last Area with Home and End', () => {
    expect(areaToward(m, 'c2', 'first')?.id).toBe('a1');
    expect(areaToward(m, 'c2', 'last')?.id).toBe('hall');
  });

  it('moves on the arrow keys, Home and End only, never on an inherited name', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'a']) expect(MOVE_KEYS.get(name)).toBeUndefined();
    expect([...MOVE_KEYS.keys()]).toEqual(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
  });

  it('always lands on an Area of the map, one step along a row or column', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...m.areas.map((a) => a.id)),
        fc.constantFrom('left', 'right', 'up', 'down') as fc.Arbitrary<'left'>,
        (from, dir) => {
          const to = areaToward(m, from, dir);
          if (!to) return;
          const here = m.areas.find((a) => a.id === from)!;
          expect(m.areas).toContain(to);
          expect(to.row === here.row || to.col === here.col).toBe(true);
          expect(to.id).not.toBe(from);
        },
      ),
    );
  });
});

describe('colour bands', () => {
  it('bands fire levels as the legend names them', () => {
    expect([null, -3, -1, 0, 2, 3, 4, 5, 6].map((l) => fireBand(l as never))).toEqual([
      'none',
      'contained',
      'contained',
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });
});

describe('rows of the drawing', () => {
  it('lists every Area once, in the row it is drawn in, left to right', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.uniqueArray(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 6, selector: ([c, r]) => `${c},${r}` }),
        (cols, rows, extra) => {
          const text = [`grid ${cols}x${rows}`, ...extra.map(([c, r], i) => `area x${i} at=${c + cols},${r}`)].join('\n');
          const m = map(text);
          const byRow = mapGeometry(m).byRow;
          expect(byRow.flat().sort((a, b) => a - b)).toEqual(m.areas.map((_, i) => i));
          byRow.forEach((row, r) => {
            for (const i of row) expect(m.areas[i]!.row).toBe(r);
            const cols = row.map((i) => m.areas[i]!.col);
            expect(cols).toEqual([...cols].sort((a, b) => a - b));
          });
        },
      ),
    );
  });
});

describe("an Area's cell", () => {
  it('says the whole Area in words, and shows a short summary for the eye', () => {
    const s = setupOf(
      'grid 2x1 flam=2; area a1 name="Hay loft" fire=3 wet=damp cover=shrouded+obscured; pc Ada in a1; pc Bran in a1; unlink a1 b1',
    );
    const [hay, b1] = cellViews(s.map, s.creatures);
    expect(hay).toMatchObject({
      id: 'a1',
      col: 0,
      row: 0,
      label: 'Hay loft',
      people: '2 creatures',
      tags: 'fire 3 · bright · damp · shroud+fog',
    });
    expect(hay!.described).toBe(
      'fire level 3; flammability 2, counts as 1 while damp; damp; bright (lit by the fire; dim without it); shrouded and obscured; in it: Ada, Bran',
    );
    expect(hay!.classes.split(' ')).toEqual(['fire-mid', 'wall-e']);
    expect(b1).toMatchObject({ label: 'b1', people: '', tags: '' });
  });

  it('writes a contained fire with a real minus sign', () => {
    expect(areaTags(setupOf('grid 1x1 flam=1; area a1 fire=-2').map.areas[0]!)).toBe('contained −2');
  });

  it('is worked out again after a round only where the round changed the Area or who is in it', () => {
    const s = setupOf('grid 6x6 flam=2; area c3 fire=3; pc Ada in c4; pc Bran in f6');
    const before = cellViews(s.map, s.creatures);
    const after = fireRound(s.map, s.creatures, createChance(4));
    const views = cellViews(after.map, after.creatures);
    const changed = new Set(after.map.areas.filter((a, i) => a !== s.map.areas[i]).map((a) => a.id));
    expect(changed.size).toBeGreaterThan(0);
    views.forEach((v, i) => {
      const same = !changed.has(v.id) && after.creatures.filter((c) => c.areaId === v.id).every((c) => s.creatures.includes(c));
      if (same) expect(v, v.id).toBe(before[i]);
      else expect(v, v.id).not.toBe(before[i]);
    });
    expect(cellViewAt(after.map, after.creatures, 0)).toBe(views[0]);
  });
});

describe('why a step looks as it does', () => {
  it('says where the fire stands, then every roll of the round', () => {
    const s = setupOf('grid 2x1 flam=2; area a1 fire=2');
    const round = fireRound(s.map, s.creatures, createChance(1, [1, 6]));
    expect(stepWhy({ map: s.map, round: 0, narration: [] }).map((w) => w.text)).toEqual(['Round 0. Fire in 1 Area, the worst at level 2.']);
    const why = stepWhy({ map: round.map, round: 1, narration: [{ text: 'a1 growth roll: …' }] });
    expect(why.map((w) => w.text)).toEqual(['Round 1. Fire in 2 Areas, the worst at level 2.', 'a1 growth roll: …']);
  });
});

describe('the fire map on the shared Area map', () => {
  it('shows each creature on its Area and where the last round’s fire caught', async () => {
    const { fireMapAreaView } = await import('./fire-map.view.js');
    const setup = setupOf('grid 2x1 flam=2\narea a1 fire=2\npc Ada in b1\nnpc Wolf in a1 limit=0');
    const round = fireRound(setup.map, setup.creatures, createChance(1, [1, 6, 1]));
    const view = fireMapAreaView({ map: round.map, creatures: round.creatures, lastEvents: round.events });
    expect(view.regions.map((r) => r.occupants.map((o) => `${o.name} ${o.side}`))).toEqual([['Wolf neutral'], ['Ada pc']]);
    expect([...view.caughtFrom]).toEqual([['b1', 'a1']]);
  });
});
