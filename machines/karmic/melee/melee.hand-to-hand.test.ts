import { describe, expect, it } from 'vitest';
import { maneuver, MANEUVERS, WRESTLING } from '../maneuvers.js';
import { difficultyTerm } from './registers.js';
import { declarationProblem, usage } from './declarations.js';
import { type Fighter } from './fighters.js';
import { A, B, d, view, reg, P, Q, brawl, h, brawlView } from './melee.testing.js';

// ---------------------------------------------------------------------------------------
// Hand to hand (Karmic, "Hand to Hand Combat")

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

  it('lets only a counter or a reversal stop a hold, a bash, a gouge or an escape (table ruling "Holds, falls and dirty tricks") (ruling: holds, falls and dirty tricks)', () => {
    for (const id of ['suffocate', 'pin', 'bash', 'gouge', 'escape'] as const) expect(maneuver(id).stoppedBy).toEqual(['counter']);
    expect(maneuver('disengage').stoppedBy).toEqual(['dodge', 'block']);
  });
});

describe('who fights hand to hand (table ruling "Who fights hand to hand") (ruling: who fights hand to hand)', () => {
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

  it('hurts a head-butter by half the damage he deals, rounded up (table ruling "Holds, falls and dirty tricks") (ruling: holds, falls and dirty tricks)', () => {
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
