import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Card } from '../../core/cards.js';
import { WEAPONS, maneuverLimits } from '../melee-weapons.js';
import { MELEE_RULES } from '../melee/rules.js';
import {
  answerProblem,
  initiativeAfterChecks,
  initiativeChoiceProblem,
  initiativeOver,
  initiativeProblem,
  isParry,
  layAnswers,
  MAX_FOES,
  passToFoe,
  seizeFrom,
  swipeProblem,
  swipeTerm,
  type Answer,
  type Holder,
  type SeveralRegister,
} from './multiple-opponents.rules.js';

const names = { lone: 'Devon', foes: ['Ash', 'Brand', 'Cole'] };
const hand: Card[] = ['5s', '4h', '3d', '2c'];
const sword = WEAPONS.sword!;
const limit = maneuverLimits(sword).total;

function reg(extra: Partial<SeveralRegister> = {}): SeveralRegister {
  return { attackers: [0, 1, 2], answers: [], hand, used: 0, limit, ...extra };
}

describe('Multiple opponents: the initiative', () => {
  it('a fighter may never hold the initiative over more than one opponent at a time', () => {
    expect(initiativeProblem(names, ['lone', 'foe', 'foe'])).toBeUndefined();
    expect(initiativeProblem(names, ['foe', 'foe', 'foe'])).toBeUndefined();
    expect(initiativeProblem(names, ['lone', 'lone', 'foe'])).toBe(
      'Devon would hold the initiative over Ash and Brand; against several foes a fighter holds it over one at most',
    );
  });

  it('seizing the initiative from a second foe automatically yields it to the first', () => {
    const seized = seizeFrom(names, ['lone', 'foe', 'foe'], 1);
    expect(seized.holders).toEqual(['foe', 'lone', 'foe']);
    expect(seized.yieldedTo).toBe(0);
    expect(seized.why.map((w) => w.text)).toEqual([
      'Devon seizes the initiative from Brand.',
      'Devon held the initiative over Ash, and may hold it over one foe only: Ash takes it back.',
    ]);
    expect(seized.why.every((w) => w.rule === MELEE_RULES.multipleOpponents)).toBe(true);
  });

  it('seizing the initiative while holding it over no one yields nothing', () => {
    const seized = seizeFrom(names, ['foe', 'foe', 'foe'], 2);
    expect(seized.holders).toEqual(['foe', 'foe', 'lone']);
    expect(seized.yieldedTo).toBeUndefined();
    expect(seized.why).toHaveLength(1);
  });

  it('seizing from the foe he already holds it over changes nothing', () => {
    expect(seizeFrom(names, ['lone', 'foe'], 0).holders).toEqual(['lone', 'foe']);
  });

  it('hesitating against one foe, or that foe seizing, touches no other pairing', () => {
    expect(passToFoe(['foe', 'lone', 'foe'], 1)).toEqual(['foe', 'foe', 'foe']);
    expect(passToFoe(['lone', 'foe'], 1)).toEqual(['lone', 'foe']);
  });

  it('table ruling "The initiative against several foes": each pairing is settled on its own, and a tie draws again (ruling: the initiative against several foes)', () => {
    // Devon 4 against Ash 6, Brand 4, Cole 2.
    expect(initiativeAfterChecks(4, [6, 4, 2])).toEqual(['foe', undefined, 'lone']);
  });

  it('table ruling "The initiative against several foes": beating several foes, he holds it over the first of them, the others over him (ruling: the initiative against several foes)', () => {
    expect(initiativeAfterChecks(5, [1, 3, 2])).toEqual(['lone', 'foe', 'foe']);
  });

  it('table ruling "The initiative against several foes": he may name which beaten foe he holds it over (ruling: the initiative against several foes)', () => {
    expect(initiativeAfterChecks(5, [1, 3, 2], 1)).toEqual(['foe', 'lone', 'foe']);
    expect(initiativeChoiceProblem(names, 5, [1, 3, 2], 1)).toBeUndefined();
  });

  it('table ruling "The initiative against several foes": he cannot name a foe he did not beat (ruling: the initiative against several foes)', () => {
    expect(initiativeChoiceProblem(names, 3, [1, 3, 5], 2)).toBe(
      "Devon did not beat Cole's total, so cannot hold the initiative over Cole",
    );
    expect(initiativeChoiceProblem(names, 3, [1, 3, 5], 1)).toBe(
      "Devon did not beat Brand's total, so cannot hold the initiative over Brand",
    );
    expect(initiativeChoiceProblem(names, 3, [1, 3], 5)).toBe('there is no foe 6');
    // A refused name falls back to the ruling's default, never to two foes.
    expect(initiativeAfterChecks(3, [1, 3, 5], 2)).toEqual(['lone', undefined, 'foe']);
  });

  it('faces at most three foes', () => {
    expect(MAX_FOES).toBe(3);
  });
});

