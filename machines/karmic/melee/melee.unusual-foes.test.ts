import { describe, expect, it } from 'vitest';
import { maneuver, meleeLocations } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import { difficultyTerm, resolveRegister } from './registers.js';
import { declarationProblem, type Declaration } from './declarations.js';
import { type Fighter, type Side } from './fighters.js';
import type { ManeuverId } from '../maneuvers.js';
import { spear, A, B, d, view, reg } from './melee.testing.js';

describe('called shots at unusual foes (Karmic, "Unusual Foes"; table ruling "sizes in the duel": a fighter\'s size is his size as the other\'s target) (ruling: sizes in the duel)', () => {
  const large: [Fighter, Fighter] = [A, { ...B, size: 'large' }];
  const small: [Fighter, Fighter] = [A, { ...B, size: 'small' }];
  const shot = (fighters: [Fighter, Fighter], location: Declaration['location']) =>
    reg(d(0, 'attack', { location }), 10, undefined, 0, fighters).attackTerms.find((t) => t.label.startsWith('called shot'))?.value ?? 0;

  it('uses the large-creature table against a large foe: head −5, head vitals −6, torso vitals −4, legs 0, arms −2', () => {
    expect(['head', 'head-vitals', 'torso-vitals', 'legs', 'arms'].map((l) => shot(large, l as Declaration['location']))).toEqual([
      -5, -6, -4, 0, -2,
    ]);
  });

  it('uses the small-creature table against a small foe: head −8, torso vitals −10, legs −6, arms −5', () => {
    expect(['head', 'torso-vitals', 'legs', 'arms'].map((l) => shot(small, l as Declaration['location']))).toEqual([-8, -10, -6, -5]);
  });

  it('refuses a called shot at the head vitals of a small creature', () => {
    expect(declarationProblem(view({ fighters: small }), d(0, 'attack', { location: 'head-vitals' }))).toBe(
      'no shot can be called at the head vitals of a small creature',
    );
    expect(declarationProblem(view({ fighters: large }), d(0, 'attack', { location: 'head-vitals' }))).toBeUndefined();
  });

  it("lists in the target menu only the shots that can be called, each with its table's modifier", () => {
    expect(meleeLocations('small').map((l) => [l.id, l.modifier])).toEqual([
      ['torso', 0],
      ['head', -8],
      ['torso-vitals', -10],
      ['legs', -6],
      ['arms', -5],
    ]);
    expect(meleeLocations('large').find((l) => l.id === 'legs')!.modifier).toBe(0);
  });
});

describe('maneuvers against a small foe (Karmic, "Small Creature Maneuvers") (ruling: swats and smashes in the duel)', () => {
  const mace = WEAPONS.mace!;
  const small: [Fighter, Fighter] = [
    { ...A, weapon: mace },
    { ...B, size: 'small' },
  ];

  it('keeps a swat and a smash for a small foe, and a smash for an impact weapon', () => {
    expect(declarationProblem(view({ fighters: [{ ...A, weapon: mace }, B] }), d(0, 'smash'))).toMatch(/only for a small foe/);
    expect(declarationProblem(view({ fighters: [A, { ...B, size: 'small' }] }), d(0, 'smash'))).toBe(
      'a smash needs an impact weapon, such as a mace or club',
    );
    expect(declarationProblem(view({ fighters: small }), d(0, 'smash'))).toBeUndefined();
    expect(declarationProblem(view({ fighters: [A, { ...B, size: 'small' }] }), d(0, 'swat'))).toBeUndefined();
  });

  it('lets either fighter swat, the one without the initiative too, but only the one holding it smash', () => {
    const smallA: [Fighter, Fighter] = [
      { ...A, size: 'small' },
      { ...B, weapon: mace },
    ];
    // A holds the initiative; B answers against the small A.
    expect(declarationProblem(view({ fighters: smallA, attacker: 0 }), d(1, 'swat'))).toBeUndefined();
    expect(declarationProblem(view({ fighters: smallA, attacker: 0 }), d(1, 'smash'))).toMatch(/initiative/);
    expect(declarationProblem(view({ fighters: smallA, attacker: 1 }), d(1, 'smash'))).toBeUndefined();
  });

  it("triples a smash's damage after the weapon's cap, then hands over the initiative", () => {
    const out = reg(d(0, 'smash'), 9, undefined, 0, small);
    // 9 + edge 1 = 10, capped at the mace's 4, tripled: 12.
    expect(out.damage).toBe(12);
    expect(out.effects).toEqual(['hit', 'lunged']);
  });

  it('lets nothing follow a smash that turn', () => {
    expect(declarationProblem(view({ fighters: small, declared: [d(0, 'smash')] }), d(0, 'attack', { card: '4s' }))).toMatch(
      /after a smash/,
    );
  });

  it('swats a small foe back one range, doing no damage', () => {
    const out = reg(d(0, 'swat'), 3, undefined, 0, [A, { ...B, size: 'small' }]);
    expect([out.success, out.damage, out.rangeAfter, out.rawDamage]).toEqual([true, 0, 2, 4]);
  });
});

