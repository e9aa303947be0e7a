import { describe, expect, it } from 'vitest';
import { defense } from '../attack.js';
import type { AttackRollEvent } from './attack-roll.context.js';
import { defenseNow } from './attack-roll.fighters.js';
import { soulPassingInput } from './attack-roll.hand-off.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const D_FIRST: AttackRollEvent = { type: 'round.begun', first: 'defender' };
const ATTACK: AttackRollEvent = { type: 'attack.made', weapons: 'one' };
const ROLL: AttackRollEvent = { type: 'attack.rolled' };
const DAMAGE: AttackRollEvent = { type: 'damage.rolled' };
const END: AttackRollEvent = { type: 'turn.ended' };

/** The raider fights back: Attack 2, a Medium weapon (1d4), Toughness 3 (+1 damage). Bram wears a coat (1). */
const RAIDER = { attack: 2, weapons: ['medium'] as const, toughness: 3 };
const BRAM = { baseDefense: 6, defenses: [defense('passive', 1, 'coat')] };

describe('both fighters act (Table ruling: both fighters act)', () => {
  it('lets the defender attack on its own turn, rolled against the attacker’s defense', () => {
    // 3 + 4 + 2 Attack = 9 against Bram's base 6 and total 7: a direct hit; 1d4 shows 3, + 1.
    const s = play(table([3, 4, 3], BRAM, RAIDER), [D_FIRST, ATTACK, ROLL]);
    expect(s.context.current).toMatchObject({ by: 'defender', roll: { result: 9, base: 6, total: 7, outcome: 'direct' } });
    expect(said(s)).toContain(
      'The attack by Raider: 2d6 showed 3 and 4; 7 rolled + 2 Attack = 9 against base defense 6 and total defense 7: a direct hit.',
    );
    const hit = play(table([3, 4, 3], BRAM, RAIDER), [D_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(hit.context.attacker.life).toBe(12 - 4);
    expect(said(hit)).toContain('Bram loses 4 Life (Life 8)');
    expect(hit.hasTag("defender's turn")).toBe(true);
    expect(hit.context.actionsLeft).toBe(1);
  });

  it('soaks the defender’s glancing blow with the attacker’s own armour', () => {
    // 3 + 2 + 2 = 7 against base 6, total 7: glancing; 3 + 1 = 4 − 1 coat = 3.
    const s = play(table([3, 2, 3], BRAM, RAIDER), [D_FIRST, ATTACK, ROLL, DAMAGE]);
    expect(s.context.attacks[0]!.damage).toMatchObject({ dealt: 4, passive: 1, lifeLost: 3 });
  });

  it('takes turns on the initiative the table names, each side with its two actions', () => {
    const s = play(table([1, 1, 1, 1], BRAM, RAIDER), [A_FIRST, ATTACK, ROLL, END, ATTACK, ROLL, END]);
    expect(s.context.attacks.map((a) => a.by)).toEqual(['attacker', 'defender']);
    expect(s.hasTag('between rounds')).toBe(true);
  });

  it('gives the attacker Defend and the defender Charge: the same list of actions on either card', () => {
    const defended = play(table([], BRAM), [A_FIRST, { type: 'defense.readied' }, END]);
    expect(defenseNow(defended.context, 'attacker')).toMatchObject({ base: 8, total: 9 });
    expect(play(table([], BRAM), [A_FIRST, { type: 'defense.readied' }, END, END, A_FIRST]).context.sides.attacker.defending).toBe(false);
    const charged = play(table([5, 5], BRAM, RAIDER, 25), [D_FIRST, { type: 'charge.made', weapons: 'one' }, ROLL]);
    expect(charged.context.distance).toBe(5);
    expect(charged.context.current!.roll!.terms).toContainEqual({ label: 'charge', value: 2 });
  });

  it('lets the defender, acting first, delay its attack until after the attacker’s turn', () => {
    const s = play(table([4, 4, 2], BRAM, RAIDER), [
      D_FIRST,
      { type: 'action.delayed' },
      END,
      END,
      { type: 'delayed.taken', weapons: 'one' },
      ROLL,
      DAMAGE,
    ]);
    expect(s.context.attacks[0]).toMatchObject({ by: 'defender', how: 'delayed' });
    expect(s.context.attacker.life).toBeLessThan(12);
  });

  it('sets off the attacker’s prepared attack as the defender charges within reach, before the charge is rolled', () => {
    // Bram's prepared blow: 6 + 6 + 3 = 15; its damage 1; then the raider's charge: 2 + 2 + 2 + 2 = 8.
    const s = play(table([6, 6, 1, 2, 2], BRAM, RAIDER, 20), [
      A_FIRST,
      { type: 'action.prepared', action: 'attack' },
      END,
      { type: 'charge.made', weapons: 'one' },
    ]);
    expect(s.context.queue.map((p) => [p.by, p.how])).toEqual([
      ['attacker', 'prepared'],
      ['defender', 'charge'],
    ]);
    expect(said(s)).toContain("Raider comes within 5 feet: Bram's prepared attack goes off at once.");
  });

  it('lets the defender kill the attacker, and hands the attacker’s soul on', () => {
    const s = play(table([6, 6, 4, 6], { ...BRAM, life: 3 }, { ...RAIDER, toughness: 8, weapons: ['massive'] }), [
      D_FIRST,
      ATTACK,
      ROLL,
      DAMAGE,
    ]);
    expect(s.value).toBe('dead');
    expect(s.context.fallen).toBe('attacker');
    expect(soulPassingInput(s.context, 1)).toMatchObject({ name: 'Bram' });
  });

  it("rests both fighters after the fight, each at its own rate, until both are whole (ruling: the rest's clock)", () => {
    // The raider's hit leaves Bram (a Liberi, Toughness 4) at 8; Bram's leaves the raider (a creature, Toughness 3) at 9.
    const fight = [D_FIRST, ATTACK, ROLL, DAMAGE, END, ATTACK, ROLL, DAMAGE, END, { type: 'fight.ended' } as const];
    const s = play(table([3, 4, 3, 5, 5, 1], BRAM, RAIDER), fight);
    expect([s.context.attacker.life, s.context.defender.life]).toEqual([8, 9]);
    const later = play(table([3, 4, 3, 5, 5, 1], BRAM, RAIDER), [...fight, { type: 'time.passed', hours: 4 }]);
    expect([later.context.attacker.life, later.context.defender.life]).toEqual([10, 9]);
    expect(linked(later)).toEqual(expect.arrayContaining(['with-a-foci']));
    const day = play(table([3, 4, 3, 5, 5, 1], BRAM, RAIDER), [...fight, { type: 'time.passed', hours: 24 }]);
    expect(day.value).toBe('healed');
  });
});
