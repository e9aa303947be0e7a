import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import type { KarmaCheckEvent } from './karma-check.context.js';
import { karmaCheckMachine } from './karma-check.machine.js';
import { exampleById } from '../../core/procedure.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';
import { karmaCheckInputProblem, parseKarmaCheckSetup as parseCheckSetup, readCheckExample } from './karma-check.setup.js';
import { karmaCheck } from './index.js';

const [TRACKING_EXAMPLE, BARKEEPER_EXAMPLE] = KARMA_CHECK_EXAMPLES as [
  (typeof KARMA_CHECK_EXAMPLES)[number],
  (typeof KARMA_CHECK_EXAMPLES)[number],
];

const SIDE_ATTRIBUTES = [
  'label',
  'skill',
  'advanced',
  'second-skill',
  'helper-skill',
  'attribute',
  'difficulty',
  'modifier',
  'draws',
  'deck',
];
const ATTRIBUTES = ['mode', 'seed', 'must-succeed', 'trade', ...SIDE_ATTRIBUTES, ...SIDE_ATTRIBUTES.map((a) => `opponent-${a}`)];
const HOSTILE = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '-99999999999',
  '1e309',
  'NaN',
  'Infinity',
  '<b>x</b>',
  '\u202e\u0000',
  '4294967296',
  '−3',
  '+2',
  ' 7 ',
];

