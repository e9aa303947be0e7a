import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFireMap, gridMap, parseFireMap, parseFireSetup, type FireSetup } from './fire-map.setup.js';
import { neighbours } from './fire-map.rules.js';

function ok(text: string): FireSetup {
  const r = parseFireMap(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.setup;
}

function errors(text: string): readonly string[] {
  const r = parseFireMap(text);
  return r.ok ? [] : r.errors;
}

describe('the map format', () => {
  it('draws a grid whose Areas are linked left, right, above and below', () => {
    const { map } = ok('grid 3x2');
    expect(map.areas.map((a) => a.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
    expect(neighbours(map, 'b1').sort()).toEqual(['a1', 'b2', 'c1']);
    expect(neighbours(map, 'a1')).not.toContain('b2');
  });

  it('gives every grid Area the qualities on the grid line, and an area line changes one', () => {
    const { map } = ok('grid 2x1 flam=1 light=dark\narea b1 fire=2 wet=damp cover=shrouded+obscured');
    expect(map.areas[0]).toEqual(expect.objectContaining({ flammability: 1, brightness: 'dark', fireLevel: null }));
    expect(map.areas[1]).toEqual(expect.objectContaining({ flammability: 1, fireLevel: 2, wetness: 0, obscurity: 'shrouded-obscured' }));
  });

  it('makes an Area with nothing said stone: not flammable, dry, dim and clear', () => {
    const { map } = ok('area hall');
    expect(map.areas[0]).toEqual(expect.objectContaining({ flammability: null, wetness: null, fireLevel: null, brightness: 'dim', obscurity: 'clear' }));
  });

  it('links Areas in a chain and takes links away', () => {
    const { map } = ok('area a\narea b\narea c\nlink a b c\nunlink b c');
    expect(map.links).toEqual([['a', 'b']]);
  });

  it('places PCs and NPCs with Defense from the size table unless given', () => {
    const { creatures } = ok('grid 1x1\npc Bran_Oak in a1 con=1 injuries=1\nnpc Rat in a1 size=tiny limit=0\nnpc Ogre in a1 size=large defense=5');
    expect(creatures[0]).toEqual(expect.objectContaining({ id: 'bran_oak', name: 'Bran Oak', kind: 'pc', defense: 3, constitution: 1, injuries: 1 }));
    expect(creatures[1]).toEqual(expect.objectContaining({ size: 1 / 4, defense: 5, injuryLimit: 0 }));
    expect(creatures[2]).toEqual(expect.objectContaining({ size: 2, defense: 5 }));
  });

  it('takes ; as a line break, so a map fits in one attribute line', () => {
    expect(ok('grid 2x1; area a1 fire=1').map.areas[0]!.fireLevel).toBe(1);
  });

  it('reads its own output back unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(null, 0, 1, 2),
        fc.constantFrom(null, 0, 1 / 8, 2),
        fc.constantFrom(null, -3, 0, 6),
        fc.constantFrom('dark', 'dim', 'bright'),
        fc.constantFrom('clear', 'shrouded', 'obscured', 'shrouded-obscured'),
        (cols, rows, flammability, wetness, fireLevel, brightness, obscurity) => {
          const map = gridMap(cols, rows, { flammability, wetness, fireLevel, brightness, obscurity } as never);
          const setup: FireSetup = {
            map,
            creatures: ok('grid 1x1\npc Ada in a1 con=2\nnpc Rat in a1 size=1/8 limit=2').creatures,
          };
          expect(ok(formatFireMap(setup))).toEqual(setup);
        },
      ),
    );
  });
});

describe('bad maps', () => {
  it('says which line holds an unknown statement', () => {
    expect(errors('grid 2x2\n\nroom x')).toEqual(['line 3: "room" is not a statement (grid, area, link, unlink, pc, npc)']);
  });

  it('names the quality and its allowed values when one is wrong', () => {
    expect(errors('area a flam=3')).toEqual(['line 1: flam=3 is not a flammability (none, 0, 1 or 2)']);
    expect(errors('area a fire=7')[0]).toMatch(/fire=7 is not a fire level/);
    expect(errors('area a wet=3')[0]).toMatch(/wet=3 is not a wetness/);
    expect(errors('area a light=glow')[0]).toMatch(/light=glow is not a brightness/);
    expect(errors('area a cover=smoke')[0]).toMatch(/cover=smoke is not an obscurity/);
    expect(errors('area a heat=2')[0]).toMatch(/"heat" is not an Area quality/);
  });

  it('refuses a link to an Area that does not exist, naming it', () => {
    expect(errors('grid 2x2\nlink a1 kitchen')).toEqual([
      'line 2: "link" names "kitchen", which is not an Area (define Areas before linking them)',
    ]);
  });

  it('refuses two Areas drawn in one place', () => {
    expect(errors('grid 2x1\narea hall at=1,0')[0]).toMatch(/hall is drawn at 1,0, where b1 already is/);
  });

  it('refuses a creature that would overfill its Area (16 Medium-worth)', () => {
    expect(errors('grid 1x1\nnpc Dragon in a1 size=gargantuan\nnpc Rat in a1 size=tiny')).toEqual([
      'line 3: Rat does not fit in a1: it would hold 16.25 Medium-worth of size, and an Area holds 16',
    ]);
  });

  it('refuses a grid bigger than 26 by 26 and a grid without a size', () => {
    expect(errors('grid 27x2')[0]).toMatch(/1 to 26 columns/);
    expect(errors('grid big')[0]).toMatch(/needs a size such as 4x3/);
  });

  it('refuses a position off the 26 by 26 drawing', () => {
    expect(errors('area hall at=26,0')).toEqual(['line 1: at=26,0 is off the drawing (columns 0 to 25, rows 0 to 25)']);
  });

  it('puts an Area without a place on a new row, and says so when the drawing is full', () => {
    expect(ok('grid 2x2\narea hall').map.areas.at(-1)).toEqual(expect.objectContaining({ col: 0, row: 2 }));
    expect(errors('grid 1x26\narea hall')[0]).toMatch(/no room left below the map to draw hall/);
  });

  it('refuses an empty map', () => {
    expect(errors('# nothing here')).toEqual(['the map has no Areas: start with "grid 3x3" or an "area" line']);
  });

  it('reports every problem, not just the first', () => {
    expect(errors('area a flam=9\narea b fire=x\nlink a zz')).toHaveLength(3);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const r = parseFireMap(text);
      expect(typeof r.ok).toBe('boolean');
    }));
  });
});

describe('the widget setup', () => {
  it('uses the sample hamlet when no map is given, and it parses', () => {
    const { input, errors } = parseFireSetup({}, 5);
    expect(errors).toEqual([]);
    expect(input.setup.map.areas).toHaveLength(12);
    expect(input.seed).toBe(5);
  });

  it('names each bad attribute and falls back to its default', () => {
    const { input, errors } = parseFireSetup({ map: 'grid 2x2\narea a1 fire=9', seed: 'x', rolls: '3 7' }, 5);
    expect(errors).toEqual([
      'map: line 2: fire=9 is not a fire level (none or a whole number from -3 to 6)',
      'seed: "x" is not a whole number',
      'rolls: 7 is not a face of a d6 (1 to 6)',
    ]);
    expect(input.setup.map.areas).toHaveLength(12);
    expect(input.rolls).toEqual([]);
  });

  it('takes fixed rolls and a seed as given', () => {
    const { input } = parseFireSetup({ map: 'grid 1x1', seed: '42', rolls: '6, 1 3' }, 5);
    expect(input).toEqual(expect.objectContaining({ seed: 42, rolls: [6, 1, 3] }));
  });
});