describe('Multiple opponents: parrying several attackers in one register', () => {
  it('more than one parry can be used in a register, each against a different attacker', () => {
    const first: Answer = { foe: 0, maneuver: 'parry', card: '5s' };
    expect(answerProblem(names, reg(), first)).toBeUndefined();
    expect(answerProblem(names, reg({ answers: [first] }), { foe: 1, maneuver: 'parry', card: '4h' })).toBeUndefined();
  });

  it('but not two parries against the same attacker', () => {
    const first: Answer = { foe: 0, maneuver: 'parry', card: '5s' };
    expect(answerProblem(names, reg({ answers: [first] }), { foe: 0, maneuver: 'parry', card: '4h' })).toBe(
      'Devon already parries Ash in this register: never two parries against the same attacker',
    );
  });

  it('each parry counts against the weapon’s maximum maneuvers', () => {
    // A sword's limit, with one maneuver made in an earlier register and parries already down.
    const down: Answer[] = [{ foe: 0, maneuver: 'parry', card: '5s' }];
    const full = reg({ used: limit - 1, answers: down });
    expect(answerProblem(names, full, { foe: 1, maneuver: 'parry', card: '4h' })).toBe(
      `each parry counts against the weapon's ${limit} maneuvers, and all ${limit} are used`,
    );
    expect(answerProblem(names, reg({ used: limit - 2, answers: down }), { foe: 1, maneuver: 'parry', card: '4h' })).toBeUndefined();
  });

  it('to parry three attacks in one register takes three cards from the hand', () => {
    const answers: Answer[] = [
      { foe: 0, maneuver: 'parry', card: '5s' },
      { foe: 1, maneuver: 'parry', card: '4h' },
      { foe: 2, maneuver: 'parry', card: '3d' },
    ];
    const three = reg({ limit: 3 });
    answers.forEach((a, i) => expect(answerProblem(names, { ...three, answers: answers.slice(0, i) }, a)).toBeUndefined());
    expect(layAnswers(hand, answers)).toEqual({ hand: ['2c'], laid: ['5s', '4h', '3d'] });
  });

  it('a parry answers an attack: a foe who does not attack in the register cannot be parried', () => {
    expect(answerProblem(names, reg({ attackers: [0] }), { foe: 2, maneuver: 'parry', card: '5s' })).toBe(
      'Cole does not attack in this register, so there is nothing to parry',
    );
  });

  it('table ruling "Only parries double up": a second card in a register must be a parry, and so must the first (ruling: only parries double up)', () => {
    expect(
      answerProblem(names, reg({ answers: [{ foe: 0, maneuver: 'parry', card: '5s' }] }), { foe: 1, maneuver: 'melee-dodge', card: '4h' }),
    ).toBe('only parries put more than one card in a register: each against a different attacker');
    expect(
      answerProblem(names, reg({ answers: [{ foe: 0, maneuver: 'attack', card: '5s' }] }), { foe: 1, maneuver: 'parry', card: '4h' }),
    ).toBe('only parries put more than one card in a register: each against a different attacker');
    expect(
      answerProblem(names, reg({ answers: [{ foe: 0, maneuver: 'block', card: '5s' }] }), { foe: 1, maneuver: 'parry', card: '4h' }),
    ).toBe('only parries put more than one card in a register: each against a different attacker');
  });

  it('table ruling "A seize is a parry too": a parry that seizes the initiative is one of the parries, and counts (ruling: a seize is a parry too)', () => {
    expect(isParry('parry-seize')).toBe(true);
    expect(isParry('parry')).toBe(true);
    expect(isParry('block')).toBe(false);
    expect(isParry('melee-dodge')).toBe(false);
    const first: Answer = { foe: 0, maneuver: 'parry-seize', card: '5s' };
    expect(answerProblem(names, reg({ answers: [first] }), { foe: 1, maneuver: 'parry', card: '4h' })).toBeUndefined();
    expect(answerProblem(names, reg({ answers: [first] }), { foe: 0, maneuver: 'parry', card: '4h' })).toBe(
      'Devon already parries Ash in this register: never two parries against the same attacker',
    );
  });

  it('a card must come from the hand, once', () => {
    expect(answerProblem(names, reg(), { foe: 0, maneuver: 'parry', card: 'Ks' })).toBe('that card is not in the hand');
    expect(
      answerProblem(names, reg({ answers: [{ foe: 0, maneuver: 'parry', card: '5s' }] }), { foe: 1, maneuver: 'parry', card: '5s' }),
    ).toBe('that card is not in the hand');
  });

  it('names no foe that is not there, whatever the number', () => {
    for (const foe of [-1, 3, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) {
      expect(answerProblem(names, reg(), { foe, maneuver: 'parry', card: '5s' })).toMatch(/^there is no foe/);
    }
  });
});

describe('Multiple opponents: properties', () => {
  const holdersArb = fc.integer({ min: 1, max: MAX_FOES }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      ops: fc.array(fc.record({ kind: fc.constantFrom('seize', 'pass'), foe: fc.integer({ min: 0, max: n - 1 }) }), { maxLength: 40 }),
      totals: fc.array(fc.integer({ min: -10, max: 12 }), { minLength: n, maxLength: n }),
      lone: fc.integer({ min: -10, max: 12 }),
      named: fc.option(fc.integer({ min: 0, max: n - 1 }), { nil: undefined }),
    }),
  );

  it('a fighter never holds the initiative over two foes at once, whatever is seized or given up', () => {
    fc.assert(
      fc.property(holdersArb, ({ n, ops, totals, lone, named }) => {
        const start = initiativeAfterChecks(lone, totals, named).map((h): Holder => h ?? 'foe');
        let holders: Holder[] = start;
        const count = (hs: Holder[]) => hs.reduce((c, h) => c + (h === 'lone' ? 1 : 0), 0);
        expect(count(holders)).toBeLessThanOrEqual(1);
        for (const op of ops) {
          holders =
            op.kind === 'seize'
              ? seizeFrom({ lone: 'L', foes: ['A', 'B', 'C'].slice(0, n) }, holders, op.foe).holders
              : passToFoe(holders, op.foe);
          expect(holders).toHaveLength(n);
          expect(count(holders)).toBeLessThanOrEqual(1);
          if (op.kind === 'seize') expect(holders[op.foe]).toBe('lone');
        }
        expect(initiativeOver(holders).length).toBe(count(holders));
      }),
    );
  });

  const deck: Card[] = ['As', '2s', '3s', '4s', '5s', '6h', '7h', '8d', '9c', 'Tc'];
  const tries = fc.record({
    handSize: fc.integer({ min: 1, max: 6 }),
    attackers: fc.subarray([0, 1, 2]),
    used: fc.integer({ min: 0, max: 4 }),
    limit: fc.integer({ min: 1, max: 4 }),
    wants: fc.array(
      fc.record({
        foe: fc.integer({ min: -1, max: 3 }),
        maneuver: fc.constantFrom('parry', 'parry-seize', 'block', 'melee-dodge', 'attack') as fc.Arbitrary<Answer['maneuver']>,
        pick: fc.nat(9),
      }),
      { maxLength: 8 },
    ),
  });

  it('never two parries against one attacker in a register, never past the weapon’s limit, and every card is either in the hand or on the table', () => {
    fc.assert(
      fc.property(tries, ({ handSize, attackers, used, limit, wants }) => {
        const cards = deck.slice(0, handSize);
        const answers: Answer[] = [];
        for (const w of wants) {
          const next: Answer = { foe: w.foe, maneuver: w.maneuver, card: deck[w.pick]! };
          if (answerProblem(names, { attackers, answers, hand: cards, used, limit }, next) === undefined) answers.push(next);
        }
        // Counted here, not with the module's helpers.
        const parried = answers.filter((a) => a.maneuver === 'parry' || a.maneuver === 'parry-seize').map((a) => a.foe);
        expect(new Set(parried).size).toBe(parried.length);
        if (answers.length > 1) expect(parried.length).toBe(answers.length);
        if (parried.length > 0) expect(used + parried.length).toBeLessThanOrEqual(limit);
        for (const foe of parried) expect(attackers).toContain(foe);
        const laid = layAnswers(cards, answers);
        expect(laid.hand.length + laid.laid.length).toBe(cards.length);
        expect([...laid.hand, ...laid.laid].sort()).toEqual([...cards].sort());
      }),
    );
  });
});