describe('parsing the check setup', () => {
  it('takes defaults with no attributes: a basic check, skill 3, moderate', () => {
    const { input, errors } = parseCheckSetup({});
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ mode: 'basic', actor: { skill: 3, difficulty: 'moderate', deck: 'karma' } });
  });

  it('names each bad value, says what it did instead, and keeps the default for it', () => {
    const { input, errors } = parseCheckSetup({
      skill: 'lots',
      attribute: '15',
      difficulty: 'hard',
      mode: 'duel',
      deck: '6d',
      'opponent-deck': 'JK',
      'opponent-draws': 'tarot',
    });
    expect(errors).toEqual([
      'mode: "duel" is not one of the choices: use basic or opposed; the default is used',
      'skill: "lots" is not a whole number from 0 to 10; the default is used',
      'attribute: 15 is outside −10 to 10; the default is used',
      'difficulty: "hard" is not one of the choices: use very-easy, easy, moderate, difficult, very-difficult or nigh-impossible; the default is used',
      'deck: "6d" is not in this deck (a karma deck has no 6–10 of diamonds or clubs); the deck is shuffled instead',
      'opponent-draws: "tarot" is not one of the choices: use karma or world; the default is used',
      'opponent-deck: "JK" is not in this deck (the world deck has no jokers and no 6–10 of diamonds or clubs); the deck is shuffled instead',
    ]);
    expect(input.actor.skill).toBe(3);
    expect(input.actor.attribute).toBe(0);
    expect(input.mode).toBe('basic');
  });

  it('reads a minus sign typed as − as well as -', () => {
    expect(parseCheckSetup({ attribute: '−2' }).input.actor.attribute).toBe(-2);
  });

  it('takes seeds from 0 to 4,294,967,295 and refuses others with the message every widget gives', () => {
    expect(parseCheckSetup({ seed: '4294967295' }).input.seed).toBe(4294967295);
    const { input, errors } = parseCheckSetup({ seed: '-1' }, 77);
    expect(input.seed).toBe(77);
    expect(errors).toEqual(['seed: −1 is outside 0 to 4294967295; a fresh seed was used']);
  });

  it('never takes a prototype name for a difficulty, a mode or a deck', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const { input, errors } = parseCheckSetup({ mode: name, difficulty: name, draws: name, 'opponent-difficulty': name });
      expect(input.mode).toBe('basic');
      expect(input.actor.difficulty).toBe('moderate');
      expect(input.actor.deck).toBe('karma');
      expect(input.opponent.difficulty).toBe('moderate');
      expect(errors).toHaveLength(4);
    }
  });

  it('keeps a name to 40 readable characters, without control or direction-override characters', () => {
    expect(parseCheckSetup({ label: '\u202eEnris\u0000' }).input.actor.label).toBe('Enris');
    expect([...parseCheckSetup({ label: 'x'.repeat(3000) }).input.actor.label]).toHaveLength(40);
    expect(parseCheckSetup({ label: '  \u0000 ' }).input.actor.label).toBe('Player');
  });

  it('never returns a value it was not given a rule for, whatever the attributes say', () => {
    const difficulties = ['very-easy', 'easy', 'moderate', 'difficult', 'very-difficult', 'nigh-impossible'];
    const karmaCards = new Set([
      'As',
      '2s',
      '3s',
      '4s',
      '5s',
      '6s',
      '7s',
      '8s',
      '9s',
      '10s',
      'Js',
      'Qs',
      'Ks',
      'Ah',
      '2h',
      '3h',
      '4h',
      '5h',
      '6h',
      '7h',
      '8h',
      '9h',
      '10h',
      'Jh',
      'Qh',
      'Kh',
      'Ac',
      '2c',
      '3c',
      '4c',
      '5c',
      'Jc',
      'Qc',
      'Kc',
      'Ad',
      '2d',
      '3d',
      '4d',
      '5d',
      'Jd',
      'Qd',
      'Kd',
      'JK1',
      'JK2',
    ]);
    const value = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -30, max: 30 }).map(String),
      fc.constantFrom('easy', 'world', 'opposed', '3h 4h', 'Ks JK', '8s'),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ATTRIBUTES), value, { maxKeys: 8 }), fc.nat(), (attrs, fallback) => {
        const { input, errors } = parseCheckSetup(attrs, fallback);
        expect(['basic', 'opposed']).toContain(input.mode);
        expect(Number.isInteger(input.seed) && input.seed >= 0 && input.seed <= 4294967295).toBe(true);
        if (attrs['seed'] === undefined) expect(input.seed).toBe(fallback);
        for (const side of [input.actor, input.opponent]) {
          expect(Number.isInteger(side.skill) && side.skill >= 0 && side.skill <= 10).toBe(true);
          for (const s of [side.secondSkill, side.helperSkill]) expect(s === null || (Number.isInteger(s) && s >= 0 && s <= 10)).toBe(true);
          expect(Number.isInteger(side.attribute) && side.attribute >= -10 && side.attribute <= 10).toBe(true);
          expect(Number.isInteger(side.modifier) && side.modifier >= -20 && side.modifier <= 20).toBe(true);
          expect(difficulties).toContain(side.difficulty);
          expect(['karma', 'world']).toContain(side.deck);
          expect(typeof side.advanced).toBe('boolean');
          expect(typeof side.label === 'string' && [...side.label].length <= 40 && side.label.trim() !== '').toBe(true);
          for (const c of side.stacked) {
            expect(karmaCards.has(c)).toBe(true);
            if (side.deck === 'world') expect(c.startsWith('JK')).toBe(false);
          }
          expect(new Set(side.stacked).size).toBe(side.stacked.length);
        }
        // A whole number typed plainly within its range is taken as typed.
        const skill = attrs['skill'];
        if (skill !== undefined && /^\s*\d+\s*$/.test(skill) && Number(skill) <= 10) expect(input.actor.skill).toBe(Number(skill));
        // Every message names its attribute.
        for (const e of errors) expect(ATTRIBUTES.some((a) => e.startsWith(`${a}: `))).toBe(true);
        // And the input starts a check.
        expect(() => initialTransition(karmaCheckMachine, input)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});

describe('a saved or shared input', () => {
  it('takes the inputs the parser and the book give', () => {
    expect(karmaCheckInputProblem(parseCheckSetup({ mode: 'opposed', 'opponent-deck': '8s' }).input)).toBeUndefined();
    expect(karmaCheckInputProblem(TRACKING_EXAMPLE.input)).toBeUndefined();
    expect(karmaCheckInputProblem(BARKEEPER_EXAMPLE.input)).toBeUndefined();
  });

  it.each([
    [null, 'it holds no check'],
    [{}, 'the check is neither basic nor opposed'],
    [{ ...TRACKING_EXAMPLE.input, mode: 'constructor' }, 'the check is neither basic nor opposed'],
    [{ ...TRACKING_EXAMPLE.input, seed: 1.5 }, 'its seed is not a whole number from 0 to 4294967295'],
    [
      { ...TRACKING_EXAMPLE.input, actor: { ...TRACKING_EXAMPLE.input.actor, difficulty: 'constructor' } },
      "the acting side's difficulty is not one of the table's",
    ],
    [
      { ...TRACKING_EXAMPLE.input, actor: { ...TRACKING_EXAMPLE.input.actor, skill: 11 } },
      "the acting side's skill is not a whole number from 0 to 10",
    ],
    [
      { ...TRACKING_EXAMPLE.input, opponent: { ...TRACKING_EXAMPLE.input.opponent, stacked: ['JK1'] } },
      "the opposition's stacked cards are not cards of that deck, each once",
    ],
    [
      { ...TRACKING_EXAMPLE.input, actor: { ...TRACKING_EXAMPLE.input.actor, stacked: ['3h', '3h'] } },
      "the acting side's stacked cards are not cards of that deck, each once",
    ],
  ])('says plainly what is wrong with %j', (input, problem) => {
    expect(karmaCheckInputProblem(input)).toBe(problem);
  });

  it('says something, never throws, for any JSON at all; and what it takes starts a check', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const problem = karmaCheckInputProblem(input);
        if (problem === undefined) expect(() => initialTransition(karmaCheckMachine, input as never)).not.toThrow();
        else expect(problem).toMatch(/^[a-z]/);
      }),
    );
  });
});

