import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { parseWeapon, WEAPONS } from '../melee-weapons.js';
import { AXE_AND_PONIARD_EVENTS, AXE_AND_PONIARD_EXAMPLE, BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.examples.js';
import { registerDuelInputProblem, keptRecord, parseDuelMode, parseRegisterDuelSetup } from './register-duel.setup.js';
import { readExample } from '../../core/procedure.js';
import { registerDuel } from './index.js';
import { parseOffHand, parseStack } from '../fighter-setup.js';
import { registerDuelMachine, registerDuelRecord } from './register-duel.machine.js';
import { type RegisterDuelEvent } from './register-duel.context.js';
import { upgradeEvents } from '../../core/record.js';

/** Text a reader, a host page or a link might put in an attribute. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const arbText = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_NAMES,
    'sword',
    'spear',
    'medium axe',
    'shield 3',
    'poniard 6',
    'constructor 3',
    '2 0 3 1 4',
    '99 0 3 1 4',
    'Ks 2h',
    'JK JK JK',
    '10s 10s',
    '−3',
    '3',
    '1e3',
    '-0',
    '4294967296',
    'karma',
    'world',
    'KARMA',
    'hot-seat',
    'gm',
    'opponent',
    '',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.integer().map(String),
  fc.double().map(String),
);

// The duel's own weapon table, written out here so the properties do not lean on the code they check.
const PRESETS = [
  { name: 'sword', range: 1, force: 1, maxManeuvers: 3, edge: 1, maxDamage: 4 },
  { name: 'long sword', range: 1, force: 1, maxManeuvers: 3, edge: 2, maxDamage: 5 },
  { name: 'spear', range: 2, force: 0, maxManeuvers: 2, edge: 1, maxDamage: 5 },
  { name: 'medium axe', range: 1, force: 0, maxManeuvers: 2, edge: 2, maxDamage: 5 },
  { name: 'dagger', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  { name: 'poniard', range: 0, force: 0, maxManeuvers: 3, edge: 0, maxDamage: 2 },
  { name: 'small shield', range: 0, force: 0, maxManeuvers: 2, edge: 0, maxDamage: 1 },
];
const whole = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
function isAllowedWeapon(w: Record<string, unknown>): boolean {
  if (PRESETS.some((p) => JSON.stringify(p) === JSON.stringify(w))) return true;
  return (
    w.name === 'custom weapon' &&
    whole(w.range, 0, 10) &&
    whole(w.force, -10, 10) &&
    whole(w.maxManeuvers, 1, 10) &&
    whole(w.edge, -10, 10) &&
    whole(w.maxDamage, 0, 20)
  );
}
const KARMA_DECK_SIZE = 44;

describe('reading the attributes', () => {
  it('reads fighters, weapons, decks and stacked cards', () => {
    const { input, errors } = parseRegisterDuelSetup({
      seed: '42',
      'a-name': 'Ana',
      'a-weapon': 'spear',
      'b-skill': '4',
      'b-deck': 'karma',
      'a-stack': 'Ks 2h',
      'b-off-hand': 'shield 2',
    });
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.fighters[0].name).toBe('Ana');
    expect(input.fighters[0].weapon.range).toBe(2);
    expect(input.fighters[1].skill).toBe(4);
    expect(input.fighters[1].offHand?.kind).toBe('shield');
    expect(input.stacked![0]).toEqual(['Ks', '2h']);
  });

  it('names each bad value, says what it does instead, and falls back to the default', () => {
    const { input, errors } = parseRegisterDuelSetup(
      { seed: 'x', 'a-skill': '11', 'b-deck': 'tarot', 'a-stack': '7d', 'b-weapon': 'halberd', 'a-off-hand': 'cape' },
      77,
    );
    expect(errors).toEqual([
      'seed: "x" is not a whole number from 0 to 4294967295; a fresh seed was used',
      'a-skill: 11 is outside 0 to 10; the default is used',
      'a-off-hand: "cape" should read like "shield 3" or "parrying-dagger 4" (an item, then its skill); none is used',
      'b-weapon: "halberd" is neither a weapon (sword, long-sword, spear, medium-axe, dagger, poniard, small-shield, bare-hands, two-handed-sword, great-axe, mace) nor five numbers "range force maneuvers edge max-damage" (and, if it takes both hands, a sixth: 2)',
      'b-deck: "tarot" is not one of the choices: use karma or world; the world deck is used',
      'a-stack: "7d" is not in this deck; the deck is shuffled as usual (a karma deck)',
    ]);
    expect(input.fighters[0].skill).toBe(3);
    expect(input.seed).toBe(77);
  });

  it('finds no weapon, item or deck under a prototype name ("Range NaN" no more)', () => {
    for (const name of PROTOTYPE_NAMES) {
      const { input, errors } = parseRegisterDuelSetup({ 'a-weapon': name, 'b-off-hand': `${name} 3`, 'a-deck': name });
      expect(input.fighters[0].weapon).toEqual(WEAPONS.sword);
      expect(input.fighters[1].offHand).toBeUndefined();
      expect(input.fighters[0].deck).toBe('karma');
      expect(errors.map((e) => e.split(':')[0])).toEqual(['a-weapon', 'a-deck', 'b-off-hand']);
    }
  });

  it('takes seeds from 0 to 4,294,967,295 and says the same thing about any other', () => {
    expect(parseRegisterDuelSetup({ seed: '4294967295' }).input.seed).toBe(4294967295);
    expect(parseRegisterDuelSetup({ seed: '0' }).input.seed).toBe(0);
    for (const bad of ['4294967296', '-1', '1.5', 'NaN']) {
      const { input, errors } = parseRegisterDuelSetup({ seed: bad }, 9);
      expect(input.seed).toBe(9);
      expect(errors[0]).toMatch(/^seed: .* a fresh seed was used$/);
    }
  });

  it('takes a blank or missing attribute as its default, without a message', () => {
    expect(parseRegisterDuelSetup({ 'a-weapon': '', 'a-skill': '  ', 'b-name': '', 'a-stack': null, mode: undefined }).errors).toEqual([]);
  });

  it('keeps names to 40 characters and drops control and direction characters', () => {
    const { input } = parseRegisterDuelSetup({ 'a-name': `\u202eAda${'x'.repeat(60)}`, 'b-name': '\u0000' });
    expect(input.fighters[0].name).toBe(`Ada${'x'.repeat(37)}`);
    expect(input.fighters[1].name).toBe('Soldier');
  });

  it('reads the mode and the example to replay, each from its own short list', () => {
    expect(parseDuelMode('Hot-Seat')).toEqual({ mode: 'hot-seat' });
    expect(parseDuelMode(null)).toEqual({ mode: 'gm' });
    expect(parseDuelMode('constructor')).toEqual({
      mode: 'gm',
      error: 'mode: "constructor" is not one of the choices: use gm, hot-seat or opponent; the GM mode (both hands shown) is used',
    });
    const errors: string[] = [];
    expect(readExample(registerDuel, 'axe-and-poniard', errors)!.id).toBe('axe-and-poniard');
    expect(errors).toEqual([]);
    expect(readExample(registerDuel, '__proto__', errors)!.id).toBe('devon-and-the-soldier');
    expect(errors[0]).toMatch(/^example: "__proto__"/);
  });
});

describe('a hand-to-hand fight from the attributes', () => {
  it('reads bare hands, might, vitality and self-discipline', () => {
    const { input, errors } = parseRegisterDuelSetup({
      'a-weapon': 'bare-hands',
      'a-might': '2',
      'b-vitality': '-1',
      'b-self-discipline': '3',
    });
    expect(errors).toEqual([]);
    expect(input.fighters[0]).toMatchObject({ weapon: { name: 'bare hands', unarmed: true }, might: 2 });
    expect(input.fighters[1]).toMatchObject({ vitality: -1, selfDiscipline: 3 });
  });

  it('names a bad might, vitality or self-discipline and keeps 0', () => {
    const { input, errors } = parseRegisterDuelSetup({ 'a-might': '9', 'b-vitality': 'constructor', 'b-self-discipline': '-1' });
    expect(errors).toEqual([
      'a-might: 9 is outside −5 to 5; the default is used',
      'b-vitality: "constructor" is not a whole number from −5 to 5; the default is used',
      'b-self-discipline: −1 is outside 0 to 10; the default is used',
    ]);
    expect(input.fighters[0].might).toBeUndefined();
  });

  it('refuses bare hands as an off-hand item', () => {
    expect(parseOffHand('bare-hands 3')).toEqual({ error: 'bare hands are not an off-hand item; none is used' });
  });

  it('still opens a table saved before fighters had might, vitality and self-discipline', () => {
    const old = JSON.parse(JSON.stringify(BOOK_EXAMPLE));
    expect(old.fighters[0].might).toBeUndefined();
    expect(registerDuelInputProblem(old)).toBeUndefined();
    expect(registerDuelInputProblem({ ...old, fighters: [{ ...old.fighters[0], might: 'x' }, old.fighters[1]] })).toMatch(
      /might is not a whole number/,
    );
    expect(
      registerDuelInputProblem({
        ...old,
        fighters: [{ ...old.fighters[0], weapon: { ...WEAPONS.sword, unarmed: 'yes' } }, old.fighters[1]],
      }),
    ).toMatch(/neither bare hands nor a weapon/);
  });
});

describe('two-handed weapons and how the fight opens, from the attributes', () => {
  it('refuses an off-hand item beside a weapon that takes both hands, and keeps the weapon', () => {
    const { input, errors } = parseRegisterDuelSetup({ 'a-weapon': 'great-axe', 'a-off-hand': 'shield 3' });
    expect(errors).toEqual(['a-off-hand: the great axe takes both hands, so there is no hand for the small shield; none is used']);
    expect(input.fighters[0].weapon.name).toBe('great axe');
    expect(input.fighters[0].offHand).toBeUndefined();
    expect(parseOffHand('two-handed-sword 3')).toEqual({
      error: 'the two-handed sword takes both hands, so it cannot be an off-hand item; none is used',
    });
  });

  it('reads a sixth number as the hands a custom weapon takes, 1 or 2', () => {
    expect(parseWeapon('1 0 2 3 6 2')).toMatchObject({ weapon: { hands: 2 } });
    expect(parseWeapon('1 0 2 3 6 1')).not.toMatchObject({ weapon: { hands: 2 } });
    expect(parseWeapon('1 0 2 3 6 3')).toEqual({
      error: '"1 0 2 3 6 3": the sixth number is the hands it takes, 1 or 2; the default weapon is used',
    });
  });

  it('reads the opening: none, a show down, or a charge or surprise by either fighter', () => {
    expect(parseRegisterDuelSetup({ opening: 'charge-b' }).input.opening).toEqual({ kind: 'charge', side: 1 });
    expect(parseRegisterDuelSetup({ opening: 'Show-Down' }).input.opening).toEqual({ kind: 'show-down' });
    expect(parseRegisterDuelSetup({ opening: 'none' }).input.opening).toBeUndefined();
    const bad = parseRegisterDuelSetup({ opening: 'constructor' });
    expect(bad.errors).toEqual([
      'opening: "constructor" is not one of the choices: use none, show-down, charge-a, charge-b, surprise-a or surprise-b; the fight opens as usual',
    ]);
    expect(bad.input.opening).toBeUndefined();
  });

  it('checks the opening and the hands of a saved table', () => {
    const ok = parseRegisterDuelSetup({ opening: 'surprise-a', 'a-weapon': 'two-handed-sword' }).input;
    expect(registerDuelInputProblem(JSON.parse(JSON.stringify(ok)))).toBeUndefined();
    expect(registerDuelInputProblem({ ...ok, opening: { kind: 'charge', side: 2 } })).toBe(
      'its opening is not a show down, a charge or a surprise',
    );
    expect(
      registerDuelInputProblem({
        ...ok,
        fighters: [{ ...ok.fighters[0], offHand: { kind: 'shield', weapon: WEAPONS['small-shield'], skill: 2 } }, ok.fighters[1]],
      }),
    ).toMatch(/takes both hands/);
  });
});

describe('a second weapon to change to, from the attributes', () => {
  it('reads a preset and its skill, and names anything else', () => {
    expect(parseRegisterDuelSetup({ 'a-spare': 'dagger 2' }).input.fighters[0].spare).toEqual({ weapon: WEAPONS.dagger, skill: 2 });
    expect(parseRegisterDuelSetup({ 'a-spare': 'bare-hands 2' }).errors[0]).toMatch(/^a-spare: "bare-hands" is not a weapon to draw/);
    expect(parseRegisterDuelSetup({ 'b-spare': 'constructor 2' }).errors[0]).toMatch(/^b-spare: "constructor" is not a weapon to draw/);
    expect(parseRegisterDuelSetup({ 'b-spare': 'dagger 11' }).errors).toEqual([
      'b-spare: "dagger 11": its skill: 11 is outside 0 to 10; none is used',
    ]);
    expect(parseRegisterDuelSetup({ 'a-off-hand': 'shield 2', 'a-spare': 'great-axe 3' }).errors).toEqual([
      'a-spare: the great axe takes both hands, so there is no hand for the small shield; none is used',
    ]);
  });

  it('checks the second weapon of a saved table', () => {
    const ok = parseRegisterDuelSetup({ 'a-spare': 'dagger 2' }).input;
    expect(registerDuelInputProblem(JSON.parse(JSON.stringify(ok)))).toBeUndefined();
    expect(
      registerDuelInputProblem({ ...ok, fighters: [{ ...ok.fighters[0], spare: { weapon: WEAPONS.dagger, skill: 'x' } }, ok.fighters[1]] }),
    ).toMatch(/second weapon skill/);
  });
});

describe("a fighter's size as a target, from the attributes", () => {
  it('reads normal, large or small, and names anything else', () => {
    expect(parseRegisterDuelSetup({ 'b-size': 'large' }).input.fighters[1].size).toBe('large');
    expect(parseRegisterDuelSetup({ 'b-size': 'normal' }).input.fighters[1].size).toBeUndefined();
    expect(parseRegisterDuelSetup({ 'a-size': 'toString' }).errors).toEqual([
      'a-size: "toString" is not one of the choices: use normal, large or small; normal is used',
    ]);
    expect(
      registerDuelInputProblem({ ...BOOK_EXAMPLE, fighters: [{ ...BOOK_EXAMPLE.fighters[0], size: 'huge' }, BOOK_EXAMPLE.fighters[1]] }),
    ).toBe("the first fighter's size is not normal, large or small");
  });
});

describe('a fighter caught by a limb, from the attributes (table ruling "Caught by a limb")', () => {
  it("reads the limb's vitality, −5 to 5, when the other fighter is large; none or blank is not caught", () => {
    expect(parseRegisterDuelSetup({ 'b-size': 'large', 'a-entangled': '2' })).toMatchObject({
      errors: [],
      input: { fighters: [{ entangled: 2 }, { size: 'large' }] },
    });
    expect(parseRegisterDuelSetup({ 'b-size': 'large', 'a-entangled': '−3' }).input.fighters[0].entangled).toBe(-3);
    expect(parseRegisterDuelSetup({ 'b-size': 'large', 'a-entangled': 'none' }).input.fighters[0].entangled).toBeUndefined();
    expect(parseRegisterDuelSetup({ 'a-size': 'large', 'b-entangled': '0' }).input.fighters[1].entangled).toBe(0);
  });

  it('names every hostile value and leaves nobody caught', () => {
    const read = (attrs: Record<string, string>) => {
      const { input, errors } = parseRegisterDuelSetup(attrs);
      return { caught: input.fighters.map((f) => f.entangled), errors };
    };
    expect(read({ 'b-size': 'large', 'a-entangled': 'constructor' })).toEqual({
      caught: [undefined, undefined],
      errors: ['a-entangled: "constructor" is not a whole number from −5 to 5; nobody is caught'],
    });
    expect(read({ 'b-size': 'large', 'a-entangled': '99999999999' })).toEqual({
      caught: [undefined, undefined],
      errors: ['a-entangled: 99999999999 is outside −5 to 5; nobody is caught'],
    });
    expect(read({ 'b-size': 'large', 'a-entangled': '<b>2</b>' }).errors).toEqual([
      'a-entangled: "<b>2</b>" is not a whole number from −5 to 5; nobody is caught',
    ]);
    expect(read({ 'a-entangled': '2' })).toEqual({
      caught: [undefined, undefined],
      errors: [
        'a-entangled: only a large foe catches a fighter by a limb, and Soldier is not set as large (b-size="large"); nobody is caught',
      ],
    });
  });

  it("checks a saved or shared fighter's limb: a whole number from −5 to 5, and a large foe", () => {
    const ok = parseRegisterDuelSetup({ 'b-size': 'large', 'a-entangled': '2' }).input;
    expect(registerDuelInputProblem(JSON.parse(JSON.stringify(ok)))).toBeUndefined();
    expect(registerDuelInputProblem({ ...ok, fighters: [{ ...ok.fighters[0], entangled: '2' }, ok.fighters[1]] })).toBe(
      'the first fighter is caught by a limb whose vitality is not a whole number from −5 to 5',
    );
    expect(registerDuelInputProblem({ ...ok, fighters: [{ ...ok.fighters[0], entangled: 1e9 }, ok.fighters[1]] })).toMatch(
      /not a whole number from −5 to 5/,
    );
    expect(registerDuelInputProblem({ ...ok, fighters: [ok.fighters[0], { ...ok.fighters[1], size: 'normal' }] })).toBe(
      'the first fighter is caught by a limb, but the other is not large',
    );
  });
});

describe('every parser returns only what it has a rule for', () => {
  it('parseWeapon: a preset from the table, or five numbers within their bounds', () => {
    fc.assert(
      fc.property(arbText, (text) => {
        const r = parseWeapon(text);
        if ('weapon' in r) expect(isAllowedWeapon(r.weapon as unknown as Record<string, unknown>), JSON.stringify(r)).toBe(true);
        else expect(r.error.length).toBeLessThan(300);
      }),
      { numRuns: 400 },
    );
  });

  it('parseOffHand: a shield, a parrying dagger or a preset weapon, with a skill from 0 to 10', () => {
    fc.assert(
      fc.property(arbText, fc.option(fc.integer({ min: -3, max: 12 })), (text, skill) => {
        const r = parseOffHand(skill === null ? text : `${text} ${skill}`);
        if ('error' in r || !r.offHand) return;
        expect(['shield', 'parrying-dagger', 'weapon']).toContain(r.offHand.kind);
        expect(PRESETS.some((p) => JSON.stringify(p) === JSON.stringify(r.offHand!.weapon))).toBe(true);
        expect(whole(r.offHand.skill, 0, 10)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('parseStack: cards of the deck only, each once', () => {
    const deck = ['As', 'Ks', '2h', 'JK1', 'JK2'];
    fc.assert(
      fc.property(fc.array(fc.oneof(arbText, fc.constantFrom('As', 'K♠', 'JK', 'joker', '2h', '2d', 'Ks')), { maxLength: 6 }), (tokens) => {
        const r = parseStack(tokens.join(' '), deck);
        if ('error' in r) return;
        expect(r.cards.every((c) => deck.includes(c))).toBe(true);
        expect(new Set(r.cards).size).toBe(r.cards.length);
      }),
      { numRuns: 400 },
    );
  });

  it('parseRegisterDuelSetup: every number within its bounds, a known deck and weapon, a seed in range, and an input a saved table would accept', () => {
    const names = [
      'seed',
      ...['a', 'b'].flatMap((p) =>
        [
          'name',
          'weapon',
          'skill',
          'training',
          'willpower',
          'finesse',
          'armour',
          'hit-points',
          'deck',
          'off-hand',
          'size',
          'entangled',
          'stack',
        ].map((a) => `${p}-${a}`),
      ),
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), arbText, { maxKeys: 8 }),
        fc.integer({ min: 0, max: 4294967295 }),
        (attrs, fallback) => {
          const { input, errors } = parseRegisterDuelSetup(attrs, fallback);
          expect(whole(input.seed, 0, 4294967295)).toBe(true);
          for (const f of input.fighters) {
            expect(
              whole(f.skill, 0, 10) &&
                whole(f.combatTraining, 0, 10) &&
                whole(f.willpower, -5, 5) &&
                whole(f.finesse, -5, 5) &&
                whole(f.armour, -5, 0) &&
                whole(f.hitPoints, 1, 50),
            ).toBe(true);
            expect(['karma', 'world']).toContain(f.deck);
            expect(isAllowedWeapon(f.weapon as unknown as Record<string, unknown>)).toBe(true);
            expect(f.name.length).toBeGreaterThan(0);
            if (f.entangled !== undefined) expect(whole(f.entangled, -5, 5)).toBe(true);
            expect([...f.name].length).toBeLessThanOrEqual(40);
          }
          expect(input.stacked!.every((s) => new Set(s).size === s.length)).toBe(true);
          expect(input.stacked!.every((s) => s.length <= KARMA_DECK_SIZE)).toBe(true);
          expect(registerDuelInputProblem(JSON.parse(JSON.stringify(input)))).toBeUndefined();
          for (const e of errors) expect(e.length).toBeLessThan(400);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('parseDuelMode and readExample: one of their own words, whatever they are given', () => {
    fc.assert(
      fc.property(arbText, (text) => {
        expect(['gm', 'hot-seat', 'opponent']).toContain(parseDuelMode(text).mode);
        expect(registerDuel.examples.map((e) => e.id)).toContain(readExample(registerDuel, text, [])!.id);
      }),
    );
  });
});

describe('a saved or shared input', () => {
  it("accepts what the attributes make and the book's examples", () => {
    expect(registerDuelInputProblem(parseRegisterDuelSetup({}).input)).toBeUndefined();
    expect(registerDuelInputProblem(BOOK_EXAMPLE)).toBeUndefined();
    expect(registerDuelInputProblem(JSON.parse(JSON.stringify(AXE_AND_PONIARD_EXAMPLE)))).toBeUndefined();
  });

  it('says in plain words what is wrong with an input of any other shape', () => {
    const f = BOOK_EXAMPLE.fighters[0];
    expect(registerDuelInputProblem(null)).toBe('it has no fighters');
    expect(registerDuelInputProblem({})).toBe('it does not have two fighters');
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, fighters: [f, { ...f, weapon: { ...f.weapon, range: Number.NaN } }] })).toBe(
      "the second fighter: the sword's range is not a whole number from 0 to 10",
    );
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, fighters: [{ ...f, deck: 'constructor' }, f] })).toBe(
      "the first fighter's deck is neither a karma deck nor a world deck",
    );
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, fighters: [{ ...f, skill: 1e9 }, f] })).toBe(
      "the first fighter's skill is not a whole number from 0 to 10",
    );
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, seed: 2 ** 40 })).toBe('its seed is not a whole number from 0 to 4294967295');
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, stacked: [['Ks', 'Ks'], []] })).toBe(
      'the stacked cards of the first fighter are not cards of that deck, each once',
    );
    expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, stacked: [['10d'], []] })).toMatch(/not cards of that deck/);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof (registerDuelInputProblem(value) ?? '')).toBe('string');
      }),
    );
  });
});

describe('what a saved table and a share link keep', () => {
  const events: RegisterDuelEvent[] = [
    ...BOOK_EXAMPLE_EVENTS.slice(0, 2),
    // Devon lays the −2 and takes it back: nobody ever saw it, so no record may name it.
    { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' },
    { type: 'card.withdrawn', side: 0, register: 1 },
    ...BOOK_EXAMPLE_EVENTS.slice(2),
    { type: 'round.begun' },
    { type: 'hands.drawn' },
  ];
  const record = { input: BOOK_EXAMPLE, events, step: events.length };

  it('keeps every move in GM mode', () => {
    expect(keptRecord('gm', record)).toBe(record);
  });

  it('in hot-seat and opponent modes, stops at the last moment no card was hidden, and drops a card taken back (ruling: what a link keeps)', () => {
    for (const mode of ['hot-seat', 'opponent'] as const) {
      const kept = keptRecord(mode, record);
      // Round 2's hands are drawn and secret: the record ends at the start of round 2.
      expect(kept.events.map((e) => e.type)).toEqual([...BOOK_EXAMPLE_EVENTS.map((e) => e.type), 'round.begun']);
      expect(kept.step).toBe(kept.events.length);
      // Every card the kept record names was turned face up before it ends.
      let [snap] = initialTransition(registerDuelMachine, BOOK_EXAMPLE);
      const shown = new Set<string>();
      for (const e of kept.events) {
        [snap] = transition(registerDuelMachine, snap, e);
        for (const r of snap.context.registers) for (const p of r.plays) for (const c of p?.chain ?? []) shown.add(c);
      }
      const named = kept.events.flatMap((e) => ('card' in e ? [e.card] : []));
      expect(named.every((c) => shown.has(c))).toBe(true);
      expect(snap.context.hands).toEqual([[], []]);
    }
  });

  it('keeps, for a record that grows a move at a time (as a table saves), what a fresh reading of it keeps', () => {
    for (const mode of ['hot-seat', 'opponent'] as const) {
      for (let n = 0; n <= events.length; n++) {
        const growing = { input: BOOK_EXAMPLE, events: events.slice(0, n), step: n };
        const fresh = { input: structuredClone(BOOK_EXAMPLE), events: structuredClone(events.slice(0, n)), step: n };
        expect(keptRecord(mode, growing).events).toEqual(keptRecord(mode, fresh).events);
      }
      // And after stepping back and taking another path.
      const other = [...events.slice(0, 4), { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '2h' } as const];
      expect(keptRecord(mode, { input: BOOK_EXAMPLE, events: other, step: 5 }).events).toEqual(
        keptRecord(mode, { input: structuredClone(BOOK_EXAMPLE), events: other, step: 5 }).events,
      );
    }
  });

  it('keeps nothing of a round still under way, and moves the step shown back with it', () => {
    const midway = { input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS.slice(0, 4), step: 3 };
    expect(keptRecord('hot-seat', midway)).toEqual({ input: BOOK_EXAMPLE, events: [BOOK_EXAMPLE_EVENTS[0]], step: 1 });
  });

  it('replays to the same table, card for card, without the cards taken back', () => {
    const kept = keptRecord('opponent', { ...record, events: record.events.slice(0, -1) });
    const replay = (evs: readonly RegisterDuelEvent[]) =>
      evs.reduce((s, e) => transition(registerDuelMachine, s, e)[0], initialTransition(registerDuelMachine, BOOK_EXAMPLE)[0]);
    const full = replay(record.events.slice(0, -1));
    const short = replay(kept.events);
    expect({ ...short.context, narration: [] }).toEqual({ ...full.context, narration: [] });
  });

  it('plays the axe-and-poniard example to its end from its script', () => {
    let [snap] = initialTransition(registerDuelMachine, AXE_AND_PONIARD_EXAMPLE);
    for (const e of AXE_AND_PONIARD_EVENTS) {
      expect(snap.can(e), JSON.stringify(e)).toBe(true);
      [snap] = transition(registerDuelMachine, snap, e);
    }
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(registerDuelInputProblem({ ...BOOK_EXAMPLE, seed }), String(seed)).toBe('its seed is not a whole number from 0 to 4294967295');
  });
});

describe('saved duels from before the large-foe maneuvers', () => {
  it('still load: a register-duel/2 record with no limb and no size on its fighters replays to the same end', () => {
    // The book's example as a table saved it before this change: the input had no `entangled`.
    const saved = JSON.parse(
      JSON.stringify({ format: 'register-duel/2', input: BOOK_EXAMPLE, events: BOOK_EXAMPLE_EVENTS, step: BOOK_EXAMPLE_EVENTS.length }),
    );
    for (const f of saved.input.fighters) expect(Object.keys(f)).not.toContain('entangled');
    expect(registerDuelRecord.current).toBe('register-duel/3');
    const events = upgradeEvents(registerDuelRecord, saved.format, saved.events) as RegisterDuelEvent[];
    expect(registerDuelInputProblem(saved.input)).toBeUndefined();
    let [snap] = initialTransition(registerDuelMachine, saved.input);
    for (const e of events) {
      expect(snap.can(e)).toBe(true);
      [snap] = transition(registerDuelMachine, snap, e);
    }
    expect(snap.context.disarmed).toEqual([false, true]);
    expect(snap.context.flankedUntil).toBeUndefined();
    expect(snap.context.clinging).toBeUndefined();
  });
  it('still load: a register-duel/1 record, its events under their first names, upgrades and replays to the same end', () => {
    // register-duel/1 named the events in the present tense; register-duel/2 renamed them (core/record.ts).
    const first: Record<string, string> = {
      'initiative.drawn': 'initiative.draw',
      'hands.drawn': 'hands.draw',
      'declaration.finished': 'declaration.done',
      'register.revealed': 'register.reveal',
      'hit.declined': 'hit.stood',
      'round.begun': 'round.next',
    };
    const saved = JSON.parse(
      JSON.stringify({
        format: 'register-duel/1',
        input: BOOK_EXAMPLE,
        events: BOOK_EXAMPLE_EVENTS.map((e) => ({ ...e, type: first[e.type] ?? e.type })),
        step: BOOK_EXAMPLE_EVENTS.length,
      }),
    );
    expect(saved.events.map((e: { type: string }) => e.type)).toContain('hit.stood');
    const events = upgradeEvents(registerDuelRecord, saved.format, saved.events) as RegisterDuelEvent[];
    expect(events).toEqual(BOOK_EXAMPLE_EVENTS);
    let [snap] = initialTransition(registerDuelMachine, saved.input);
    for (const e of events) {
      expect(snap.can(e)).toBe(true);
      [snap] = transition(registerDuelMachine, snap, e);
    }
    expect(snap.context.registers.map((r) => r.outcome!.attackTotal)).toEqual([-1, -1, 6]);
    expect(snap.context.disarmed).toEqual([false, true]);
  });
});
