import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { createChance } from '../core/random.js';
import { WOUND_TABLES } from './wounds.js';
import {
  courseFor,
  courseHours,
  extraWeaponPenalty,
  failedTreatmentBleed,
  HOURS_PER,
  lethalTargetProblem,
  maxDamage,
  orderLapses,
  phaseAt,
  rollCourse,
  speedFor,
  treatCourse,
  weaponStats,
  wieldProblem,
  WOUND_COURSES,
  ATTACK_ROLL_RULES,
  type TargetState,
} from './attack-roll.rules.js';

const target = (t: Partial<TargetState> = {}): TargetState => ({ awareness: 'aware', surprised: false, unconscious: false, immobile: false, ...t });

describe('speed by size', () => {
  it('moves size −1 20 feet, size 0 30 feet and size +1 40 feet', () => {
    expect([speedFor(-1, false), speedFor(0, false), speedFor(1, false)]).toEqual([20, 30, 40]);
  });

  it('adds 20 feet for a quadruped', () => {
    expect(speedFor(0, true)).toBe(50);
    expect(speedFor(-1, true)).toBe(40);
  });

  it('keeps 10 feet a size beyond the listed sizes, never below 5 (Table ruling: sizes the seed does not list)', () => {
    expect(speedFor(2, false)).toBe(50);
    expect(speedFor(-2, false)).toBe(10);
    expect(speedFor(-3, false)).toBe(5);
    expect(speedFor(-4, false)).toBe(5);
  });
});

describe('multiple weapon fighting', () => {
  it('has no penalty for one weapon and −4 for each weapon past the first', () => {
    expect(extraWeaponPenalty(1)).toBe(0);
    expect(extraWeaponPenalty(2)).toBe(-4);
    expect(extraWeaponPenalty(3)).toBe(-8);
  });
});

describe('weapons', () => {
  it('reads every size from the damage table: Large is 1d6 and needs Toughness 3', () => {
    const large = weaponStats('large', 0);
    expect(large.damage).toEqual({ count: 1, sides: 6, plus: 0 });
    expect(large.toughness).toBe(3);
    expect(weaponStats('colossal', 0).damage).toEqual({ count: 3, sides: 6, plus: 0 });
  });

  it('makes an unarmed blow a weapon three sizes below the attacker: 1d3 at size 0, 1d4 at size +1', () => {
    expect(weaponStats('unarmed', 0).damage).toEqual({ count: 1, sides: 3, plus: 0 });
    expect(weaponStats('unarmed', 1).damage).toEqual({ count: 1, sides: 4, plus: 0 });
    expect(weaponStats('unarmed', 0).label).toContain('Light, Clumsy');
    expect(weaponStats('unarmed', 0).toughness).toBeUndefined();
  });

  it('refuses a weapon heavier than the wielder’s Toughness allows, and says why (Table ruling: too weak)', () => {
    expect(wieldProblem('large', 3, 0)).toBeUndefined();
    expect(wieldProblem('large', 2, 0)).toMatch(/needs Toughness 3, and the attacker has 2/);
    expect(wieldProblem('unarmed', -10, 0)).toBeUndefined();
  });

  it('gives a Lethal Blow the most the dice can show: 6 on 1d6, 12 on 2d6, 1 for a Tiny weapon', () => {
    expect(maxDamage(weaponStats('large', 0).damage)).toBe(6);
    expect(maxDamage(weaponStats('massive', 0).damage)).toBe(12);
    expect(maxDamage(weaponStats('tiny', 0).damage)).toBe(1);
  });
});

describe('lethal blow targets', () => {
  it('allows a lethal blow against an immobile, surprised or helpless target', () => {
    expect(lethalTargetProblem(target({ immobile: true }))).toBeUndefined();
    expect(lethalTargetProblem(target({ surprised: true }))).toBeUndefined();
    expect(lethalTargetProblem(target({ awareness: 'helpless' }))).toBeUndefined();
  });

  it('counts an unconscious target as helpless (Table ruling: unconscious is helpless)', () => {
    expect(lethalTargetProblem(target({ unconscious: true }))).toBeUndefined();
  });

  it('refuses a lethal blow against a target that is aware and free to move, even blind', () => {
    expect(lethalTargetProblem(target())).toMatch(/immobile, surprised or helpless/);
    expect(lethalTargetProblem(target({ awareness: 'blind' }))).toMatch(/immobile/);
  });
});

