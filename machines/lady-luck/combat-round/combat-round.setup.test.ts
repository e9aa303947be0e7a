import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { formatFireMap } from '../area-map.js';
import { fireMap } from '../fire-map/index.js';
import { combatRoundMachine } from './combat-round.machine.js';
import { ALL_APTITUDES_ZERO } from './combat-round.rules.js';
import { exampleById, readExample } from '../../core/procedure.js';
import { DEFAULT_FIGHTERS, DEFAULT_MAP, MAX_FIGHTERS, combatRoundInputProblem, parseCombatRoundSetup } from './combat-round.setup.js';
import { BRAWL_EXAMPLE, COMBAT_ROUND_EXAMPLES, DROWNING_EXAMPLE, REST_EXAMPLE } from './combat-round.examples.js';
import { combatRound } from './index.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('reading the attributes', () => {
  it('plays the barn and millpond with its five creatures when given nothing', () => {
    const { input, errors } = parseCombatRoundSetup({}, 42);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.fighters.map((f) => f.name)).toEqual(['Bran', 'Wren', 'Tam', 'Grub', 'Snag']);
    expect(input.fighters.find((f) => f.id === 'wren')).toMatchObject({
      runner: true,
      weapon: { name: 'Shortbow', itm: 1, ftm: null, reach: 'ranged' },
    });
    expect(input.fighters.find((f) => f.id === 'tam')).toMatchObject({ faction: 'village', ally: true });
  });

  it('reads the fire map’s own text as the map, unchanged: a fire and a fight can share one place', () => {
    // The map the fire map shows when given none, written out as a table writes it.
    const sample = formatFireMap(fireMap.setup({}, 1).input.setup);
    const { input, errors } = parseCombatRoundSetup({ map: sample }, 1);
    expect(errors).toEqual([]);
    expect(input.map.areas).toHaveLength(12);
    expect(input.fighters.map((f) => [f.name, f.kind, f.areaId, f.aptitudes.constitution])).toEqual([
      ['Bran', 'pc', 'b2', 1],
      ['Goblin', 'npc', 'a2', 0],
      ['Innkeeper', 'npc', 'c2', 0],
    ]);
    // Creatures the fighters attribute says nothing of fight with bare hands.
    expect(input.fighters[0]!.weapon).toBeNull();
  });

  it('reads each fighter’s aptitudes, weapon, side and limits', () => {
    const { input, errors } = parseCombatRoundSetup({
      map: 'area a\npc Ada in a con=2\nnpc Orc in a limit=3',
      fighters:
        'Ada: might=2 weapon=1 runner arms="Long sword" itm=2 ftm=0 fatigue=1; Orc: faction=orcs flimit=4 arms=Sling ftm=1 reach=thrown',
    });
    expect(errors).toEqual([]);
    expect(input.fighters[0]).toMatchObject({ runner: true, fatigue: 1, weapon: { name: 'Long sword', itm: 2, ftm: 0, reach: 'melee' } });
    expect(input.fighters[0]!.aptitudes).toEqual({ ...ALL_APTITUDES_ZERO(), might: 2, weapon: 1, constitution: 2 });
    expect(input.fighters[1]).toMatchObject({ faction: 'orcs', ally: false, injuryLimit: 3, fatigueLimit: 4, weapon: { reach: 'thrown' } });
  });

  it('names each bad value and keeps that fighter’s defaults', () => {
    const cases: [string, RegExp][] = [
      ['Ada: might=9', /fighters: "Ada": might="9" is not a whole number from −?-5 to 5; its defaults are used/],
      ['Ada: arms=Sword', /a weapon causes Injuries \(itm=\), Fatigue \(ftm=\) or both/],
      ['Ada: itm=1', /itm, ftm and reach belong to a weapon/],
      ['Ada: reach=far arms=Bow itm=1', /reach="far" is not melee, thrown or ranged/],
      ['Ada: faction=orcs', /PCs are the party/],
      ['Ada: flimit=2', /flimit is for NPCs/],
      ['Ada: ally', /"ally" is not a word it takes/],
      ['Zed: might=1', /fighters: "Zed" names nobody on the map/],
      ['Ada might=1', /should be a name, a colon/],
      ['Ada: luck=3', /"luck" is not a fighter's number/],
      ['Ada: arms=<b>x</b> itm=1', /is not a weapon's name/],
    ];
    for (const [text, message] of cases) {
      const { input, errors } = parseCombatRoundSetup({ map: 'area a\npc Ada in a', fighters: text });
      expect(errors.join('\n'), text).toMatch(message);
      expect(input.fighters[0]!.aptitudes.might, text).toBe(0);
    }
  });

  it('finds nothing under a prototype’s name: a key, a word, a fighter, a start, an example', () => {
    for (const name of PROTOTYPE_NAMES) {
      const { input, errors } = parseCombatRoundSetup({
        map: 'area a\npc Ada in a',
        fighters: `Ada: ${name}=1 ${name}; ${name}: might=1`,
        start: name,
      });
      expect(errors.length, name).toBe(3);
      expect(input.fighters[0]!.aptitudes).toEqual(ALL_APTITUDES_ZERO());
      expect(input.start).toBeUndefined();
      const exErrors: string[] = [];
      expect(readExample(combatRound, name, exErrors)!.id).toBe('brawl');
      expect(exErrors[0]).toMatch(/^example:/);
    }
  });

  it('falls back to the barn when the map is broken, empty of creatures, or too crowded, and says which', () => {
    expect(parseCombatRoundSetup({ map: 'grid 0x0' }).errors[0]).toMatch(/^map: line 1: .*; the barn and millpond are shown instead$/);
    expect(parseCombatRoundSetup({ map: 'area a' }).errors).toEqual([
      'map: nobody stands on it (add a "pc" or "npc" line); the barn and millpond are shown instead',
    ]);
    const crowd = ['area a', ...Array.from({ length: MAX_FIGHTERS + 1 }, (_, i) => `npc N${i} in a size=tiny`)].join('\n');
    expect(parseCombatRoundSetup({ map: crowd }).errors[0]).toMatch(/at most 12 in one fight/);
    expect(parseCombatRoundSetup({ map: 'grid 0x0' }).input.fighters.map((f) => f.name)).toEqual(['Bran', 'Wren', 'Tam', 'Grub', 'Snag']);
  });

  it('reads seeds, fixed rolls and the start as every widget does', () => {
    expect(parseCombatRoundSetup({ seed: '4294967296' }, 5).errors).toEqual([
      'seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used',
    ]);
    expect(parseCombatRoundSetup({ rolls: '1 7' }).errors[0]).toMatch(/^rolls: "7" is not a face of a d6/);
    expect(parseCombatRoundSetup({ rolls: '3 2' }).input.rolls).toEqual([3, 2]);
    expect(parseCombatRoundSetup({ start: 'downtime' }).input.start).toBe('downtime');
    expect(parseCombatRoundSetup({ start: 'later' }).errors[0]).toMatch(/^start: "later" is not one of the choices: use fight or downtime/);
  });

  it('never returns a value it was not given a rule for, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), fc.string({ maxLength: 12 }), (map, fighters, start) => {
        const { input } = parseCombatRoundSetup({ map, fighters, start }, 1);
        expect(combatRoundInputProblem(input)).toBeUndefined();
        expect(() => initialTransition(combatRoundMachine, input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('saved and shared inputs', () => {
  const good = parseCombatRoundSetup({ seed: '3' }).input;

  it('accepts what the attributes make, and every worked example', () => {
    expect(combatRoundInputProblem(good)).toBeUndefined();
    for (const attributes of [BRAWL_EXAMPLE, DROWNING_EXAMPLE, REST_EXAMPLE]) expect(parseCombatRoundSetup(attributes).errors).toEqual([]);
    for (const ex of COMBAT_ROUND_EXAMPLES) expect(combatRoundInputProblem(ex.input), ex.id).toBeUndefined();
  });

  it('refuses a damaged input in a few words', () => {
    const f0 = good.fighters[0]!;
    const cases: [unknown, string][] = [
      [null, 'no setup was saved'],
      [{ ...good, seed: -1 }, 'its seed is not a whole number from 0 to 4294967295'],
      [{ ...good, rolls: [7] }, 'its fixed rolls'],
      [{ ...good, start: 'constructor' }, 'where it starts'],
      [{ ...good, fighters: [] }, 'its fighters'],
      [{ ...good, map: { areas: [], links: [] } }, 'a map holds 1 to 676 Areas'],
      [{ ...good, fighters: [{ ...f0, areaId: 'zz' }] }, '"Bran" stands in no Area of the map'],
      [{ ...good, fighters: [{ ...f0, aptitudes: { ...f0.aptitudes, luck: 1 } }] }, `"Bran"'s aptitudes`],
      [{ ...good, fighters: [{ ...f0, aptitudes: { ...f0.aptitudes, might: 99 } }] }, `"Bran"'s aptitudes`],
      [{ ...good, fighters: [{ ...f0, weapon: { name: 'x', itm: 'NaN', ftm: null, reach: 'melee' } }] }, `"Bran"'s weapon`],
      [{ ...good, fighters: [{ ...f0, grappledBy: 'nobody' }] }, `"Bran"'s hold`],
      [{ ...good, fighters: [f0, f0] }, 'two fighters share a name'],
      [{ ...good, fighters: [{ ...f0, name: 'undefined' }] }, 'a fighter has no usable name'],
    ];
    for (const [input, problem] of cases) expect(combatRoundInputProblem(input), problem).toBe(problem);
  });
});

describe('the worked examples', () => {
  it('are found by their own names only', () => {
    expect(exampleById(combatRound, 'brawl')!.title).toBe('the barn brawl');
    expect(readExample(combatRound, 'drowning', [])!.id).toBe('drowning');
    expect(readExample(combatRound, 'rest', [])!.id).toBe('rest');
    expect(exampleById(combatRound, 'constructor')).toBeUndefined();
  });

  it('play on the default map and fighters', () => {
    const { input } = parseCombatRoundSetup({ map: DEFAULT_MAP, fighters: DEFAULT_FIGHTERS, seed: '2024' });
    expect(exampleById(combatRound, 'brawl')!.input.fighters).toEqual(input.fighters);
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295])
      expect(combatRoundInputProblem({ ...parseCombatRoundSetup({ seed: '3' }).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(combatRoundInputProblem({ ...parseCombatRoundSetup({ seed: '3' }).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});
