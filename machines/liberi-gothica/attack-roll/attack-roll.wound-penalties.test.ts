import { describe, expect, it } from 'vitest';
import type { AttackRollEvent, AttackerInput, DefenderInput } from './attack-roll.context.js';
import { attackProblem } from './attack-roll.attacks.js';
import { choicesNow } from './attack-roll.choices.js';
import { stepPrompt } from './attack-roll.view.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const ATTACK: AttackRollEvent = { type: 'attack.made', weapons: 'one' };
const ALL: AttackRollEvent = { type: 'attack.made', weapons: 'all' };
const ROLL: AttackRollEvent = { type: 'attack.rolled' };
const DAMAGE: AttackRollEvent = { type: 'damage.rolled' };
const WOUND: AttackRollEvent = { type: 'wound.rolled' };
const END: AttackRollEvent = { type: 'turn.ended' };

/**
 * Bram strikes first with a crippling blow (6 + 6 + 3 = 15 against the raider's 10), then the
 * raider, wounded, strikes back. `damage` is Bram's damage die, `where` the wound's dice
 * (location, then side or eye-or-ear, then the course's lengths), `back` the raider's dice.
 */
function wounded(damage: number, where: number[], back: number[], raider: Partial<DefenderInput> = {}, bram: Partial<AttackerInput> = {}) {
  const input = table(
    [6, 6, damage, ...where, ...back],
    { weapons: ['small'], toughness: 1, ...bram },
    { attack: 2, weapons: ['medium'], toughness: 3, life: 30, maxLife: 30, ...raider },
  );
  const struck = [A_FIRST, ATTACK, ROLL, DAMAGE, WOUND, END];
  return { input, struck };
}

