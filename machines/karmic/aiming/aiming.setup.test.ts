import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';
import { DEFAULT_TARGET, aimingInputProblem, parseAimingSetup, type AimingAttributes } from './aiming.setup.js';
import { describeAiming } from './aiming.view.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';

const [ENRIS_EXAMPLE] = AIMING_EXAMPLES as [(typeof AIMING_EXAMPLES)[number]];

const ATTRIBUTES = [
  'seed',
  'deck',
  'target-deck',
  'weapon',
  'aim',
  'range',
  'force',
  'maneuvers',
  'edge',
  'max-damage',
  'hands',
  'skill',
  'finesse',
  'armour-finesse',
  'situation',
  'distance',
  'location',
  'size',
  'dodge',
  'block',
  'awareness',
  'melee',
] as const;
const HOSTILE = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '-99999999999',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '<b>x</b>',
  '\u202e\u0000',
  '−3',
  '+2',
  ' 7 ',
  '1/2',
  '½',
  'running prone',
  'head-vitals',
  'small',
];

describe('parseAimingSetup', () => {
  it('gives the defaults, with no errors, for no attributes', () => {
    const { input, errors } = parseAimingSetup({}, 42);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.weapon).toEqual(WEAPON_PRESETS.spear);
    expect(input.target).toEqual(DEFAULT_TARGET);
  });

  it('reads a stacked deck and a preset with one stat overridden', () => {
    const { input, errors } = parseAimingSetup({ deck: '2♠ 4h 7♥ 5s', weapon: 'short-bow', aim: '4', seed: '9' });
    expect(errors).toEqual([]);
    expect(input.stacked).toEqual(['2s', '4h', '7h', '5s']);
    expect(input.weapon).toMatchObject({ name: 'Short bow (custom)', aim: 4, rate: { shots: 1, turns: 2 } });
    expect(input.seed).toBe(9);
  });

  it('names a custom weapon as such, starting from the spear’s numbers', () => {
    const { input, errors } = parseAimingSetup({ weapon: 'custom', range: '30' });
    expect(errors).toEqual([]);
    expect(input.weapon).toMatchObject({ name: 'Custom weapon', aim: 3, range: 30 });
  });

  it('reads the target: situations, distance, called shot, size, a dodge with awareness, melee', () => {
    const { input, errors } = parseAimingSetup({
      situation: 'running low-light',
      distance: '12.5',
      location: 'legs',
      size: 'large',
      dodge: '3',
      awareness: '1',
      melee: '',
      'target-deck': '9s 2h',
    });
    expect(errors).toEqual([]);
    expect(input.target).toEqual({
      situations: ['running', 'low-light'],
      distance: 12.5,
      location: 'legs',
      size: 'large',
      defence: { kind: 'dodge', skill: 3, awareness: 1 },
      inMelee: true,
    });
    expect(input.targetStacked).toEqual(['9s', '2h']);
  });

  it('reads a shield block as the shield skill, with no awareness', () => {
    expect(parseAimingSetup({ block: '2', awareness: '3' }).input.target.defence).toEqual({ kind: 'block', skill: 2, awareness: 0 });
  });

  it.each<[AimingAttributes, string]>([
    [{ seed: 'abc' }, 'seed: "abc" is not a whole number from 0 to 4294967295; a fresh seed was used'],
    [{ seed: '4294967296' }, 'seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used'],
    [{ deck: '2s 11h' }, 'deck: "11h" is not a card (try forms like A♠, 10h, Qd or JK); the deck is shuffled instead'],
    [{ deck: '7d' }, 'deck: "7d" is not in this deck (a new karma deck has no 6 to 10 of diamonds or clubs); the deck is shuffled instead'],
    [{ deck: '2s 2s' }, 'deck: "2s" is listed twice; the deck is shuffled instead'],
    [
      { 'target-deck': 'JK' },
      'target-deck: "JK" is not in this deck (the GM’s world deck has no jokers and no 6 to 10 of diamonds or clubs); the deck is shuffled instead',
    ],
    [
      { weapon: 'trebuchet' },
      'weapon: "trebuchet" is not one of the choices: use spear, short-bow, throwing-knife, rock, crossbow or custom; using spear',
    ],
    [
      { weapon: 'constructor' },
      'weapon: "constructor" is not one of the choices: use spear, short-bow, throwing-knife, rock, crossbow or custom; using spear',
    ],
    [{ aim: '0' }, 'aim: 0 is outside 1 to 10; the default is used'],
    [{ range: 'far' }, 'range: "far" is not a whole number from 1 to 1000; the default is used'],
    [{ maneuvers: 'often' }, 'maneuvers: "often" is not a number of maneuvers (try 1, 2 or 1/2); using 1/1'],
    [{ 'armour-finesse': '2' }, 'armour-finesse: 2 is outside −10 to 0; the default is used'],
    [
      { situation: 'flying' },
      'situation: "flying" not known (use running, walking, stationary, prone, obscured, low-light, riding); using stationary',
    ],
    [
      { situation: 'constructor' },
      'situation: "constructor" not known (use running, walking, stationary, prone, obscured, low-light, riding); using stationary',
    ],
    [{ situation: 'running stationary' }, 'situation: a target cannot be running and stationary at once; using stationary'],
    [{ distance: 'near' }, 'distance: "near" is not a number of yards from 0 to 1000; the default is used'],
    [
      { distance: '99999999999999999999999' },
      'distance: "99999999999999999999999" is not a number of yards from 0 to 1000; the default is used',
    ],
    [
      { location: 'tail' },
      'location: "tail" is not one of the choices: use torso, head, head-vitals, torso-vitals, legs or arms; using torso',
    ],
    [{ location: 'head-vitals', size: 'small' }, 'location: head vitals cannot be called on a small creature; using torso'],
    [{ size: 'huge' }, 'size: "huge" is not one of the choices: use normal, large or small; using normal'],
    [{ dodge: '2', block: '3' }, 'block: a target that dodges can take no other action, so it cannot also block; the block is ignored'],
    [{ dodge: '11' }, 'dodge: 11 is outside 0 to 10; the default is used'],
    [{ awareness: 'keen' }, 'awareness: "keen" is not a whole number from −10 to 10; the default is used'],
  ])('says exactly what is wrong with %o', (attrs, message) => {
    const { errors } = parseAimingSetup(attrs, 1);
    expect(errors).toEqual([message]);
  });

  it('still gives a machine input that starts when every attribute is bad', () => {
    const { input, errors } = parseAimingSetup({ seed: 'x', deck: 'zz', weapon: 'x', aim: 'x', distance: 'x', location: 'x' }, 5);
    expect(errors.length).toBe(6);
    expect(() => initialTransition(aimingMachine, input)).not.toThrow();
  });

  it('never returns a value it was not given a rule for, whatever the attributes say', () => {
    const situations = ['running', 'walking', 'stationary', 'prone', 'obscured', 'low-light', 'riding'];
    const value = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -40, max: 1200 }).map(String),
      fc.constantFrom('spear', 'custom', '2s 4h', 'JK Ks'),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ATTRIBUTES), value, { maxKeys: 8 }), fc.nat(), (attrs, fallback) => {
        const { input, errors } = parseAimingSetup(attrs, fallback);
        const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
        expect(inRange(input.seed, 0, 4294967295)).toBe(true);
        if (attrs.seed === undefined) expect(input.seed).toBe(fallback);
        const w = input.weapon;
        expect(
          inRange(w.aim, 1, 10) &&
            inRange(w.range, 1, 1000) &&
            inRange(w.force, -10, 10) &&
            inRange(w.edge, -10, 10) &&
            inRange(w.maxDamage, 0, 50) &&
            inRange(w.hands, 1, 4),
        ).toBe(true);
        expect(inRange(w.rate.shots, 1, 10) && inRange(w.rate.turns, 1, 10)).toBe(true);
        expect(
          ['Thrown spear', 'Short bow', 'Throwing knife', 'Rock', 'Crossbow', 'Custom weapon'].some(
            (n) => w.name === n || w.name === `${n} (custom)`,
          ),
        ).toBe(true);
        const sh = input.shooter;
        expect(inRange(sh.skill, 0, 10) && inRange(sh.finesse, -10, 10) && inRange(sh.armourFinesse, -10, 0)).toBe(true);
        const t = input.target;
        expect(t.situations.every((x) => situations.includes(x))).toBe(true);
        expect(t.situations.filter((x) => ['running', 'walking', 'stationary'].includes(x)).length).toBeLessThanOrEqual(1);
        expect(t.distance >= 0 && t.distance <= 1000).toBe(true);
        expect(['torso', 'head', 'head-vitals', 'torso-vitals', 'legs', 'arms']).toContain(t.location);
        expect(['normal', 'large', 'small']).toContain(t.size);
        expect(t.size === 'small' && t.location === 'head-vitals').toBe(false);
        expect(['none', 'dodge', 'block']).toContain(t.defence.kind);
        expect(inRange(t.defence.skill, 0, 10) && inRange(t.defence.awareness, -10, 10)).toBe(true);
        expect(typeof t.inMelee).toBe('boolean');
        expect(new Set(input.stacked).size).toBe(input.stacked.length);
        expect(input.targetStacked.some((c) => c.startsWith('JK'))).toBe(false);
        // Every message names its attribute.
        for (const e of errors) expect(ATTRIBUTES.some((a) => e.startsWith(`${a}: `))).toBe(true);
        expect(() => initialTransition(aimingMachine, input)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});

