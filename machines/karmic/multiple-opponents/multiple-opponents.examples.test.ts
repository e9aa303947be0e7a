import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { GOBLINS_EVENTS, GOBLINS_EXAMPLE } from './multiple-opponents.examples.js';

/** The example, played step by step: the snapshot after each event. */
function play() {
  let [s] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
  const after = [s];
  for (const e of GOBLINS_EVENTS) {
    expect(s.can(e), `${e.type} is refused`).toBe(true);
    [s] = transition(multipleOpponentsMachine, s, e);
    after.push(s);
  }
  return after;
}

describe('our worked example: Devon against three goblins', () => {
  const steps = play();
  const text = (i: number) => steps[i]!.context.narration.map((w) => w.text).join(' ');

  it('the initiative: Devon 5, Ash 2, Brand 7, Cole −3; Brand holds it, and Devon names Ash of the two he beat', () => {
    expect(text(1)).toContain(
      'Devon draws +5, −2: 5 card = 5; Ash draws +2: 2 card = 2; Brand draws +7: 7 card = 7; Cole draws −3: −3 card = −3.',
    );
    expect(steps[1]!.matches('namingFoe')).toBe(true);
    expect(steps[1]!.context.choosing).toEqual([0, 2]);
    expect(steps[2]!.context.holders).toEqual(['lone', 'foe', 'foe']);
  });

  it('the hands: Devon three cards (+9, +8, +10), each goblin two; Brand and Cole attack in register 1 with their best cards', () => {
    const c = steps[3]!.context;
    expect(c.hands.lone).toEqual(['9s', '8s', '10s']);
    expect(c.registers[0]!.foeCards.map((x) => x?.card ?? null)).toEqual([null, '5s', '2c']);
    expect(c.hands.foes).toEqual([['4s', '2h'], ['3s'], ['4h']]);
  });

  it('two parries in register 1, each with its own card against a different attacker', () => {
    expect(steps[5]!.context.registers[0]!.lone.map((x) => [x.maneuver, x.card, x.foe])).toEqual([
      ['parry', '9s', 1],
      ['parry', '8s', 2],
    ]);
  });

  it('the swipe at three goblins is one card at −3; Ash parries with +4, Brand and Cole are attacking and cannot answer', () => {
    const r = steps[8]!.context.registers[1]!;
    expect(r.lone).toHaveLength(1);
    expect(r.foeCards.map((x) => x && [x.maneuver, x.card])).toEqual([
      ['parry', '4s'],
      ['attack', '3s'],
      ['attack', '4h'],
    ]);
  });

  it('register 1: both attacks miss against the parries (5 − 10 = −5, 2 − 9 = −7)', () => {
    const r = steps[9]!.context.registers[0]!.results;
    expect(r.map((x) => [x.foe, x.by, x.outcome.defenceArithmetic, x.outcome.arithmetic])).toEqual([
      [1, 'foe', '9 card + 1 modifiers = 10 parry', '5 card − 10 parry = −5: miss'],
      [2, 'foe', '8 card + 1 modifiers = 9 parry', '2 card − 9 parry = −7: miss'],
    ]);
    expect(text(9)).toContain('Brand against Devon: miss (−5). Cole against Devon: miss (−7).');
    expect(steps[9]!.context.damage.lone).toBe(0);
  });

  it('register 2: the swipe lands on all three for 4 each (10 + 1 − 3 − 4 = 4 through Ash’s parry), Brand hits Devon for 4, and every goblin is out', () => {
    const ash = steps[10]!.context.registers[1]!.results.find((x) => x.foe === 0 && x.by === 'lone')!;
    expect(ash.outcome.defenceArithmetic).toBe('4 card = 4 parry');
    expect(ash.outcome.arithmetic).toBe(
      "10 card + 1 modifiers − 3 swipe at 3 − 4 parry = 4: hit for 4 damage (11, capped at the weapon's maximum)",
    );
    expect(text(10)).toContain('Devon swipes at Ash: hit for 4 damage. Brand against Devon: hit for 4 damage, unopposed.');
    expect(steps[10]!.context.damage).toEqual({ lone: 4, foes: [4, 4, 4] });
    expect(steps[10]!.matches('combatOver')).toBe(true);
    expect(steps[10]!.context.ended).toEqual({ how: 'foes-out' });
  });
});
