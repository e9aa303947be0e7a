import { describe, expect, it } from 'vitest';
import { maneuver, MANEUVERS, MELEE_LOCATIONS, meleeLocations, WRESTLING } from '../maneuvers.js';
import { maneuverLimits, parseWeapon, WEAPONS } from '../melee-weapons.js';
import { difficultyTerm, resolveRegister, stepChange } from './registers.js';
import { declarationProblem, usage, type Declaration, type DuelView } from './declarations.js';
import { startingRange } from './reach.js';
import { combatModifiers, handSize, type Fighter, type Side } from './fighters.js';
import type { ManeuverId } from '../maneuvers.js';

const sword = WEAPONS.sword!;
const spear = WEAPONS.spear!;
const base: Fighter = {
  name: 'A',
  weapon: sword,
  skill: 3,
  combatTraining: 1,
  willpower: 0,
  finesse: 0,
  armour: 0,
  hitPoints: 8,
  deck: 'karma',
};
const A: Fighter = { ...base, name: 'A' };
const B: Fighter = { ...base, name: 'B' };

function d(side: Side, m: ManeuverId, extra: Partial<Declaration> = {}): Declaration {
  return {
    side,
    maneuver: m,
    card: side === 0 ? '5s' : '4s',
    hand: m === 'melee-dodge' ? 'none' : 'main',
    holdGround: false,
    location: 'torso',
    ...extra,
  };
}

function view(extra: Partial<DuelView> = {}): DuelView {
  return {
    fighters: [A, B],
    range: 1,
    attacker: 0,
    disarmed: [false, false],
    declared: [],
    hands: [
      ['5s', '4s', '3s'],
      ['5s', '4s', '3s'],
    ],
    ...extra,
  };
}

