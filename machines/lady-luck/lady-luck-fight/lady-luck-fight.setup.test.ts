import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import { ladyLuckFightMachine } from './lady-luck-fight.machine.js';
import { DEFAULT_FIGHTERS, defaultFight, ladyLuckFightInputProblem, parseLadyLuckFightSetup } from './lady-luck-fight.setup.js';
import { moves } from './lady-luck-fight.view.js';

const DEFAULT_NAMES = ['Bran', 'Wren', 'Grub', 'Snag'];
const names = (r: ReturnType<typeof parseLadyLuckFightSetup>) => r.input.fighters.map((f) => f.name);

/** A setup plays: its first step has exactly one suggested move. */
function plays(r: ReturnType<typeof parseLadyLuckFightSetup>) {
  const [s] = initialTransition(ladyLuckFightMachine, r.input);
  return moves(s).filter((m) => m.suggested).length === 1;
}

describe('reading the roster', () => {
  it('plays the default fight, the Chosen Few against two goblins by the burning barn, when given nothing', () => {
    const r = parseLadyLuckFightSetup({}, 42);
    expect(r.errors).toEqual([]);
    expect(r.input).toEqual(defaultFight(42));
    expect(names(r)).toEqual(DEFAULT_NAMES);
    expect(r.input.map.areas.find((a) => a.name === 'Barn')!.fireLevel).toBe(1);
    expect(new Set(r.input.fighters.map((f) => (f.kind === 'pc' ? 'party' : f.faction)))).toEqual(new Set(['party', 'goblins']));
  });

  it('reads the seed, and names a bad one, playing the fallback', () => {
    expect(parseLadyLuckFightSetup({ seed: '9' }, 1).input.seed).toBe(9);
    const r = parseLadyLuckFightSetup({ seed: '-1' }, 7);
    expect(r.input.seed).toBe(7);
    expect(r.errors.join(' ')).toMatch(/seed/);
  });

  it('reads other numbers for the default map’s fighters', () => {
    const r = parseLadyLuckFightSetup({ fighters: 'Bran: might=3 arms=Axe itm=2' }, 1);
    expect(r.errors).toEqual([]);
    expect(r.input.fighters[0]).toMatchObject({ aptitudes: { might: 3 }, weapon: { name: 'Axe', itm: 2 } });
  });

  it('reads a roster of its own: the map places them, the fighters give their numbers and sides', () => {
    const r = parseLadyLuckFightSetup(
      {
        map: 'area hall\narea yard\nlink hall yard\npc Ada in hall\nnpc Orc in yard limit=2',
        fighters: 'Orc: faction=orcs arms=Axe itm=1',
      },
      1,
    );
    expect(r.errors).toEqual([]);
    expect(names(r)).toEqual(['Ada', 'Orc']);
    expect(plays(r)).toBe(true);
  });
});

describe('every bad value gets its own message and the fight still plays', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a number out of range',
      { fighters: 'Bran: might=99' },
      /fighters: "Bran": might="99" is not a whole number from -5 to 5; its defaults are used/,
    ],
    ['a negative count', { fighters: 'Bran: fatigue=-3' }, /fatigue="-3" is not a whole number from 0 to 20/],
    ['a huge modifier', { fighters: 'Bran: arms=Axe itm=1e309' }, /itm="1e309" is not a whole number from -5 to 10/],
    ['a weapon with no harm', { fighters: 'Bran: arms=Axe' }, /a weapon causes Injuries \(itm=\), Fatigue \(ftm=\) or both/],
    ['a weapon that is no name', { fighters: 'Bran: arms="<b>x</b>" itm=1' }, /arms=".*" is not a weapon's name/],
    ['a fighter not on the map', { fighters: 'Zed: might=1' }, /fighters: "Zed" names nobody on the map; it is left out/],
    ['a prototype name', { fighters: 'constructor: might=1' }, /fighters: "constructor" names nobody on the map/],
    ['a __proto__ key', { fighters: 'Bran: __proto__=1' }, /"__proto__" is not a fighter's number/],
    ['an unknown reach', { fighters: 'Bran: arms=Bow itm=1 reach=far' }, /reach="far" is not melee, thrown or ranged/],
  ];
  it.each(cases)('%s', (_what, attrs, message) => {
    const r = parseLadyLuckFightSetup(attrs, 1);
    expect(r.errors.join('\n')).toMatch(message);
    expect(names(r)).toEqual(DEFAULT_NAMES);
    expect(plays(r)).toBe(true);
  });

  const rosterCases: [string, string, RegExp][] = [
    [
      'no second side',
      'area a\npc Ada in a\npc Bo in a',
      /only the Chosen Few can fight; a fight needs a second side.*; the default fight is played instead/,
    ],
    ['foes of one faction only', 'area a\nnpc Orc in a\nnpc Imp in a', /only the foes can fight; a fight needs a second side/],
    ['nobody able to fight', 'area a\npc Ada in a injuries=1 dead\nnpc Orc in a dead', /./],
    [
      'over twelve fighters',
      `area a\n${Array.from({ length: 13 }, (_, i) => `${i % 2 ? 'pc' : 'npc'} F${String.fromCharCode(97 + i)} in a`).join('\n')}`,
      /map: 13 creatures, at most 12 in one fight; the default fight is played instead/,
    ],
    ['a map that does not parse', 'area a\nlink a nowhere', /^map: .*the default fight is played instead/],
    ['markup for a name', 'area a\npc <img src=x> in a\nnpc Orc in a', /^map: /],
    ['a prototype name on the map', 'area a\npc constructor in a\nnpc __proto__ in a', /./],
  ];
  it.each(rosterCases)('%s', (_what, map, message) => {
    const r = parseLadyLuckFightSetup({ map }, 1);
    expect(r.errors.join('\n')).toMatch(message);
    expect(plays(r)).toBe(true);
  });

  it('never throws on hostile text, returns plain data, and always plays', () => {
    fc.assert(
      fc.property(fc.option(text, { nil: null }), fc.option(text, { nil: null }), fc.option(text, { nil: null }), (seed, map, fighters) => {
        const r = parseLadyLuckFightSetup({ seed, map, fighters }, 1);
        expect(notPlainData(r)).toEqual([]);
        expect(ladyLuckFightInputProblem(r.input)).toBeUndefined();
        expect(plays(r)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a saved or shared fight', () => {
  it('takes its own input, and refuses one of another shape in words', () => {
    expect(ladyLuckFightInputProblem(defaultFight(1))).toBeUndefined();
    for (const bad of [null, [], 'x', {}, { seed: -1 }, { ...defaultFight(1), fighters: [] }, { ...defaultFight(1), extra: 1 }])
      expect(ladyLuckFightInputProblem(bad)).toBeTypeOf('string');
    const oneSide = { ...defaultFight(1), fighters: defaultFight(1).fighters.filter((f) => f.kind === 'pc') };
    expect(ladyLuckFightInputProblem(oneSide)).toMatch(/a second side/);
  });

  it('keeps the default roster’s text readable as the combat round reads it', () => {
    expect(DEFAULT_FIGHTERS.split('\n')).toHaveLength(4);
  });
});
