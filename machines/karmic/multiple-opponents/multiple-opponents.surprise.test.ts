/**
 * Karmic, "Surprise" at the table of several foes: "the GM can declare that the target is
 * surprised. The attacker then gets one attack which the opponent can not defend against. If
 * the defender has the combat training skill, he may make an opposed skill check". Which foes
 * are surprised is the table's to set (table ruling "A surprise against several foes").
 */
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Card } from '../../core/cards.js';
import type { Fighter } from '../melee/fighters.js';
import type { DeclaredEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { declareProblem, nameProblem } from './multiple-opponents.problems.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import { DEFAULT_LONE, multipleOpponentsInputProblem, parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';
import { statusLine } from './multiple-opponents.view.js';
import { foe, said, send, type Snap } from './multiple-opponents.testing.js';

function table(surprised: number[], lone: Card[], foes: Card[], fighters: Fighter[] = [foe('Ash'), foe('Brand')]): Snap {
  const { input: base } = parseMultipleOpponentsSetup({});
  const input: MultipleOpponentsInput = { ...base, lone: DEFAULT_LONE, foes: fighters, seed: 3, stacked: { lone, foes }, surprised };
  expect(multipleOpponentsInputProblem(input)).toBeUndefined();
  return initialTransition(multipleOpponentsMachine, input)[0];
}

const attack = (card: Card, f: number): DeclaredEvent => ({ type: 'maneuver.declared', maneuver: 'attack', card, foe: f });
const parry = (card: Card, f: number): DeclaredEvent => ({ type: 'maneuver.declared', maneuver: 'parry', card, foe: f });

// Devon draws +5, +2 for the initiative and holds +10, +9, +8; the GM's deck: Brand's +7, then Ash's hand, then Brand's.
const DEVON: Card[] = ['5s', '2h', '10s', '9s', '8s'];
const GM: Card[] = ['7s', '4s', '2h', '3s', '4h'];

describe('A surprise against several foes', () => {
  it('the table names whom he sets out to surprise, and the page says so', () => {
    const s = table([0], DEVON, GM);
    expect(s.context.surprise).toEqual([0]);
    expect(said(s)).toContain('Devon sets out to take Ash by surprise');
    expect(s.context.narration.at(-1)!.rule).toBe(RULES.severalSurprise);
  });

  it('a foe without combat training has no check to make: it does not draw, and is taken by surprise', () => {
    const s = send(table([0], DEVON, GM), { type: 'initiative.drawn' });
    expect(s.context.initiativeDraws[0]!.foes).toEqual([null, { cards: ['7s'], total: 7 }]);
    expect(s.context.surprised).toEqual([0]);
    expect(s.context.holders).toEqual(['lone', 'foe']);
    expect(said(s)).toContain('Ash has no combat training to see it coming: taken by surprise, Ash lays nothing this round.');
  });

  it('"the attacker then gets one attack which the opponent can not defend against": Ash lays nothing, not even an answer', () => {
    let s = send(table([0], DEVON, GM), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(s.context.registers[0]!.foeCards).toEqual([null, expect.objectContaining({ maneuver: 'attack' })]);
    s = send(s, attack('10s', 0), { type: 'register.closed' });
    expect(s.context.registers[0]!.foeCards[0]).toBeNull();
    // Brand is not surprised: he attacks again, and Devon may parry him as usual.
    expect(s.context.registers[1]!.foeCards[1]?.maneuver).toBe('attack');
    expect(declareProblem(s.context, parry('9s', 1))).toBeUndefined();
  });

  it('one attack, no more: a second card against a surprised foe is refused, and says why', () => {
    const s = send(table([0], DEVON, GM), { type: 'initiative.drawn' }, { type: 'hands.drawn' }, attack('10s', 0), {
      type: 'register.closed',
    });
    expect(declareProblem(s.context, attack('9s', 0))).toBe(
      'Devon has made the one attack a surprise gives him; the surprised foes take no other card this round',
    );
    expect(s.can(attack('9s', 0))).toBe(false);
  });

  it('the surprise lasts the first round: from the second, everyone fights as usual', () => {
    let s = send(table([0], DEVON, GM), { type: 'initiative.drawn' }, { type: 'hands.drawn' }, attack('10s', 0), {
      type: 'register.closed',
    });
    s = send(s, parry('9s', 1), { type: 'register.closed' });
    while (s.hasTag('declaring')) s = send(s, { type: 'register.closed' });
    while (s.hasTag('turning over')) s = send(s, { type: 'register.revealed' });
    expect(s.context.registers[0]!.results.find((r) => r.foe === 0)!.outcome.success).toBe(true);
    expect(statusLine(s.context)).toContain('the surprise round');
    s = send(s, { type: 'round.begun' });
    expect(s.context.surprised).toEqual([]);
    expect(statusLine(s.context)).not.toContain('surprise');
  });

  it('table ruling "The surprise check": a foe with combat training escapes only with a higher total (ruling: the surprise check)', () => {
    // Ash (combat training 1) draws +7 against Devon's +5: he sees it coming and holds the initiative.
    const s = send(table([0], DEVON, ['7s', '2s', '4s', '2h', '3s', '4h'], [foe('Ash', { combatTraining: 1 }), foe('Brand')]), {
      type: 'initiative.drawn',
    });
    expect(s.context.surprised).toEqual([]);
    expect(s.context.holders).toEqual(['foe', 'lone']);
    expect(said(s)).toContain('Ash beats Devon');
  });

  it('table ruling "The surprise check": a tie leaves the foe surprised (ruling: the surprise check)', () => {
    const s = send(table([0], DEVON, ['5h', '2s', '4s', '2h', '3s', '4h'], [foe('Ash', { combatTraining: 1 }), foe('Brand')]), {
      type: 'initiative.drawn',
    });
    expect(s.context.surprised).toEqual([0]);
    expect(s.context.holders).toEqual(['lone', 'foe']);
    expect(said(s)).toContain("Ash does not beat Devon's total: taken by surprise, Ash lays nothing this round.");
  });

  it('table ruling "A surprise against several foes": surprising two, he names the one he attacks; the other lays nothing either (ruling: a surprise against several foes)', () => {
    let s = send(table([0, 1], DEVON, ['4s', '2h', '3s', '4h']), { type: 'initiative.drawn' });
    expect(s.hasTag('naming a foe')).toBe(true);
    expect(s.context.initiativeDraws[0]!.foes).toEqual([null, null]);
    expect(nameProblem(s.context, 1)).toBeUndefined();
    s = send(s, { type: 'initiative.named', foe: 1 }, { type: 'hands.drawn' });
    expect(s.context.holders).toEqual(['foe', 'lone']);
    // Ash holds the initiative over him but, surprised, does not attack.
    expect(s.context.registers[0]!.foeCards).toEqual([null, null]);
    s = send(s, attack('10s', 1), { type: 'register.closed' });
    expect(s.context.registers[0]!.foeCards).toEqual([null, null]);
    expect(declareProblem(s.context, attack('9s', 1))).toContain('the one attack a surprise gives him');
  });

  it('a table without a surprise opens as before', () => {
    const s = send(table([], DEVON, GM), { type: 'initiative.drawn' });
    expect(s.context.surprised).toEqual([]);
    expect(s.context.initiativeDraws[0]!.foes).toEqual([
      { cards: ['7s'], total: 7 },
      { cards: ['4s'], total: 4 },
    ]);
  });
});

describe('setting up a surprise', () => {
  it('reads surprised-foes as the foes’ numbers, 1 first', () => {
    expect(parseMultipleOpponentsSetup({ foes: '3', 'surprised-foes': '1, 3' }).input.surprised).toEqual([0, 2]);
    expect(parseMultipleOpponentsSetup({}).input.surprised).toBeUndefined();
  });

  for (const bad of ['3', '0', 'constructor', '1e309', '<b>1</b>', '1, x'])
    it(`refuses surprised-foes="${bad}" with two foes, naming the attribute, and surprises nobody`, () => {
      const { input, errors } = parseMultipleOpponentsSetup({ 'surprised-foes': bad });
      expect(input.surprised).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^surprised-foes: .* is not the number of a foe here \(1 to 2\); nobody is taken by surprise$/);
    });

  it('a saved table whose surprised foes are not foes of it, each once, does not start', () => {
    const { input } = parseMultipleOpponentsSetup({});
    for (const surprised of [[2], [0, 0], ['0'], -1, [0.5]])
      expect(multipleOpponentsInputProblem({ ...input, surprised })).toBe(
        'its foes taken by surprise are not foes of this table, each once',
      );
  });
});
