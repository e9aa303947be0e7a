import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import { damageBonus, hitDamage } from './attack.js';
import { formatDice } from './damage.js';
import {
  BAND_LABELS,
  HOURS_PER,
  WOUND_TABLES,
  bleedingLoss,
  courseFor,
  courseHours,
  crippledBy,
  isPermanent,
  phaseAt,
  rollCourse,
  treatCourse,
  woundBleed,
  limbSide,
  rollCripplingWound,
  treatedBreakWeeks,
  woundBand,
  woundEntries,
  woundLocation,
  NUMB_DAYS,
} from './wounds.js';

describe('where the wound lands', () => {
  it('puts 1–3 on the torso, 4 on the legs, 5 on the arms and 6 on the head', () => {
    expect([1, 2, 3, 4, 5, 6].map(woundLocation)).toEqual(['torso', 'torso', 'torso', 'legs', 'arms', 'head']);
  });

  it('refuses a face a d6 does not have', () => {
    expect(() => woundLocation(7)).toThrow(RangeError);
    expect(() => woundLocation(0)).toThrow(RangeError);
  });

  it('picks the limb’s side at random as odd left, even right (ruling: damage bands and which limb)', () => {
    expect([1, 2, 3, 4].map(limbSide)).toEqual(['left', 'right', 'left', 'right']);
  });
});

describe('wound bands (ruling: damage bands and which limb)', () => {
  it('puts 3 itself, the value the seed left unplaced, in the first band with 0', () => {
    expect(woundBand(0)).toBe(0);
    expect(woundBand(3)).toBe(0);
  });

  it.each([
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [9, 2],
    [10, 3],
    [14, 3],
    [15, 4],
    [40, 4],
  ])('reads %i damage in band %i', (damage, band) => {
    expect(woundBand(damage)).toBe(band);
    expect(BAND_LABELS[band]).toBeDefined();
  });

  it('never moves to a milder band as damage rises', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), (d) => woundBand(d + 1) >= woundBand(d)));
  });

  it('has five bands in every chart', () => {
    for (const chart of Object.values(WOUND_TABLES)) expect(chart).toHaveLength(5);
  });
});

describe('the wound charts', () => {
  it.each([
    ['torso', 3, 'Winded'],
    ['torso', 4, 'Thrown back'],
    ['torso', 9, 'Minor organ damage'],
    ['torso', 10, 'Major organ damage'],
    ['torso', 15, 'Fatal organ damage'],
    ['legs', 3, 'Limp'],
    ['legs', 6, 'Immobilized'],
    ['legs', 7, 'Broken'],
    ['legs', 14, 'Paralyzed'],
    ['legs', 15, 'Removed'],
    ['arms', 3, 'Smashed fingers'],
    ['arms', 4, 'Numb'],
    ['arms', 7, 'Broken'],
    ['arms', 10, 'Paralyzed'],
    ['arms', 20, 'Removed'],
    ['head', 0, 'Rattled'],
    ['head', 7, 'Disfigured'],
    ['head', 14, 'Broken jaw'],
    ['head', 15, 'Decapitated'],
  ] as const)('a %s hit of %i damage is %s', (location, damage, name) => {
    expect(crippledBy(location, damage).name).toBe(name);
  });

  it('gives organ damage its bleeding and its Treatment check', () => {
    expect([8, 12, 15].map((d) => woundBleed(crippledBy('torso', d)))).toEqual([1, 3, 5]);
    expect(crippledBy('torso', 8)).toMatchObject({ treatment: { penalty: 0, actions: 2 } });
    expect(crippledBy('torso', 12)).toMatchObject({ treatment: { penalty: -4, actions: 4 } });
    expect(crippledBy('torso', 15)).toMatchObject({ treatment: { penalty: -8, actions: 4 } });
  });

  it('chooses an eye on 1–3 and an ear on 4–6 for a 4–6 head wound (ruling: eye or ear, and the end of disfigurement)', () => {
    expect(crippledBy('head', 5, 3).name).toBe('Lost eye');
    expect(crippledBy('head', 5, 4).name).toBe('Lost ear');
    expect(() => crippledBy('head', 5)).toThrow(/eye/);
  });

  it('reads the chart with the damage after the stat bonus: a 2 rolled by Toughness 4 is a Thrown back (ruling: damage bands and which limb)', () => {
    const damage = hitDamage(2, damageBonus('melee', { toughness: 4, athleticism: 0 }));
    expect(crippledBy('torso', damage).name).toBe('Thrown back');
  });

  it('makes decapitation death outright', () => {
    expect(crippledBy('head', 15).kills).toBe(true);
  });

  it('keeps disfigurement’s −1 for good: the chart gives it no end (ruling: eye or ear, and the end of disfigurement)', () => {
    expect(crippledBy('head', 8).effect).toMatch(/for good/);
    expect(isPermanent(crippledBy('head', 8))).toBe(true);
  });

  it('rolls location, then side for a limb, through the seeded source', () => {
    const [legs] = rollCripplingWound(createChance(1, [4, 2]), 8);
    expect(legs).toEqual({ location: 'legs', side: 'right', wound: crippledBy('legs', 8), faces: [4, 2] });
    const [head] = rollCripplingWound(createChance(1, [6, 5]), 5);
    expect(head).toMatchObject({ wound: { name: 'Lost ear' }, faces: [6, 5] });
    const [torso, after] = rollCripplingWound(createChance(1, [2, 6]), 12);
    expect(torso).toEqual({ location: 'torso', wound: crippledBy('torso', 12), faces: [2] });
    expect(after.fixedRolls).toEqual([6]);
  });
});

