import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../melee-weapons.js';
import { start, send, refuses, fighters } from './register-duel.testing.js';

describe('how the fight opens (Karmic, "Show Downs", "Charging", "Surprise")', () => {
  it("draws the show down's initiative from fast draw, one card without it, and combat training again after that", () => {
    // Devon: fast draw 1 (one card, 3♠); the soldier: combat training 0 but fast draw 2 (8♠ 2♠... a world deck has clubs too).
    let snap = start({
      fighters: fighters({ fastDraw: 1, combatTraining: 3 }, { fastDraw: 2 }),
      seed: 1,
      stacked: [['3s'], ['8c', '2c']],
      opening: { kind: 'show-down' },
    });
    expect(snap.context.narration[1]!.text).toMatch(/fast-draw check/);
    snap = send(snap, { type: 'initiative.drawn' });
    expect(snap.context.initiativeChecks[0]!.map((c) => c.cards.length)).toEqual([1, 2]);
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.narration[0]!.text).toMatch(/Devon draws \+3 \(fast draw 1\).*Soldier draws \+8, \+2 \(fast draw 2\)/);
  });

  it('gives the charger the initiative, one maneuver each in the charge round, and 1 more maximum damage (ruling: the charge round)', () => {
    let snap = start({
      fighters: fighters({}, { hitPoints: 20 }),
      seed: 4,
      stacked: [
        ['Ks', '5s', '4s', '10s'],
        ['2h', '3h'],
      ],
      opening: { kind: 'charge', side: 0 },
    });
    expect(snap.matches({ round: 'holdingInitiative' })).toBe(true);
    expect(snap.context.attacker).toBe(0);
    expect(refuses(snap, { type: 'initiative.yielded' })).toBe(true);
    snap = send(
      snap,
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'Ks' },
      { type: 'maneuver.passed', side: 1 },
    );
    // One maneuver each: declaring stops by itself.
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' }, { type: 'hit.taken', side: 0 });
    // K♠ +3 hit, then 10♠: 13 + edge 1 = 14, capped at the sword's 4 + 1 for the charge.
    expect(snap.context.registers[0]!.outcome!.damage).toBe(5);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.charge).toBeUndefined();
    expect(snap.context.attacker).toBe(0);
  });

  it('takes a further −2 off a tackle made with the charge, and only in the charge round (ruling: the charge round)', () => {
    const fists = WEAPONS['bare-hands']!;
    const tackle = (opening?: { kind: 'charge'; side: 0 }) => {
      let snap = start({
        fighters: fighters({ weapon: fists, skill: 1 }, { weapon: fists, skill: 1, hitPoints: 20 }),
        seed: 4,
        // Without the charge the initiative is drawn first (9♠ 10♠ against 2♥), then the hands.
        stacked: opening
          ? [
              ['10s', '5s', '4s'],
              ['2h', '3h'],
            ]
          : [
              ['9s', '10s', '5s', '4s'],
              ['2h', '3h', '4h'],
            ],
        ...(opening ? { opening } : {}),
      });
      if (!opening) snap = send(snap, { type: 'initiative.drawn' });
      expect([snap.context.range, snap.context.attacker]).toEqual([0, 0]);
      snap = send(
        snap,
        { type: 'hands.drawn' },
        { type: 'maneuver.declared', side: 0, maneuver: 'tackle', card: opening ? '10s' : '5s' },
        { type: 'maneuver.passed', side: 1 },
        { type: 'register.revealed' },
      );
      return snap.context.registers[0]!.outcome!;
    };
    // A tackle is at −3 (Karmic, "Tackle"); with the charge, −5: 10 − 5 = 5.
    const charged = tackle({ kind: 'charge', side: 0 });
    expect(charged.attackTerms).toContainEqual({ label: 'difficulty (tackle with a charge)', value: -5 });
    expect(charged.attackTotal).toBe(5);
    // The same tackle without a charge, at range 0: only its own −3.
    expect(tackle().attackTerms).toContainEqual({ label: 'difficulty', value: -3 });
  });

  it('hands the initiative to the one charged when his weapon reaches further', () => {
    const snap = start({ fighters: fighters({}, { weapon: WEAPONS.spear! }), seed: 4, opening: { kind: 'charge', side: 0 } });
    expect(snap.context.attacker).toBe(1);
    expect(snap.context.narration.map((w) => w.text).join(' ')).toMatch(/spear reaches further/);
  });

  it('lets an untrained fighter taken by surprise answer nothing: one unanswered maneuver', () => {
    let snap = start({
      fighters: fighters({}, { combatTraining: 0 }),
      seed: 4,
      stacked: [
        ['5s', '4s', '3s'],
        ['10s', '9s'],
      ],
      opening: { kind: 'surprise', side: 0 },
    });
    expect(snap.context.surprised).toBe(1);
    snap = send(snap, { type: 'hands.drawn' }, { type: 'maneuver.declared', side: 0, maneuver: 'attack', card: '5s' });
    // The soldier's slot is forced empty and declaring stops.
    expect(snap.context.registers[0]!.empty).toBe('forced');
    expect(snap.matches({ round: { resolving: 'turningOver' } })).toBe(true);
    snap = send(snap, { type: 'register.revealed' });
    expect(snap.context.registers[0]!.outcome!.success).toBe(true);
    snap = send(snap, { type: 'round.begun' });
    expect(snap.context.surprised).toBeUndefined();
  });

  it('lets a trained fighter see the surprise coming by beating the other\'s total (table ruling "The surprise check") (ruling: the surprise check)', () => {
    const seen = send(
      start({
        fighters: fighters({ combatTraining: 1 }, { combatTraining: 1 }),
        seed: 4,
        stacked: [['3s'], ['6s']],
        opening: { kind: 'surprise', side: 0 },
      }),
      { type: 'initiative.drawn' },
    );
    expect(seen.context.surprised).toBeUndefined();
    expect(seen.context.attacker).toBe(1);
    // A tie is not enough: the surprise holds.
    const tie = send(
      start({
        fighters: fighters({ combatTraining: 1 }, { combatTraining: 1 }),
        seed: 4,
        stacked: [['3s'], ['3c']],
        opening: { kind: 'surprise', side: 0 },
      }),
      { type: 'initiative.drawn' },
    );
    expect(tie.context.surprised).toBe(1);
    expect(tie.context.attacker).toBe(0);
  });

  it("keeps a two-handed weapon's off hand empty even in a hand-made table", () => {
    const snap = send(
      start({
        fighters: fighters({ weapon: WEAPONS['great-axe']!, offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill: 3 } }),
        seed: 4,
        stacked: [['9s', '8s', '5s', '4s', '3s'], ['2h']],
      }),
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
    );
    expect(refuses(snap, { type: 'maneuver.declared', side: 0, maneuver: 'shield-bash', card: '5s', hand: 'off' })).toBe(true);
  });
});
