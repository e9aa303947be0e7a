import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import { dicePoolFight } from './index.js';
import { DEFAULT_ROSTER, dicePoolFightInputProblem, parseDicePoolFightSetup } from './dice-pool-fight.setup.js';

const DEFAULT = parseDicePoolFightSetup({ seed: '1' }).input;
const line = (name: string, side = 'party', words = 'agility 2 with sword light sharp') => `${name}: ${side}, ${words}`;

describe('reading the roster', () => {
  it('reads the default roster without complaint: three of the party against two foes and their gunman', () => {
    const { input, errors } = parseDicePoolFightSetup({ seed: '1', fighters: DEFAULT_ROSTER });
    expect(errors).toEqual([]);
    expect(input).toEqual(DEFAULT);
    expect(input.fight.fighters.map((f) => `${f.name} ${f.group} ${f.at}`)).toEqual([
      'Mara party 0',
      'Jory party 0',
      'Wren party 0',
      'Brute foes 6',
      'Knife foes 6',
      'Slim group3 12',
    ]);
    expect(input.fight.moreGroups).toEqual([{ id: 'group3', name: 'Gunman' }]);
    expect(input.moreSides).toEqual(['foes']);
  });

  it('places allied groups behind their side’s own group', () => {
    const { input, errors } = parseDicePoolFightSetup({
      fighters: [line('Ada'), line('Bo', 'party Rangers'), line('Cy', 'foes'), line('Di', 'foes Wolves')].join('; '),
    });
    expect(errors).toEqual([]);
    expect(input.fight.fighters.map((f) => f.at)).toEqual([1, 0, 7, 13]);
    expect(input.moreSides).toEqual(['party', 'foes']);
  });

  it.each([
    ['Ada party, agility 2', /a name, a colon/],
    [line('Ada', 'pirates'), /side should be party or foes, not "pirates"/],
    [line('Ada', 'party <b>x</b>'), /group name .* should be letters/],
    [line('Ada', 'party foes'), /not party or foes/],
    [line('Ada', 'party', 'agility -3 with sword'), /agility/],
    [line('Ada', 'party', 'agility 1e309 with sword'), /agility/],
    [line('Ada', 'party', 'health 99999 with sword'), /health/],
    [line('Ada', 'party', 'agility 2 with sword frobnicate'), /frobnicate/],
    [line('<img src=x onerror=alert(1)>'), /name/],
  ])('%s: says what is wrong, and the table still plays', (bad, message) => {
    const { input, errors } = parseDicePoolFightSetup({ fighters: `${bad}; ${line('Cy', 'foes')}; ${line('Bo')}` });
    expect(errors.join('\n')).toMatch(message);
    expect(dicePoolFightInputProblem(input)).toBeUndefined();
    expect(initialTransition(dicePoolFight.machine, input)[0].hasTag('ordering')).toBe(true);
  });

  it('needs both sides: with one, the default roster is used', () => {
    const { input, errors } = parseDicePoolFightSetup({ seed: '1', fighters: `${line('Ada')}; ${line('Bo')}` });
    expect(errors.join(' ')).toMatch(/both sides.*the default roster is used/);
    expect(input).toEqual(DEFAULT);
  });

  it('takes at most twelve fighters, four groups and four to a group', () => {
    const many = Array.from({ length: 14 }, (_, i) => line(`F${String.fromCharCode(97 + i)}`, i % 2 ? 'foes' : 'party'));
    expect(parseDicePoolFightSetup({ fighters: many.join(';') }).errors.join(' ')).toMatch(/at most 12 fighters, not 14/);
    const five = [...Array.from({ length: 5 }, (_, i) => line(`P${'abcde'[i]}`)), line('Cy', 'foes')];
    expect(parseDicePoolFightSetup({ fighters: five.join(';') }).errors.join(' ')).toMatch(/at most 4 fighters; "Pe" is left out/);
    const groups = [line('A'), line('B', 'foes'), line('C', 'foes Wolves'), line('D', 'party Crows'), line('E', 'foes Rats')];
    expect(parseDicePoolFightSetup({ fighters: groups.join(';') }).errors.join(' ')).toMatch(/at most 4 groups; the group "Rats"/);
  });

  it('renames a second fighter of the same name, and takes prototype names as plain names', () => {
    const { input, errors } = parseDicePoolFightSetup({
      fighters: [line('constructor'), line('constructor'), line('__proto__', 'foes')].join(';'),
    });
    expect(errors.join(' ')).toMatch(/taken by another fighter; this one is called constructor2/);
    expect(notPlainData(input)).toEqual([]);
  });

  it('names a bad seed and uses the fallback', () => {
    const { input, errors } = parseDicePoolFightSetup({ seed: 'NaN' }, 7);
    expect(input.seed).toBe(7);
    expect(errors.join(' ')).toContain('seed');
  });

  it('never returns anything but plain data that starts a table, whatever the text', () => {
    fc.assert(
      fc.property(text, text, (fighters, seed) => {
        const { input } = parseDicePoolFightSetup({ fighters, seed });
        expect(notPlainData(input)).toEqual([]);
        expect(dicePoolFightInputProblem(input)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a saved input of the wrong shape, in words a reader understands', () => {
    expect(dicePoolFightInputProblem(DEFAULT)).toBeUndefined();
    for (const bad of [
      null,
      [],
      'x',
      {},
      { seed: -1 },
      { seed: 'constructor' },
      { ...DEFAULT, moreSides: ['pirates'] },
      { ...DEFAULT, fight: [] },
    ])
      expect(dicePoolFightInputProblem(bad)).toBeTypeOf('string');
  });
});
