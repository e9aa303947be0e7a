/**
 * Karmic, "Head Butt": "At the GM's discretion a head butt can be performed when a character's
 * arms or legs are bound or held" (table ruling "A head butt while bound"), in the duel.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { RegisterDuelEvent } from './register-duel.context.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { parseRegisterDuelSetup, registerDuelInputProblem } from './register-duel.setup.js';
import { conditions } from './register-duel.view.js';

describe('a fighter whose arms or legs are bound', () => {
  it('is set up by a-bound / b-bound: none, head-butt (the GM allows it) or helpless', () => {
    expect(parseRegisterDuelSetup({ 'a-bound': 'head-butt' }).input.fighters[0].bound).toBe('head-butt');
    expect(parseRegisterDuelSetup({ 'b-bound': 'Helpless' }).input.fighters[1].bound).toBe('helpless');
    expect(parseRegisterDuelSetup({ 'a-bound': 'none' }).input.fighters[0]).not.toHaveProperty('bound');
    const { input, errors } = parseRegisterDuelSetup({ 'a-bound': 'constructor' });
    expect(errors).toEqual(['a-bound: "constructor" is not one of the choices: use none, head-butt or helpless; he is free']);
    expect(input.fighters[0]).not.toHaveProperty('bound');
    expect(registerDuelInputProblem({ ...input, fighters: [{ ...input.fighters[0], bound: 'tied' }, input.fighters[1]] })).toBe(
      'the first fighter is bound in a way this table does not know',
    );
  });

  it('starts the fight bound, and may only head butt: the soldier, dagger in hand, butts Devon', () => {
    const { input } = parseRegisterDuelSetup({
      seed: '4',
      'a-weapon': 'dagger',
      'b-weapon': 'dagger',
      'b-bound': 'head-butt',
      'b-training': '3',
      'a-stack': '2h 5s 4s',
      'b-stack': '9s 8s 7s 6s 3s',
    });
    let [snap] = initialTransition(registerDuelMachine, input);
    expect(snap.context.narration.map((w) => w.text)).toContain(
      "Soldier's arms or legs are bound: the GM allows him a head butt, at range 0 or closer, and nothing else.",
    );
    expect(conditions(snap.context, 1)).toContain('arms or legs bound (a head butt only)');
    const send = (...events: RegisterDuelEvent[]) => {
      for (const e of events) {
        expect(snap.can(e), JSON.stringify(e)).toBe(true);
        [snap] = transition(registerDuelMachine, snap, e);
      }
    };
    send({ type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect([snap.context.attacker, snap.context.range]).toEqual([1, 0]);
    expect(snap.can({ type: 'maneuver.declared', side: 1, maneuver: 'attack', card: '6s', hand: 'main' })).toBe(false);
    send({ type: 'maneuver.declared', side: 1, maneuver: 'head-butt', card: '6s', hand: 'none' }, { type: 'maneuver.passed', side: 0 });
    send({ type: 'declaration.finished', side: 1 }, { type: 'register.revealed' });
    // 6 card − 1 armour − 2 = 3, unopposed; damage 6 − 1 edge = 5, capped at 1; he takes half, rounded up.
    expect(snap.context.damage).toEqual([1, 1]);
  });
});
