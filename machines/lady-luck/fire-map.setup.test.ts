import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fireMapInputProblem,
  formatFireMap,
  gridMap,
  parseFireMap,
  parseFireSettings,
  parseFireSetup,
  SAMPLE_MAP,
  type FireSetup,
} from './fire-map.setup.js';
import { neighbours } from './fire-map.rules.js';
import { BRIGHTNESSES, FIRE_LEVELS, FLAMMABILITIES, OBSCURITIES, SIZE_TABLE } from './areas.js';

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
        (cols, rows, flammability, wetness, fireLevel, brightness, obscurity, name) => {
          const grid = gridMap(cols, rows, { flammability, wetness, fireLevel, brightness, obscurity } as never);
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
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseFireMap(text);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
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
    const { input, errors } = parseFireSetup({ map: 'grid 2x2\narea a1 fire=9', seed: 'x', rolls: '3 7', spreadFlammability: 'wind' }, 5);
    expect(errors).toEqual([
      'map: line 2: fire=9 is not a fire level (none or a whole number from -3 to 6); the sample hamlet is shown instead',
      'seed: "x" is not a whole number from 0 to 4294967295; a fresh seed was used',
      'rolls: 7 is not a face of a d6 (1 to 6); no fixed rolls are used',
      'spread-flammability: "wind" is not one of the choices: use burning or neighbour; the burning Area\'s own is used',
    ]);
    expect(input.setup.map.areas).toHaveLength(12);
    expect(input.rolls).toEqual([]);
    expect(input.seed).toBe(5);
    expect(input.rules).toEqual({ spreadFlammability: 'burning' });
  });

  it('takes every seed from 0 to 4,294,967,295 and refuses the next one with the same message as every widget', () => {
    expect(parseFireSetup({ seed: '4294967295' }, 5).input.seed).toBe(4294967295);
    const { input, errors } = parseFireSetup({ seed: '4294967296' }, 5);
    expect(input.seed).toBe(5);
    expect(errors).toEqual(['seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used']);
  });

  it("reads spread-flammability as the seed's reading unless the table asks for the neighbour's", () => {
    expect(parseFireSetup({}, 1).input.rules.spreadFlammability).toBe('burning');
    expect(parseFireSetup({ spreadFlammability: 'Neighbour' }, 1).input.rules.spreadFlammability).toBe('neighbour');
  });

  it('finds nothing under an inherited name, in any attribute or in the map', () => {
    for (const name of PROTOTYPE_NAMES) {
      const { input, errors } = parseFireSetup({ map: name, seed: name, rolls: name, spreadFlammability: name }, 5);
      expect(errors, name).toHaveLength(4);
      expect(input.rules.spreadFlammability).toBe('burning');
      expect(errors.join(' ')).not.toMatch(/undefined|function|\[object/);
      expect(parseFireMap(`grid 1x1; area a1 ${name}=1`).ok).toBe(false);
      expect(parseFireMap(`${name} a1`).ok).toBe(false);
    }
  });

  it('takes fixed rolls and a seed as given', () => {
    const { input } = parseFireSetup({ map: 'grid 1x1', seed: '42', rolls: '6, 1 3' }, 5);
    expect(input).toEqual(expect.objectContaining({ seed: 42, rolls: [6, 1, 3] }));
  });
});

describe('settings that do not restart the table', () => {
  it('reads speed and forecast length, and takes the defaults when they are removed', () => {
    expect(parseFireSettings({ speed: 'fast', forecastRounds: '5' }, false)).toEqual({
      settings: { speed: 'fast', forecastRounds: 5, showOdds: false },
      errors: [],
    });
    expect(parseFireSettings({}, false)).toEqual({ settings: { speed: 'normal', forecastRounds: 3, showOdds: false }, errors: [] });
    expect(parseFireSettings({}, true).settings.speed).toBe('slow');
  });

  it('starts with the odds hidden, shown with odds, and hidden again by no-odds (which older embeds wrote)', () => {
    expect(parseFireSettings({ odds: '' }, false).settings.showOdds).toBe(true);
    expect(parseFireSettings({ odds: 'false' }, false).settings.showOdds).toBe(false);
    expect(parseFireSettings({ odds: '', noOdds: '' }, false).settings.showOdds).toBe(false);
    expect(parseFireSettings({ noOdds: '' }, false).settings.showOdds).toBe(false);
  });

  it('never takes an inherited name for a speed (speed="constructor" once ran the auto-run with no delay)', () => {
    for (const name of PROTOTYPE_NAMES) {
      const { settings, errors } = parseFireSettings({ speed: name }, false);
      expect(settings.speed).toBe('normal');
      expect(errors[0]).toMatch(/^speed: ".*" is not one of the choices: use slow, normal or fast; normal is used$/);
    }
  });

  it('names a forecast length outside 1 to 10 and uses 3', () => {
    expect(parseFireSettings({ forecastRounds: 'eleven' }, false)).toEqual({
      settings: { speed: 'normal', forecastRounds: 3, showOdds: false },
      errors: ['forecast-rounds: "eleven" is not a whole number from 1 to 10; 3 rounds are used'],
    });
    expect(parseFireSettings({ forecastRounds: '11' }, false).errors).toEqual([
      'forecast-rounds: 11 is outside 1 to 10; 3 rounds are used',
    ]);
  });
});

