import { describe, expect, it } from 'vitest';
import { maneuver, MANEUVERS, MELEE_LOCATIONS } from '../maneuvers.js';
import { maneuverLimits, parseWeapon, WEAPONS } from '../melee-weapons.js';
import { stepChange } from './registers.js';
import { declarationProblem, usage } from './declarations.js';
import { startingRange } from './reach.js';
import { combatModifiers, handSize, type Fighter } from './fighters.js';
import type { ManeuverId } from '../maneuvers.js';
import { sword, spear, A, B, d, view, reg } from './melee.testing.js';

describe('the maneuvers table', () => {
  const ARMED = MANEUVERS.filter((m) => m.group === 'basic' || m.group === 'complex' || m.group === 'shield');
  it("carries every basic and complex maneuver with the seed's difficulty", () => {
    const difficulties = Object.fromEntries(ARMED.map((m) => [m.id, m.difficulty]));
    expect(difficulties).toEqual({
      'melee-dodge': -2,
      parry: 0,
      attack: 0,
      block: 0,
      'offensive-disengage': -4,
      'parry-seize': -3,
      'disarming-attack': -5,
      lunge: -2,
      close: -3,
      retreat: -3,
      push: 0,
      'shield-bash': 0,
    });
  });

  it('needs the initiative for every offensive maneuver and for no defence', () => {
    const needs = ARMED.filter((m) => m.needsInitiative)
      .map((m) => m.id)
      .sort();
    expect(needs).toEqual(['attack', 'close', 'disarming-attack', 'lunge', 'offensive-disengage', 'push', 'retreat', 'shield-bash']);
  });

  it('resolves immediately exactly the maneuvers that change initiative or range, or end combat', () => {
    const now = ARMED.filter((m) => m.resolvesImmediately)
      .map((m) => m.id)
      .sort();
    expect(now).toEqual(['close', 'disarming-attack', 'offensive-disengage', 'parry-seize', 'push', 'retreat']);
  });

  it('uses the ranged table for called shots: head −5, head vitals −8, torso vitals −6, legs and arms −3', () => {
    expect(MELEE_LOCATIONS.map((l) => l.modifier)).toEqual([0, -5, -8, -6, -3, -3]);
  });
});