describe('rulings on bleeding and healing broken limbs', () => {
  it('bleeds nothing on the turn of the wound and the bleed per turn at each of the victim’s turn starts (ruling: bleeding from organ damage)', () => {
    const major = crippledBy('torso', 11);
    expect(bleedingLoss(major, 0)).toBe(0);
    expect(bleedingLoss(major, 1)).toBe(3);
    expect(bleedingLoss(major, 3)).toBe(9);
    expect(bleedingLoss(crippledBy('torso', 4), 5)).toBe(0);
  });

  it("halves a broken limb’s weeks rounded up when treated: 5 weeks become 3 (ruling: halving a broken limb's time, and how long Numb lasts)", () => {
    expect(treatedBreakWeeks(5)).toBe(3);
    expect(treatedBreakWeeks(4)).toBe(2);
    expect(treatedBreakWeeks(2)).toBe(1);
  });

  it("lasts 2d6 days for a Numb arm (ruling: halving a broken limb's time, and how long Numb lasts)", () => {
    expect(formatDice(NUMB_DAYS)).toBe('2d6');
  });
});

describe('wounds over time', () => {
  it('bleeds 1, 3 and 5 Life a turn for minor, major and fatal organ damage, until treated', () => {
    expect([7, 10, 15].map((dmg) => courseFor('torso', dmg).phases[0]!.bleed)).toEqual([1, 3, 5]);
    expect(courseFor('torso', 15).treatment).toEqual({ does: 'stops-bleeding', actions: 4, penalty: -8 });
    expect(courseFor('torso', 10).treatment).toEqual({ does: 'stops-bleeding', actions: 4, penalty: -4 });
    expect(courseFor('torso', 8).treatment).toEqual({ does: 'stops-bleeding', actions: 2, penalty: 0 });
  });

  it('winds the victim on 3 or less to the torso and throws it back on 4–6', () => {
    expect(courseFor('torso', 3).losesNextTurn).toBe(true);
    expect(courseFor('torso', 5).thrownBack).toBe(true);
  });

  it('makes a decapitation kill outright', () => {
    expect(courseFor('head', 15).kills).toBe(true);
  });

  it('rolls a limp’s 1d6 days through the seeded source', () => {
    const [{ phases, faces }] = rollCourse(createChance(1, [4]), courseFor('legs', 2));
    expect(faces).toEqual([4]);
    expect(phases[0]).toMatchObject({ name: 'Limp', hours: 4 * 24, told: '4 days', movement: 'half' });
  });

  it("immobilizes a leg for 1 day, then limps 1d6 days (ruling: a wound's stages, rolled when it is dealt)", () => {
    const [{ phases }] = rollCourse(createChance(1, [3]), courseFor('legs', 5));
    expect(phases.map((p) => [p.name, p.hours])).toEqual([
      ['Immobilized', 24],
      ['Limp', 72],
    ]);
    expect(phases[0]!.movement).toBe('none');
  });

  it("breaks a leg for 2d6 weeks, then limps 2d6 days (ruling: a wound's stages, rolled when it is dealt)", () => {
    const [{ phases }] = rollCourse(createChance(1, [2, 3, 1, 1]), courseFor('legs', 8));
    expect(phases.map((p) => p.told)).toEqual(['5 weeks', '2 days']);
  });

  it('leaves a leg that cannot be used unable to walk (Table ruling: leg wounds and moving)', () => {
    expect(courseFor('legs', 12).phases[0]).toMatchObject({ permanent: true, movement: 'none' });
    expect(courseFor('legs', 20).phases[0]).toMatchObject({ permanent: true, movement: 'none' });
  });

  it("numbs an arm for 2d6 days on 4–6 (ruling: halving a broken limb's time, and how long Numb lasts)", () => {
    const [{ phases }] = rollCourse(createChance(1, [6, 6]), courseFor('arms', 4));
    expect(phases[0]).toMatchObject({ name: 'Numb arm', told: '12 days' });
  });

  it('counts smashed fingers and a rattled head in rounds', () => {
    const [{ phases }] = rollCourse(createChance(1, [2]), courseFor('head', 1));
    expect(phases[0]).toMatchObject({ name: 'Rattled', rounds: 2 });
    expect(courseFor('arms', 0).phases[0]!.length!.unit).toBe('rounds');
  });

  it('eases a lost eye over 1d6 then 1d6 weeks, and keeps −1 Notice for good', () => {
    const [{ phases }] = rollCourse(createChance(1, [2, 3]), courseFor('head', 5, 0));
    expect(phases.map((p) => p.effect)).toEqual(['−2 on Attacks, −1 on Notice', '−1 on Attacks, −1 on Notice', '−1 on Notice']);
    expect(phases[2]!.permanent).toBe(true);
    expect(courseFor('head', 5, 1).phases[0]!.name).toBe('Lost ear');
  });

  it('keeps disfigurement’s −1 for good after 1d6 weeks at −2', () => {
    expect(courseFor('head', 8).phases.map((p) => p.effect)).toEqual([expect.stringContaining('−2'), expect.stringContaining('−1')]);
    expect(courseFor('head', 8).phases[1]!.permanent).toBe(true);
  });
});