describe('maneuvers against a large foe (Karmic, "Large Creature Maneuvers"), and the buck', () => {
  const giant: Fighter = { ...B, name: 'Giant', size: 'large', finesse: 2, weapon: WEAPONS['great-axe']! };
  const large: [Fighter, Fighter] = [A, giant];
  const body = (side: Side, m: ManeuverId, extra: Partial<Declaration> = {}) => d(side, m, { hand: 'none', ...extra });

  it("carries flank, cling, chop and buck with the seed's difficulties (flank and chop vary); the seed asks the initiative of a flank and a cling only", () => {
    const rows = ['flank', 'cling', 'chop', 'buck'].map((id) => maneuver(id as ManeuverId));
    expect(rows.map((m) => [m.id, m.difficulty, m.variable ?? null, m.needsInitiative])).toEqual([
      ['flank', 0, 'flank', true],
      ['cling', -4, null, true],
      ['chop', 0, 'chop', false],
      ['buck', 0, null, false],
    ]);
  });

  it('offers flank and cling only against a large foe, chop only to a caught fighter, buck only to one clung to or answering a cling', () => {
    expect(declarationProblem(view(), body(0, 'flank'))).toBe('flank is only against a large foe (B is not set as large)');
    expect(declarationProblem(view({ fighters: large }), body(0, 'flank'))).toBeUndefined();
    expect(declarationProblem(view({ fighters: large, range: 0 }), body(0, 'cling'))).toBeUndefined();
    expect(declarationProblem(view({ fighters: large }), d(0, 'chop'))).toBe('A is not caught by a limb');
    expect(declarationProblem(view({ fighters: [{ ...A, entangled: 1 }, giant] }), d(0, 'chop'))).toBeUndefined();
    expect(declarationProblem(view({ fighters: large, attacker: 1 }), body(1, 'buck'))).toBe(
      'nobody clings to Giant, and there is no cling to counter',
    );
    expect(
      declarationProblem(view({ fighters: large, attacker: 1, range: 0, clinging: { side: 0, flankedFirst: false } }), body(1, 'buck')),
    ).toBeUndefined();
  });

  it('Karmic, "Flank": the modifier is equal to the target\'s finesse (finesse +2 makes it +2)', () => {
    expect(difficultyTerm(large, 1, { side: 0, maneuver: 'flank' }).value).toBe(2);
    expect(difficultyTerm([A, { ...giant, finesse: -1 }], 1, { side: 0, maneuver: 'flank' }).value).toBe(-1);
  });

  it('lets only a dodge stop a flank', () => {
    const parried = reg(body(0, 'flank'), 1, d(1, 'parry'), 9, large);
    expect([parried.opposed, parried.success, parried.effects]).toEqual([false, true, ['flanked']]);
    const dodged = reg(body(0, 'flank'), 1, d(1, 'melee-dodge', { hand: 'none' }), 5, large);
    // Dodge: 5 card + 2 finesse − 2 = 5. Flank: 1 card + 2 difficulty (the giant's finesse) − 5 dodge = −2: stopped.
    expect([dodged.opposed, dodged.attackTotal, dodged.success, dodged.effects]).toEqual([true, -2, false, []]);
  });

  it('table ruling "Flanking": the flanked fighter may neither attack the flanker nor dodge, but may still parry (ruling: flanking)', () => {
    const flanked = view({ fighters: large, attacker: 1, flanked: [false, true] });
    expect(declarationProblem(flanked, d(1, 'attack'))).toBe('Giant is flanked: no attack on A until the flank wears off');
    expect(declarationProblem({ ...flanked, attacker: 0 }, d(1, 'melee-dodge', { hand: 'none' }))).toBe(
      "Giant is flanked: no dodging A's blows until the flank wears off",
    );
    expect(declarationProblem({ ...flanked, attacker: 0 }, d(1, 'parry'))).toBeUndefined();
  });

  it('table ruling "Clinging": a cling is made at range 0, and a parry, a dodge or a block stops it (ruling: clinging)', () => {
    expect(declarationProblem(view({ fighters: large, range: 1 }), body(0, 'cling'))).toBe('cling is for range 0 only (the range is 1)');
    const held = reg(body(0, 'cling'), 8, undefined, 0, large, 0);
    expect([held.success, held.effects, held.rangeAfter]).toEqual([true, ['clung'], 0]);
    const parried = reg(body(0, 'cling'), 8, d(1, 'parry'), 5, [A, { ...giant, weapon: WEAPONS.dagger! }], 0);
    // Parry: 5 card + 2 finesse = 7. Cling: 8 card − 4 − 7 parry = −3.
    expect([parried.opposed, parried.attackTotal, parried.success]).toEqual([true, -3, false]);
  });

  it('Karmic, "Cling": the clinger attacks with any weapon from range 0; the one clung to with nothing reaching past range 0', () => {
    const spearman: [Fighter, Fighter] = [{ ...A, weapon: spear }, giant];
    const clung = { side: 0 as Side, flankedFirst: false };
    expect(declarationProblem(view({ fighters: spearman, range: 0 }), d(0, 'attack'))).toMatch(/reaches range 2, not 0/);
    expect(declarationProblem(view({ fighters: spearman, range: 0, clinging: clung }), d(0, 'attack'))).toBeUndefined();
    const hit = resolveRegister({
      fighters: spearman,
      range: 0,
      clinging: clung,
      attacker: { fighter: spearman[0], declaration: d(0, 'attack'), cardValue: 4 },
    });
    expect([hit.attackVoid, hit.success, hit.damage]).toEqual([undefined, true, 5]);
    expect(declarationProblem(view({ fighters: spearman, range: 0, attacker: 1, clinging: clung }), d(1, 'attack'))).toBe(
      'A clings to Giant: nothing reaching past range 0 can be used on him (the great axe reaches range 1)',
    );
    const daggerGiant: [Fighter, Fighter] = [A, { ...giant, weapon: WEAPONS.dagger! }];
    expect(declarationProblem(view({ fighters: daggerGiant, range: 0, attacker: 1, clinging: clung }), d(1, 'attack'))).toBeUndefined();
  });

  it('Karmic, "Cling": after a flank the one clung to cannot attack the clinger at all, though he may still buck', () => {
    const daggerGiant: [Fighter, Fighter] = [A, { ...giant, weapon: WEAPONS.dagger! }];
    const both = view({ fighters: daggerGiant, range: 0, attacker: 1, clinging: { side: 0, flankedFirst: true } });
    expect(declarationProblem(both, d(1, 'attack'))).toBe('A flanked Giant before clinging: no attack can reach him');
    expect(declarationProblem(both, body(1, 'buck'))).toBeUndefined();
  });

  it('table ruling "Clinging": while one clings the range stays 0: no close, retreat, push or disengage, and nobody steps (ruling: clinging)', () => {
    const clung = view({ fighters: large, range: 0, clinging: { side: 0, flankedFirst: false } });
    expect(declarationProblem(clung, d(0, 'offensive-disengage'))).toBe('A clings to Giant: the range stays 0 until a buck throws him off');
    expect(declarationProblem({ ...clung, attacker: 1, fighters: [A, { ...giant, weapon: WEAPONS.dagger! }] }, d(1, 'push'))).toMatch(
      /the range stays 0/,
    );
    const dagger: [Fighter, Fighter] = [{ ...A, weapon: WEAPONS.dagger! }, giant];
    const out = resolveRegister({
      fighters: dagger,
      range: 0,
      clinging: { side: 0, flankedFirst: false },
      attacker: { fighter: dagger[0], declaration: d(0, 'attack'), cardValue: 1 },
      defender: { fighter: giant, declaration: d(1, 'melee-dodge', { hand: 'none', holdGround: false }), cardValue: 1 },
    });
    expect(out.rangeAfter).toBe(0);
  });

  it('table ruling "Bucking": nothing stops a buck, but it needs a total above 0', () => {
    const clung = { side: 0 as Side, flankedFirst: false };
    const buck = (card: number) =>
      resolveRegister({
        fighters: large,
        range: 0,
        clinging: clung,
        attacker: { fighter: giant, declaration: body(1, 'buck'), cardValue: card },
        defender: { fighter: A, declaration: d(0, 'parry'), cardValue: 9 },
      });
    expect([buck(1).opposed, buck(1).success, buck(1).effects]).toEqual([false, true, ['bucked']]);
    // Giant's modifiers: finesse +2, armour 0; a −3 card makes −1.
    expect([buck(-3).attackTotal, buck(-3).success, buck(-3).effects]).toEqual([-1, false, []]);
  });

  it('Karmic, "Chop": the modifier is equal to the limb\'s vitality; table ruling "Caught by a limb": a caught fighter may not move away or dodge', () => {
    const caught: [Fighter, Fighter] = [{ ...A, entangled: 2 }, giant];
    expect(difficultyTerm(caught, 1, { side: 0, maneuver: 'chop' })).toEqual({ label: "difficulty (the limb's vitality +2)", value: 2 });
    expect(declarationProblem(view({ fighters: caught }), d(0, 'retreat'))).toBe(
      "A is caught by Giant's limb: no moving away or dodging until a chop frees him",
    );
    expect(declarationProblem(view({ fighters: caught, attacker: 1 }), d(0, 'melee-dodge', { hand: 'none' }))).toMatch(
      /caught by Giant's limb/,
    );
    expect(declarationProblem(view({ fighters: caught }), body(0, 'flank'))).toMatch(/caught by Giant's limb/);
    const chop = reg(d(0, 'chop'), 3, undefined, 0, caught);
    // 3 card + 1 force + 2 = 6 (unopposed in any case): cut free.
    expect([chop.attackTotal, chop.success, chop.effects]).toEqual([6, true, ['freed']]);
  });

  it("makes flank, cling and buck with no weapon: they count against no weapon's maneuvers", () => {
    expect(declarationProblem(view({ fighters: large }), d(0, 'flank', { hand: 'main' }))).toBe('flank uses no weapon');
    const used = view({
      fighters: large,
      range: 0,
      declared: [d(0, 'attack', { card: '3s' }), d(0, 'attack', { card: '3s' }), d(0, 'attack', { card: '3s' })],
    });
    expect(declarationProblem(used, d(0, 'attack'))).toMatch(/maneuvers/);
    expect(declarationProblem(used, body(0, 'cling'))).toBeUndefined();
  });
});