describe('range', () => {
  it("starts at the longer weapon's range", () => {
    expect(startingRange([{ ...A, weapon: spear }, B])).toBe(2);
    expect(startingRange([A, B])).toBe(1);
  });

  it('lets a weapon attack only at its own range', () => {
    expect(declarationProblem(view({ range: 2 }), d(0, 'attack'))).toMatch(/reaches range 1, not 2/);
    expect(declarationProblem(view({ range: 1 }), d(0, 'attack'))).toBeUndefined();
  });

  it('lets a sword parry a spear at range 2, but not another sword out of reach', () => {
    const fighters: [Fighter, Fighter] = [{ ...A, weapon: spear }, B];
    const spearAttack = d(0, 'attack');
    expect(declarationProblem(view({ fighters, range: 2, declared: [spearAttack] }), d(1, 'parry'))).toBeUndefined();
    expect(declarationProblem(view({ range: 2, declared: [d(0, 'lunge')] }), d(1, 'parry'))).toBeUndefined();
    expect(declarationProblem(view({ range: 0, declared: [d(0, 'push')] }), d(1, 'parry'))).toMatch(/not longer/);
  });

  it('keeps the range when an attack steps forward and a parry steps back', () => {
    expect(stepChange(d(0, 'attack'), d(1, 'parry'))).toBe(0);
  });

  it('closes the range by one when the parry holds ground, as the noble did (ruling: stepping and range)', () => {
    expect(stepChange(d(0, 'attack'), d(1, 'parry', { holdGround: true }))).toBe(-1);
  });

  it('opens the range by one when the attacker holds ground and the defender steps back (ruling: stepping and range)', () => {
    expect(stepChange(d(0, 'attack', { holdGround: true }), d(1, 'parry'))).toBe(1);
  });

  it('closes the range by one when the defender plays nothing: no step back meets the step in (Karmic, "Range") (ruling: an empty register)', () => {
    expect(stepChange(d(0, 'attack'), undefined)).toBe(-1);
    expect(stepChange(d(0, 'attack', { holdGround: true }), undefined)).toBe(0);
  });

  it('costs −2 to attack without stepping forward or parry without stepping back', () => {
    const out = reg(d(0, 'attack', { holdGround: true }), 5, d(1, 'parry', { holdGround: true }), 3);
    expect(out.attackTerms.find((t) => t.label === 'no step forward')?.value).toBe(-2);
    expect(out.defenceTerms!.find((t) => t.label === 'no step back')?.value).toBe(-2);
    expect(out.defenceTotal).toBe(3 + 1 - 2); // card, force, no step back
  });

  it('closes only above range 0, pushes only at range 0, and retreats no further than the longest weapon', () => {
    expect(declarationProblem(view({ range: 0 }), d(0, 'close'))).toMatch(/range 0/);
    expect(declarationProblem(view({ range: 1 }), d(0, 'push'))).toMatch(/range 0 only/);
    expect(declarationProblem(view({ range: 1 }), d(0, 'retreat'))).toMatch(/cannot go past range 1/);
    expect(declarationProblem(view({ range: 0 }), d(0, 'retreat'))).toBeUndefined();
  });

  it('lets a lunge reach one range further', () => {
    expect(declarationProblem(view({ range: 2 }), d(0, 'lunge'))).toBeUndefined();
    expect(declarationProblem(view({ range: 3 }), d(0, 'lunge'))).toMatch(/lunge/);
  });

  it('changes the range with a successful close, retreat or push', () => {
    expect(reg(d(0, 'close'), 5, undefined, 0, [A, B], 2).rangeAfter).toBe(1);
    expect(reg(d(0, 'retreat'), 5, undefined, 0, [A, B], 0).rangeAfter).toBe(1);
    expect(reg(d(0, 'push'), 5, undefined, 0, [A, B], 0).rangeAfter).toBe(1);
  });
});

describe('declaring', () => {
  it('keeps attacks for the side with the initiative and defences for the other (ruling: attackers attack, defenders defend)', () => {
    expect(declarationProblem(view(), d(1, 'attack'))).toMatch(/needs the initiative/);
    expect(declarationProblem(view(), d(0, 'parry'))).toMatch(/defences are for the defender/);
  });

  it("allows no more maneuvers than the weapon's maximum", () => {
    const declared = [d(0, 'attack'), d(0, 'attack'), d(0, 'attack')];
    expect(declarationProblem(view({ declared }), d(0, 'attack'))).toMatch(/3 maneuvers are used/);
  });

  it("allows one melee dodge per turn, outside the weapon's limit and without the force bonus", () => {
    const declared = [d(1, 'parry'), d(1, 'parry'), d(1, 'parry'), d(0, 'attack')];
    expect(declarationProblem(view({ declared }), d(1, 'melee-dodge'))).toBeUndefined();
    expect(declarationProblem(view({ declared: [...declared, d(1, 'melee-dodge')] }), d(1, 'melee-dodge'))).toMatch(/one melee dodge/);
    expect(usage([...declared, d(1, 'melee-dodge')], 1).total).toBe(3);
    expect(combatModifiers(B, d(1, 'melee-dodge'))).toBe(0);
    expect(combatModifiers(B, d(1, 'parry'))).toBe(1);
  });

  it('refuses a card that is not in the hand', () => {
    expect(declarationProblem(view(), d(0, 'attack', { card: 'Kd' }))).toMatch(/not in the hand/);
  });

  it('leaves a disarmed fighter his dodge, his shield and his off-hand weapon, but not the weapon he lost (ruling: what a disarm takes)', () => {
    const shield = { kind: 'shield' as const, weapon: WEAPONS['small-shield']!, skill: 3 };
    const poniard = { kind: 'parrying-dagger' as const, weapon: WEAPONS.poniard!, skill: 3 };
    const v = view({ disarmed: [false, true], declared: [d(0, 'attack')] });
    expect(declarationProblem(v, d(1, 'parry'))).toMatch(/disarmed/);
    expect(declarationProblem(v, d(1, 'melee-dodge'))).toBeUndefined();
    expect(declarationProblem({ ...v, fighters: [A, { ...B, offHand: shield }] }, d(1, 'block', { hand: 'off' }))).toBeUndefined();
    expect(declarationProblem({ ...v, fighters: [A, { ...B, offHand: poniard }] }, d(1, 'parry', { hand: 'off' }))).toBeUndefined();
  });

  it('lets a defender holding cards answer a disarming attack whatever his weapon has already done (Karmic, "Disarming Attack")', () => {
    const declared = [d(0, 'attack'), d(1, 'parry'), d(0, 'attack'), d(1, 'parry'), d(0, 'attack'), d(1, 'parry')];
    const limited = view({ fighters: [{ ...A, weapon: { ...sword, maxManeuvers: 4 } }, B], declared: [...declared, d(0, 'attack')] });
    expect(declarationProblem(limited, d(1, 'parry'))).toMatch(/3 maneuvers are used/);
    const disarm = view({
      fighters: [{ ...A, weapon: { ...sword, maxManeuvers: 4 } }, B],
      declared: [...declared, d(0, 'disarming-attack')],
    });
    expect(declarationProblem(disarm, d(1, 'parry'))).toBeUndefined();
    // Only while he holds cards, and a melee dodge is still once a turn.
    expect(declarationProblem({ ...disarm, hands: [['5s'], []] }, d(1, 'parry'))).toMatch(/no cards left/);
  });
});