describe('where a course stands', () => {
  const [{ phases: limp }] = rollCourse(createChance(1, [2]), courseFor('legs', 0));
  const [{ phases: broken }] = rollCourse(createChance(1, [1, 1, 3, 3]), courseFor('legs', 8));

  it('is in its first phase until its hours are up, then over', () => {
    expect(phaseAt(limp, 47, 0, true)?.name).toBe('Limp');
    expect(phaseAt(limp, 48, 0, true)).toBeUndefined();
    expect(courseHours(limp)).toBe(48);
  });

  it('moves from a broken leg to a limp when the weeks are over', () => {
    expect(phaseAt(broken, 2 * HOURS_PER.weeks - 1, 0, true)?.name).toBe('Broken leg');
    expect(phaseAt(broken, 2 * HOURS_PER.weeks, 0, true)?.name).toBe('Limp');
    expect(phaseAt(broken, 2 * HOURS_PER.weeks + 6 * 24, 0, true)).toBeUndefined();
  });

  it("lets round-long wounds end with the fight: a fight’s rounds are seconds (ruling: a wound's stages, rolled when it is dealt)", () => {
    const [{ phases }] = rollCourse(createChance(1, [3]), courseFor('head', 0));
    expect(phaseAt(phases, 0, 2, false)?.name).toBe('Rattled');
    expect(phaseAt(phases, 0, 3, false)).toBeUndefined();
    expect(phaseAt(phases, 0, 0, true)).toBeUndefined();
  });

  it('never ends a course that bleeds until treated or lasts for good', () => {
    expect(courseHours(courseFor('torso', 8).phases as never)).toBeUndefined();
    expect(phaseAt([{ name: 'Paralyzed leg', effect: '', permanent: true }], 10_000, 0, true)?.name).toBe('Paralyzed leg');
  });
});

