/**
 * Karmic, "Charging" at the table of several foes: "The charge is the only action the attacker
 * may take that turn. At the end of the turn both he and his opponent can make one (and only
 * one) melee maneuver. The character who charged has the initiative (unless the opponent's
 * weapon has greater range)… Charging adds 1 to the maximum damage doable that turn." Which foe
 * he charges is the table's to set (table ruling "A charge against several foes").
 */
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Card } from '../../core/cards.js';
import { WEAPONS } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import type { DeclaredEvent, MultipleOpponentsInput } from './multiple-opponents.context.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { declareProblem } from './multiple-opponents.problems.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import { DEFAULT_LONE, multipleOpponentsInputProblem, parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';
import { statusLine } from './multiple-opponents.view.js';
import { foe, said, send, type Snap } from './multiple-opponents.testing.js';

function table(charge: number, lone: Card[], foes: Card[], fighters: Fighter[] = [foe('Ash'), foe('Brand')]): Snap {
  const { input: base } = parseMultipleOpponentsSetup({});
  const input: MultipleOpponentsInput = { ...base, lone: DEFAULT_LONE, foes: fighters, seed: 3, stacked: { lone, foes }, charge };
  expect(multipleOpponentsInputProblem(input)).toBeUndefined();
  return initialTransition(multipleOpponentsMachine, input)[0];
}

const attack = (card: Card, f: number): DeclaredEvent => ({ type: 'maneuver.declared', maneuver: 'attack', card, foe: f });
const parry = (card: Card, f: number): DeclaredEvent => ({ type: 'maneuver.declared', maneuver: 'parry', card, foe: f });

// Devon draws +5, +2 for the initiative and holds +10, +9, +8; the GM's deck: Ash's +7, then the foes' hands.
const DEVON: Card[] = ['5s', '2h', '10s', '9s', '8s'];
const GM: Card[] = ['7s', '4s', '2h', '3s', '4h'];

describe('A charge against several foes', () => {
  it('"The character who charged has the initiative": the charged pairing draws no cards, the others draw as usual', () => {
    const s = send(table(1, DEVON, GM), { type: 'initiative.drawn' });
    expect(s.context.initiativeDraws[0]!.foes).toEqual([{ cards: ['7s'], total: 7 }, null]);
    expect(s.context.holders).toEqual(['foe', 'lone']);
    expect(s.context.charging).toBe(1);
    expect(said(s)).toContain('Devon charges Brand and holds the initiative over Brand');
    expect(s.context.narration.some((w) => w.rule === RULES.severalCharge)).toBe(true);
    expect(statusLine(s.context)).toContain('the charge round');
  });

  it('"unless the opponent\'s weapon has greater range": a foe with a spear holds it over him', () => {
    const s = send(table(1, DEVON, GM, [foe('Ash'), foe('Brand', { weapon: WEAPONS.spear! })]), { type: 'initiative.drawn' });
    expect(s.context.holders[1]).toBe('foe');
    expect(said(s)).toContain('Brand’s spear reaches further'.replace('’', "'"));
  });

  it('table ruling "A charge against several foes": beating another foe on the draw, he still holds the initiative over the one he charged (ruling: a charge against several foes)', () => {
    const s = send(table(0, DEVON, ['2s', '4s', '2h', '3s', '4h']), { type: 'initiative.drawn' });
    expect(s.context.holders).toEqual(['lone', 'foe']);
    expect(said(s)).toContain('Devon beats Brand too, but holds the initiative over one foe at most');
  });

  it('"The charge is the only action the attacker may take that turn": nothing against another foe, not even a parry', () => {
    const s = send(table(1, DEVON, GM), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(s.context.registers[0]!.foeCards[0]?.maneuver).toBe('attack');
    expect(declareProblem(s.context, parry('9s', 0))).toBe(
      'the charge is the only thing Devon does this round: he lays nothing against Ash',
    );
    expect(declareProblem(s.context, attack('10s', 1))).toBeUndefined();
  });

  it('"both he and his opponent can make one (and only one) melee maneuver", and the charge adds 1 to his maximum damage', () => {
    let s = send(table(1, DEVON, GM), { type: 'initiative.drawn' }, { type: 'hands.drawn' }, attack('10s', 1), { type: 'register.closed' });
    expect(s.context.registers[0]!.foeCards[1]).not.toBeNull();
    expect(s.hasTag('declaring')).toBe(true);
    expect(declareProblem(s.context, attack('9s', 1))).toContain('each fighter makes one maneuver');
    while (s.hasTag('declaring')) s = send(s, { type: 'register.closed' });
    while (s.hasTag('turning over')) s = send(s, { type: 'register.revealed' });
    const blow = s.context.registers[0]!.results.find((r) => r.by === 'lone')!.outcome;
    // +10 and the sword's edge 1 make 11, capped at the sword's 4 and the charge's 1.
    expect(blow.success).toBe(true);
    expect(blow.damage).toBe(5);
    expect(s.context.registers.flatMap((r) => r.foeCards.filter((c, f) => f === 1 && c))).toHaveLength(1);
    s = send(s, { type: 'round.begun' });
    expect(s.context.charging).toBeUndefined();
    expect(s.context.holders[1]).toBe('lone');
  });
});

describe('setting up a charge', () => {
  it('reads charge-at as a foe’s number, 1 first', () => {
    expect(parseMultipleOpponentsSetup({ foes: '3', 'charge-at': '3' }).input.charge).toBe(2);
    expect(parseMultipleOpponentsSetup({}).input.charge).toBeUndefined();
  });

  for (const bad of ['3', '0', 'constructor', '1e309', '<b>1</b>', '1, 2'])
    it(`refuses charge-at="${bad}" with two foes, naming the attribute, and nobody charges`, () => {
      const { input, errors } = parseMultipleOpponentsSetup({ 'charge-at': bad });
      expect(input.charge).toBeUndefined();
      expect(errors).toEqual([expect.stringMatching(/^charge-at: .* is not the number of a foe here \(1 to 2\); nobody charges$/)]);
    });

  it('a fight opens with a charge or a surprise, not both: the surprise is played', () => {
    const { input, errors } = parseMultipleOpponentsSetup({ 'charge-at': '1', 'surprised-foes': '2' });
    expect(input.charge).toBeUndefined();
    expect(input.surprised).toEqual([1]);
    expect(errors).toEqual(['charge-at: a fight opens with a charge or a surprise, not both; the surprise is played']);
  });

  it('a saved table charging a foe it does not have, or charging and surprising at once, does not start', () => {
    const { input } = parseMultipleOpponentsSetup({});
    for (const charge of [2, -1, 0.5, '0'])
      expect(multipleOpponentsInputProblem({ ...input, charge })).toBe('the foe it charges is not a foe of this table');
    expect(multipleOpponentsInputProblem({ ...input, charge: 0, surprised: [1] })).toBe('it opens with both a charge and a surprise');
  });
});
