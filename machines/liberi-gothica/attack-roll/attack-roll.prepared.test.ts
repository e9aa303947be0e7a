import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { prepareProblem } from './attack-roll.delayed-and-prepared.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const D_FIRST: AttackRollEvent = { type: 'round.begun', first: 'defender' };
const END: AttackRollEvent = { type: 'turn.ended' };
const prepare = (action: 'attack' | 'move' | 'skill'): AttackRollEvent => ({ type: 'action.prepared', action });
const RAIDER = { attack: 2, weapons: ['medium'] as const };

describe('prepared actions besides an attack (Table ruling: what can be prepared, and what sets it off)', () => {
  it('prepares a step away for one action, set off when the foe comes within reach: the foe ends a Move away', () => {
    const prepared = play(table([], {}, {}, 30), [D_FIRST, prepare('move')]);
    expect(prepared.context.actionsLeft).toBe(1);
    expect(said(prepared)).toContain(
      'Raider prepares a step away: if Bram comes within 5 feet this round, Raider steps a Move away at once.',
    );
    const s = play(table([], {}, {}, 30), [D_FIRST, prepare('move'), END, { type: 'attacker.moved', direction: 'toward' }]);
    expect(s.context.distance).toBe(35);
    expect(said(s)).toContain("Bram comes within 5 feet: Raider's prepared step away goes off, 30 feet away (35 feet apart now).");
    expect(linked(s)).toContain('what-can-be-prepared');
    expect(s.context.sides.defender.prepared).toEqual([]);
  });

  it('spoils a charge: the foe arrives to find no one within reach, and the charge strikes nothing', () => {
    const s = play(table([], {}, {}, 25), [D_FIRST, prepare('move'), END, { type: 'charge.made', weapons: 'one' }]);
    expect(s.hasTag("attacker's turn")).toBe(true);
    expect(s.context.queue).toEqual([]);
    expect(s.context.attacks).toEqual([]);
    expect(said(s)).toContain("Raider has stepped out of reach: Bram's charge finds no one to strike.");
  });

  it('uses a prepared skill as the foe attacks, before the blow is rolled, and leaves what it does to the LM', () => {
    const s = play(table([], {}, {}), [D_FIRST, prepare('skill'), END, { type: 'attack.made', weapons: 'one' }]);
    expect(s.hasTag('attack roll')).toBe(true);
    expect(said(s)).toContain(
      "Bram attacks: Raider's prepared skill is used at once, before the blow lands; what it does is the skill's, and the LM's call.",
    );
  });

  it('lets both actions be prepared, and loses what the round did not set off', () => {
    const s = play(table([], {}, RAIDER, 30), [D_FIRST, prepare('move'), prepare('attack'), END, END, A_FIRST]);
    expect(said(s)).toContain("2 prepared actions of Raider's were never set off");
    expect(s.context.sides.defender.prepared).toEqual([]);
  });

  it('refuses a second step away in a round, and a step away by a fighter who cannot move', () => {
    expect(prepareProblem(play(table([], {}, {}, 30), [D_FIRST, prepare('move')]).context, 'move')).toBe(
      'a step away is already prepared this round',
    );
    expect(prepareProblem(play(table([], {}, { immobile: true }, 30), [D_FIRST]).context, 'move')).toBe('Raider cannot move');
    expect(prepareProblem(play(table([], {}, {}, 30), [D_FIRST]).context, 'dance')).toBe(
      'say what is prepared: an attack, a step away or a skill',
    );
  });

  it('sets the prepared attack off before the step away, in the order they were prepared', () => {
    const s = play(table([1, 1], {}, RAIDER, 30), [
      D_FIRST,
      prepare('attack'),
      prepare('move'),
      END,
      { type: 'attacker.moved', direction: 'toward' },
    ]);
    expect(s.context.queue).toEqual([{ how: 'prepared', by: 'defender', weapon: 0, n: 1, of: 1 }]);
    expect(s.context.distance).toBe(35);
  });
});
