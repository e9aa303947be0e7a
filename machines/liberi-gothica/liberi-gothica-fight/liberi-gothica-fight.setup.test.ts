import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import {
  DEFAULT_FIGHTERS,
  liberiGothicaFightInputProblem,
  parseFighters,
  parseLiberiGothicaFightSetup,
} from './liberi-gothica-fight.setup.js';
import { playSuggested } from './liberi-gothica-fight.testing.js';

const defaults = parseLiberiGothicaFightSetup({}, 9).input.fighters;

describe('reading the roster', () => {
  it('reads the first fight without complaint: two Liberi against a ghoul with a fixed card and a cultist minion', () => {
    const { input, errors } = parseLiberiGothicaFightSetup({ seed: '42', fighters: DEFAULT_FIGHTERS });
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.fighters.map((f) => [f.fighter.name, f.side, f.fighter.kind, f.card ?? null])).toEqual([
      ['Ada', 'liberi', 'liberi', null],
      ['Bram', 'liberi', 'liberi', null],
      ['Ghoul', 'foe', 'creature', 'Qs'],
      ['Cultist', 'foe', 'minion', null],
    ]);
    expect(input.fighters[0]!.fighter.life).toBe(10);
  });

  it('names a bad seed and uses the fallback', () => {
    const { input, errors } = parseLiberiGothicaFightSetup({ seed: 'NaN' }, 7);
    expect(input.seed).toBe(7);
    expect(errors.join(' ')).toContain('seed');
  });

  const cases: [string, string][] = [
    ['Ada: liberi weapon spoon; Grub: foe', 'weapon'],
    ['Ada: liberi life -5000; Grub: foe', 'life'],
    ['Ada: liberi attack 99999; Grub: foe', 'attack'],
    ['constructor: liberi; Grub: foe', ''],
    ['__proto__: liberi; Grub: foe', '__proto__'],
    ['<img src=x onerror=alert(1)>: liberi; Grub: foe', 'name'],
    ['Ada: liberi; Bram: liberi', 'both sides'],
    ['Ada: wizard; Grub: foe', 'not a side'],
    ['Ada: liberi; Ada: foe', 'twice'],
    ['Ada: liberi card Qs; Grub: foe', 'only a foe'],
    ['Ada: liberi; Grub: foe card Z9', 'not a card'],
    [Array.from({ length: 13 }, (_, i) => `F${String.fromCharCode(65 + i)}: ${i % 2 ? 'foe' : 'liberi'}`).join('; '), 'at most 12'],
    ['just words', 'not of the form'],
  ];

  it('gives every bad value one specific message and a working default', () => {
    for (const [fighters, says] of cases) {
      const { input, errors } = parseLiberiGothicaFightSetup({ seed: '3', fighters }, 1);
      if (fighters.startsWith('constructor')) {
        // A name like any other: it looks nothing up.
        expect(errors, fighters).toEqual([]);
        expect(input.fighters[0]!.fighter.name).toBe('constructor');
        continue;
      }
      expect(errors.length, fighters).toBeGreaterThan(0);
      expect(errors.join(' '), fighters).toContain(says);
      expect(input.fighters.length).toBeGreaterThanOrEqual(2);
      expect(liberiGothicaFightInputProblem(input)).toBeUndefined();
      expect(playSuggested(input, 600).snapshot.hasTag('over'), fighters).toBe(true);
    }
  });

  it('keeps a roster whose slip is in one number, with that number’s default and a message naming the fighter', () => {
    const { input, errors } = parseLiberiGothicaFightSetup({ fighters: 'Ada: liberi attack lots; Grub: foe' }, 1);
    expect(input.fighters.map((f) => f.fighter.name)).toEqual(['Ada', 'Grub']);
    expect(errors.join(' ')).toContain('Ada');
  });

  it('refuses a saved input of the wrong shape, in words a reader understands', () => {
    expect(liberiGothicaFightInputProblem({ seed: 1, fighters: defaults })).toBeUndefined();
    for (const bad of [
      null,
      [],
      'x',
      {},
      { seed: -1, fighters: defaults },
      { seed: 'constructor', fighters: defaults },
      { seed: 1, fighters: defaults.slice(0, 1) },
      { seed: 1, fighters: defaults.filter((f) => f.side === 'foe') },
      { seed: 1, fighters: [{ ...defaults[0], side: '__proto__' }, defaults[2]] },
      { seed: 1, fighters: [defaults[0], { ...defaults[2], card: 'constructor' }] },
      { seed: 1, fighters: [defaults[0], { ...defaults[2], fighter: { ...defaults[2]!.fighter, life: 1e9 } }] },
    ])
      expect(liberiGothicaFightInputProblem(bad)).toBeTypeOf('string');
  });

  it('returns plain data and never throws, fed hostile text (issue 17)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const errors: string[] = [];
        expect(notPlainData(parseFighters(t, errors))).toEqual([]);
        const setup = parseLiberiGothicaFightSetup({ fighters: t }, 1);
        expect(liberiGothicaFightInputProblem(setup.input)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
