/**
 * The switchable table rulings of Karmic melee (melee/rulings.ts), each tested both ways: the
 * seed's own words (the default) and the reading a table may switch to.
 */
import { describe, expect, it } from 'vitest';
import { maneuver, MANEUVERS, WRESTLING, type ManeuverId } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import { declarationProblem, type Declaration, type DuelView } from './declarations.js';
import type { Fighter, Side } from './fighters.js';
import { difficultyTerm, resolveRegister, stepChange } from './registers.js';
import {
  EARLIER_RULINGS,
  needsInitiative,
  parseRulings,
  RULING_CHOICES,
  rulingsProblem,
  SEED_RULINGS,
  type MeleeRulings,
} from './rulings.js';

const base: Fighter = {
  name: 'A',
  weapon: WEAPONS.sword!,
  skill: 3,
  combatTraining: 1,
  willpower: 0,
  finesse: 0,
  armour: 0,
  hitPoints: 8,
  deck: 'karma',
};
const A: Fighter = { ...base, name: 'A' };
const giant: Fighter = { ...base, name: 'Giant', size: 'large', finesse: 2, weapon: WEAPONS.dagger! };
const fists: Fighter = { ...base, weapon: WEAPONS['bare-hands']! };
const noHand: readonly ManeuverId[] = ['melee-dodge', 'flank', 'cling', 'buck'];

function d(side: Side, m: ManeuverId, extra: Partial<Declaration> = {}): Declaration {
  const none = noHand.includes(m) || maneuver(m).group === 'striking' || maneuver(m).group === 'wrestling';
  return {
    side,
    maneuver: m,
    card: side === 0 ? '5s' : '4s',
    hand: none ? 'none' : 'main',
    holdGround: false,
    location: 'torso',
    ...extra,
  };
}

