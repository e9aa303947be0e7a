import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import { DEFAULT_FOES, DEFAULT_PARTY, fighterText, parseFighter, parsePoolFightSetup, poolFightInputProblem } from './pool-fight.setup.js';
import { POOL_FIGHT_EXAMPLES } from './pool-fight.examples.js';

/** Our worked example (the only one): Mara and Jory against the bandit. */
const [{ input: WORKED_EXAMPLE }] = POOL_FIGHT_EXAMPLES as [(typeof POOL_FIGHT_EXAMPLES)[number]];

const fighter = (text: string) => {
  const errors: string[] = [];
  return { f: parseFighter('party', 'party', text, 0, errors), errors };
};

describe('a fighter in words', () => {
  it('reads a name, numbers and a weapon', () => {
    const { f, errors } = fighter('Mara agility 2 physique 3 armour 2 trained health 12 speed 5 at 1 with sword light sharp reach');
    expect(errors).toEqual([]);
    expect(f).toMatchObject({ name: 'Mara', agility: 2, physique: 3, armour: 2, trained: true, health: 12, speed: 5, at: 1 });
    expect(f.weapon).toMatchObject({ kind: 'melee', label: 'sword', weight: 'light', type: 'sharp', reach: true, twoHanded: false });
  });

  it('reads a gun: caliber, cart size, its own damage dice and the Fix Jam skill', () => {
    const { f, errors } = fighter('Jory agility 3 with rifle gun high cart 4 damage 2d6 fix d6+d8');
    expect(errors).toEqual([]);
    expect(f.weapon).toEqual({ kind: 'gun', label: 'rifle', caliber: 'high', cart: 4, damage: [6, 6] });
    expect(f.fix).toEqual([6, 8]);
    expect(fighter('Jory fix d6 + d8').errors).toEqual([
      'party: "+" is not a word a fighter takes (Jory); it is left out',
      'party: "d8" is not a word a fighter takes (Jory); it is left out',
    ]);
  });

  it('gives the defaults: agility and physique 1, no armour, health 10, speed 6, a light sharp blade', () => {
    const { f } = fighter('Ada');
    expect(f).toMatchObject({ agility: 1, physique: 1, armour: 0, health: 10, speed: 6, at: 0, fix: null });
    expect(f.weapon).toMatchObject({ label: 'blade', weight: 'light', type: 'sharp' });
  });

  it.each([
    ['Mara agility 11', 'party Mara agility: 11 is outside 0 to 10; the default is used'],
    ['Mara armour 5', 'party Mara armour: 5 is outside 0 to 4; the default is used'],
    ['Mara health 0', 'party Mara health: 0 is outside 1 to 99; the default is used'],
    ['Mara cart 5', "party: Mara's cart size 5 is not one of 8, 6, 4 or 2; 6 is used"],
    ['Mara damage 3d7', "party: Mara's damage d7 is not on the ladder d4, d6, d8, d10, d12; it is left at its default"],
    ['Mara flaming', 'party: "flaming" is not a word a fighter takes (Mara); it is left out'],
    ['Mara with', 'party: Mara\'s weapon needs a one-word name after "with", like "with sword"; a plain name is used'],
    ['NaN agility 2', 'party: the name given is a word a script writes for a missing value, not a name; the name Hero1 is used'],
    ['<b>x</b>', 'party: the name "<b>x</b>" should be one word of letters, up to 20; the name Hero1 is used'],
  ])('reports %j: %s', (text, message) => {
    expect(fighter(text).errors).toContain(message);
  });

  it('takes an inherited name like constructor as a plain name, never as a key', () => {
    const { f, errors } = fighter('constructor toString 2');
    expect(f.name).toBe('constructor');
    expect(errors).toEqual([
      'party: "toString" is not a word a fighter takes (constructor); it is left out',
      'party: "2" is not a word a fighter takes (constructor); it is left out',
    ]);
  });
});

