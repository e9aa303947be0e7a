/**
 * After a pin or a choke (Karmic, "Suffocate", "Pin"; table ruling "Breaking a hold"): the
 * hold, turn by turn, until it is broken, the one choked passes out, or the holder lets go.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { Card } from '../../core/cards.js';
import { WRESTLING } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import { SEED_RULINGS, type MeleeRulings } from '../melee/rulings.js';
import type { RegisterDuelEvent, RegisterDuelInput } from './register-duel.context.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';
import { fightSummary, statusLine } from './register-duel.view.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

function send(snap: Snap, ...events: RegisterDuelEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(registerDuelMachine, snap, e);
  }
  return snap;
}
const texts = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');
const fists = WEAPONS['bare-hands']!;

/**
 * Devon tackles the soldier, wins the initiative again at wrestling range and lays `hold`
 * with a +5; the soldier's next cards are `after`, for his checks in the hold.
 */
function held(hold: 'pin' | 'suffocate', after: Card[], rulings: MeleeRulings = SEED_RULINGS, soldier = {}): Snap {
  const input: RegisterDuelInput = {
    fighters: [
      { ...DEFAULT_FIGHTERS[0], weapon: fists, skill: 1 },
      { ...DEFAULT_FIGHTERS[1], weapon: fists, skill: 1, armour: 0, ...soldier },
    ],
    seed: 8,
    stacked: [
      ['9s', '2s', '3s', '8s', '7s', '5s'],
      ['2h', '2d', '3h', '4h', ...after],
    ],
    rulings,
  };
  const [start] = initialTransition(registerDuelMachine, input);
  let snap = send(
    start,
    { type: 'initiative.drawn' },
    { type: 'hands.drawn' },
    { type: 'maneuver.declared', side: 0, maneuver: 'tackle', card: '3s' },
    { type: 'maneuver.passed', side: 1 },
    { type: 'register.revealed' },
    { type: 'round.begun' },
    { type: 'initiative.drawn' },
    { type: 'hands.drawn' },
  );
  expect([snap.context.range, snap.context.attacker]).toEqual([WRESTLING, 0]);
  snap = send(snap, { type: 'maneuver.declared', side: 0, maneuver: hold, card: '5s' }, { type: 'maneuver.passed', side: 1 });
  return send(snap, { type: 'register.revealed' });
}

describe('a pin: "Every turn the target may make a might check to break the hold … modified by the value of the original card" (ruling: breaking a hold)', () => {
  it('ends ordinary combat and holds the one pinned, waiting for his turns', () => {
    const snap = held('pin', ['9h']);
    expect(snap.hasTag('held fast')).toBe(true);
    expect(snap.context.hold).toEqual({ by: 0, kind: 'pin', card: 5, turns: [] });
    expect(statusLine(snap.context)).toBe('Round 2 · Devon holds Soldier fast (a pin) · turn 1 of the hold');
    expect(texts(snap)).toContain('Devon pins Soldier: ordinary combat is over');
  });

  it("adds the pin's card to the might check, as the seed words it: −9 + 5 = −4 holds, then +10 + 5 breaks free", () => {
    let snap = send(held('pin', ['9h', '10s']), { type: 'hold.tested' });
    expect(texts(snap)).toBe("Turn 1 of the pin: Soldier's might check, −9 card + 5 the pin's card = −4: the pin holds.");
    expect(snap.hasTag('held fast')).toBe(true);
    snap = send(snap, { type: 'hold.tested' });
    expect(texts(snap)).toContain("Turn 2 of the pin: Soldier's might check, 10 card + 5 the pin's card = 15: he breaks free.");
    // Broken: back to the fight at wrestling range, drawing for the initiative.
    expect(snap.value).toBe('drawingForInitiative');
    expect([snap.context.round, snap.context.range, snap.context.hold, snap.context.attacker]).toEqual([
      3,
      WRESTLING,
      undefined,
      undefined,
    ]);
  });

  it('with pin-break="minus-card", takes the card off instead: +4 − 5 = −1 holds', () => {
    const snap = send(held('pin', ['4s'], { ...SEED_RULINGS, pinBreak: 'minus-card' }), { type: 'hold.tested' });
    expect(texts(snap)).toBe("Turn 1 of the pin: Soldier's might check, 4 card − 5 (the pin's card +5, taken off) = −1: the pin holds.");
  });

  it('ends the fight when the holder lets go', () => {
    const snap = send(held('pin', ['9h']), { type: 'hold.released' });
    expect(snap.value).toBe('combatOver');
    expect(snap.context.ended).toEqual({ how: 'held', side: 0 });
    expect(fightSummary(snap.context)![0]!.text).toBe('The fight ended in round 2: Devon held Soldier fast, and let go.');
  });
});

describe('a choke: a might check opposed by the card, and "every five seconds … a vitality check or else pass out" (ruling: breaking a hold)', () => {
  it('breaks free only by beating the card that made it: +5 against +5 is not enough', () => {
    const snap = send(held('suffocate', ['5c', '2s']), { type: 'hold.tested' });
    expect(texts(snap)).toContain("Turn 1 of the choke: Soldier's might check, 5 card = 5 against the hold's +5: the hold stands.");
    expect(texts(snap)).toContain("Soldier's vitality check: 2 card = 2: still conscious.");
    expect(snap.context.hold!.turns).toHaveLength(1);
  });

  it('checks vitality each turn the choke stands, and a total of 0 or less passes him out', () => {
    const snap = send(held('suffocate', ['5c', '2s', '3h', '5h']), { type: 'hold.tested' }, { type: 'hold.tested' });
    expect(texts(snap)).toContain("Soldier's vitality check: −5 card = −5: he passes out, and the fight is over.");
    expect(snap.value).toBe('combatOver');
    expect(snap.context.ended).toEqual({ how: 'passed-out', side: 1 });
    expect(fightSummary(snap.context)![0]!.text).toBe("The fight ended in round 2: Soldier passed out in Devon's choke.");
  });

  it('adds his might to the might check and his vitality to the vitality check', () => {
    const snap = send(held('suffocate', ['4s'], SEED_RULINGS, { might: 2 }), { type: 'hold.tested' });
    expect(texts(snap)).toContain("Soldier's might check, 4 card + 2 might = 6 against the hold's +5: he breaks free.");
  });
});