function view(extra: Partial<DuelView> = {}): DuelView {
  return {
    fighters: [A, { ...A, name: 'B' }],
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

/** One register at the given range: the attacker's declaration and card, the defender's. */
function both(
  fighters: [Fighter, Fighter],
  range: number,
  attack: [Declaration, number],
  answer?: [Declaration, number],
  rulings?: MeleeRulings,
) {
  return resolveRegister({
    fighters,
    range,
    attacker: { fighter: fighters[attack[0].side], declaration: attack[0], cardValue: attack[1] },
    ...(answer ? { defender: { fighter: fighters[answer[0].side], declaration: answer[0], cardValue: answer[1] } } : {}),
    ...(rulings ? { rulings } : {}),
  });
}

const ruled = (change: Partial<MeleeRulings>): MeleeRulings => ({ ...SEED_RULINGS, ...change });

describe('the rulings themselves', () => {
  it("defaults every ruling to the seed's words, the first reading each switch lists", () => {
    for (const c of RULING_CHOICES) expect(SEED_RULINGS[c.key]).toBe(c.values[0]);
    expect(parseRulings({}, [])).toEqual(SEED_RULINGS);
  });

  it('reads each switch from its attribute, and names one it does not know, keeping the seed', () => {
    const errors: string[] = [];
    const r = parseRulings({ 'flank-modifier': 'Minus-Finesse', buck: 'constructor', 'empty-register': 'keeps-range' }, errors);
    expect(r).toEqual(ruled({ flankModifier: 'minus-finesse', emptyRegister: 'keeps-range' }));
    expect(errors).toEqual([
      'buck: "constructor" is not one of the choices: use counters-a-cling or needs-the-initiative; counters-a-cling, the seed\'s reading, is used',
    ]);
  });

  it('keeps the readings of the earlier build for a saved table that carries none', () => {
    expect(rulingsProblem(undefined)).toBeUndefined();
    expect(rulingsProblem(EARLIER_RULINGS)).toBeUndefined();
    expect(rulingsProblem({ ...SEED_RULINGS, buck: '__proto__' })).toBe('its ruling on buck is not one this table knows');
    expect(rulingsProblem([])).toBe('its table rulings are not a list of readings');
  });
});

describe('Karmic, "Flank": "The modifier is equal to the target\'s finesse" (table ruling "Flanking") (ruling: flanking)', () => {
  const large: [Fighter, Fighter] = [A, giant];
  it("adds the target's finesse as written: a giant of finesse +2 is flanked at +2", () => {
    expect(difficultyTerm(large, 1, { side: 0, maneuver: 'flank' }, undefined, false, SEED_RULINGS)).toEqual({
      label: "difficulty (Giant's finesse +2)",
      value: 2,
    });
  });
  it('with flank-modifier="minus-finesse", takes it off instead, as a take down does: −2', () => {
    expect(difficultyTerm(large, 1, { side: 0, maneuver: 'flank' }, undefined, false, ruled({ flankModifier: 'minus-finesse' }))).toEqual({
      label: "difficulty (minus Giant's finesse +2)",
      value: -2,
    });
  });
});

describe('Karmic, "Chop": "The modifier is equal to the vitality of the entangling appendage" (table ruling "Caught by a limb") (ruling: caught by a limb)', () => {
  const caught: [Fighter, Fighter] = [{ ...A, entangled: 3 }, giant];
  it("adds the limb's vitality as written: a limb of vitality +3 is chopped at +3", () => {
    expect(difficultyTerm(caught, 1, { side: 0, maneuver: 'chop' }).value).toBe(3);
  });
  it('with chop-modifier="minus-vitality", a tougher limb is harder to cut: −3', () => {
    expect(
      difficultyTerm(caught, 1, { side: 0, maneuver: 'chop' }, undefined, false, ruled({ chopModifier: 'minus-vitality' })).value,
    ).toBe(-3);
  });
  it('asks no initiative: a caught defender may answer an attack with a chop, and both land at once', () => {
    const v = view({ fighters: caught, attacker: 1, declared: [d(1, 'attack', { hand: 'main' })] });
    expect(declarationProblem(v, d(0, 'chop'))).toBeUndefined();
    const out = both(caught, 0, [d(1, 'attack'), 2], [d(0, 'chop'), 1]);
    expect([out.success, out.damage]).toEqual([true, 2]);
    expect([out.answer?.success, out.answer?.effects]).toEqual([true, ['freed']]);
  });
  it('with unmarked-blows="need-the-initiative", only the fighter holding the initiative may chop', () => {
    const v = view({ fighters: caught, attacker: 1, declared: [d(1, 'attack')], rulings: ruled({ unmarkedBlows: 'need-the-initiative' }) });
    expect(declarationProblem(v, d(0, 'chop'))).toBe('chop needs the initiative');
  });
});

describe('Karmic, "Buck": "A successful buck will counter a cling" (table ruling "Bucking") (ruling: bucking)', () => {
  const clingAt = (rulings: MeleeRulings) => view({ fighters: [A, giant], range: 0, declared: [d(0, 'cling')], rulings });
  it('lets the large fighter answer a cling with a buck, with no initiative, and counters it as a defence', () => {
    expect(declarationProblem(clingAt(SEED_RULINGS), d(1, 'buck'))).toBeUndefined();
    // Buck: 4 card + 2 finesse = 6. Cling: 8 card − 4 − 6 buck = −2: countered.
    const out = both([A, giant], 0, [d(0, 'cling'), 8], [d(1, 'buck'), 4]);
    expect([out.opposed, out.attackTotal, out.success, out.effects]).toEqual([true, -2, false, []]);
  });
  it('throws off a fighter who clings already, without the initiative, as an answer of its own', () => {
    const holding = view({ fighters: [A, giant], range: 0, clinging: { side: 0, flankedFirst: false }, declared: [d(0, 'attack')] });
    expect(declarationProblem(holding, d(1, 'buck'))).toBeUndefined();
    const out = resolveRegister({
      fighters: [A, giant],
      range: 0,
      clinging: { side: 0, flankedFirst: false },
      attacker: { fighter: A, declaration: d(0, 'attack'), cardValue: 3 },
      defender: { fighter: giant, declaration: d(1, 'buck'), cardValue: 1 },
    });
    expect([out.success, out.damage, out.answer?.success, out.answer?.effects]).toEqual([true, 4, true, ['bucked']]);
  });
  it('with buck="needs-the-initiative", a buck answers no cling and is for the fighter holding the initiative only', () => {
    const r = ruled({ buck: 'needs-the-initiative' });
    expect(declarationProblem(clingAt(r), d(1, 'buck'))).toBe('buck needs the initiative');
    const holding = view({
      fighters: [A, giant],
      range: 0,
      clinging: { side: 0, flankedFirst: false },
      declared: [d(0, 'attack')],
      rulings: r,
    });
    expect(declarationProblem(holding, d(1, 'buck'))).toBe('buck needs the initiative');
    expect(declarationProblem({ ...holding, attacker: 1, declared: [] }, d(1, 'buck'))).toBeUndefined();
  });
});

describe('blows the seed does not mark as needing the initiative (table ruling "Blows the seed does not mark") (ruling: blows the seed does not mark)', () => {
  const unmarked = MANEUVERS.filter((m) => m.unmarkedBlow).map((m) => m.id);
  it('are the hand and leg attacks, the head butt, the take down, the gouge, the escape, the swat and the chop', () => {
    expect(unmarked).toEqual(['hand-attack', 'leg-attack', 'head-butt', 'take-down', 'escape', 'gouge', 'swat', 'chop']);
    for (const id of unmarked) expect([id, needsInitiative(maneuver(id))]).toEqual([id, false]);
  });
  it('may be made by the fighter without the initiative, in answer to a register', () => {
    const brawl = view({ fighters: [fists, { ...fists, name: 'B' }], range: 0, declared: [d(0, 'hand-attack')] });
    for (const id of ['hand-attack', 'leg-attack', 'head-butt', 'take-down'] as const)
      expect([id, declarationProblem(brawl, d(1, id))]).toEqual([id, undefined]);
    const wrestling = { ...brawl, range: WRESTLING, declared: [d(0, 'bash')] };
    for (const id of ['escape', 'gouge'] as const) expect([id, declarationProblem(wrestling, d(1, id))]).toEqual([id, undefined]);
  });
  it('with unmarked-blows="need-the-initiative", are the attacker\'s alone', () => {
    const r = ruled({ unmarkedBlows: 'need-the-initiative' });
    for (const id of unmarked) expect(needsInitiative(maneuver(id), r)).toBe(true);
    const brawl = view({ fighters: [fists, { ...fists, name: 'B' }], range: 0, declared: [d(0, 'hand-attack')], rulings: r });
    expect(declarationProblem(brawl, d(1, 'hand-attack'))).toBe('hand attack needs the initiative');
  });
  it('land at the same moment as the blow they answer: two hand attacks both hit', () => {
    const out = both([fists, { ...fists, name: 'B' }], 0, [d(0, 'hand-attack'), 2], [d(1, 'hand-attack'), 3]);
    expect([out.success, out.damage, out.answer?.success, out.answer?.damage]).toEqual([true, 1, true, 1]);
    expect(out.answer?.arithmetic).toBe(
      "3 card = 3: hit for 1 damage (2, capped at the maneuver's maximum) (unopposed: the other side's hand attack is a maneuver of its own, not a defence)",
    );
  });
});

describe('Karmic, "Escape": "The character moves from wrestling range to close range (0)"', () => {
  const pair: [Fighter, Fighter] = [fists, { ...fists, name: 'B' }];
  it('lets a held fighter escape without the initiative: a bash and an escape in one register, both made', () => {
    const out = both(pair, WRESTLING, [d(0, 'bash'), 4], [d(1, 'escape'), 5]);
    // Escape: 5 card − 4 = 1, unopposed (the bash is no counter): out to range 0; the bash lands too.
    expect([out.success, out.damage, out.answer?.attackTotal, out.answer?.success, out.rangeAfter]).toEqual([true, 1, 1, true, 0]);
  });
  it('with unmarked-blows="need-the-initiative", a held fighter must win the initiative before he can escape', () => {
    const v = view({
      fighters: pair,
      range: WRESTLING,
      declared: [d(0, 'bash')],
      rulings: ruled({ unmarkedBlows: 'need-the-initiative' }),
    });
    expect(declarationProblem(v, d(1, 'escape'))).toBe('escape needs the initiative');
  });
});

describe('Karmic, "Surprise": "The attacker then gets one attack which the opponent can not defend against" (table ruling "The surprise round") (ruling: the surprise round)', () => {
  const surprise = (rulings: MeleeRulings) =>
    view({ fighters: [A, { ...A, name: 'B', weapon: WEAPONS.spear! }], range: 2, surprised: 1, cap: 1, rulings });
  const attacks = MANEUVERS.filter((m) => m.anAttack).map((m) => m.id);
  it('counts as an attack only what the seed calls one', () => {
    expect(attacks).toEqual([
      'attack',
      'offensive-disengage',
      'disarming-attack',
      'lunge',
      'shield-bash',
      'hand-attack',
      'leg-attack',
      'head-butt',
      'hth-lunge',
      'hth-disarm',
      'take-down',
      'tackle',
      'bash',
      'gouge',
      'smash',
    ]);
  });
  it('gives the surprising fighter one attack: a close is refused, a lunge is not', () => {
    expect(declarationProblem(surprise(SEED_RULINGS), d(0, 'close'))).toBe('a surprise gives A one attack, and close is not an attack');
    expect(declarationProblem(surprise(SEED_RULINGS), d(0, 'lunge'))).toBeUndefined();
  });
  it('with surprise-gives="one-maneuver", any one maneuver', () => {
    expect(declarationProblem(surprise(ruled({ surprise: 'one-maneuver' })), d(0, 'close'))).toBeUndefined();
  });
});

describe('Karmic, "Range": "his opponent does not use a maneuver that includes a step back" (table ruling "An empty register")', () => {
  it('closes the range by one when an attack steps into a register the defender left empty', () => {
    expect(stepChange(d(0, 'attack'), undefined, SEED_RULINGS)).toBe(-1);
    expect(both([A, { ...A, name: 'B' }], 1, [d(0, 'attack'), 3]).rangeAfter).toBe(0);
  });
  it('leaves the range alone for a maneuver that sets it in its own words (an offensive disengage: "increased by 2")', () => {
    expect(both([A, { ...A, name: 'B' }], 1, [d(0, 'offensive-disengage'), 8]).rangeAfter).toBe(3);
  });
  it('with empty-register="keeps-range", an empty register moves nobody', () => {
    expect(stepChange(d(0, 'attack'), undefined, ruled({ emptyRegister: 'keeps-range' }))).toBe(0);
  });
});

describe('Karmic, "Head Butt": "At the GM\'s discretion a head butt can be performed when a character\'s arms or legs are bound or held" (table ruling "A head butt while bound") (ruling: a head butt while bound)', () => {
  const bound = (how: 'head-butt' | 'helpless', range = 0): DuelView =>
    view({
      fighters: [
        { ...A, bound: how },
        { ...A, name: 'B' },
      ],
      range,
      attacker: 0,
    });
  it('lets a bound fighter head butt, sword in hand, at range 0 or wrestling range, when the GM allows it', () => {
    expect(declarationProblem(bound('head-butt'), d(0, 'head-butt'))).toBeUndefined();
    expect(declarationProblem(bound('head-butt', WRESTLING), d(0, 'head-butt'))).toBeUndefined();
    expect(declarationProblem(bound('head-butt', 1), d(0, 'head-butt'))).toMatch(/range 0 or wrestling range/);
  });
  it('allows him nothing else: no sword, no dodge', () => {
    expect(declarationProblem(bound('head-butt'), d(0, 'push'))).toBe(
      "A's arms or legs are bound: the GM allows him a head butt and nothing else",
    );
    expect(declarationProblem({ ...bound('head-butt'), attacker: 1 }, d(0, 'melee-dodge'))).toMatch(/a head butt and nothing else/);
  });
  it('allows him not even that when the GM says no', () => {
    expect(declarationProblem(bound('helpless'), d(0, 'head-butt'))).toBe("A's arms or legs are bound, and the GM allows him nothing");
  });
});
