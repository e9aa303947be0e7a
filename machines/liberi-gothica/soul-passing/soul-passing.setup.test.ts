import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { SEED_MAX } from '../../core/attributes.js';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import { soulPassingMachine } from './soul-passing.machine.js';
import {
  DEFAULT_VITALITY,
  formatLiberi,
  parseCharacter,
  parseLiberi,
  parseSoulPassingSetup,
  soulPassingInputProblem,
} from './soul-passing.setup.js';
import { readExample } from '../../core/procedure.js';
import { soulPassing } from './index.js';

const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('reading the widget attributes', () => {
  it('reads a full, good setup without complaint', () => {
    const { input, errors } = parseSoulPassingSetup({
      seed: '42',
      rolls: '7 6 8',
      'absorb-rolls': '2,5',
      vitality: '9',
      liberi: 'Ada 5ft, Bram 15 gauge 18 essence 2; Cass 30ft vitality 0 max 12',
      balanced: '',
    });
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ seed: 42, rolls: [7, 6, 8], absorbRolls: [2, 5], vitality: 9, balanced: true });
    expect(input.liberi.map((l) => [l.name, l.distance, l.gauge, l.essence, l.vitality, l.maxVitality])).toEqual([
      ['Ada', 5, 0, 0, 10, 10],
      ['Bram', 15, 18, 2, 10, 10],
      ['Cass', 30, 0, 0, 0, 12],
    ]);
  });

  it('falls back to defaults when nothing is given', () => {
    const { input, errors } = parseSoulPassingSetup({}, 7);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(7);
    expect(input.vitality).toBe(DEFAULT_VITALITY);
    expect(input.liberi.map((l) => l.name)).toEqual(['Ada', 'Bram', 'Cass']);
    expect(input.balanced).toBe(false);
  });

  it('reads balanced="false" as off, like a reader would mean it', () => {
    expect(parseSoulPassingSetup({ balanced: 'false' }).input.balanced).toBe(false);
    expect(parseSoulPassingSetup({ balanced: 'balanced' }).input.balanced).toBe(true);
  });

  it('names a passing roll that is not a face of a d10', () => {
    const { input, errors } = parseSoulPassingSetup({ rolls: '7 11 8' });
    expect(errors).toEqual(['rolls: 11 is not a face of a d10 (1 to 10)']);
    expect(input.rolls).toBeUndefined();
  });

  it('names an absorption roll that is not a face of a d6, and a roll that is not a number', () => {
    expect(parseSoulPassingSetup({ 'absorb-rolls': '7' }).errors).toEqual(['absorb-rolls: 7 is not a face of a d6 (1 to 6)']);
    expect(parseSoulPassingSetup({ rolls: 'seven' }).errors).toEqual(['rolls: "seven" is not a whole number']);
  });

  it('names a bad seed and a bad vitality, keeping the defaults', () => {
    const { input, errors } = parseSoulPassingSetup({ seed: 'abc', vitality: '-3' }, 5);
    expect(errors).toEqual([
      'seed: "abc" is not a whole number from 0 to 4294967295; a fresh seed was used',
      "vitality: −3 is outside 0 to 99; the dead character's remaining Vitality is 6",
    ]);
    expect(input.seed).toBe(5);
    expect(input.vitality).toBe(DEFAULT_VITALITY);
  });

  it('names what is wrong with a Liberi entry', () => {
    expect(parseLiberi('Ada')).toEqual({ error: '"Ada" should be a one-word name then a distance in feet, like "Ada 5ft"' });
    expect(parseLiberi('Ada 5ft gauge 25')).toEqual({ error: '"Ada 5ft gauge 25": gauge needs a whole number from 0 to 20 after it' });
    expect(parseLiberi('Ada 5ft mood 3')).toEqual({
      error: '"Ada 5ft mood 3": "mood" is not one of gauge, vitality, max, life, essence, speed',
    });
    expect(parseLiberi('Ada 5ft constructor 3')).toEqual({
      error: '"Ada 5ft constructor 3": "constructor" is not one of gauge, vitality, max, life, essence, speed',
    });
    expect(parseLiberi('Ada 5ft gauge')).toEqual({ error: '"Ada 5ft gauge": gauge needs a whole number from 0 to 20 after it' });
    expect(parseLiberi('NaN 5ft')).toHaveProperty('error');
    expect(parseLiberi('Ada 5, ada 10')).toEqual({ error: '"ada" is listed twice' });
    expect(parseLiberi('Ada 5 vitality 12 max 10')).toEqual({ error: '"Ada 5 vitality 12 max 10": vitality 12 is above its max 10' });
    expect(parseSoulPassingSetup({ liberi: 'Ada' }).errors[0]).toMatch(/^liberi: /);
  });

  it('accepts an empty Liberi list: the soul is alone and only rolls', () => {
    expect(parseSoulPassingSetup({ liberi: '' })).toMatchObject({ errors: [], input: { liberi: [] } });
  });

  it('reads a living character and names a bad key', () => {
    expect(parseCharacter('life 4 vitality 6 toughness 2')).toEqual({
      body: { life: 4, vitality: 6, toughness: 2, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 },
    });
    expect(parseCharacter('strength 4')).toEqual({
      error: '"strength" is not one of life, vitality, toughness, athleticism, charm, knowledge, spirit',
    });
    expect(parseCharacter('__proto__ 4')).toHaveProperty('error');
    expect(parseSoulPassingSetup({ character: 'life x' }).errors).toEqual([
      'character: life needs a whole number from -99 to 99 after it; the table starts after the death',
    ]);
  });

  it('builds input the machine starts from', () => {
    const { input } = parseSoulPassingSetup({ liberi: 'Ada 5', vitality: '4', seed: '3' });
    const [snap] = initialTransition(soulPassingMachine, input);
    expect(snap.matches({ lingering: 'a turn' })).toBe(true);
    expect(snap.context.soulVitality).toBe(4);
  });

  it('takes the same seeds as every widget, 0 to 4294967295', () => {
    expect(parseSoulPassingSetup({ seed: '4294967295' }).input.seed).toBe(4294967295);
    expect(parseSoulPassingSetup({ seed: '4294967296' }, 3).errors).toEqual([
      'seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used',
    ]);
  });

  it('refuses a name a broken script wrote, without repeating it, and keeps the default', () => {
    const { input, errors } = parseSoulPassingSetup({ name: 'undefined' });
    expect(input.name).toBeUndefined();
    expect(errors).toEqual(['name: the name given is a word a script writes for a missing value, not a name; "Vale" is used']);
    expect(parseSoulPassingSetup({ name: 'constructor' }).input.name).toBe('constructor');
  });
});