function reg(
  attack: Declaration,
  attackCard: number,
  defence?: Declaration,
  defenceCard = 0,
  fighters: [Fighter, Fighter] = [A, B],
  range = 1,
) {
  return resolveRegister({
    fighters,
    range,
    attacker: { fighter: fighters[attack.side], declaration: attack, cardValue: attackCard },
    defender: defence ? { fighter: fighters[defence.side], declaration: defence, cardValue: defenceCard } : undefined,
  });
}

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

  it('closes the range by one when the parry holds ground, as the noble did', () => {
    expect(stepChange(d(0, 'attack'), d(1, 'parry', { holdGround: true }))).toBe(-1);
  });

  it('opens the range by one when the attacker holds ground and the defender steps back', () => {
    expect(stepChange(d(0, 'attack', { holdGround: true }), d(1, 'parry'))).toBe(1);
  });

  it('closes the range by one when the defender plays nothing: no step back meets the step in (Karmic, "Range"; table ruling "An empty register")', () => {
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
  it('keeps attacks for the side with the initiative and defences for the other (table ruling "Attackers attack, defenders defend")', () => {
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

  it('leaves a disarmed fighter his dodge, his shield and his off-hand weapon, but not the weapon he lost (table ruling "What a disarm takes")', () => {
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

  it('lets a shield block at any range, but never parry (table rulings "Shields block at any range", "Shields block, weapons parry")', () => {
    const shielded: Fighter = { ...B, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const fighters: [Fighter, Fighter] = [{ ...A, weapon: spear }, shielded];
    const v = view({ fighters, range: 2, declared: [d(0, 'attack')] });
    expect(declarationProblem(v, d(1, 'block', { hand: 'off' }))).toBeUndefined();
    expect(declarationProblem(v, d(1, 'parry', { hand: 'off' }))).toMatch(/a shield blocks or bashes/);
  });

  it('draws an off-hand fighter\'s hand from the lower skill, whatever is used (table ruling "Carrying is using")', () => {
    expect(handSize({ ...A, skill: 5, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 2 } })).toBe(2);
    expect(handSize({ ...A, skill: 2, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 5 } })).toBe(2);
  });

  it('aims a shield bash at the head with no called-shot modifier (table ruling "Shield bash to the head")', () => {
    const shielded: Fighter = { ...A, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } };
    const out = reg(d(0, 'shield-bash', { hand: 'off' }), 2, undefined, 0, [shielded, B], 0);
    expect(out.attackTerms.map((t) => t.label)).toEqual(['card', 'modifiers', 'difficulty']);
    expect(declarationProblem(view({ fighters: [shielded, B], range: 0 }), d(0, 'shield-bash', { hand: 'off', location: 'head' }))).toMatch(
      /only an attack or a lunge/,
    );
  });

  it('lets a shield bash or block in a round, not both (table ruling "Bash or block, not both")', () => {
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

  it('treats a defence that cannot stop the maneuver as no defence: a parry does not stop a push, a dodge does', () => {
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

  it('does not change damage with a called shot (table ruling "Hit location and damage")', () => {
    const head = reg(d(0, 'attack', { location: 'head' }), 9);
    expect(head.attackTotal).toBe(9 + 1 - 5);
    expect(head.damage).toBe(reg(d(0, 'attack'), 9).damage);
  });

  it('loses a maneuver whose reach no longer fits when its register comes', () => {
    const out = reg(d(0, 'attack'), 9, undefined, 0, [A, B], 0);
    expect(out.attackVoid).toMatch(/reaches range 1, not 0/);
    expect(out.success).toBe(false);
  });
});

describe('weapons', () => {
  it('has the presets the page lists (table ruling "Weapon numbers"): range, force, maneuvers, edge, max damage', () => {
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

// ---------------------------------------------------------------------------------------
// Hand to hand (Karmic, "Hand to Hand Combat")

const bare = WEAPONS['bare-hands']!;
const P: Fighter = { ...base, name: 'P', weapon: bare };
const Q: Fighter = { ...base, name: 'Q', weapon: bare };
const brawl: [Fighter, Fighter] = [P, Q];
const h = (side: Side, m: ManeuverId, extra: Partial<Declaration> = {}) => d(side, m, { hand: 'none', ...extra });
const brawlView = (extra: Partial<DuelView> = {}) => view({ fighters: brawl, range: 0, ...extra });

describe('the hand-to-hand maneuver lists', () => {
  const H2H = MANEUVERS.filter((m) => m.group === 'striking' || m.group === 'wrestling');
  it("carries every striking and wrestling maneuver with the seed's difficulty, maximum damage and edge", () => {
    const rows = Object.fromEntries(H2H.map((m) => [m.id, [m.group, m.damages ? m.maxDamage : '-', m.damages ? m.edge : '-']]));
    expect(rows).toEqual({
      'hand-attack': ['striking', 1, -1],
      'leg-attack': ['striking', 1, -1],
      'head-butt': ['striking', 1, -1],
      'hth-lunge': ['striking', 1, -3],
      'hth-disarm': ['striking', '-', '-'],
      'take-down': ['striking', '-', '-'],
      tackle: ['striking', '-', '-'],
      'hth-block': ['striking', '-', '-'],
      'block-grab': ['striking', '-', '-'],
      'hth-dodge': ['striking', '-', '-'],
      'dodge-seize': ['striking', '-', '-'],
      disengage: ['striking', '-', '-'],
      suffocate: ['wrestling', '-', '-'],
      pin: ['wrestling', '-', '-'],
      bash: ['wrestling', 1, -2],
      counter: ['wrestling', '-', '-'],
      reversal: ['wrestling', '-', '-'],
      escape: ['wrestling', '-', '-'],
      gouge: ['wrestling', 1, 0],
    });
    const fixed = Object.fromEntries(H2H.filter((m) => !m.variable).map((m) => [m.id, m.difficulty]));
    expect(fixed).toEqual({
      'hand-attack': 0,
      'leg-attack': -1,
      'head-butt': -2,
      'hth-lunge': -2,
      'hth-disarm': -5,
      'hth-dodge': 0,
      'dodge-seize': -3,
      disengage: -4,
      suffocate: -4,
      pin: -5,
      bash: 0,
      counter: 0,
      reversal: -2,
      escape: -4,
    });
  });

  it('resolves immediately the block grab, the dodge that seizes, the disengage, the reversal, the escape and (table ruling "A tackle ends the turn") the tackle', () => {
    expect(
      H2H.filter((m) => m.resolvesImmediately)
        .map((m) => m.id)
        .sort(),
    ).toEqual(['block-grab', 'disengage', 'dodge-seize', 'escape', 'reversal', 'tackle']);
  });

  it('lets only a counter or a reversal stop a hold, a bash, a gouge or an escape (table ruling "Holds, falls and dirty tricks")', () => {
    for (const id of ['suffocate', 'pin', 'bash', 'gouge', 'escape'] as const) expect(maneuver(id).stoppedBy).toEqual(['counter']);
    expect(maneuver('disengage').stoppedBy).toEqual(['dodge', 'block']);
  });
});

describe('who fights hand to hand (table ruling "Who fights hand to hand")', () => {
  it('lets bare hands strike at range 0, with no weapon', () => {
    expect(declarationProblem(brawlView(), h(0, 'hand-attack'))).toBeUndefined();
    expect(declarationProblem(brawlView(), h(0, 'hand-attack', { hand: 'main' }))).toMatch(/uses no weapon/);
  });

  it('keeps a fighter holding a sword to his sword at range 0', () => {
    expect(declarationProblem(view({ range: 0 }), h(0, 'hand-attack'))).toMatch(/holds the sword/);
  });

  it('gives a disarmed fighter his fists', () => {
    expect(declarationProblem(view({ range: 0, disarmed: [true, false] }), h(0, 'leg-attack'))).toBeUndefined();
  });

  it('lets bare hands close in or melee dodge, but not swing "bare hands" as a weapon', () => {
    expect(declarationProblem(brawlView({ range: 2 }), h(0, 'close'))).toBeUndefined();
    expect(declarationProblem(brawlView(), d(0, 'attack'))).toMatch(/bare hands fight with the hand-to-hand maneuvers/);
  });

  it('at wrestling range leaves everyone, armed or not, only the hand-to-hand maneuvers', () => {
    expect(declarationProblem(view({ range: WRESTLING }), d(0, 'attack'))).toMatch(/only the hand-to-hand maneuvers/);
    expect(declarationProblem(view({ range: WRESTLING }), h(0, 'bash'))).toBeUndefined();
  });

  it('keeps the wrestling maneuvers for wrestling range and the striking ones for range 0 or wrestling', () => {
    expect(declarationProblem(brawlView(), h(0, 'pin'))).toMatch(/wrestling range only/);
    expect(declarationProblem(brawlView({ range: WRESTLING }), h(0, 'pin'))).toBeUndefined();
    expect(declarationProblem(brawlView({ range: WRESTLING }), h(0, 'hand-attack'))).toBeUndefined();
    expect(declarationProblem(brawlView({ range: 1 }), h(0, 'hand-attack'))).toMatch(/range 0 or wrestling/);
  });

  it('lunges bare-handed only at range 1, and tackles from range 0 or 1', () => {
    expect(declarationProblem(brawlView({ range: 1 }), h(0, 'hth-lunge'))).toBeUndefined();
    expect(declarationProblem(brawlView({ range: 0 }), h(0, 'hth-lunge'))).toMatch(/range 1 only/);
    expect(declarationProblem(brawlView({ range: 1 }), h(0, 'tackle'))).toBeUndefined();
    expect(declarationProblem(brawlView({ range: 2 }), h(0, 'tackle'))).toMatch(/range 0 or 1/);
  });

  it('needs the initiative only for the blows the seed marks so (a lunge, a tackle, a bash), and none for a defence', () => {
    expect(declarationProblem(brawlView({ declared: [h(0, 'hand-attack')] }), h(1, 'hand-attack'))).toBeUndefined();
    expect(declarationProblem(brawlView({ declared: [h(0, 'hand-attack')] }), h(1, 'tackle'))).toMatch(/needs the initiative/);
    expect(declarationProblem(brawlView({ declared: [h(0, 'hand-attack')] }), h(1, 'hth-block'))).toBeUndefined();
  });

  it('sets no maneuver limit on bare hands: the hand drawn is the only limit', () => {
    const declared = [h(0, 'hand-attack'), h(0, 'leg-attack'), h(0, 'hand-attack'), h(0, 'leg-attack')];
    const cards = ['5s', '4s', '3s', '2s', '6s'] as const;
    expect(declarationProblem(brawlView({ declared, hands: [[cards[4]], ['5s']] }), h(0, 'hand-attack', { card: '6s' }))).toBeUndefined();
    expect(usage(declared, 0).total).toBe(0);
  });

  it('disarms only someone holding a weapon', () => {
    expect(declarationProblem(brawlView(), h(0, 'hth-disarm'))).toMatch(/holds no weapon/);
    expect(declarationProblem(view({ fighters: [P, B], range: 0 }), h(0, 'hth-disarm'))).toBeUndefined();
  });
});

describe('difficulties that depend on the opponent', () => {
  it('takes a target with finesse +2 down at −2, and one with finesse −1 at +1', () => {
    expect(difficultyTerm([P, { ...Q, finesse: 2 }], 0, h(0, 'take-down')).value).toBe(-2);
    expect(difficultyTerm([P, { ...Q, finesse: -1 }], 0, h(0, 'take-down')).value).toBe(1);
  });

  it('takes a target with finesse 0 down at 0, a plain zero that survives a saved table', () => {
    expect(Object.is(difficultyTerm(brawl, 0, h(0, 'take-down')).value, 0)).toBe(true);
  });

  it("blocks with the hands at +1 when the blocker's might is higher, −1 otherwise (a tie too)", () => {
    expect(
      difficultyTerm(
        [
          { ...P, might: 0 },
          { ...Q, might: 1 },
        ],
        0,
        h(1, 'hth-block'),
        h(0, 'hand-attack'),
      ).value,
    ).toBe(1);
    expect(
      difficultyTerm(
        [
          { ...P, might: 1 },
          { ...Q, might: 1 },
        ],
        0,
        h(1, 'hth-block'),
        h(0, 'hand-attack'),
      ).value,
    ).toBe(-1);
  });

  it('block-grabs at −4 when the blocker is stronger, −6 otherwise', () => {
    expect(difficultyTerm([P, { ...Q, might: 2 }], 0, h(1, 'block-grab'), h(0, 'hand-attack')).value).toBe(-4);
    expect(difficultyTerm([P, Q], 0, h(1, 'block-grab'), h(0, 'hand-attack')).value).toBe(-6);
  });

  it('counts a lunging attacker\'s might 2 higher (Karmic, "Lunge")', () => {
    const fighters: [Fighter, Fighter] = [
      { ...A, might: 0 },
      { ...P, might: 1 },
    ];
    expect(difficultyTerm(fighters, 1, h(1, 'hth-block'), d(0, 'attack')).value).toBe(1);
    expect(difficultyTerm(fighters, 1, h(1, 'hth-block'), d(0, 'lunge')).value).toBe(-1);
  });

  it('gouges a target with vitality +2 and self-discipline 3 at −7, as the book says', () => {
    expect(difficultyTerm([P, { ...Q, vitality: 2, selfDiscipline: 3 }], WRESTLING, h(0, 'gouge')).value).toBe(-7);
  });

  it('tackles at −3 from range 0 and −5 from range 1', () => {
    expect(difficultyTerm(brawl, 0, h(0, 'tackle')).value).toBe(-3);
    expect(difficultyTerm(brawl, 1, h(0, 'tackle')).value).toBe(-5);
  });
});

describe('resolving hand to hand', () => {
  it('hits with a hand attack for card − 1, at most 1', () => {
    const out = reg(h(0, 'hand-attack'), 5, undefined, 0, brawl, 0);
    expect([out.success, out.rawDamage, out.damage]).toEqual([true, 4, 1]);
  });

  it('hurts a head-butter by half the damage he deals, rounded up (table ruling "Holds, falls and dirty tricks")', () => {
    const landed = reg(h(0, 'head-butt'), 5, undefined, 0, brawl, 0);
    expect([landed.damage, landed.selfDamage]).toEqual([1, 1]);
    // A card of +1 deals 1 − 1 = 0: nothing dealt, nothing taken.
    expect(reg(h(0, 'head-butt'), 1, undefined, 0, brawl, 0).selfDamage).toBeUndefined();
  });

  it('takes a positive block off the attack, as a parry does', () => {
    const out = reg(h(0, 'hand-attack'), 3, h(1, 'hth-block'), 4, brawl, 0);
    // block: 4 card − 1 (might 0 against 0) = 3; attack 3 − 3 = 0: miss
    expect(out.defenceTotal).toBe(3);
    expect([out.attackTotal, out.success]).toEqual([0, false]);
  });

  it('tackles into wrestling range', () => {
    const out = reg(h(0, 'tackle'), 5, undefined, 0, brawl, 0);
    expect(out.effects).toContain('tackled');
    expect(out.rangeAfter).toBe(WRESTLING);
  });

  it('pulls the fight to wrestling range and takes the initiative with a block grab that holds', () => {
    const out = reg(h(0, 'hand-attack'), 2, h(1, 'block-grab'), 9, brawl, 0);
    // grab: 9 − 6 = 3; attack 2 − 3 = −1
    expect(out.success).toBe(false);
    expect(out.effects).toEqual(expect.arrayContaining(['seize', 'grabbed']));
    expect(out.rangeAfter).toBe(WRESTLING);
  });

  it('escapes from wrestling range back to range 0', () => {
    const out = reg(h(0, 'escape'), 6, undefined, 0, brawl, WRESTLING);
    expect([out.success, out.rangeAfter]).toEqual([true, 0]);
  });

  it('ends combat with a pin or a choke that is not countered', () => {
    expect(reg(h(0, 'pin'), 7, undefined, 0, brawl, WRESTLING)).toMatchObject({ success: true, endsCombat: true, effects: ['held'] });
    const countered = reg(h(0, 'suffocate'), 5, h(1, 'counter'), 4, brawl, WRESTLING);
    expect([countered.opposed, countered.success, countered.endsCombat]).toEqual([true, false, false]);
  });

  it('lets a reversal that holds take the initiative', () => {
    const out = reg(h(0, 'bash'), 2, h(1, 'reversal'), 8, brawl, WRESTLING);
    expect(out.success).toBe(false);
    expect(out.effects).toContain('seize');
  });

  it('does not let a hand block stop a pin: only a counter or a reversal can', () => {
    const out = reg(h(0, 'pin'), 6, h(1, 'hth-block'), 10, brawl, WRESTLING);
    expect([out.opposed, out.success]).toEqual([false, true]);
  });

  it('hands the initiative over after a bare-handed lunge, hit or miss', () => {
    expect(reg(h(0, 'hth-lunge'), 1, h(1, 'hth-dodge'), 9, brawl, 1).effects).toContain('lunged');
    expect(reg(h(0, 'hth-lunge'), 9, undefined, 0, brawl, 1).effects).toEqual(['hit', 'lunged']);
  });

  it('still needs a total above 0 for an unopposed bare-handed disarm', () => {
    expect(reg(h(0, 'hth-disarm'), 4, undefined, 0, [P, B], 0).success).toBe(false);
    expect(reg(h(0, 'hth-disarm'), 6, undefined, 0, [P, B], 0).effects).toEqual(['disarm']);
  });

  it('keeps the range at wrestling range whatever the steps', () => {
    expect(reg(h(0, 'bash'), 3, h(1, 'hth-dodge'), 1, brawl, WRESTLING).rangeAfter).toBe(WRESTLING);
  });
});

describe('called shots at unusual foes (Karmic, "Unusual Foes"; table ruling "sizes in the duel": a fighter\'s size is his size as the other\'s target)', () => {
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

describe('maneuvers against a small foe (Karmic, "Small Creature Maneuvers")', () => {
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

  it('table ruling "Flanking": the flanked fighter may neither attack the flanker nor dodge, but may still parry', () => {
    const flanked = view({ fighters: large, attacker: 1, flanked: [false, true] });
    expect(declarationProblem(flanked, d(1, 'attack'))).toBe('Giant is flanked: no attack on A until the flank wears off');
    expect(declarationProblem({ ...flanked, attacker: 0 }, d(1, 'melee-dodge', { hand: 'none' }))).toBe(
      "Giant is flanked: no dodging A's blows until the flank wears off",
    );
    expect(declarationProblem({ ...flanked, attacker: 0 }, d(1, 'parry'))).toBeUndefined();
  });

  it('table ruling "Clinging": a cling is made at range 0, and a parry, a dodge or a block stops it', () => {
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

  it('table ruling "Clinging": while one clings the range stays 0: no close, retreat, push or disengage, and nobody steps', () => {
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