describe('which rolls a wound touches (Table ruling: which rolls a wound touches)', () => {
  it('puts a rattled fighter’s −2 on its next attack roll and on its damage, and says so', () => {
    // 2 damage to the head (6): Rattled for 3 rounds. The raider's roll: 4 + 4 + 2 − 2 = 8; damage 3 + 1 − 2 = 2.
    const { input, struck } = wounded(2, [6, 3], [4, 4, 3]);
    const rolled = play(input, [...struck, ATTACK, ROLL]);
    expect(rolled.context.current!.roll!.terms).toEqual([
      { label: 'rolled', value: 8 },
      { label: 'Attack', value: 2 },
      { label: 'rattled', value: -2 },
    ]);
    expect(said(rolled)).toContain("Raider's rattled: −2 on every roll, this attack roll among them.");
    expect(linked(rolled)).toEqual(expect.arrayContaining(['head-wounds', 'penalties-on-later-rolls']));
    const hurt = play(input, [...struck, ATTACK, ROLL, DAMAGE]);
    expect(hurt.context.attacks.at(-1)!.damage!.terms).toContainEqual({ label: 'rattled', value: -2 });
    expect(hurt.context.attacks.at(-1)!.damage!.dealt).toBe(2);
  });

  it('lifts a rattled fighter’s penalty once its rounds are over', () => {
    // Rattled for 1 round (the course die shows 1): gone by round 2.
    const { input, struck } = wounded(2, [6, 1], [4, 4, 3]);
    const next = play(input, [...struck, END, A_FIRST, END, ATTACK, ROLL]);
    expect(next.context.current!.roll!.terms.map((t) => t.label)).not.toContain('rattled');
  });

  it('puts a lost eye’s −2 on Attacks, not on damage', () => {
    // 4 damage to the head: the 4–6 band; the eye-or-ear d6 shows 2 (the eye); its weeks 3 and 3.
    const { input, struck } = wounded(2, [6, 2, 3, 3], [4, 4, 3], {}, { toughness: 5 });
    const s = play(input, [...struck, ATTACK, ROLL, DAMAGE]);
    const attack = s.context.attacks.at(-1)!;
    expect(attack.roll!.terms).toContainEqual({ label: 'lost eye', value: -2 });
    expect(attack.damage!.terms.map((t) => t.label)).not.toContain('lost eye');
  });

  it('shows a lost ear on the fighter but counts it on no roll of the exchange', () => {
    const { input, struck } = wounded(2, [6, 5, 3, 3], [4, 4, 3], {}, { toughness: 5 });
    const s = play(input, [...struck, ATTACK, ROLL, DAMAGE]);
    expect(s.context.attacks[0]!.wound!.name).toBe('Lost ear');
    expect(s.context.attacks.at(-1)!.roll!.terms.map((t) => t.label)).toEqual(['rolled', 'Attack']);
  });

  it('puts a numb arm’s −2 only on the rolls of the weapon in that hand: the first weapon is in the right', () => {
    // 5 damage to the arms (5), right (2): Numb for 3 + 3 days. The raider holds a Medium (right) and a Small (left).
    const { input, struck } = wounded(4, [5, 2, 3, 3], [6, 6, 2, 6, 5, 2], { weapons: ['medium', 'small'] }, { weapons: ['medium'] });
    const s = play(input, [...struck, ALL, ROLL, DAMAGE, ROLL, DAMAGE]);
    const [right, left] = s.context.attacks.slice(-2);
    expect(right!.roll!.terms).toContainEqual({ label: 'numb right arm', value: -2 });
    expect(right!.damage!.terms).toContainEqual({ label: 'numb right arm', value: -2 });
    expect(left!.roll!.terms.map((t) => t.label)).not.toContain('numb right arm');
  });

  it('takes a weapon out of a hand whose fingers are smashed: a single attack uses the next weapon in a working hand', () => {
    // 2 damage to the arms, right: Smashed fingers for 4 rounds.
    const { input, struck } = wounded(2, [5, 2, 4], [4, 4, 2], { weapons: ['medium', 'small'] });
    const s = play(input, [...struck, ATTACK]);
    expect(s.context.queue).toEqual([{ how: 'attack', by: 'defender', weapon: 1, n: 1, of: 1 }]);
    expect(said(s)).toContain("Raider's right hand cannot hold its Medium weapon (1d4) (smashed fingers): it is not used.");
    const all = play(input, [...struck]);
    expect(attackProblem(all.context, 'all')).toBe('Raider can use only one of its weapons');
  });

  it('leaves a fighter with no working hand no weapon to attack with, and says why', () => {
    const { input, struck } = wounded(2, [5, 2, 4], [4, 4, 2]);
    const s = play(input, struck);
    expect(attackProblem(s.context, 'one')).toBe('Raider has no hand that can hold a weapon (smashed fingers)');
    expect(choicesNow(s).find((c) => c.label.startsWith('Attack ('))!.problem).toMatch(/no hand that can hold a weapon/);
  });

  it('lets a natural attack strike whatever the arms suffer: it needs no hand (Table ruling: natural attacks)', () => {
    const bite = { name: 'bite', damage: { count: 1, sides: 6, plus: 1 } };
    const { input, struck } = wounded(2, [5, 2, 4], [4, 4, 2], { weapons: ['unarmed'], natural: bite });
    const s = play(input, [...struck, ATTACK, ROLL]);
    expect(s.context.current).toMatchObject({ by: 'defender', weapon: 'bite (1d6 + 1, natural)' });
  });

  it('names the every-roll penalty on a check the LM rolls for the wounded fighter', () => {
    // Rattled, then Bram strikes a fatal lethal blow: the raider's Endure check is at −2.
    const { input, struck } = wounded(2, [6, 3], [], { awareness: 'helpless' });
    const s = play(input, [...struck, END, A_FIRST, { type: 'blow.struck', location: 'torso', side: null, wound: 0, fatal: true }]);
    expect(s.hasTag('endure check')).toBe(true);
    expect(stepPrompt(s)).toContain('Raider makes an Endure check (rattled, −2 on the check)');
  });
});
