import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { notPlainData, PROTOTYPE_NAMES, text } from '../../core/hostile-text.testing.js';
import { DEFAULT_DISTANCE, DEFAULT_INPUT, DEFAULT_ROSTER } from './karmic-fight.examples.js';
import { karmicFightMachine } from './karmic-fight.machine.js';
import { readRoster, rosterText } from './karmic-fight.roster.js';
import { karmicFightInputProblem, parseKarmicFightSetup } from './karmic-fight.setup.js';

const read = (fighters: string) => parseKarmicFightSetup({ fighters, seed: '3' });

describe('reading the roster', () => {
  it('takes the default fight when nothing is given, without complaint', () => {
    expect(parseKarmicFightSetup({}, 9)).toEqual({ input: { roster: DEFAULT_ROSTER, distance: DEFAULT_DISTANCE, seed: 9 }, errors: [] });
  });

  it('reads a roster written as the editor writes it, back to the same fighters', () => {
    const { input, errors } = read(rosterText(DEFAULT_ROSTER));
    expect(errors).toEqual([]);
    expect(input.roster).toEqual(DEFAULT_ROSTER);
  });

  it('reads each fighter: side, weapon, numbers and a missile weapon', () => {
    const { input, errors } = read('Ada: pc, long-sword, skill 4, training 3, hp 10, armour -1, bow crossbow 2; Grub: foe, mace');
    expect(errors).toEqual([]);
    const [ada, grub] = input.roster;
    expect(ada!.team).toBe('party');
    expect(ada!.fighter).toMatchObject({ name: 'Ada', skill: 4, combatTraining: 3, hitPoints: 10, armour: -1, deck: 'karma' });
    expect(ada!.fighter.weapon.name).toBe('long sword');
    expect(ada!.shoot?.weapon.name).toBe('Crossbow');
    expect(grub!.fighter).toMatchObject({ name: 'Grub', deck: 'world' });
  });

  it.each([
    ['an unknown weapon', 'Ada: pc, lightsaber; Grub: foe', '"lightsaber" is neither'],
    ['a prototype name for a weapon', 'Ada: pc, constructor; Grub: foe', '"constructor" is neither'],
    ['a prototype name for a bow', 'Ada: pc, bow __proto__ 2; Grub: foe', 'missile weapon "__proto__"'],
    ['a negative number', 'Ada: pc, skill -3; Grub: foe', "Ada's skill: −3 is outside"],
    ['a huge number', 'Ada: pc, hp 99999999999; Grub: foe', "Ada's hp"],
    ['a number that is no number', 'Ada: pc, training NaN; Grub: foe', '"NaN" is not a whole number'],
    ['armour above 0', 'Ada: pc, armour 1; Grub: foe', "Ada's armour"],
    ['markup in a name', '<b>Ada</b>: pc; Grub: foe', 'has markup'],
    ['a fighter with no side', 'Ada: sword; Grub: foe; Bo: pc', 'Ada has no side'],
  ])('names %s and plays on with a default', (_what, fighters, message) => {
    const { input, errors } = read(fighters);
    expect(errors.join(' | ')).toContain(message);
    expect(input.roster.some((m) => m.team === 'party') && input.roster.some((m) => m.team === 'foes')).toBe(true);
    expect(karmicFightInputProblem(input)).toBeUndefined();
    expect(initialTransition(karmicFightMachine, input)[0].hasTag('looking out')).toBe(true);
  });

  it('needs both sides, and at most 12 fighters, or plays the default fight', () => {
    const one = read('Ada: pc; Bo: pc');
    expect(one.errors.join(' ')).toContain('at least one pc and one foe');
    expect(one.input.roster).toEqual(DEFAULT_ROSTER);
    const many = read(Array.from({ length: 13 }, (_, i) => `F${i}: ${i ? 'foe' : 'pc'}`).join('; '));
    expect(many.errors.join(' ')).toContain('at most 12');
    expect(many.input.roster).toEqual(DEFAULT_ROSTER);
  });

  it('names a bad seed or distance and uses the default', () => {
    const { input, errors } = parseKarmicFightSetup({ seed: 'NaN', distance: '-5' }, 7);
    expect(input.seed).toBe(7);
    expect(input.distance).toBe(DEFAULT_DISTANCE);
    expect(errors.join(' ')).toContain('seed');
    expect(errors.join(' ')).toContain('distance');
  });

  it('returns plain data whatever text it is given, and an input the machine starts from', () => {
    fc.assert(
      fc.property(text, text, (fighters, distance) => {
        const { input } = parseKarmicFightSetup({ fighters, distance, seed: '1' });
        expect(notPlainData(input)).toEqual([]);
        expect(karmicFightInputProblem(input)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
    for (const name of PROTOTYPE_NAMES) {
      const errors: string[] = [];
      readRoster(`${name}: pc, ${name}, bow ${name} 1; Grub: foe`, errors);
      expect(errors.length).toBeGreaterThan(0);
    }
  });
});

describe('a saved or shared input', () => {
  it('is taken as saved when whole, and refused in words otherwise', () => {
    expect(karmicFightInputProblem(DEFAULT_INPUT)).toBeUndefined();
    for (const bad of [null, [], 'x', {}, { ...DEFAULT_INPUT, seed: -1.5 }, { ...DEFAULT_INPUT, distance: 'far' }])
      expect(karmicFightInputProblem(bad)).toBeTypeOf('string');
    expect(karmicFightInputProblem({ ...DEFAULT_INPUT, roster: DEFAULT_ROSTER.filter((m) => m.team === 'party') })).toContain('both sides');
    expect(karmicFightInputProblem({ ...DEFAULT_INPUT, roster: [{ team: 'party' }, DEFAULT_ROSTER[2]] })).toContain('fighter 1');
    const wren = DEFAULT_ROSTER[0]!;
    const bent = { ...wren, shoot: { ...wren.shoot!, weapon: { ...wren.shoot!.weapon, aim: Number.NaN } } };
    expect(karmicFightInputProblem({ ...DEFAULT_INPUT, roster: [bent, ...DEFAULT_ROSTER.slice(1)] })).toBe(
      "fighter 1's missile weapon cannot be used",
    );
  });
});
