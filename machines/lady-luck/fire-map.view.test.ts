import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areaToward, fireBand, mapGeometry, MOVE_KEYS } from './fire-map.view.js';
import { parseFireMap } from './fire-map.setup.js';
import type { FireMap } from './fire-map.rules.js';

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
      fc.property(fc.constantFrom(...m.areas.map((a) => a.id)), fc.constantFrom('left', 'right', 'up', 'down') as fc.Arbitrary<'left'>, (from, dir) => {
        const to = areaToward(m, from, dir);
        if (!to) return;
        const here = m.areas.find((a) => a.id === from)!;
        expect(m.areas).toContain(to);
        expect(to.row === here.row || to.col === here.col).toBe(true);
        expect(to.id).not.toBe(from);
      }),
    );
  });
});

describe('colour bands', () => {
  it('bands fire levels as the legend names them', () => {
    expect([null, -3, -1, 0, 2, 3, 4, 5, 6].map((l) => fireBand(l as never))).toEqual(['none', 'contained', 'contained', 'low', 'low', 'mid', 'mid', 'high', 'high']);
  });
});
