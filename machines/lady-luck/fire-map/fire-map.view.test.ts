import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fireMapAreaView, stepWhy } from './fire-map.view.js';
import { parseFireMap, type FireMap, type FireSetup } from '../area-map.js';
import { MOVE_KEYS, regionToward, type Direction } from '../area-map.view.js';
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

// The fire map draws the shared Area map (../area-map.view.ts): these are the drawing's rules
// as the fire map meets them, through fireMapAreaView.
const drawn = (m: FireMap, creatures: FireSetup['creatures'] = []) => fireMapAreaView({ map: m, creatures, lastEvents: [] });
const toward = (m: FireMap, from: string, direction: Direction) => regionToward(drawn(m), from, direction);

describe('drawing a map', () => {
  it('draws a wall between Areas side by side that are not linked, and none at the edge', () => {
    const v = drawn(map('grid 3x2; unlink a1 b1; unlink b1 b2'));
    expect(v.regions.filter((r) => r.wallEast).map((r) => r.id)).toEqual(['a1']);
    expect(v.regions.filter((r) => r.wallSouth).map((r) => r.id)).toEqual(['b1']);
    expect([v.columns, v.rows]).toEqual([3, 2]);
  });

  it('computes the drawing once for a map shape that rounds do not change', () => {
    const m = map('grid 4x4');
    expect(drawn({ areas: m.areas.map((a) => ({ ...a, fireLevel: 2 })), links: m.links }).byRow).toBe(drawn(m).byRow);
  });
});

describe('moving across the drawing', () => {
  const m = map('grid 4x3; area hall at=6,1');

  it('goes to the nearest Area drawn that way, skipping gaps', () => {
    expect(toward(m, 'd2', 'right')?.id).toBe('hall');
    expect(toward(m, 'hall', 'left')?.id).toBe('d2');
    expect(toward(m, 'b1', 'down')?.id).toBe('b2');
    expect(toward(m, 'b1', 'up')).toBeUndefined();
  });

  it('goes to the first and last Area with Home and End', () => {
    expect(toward(m, 'c2', 'first')?.id).toBe('a1');
    expect(toward(m, 'c2', 'last')?.id).toBe('hall');
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
          const to = toward(m, from, dir);
          if (!to) return;
          const here = m.areas.find((a) => a.id === from)!;
          expect(m.areas.map((a) => a.id)).toContain(to.id);
          expect(to.row === here.row || to.col === here.col).toBe(true);
          expect(to.id).not.toBe(from);
        },
      ),
    );
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
          const byRow = drawn(m).byRow;
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

describe("an Area's region", () => {
  it('says the whole Area in words, and gives the eye its fire, light, water and cover', () => {
    const s = setupOf(
      'grid 2x1 flam=2; area a1 name="Hay loft" fire=3 wet=damp cover=shrouded+obscured; pc Ada in a1; pc Bran in a1; unlink a1 b1',
    );
    const [hay, b1] = drawn(s.map, s.creatures).regions;
    expect(hay).toMatchObject({
      id: 'a1',
      col: 0,
      row: 0,
      label: 'Hay loft',
      fire: { level: 3, band: 'mid' },
      light: 'bright',
      litByFire: true,
      water: { kind: 'damp' },
      shrouded: true,
      obscured: true,
      wallEast: true,
    });
    expect(hay!.occupants.map((o) => o.name)).toEqual(['Ada', 'Bran']);
    expect(hay!.described).toBe(
      'fire level 3; flammability 2, counts as 1 while damp; damp; bright (lit by the fire; dim without it); shrouded and obscured; a wall to the east; in it: Ada, Bran',
    );
    expect(b1).toMatchObject({ label: 'b1', fire: null, water: null, shrouded: false, obscured: false, occupants: [] });
  });

  it('writes a contained fire with a real minus sign', () => {
    expect(drawn(setupOf('grid 1x1 flam=1; area a1 fire=-2').map).regions[0]!.fire).toMatchObject({
      band: 'contained',
      words: 'contained fire (−2)',
    });
  });

  it('is worked out again after a round only where the round changed the Area or who is in it', () => {
    const s = setupOf('grid 6x6 flam=2; area c3 fire=3; pc Ada in c4; pc Bran in f6');
    const before = drawn(s.map, s.creatures).regions;
    const after = fireRound(s.map, s.creatures, createChance(4));
    const views = drawn(after.map, after.creatures).regions;
    const changed = new Set(after.map.areas.filter((a, i) => a !== s.map.areas[i]).map((a) => a.id));
    expect(changed.size).toBeGreaterThan(0);
    views.forEach((v, i) => {
      const who = (cs: typeof s.creatures) =>
        cs
          .filter((c) => c.areaId === v.id)
          .map((c) => `${c.name} ${c.alive}`)
          .join();
      const same = !changed.has(v.id) && who(after.creatures) === who(s.creatures);
      if (same) expect(v, v.id).toBe(before[i]);
      else expect(v, v.id).not.toBe(before[i]);
    });
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
    const setup = setupOf('grid 2x1 flam=2\narea a1 fire=2\npc Ada in b1\nnpc Wolf in a1 limit=0');
    const round = fireRound(setup.map, setup.creatures, createChance(1, [1, 6, 1]));
    const view = fireMapAreaView({ map: round.map, creatures: round.creatures, lastEvents: round.events });
    expect(view.regions.map((r) => r.occupants.map((o) => `${o.name} ${o.side}`))).toEqual([['Wolf neutral'], ['Ada pc']]);
    expect([...view.caughtFrom]).toEqual([['b1', 'a1']]);
  });
});
