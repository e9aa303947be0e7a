import { describe, expect, it } from 'vitest';
import { attackRollInputProblem, parseAttackRollSetup } from './attack-roll.setup.js';
import { weaponStats } from './attack-roll.rules.js';

const parse = (attrs: Parameters<typeof parseAttackRollSetup>[0]) => parseAttackRollSetup(attrs, 9);

describe('both fighters in the same words (Table ruling: both fighters act)', () => {
  it('reads a defender’s means of attack and an attacker’s defense', () => {
    const { input, errors } = parse({
      attacker: 'Bram attack 3 defense 6 armor 2 shield 1/0',
      defender: 'Raider defense 7 attack 2 athleticism 1 weapon medium+tiny thrown',
    });
    expect(errors).toEqual([]);
    expect(input.attacker).toMatchObject({
      baseDefense: 6,
      defenses: [
        { kind: 'passive', protection: 2, reduction: 2 },
        { kind: 'active', protection: 1, reduction: 0 },
      ],
    });
    expect(input.defender).toMatchObject({ attack: 2, athleticism: 1, weapons: ['medium', 'tiny'], reach: 'thrown' });
  });

  it('gives a defender written without a weapon its bare hands at Attack 0, and an attacker without armour base defense 7', () => {
    const { input } = parse({ attacker: 'Bram', defender: 'Raider' });
    expect(input.defender).toMatchObject({ attack: 0, weapons: ['unarmed'], reach: 'melee' });
    expect(input.attacker).toMatchObject({ baseDefense: 7, defenses: [], kind: 'liberi' });
  });
});

describe('weapons larger than Colossal', () => {
  it('reads colossal+1 to colossal+10: +2 Toughness and +1d6 a size', () => {
    const { input, errors } = parse({ attacker: 'Ogre toughness 15 weapon colossal+3+large' });
    expect(errors).toEqual([]);
    expect(input.attacker.weapons).toEqual(['colossal+3', 'large']);
    expect(weaponStats('colossal+3', 0)).toEqual({
      label: 'Colossal +3 weapon (6d6)',
      damage: { count: 6, sides: 6, plus: 0 },
      toughness: 15,
    });
    expect(weaponStats('colossal+10', 0).toughness).toBe(29);
  });

  it('refuses a size past colossal+10, and the names around it', () => {
    for (const w of ['colossal+11', 'colossal+0', 'colossal+constructor'])
      expect(parse({ attacker: `Ogre weapon ${w}` }).errors[0], w).toMatch(/is not one of unarmed, tiny, .* colossal\+1 to colossal\+10/);
  });
});

describe('natural attacks (Table ruling: natural attacks)', () => {
  it('reads a natural attack’s name and damage, used in place of the unarmed blow', () => {
    const { input, errors } = parse({ defender: 'Wolf natural bite 1d6+1 weapon unarmed quadruped' });
    expect(errors).toEqual([]);
    expect(input.defender.natural).toEqual({ name: 'bite', damage: { count: 1, sides: 6, plus: 1 } });
    expect(weaponStats('unarmed', 0, input.defender.natural)).toMatchObject({
      label: 'bite (1d6 + 1, natural)',
      toughness: undefined,
      natural: true,
    });
    expect(parse({ defender: 'Golem natural slam 2d4' }).input.defender.natural).toEqual({
      name: 'slam',
      damage: { count: 2, sides: 4, plus: 0 },
    });
    expect(parse({ defender: 'Wasp natural sting 1' }).input.defender.natural).toEqual({
      name: 'sting',
      damage: { count: 0, sides: 6, plus: 1 },
    });
  });

  it('names a natural attack it cannot roll, and leaves it out', () => {
    for (const [text, why] of [
      ['natural bite 1d8', 'damage "1d8" is not one this table rolls'],
      ['natural bite 7d6', 'damage "7d6" is not one this table rolls'],
      ['natural b!te 1d6', 'attack "b!te" should be named in one word'],
      ['natural bite', 'needs a name and its damage'],
    ] as const) {
      const { input, errors } = parse({ defender: `Wolf ${text}` });
      expect(input.defender, text).not.toHaveProperty('natural');
      expect(errors[0], text).toContain(why);
    }
  });
});

