import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { MULTIPLE_OPPONENTS_ATTRIBUTES, parseMultipleOpponentsSetup, multipleOpponentsInputProblem } from './multiple-opponents.setup.js';
import { GOBLINS_EXAMPLE } from './multiple-opponents.examples.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('reading the attributes', () => {
  it('reads the number of foes, their names, size and numbers, and the lone fighter', () => {
    const { input, errors } = parseMultipleOpponentsSetup({
      seed: '42',
      foes: '3',
      'foe-names': 'Gob, Lin, Mab',
      'foe-size': 'small',
      'foe-hit-points': '3',
      'lone-name': 'Ana',
      'lone-weapon': 'spear',
      'lone-off-hand': 'shield 2',
      'lone-stack': 'Ks 2h',
      'foe-stack': '5s',
    });
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.foes.map((f) => f.name)).toEqual(['Gob', 'Lin', 'Mab']);
    expect(input.foes.every((f) => f.size === 'small' && f.hitPoints === 3 && f.deck === 'world')).toBe(true);
    expect(input.lone.name).toBe('Ana');
    expect(input.lone.weapon.range).toBe(2);
    expect(input.lone.offHand?.kind).toBe('shield');
    expect(input.stacked).toEqual({ lone: ['Ks', '2h'], foes: ['5s'] });
  });

  it('defaults: Devon against two foes', () => {
    const { input, errors } = parseMultipleOpponentsSetup({}, 9);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(9);
    expect(input.foes.map((f) => f.name)).toEqual(['Ash', 'Brand']);
    expect(input.lone.name).toBe('Devon');
  });

  it('names each bad value and what it does instead', () => {
    const { input, errors } = parseMultipleOpponentsSetup({
      foes: '7',
      'foe-size': 'constructor',
      'lone-bound': 'tied',
      'lone-skill': '1e9',
      'foe-hit-points': '-4',
      'lone-stack': '<b>x</b>',
      'foe-names': 'A, B, C, D',
    });
    expect(errors).toEqual([
      'foes: 7 is outside 2 to 3; 2 foes fight',
      expect.stringMatching(/^lone-skill: /),
      expect.stringMatching(/^lone-bound: "tied" is not one of the choices.*he is free$/),
      expect.stringMatching(/^foe-hit-points: /),
      'foe-size: "constructor" is not one of the choices: use normal or small; normal is used',
      'foe-names: "A, B, C, D" names 4 foes; at most 3 fight here, so the first 2 are used',
      expect.stringMatching(/^lone-stack: .*not a card/),
    ]);
    expect(input.foes).toHaveLength(2);
    expect(input.lone.weapon.name).toBe('sword');
    expect(input.lone.skill).toBe(3);
  });

  it('prototype names find nothing, and every attribute value gives a working table', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...MULTIPLE_OPPONENTS_ATTRIBUTES, ...PROTOTYPE_NAMES),
          fc.oneof(
            fc.constantFrom(...PROTOTYPE_NAMES, '99999999999999999999', '-1', 'NaN', '<script>x</script>', ''),
            fc.string({ maxLength: 12 }),
          ),
        ),
        (attrs) => {
          const { input, errors } = parseMultipleOpponentsSetup(attrs);
          for (const e of errors) expect(e).not.toMatch(/\[object /);
          expect(multipleOpponentsInputProblem(JSON.parse(JSON.stringify(input)))).toBeUndefined();
          const [s] = initialTransition(multipleOpponentsMachine, input);
          expect(s.matches('drawingForInitiative')).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a saved or shared input', () => {
  it('accepts our example', () => {
    expect(multipleOpponentsInputProblem(JSON.parse(JSON.stringify(GOBLINS_EXAMPLE)))).toBeUndefined();
  });

  it('says what is wrong with a damaged one', () => {
    const ok = JSON.parse(JSON.stringify(GOBLINS_EXAMPLE));
    expect(multipleOpponentsInputProblem(null)).toBe('it has no fighters');
    expect(multipleOpponentsInputProblem({ ...ok, foes: ok.foes.slice(0, 1) })).toBe('it does not have 2 or 3 foes');
    expect(multipleOpponentsInputProblem({ ...ok, foes: [...ok.foes, ok.foes[0]] })).toBe('it does not have 2 or 3 foes');
    expect(multipleOpponentsInputProblem({ ...ok, seed: -1 })).toMatch(/seed/);
    expect(multipleOpponentsInputProblem({ ...ok, seed: 1e30 })).toMatch(/seed/);
    expect(multipleOpponentsInputProblem({ ...ok, lone: { ...ok.lone, hitPoints: 'constructor' } })).toMatch(/hit points/);
    expect(multipleOpponentsInputProblem({ ...ok, foes: [{ ...ok.foes[0], deck: 'karma' }, ok.foes[1]] })).toBe(
      'foe 1 does not draw from the GM’s world deck',
    );
    expect(multipleOpponentsInputProblem({ ...ok, stacked: { lone: ['Ks', 'Ks'] } })).toBe(
      'the stacked cards of the lone fighter are not cards of that deck, each once',
    );
    expect(multipleOpponentsInputProblem({ ...ok, stacked: { foes: ['JK1'] } })).toBe(
      'the stacked cards of the GM are not cards of that deck, each once',
    );
  });
});