describe('which side of a bargain the check is for', () => {
  it('is selling unless the trade attribute says buying, and a word it does not know is named', () => {
    expect(parseCheckSetup({}).input.trade).toBe('selling');
    expect(parseCheckSetup({ trade: ' Buying ' }).input.trade).toBe('buying');
    const wrong = parseCheckSetup({ trade: 'constructor' });
    expect(wrong.input.trade).toBe('selling');
    expect(wrong.errors).toEqual([
      'trade: "constructor" is not one of the choices: use selling or buying; the money column is read for a seller',
    ]);
  });

  it('refuses a saved input for neither a seller nor a buyer, and takes one saved before it was recorded', () => {
    expect(karmaCheckInputProblem({ ...TRACKING_EXAMPLE.input, trade: 'lending' })).toBe('it is for neither a seller nor a buyer');
    const { trade: _none, ...before } = { ...TRACKING_EXAMPLE.input, trade: 'selling' };
    expect(karmaCheckInputProblem(before)).toBeUndefined();
    expect(initialTransition(karmaCheckMachine, before)[0].context.trade).toBe('selling');
  });
});

describe('a table saved by the build before the money column could be read for a buyer (karma-check/3)', () => {
  it('replays the book’s barkeeper as it was played, its events unchanged', () => {
    const saved = { format: 'karma-check/3', input: BARKEEPER_EXAMPLE.input, events: BARKEEPER_EXAMPLE.events };
    expect(karmaCheck.record.current).toBe('karma-check/4');
    expect(Object.hasOwn(saved.input, 'trade')).toBe(false);
    const events = upgradeEvents(karmaCheck.record, saved.format, saved.events) as KarmaCheckEvent[];
    expect(events).toEqual(saved.events);
    let [s] = initialTransition(karmaCheckMachine, saved.input);
    for (const e of events) {
      expect(s.can(e)).toBe(true);
      [s] = transition(karmaCheckMachine, s, e);
    }
    expect(s.hasTag('resolved')).toBe(true);
    expect(s.context.trade).toBe('selling');
  });
});

describe('the example a widget replays', () => {
  it('is the one named, else the one of the check’s own mode', () => {
    expect(readCheckExample('barkeeper', 'basic', [])).toBe('barkeeper');
    expect(readCheckExample(null, 'basic', [])).toBe('tracking');
    expect(readCheckExample(' ', 'opposed', [])).toBe('barkeeper');
  });
  it('names an unknown example, and an inherited name finds nothing', () => {
    for (const text of ['constructor', '__proto__', 'duel']) {
      const errors: string[] = [];
      expect(readCheckExample(text, 'opposed', errors)).toBe('barkeeper');
      expect(errors).toEqual([
        `example: "${text}" is not one of the choices: use tracking or barkeeper; the barkeeper example is replayed`,
      ]);
    }
  });
  it('holds both book examples under those names', () => {
    expect(KARMA_CHECK_EXAMPLES.map((e) => e.id)).toEqual(['tracking', 'barkeeper']);
    expect(exampleById(karmaCheck, readCheckExample('tracking', 'opposed', []))!.events).toBe(TRACKING_EXAMPLE.events);
    expect(exampleById(karmaCheck, readCheckExample('barkeeper', 'basic', []))!.input).toBe(BARKEEPER_EXAMPLE.input);
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(karmaCheckInputProblem({ ...parseCheckSetup({}).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(karmaCheckInputProblem({ ...parseCheckSetup({}).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});