describe('Swipe (Karmic, "Small Creature Maneuvers")', () => {
  const small = { holders: ['lone', 'foe', 'foe'] as const, small: [true, true, true], out: [false, false, false] };

  it('the negative modifier is the number of creatures being attacked', () => {
    expect(swipeTerm(1)).toEqual({ label: 'swipe at 1', value: -1 });
    expect(swipeTerm(3)).toEqual({ label: 'swipe at 3', value: -3 });
  });

  it('may only be applied to small foes', () => {
    expect(swipeProblem(names, { ...small, small: [true, false, true] }, [0, 1])).toBe(
      'a swipe is only against small foes, and Brand is not set as small',
    );
  });

  it('table ruling "A swipe needs the initiative over one target": holding it over one of the targets is enough (ruling: a swipe needs the initiative over one target)', () => {
    expect(swipeProblem(names, small, [0, 1, 2])).toBeUndefined();
    expect(swipeProblem(names, small, [1, 2])).toBe('a swipe needs the initiative, and Devon holds it over none of the targets');
  });

  it('names each target once, each a foe still in the fight', () => {
    expect(swipeProblem(names, small, [])).toBe('a swipe needs at least one target');
    expect(swipeProblem(names, small, [0, 0])).toBe('each foe is a target once');
    expect(swipeProblem(names, small, [0, 5])).toBe('there is no foe 6');
    expect(swipeProblem(names, { ...small, out: [false, true, false] }, [0, 1])).toBe('Brand is out of the fight');
  });
});
