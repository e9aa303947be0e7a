import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFireMap } from '../area-map.js';
import { BRIGHTNESSES, FIRE_LEVELS, FLAMMABILITIES, OBSCURITIES, SIZE_TABLE } from '../areas.js';
import { fireMapInputProblem, parseFireMapSetup, parseFireSettings, SAMPLE_MAP } from './fire-map.setup.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('the widget setup', () => {
  it('uses the sample hamlet when no map is given, and it parses', () => {
    const { input, errors } = parseFireMapSetup({}, 5);
    expect(errors).toEqual([]);
    expect(input.setup.map.areas).toHaveLength(12);
    expect(input.seed).toBe(5);
  });

  it('names each bad attribute and falls back to its default', () => {
    const { input, errors } = parseFireMapSetup(
      { map: 'grid 2x2\narea a1 fire=9', seed: 'x', rolls: '3 7', 'spread-flammability': 'wind' },
      5,
    );
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
    expect(parseFireMapSetup({ seed: '4294967295' }, 5).input.seed).toBe(4294967295);
    const { input, errors } = parseFireMapSetup({ seed: '4294967296' }, 5);
    expect(input.seed).toBe(5);
    expect(errors).toEqual(['seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used']);
  });

  it("reads spread-flammability as the seed's reading unless the table asks for the neighbour's", () => {
    expect(parseFireMapSetup({}, 1).input.rules.spreadFlammability).toBe('burning');
    expect(parseFireMapSetup({ 'spread-flammability': 'Neighbour' }, 1).input.rules.spreadFlammability).toBe('neighbour');
  });

  it('finds nothing under an inherited name, in any attribute or in the map', () => {
    for (const name of PROTOTYPE_NAMES) {
      const { input, errors } = parseFireMapSetup({ map: name, seed: name, rolls: name, 'spread-flammability': name }, 5);
      expect(errors, name).toHaveLength(4);
      expect(input.rules.spreadFlammability).toBe('burning');
      expect(errors.join(' ')).not.toMatch(/undefined|function|\[object/);
      expect(parseFireMap(`grid 1x1; area a1 ${name}=1`).ok).toBe(false);
      expect(parseFireMap(`${name} a1`).ok).toBe(false);
    }
  });

  it('takes fixed rolls and a seed as given', () => {
    const { input } = parseFireMapSetup({ map: 'grid 1x1', seed: '42', rolls: '6, 1 3' }, 5);
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

  it('parseFireMapSetup: a seed from 0 to 4,294,967,295 (or the fallback), d6 faces, a known ruling, a map of known qualities', () => {
    const sizes = new Set(SIZE_TABLE.map((r) => r.size));
    fc.assert(
      fc.property(fc.option(anyText, { nil: null }), anyText, anyText, anyText, (map, seed, rolls, spread) => {
        const { input } = parseFireMapSetup({ map, seed, rolls, 'spread-flammability': spread }, 5);
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
});

describe('saved and shared setups', () => {
  const good = () => JSON.parse(JSON.stringify(parseFireMapSetup({}, 9).input));

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
    for (const seed of [0, 4294967295]) expect(fireMapInputProblem({ ...parseFireMapSetup({}, 9).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(fireMapInputProblem({ ...parseFireMapSetup({}, 9).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});