describe('TACKS damage carried into the fight', () => {
  it('reads each damaged attribute and the points it is down', () => {
    const { input, errors } = parse({ defender: 'Raider tacks-damage charm 2 tacks-damage toughness 1' });
    expect(errors).toEqual([]);
    expect(input.defender.tacksDamage).toEqual({ charm: 2, toughness: 1 });
  });

  it('refuses an attribute that is not one of the five, or a number out of range', () => {
    expect(parse({ defender: 'Raider tacks-damage luck 2' }).errors[0]).toBe(
      'defender: tacks-damage needs one of toughness, athleticism, charm, knowledge, spirit and the points it is down, like "tacks-damage charm 2"; it is left out',
    );
    expect(parse({ defender: 'Raider tacks-damage constructor 2' }).input.defender).not.toHaveProperty('tacksDamage');
    expect(parse({ defender: 'Raider tacks-damage spirit 0' }).errors[0]).toBe(
      'defender tacks-damage spirit: 0 is outside 1 to 20; it is left out',
    );
  });
});

describe('several groups of minions (Table ruling: groups of minions)', () => {
  it('reads each group as minions and, after it, its Knowledge', () => {
    const { input, errors } = parse({ attacker: 'Ilse minions 3 minion-knowledge 1 minions 1 minion-knowledge 3' });
    expect(errors).toEqual([]);
    expect(input.attacker.minions).toEqual([
      { count: 3, knowledge: 1 },
      { count: 1, knowledge: 3 },
    ]);
  });

  it('takes at most four groups', () => {
    const { input, errors } = parse({ attacker: 'Ilse minions 1 minions 1 minions 1 minions 1 minions 1' });
    expect(input.attacker.minions).toHaveLength(4);
    expect(errors).toEqual(['attacker: at most 4 groups of minions; the rest are left out']);
  });
});

describe('the treatment attribute (Table ruling: when Treatment is given)', () => {
  it('takes the book’s reading, in the fight, unless the table says after the fight', () => {
    expect(parse({}).input.rules).toEqual({ treatment: 'in-the-fight' });
    expect(parse({ treatment: 'After-the-fight' }).input.rules).toEqual({ treatment: 'after-the-fight' });
    const bad = parse({ treatment: 'constructor' });
    expect(bad.input.rules).toEqual({ treatment: 'in-the-fight' });
    expect(bad.errors).toEqual([
      'treatment: "constructor" is not one of the choices: use in-the-fight or after-the-fight; the book’s reading, in the fight, is used',
    ]);
  });
});

describe('a saved or shared input with the new numbers', () => {
  const good = parse({
    attacker: 'Ilse minions 3 minions 1 tacks-damage charm 1',
    defender: 'Wolf natural bite 1d6+1 attack 2',
    treatment: 'after-the-fight',
  }).input;

  it('accepts what the parser gives', () => {
    expect(attackRollInputProblem(JSON.parse(JSON.stringify(good)))).toBeUndefined();
  });

  it('says what is wrong with a damaged one', () => {
    expect(attackRollInputProblem({ ...good, rules: { treatment: 'constructor' } })).toBe('its rulings are not ones this widget knows');
    expect(attackRollInputProblem({ ...good, rules: { treatment: 'in-the-fight', extra: 1 } })).toBe(
      'its rulings are not ones this widget knows',
    );
    expect(
      attackRollInputProblem({
        ...good,
        defender: { ...good.defender, natural: { name: 'bite', damage: { count: 1, sides: 8, plus: 0 } } },
      }),
    ).toBe("the defender's natural attack");
    expect(attackRollInputProblem({ ...good, attacker: { ...good.attacker, tacksDamage: { constructor: 1 } } })).toBe(
      "the attacker's TACKS damage",
    );
    expect(attackRollInputProblem({ ...good, attacker: { ...good.attacker, minions: [{ count: 1, knowledge: 1 }] } })).toBe(
      "the attacker's minions",
    );
    expect(attackRollInputProblem({ ...good, defender: { ...good.defender, attack: 'x' } })).toBe("the defender's attack");
    expect(attackRollInputProblem({ ...good, attacker: { ...good.attacker, baseDefense: -1 } })).toBe("the attacker's base defense");
  });
});
