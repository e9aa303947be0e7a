import { describe, expect, it } from 'vitest';
import { parseCheckSetup } from './karma-check.setup.js';

describe('parsing the check setup', () => {
  it('takes defaults with no attributes: a basic check, skill 3, moderate', () => {
    const { input, errors } = parseCheckSetup({});
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ mode: 'basic', actor: { skill: 3, difficulty: 'moderate', deck: 'karma' } });
  });

  it('names each bad value and keeps the default for it', () => {
    const { input, errors } = parseCheckSetup({ skill: 'lots', attribute: '15', difficulty: 'hard', mode: 'duel', deck: '6d', 'opponent-deck': 'JK', 'opponent-draws': 'tarot' });
    expect(errors).toEqual([
      'mode: "duel" is neither "basic" nor "opposed"',
      'skill: "lots" is not a whole number',
      'attribute: 15 is outside -10 to 10',
      'difficulty: "hard" is not one of very-easy, easy, moderate, difficult, very-difficult, nigh-impossible',
      'deck: "6d" is not in this deck (a karma deck has no 6–10 of diamonds or clubs)',
      'opponent-draws: "tarot" is neither "karma" nor "world"',
      'opponent-deck: "JK" is not in this deck (the world deck has no jokers and no 6–10 of diamonds or clubs)',
    ]);
    expect(input.actor.skill).toBe(3);
    expect(input.actor.attribute).toBe(0);
    expect(input.mode).toBe('basic');
  });

  it('reads a minus sign typed as − as well as -', () => {
    expect(parseCheckSetup({ attribute: '−2' }).input.actor.attribute).toBe(-2);
  });
});