describe('every parser returns only what it has a rule for', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.constantFrom(...PROTOTYPE_NAMES, '-1', '1e3', '99999999999999999999', '<b>x</b>', '7', '0', '3'),
  );
  const SPEEDS = new Set(['slow', 'normal', 'fast']);

  it('parseFireSettings: a listed speed, a forecast of 1 to 10 rounds, a flag, and one message per bad value', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.option(anyText, { nil: null }), (speed, forecastRounds, noOdds) => {
        const { settings, errors } = parseFireSettings({ speed, forecastRounds, noOdds }, false);
        expect(SPEEDS.has(settings.speed)).toBe(true);
        expect(Number.isInteger(settings.forecastRounds) && settings.forecastRounds >= 1 && settings.forecastRounds <= 10).toBe(true);
        expect(typeof settings.showOdds).toBe('boolean');
        expect(errors.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('parseFireSetup: a seed from 0 to 4,294,967,295 (or the fallback), d6 faces, a known ruling, a map of known qualities', () => {
    const sizes = new Set(SIZE_TABLE.map((r) => r.size));
    fc.assert(
      fc.property(fc.option(anyText, { nil: null }), anyText, anyText, anyText, (map, seed, rolls, spread) => {
        const { input } = parseFireSetup({ map, seed, rolls, spreadFlammability: spread }, 5);
        expect(input.seed === 5 || (Number.isInteger(input.seed) && input.seed >= 0 && input.seed <= 4294967295)).toBe(true);
        expect(input.rolls.every((r) => [1, 2, 3, 4, 5, 6].includes(r))).toBe(true);
        expect(['burning', 'neighbour']).toContain(input.rules.spreadFlammability);
        for (const a of input.setup.map.areas) {
          expect(FIRE_LEVELS).toContain(a.fireLevel);
          expect(FLAMMABILITIES).toContain(a.flammability);
          expect(BRIGHTNESSES).toContain(a.brightness);
          expect(OBSCURITIES).toContain(a.obscurity);
          expect(a.wetness === null || sizes.has(a.wetness)).toBe(true);
        }
      }),
    );
  });

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
          fc.constantFrom('flam', 'wet', 'fire', 'light', 'cover', 'name', 'size', 'con', ...PROTOTYPE_NAMES),
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
          expect(a.name === undefined || (a.name.length > 0 && a.name.length <= 40 && !/[<>"]/.test(a.name))).toBe(true);
        }
        for (const [x, y] of r.setup.map.links) expect(ids.has(x) && ids.has(y)).toBe(true);
        for (const c of r.setup.creatures) expect(ids.has(c.areaId)).toBe(true);
      }),
    );
  });
});

describe('saved and shared setups', () => {
  const good = () => JSON.parse(JSON.stringify(parseFireSetup({}, 9).input));

  it('accepts a setup the parser made, the sample hamlet included', () => {
    expect(fireMapInputProblem(good())).toBeUndefined();
    const { rules: _r, rolls: _o, ...old } = good();
    expect(fireMapInputProblem(old)).toBeUndefined(); // a table saved before rulings were recorded
    expect(SAMPLE_MAP).toContain('name="Barn"');
  });

  it('says in plain words what is wrong with a damaged one', () => {
    const g = good();
    expect(fireMapInputProblem(null)).toBe('it has no setup');
    expect(fireMapInputProblem({})).toBe('its seed is not a whole number from 0 to 4294967295');
    expect(fireMapInputProblem({ ...g, seed: 1.5 })).toBe('its seed is not a whole number from 0 to 4294967295');
    expect(fireMapInputProblem({ ...g, rolls: [7] })).toBe('its fixed rolls are not d6 faces');
    expect(fireMapInputProblem({ ...g, rules: { spreadFlammability: 'constructor' } })).toBe(
      'its spread ruling is not one this widget knows',
    );
    const areas = g.setup.map.areas.map((a: object, i: number) => (i === 0 ? { ...a, fireLevel: 9 } : a));
    expect(fireMapInputProblem({ ...g, setup: { ...g.setup, map: { ...g.setup.map, areas } } })).toMatch(/has no fire level/);
    expect(fireMapInputProblem({ ...g, setup: { ...g.setup, map: { ...g.setup.map, links: [['a1', 'constructor']] } } })).toMatch(
      /a link names an Area/,
    );
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const problem = fireMapInputProblem(v);
        expect(problem === undefined || typeof problem === 'string').toBe(true);
      }),
    );
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(fireMapInputProblem({ ...parseFireSetup({}, 9).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(fireMapInputProblem({ ...parseFireSetup({}, 9).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});
