import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attackRollInputProblem,
  DEFAULT_ATTACKER_INPUT,
  DEFAULT_DEFENDER_INPUT,
  DEFAULT_DISTANCE,
  parseAttacker,
  parseAttackRollSetup,
  parseDefender,
} from './attack-roll.setup.js';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import { readExample } from '../../core/procedure.js';
import { ATTACK_ROLL_EXAMPLES } from './attack-roll.examples.js';
import { attackRoll } from './index.js';
import { WEAPON_NAMES } from './attack-roll.rules.js';

const parse = (attrs: Parameters<typeof parseAttackRollSetup>[0]) => parseAttackRollSetup(attrs, 9);

describe('reading the attributes', () => {
  it('takes the defaults when nothing is given', () => {
    const { input, errors } = parse({});
    expect(errors).toEqual([]);
    expect(input).toEqual({
      seed: 9,
      attacker: DEFAULT_ATTACKER_INPUT,
      defender: DEFAULT_DEFENDER_INPUT,
      distance: DEFAULT_DISTANCE,
      rules: { treatment: 'in-the-fight' },
    });
  });

  it('reads an attacker: name, numbers, life with a maximum, weapons and words', () => {
    const { input, errors } = parse({
      attacker: 'Ilse attack 4 toughness 5 athleticism 1 size 1 life 8/14 vitality 0 weapon large+small thrown quadruped',
    });
    expect(errors).toEqual([]);
    expect(input.attacker).toEqual({
      name: 'Ilse',
      attack: 4,
      toughness: 5,
      athleticism: 1,
      size: 1,
      life: 8,
      maxLife: 14,
      vitality: 0,
      weapons: ['large', 'small'],
      reach: 'thrown',
      quadruped: true,
      baseDefense: 7,
      defenses: [],
      kind: 'liberi',
      awareness: 'aware',
      immobile: false,
    });
  });

  it('reads a weapon that must be reloaded: its reload in actions, loaded unless the word unloaded says otherwise', () => {
    expect(parse({ attacker: 'Sela weapon medium ranged reload 4 unloaded' }).input.attacker.reload).toEqual({ actions: 4, loaded: false });
    expect(parse({ attacker: 'Sela ranged reload 2' }).input.attacker.reload).toEqual({ actions: 2, loaded: true });
    expect(parse({}).input.attacker).not.toHaveProperty('reload');
    const lone = parse({ attacker: 'Sela unloaded' });
    expect(lone.input.attacker).not.toHaveProperty('reload');
    expect(lone.errors).toEqual(['attacker: unloaded needs reload too, like "reload 4 unloaded"; it is ignored']);
    for (const [text, error] of [
      ['reload 0', 'attacker reload: 0 is outside 1 to 20; the weapon needs no reloading'],
      ['reload 1e9', 'attacker reload: "1e9" is not a whole number from 1 to 20; the weapon needs no reloading'],
      ['reload constructor', 'attacker reload: "constructor" is not a whole number from 1 to 20; the weapon needs no reloading'],
      ['reload', 'attacker reload: "?" is not a whole number from 1 to 20; the weapon needs no reloading'],
    ] as const) {
      const bad = parse({ attacker: `Sela ${text}` });
      expect(bad.input.attacker, text).not.toHaveProperty('reload');
      expect(bad.errors, text).toEqual([error]);
    }
  });

  it("reads the attacker's minions and their Knowledge (1 unless said), and refuses Knowledge without minions", () => {
    expect(parse({ attacker: 'Ilse minions 3 minion-knowledge 2' }).input.attacker.minions).toEqual({ count: 3, knowledge: 2 });
    expect(parse({ attacker: 'Ilse minions 1' }).input.attacker.minions).toEqual({ count: 1, knowledge: 1 });
    expect(parse({}).input.attacker).not.toHaveProperty('minions');
    const lone = parse({ attacker: 'Ilse minion-knowledge 2' });
    expect(lone.input.attacker).not.toHaveProperty('minions');
    expect(lone.errors).toEqual(['attacker: minion-knowledge needs minions too; it is ignored']);
    expect(parse({ attacker: 'Ilse minion-knowledge 2 minions 3' }).input.attacker.minions).toEqual({ count: 3, knowledge: 2 });
    const bad = parse({ attacker: 'Ilse minions 0 minion-knowledge constructor' });
    expect(bad.input.attacker).not.toHaveProperty('minions');
    expect(bad.errors).toEqual([
      'attacker minions: 0 is outside 1 to 20; no minions are used',
      'attacker minion-knowledge: "constructor" is not a whole number from −5 to 20; Knowledge 1 is used',
    ]);
  });

  it('reads a defender: armour and shields with Protection and Reduction, kind and awareness', () => {
    const { input, errors } = parse({
      defender: 'Ghoul defense 5 armor 3/1 shield 2 life 9 toughness 2 vitality 4 size -1 minion surprised immobile',
    });
    expect(errors).toEqual([]);
    expect(input.defender).toMatchObject({
      name: 'Ghoul',
      baseDefense: 5,
      life: 9,
      maxLife: 9,
      toughness: 2,
      size: -1,
      kind: 'minion',
      awareness: 'surprised',
      immobile: true,
      defenses: [
        { kind: 'passive', protection: 3, reduction: 1 },
        { kind: 'active', protection: 2, reduction: 2 },
      ],
    });
  });

  it('names each bad value and keeps the rest', () => {
    const { input, errors } = parse({ attacker: 'Bram attack lots toughness 4 weapon sword', distance: '-5' });
    expect(errors).toEqual([
      'attacker attack: "lots" is not a whole number from −10 to 30; the default is used',
      'attacker: weapon "sword" is not one of unarmed, tiny, small, medium, large, huge, massive, colossal, colossal+1 to colossal+10; the default is used',
      'distance: −5 is outside 0 to 500; the default is used',
    ]);
    expect(input.attacker).toMatchObject({ name: 'Bram', attack: 3, toughness: 4, weapons: ['large'] });
    expect(input.distance).toBe(DEFAULT_DISTANCE);
  });

  it('finds nothing under a prototype name: constructor is no weapon, key or word', () => {
    const { input, errors } = parse({ attacker: 'Bram weapon constructor', defender: 'constructor __proto__ 3 toString' });
    expect(input.attacker.weapons).toEqual(['large']);
    expect(errors.join(' ')).toContain('weapon "constructor" is not one of');
    // A name is only ever shown, never looked up: "constructor" is a name like any other.
    expect(input.defender.name).toBe('constructor');
    expect(errors.join(' ')).toContain('"__proto__" is not one of its keys');
  });

  it('refuses a name a script writes for a missing value, such as NaN', () => {
    const { input, errors } = parse({ attacker: 'NaN attack 4' });
    expect(input.attacker).toMatchObject({ name: 'Bram', attack: 4 });
    expect(errors).toEqual([
      'attacker: the name given is a word a script writes for a missing value, not a name; the default name is used',
    ]);
  });

  it('refuses a fighter who would start dead, a TACKS attribute below 0 included', () => {
    expect(parse({ attacker: 'Bram athleticism -1' }).errors[0]).toMatch(/would start dead/);
    const { input, errors } = parse({ defender: 'Corpse life -9 toughness 3' });
    expect(errors[0]).toMatch(/^defender: with Life -9, Vitality 6 and Toughness 3 the defender would start dead/);
    expect(input.defender).toEqual(DEFAULT_DEFENDER_INPUT);
  });

  it('refuses life above its maximum', () => {
    expect(parse({ defender: 'Raider life 14/12' }).errors).toEqual(['defender: life 14 is above its maximum 12; the default is used']);
  });

  it('reads fixed rolls of 1 to 6, the faces of every die the table rolls', () => {
    expect(parse({ rolls: '2 2 3, 6' }).input.rolls).toEqual([2, 2, 3, 6]);
    expect(parse({ rolls: '2 7' }).errors[0]).toMatch(/^rolls: 7 is not a face of any die this table rolls/);
    expect(parse({ rolls: 'x' }).errors[0]).toMatch(/^rolls: "x" is not a whole number/);
  });

  it('reads the seed in the range every widget uses', () => {
    expect(parse({ seed: '4294967295' }).input.seed).toBe(4294967295);
    expect(parse({ seed: '4294967296' }).errors[0]).toMatch(/^seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used/);
  });

  it('reads which worked example to replay', () => {
    const errors: string[] = [];
    expect(readExample(attackRoll, 'raider', errors)?.id).toBe('raider');
    expect(errors).toEqual([]);
    expect(readExample(attackRoll, 'constructor', errors)?.id).toBe('duel');
    expect(errors[0]).toMatch(/^example: "constructor" is not one of the choices: use duel, raider, rest, reload or back/);
  });

  it('never returns a weapon, kind or word it was not given a rule for', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (a, d) => {
        const { input } = parse({ attacker: a, defender: d });
        expect(input.attacker.weapons.every((w) => WEAPON_NAMES.has(w))).toBe(true);
        expect(['melee', 'ranged', 'thrown']).toContain(input.attacker.reach);
        expect(['liberi', 'creature', 'minion']).toContain(input.defender.kind);
        expect(['aware', 'surprised', 'blind', 'helpless']).toContain(input.defender.awareness);
        expect(attackRollInputProblem(input)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe('a saved or shared input', () => {
  it('accepts what the parser gives and every worked example', () => {
    expect(attackRollInputProblem(parse({}).input)).toBeUndefined();
    for (const ex of ATTACK_ROLL_EXAMPLES) expect(attackRollInputProblem(ex.input)).toBeUndefined();
  });

  it('still loads a table saved before minions could be ordered, and checks the minions of a newer one', () => {
    const old = parse({ attacker: 'Ilse attack 4' }).input;
    expect(JSON.stringify(old)).not.toContain('minions');
    expect(attackRollInputProblem(JSON.parse(JSON.stringify(old)))).toBeUndefined();
    const withMinions = parse({ attacker: 'Ilse minions 3 minion-knowledge 2' }).input;
    expect(attackRollInputProblem(withMinions)).toBeUndefined();
    const bent = (minions: unknown) => ({ ...withMinions, attacker: { ...withMinions.attacker, minions } });
    for (const m of [
      null,
      3,
      { count: 0, knowledge: 1 },
      { count: 3 },
      { count: 3, knowledge: 2.5 },
      { count: 3, knowledge: 2, extra: 1 },
    ]) {
      expect(attackRollInputProblem(bent(m)), JSON.stringify(m)).toBe("the attacker's minions");
    }
  });

  it('still loads a table saved before reloads were played, and checks the reload of a newer one', () => {
    const withReload = parse({ attacker: 'Sela ranged reload 4 unloaded' }).input;
    expect(attackRollInputProblem(JSON.parse(JSON.stringify(withReload)))).toBeUndefined();
    const bent = (reload: unknown) => ({ ...withReload, attacker: { ...withReload.attacker, reload } });
    for (const r of [
      null,
      4,
      'constructor',
      { actions: 0, loaded: true },
      { actions: 4 },
      { actions: 4, loaded: 'no' },
      { actions: 2.5, loaded: true },
      { actions: 4, loaded: true, extra: 1 },
    ]) {
      expect(attackRollInputProblem(bent(r)), JSON.stringify(r)).toBe("the attacker's reload");
    }
  });

  it('says what is wrong with a damaged one', () => {
    const good = parse({}).input;
    expect(attackRollInputProblem(null)).toBe('no setup was saved');
    expect(attackRollInputProblem({ ...good, seed: -1 })).toBe('its seed is not a whole number from 0 to 4294967295');
    expect(attackRollInputProblem({ ...good, attacker: { ...good.attacker, weapons: ['constructor'] } })).toBe("the attacker's weapons");
    expect(attackRollInputProblem({ ...good, defender: { ...good.defender, kind: 'toString' } })).toBe("the defender's kind");
    expect(
      attackRollInputProblem({ ...good, defender: { ...good.defender, defenses: [{ kind: 'passive', protection: 1e9, reduction: 1 }] } }),
    ).toBe("the defender's armour");
    expect(attackRollInputProblem({ ...good, rolls: [7] })).toBe('its fixed rolls');
  });

  it('never lets an arbitrary value through unless it is a whole, playable setup', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const problem = attackRollInputProblem(v);
        if (problem === undefined) expect((v as { attacker: { weapons: unknown[] } }).attacker.weapons.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(attackRollInputProblem({ ...parse({}).input, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(attackRollInputProblem({ ...parse({}).input, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});

describe('the attacker and defender parsers, fed hostile text (issue 17), return plain data and never throw', () => {
  for (const [name, parse] of [
    ['parseAttacker', parseAttacker],
    ['parseDefender', parseDefender],
  ] as const) {
    it(name, () => {
      fc.assert(
        fc.property(text, (t) => {
          let result: unknown;
          expect(() => (result = parse(t, []))).not.toThrow();
          expect(notPlainData(result)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });
  }
});