describe('treatment', () => {
  it('stops organ damage bleeding when it succeeds', () => {
    expect(treatCourse([{ name: 'Minor organ damage', effect: '', bleed: 1 }], 'stops-bleeding', 0)).toEqual([]);
  });

  it('cuts a limp to 1 day', () => {
    const [{ phases }] = rollCourse(createChance(1, [6]), courseFor('legs', 1));
    expect(treatCourse(phases, 'one-day', 0)[0]!.hours).toBe(24);
  });

  it('turns an immobilized leg into a limp at once, the limp starting now', () => {
    const [{ phases }] = rollCourse(createChance(1, [4]), courseFor('legs', 5));
    const treated = treatCourse(phases, 'ends-phase', 0);
    expect(phaseAt(treated, 0, 0, true)?.name).toBe('Limp');
    expect(phaseAt(treated, 4 * 24, 0, true)).toBeUndefined();
  });

  it("halves a broken limb’s weeks, rounded up: 5 weeks become 3 (ruling: halving a broken limb's time, and how long Numb lasts)", () => {
    const [{ phases }] = rollCourse(createChance(1, [2, 3, 1, 1]), courseFor('arms', 8));
    expect(treatCourse(phases, 'halves', 0)[0]!.hours).toBe(3 * HOURS_PER.weeks);
  });

  it('never makes a course longer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 3, 4),
        fc.constantFrom('legs' as const, 'arms' as const),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
        (band, loc, faces) => {
          const spec = WOUND_TABLES[loc][band]![0]!;
          if (!spec.treatment) return;
          const [{ phases }] = rollCourse(createChance(1, faces), spec);
          const before = courseHours(phases);
          const after = courseHours(treatCourse(phases, spec.treatment.does, 0));
          if (before !== undefined) expect(after!).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});

describe('the penalties a wound puts on rolls, as the charts state them', () => {
  const first = (location: 'arms' | 'head', damage: number, variant = 0) => courseFor(location, damage, variant).phases[0]!;

  it('puts −2 on every roll while rattled', () => {
    expect(first('head', 2).penalties).toEqual([{ on: 'every roll', value: -2 }]);
  });

  it('puts −2 on Attacks for a lost eye, then −1, and −1 on Notice for good', () => {
    expect(courseFor('head', 5, 0).phases.map((p) => p.penalties)).toEqual([
      [
        { on: 'attacks', value: -2 },
        { on: 'notice', value: -1 },
      ],
      [
        { on: 'attacks', value: -1 },
        { on: 'notice', value: -1 },
      ],
      [{ on: 'notice', value: -1 }],
    ]);
  });

  it('puts −2 on Athleticism-based rolls for a lost ear, then −1, and −2 on Notice for good', () => {
    expect(courseFor('head', 5, 1).phases[0]!.penalties).toEqual([
      { on: 'athleticism', value: -2 },
      { on: 'notice', value: -2 },
    ]);
  });

  it('puts −2 on rolls with a numb arm, and makes smashed fingers and a broken, paralyzed or lost arm useless', () => {
    expect(first('arms', 5).penalties).toEqual([{ on: 'the arm', value: -2 }]);
    expect([2, 8, 12, 15].map((d) => first('arms', d).useless)).toEqual([true, true, true, true]);
    expect(courseFor('arms', 8).phases[1]!.penalties).toEqual([{ on: 'the arm', value: -2 }]);
  });

  it('lists each location’s chart entry by entry, the head’s 4–6 row giving the eye and then the ear', () => {
    expect(woundEntries('head').map((e) => [e.band, e.wound.name])).toEqual([
      [0, 'Rattled'],
      [1, 'Lost eye'],
      [1, 'Lost ear'],
      [2, 'Disfigured'],
      [3, 'Broken jaw'],
      [4, 'Decapitated'],
    ]);
    expect(woundEntries('torso')).toHaveLength(5);
  });
});
