import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fireSetupProblem, formatFireMap, gridMap, neighbours, parseFireMap, type FireSetup } from './area-map.js';
import { FIRE_LEVELS, FLAMMABILITIES } from './areas.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

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
    expect(map.areas[0]).toEqual(
      expect.objectContaining({ flammability: null, wetness: null, fireLevel: null, brightness: 'dim', obscurity: 'clear' }),
    );
  });

  it('links Areas in a chain and takes links away', () => {
    const { map } = ok('area a\narea b\narea c\nlink a b c\nunlink b c');
    expect(map.links).toEqual([['a', 'b']]);
  });

  it('places PCs and NPCs with Defense from the size table unless given', () => {
    const { creatures } = ok(
      'grid 1x1\npc Bran_Oak in a1 con=1 injuries=1\nnpc Rat in a1 size=tiny limit=0\nnpc Ogre in a1 size=large defense=5',
    );
    expect(creatures[0]).toEqual(
      expect.objectContaining({ id: 'bran_oak', name: 'Bran Oak', kind: 'pc', defense: 3, constitution: 1, injuries: 1 }),
    );
    expect(creatures[1]).toEqual(expect.objectContaining({ size: 1 / 4, defense: 5, injuryLimit: 0 }));
    expect(creatures[2]).toEqual(expect.objectContaining({ size: 2, defense: 5 }));
  });

  it('gives an Area the name the table calls it by, spaces and all', () => {
    const { map } = ok('grid 2x1; area a1 name="The old barn" flam=2; area b1 name=Yard');
    expect(map.areas.map((a) => a.name)).toEqual(['The old barn', 'Yard']);
    expect(map.areas[0]!.flammability).toBe(2);
  });

  it('refuses a name that is empty, too long, holds markup, or is taken', () => {
    expect(errors('area a name="  "')[0]).toMatch(/cannot name an Area: a name needs at least one letter or digit/);
    expect(errors('area a name=""')).toHaveLength(1);
    expect(errors(`area a name="${'x'.repeat(41)}"`)[0]).toMatch(/at most 40 characters/);
    expect(errors('area a name="<b>hi</b>"')[0]).toMatch(/cannot name an Area/);
    expect(errors('area a name="Hall"; area b name="hall"')[0]).toMatch(/another Area \(a\) is already called hall/);
    expect(errors('grid 2x2 name="x"')[0]).toMatch(/name one on an area line/);
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
        fc.constantFrom(undefined, 'The barn', "Ma's kitchen (east)"),
        fc.constantFrom(undefined, true),
        (cols, rows, flammability, wetness, fireLevel, brightness, obscurity, name, oil) => {
          const qualities = { flammability, wetness, fireLevel, brightness, obscurity, ...(oil ? { oil } : {}) };
          const grid = gridMap(cols, rows, qualities as never);
          const map = name === undefined ? grid : { ...grid, areas: grid.areas.map((a, i) => (i === 0 ? { ...a, name } : a)) };
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

describe('oil on the water (ruling: oil on the water)', () => {
  it('reads oil=yes on an Area, and oil=no takes it away again', () => {
    const setup = ok('grid 2x1 flam=1\narea a1 wet=1 oil=yes\narea b1 wet=1 oil=yes\narea b1 oil=no');
    expect(setup.map.areas[0]).toMatchObject({ wetness: 1, flammability: 1, oil: true });
    expect(setup.map.areas[1]!.oil).toBe(false);
  });

  it('writes it back as oil=yes, and a map without oil as before', () => {
    const setup = ok('area pond flam=2 wet=2 oil=yes');
    expect(formatFireMap(setup)).toContain('oil=yes');
    expect(formatFireMap(ok('area pond flam=2 wet=2'))).not.toContain('oil');
  });

  it('refuses a saved Area whose oil is neither yes nor no', () => {
    const g = JSON.parse(JSON.stringify(ok('area pond flam=2 wet=2 oil=yes')));
    expect(fireSetupProblem(g)).toBeUndefined();
    expect(fireSetupProblem({ ...g, map: { ...g.map, areas: [{ ...g.map.areas[0], oil: 'lots' }] } })).toBe(
      'Area pond says neither that it has oil nor that it has none',
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
    expect(errors('area a oil=lots')).toEqual(['line 1: oil=lots is not oil on the water (yes or no)']);
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
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseFireMap(text);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});

describe('every map it reads holds only what it has a rule for', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.constantFrom(...PROTOTYPE_NAMES, '-1', '1e3', '99999999999999999999', '<b>x</b>', '7', '0', '3'),
  );

  it('parseFireMap: every Area quality one of its values, every link between Areas it has, every creature in one of them', () => {
    const statement = fc.oneof(
      fc.constantFrom(
        'grid 3x2 flam=1',
        'grid 2x2',
        'area a1 fire=2',
        'area hall at=4,0 flam=2 wet=damp',
        'link a1 hall',
        'unlink a1 b1',
        'pc Ada in a1 con=1',
        'npc Rat in b1 size=tiny',
      ),
      fc
        .tuple(
          fc.constantFrom('area a1', 'area b2', 'grid 2x2', 'pc X in a1'),
          fc.constantFrom('flam', 'wet', 'fire', 'light', 'cover', 'oil', 'name', 'size', 'con', ...PROTOTYPE_NAMES),
          anyText,
        )
        .map(([head, k, v]) => `${head} ${k}=${v}`),
      anyText,
    );
    fc.assert(
      fc.property(fc.array(statement, { maxLength: 8 }), (lines) => {
        const r = parseFireMap(lines.join('\n'));
        if (!r.ok) return;
        const ids = new Set(r.setup.map.areas.map((a) => a.id));
        for (const a of r.setup.map.areas) {
          expect(FIRE_LEVELS).toContain(a.fireLevel);
          expect(FLAMMABILITIES).toContain(a.flammability);
          expect(a.oil === undefined || typeof a.oil === 'boolean').toBe(true);
          expect(a.name === undefined || (a.name.length > 0 && a.name.length <= 40 && !/[<>"]/.test(a.name))).toBe(true);
        }
        for (const [x, y] of r.setup.map.links) expect(ids.has(x) && ids.has(y)).toBe(true);
        for (const c of r.setup.creatures) expect(ids.has(c.areaId)).toBe(true);
      }),
    );
  });
});

describe('a saved or shared map', () => {
  it('is accepted as the parser made it, the creatures with it', () => {
    expect(fireSetupProblem(JSON.parse(JSON.stringify(ok('grid 2x1 flam=2; area a1 fire=2; pc Ada in b1'))))).toBeUndefined();
  });

  it('says in plain words what is wrong with a damaged one', () => {
    const g = JSON.parse(JSON.stringify(ok('grid 2x1 flam=2; area a1 fire=2; pc Ada in b1')));
    expect(fireSetupProblem(null)).toBe('it has no map');
    expect(fireSetupProblem({ ...g, map: { ...g.map, areas: [] } })).toBe('a map holds 1 to 676 Areas');
    expect(fireSetupProblem({ ...g, map: { ...g.map, links: [['a1', 'constructor']] } })).toBe(
      'a link names an Area the map does not have',
    );
    expect(fireSetupProblem({ ...g, creatures: [{ ...g.creatures[0], areaId: 'z9' }] })).toBe('"Ada" stands in no Area of the map');
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const problem = fireSetupProblem(v);
        expect(problem === undefined || typeof problem === 'string').toBe(true);
      }),
    );
  });
});
