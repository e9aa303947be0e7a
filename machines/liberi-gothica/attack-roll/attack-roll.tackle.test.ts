import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { tackleProblem } from './attack-roll.tackle.js';
import { blowProblem } from './attack-roll.lethal-blow.js';
import { stepPrompt } from './attack-roll.view.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const D_FIRST: AttackRollEvent = { type: 'round.begun', first: 'defender' };
const TACKLE: AttackRollEvent = { type: 'tackle.made' };
const PASSED: AttackRollEvent = { type: 'strength.checked', passed: true };
const FAILED: AttackRollEvent = { type: 'strength.checked', passed: false };
const END: AttackRollEvent = { type: 'turn.ended' };

describe('charging into a tackle (Table ruling: what a tackle is)', () => {
  it('runs in a straight line and tackles with both actions, asking the LM for the Strength check at +2', () => {
    const s = play(table([], {}, {}, 25), [A_FIRST, TACKLE]);
    expect(s.hasTag('strength check')).toBe(true);
    expect(s.context).toMatchObject({ distance: 5, actionsLeft: 0 });
    expect(said(s)).toContain(
      'Bram charges 20 feet in a straight line and tackles Raider: a Move and the tackle, both actions, for +2 to the Strength check.',
    );
    expect(stepPrompt(s)).toBe("The LM makes Bram's Strength check, +2 for the charge: did it pass?");
    expect(linked(s)).toContain('tackles');
  });

  it('brings the foe down when the check passes: it cannot move, and is open to a lethal blow', () => {
    const s = play(table([], {}, {}, 25), [A_FIRST, TACKLE, PASSED]);
    expect(s.hasTag("attacker's turn")).toBe(true);
    expect(s.context.sides.defender.down).toBe(true);
    expect(s.context.attacks[0]).toMatchObject({ how: 'tackle', by: 'attacker', tackled: true });
    expect(said(s)).toContain('Raider is brought down');
    // Next round, Bram acting first again: the raider is still down, so a lethal blow is open.
    const next = play(table([], {}, {}, 25), [A_FIRST, TACKLE, PASSED, END, END, A_FIRST]);
    expect(blowProblem(next.context, 'torso', null, 0, false)).toBeUndefined();
  });

  it('lets a downed fighter spend a Move getting up, and then move again', () => {
    const s = play(table([], {}, {}, 25), [A_FIRST, TACKLE, PASSED, END, { type: 'defender.moved', direction: 'away' }]);
    expect(s.context.sides.defender.down).toBe(false);
    expect(s.context.distance).toBe(5);
    expect(said(s)).toContain('Raider spends a Move getting up');
    const away = play(table([], {}, {}, 25), [
      A_FIRST,
      TACKLE,
      PASSED,
      END,
      { type: 'defender.moved', direction: 'away' },
      { type: 'defender.moved', direction: 'away' },
    ]);
    expect(away.context.distance).toBe(35);
  });

  it('leaves the foe standing when the check fails', () => {
    const s = play(table([], {}, {}, 25), [A_FIRST, TACKLE, FAILED]);
    expect(s.context.sides.defender.down).toBe(false);
    expect(s.context.attacks[0]!.tackled).toBe(false);
  });

  it('needs a run-up, both actions, and a gap one Move can close, like any charge', () => {
    expect(tackleProblem(play(table([]), [A_FIRST]).context)).toBe('a charge needs a run-up, and Raider is already within reach');
    expect(tackleProblem(play(table([], {}, {}, 36), [A_FIRST]).context)).toBe(
      'one Move covers 30 feet, not the 31 needed to reach Raider',
    );
    expect(tackleProblem(play(table([], {}, {}, 40), [A_FIRST, { type: 'attacker.moved', direction: 'toward' }]).context)).toMatch(
      /both actions/,
    );
  });

  it('is open to the defender too, and rolls the foe’s prepared attack first', () => {
    // Bram prepared an attack; the raider charges into a tackle: Bram's blow (a miss on 1 + 1) comes first.
    const s = play(table([1, 1], {}, {}, 25), [A_FIRST, { type: 'action.prepared', action: 'attack' }, END, TACKLE]);
    expect(s.hasTag('attack roll')).toBe(true);
    const after = play(table([1, 1], {}, {}, 25), [
      A_FIRST,
      { type: 'action.prepared', action: 'attack' },
      END,
      TACKLE,
      { type: 'attack.rolled' },
    ]);
    expect(after.hasTag('strength check')).toBe(true);
    const down = play(table([1, 1], {}, {}, 25), [
      A_FIRST,
      { type: 'action.prepared', action: 'attack' },
      END,
      TACKLE,
      { type: 'attack.rolled' },
      PASSED,
    ]);
    expect(down.context.sides.attacker.down).toBe(true);
    expect(down.hasTag("defender's turn")).toBe(true);
  });

  it('finds no one when the foe had prepared a step away', () => {
    const s = play(table([], {}, {}, 25), [D_FIRST, { type: 'action.prepared', action: 'move' }, END, TACKLE]);
    expect(s.hasTag("attacker's turn")).toBe(true);
    expect(s.context.distance).toBe(35);
    expect(said(s)).toContain('the tackle finds no one');
  });
});
