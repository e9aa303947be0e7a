import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { soulPassingMachine } from './soul-passing.machine.js';
import { CAT_EXAMPLE, DEFAULT_VITALITY, parseCharacter, parseLiberi, parseSoulSetup } from './soul-passing.setup.js';

describe('reading the widget attributes', () => {
  it('reads a full, good setup without complaint', () => {
    const { input, errors } = parseSoulSetup({
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
    const { input, errors } = parseSoulSetup({}, 7);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(7);
    expect(input.vitality).toBe(DEFAULT_VITALITY);
    expect(input.liberi.map((l) => l.name)).toEqual(['Ada', 'Bram', 'Cass']);
    expect(input.balanced).toBe(false);
  });

  it('reads balanced="false" as off, like a reader would mean it', () => {
    expect(parseSoulSetup({ balanced: 'false' }).input.balanced).toBe(false);
    expect(parseSoulSetup({ balanced: 'balanced' }).input.balanced).toBe(true);
  });

  it('names a passing roll that is not a face of a d10', () => {
    const { input, errors } = parseSoulSetup({ rolls: '7 11 8' });
    expect(errors).toEqual(['rolls: 11 is not a face of a d10 (1 to 10)']);
    expect(input.rolls).toBeUndefined();
  });

  it('names an absorption roll that is not a face of a d6, and a roll that is not a number', () => {
    expect(parseSoulSetup({ 'absorb-rolls': '7' }).errors).toEqual(['absorb-rolls: 7 is not a face of a d6 (1 to 6)']);
    expect(parseSoulSetup({ rolls: 'seven' }).errors).toEqual(['rolls: "seven" is not a whole number']);
  });

  it('names a bad seed and a bad vitality, keeping the defaults', () => {
    const { input, errors } = parseSoulSetup({ seed: 'abc', vitality: '-3' }, 5);
    expect(errors).toEqual([
      'seed: "abc" is not a whole number',
      `vitality: "-3" should be the dead character's remaining Vitality, a whole number from 0 to 99`,
    ]);
    expect(input.seed).toBe(5);
    expect(input.vitality).toBe(DEFAULT_VITALITY);
  });

  it('names what is wrong with a Liberi entry', () => {
    expect(parseLiberi('Ada')).toEqual({ error: '"Ada" should be a one-word name then a distance in feet, like "Ada 5ft"' });
    expect(parseLiberi('Ada 5ft gauge 25')).toEqual({ error: '"Ada 5ft gauge 25": a Soul Gauge holds at most 20, not 25' });
    expect(parseLiberi('Ada 5ft mood 3')).toEqual({ error: '"Ada 5ft mood 3": "mood" is not one of gauge, vitality, max, life, essence, speed' });
    expect(parseLiberi('Ada 5ft gauge')).toEqual({ error: '"Ada 5ft gauge": gauge needs a whole number of 0 or more after it' });
    expect(parseLiberi('Ada 5, ada 10')).toEqual({ error: '"ada" is listed twice' });
    expect(parseLiberi('Ada 5 vitality 12 max 10')).toEqual({ error: '"Ada 5 vitality 12 max 10": vitality 12 is above its max 10' });
    expect(parseSoulSetup({ liberi: 'Ada' }).errors[0]).toMatch(/^liberi: /);
  });

  it('accepts an empty Liberi list: the soul is alone and only rolls', () => {
    expect(parseSoulSetup({ liberi: '' })).toMatchObject({ errors: [], input: { liberi: [] } });
  });

  it('reads a living character and names a bad key', () => {
    expect(parseCharacter('life 4 vitality 6 toughness 2')).toEqual({
      body: { life: 4, vitality: 6, toughness: 2, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 },
    });
    expect(parseCharacter('strength 4')).toEqual({ error: '"strength" is not one of life, vitality, toughness, athleticism, charm, knowledge, spirit' });
    expect(parseSoulSetup({ character: 'life x' }).errors).toEqual(['character: life needs a whole number after it']);
  });

  it('builds input the machine starts from', () => {
    const { input } = parseSoulSetup({ liberi: 'Ada 5', vitality: '4', seed: '3' });
    const [snap] = initialTransition(soulPassingMachine, input);
    expect(snap.value).toBe('turn');
    expect(snap.context.soulVitality).toBe(4);
  });

  it('sets up the book example: Cat alone, with rolls 7 6 8', () => {
    expect(CAT_EXAMPLE).toMatchObject({ name: 'Cat', liberi: [], rolls: [7, 6, 8] });
  });
});
