import { describe, expect, it } from 'vitest';
import type { AttackRollEvent } from './attack-roll.context.js';
import { abilityProblem } from './attack-roll.abilities.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const END: AttackRollEvent = { type: 'turn.ended' };
const SKILL: AttackRollEvent = { type: 'skill.used' };
const ability = (actions: number): AttackRollEvent => ({ type: 'ability.worked', actions });

describe('the Skill and Ability actions (Table ruling: abilities and skills at the table)', () => {
  it('spends one action on a skill, and leaves what it does to the LM', () => {
    const s = play(table([]), [A_FIRST, SKILL]);
    expect(s.context.actionsLeft).toBe(1);
    expect(said(s)).toBe("Bram uses a skill (1 action); what it does is the skill's, and the LM's call.");
    expect(linked(s)).toEqual(['abilities-and-skills']);
    expect(play(table([]), [A_FIRST, SKILL, SKILL]).can(SKILL)).toBe(false);
  });

  it('takes effect at once for an ability of one action', () => {
    const s = play(table([]), [A_FIRST, ability(1)]);
    expect(said(s)).toContain('Bram uses an ability (1 action): it takes effect');
    expect(s.context.sides.attacker.continuing).toEqual([]);
  });

  it('spreads an ability of three actions over two turns, as a continuous action, and completes it on the third', () => {
    const s = play(table([]), [A_FIRST, ability(3), ability(3), END, END, A_FIRST, ability(3)]);
    expect(said(s)).toContain('Bram completes the ability (3 of 3 actions): it takes effect');
    expect(s.context.actionsLeft).toBe(1);
    const begun = play(table([]), [A_FIRST, ability(3)]);
    expect(said(begun)).toContain('Bram begins an ability of 3 actions (1 of 3).');
    expect(linked(begun)).toContain('continuous-actions');
  });

  it('loses an ability begun and then skipped for a whole turn (ruling: when a skipped continuous action is lost)', () => {
    const s = play(table([]), [A_FIRST, ability(3), END, END, A_FIRST, END]);
    expect(said(s)).toContain(
      'Bram ends the turn without working the ability: the 1 action put into it is lost, and it starts again from nothing.',
    );
    expect(s.context.sides.attacker.continuing).toEqual([]);
  });

  it('goes on with the ability under way rather than start another, and takes 1 to 6 actions', () => {
    const s = play(table([]), [A_FIRST, ability(3)]);
    expect(abilityProblem(s.context, 2)).toBe('an ability of 3 actions is under way (1 done): go on with it first');
    expect(abilityProblem(s.context, 7)).toBe('an ability here takes 1 to 6 actions');
    expect(abilityProblem(s.context, 0)).toBe('an ability here takes 1 to 6 actions');
  });
});