describe('the parsers never return a value they were not given a rule for', () => {
  const arbEntry = fc
    .tuple(
      fc.oneof(fc.constantFrom('Ada', 'Bram', 'NaN', 'Ada'), fc.string({ maxLength: 6 })),
      fc.oneof(fc.integer({ min: -5, max: 2000 }).map(String), fc.string({ maxLength: 3 })),
      fc.array(
        fc.tuple(
          fc.constantFrom('gauge', 'vitality', 'max', 'life', 'essence', 'speed', 'mood', ...PROTOTYPE_WORDS),
          fc.oneof(fc.integer({ min: -200, max: 200 }).map(String), fc.string({ maxLength: 3 })),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([name, feet, pairs]) => `${name} ${feet}ft ${pairs.map((p) => p.join(' ')).join(' ')}`);

  it('parseLiberi: names are one word, and every number is whole and inside its bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(arbEntry, { maxLength: 4 }).map((e) => e.join(', ')),
          fc.string({ maxLength: 40 }),
        ),
        (text) => {
          const parsed = parseLiberi(text);
          if ('error' in parsed) return;
          expect(parsed.liberi.length).toBeLessThanOrEqual(8);
          for (const l of parsed.liberi) {
            expect(Object.keys(l).sort()).toEqual(['distance', 'essence', 'gauge', 'life', 'maxVitality', 'name', 'speed', 'vitality']);
            expect(l.name).toMatch(/^\p{L}[\p{L}\p{N}'’-]*$/u);
            expect(l.name).not.toMatch(/NaN|undefined|Infinity/);
            for (const v of [l.distance, l.essence, l.gauge, l.life, l.maxVitality, l.speed, l.vitality])
              expect(Number.isInteger(v)).toBe(true);
            expect(l.gauge >= 0 && l.gauge <= 20).toBe(true);
            expect(l.vitality >= 0 && l.vitality <= l.maxVitality).toBe(true);
            expect(l.speed >= 1 && l.distance >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('parseCharacter: only the seven keys of a body, each a whole number', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('life', 'vitality', 'toughness', 'spirit', 'LIFE', 'strength', ...PROTOTYPE_WORDS),
            fc.oneof(fc.integer({ min: -500, max: 500 }).map(String), fc.string({ maxLength: 3 })),
          ),
          { maxLength: 5 },
        ),
        (pairs) => {
          const parsed = parseCharacter(pairs.map((p) => p.join(' ')).join(' '));
          if ('error' in parsed) return;
          expect(Object.keys(parsed.body).sort()).toEqual(['athleticism', 'charm', 'knowledge', 'life', 'spirit', 'toughness', 'vitality']);
          for (const v of Object.values(parsed.body)) expect(Number.isInteger(v) && Math.abs(v) <= 99).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('parseSoulPassingSetup: a seed in range, rolls that are faces of their dice, and an input the machine and the input check accept', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.oneof(fc.string(), fc.integer().map(String)),
          rolls: fc.oneof(
            fc.string(),
            fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 4 }).map((a) => a.join(' ')),
          ),
          'absorb-rolls': fc.oneof(
            fc.string(),
            fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }).map((a) => a.join(' ')),
          ),
          vitality: fc.oneof(fc.string(), fc.integer({ min: -5, max: 120 }).map(String)),
          name: fc.oneof(fc.string(), fc.constantFrom('NaN', 'Cat', ...PROTOTYPE_WORDS)),
          character: fc.oneof(fc.string(), fc.constantFrom('life 2 toughness 3', 'toString 3')),
          balanced: fc.oneof(fc.string(), fc.constantFrom('false', 'off', '')),
        }),
        (attrs) => {
          const { input } = parseSoulPassingSetup(attrs, 4);
          expect(Number.isInteger(input.seed) && input.seed >= 0 && input.seed <= SEED_MAX).toBe(true);
          for (const r of input.rolls ?? []) expect(Number.isInteger(r) && r >= 1 && r <= 10).toBe(true);
          for (const r of input.absorbRolls ?? []) expect(Number.isInteger(r) && r >= 1 && r <= 6).toBe(true);
          expect(Number.isInteger(input.vitality) && input.vitality >= 0 && input.vitality <= 99).toBe(true);
          expect(typeof input.balanced).toBe('boolean');
          expect(soulPassingInputProblem(input)).toBeUndefined();
          expect(() => initialTransition(soulPassingMachine, input)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('saved and shared inputs of any shape', () => {
  it('says in plain words what is wrong', () => {
    expect(soulPassingInputProblem(null)).toBe('it holds no setup');
    expect(soulPassingInputProblem({ seed: 1, vitality: 3 })).toBe('its Liberi are not a list of at most 8');
    expect(soulPassingInputProblem({ seed: 1, vitality: 3, liberi: [], rolls: [11] })).toBe(
      'its fixed passing rolls are not faces of a d10',
    );
    expect(soulPassingInputProblem({ seed: 1, vitality: 3, liberi: [{ name: 'Ada', distance: 'near' }] })).toBe(
      "Ada's distance is not a whole number from 0 to 999",
    );
    expect(soulPassingInputProblem({ seed: 1, vitality: 3, liberi: [] })).toBeUndefined();
  });

  it('accepts only inputs the machine starts from, and never prints an engine word', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.record(
          { seed: fc.jsonValue(), vitality: fc.jsonValue(), liberi: fc.jsonValue(), character: fc.jsonValue(), rolls: fc.jsonValue() },
          { requiredKeys: [] },
        ),
        (a, b) => {
          for (const input of [a, b]) {
            const problem = soulPassingInputProblem(input);
            if (problem === undefined) expect(() => initialTransition(soulPassingMachine, input as never)).not.toThrow();
            else expect(problem).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|object Object/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('which book example the widget replays', () => {
  it('reads cat or toughness, and names anything else (prototype words too) with Cat used instead', () => {
    expect(readExample(soulPassing, 'toughness', [])?.id).toBe('toughness');
    expect(readExample(soulPassing, null, [])?.id).toBe('cat');
    for (const word of ['nope', ...PROTOTYPE_WORDS]) {
      const errors: string[] = [];
      expect(readExample(soulPassing, word, errors)?.id).toBe('cat');
      expect(errors).toEqual([expect.stringMatching(/^example: .*Cat passes on .* is replayed/)]);
    }
  });

  it('plays each of its examples from a setup that passes its own input check', () => {
    for (const example of soulPassing.examples) expect(soulPassingInputProblem(example.input), example.id).toBeUndefined();
  });
});

describe('the Liberi written back for the setup form', () => {
  it('reads back as the same Liberi, with defaults left unsaid', () => {
    const text = 'Ada 5ft gauge 16, Bram 15ft vitality 12 max 14 life -2 essence 3 speed 40, Cass 30ft vitality 2';
    const { liberi } = parseLiberi(text) as { liberi: Parameters<typeof formatLiberi>[0] };
    expect(formatLiberi(liberi)).toBe(text);
    expect(parseLiberi(formatLiberi(liberi))).toEqual({ liberi });
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(soulPassingInputProblem({ ...{ seed: 1, vitality: 3, liberi: [] }, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(soulPassingInputProblem({ ...{ seed: 1, vitality: 3, liberi: [] }, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});

describe('the Liberi and character parsers, fed hostile text (issue 17), return plain data and never throw', () => {
  for (const [name, parse] of [
    ['parseLiberi', parseLiberi],
    ['parseCharacter', parseCharacter],
  ] as const) {
    it(name, () => {
      fc.assert(
        fc.property(text, (t) => {
          let result: unknown;
          expect(() => (result = parse(t))).not.toThrow();
          expect(notPlainData(result)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });
  }
});