describe('the whole table', () => {
  it('seats the default party and foes', () => {
    const { input, errors } = parsePoolFightSetup({}, 5);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(5);
    expect(input.fighters.map((f) => `${f.name}@${f.at}`)).toEqual(['Mara@0', 'Jory@0', 'Bandit@6']);
    expect(input.jamDifficulty).toEqual([6]);
  });

  it('reports a seed, rolls and jam difficulty it cannot use, and uses its defaults', () => {
    const { input, errors } = parsePoolFightSetup({ seed: 'x', rolls: '3 13', 'jam-difficulty': 'd7' }, 5);
    expect(errors).toEqual([
      'seed: "x" is not a whole number from 0 to 4294967295; a fresh seed was used',
      'rolls: 13 is not a face of any die on the ladder (d4 to d12); the seed rolls every die instead',
      'jam-difficulty: the difficulty d7 is not on the ladder d4, d6, d8, d10, d12; it is left at its default',
    ]);
    expect(input).toMatchObject({ seed: 5, jamDifficulty: [6] });
    expect(input.rolls).toBeUndefined();
  });

  it('holds 1 to 4 fighters a group', () => {
    const { input, errors } = parsePoolFightSetup({ foes: 'A; B; C; D; E' });
    expect(errors).toEqual(['foes: a group holds 1 to 4 fighters separated by ";", not 5; the default group is used']);
    expect(input.fighters.filter((f) => f.group === 'foes').map((f) => f.name)).toEqual(['Bandit']);
  });

  it('tells apart two fighters of the same name', () => {
    const { input, errors } = parsePoolFightSetup({ party: 'Ada; Ada', foes: 'Ada at 4' });
    expect(errors).toEqual([
      'party: the name Ada is taken by another fighter; this one is called Ada2',
      'foes: the name Ada is taken by another fighter; this one is called Ada3',
    ]);
    expect(input.fighters.map((f) => f.name)).toEqual(['Ada', 'Ada2', 'Ada3']);
    expect(
      parsePoolFightSetup({ party: 'Ada; Ada2; Ada', foes: 'Abcdefghijklmnopqrst at 4; Abcdefghijklmnopqrst at 4' }).input.fighters.map(
        (f) => f.name,
      ),
    ).toEqual(['Ada', 'Ada2', 'Ada3', 'Abcdefghijklmnopqrst', 'Abcdefghijklmnopqrs2']);
  });

  it('reads the fiery property on a melee weapon, and never a weapon both electric and fiery (ruling: a fiery weapon in the fight)', () => {
    const errors: string[] = [];
    const torch = parseFighter('party', 'party', 'Bram with torch light blunt fiery', 0, errors);
    expect(torch.weapon).toMatchObject({ kind: 'melee', label: 'torch', fiery: true });
    expect(errors).toEqual([]);
    expect(parseFighter('party', 'party', 'Bram with club light blunt', 0, []).weapon).not.toHaveProperty('fiery');
    const both = parseFighter('party', 'party', 'Oren with rod heavy blunt electric fiery', 0, errors);
    expect(both.weapon).toMatchObject({ electric: true });
    expect(both.weapon).not.toHaveProperty('fiery');
    expect(errors).toEqual(["party: Oren's weapon cannot be both electric and fiery; fiery is left out"]);
  });

  it('writes each fighter back in words that read as the same fighter', () => {
    const arb = fc.record({
      party: fc.constantFrom(
        DEFAULT_PARTY,
        'Kit agility 0 physique 4 armour 4 trained health 3 speed 1 at 2 with spear light pointy reach throwable electric two-handed damage d4+2d12 fix 3d8',
        'Bram at 3 with torch light blunt fiery throwable',
      ),
      foes: fc.constantFrom(DEFAULT_FOES, 'Rook agility 2 at 40 with rifle gun high cart 2 damage 2d10; Pawn at 9'),
    });
    fc.assert(
      fc.property(arb, (attrs) => {
        const { input } = parsePoolFightSetup(attrs);
        for (const f of input.fighters) {
          const errors: string[] = [];
          expect(parseFighter('x', f.group, fighterText(f), 0, errors)).toEqual(f);
          expect(errors).toEqual([]);
        }
      }),
    );
    expect(fighterText(parsePoolFightSetup({}).input.fighters[0]!)).toBe(
      'Mara agility 2 physique 2 armour 2 health 10 speed 6 at 0 with sword light sharp',
    );
  });

  it('keeps the party on the low squares and the foes on the high ones (ruling: the fight on a line of squares)', () => {
    const { input, errors } = parsePoolFightSetup({ party: 'Ada at 7', foes: 'Bo at 7' });
    expect(errors).toEqual([
      'foes: the party stands on the lower squares and the foes on the higher ones, apart; they start at squares 0 and 6 instead',
    ]);
    expect(input.fighters.map((f) => f.at)).toEqual([0, 6]);
  });

  it('never returns a table the machine cannot start, whatever it is given', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'constructor',
        '__proto__',
        'NaN',
        DEFAULT_PARTY,
        DEFAULT_FOES,
        'A at 40; B at 39',
        'X gun cart 2 damage 10d12 fix 10d4',
      ),
    );
    fc.assert(
      fc.property(
        fc.record({ seed: text, rolls: text, party: text, foes: text, 'jam-difficulty': text }, { requiredKeys: [] }),
        (attrs) => {
          const { input, errors } = parsePoolFightSetup(attrs, 3);
          expect(poolFightInputProblem(input), errors.join('\n')).toBeUndefined();
          expect(() => initialTransition(poolFightMachine, input)).not.toThrow();
          for (const e of errors) expect(e).toMatch(/^(seed|rolls|party|foes|jam-difficulty)[ :]/);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('a saved or shared table', () => {
  it('accepts the worked example and the defaults', () => {
    expect(poolFightInputProblem(WORKED_EXAMPLE)).toBeUndefined();
    expect(poolFightInputProblem(parsePoolFightSetup({}).input)).toBeUndefined();
  });

  it('still loads a table saved before fiery weapons could be played, and loads a fiery one, but not a weapon this widget never writes', () => {
    const saved = parsePoolFightSetup({ party: 'Bram with club light blunt', foes: 'Wolf at 1' }).input;
    expect(JSON.stringify(saved)).not.toContain('fiery');
    expect(poolFightInputProblem(JSON.parse(JSON.stringify(saved)))).toBeUndefined();
    const fiery = parsePoolFightSetup({ party: 'Bram with torch light blunt fiery', foes: 'Wolf at 1' }).input;
    expect(poolFightInputProblem(JSON.parse(JSON.stringify(fiery)))).toBeUndefined();
    const bent = (weapon: object) => ({
      ...fiery,
      fighters: fiery.fighters.map((f, i) => (i === 0 ? { ...f, weapon: { ...f.weapon, ...weapon } } : f)),
    });
    expect(poolFightInputProblem(bent({ fiery: false }))).toBe('its fighters');
    expect(poolFightInputProblem(bent({ fiery: 'yes' }))).toBe('its fighters');
    expect(poolFightInputProblem(bent({ electric: true }))).toBe('its fighters');
  });

  it.each([
    [null, 'no setup was saved'],
    [{ ...WORKED_EXAMPLE, seed: -1 }, 'its seed is not a whole number from 0 to 4294967295'],
    [{ ...WORKED_EXAMPLE, rolls: [13] }, 'its fixed rolls'],
    [{ ...WORKED_EXAMPLE, jamDifficulty: [7] }, 'its jam difficulty'],
    [{ ...WORKED_EXAMPLE, fighters: [{ ...WORKED_EXAMPLE.fighters[0]!, weapon: { kind: 'constructor' } }] }, 'its fighters'],
    [
      { ...WORKED_EXAMPLE, fighters: [{ ...WORKED_EXAMPLE.fighters[0]!, name: 'Mara agility 9' }, ...WORKED_EXAMPLE.fighters.slice(1)] },
      'its fighters',
    ],
    [
      { ...WORKED_EXAMPLE, fighters: [{ ...WORKED_EXAMPLE.fighters[0]!, agility: '2' }, ...WORKED_EXAMPLE.fighters.slice(1)] },
      'its fighters',
    ],
    [{ ...WORKED_EXAMPLE, fighters: [{ ...WORKED_EXAMPLE.fighters[0]!, extra: 1 }, ...WORKED_EXAMPLE.fighters.slice(1)] }, 'its fighters'],
    [{ ...WORKED_EXAMPLE, fighters: WORKED_EXAMPLE.fighters.slice(0, 2) }, 'its groups'],
    [{ ...WORKED_EXAMPLE, fighters: WORKED_EXAMPLE.fighters.map((f) => ({ ...f, at: 3 })) }, "its fighters' squares"],
  ])('refuses %j: %s', (input, problem) => {
    expect(poolFightInputProblem(input)).toBe(problem);
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(poolFightInputProblem({ ...WORKED_EXAMPLE, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(poolFightInputProblem({ ...WORKED_EXAMPLE, seed }), String(seed)).toBe('its seed is not a whole number from 0 to 4294967295');
  });
});