describe('a saved or shared input', () => {
  it('takes the inputs the parser and the book give', () => {
    expect(aimingInputProblem(parseAimingSetup({ dodge: '2', situation: 'running', weapon: 'short-bow' }).input)).toBeUndefined();
    expect(aimingInputProblem(ENRIS_EXAMPLE.input)).toBeUndefined();
  });

  it.each([
    [null, 'it holds no table'],
    [{}, 'its seed is not a whole number from 0 to 4294967295'],
    [{ ...ENRIS_EXAMPLE.input, stacked: ['constructor'] }, 'the stacked karma deck is not cards of that deck, each once'],
    [{ ...ENRIS_EXAMPLE.input, weapon: { ...ENRIS_EXAMPLE.input.weapon, aim: 0 } }, "the weapon's aim is out of range"],
    [
      { ...ENRIS_EXAMPLE.input, weapon: { ...ENRIS_EXAMPLE.input.weapon, rate: { shots: 1e9, turns: 1 } } },
      "the weapon's maximum maneuvers are not a usable rating",
    ],
    [
      { ...ENRIS_EXAMPLE.input, target: { ...ENRIS_EXAMPLE.input.target, situations: ['constructor'] } },
      'the target cannot be used (a situation is not one of the table’s)',
    ],
    [
      { ...ENRIS_EXAMPLE.input, target: { ...ENRIS_EXAMPLE.input.target, location: 'head-vitals', size: 'small' } },
      'the target’s called shot cannot be made at a creature of its size',
    ],
    [
      { ...ENRIS_EXAMPLE.input, target: { ...ENRIS_EXAMPLE.input.target, dodge: 3 } },
      'the target cannot be used (a target has nothing called "dodge")',
    ],
  ])('says plainly what is wrong with %j', (input, problem) => {
    expect(aimingInputProblem(input)).toBe(problem);
  });

  it('says something, never throws, for any JSON at all; and what it takes starts a table', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const problem = aimingInputProblem(input);
        if (problem === undefined) expect(() => initialTransition(aimingMachine, input as never)).not.toThrow();
        else expect(problem).toMatch(/^[a-z]/);
      }),
    );
  });
});

