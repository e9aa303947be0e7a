import { describe, expect, it } from 'vitest';
import type { AttackRollEvent, AttackRollInput } from './attack-roll.context.js';
import { treatWorkProblem } from './attack-roll.treatment.js';
import { choicesNow } from './attack-roll.choices.js';
import { stepPrompt } from './attack-roll.view.js';
import { bleedPerTurn } from './attack-roll.fighters.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const END: AttackRollEvent = { type: 'turn.ended' };
const TREAT: AttackRollEvent = { type: 'treatment.worked', wound: 0 };
const PASSED: AttackRollEvent = { type: 'treatment.given', wound: 0, passed: true };
const FAILED: AttackRollEvent = { type: 'treatment.given', wound: 0, passed: false };
/** Bram's crippling blow: 6 + 6 + 3 against 10, 6 + 2 damage to the torso (a 1): minor organ damage, 2 actions to treat. */
const MINOR = [
  A_FIRST,
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' },
  { type: 'damage.rolled' },
  { type: 'wound.rolled' },
  END,
] as const;
const minor = (rules?: AttackRollInput['rules'], distance = 5): AttackRollInput => ({
  ...table([6, 6, 6, 1], {}, { life: 20, maxLife: 20 }, distance),
  ...(rules ? { rules } : {}),
});
/** A Massive weapon (2d6) and Toughness 8: 3 + 3 + 4 = 10, major organ damage, 4 actions at −4. */
const major = (): AttackRollInput => table([6, 6, 3, 3, 1], { weapons: ['massive'], toughness: 8 }, { life: 30, maxLife: 30 });

describe('Treatment in the fight, by the book’s words (Table ruling: when Treatment is given)', () => {
  it('lets the wounded fighter spend its own turn’s actions on Treatment, then asks the LM for the check', () => {
    const first = play(minor(), [...MINOR, TREAT]);
    expect(first.context.actionsLeft).toBe(1);
    expect(said(first)).toContain('Raider begins the Treatment of its own Minor organ damage (1 of 2 actions).');
    expect(linked(first)).toContain('when-treatment-is-given');
    const asked = play(minor(), [...MINOR, TREAT, TREAT]);
    expect(asked.hasTag('treatment check')).toBe(true);
    expect(stepPrompt(asked)).toBe(
      "Raider has spent the Treatment's 2 actions on its own Minor organ damage: the LM makes a Treatment check. Did it pass?",
    );
    expect(choicesNow(asked).map((c) => c.label)).toEqual(['Treatment check passed', 'Treatment check failed']);
  });

  it('stops the bleeding when the check passes, and play goes on with the turn', () => {
    const s = play(minor(), [...MINOR, TREAT, TREAT, PASSED]);
    expect(s.hasTag("defender's turn")).toBe(true);
    expect(bleedPerTurn(s.context, 'defender')).toBe(0);
    expect(said(s)).toContain("Raider's Minor organ damage is treated (a Treatment check, 2 actions, passed): the bleeding stops.");
    // The next turn begins with no bleeding.
    const later = play(minor(), [...MINOR, TREAT, TREAT, PASSED, END, A_FIRST, END]);
    expect(later.context.defender.life).toBe(20 - 8 - 1);
  });

  it('lets a failed check be tried again, from its first action', () => {
    const s = play(minor(), [...MINOR, TREAT, TREAT, FAILED]);
    expect(bleedPerTurn(s.context, 'defender')).toBe(1);
    expect(said(s)).toContain('it can be tried again, from its first action');
    expect(treatWorkProblem(s.context, 0)).toBe('no actions are left this turn');
  });

  it('spreads a Treatment of 4 actions over two turns as a continuous action, the check at −4', () => {
    const s = play(major(), [
      A_FIRST,
      { type: 'attack.made', weapons: 'one' },
      { type: 'attack.rolled' },
      { type: 'damage.rolled' },
      { type: 'wound.rolled' },
      END,
      TREAT,
      TREAT,
      END,
      A_FIRST,
      END,
      TREAT,
      TREAT,
    ]);
    expect(s.hasTag('treatment check')).toBe(true);
    expect(stepPrompt(s)).toContain('the LM makes a Treatment check at −4');
  });

  it('loses a Treatment skipped for a whole turn (ruling: when a skipped continuous action is lost)', () => {
    const s = play(major(), [
      A_FIRST,
      { type: 'attack.made', weapons: 'one' },
      { type: 'attack.rolled' },
      { type: 'damage.rolled' },
      { type: 'wound.rolled' },
      END,
      TREAT,
      TREAT,
      END,
      A_FIRST,
      END,
      END,
    ]);
    expect(said(s)).toContain('Raider ends the turn without working the Treatment: the 2 actions put into it are lost');
  });

  it('lets the other fighter give it, within 5 feet, and not from farther', () => {
    const near = play(minor(), [...MINOR, END, A_FIRST, TREAT]);
    expect(said(near)).toContain("Bram begins the Treatment of Raider's Minor organ damage (1 of 2 actions).");
    const far = play(minor(undefined, 5), [...MINOR, { type: 'defender.moved', direction: 'away' }, END, A_FIRST]);
    expect(treatWorkProblem(far.context, 0)).toBe('Raider is 35 feet away: a Treatment is given within 5 feet');
  });
});

describe('Treatment after the fight only, the table’s other reading (Table ruling: when Treatment is given)', () => {
  const AFTER = { treatment: 'after-the-fight' } as const;

  it('offers no Treatment while the fight goes on, and says why', () => {
    const s = play(minor(AFTER), MINOR);
    expect(s.can(TREAT)).toBe(false);
    expect(treatWorkProblem(s.context, 0)).toBe('at this table Treatment waits until the fight is over');
    expect(choicesNow(s).some((c) => c.label.startsWith('Treat'))).toBe(false);
  });

  it('gives it once the fight is over, the check and the actions at once', () => {
    const s = play(minor(AFTER), [...MINOR, END, { type: 'fight.ended' }, PASSED]);
    expect(s.hasTag('resting')).toBe(true);
    expect(bleedPerTurn(s.context, 'defender')).toBe(0);
  });
});
