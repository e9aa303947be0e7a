import { describe, expect, it } from 'vitest';
import type { Fighter } from '../melee/fighters.js';
import { WEAPONS } from '../melee-weapons.js';
import { type Snap, start, send, fighters } from './register-duel.testing.js';

describe('a fight with bare hands (Karmic, "Hand to Hand Combat")', () => {
  const bare = WEAPONS['bare-hands']!;
  // Devon (training 2) draws 9♠ 10♠ for the initiative; the soldier (untrained) 3♥.
  const brawl = (devon: string[], soldier: string[], a: Partial<Fighter> = {}, b: Partial<Fighter> = {}) =>
    start({
      fighters: fighters({ weapon: bare, ...a }, { weapon: bare, ...b }),
      seed: 3,
      stacked: [
        ['9s', '10s', ...devon],
        ['3h', ...soldier],
      ],
    });

  it('opens at range 0, the reach of bare hands, and draws hands from the skill', () => {
    const snap = send(brawl(['5s', '4s', '3s'], ['2s', '2h']), { type: 'initiative.drawn' }, { type: 'hands.drawn' });
    expect(snap.context.range).toBe(0);
    expect(snap.context.hands.map((h) => h.length)).toEqual([3, 2]);
  });

  it('ends the turn after a tackle lands and draws the initiative again, at wrestling range (table ruling "A tackle ends the turn") (ruling: a tackle ends the turn)', () => {
    let snap = send(
      brawl(['8s', '4s', '3s'], ['2s', '2h']),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'tackle', card: '8s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'hth-dodge', card: '2s' },
    );
    // Tackle resolves immediately: declaring stops at once.
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    // 8 − 3 = 5, less the dodge's 1 (2, armour −1): 4, a tackle.
    expect(snap.context.registers[0]!.outcome!.attackTotal).toBe(4);
    expect(snap.context.range).toBe(-1);
    expect(snap.matches({ round: 'turnOver' })).toBe(true);
    expect(snap.can({ type: 'maneuver.declared', side: 0, maneuver: 'hand-attack', card: '4s' })).toBe(false);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.value).toBe('drawingForInitiative');
    expect(snap.context.attacker).toBeUndefined();
    expect(snap.context.round).toBe(2);
    expect(snap.context.narration[0]!.text).toMatch(/draw for the initiative again, now at wrestling range/);
  });

  it('lets a block grab that holds pull the fight to wrestling range and take the initiative for the rest of the turn', () => {
    let snap = send(
      brawl(['2s', '7s', '3s'], ['9s', '4s'], {}, { might: 1 }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'hand-attack', card: '2s' },
      { type: 'maneuver.declared', side: 1, maneuver: 'block-grab', card: '9s' },
      { type: 'register.revealed' },
    );
    // grab: 9 − 4 (might 1 against 0) = 5; attack 2 − 5 = −3.
    expect(snap.context.range).toBe(-1);
    expect(snap.context.attacker).toBe(1);
    expect(snap.matches({ round: 'declaring' })).toBe(true);
    expect(snap.context.toDeclare).toBe(1);
    // The soldier, now attacking while wrestling, may pin.
    snap = send(snap, { type: 'maneuver.declared', side: 1, maneuver: 'pin', card: '4s' });
    // The soldier's hand is spent, so declaring stops by itself.
    snap = send(snap, { type: 'maneuver.passed', side: 0 }, { type: 'register.revealed' });
    // 4 − 1 armour − 5 = −2, but nothing answered it: unopposed, the pin holds, and ordinary combat is over.
    expect(snap.value).toBe('holdingFast');
    expect(snap.context.hold).toEqual({ by: 1, kind: 'pin', card: 4, turns: [] });
    expect(snap.context.ended).toBeUndefined();
  });

  it('charges a head butt that lands to the butter too: 1 dealt, 1 taken', () => {
    const snap = send(
      brawl(['6s'], ['2s']),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'head-butt', card: '6s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.context.damage).toEqual([1, 1]);
  });

  it('gives the initiative away after a bare-handed lunge, and keeps it away next round', () => {
    let snap = brawl(['6s', '5s'], ['2s', '2h']);
    snap = send(snap, { type: 'initiative.drawn' });
    // Range 0: a lunge needs range 1, so the brawlers start a step apart in this test.
    snap = { ...snap, context: { ...snap.context, range: 1 } } as Snap;
    snap = send(
      snap,
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'hth-lunge', card: '6s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'declaration.finished', side: 0 },
      { type: 'register.revealed' },
    );
    expect(snap.context.attacker).toBe(1);
    expect(send(snap, { type: 'round.begun' }).context.attacker).toBe(1);
  });
});