describe('what the widget is told to show', () => {
  it('marks the best card, the card about to fall off, and the odds of improving, in the Enris example', () => {
    let [s] = initialTransition(aimingMachine, ENRIS_EXAMPLE.input);
    for (const e of ENRIS_EXAMPLE.events.slice(0, 3)) [s] = transition(aimingMachine, s, e);
    const v = describeAiming(s);
    expect(v.row.map((r) => [r.label, r.best, r.fallsOffNext])).toEqual([
      ['+2', true, true],
      ['\u22124', false, false],
      ['\u22127', false, false],
    ]);
    // Above +2 in the 41 cards left: 3–5 of spades, 3–5 of clubs, 6–10 of spades, K♠ and K♣ (+3).
    expect(v.odds).toEqual({ favourable: 13, total: 41 });
    expect(v.oddsText).toBe('13 in 41 (31.7%)');
    expect(v.bandText).toBe('5 yards with a range of 20: short range (\u22122)');
    expect(v.preview!.sum).toBe('2 card + 1 finesse + 1 target stationary \u2212 2 short range = 2');
    // Fired now with the +2 against a still deer: certain to hit.
    expect(v.fireOddsText).toBe('it hits the target 100%');
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(aimingInputProblem({ ...parseAimingSetup({}).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(aimingInputProblem({ ...parseAimingSetup({}).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});