describe('wounds over time', () => {
  it('has a course for every entry of every chart, the head’s 4–6 band with two', () => {
    for (const loc of ['torso', 'legs', 'arms', 'head'] as const) {
      expect(WOUND_COURSES[loc].map((b) => b.length)).toEqual(WOUND_TABLES[loc].map((b) => b.length));
    }
  });

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

  it('immobilizes a leg for 1 day, then limps 1d6 days', () => {
    const [{ phases }] = rollCourse(createChance(1, [3]), courseFor('legs', 5));
    expect(phases.map((p) => [p.name, p.hours])).toEqual([['Immobilized', 24], ['Limp', 72]]);
    expect(phases[0]!.movement).toBe('none');
  });

  it('breaks a leg for 2d6 weeks, then limps 2d6 days', () => {
    const [{ phases }] = rollCourse(createChance(1, [2, 3, 1, 1]), courseFor('legs', 8));
    expect(phases.map((p) => p.told)).toEqual(['5 weeks', '2 days']);
  });

  it('leaves a leg that cannot be used unable to walk (Table ruling: legs and movement)', () => {
    expect(courseFor('legs', 12).phases[0]).toMatchObject({ permanent: true, movement: 'none' });
    expect(courseFor('legs', 20).phases[0]).toMatchObject({ permanent: true, movement: 'none' });
  });

  it('numbs an arm for 2d6 days on 4–6 (Table ruling: how long Numb lasts)', () => {
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

  it('lets round-long wounds end with the fight: a fight’s rounds are seconds', () => {
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

  it('halves a broken limb’s weeks, rounded up: 5 weeks become 3 (Table ruling)', () => {
    const [{ phases }] = rollCourse(createChance(1, [2, 3, 1, 1]), courseFor('arms', 8));
    expect(treatCourse(phases, 'halves', 0)[0]!.hours).toBe(3 * HOURS_PER.weeks);
  });

  it('costs a failed try one turn of bleeding per two actions (Table ruling: a failed Treatment)', () => {
    expect(failedTreatmentBleed(1, 2)).toBe(1);
    expect(failedTreatmentBleed(5, 4)).toBe(10);
  });

  it('never makes a course longer', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3, 4), fc.constantFrom('legs' as const, 'arms' as const), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }), (band, loc, faces) => {
        const spec = WOUND_COURSES[loc][band]![0]!;
        if (!spec.treatment) return;
        const [{ phases }] = rollCourse(createChance(1, faces), spec);
        const before = courseHours(phases);
        const after = courseHours(treatCourse(phases, spec.treatment.does, 0));
        if (before !== undefined) expect(after!).toBeLessThanOrEqual(before);
      }),
    );
  });
});

describe('minions under attack', () => {
  it('lets a minion’s order lapse when it falls unconscious (Table ruling: minions in a fight)', () => {
    expect(orderLapses('minion', true)).toBe(true);
    expect(orderLapses('minion', false)).toBe(false);
    expect(orderLapses('creature', true)).toBe(false);
  });
});

describe('every rule an exchange links to', () => {
  /** The id Starlight gives a heading: lower case, punctuation dropped, spaces as hyphens. */
  const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
  const anchorsOf = (page: string) =>
    new Set([...readFileSync(new URL(`../../content/${page}.mdx`, import.meta.url), 'utf8').matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));

  it('is a heading of its page', () => {
    for (const [key, rule] of Object.entries(ATTACK_ROLL_RULES)) expect(anchorsOf(rule.page), `${key}: #${rule.section}`).toContain(rule.section);
  });
});