describe('shields and off-hand weapons', () => {
  it("gives Devon's axe and poniard 4 maneuvers in all, at most 2 with the axe, from a hand of 4", () => {
    const devon: Fighter = {
      ...A,
      weapon: WEAPONS['medium-axe']!,
      skill: 4,
      offHand: { kind: 'parrying-dagger', weapon: WEAPONS.poniard!, skill: 6 },
    };
    expect(maneuverLimits(devon.weapon, devon.offHand)).toEqual({ total: 4, main: 2, off: 3 });
    expect(handSize(devon)).toBe(4);
    const v = view({ fighters: [devon, B], declared: [d(0, 'attack'), d(0, 'attack')] });
    expect(declarationProblem(v, d(0, 'attack'))).toMatch(/medium axe allows 2/);
  });

  it('blocks only with a shield, and a shield that bashed cannot block that round', () => {
    const shielded: Fighter = { ...B, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const v = view({ fighters: [A, shielded], declared: [d(0, 'attack')] });
    expect(declarationProblem(v, d(1, 'block', { hand: 'main' }))).toMatch(/needs a shield/);
    expect(declarationProblem(v, d(1, 'block', { hand: 'off' }))).toBeUndefined();
    const bashing = view({ fighters: [shielded, B], range: 0, attacker: 0, declared: [d(0, 'shield-bash', { hand: 'off' })] });
    expect(declarationProblem(bashing, d(0, 'shield-bash', { hand: 'off' }))).toMatch(/one shield bash/);
  });

  it('lets a shield block at any range, but never parry (table rulings "Shields block at any range", "Shields block, weapons parry") (ruling: shields block, weapons parry) (ruling: shields block at any range)', () => {
    const shielded: Fighter = { ...B, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const fighters: [Fighter, Fighter] = [{ ...A, weapon: spear }, shielded];
    const v = view({ fighters, range: 2, declared: [d(0, 'attack')] });
    expect(declarationProblem(v, d(1, 'block', { hand: 'off' }))).toBeUndefined();
    expect(declarationProblem(v, d(1, 'parry', { hand: 'off' }))).toMatch(/a shield blocks or bashes/);
  });

  it('draws an off-hand fighter\'s hand from the lower skill, whatever is used (table ruling "Carrying is using") (ruling: carrying is using)', () => {
    expect(handSize({ ...A, skill: 5, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 2 } })).toBe(2);
    expect(handSize({ ...A, skill: 2, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 5 } })).toBe(2);
  });

  it('aims a shield bash at the head with no called-shot modifier (table ruling "Shield bash to the head") (ruling: a shield bash to the head)', () => {
    const shielded: Fighter = { ...A, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const out = reg(d(0, 'shield-bash', { hand: 'off' }), 2, undefined, 0, [shielded, B], 0);
    expect(out.attackTerms.map((t) => t.label)).toEqual(['card', 'modifiers', 'difficulty']);
    expect(declarationProblem(view({ fighters: [shielded, B], range: 0 }), d(0, 'shield-bash', { hand: 'off', location: 'head' }))).toMatch(
      /only an attack or a lunge/,
    );
  });

  it('lets a shield bash or block in a round, not both (table ruling "Bash or block, not both") (ruling: bash or block, not both)', () => {
    const shield = { kind: 'shield' as const, weapon: WEAPONS['small-shield']!, skill: 3 };
    const blockedFirst = view({
      fighters: [{ ...A, offHand: shield }, B],
      range: 0,
      attacker: 0,
      declared: [d(0, 'block', { hand: 'off' })],
    });
    expect(declarationProblem(blockedFirst, d(0, 'shield-bash', { hand: 'off' }))).toMatch(/has blocked this round/);
    const bashedFirst = view({
      fighters: [A, { ...B, offHand: shield }],
      range: 0,
      attacker: 0,
      declared: [d(1, 'shield-bash', { hand: 'off' }), d(0, 'attack', { hand: 'main' })],
    });
    expect(
      declarationProblem(
        {
          ...bashedFirst,
          fighters: [
            { ...A, weapon: WEAPONS.dagger! },
            { ...B, offHand: shield },
          ],
        },
        d(1, 'block', { hand: 'off' }),
      ),
    ).toMatch(/bashed this round/);
  });

  it('caps a shield bash at 1 damage', () => {
    const shielded: Fighter = { ...A, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const out = reg(d(0, 'shield-bash', { hand: 'off' }), 9, undefined, 0, [shielded, B], 0);
    expect(out.damage).toBe(1);
  });
});

describe('resolving a register', () => {
  it('takes a positive parry total off the attack', () => {
    const out = reg(d(0, 'attack'), 8, d(1, 'parry'), 4);
    expect(out.defenceTotal).toBe(5);
    expect(out.attackTotal).toBe(8 + 1 - 5);
    expect(out.success).toBe(true);
  });

  it('ignores a parry total that is not positive', () => {
    const out = reg(d(0, 'attack'), 2, d(1, 'parry'), -4);
    expect(out.attackTotal).toBe(3);
  });

  it('fails at a total of 0: success needs above 0', () => {
    const out = reg(d(0, 'attack'), 3, d(1, 'parry'), 3);
    expect(out.attackTotal).toBe(0);
    expect(out.success).toBe(false);
  });

  it("deals card + edge, capped at the weapon's maximum damage", () => {
    expect(reg(d(0, 'attack'), 2).damage).toBe(3);
    const big = reg(d(0, 'attack'), 10);
    expect(big.rawDamage).toBe(11);
    expect(big.damage).toBe(sword.maxDamage);
  });

  it('raises the maximum damage by 1 in a lunge', () => {
    expect(reg(d(0, 'lunge'), 10).damage).toBe(sword.maxDamage + 1);
  });

  it('lets an unopposed attack succeed whatever its total, but not a disarm at 0 or below', () => {
    expect(reg(d(0, 'attack'), -7).success).toBe(true);
    expect(reg(d(0, 'disarming-attack'), 3).success).toBe(false); // 3 + 1 − 5 = −1
    expect(reg(d(0, 'disarming-attack'), 5).success).toBe(true); // +1
  });

  it('treats a defence that cannot stop the maneuver as no defence: a parry does not stop a push, a dodge does (ruling: a defence that cannot stop the maneuver)', () => {
    const parried = reg(d(0, 'push'), -3, d(1, 'parry'), 10, [A, B], 0);
    expect(parried.opposed).toBe(false);
    expect(parried.success).toBe(true);
    const dodged = reg(d(0, 'push'), 1, d(1, 'melee-dodge'), 10, [A, B], 0);
    expect(dodged.opposed).toBe(true);
    expect(dodged.success).toBe(false);
  });

  it('hands the initiative to a parry/seize when the attack fails, and not when it hits', () => {
    expect(reg(d(0, 'attack'), 1, d(1, 'parry-seize'), 8).effects).toContain('seize');
    expect(reg(d(0, 'attack'), 9, d(1, 'parry-seize'), 1).effects).not.toContain('seize');
  });

  it('ends combat with a successful offensive disengage, no damage, range up by 2', () => {
    const out = reg(d(0, 'offensive-disengage'), 8);
    expect(out.endsCombat).toBe(true);
    expect(out.damage).toBe(0);
    expect(out.rangeAfter).toBe(3);
  });

  it('does not change damage with a called shot (ruling: hit location and damage)', () => {
    const head = reg(d(0, 'attack', { location: 'head' }), 9);
    expect(head.attackTotal).toBe(9 + 1 - 5);
    expect(head.damage).toBe(reg(d(0, 'attack'), 9).damage);
  });

  it('loses a maneuver whose reach no longer fits when its register comes (ruling: a maneuver out of reach when its turn comes)', () => {
    const out = reg(d(0, 'attack'), 9, undefined, 0, [A, B], 0);
    expect(out.attackVoid).toMatch(/reaches range 1, not 0/);
    expect(out.success).toBe(false);
  });
});

describe('weapons', () => {
  it('has the presets the page lists : range, force, maneuvers, edge, max damage (ruling: weapon numbers)', () => {
    const rows = Object.fromEntries(
      Object.entries(WEAPONS).map(([k, w]) => [
        k,
        [w.range, w.force, w.maxManeuvers, w.edge, w.maxDamage, ...(w.hands === 2 ? ['two hands'] : [])],
      ]),
    );
    expect(rows).toEqual({
      sword: [1, 1, 3, 1, 4],
      'long-sword': [1, 1, 3, 2, 5],
      spear: [2, 0, 2, 1, 5],
      'medium-axe': [1, 0, 2, 2, 5],
      dagger: [0, 0, 3, 0, 2],
      poniard: [0, 0, 3, 0, 2],
      'small-shield': [0, 0, 2, 0, 1],
      'bare-hands': [0, 0, 10, 0, 1],
      'two-handed-sword': [1, 0, 2, 3, 6, 'two hands'],
      'great-axe': [1, -1, 2, 3, 7, 'two hands'],
      mace: [1, 0, 2, 1, 4],
    });
  });

  it('reads a preset or five numbers, and says what is wrong otherwise', () => {
    expect(parseWeapon('spear')).toEqual({ weapon: spear });
    expect(parseWeapon('2 0 3 1 4')).toMatchObject({ weapon: { range: 2, force: 0, maxManeuvers: 3, edge: 1, maxDamage: 4 } });
    expect(parseWeapon('halberd')).toMatchObject({ error: expect.stringMatching(/neither a weapon/) });
    expect(parseWeapon('1 0 0 1 4')).toEqual({ error: '"1 0 0 1 4": maneuvers: 0 is outside 1 to 10; the default weapon is used' });
    expect(parseWeapon('constructor')).toMatchObject({ error: expect.stringMatching(/^"constructor" is neither a weapon/) });
    expect(parseWeapon('99 0 3 1 4')).toMatchObject({ error: expect.stringMatching(/range: 99 is outside 0 to 10/) });
  });

  it("gives the melee dodge, parry and attack the seed's basic group", () => {
    expect(['melee-dodge', 'parry', 'attack', 'block'].map((id) => maneuver(id as ManeuverId).group)).toEqual([
      'basic',
      'basic',
      'basic',
      'basic',
    ]);
  });
});
